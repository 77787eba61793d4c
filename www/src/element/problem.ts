// Problem mode's player, for <tengen-board mode="problem">: each try (the viewer's side,
// the problem turned as `turn` asks, the board cropped to the problem, the clock and the
// attempts), the viewer's moves judged by the record's answer marks (`answers`) and
// answered by its replies (`reply`), and the answer browsed once a try is decided. A move
// the record does not have is judged by the package's solver (tengen/full's `game.solve`,
// run in the element's BotWorker so that the page never blocks), and `author` shows the
// findings of `checkProblem(tree)`. A chunk of its own, loaded with the first problem (or
// `author`); the solver's module is loaded by the worker on its first solve (and, for the
// author's check, by this page).
import { GameTree, type BotWorker, type Game, type Lang, type Player, type Vertex } from "tengen";
import { nameAt } from "../board/state.ts";
import { bestTerms } from "../best.ts";
import type { Fate, FindingKind, ProofWords, Texts } from "../text.ts";
import type { MoveDetail, TengenBoardEventDetails } from "./api.ts";
import type { RecordView } from "./record.ts";

/** The milliseconds the solver may take for one position (past them: no proof, and the record's plain ✗). */
export const SOLVE_MS = 4000;
/** The milliseconds of the author's check (every branch of the record). */
export const CHECK_MS = 8000;

const color = (p: Player): string => (p === "black" ? "Black" : "White");
const RESULT: Record<Fate, string> = { alive: "alive", dead: "dead", seki: "seki", ko: "ko" };

/** The English words (the other languages' are in src/lang/, `proof`). */
export const EN: ProofWords = {
  checking: "The solver is reading this move…",
  alsoCorrect: "Also correct (proved): the record does not have this move, but it reaches the best result.",
  refuted: (by, r, n, name, shape) =>
    `${color(by)} ${{ dead: "kills", alive: "lives", seki: "gets seki", ko: "gets a ko" }[r]}: ` +
    (name ? `${n} at ${name}${shape ? ` (${shape})` : ""}.` : "no answer is even needed."),
  check: "Author's check",
  checkingRecord: "The solver is checking the record's answers…",
  clean: "The proofs agree with the record's answers.",
  finding: (k, p, reply, r) =>
    ({
      "correct-refuted": `${p ?? "A pass"} is marked correct, but a proof refutes it${reply ? ` (the answer at ${reply})` : ""}.`,
      "wrong-works": `${p ?? "A pass"} is marked wrong, but it works (proved).`,
      "no-refutation": `${p ?? "A pass"} fails, but the record has no refutation of it.`,
      "no-result": `The record marks no answer correct. The proof: ${r ? RESULT[r] : "?"}${p ? `, best at ${p}` : ""}.`,
      unknown: `${p ?? "The problem"}: not proved within the budget.`,
    })[k],
};

/** The words in the element's language. */
export const words = (t: Texts): ProofWords => t.proof ?? EN;

/** `game.solve`'s answer, and one first move of it. */
type Solution = Awaited<ReturnType<BotWorker["solve"]>>;
type SolveMove = Solution["moves"][number];

/** What the solver says of a move the record does not have. */
export type Verdict =
  /** As good as the best first move. */
  | { kind: "correct"; result: Fate }
  /** Refuted: the answer (null: none needed) and the group's fate after it. */
  | { kind: "wrong"; result: Fate; reply: Vertex | null }
  /** Nothing proved (the position is not a closed problem, or the budget ran out). */
  | null;

const same = (a: Vertex | null, b: Vertex | null): boolean => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);
const sameKo = (a: Pick<SolveMove, "ko">, b: Pick<SolveMove, "ko">): boolean => JSON.stringify(a.ko) === JSON.stringify(b.ko);

/** The worker of `owner` (a record), held until `done(owner)`. */
const held = new Set<object>();

/**
 * Judges `point`, played from `before` (its mover's turn) to `after`. The position
 * before is solved (the group in question, the goal and every first move's result); a
 * move whose result is the best one's is correct (the solver's `best` itself is not
 * compared: only the results); any other is refuted by solving the position after it
 * for the other side, with the same group.
 */
