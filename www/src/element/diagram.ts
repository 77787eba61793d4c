// Diagrams: the board as a standalone SVG picture (`el.toSvg()`), and as a PNG made from
// it (`el.toPng()`). A diagram is the position at the record's current node with its marks
// (CR SQ TR MA LB, and the drawing layers the board shows: AR LN DD SL TB TW and the
// host's `el.draw`), in the part of the board it shows (VW, a problem's crop), or a
// figure as books print them: the position before its
// first move, and each of its moves numbered on the point where it was played; a move on a
// point that already holds a stone of the figure is listed under it ("7 at 3"). A chunk of
// its own, loaded the first time a host asks for a picture. It reads the element only
// through its public API (state, tree, attributes) and the record only through the
// package's `GameTree`.
import { GameTree, starPoints, toGtp, type TreeNode, type Vertex } from "tengen";
import type { Palette } from "../board/theme.ts";
import type { BoardState, Mark } from "../board/index.ts";
import type { Layer } from "../board/overlay.ts";
import type { DiagramOptions, PngOptions, TengenBoardApi } from "./api.ts";

/** What a diagram is drawn from: the element's game and its record, if it shows one. */
export interface DiagramSource {
  readonly state: TengenBoardApi["state"];
  readonly tree: GameTree | null;
  getAttribute(name: string): string | null;
}

/** A refusal of bad options, with a stable code as the package's errors have. */
function refuse(message: string): Error {
  return Object.assign(new Error(`toSvg: ${message}`), { code: "invalid-options" });
}

/** One node of the line shown: the root, the nodes to the current one, and on along the first variations. */
interface Step {
  node: TreeNode;
  moveNumber: number;
  path: number[];
}

/** The figure: the stones drawn, the numbers on them, and the moves listed under it. */
export interface Figure {
  width: number;
  height: number;
  /** Row-major: 1 black, −1 white, 0 empty. */
  stones: Int8Array;
  /** The number printed on a stone, by point index. */
  numbers: Map<number, string>;
  /** Letters on stones from before the figure that a move of it was played on. */
  letters: Map<number, string>;
  /** The moves not shown on their point: "7 at 3", "12 pass". */
  notes: string[];
  /** The figure's name (SGF FG) and the moves it numbers, for the caption. */
  title: string;
  markup: TreeNode["markup"] | null;
  /** The figure's FG flags, if its FG gives them. */
  flags: number | null;
  /** The drawing layers the board shows (the record's AR LN DD SL TB TW, the host's `el.draw`), in that order. */
  layers: Layer[];
  /** The part of the board the element shows (a record's VW, a problem's crop), or null. */
  view: readonly [number, number, number, number] | null;
}

/** SGF FG's flags (FF[4]): coordinates, the figure's name, moves not shown listed, captured stones removed, star points. */
const FG_COORDINATES = 0x1;
const FG_NAME = 0x2;
const FG_LIST_UNSHOWN = 0x4;
const FG_REMOVE_CAPTURED = 0x100;
const FG_HOSHI = 0x200;

const escapeXml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The values of property `id` of a node, or null. */
const prop = (node: TreeNode, id: string): string[] | null => node.properties[id] ?? null;

/** The record's line through the current node: from the root to it, then on along first variations until `until` moves (0: stop at the current node). Leaves the cursor where it was. */
function lineOf(tree: GameTree, until: number): { steps: Step[]; current: number } {
  const back = tree.path;
  const steps: Step[] = [];
  const push = (): void => void steps.push({ node: tree.node, moveNumber: tree.moveNumber, path: tree.path });
  try {
    tree.first();
    push();
    for (const k of back) {
      tree.next(k);
      push();
    }
    const current = steps.length - 1;
    while (tree.moveNumber < until && tree.next(0)) push();
    return { steps, current };
  } finally {
    tree.goTo(back);
  }
}

/** The position at the node at `path` (then back to where the cursor was). */
function boardAt(tree: GameTree, path: number[]): Int8Array {
  const back = tree.path;
  try {
    tree.goTo(path);
    const game = tree.game;
    try {
      return game.board();
    } finally {
      game.free();
    }
  } finally {
    tree.goTo(back);
  }
}

