// The element's winrate graph (`show-winrate`): Black's chance to win after each move of
// the line shown, computed in the background one position at a time by the computer
// (analyze, level 10, a short search each), drawn as a picture under the board, crisp on
// hi-DPI screens. The largest drops are marked; a click goes to that move: in a record
// the element goes there itself, in a game it fires `seek` for its host (the game page
// browses its record). A chunk loaded on first use.
import { GameTree, type Analysis, type Game, type Player, type Vertex } from "tengen";
import type { BoardApi, Mark } from "../board/index.ts";
import { makeGame } from "../board/state.ts";
import type { Settings } from "../types.ts";
import type { ReviewItem, SeekDetail } from "./api.ts";
import { acquire, release } from "./computer.ts";

/**
 * Playouts of each position's search. With 300 the values swung by 0.1 to 0.2 from one
 * move to the next on a quiet 19×19 opening, each in favour of the side to move: the
 * search's winrate is its best move's, a maximum over moves of a few dozen playouts each,
 * which luck lifts (the mover's optimism). The graph reads instead the mean of all the
 * search's playouts (`blackChance`), which favours neither side; 1,000 of them (a
 * position's search keeps what the last one found below it) keep its noise to about
 * ±0.02: consecutive values of the four-star-point opening within 0.05, a 9×9 game of
 * 100 moves in a few seconds.
 */
export const GRAPH_PLAYOUTS = 1000;
/** How many drops are marked, and the least that counts as one (a chance lost by the mover). */
const DROPS = 3;
const LEAST_DROP = 0.05;
const HEIGHT = 72;
const PAD = 8;

const CSS = `
.winrate{display:block;width:100%;height:${HEIGHT}px;margin-top:6px;border-radius:var(--tengen-radius, 4px);cursor:pointer;touch-action:manipulation}
.winrate-legend{margin:2px 0 0;font-size:13px;text-align:center}
`;

/** A line of moves: a record's main line (its SGF), or the moves of a game from its settings. */
interface Line {
  sgf: string | null;
  settings: Settings;
  /** Each move as `playMany` takes it: y * width + x, 65535 for a pass. */
  codes: number[];
  firstMover: Player;
}

interface Graph {
  canvas: HTMLCanvasElement;
  /** The legend under it: what it plots, and the value at the move shown. */
  legend: HTMLParagraphElement;
  /** Called once every value is known (review waits for it). */
  done: (() => void)[];
  /** The line (the whole line, also while an earlier move is shown), and its key. */
  line: Line | null;
  key: string;
  /** Black's winrate after each move (index 0: after move 1), null until computed. */
  values: (number | null)[];
  running: boolean;
  changed: () => void;
  resize: ResizeObserver;
}
const graphs = new WeakMap<HTMLElement, Graph>();

type Host = HTMLElement & { goTo(path: readonly number[]): boolean; readonly tree: GameTree | null };


/** The line shown: a record's main line, else the board's game. */
function lineOf(user: Host, board: BoardApi): Line {
  const tree = user.tree;
  let game: Game;
  let sgf: string | null = null;
  if (tree) {
    sgf = tree.toSgf();
    const copy = GameTree.fromSgf(sgf);
    copy.last();
    game = copy.game;
    copy.free();
  } else game = board.state.game;
  const width = game.width;
  const moves = game.moves();
  const line = { sgf, settings: board.state.settings, codes: moves.map((m) => (m.point ? m.point[1] * width + m.point[0] : 65535)), firstMover: moves[0]?.color ?? "black" };
  if (tree) game.free();
  return line;
}

/** The position after the first `k` moves of `line` (the caller frees it). */
function positionAt(line: Line, k: number): Game {
  if (line.sgf !== null) {
    const t = GameTree.fromSgf(line.sgf);
    t.goTo(Array.from({ length: k }, () => 0));
    const g = t.game;
    t.free();
    return g;
  }
  const g = makeGame(line.settings);
  // A game resumed after two passes (to settle the dead stones) goes on after them.
  let from = 0;
  for (let i = 1; i < k; i++) {
    if (i - 1 >= from && line.codes[i] === 65535 && line.codes[i - 1] === 65535 && i + 1 < k) {
      g.playMany(line.codes.slice(from, i + 1));
      g.resume();
      from = i + 1;
    }
  }
  g.playMany(line.codes.slice(from, k));
  return g;
}