export async function judge(owner: object, before: Game, after: Game, point: Vertex): Promise<Verdict> {
  try {
    // The worker is the element's computer's (computer.ts, a chunk of its own).
    const worker = (await import("./computer.ts")).acquire(owner);
    held.add(owner);
    const first = await worker.solve(before, { timeMs: SOLVE_MS });
    const mine = first.moves.find((m) => same(m.point, point));
    if (first.status !== "proved" || !first.result || !mine?.result) return null;
    if (first.best && mine.result === first.result && sameKo(mine, first)) return { kind: "correct", result: mine.result };
    // The group in question is the same. The region is the solver's own again: the
    // region's empty points alone would leave out the points a capture empties (a ko's).
    const answer = await worker.solve(after, { target: first.target, timeMs: SOLVE_MS });
    if (answer.status !== "proved" || !answer.result) return null;
    return { kind: "wrong", result: answer.result, reply: answer.best };
  } catch {
    // A position the solver refuses (no group in question, nothing enclosed): no proof.
    return null;
  }
}

// ---- The record as a problem: its marks, its turn, its area ----

/** The letters of SGF points (a–z, then A–Z on boards over 26 lines). */
const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** SGF's tokens: a property value (its text in group 1), an identifier, or the start of a node. */
const TOKENS = /\[((?:[^\]\\]|\\[\s\S])*)\]|[A-Za-z]+|;/g;

/**
 * Reads `text` (SGF) token by token: `f(id, value)` is called with ";" for each node, with
 * each identifier (value null; its answer, if a string, replaces the identifier) and with
 * each value after its identifier (its answer replaces the value). The text rewritten.
 */
function rewrite(text: string, f: (id: string, value: string | null) => string | void): string {
  let id = "";
  return text.replace(TOKENS, (token, value?: string) => {
    if (value === undefined) {
      // FF[3]'s long identifiers (AddBlack) are their capitals.
      if (token !== ";") id = token.replace(/[a-z]/g, "");
      const out = f(token === ";" ? ";" : id, null);
      return typeof out === "string" ? out : token;
    }
    const out = f(id, value);
    return typeof out === "string" ? `[${out}]` : token;
  });
}

/** The properties whose values are points or lists of points (`aa`, or rectangles `aa:cc`). */
const POINTS = new Set(["AB", "AW", "AE", "CR", "SQ", "TR", "MA", "SL", "DD", "TB", "TW", "VW"]);
/** Each with its colour's counterpart, for colours swapped. */
const SWAP: Record<string, string> = { B: "W", AB: "AW", TB: "TW", GB: "GW", BL: "WL", OB: "OW", PB: "PW", BR: "WR", BT: "WT" };
for (const [b, w] of Object.entries(SWAP)) SWAP[w] = b;

/** How a problem is turned: rotated clockwise `r` quarter turns after a left-right mirror (`m`), colours swapped (`s`). */
export interface Turn {
  r: number;
  m: boolean;
  s: boolean;
}

/**
 * The turn `turn="…"` asks for, drawn anew at each try where it is random: words
 * `random` (any rotation or reflection, and the colours swapped or not), `rotate` (any
 * rotation or reflection), `rotate-90`, `rotate-180`, `rotate-270` (clockwise), `mirror`
 * (left and right), `swap` (the colours). Unknown words are ignored.
 */
export function turnOf(attribute: string | null, random: () => number = Math.random): Turn {
  const t: Turn = { r: 0, m: false, s: false };
  const coin = (): boolean => random() < 0.5;
  for (const word of (attribute ?? "").toLowerCase().split(/\s+/)) {
    if (word === "random" || word === "rotate") {
      t.r = Math.floor(random() * 4) % 4;
      t.m = coin();
      if (word === "random") t.s = coin();
    } else if (/^rotate-(90|180|270)$/.test(word)) t.r = Number(word.slice(7)) / 90;
    else if (word === "mirror") t.m = true;
    else if (word === "swap") t.s = true;
  }
  return t;
}

