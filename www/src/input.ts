// Input: mouse, pen and touch through pointer events, and the keyboard.
// A stone is played when the pointer is released, at the point under it: on a phone
// the translucent stone follows the finger first, so a tap never lands by surprise.
import type { Api } from "./api.ts";
import type { Renderer } from "./render.ts";

/** Typing in a form field must never pass or undo. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

export function bindInput(canvas: HTMLCanvasElement, renderer: Renderer, api: Api): void {
  let active: number | null = null;

  const at = (e: PointerEvent): number | null => renderer.pointAt(api.state, e.clientX, e.clientY);

  canvas.addEventListener("pointermove", (e) => {
    // A touch only hovers while the finger is down.
    if (e.pointerType !== "mouse" && active !== e.pointerId) return;
    api.hover(at(e));
  });
  canvas.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    if (!e.isPrimary) return;
    active = e.pointerId;
    try {
      canvas.setPointerCapture(e.pointerId);
    } catch {
      // Capture is a nicety: without it the release is still seen over the canvas.
    }
    api.showCursor(false);
    if (e.pointerType !== "mouse") api.touch(true);
    api.hover(at(e));
  });
  canvas.addEventListener("pointerup", (e) => {
    if (active !== e.pointerId) return;
    active = null;
    const i = at(e);
    if (e.pointerType !== "mouse") {
      api.touch(false);
      api.hover(null);
    }
    if (i === null) return;
    api.setCursor(i);
    api.activate(i);
  });
  canvas.addEventListener("pointercancel", () => {
    active = null;
    api.touch(false);
    api.hover(null);
  });
  canvas.addEventListener("pointerleave", (e) => {
    if (e.pointerType === "mouse" && active === null) api.hover(null);
  });
  // A long press on a phone should not open a menu over the board.
  canvas.addEventListener("contextmenu", (e) => e.preventDefault());

  canvas.addEventListener("focus", () => {
    if (canvas.matches(":focus-visible")) api.showCursor(true);
  });
  canvas.addEventListener("blur", () => api.showCursor(false));

  canvas.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const d = step[e.key];
    if (d) {
      e.preventDefault();
      const n = e.shiftKey ? 3 : 1;
      api.moveCursor(d[0] * n, d[1] * n);
      return;
    }
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (e.repeat) return;
      api.showCursor(true);
      api.activate(api.state.cursor);
    } else if (e.key === "Escape") {
      api.showCursor(false);
    }
  });

  // P and U work wherever the focus is, except while typing in the form.
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.repeat || isTextEntry(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === "p") {
      e.preventDefault();
      api.pass();
    } else if (key === "u") {
      e.preventDefault();
      api.undo();
    }
  });
}
