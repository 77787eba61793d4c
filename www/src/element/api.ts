// The public types of <tengen-board>: what the README documents of its properties,
// methods and events. The element implements `TengenBoardApi` and fires each event with
// the detail declared here, so the compiler holds the element to these types; the
// package's board.d.ts is this file (scripts/build-board.mjs copies it, with the class
// declaration and its typed addEventListener after it). Types only: this file must stay
// valid as a declaration file.
import type { Analysis, Game, GameTree, IllegalMoveInfo, MoveRecord, Player, Repetition, RulesName, Score, ShapeTerm, Vertex } from "tengen";

/** The `thinking` event's detail: the computer starts thinking, or ends with its move (`point` null: a pass, a resignation, or stopped by an undo or a new game). */
export interface ThinkingDetail {
  state: "start" | "end";
  point: Vertex | null;
  /** At the start: the longest it will think, in milliseconds. */
  timeMs?: number;
}

/**
 * The `loading` event's detail (issue 30): the computer's network loading on its first
 * use (`progress`: bytes so far, and in all when known), loaded (`done`), or not
 * loaded (`failed`, with why: the playout search plays instead).
 */
export interface LoadingDetail {
  state: "progress" | "done" | "failed";
  loaded: number;
  total: number | null;
  message?: string;
}

/** The `seek` event's detail (`show-winrate`, in a game): the move of the graph clicked, for the host to show. */
export interface SeekDetail {
  moveNumber: number;
}

/** A move of a review (`el.review()`): one that lost much, and the move the computer preferred. */
export interface ReviewItem {
  /** The move's number in the line (from 1), and who played it. */
  moveNumber: number;
  color: Player;
  /** The move played (null: a pass), and the one the computer prefers in the position before it. */
  played: Vertex | null;
  preferred: Vertex | null;
  /** The mover's chance by the preferred move (0 to 1), and the chance the move played lost by the graph. */
  preferredWinrate: number;
  lost: number;
  /**
   * The points the move lost: the mover's score lead before it less the mover's lead
   * after it, from the network's search (null when the playout search read the game:
   * boards the network does not serve, or no network).
   */
  pointsLost: number | null;
  /** The mover's lead in points by the preferred move (null from the playout search). */
  preferredLead: number | null;
  /** The network's expected continuation from the preferred move, that move first (null: a pass); empty from the playout search. */
  pv: (Vertex | null)[];
}

/**
 * What `el.review()` gives: the moves that lost the most (an array of `ReviewItem`,
 * worst first), with the game's figures beside them.
 */
export interface Review extends Array<ReviewItem> {
  /** Each move's points lost (index 0: move 1); null where unknown (the playout search, a move that ended the game). */
  pointsLost: (number | null)[];
  /**
   * Each side's accuracy, 0 to 100, in the manner of KaTrain: the mean of its moves'
   * points lost, each weighted by how hard its position was, as 100 × 0.75^mean (null:
   * no points lost known).
   */
  accuracy: { black: number | null; white: number | null };
}

/**
 * The options of `el.toSvg()` (and `el.toPng()`): `coordinates` on the edges (default
 * false); `numbers` "none" (the position, the default), "all" (the moves from the first,
 * or from the record's last FG figure, to the current node) or `[from, to]` (those moves
 * of the line through the current node); `region` (default: the part of the board the
 * element shows, a record's VW or a problem's crop, else all of it) "full", "auto" (the
 * stones' area with a margin, to the edges near it) or two corners `[[x, y], [x, y]]`;
 * `theme` (default: the element's).
 */
export interface DiagramOptions {
  coordinates?: boolean;
  numbers?: "none" | "all" | [number, number];
  region?: "full" | "auto" | [Vertex, Vertex];
  theme?: "wood" | "plain" | "high-contrast" | "dark";
}

/** The options of `el.toPng()`: those of `toSvg`, and `scale`, pixels per SVG unit (default 2). */
export interface PngOptions extends DiagramOptions {
  scale?: number;
}