/** SGF's PM (print mode, inherited): 0 no numbers, 1 as they are, 2 modulo 100. */
function printMode(steps: Step[], upTo: number): number {
  for (let i = upTo; i >= 0; i--) {
    const v = prop(steps[i]!.node, "PM")?.[0];
    if (v !== undefined) return Number(v) === 0 ? 0 : Number(v) === 2 ? 2 : 1;
  }
  return 1;
}

/** The numbers printed for each step's move: the record's move numbers, reset by MN, as PM says. */
function printedNumbers(steps: Step[]): (string | null)[] {
  let offset = 0;
  return steps.map((s, i) => {
    if (!s.node.move) return null;
    const mn = Number(prop(s.node, "MN")?.[0]);
    if (Number.isInteger(mn) && mn > 0) offset = mn - s.moveNumber;
    const n = s.moveNumber + offset;
    const mode = printMode(steps, i);
    return mode === 0 ? "" : String(mode === 2 ? ((n - 1) % 100) + 1 : n);
  });
}

/** The range of steps a figure numbers, from `numbers` and the record's FG. */
function figureRange(steps: Step[], current: number, numbers: DiagramOptions["numbers"]): [number, number] | null {
  if (numbers === undefined || numbers === "none") return null;
  if (numbers === "all") {
    // The figure the current node is in: from the last FG at or before it (SGF FG starts a
    // new figure at its node), else from the first move.
    let start = 1;
    for (let i = current; i >= 1; i--) {
      if (prop(steps[i]!.node, "FG")) {
        start = i;
        break;
      }
    }
    return [start, current];
  }
  if (!Array.isArray(numbers) || numbers.length !== 2 || !numbers.every((n) => Number.isInteger(n) && n >= 0) || numbers[0] > numbers[1]) {
    throw refuse(`numbers must be "none", "all" or [from, to] with 0 <= from <= to, not ${JSON.stringify(numbers)}`);
  }
  const [from, to] = numbers;
  let start = steps.findIndex((s) => s.moveNumber >= Math.max(1, from) && s.node.move !== null);
  if (start < 0) start = steps.length;
  let end = start - 1;
  for (let i = start; i < steps.length && steps[i]!.moveNumber <= to; i++) end = i;
  return [Math.max(1, start), end];
}

/** What a figure reads of the drawing layers' module (overlay.ts, a chunk of its own that `toSvg` loads). */
export type Overlay = Pick<typeof import("../board/overlay.ts"), "recordLayer" | "recordView">;

/**
 * The figure for `options`: read from the record (or from the game's moves, as a record
 * of them). With `overlay`, the record's layer (AR LN DD SL TB TW) and view (VW) are read
 * at the node; without it, its arrows and lines only, and the board's view.
 */