/** The SGF record `text` of a `width`×`height` board, turned by `t`. */
export function turned(text: string, width: number, height: number, t: Turn): string {
  const [w, h] = t.r % 2 ? [height, width] : [width, height];
  /** A point's letters turned ("" and, up to 19×19, "tt" are passes and stay). */
  const point = (s: string): string => {
    let x = LETTERS.indexOf(s[0] ?? "");
    let y = LETTERS.indexOf(s[1] ?? "");
    if (s.length !== 2 || x < 0 || y < 0 || x >= width || y >= height) return s;
    if (t.m) x = width - 1 - x;
    // A quarter turn clockwise: (x, y) to (rows − 1 − y, x), the rows becoming the columns.
    for (let i = 0, rows = height; i < t.r; i++) [x, y, rows] = [rows - 1 - y, x, rows === height ? width : height];
    return (LETTERS[x] ?? "") + (LETTERS[y] ?? "");
  };
  const corners = (a: string, b: string): string => {
    const [p, q] = [point(a), point(b)];
    const lo = (i: number): string => (LETTERS.indexOf(p[i] ?? "") < LETTERS.indexOf(q[i] ?? "") ? (p[i] ?? "") : (q[i] ?? ""));
    const hi = (i: number): string => (lo(i) === p[i] ? (q[i] ?? "") : (p[i] ?? ""));
    return `${lo(0)}${lo(1)}:${hi(0)}${hi(1)}`;
  };
  return rewrite(text, (id, v) => {
    if (v === null) return t.s ? SWAP[id] : undefined;
    // (The identifier's own name: before any swap.)
    if (id === "SZ" && t.r % 2 && v.includes(":")) return `${w}:${h}`;
    if ((id === "B" || id === "W") && (v === "" || (v === "tt" && width <= 19 && height <= 19))) return v;
    if (id === "B" || id === "W") return point(v);
    if (id === "PL" && t.s) return /^b/i.test(v) ? "W" : "B";
    if (id === "LB") return point(v.slice(0, 2)) + v.slice(2);
    if (id === "AR" || id === "LN") return v.split(":").map(point).join(":");
    if (POINTS.has(id)) {
      const [a = "", b] = v.split(":");
      return b === undefined ? point(a) : corners(a, b);
    }
    return undefined;
  });
}

/** A comment that marks a problem's line right, or wrong (the usual words of problem files). */
const RIGHT = /\b(RIGHT|CORRECT)\b/i;
const WRONG = /\b(WRONG|INCORRECT)\b/i;

/** What a record's text holds for its problem: its identifiers, a comment marking a move right, and the points of its stones, moves and marks. */
interface Reading {
  ids: Set<string>;
  right: boolean;
  points: Vertex[];
}

/** Reads the record `text` of a `width`×`height` board. */
export function read(text: string, width: number, height: number): Reading {
  const r: Reading = { ids: new Set(), right: false, points: [] };
  let moved = false;
  const at = (s: string): void => {
    const x = LETTERS.indexOf(s[0] ?? "");
    const y = LETTERS.indexOf(s[1] ?? "");
    if (s.length === 2 && x >= 0 && y >= 0 && x < width && y < height && !(s === "tt" && width <= 19 && height <= 19)) r.points.push([x, y]);
  };
  rewrite(text, (id, v) => {
    if (id === ";") moved = false;
    else if (v === null) {
      r.ids.add(id);
      moved ||= id === "B" || id === "W";
    } else if (id === "C") r.right ||= moved && RIGHT.test(v);
    else if (id === "B" || id === "W" || id === "LB") at(v.slice(0, 2));
    // (Not AE, DD or VW: no stone, a dimmed area, the view itself.)
    else if (id === "AR" || id === "LN" || (POINTS.has(id) && !["AE", "DD", "VW"].includes(id))) for (const p of v.split(":")) at(p);
  });
  return r;
}

/**
 * The part of a `width`×`height` board a problem needs: its points with one line of
 * margin, on to the edge where they come within three lines of it (as books crop), or
 * null for the whole board.
 */
export function area(points: readonly Vertex[], width: number, height: number): [number, number, number, number] | null {
  if (!points.length) return null;
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const lo = (v: number): number => (v <= 3 ? 0 : v - 1);
  const hi = (v: number, n: number): number => (v >= n - 4 ? n - 1 : v + 1);
  const view: [number, number, number, number] = [lo(Math.min(...xs)), lo(Math.min(...ys)), hi(Math.max(...xs), width), hi(Math.max(...ys), height)];
  return view[0] || view[1] || view[2] < width - 1 || view[3] < height - 1 ? view : null;
}

