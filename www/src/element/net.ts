// The network's side of the element's computer (issue 30), a chunk loaded with the
// network's first use (a move of the computer, a hint, the territory view; computer.ts):
// - the loading of the network shown over the foot of the board (its words and a
//   progress bar, in the element's shadow root, `part="net"`, a status) and told as
//   `loading` events; a load that failed said there for a few seconds and as the
//   board's message, the playout search answering instead;
// - the hint: the three best moves marked with the mover's chance, and the legend with
//   each one's chance and score lead;
// - the territory view (`showOwnership`): the network's ownership where it plays,
//   shaded as the engine's estimate is (each position asked for once it is shown);
// - counting: the dead stones proposed by the network (`guessDead({ net, visits })` in
//   the worker: each chain judged by a short search with its opponent to move), unless
//   the players have changed the engine's own guess meanwhile; they can still change
//   them.
import { Game, toGtp, type Analysis, type BotWorker, type Player } from "tengen";
import type { BoardApi, BoardState, Mark } from "../board/index.ts";
import type { LoadingDetail } from "./api.ts";

/**
 * computer.ts's `ask` for one board (no import of computer.ts here: the two would share
 * a chunk of their own): `f` with the board's worker and an `onProgress`.
 */
export type Ask = <T>(f: (w: BotWorker, onProgress: (a: object) => void) => Promise<T>) => Promise<T>;

/**
 * A hint's budget unless told otherwise: the network's visits (enough for three moves
 * searched: eight visits find two), within HINT_NET_MS; the playout search's time.
 */
const HINT_MS = 800;
const HINT_VISITS = 40;
const HINT_NET_MS = 5000;
/** The longest a hint of a number of the network's visits thinks. */
const COUNT_MS = 10_000;
/** The territory view's search: enough for the network's ownership, and no longer than a move. */
const OWNERSHIP_VISITS = 24;
const OWNERSHIP_MS = 3000;
/**
 * The dead stones' search at the count: visits from each side's move (the package's
 * `guessDead({ net, visits })`, BENCHMARKS.md "Dead stones with the network").
 */
const DEAD_VISITS = 64;

const loadingEvent = (user: HTMLElement, detail: LoadingDetail): boolean =>
  user.dispatchEvent(new CustomEvent("loading", { detail, bubbles: true, composed: true }));

/**
 * computer.ts's request `f` to `w`, the worker of `user`'s network: its loading shown as
 * it comes, and a load that failed said and `f` asked again (the playout search answers
 * it now); the board watched from now on (`again`, its requests; `net()`, the network
 * that plays on it, "" for none).
 */
export async function ask<T>(user: HTMLElement, board: BoardApi, w: BotWorker, f: (w: BotWorker, onProgress: (a: object) => void) => Promise<T>, again: Ask, net: () => string): Promise<T> {
  watch(user, board, again, net);
  try {
    return await f(w, (a) => progress(user, board, a));
  } catch (e) {
    if ((e as { code?: string }).code !== "net-unavailable") throw e;
    failed(user, board, (e as Error).message);
    return f(w, () => {});
  } finally {
    progress(user, board, {});
  }
}

/** The style of the line of the network's loading: over the foot of the board, so that nothing moves when it comes and goes. */
const CSS = `.net,.failed{position:absolute;left:6%;right:6%;bottom:6%;margin:0;padding:6px 10px;display:flex;flex-wrap:wrap;gap:4px 10px;align-items:center;justify-content:center;border-radius:6px;background:rgba(255,255,255,.93);color:#1d1b16;font-size:13px;box-shadow:0 1px 4px rgba(0,0,0,.3);pointer-events:none}.failed{color:var(--tengen-error-color, #b3261e)}.net progress{width:8em}`;
let sheet: CSSStyleSheet | null = null;

