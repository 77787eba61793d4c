// All mutable state of one board, in one object. The game itself lives in the wasm
// `Game`; after each action the board copies what it draws into a snapshot, with one
// call per array (board, legal moves) rather than one per point.
import { Game, starPoints, toGtp } from "tengen";
import type { NamedMove, Texts } from "../text.ts";
import type { Layer, Painter } from "./overlay.ts";
import type { Chain, Index, Layout, Message, Mode, MoveRecord, Player, Repetition, RuleSet, Score, Settings, Vertex } from "../types.ts";
import { computeLayout, type View } from "./layout.ts";

export interface BoardState {
  settings: Settings;
  game: Game;
  /** The rules the game is played under (read once: they do not change). */
  rules: RuleSet;
  texts: Texts;
  width: number;
  height: number;
  stars: Vertex[];
  /** Column letters (A–Z without I) and row numbers (from the bottom), for the edges. */
  columnLabels: string[];
  rowLabels: string[];

  // Snapshot of the game, refreshed by `refresh()` after every action.
  board: Int8Array;
  legal: Uint8Array;
  ko: Vertex | null;
  lastMove: MoveRecord | null;
  turn: Player;
  moveNumber: number;
  captures: { black: number; white: number };
  endReason: "passes" | "resignation" | "cycle" | null;
  result: string | null;
  mode: Mode;
  /**
   * Under simple ko, the position repeats an earlier one: the game ends with no result
   * at the rules' repetition limit, or when the players agree (`endNoResult`). Null
   * otherwise, and under superko (where only passes repeat a position).
   */
  repetition: Repetition | null;

  /** Counting: every stone marked dead (whole chains), and the count with them. */
  dead: Set<Index>;
  score: Score | null;
  /** Counting: the engine's guess of the dead stones has been marked for this count. */
  guessed: boolean;
  /** The territory estimate (`game.ownership()`, Black positive) while it is shown, else null. */
  ownership: Float32Array | null;
  /** Whether the territory estimate is shown, in every mode. */
  showOwnership: boolean;

  /** The point under the pointer, if it is on the board. */
  hover: Index | null;
  /** A finger is down: the point it aims at is also shown by lines, as the finger hides it. */
  touching: boolean;
  /** The chain under `hover` or the cursor, fetched once per point. */
  chainCache: Map<Index, Chain | null>;
  /** Keyboard cursor, and whether to draw it (the board has keyboard focus). */
  cursor: Index;
  showCursor: boolean;

  /** The last thing the board said: the outcome of the last action. */
  message: Message | null;
  /** Points the page asked to ring (a step of a count being explained), or null. */
  highlight: Index[] | null;
  /** Where the grid sits on the canvas, for this canvas size and board size. */
  layout: Layout;
  /** The part of the board shown alone (a record's `VW`), or null: all of it (kept across positions of one size). */
  view: View | null;
  /** How the board looks: colours, font, coordinates, liberties (kept across games). */
  look: Look;
  /** Marks on points: right and wrong answers, and a record's markup (cleared by a new game). */
  marks: Mark[];
  /** The drawing layers over the stones: the record's markup beyond point marks, and the host's (`el.draw`). */
  layers: { record: Layer | null; host: Layer | null; paint: Painter | null };
}

/**
 * How a board looks. A colour left null keeps the drawn default (the wood, the shaded
 * stones). An embedder (the `<tengen-board>` element) fills it from CSS custom properties.
 */
export interface Look {
  /** The coordinates on the four edges. */
  coordinates: boolean;
  /** The liberties of the chain under the pointer or cursor, and the translucent stone. */
  liberties: boolean;
  /** The liberty count written on every chain, all the time. */
  libertyCounts: boolean;
  board: string | null;
  black: string | null;
  white: string | null;
  line: string | null;
  font: string | null;
  /**
   * A theme's (element/themes.ts): how it draws a stone (flat, with its outline) on a
   * sprite, centred at (c, c), and the grid's width as a multiple of the default.
   */
  stone?: StonePainter | null;
  lineScale?: number;
}

/** Paints a stone of radius `radius` centred at (c, c) of `g`, at `dpr` device pixels per CSS pixel. */
export type StonePainter = (g: CanvasRenderingContext2D, black: boolean, c: number, radius: number, dpr: number) => void;

export const defaultLook = (): Look => ({
  coordinates: true,
  liberties: true,
  libertyCounts: false,
  board: null,
  black: null,
  white: null,
  line: null,
  font: null,
});

/**
 * A mark on a point: `right`/`wrong` answers, SGF markup, or a hint (a move the computer
 * suggests, `best` the one it prefers); `label` and `hint` carry `text`.
 */
export interface Mark {
  point: Vertex;
  kind: "right" | "wrong" | "triangle" | "square" | "circle" | "cross" | "label" | "hint";
  text?: string;
  best?: boolean;
}

export function makeGame(settings: Settings): Game {
  const options: ConstructorParameters<typeof Game>[0] = {
    size: settings.size,
    rules: settings.rules,
    komi: settings.komi,
  };
  if (settings.handicap >= 2) options.handicap = settings.handicap;
  return new Game(options);
}

/**
 * A state for a new game, on a canvas of the size `previous` had (if any). Throws the
 * package's error if the settings are refused. `game`: a game to show instead of a new
 * one (a position of a record), which the state then owns.
 */
