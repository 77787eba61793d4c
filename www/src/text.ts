// Everything the page says, in plain words. Pure functions of their arguments.
import type { IllegalMoveInfo } from "tengen";
import type { MoveRecord, Player, RulesName, Score } from "./types.ts";

export const RULES_LABELS: Record<RulesName, string> = {
  chinese: "Chinese",
  japanese: "Japanese",
  korean: "Korean",
  ing: "Ing",
  aga: "AGA",
  "new-zealand": "New Zealand",
  "tromp-taylor": "Tromp-Taylor",
};

export const colorName = (p: Player): string => (p === "black" ? "Black" : "White");
export const other = (p: Player): Player => (p === "black" ? "white" : "black");

const QUARTERS = ["", "¼", "½", "¾"];

/** 2.25 → "2¼", 0.75 → "¾", 185 → "185", 184.5 → "184½". Other values as decimals. */
export function quarters(n: number): string {
  const sign = n < 0 ? "−" : "";
  const a = Math.abs(n);
  const q = Math.round(a * 4);
  if (Math.abs(q / 4 - a) > 1e-9) return sign + String(+a.toFixed(2));
  const whole = Math.floor(q / 4);
  const part = QUARTERS[q % 4] ?? "";
  return sign + (whole === 0 && part ? part : String(whole) + part);
}

/** A margin in stones: "¾ stone", "1 stone", "2¼ stones". */
export function stonesPhrase(n: number): string {
  const a = Math.abs(n);
  return `${quarters(a)} ${a > 1 ? "stones" : "stone"}`;
}

/** A number of points: "1 point", "1.5 points", "7.5 points". */
export function pointsPhrase(n: number): string {
  const a = Math.abs(n);
  return `${decimal(a)} ${a === 1 ? "point" : "points"}`;
}

/** 7.5 → "7.5", 185 → "185", −3 → "−3". */
export const decimal = (n: number): string => (n < 0 ? "−" : "") + String(Math.abs(n));

/** "Black Q16", "White C3, captures 2". */
export function moveText(color: Player, name: string, captured: number): string {
  return `${colorName(color)} ${name}` + (captured > 0 ? `, captures ${captured}` : "");
}

/**
 * Why a move is refused, in plain words. `name` is the point ("D4"); `mover` the side
 * to move; `earlier` describes the move a superko repeats, if the engine named one.
 */
export function illegalText(
  info: IllegalMoveInfo,
  name: string,
  mover: Player,
  earlier: MoveRecord | null,
  nameAt: (x: number, y: number) => string,
  ended: string,
): string {
  switch (info.code) {
    case "occupied":
      return `${name} is occupied: there is already a stone there.`;
    case "suicide":
      return `Suicide: a ${mover} stone on ${name} would have no liberties and capture nothing, so it may not be played.`;
    case "ko":
      return `Ko: ${colorName(mover)} may not retake the ko at ${name} at once. Play elsewhere first (a ko threat), then take it back.`;
    case "superko": {
      const n = info.repeatsMove;
      let when = "an earlier position";
      if (n === 0) when = "the position at the start of the game";
      else if (n !== undefined) {
        const what = earlier
          ? earlier.point
            ? `${colorName(earlier.color)} ${nameAt(earlier.point[0], earlier.point[1])}`
            : `${colorName(earlier.color)}'s pass`
          : "";
        when = `the position after move ${n}` + (what ? ` (${what})` : "");
      }
      return `Superko: ${name} would repeat ${when}. The rules forbid repeating a whole-board position.`;
    }
    case "game-over":
      return ended
        ? `Game over. ${ended} Undo or start a new game to go on.`
        : "Game over. Undo, resume play or start a new game to go on.";
    case "out-of-bounds":
      return `${name} is off the board.`;
    default:
      return info.message;
  }
}

/** What the result means, line by line, as the ruleset states it. */
export interface ResultText {
  /** "Black wins by 1.5 points" — the decision. */
  headline: string;
  /** The count in points: "Black 185 − White 176 − komi 7.5 = +1.5". */
  points: string;
  /** Area counting only: "Black 185 — needs 185 — wins by ¾ stone". */
  stones: string | null;
  /** Ruleset notes: Ing's komi and ties, seki, dame. */
  notes: string[];
}

export function resultText(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const margin = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white": {
      const who = colorName(score.winner);
      headline =
        margin === 0 ? `${who} wins: a tie goes to Black` : `${who} wins by ${pointsPhrase(margin)}`;
      break;
    }
    case "draw":
      headline = "Draw (jigo): neither side wins";
      break;
    default:
      headline = "No result";
  }
  headline += ` (${score.result})`;

  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + handicap ${decimal(score.handicapCompensation)}` : "";
  const points = `Black ${decimal(score.black)} points, White ${decimal(score.white)} + komi ${decimal(score.komi)}${comp} = ${decimal(white)}: margin ${
    margin === 0 ? "0" : `${pointsPhrase(margin)} to ${margin > 0 ? "Black" : "White"}`
  }.`;

  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    let verdict: string;
    if (a.margin > 0) verdict = `wins by ${stonesPhrase(a.margin)}`;
    else if (a.margin < 0) verdict = `loses by ${stonesPhrase(a.margin)}`;
    else verdict = rules.tieToBlack ? "ties, and a tie goes to Black" : "a draw";
    stones = `In stones (子): Black ${quarters(a.black)} — needs ${quarters(a.needed)} — ${verdict}.`;
  }

  const notes: string[] = [];
  if (rules.name === "ing") {
    notes.push(`Ing rules: Black gives ${decimal(rules.komi)} points of komi, and an equal count is a win for Black.`);
  } else if (rules.tieToBlack) {
    notes.push("An equal count is a win for Black.");
  }
  if (score.seki.length) notes.push(`Seki (雙活): ${score.seki.length} point${score.seki.length === 1 ? "" : "s"} shared, counted for nobody.`);
  if (score.dame.length) {
    const split = score.scoring === "area" ? " (area counting splits them)" : "";
    notes.push(`Dame: ${score.dame.length} neutral point${score.dame.length === 1 ? "" : "s"}${split}.`);
  }
  return { headline, points, stones, notes };
}

/** The end of a game that is not counted: resignation or a long cycle. */
export function endText(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    // "B+R": White resigned.
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${colorName(other(winner))} resigned: ${colorName(winner)} wins (${result ?? "R"}).`;
  }
  if (endReason === "cycle") {
    return `No result: the whole-board position repeated in a long cycle (triple ko or similar). Under ${RULES_LABELS[rules]} rules the game ends with no winner (${result ?? "Void"}).`;
  }
  return result ? `The game is over (${result}).` : "The game is over.";
}