/** The answer marks `answers="…"` reads: words `comment`, `te`, `gbgw`, `main`; `auto` (the default) the first three. */
export function marksOf(attribute: string | null): Set<string> {
  const words = new Set((attribute ?? "").toLowerCase().split(/\s+/).filter((w) => ["comment", "te", "gbgw", "main"].includes(w)));
  return words.size ? words : new Set(["comment", "te", "gbgw"]);
}

// ---- A try ----

/** One record's problem: the tries so far, and the one under way. */
interface Try {
  /** The record as written (before any turn), and the turn it is shown with (as JSON). */
  text: string;
  turn: string;
  /** The side the viewer plays; the depth (path length) and move number where the problem starts. */
  viewer: Player;
  from: number;
  start: number;
  /** Whether the record marks right answers (else any line's end solves it). */
  right: boolean;
  /** When the try began (performance.now()), and the tries decided so far. */
  began: number;
  tries: number;
  /** The record's reply, pending after a right move. */
  answer: number;
}

const trying = new WeakMap<RecordView, Try>();
const NO_TURN = JSON.stringify({ r: 0, m: false, s: false });

/** The side to move at the tree's node. */
function toMove(tree: GameTree): Player {
  const game = tree.game;
  try {
    return game.turn;
  } finally {
    game.free();
  }
}

/**
 * A new try of `view`'s problem, once the record has gone to its start (↺, the record
 * shown, `move`, `path`, `turn`, `answers`, `crop` changed): the moves played off the
 * record taken away, the problem turned as `turn` asks (from the record as written), the
 * viewer's side (the record's first answer's, else the side to move), the answer marks
 * read, the board cropped to the problem (`crop="none"`: not; a `VW` of the record wins),
 * the clock started; and the author's check.
 */
export function place(view: RecordView): void {
  const host = view.host;
  if (host.mode() === "problem") {
    reset(view);
    let t = trying.get(view);
    if (!t) trying.set(view, (t = { text: view.tree.toSgf(), turn: NO_TURN, viewer: "black", from: 0, start: 0, right: false, began: 0, tries: 0, answer: 0 }));
    window.clearTimeout(t.answer);
    t.answer = 0;
    const turn = turnOf(host.attribute("turn"));
    const key = JSON.stringify(turn);
    // (The editor holds its own copy of the record: an edited problem is not turned.)
    if (key !== t.turn && host.attribute("edit") === null) {
      const old = view.tree;
      const path = old.path;
      try {
        const tree = GameTree.fromSgf(turned(t.text, old.info.width, old.info.height, turn));
        tree.goTo(path);
        view.tree = tree;
        old.free();
        t.turn = key;
      } catch {
        // A record the package reads but not once turned (none known): shown as written.
      }
    }
    const tree = view.tree;
    const { width, height } = tree.info;
    const viewer = tree.children()[0]?.color ?? toMove(tree);
    t.viewer = viewer;
    t.from = tree.path.length;
    t.start = tree.moveNumber;
    t.began = performance.now();
    const r = read(tree.toSgf(), width, height);
    const marks = marksOf(host.attribute("answers"));
    t.right = marks.has("main") || (marks.has("comment") && r.right) || (marks.has("te") && r.ids.has("TE")) || (marks.has("gbgw") && r.ids.has(viewer === "white" ? "GW" : "GB"));
    view.crop = host.attribute("crop") === "none" ? null : area(r.points, width, height);
    view.show("");
  }
  author(view);
}

/**
 * The viewer's move at (x, y), on their turn of an undecided try: a move among the
 * record's variations is played and judged, and the record answers it a moment later
 * (with its first reply, or with `reply="random"` any of them); a move the record does
 * not have goes to the solver (`prove`). True if taken.
 */
