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
import { toGtp } from "tengen";
import type { Review } from "../element/api.ts";
import type { BotApi } from "./bot.ts";

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

/**
 * The style of what the panels' code fills (the count panel and its walk, which are
 * shown only once this chunk is there; an opened record's title, variations and
 * comment, empty or hidden until then) and writes (the terms, the record's lines, the
 * variations' buttons): style.css is part of the first load, these rules come with the
 * code that needs them, adopted by the document (no inline style: a strict CSP allows it).
 */
const CSS = `
#dark { align-self: flex-end; margin: -.5rem 0 0; min-width: 0; }
.record-title { font-weight: 600; margin: .4rem 0; }
.record-variations { margin: .25rem 0; padding-left: 0; list-style: none; display: flex; flex-wrap: wrap; gap: .3rem; }
.record-comment { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 12rem; overflow: auto; border-left: 3px solid var(--line); padding-left: .5rem; }
#explain { margin-top: .6rem; }
#explain[hidden] { display: none; }
.walk { margin-top: .5rem; padding-top: .5rem; border-top: 1px solid var(--line); }
.walk[hidden] { display: none; }
.walk h3 { margin: 0 0 .25rem; font-size: 1rem; }
.walk-text { margin: .25rem 0 .5rem; font-weight: 600; min-height: 2.9em; }
.walk-controls { display: flex; flex-wrap: wrap; gap: .4rem; }
.walk-controls button { margin: 0; min-width: 4.5rem; }
.count { border-color: #9fb7dc; box-shadow: 0 0 0 3px rgba(13, 71, 161, .08); }
.count table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.count th, .count td { padding: .2rem .4rem; text-align: right; border-bottom: 1px solid var(--line); }
.count th:first-child, .count td:first-child { text-align: left; font-weight: normal; color: var(--muted); }
.count tr.total td { font-weight: 700; color: var(--ink); border-bottom: 0; }
.result { font-size: 1.1rem; font-weight: 700; margin: .6rem 0 .2rem; }
.stones { margin: .3rem 0; font-weight: 600; }
.stones:empty { display: none; }
.notes:empty { display: none; }
.legend { margin: .5rem 0 0; }
.key { display: inline-block; width: .8em; height: .8em; margin: 0 .25em 0 .1em; vertical-align: -.05em; text-align: center; line-height: .8em; }
.key.terr-b { background: #111; }
.key.terr-w { background: #fafafa; box-shadow: inset 0 0 0 1px #555; }
.key.dame { color: #5a3c1e; font-weight: 700; }
.key.seki { color: #00695c; }
.hover-terms .at { font-variant-numeric: tabular-nums; }
.hover-terms .note { display: block; font-size: .8rem; }
.term { display: inline-block; margin: 0 .15rem; padding: 0 .4rem; border-radius: 999px; background: #efe4cf; color: var(--ink); font-weight: 600; }
.record-list li { margin: .1rem 0; }
.record-list .stone-icon { margin-right: .3rem; }
.record-list .where { color: var(--ink); margin-right: .25rem; }
.record-variations button { min-width: 0; min-height: 2.25rem; padding: .2rem .6rem; font-weight: 500; }
`;

