// The review's arithmetic: each move's points lost, how hard its position was, and a
// side's accuracy over a game. Pure functions of the network's search's numbers, with
// no import, so that the review (graph.ts), the package-level test
// (tests/js/review.test.mjs) and the check against KataGo (bench/review-katago.mjs) use
// this one file.
//
// Signs: every analysis gives its leads for the side to move in its position. A move is
// played by the side to move before it; after it the other side is to move. So the
// mover's lead before the move is the first position's `scoreLead` as it stands, and
// its lead after the move is minus the second position's `scoreLead`.

/** A candidate move of an analysis: its lead for the side to move, and its policy prior. */
export interface Candidate {
  scoreLead?: number | null;
  prior: number;
}

/**
 * The points a move lost: the mover's lead before it less the mover's lead after it.
 * `before` is the lead for the side to move before the move (the mover), `after` the
 * lead for the side to move after it (the opponent); null if either is unknown.
 * Positive: the move lost points; negative: it gained (the search underrated it).
 */
export function pointsLost(before: number | null | undefined, after: number | null | undefined): number | null {
  if (before == null || after == null) return null;
  return before + after;
}

/**
 * How hard a position was, 0 to 1, in the manner of KaTrain (Sander Land's trainer for
 * KataGo, whose game report weighs each move's loss by it): the mean of the visited
 * candidates' own losses against the position's lead (none counted below 0), each
 * weighted by its policy prior; capped at 1. A position where the moves the network
 * likes all keep the lead is easy (0); one where likely-looking moves lose is hard.
 */
export function complexity(lead: number | null | undefined, candidates: readonly Candidate[]): number {
  if (lead == null) return 0;
  let lost = 0;
  let priors = 0;
  for (const c of candidates) {
    if (c.scoreLead == null) continue;
    lost += Math.max(0, lead - c.scoreLead) * c.prior;
    priors += c.prior;
  }
  return priors > 0 ? Math.min(1, lost / priors) : 0;
}

/**
 * A move's weight in its side's accuracy: the position's complexity, or a quarter of
 * the points lost if that is more (a big mistake counts in full even in an easy
 * position), kept between 0.05 and 1 (an easy move counts a little).
 */
export function moveWeight(lost: number, hard: number): number {
  return Math.min(1, Math.max(0.05, hard, Math.max(0, lost) / 4));
}

/**
 * A side's accuracy over its moves, 0 to 100, in KaTrain's manner: the mean of the
 * points each move lost (gains count as 0), weighted by `moveWeight`, turned into a
 * percentage that falls by a quarter for each point of that mean
 * (100 × 0.75^mean): 100 for no loss, 75 for a point a move, 32 for four. Null with
 * no move known.
 */
export function accuracy(moves: readonly { lost: number; complexity: number }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const m of moves) {
    const w = moveWeight(m.lost, m.complexity);
    sum += Math.max(0, m.lost) * w;
    weights += w;
  }
  return weights > 0 ? 100 * 0.75 ** (sum / weights) : null;
}
