// The panels beside the board (the game so far with its terms, the line naming the
// point aimed at, the walk through a count, the record, the "New game" form) and the
// page's words in other languages: one chunk, loaded at once but bound after the board
// is drawn (main.ts).
import type { GameTree, Lang } from "tengen";
import type { BoardState } from "../board/index.ts";
import type { TengenBoard } from "../element/index.ts";
import type { Words } from "../lang/index.ts";
import type { Texts } from "../text.ts";
import { bindForm, hashOf, type FormApi } from "./form.ts";
import { bindRecord, type RecordApi } from "./record.ts";
import { bindTeach, type Teach } from "./teach.ts";
import type { UiParts } from "./ui.ts";
import { el } from "./words.ts";

export { applyStatic } from "./words.ts";

export interface PanelsContext {
  board: TengenBoard;
  /** The status line and the buttons under the board. */
  parts: UiParts;
  /** The page's language and words now (the package's words, if loaded yet). */
  lang: Lang;
  texts: Texts;
  words: Words | null;
  /** The record kept in this browser, at the node the board shows. */
  restored: GameTree | null;
  /** Loads the package's words (the page then passes them to `teach.setLanguage`). */
  needWords(): void;
  /** Keeps the record in this browser. */
  store(): void;
}

export function bindPanels(c: PanelsContext): { teach: Teach; form: FormApi; record: RecordApi } {
  const board = c.board;
  const state = (): Readonly<BoardState> => board.state as Readonly<BoardState>;
  bindButtons(c.parts, board);
  const teach = bindTeach(
    {
      hover: el("hover-terms"),
      recordList: el("record-list"),
      recordEmpty: el("record-empty"),
      explain: el("explain"),
      walk: el("walk"),
      walkStep: el("walk-step"),
      walkText: el("walk-text"),
      walkPrev: el("walk-prev"),
      walkNext: el("walk-next"),
      walkClose: el("walk-close"),
    },
    board,
    { lang: c.lang, texts: c.texts },
    c.needWords,
  );
  if (c.words) teach.setLanguage(c.lang, c.texts, c.words);
  teach.changed(state());
  let record: RecordApi | null = null;
  const form = bindForm(
    {
      form: el("new-game"),
      size: el("size"),
      rules: el("rules"),
      komi: el("komi"),
      handicap: el("handicap"),
      note: el("rules-note"),
      error: el("form-error"),
    },
    c.texts,
    state().settings,
    (settings) => {
      const error = board.newGame(settings);
      if (error) return error;
      record?.reset(settings);
      c.store();
      try {
        history.replaceState(null, "", hashOf(settings));
      } catch {
        // A page opened from a file may refuse; the game still starts.
      }
      board.focus({ preventScroll: true });
      // On a phone the form sits below the board: bring the new board back into view.
      const r = board.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) board.closest("section")?.scrollIntoView({ block: "start" });
      return null;
    },
  );
  record = bindRecord(
    {
      open: el("sgf-open"),
      save: el("sgf-save"),
      first: el("sgf-first"),
      previous: el("sgf-previous"),
      next: el("sgf-next"),
      last: el("sgf-last"),
      title: el("sgf-title"),
      position: el("sgf-position"),
      variations: el("sgf-variations"),
      comment: el("sgf-comment"),
      status: el("sgf-status"),
    },
    board,
    c.restored,
    (settings) => form.show(settings),
  );
  return { teach, form, record };
}

/** The buttons act on the board, through its API like any other caller. */
function bindButtons(p: UiParts, board: TengenBoard): void {
  // A button that disables itself must not drop the keyboard focus on the floor.
  const keepFocus = (from: HTMLButtonElement, to: HTMLElement): void => {
    if (from.disabled || from.hidden) (to.hidden ? board.canvas! : to).focus({ preventScroll: true });
  };
  p.pass.addEventListener("click", () => {
    board.pass();
    keepFocus(p.pass, p.resume);
  });
  p.undo.addEventListener("click", () => {
    board.undo();
    keepFocus(p.undo, board.canvas!);
  });
  p.resign.addEventListener("click", () => {
    board.resign();
    keepFocus(p.resign, p.undo);
  });
  p.noResult.addEventListener("click", () => {
    board.endNoResult();
    keepFocus(p.noResult, p.undo);
  });
  p.suggest.addEventListener("click", () => board.suggestDead());
  p.ownership.addEventListener("click", () => board.showOwnership(!board.state?.showOwnership));
  p.resume.addEventListener("click", () => {
    board.resume();
    board.canvas!.focus({ preventScroll: true });
  });
}