export function solve(view: RecordView, x: number, y: number): boolean {
  const t = trying.get(view);
  const host = view.host;
  const board = host.board;
  const tree = view.tree;
  if (!t || view.over || t.answer || view.proving || board.state.turn !== t.viewer) return false;
  const info = host.illegal(x, y);
  if (info) {
    host.refuse(x, y, info);
    return false;
  }
  const k = tree.children().findIndex((c) => same(c.point, [x, y]));
  if (k < 0) {
    prove(view, x, y, ++view.ticket);
    return true;
  }
  const before = board.state.board.slice();
  tree.next(k);
  view.show("", t.viewer);
  host.emit("move", { move: { color: t.viewer, point: [x, y] }, moveNumber: tree.moveNumber, captures: host.captured(before), terms: host.terms() } satisfies MoveDetail);
  if (marked(view, [x, y])) return true;
  // The record's answer, after a moment to see the move (dropped by a new try, an undo, or a move of the cursor).
  const ticket = view.ticket;
  const at = String(tree.path);
  t.answer = window.setTimeout(() => {
    t.answer = 0;
    if (ticket !== view.ticket || view.tree !== tree || String(tree.path) !== at) return;
    const replies = tree.children();
    const r = host.attribute("reply") === "random" ? Math.floor(Math.random() * replies.length) : 0;
    const reply = replies[r];
    if (!reply) return;
    host.act(() => {
      const before = board.state.board.slice();
      if (!tree.next(r)) return;
      view.show("", reply.color ?? undefined);
      host.emit("move", { move: { color: reply.color ?? "white", point: reply.point }, moveNumber: tree.moveNumber, captures: host.captured(before), terms: host.terms() } satisfies MoveDetail);
      marked(view, reply.point);
    });
  }, 350);
  return true;
}

/**
 * After a move of the problem, by the answer marks `answers` reads: fires `failed` on a
 * node marked wrong, `solved` on one marked right (or, where the record marks no right
 * answer, at the end of any line; with `main`, at the end of the main line), `failed` at
 * the end of any other line; true if the try is decided.
 */
function marked(view: RecordView, point: Vertex | null): boolean {
  const t = trying.get(view);
  if (!t) return false;
  const host = view.host;
  const board = host.board;
  const tree = view.tree;
  const node = tree.node;
  const comment = node.comment ?? "";
  const path = tree.path;
  const marks = marksOf(host.attribute("answers"));
  const said = marks.has("comment");
  // TE and BM judge the viewer's own moves (a TE on the other side's move: its refutation).
  const te = marks.has("te") ? (node.move?.color === t.viewer ? node.annotation : node.annotation === "good" ? "bad" : null) : null;
  // GB and GW (good for Black, for White): right for that side, wrong for the other.
  const gb = marks.has("gbgw");
  const good = gb && node.properties[t.viewer === "white" ? "GW" : "GB"] !== undefined;
  const bad = gb && node.properties[t.viewer === "white" ? "GB" : "GW"] !== undefined;
  const mark = (kind: "right" | "wrong"): void => {
    if (point) board.setMarks([{ point, kind }]);
  };
  if ((said && WRONG.test(comment)) || te === "bad" || bad) {
    mark("wrong");
    decide(view, "failed", { point, path, reason: "marked-wrong" });
    return true;
  }
  const leaf = tree.children().length === 0;
  const main = marks.has("main") && path.slice(t.from).every((k) => k === 0);
  if ((said && RIGHT.test(comment)) || te === "good" || good || (leaf && (!t.right || main))) {
    mark("right");
    host.say([host.span("✓ ", "right"), ...(comment ? [comment] : [])]);
    decide(view, "solved", { point, path });
    return true;
  }
  if (leaf) {
    // The end of a line that the record does not mark right, where it marks right lines.
    mark("wrong");
    decide(view, "failed", { point, path, reason: "not-right" });
    return true;
  }
  return false;
}

/**
 * Fires `solved` or `failed` with the try's time (`ms`, since it began) and the tries
 * decided so far (`attempts`, this one included); the try is then over, and its answer
 * can be browsed (the bar, the keys, the variations' markers) until ↺ or an undo, unless
 * `open` (the viewer may play another move in its place).
 */
function decide<K extends "solved" | "failed">(view: RecordView, type: K, detail: Omit<TengenBoardEventDetails[K], "ms" | "attempts">, open = false): void {
  const t = trying.get(view);
  view.over = !open;
  view.updateBar();
  view.drawLayer();
  const ms = t ? Math.round(performance.now() - t.began) : 0;
  const attempts = t ? ++t.tries : 1;
  view.host.emit(type, { ...detail, ms, attempts } as TengenBoardEventDetails[K]);
}