/**
 * Black's chance of winning in a position, from one search: the mean of all its playouts
 * (each candidate's winrate weighted by its playouts), for the side to move, turned to
 * Black's side. Not the best move's winrate, which favours the side to move.
 */
export function blackChance(a: Analysis, mover: Player): number {
  let visits = 0;
  let wins = 0;
  for (const m of a.moves) {
    visits += m.visits;
    wins += m.visits * m.winrate;
  }
  const mine = visits > 0 ? wins / visits : a.winrate;
  return mover === "black" ? mine : 1 - mine;
}

/** Black's chance after the first `k` moves of `line`: the count once the game is over, else a search. */
async function valueAt(user: Host, line: Line, k: number): Promise<number> {
  const at = positionAt(line, k);
  try {
    if (at.isOver) {
      // After the last pass or a resignation: the count decides, not a search.
      const w = at.winner;
      return w === "black" ? 1 : w === "white" ? 0 : 0.5;
    }
    const mover = at.turn;
    return blackChance(await acquire(graphKey(user)).analyze(at, { playouts: GRAPH_PLAYOUTS }), mover);
  } catch {
    return 0.5;
  } finally {
    at.free();
  }
}

const keyOfLine = (line: Line): string => `${line.settings.size} ${line.settings.rules} ${line.settings.komi} ${line.settings.handicap}|${line.codes.join(" ")}`;

/** The moves after which the mover's chance fell most (move numbers, from 1), largest first. */
export function drops(values: readonly (number | null)[], firstMover: Player): number[] {
  const out: [number, number][] = [];
  for (let k = 1; k < values.length; k++) {
    const a = values[k - 1];
    const b = values[k];
    if (a == null || b == null) continue;
    // Move k + 1 was played by the mover of move 1 when k is even.
    const black = (k % 2 === 0) === (firstMover === "black");
    const lost = black ? a - b : b - a;
    if (lost >= LEAST_DROP) out.push([k + 1, lost]);
  }
  return out
    .sort((p, q) => q[1] - p[1])
    .slice(0, DROPS)
    .map(([k]) => k);
}

/** Shows (or, with `on` false, removes) the graph of `user`. */
export function showWinrate(user: Host, board: BoardApi, on: boolean): void {
  const had = graphs.get(user);
  if (!on) {
    if (!had) return;
    had.canvas.remove();
    had.legend.remove();
    had.resize.disconnect();
    user.removeEventListener("change", had.changed);
    user.removeEventListener("navigate", had.changed);
    graphs.delete(user);
    release(graphKey(user));
    return;
  }
  if (had) return;
  const root = user.shadowRoot;
  if (!root) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const canvas = document.createElement("canvas");
  canvas.className = "winrate";
  canvas.setAttribute("part", "winrate");
  canvas.setAttribute("role", "img");
  const legend = document.createElement("p");
  legend.className = "winrate-legend";
  legend.setAttribute("part", "winrate-legend");
  root.querySelector(".frame")?.after(canvas, legend);
  const g: Graph = { canvas, legend, done: [], line: null, key: "", values: [], running: false, changed: () => follow(user, board, g), resize: new ResizeObserver(() => draw(user, board, g)) };
  graphs.set(user, g);
  g.resize.observe(canvas);
  user.addEventListener("change", g.changed);
  user.addEventListener("navigate", g.changed);
  canvas.addEventListener("click", (e) => {
    const n = g.values.length;
    if (n === 0) return;
    const r = canvas.getBoundingClientRect();
    const step = n > 1 ? (r.width - 2 * PAD) / (n - 1) : 0;
    const k = Math.min(n, Math.max(1, Math.round(step ? (e.clientX - r.left - PAD) / step + 1 : 1)));
    if (user.tree) user.goTo(Array.from({ length: k }, () => 0));
    else user.dispatchEvent(new CustomEvent<SeekDetail>("seek", { detail: { moveNumber: k }, bubbles: true, composed: true }));
  });
  follow(user, board, g);
}

/** The key the graph holds the level-10 worker by (apart from the board's hints and games). */
const graphKeys = new WeakMap<object, object>();
const graphKey = (user: object): object => {
  let key = graphKeys.get(user);
  if (!key) graphKeys.set(user, (key = {}));
  return key;
};