/** The line over the foot of the board that shows the network's loading, or says it failed (`part="net"`). */
function line(user: HTMLElement): HTMLElement {
  const root = user.shadowRoot!;
  const frame = root.querySelector(".frame") ?? root;
  let p = frame.querySelector<HTMLElement>(".net");
  if (!p) {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(CSS);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    p = document.createElement("p");
    p.className = "net";
    p.setAttribute("part", "net");
    p.setAttribute("role", "status");
    p.append(document.createElement("span"), document.createElement("progress"));
    frame.append(p);
  }
  return p;
}

/** Whether each board shows the loading now. */
const shown = new WeakSet<HTMLElement>();

/**
 * A progress message of a call to the worker: `{ loading: { loaded, total } }` while the
 * network loads; anything else (an analysis so far, or `{}` when the call ends) ends the
 * loading line.
 */
function progress(user: HTMLElement, board: BoardApi, a: object): void {
  const l = (a as { loading?: { loaded: number; total: number | null } }).loading;
  if (!l) {
    if (!shown.delete(user)) return;
    line(user).remove();
    loadingEvent(user, { state: "done", loaded: 0, total: null });
    return;
  }
  shown.add(user);
  const p = line(user);
  const bar = p.querySelector("progress")!;
  if (l.total) {
    bar.max = l.total;
    bar.value = l.loaded;
  } else bar.removeAttribute("value");
  const percent = l.total ? ` ${Math.floor((l.loaded / l.total) * 100)} %` : "";
  const words = board.state.texts.netLoading ?? "Loading the computer's network…";
  p.firstChild!.textContent = words + percent;
  bar.setAttribute("aria-label", words);
  loadingEvent(user, { state: "progress", loaded: l.loaded, total: l.total });
}

/** How long the line says that the network could not be loaded. */
const FAILED_MS = 8000;

/**
 * The network could not be loaded: said over the foot of the board for a few seconds,
 * and as the board's message (an error), the playout search answering from now on.
 */
function failed(user: HTMLElement, board: BoardApi, message: string): void {
  shown.delete(user);
  const p = line(user);
  p.querySelector("progress")?.remove();
  p.firstChild!.textContent = message;
  // No longer the loading line: a loading asked for later has one of its own.
  p.className = "failed";
  setTimeout(() => p.remove(), FAILED_MS);
  loadingEvent(user, { state: "failed", loaded: 0, total: null, message });
  board.commit(message, "error");
}

const percent = (p: number): string => String(Math.round(p * 100));
const lead = (n: number | null | undefined): string => (typeof n === "number" ? ` ${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(1)}` : "");

/** The board's marks without the hints. */
const withoutHints = (marks: readonly Mark[]): Mark[] => marks.filter((m) => m.kind !== "hint");

/**
 * The analysis of the position on `board` for the side to move, its three best moves
 * marked with their winrates (the best one solid) until the position changes, and said:
 * each one's chance and score lead (the network's; the playouts have none). Null when
 * there is no move to make (the game is over, counting).
 */
export async function hint(user: HTMLElement, board: BoardApi, ask: Ask, net: string, budget: { timeMs?: number; playouts?: number; visits?: number } = {}): Promise<Analysis | null> {
  const s = board.state;
  if (s.mode !== "play" || s.game.isOver) return null;
  const game = s.game;
  const at = s.moveNumber;
  // The network's visits asked for are searched whole unless a time is given as well;
  // playouts are the playout search's budget (within HINT_MS, as before the network).
  const b = { timeMs: budget.timeMs ?? (!net ? HINT_MS : budget.visits ? COUNT_MS : HINT_NET_MS), visits: budget.visits ?? HINT_VISITS, ...(budget.playouts ? { playouts: budget.playouts } : {}) };
  const analysis = await ask((w, onProgress) => w.analyze(game, { ...b, onProgress }));
  // The position moved on while it thought: the marks would be for another one.
  if (board.state.game !== game || board.state.moveNumber !== at || board.state.mode !== "play") return analysis;
  const best = analysis.moves.filter((m) => m.point !== null).slice(0, 3);
  board.setMarks([...withoutHints(board.state.marks), ...best.map((m, i): Mark => ({ point: m.point!, kind: "hint", text: percent(m.winrate), best: i === 0 }))]);
  // What the numbers are: the mover's chance of winning by each move marked, and by how much it leads.
  const top = best[0];
  if (top?.point) {
    const name = (p: readonly [number, number]): string => toGtp(p[0], p[1], s.height) ?? "?";
    const legend = s.texts.hintLegend ?? ((m: Player, n: string, c: number) => `Hint: each number is ${m === "black" ? "Black" : "White"}'s chance of winning by that move; the best, ${n}, ${c} %.`);
    const leadOf = s.texts.hintLead ?? ((m: Player, l: string[]) => `${m === "black" ? "Black" : "White"}'s score lead: ${l.join(", ")}.`);
    const leads = top.scoreLead == null ? "" : ` ${leadOf(s.turn, best.map((m) => `${name(m.point!)}${lead(m.scoreLead)}`))}`;
    board.commit(legend(s.turn, name(top.point), Math.round(top.winrate * 100)) + leads);
  }
  const clear = (): void => {
    if (board.state.game === game && board.state.moveNumber === at && board.state.mode === "play") return;
    user.removeEventListener("change", clear);
    if (board.state.marks.some((m) => m.kind === "hint")) board.setMarks(withoutHints(board.state.marks));
  };
  user.addEventListener("change", clear);
  return analysis;
}

