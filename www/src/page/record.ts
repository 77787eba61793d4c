// The game record beside the board: an SGF file opened (file picker, drag-and-drop,
// paste), browsed (buttons; Home, End, ←, →, and ↑/↓ for the variations), saved as a
// download. The record is a `GameTree` of the package; the board shows the position at
// its current node, and a move played on the board at a node adds a variation there (or
// follows the one already there). Comments are shown as text, never as HTML.
import { GameTree, toGtp, type Game, type Player, type Vertex } from "tengen";
import type { BoardState } from "../board/index.ts";
import type { TengenBoard } from "../element/index.ts";
import type { NamedMove, RecordTexts, Texts } from "../text.ts";
import type { Settings } from "../types.ts";

/** The record panel's elements, found by the page and handed over. */
export interface RecordParts {
  open: HTMLInputElement;
  save: HTMLButtonElement;
  first: HTMLButtonElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  last: HTMLButtonElement;
  title: HTMLElement;
  position: HTMLElement;
  variations: HTMLOListElement;
  comment: HTMLElement;
  status: HTMLElement;
}

export interface RecordApi {
  /** The record as it is now (the page keeps it in this browser). */
  readonly tree: GameTree;
  /** After every action of the board: a move or undo there goes into the record. */
  changed(state: Readonly<BoardState>): void;
  /** A new, empty record for the board's new game. */
  reset(settings: Settings): void;
  /** The record as the "Save SGF" button writes it (with the result of a resignation). */
  sgf(): string;
  /** Opens an SGF file (text or bytes) named `file` (none: a pasted record); returns the refusal in words, or null. */
  load(input: string | Uint8Array, file?: string): string | null;
  /** The panel in another language (the page's switch). */
  setTexts(t: Texts): void;
  /** Shows move `n` of the line from the root (the first variation at each node): the winrate graph's click. */
  goToMove(n: number): void;
  /** The players' names the saved record gives (SGF PB, PW) when it has none of its own: the computer's, in a game against it. */
  setPlayers(players: { black?: string; white?: string } | null): void;
}

/** "Black Q16", "White passes". */
const moveWords = (m: NamedMove): string => `${m.color === "black" ? "Black" : "White"} ${m.name ?? "passes"}`;

/** The panel's English (the other languages' tables have it as `page.record`). */
const EN: RecordTexts = {
  position: (n, m) => `Move ${n}${m ? `: ${moveWords(m)}` : ""}`,
  variation: (letter, m) => `${letter}: ${m ? moveWords(m) : "no move"}`,
  mainLine: "Main line",
  opened: (file) => `Opened ${file}.`,
  openedNodes: (file, nodes, illegal, why) =>
    `Opened ${file}: ${nodes} nodes${illegal ? ` (${illegal} illegal move${illegal === 1 ? "" : "s"} kept: ${why})` : ""}.`,
  couldNotOpen: (file, why) => `Could not open ${file}: ${why}`,
  saved: (file) => `Saved ${file}.`,
  pasted: "the pasted record",
};

/** The letters of the variations' labels. */
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

function settingsOf(game: Game): Settings {
  return { size: game.width, rules: game.rules.name, komi: game.komi, handicap: game.handicap };
}

/** A record's move as the texts name it (its point as "Q16"), or null for a node without one. */
function named(color: Player | null, point: Vertex | null, height: number): NamedMove | null {
  if (!color) return null;
  return { color, name: point ? toGtp(point[0], point[1], height) : null };
}

const mainLine = (path: readonly number[]): boolean => path.every((k) => k === 0);

/**
 * Binds the panel to `board`; `restored` is the record kept in this browser, at the node
 * the board shows. `opened(settings)` follows each record opened (the page's "New game"
 * form shows its size, rules, komi and handicap). `recordOf(settings)` makes a record
 * of the game on the board (the page's, saved.ts).
 */
