// A `Game` is disposable (`using game = new Game()`, or `game[Symbol.dispose]()`),
// and the generated class says so with `[Symbol.dispose](): void`. TypeScript's
// libraries declare `Symbol.dispose` only from esnext (ES2025's explicit resource
// management), so a strict consumer on lib es2022 would get TS2550 inside this
// package; declaring it here, as @types/node does, compiles under both.
declare global {
  interface SymbolConstructor {
    readonly dispose: unique symbol;
  }
}

/** A point: `[x, y]`, x the column from the left, y the row from the top, from 0. */
export type Vertex = [number, number];
/** `"black"` or `"white"`. */
export type Player = "black" | "white";
/** The rule presets. */
export type RulesName = "chinese" | "japanese" | "korean" | "ing" | "aga" | "new-zealand" | "tromp-taylor";
/** Why a move is illegal. */
export type IllegalReason = "occupied" | "suicide" | "ko" | "superko" | "out-of-bounds" | "game-over";

/** Options for `new Game()`. Every field is optional. */
export interface GameOptions {
  /** Side of a square board, 2–25. Default 19. */
  size?: number;
  /** Columns, for a rectangular board (2–25); defaults to `size`. */
  width?: number;
  /** Rows, for a rectangular board (2–25); defaults to `size`. */
  height?: number;
  /** Rule preset. Default `"chinese"`. */
  rules?: RulesName;
  /** Komi for White: a whole or half number. Default: the preset's. */
  komi?: number;
  /** Handicap: a number of stones on the standard points (2–9), or the points. White moves first. */
  handicap?: number | Vertex[];
  /** Override the preset's repetition rule. */
  ko?: "simple" | "positional" | "situational";
  /** Override: allow multi-stone suicide. Single-stone suicide is always refused. */
  suicide?: boolean;
  /** Override the counting method. */
  scoring?: "area" | "territory";
  /** Override the area-counting compensation for handicap stones. */
  handicapCompensation?: "none" | "n-1" | "n";
  /**
   * Under simple ko, the game ends with no result when a whole-board position occurs
   * for this many times with the same player to move: 2–1000, default 3 (the cycle
   * played round twice); 2 ends it at the first repetition.
   */
  repetitionLimit?: number;
}

/** The rules a game is played under, after the preset and overrides. */
export interface RuleSet {
  name: RulesName;
  ko: "simple" | "positional" | "situational";
  suicide: boolean;
  scoring: "area" | "territory";
  komi: number;
  tieToBlack: boolean;
  splitDame: boolean;
  handicapCompensation: "none" | "n-1" | "n";
  repetitionLimit: number;
}

/** The current position repeats an earlier one: see `Game.repetition`. */
export interface Repetition {
  /** The move after which the position first arose (0: the start, or the last setup). */
  repeatsMove: number;
  /** How many times the position has occurred, this time included (2 or more). */
  count: number;
}

/** Every refused call throws this: an `Error` named "TengenError" with a stable `code`. */
export interface TengenError extends Error {
  name: "TengenError";
  code:
    | IllegalReason
    | "invalid-coordinate"
    | "invalid-options"
    | "invalid-size"
    | "invalid-rules"
    | "invalid-komi"
    | "invalid-handicap"
    | "invalid-argument"
    | "not-a-stone"
    /** A call on an object after its `free()` (or `Symbol.dispose`). */
    | "freed"
    /** `BotWorker`: a call pending when `terminate()` was called, or made after it. */
    | "terminated"
    /** `BotWorker`: its worker failed to start, threw or exited. */
    | "worker-failed"
    | "sgf-syntax"
    | "sgf-not-sgf"
    | "sgf-board-size"
    | "sgf-too-large"
    | "sgf-illegal-move"
    | "sgf-point"
    | "sgf-illegal-setup";
  /** For `"superko"`: the move number after which the repeated position arose (0 = start). */
  repeatsMove?: number;
  /** For `"superko"`: that move's point, or null for the start or a pass. */
  repeatsAt?: Vertex | null;
  /** For `playMany`: the entry that was refused. */
  index?: number;
  /** For `"sgf-syntax"`: where, from 1 (the column counts characters). */
  line?: number;
  column?: number;
  /** For `"sgf-illegal-move"`, `"sgf-point"`, `"sgf-illegal-setup"`: moves from the root to the node (the first is 1), the node's path (child indices from the root) and the rules' reason. */
  moveNumber?: number;
  path?: number[];
  reason?: string | null;
}

