// The drawing layers over the stones: a record's SGF markup beyond the point marks
// (arrows AR, lines LN, dimmed points DD, selected points SL, territory TB/TW) and the
// host page's own layer (`el.draw`), with its heatmap. Point marks (circles, labels…)
// stay in the board's `marks` (render.ts draws them); a host layer's are drawn after
// the record's.

import type { GameTree, Vertex } from "tengen";
import { nameAt, type BoardState, type Mark } from "./state.ts";

/** One layer: what is drawn over the stones besides the record's point marks. */
export interface Layer {
  /** Point marks (the host's; the record's are the board's `marks`). */
  marks: Mark[];
  arrows: [Vertex, Vertex][];
  lines: [Vertex, Vertex][];
  /** Points washed with the board's colour (`DD`). */
  dim: Vertex[];
  /** Points shaded as selected (`SL`). */
  selected: Vertex[];
  /** Territory marks (`TB`, `TW`). */
  black: Vertex[];
  white: Vertex[];
  /** One number per point, row by row, −1 (white) to 1 (black), drawn as shading; or null. */
  heatmap: ArrayLike<number> | null;
  /** The next moves' markers: a letter, or a faint stone of the player (no text). */
  variations: { point: Vertex; color: "black" | "white"; text: string }[];
  /** A record's layer: what the board's description says of it (the node's place among its siblings, the variations marked, its marks and labels), each sentence after a space. */
  said: (s: BoardState) => string;
}

/** The English of what a record's layer says (the other languages' are in src/lang/). */
const EN = {
  variationOf: (n: number, of: number): string => `Variation ${n} of ${of}.`,
  nextMoves: (m: string[]): string => (m.length > 1 ? `${m.length} variations: ${m.join(", ")}.` : `Next move: ${m[0]}.`),
  markList: (m: MarkItem[]): string => `Marks: ${m.map(([kind, name, text]) => (text ? `${text} at ${name}` : `${kind} ${name}`)).join(", ")}.`,
};

/** A mark of the record's node, for the description: its kind, its point's name, a label's text. */
export type MarkItem = [kind: "circle" | "square" | "triangle" | "cross" | "label", name: string, text?: string | undefined];

export const emptyLayer = (): Layer => ({ marks: [], arrows: [], lines: [], dim: [], selected: [], black: [], white: [], heatmap: null, variations: [], said: () => "" });

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The points of an SGF point list (`dd`, rectangles `aa:cc`) on a width×height board. */
export function sgfPoints(values: readonly string[] | undefined, width: number, height: number): Vertex[] {
  const out: Vertex[] = [];
  for (const v of values ?? []) {
    const [a, b = a] = v.trim().split(":");
    const p = (s: string | undefined): Vertex | null => {
      if (!s || s.length !== 2) return null;
      const x = LETTERS.indexOf(s[0] ?? "");
      const y = LETTERS.indexOf(s[1] ?? "");
      return x >= 0 && y >= 0 && x < width && y < height ? [x, y] : null;
    };
    const from = p(a);
    const to = p(b);
    if (!from || !to) continue;
    for (let y = Math.min(from[1], to[1]); y <= Math.max(from[1], to[1]); y++) {
      for (let x = Math.min(from[0], to[0]); x <= Math.max(from[0], to[0]); x++) out.push([x, y]);
    }
  }
  return out;
}

/** Where the layers draw: the grid's cell, device pixels, and a point's centre. */
export interface Pen {
  cell: number;
  dpr: number;
  cx(x: number): number;
  cy(y: number): number;
}

const on = (s: BoardState, [x, y]: Vertex): boolean => x >= 0 && y >= 0 && x < s.width && y < s.height;

/** What draws the layers (`drawLayers`): the board state carries it, so that only pages that draw load this module. */
export type Painter = typeof drawLayers;

