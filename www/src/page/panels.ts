// What the panels beside the board do (the game so far with its terms, the line naming
// the point aimed at, the walk through a count, the record, the "New game" form) and the
// page's words in other languages: one chunk, loaded on the first use of any of them
// (a move, the pointer on the board, the panels touched or focused, a record dropped or
// pasted, another language), or at once when the page brings back a kept game (main.ts).
import type { GameTree, Lang } from "tengen";
import type { BoardState } from "../board/index.ts";
import type { TengenBoard } from "../element/index.ts";
import type { Words } from "../lang/index.ts";
import type { Texts } from "../text.ts";
import type { Settings } from "../types.ts";
import { bindForm, hashOf, type FormApi } from "./form.ts";
import { bindRecord, type RecordApi } from "./record.ts";
import { bindTeach, type Teach } from "./teach.ts";
import type { FormFields } from "./fields.ts";
import { el } from "./words.ts";

export { applyStatic } from "./words.ts";
export { updateCount } from "./count.ts";

export interface PanelsContext {
  board: TengenBoard;
  /** The "New game" form's fields (filled and showing the game at the first load). */
  fields: FormFields;
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
  /** A record of the game on the board (saved.ts). */
  recordOf(settings: Settings): GameTree;
}

export function bindPanels(c: PanelsContext): { teach: Teach; form: FormApi; record: RecordApi } {
  const board = c.board;
  const state = (): Readonly<BoardState> => board.state as Readonly<BoardState>;
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
    c.fields,
    c.texts,
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
    c.recordOf,
    c.texts,
  );
  return { teach, form, record };
}