/** `play` (both sides), `replay` (browse a record) or `problem` (solve it). */
export type BoardMode = "play" | "replay" | "problem";

/** The settings of a new game (`newGame`, `showGame`, `state.settings`). */
export interface BoardSettings {
  size: number;
  rules: RulesName;
  komi: number;
  /** 0 for an even game, else 2–9 stones on the standard points. */
  handicap: number;
}

/**
 * The board's state, as `el.state` and the `change` and `pointer` events give it (read
 * it, do not change it). Points on the board are `[x, y]`; an index is `y * width + x`.
 */
export interface TengenBoardState {
  readonly settings: BoardSettings;
  /** The game shown (the element's own: do not free it). */
  readonly game: Game;
  readonly width: number;
  readonly height: number;
  /** The position, row-major: 1 black, −1 white, 0 empty. */
  readonly board: Int8Array;
  /** The legal moves of the side to move, row-major: 1 legal. */
  readonly legal: Uint8Array;
  /** The point a ko forbids now, if any. */
  readonly ko: Vertex | null;
  readonly lastMove: MoveRecord | null;
  readonly turn: Player;
  readonly moveNumber: number;
  /** Stones each side has captured. */
  readonly captures: { readonly black: number; readonly white: number };
  /** How the game ended, once it has. */
  readonly endReason: "passes" | "resignation" | "cycle" | null;
  /** The result as SGF's `RE` (`B+R`, `W+3.5`, `0`, `Void`), once the game has ended. */
  readonly result: string | null;
  /** `play`; `counting` after two passes (a click marks a chain dead or alive); `over`. */
  readonly mode: "play" | "counting" | "over";
  /** Under simple ko, the position repeats an earlier one (`el.endNoResult()` ends the game). */
  readonly repetition: Repetition | null;
  /** While counting: the indices of the stones marked dead. */
  readonly dead: ReadonlySet<number>;
  /** While counting: the count with the stones marked dead. */
  readonly score: Score | null;
  /** The territory estimate shown (`el.showOwnership(true)`), row-major from −1 White to 1 Black. */
  readonly ownership: Float32Array | null;
  /** The index of the point under the pointer, if it is on the board. */
  readonly hover: number | null;
  /** The index of the keyboard cursor. */
  readonly cursor: number;
  /** The indices ringed by `el.highlight()`, or null. */
  readonly highlight: readonly number[] | null;
  /** The last thing the board said, in its live region. */
  readonly message: { readonly text: string; readonly kind: "info" | "error" } | null;
}

/** The `move` event's detail: a move or a pass (`point` null), by a click, a key or a method. */
export interface MoveDetail {
  move: { color: Player; point: Vertex | null };
  moveNumber: number;
  /** The stones the move took off the board. */
  captures: Vertex[];
  /** The shape terms of the move (`game.lastMoveTerms()`), names in five languages. */
  terms: ShapeTerm[];
}

/** The `illegal` event's detail: a move the rules refuse. */
export interface IllegalDetail {
  point: Vertex;
  /** The rules' reason: `occupied`, `suicide`, `ko`, `superko`, … */
  reason: string;
  /** The refusal in the element's language. */
  explanation: string;
  /** The package's explanation (`game.explainIllegal`): the stone just taken for ko, … */
  info: IllegalMoveInfo;
}

/** The `end` event's detail: two passes, a resignation, or a long cycle. */
export interface EndDetail {
  reason: "passes" | "resignation" | "cycle" | null;
  result: string | null;
}

/** The `score` event's detail: the count changed while counting, or `el.score()` was called. */
export interface ScoreDetail {
  score: Score | null;
}

/** The `navigate` event's detail: the record's cursor moved. */
export interface NavigateDetail {
  /** Child indices from the root. */
  path: number[];
  moveNumber: number;
  comment: string | null;
}