export function figureOf(source: DiagramSource, options: DiagramOptions = {}, overlay?: Overlay): Figure {
  const state = source.state;
  if (!state) throw refuse("the element is not connected");
  const { width, height } = state;
  let tree = source.tree;
  let own: GameTree | null = null;
  if (!tree) {
    // A free game: a record of its moves, from its settings (handicap stones included).
    own = tree = new GameTree(state.settings);
    for (const m of state.game.moves()) {
      try {
        if (m.point) tree.play(m.point[0], m.point[1]);
        else tree.pass();
      } catch {
        break;
      }
    }
  }
  try {
    const numbers = options.numbers ?? "none";
    const until = Array.isArray(numbers) ? numbers[1] : 0;
    const { steps, current } = lineOf(tree, typeof until === "number" ? until : 0);
    const range = figureRange(steps, current, numbers);
    const markup = steps[current]!.node.markup;
    // (The element's state is the board's, which carries its layers and view.)
    // The record's layer at the node (without the variations' markers, which are for the
    // screen), then the host's; the record's view, or the board's (a problem's crop).
    const board = state as unknown as Partial<Pick<BoardState, "layers" | "view">>;
    const arrowsOnly: Layer = { marks: [], arrows: markup.arrows.map((a) => [a.from, a.to]), lines: markup.lines.map((a) => [a.from, a.to]), dim: [], selected: [], black: [], white: [], heatmap: null, variations: [], said: () => "" };
    const record = own ? null : overlay ? overlay.recordLayer(tree, width, height, "none") : arrowsOnly;
    const layers = [record, board.layers?.host].filter((l): l is Layer => !!l);
    const view = board.view ?? (own || !overlay ? null : overlay.recordView(tree, width, height));
    if (!range) {
      // The position as the board shows it.
      return { width, height, stones: state.board.slice(), numbers: new Map(), letters: new Map(), notes: [], title: "", markup, flags: null, layers, view };
    }
    const [start, end] = range;
    // FG's flags, when its value has them (FG[] or no FG: the defaults).
    const fg = prop(steps[start]!.node, "FG")?.[0] ?? "";
    const flagged = /^\s*(\d+)\s*(:|$)/.exec(fg);
    const flags = flagged ? Number(flagged[1]) : null;
    const printed = printedNumbers(steps);
    let stones = boardAt(tree, steps[start - 1]!.path);
    const shown = new Map<number, string>();
    const letters = new Map<number, string>();
    const notes: string[] = [];
    let first = "";
    let last = "";
    if (flags !== null && flags & FG_REMOVE_CAPTURED) {
      // Captured stones taken off, as the position stands at the figure's end: each
      // move's number on its stone while the stone is there.
      for (let i = start; i <= end; i++) {
        const m = steps[i]!.node.move;
        const n = printed[i];
        const after = boardAt(tree, steps[i]!.path);
        for (const [k, label] of shown) {
          if (after[k] !== 0) continue;
          shown.delete(k);
          if (flags & FG_LIST_UNSHOWN) notes.push(`${label} captured`);
        }
        stones = after;
        if (!m || !n) continue;
        first ||= n;
        last = n;
        if (!m.point) notes.push(`${n} pass`);
        else shown.set(m.point[1] * width + m.point[0], n);
      }
    }
    const base = stones.slice();
    for (let i = start; i <= end && !(flags !== null && flags & FG_REMOVE_CAPTURED); i++) {
      const node = steps[i]!.node;
      // Stones set up inside the figure are drawn as they are added.
      for (const [list, c] of [[node.setup?.black, 1], [node.setup?.white, -1]] as const) {
        for (const [x, y] of list ?? []) if (stones[y * width + x] === 0) stones[y * width + x] = c;
      }
      const m = node.move;
      const n = printed[i];
      if (!m || n === null || n === undefined) continue;
      first ||= n;
      last = n;
      if (!m.point) {
        if (n) notes.push(`${n} pass`);
        continue;
      }
      const k = m.point[1] * width + m.point[0];
      if (stones[k] === 0) {
        stones[k] = m.color === "black" ? 1 : -1;
        if (n) shown.set(k, n);
        continue;
      }
      // A move on a point the figure already holds: listed under it.
      let at = shown.get(k);
      if (at === undefined && base[k] !== 0) {
        at = letters.get(k) ?? String.fromCharCode(97 + letters.size);
        letters.set(k, at);
      }
      if (n && at) notes.push(`${n} at ${at}`);
    }
    const name = flags === null || flags & FG_NAME ? fg.split(":").slice(1).join(":").trim() : "";
    const moves = first ? (first === last ? first : `${first}–${last}`) : "";
    const title = [name, moves && `(${moves})`].filter(Boolean).join(" ");
    return { width, height, stones, numbers: shown, letters, notes, title, markup, flags, layers, view };
  } finally {
    own?.free();
  }
}

type Rect = [number, number, number, number];

