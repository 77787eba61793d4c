// The record part of <tengen-board>: a `GameTree` shown on the element's board, browsed
// with its bar (|◀ ◀ ▶ ▶|, and Home, End, Page Up, Page Down), played into, or solved as
// a problem. It is a chunk of its own, loaded the first time an element is given a
// record (`sgf`, `src`): a board that only plays (the game page, a shape drill) never
// loads it. It reaches the element only through `Host`.
import { GameTree } from "tengen";
import type { IllegalMoveInfo, Player, ShapeTerm, Vertex } from "tengen";
import type { BoardApi, Mark } from "../board/index.ts";
import type { View } from "../board/layout.ts";
import { nameAt } from "../board/state.ts";
import type { Texts } from "../text.ts";
import type { Settings } from "../types.ts";
import type { BoardMode, TengenBoardEventDetails } from "./api.ts";

/** What the record needs of its element. */
export interface Host {
  readonly board: BoardApi;
  /** The element's shadow content: the bar goes in before `caption`. */
  readonly root: HTMLElement;
  readonly caption: HTMLElement;
  /** The board's frame, whose keys browse the record. */
  readonly frame: HTMLElement;
  texts(): Texts;
  mode(): BoardMode;
  attribute(name: string): string | null;
  emit<K extends keyof TengenBoardEventDetails>(type: K, detail: TengenBoardEventDetails[K]): void;
  say(parts: (Node | string)[]): void;
  span(text: string, className: string): HTMLSpanElement;
  /** The line under the board after a move: the comment, and the terms if shown. */
  sayAfterMove(): void;
  /** Runs an action of the element, then reports the end of the game and the count. */
  act<T>(f: () => T): T;
  illegal(x: number, y: number): IllegalMoveInfo | string | null;
  refuse(x: number, y: number, info: IllegalMoveInfo | string): void;
  captured(before: Int8Array): Vertex[];
  terms(): ShapeTerm[];
  /** A pass by the person, as the P key passes (not on the computer's turn). */
  pass(): void;
  /** Whether the board takes the person's moves now (not readonly, not the computer's turn). */
  playable(): boolean;
}

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

/** `path="0 1 0"` (or with commas, dots or slashes) as child indices. */
function parsePath(v: string): number[] {
  return v
    .split(/[\s,./]+/)
    .filter((s) => s !== "")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 0);
}

/** The bar's look, adopted by the shadow root of each element that shows a record. */
const CSS = `
.bar { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 6px; min-height: 1.45em; }
:host([theme="dark"]) .bar { background: var(--tengen-panel-color, #2b2721); border-radius: var(--tengen-radius, 4px); padding: 4px 8px; }
button { font: inherit; font-size: 14px; min-width: 2.4em; min-height: 2em; padding: 0 8px; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--tengen-button-border, #8a7a5c); background: var(--tengen-button-color, #fffaf0); color: inherit; }
:host([theme="dark"]) button { background: var(--tengen-button-color, #35312a); border-color: var(--tengen-button-border, #6f6656); }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible { outline: 3px solid var(--tengen-focus, #0d47a1); outline-offset: 2px; }
.where { font-variant-numeric: tabular-nums; opacity: 0.8; }
.caption .right { color: var(--tengen-right-color, #2e7d32); font-weight: 600; }
`;
let sheet: CSSStyleSheet | null = null;

type ButtonName = "first" | "previous" | "next" | "last" | "up" | "down" | "retry" | "pass";

export class RecordView {
  /** The record (the element's `tree`): replaced by the editor's (`adopt`). */
  tree: GameTree;
  /** The element (read by the proofs, problem.ts, too). */
  readonly host: Host;
  #bar: HTMLDivElement;
  #where: HTMLSpanElement;
  #buttons: { [K in ButtonName]: HTMLButtonElement };
  #keys: (e: KeyboardEvent) => void;
  /**
   * Problem mode, for its player (problem.ts): the first node played off the record (its
   * path), which a new try takes away; each try's and answer's ticket (one whose ticket is
   * no longer the latest is dropped: a new try, an undo); whether a proof is under way
   * (the board takes no move meanwhile); whether the try is decided (the bar and keys
   * then browse the whole answer); the part of the board the problem is cropped to.
   */
  offRecord: number[] | null = null;
  ticket = 0;
  proving = false;
  over = false;
  crop: View | null = null;
  /** The problem player's code (problem.ts), loaded with the first problem or `author`. */
  #proofs: typeof import("./problem.ts") | null = null;

