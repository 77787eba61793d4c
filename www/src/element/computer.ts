// The element's computer: its opponent (`opponent="computer"`, `level`, `computer`,
// `playouts`), its hints (`el.hint()`) and its winrate graph (`show-winrate`, graph.ts), from the package's bot in a worker. A chunk
// loaded on first use, like the record's. The boards of a page share one worker, whatever
// their levels (each request names its bot's level; hints and the graph think at the
// worker's own level, 10), made when a board first needs it and ended when no board
// needs it any more (a board playing the computer needs it until it stops or leaves the
// page; a board that asked for a hint or shows the graph, until it leaves the page or
// hides the graph).
import { toGtp, type Analysis, type BotMove, type BotWorker as BotWorkerClass, type GameTree, type Player } from "tengen";
import type { BoardApi, Mark } from "../board/index.ts";
import type { Review, ReviewItem, ThinkingDetail } from "./api.ts";
import { BotWorker } from "./botworker.ts";
import type { Host, Workers } from "./graph.ts";

/** The winrate graph and the review (graph.ts): a chunk of their own, loaded when the graph shows or a review is asked for. */
let graph: Promise<typeof import("./graph.ts")> | null = null;
const loadGraph = (): Promise<typeof import("./graph.ts")> => (graph ??= import("./graph.ts"));
/** What the graph reads positions with: the page's worker, held by the graph's own key. */
const workers: Workers = { ask: (_user, _board, key, f) => f(acquire(key)), release };
/** Shows or hides the graph of `user` (its chunk loaded only to show it). */
const showWinrate = (user: Host, board: BoardApi, on: boolean): void => {
  if (on || graph) void loadGraph().then((g) => g.showWinrate(user, board, on, workers));
};

/** The review of the line `user` shows (graph.ts). */
export async function review(user: Host, board: BoardApi | null): Promise<Review> {
  const g = await loadGraph();
  return board ? g.review(user, board, workers) : Object.assign([], { pointsLost: [], accuracy: { black: null, white: null } });
}

/** Marks a review's move on the board, or clears it (graph.ts). */
export function showReview(board: BoardApi, item: ReviewItem | null): void {
  void (item ? loadGraph() : graph)?.then((g) => g.showReview(board, item));
}

/** The page's one worker, and who needs it. */
let worker: BotWorkerClass | null = null;
const users = new Set<object>();

/** The page's worker, for `user` (a board, or one of its parts) until it releases it. */
export function acquire(user: object): BotWorkerClass {
  worker ??= new BotWorker({ level: 10 });
  users.add(user);
  return worker;
}

/** `user` needs the worker no more; the last user ends it. */
export function release(user: object): void {
  if (!users.delete(user) || users.size > 0 || !worker) return;
  worker.terminate();
  worker = null;
}

/** The key a board holds the hint worker by (apart from the worker it plays with, which it may stop using). */
const hinters = new WeakMap<object, object>();
const hinter = (user: object): object => {
  let key = hinters.get(user);
  if (!key) hinters.set(user, (key = {}));
  return key;
};

/** A hint's budget unless told otherwise: a short search. */
export const HINT_MS = 800;

const percent = (p: number): string => String(Math.round(p * 100));

/** The board's marks without the hints. */
const withoutHints = (marks: readonly Mark[]): Mark[] => marks.filter((m) => m.kind !== "hint");

/**
 * The analysis of the position on `board` for the side to move, its three best moves
 * marked with their winrates (the best one solid) until the position changes. Null when
 * there is no move to make (the game is over, counting).
 */
export async function hint(user: HTMLElement, board: BoardApi, budget: { timeMs?: number; playouts?: number } = {}): Promise<Analysis | null> {
  const s = board.state;
  if (s.mode !== "play" || s.game.isOver) return null;
  const game = s.game;
  const at = s.moveNumber;
  const analysis = await acquire(hinter(user)).analyze(game, { timeMs: budget.timeMs ?? HINT_MS, ...(budget.playouts ? { playouts: budget.playouts } : {}) });
  // The position moved on while it thought: the marks would be for another one.
  if (board.state.game !== game || board.state.moveNumber !== at || board.state.mode !== "play") return analysis;
  const best = analysis.moves.filter((m) => m.point !== null).slice(0, 3);
  board.setMarks([
    ...withoutHints(board.state.marks),
    ...best.map((m, i): Mark => ({ point: m.point!, kind: "hint", text: percent(m.winrate), best: i === 0 })),
  ]);
  // What the numbers are: the mover's chance of winning by each move marked.
  const top = best[0];
  if (top?.point) {
    const legend = s.texts.hintLegend ?? ((m: Player, name: string, c: number) => `Hint: each number is ${m === "black" ? "Black" : "White"}'s chance of winning by that move; the best, ${name}, ${c} %.`);
    board.commit(legend(s.turn, toGtp(top.point[0], top.point[1], s.height) ?? "?", Math.round(top.winrate * 100)));
  }
  const clear = (): void => {
    if (board.state.game === game && board.state.moveNumber === at && board.state.mode === "play") return;
    user.removeEventListener("change", clear);
    if (board.state.marks.some((m) => m.kind === "hint")) board.setMarks(withoutHints(board.state.marks));
  };
  user.addEventListener("change", clear);
  return analysis;
}