export function bindRecord(
  parts: RecordParts,
  board: TengenBoard,
  restored: GameTree | null,
  opened: (settings: Settings) => void,
  recordOf: (settings: Settings) => GameTree,
  texts: Texts,
): RecordApi {
  let w: RecordTexts = texts.page.record ?? EN;
  const state = (): Readonly<BoardState> => board.state as Readonly<BoardState>;
  let tree = restored ?? recordOf(state().settings);
  /**
   * A resignation on the board, at the record's node `path`: the package's record has
   * no resigning node, so its result ("W+R") is written as the root's RE when the record
   * is saved, as the tree writes the result of a game ended by passes.
   */
  let resigned: { result: string; path: number[] } | null = null;
  /** How the game on the board had ended at the last change (an undone resignation clears it). */
  let ended: string | null = null;
  const noteEnd = (s: Readonly<BoardState>): void => {
    if (s.endReason === "resignation" && s.result) resigned = { result: s.result, path: tree.path };
    else if (ended === "resignation" && resigned && resigned.path.join() === tree.path.join()) resigned = null;
    ended = s.endReason;
  };
  noteEnd(state());
  let fileName = "game.sgf";
  /** The names the saved record gives its players, if it has none (setPlayers). */
  let players: { black?: string; white?: string } | null = null;
  /** The board's move number when it last showed the tree's node. */
  let shown = state().moveNumber;
  let syncing = false;

  function say(text: string, kind: "info" | "error" = "info"): void {
    parts.status.textContent = text;
    parts.status.className = kind === "error" ? "error" : "small";
  }

  /** Shows the tree's current node: on the board, and in the panel. */
  function show(said?: string): void {
    const game = tree.game;
    syncing = true;
    try {
      board.showGame(game, settingsOf(game), said ?? "");
    } finally {
      syncing = false;
    }
    showPanel();
  }

  /** The panel for the tree's current node (the board already shows its position). */
  function showPanel(): void {
    shown = state().moveNumber;
    const node = tree.node;
    const info = tree.info;
    const names = [info.black, info.white].every((n) => n) ? `${info.black} – ${info.white}` : (info.name ?? "");
    parts.title.textContent = names;
    parts.position.textContent = w.position(tree.moveNumber, node.move ? named(node.move.color, node.move.point, info.height) : null);
    // As text: a comment is never HTML.
    parts.comment.textContent = node.comment ?? "";
    parts.comment.hidden = !node.comment;
    const children = tree.children();
    const items = children.map((c, k) => {
      const li = document.createElement("li");
      const b = document.createElement("button");
      b.type = "button";
      b.textContent = w.variation(LETTERS[k] ?? String(k + 1), named(c.color, c.point, info.height));
      if (k === 0) b.title = w.mainLine;
      b.addEventListener("click", () => go(() => tree.next(k)));
      li.append(b);
      return li;
    });
    parts.variations.replaceChildren(...items);
    const atRoot = tree.path.length === 0;
    parts.first.disabled = atRoot;
    parts.previous.disabled = atRoot;
    parts.next.disabled = children.length === 0;
    parts.last.disabled = children.length === 0;
  }

  function go(move: () => boolean): void {
    if (move()) show();
  }

  /** The sibling `delta` away from the current node (↑/↓). */
  function sibling(delta: number): boolean {
    const path = tree.path;
    const k = path.at(-1);
    if (k === undefined) return false;
    const to = [...path.slice(0, -1), k + delta];
    return (to.at(-1) ?? -1) >= 0 && tree.goTo(to);
  }

  function load(input: string | Uint8Array, file?: string): string | null {
    const name = file ?? w.pasted;
    let next: GameTree;
    let illegal = 0;
    let why = "";
    try {
      next = GameTree.fromSgf(input);
    } catch (e) {
      // A record with illegal moves still opens, as other editors open it, with a note.
      const code = e && typeof e === "object" && "code" in e ? e.code : null;
      if (code !== "sgf-illegal-move" && code !== "sgf-point") {
        const text = w.couldNotOpen(name, errorText(e));
        say(text, "error");
        return text;
      }
      next = GameTree.fromSgf(input, { illegal: "keep" });
      illegal = next.problems.length;
      why = errorText(e);
    }
    tree.free();
    tree = next;
    fileName = file?.replace(/[^\w.\- ]+/g, "_") || "game.sgf";
    resigned = null;
    show(w.opened(name));
    say(w.openedNodes(name, tree.nodeCount, illegal, why));
    opened(settingsOf(tree.game));
    return null;
  }

  async function loadFile(file: File): Promise<void> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    load(bytes, file.name);
  }

  /** The record as an SGF file, with the result of a resignation on its main line. */
  function sgf(): string {
    const info = tree.info;
    const escape = (v: string): string => v.replace(/[\\\]]/g, "\\$&");
    const names = [info.black === null && players?.black ? `PB[${escape(players.black)}]` : "", info.white === null && players?.white ? `PW[${escape(players.white)}]` : ""].join("");
    const result = resigned && mainLine(resigned.path) && info.resultText === null ? `RE[${resigned.result}]` : "";
    const text = tree.toSgf();
    return names || result ? text.replace(/^\(\s*;/, (root) => `${root}${result}${names}`) : text;
  }

  function save(): void {
    const text = sgf();
    const url = URL.createObjectURL(new Blob([text], { type: "application/x-go-sgf" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName.endsWith(".sgf") ? fileName : `${fileName}.sgf`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    say(w.saved(a.download));
  }

  parts.open.addEventListener("change", () => {
    const file = parts.open.files?.[0];
    if (file) void loadFile(file);
    parts.open.value = "";
  });
  parts.save.addEventListener("click", save);
  parts.first.addEventListener("click", () => go(() => tree.first()));
  parts.previous.addEventListener("click", () => go(() => tree.previous()));
  parts.next.addEventListener("click", () => go(() => tree.next(0)));
  parts.last.addEventListener("click", () => go(() => tree.last()));

  document.addEventListener("dragover", (e) => {
    if (e.dataTransfer?.types.includes("Files")) e.preventDefault();
  });
  document.addEventListener("drop", (e) => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    void loadFile(file);
  });
  document.addEventListener("paste", (e) => {
    if (isTextEntry(e.target)) return;
    const text = e.clipboardData?.getData("text") ?? "";
    if (!text.includes("(")) return;
    e.preventDefault();
    load(text);
  });
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTextEntry(e.target)) return;
    const moves: Record<string, () => boolean> = {
      Home: () => tree.first(),
      End: () => tree.last(),
      ArrowLeft: () => tree.previous(),
      ArrowRight: () => tree.next(0),
      ArrowUp: () => sibling(-1),
      ArrowDown: () => sibling(1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    go(move);
  });

  showPanel();

  return {
    get tree() {
      return tree;
    },
    setTexts(t) {
      w = t.page.record ?? EN;
      showPanel();
    },
    load,
    sgf,
    goToMove(n) {
      go(() => {
        tree.first();
        for (let i = 0; i < n && tree.next(); i++);
        return true;
      });
    },
    setPlayers(next) {
      players = next;
    },
    reset(settings) {
      resigned = null;
      tree.free();
      tree = recordOf(settings);
      fileName = "game.sgf";
      showPanel();
      say("");
    },
    changed(state) {
      if (syncing) {
        ended = state.endReason;
        return;
      }
      // A stone or pass played on the board: into the record, as a new variation if
      // the node had no such child.
      if (state.moveNumber === shown + 1 && state.lastMove) {
        const p = state.lastMove.point;
        try {
          if (p) tree.play(p[0], p[1]);
          else tree.pass();
        } catch (e) {
          say(errorText(e), "error");
        }
        showPanel();
      } else if (state.moveNumber === shown - 1 && tree.previous()) {
        showPanel();
      }
      noteEnd(state);
    },
  };
}