  /** Reads `text` as SGF (or, given settings, starts an empty record); throws the package's refusal. */
  constructor(host: Host, text: string | Settings) {
    this.tree = typeof text === "string" ? GameTree.fromSgf(text) : new GameTree(text);
    this.host = host;
    const bar = document.createElement("div");
    bar.className = "bar";
    bar.setAttribute("part", "controls");
    // Each button is named for screen readers in the element's language (updateBar).
    const button = (label: string, name: ButtonName, action: () => void): HTMLButtonElement => {
      const b = document.createElement("button");
      b.className = name;
      b.type = "button";
      b.textContent = label;
      b.addEventListener("click", action);
      bar.append(b);
      return b;
    };
    this.#buttons = {
      first: button("|◀", "first", () => this.navigate(() => this.tree.first())),
      previous: button("◀", "previous", () => this.navigate(() => this.tree.previous())),
      next: button("▶", "next", () => this.navigate(() => this.tree.next(0))),
      last: button("▶|", "last", () => this.navigate(() => this.tree.last())),
      up: button("▲", "up", () => this.sibling(-1)),
      down: button("▼", "down", () => this.sibling(1)),
      retry: button("↺", "retry", () => this.place()),
      // In a game played into the record (a lesson's ending), the pass a mouse or a
      // finger can give, as the P key does on the board.
      pass: button("", "pass", () => host.pass()),
    };
    this.#where = document.createElement("span");
    this.#where.className = "where";
    bar.append(this.#where);
    this.#bar = bar;
    host.root.insertBefore(bar, host.caption);
    const shadow = host.root.getRootNode() as ShadowRoot;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
    // Home, End, Page Up and Page Down browse; in replay, the arrows browse too, instead
    // of moving the board's cursor.
    this.#keys = (e) => {
      const mode = host.mode();
      if (this.#hidden() || e.altKey || e.ctrlKey || e.metaKey) return;
      const tree = this.tree;
      const go: { [key: string]: () => boolean } = {
        PageUp: () => tree.previous(),
        PageDown: () => tree.next(0),
        Home: () => tree.first(),
        End: () => tree.last(),
      };
      if (mode === "replay") {
        go["ArrowLeft"] = go["PageUp"] as () => boolean;
        go["ArrowRight"] = go["PageDown"] as () => boolean;
      }
      const step = mode === "replay" ? { ArrowUp: -1, ArrowDown: 1 }[e.key] : undefined;
      const f = go[e.key];
      if (!f && !step) return;
      e.preventDefault();
      e.stopPropagation();
      if (step) this.sibling(step);
      else if (f) this.navigate(f);
    };
    host.frame.addEventListener("keydown", this.#keys, true);
  }

  /**
   * Shows `tree` instead of the record held (which is freed), at its own current node:
   * the editor's copy in the full module, or the record as it was before an edit.
   */
  adopt(tree: GameTree): void {
    const old = this.tree;
    this.tree = tree;
    old.free();
    this.show("");
    this.emitNavigate();
  }

  /** Frees the record and takes its bar and keys away. */
  destroy(): void {
    this.ticket++;
    this.#proofs?.done(this);
    this.#bar.remove();
    this.host.frame.removeEventListener("keydown", this.#keys, true);
    this.host.board.setView(null);
    this.tree.free();
  }

  /** A problem whose try is not decided: the answer stays hidden (no browsing, no variations). */
  #hidden(): boolean {
    return this.host.mode() === "problem" && !this.over;
  }

  /** Runs `f` with the problem player's code: at once if loaded, else when it arrives (calls keep their order). */
  #with(f: (m: typeof import("./problem.ts")) => void): void {
    if (this.#proofs) f(this.#proofs);
    else void import("./problem.ts").then((m) => f((this.#proofs = m)));
  }

  /** Goes to the node `move` or `path` names (the root otherwise), and sets the problem up. */
  place(): void {
    const tree = this.tree;
    const host = this.host;
    const path = host.attribute("path");
    const move = Number(host.attribute("move") ?? "");
    tree.first();
    if (path !== null) tree.goTo(parsePath(path));
    else if (Number.isInteger(move)) for (let i = 0; i < move && tree.next(0); i++);
    this.ticket++;
    this.over = false;
    this.show("");
    this.emitNavigate();
    // A problem's try (problem.ts: the viewer, the turn, the crop, the clock) and `author`'s check.
    if (this.#proofs || host.mode() === "problem") this.#with((m) => m.place(this));
  }

  /** Shows the record's current node on the board; `mover` names the move just made. */
  show(said: string, mover?: Player): void {
    const board = this.host.board;
    const tree = this.tree;
    const game = tree.game;
    const settings: Settings = { size: game.width, rules: game.rules.name, komi: game.komi, handicap: game.handicap };
    const node = tree.node;
    const p = node.move?.point;
    const t = this.host.texts();
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
    this.drawLayer();
    board.highlight(null);
    this.updateBar();
    this.host.sayAfterMove();
  }

  /**
   * Draws the record's layer of the node shown (arrows, lines, DD, SL, TB, TW, the
   * variations' markers). The drawing module arrives on first use; the layer is read
   * from the node the tree shows then, so the last call wins. A call made before the
   * record was closed (its ticket moved on: its tree is freed) draws nothing.
   */
  drawLayer(): void {
    const tree = this.tree;
    const host = this.host;
    const ticket = this.ticket;
    void import("../board/overlay.ts").then((o) => {
      if (this.tree !== tree || this.ticket !== ticket) return;
      const { width, height } = tree.info;
      host.board.setView(o.recordView(tree, width, height) ?? this.crop);
      host.board.setLayer("record", o.recordLayer(tree, width, height, this.#hidden() ? "hidden" : host.attribute("variations")), o.drawLayers);
    });
  }

  /** The bar for the current node, in the element's language. */
  updateBar(): void {
    const tree = this.tree;
    const host = this.host;
    const mode = host.mode();
    const problem = mode === "problem";
    const words = host.texts().bar;
    for (const name of ["first", "previous", "next", "last", "up", "down", "retry"] as const) this.#buttons[name].setAttribute("aria-label", words[name]);
    const hidden = this.#hidden();
    for (const name of ["first", "previous", "next", "last"] as const) this.#buttons[name].hidden = hidden;
    // ▲ ▼ where the node has siblings.
    const path = tree.path;
    const k = path[path.length - 1] ?? 0;
    let siblings = 1;
    if (path.length > 0 && tree.previous()) {
      siblings = tree.children().length;
      tree.next(k);
    }
    this.#buttons.up.hidden = this.#buttons.down.hidden = hidden || siblings < 2;
    this.#buttons.up.disabled = k === 0;
    this.#buttons.down.disabled = k >= siblings - 1;
    this.#buttons.retry.hidden = !problem;
    const pass = this.#buttons.pass;
    pass.textContent = words.pass;
    pass.hidden = mode !== "play";
    pass.disabled = host.board.state.mode !== "play" || !host.playable();
    const atRoot = tree.path.length === 0;
    this.#buttons.first.disabled = atRoot;
    this.#buttons.previous.disabled = atRoot;
    const atEnd = tree.children().length === 0;
    this.#buttons.next.disabled = atEnd;
    this.#buttons.last.disabled = atEnd;
    this.#where.textContent = problem ? "" : this.host.texts().moveNumber(tree.moveNumber);
  }

  /** Moves the cursor with `f` and shows where it went; true if it moved. */
  navigate(f: () => boolean): boolean {
    let moved: boolean;
    try {
      moved = f();
    } catch (e) {
      this.host.board.commit(errorText(e), "error");
      return false;
    }
    if (!moved) return false;
    this.show("", this.tree.node.move?.color);
    this.emitNavigate();
    return true;
  }

  /** To the previous (`step` −1) or next (1) variation: the current node's sibling. True if it moved. */
  sibling(step: number): boolean {
    const tree = this.tree;
    const path = tree.path;
    const k = (path[path.length - 1] ?? -1) + step;
    if (path.length === 0 || k < 0) return false;
    return this.navigate(() => tree.goTo([...path.slice(0, -1), k]));
  }

  /** Follows the variation whose move is at (x, y), as a click on its marker does; true if there is one. */
  follow(x: number, y: number): boolean {
    if (this.#hidden() || this.host.attribute("variations") === "none") return false;
    const k = this.tree.children().findIndex((c) => c.point?.[0] === x && c.point?.[1] === y);
    return k >= 0 && this.navigate(() => this.tree.next(k));
  }

  /** Back one node; in a problem, back to the viewer's turn before their last move (problem.ts). */
  undo(): boolean {
    return this.host.mode() === "problem" ? (this.#proofs?.undo(this) ?? false) : this.navigate(() => this.tree.previous());
  }

  emitNavigate(): void {
    const tree = this.tree;
    this.host.emit("navigate", { path: tree.path, moveNumber: tree.moveNumber, comment: tree.node.comment });
  }

  /** Problem mode: the viewer's move, judged by the problem player (problem.ts). True if taken (or waiting for the player's code). */
  solve(x: number, y: number): boolean {
    let taken = true;
    this.#with((m) => (taken = m.solve(this, x, y)));
    return taken;
  }
}