/** The `solved` event's detail (problem mode): the last move of the line (null: the record's reply was a pass) and its node. */
export interface SolvedDetail {
  point: Vertex | null;
  path: number[];
  /** A move the record does not have, that the solver proved as good as the best one ("also correct"). */
  proved?: boolean;
  /** The milliseconds since this try began (the problem shown, ↺, `turn` or `answers` changed; an undo does not restart it). */
  ms: number;
  /** The tries decided so far on this record, this one included (↺ starts a try, not the count). */
  attempts: number;
}

/** The `failed` event's detail (problem mode): a move off the record's lines, marked wrong, or a line that ends unsolved. */
export interface FailedDetail extends SolvedDetail {
  /** `refuted`: a move the record does not have, that the solver refuted (its answer played). */
  reason: "not-in-record" | "marked-wrong" | "not-right" | "refuted";
  /** `refuted`: the solver's answer (null: none needed), and the fate it proves for the group in question. */
  reply?: Vertex | null;
  result?: "alive" | "dead" | "seki" | "ko";
}

/** The `change` (after every action) and `pointer` (the pointer or the cursor moved) events' detail. */
export interface StateDetail {
  state: Readonly<TengenBoardState>;
}

/** The detail of each event the element fires (each a `CustomEvent` that bubbles out of the shadow root). */
export interface TengenBoardEventDetails {
  move: MoveDetail;
  illegal: IllegalDetail;
  end: EndDetail;
  score: ScoreDetail;
  navigate: NavigateDetail;
  solved: SolvedDetail;
  failed: FailedDetail;
  change: StateDetail;
  pointer: StateDetail;
  /** The computer starts or ends thinking (`opponent="computer"`). */
  thinking: ThinkingDetail;
  /** The computer's network loads, is loaded, or failed to load (on its first use: a move of the computer, a hint, the territory view). */
  loading: LoadingDetail;
  /** The winrate graph was clicked in a game (not a record): the move to show. */
  seek: SeekDetail;
  /** The editor (`edit`) changed the record: a move, setup, marks, a comment, a branch, an undo. */
  edit: EditDetail;
}

/** `edit`: the path of the node shown after the edit. */
export interface EditDetail {
  path: number[];
}

/**
 * The attributes that make the computer an opponent (all live): `opponent` "computer"
 * (else "person", the default), `level` 1–10 (default 1), `computer` the colour it plays
 * (default "white"), `playouts` a cap on its playouts per move (it thinks at most 3 s).
 */
export interface TengenBoardComputerAttributes {
  opponent?: "person" | "computer";
  level?: `${number}`;
  computer?: "black" | "white";
  playouts?: `${number}`;
}

/** The events of an element, for `addEventListener`: an HTMLElement's, and its own `CustomEvent`s. */
export type TengenBoardEventMap = Omit<HTMLElementEventMap, keyof TengenBoardEventDetails> & {
  [K in keyof TengenBoardEventDetails]: CustomEvent<TengenBoardEventDetails[K]>;
};

/** What `said` may be: a text, or a function of the new state that makes it. */
export type Said = string | ((state: Readonly<TengenBoardState>) => string);

