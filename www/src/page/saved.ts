// The current game, kept in this browser (localStorage) after every change and restored
// when the page loads, so that a reload or a closed tab loses nothing. It is kept as an
// SGF record: the record panel's game tree (moves, variations, comments, an opened
// file's information), where its cursor is, and how the game on the board ended. A
// value that is not such a record (corrupt, from another version, written by something
// else) is never trusted: the package reads the SGF and checks every move against the
// rules, and anything unexpected makes the whole of it unreadable, which the page says.
import type { BoardState } from "../board/index.ts";
import { GameTree, rulesNames, type Game } from "tengen";
import type { Player, RulesName, Settings } from "../types.ts";

const KEY = "tengen.game";
const FORMAT = "tengen-game";
/** 1: settings and a move list; 2: an SGF record. A version 1 value is not read. */
const VERSION = 2;
/** Longer than any record this page writes (a 2,000-move game with comments). */
const MAX_SGF = 4_000_000;
/** More moves than any game plays; a longer path is not one of ours. */
const MAX_PATH = 20_000;

/** A game as it comes back: the record at its kept node, and how the game ended. */
export interface SavedGame {
  settings: Settings;
  /** The record, its cursor at the node the board showed. */
  tree: GameTree;
  /** Who resigned, if the game ended so. */
  resigned: Player | null;
  /** The game was over when it was saved (play resumed after two passes: not over). */
  over: boolean;
}

/** What the browser keeps: nothing, a game, or something that is not one. */
export type Kept = { kind: "none" } | { kind: "game"; game: SavedGame } | { kind: "unreadable" };

/** A record of the game on the board: its settings and the moves played so far. */
export function recordOf(game: Game, settings: Settings): GameTree {
  const tree = new GameTree(settings);
  try {
    for (const m of game.moves()) {
      if (m.point) tree.play(m.point[0], m.point[1]);
      else tree.pass();
    }
  } catch {
    // A move the record cannot take (after a resignation): the record stops there.
  }
  return tree;
}

/** Keeps `tree` (the record of the game `state` shows). Storage may be full or forbidden: then nothing is kept. */
export function keep(tree: GameTree, state: Readonly<BoardState>): void {
  const winner = state.game.winner;
  const value = {
    format: FORMAT,
    version: VERSION,
    sgf: tree.toSgf(),
    path: tree.path,
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

/** The game in `text`, or null if it is not exactly a record as `keep` writes it. */
function parse(text: string): SavedGame | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const { sgf, path, resigned, over } = o;
  if (o["format"] !== FORMAT || o["version"] !== VERSION || typeof sgf !== "string" || sgf.length > MAX_SGF) return null;
  if (!Array.isArray(path) || path.length > MAX_PATH || !path.every((k) => isInt(k, 0, 361))) return null;
  if ((resigned !== null && resigned !== "black" && resigned !== "white") || typeof over !== "boolean") return null;
  let tree: GameTree;
  try {
    // Strict: a move the rules refuse makes the record unreadable.
    tree = GameTree.fromSgf(sgf);
  } catch {
    return null;
  }
  const game = tree.game;
  const settings = { size: game.width, rules: game.rules.name as RulesName, komi: game.komi, handicap: game.handicap };
  const square = game.width === game.height;
  game.free();
  if (!square || !(rulesNames() as string[]).includes(settings.rules) || !tree.goTo(path)) {
    tree.free();
    return null;
  }
  return { settings, tree, resigned, over };
}

/**
 * The game at the kept node, ended as it was: the board shows it. Returns null (and
 * frees nothing of the record) if the end cannot be put back, so the value was not
 * ours after all.
 */
export function restoredGame(saved: SavedGame): Game | null {
  const game = saved.tree.game;
  try {
    if (saved.resigned) game.resign(saved.resigned);
    else if (!saved.over && game.endReason === "passes") game.resume();
    // Over while the position repeated, and not at the limit: the players agreed on no result.
    else if (saved.over && game.endReason === null && game.repetition && !game.endNoResult()) throw new Error("not ended");
    if (saved.over !== (game.endReason !== null)) throw new Error("not as kept");
  } catch {
    game.free();
    return null;
  }
  return game;
}

/** Same settings (the page's address names a different game: it wins). */
export const sameSettings = (a: Settings, b: Settings): boolean =>
  a.size === b.size && a.rules === b.rules && a.komi === b.komi && a.handicap === b.handicap;
