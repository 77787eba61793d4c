// The element's themes (`theme="plain" | "high-contrast" | "dark"`) and Windows' forced
// colours: the board's look from the palette the SVG diagrams use too (board/theme.ts),
// and the style of the text and buttons around it. A chunk of its own, loaded the first
// time an element has a theme other than the wood, or the system forces its colours.
import type { Look } from "../board/index.ts";
import type { StonePainter } from "../board/state.ts";
import { isTheme, palette } from "../board/theme.ts";

export { palette };

/** The text around the board in each theme (the record's bar styles itself, record.ts). */
const CSS = `
:host([theme="dark"]) .root{color:var(--tengen-text-color, #ece6da)}
:host([theme="dark"]) .caption:not(:empty){background:var(--tengen-panel-color, #2b2721);border-radius:var(--tengen-radius, 4px);padding:4px 8px}
:host([theme="dark"]) .caption .term{background:var(--tengen-term-color, rgba(144, 202, 249, 0.22))}
:host([theme="dark"]) .caption .error{color:var(--tengen-error-color, #ff8a80)}
:host([theme="high-contrast"]) .root{color:var(--tengen-text-color, #000)}
:host([theme="high-contrast"]) .caption .term{background:none;outline:2px solid currentColor}
@media (forced-colors: active){.caption .term{outline:1px solid CanvasText}}
`;
let sheet: CSSStyleSheet | null = null;

// Forced colours turned on or off while the page is open: every board takes the system's
// colours, or its own again. (A board drawn while they are on loads this chunk at once.)
matchMedia("(forced-colors: active)").addEventListener("change", () => document.querySelectorAll("tengen-board").forEach((b) => b.refreshStyle()));

/** The system's colours now (forced colours resolve them to the user's), as computed values. */
function systemColors(): { canvas: string; text: string } {
  const probe = document.createElement("span");
  probe.style.color = "CanvasText";
  probe.style.backgroundColor = "Canvas";
  document.body.append(probe);
  const s = getComputedStyle(probe);
  const out = { canvas: s.backgroundColor, text: s.color };
  probe.remove();
  return out;
}

/** The painters of flat stones, one per set of colours (the board redraws its sprites when the painter changes). */
const painters = new Map<string, StonePainter>();

/** A flat stone in `fill`, ringed in `edge` (a width of `scale` CSS pixels) if it has one. */
function flat(black: [string, string | null], white: [string, string | null], scale: number): StonePainter {
  const key = `${black} ${white} ${scale}`;
  let p = painters.get(key);
  if (!p) {
    p = (g, isBlack, c, radius, dpr) => {
      const [fill, edge] = isBlack ? black : white;
      const w = edge ? Math.max(1, dpr * scale) : 0;
      g.beginPath();
      g.arc(c, c, radius - w / 2, 0, Math.PI * 2);
      g.fillStyle = fill;
      g.fill();
      if (edge) {
        g.lineWidth = w;
        g.strokeStyle = edge;
        g.stroke();
      }
    };
    painters.set(key, p);
  }
  return p;
}

/**
 * The look of `theme` for the element `host` (the wood's: shaded stones, the usual grid) (its style sheet adopted by the shadow root
 * on the first call); under forced colours, the system's Canvas and CanvasText: the board
 * in the background colour, lines and black stones in the text colour, white stones in the
 * background colour ringed with it.
 */
export function themeLook(host: HTMLElement, theme: string | null, forced: boolean): Partial<Look> {
  const root = host.shadowRoot;
  if (root) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  if (forced) {
    const c = systemColors();
    return { board: c.canvas, line: c.text, black: c.text, white: c.canvas, stone: flat([c.text, c.text], [c.canvas, c.text], 1.5), lineScale: 1.5 };
  }
  if (!isTheme(theme) || theme === "wood") return { stone: null, lineScale: 1 };
  const p = palette(theme);
  return { board: p.board, line: p.line, black: p.black, white: p.white, stone: p.shaded ? null : flat([p.black, p.blackEdge], [p.white, p.whiteEdge], p.lineScale), lineScale: p.lineScale };
}
