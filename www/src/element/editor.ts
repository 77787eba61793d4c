// The editor (`<tengen-board edit>`): a toolbar under the board whose tool says what a
// click, a tap or Enter on a point does (play alternating moves, add black or white
// setup stones, remove stones, put or take away each SGF mark, the next letter or
// number), actions that change the record at once (switch the side to move, undo an
// edit, delete a branch, promote a variation, mark a node right or wrong for problem
// mode), and a comment box.
//
// The record is held in the full module (`tengen/full`, loaded with `loadFull()`), whose
// `GameTree` has the editing methods: the element's `tree` is then that tree. Every edit
// is one or more calls of those methods; the editing itself (what a setup or a mark
// means, what a setup may not do) is the package's. An undo step is the record as it
// was before the edit (its SGF and the node shown), read back by the same package.
//
// A chunk of its own, loaded the first time an element has `edit`. Its words are
// ../lang/edit.ts. It reaches the element through `Access`.
import { loadFull } from "tengen";
import type { GameTree, Vertex } from "tengen";
import { nameAt } from "../board/state.ts";
import { editWords, type Action, type EditWords, type Tool } from "../lang/edit.ts";
import type { TengenBoard } from "./index.ts";
import type { Host, RecordView } from "./record.ts";

/** What the editor needs of its element. */
export interface Access {
  /** The record shown, if any. */
  record(): RecordView | null;
  host: Host;
  /** Takes a click or Enter on a point before the element (null gives it back). */
  take(f: ((x: number, y: number) => boolean) | null): void;
}

type Full = Awaited<ReturnType<typeof loadFull>>;
type FullTree = InstanceType<Full["GameTree"]>;

/** The tools, each with the sign on its button, in the toolbar's order. */
const TOOLS: readonly [Tool, string][] = [
  ["move", "◐"],
  ["black", "●"],
  ["white", "○"],
  ["empty", "∅"],
  ["circle", "◯"],
  ["square", "□"],
  ["triangle", "△"],
  ["cross", "✕"],
  ["letter", "A"],
  ["number", "1"],
  ["arrow", "→"],
  ["line", "—"],
  ["dim", "▒"],
  ["selected", "◆"],
];
const ACTIONS: readonly [Action, string][] = [
  ["player", "⇄"],
  ["undo", "↶"],
  ["delete", "✂"],
  ["promote", "⇑"],
  ["right", "✓"],
  ["wrong", "✗"],
];

/** Undo steps kept, at most. */
const HISTORY = 200;

/** A comment that marks a line right or wrong, as problem mode reads it (record.ts). */
const RIGHT = /\b(RIGHT|CORRECT)\b/i;
const WRONG = /\b(WRONG|INCORRECT)\b/i;
/** The first line the editor writes when it marks a node. */
const MARK_LINE = /^\s*(correct|wrong)\s*(\n|$)/i;

const CSS = `
.editor{margin-top:6px}
.tools{display:flex;flex-wrap:wrap;gap:4px;align-items:center}
.tools button{min-width:2.2em;padding:0 6px}
.tools button[aria-pressed="true"]{background:var(--tengen-tool-active, #0d47a1);border-color:var(--tengen-tool-active, #0d47a1);color:#fff}
.tools button[aria-disabled="true"]{opacity:.45;cursor:default}
.tools .gap{width:8px}
.tools .name{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.comment{display:flex;flex-direction:column;gap:2px;margin-top:6px;font-size:14px}
.comment textarea{font:inherit;min-height:3.2em;resize:vertical;padding:4px 6px;border-radius:6px;border:1px solid var(--tengen-button-border, #8a7a5c);background:var(--tengen-button-color, #fffaf0);color:inherit}
.comment textarea:focus-visible{outline:3px solid var(--tengen-focus, #0d47a1);outline-offset:2px}
:host([theme="dark"]) .comment textarea{background:var(--tengen-button-color, #35312a)}
`;
let sheet: CSSStyleSheet | null = null;

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

const same = (a: Vertex, b: Vertex): boolean => a[0] === b[0] && a[1] === b[1];
/** `list` without `p` if it holds it, else with it. */
const toggle = (list: readonly Vertex[], p: Vertex): Vertex[] => (list.some((q) => same(q, p)) ? list.filter((q) => !same(q, p)) : [...list, p]);

/** The record as it was before an edit. */
interface Step {
  sgf: string;
  path: number[];
}