export function createState(settings: Settings, texts: Texts, previous?: BoardState, game: Game = makeGame(settings)): BoardState {
  const width = game.width;
  const height = game.height;
  const columnLabels: string[] = [];
  for (let x = 0; x < width; x++) columnLabels.push(toGtp(x, 0, height).replace(/\d+$/, ""));
  const rowLabels: string[] = [];
  for (let y = 0; y < height; y++) rowLabels.push(toGtp(0, y, height).replace(/^[A-Z]+/, ""));
  const centre = Math.floor(height / 2) * width + Math.floor(width / 2);
  const canvas = previous?.layout ?? { width: 1, height: 1, dpr: 1 };
  const v = previous?.view;
  const view = v && v[2] < width && v[3] < height ? v : null;
  const state: BoardState = {
    settings,
    game,
    rules: game.rules,
    texts,
    width,
    height,
    stars: starPoints(width, height),
    columnLabels,
    rowLabels,
    board: new Int8Array(width * height),
    legal: new Uint8Array(width * height),
    ko: null,
    lastMove: null,
    turn: "black",
    moveNumber: 0,
    captures: { black: 0, white: 0 },
    endReason: null,
    result: null,
    mode: "play",
    repetition: null,
    dead: new Set(),
    guessed: false,
    ownership: null,
    showOwnership: previous?.showOwnership ?? false,
    score: null,
    hover: null,
    touching: false,
    chainCache: new Map(),
    cursor: centre,
    showCursor: previous?.showCursor ?? false,
    message: null,
    highlight: null,
    view,
    layout: computeLayout(width, height, canvas.width, canvas.height, canvas.dpr, previous?.look.coordinates ?? true, view),
    look: previous?.look ?? defaultLook(),
    marks: [],
    layers: { record: null, host: previous?.layers.host ?? null, paint: previous?.layers.paint ?? null },
  };
  refresh(state);
  return state;
}

/** Fits the grid to a canvas of `width`×`height` device pixels; false if nothing changed. */
export function resize(state: BoardState, width: number, height: number, dpr: number): boolean {
  const l = state.layout;
  if (l.width === width && l.height === height && l.dpr === dpr) return false;
  state.layout = computeLayout(state.width, state.height, width, height, dpr, state.look.coordinates, state.view);
  return true;
}

/** Copies the game into the snapshot and works out the mode. Clears the caches. */
export function refresh(state: BoardState): void {
  const g = state.game;
  state.board = g.board();
  state.legal = g.legalMoves();
  state.ko = g.koPoint();
  state.lastMove = g.lastMove;
  state.turn = g.turn;
  state.moveNumber = g.moveNumber;
  state.captures = g.captures;
  state.endReason = g.endReason;
  state.result = g.result;
  state.chainCache.clear();
  const mode: Mode = !g.isOver ? "play" : state.endReason === "passes" ? "counting" : "over";
  if (mode !== "counting") {
    state.dead.clear();
    state.score = null;
    state.guessed = false;
  }
  state.mode = mode;
  state.repetition = mode === "play" && state.rules.ko === "simple" ? g.repetition : null;
  state.ownership = state.showOwnership ? g.ownership() : null;
}

export const indexOf = (state: BoardState, x: number, y: number): Index => y * state.width + x;
export const pointOf = (state: BoardState, i: Index): Vertex => [i % state.width, Math.floor(i / state.width)];

/** The chain through point `i`, or null; cached until the position changes. */
export function chainAt(state: BoardState, i: Index): Chain | null {
  if (state.board[i] === 0) return null;
  let chain = state.chainCache.get(i);
  if (chain === undefined) {
    const [x, y] = pointOf(state, i);
    try {
      chain = state.game.chainAt(x, y);
    } catch {
      chain = null;
    }
    // Every stone of the chain shares the answer.
    if (chain) for (const [sx, sy] of chain.stones) state.chainCache.set(indexOf(state, sx, sy), chain);
    else state.chainCache.set(i, null);
  }
  return chain;
}

/** The GTP name of a point: "Q16". */
export function nameOf(state: BoardState, i: Index): string {
  const [x, y] = pointOf(state, i);
  return (state.columnLabels[x] ?? "?") + (state.rowLabels[y] ?? "?");
}

/** The GTP name of the point (x, y). */
export const nameAt = (state: BoardState, x: number, y: number): string => nameOf(state, indexOf(state, x, y));

/**
 * The name the point (x, y) has of its own, whatever is on it: 天元 (`tengen`), the
 * centre of a board with odd sides, or 星 (`star`), another point the board marks
 * (the package's `starPoints`), else null. As the core's `terms::point_name`.
 */
export function pointKind(state: Pick<BoardState, "width" | "height" | "stars">, x: number, y: number): "tengen" | "star" | null {
  const { width: w, height: h } = state;
  if (w % 2 === 1 && h % 2 === 1 && x === (w - 1) / 2 && y === (h - 1) / 2) return "tengen";
  return state.stars.some(([sx, sy]) => sx === x && sy === y) ? "star" : null;
}

/** A move of the record with its point named, for the texts. */
export const namedMove = (state: BoardState, m: MoveRecord): NamedMove => ({
  color: m.color,
  name: m.point ? nameAt(state, m.point[0], m.point[1]) : null,
});
