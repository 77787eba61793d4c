// The element's winrate graph (`show-winrate`): Black's chance to win after each move of
// the line shown and, when the network's search reads the positions, Black's lead in
// points (a dashed line on its own scale), computed in the background one position at
// a time by the computer (analyze, level 10, a short search each), drawn as a picture
// under the board, crisp on hi-DPI screens. The largest drops are marked; a click goes
// to that move: in a record the element goes there itself, in a game it fires `seek` for
// its host (the game page browses its record). The review reads the same positions:
// each move's points lost, the worst moves with the computer's better move and its
// expected continuation, and each side's accuracy (accuracy.ts). A chunk of its own,
// loaded on first use (the graph shown, or a review asked for): computer.ts hands it
// the page's worker.
import { GameTree, type Analysis, type BotWorker, type Game, type Player, type Vertex } from "tengen";
import type { BoardApi, Mark } from "../board/index.ts";
import { makeGame } from "../board/state.ts";
import type { Settings } from "../types.ts";
import type { Review, ReviewItem, SeekDetail } from "./api.ts";
import { accuracy, complexity, pointsLost, type Candidate } from "./accuracy.ts";

/** The page's workers (computer.ts), each held by a key until released. */
export interface Workers {
  /** `f` with the worker that reads positions for `user` on `board` (the network's where it plays), held by `key`. */
  ask<T>(user: Host, board: BoardApi, key: object, f: (w: BotWorker) => Promise<T>): Promise<T>;
  release(key: object): void;
}

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
/**
 * Visits of each position's search when the network reads it: about 4,000 board
 * points' worth, between 8 and 50 (49 on 9×9, 24 on 13×13, 11 on 19×19), so that a
 * position takes about the same time on every board (an evaluation costs in proportion
 * to the board's area): about half a second in wasm, a 60-move 9×9 game in half a
 * minute. One visit reads the raw network in one symmetry, whose points lost differ
 * from KataGo's (symmetry 0) by 1.4 points a move on average; at 100 visits by less
 * than half a point (bench/review-katago.mjs, BENCHMARKS.md).
 */
export const graphVisits = (area: number): number => Math.round(Math.min(50, Math.max(8, 4000 / area)));
/** How many drops are marked, and the least that counts as one (a chance lost by the mover). */
const DROPS = 3;
const LEAST_DROP = 0.05;
/** How many moves a review lists, and the fewest points that count as a loss. */
const REVIEW_MOVES = 5;
const LEAST_POINTS = 1;
const HEIGHT = 72;
const PAD = 8;
/** The lead line's colour, and its scale's least half-height in points. */
const LEAD_INK = "#2e7d32";
const LEAST_SCALE = 5;

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

/** What one search said of a position (after the first k moves of the line). */
interface Reading {
  /** Black's chance of winning. */
  black: number;
  /** The side to move's lead in points (null: the playout search read it, or the game is over). */
  lead: number | null;
  /** The candidates' leads and priors (the position's complexity), and the best move with its expected continuation. */
  candidates: Candidate[];
  best: { point: Vertex | null; winrate: number; scoreLead: number | null; pv: (Vertex | null)[] } | null;
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
  /** What the search read after each number of moves (index 0: the start), null until computed. */
  readings: (Reading | null)[];
  running: boolean;
  changed: () => void;
  resize: ResizeObserver;
  workers: Workers;
}
const graphs = new WeakMap<HTMLElement, Graph>();

export type Host = HTMLElement & { goTo(path: readonly number[]): boolean; readonly tree: GameTree | null };


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

/** What the search reads after the first `k` moves of `line`: the count once the game is over, else a search. */
async function readingAt(workers: Workers, user: Host, board: BoardApi, line: Line, k: number): Promise<Reading> {
  const at = positionAt(line, k);
  const none = (black: number): Reading => ({ black, lead: null, candidates: [], best: null });
  try {
    if (at.isOver) {
      // After the last pass or a resignation: the count decides, not a search.
      const w = at.winner;
      return none(w === "black" ? 1 : w === "white" ? 0 : 0.5);
    }
    const mover = at.turn;
    const a = await workers.ask(user, board, graphKey(user), (w) =>
      // The network's budget beside the playouts'; a worker whose bot knows no `visits`
      // (the core package's before it took a network) refuses it: then the playouts alone.
      w.analyze(at, { playouts: GRAPH_PLAYOUTS, visits: graphVisits(at.width * at.height) }).catch((e: unknown) => {
        if ((e as { code?: string } | null)?.code !== "invalid-options") throw e;
        return w.analyze(at, { playouts: GRAPH_PLAYOUTS });
      }),
    );
    const lead = a.scoreLead ?? null;
    const top = a.moves[0];
    return {
      // The network's search: its root's mean value, which favours neither side.
      black: lead === null ? blackChance(a, mover) : mover === "black" ? a.winrate : 1 - a.winrate,
      lead,
      candidates: lead === null ? [] : a.moves.map((m) => ({ scoreLead: m.scoreLead ?? null, prior: m.prior })),
      best: top ? { point: top.point, winrate: top.winrate, scoreLead: top.scoreLead ?? null, pv: top.pv } : null,
    };
  } catch {
    return none(0.5);
  } finally {
    at.free();
  }
}