/** After a change: a new line (not a move back along the one shown) is computed anew, keeping what it shares. */
function follow(user: Host, board: BoardApi, g: Graph): void {
  const line = lineOf(user, board);
  const key = keyOfLine(line);
  // An earlier move of the same line (the page browsing its record): the line stays.
  if (key === g.key || (!user.tree && g.line && (g.key.startsWith(`${key} `) || g.key.startsWith(key) && key.endsWith("|")))) {
    draw(user, board, g);
    return;
  }
  // What the new line shares with the old one is kept.
  const [oldRules = "", oldMoves = ""] = g.key.split("|");
  const [rules = "", moves = ""] = key.split("|");
  const old = oldMoves ? oldMoves.split(" ") : [];
  const now = moves ? moves.split(" ") : [];
  let same = 0;
  while (rules === oldRules && same < old.length && same < now.length && old[same] === now[same]) same++;
  g.values = now.map((_, i) => (i < same ? (g.values[i] ?? null) : null));
  g.line = line;
  g.key = key;
  draw(user, board, g);
  void compute(user, board, g);
}

/** Computes the missing values one position at a time, drawing after each. */
async function compute(user: Host, board: BoardApi, g: Graph): Promise<void> {
  if (g.running) return;
  g.running = true;
  try {
    for (;;) {
      const line = g.line;
      const k = g.values.findIndex((v) => v === null);
      if (!line || k < 0 || graphs.get(user) !== g) {
        for (const f of g.done.splice(0)) f();
        return;
      }
      const key = g.key;
      const value = await valueAt(user, line, k + 1);
      if (g.key !== key || graphs.get(user) !== g) continue;
      g.values[k] = value;
      draw(user, board, g);
    }
  } finally {
    g.running = false;
  }
}

function draw(user: Host, board: BoardApi, g: Graph): void {
  const c = g.canvas;
  const dpr = window.devicePixelRatio || 1;
  const w = Math.max(1, Math.round(c.clientWidth * dpr));
  const h = Math.max(1, Math.round(HEIGHT * dpr));
  if (c.width !== w || c.height !== h) [c.width, c.height] = [w, h];
  const x = c.getContext("2d");
  if (!x) return;
  const dark = user.getAttribute("theme") === "dark";
  const style = getComputedStyle(user);
  const ink = style.getPropertyValue("--tengen-line-color").trim() || (dark ? "#ece6da" : "#2b2118");
  x.clearRect(0, 0, w, h);
  x.fillStyle = dark ? "#2b2721" : "#f3e7cf";
  x.fillRect(0, 0, w, h);
  const n = g.values.length;
  const pad = PAD * dpr;
  const X = (k: number): number => pad + (n > 1 ? ((k - 1) * (w - 2 * pad)) / (n - 1) : (w - 2 * pad) / 2);
  const Y = (v: number): number => pad + (1 - v) * (h - 2 * pad);
  // Even chances, and the move shown.
  x.strokeStyle = dark ? "rgba(236,230,218,.35)" : "rgba(43,33,24,.3)";
  x.lineWidth = dpr;
  x.beginPath();
  x.moveTo(0, Y(0.5));
  x.lineTo(w, Y(0.5));
  x.stroke();
  const shown = board.state.moveNumber;
  if (shown >= 1 && shown <= n) {
    x.strokeStyle = "#0d47a1";
    x.lineWidth = 2 * dpr;
    x.beginPath();
    x.moveTo(X(shown), 0);
    x.lineTo(X(shown), h);
    x.stroke();
  }
  // Black's winrate: a line through the values known.
  x.strokeStyle = ink;
  x.lineWidth = 2 * dpr;
  x.beginPath();
  let pen = false;
  g.values.forEach((v, i) => {
    if (v === null) {
      pen = false;
      return;
    }
    if (pen) x.lineTo(X(i + 1), Y(v));
    else x.moveTo(X(i + 1), Y(v));
    pen = true;
  });
  x.stroke();
  x.fillStyle = ink;
  g.values.forEach((v, i) => {
    if (v === null) return;
    x.beginPath();
    x.arc(X(i + 1), Y(v), 1.8 * dpr, 0, Math.PI * 2);
    x.fill();
  });
  // The largest drops: a red ring on the move that lost the most.
  const marked = drops(g.values, g.line?.firstMover ?? "black");
  x.strokeStyle = "#c62828";
  x.lineWidth = 2 * dpr;
  for (const k of marked) {
    const v = g.values[k - 1];
    if (v == null) continue;
    x.beginPath();
    x.arc(X(k), Y(v), 5 * dpr, 0, Math.PI * 2);
    x.stroke();
  }
  const known = g.values.filter((v) => v !== null).length;
  c.dataset["moves"] = String(n);
  c.dataset["points"] = String(known);
  c.dataset["drops"] = marked.join(" ");
  c.dataset["values"] = g.values.map((v) => (v === null ? "" : v.toFixed(3))).join(" ");
  c.dataset["step"] = `${PAD} ${n > 1 ? (c.clientWidth - 2 * PAD) / (n - 1) : 0}`;
  const last = [...g.values].reverse().find((v) => v !== null);
  const name = board.state.texts.winrateGraph ?? ((b: number | null, k: number) => (b === null ? "Winrate graph" : `Winrate graph: Black ${b} % after move ${k}`));
  c.setAttribute("aria-label", name(last == null ? null : Math.round(last * 100), last == null ? 0 : g.values.lastIndexOf(last) + 1));
  // The legend: the value at the move shown, else the last one known.
  const at = shown >= 1 && shown <= n && g.values[shown - 1] != null ? shown : last == null ? 0 : g.values.lastIndexOf(last) + 1;
  const value = at >= 1 ? (g.values[at - 1] ?? null) : null;
  const legend = board.state.texts.winrateLegend ?? ((b: number | null, k: number) => (b === null ? "Black's chance of winning" : `Black's chance of winning: ${b} % after move ${k}`));
  g.legend.textContent = legend(value === null ? null : Math.round(value * 100), at);
}

