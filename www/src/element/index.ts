// <tengen-board>: the board as a custom element, for pages that embed many small boards
// (lessons, problems, replays) with one <script type="module"> and no build step. It
// wraps the one board implementation (../board/), in a shadow root so that the host
// page's CSS cannot reach it, and keeps the game either on the board itself (a free game)
// or in a `GameTree` (a record given by `sgf` or `src`, browsed, played into, or solved
// as a problem). Every element on a page shares the one instance of the package's
// WebAssembly module. The attributes, properties, events and CSS custom properties are
// documented in the README ("Embed a board").
import { GameTree, loadTexts } from "tengen";
import type { Game, IllegalMoveInfo, Lang, Player, RulesName, Score, ShapeTerm, Vertex } from "tengen";
import { Board, type BoardApi, type BoardConfig, type BoardState, type Look, type Mark } from "../board/index.ts";
import { nameAt } from "../board/state.ts";
import { isLang, textsFor, type Words } from "../lang/index.ts";
import { en, type Texts } from "../text.ts";
import type { Settings } from "../types.ts";

export type BoardMode = "play" | "replay" | "problem";

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
] as const;

/** What a change of each attribute asks for, from the most work to the least. */
const LOAD = new Set(["size", "rules", "komi", "handicap", "sgf", "src", "mode"]);
const PLACE = new Set(["move", "path"]);

const CSS = `
:host { display: block !important; position: relative !important; box-sizing: border-box !important; contain: content; min-width: 120px; }
:host([hidden]) { display: none !important; }
.root { color: var(--tengen-text-color, #1d1b16); font: 15px/1.45 var(--tengen-font, system-ui, sans-serif); text-align: start; }
:host([theme="dark"]) .root { color: var(--tengen-text-color, #ece6da); }
:host([theme="dark"]) .bar:not([hidden]), :host([theme="dark"]) .caption:not(:empty) {
  background: var(--tengen-panel-color, #2b2721); border-radius: var(--tengen-radius, 4px); padding: 4px 8px; }
:host([theme="dark"]) .caption .term { background: var(--tengen-term-color, rgba(144, 202, 249, 0.22)); }
.frame { position: relative; width: 100%; aspect-ratio: var(--tengen-aspect, 1); border-radius: var(--tengen-radius, 4px); }
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 6px; min-height: 1.45em; }
.bar[hidden] { display: none; }
button { font: inherit; font-size: 14px; min-width: 2.4em; min-height: 2em; padding: 0 8px; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--tengen-button-border, #8a7a5c); background: var(--tengen-button-color, #fffaf0); color: inherit; }
:host([theme="dark"]) button { background: var(--tengen-button-color, #35312a); border-color: var(--tengen-button-border, #6f6656); }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible { outline: 3px solid var(--tengen-focus, #0d47a1); outline-offset: 2px; }
.where { font-variant-numeric: tabular-nums; opacity: 0.8; }
.caption { margin: 4px 0 0; min-height: 1.45em; overflow-wrap: anywhere; white-space: pre-line; }
.caption:empty { display: none; }
.caption .error { color: var(--tengen-error-color, #b3261e); }
:host([theme="dark"]) .caption .error { color: var(--tengen-error-color, #ff8a80); }
.caption .right { color: var(--tengen-right-color, #2e7d32); font-weight: 600; }
.caption .term { display: inline-block; margin: 0 0.3em; padding: 0 0.4em; border-radius: 0.6em;
  background: var(--tengen-term-color, rgba(13, 71, 161, 0.12)); }
`;

let sheet: CSSStyleSheet | null = null;
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

/** `path="0 1 0"` (or with commas, dots or slashes) as child indices. */
function parsePath(v: string): number[] {
  return v
    .split(/[\s,./]+/)
    .filter((s) => s !== "")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);
}

const samePoint = (a: Vertex | null, b: Vertex | null): boolean =>
  a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1];

/** A comment that marks a problem's line right, or wrong (the usual words of problem files). */
const RIGHT = /\b(RIGHT|CORRECT)\b/i;
const WRONG = /\b(WRONG|INCORRECT)\b/i;

/** What the `move` event carries. */
export interface MoveDetail {
  move: { color: Player; point: Vertex | null };
  moveNumber: number;
  /** The stones the move took off the board. */
  captures: Vertex[];
  /** The shape terms of the move (`game.lastMoveTerms()`), names in five languages. */
  terms: ShapeTerm[];
}