/** What `play` did. */
export interface PlayResult {
  /** The stones removed, as `[x, y]`. */
  captured: Vertex[];
}

/** A chain (a group of connected stones). */
export interface Chain {
  color: Player;
  stones: Vertex[];
  liberties: Vertex[];
}

/** A move in the record: `point` is null for a pass. */
export interface MoveRecord {
  color: Player;
  point: Vertex | null;
}

/** Why a move is illegal, in words and with the earlier move a superko repeats. */
export interface IllegalMoveInfo {
  code: IllegalReason;
  message: string;
  /** For `"superko"`: the move number after which the repeated position arose (0 = start). */
  repeatsMove?: number;
  /** For `"superko"`: that move's point, or null for the start or a pass. */
  repeatsAt?: Vertex | null;
}

/** The count in stones (子), for area counting. */
export interface StonesResult {
  black: number;
  white: number;
  /** Black wins with more than this: 184.25 on 19×19 with komi 7.5. */
  threshold: number;
  /** The smallest whole count that wins for Black: 185 on 19×19 with komi 7.5. */
  needed: number;
  /** Black's margin in stones: half the margin in points (4.5 points = 2.25 stones). */
  margin: number;
}

/** The outcome of `game.score()`. */
export interface Score {
  scoring: "area" | "territory";
  /** Black's points before komi (area, or territory plus prisoners). */
  black: number;
  /** White's points before komi and handicap compensation. */
  white: number;
  komi: number;
  handicapCompensation: number;
  /** black − white − komi − handicapCompensation: positive when Black leads. */
  margin: number;
  winner: "black" | "white" | "draw" | "no-result";
  /** SGF RE form: "B+2.5", "W+0.5", "0", "Void". */
  result: string;
  /** Owner of every point, row-major: 1 Black, −1 White, 0 nobody. */
  ownership: Int8Array;
  /** Empty points counted (area or territory) for each side. */
  territory: { black: number; white: number };
  /** Living stones after removing the dead. */
  stones: { black: number; white: number };
  /** Prisoners the count used (territory counting: captures plus dead stones). */
  prisoners: { black: number; white: number };
  dame: Vertex[];
  seki: Vertex[];
  /** Every dead stone, whole chains. */
  dead: Vertex[];
  /** For area counting, the count in stones (子); null for territory counting. */
  areaStones: StonesResult | null;
}

/** Options of `guessDead`, `ownership` and `lifeStatus`. */
export interface LifeOptions {
  /**
   * A network of `Net.load()`: its ownership (the mean of its 8 symmetries) instead of
   * playouts. For `guessDead`, the game (without its closing passes) is read with each
   * side to move, and a chain is dead when its mean ownership, in the reading with its
   * opponent to move, is below −0.4 for its colour; Benson's unconditional life and the
   * seki of the playouts are kept. `guessDead` takes it in either module, `ownership`
   * in the full module (elsewhere, `net.evaluate(game, { symmetry: "all" }).ownership`).
   */
  net?: { readonly info: unknown } | null;
  /**
   * With `net`, `guessDead` only: a search of this many visits (a whole number from 1)
   * from each of the two positions instead of one reading each, a chain dead when its
   * mean ownership over the search leans to the other side. Slower (two searches) and
   * closer to how a strong player counts: groups whose fate takes a few moves to read
   * (a one-eyed group in a race, a false eye) are read out. Refused with
   * `invalid-options` when not a whole number from 1 to 10,000,000.
   */
  visits?: number;
  /** Playouts to average, from 1 to 100000 (default 100): more are steadier and slower. */
  playouts?: number;
  /** Seed of the playouts' random numbers, a whole number (default fixed): equal options give equal answers. */
  seed?: number;
}

