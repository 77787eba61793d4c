// The page's "Image" button: a picture of the board to save, as SVG (a diagram that prints
// sharply) or PNG, with or without coordinates and move numbers, of the whole board or the
// stones' area. A chunk of its own, loaded on the first click; it draws through the
// element's diagrams (element/diagram.ts, a chunk shared with the element's toSvg) from the page's record, so that a record opened
// with its setup stones is numbered as it was played.
import type { GameTree } from "tengen";
import type { TengenBoard } from "../element/index.ts";
import type { DiagramOptions } from "../element/api.ts";

const CSS = `
#image-panel { margin: .25rem 0 .75rem; padding-top: .5rem; border-top: 1px solid var(--line); }
#image-panel[hidden] { display: none; }
#image-panel img { display: block; max-width: 100%; height: auto; margin: .5rem 0; border: 1px solid var(--line); background: #fff; }
#image-panel fieldset { border: 0; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .25rem 1rem; }
#image-panel label { display: inline-flex; align-items: center; gap: .3rem; font-size: .9rem; }
#image-panel input { width: auto; min-height: 0; }
#image-panel .image-actions { display: flex; flex-wrap: wrap; gap: .5rem; }
#image-panel .image-actions button { margin: 0; }
`;

/** Downloads `blob` as `name`. */
function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

let panel: HTMLElement | null = null;
/** The diagrams' code: the element's own chunk, which `el.toSvg()` loads too. */
let diagrams: typeof import("../element/diagram.ts") | null = null;

/** Opens the image panel under the record's files (or closes it, open); `tree()` is the page's record, if any. */
export async function toggleImage(board: TengenBoard, button: HTMLButtonElement, tree: () => GameTree | null): Promise<void> {
  diagrams ??= await import("../element/diagram.ts");
  const { figureOf, paletteOf, svgOf, toPng } = diagrams;
  // The drawing layers' module, for the record's DD, SL, TB, TW and VW (as el.toSvg reads them).
  const overlay = await import("../board/overlay.ts");
  if (panel) {
    panel.hidden = !panel.hidden;
    button.setAttribute("aria-expanded", String(!panel.hidden));
    if (!panel.hidden) panel.dispatchEvent(new Event("change"));
    return;
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const p = document.createElement("section");
  p.id = "image-panel";
  p.setAttribute("aria-label", "Image of the board");
  const box = (label: string, name: string, checked: boolean): HTMLInputElement => {
    const l = document.createElement("label");
    const i = document.createElement("input");
    i.type = "checkbox";
    i.name = name;
    i.checked = checked;
    l.append(i, label);
    options.append(l);
    return i;
  };
  const options = document.createElement("fieldset");
  const coordinates = box("Coordinates", "coordinates", true);
  const numbers = box("Move numbers", "numbers", false);
  const crop = box("Only the stones' area", "region", false);
  const preview = document.createElement("img");
  preview.alt = "";
  const actions = document.createElement("div");
  actions.className = "image-actions";
  const action = (label: string, id: string, act: () => void): void => {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "secondary";
    b.id = id;
    b.textContent = label;
    b.addEventListener("click", act);
    actions.append(b);
  };
  const status = document.createElement("p");
  status.className = "small";
  status.setAttribute("role", "status");
  const chosen = (): DiagramOptions => ({
    coordinates: coordinates.checked,
    numbers: numbers.checked ? "all" : "none",
    region: crop.checked ? "auto" : "full",
    theme: "wood",
  });
  let svg = "";
  const colours = await paletteOf(chosen());
  const source = () => ({ state: board.state, tree: tree(), getAttribute: (n: string) => board.getAttribute(n) });
  const draw = (): void => {
    try {
      const o = chosen();
      svg = svgOf(figureOf(source(), o, overlay), o, colours);
      preview.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      preview.alt = `The board${numbers.checked ? ", its moves numbered" : ""}`;
      status.textContent = "";
    } catch (e) {
      status.textContent = e instanceof Error ? e.message : String(e);
    }
  };
  action("Save SVG", "image-svg", () => {
    download(new Blob([svg], { type: "image/svg+xml" }), "tengen-board.svg");
    status.textContent = "Saved tengen-board.svg.";
  });
  action("Save PNG", "image-png", () => {
    toPng(source(), { ...chosen(), scale: 2 }).then(
      (b) => {
        download(b, "tengen-board.png");
        status.textContent = "Saved tengen-board.png.";
      },
      (e: unknown) => (status.textContent = e instanceof Error ? e.message : String(e)),
    );
  });
  p.append(options, preview, actions, status);
  options.addEventListener("change", draw);
  p.addEventListener("change", draw);
  // The picture follows the board while the panel is open.
  board.addEventListener("change", () => {
    if (!p.hidden) draw();
  });
  button.setAttribute("aria-expanded", "true");
  button.setAttribute("aria-controls", "image-panel");
  button.closest(".record-files")?.after(p);
  panel = p;
  draw();
}