/** What the `illegal` event carries. */
export interface IllegalDetail {
  point: Vertex;
  /** The rules' reason: `occupied`, `suicide`, `ko`, `superko`, … */
  reason: string;
  /** The refusal in the element's language. */
  explanation: string;
  /** The package's explanation (`game.explainIllegal`): the stone just taken for ko, … */
  info: IllegalMoveInfo;
}

export class TengenBoard extends HTMLElement {
  static get observedAttributes(): readonly string[] {
    return ATTRIBUTES;
  }

  #root: ShadowRoot;
  #frame: HTMLDivElement;
  #bar: HTMLDivElement;
  #where: HTMLSpanElement;
  #buttons: Record<"first" | "previous" | "next" | "last" | "retry", HTMLButtonElement>;
  #caption: HTMLParagraphElement;
  #board: BoardApi | null = null;
  #tree: GameTree | null = null;
  #lang: Lang = "en";
  #texts: Texts = en;
  #mode: BoardMode = "play";
  /** Problem mode: the side the viewer plays, and whether the record marks right lines. */
  #viewer: Player | null = null;
  #rightMarked = false;
  #answer = 0;
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
  /** A line said under the board (terms, comment, refusal), as nodes. */
  #said: (Node | string)[] = [];

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open" });
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
    this.#bar = make("div", "bar", root);
    this.#bar.setAttribute("part", "controls");
    this.#bar.hidden = true;
    const button = (label: string, name: string, action: () => void): HTMLButtonElement => {
      const b = make("button", name, this.#bar);
      b.type = "button";
      b.textContent = label;
      b.setAttribute("aria-label", name);
      b.addEventListener("click", action);
      return b;
    };
    this.#buttons = {
      first: button("|◀", "first", () => this.#navigate(() => this.#tree?.first() ?? false)),
      previous: button("◀", "previous", () => this.#navigate(() => this.#tree?.previous() ?? false)),
      next: button("▶", "next", () => this.#navigate(() => this.#tree?.next(0) ?? false)),
      last: button("▶|", "last", () => this.#navigate(() => this.#tree?.last() ?? false)),
      retry: button("↺", "retry", () => this.#retry()),
    };
    this.#where = make("span", "where", this.#bar);
    this.#caption = make("p", "caption", root);
    this.#caption.setAttribute("part", "caption");
    // A record browses with Home, End, Page Up and Page Down; in replay, the arrows
    // browse too, instead of moving the board's cursor.
    this.#frame.addEventListener(
      "keydown",
      (e) => {
        if (!this.#tree || this.#mode === "problem" || e.altKey || e.ctrlKey || e.metaKey) return;
        const tree = this.#tree;
        const go: Record<string, () => boolean> = {
          PageUp: () => tree.previous(),
          PageDown: () => tree.next(0),
          Home: () => tree.first(),
          End: () => tree.last(),
        };
        if (this.#mode === "replay") {
          go["ArrowLeft"] = go["PageUp"] as () => boolean;
          go["ArrowRight"] = go["PageDown"] as () => boolean;
        }
        const f = go[e.key];
        if (!f) return;
        e.preventDefault();
        e.stopPropagation();
        this.#navigate(f);
      },
      true,
    );
  }

  connectedCallback(): void {
    if (!this.#board) {
      const config = (settings: Settings): BoardConfig => ({
        settings,
        texts: this.#texts,
        look: this.#look(),
        events: {
          change: (state) => this.#changed(state),
          pointer: (state) => this.#pointer(state),
        },
        take: {
          activate: (x, y) => (this.#userPlay(x, y), true),
          pass: () => (this.#userMove(() => this.pass()), true),
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
      this.#board?.destroy();
      this.#board = null;
      this.#tree?.free();
      this.#tree = null;
    });
  }

  attributeChangedCallback(name: string, before: string | null, after: string | null): void {
    if (before === after) return;
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
    return this.#tree;
  }

  get mode(): BoardMode {
    return this.#mode;
  }

  /** The board's state (read-only): position, turn, mode, count. */
  get state(): Readonly<BoardState> | null {
    return this.#board?.state ?? null;
  }

  /** Plays at (x, y) for the side to move, as a click would (readonly does not stop the API). True if played. */
  play(x: number, y: number): boolean {
    return this.#act(() => (this.#mode === "problem" ? this.#problemPlay(x, y) : this.#playMove(x, y)));
  }

  /** Passes for the side to move. True if passed. */
  pass(): boolean {
    return this.#act(() => this.#pass());
  }

  #pass(): boolean {
    const board = this.#board;
    if (!board) return false;
    if (this.#mode === "replay") return false;
    const mover = board.state.turn;
    const before = board.state.moveNumber;
    if (this.#tree) {
      if (board.state.mode !== "play") {
        board.pass();
        return false;
      }
      try {
        this.#tree.pass();
      } catch (e) {
        board.commit(errorText(e), "error");
        return false;
      }
      this.#show(this.#texts.pass(mover));
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
    return this.#act(() => this.#undo());
  }

  #undo(): boolean {
    const board = this.#board;
    if (!board) return false;
    if (this.#tree) {
      if (this.#mode === "problem") {
        // Back to the viewer's turn before their last move.
        const tree = this.#tree;
        return this.#navigate(() => {
          if (!tree.previous()) return false;
          while (tree.game.turn !== this.#viewer && tree.previous());
          return true;
        });
      }
      return this.#navigate(() => this.#tree?.previous() ?? false);
    }
    const before = board.state.moveNumber;
    board.undo();
    this.#sayAfterMove();
    return board.state.moveNumber !== before;
  }

  /** Goes to the record's node at `path` (child indices from the root). True if it moved. */
  goTo(path: number[]): boolean {
    return this.#navigate(() => this.#tree?.goTo(path) ?? false);
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
      this.#place();
    } else if (dirty.has("show-terms") || dirty.has("readonly")) {
      this.#sayAfterMove();
    }
    if (fresh) this.#fresh = false;
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
    const dark = this.getAttribute("theme") === "dark";
    return {
      coordinates: flag(this.getAttribute("show-coordinates")),
      liberties: flag(this.getAttribute("show-liberties")),
      libertyCounts: flag(this.getAttribute("show-liberties")),
      board: prop("--tengen-board-color") ?? (dark ? "#3a342b" : null),
      black: prop("--tengen-black"),
      white: prop("--tengen-white"),
      line: prop("--tengen-line-color") ?? (dark ? "rgba(236, 226, 205, 0.78)" : null),
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
    if (sgf !== null && sgf.trim() !== "") {
      this.#open(sgf);
    } else if (src) {
      board.commit(this.#texts.page.loading);
      fetch(new URL(src, document.baseURI))
        .then((r) => {
          if (!r.ok) throw new Error(`${src}: ${r.status} ${r.statusText}`);
          return r.text();
        })
        .then(
          (text) => {
            if (load === this.#loads) this.#open(text);
          },
          (e: unknown) => {
            if (load === this.#loads) this.#fail(errorText(e));
          },
        );
    } else {
      this.#closeTree();
      const refused = this.#fresh ? null : board.newGame(this.#settings());
      this.#bar.hidden = true;
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
    this.#tree?.free();
    this.#tree = null;
  }

  #open(text: string): void {
    const board = this.#board;
    if (!board) return;
    let tree: GameTree;
    try {
      tree = GameTree.fromSgf(text);
    } catch (e) {
      this.#closeTree();
      this.#fail(errorText(e));
      return;
    }
    this.#closeTree();
    this.#tree = tree;
    this.#rightMarked = /C\[(?:[^\]\\]|\\.)*\b(RIGHT|CORRECT)\b/i.test(text);
    this.#reported = { over: false, score: "" };
    this.#place();
  }

  /** Goes to the node `move` or `path` names (the root otherwise), and sets the problem up. */
  #place(): void {
    const tree = this.#tree;
    if (!tree) return;
    const path = this.getAttribute("path");
    const move = num(this.getAttribute("move"));
    tree.first();
    if (path !== null) tree.goTo(parsePath(path));
    else if (move !== undefined) for (let i = 0; i < move && tree.next(0); i++);
    if (this.#mode === "problem") {
      // The viewer plays the side of the record's first answer from here.
      this.#viewer = tree.children()[0]?.color ?? tree.game.turn;
    }
    this.#show("");
    this.#emitNavigate();
  }

  // ---- Moves ----

  /** A click or Enter on the board. */
  #userPlay(x: number, y: number): void {
    if (flag(this.getAttribute("readonly")) || this.#mode === "replay") return;
    this.play(x, y);
  }

  #userMove(f: () => void): void {
    if (flag(this.getAttribute("readonly")) || this.#mode === "replay") return;
    f();
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
    if (this.#tree) {
      try {
        this.#tree.play(x, y);
      } catch (e) {
        this.#refuse(x, y, errorText(e));
        return false;
      }
      this.#show("", mover);
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
    const explain = (w: Words | null): string => {
      try {
        return w && this.#lang !== "en" ? w.refusal(detail, { lang: this.#lang }) : detail.message;
      } catch {
        return detail.message;
      }
    };
    const emit = (explanation: string): void => {
      board.commit(explanation, "error");
      this.#say([this.#span(explanation, "error")]);
      if (detail.code === "ko" && detail.taken) board.highlight([detail.taken]);
      this.#emit("illegal", { point: [x, y], reason: detail.code, explanation, info: detail } satisfies IllegalDetail);
    };
    if (this.#lang === "en") emit(explain(null));
    else
      void loadWords().then(
        (w) => emit(explain(w)),
        () => emit(detail.message),
      );
  }

  /** Problem mode: the viewer's move is checked against the record's variations. */
  #problemPlay(x: number, y: number): boolean {
    const board = this.#board;
    const tree = this.#tree;
    if (!board || !tree) return false;
    if (this.#answer) return false;
    if (board.state.turn !== this.#viewer) return false;
    const info = this.#illegal(x, y);
    if (info) {
      this.#refuse(x, y, info);
      return false;
    }
    const children = tree.children();
    const k = children.findIndex((c) => samePoint(c.point, [x, y]));
    if (k < 0) {
      board.setMarks([{ point: [x, y], kind: "wrong" }]);
      const wrong = this.#texts === en ? "Wrong: the record has no such answer." : "✗";
      board.commit(wrong, "error");
      this.#say([this.#span("✗ ", "error"), this.#span(wrong, "error")]);
      this.#emit("failed", { point: [x, y], path: tree.path, reason: "not-in-record" });
      return false;
    }
    const before = board.state.board.slice();
    tree.next(k);
    this.#show("", this.#viewer ?? undefined);
    this.#emit("move", { move: { color: this.#viewer ?? "black", point: [x, y] }, moveNumber: tree.moveNumber, captures: this.#captured(before), terms: this.#terms() } satisfies MoveDetail);
    if (this.#judge([x, y])) return true;
    // The record answers with its first variation, after a moment to see the move.
    this.#answer = window.setTimeout(() => {
      this.#answer = 0;
      if (this.#tree !== tree) return;
      const reply = tree.children()[0];
      if (!reply) return;
      this.#act(() => {
        const before = board.state.board.slice();
        if (!tree.next(0)) return;
        this.#show("", reply.color ?? undefined);
        this.#emit("move", { move: { color: reply.color ?? "white", point: reply.point }, moveNumber: tree.moveNumber, captures: this.#captured(before), terms: this.#terms() } satisfies MoveDetail);
        this.#judge(reply.point);
      });
    }, 350);
    return true;
  }

  /**
   * After a move of the problem: fires `failed` on a line the record marks wrong,
   * `solved` at its end or on a line it marks right; true if the problem is decided.
   */
  #judge(point: Vertex | null): boolean {
    const board = this.#board;
    const tree = this.#tree;
    if (!board || !tree) return true;
    const node = tree.node;
    const comment = node.comment ?? "";
    const path = tree.path;
    if (WRONG.test(comment) || node.annotation === "bad") {
      if (point) board.setMarks([{ point, kind: "wrong" }]);
      this.#emit("failed", { point, path, reason: "marked-wrong" });
      return true;
    }
    const leaf = tree.children().length === 0;
    if (RIGHT.test(comment) || (leaf && !this.#rightMarked)) {
      if (point) board.setMarks([{ point, kind: "right" }]);
      this.#say([this.#span("✓ ", "right"), ...(comment ? [comment] : [])]);
      this.#emit("solved", { point, path });
      return true;
    }
    if (leaf) {
      // The end of a line that the record does not mark right, where it marks right lines.
      if (point) board.setMarks([{ point, kind: "wrong" }]);
      this.#emit("failed", { point, path, reason: "not-right" });
      return true;
    }
    return false;
  }

  #retry(): void {
    if (this.#answer) window.clearTimeout(this.#answer);
    this.#answer = 0;
    this.#place();
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

  #terms(): ShapeTerm[] {
    try {
      return this.#board?.game.lastMoveTerms() ?? [];
    } catch {
      return [];
    }
  }

  // ---- Showing ----

  /** Shows the record's current node on the board; `mover` names the move just made. */
  #show(said: string, mover?: Player): void {
    const board = this.#board;
    const tree = this.#tree;
    if (!board || !tree) return;
    const game = tree.game;
    const settings: Settings = { size: game.width, rules: game.rules.name, komi: game.komi, handicap: game.handicap };
    const node = tree.node;
    const p = node.move?.point;
    const t = this.#texts;
    board.showGame(game, settings, (s) => (said || !mover || !node.move ? said : p ? t.move(mover, nameAt(s, p[0], p[1]), 0) : t.pass(mover)));
    const marks: Mark[] = [];
    const m = node.markup;
    if (m) {
      for (const p of m.triangle) marks.push({ point: p, kind: "triangle" });
      for (const p of m.square) marks.push({ point: p, kind: "square" });
      for (const p of m.circle) marks.push({ point: p, kind: "circle" });
      for (const p of m.cross) marks.push({ point: p, kind: "cross" });
      for (const l of m.labels) marks.push({ point: l.point, kind: "label", text: l.text });
    }
    board.setMarks(marks);
    board.highlight(null);
    this.#updateBar();
    this.#sayAfterMove();
  }

  #updateBar(): void {
    const tree = this.#tree;
    this.#bar.hidden = !tree;
    if (!tree) return;
    const problem = this.#mode === "problem";
    for (const name of ["first", "previous", "next", "last"] as const) this.#buttons[name].hidden = problem;
    this.#buttons.retry.hidden = !problem;
    const atRoot = tree.path.length === 0;
    this.#buttons.first.disabled = atRoot;
    this.#buttons.previous.disabled = atRoot;
    const atEnd = tree.children().length === 0;
    this.#buttons.next.disabled = atEnd;
    this.#buttons.last.disabled = atEnd;
    this.#where.textContent = problem ? "" : this.#texts.moveNumber(tree.moveNumber);
  }

  /** Moves the record's cursor with `f` and shows where it went; true if it moved. */
  #navigate(f: () => boolean): boolean {
    if (!this.#tree || !this.#board) return false;
    if (this.#answer) window.clearTimeout(this.#answer);
    this.#answer = 0;
    let moved: boolean;
    try {
      moved = f();
    } catch (e) {
      this.#board.commit(errorText(e), "error");
      return false;
    }
    if (!moved) return false;
    const node = this.#tree.node;
    this.#show("", node.move?.color);
    this.#emitNavigate();
    return true;
  }

  #emitNavigate(): void {
    const tree = this.#tree;
    if (!tree) return;
    this.#emit("navigate", { path: tree.path, moveNumber: tree.moveNumber, comment: tree.node.comment });
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
    if (flag(this.getAttribute("show-terms"))) {
      const terms = this.#terms();
      const last = this.#board?.state.lastMove;
      if (last?.point && this.#board) {
        parts.push(this.#texts.color(last.color) + " " + nameAt(this.#board.state, last.point[0], last.point[1]));
        for (const t of terms) {
          const s = this.#span(this.#termName(t), "term");
          s.dataset["term"] = t.id;
          parts.push(s);
        }
      }
    }
    const comment = this.#tree?.node.comment;
    if (comment) {
      if (parts.length) parts.push("\n");
      parts.push(comment);
    }
    this.#say(parts);
  }

  /** A term's name in the element's language; in English after the name the seed gives (虎 Tiger). */
  #termName(t: ShapeTerm): string {
    return this.#lang === "en" ? `${t.names["zh-Hant"]} ${t.names.en}` : t.names[this.#lang];
  }

  /** With `show-terms`, the pointer names the move at the point under it. */
  #pointer(state: Readonly<BoardState>): void {
    if (!flag(this.getAttribute("show-terms")) || state.mode !== "play") return;
    const i = state.hover ?? (state.showCursor ? state.cursor : null);
    if (i === null || state.legal[i] !== 1) {
      this.#caption.replaceChildren(...this.#said);
      return;
    }
    let terms: ShapeTerm[] = [];
    try {
      terms = state.game.describeMove(i % state.width, Math.floor(i / state.width));
    } catch {
      return;
    }
    const name = nameAt(state, i % state.width, Math.floor(i / state.width));
    this.#caption.replaceChildren(
      `${this.#texts.color(state.turn)} ${name}?`,
      ...terms.map((t) => {
        const s = this.#span(this.#termName(t), "term");
        s.dataset["term"] = t.id;
        return s;
      }),
    );
  }

  /** After every action of the board: the end of the game and the count, as events. */
  #changed(state: Readonly<BoardState>): void {
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

  #emit(type: string, detail: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get("tengen-board")) customElements.define("tengen-board", TengenBoard);

declare global {
  interface HTMLElementTagNameMap {
    "tengen-board": TengenBoard;
  }
}
