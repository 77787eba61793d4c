/** What becomes of the target group: `"ko"` when it depends on ko threats. */
export type SolveFate = "alive" | "dead" | "seki" | "ko";

/** Options of `game.solve`, `game.solveTree` and `checkProblem`. Every field is optional. */
export interface SolveOptions {
  /** A stone of the group in question; default: the unsettled group with the smallest enclosure. */
  target?: Vertex;
  /** The side to move's aim; default: `"live"` for its own group, `"kill"` for the opponent's. */
  goal?: "kill" | "live";
  /** The points where stones may be played (1–64 empty ones); default: the empty points the group's wall encloses. */
  region?: Vertex[];
  /** Time for the whole solve, in milliseconds; past it what is not proved is `"unknown"`. */
  timeMs?: number;
  /** Search nodes for the whole solve; past them what is not proved is `"unknown"`. */
  maxNodes?: number;
  /** The transposition table's size in MB, 1–1024 (default 64). */
  tableMb?: number;
  /** Whether to prove every first move's result too (default true); `false` gives the result and the best move only, in less time (`moves` is then empty). `solveTree` and `checkProblem` always prove every first move. */
  moves?: boolean;
  /**
   * Close the position by a frame first: the stones around the target kept in their box,
   * the rest of the board cleared, and a wall of the attacker's colour around the box
   * (its stones outside the proof; the frame assumes the attacker holds the outside).
   * `true` always, `false` never; by default, when no `region` is given and the group's
   * enclosure is too large to prove (an open corner or side problem). A frame that does
   * not fit is refused as a problem that cannot be posed (`invalid-options`).
   */
  frame?: boolean;
}

/** A ko: who must find the first ko threat (the other takes the ko first), and the approach moves they need besides (0: a direct ko; null: not proved in the budget). */
export interface SolveKo {
  threatsFirst: Player;
  approach: number | null;
}

/** A first move and its proved result (`null`: not proved within the budget). */
export interface SolveMove {
  /** The point; null for a pass (a move elsewhere). */
  point: Vertex | null;
  result: SolveFate | null;
  ko: SolveKo | null;
}

/** The answer of `game.solve`. */
export interface SolveResult {
  /** `"unknown"`: not proved within the budget (`result` is then null): never a guess. */
  status: "proved" | "unknown";
  /** The target's fate with the side to move playing first. */
  result: SolveFate | null;
  ko: SolveKo | null;
  /** A stone of the target group. */
  target: Vertex;
  goal: "kill" | "live";
  /** The side to move's best first move; null when no move is needed (a pass does as well), none helps, or the result is unknown. */
  best: Vertex | null;
  /** Every legal first move in the region, and the pass (`point: null`), each with its own result. */
  moves: SolveMove[];
  /** The empty points of the region solved. */
  region: Vertex[];
  /** Search nodes visited. */
  nodes: number;
  /** Time taken, in milliseconds. */
  ms: number;
  /** The position was closed by a frame (`frame`): the result is the framed position's, `region` the box's empty points. */
  framed: boolean;
}

/** One finding of `checkProblem`. */
export interface ProblemFinding {
  /**
   * `"correct-refuted"`: a branch marked correct that a proof refutes;
   * `"wrong-works"`: a branch marked wrong that reaches the best result;
   * `"no-refutation"`: a wrong first move in the region the record does not answer;
   * `"no-result"`: the record marks no branch correct (the proved result, and in
   * `point` the best first move); `"unknown"`: a result not proved within the budget.
   */
  kind: "correct-refuted" | "wrong-works" | "no-refutation" | "no-result" | "unknown";
  /** The record's branch: the index of the first move among the root's children; null if the record has none. */
  branch: number | null;
  /** The first move (null: a pass, or none). */
  point: Vertex | null;
  /** Its proved result (the problem's, for `"no-result"`). */
  result: SolveFate | null;
  ko: SolveKo | null;
  /** The answer that refutes the move, where there is one. */
  reply: Vertex | null;
  /** In words. */
  message: string;
}
