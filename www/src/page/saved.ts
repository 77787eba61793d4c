// The current game, kept in this browser (localStorage) after every change and restored
// when the page loads, so that a reload or a closed tab loses nothing. It is kept as its
// settings and its move list. A value that is not such a game (corrupt, from another
// version, written by something else) is never trusted: it is read field by field, and
// anything unexpected makes the whole of it unreadable, which the page says.
import type { BoardApi, BoardState } from "../board/index.ts";
import { rulesNames } from "tengen";
import type { Player, RulesName, Settings, Vertex } from "../types.ts";

const KEY = "tengen.game";
const FORMAT = "tengen-game";
const VERSION = 1;
/** More moves than any game plays; a longer list is not one of ours. */
const MAX_MOVES = 20_000;
const PASS = 65535;

/** A game as it is kept. */
export interface SavedGame {
  settings: Settings;
  /** Each move's point, or null for a pass. */
  moves: (Vertex | null)[];
  /** Who resigned, if the game ended so. */
  resigned: Player | null;
  /** The game was over when it was saved (play resumed after two passes: not over). */
  over: boolean;
}

/** What the browser keeps: nothing, a game, or something that is not one. */
export type Kept = { kind: "none" } | { kind: "game"; game: SavedGame } | { kind: "unreadable" };

/** Keeps the game `state` shows. Storage may be full or forbidden: then nothing is kept. */
export function keep(state: Readonly<BoardState>): void {
  const game = state.game;
  const winner = game.winner;
  const value = {
    format: FORMAT,
    version: VERSION,
    settings: state.settings,
    moves: game.moves().map((m) => m.point),
    resigned: state.endReason === "resignation" && (winner === "black" || winner === "white") ? (winner === "black" ? "white" : "black") : null,
    over: state.endReason !== null,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private browsing, a full quota, storage turned off: the game goes on unsaved.
  }
}

/** What the browser keeps for this page. */
export function kept(): Kept {
  let text: string | null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return { kind: "none" };
  }
  if (text === null) return { kind: "none" };
  const game = parse(text);
  return game ? { kind: "game", game } : { kind: "unreadable" };
}

const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;

/** The game in `text`, or null if it is not exactly a game as `keep` writes it. */
function parse(text: string): SavedGame | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (o["format"] !== FORMAT || o["version"] !== VERSION) return null;
  const s = o["settings"];
  if (typeof s !== "object" || s === null) return null;
  const { size, rules, komi, handicap } = s as Record<string, unknown>;
  if (!isInt(size, 2, 25) || typeof rules !== "string" || !(rulesNames() as string[]).includes(rules)) return null;
  if (typeof komi !== "number" || !Number.isFinite(komi) || !(handicap === 0 || isInt(handicap, 2, 9))) return null;
  const list = o["moves"];
  if (!Array.isArray(list) || list.length > MAX_MOVES) return null;
  const moves: (Vertex | null)[] = [];
  for (const m of list) {
    if (m === null) moves.push(null);
    else if (Array.isArray(m) && m.length === 2 && isInt(m[0], 0, size - 1) && isInt(m[1], 0, size - 1)) moves.push([m[0], m[1]]);
    else return null;
  }
  const resigned = o["resigned"];
  if (resigned !== null && resigned !== "black" && resigned !== "white") return null;
  if (typeof o["over"] !== "boolean") return null;
  return { settings: { size, rules: rules as RulesName, komi, handicap }, moves, resigned, over: o["over"] };
}

/**
 * Replays `saved` on `board`, whose game has just been made with `saved.settings`.
 * Returns false, with the board's game untouched, if the moves are not a game the
 * package accepts (then the saved value was not ours after all).
 */
export function replay(board: BoardApi, saved: SavedGame): boolean {
  const game = board.game;
  const w = saved.settings.size;
  try {
    // All or nothing: a refused move leaves the game as it was.
    game.playMany(new Uint16Array(saved.moves.map((m) => (m === null ? PASS : m[1] * w + m[0]))));
  } catch {
    return false;
  }
  try {
    if (saved.resigned) game.resign(saved.resigned);
    else if (!saved.over && game.endReason === "passes") game.resume();
    // Over while the position repeated, and not at the limit: the players agreed on no result.
    else if (saved.over && game.endReason === null && game.repetition && !game.endNoResult()) return false;
  } catch {
    game.undoTo(0);
    return false;
  }
  return true;
}

/** Same settings (the page's address names a different game: it wins). */
export const sameSettings = (a: Settings, b: Settings): boolean =>
  a.size === b.size && a.rules === b.rules && a.komi === b.komi && a.handicap === b.handicap;
