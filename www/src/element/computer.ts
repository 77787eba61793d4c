// The element's computer: its hints (`el.hint()`), from the package's bot in a worker.
// A chunk loaded on first use, like the record's. One worker serves every board of the
// page: made when a board first needs it, ended when no board needs it any more (a board
// needs it from its first hint until it leaves the page).
import type { Analysis, BotWorker as BotWorkerClass } from "tengen";
import type { BoardApi, Mark } from "../board/index.ts";
import { BotWorker } from "./botworker.ts";

let shared: BotWorkerClass | null = null;
const users = new Set<object>();

/** The page's worker, for `user` (a board) until it releases it. */
export function acquire(user: object): BotWorkerClass {
  users.add(user);
  return (shared ??= new BotWorker({ level: 10 }));
}

/** `user` needs the worker no more; the last one ends it. */
export function release(user: object): void {
  if (!users.delete(user) || users.size > 0) return;
  shared?.terminate();
  shared = null;
}

/** Whether the worker is running now (for tests and hosts that watch their workers). */
export const running = (): boolean => shared !== null;

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
  const analysis = await acquire(user).analyze(game, { timeMs: budget.timeMs ?? HINT_MS, ...(budget.playouts ? { playouts: budget.playouts } : {}) });
  // The position moved on while it thought: the marks would be for another one.
  if (board.state.game !== game || board.state.moveNumber !== at || board.state.mode !== "play") return analysis;
  const best = analysis.moves.filter((m) => m.point !== null).slice(0, 3);
  board.setMarks([
    ...withoutHints(board.state.marks),
    ...best.map((m, i): Mark => ({ point: m.point!, kind: "hint", text: percent(m.winrate), best: i === 0 })),
  ]);
  const clear = (): void => {
    if (board.state.game === game && board.state.moveNumber === at && board.state.mode === "play") return;
    user.removeEventListener("change", clear);
    if (board.state.marks.some((m) => m.kind === "hint")) board.setMarks(withoutHints(board.state.marks));
  };
  user.addEventListener("change", clear);
  return analysis;
}