/** Black's lead after a reading: the side to move's, turned to Black's side (null: none). */
const blackLead = (r: Reading | null | undefined, k: number, firstMover: Player): number | null => {
  if (r?.lead == null) return null;
  // After an even number of moves the first mover is to move.
  return (k % 2 === 0) === (firstMover === "black") ? r.lead : -r.lead;
};

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

/** Black's chance after each move (index 0: after move 1), null where not yet read. */
const valuesOf = (g: Graph): (number | null)[] => g.readings.slice(1).map((r) => r?.black ?? null);

/** Shows (or, with `on` false, removes) the graph of `user`. */
export function showWinrate(user: Host, board: BoardApi, on: boolean, workers: Workers): void {
  const had = graphs.get(user);
  if (!on) {
    if (!had) return;
    had.canvas.remove();
    had.legend.remove();
    had.resize.disconnect();
    user.removeEventListener("change", had.changed);
    user.removeEventListener("navigate", had.changed);
    graphs.delete(user);
    workers.release(graphKey(user));
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
  const g: Graph = { canvas, legend, done: [], line: null, key: "", readings: [], running: false, changed: () => follow(user, board, g), resize: new ResizeObserver(() => draw(user, board, g)), workers };
  graphs.set(user, g);
  g.resize.observe(canvas);
  user.addEventListener("change", g.changed);
  user.addEventListener("navigate", g.changed);
  canvas.addEventListener("click", (e) => {
    const n = g.readings.length - 1;
    if (n <= 0) return;
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
  // What the new line shares with the old one is kept (the start too, if the settings are the same).
  const [oldRules = "", oldMoves = ""] = g.key.split("|");
  const [rules = "", moves = ""] = key.split("|");
  const old = oldMoves ? oldMoves.split(" ") : [];
  const now = moves ? moves.split(" ") : [];
  let same = rules === oldRules ? 1 : 0;
  while (same && same <= old.length && same <= now.length && old[same - 1] === now[same - 1]) same++;
  g.readings = Array.from({ length: now.length + 1 }, (_, i) => (i < same ? (g.readings[i] ?? null) : null));
  g.line = line;
  g.key = key;
  draw(user, board, g);
  void compute(user, board, g);
}

/** Computes the missing readings one position at a time, drawing after each. */
async function compute(user: Host, board: BoardApi, g: Graph): Promise<void> {
  if (g.running) return;
  g.running = true;
  try {
    for (;;) {
      const line = g.line;
      const k = g.readings.findIndex((v) => v === null);
      if (!line || k < 0 || graphs.get(user) !== g) {
        for (const f of g.done.splice(0)) f();
        return;
      }
      const key = g.key;
      const reading = await readingAt(g.workers, user, board, line, k);
      if (g.key !== key || graphs.get(user) !== g) continue;
      g.readings[k] = reading;
      draw(user, board, g);
    }
  } finally {
    g.running = false;
  }
}

/** A lead in points as said: one decimal, its sign shown ("+3.5", "−1"). */
const signed = (v: number): string => `${v > 0 ? "+" : v < 0 ? "−" : ""}${Math.abs(Math.round(v * 10) / 10)}`;

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
  const values = valuesOf(g);
  const first = g.line?.firstMover ?? "black";
  const leads = values.map((_, i) => blackLead(g.readings[i + 1], i + 1, first));
  const n = values.length;
  const pad = PAD * dpr;
  const X = (k: number): number => pad + (n > 1 ? ((k - 1) * (w - 2 * pad)) / (n - 1) : (w - 2 * pad) / 2);
  const Y = (v: number): number => pad + (1 - v) * (h - 2 * pad);
  // The lead's scale: symmetric about an even game (the winrate's middle), in steps of 5 points.
  const most = Math.max(0, ...leads.map((v) => Math.abs(v ?? 0)));
  const scale = Math.max(LEAST_SCALE, Math.ceil(most / 5) * 5);
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
  /** A line through the values known. */
  const plot = (v: readonly (number | null)[], at: (v: number) => number): void => {
    x.beginPath();
    let pen = false;
    v.forEach((y, i) => {
      if (y === null) {
        pen = false;
        return;
      }
      if (pen) x.lineTo(X(i + 1), at(y));
      else x.moveTo(X(i + 1), at(y));
      pen = true;
    });
    x.stroke();
  };
  // Black's lead: dashed, under the winrate, on its own scale (±scale points over the graph's height).
  const hasLead = leads.some((v) => v !== null);
  if (hasLead) {
    x.strokeStyle = LEAD_INK;
    x.lineWidth = 1.5 * dpr;
    x.setLineDash([4 * dpr, 3 * dpr]);
    plot(leads, (v) => Y(0.5 + v / (2 * scale)));
    x.setLineDash([]);
  }
  // Black's winrate.
  x.strokeStyle = ink;
  x.lineWidth = 2 * dpr;
  plot(values, Y);
  x.fillStyle = ink;
  values.forEach((v, i) => {
    if (v === null) return;
    x.beginPath();
    x.arc(X(i + 1), Y(v), 1.8 * dpr, 0, Math.PI * 2);
    x.fill();
  });
  // The largest drops: a red ring on the move that lost the most.
  const marked = drops(values, first);
  x.strokeStyle = "#c62828";
  x.lineWidth = 2 * dpr;
  for (const k of marked) {
    const v = values[k - 1];
    if (v == null) continue;
    x.beginPath();
    x.arc(X(k), Y(v), 5 * dpr, 0, Math.PI * 2);
    x.stroke();
  }
  const known = values.filter((v) => v !== null).length;
  c.dataset["moves"] = String(n);
  c.dataset["points"] = String(known);
  c.dataset["drops"] = marked.join(" ");
  c.dataset["values"] = values.map((v) => (v === null ? "" : v.toFixed(3))).join(" ");
  c.dataset["leads"] = leads.map((v) => (v === null ? "" : v.toFixed(2))).join(" ");
  c.dataset["scale"] = hasLead ? String(scale) : "";
  c.dataset["step"] = `${PAD} ${n > 1 ? (c.clientWidth - 2 * PAD) / (n - 1) : 0}`;
  const last = [...values].reverse().find((v) => v !== null);
  const texts = board.state.texts;
  const name = texts.winrateGraph ?? ((b: number | null, k: number) => (b === null ? "Winrate graph" : `Winrate graph: Black ${b} % after move ${k}`));
  c.setAttribute("aria-label", name(last == null ? null : Math.round(last * 100), last == null ? 0 : values.lastIndexOf(last) + 1));
  // The legend: the value at the move shown, else the last one known; and the lead's line, if drawn.
  const at = shown >= 1 && shown <= n && values[shown - 1] != null ? shown : last == null ? 0 : values.lastIndexOf(last) + 1;
  const value = at >= 1 ? (values[at - 1] ?? null) : null;
  const legend = texts.winrateLegend ?? ((b: number | null, k: number) => (b === null ? "Black's chance of winning" : `Black's chance of winning: ${b} % after move ${k}`));
  const lead = at >= 1 ? (leads[at - 1] ?? null) : null;
  const leadLegend = texts.leadLegend ?? ((l: string | null, s: number) => `dashed, Black's lead in points (±${s} over the height)${l === null ? "" : `: ${l}`}`);
  g.legend.textContent = legend(value === null ? null : Math.round(value * 100), at) + (hasLead ? `; ${leadLegend(lead === null ? null : signed(lead), scale)}` : "");
}

/** Playouts of the search for the move the computer prefers, in a review by the playout search. */
export const REVIEW_PLAYOUTS = 1500;

/**
 * The review of the line shown (the graph shows too, and is computed first). With the
 * network's leads: every move's points lost, the moves that lost the most (at most five,
 * a point or more, largest first), each with the move the search preferred in the
 * position before it and that move's expected continuation, and each side's accuracy.
 * With the playout search (no leads): the moves whose mover's chance fell most (at most
 * three), each with the move a longer search prefers.
 */
export async function review(user: Host, board: BoardApi, workers: Workers): Promise<Review> {
  showWinrate(user, board, true, workers);
  const g = graphs.get(user);
  const out = (items: ReviewItem[], lost: (number | null)[] = [], black: number | null = null, white: number | null = null): Review =>
    Object.assign(items, { pointsLost: lost, accuracy: { black, white } });
  if (!g) return out([]);
  if (g.running || g.readings.includes(null)) await new Promise<void>((resolve) => g.done.push(resolve));
  const line = g.line;
  if (!line) return out([]);
  // The graph hidden meanwhile (its readings left unfinished): the review reads what is missing itself.
  const readings = g.readings.slice();
  for (let k = 0; k < readings.length; k++) readings[k] ??= await readingAt(workers, user, board, line, k);
  const values = readings.slice(1).map((r) => r?.black ?? null);
  const width = line.settings.size;
  const vertex = (code: number | undefined): Vertex | null => (code === undefined || code === 65535 ? null : [code % width, Math.floor(code / width)]);
  const colorOf = (k: number): Player => ((k % 2 === 1) === (line.firstMover === "black") ? "black" : "white");
  /** The mover's chance lost by move k (by the graph). */
  const chanceLost = (k: number): number => {
    const after = values[k - 1] ?? 0.5;
    const prior = k >= 2 ? (values[k - 2] ?? 0.5) : 0.5;
    return colorOf(k) === "black" ? prior - after : after - prior;
  };
  const lost = line.codes.map((_, i) => pointsLost(readings[i]?.lead, readings[i + 1]?.lead));
  if (lost.some((v) => v !== null)) {
    // Each side's accuracy: its moves' points lost, each weighted by its position's complexity.
    const side = (color: Player): number | null =>
      accuracy(lost.flatMap((v, i) => (v === null || colorOf(i + 1) !== color ? [] : [{ lost: v, complexity: complexity(readings[i]?.lead, readings[i]?.candidates ?? []) }])));
    const worst = lost
      .map((v, i): [number, number] => [i + 1, v ?? -Infinity])
      .filter(([, v]) => v >= LEAST_POINTS)
      .sort((p, q) => q[1] - p[1])
      .slice(0, REVIEW_MOVES);
    const items = worst.map(([k, v]): ReviewItem => {
      const best = readings[k - 1]?.best;
      return {
        moveNumber: k,
        color: colorOf(k),
        played: vertex(line.codes[k - 1]),
        preferred: best?.point ?? null,
        preferredWinrate: best?.winrate ?? 0.5,
        lost: chanceLost(k),
        pointsLost: v,
        preferredLead: best?.scoreLead ?? null,
        pv: best?.pv ?? [],
      };
    });
    return out(items, lost, side("black"), side("white"));
  }
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
      const a = await workers.ask(user, board, graphKey(user), (w) => w.analyze(before, { playouts: REVIEW_PLAYOUTS }));
      const best = a.moves[0];
      items.push({
        moveNumber: k,
        color,
        played: vertex(line.codes[k - 1]),
        preferred: best?.point ?? null,
        preferredWinrate: best?.winrate ?? a.winrate,
        lost: chanceLost(k),
        pointsLost: null,
        preferredLead: null,
        // The playout search's lines are its random playouts' first moves, no expected play.
        pv: [],
      });
    } catch {
      // A position the computer cannot search (a game ended there): no step for it.
    } finally {
      before.free();
    }
  }
  return out(items, lost);
}

/**
 * Marks `item` on the position shown: the move played (✗), and the expected
 * continuation from the move preferred, numbered: 1 the preferred move, then each
 * move of the line; the mover's moves solid discs, the other side's pale ones (a
 * point played twice in the line keeps its first number). Without a line (the playout
 * search), the preferred move alone, solid, with its winrate. Null clears them.
 */
export function showReview(board: BoardApi, item: ReviewItem | null): void {
  const marks: Mark[] = board.state.marks.filter((m) => m.kind !== "hint" && m.kind !== "wrong");
  if (item?.played) marks.push({ point: item.played, kind: "wrong" });
  const pv = item?.pv ?? [];
  if (item?.preferred && !pv.length) marks.push({ point: item.preferred, kind: "hint", best: true, text: String(Math.round(item.preferredWinrate * 100)) });
  const seen = new Set<string>();
  pv.forEach((p, i) => {
    if (!p || seen.has(String(p))) return;
    seen.add(String(p));
    marks.push({ point: p, kind: "hint", best: i % 2 === 0, text: String(i + 1) });
  });
  board.setMarks(marks);
}
