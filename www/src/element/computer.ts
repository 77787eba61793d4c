// The element's computer: its opponent (`opponent="computer"`, `level`, `computer`,
// `playouts`), its hints (`el.hint()`), its territory view, its winrate graph and its
// review (`show-winrate`, `review()`: graph.ts, a chunk of their own), from the package's bot in a worker. A chunk loaded on first
// use, like the record's. On 7×7 to 19×19 the computer is KataGo's b6c96 network (issue
// 30: `new BotWorker({ net })`, whose worker loads it on the first request), unless the
// element's `net` attribute says "none" (a URL there names another model); elsewhere it
// is the playout search. What shows the network's loading, its hints, its territory and
// its dead stones is net.ts, a chunk loaded with the network's first use. The boards of a
// page share one worker for each network (and one for the playout search), whatever their
// levels (each request names its bot's level; hints and the graph think at the worker's
// own level, 10), made when a board first needs it and ended when no board needs it any
// more (a board playing the computer needs it until it stops or leaves the page; a board
// that asked for a hint or shows the graph, until it leaves the page or hides the graph).
import { type Analysis, type BotMove, type BotWorker as BotWorkerClass, type GameTree, type Player } from "tengen";
import type { BoardApi } from "../board/index.ts";
import type { Review, ReviewItem, ThinkingDetail } from "./api.ts";
import { BotWorker } from "./botworker.ts";
import type { Host, Workers } from "./graph.ts";

/** The winrate graph and the review (graph.ts): a chunk of their own, loaded when the graph shows or a review is asked for. */
let graph: Promise<typeof import("./graph.ts")> | null = null;
const loadGraph = (): Promise<typeof import("./graph.ts")> => (graph ??= import("./graph.ts"));
/** What the graph reads positions with: the worker of the board's network, held by the graph's own key. */
const reader: Workers = { ask: (user, board, key, f) => ask(user, board, key, (w) => f(w)), release };
/** Shows or hides the graph of `user` (its chunk loaded only to show it). */
const showWinrate = (user: Host, board: BoardApi, on: boolean): void => {
  if (on || graph) void loadGraph().then((g) => g.showWinrate(user, board, on, reader));
};

/** The review of the line `user` shows (graph.ts). */
export async function review(user: Host, board: BoardApi | null): Promise<Review> {
  const g = await loadGraph();
  return board ? g.review(user, board, reader) : Object.assign([], { pointsLost: [], accuracy: { black: null, white: null } });
}

/** Marks a review's move on the board, or clears it (graph.ts). */
export function showReview(board: BoardApi, item: ReviewItem | null): void {
  void (item ? loadGraph() : graph)?.then((g) => g.showReview(board, item));
}

/** The page's workers by their network ("builtin", a model's URL; "" the playout search), and who needs each. */
const workers = new Map<string, { w: BotWorkerClass; users: Set<object> }>();

/**
 * The page's worker of `net` (see `netOf`; "" the playout search), for `user` (a board,
 * or one of its parts) until it releases it; a user holds one worker at a time.
 */
export function acquire(user: object, net = ""): BotWorkerClass {
  let h = workers.get(net);
  if (!h) workers.set(net, (h = { w: new BotWorker({ level: 10, net: net || null }), users: new Set() }));
  for (const [k, o] of workers) if (o !== h) drop(user, k, o);
  h.users.add(user);
  return h.w;
}

/** `user` needs no worker any more; the last user of one ends it. */
export function release(user: object): void {
  for (const [k, o] of workers) drop(user, k, o);
}

function drop(user: object, net: string, o: { w: BotWorkerClass; users: Set<object> }): void {
  if (!o.users.delete(user) || o.users.size > 0) return;
  o.w.terminate();
  workers.delete(net);
}

/** A request to a worker, with what to tell of its progress. */
type Asked<T> = (w: BotWorkerClass, onProgress: (a: object) => void) => Promise<T>;

/**
 * The network that plays on `board` of `user`: "builtin", or the model its `net`
 * attribute names (a URL, from the page's address); "" (the playout search) for
 * `net="none"` and off 7×7 to 19×19.
 */
function netOf(user: HTMLElement, board: BoardApi): string {
  const n = user.getAttribute("net") || "builtin";
  const { width: w, height: h } = board.state;
  return n === "none" || Math.min(w, h) < 7 || Math.max(w, h) > 19 ? "" : n === "builtin" ? n : new URL(n, document.baseURI).href;
}

/**
 * `f` with the worker of `user`'s network (held by `key`) and an `onProgress` for its
 * calls: with a network, net.ts shows its loading and says a failed load (`f` is asked
 * again: the playout search answers it now), and watches the board (its territory view
 * and its dead stones).
 */
async function ask<T>(user: HTMLElement, board: BoardApi, key: object, f: Asked<T>): Promise<T> {
  const net = netOf(user, board);
  if (!net) return f(acquire(key), () => {});
  return (await import("./net.ts")).ask(user, board, acquire(key, net), f, (g) => ask(user, board, hinter(user), g), () => netOf(user, board));
}

/** The key a board holds the hint worker by (apart from the worker it plays with, which it may stop using). */
const hinters = new WeakMap<object, object>();
const hinter = (user: object): object => {
  let key = hinters.get(user);
  if (!key) hinters.set(user, (key = {}));
  return key;
};

/**
 * The analysis of the position on `board` for the side to move, its three best moves
 * marked until the position changes (net.ts). Null when there is no move to make.
 */
export const hint = async (user: HTMLElement, board: BoardApi, budget?: { timeMs?: number; playouts?: number; visits?: number }): Promise<Analysis | null> =>
  (await import("./net.ts")).hint(user, board, (f) => ask(user, board, hinter(user), f), netOf(user, board), budget);

/** The territory view of `user` follows its `showOwnership` (shown or not): the network's ownership where it plays (net.ts, loaded with the first request). */
export const territory = (user: HTMLElement, board: BoardApi): void => void (netOf(user, board) && ask(user, board, hinter(user), async () => {}));

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
 * The network's visits per move at `level` 1–10, within THINK_MS (a `playouts`
 * attribute caps them too): 1, 2, 4 … 128 at levels 1–8, the bot's own caps (levels 1–4
 * draw from the policy: src/bot/puct), then 200 and 400, which keep a move within a few
 * seconds of a phone's wasm on 19×19.
 */
const visitsAt = (level: number): number => (level > 8 ? 200 * (level - 8) : 2 ** (level - 1));

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
  acquire(user, netOf(user, board));
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
    const game = board.state.game;
    const visits = Math.min(visitsAt(o.level), o.playouts ?? 1e7);
    const budget = { timeMs: THINK_MS, signal: abort.signal, visits, ...(o.playouts ? { playouts: o.playouts } : {}) };
    move = await ask(user, board, user, (w, onProgress) => w.genmove(game, { ...budget, onProgress }, { level: o.level }));
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