class Editor {
  #el: TengenBoard;
  #access: Access;
  #full: Full | null = null;
  /** The drawing layers' module (the record's chunk loads it too), for its reading of SGF point lists. */
  #overlay: typeof import("../board/overlay.ts") | null = null;
  #tool: Tool = "move";
  /** An arrow's or a line's first point, waiting for its second. */
  #from: Vertex | null = null;
  #history: Step[] = [];
  #box: HTMLDivElement;
  #buttons = new Map<Tool | Action, HTMLButtonElement>();
  #comment: HTMLTextAreaElement;
  #commentLabel: HTMLSpanElement;
  #toolbar: HTMLDivElement;
  #lang: string | null | undefined = undefined;
  #listen = (): void => this.refresh();
  #gone = false;

  constructor(el: TengenBoard, access: Access) {
    this.#el = el;
    this.#access = access;
    const root = el.shadowRoot as ShadowRoot;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const box = document.createElement("div");
    box.className = "editor";
    box.setAttribute("part", "editor");
    const bar = document.createElement("div");
    bar.className = "tools";
    bar.setAttribute("role", "toolbar");
    const add = (name: Tool | Action, sign: string, action: () => void): void => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = name;
      // The sign for the eye; the name (refresh) for screen readers, as the button's text.
      const shown = document.createElement("span");
      shown.setAttribute("aria-hidden", "true");
      shown.textContent = sign;
      const said = document.createElement("span");
      said.className = "name";
      b.append(shown, said);
      b.tabIndex = -1;
      b.addEventListener("click", action);
      this.#buttons.set(name, b);
      bar.append(b);
    };
    for (const [tool, sign] of TOOLS) add(tool, sign, () => this.choose(tool));
    const gap = document.createElement("span");
    gap.className = "gap";
    bar.append(gap);
    for (const [action, sign] of ACTIONS) add(action, sign, () => this.act(action));
    // One stop of Tab for the toolbar; the arrows, Home and End move inside it.
    bar.addEventListener("keydown", (e) => this.#keys(e));
    bar.addEventListener("focusin", (e) => {
      if (e.target instanceof HTMLButtonElement) this.#rove(e.target);
    });
    this.#toolbar = bar;
    const label = document.createElement("label");
    label.className = "comment";
    this.#commentLabel = document.createElement("span");
    this.#comment = document.createElement("textarea");
    this.#comment.rows = 2;
    this.#comment.addEventListener("change", () => this.#setComment());
    label.append(this.#commentLabel, this.#comment);
    box.append(bar, label);
    this.#box = box;
    const host = access.host;
    host.root.insertBefore(box, host.caption);
    this.#rove(this.#buttons.get("move") as HTMLButtonElement);
    for (const type of ["navigate", "change"]) el.addEventListener(type, this.#listen);
    access.take((x, y) => this.activate(x, y));
    this.refresh();
  }

  /** A new access (the element's record may be another): holds the record in the full module. */
  async hold(access: Access): Promise<void> {
    this.#access = access;
    access.take((x, y) => this.activate(x, y));
    this.#overlay ??= await import("../board/overlay.ts");
    const full = (this.#full ??= await loadFull());
    const record = this.#access.record();
    if (this.#gone || !record || record.tree instanceof full.GameTree) return this.refresh();
    const tree = full.GameTree.fromSgf(record.tree.toSgf(), { illegal: "keep" });
    tree.goTo(record.tree.path);
    record.adopt(tree as unknown as GameTree);
    this.#history = [];
    this.refresh();
  }

  destroy(): void {
    this.#gone = true;
    for (const type of ["navigate", "change"]) this.#el.removeEventListener(type, this.#listen);
    this.#access.take(null);
    this.#box.remove();
  }

  get #words(): EditWords {
    return editWords(this.#el.getAttribute("lang"));
  }

  /** The record, once held in the full module. */
  #tree(): FullTree | null {
    const tree = this.#access.record()?.tree;
    return this.#full && tree instanceof this.#full.GameTree ? tree : null;
  }

  /** The buttons' state and names, and the comment box, for the node shown. */
  refresh(): void {
    const words = this.#words;
    const lang = this.#el.getAttribute("lang");
    if (lang !== this.#lang) {
      this.#lang = lang;
      this.#toolbar.setAttribute("aria-label", words.tools);
      this.#commentLabel.textContent = words.comment;
      for (const [name, b] of this.#buttons) {
        (b.lastChild as HTMLSpanElement).textContent = words.names[name];
        b.title = words.names[name];
      }
    }
    for (const [tool] of TOOLS) this.#buttons.get(tool)?.setAttribute("aria-pressed", String(tool === this.#tool));
    const tree = this.#tree();
    const node = tree?.node;
    const comment = node?.comment ?? "";
    if (this.#el.shadowRoot?.activeElement !== this.#comment) this.#comment.value = comment;
    this.#comment.disabled = !tree;
    const path = tree?.path ?? [];
    const set = (name: Action, disabled: boolean, pressed?: boolean): void => {
      const b = this.#buttons.get(name) as HTMLButtonElement;
      // Disabled in name only, so that the keys still reach it in the toolbar.
      b.setAttribute("aria-disabled", String(disabled));
      if (pressed !== undefined) b.setAttribute("aria-pressed", String(pressed));
    };
    set("player", !tree);
    set("undo", this.#history.length === 0);
    set("delete", path.length === 0);
    set("promote", path.every((k) => k === 0));
    set("right", !tree, !!node && (node.annotation === "good" || RIGHT.test(comment)));
    set("wrong", !tree, !!node && (node.annotation === "bad" || WRONG.test(comment)));
  }

  /** Chooses a tool. */
  choose(tool: Tool): void {
    this.#tool = tool;
    this.#from = null;
    this.#access.host.board.highlight(null);
    this.refresh();
  }

  #keys(e: KeyboardEvent): void {
    const all = [...this.#buttons.values()];
    const at = all.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    const b = all[(to + all.length) % all.length] as HTMLButtonElement;
    this.#rove(b);
    b.focus();
  }

  /** `b` is the toolbar's one stop of Tab. */
  #rove(b: HTMLButtonElement): void {
    for (const other of this.#buttons.values()) other.tabIndex = other === b ? 0 : -1;
  }

  /** What the board's point is called (`D4`). */
  #name(x: number, y: number): string {
    return nameAt(this.#access.host.board.state, x, y);
  }

  /**
   * One edit: `f` calls the tree's methods. A refusal (thrown) is said, and the record
   * is left as it was; an edit that changed the record is an undo step. The board then
   * shows the node, saying `said` (unless `shown`: `f` showed it).
   */
  #step(f: (tree: FullTree) => void, said: string, shown = false): void {
    const tree = this.#tree();
    const record = this.#access.record();
    const host = this.#access.host;
    if (!tree || !record) return;
    const before: Step = { sgf: tree.toSgf(), path: tree.path };
    try {
      f(tree);
    } catch (e) {
      if (this.#tree()?.toSgf() !== before.sgf) this.#restore(before);
      const message = errorText(e);
      host.board.commit(message, "error");
      host.say([host.span(message, "error")]);
      return;
    }
    const now = this.#tree() ?? tree;
    const moved = now.path.join() !== before.path.join();
    if (now.toSgf() !== before.sgf) {
      this.#history.push(before);
      if (this.#history.length > HISTORY) this.#history.shift();
      host.emit("edit", { path: now.path });
    }
    if (!shown) record.show(said);
    if (moved && !shown) host.emit("navigate", { path: now.path, moveNumber: now.moveNumber, comment: now.node.comment });
    this.refresh();
  }

  /** The record as `step` keeps it, read again by the full module. */
  #restore(step: Step): void {
    const full = this.#full;
    const record = this.#access.record();
    if (!full || !record) return;
    const tree = full.GameTree.fromSgf(step.sgf, { illegal: "keep" });
    tree.goTo(step.path);
    record.adopt(tree as unknown as GameTree);
  }

  /** A click or Enter on (x, y) with the tool chosen; true: the editor took it. */
  activate(x: number, y: number): boolean {
    const tree = this.#tree();
    if (!tree) return true;
    const p: Vertex = [x, y];
    const tool = this.#tool;
    const words = this.#words;
    const said = words.at(words.names[tool], this.#name(x, y));
    const node = tree.node;
    const m = node.markup;
    switch (tool) {
      case "move":
        // As a click plays in a record: follows the variation with this move, or adds one.
        this.#step(() => void this.#el.play(x, y), "", true);
        return true;
      case "black":
      case "white":
        this.#step((t) => {
          // Setup goes on a node without a move: a new one after a move.
          if (t.node.move) t.addNode();
          t.setSetup({ [tool]: toggle(t.node.setup?.[tool] ?? [], p) });
        }, said);
        return true;
      case "empty":
        this.#step((t) => {
          const s = t.node.move ? null : t.node.setup;
          // A stone this node adds goes; a point it empties is given back; another stone is removed.
          for (const list of ["black", "white", "empty"] as const) {
            if (s?.[list].some((q) => same(q, p))) return t.setSetup({ [list]: toggle(s[list], p) });
          }
          const state = this.#access.host.board.state;
          if (!state.board[y * state.width + x]) return;
          if (t.node.move) t.addNode();
          t.setSetup({ empty: toggle(t.node.setup?.empty ?? [], p) });
        }, said);
        return true;
      case "circle":
      case "square":
      case "triangle":
      case "cross":
        this.#step((t) => t.setMarkup({ [tool]: toggle(m[tool], p) }), said);
        return true;
      case "dim":
      case "selected": {
        const info = tree.info;
        const own = (this.#overlay as typeof import("../board/overlay.ts")).sgfPoints(node.properties[tool === "dim" ? "DD" : "SL"], info.width, info.height);
        this.#step((t) => t.setMarkup({ [tool]: toggle(own, p) }), said);
        return true;
      }
      case "letter":
      case "number": {
        const labels = m.labels.map((l): [number, number, string] => [l.point[0], l.point[1], l.text]);
        const here = labels.findIndex((l) => l[0] === x && l[1] === y);
        let text = "";
        if (here >= 0) labels.splice(here, 1);
        else {
          // The first letter (A–Z) or number (from 1) the node does not use yet.
          const used = new Set(labels.map((l) => l[2]));
          for (let i = 0; !text; i++) {
            const t = tool === "letter" ? (i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26)}`) : String(i + 1);
            if (!used.has(t)) text = t;
          }
          labels.push([x, y, text]);
        }
        this.#step((t) => t.setMarkup({ label: labels }), here >= 0 ? said : words.at(`${words.names[tool]} ${text}`, this.#name(x, y)));
        return true;
      }
      case "arrow":
      case "line": {
        const from = this.#from;
        const host = this.#access.host;
        if (!from || same(from, p)) {
          // The first point: ringed until the second.
          this.#from = from ? null : p;
          host.board.highlight(from ? null : [p]);
          host.board.commit(from ? "" : words.from(words.names[tool], this.#name(x, y)));
          return true;
        }
        this.#from = null;
        host.board.highlight(null);
        const list = (tool === "arrow" ? m.arrows : m.lines).map((a): [Vertex, Vertex] => [a.from, a.to]);
        // The same arrow (or the same line, either way) again takes it away.
        const k = list.findIndex(([a, b]) => (same(a, from) && same(b, p)) || (tool === "line" && same(a, p) && same(b, from)));
        if (k >= 0) list.splice(k, 1);
        else list.push([from, p]);
        this.#step((t) => t.setMarkup({ [tool]: list }), words.at(words.names[tool], `${this.#name(from[0], from[1])}–${this.#name(x, y)}`));
        return true;
      }
    }
  }

  /** An action's button. */
  act(action: Action): void {
    const words = this.#words;
    const done = words.done(words.names[action]);
    if (this.#buttons.get(action)?.getAttribute("aria-disabled") === "true") {
      if (action === "undo") this.#access.host.board.commit(words.nothingToUndo);
      return;
    }
    switch (action) {
      case "player": {
        // PL: the other side plays next, on a node of its own after a move (setup, as FF[4] keeps it).
        const tree = this.#tree();
        const game = tree?.game;
        const next = game?.turn === "black" ? "white" : "black";
        game?.free();
        return this.#step((t) => {
          if (t.node.move) t.addNode();
          t.setPlayer(next);
        }, words.at(words.names.player, this.#access.host.texts().color(next)));
      }
      case "undo": {
        const last = this.#history.pop();
        if (!last) return;
        this.#restore(last);
        const tree = this.#tree();
        this.#access.host.board.commit(done);
        if (tree) this.#access.host.emit("edit", { path: tree.path });
        this.refresh();
        return;
      }
      case "delete":
        return this.#step((t) => void t.deleteNode(), done);
      case "promote":
        return this.#step((t) => t.promote(), done);
      case "right":
      case "wrong":
        return this.#step((t) => {
          const node = t.node;
          const comment = node.comment ?? "";
          const on = this.#buttons.get(action)?.getAttribute("aria-pressed") === "true";
          const rest = comment.replace(MARK_LINE, "");
          t.removeProperty("TE");
          t.removeProperty("BM");
          // Pressed again: the mark is taken away.
          if (on) return t.setComment(rest);
          t.setProperty(action === "right" ? "TE" : "BM", ["1"]);
          t.setComment((action === "right" ? "Correct" : "Wrong") + (rest ? `\n${rest}` : ""));
        }, done);
    }
  }

  /** The comment box, changed: the node's comment. */
  #setComment(): void {
    const tree = this.#tree();
    const text = this.#comment.value;
    if (!tree || (tree.node.comment ?? "") === text) return;
    this.#step((t) => t.setComment(text), this.#words.done(this.#words.comment));
  }
}

const editors = new WeakMap<TengenBoard, Editor>();

/** Shows the editor of `el` (with `edit`), or takes it away (without); holds its record in the full module. */
export function follow(el: TengenBoard, access: Access): void {
  const on = el.hasAttribute("edit") && el.getAttribute("edit") !== "false";
  let editor = editors.get(el);
  if (!on) {
    editor?.destroy();
    editors.delete(el);
    return;
  }
  if (!editor) editors.set(el, (editor = new Editor(el, access)));
  void editor.hold(access);
}