/** Back to the viewer's turn before their last move (not before the problem's start); the try goes on. */
export function undo(view: RecordView): boolean {
  const t = trying.get(view);
  const tree = view.tree;
  if (!t) return false;
  view.ticket++;
  window.clearTimeout(t.answer);
  t.answer = 0;
  return view.navigate(() => {
    if (tree.path.length <= t.from) return false;
    tree.previous();
    while (tree.path.length > t.from && toMove(tree) !== t.viewer) tree.previous();
    reset(view);
    view.over = false;
    return true;
  });
}

/** The author's check of each record shown with `author`. */
const lists = new WeakMap<RecordView, HTMLElement>();

/** `view` (a record) is closed: it needs the worker no more, its answer is not given, and its check goes. */
export function done(view: RecordView): void {
  window.clearTimeout(trying.get(view)?.answer);
  lists.get(view)?.remove();
  if (held.delete(view)) void import("./computer.ts").then((c) => c.release(view));
}

/**
 * A new try or an undo on `view`: no proof is under way any more (the record's ticket
 * has moved on), and the moves played off the record are taken away (they are not the
 * author's), the cursor staying where it is.
 */
function reset(view: RecordView): void {
  view.proving = false;
  const off = view.offRecord;
  const tree = view.tree;
  const here = tree.path;
  if (!off || (here.length >= off.length && off.every((k, i) => here[i] === k))) return;
  view.offRecord = null;
  tree.goTo(off);
  tree.deleteNode();
  tree.goTo(here);
}

/** The look of the author's check, adopted by the shadow root of each element that shows one. */
let sheet: CSSStyleSheet | null = null;

/** The tree each record's check was made of (a turned problem is another tree: checked again, its points named as shown). */
const checked = new WeakMap<RecordView, GameTree>();

/** `author` on a problem: the solver's check of `view`'s record listed under its bar, once for each tree shown; gone when the attribute or the mode goes. */
export function author(view: RecordView): void {
  const host = view.host;
  const on = host.mode() === "problem" && host.attribute("author") !== null && host.attribute("author") !== "false";
  let list = lists.get(view);
  if (!on) {
    list?.remove();
    lists.delete(view);
    return;
  }
  const tree = view.tree;
  if (list && checked.get(view) === tree) return;
  checked.set(view, tree);
  if (!list) {
    list = document.createElement("div");
    list.className = "check";
    list.setAttribute("part", "check");
    list.setAttribute("role", "status");
    host.caption.before(list);
    lists.set(view, list);
  }
  const shadow = host.root.getRootNode() as ShadowRoot;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(".check { margin-top: 6px; font-size: 14px; } .check ul { margin: 4px 0 0; padding-inline-start: 1.4em; }");
  }
  if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  const shown = list;
  void check(view, shown, () => lists.get(view) === shown && checked.get(view) === tree);
}

