// Input on one board's canvas: mouse, pen and touch through pointer events, and the
// keyboard while the canvas has the focus. A stone is played when the pointer is
// released, at the point under it: on a phone the translucent stone follows the finger
// first, so a tap never lands by surprise. Every listener is on the canvas, and the
// function returned removes them all.
import type { Index } from "../types.ts";
import type { Actions } from "./actions.ts";
import { pointAt } from "./layout.ts";
import { pointOf, type BoardState } from "./state.ts";

const STEP: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * When a tap must be confirmed: `touch` (a finger's tap shows the stone, a second tap on
 * the same point plays it: a 19×19 point on a phone is narrower than a fingertip),
 * `always` (any pointer), `never`.
 */
export type Confirm = "touch" | "always" | "never";

export function bindInput(canvas: HTMLCanvasElement, state: () => BoardState, actions: Actions, confirm: () => Confirm = () => "touch"): () => void {
  let active: number | null = null;
  /** A tap waiting for its confirmation: the point, and the move number it was made at. */
  let pending: { point: Index; moveNumber: number } | null = null;
  const confirms = (type: string): boolean => {
    const c = confirm();
    return state().mode === "play" && (c === "always" || (c === "touch" && type === "touch"));
  };

  /** The board point under a pointer, or null off the board. */
  const at = (e: PointerEvent): Index | null => {
    const rect = canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const s = state();
    const px = ((e.clientX - rect.left) * canvas.width) / rect.width;
    const py = ((e.clientY - rect.top) * canvas.height) / rect.height;
    return pointAt(s.layout, s.width, s.height, px, py, s.view);
  };
  const activate = (i: Index): void => {
    actions.setCursor(i);
    const [x, y] = pointOf(state(), i);
    actions.activate(x, y);
  };

  const listeners: { [K in keyof HTMLElementEventMap]?: (e: HTMLElementEventMap[K]) => void } = {
    pointermove(e) {
      // A touch only hovers while the finger is down.
      if (e.pointerType !== "mouse" && active !== e.pointerId) return;
      actions.hover(at(e));
    },
    pointerdown(e) {
      if (e.pointerType === "mouse" && e.button !== 0) return;
      if (!e.isPrimary) return;
      active = e.pointerId;
      try {
        canvas.setPointerCapture(e.pointerId);
      } catch {
        // Capture is a nicety: without it the release is still seen over the canvas.
      }
      actions.showCursor(false);
      if (e.pointerType !== "mouse") actions.touch(true);
      actions.hover(at(e));
    },
    pointerup(e) {
      if (active !== e.pointerId) return;
      active = null;
      const i = at(e);
      if (e.pointerType !== "mouse") {
        actions.touch(false);
        actions.hover(null);
      }
      if (i === null) return;
      if (confirms(e.pointerType)) {
        const s = state();
        if (pending?.point !== i || pending.moveNumber !== s.moveNumber) {
          // The first tap: the stone shows there, and the next tap on it plays it.
          pending = { point: i, moveNumber: s.moveNumber };
          actions.hover(i);
          return;
        }
      }
      pending = null;
      activate(i);
    },
    pointercancel() {
      active = null;
      pending = null;
      actions.touch(false);
      actions.hover(null);
    },
    pointerleave(e) {
      if (e.pointerType === "mouse" && active === null) actions.hover(null);
    },
    // A long press on a phone should not open a menu over the board.
    contextmenu(e) {
      e.preventDefault();
    },
    focus() {
      if (canvas.matches(":focus-visible")) actions.showCursor(true);
    },
    blur() {
      actions.showCursor(false);
    },
    keydown(e) {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const d = STEP[e.key];
      if (d) {
        e.preventDefault();
        const n = e.shiftKey ? 3 : 1;
        actions.moveCursor(d[0] * n, d[1] * n);
        return;
      }
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        if (e.repeat) return;
        actions.showCursor(true);
        activate(state().cursor);
      } else if (e.key === "Escape") {
        actions.showCursor(false);
      } else if (!e.repeat && (e.key === "p" || e.key === "P")) {
        // Handled here: a page that also listens for P sees `defaultPrevented`.
        e.preventDefault();
        actions.pass();
      } else if (!e.repeat && (e.key === "u" || e.key === "U")) {
        e.preventDefault();
        actions.undo();
      }
    },
  };

  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, f] of entries) canvas.addEventListener(type, f);
  return () => {
    for (const [type, f] of entries) canvas.removeEventListener(type, f);
  };
}