/** The region drawn: the whole board, a rectangle of points, or the stones' area with a margin. */
function regionOf(fig: Figure, region: DiagramOptions["region"]): Rect {
  const { width: w, height: h } = fig;
  // By default, the part of the board the element shows (a record's VW, a problem's crop).
  if (region === undefined && fig.view) return [...fig.view];
  if (region === undefined || region === "full") return [0, 0, w - 1, h - 1];
  if (region === "auto") {
    let x0 = w;
    let y0 = h;
    let x1 = -1;
    let y1 = -1;
    const take = ([x, y]: Vertex): void => {
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    };
    for (let i = 0; i < fig.stones.length; i++) if (fig.stones[i] !== 0) take([i % w, Math.floor(i / w)]);
    const m = fig.markup;
    if (m) {
      for (const p of [...m.circle, ...m.square, ...m.triangle, ...m.cross, ...m.labels.map((l) => l.point)]) take(p);
      for (const a of [...m.arrows, ...m.lines]) (take(a.from), take(a.to));
    }
    for (const l of fig.layers) {
      for (const p of [...l.selected, ...l.black, ...l.white, ...l.marks.map((k) => k.point), ...l.arrows.flat(), ...l.lines.flat()]) take(p);
    }
    if (x1 < 0) return [0, 0, w - 1, h - 1];
    // One line of margin; within three lines of an edge, on to the edge, as books crop.
    const lo = (v: number): number => (v - 1 <= 2 ? 0 : v - 1);
    const hi = (v: number, n: number): number => (v + 1 >= n - 3 ? n - 1 : v + 1);
    return [lo(x0), lo(y0), hi(x1, w), hi(y1, h)];
  }
  const ok = (p: unknown): p is Vertex => Array.isArray(p) && p.length === 2 && Number.isInteger(p[0]) && Number.isInteger(p[1]) && p[0] >= 0 && p[1] >= 0 && p[0] < w && p[1] < h;
  if (!Array.isArray(region) || region.length !== 2 || !ok(region[0]) || !ok(region[1])) {
    throw refuse(`region must be "full", "auto" or two corners [[x, y], [x, y]] on the ${w}×${h} board, not ${JSON.stringify(region)}`);
  }
  const [[ax, ay], [bx, by]] = region;
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

/** Side of a cell, in the SVG's units (CSS pixels at scale 1). */
export const CELL = 32;
const FONT = "Helvetica, Arial, system-ui, sans-serif";

/** Splits the notes into lines of at most `chars` characters. */
function wrap(notes: string[], chars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const n of notes) {
    const next = line ? `${line}, ${n}` : n;
    if (line && next.length > chars) {
      lines.push(`${line},`);
      line = n;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The colours of `options.theme` (from the themes' chunk, which the element's themes load too). */
export async function paletteOf(options: DiagramOptions): Promise<Palette> {
  const theme = options.theme ?? "wood";
  if (!["wood", "plain", "high-contrast", "dark"].includes(theme)) throw refuse(`theme must be "wood", "plain", "high-contrast" or "dark", not ${JSON.stringify(theme)}`);
  return (await import("./themes.ts")).palette(theme);
}

/** The SVG of a figure, in the colours `p` of `options.theme`. */
export function svgOf(fig: Figure, options: DiagramOptions, p: Palette): string {
  const theme = options.theme ?? "wood";
  const [x0, y0, x1, y1] = regionOf(fig, options.region);
  const { width: w, height: h } = fig;
  const coords = options.coordinates ?? (fig.flags !== null && (fig.flags & FG_COORDINATES) !== 0);
  const C = CELL;
  const pad = coords ? C * 1.55 : C * 0.75;
  const gridW = (x1 - x0) * C;
  const gridH = (y1 - y0) * C;
  const W = pad * 2 + gridW;
  const lineH = C * 0.62;
  const below = [...(fig.title ? [fig.title] : []), ...wrap(fig.notes, Math.max(12, Math.floor(W / (C * 0.29))))];
  const H = pad * 2 + gridH + (below.length ? below.length * lineH + C * 0.2 : 0);
  const X = (x: number): number => pad + (x - x0) * C;
  const Y = (y: number): number => pad + (y - y0) * C;
  const f = (n: number): string => String(Math.round(n * 100) / 100);
  const out: string[] = [];
  const lw = p.lineScale;
  const label = fig.title || "Go diagram";
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f(W)}" height="${f(H)}" viewBox="0 0 ${f(W)} ${f(H)}" role="img" aria-label="${escapeXml(label)}" data-grid="${f(X(0))} ${f(Y(0))} ${C}" font-family="${FONT}">`,
    `<title>${escapeXml(label)}</title>`,
  );
  if (p.shaded) {
    out.push(
      `<defs><radialGradient id="tengen-b" cx="0.35" cy="0.32" r="0.75"><stop offset="0" stop-color="#6b6b6b"/><stop offset="0.35" stop-color="#2c2c2c"/><stop offset="1" stop-color="#060606"/></radialGradient>`,
      `<radialGradient id="tengen-w" cx="0.35" cy="0.32" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#f1f0ec"/><stop offset="1" stop-color="#c9c5bb"/></radialGradient></defs>`,
    );
  }
  out.push(`<rect width="${f(W)}" height="${f(H)}" fill="${p.board}"/>`);
  // The grid: lines that stop at the board's edges, and run on half a cell where the
  // region cuts the board.
  const ext = (edge: boolean): number => (edge ? 0 : C * 0.5);
  const left = X(x0) - ext(x0 === 0);
  const right = X(x1) + ext(x1 === w - 1);
  const top = Y(y0) - ext(y0 === 0);
  const bottom = Y(y1) + ext(y1 === h - 1);
  const lines: string[] = [];
  for (let x = x0; x <= x1; x++) lines.push(`M${f(X(x))} ${f(top)}V${f(bottom)}`);
  for (let y = y0; y <= y1; y++) lines.push(`M${f(left)} ${f(Y(y))}H${f(right)}`);
  out.push(`<path d="${lines.join("")}" stroke="${p.line}" stroke-width="${f(lw)}" fill="none"/>`);
  const edges: string[] = [];
  if (x0 === 0) edges.push(`M${f(X(0))} ${f(top)}V${f(bottom)}`);
  if (x1 === w - 1) edges.push(`M${f(X(w - 1))} ${f(top)}V${f(bottom)}`);
  if (y0 === 0) edges.push(`M${f(left)} ${f(Y(0))}H${f(right)}`);
  if (y1 === h - 1) edges.push(`M${f(left)} ${f(Y(h - 1))}H${f(right)}`);
  if (edges.length) out.push(`<path d="${edges.join("")}" stroke="${p.line}" stroke-width="${f(lw * 2)}" fill="none" stroke-linecap="square"/>`);
  const inRegion = (x: number, y: number): boolean => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  for (const [x, y] of fig.flags === null || fig.flags & FG_HOSHI ? starPoints(w, h) : []) {
    if (inRegion(x, y) && fig.stones[y * w + x] === 0) out.push(`<circle cx="${f(X(x))}" cy="${f(Y(y))}" r="${f(C * 0.1)}" fill="${p.line}"/>`);
  }
  if (coords) {
    const size = C * 0.42;
    const gap = C * 0.5 + size * 1.1;
    const t: string[] = [];
    for (let x = x0; x <= x1; x++) {
      const l = toGtp(x, 0, h).replace(/\d+$/, "");
      t.push(`<text x="${f(X(x))}" y="${f(Y(y0) - gap)}">${l}</text><text x="${f(X(x))}" y="${f(Y(y1) + gap)}">${l}</text>`);
    }
    for (let y = y0; y <= y1; y++) {
      const l = String(h - y);
      t.push(`<text x="${f(X(x0) - gap)}" y="${f(Y(y))}">${l}</text><text x="${f(X(x1) + gap)}" y="${f(Y(y))}">${l}</text>`);
    }
    out.push(`<g font-size="${f(size)}" font-weight="600" fill="${p.line}" text-anchor="middle" dominant-baseline="central">${t.join("")}</g>`);
  }
  // The stones, and the numbers or letters on them.
  const r = C * 0.47;
  const ink = (k: number): string => (fig.stones[k] > 0 ? p.white : fig.stones[k] < 0 ? p.black : p.line);
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const k = y * w + x;
      const c = fig.stones[k];
      if (c === 0) continue;
      const fill = p.shaded ? `url(#tengen-${c > 0 ? "b" : "w"})` : c > 0 ? p.black : p.white;
      const edge = c > 0 ? p.blackEdge : p.whiteEdge;
      const stroke = edge ? ` stroke="${edge}" stroke-width="${f(Math.max(1, lw * (theme === "high-contrast" ? 1.5 : 1)))}"` : "";
      out.push(`<circle cx="${f(X(x))}" cy="${f(Y(y))}" r="${f(edge ? r - lw * 0.5 : r)}" fill="${fill}"${stroke} data-stone="${c > 0 ? "black" : "white"}"/>`);
    }
  }
  const text = (x: number, y: number, s: string, fill: string, weight = 600): string => {
    const size = s.length >= 3 ? C * 0.4 : C * 0.52;
    return `<text x="${f(X(x))}" y="${f(Y(y) + C * 0.02)}" font-size="${f(size)}" font-weight="${weight}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(s)}</text>`;
  };
  for (const [k, n] of [...fig.numbers, ...fig.letters]) {
    const x = k % w;
    const y = Math.floor(k / w);
    if (inRegion(x, y)) out.push(text(x, y, n, ink(k)));
  }
  // The drawing layers over the stones, as the canvas draws them: shading (a heatmap),
  // dimmed points (DD), selected points (SL), territory (TB, TW).
  const cellAt = ([x, y]: Vertex, half: number, attrs: string): void => {
    if (inRegion(x, y)) out.push(`<rect x="${f(X(x) - half)}" y="${f(Y(y) - half)}" width="${f(2 * half)}" height="${f(2 * half)}" ${attrs}/>`);
  };
  for (const layer of fig.layers) {
    const heat = layer.heatmap;
    for (let i = 0; heat && i < w * h && i < heat.length; i++) {
      const v = Math.max(-1, Math.min(1, Number(heat[i]) || 0));
      if (Math.abs(v) >= 0.02) cellAt([i % w, Math.floor(i / w)], C / 2, `fill="${v > 0 ? "#000" : "#fff"}" fill-opacity="${f(v > 0 ? v * 0.6 : -v * 0.7)}" data-heat="${f(v)}"`);
    }
    for (const pt of layer.dim) cellAt(pt, C / 2, `fill="${p.board}" fill-opacity="0.62" data-mark="dim"`);
    for (const pt of layer.selected) cellAt(pt, C * 0.42, `fill="#1976d2" fill-opacity="0.42" stroke="#1565c0" stroke-width="${f(Math.max(1.5, C * 0.06))}" data-mark="selected"`);
    for (const [list, fill, edge, name] of [
      [layer.black, "#111", "#f5f5f5", "black"],
      [layer.white, "#f5f5f5", "#111", "white"],
    ] as const) {
      for (const pt of list) cellAt(pt, C * 0.17, `fill="${fill}" stroke="${edge}" stroke-width="1" data-mark="territory-${name}"`);
    }
  }
  // The record's marks at the node, then the host's (el.draw), on points without a number.
  const m = fig.markup;
  const marks: Mark[] = m
    ? [
        ...m.circle.map((point): Mark => ({ point, kind: "circle" })),
        ...m.square.map((point): Mark => ({ point, kind: "square" })),
        ...m.triangle.map((point): Mark => ({ point, kind: "triangle" })),
        ...m.cross.map((point): Mark => ({ point, kind: "cross" })),
        ...m.labels.map((l): Mark => ({ point: l.point, kind: "label", text: l.text })),
      ]
    : [];
  for (const layer of fig.layers) marks.push(...layer.marks);
  const free = ([x, y]: Vertex): boolean => inRegion(x, y) && !fig.numbers.has(y * w + x) && !fig.letters.has(y * w + x);
  const s = C * 0.24;
  const sw = f(Math.max(1.6, C * 0.07));
  for (const { point: pt, kind, text: label } of marks) {
    if (!free(pt)) continue;
    const [x, y] = pt;
    const k = y * w + x;
    if (kind === "label") {
      // A letter on an empty point hides the lines under it.
      if (fig.stones[k] === 0) out.push(`<rect x="${f(X(x) - C * 0.32)}" y="${f(Y(y) - C * 0.32)}" width="${f(C * 0.64)}" height="${f(C * 0.64)}" fill="${p.board}"/>`);
      out.push(text(x, y, label ?? "", ink(k), 700));
      continue;
    }
    const d = {
      circle: `M${f(X(x) + s * 1.1)} ${f(Y(y))}a${f(s * 1.1)} ${f(s * 1.1)} 0 1 0 ${f(-s * 2.2)} 0a${f(s * 1.1)} ${f(s * 1.1)} 0 1 0 ${f(s * 2.2)} 0`,
      square: `M${f(X(x) - s * 0.9)} ${f(Y(y) - s * 0.9)}h${f(s * 1.8)}v${f(s * 1.8)}h${f(-s * 1.8)}z`,
      triangle: `M${f(X(x))} ${f(Y(y) - s * 1.2)}L${f(X(x) + s * 1.05)} ${f(Y(y) + s * 0.65)}H${f(X(x) - s * 1.05)}z`,
      cross: `M${f(X(x) - s)} ${f(Y(y) - s)}l${f(2 * s)} ${f(2 * s)}m0 ${f(-2 * s)}l${f(-2 * s)} ${f(2 * s)}`,
    }[kind as "circle" | "square" | "triangle" | "cross"];
    if (d) out.push(`<path d="${d}" fill="none" stroke="${ink(k)}" stroke-width="${sw}" data-mark="${kind}"/>`);
  }
  // Lines and arrows (AR, LN, the host's), over everything.
  const segments = fig.layers.flatMap((l) => [...l.arrows.map((a) => [a, true] as const), ...l.lines.map((a) => [a, false] as const)]);
  if (segments.length) {
    const stroke = theme === "dark" ? "#ffb74d" : "#b3261e";
    if (segments.some(([, arrow]) => arrow)) out.push(`<defs><marker id="tengen-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${stroke}"/></marker></defs>`);
    for (const [[a, b], arrow] of segments) {
      out.push(`<line x1="${f(X(a[0]))}" y1="${f(Y(a[1]))}" x2="${f(X(b[0]))}" y2="${f(Y(b[1]))}" stroke="${stroke}" stroke-width="${sw}"${arrow ? ` marker-end="url(#tengen-arrow)"` : ""}/>`);
    }
  }
  // Under the board: the figure's name and moves, then the moves not shown.
  below.forEach((l, i) => {
    out.push(`<text x="${f(pad)}" y="${f(pad * 2 + gridH + C * 0.1 + (i + 0.75) * lineH)}" font-size="${f(C * 0.46)}" fill="${p.line}">${escapeXml(l)}</text>`);
  });
  out.push("</svg>");
  return out.join("");
}