/** Plays `p` into `tree`; false if the record refuses it. */
function played(tree: GameTree, p: Vertex): boolean {
  try {
    tree.play(p[0], p[1]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A move of the viewer's that the record does not have, at (x, y) (legal: the record
 * checked), with the proof's `ticket`. It is played off the record while the solver reads
 * it (in the worker): proved as good as the best, it is accepted ("also correct",
 * `solved` with `proved`); refuted, the solver's answer is played and the board says why,
 * with the answer's shape name if it has one (`failed`, reason `refuted`); with no proof
 * (an open position, the budget spent) it is taken back and marked ✗, as a move off the
 * record always was.
 */
export function prove(view: RecordView, x: number, y: number, ticket: number): void {
  // A new try or an undo came first: nothing is played.
  if (ticket !== view.ticket) return;
  const host = view.host;
  const board = host.board;
  const tree = view.tree;
  // (The record takes the viewer's move on the viewer's turn only.)
  const viewer = board.state.turn;
  view.proving = true;
  const before = tree.game;
  const stones = board.state.board.slice();
  try {
    tree.play(x, y);
  } catch (e) {
    before.free();
    view.proving = false;
    host.refuse(x, y, e instanceof Error ? e.message : String(e));
    return;
  }
  const at = tree.path;
  view.offRecord ??= at;
  const after = tree.game;
  view.show("", viewer);
  host.say([words(host.texts()).checking]);
  host.emit("move", { move: { color: viewer, point: [x, y] }, moveNumber: tree.moveNumber, captures: host.captured(stones), terms: host.terms() } satisfies MoveDetail);
  void judge(view, before, after, [x, y]).then((verdict) => {
    before.free();
    after.free();
    if (ticket !== view.ticket) return;
    view.proving = false;
    const w = words(host.texts());
    host.act(() => {
      if (!verdict) {
        tree.goTo(at);
        tree.deleteNode();
        if (view.offRecord?.length === at.length) view.offRecord = null;
        view.show("");
        // ✗ and `failed`, nothing played: the viewer may play another move in its place.
        board.setMarks([{ point: [x, y], kind: "wrong" }]);
        const wrong = host.texts().wrongAnswer;
        board.commit(wrong, "error");
        host.say([host.span("✗ ", "error"), host.span(wrong, "error")]);
        decide(view, "failed", { point: [x, y], path: tree.path, reason: "not-in-record" }, true);
        return;
      }
      if (verdict.kind === "correct") {
        board.setMarks([{ point: [x, y], kind: "right" }]);
        host.say([host.span("✓ ", "right"), w.alsoCorrect]);
        decide(view, "solved", { point: [x, y], path: tree.path, proved: true });
        return;
      }
      const by: Player = viewer === "black" ? "white" : "black";
      const reply = verdict.reply;
      let shape: string | null = null;
      const stones = board.state.board.slice();
      // (A proved answer is legal; should the record refuse it, the reason is said without it.)
      if (reply && played(tree, reply)) {
        view.show("", by);
        const terms = host.terms();
        host.emit("move", { move: { color: by, point: reply }, moveNumber: tree.moveNumber, captures: host.captured(stones), terms } satisfies MoveDetail);
        const names = bestTerms(terms)[0]?.names;
        shape = names ? (names[host.attribute("lang") as Lang] ?? names.en) : null;
      }
      board.setMarks([{ point: [x, y], kind: "wrong" }]);
      const why = w.refuted(by, verdict.result, tree.moveNumber - (trying.get(view)?.start ?? 0), reply && nameAt(board.state, reply[0], reply[1]), shape);
      board.commit(why, "error");
      host.say([host.span("✗ ", "error"), host.span(why, "error")]);
      decide(view, "failed", { point: [x, y], path: tree.path, reason: "refuted", reply, result: verdict.result });
    });
  });
}

/**
 * The author's check: `checkProblem(tree)` (on this page: the package has no worker for
 * it) listed in `list`, each finding in the element's words, its points named as the
 * board names them. The page paints "checking" first.
 */
async function check(view: RecordView, list: HTMLElement, live: () => boolean): Promise<void> {
  const host = view.host;
  const w = (): ProofWords => words(host.texts());
  const heading = document.createElement("strong");
  const status = document.createElement("span");
  heading.textContent = w().check;
  status.textContent = w().checkingRecord;
  list.replaceChildren(heading, " ", status);
  type Finding = { kind: FindingKind; point: Vertex | null; reply: Vertex | null; result: Fate | null };
  let findings: Finding[];
  try {
    // In the element's worker (computer.ts's), as the proofs are: the page never blocks.
    const worker = (await import("./computer.ts")).acquire(view);
    held.add(view);
    findings = (await worker.checkProblem(view.tree, { timeMs: CHECK_MS })) as Finding[];
  } catch (e) {
    if (live()) status.textContent = e instanceof Error ? e.message : String(e);
    return;
  }
  if (!live()) return;
  const s = host.board.state;
  const name = (p: Vertex | null): string | null => (p ? nameAt(s, p[0], p[1]) : null);
  status.textContent = findings.length ? "" : w().clean;
  const ul = document.createElement("ul");
  for (const f of findings) {
    const li = document.createElement("li");
    li.dataset["kind"] = f.kind;
    li.textContent = w().finding(f.kind, name(f.point), name(f.reply), f.result);
    ul.append(li);
  }
  if (findings.length) list.append(ul);
}