/** Playouts of the search for the move the computer prefers, in a review. */
export const REVIEW_PLAYOUTS = 1500;

/**
 * The review of the line shown (the graph shows too, and is computed first): the moves
 * that lost the most (at most three, largest first), each with the move the computer
 * prefers in the position before it and that move's winrate for the mover.
 */
export async function review(user: Host, board: BoardApi): Promise<ReviewItem[]> {
  showWinrate(user, board, true);
  const g = graphs.get(user);
  if (!g) return [];
  if (g.running || g.values.includes(null)) await new Promise<void>((resolve) => g.done.push(resolve));
  const line = g.line;
  if (!line) return [];
  // The graph hidden meanwhile (its values left unfinished): the review computes what is missing itself.
  const values = g.values.slice();
  for (let k = 0; k < line.codes.length; k++) values[k] ??= await valueAt(user, line, k + 1);
  const width = line.settings.size;
  const vertex = (code: number | undefined): Vertex | null => (code === undefined || code === 65535 ? null : [code % width, Math.floor(code / width)]);
  const items: ReviewItem[] = [];
  for (const k of drops(values, line.firstMover)) {
    let before: Game;
    try {
      before = positionAt(line, k - 1);
    } catch {
      continue;
    }
    try {
      // Before a move played after two passes: the game resumed there.
      if (before.isOver) before.resume();
      const color = before.turn;
      const a = await acquire(graphKey(user)).analyze(before, { playouts: REVIEW_PLAYOUTS });
      const best = a.moves[0];
      const after = values[k - 1] ?? 0.5;
      const prior = k >= 2 ? (values[k - 2] ?? 0.5) : 0.5;
      items.push({
        moveNumber: k,
        color,
        played: vertex(line.codes[k - 1]),
        preferred: best?.point ?? null,
        preferredWinrate: best?.winrate ?? a.winrate,
        lost: color === "black" ? prior - after : after - prior,
      });
    } catch {
      // A position the computer cannot search (a game ended there): no step for it.
    } finally {
      before.free();
    }
  }
  return items;
}

/** Marks `item` on the position shown: the move played (✗) and the one preferred (a solid disc with its winrate). */
export function showReview(board: BoardApi, item: ReviewItem | null): void {
  const marks: Mark[] = board.state.marks.filter((m) => m.kind !== "hint" && m.kind !== "wrong");
  if (item?.played) marks.push({ point: item.played, kind: "wrong" });
  if (item?.preferred) marks.push({ point: item.preferred, kind: "hint", best: true, text: String(Math.round(item.preferredWinrate * 100)) });
  board.setMarks(marks);
}