/** Draws the layers given, in order (the record's, then the host's), over the stones. */
export function drawLayers(g: CanvasRenderingContext2D, state: BoardState, pen: Pen, layers: readonly (Layer | null)[]): void {
  const { cell, dpr, cx, cy } = pen;
  const ink = state.look.line ?? "#111";
  for (const layer of layers) {
    if (!layer) continue;
    const heat = layer.heatmap;
    if (heat) {
      for (let i = 0; i < state.width * state.height && i < heat.length; i++) {
        const v = Math.max(-1, Math.min(1, Number(heat[i]) || 0));
        if (Math.abs(v) < 0.02) continue;
        const x = i % state.width;
        const y = Math.floor(i / state.width);
        g.fillStyle = v > 0 ? `rgba(0,0,0,${(v * 0.6).toFixed(3)})` : `rgba(255,255,255,${(-v * 0.7).toFixed(3)})`;
        g.fillRect(cx(x) - cell / 2, cy(y) - cell / 2, cell, cell);
      }
    }
    g.fillStyle = state.look.board ?? "#dcb35c";
    g.globalAlpha = 0.62;
    for (const p of layer.dim) if (on(state, p)) g.fillRect(cx(p[0]) - cell / 2, cy(p[1]) - cell / 2, cell, cell);
    g.globalAlpha = 1;
    g.fillStyle = "rgba(25,118,210,.42)";
    g.strokeStyle = "#1565c0";
    g.lineWidth = Math.max(1.5 * dpr, cell * 0.06);
    for (const p of layer.selected) {
      if (!on(state, p)) continue;
      const s = cell * 0.42;
      g.fillRect(cx(p[0]) - s, cy(p[1]) - s, 2 * s, 2 * s);
      g.strokeRect(cx(p[0]) - s, cy(p[1]) - s, 2 * s, 2 * s);
    }
    for (const [list, fill, edge] of [
      [layer.black, "#111", "#f5f5f5"],
      [layer.white, "#f5f5f5", "#111"],
    ] as const) {
      g.fillStyle = fill;
      g.strokeStyle = edge;
      g.lineWidth = Math.max(1, dpr);
      for (const p of list) {
        if (!on(state, p)) continue;
        const s = cell * 0.17;
        g.fillRect(cx(p[0]) - s, cy(p[1]) - s, 2 * s, 2 * s);
        g.strokeRect(cx(p[0]) - s, cy(p[1]) - s, 2 * s, 2 * s);
      }
    }
    // Lines and arrows: the ink over a light halo, so they read on wood and on stones.
    const w = Math.max(1.5 * dpr, cell * 0.07);
    for (const [pass, colour, width] of [
      [0, "rgba(255,255,255,.8)", w * 2.4],
      [1, ink, w],
    ] as const) {
      g.strokeStyle = colour;
      g.fillStyle = colour;
      g.lineWidth = width;
      g.lineCap = "round";
      g.lineJoin = "round";
      for (const [a, b] of layer.lines) {
        if (!on(state, a) || !on(state, b)) continue;
        g.beginPath();
        g.moveTo(cx(a[0]), cy(a[1]));
        g.lineTo(cx(b[0]), cy(b[1]));
        g.stroke();
      }
      for (const [a, b] of layer.arrows) {
        if (!on(state, a) || !on(state, b)) continue;
        const [x1, y1, x2, y2] = [cx(a[0]), cy(a[1]), cx(b[0]), cy(b[1])];
        const angle = Math.atan2(y2 - y1, x2 - x1);
        const head = cell * 0.38;
        const back = (d: number, turn: number): [number, number] => [x2 - d * Math.cos(angle + turn), y2 - d * Math.sin(angle + turn)];
        g.beginPath();
        g.moveTo(x1, y1);
        g.lineTo(...back(head * 0.6, 0));
        g.stroke();
        g.beginPath();
        g.moveTo(x2, y2);
        g.lineTo(...back(head, 0.45));
        g.lineTo(...back(head, -0.45));
        g.closePath();
        if (pass === 0) g.stroke();
        g.fill();
      }
    }
    g.lineCap = "butt";
    g.lineJoin = "miter";
    for (const v of layer.variations) {
      if (!on(state, v.point)) continue;
      const [X, Y] = [cx(v.point[0]), cy(v.point[1])];
      g.beginPath();
      g.arc(X, Y, cell * (v.text ? 0.36 : 0.46), 0, Math.PI * 2);
      g.fillStyle = v.text ? "rgba(21,101,192,.9)" : v.color === "white" ? "rgba(255,255,255,.6)" : "rgba(0,0,0,.42)";
      g.fill();
      if (!v.text) continue;
      g.fillStyle = "#fff";
      g.font = `700 ${cell * 0.44}px ${state.look.font ?? `system-ui, -apple-system, "Segoe UI", sans-serif`}`;
      g.textAlign = "center";
      g.textBaseline = "middle";
      g.fillText(v.text, X, Y + cell * 0.03);
    }
  }
}

/** What `el.draw` takes (the element's `DrawInput`): marks, labels, arrows, lines, heatmap, dimmed points. */
export interface DrawInput {
  /** `[x, y, kind]`: a circle, square, triangle, cross or selected point. */
  marks?: [number, number, "circle" | "square" | "triangle" | "cross" | "selected"][];
  /** `[x, y, text]` */
  labels?: [number, number, string][];
  arrows?: [Vertex, Vertex][];
  lines?: [Vertex, Vertex][];
  /** One number per point, row by row from the top left, −1 (white) to 1 (black). */
  heatmap?: ArrayLike<number>;
  dim?: Vertex[];
}

const vertex = (v: unknown): v is Vertex => Array.isArray(v) && v.length >= 2 && Number.isInteger(v[0]) && Number.isInteger(v[1]);
const pair = (v: unknown): v is [Vertex, Vertex] => Array.isArray(v) && vertex(v[0]) && vertex(v[1]);
const KINDS: readonly Mark["kind"][] = ["circle", "square", "triangle", "cross"];