/** The element's attributes: the opponent they name, or null (another person). */
function attributes(user: HTMLElement): Opponent | null {
  if (user.getAttribute("opponent") !== "computer") return null;
  const level = Math.round(Number(user.getAttribute("level") ?? 1));
  const playouts = Math.round(Number(user.getAttribute("playouts") ?? 0));
  return {
    level: Number.isFinite(level) ? Math.min(10, Math.max(1, level)) : 1,
    computer: user.getAttribute("computer") === "black" ? "black" : "white",
    playouts: Number.isFinite(playouts) && playouts >= 1 ? playouts : null,
  };
}

/** `user` (a `<tengen-board>`) plays the opponent its attributes name, through its own methods. */
export function follow(user: HTMLElement & { play(x: number, y: number): boolean; pass(): boolean; resign(): void; undo(): boolean; goTo(path: readonly number[]): boolean; readonly tree: GameTree | null }, board: BoardApi, doing: () => Doing): void {
  const winrate = user.getAttribute("show-winrate");
  showWinrate(user, board, winrate !== null && winrate !== "false");
  opponent(user, board, attributes(user), {
    play: (x, y) => void user.play(x, y),
    pass: () => void user.pass(),
    resign: () => user.resign(),
    undo: () => void user.undo(),
    doing,
  });
}

/** `user` leaves the page: its game against the computer stops, and it needs no worker. */
export function leave(user: HTMLElement & { goTo(path: readonly number[]): boolean; readonly tree: GameTree | null }, board: BoardApi): void {
  showWinrate(user, board, false);
  const p = playing.get(user);
  if (p) {
    cancel(user, p);
    user.removeEventListener("change", p.changed);
    playing.delete(user);
  }
  release(user);
  release(hinter(user));
}

/** A game against the computer: its level (1–10), its colour, and a cap on its playouts per move. */
export interface Opponent {
  level: number;
  computer: Player;
  playouts: number | null;
}

/** The milliseconds the computer thinks per move, at most (its level uses a share of them). */
export const THINK_MS = 3000;

/**
 * What the element was doing when its board changed: its own move (a person's or the
 * computer's, `play` or `pass`), undo, or new game (`newGame`, a record opened); null
 * for anything else, which is browsing (a record's other node, a host showing another
 * position).
 */
export type Doing = "move" | "undo" | "new" | null;

/** What the computer plays through: the element's methods, and what it is doing. */
interface Act {
  play(x: number, y: number): void;
  pass(): void;
  resign(): void;
  undo(): void;
  doing(): Doing;
}

/** A position of the game, to know it again (the game's last position, while browsing). */
interface Position {
  moveNumber: number;
  turn: Player;
  board: Int8Array;
}
const positionOf = (s: BoardApi["state"]): Position => ({ moveNumber: s.moveNumber, turn: s.turn, board: s.board.slice() });
const samePosition = (a: Position, s: BoardApi["state"]): boolean =>
  a.moveNumber === s.moveNumber && a.turn === s.turn && a.board.length === s.board.length && a.board.every((v, i) => v === s.board[i]);

interface Playing {
  opponent: Opponent;
  /** The game and move number at the last change (a new game is a new Game; an undo, a lower move number). */
  game: unknown;
  seen: number;
  /**
   * The game's last position, and whether another one is shown (the record browsed):
   * the computer does not play there, and plays on once the last position is shown
   * again or the person plays a move.
   */
  last: Position;
  browsing: boolean;
  /** Each search has a ticket; a search whose ticket is no longer the latest is ignored. */
  ticket: number;
  thinking: boolean;
  /** Stops this board's search under way (the worker's other searches go on). */
  abort: AbortController | null;
  changed: () => void;
}
const playing = new WeakMap<HTMLElement, Playing>();