/** The properties and methods of `<tengen-board>`. */
export interface TengenBoardApi {
  /** The game shown (the element's own: read it, do not free it); null before the element is connected. */
  readonly game: Game | null;
  /**
   * The record (`GameTree`) when the element shows one (`sgf`, `src`, `edit`), else null.
   * With `edit`, it is the full module's (`tengen/full`), with the editing methods.
   */
  readonly tree: GameTree | null;
  readonly mode: BoardMode;
  /** The board's state; null before the element is connected. */
  readonly state: Readonly<TengenBoardState> | null;
  /** The board's canvas (its `data-grid="originX originY cell"` aims at points). */
  readonly canvas: HTMLCanvasElement | null;
  /** Plays at (x, y) for the side to move, as a click would; while counting, marks a chain dead or alive. True if played. */
  play(x: number, y: number): boolean;
  /** Passes, as P does. True if passed. */
  pass(): boolean;
  /** Takes back the last move, as U does (in a record: back one node). True if done. */
  undo(): boolean;
  /** To the record's node at `path` (child indices from the root). True if it moved. */
  goTo(path: number[]): boolean;
  /** The count of the position (with the chains marked dead while counting), as `game.score()`; fires `score`. */
  score(): Score | null;
  /** Rings the points (a step of a count, a shape); null clears. */
  highlight(points: readonly Vertex[] | null): void;
  /**
   * The host's own drawing layer, over the record's marks: `marks` (`[x, y, kind]`,
   * kind circle, square, triangle, cross or selected), `labels` (`[x, y, text]`),
   * `arrows` and `lines` (`[from, to]`), `heatmap` (one number per point, row by row,
   * −1 white to 1 black, drawn as shading) and `dim`. It stays until replaced;
   * `draw(null)` clears it.
   */
  draw(layer: DrawInput | null): void;
  /**
   * The computer's analysis of the position for the side to move (the package's
   * `Analysis`), from a short search (default 800 ms) in the page's one worker; its three
   * best moves are marked on the board with their winrates, the best one solid, until the
   * position changes. Null when there is no move to make (counting, the game over).
   */
  hint(budget?: { timeMs?: number; playouts?: number; visits?: number }): Promise<Analysis | null>;
  /** While the computer thinks (`opponent="computer"`): it plays its best move so far at once. */
  playNow(): void;
  /**
   * A review of the line shown (the winrate graph shows, computed first). With the
   * network: every move's points lost (`pointsLost`), the moves that lost the most (at
   * most five, a point or more, largest first), each with the move the computer
   * preferred and its expected continuation, and each side's `accuracy`. With the
   * playout search: the moves whose mover's chance fell most (at most three).
   * `showReview(item)` marks one on the board (in a record, at the position before
   * it): the move played ✗, the expected continuation numbered from 1 (the move
   * preferred), the mover's moves solid discs and the other side's pale (with the
   * playout search, no line: the move preferred, a solid disc with its winrate); null
   * clears.
   */
  review(): Promise<Review>;
  showReview(item: ReviewItem | null): void;
  /** Reads the CSS custom properties again, after a page changed them. */
  refreshStyle(): void;
  /**
   * The board as a standalone SVG picture (a diagram that prints sharply): the position
   * and the current node's marks, or its moves numbered as in a book, those played on a
   * point already taken listed under it ("7 at 3"). Rejects bad options with an error
   * whose `code` is `invalid-options`.
   */
  toSvg(options?: DiagramOptions): Promise<string>;
  /** The same picture as a PNG `Blob`. */
  toPng(options?: PngOptions): Promise<Blob>;
  /** The side to move resigns. */
  resign(): void;
  /** After two passes: back to play. */
  resume(): void;
  /** While the position repeats (`state.repetition`): the game ends with no result. */
  endNoResult(): void;
  /** While counting: marks the stones the engine finds dead. */
  suggestDead(): void;
  /** Shades every point with the engine's territory estimate, or stops. */
  showOwnership(on: boolean): void;
  /** A new game (the attributes follow; a record shown is closed): the package's refusal in words, or null. */
  newGame(settings: BoardSettings): string | null;
  /** Shows `game` (the element then owns and frees it) as a game of `settings`, and says `said` in its live region. */
  showGame(game: Game, settings: BoardSettings, said?: Said): void;
  /** Redraws after `el.game` was changed from outside, and says `said` in the live region. */
  refresh(said?: Said, kind?: "info" | "error"): void;
}

/** What `el.draw` takes: the host's marks, labels, arrows, lines, heatmap and dimmed points. */
export interface DrawInput {
  /** `[x, y, kind]`: a circle, square, triangle, cross or selected point. */
  marks?: [number, number, "circle" | "square" | "triangle" | "cross" | "selected"][];
  /** `[x, y, text]` */
  labels?: [number, number, string][];
  /** `[from, to]` */
  arrows?: [Vertex, Vertex][];
  lines?: [Vertex, Vertex][];
  /** One number per point, row by row from the top left, −1 (white) to 1 (black), drawn as shading. */
  heatmap?: ArrayLike<number>;
  /** Points washed out. */
  dim?: Vertex[];
}