export function bindPanels(c: PanelsContext): { teach: Teach; form: FormApi; record: RecordApi } {
  const board = c.board;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
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
  let texts = c.texts;
  // The form's words follow the language, and so do the computer's fields.
  const form: FormApi = {
    show: (settings) => newGameForm.show(settings),
    setTexts(t) {
      texts = t;
      newGameForm.setTexts(t);
      bot?.setTexts(t);
      wordGraph();
      wordReview();
    },
  };
  // The computer opponent: a chunk loaded when it is first chosen (the form, or the address).
  const opponent = el<HTMLSelectElement>("opponent");
  let bot: BotApi | null = null;
  let loadingBot: Promise<BotApi> | null = null;
  const loadBot = (): Promise<BotApi> =>
    (loadingBot ??= import("./bot.ts").then((chunk) => {
      bot = chunk.bindBot({ board, texts, opponent, pass: el("pass"), resign: el("resign"), after: el("message"), players: (p) => record?.setPlayers(p) });
      return bot;
    }));
  opponent.addEventListener("change", () => void (opponent.value === "computer" && loadBot()));
  const newGameForm = bindForm(
    c.fields,
    c.texts,
    (settings) => {
      if (opponent.value === "computer" && !bot) {
        // The computer's chunk is on its way: the form is sent again once it is here.
        void loadBot().then(() => c.fields.parts.form.requestSubmit());
        return null;
      }
      const vs = bot?.chosen() ?? null;
      bot?.start(null);
      const error = board.newGame(settings);
      if (error) return error;
      record?.reset(settings);
      analysing = false;
      wordGraph();
      bot?.start(vs);
      c.store();
      try {
        history.replaceState(null, "", hashOf(settings) + (bot?.hash(vs) ?? ""));
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
    (settings) => {
      // An opened record is browsed, not played against the computer.
      bot?.stop();
      analysing = true;
      wordGraph();
      form.show(settings);
    },
    c.recordOf,
    c.texts,
  );
  // The dark theme's toggle, beside the language (dark.ts, loaded at start when the system prefers it, else on the first click).
  const dark = document.createElement("button");
  dark.type = "button";
  dark.id = "dark";
  dark.className = "secondary";
  dark.textContent = "Dark";
  dark.setAttribute("aria-pressed", String(document.documentElement.classList.contains("dark")));
  dark.addEventListener("click", () => void import("./dark.ts").then((m) => m.toggleDark()));
  el("lang").closest("label")?.after(dark);
  // The "Image" button: a picture of the board to save (image.ts, loaded on the first click).
  const imageButton = el<HTMLButtonElement>("image");
  imageButton.setAttribute("aria-expanded", "false");
  imageButton.addEventListener("click", () => void import("./image.ts").then((m) => m.toggleImage(board, imageButton, () => record?.tree ?? null)));
  // The winrate graph under the board (the element's show-winrate), beside the record's
  // files (index.html: there from the start, its words and actions from here): "Analyse
  // this record" once a record is opened, which it then shows to its end.
  const graph = el<HTMLButtonElement>("winrate");
  let analysing = false;
  const wordGraph = (): void => {
    graph.textContent = analysing ? (texts.page.analyse ?? "Analyse this record") : (texts.page.winrate ?? "Winrate graph");
  };
  wordGraph();
  // The button shows whether the graph is on: the board's attribute, which the review sets too.
  const pressGraph = (): void => graph.setAttribute("aria-pressed", String(board.hasAttribute("show-winrate")));
  new MutationObserver(pressGraph).observe(board, { attributes: true, attributeFilter: ["show-winrate"] });
  graph.addEventListener("click", () => {
    const on = !board.hasAttribute("show-winrate");
    if (on && analysing) record?.goToMove(Number.MAX_SAFE_INTEGER);
    board.toggleAttribute("show-winrate", on);
    pressGraph();
  });
  // The review: the moves that lost the most, each with the move the computer preferred,
  // one by one on the board (Previous, Next), after the count or for an opened record.
  const reviewButton = el<HTMLButtonElement>("review");
  const reviewPanel = document.createElement("div");
  reviewPanel.id = "review-panel";
  reviewPanel.hidden = true;
  const reviewText = document.createElement("p");
  reviewText.id = "review-text";
  reviewText.setAttribute("aria-live", "polite");
  // Each side's accuracy (KaTrain's manner, from the points lost), once the network read the game.
  const reviewAccuracy = document.createElement("p");
  reviewAccuracy.id = "review-accuracy";
  reviewAccuracy.hidden = true;
  const reviewPrevious = document.createElement("button");
  const reviewNext = document.createElement("button");
  const reviewClose = document.createElement("button");
  for (const [b, id] of [[reviewPrevious, "review-previous"], [reviewNext, "review-next"], [reviewClose, "review-close"]] as const) {
    b.type = "button";
    b.id = id;
    b.className = "secondary";
  }
  reviewPanel.append(reviewText, reviewAccuracy, reviewPrevious, " ", reviewNext, " ", reviewClose);
  el("sgf").querySelector(".record-files")?.after(reviewPanel);
  let items: Review | null = null;
  let step = 0;
  const gtp = (p: readonly [number, number] | null): string => (p ? (toGtp(p[0], p[1], state().height) ?? "?") : texts.page.passed);
  const wordReview = (): void => {
    const p = texts.page;
    reviewButton.textContent = p.review ?? "Review";
    reviewPrevious.textContent = p.previous ?? "Previous";
    reviewNext.textContent = p.next ?? "Next";
    reviewClose.textContent = p.close ?? "Close";
    const item = items?.[step];
    const say = p.reviewStep ?? ((i, n, k, c, played, lost, preferred, w) => `${i} of ${n}: move ${k}, ${c === "black" ? "Black" : "White"} ${played} lost ${lost} %. The computer preferred ${preferred} (${w} %).`);
    // With the network's leads: points lost, and the line it expects after the better move (numbered on the board).
    const sayPoints = p.reviewPoints ?? ((i, n, k, c, played, lost, preferred, lead) => `${i} of ${n}: move ${k}, ${c === "black" ? "Black" : "White"} ${played} lost ${lost} points. Better: ${preferred} (lead ${lead}), then the line numbered on the board.`);
    const points = (v: number): string => String(Math.round(v * 10) / 10);
    const signed = (v: number): string => `${v > 0 ? "+" : v < 0 ? "−" : ""}${points(Math.abs(v))}`;
    if (items === null) reviewText.textContent = p.reviewing ?? "Reviewing the game…";
    else if (!item) reviewText.textContent = p.reviewNone ?? "No move lost much.";
    else if (item.pointsLost !== null) reviewText.textContent = sayPoints(step + 1, items.length, item.moveNumber, item.color, gtp(item.played), points(item.pointsLost), gtp(item.preferred), signed(item.preferredLead ?? 0));
    else reviewText.textContent = say(step + 1, items.length, item.moveNumber, item.color, gtp(item.played), Math.round(item.lost * 100), gtp(item.preferred), Math.round(item.preferredWinrate * 100));
    const a = items?.accuracy;
    reviewAccuracy.hidden = !a || (a.black === null && a.white === null);
    const sayAccuracy = p.reviewAccuracy ?? ((b, w) => `Accuracy: Black ${b} %, White ${w} %.`);
    if (a) reviewAccuracy.textContent = sayAccuracy(a.black === null ? "–" : String(Math.round(a.black)), a.white === null ? "–" : String(Math.round(a.white)));
    reviewPrevious.disabled = !items || step <= 0;
    reviewNext.disabled = !items || step >= items.length - 1;
  };
  const showStep = (): void => {
    const item = items?.[step];
    if (item) {
      // The position before the move, the move played ✗ and the one preferred.
      record?.goToMove(item.moveNumber - 1);
      board.showReview(item);
    }
    wordReview();
  };
  // Each review has a ticket: a review closed (or started again) before its answer shows nothing.
  let reviews = 0;
  reviewButton.addEventListener("click", () => {
    // A game against the computer goes on: while an earlier move of the review is shown
    // the computer waits, as it does while the record is browsed, and it plays on once
    // the last position is shown again (Close, », or a move).
    const ticket = ++reviews;
    items = null;
    step = 0;
    reviewPanel.hidden = false;
    wordReview();
    if (analysing) record?.goToMove(Number.MAX_SAFE_INTEGER);
    // The element shows its graph for the review (its show-winrate attribute: the button follows).
    void board.review().then((found) => {
      if (ticket !== reviews) return;
      items = found;
      showStep();
    });
  });
  reviewClose.addEventListener("click", () => {
    reviews++;
    items = null;
    reviewPanel.hidden = true;
    board.showReview(null);
    // Back to the game's last position: a game against the computer goes on from there.
    record?.goToMove(Number.MAX_SAFE_INTEGER);
    reviewButton.focus({ preventScroll: true });
  });
  reviewPrevious.addEventListener("click", () => {
    step = Math.max(0, step - 1);
    showStep();
  });
  reviewNext.addEventListener("click", () => {
    step = Math.min((items?.length ?? 1) - 1, step + 1);
    showStep();
  });
  wordReview();
  // The graph browses the record as its buttons do: in a game against the computer, it
  // does not play at an earlier move shown (the element's computer waits for the game's
  // last position, or a move).
  board.addEventListener("seek", (e) => record?.goToMove((e as CustomEvent<{ moveNumber: number }>).detail.moveNumber));
  // A link that names the computer (`&opponent=computer&level=1&computer=white`) plays it.
  if (/[#&]opponent=computer/.test(location.hash)) {
    void loadBot().then((b) => {
      const vs = b.fromHash(location.hash);
      b.show(vs);
      b.start(vs);
    });
  }
  return { teach, form, record };
}
