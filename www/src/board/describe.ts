// The board in words, for screen readers: the whole position after each change, and the
// point under the keyboard cursor. Pure functions of the state.
import type { CursorPoint } from "../text.ts";
import type { IllegalMoveInfo } from "../types.ts";
import { chainAt, nameAt, namedMove, nameOf, pointOf, type BoardState } from "./state.ts";

/** Whose turn it is, or why nobody plays. */
export function statusSentence(s: BoardState): string {
  if (s.mode === "counting") return s.texts.countingStatus;
  if (s.mode === "over") return s.texts.end(s.endReason, s.result, s.settings.rules);
  return s.texts.playStatus(s.turn, s.moveNumber);
}

/** The canvas's label: size and status. */
export const boardLabel = (s: BoardState): string => s.texts.boardLabel(s.width, s.height, statusSentence(s));

/** The position: settings, status, every stone, the last move and the ko. */
export function describeBoard(s: BoardState): string {
  const t = s.texts;
  const black: string[] = [];
  const white: string[] = [];
  for (let i = 0; i < s.board.length; i++) {
    if (s.board[i] === 1) black.push(nameOf(s, i));
    else if (s.board[i] === -1) white.push(nameOf(s, i));
  }
  const parts = [
    t.boardSummary(s.width, s.height, s.settings.rules, s.game.komi),
    statusSentence(s),
    t.stoneList("black", black),
    t.stoneList("white", white),
  ];
  const last = s.lastMove;
  if (last) parts.push(t.lastMove(namedMove(s, last)));
  if (s.ko && s.mode === "play") parts.push(t.koNote(s.turn, nameAt(s, s.ko[0], s.ko[1])));
  if (s.repetition) parts.push(t.repeated(s.repetition.repeatsMove, s.repetition.count, s.rules.repetitionLimit));
  // A record's node: its place among the variations, and the next moves marked (overlay.ts).
  return parts.join(" ") + (s.layers.record?.said(s) ?? "");
}

/** The point under the keyboard cursor: empty (and whether it can be played) or a stone and its chain. */
export function describeCursor(s: BoardState): string {
  const i = s.cursor;
  const c = s.board[i] ?? 0;
  let what: CursorPoint;
  if (c === 0) {
    let why: IllegalMoveInfo | null = null;
    if (s.mode === "play" && s.legal[i] !== 1) {
      const [x, y] = pointOf(s, i);
      try {
        why = s.game.explainIllegal(x, y);
      } catch {
        why = null;
      }
    }
    what = { kind: "empty", playable: s.mode !== "play" ? "not-playing" : s.legal[i] === 1 ? "yes" : "no", why };
  } else {
    const chain = chainAt(s, i);
    what = {
      kind: "stone",
      color: c > 0 ? "black" : "white",
      dead: s.dead.has(i),
      stones: chain?.stones.length ?? 1,
      liberties: chain?.liberties.length ?? 0,
    };
  }
  return s.texts.cursor(nameOf(s, i), s.turn, what);
}