/** `el.toSvg(options)`. */
export async function toSvg(source: DiagramSource, options: DiagramOptions = {}): Promise<string> {
  if (options === null || typeof options !== "object") throw refuse("options must be an object");
  const attribute = source.getAttribute("theme");
  const o = { ...options, theme: options.theme ?? (attribute === "light" || !attribute ? "wood" : attribute) } as DiagramOptions;
  const [p, overlay] = await Promise.all([paletteOf(o), import("../board/overlay.ts")]);
  return svgOf(figureOf(source, o, overlay), o, p);
}

/** `el.toPng(options)`: the SVG drawn on a canvas at `scale` (default 2) device pixels per unit. */
export async function toPng(source: DiagramSource, options: PngOptions = {}): Promise<Blob> {
  const scale = options.scale ?? 2;
  if (typeof scale !== "number" || !(scale > 0 && scale <= 8)) throw refuse(`scale must be a number above 0 and at most 8, not ${JSON.stringify(scale)}`);
  const svg = await toSvg(source, options);
  const [, w, h] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg) ?? [];
  const img = new Image();
  // A data: address (a page's Content-Security-Policy allows `img-src data:` more often than blob:).
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(Number(w) * scale);
  canvas.height = Math.round(Number(h) * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("toPng: no 2D canvas");
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toPng: the canvas made no PNG"))), "image/png"));
}
