// <tengen-board>: the board as a custom element, for pages that embed many small boards
// (lessons, problems, replays) with one <script type="module"> and no build step. It
// wraps the one board implementation (../board/), in a shadow root so that the host
// page's CSS cannot reach it, and keeps the game either on the board itself (a free game)
// or in a `GameTree` (a record given by `sgf` or `src`, browsed, played into, or solved
// as a problem). Every element on a page shares the one instance of the package's
// WebAssembly module. The attributes, properties, events and CSS custom properties are
// documented in the README ("Embed a board").
import { loadTexts } from "tengen";
import type { Analysis, Game, GameTree, IllegalMoveInfo, Lang, RulesName, Score, ShapeTerm, Vertex } from "tengen";
import { Board, type BoardApi, type BoardConfig, type BoardState, type Look } from "../board/index.ts";
import { bestTerms } from "../best.ts";
import { isLang, textsFor, type Words } from "../lang/index.ts";
import { en, type Texts } from "../text.ts";
import type { Settings } from "../types.ts";
import type { BoardMode, DiagramOptions, DrawInput, IllegalDetail, MoveDetail, PngOptions, Review, ReviewItem, Said, TengenBoardApi, TengenBoardEventDetails } from "./api.ts";
import type { Host, RecordView } from "./record.ts";
import type { Doing } from "./computer.ts";

export type { BoardMode, IllegalDetail, MoveDetail };

/** The attributes the element reads; changing any of them updates the board. */
const ATTRIBUTES = [
  "size",
  "rules",
  "komi",
  "handicap",
  "sgf",
  "src",
  "move",
  "path",
  "mode",
  "show-coordinates",
  "show-terms",
  "show-liberties",
  "lang",
  "readonly",
  "theme",
  "opponent",
  "level",
  "computer",
  "playouts",
  "show-winrate",
  "tree",
  "confirm",
  "variations",
  "edit",
  "author",
  "turn",
  "answers",
] as const;

/** What a change of each attribute asks for, from the most work to the least. */
const LOAD = new Set(["size", "rules", "komi", "handicap", "sgf", "src", "mode"]);
/** (A problem's `turn` and `answers`: a new try, problem.ts. Its `crop` is read at each try, not watched.) */
const PLACE = new Set(["move", "path", "author", "turn", "answers"]);
/** The attributes of the computer opponent and its winrate graph (computer.ts). */
const COMPUTER = new Set(["opponent", "level", "computer", "playouts", "show-winrate"]);

const CSS = `
:host{display:block !important;position:relative !important;box-sizing:border-box !important;contain:content;min-width:120px}
:host([hidden]){display:none !important}
.root{color:var(--tengen-text-color, #1d1b16);font:15px/1.45 var(--tengen-font, system-ui, sans-serif);text-align:start}
.frame{position:relative;width:100%;aspect-ratio:var(--tengen-aspect, 1);border-radius:var(--tengen-radius, 4px)}
.caption{margin:4px 0 0;min-height:1.45em;overflow-wrap:anywhere;white-space:pre-line}
.caption:empty{display:none}
.caption .error{color:var(--tengen-error-color, #b3261e)}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
.caption .term{display:inline-block;margin:0 0.3em;padding:0 0.4em;border-radius:0.6em;background:var(--tengen-term-color, rgba(13, 71, 161, 0.12))}
`;

let sheet: CSSStyleSheet | null = null;
/** The tree view's code (treeview.ts), once an element has asked for it. */
let treeView: Promise<typeof import("./treeview.ts")> | null = null;
/** The editor's code (editor.ts), once an element has `edit`. */
let editor: Promise<typeof import("./editor.ts")> | null = null;
/** One constructed style sheet for every element (allowed by a CSP without 'unsafe-inline'). */
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

/** The words of each language, loaded once for every element. */
let words: Promise<Words> | null = null;
const loadWords = (): Promise<Words> => (words ??= loadTexts());
const tables = new Map<Lang, Promise<Texts>>();
function textsOf(lang: Lang): Promise<Texts> {
  let t = tables.get(lang);
  if (!t) {
    t = lang === "en" ? Promise.resolve(en) : loadWords().then((w) => textsFor(lang, w));
    tables.set(lang, t);
  }
  return t;
}

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