const thinkingEvent = (user: HTMLElement, detail: ThinkingDetail): boolean =>
  user.dispatchEvent(new CustomEvent("thinking", { detail, bubbles: true, composed: true }));

/** Whether the computer is to move on `user` (a person's click or key plays nothing then). */
export const computersTurn = (user: HTMLElement, board: BoardApi): boolean => {
  const p = playing.get(user);
  return p !== undefined && board.state.mode === "play" && board.state.turn === p.opponent.computer;
};

/** Stops a search under way: the computer plays its best move so far. */
export function playNow(user: HTMLElement): void {
  const p = playing.get(user);
  if (p?.thinking) p.abort?.abort();
}

/**
 * `user` plays `o` from now on (null: nobody): on its turn the computer thinks in the
 * shared worker, firing `thinking` (`start`, then `end` with its move), and plays through
 * `act` (the element's methods: drawn, recorded and announced as any move). An undo that
 * gives it the move takes back its reply with the person's move; an undo while it thinks
 * stops it. While an earlier position is shown (a record browsed) it does not play, and
 * stops thinking; it plays on once the game's last position is shown again, or once the
 * person plays a move there (the game then goes on from it).
 */
export function opponent(user: HTMLElement, board: BoardApi, o: Opponent | null, act: Act): void {
  const before = playing.get(user);
  if (before) {
    cancel(user, before);
    user.removeEventListener("change", before.changed);
    playing.delete(user);
    if (!o) release(user);
  }
  if (!o) return;
  acquire(user);
  const s = board.state;
  const p: Playing = { opponent: o, game: s.game, seen: s.moveNumber, last: positionOf(s), browsing: false, ticket: 0, thinking: false, abort: null, changed: () => changed(user, board, p, act) };
  playing.set(user, p);
  user.addEventListener("change", p.changed);
  p.changed();
}

function cancel(user: HTMLElement, p: Playing): void {
  p.ticket++;
  if (!p.thinking) return;
  p.thinking = false;
  p.abort?.abort();
  thinkingEvent(user, { state: "end", point: null });
}

function changed(user: HTMLElement, board: BoardApi, p: Playing, act: Act): void {
  const s = board.state;
  // Another game object (a new game, or a record's other node), or fewer moves (an undo,
  // a record browsed back): a search under way no longer counts.
  const fresh = s.game !== p.game;
  const undone = s.moveNumber < p.seen;
  p.game = s.game;
  p.seen = s.moveNumber;
  const doing = act.doing();
  // Browsing: another position shown than the game's last, by nothing the element did.
  // A move, an undo or a new game makes the position shown the game's.
  if (doing !== null) p.browsing = false;
  else if (fresh || undone || p.browsing) p.browsing = !samePosition(p.last, s);
  if (!p.browsing) p.last = positionOf(s);
  const mine = s.mode === "play" && s.turn === p.opponent.computer;
  if (fresh || undone || !mine || p.browsing) cancel(user, p);
  // The person's undo took back the computer's reply: their own move goes too.
  if (doing === "undo" && undone && mine && s.moveNumber > 0) {
    act.undo();
    return;
  }
  if (mine && !p.thinking && !p.browsing) void think(user, board, p, act);
}

async function think(user: HTMLElement, board: BoardApi, p: Playing, act: Act): Promise<void> {
  const ticket = ++p.ticket;
  const o = p.opponent;
  p.thinking = true;
  const abort = (p.abort = new AbortController());
  thinkingEvent(user, { state: "start", point: null, timeMs: THINK_MS });
  let move: BotMove;
  try {
    const budget = { timeMs: THINK_MS, signal: abort.signal, ...(o.playouts ? { playouts: o.playouts } : {}) };
    move = await acquire(user).genmove(board.state.game, budget, { level: o.level });
  } catch (e) {
    if (ticket !== p.ticket) return;
    p.thinking = false;
    thinkingEvent(user, { state: "end", point: null });
    board.commit(e instanceof Error ? e.message : String(e), "error");
    return;
  }
  if (ticket !== p.ticket) return;
  p.thinking = false;
  thinkingEvent(user, { state: "end", point: move.resign ? null : move.point });
  if (move.resign) act.resign();
  else if (move.point) act.play(move.point[0], move.point[1]);
  else act.pass();
}