/** The host's layer from `el.draw`'s argument; items of the wrong shape are left out. */
export function hostLayer(input: DrawInput): Layer {
  const layer = emptyLayer();
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  for (const m of list(input.marks)) {
    if (!vertex(m)) continue;
    const point: Vertex = [m[0], m[1]];
    const kind = (m as unknown[])[2];
    if (kind === "selected") layer.selected.push(point);
    else if (KINDS.includes(kind as Mark["kind"])) layer.marks.push({ point, kind: kind as Mark["kind"] });
  }
  for (const l of list(input.labels)) {
    if (vertex(l)) layer.marks.push({ point: [l[0], l[1]], kind: "label", text: String((l as unknown[])[2] ?? "") });
  }
  layer.arrows = list(input.arrows).filter(pair);
  layer.lines = list(input.lines).filter(pair);
  layer.dim = list(input.dim).filter(vertex);
  const heat = input.heatmap;
  layer.heatmap = heat && typeof heat === "object" && typeof heat.length === "number" ? Array.from(heat, Number) : null;
  return layer;
}

/**
 * The record's layer at the tree's node: `AR`, `LN`, `SL`, `TB`, `TW`, and `DD` (inherited:
 * the nearest node with one); the variations' markers as `variations` says (the
 * attribute's `letters`, `stones`, `none`; `hidden` in a problem's try: nor said).
 */
export function recordLayer(tree: GameTree, width: number, height: number, variations: string | null): Layer | null {
  const node = tree.node;
  const props = node.properties;
  const layer = emptyLayer();
  layer.arrows = node.markup.arrows.map((a) => [a.from, a.to]);
  layer.lines = node.markup.lines.map((a) => [a.from, a.to]);
  layer.selected = sgfPoints(props.SL, width, height);
  layer.black = sgfPoints(props.TB, width, height);
  layer.white = sgfPoints(props.TW, width, height);
  let dd = props.DD;
  if (!dd && tree.path.length > 0) {
    // DD is inherited: look up the line for the nearest, then come back.
    const path = tree.path;
    while (!dd && tree.previous()) dd = tree.node.properties.DD;
    tree.goTo(path);
  }
  layer.dim = sgfPoints(dd, width, height);
  // The variations: letters by default when there are several next moves, or faint stones.
  const children = tree.children();
  const shown = variations ?? (children.length > 1 ? "letters" : "none");
  // ("hidden": a problem's try, whose answer is neither drawn nor said.)
  const hidden = shown === "hidden";
  if (shown !== "none" && !hidden) {
    children.forEach((c, i) => {
      if (c.point && c.color) layer.variations.push({ point: c.point, color: c.color, text: shown === "stones" ? "" : String.fromCharCode(65 + (i % 26)) });
    });
  }
  // For the board's description: the node's place among its siblings ("Variation 2 of
  // 3."), the variations marked ("2 variations: A D4, B C3."), and the node's marks and
  // labels ("Marks: triangle C3, A at E5."; these also in a problem's try: they are drawn).
  const path = tree.path;
  const k = path[path.length - 1] ?? 0;
  let of = 1;
  if (path.length && tree.previous()) {
    of = tree.children().length;
    tree.next(k);
  }
  const next = layer.variations;
  const m = node.markup;
  const marks = [...(["triangle", "square", "circle", "cross"] as const).flatMap((kind) => m[kind].map((p) => [kind, p] as const)), ...m.labels.map((l) => ["label", l.point, l.text] as const)];
  const turn = !hidden && (of > 1 || next.length > 0);
  const said = turn || marks.length > 0;
  if (said) {
    layer.said = (s) => {
      const t = { ...EN, ...s.texts };
      const name = (p: Vertex): string => nameAt(s, p[0], p[1]);
      return (
        (turn && of > 1 ? ` ${t.variationOf(k + 1, of)}` : "") +
        (turn && next.length ? ` ${t.nextMoves(next.map((v) => `${v.text} ${name(v.point)}`.trim()))}` : "") +
        (marks.length ? ` ${t.markList(marks.map(([kind, p, text]): MarkItem => [kind, name(p), text]))}` : "")
      );
    };
  }
  const empty = !said && !layer.arrows.length && !layer.lines.length && !layer.selected.length && !layer.black.length && !layer.white.length && !layer.dim.length;
  return empty ? null : layer;
}

/**
 * The part of the board the record shows at the tree's node (`VW`, inherited: the
 * nearest node with one; `VW[]` shows the whole board again), as `[x0, y0, x1, y1]`
 * round its points, or null for the whole board.
 */
export function recordView(tree: GameTree, width: number, height: number): [number, number, number, number] | null {
  const path = tree.path;
  let vw = tree.node.properties.VW;
  while (!vw && tree.previous()) vw = tree.node.properties.VW;
  if (path.length) tree.goTo(path);
  const points = sgfPoints(vw, width, height);
  if (!points.length) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}