/** A number attribute, or undefined when absent or not a number. */
function num(v: string | null): number | undefined {
  if (v === null || v.trim() === "") return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** A boolean attribute: present and not "false". */
const flag = (v: string | null): boolean => v !== null && v !== "false";

export class TengenBoard extends HTMLElement implements TengenBoardApi {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES;
  }

  #root: ShadowRoot;
  #frame: HTMLDivElement;
  #content: HTMLDivElement;
  #caption: HTMLParagraphElement;
  #board: BoardApi | null = null;
  /** The record shown (`sgf`, `src`), from the chunk loaded on first use (record.ts). */
  #record: RecordView | null = null;
  #lang: Lang = "en";
  #texts: Texts = en;
  #mode: BoardMode = "play";
  /** What changed since the last update, coalesced in one microtask. */
  #dirty = new Set<string>();
  #queued = false;
  /** Each load, so a late `src` fetch does not replace a newer record. */
  #loads = 0;
  #observer: ResizeObserver | null = null;
  /** The last game state the events reported, to see ends and counts. */
  #reported = { over: false, score: "" };
  /** The board has just been made from the attributes, with their game. */
  #fresh = false;
  /** Inside an action of the element: the board's changes are reported after its own events. */
  #acting = 0;
  /** Attributes set by the element itself, to follow a game it already made. */
  #quiet = false;
  /** What the element is doing (its own move, undo or new game), for the computer: any other change of the position is browsing. */
  #doing: Doing = null;
  /** The computer's code (hints), once loaded. */
  #computer: typeof import("./computer.ts") | null = null;
  /** The terms line's code, once loaded (`show-terms`). */
  #termsLine: typeof import("./terms.ts") | null = null;
  /** The themes' code, once loaded (a `theme` other than the wood, or forced colours: themes.ts). */
  #themes: typeof import("./themes.ts") | null = null;
  /** A line said under the board (terms, comment, refusal), as nodes. */
  #said: (Node | string)[] = [];
  /** With `edit`: what a click or Enter on a point does (the editor's tool), before anything else. */
  #edit: ((x: number, y: number) => boolean) | null = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open", delegatesFocus: true });
    this.#root.adoptedStyleSheets = [styles()];
    const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] => {
      const e = document.createElement(tag);
      e.className = className;
      parent.appendChild(e);
      return e;
    };
    const root = make("div", "root", this.#root);
    this.#frame = make("div", "frame", root);
    this.#frame.setAttribute("part", "board");
    this.#caption = make("p", "caption", root);
    this.#caption.setAttribute("part", "caption");
    this.#content = root;
  }

  connectedCallback(): void {
    if (!this.#board) {
      const config = (settings: Settings): BoardConfig => ({
        settings,
        texts: this.#texts,
        look: this.#look(),
        // `measure` (read when the element is connected): each redraw after a pointer move
        // as the performance measure `tengen:pointer-redraw`; `measure="raster"` waits for the pixels.
        measure: this.hasAttribute("measure") && (this.getAttribute("measure") === "raster" ? "raster" : true),
        events: {
          change: (state) => this.#changed(state),
          pointer: (state) => {
            this.#pointer(state);
            this.#emit("pointer", { state });
          },
        },
        // `confirm`: "touch" (default), "always" or "never", read at each tap.
        confirm: () => {
          const c = this.getAttribute("confirm");
          return c === "always" || c === "never" ? c : "touch";
        },
        take: {
          activate: (x, y) => (this.#userPlay(x, y), true),
          pass: () => (this.#userMove(() => this.pass(), true), true),
          undo: () => (this.#userMove(() => this.undo()), true),
        },
      });
      try {
        this.#board = Board(this.#frame, config(this.#settings()));
        // The board was made with the attributes' game: the first update keeps it.
        this.#fresh = true;
      } catch {
        // Settings the package refuses (size="100"): an empty 19×19 board, and the
        // first update says why.
        this.#board = Board(this.#frame, config({ size: 19, rules: "chinese", komi: 7.5, handicap: 0 }));
      }
      this.#dirty = new Set(ATTRIBUTES);
    }
    this.#observer ??= new ResizeObserver(() => this.#readLook());
    this.#observer.observe(this);
    this.#update();
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    // Moved elsewhere in the page, the element is connected again at once; removed, it
    // frees its game and its record.
    queueMicrotask(() => {
      if (this.isConnected) return;
      if (this.#board) this.#computer?.leave(this, this.#board);
      this.#board?.destroy();
      this.#board = null;
      this.#closeTree();
    });
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (before === after || this.#quiet) return;
    this.#dirty.add(name);
    if (this.#queued || !this.#board) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#update();
    });
  }

  // ---- The API: properties and methods that mirror the package ----

  /** The game shown (the board's; do not free it). Null before the element is connected. */
  get game(): Game | null {
    return this.#board?.game ?? null;
  }

  /** The record (`GameTree`) when the element shows one (`sgf`, `src`), else null. */
  get tree(): GameTree | null {
    return this.#record?.tree ?? null;
  }

  get mode(): BoardMode {
    return this.#mode;
  }

  /**
   * The board's state (read-only): position, turn, mode, count. The page reads more of
   * it than the package declares (`TengenBoardState`, which this type must satisfy).
   */
  get state(): Readonly<BoardState> | null {
    return this.#board?.state ?? null;
  }

  /** Plays at (x, y) for the side to move, as a click would (readonly does not stop the API). True if played. */
  play(x: number, y: number): boolean {
    return this.#as("move", () => this.#act(() => (this.#mode === "problem" ? (this.#record?.solve(x, y) ?? false) : this.#playMove(x, y))));
  }

  /** Runs `f` as `doing` (what the computer is told the element does meanwhile). */
  #as<T>(doing: Doing, f: () => T): T {
    const before = this.#doing;
    this.#doing = doing;
    try {
      return f();
    } finally {
      this.#doing = before;
    }
  }

  /** Passes for the side to move. True if passed. */
  pass(): boolean {
    return this.#as("move", () => this.#act(() => this.#pass()));
  }

  #pass(): boolean {
    const board = this.#board;
    if (!board) return false;
    if (this.#mode === "replay") return false;
    const mover = board.state.turn;
    const before = board.state.moveNumber;
    const record = this.#record;
    if (record) {
      if (board.state.mode !== "play") {
        board.pass();
        return false;
      }
      try {
        record.tree.pass();
      } catch (e) {
        board.commit(errorText(e), "error");
        return false;
      }
      record.show(this.#texts.pass(mover));
    } else {
      board.pass();
      if (board.state.moveNumber === before) return false;
      this.#sayAfterMove();
    }
    this.#emit("move", { move: { color: mover, point: null }, moveNumber: board.state.moveNumber, captures: [], terms: [] } satisfies MoveDetail);
    return true;
  }

  /** Takes back the last move (in a record: goes back one node). True if it did. */
  undo(): boolean {
    return this.#as("undo", () => this.#act(() => this.#undo()));
  }

  #undo(): boolean {
    const board = this.#board;
    if (!board) return false;
    if (this.#record) return this.#record.undo();
    const before = board.state.moveNumber;
    board.undo();
    this.#sayAfterMove();
    return board.state.moveNumber !== before;
  }

  /** Goes to the record's node at `path` (child indices from the root). True if it moved. */
  goTo(path: number[]): boolean {
    const record = this.#record;
    return this.#act(() => record?.navigate(() => record.tree.goTo(path)) ?? false);
  }

  /**
   * The count of the position, with the stones marked dead on the board (after two
   * passes), as `game.score()`; fires `score`.
   */
  score(): Score | null {
    const board = this.#board;
    if (!board) return null;
    let score: Score;
    try {
      score = board.state.score ?? board.game.score({ dead: [] });
    } catch (e) {
      board.commit(errorText(e), "error");
      return null;
    }
    this.#emit("score", { score });
    return score;
  }

  /** Rings the given points (a step of a count, a shape); null clears. */
  highlight(points: readonly Vertex[] | null): void {
    this.#board?.highlight(points);
  }

  /** `draw` calls, so that a layer whose module arrives after a later call is dropped. */
  #draws = 0;

  /** The host's drawing layer, over the record's marks: `{ marks, labels, arrows, lines, heatmap, dim }`; null clears. */
  draw(layer: DrawInput | null): void {
    const call = ++this.#draws;
    // The drawing module is loaded on first use.
    void import("../board/overlay.ts").then((o) => {
      if (call === this.#draws) this.#board?.setLayer("host", layer && typeof layer === "object" ? o.hostLayer(layer) : null, o.drawLayers);
    });
  }

  /** The moves that lost the most, each with the move the computer preferred (the graph shows: `show-winrate` is set). */
  async review(): Promise<Review> {
    // The graph the review reads is shown, and the attribute says so (a host's toggle follows it).
    if (!flag(this.getAttribute("show-winrate"))) this.setAttribute("show-winrate", "");
    this.#computer ??= await import("./computer.ts");
    return this.#computer.review(this, this.#board);
  }

  /** Marks a review's move on the board: in a record, at the position before it. */
  showReview(item: ReviewItem | null): void {
    if (item && this.#record) this.goTo(Array.from({ length: item.moveNumber - 1 }, () => 0));
    if (this.#board) this.#computer?.showReview(this.#board, item);
  }

  /** While the computer thinks: its best move so far, at once. */
  playNow(): void {
    this.#computer?.playNow(this);
  }

  /** The computer's three best moves marked, and its analysis (computer.ts, loaded on first use). */
  async hint(budget?: { timeMs?: number; playouts?: number; visits?: number }): Promise<Analysis | null> {
    this.#computer ??= await import("./computer.ts");
    const board = this.#board;
    return board ? this.#computer.hint(this, board, budget) : null;
  }

  /** Resigns for the side to move (a free game). */
  resign(): void {
    this.#act(() => this.#board?.resign());
  }

  /** After two passes: back to play, to settle a dispute on the board. */
  resume(): void {
    this.#act(() => this.#board?.resume());
  }

  /** Counting: marks dead the stones the engine's playouts find dead, for the players to correct. */
  suggestDead(): void {
    this.#act(() => this.#board?.suggestDead());
  }

  /** Shades every point with the territory estimate, the network's where it plays (computer.ts), else the engine's (`game.ownership()`); or stops. */
  async showOwnership(on: boolean): Promise<void> {
    this.#board?.showOwnership(on);
    this.#computer ??= await import("./computer.ts");
    if (this.#board) this.#computer.territory(this, this.#board);
  }

  /** While the position repeats (`state.repetition`): the game ends with no result. */
  endNoResult(): void {
    this.#act(() => this.#board?.endNoResult());
  }

  /**
   * Starts a new free game of `settings` (as the attributes would, without changing them);
   * returns the package's refusal, or null. A record shown is closed.
   */
  newGame(settings: Settings): string | null {
    const board = this.#board;
    if (!board) return "not connected";
    return this.#as("new", () => this.#act(() => {
      const refused = board.newGame(settings);
      if (refused) return refused;
      // The attributes follow, without making the game again.
      this.#quiet = true;
      try {
        this.setAttribute("size", String(settings.size));
        this.setAttribute("rules", settings.rules);
        this.setAttribute("komi", String(settings.komi));
        this.setAttribute("handicap", String(settings.handicap));
        for (const name of ["sgf", "src", "move", "path"]) this.removeAttribute(name);
      } finally {
        this.#quiet = false;
      }
      this.#closeTree();
      this.#reported = { over: false, score: "" };
      this.#sayAfterMove();
      return null;
    }));
  }

  /**
   * Shows `game` (the element then owns and frees it), as a game of `settings`, and says
   * `said` in the live region: a position from a record the host keeps itself.
   */
  showGame(game: Game, settings: Settings, said: Said = ""): void {
    const board = this.#board;
    if (!board) return game.free();
    this.#act(() => board.showGame(game, settings, said));
  }

  /**
   * After the host changed `el.game` itself (moves replayed from storage): redraws, and
   * says `message` (a function of the new state too) in the live region.
   */
  refresh(message: Said = "", kind: "info" | "error" = "info"): void {
    this.#act(() => this.#board?.commit(message, kind));
  }

  /** The board's canvas (for focus, and to aim at points: its `data-grid`). */
  get canvas(): HTMLCanvasElement | null {
    return this.#board?.canvas ?? null;
  }

  /** The board as an SVG diagram (diagram.ts, loaded on first use). */
  async toSvg(options?: DiagramOptions): Promise<string> {
    return (await import("./diagram.ts")).toSvg(this, options);
  }

  /** The diagram as a PNG. */
  async toPng(options?: PngOptions): Promise<Blob> {
    return (await import("./diagram.ts")).toPng(this, options);
  }

  /** Reads the CSS custom properties again (after a page changed them at run time). */
  refreshStyle(): void {
    this.#readLook();
  }

  // ---- Attributes ----

  #settings(): Settings {
    const size = num(this.getAttribute("size"));
    const komi = num(this.getAttribute("komi"));
    const handicap = num(this.getAttribute("handicap"));
    const rules = (this.getAttribute("rules") ?? "chinese") as RulesName;
    return {
      size: size ?? 19,
      rules,
      komi: komi ?? (rules === "japanese" || rules === "korean" ? 6.5 : 7.5),
      handicap: handicap ?? 0,
    };
  }

  #update(): void {
    const board = this.#board;
    if (!board) return;
    const dirty = this.#dirty;
    this.#dirty = new Set();
    const fresh = this.#fresh;
    const has = (set: Set<string>): boolean => [...dirty].some((a) => set.has(a));
    if (dirty.has("lang")) this.#setLang();
    if (dirty.has("show-coordinates") || dirty.has("show-liberties") || dirty.has("theme")) this.#readLook();
    if (has(LOAD)) {
      this.#load();
    } else if (has(PLACE)) {
      this.#record?.place();
    } else {
      if (dirty.has("show-terms") || dirty.has("readonly")) this.#sayAfterMove();
      if (dirty.has("variations")) this.#record?.drawLayer();
    }
    if (has(COMPUTER) && (this.getAttribute("opponent") === "computer" || this.hasAttribute("show-winrate") || this.#computer)) void this.#syncComputer();
    // The tree view: a chunk of its own, loaded with the first `tree`.
    if (dirty.has("tree") && (treeView || this.hasAttribute("tree"))) void (treeView ??= import("./treeview.ts")).then((m) => m.follow(this));
    if (dirty.has("edit") || (editor && dirty.has("lang"))) this.#followEdit();
    if (fresh) this.#fresh = false;
  }

  /** The editor (`edit`): a chunk of its own, loaded with the first `edit`; it follows each new record. */
  #followEdit(): void {
    if (!editor && !this.hasAttribute("edit")) return;
    void (editor ??= import("./editor.ts")).then((m) => {
      const board = this.#board;
      if (board)
        m.follow(this, {
          record: () => this.#record,
          host: this.#host(board),
          take: (f) => (this.#edit = f),
        });
    });
  }

  /** Plays the computer and shows its winrate graph as the attributes say, or stops (computer.ts, loaded on first use). */
  async #syncComputer(): Promise<void> {
    this.#computer ??= await import("./computer.ts");
    if (this.#board) this.#computer.follow(this, this.#board, () => this.#doing);
  }

  #setLang(): void {
    const wanted = this.getAttribute("lang");
    const lang: Lang = isLang(wanted) ? wanted : "en";
    this.#lang = lang;
    void textsOf(lang).then(
      (t) => {
        if (this.#lang !== lang || this.#texts === t) return;
        this.#texts = t;
        this.#board?.setTexts(t);
        this.#record?.updateBar();
        this.#sayAfterMove();
      },
      (e: unknown) => this.#board?.commit(errorText(e), "error"),
    );
  }

  /** The colours and font from the CSS custom properties, and the shown extras. */
  #readLook(): void {
    const board = this.#board;
    if (!board || !this.isConnected) return;
    board.setLook(this.#look());
  }

  #look(): Partial<Look> {
    const style = getComputedStyle(this);
    const prop = (name: string): string | null => style.getPropertyValue(name).trim() || null;
    const theme = this.getAttribute("theme");
    const forced = matchMedia("(forced-colors: active)").matches;
    const t = this.#themes?.themeLook(this, theme, forced) ?? {};
    if (!this.#themes && (forced || (theme && theme !== "wood")))
      void import("./themes.ts").then((m) => {
        this.#themes = m;
        this.#readLook();
      });
    return {
      ...t,
      coordinates: flag(this.getAttribute("show-coordinates")),
      // `show-liberties`: the aimed chain's liberties ringed and every chain's count;
      // `show-liberties="hover"`: the rings only.
      liberties: flag(this.getAttribute("show-liberties")),
      libertyCounts: flag(this.getAttribute("show-liberties")) && this.getAttribute("show-liberties") !== "hover",
      board: prop("--tengen-board-color") ?? t.board ?? null,
      black: prop("--tengen-black") ?? t.black ?? null,
      white: prop("--tengen-white") ?? t.white ?? null,
      line: prop("--tengen-line-color") ?? t.line ?? null,
      font: prop("--tengen-font"),
    };
  }

  /** A new game or a new record from the attributes. */
  #load(): void {
    const board = this.#board;
    if (!board) return;
    const load = ++this.#loads;
    const mode = this.getAttribute("mode");
    this.#mode = mode === "replay" || mode === "problem" ? mode : "play";
    const sgf = this.getAttribute("sgf");
    const src = this.getAttribute("src");
    // The editor edits a record: without one, an empty record of the attributes' settings.
    if ((sgf !== null && sgf.trim() !== "") || src || this.hasAttribute("edit")) {
      let text: Promise<string | Settings>;
      if (sgf !== null && sgf.trim() !== "") text = Promise.resolve(sgf);
      else if (!src) text = Promise.resolve(this.#settings());
      else {
        board.commit(this.#texts.page.loading);
        text = fetch(new URL(src as string, document.baseURI)).then((r) => {
          if (!r.ok) throw new Error(`${src}: ${r.status} ${r.statusText}`);
          return r.text();
        });
      }
      // The record code is a chunk of its own, loaded with the first record.
      Promise.all([import("./record.ts"), text]).then(
        ([{ RecordView }, text]) => {
          if (load === this.#loads) this.#open(RecordView, text);
        },
        (e: unknown) => {
          if (load === this.#loads) this.#fail(errorText(e));
        },
      );
    } else {
      this.#closeTree();
      const refused = this.#fresh ? null : this.#as("new", () => board.newGame(this.#settings()));
      this.#reported = { over: false, score: "" };
      if (refused) this.#fail(refused);
      else this.#sayAfterMove();
    }
  }

  #fail(message: string): void {
    this.#board?.commit(message, "error");
    this.#say([this.#span(message, "error")]);
  }

  #closeTree(): void {
    this.#record?.destroy();
    this.#record = null;
  }

  #open(make: typeof RecordView, text: string | Settings): void {
    const board = this.#board;
    if (!board) return;
    this.#closeTree();
    let record: RecordView;
    try {
      record = new make(this.#host(board), text);
    } catch (e) {
      this.#fail(errorText(e));
      return;
    }
    this.#record = record;
    this.#reported = { over: false, score: "" };
    this.#as("new", () => this.#act(() => record.place()));
    // The editor holds the new record in the full module.
    this.#followEdit();
  }

  /** What the record chunk may use of the element. */
  #host(board: BoardApi): Host {
    return {
      board,
      root: this.#content,
      caption: this.#caption,
      frame: this.#frame,
      texts: () => this.#texts,
      mode: () => this.#mode,
      attribute: (name) => this.getAttribute(name),
      emit: (type, detail) => this.#emit(type, detail),
      say: (parts) => this.#say(parts),
      span: (text, className) => this.#span(text, className),
      sayAfterMove: () => this.#sayAfterMove(),
      act: (f) => this.#act(f),
      illegal: (x, y) => this.#illegal(x, y),
      refuse: (x, y, info) => this.#refuse(x, y, info),
      captured: (before) => this.#captured(before),
      terms: () => this.#terms(),
      pass: () => this.#userMove(() => this.pass(), true),
      playable: () => !flag(this.getAttribute("readonly")) && this.#mode !== "replay" && !this.#computersTurn(),
    };
  }

  // ---- Moves ----

  /** A click or Enter on the board. */
  #userPlay(x: number, y: number): void {
    if (flag(this.getAttribute("readonly"))) return;
    // The editor's tool.
    if (this.#edit?.(x, y)) return;
    // A variation's marker: follow it.
    if (this.#record?.follow(x, y)) return;
    if (this.#mode === "replay" || this.#computersTurn()) return;
    this.play(x, y);
  }

  /** A key's pass or undo; on the computer's turn a pass is not the person's (an undo is). */
  #userMove(f: () => void, pass = false): void {
    if (flag(this.getAttribute("readonly")) || this.#mode === "replay" || (pass && this.#computersTurn())) return;
    f();
  }

  #computersTurn(): boolean {
    return this.#board !== null && this.#computer !== null && this.#computer.computersTurn(this, this.#board);
  }

  /** Why (x, y) is illegal now, or null; a thrown refusal (off the board) as its message. */
  #illegal(x: number, y: number): IllegalMoveInfo | string | null {
    try {
      return this.#board?.game.explainIllegal(x, y) ?? null;
    } catch (e) {
      return errorText(e);
    }
  }

  /** Plays (x, y) on the board or into the record; fires `move` or `illegal`. */
  #playMove(x: number, y: number): boolean {
    const board = this.#board;
    if (!board) return false;
    if (board.state.mode === "counting") {
      board.toggleDead(x, y);
      return false;
    }
    const info = this.#illegal(x, y);
    if (info) {
      this.#refuse(x, y, info);
      return false;
    }
    const mover = board.state.turn;
    const before = board.state.board.slice();
    // A refusal's ring (the stone a ko retake would take) goes with the next move.
    if (board.state.highlight) board.highlight(null);
    const record = this.#record;
    if (record) {
      try {
        record.tree.play(x, y);
      } catch (e) {
        this.#refuse(x, y, errorText(e));
        return false;
      }
      record.show("", mover);
    } else {
      const n = board.state.moveNumber;
      board.play(x, y);
      if (board.state.moveNumber === n) return false;
      this.#sayAfterMove();
    }
    this.#emit("move", { move: { color: mover, point: [x, y] }, moveNumber: board.state.moveNumber, captures: this.#captured(before), terms: this.#terms() } satisfies MoveDetail);
    return true;
  }

  /** Says why (x, y) is refused, on the board and under it, and fires `illegal`. */
  #refuse(x: number, y: number, info: IllegalMoveInfo | string): void {
    const board = this.#board;
    if (!board) return;
    const detail: IllegalMoveInfo = typeof info === "string" ? { code: "out-of-bounds", message: info } : info;
    // Worded as the board words every refusal (the package's explanation in the
    // element's language, after how the game ended if it did), so that the element, the
    // page and the lesson say the same.
    const emit = (t: Texts): void => {
      const s = board.state;
      const ended = s.mode === "over" ? t.end(s.endReason, s.result, s.settings.rules) : null;
      const explanation = t.refusal(detail.message, ended, typeof info === "string" ? null : detail);
      board.commit(explanation, "error");
      this.#say([this.#span(explanation, "error")]);
      if (detail.code === "ko" && detail.taken) board.highlight([detail.taken]);
      this.#emit("illegal", { point: [x, y], reason: detail.code, explanation, info: detail } satisfies IllegalDetail);
    };
    if (this.#lang === "en" || this.#texts !== en) emit(this.#texts);
    else {
      // The element's language is still loading: its words, then the refusal.
      const lang = this.#lang;
      void textsOf(lang).then(
        (t) => emit(this.#lang === lang ? t : this.#texts),
        () => emit(this.#texts),
      );
    }
  }

  /** The stones on `before` that the board no longer has. */
  #captured(before: Int8Array): Vertex[] {
    const after = this.#board?.state;
    const out: Vertex[] = [];
    if (!after || after.board.length !== before.length) return out;
    for (let i = 0; i < before.length; i++) {
      if (before[i] !== 0 && after.board[i] === 0) out.push([i % after.width, Math.floor(i / after.width)]);
    }
    return out;
  }

  /** The last move's terms: every one (the events), or the one or two that name it best (the line under the board). */
  #terms(best = false): ShapeTerm[] {
    try {
      const all = this.#board?.game.lastMoveTerms() ?? [];
      return best ? bestTerms(all) : all;
    } catch {
      return [];
    }
  }

  #span(text: string, className: string): HTMLSpanElement {
    const s = document.createElement("span");
    s.className = className;
    s.textContent = text;
    return s;
  }

  #say(parts: (Node | string)[]): void {
    this.#said = parts;
    this.#caption.replaceChildren(...parts);
  }

  /** The line under the board after a move: the record's comment, and the terms if shown. */
  #sayAfterMove(): void {
    const parts: (Node | string)[] = [];
    const board = this.#board;
    if (board && this.#showTerms()) parts.push(...(this.#termsLine?.lastMoveLine(board.state, this.#texts, this.#lang, this.#terms(true)) ?? []));
    const comment = this.#record?.tree.node.comment;
    if (comment) {
      if (parts.length) parts.push("\n");
      parts.push(comment);
    }
    this.#say(parts);
  }

  /** `show-terms` is set; its code (terms.ts) is loaded on first use, and the line said again then. */
  #showTerms(): boolean {
    if (!flag(this.getAttribute("show-terms"))) return false;
    if (!this.#termsLine)
      void import("./terms.ts").then((m) => {
        if (this.#termsLine) return;
        this.#termsLine = m;
        this.#sayAfterMove();
      });
    return true;
  }

  /** With `show-terms`, the pointer names the move at the point under it. */
  #pointer(state: Readonly<BoardState>): void {
    if (state.mode !== "play" || !this.#showTerms() || !this.#termsLine) return;
    const line = this.#termsLine.aimedLine(state, this.#texts, this.#lang);
    this.#caption.replaceChildren(...(line ?? this.#said));
  }

  /** After every action of the board: the end of the game and the count, as events. */
  #changed(state: Readonly<BoardState>): void {
    this.#emit("change", { state });
    if (this.#acting) return;
    this.#checkEnd();
    this.#checkScore(state);
  }

  /** Runs `f`, an action of the element, and then reports what it changed. */
  #act<T>(f: () => T): T {
    this.#acting++;
    try {
      return f();
    } finally {
      this.#acting--;
      const state = this.#board?.state;
      if (!this.#acting && state) {
        this.#checkEnd();
        this.#checkScore(state);
      }
    }
  }

  #checkScore(state: Readonly<BoardState>): void {
    const score = state.mode === "counting" && state.score ? JSON.stringify(state.score.dead) + state.score.result : "";
    if (score && score !== this.#reported.score) {
      this.#reported.score = score;
      this.#emit("score", { score: state.score });
    }
    if (!score) this.#reported.score = "";
  }

  #checkEnd(): void {
    const state = this.#board?.state;
    if (!state) return;
    const over = state.mode !== "play";
    if (over && !this.#reported.over) {
      this.#reported.over = true;
      this.#emit("end", { reason: state.endReason, result: state.result });
    }
    if (!over) this.#reported.over = false;
  }

  #emit<K extends keyof TengenBoardEventDetails>(type: K, detail: TengenBoardEventDetails[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get("tengen-board")) customElements.define("tengen-board", TengenBoard);

declare global {
  interface HTMLElementTagNameMap {
    "tengen-board": TengenBoard;
  }
}
