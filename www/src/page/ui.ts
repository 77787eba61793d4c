// The page around the board: the status line, the message, the buttons, the count and
// the end of the game. `update()` writes them from the board's state after each action.
import type { BoardState } from "../board/index.ts";
import type { Texts } from "../text.ts";

/** The page's elements, found by the page (main.ts) and handed over. */
export interface UiParts {
  wrap: HTMLElement;
  turnStone: HTMLElement;
  turnText: HTMLElement;
  moveNumber: HTMLElement;
  repetition: HTMLElement;
  capsBlack: HTMLElement;
  capsWhite: HTMLElement;
  message: HTMLElement;
  pass: HTMLButtonElement;
  undo: HTMLButtonElement;
  resign: HTMLButtonElement;
  resume: HTMLButtonElement;
  noResult: HTMLButtonElement;
  suggest: HTMLButtonElement;
  ownership: HTMLButtonElement;
  countPanel: HTMLElement;
  countBody: HTMLTableSectionElement;
  result: HTMLElement;
  resultPoints: HTMLElement;
  resultStones: HTMLElement;
  resultNotes: HTMLElement;
  overPanel: HTMLElement;
  overText: HTMLElement;
}

/**
 * Writes the page from the board's state. `count` fills the count panel (count.ts, in the
 * panels' chunk): until it is there, the panel stays hidden.
 */
export function updateUi(p: UiParts, t: Texts, s: Readonly<BoardState>, count?: typeof import("./count.ts").updateCount): void {
  p.wrap.style.setProperty("--board-aspect", `${s.width} / ${s.height}`);
  // A small board gets a small slab of wood (the board caps the cell at 84 CSS px).
  p.wrap.style.maxWidth = `${Math.round((Math.max(s.width, s.height) + 1.7) * 84)}px`;
  const counting = s.mode === "counting";
  const over = s.mode === "over";
  p.turnStone.className = `stone-icon ${counting || over ? "none" : s.turn}`;
  p.turnText.textContent = counting ? t.countingHeadline(s.score?.result ?? null) : over ? t.overHeadline(s.result) : t.turnHeadline(s.turn);
  p.moveNumber.textContent = t.moveNumber(s.moveNumber);
  p.capsBlack.textContent = String(s.captures.black);
  p.capsWhite.textContent = String(s.captures.white);
  p.message.textContent = s.message?.text ?? "";
  p.message.className = `message${s.message?.kind === "error" ? " error" : ""}`;

  p.pass.disabled = s.mode !== "play";
  p.resign.disabled = s.mode !== "play";
  p.undo.disabled = s.moveNumber === 0 && s.mode === "play";
  p.resume.hidden = !counting;
  const r = s.repetition;
  p.repetition.hidden = p.noResult.hidden = !r;
  p.repetition.textContent = r ? t.repetitionStatus(r.count, s.rules.repetitionLimit) : "";
  p.ownership.setAttribute("aria-pressed", String(s.showOwnership));

  p.countPanel.hidden = s.mode !== "counting" || !count;
  count?.(p, t, s);
  p.overPanel.hidden = !over;
  p.overText.textContent = over ? t.end(s.endReason, s.result, s.settings.rules) : "";
}