/** Options for `new Bot()` and `new BotWorker()`. Every field is optional. */
export interface BotOptions {
  /** 1 (a beginner) to 10 (full strength at the budget; the default): lower levels think with a share of the budget. */
  level?: number;
  /** Playouts per move, 1–100,000,000. Default 10,000 when `timeMs` is not given; with it, the first reached ends the search. */
  playouts?: number;
  /** Milliseconds per move, 1–3,600,000. */
  timeMs?: number;
  /** Seed of the random numbers, a whole number from 0 to 2^53 (default 1): the same seed, budget and calls give the same moves. */
  seed?: number;
  /** Resign when clearly lost over several moves. Default true. */
  resign?: boolean;
  /** The search tree's memory bound in megabytes, 1–4096. Default 64 (256 for the network's search). */
  memoryMb?: number;
  /**
   * The full module only (`tengen/full`; the core module's Bot refuses it): the network
   * to search with on 7×7 to 19×19 boards (elsewhere the playouts answer). For `Bot`, a
   * `Net` of `Net.load()`; for `BotWorker`, `"builtin"`, the absolute URL of a model
   * (`.bin` or `.bin.gz`) or its bytes, loaded in the worker on the first search.
   * null: the playout search.
   */
  net?: { readonly info: unknown } | string | ArrayBuffer | Uint8Array | null;
  /** The full module only: the network's search's visits per move, 1–10,000,000 (default 200 when `timeMs` is not given). */
  visits?: number;
}

/** A budget for one call, replacing the bot's own: playouts, milliseconds, or both (the first reached ends the search); `visits` for the network's search (the full module). */
export interface BotBudget {
  playouts?: number;
  timeMs?: number;
  visits?: number;
}

/** The bot's move, not played. */
export interface BotMove {
  /** The point to play, or null to pass (and with `resign`). */
  point: Vertex | null;
  /** The bot resigns. */
  resign: boolean;
  /** The chance of winning for the side to move, from the search (0 to 1). */
  winrate: number;
  /** The full module: the side to move's expected lead in points (null from the playout search). */
  scoreLead?: number | null;
  /** The full module: visits of the root (with those the tree kept from earlier searches). */
  visits?: number;
  /** Playouts the search ran (the network's search: its visits). */
  playouts: number;
  /** Milliseconds it took. */
  ms: number;
  /** The full module: the search that answered. */
  engine?: "net" | "playouts";
}

/** One candidate move of an analysis. */
export interface AnalysisMove {
  /** The move, or null for a pass. */
  point: Vertex | null;
  /** Simulations through it. */
  visits: number;
  /** The mover's chance of winning by it (0 to 1). */
  winrate: number;
  /** The full module: the mover's expected lead after it, in points (null from the playout search). */
  scoreLead?: number | null;
  /** The prior knowledge's chance for it (0 to 1); the network's policy. */
  prior: number;
  /** The expected continuation, this move first (null for a pass). */
  pv: (Vertex | null)[];
}

/** What the search thinks of a position. */
export interface Analysis {
  /** The chance of winning for the side to move (0 to 1). */
  winrate: number;
  /** The full module: the side to move's expected lead in points (null from the playout search). */
  scoreLead?: number | null;
  /** The full module: visits of the root. */
  visits?: number;
  playouts: number;
  ms: number;
  /** The candidates, most visited first. */
  moves: AnalysisMove[];
  /** The expected final owner of each point, row-major, from −1 (White) to 1 (Black): `width × height` values. */
  ownership: number[];
  /** The full module: the search that answered. */
  engine?: "net" | "playouts";
}