/** The boards watched, each with the position its territory view or dead stones were last asked for. */
const watched = new WeakMap<HTMLElement, { seen: string; ask: Ask; net: () => string }>();

/** A copy of `game` (the element keeps its own), through its snapshot. */
const copy = (game: Game): Game =>
  (Game as unknown as { __restore(b: Uint8Array): Game }).__restore((game as unknown as { __snapshot(): Uint8Array }).__snapshot());

/**
 * Watches `user` from now on: while its territory view is shown, each position's
 * ownership is the network's (where it plays: `net()` is not ""); when a game ends in
 * counting, the network's dead stones are proposed in place of the engine's guess
 * (unless the players changed that guess before the network answered).
 */
export function watch(user: HTMLElement, board: BoardApi, ask: Ask, net: () => string): void {
  if (watched.has(user)) return void follow(user, board);
  watched.set(user, { seen: "", ask, net });
  user.addEventListener("change", () => follow(user, board));
  follow(user, board);
}

async function follow(user: HTMLElement, board: BoardApi): Promise<void> {
  const s = board.state as BoardState;
  const w = watched.get(user)!;
  const counting = s.mode === "counting";
  const key = `${counting}${s.moveNumber}${s.board.join("")}`;
  if (!w.net() || !(s.showOwnership || counting) || w.seen === key) return;
  w.seen = key;
  const game = s.game;
  const dead = [...s.dead].join();
  const g = copy(game);
  try {
    if (counting) {
      // The package's own guess, in the worker: each chain read with its opponent to
      // move by a short search from each side's move, Benson's life and the seki kept.
      const guess = await w.ask((wk) => wk.guessDead(g, { visits: DEAD_VISITS }));
      const now = board.state as BoardState;
      if (now.game !== game || w.seen !== key) return;
      if (now.mode === "counting" && [...now.dead].join() === dead) {
        now.dead = new Set(guess.map(([x, y]) => y * now.width + x));
        board.commit((after) => after.texts.suggested(after.dead.size, after.score?.result ?? null));
      }
      if (!now.showOwnership) return;
      // The territory view of a game ended by two passes: the position before them
      // (the same stones).
      g.undo(), g.undo();
    }
    if (g.isOver) return;
    const a = await w.ask((wk, onProgress) => wk.analyze(g, { visits: OWNERSHIP_VISITS, timeMs: OWNERSHIP_MS, onProgress }));
    const now = board.state as BoardState;
    if (now.game !== game || w.seen !== key || a.engine !== "net") return;
    if (now.showOwnership) {
      now.ownership = Float32Array.from(a.ownership);
      board.setMarks(now.marks);
    }
  } catch {
    // The worker failed or was ended: the engine's own estimate and guess stay.
  } finally {
    g.free();
  }
}
