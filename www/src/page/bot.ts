// The computer opponent on the game page: a chunk of its own, loaded when "The computer"
// is chosen in the "New game" form or named by the address
// (`#size=9&opponent=computer&level=1&computer=white`). It adds the form's level and
// colour fields, and shows the time the computer has left with a "Play now" button. The
// board plays it: the element's `opponent`, `level`, `computer` and `playouts`
// attributes (src/element/computer.ts: it thinks in the package's BotWorker, so the page
// stays responsive, and its moves are drawn, recorded and announced like any other; an
// undo takes back its reply with the move), and its `thinking` events.
import type { BoardState } from "../board/index.ts";
import type { LoadingDetail, ThinkingDetail } from "../element/api.ts";
import type { TengenBoard } from "../element/index.ts";
import type { BotWords, Texts } from "../text.ts";
import type { Player } from "../types.ts";

export const EN: BotWords = {
  level: "Level",
  plays: "The computer plays",
  levels: ["a beginner", "a novice", "a casual player", "improving", "halfway", "steady", "strong", "stronger", "very strong", "full strength"],
  black: "Black",
  white: "White",
  random: "At random",
  thinking: "The computer is thinking…",
  loading: "Loading the computer's network…",
  playNow: "Play now",
  agrees: "The computer agrees to the dead stones marked.",
  name: (level) => `tengen (level ${level})`,
};

export type Side = Player | "random";

/** A game against the computer: its level (1–10), its colour, and a cap on its playouts per move (from the address). */
export interface Opponent {
  level: number;
  computer: Side;
  playouts: number | null;
}

/** The level the form offers first, and an address without a valid level plays. */
export const DEFAULT_LEVEL = 5;

const isSide = (s: string | null): s is Side => s === "black" || s === "white" || s === "random";

/** The opponent the address names: null for another person; anything out of range takes its default. */
export function opponentFromHash(hash: string): Opponent | null {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  if (p.get("opponent") !== "computer") return null;
  const level = Number(p.get("level"));
  const side = p.get("computer");
  const playouts = Number(p.get("playouts"));
  return {
    level: Number.isInteger(level) && level >= 1 && level <= 10 ? level : DEFAULT_LEVEL,
    computer: isSide(side) ? side : "white",
    playouts: Number.isInteger(playouts) && playouts >= 1 && playouts <= 1_000_000 ? playouts : null,
  };
}

/** The opponent as the address writes it, after the game's settings. */
export const opponentHash = (o: Opponent | null): string =>
  o ? `&opponent=computer&level=${o.level}&computer=${o.computer}${o.playouts ? `&playouts=${o.playouts}` : ""}` : "";

export interface BotContext {
  board: TengenBoard;
  texts: Texts;
  /** The form's choice of opponent (index.html), and the grid of fields it is in. */
  opponent: HTMLSelectElement;
  /** The buttons the page disables while the computer thinks (the person may not pass or resign for it). */
  pass: HTMLButtonElement;
  resign: HTMLButtonElement;
  /** Where the thinking line goes: after this element. */
  after: HTMLElement;
  /** The record's names changed (the computer's level and colour): the record panel writes them. */
  players(names: { black?: string; white?: string } | null): void;
}

export interface BotApi {
  /** The opponent the form's fields choose now (null: another person). */
  chosen(): Opponent | null;
  /** The opponent an address names (`opponentFromHash`), and the address's part for one. */
  fromHash(hash: string): Opponent | null;
  hash(o: Opponent | null): string;
  /** Shows `o` in the form's fields. */
  show(o: Opponent | null): void;
  /** Plays `o` from now on in the game on the board (null: nobody, until the next start), thinking at once if it is the computer's turn. */
  start(o: Opponent | null): void;
  /** The computer stops playing (a record is opened): the form says "Another person". */
  stop(): void;
  /** The colour the computer plays in this game, or null. */
  readonly computer: Player | null;
  setTexts(t: Texts): void;
}

/**
 * The chunk's own style rules, adopted by the document (no inline style: a strict CSP
 * allows this): the thinking line shares the line under the message with the move named
 * at the pointer, which it hides while shown; on a touch screen that line is kept only
 * for it. The element's own line of the network's loading (`part="net"`) gives way to
 * the thinking line while it shows, which shows the loading then.
 */
const CSS = `
.under > .thinking { grid-row: 2; grid-column: 1; }
.under:has(> .thinking:not([hidden])) > .hover-terms { visibility: hidden; }
@media (pointer: coarse) { .play:has(#board[opponent="computer"]) .under { grid-template-rows: auto minmax(2.75rem, auto); } }
body:has(#thinking:not([hidden])) #board::part(net) { display: none; }
.thinking { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: .5rem .75rem; margin: 0; min-height: 2.5rem; font-size: .95rem; }
.thinking[hidden] { display: none; }
.thinking progress { width: 8rem; height: .6rem; accent-color: var(--accent); }
.thinking .note { color: var(--muted); font-size: .9rem; }
.thinking button { margin: 0; }
`;

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = text;
  return o;
}

function field(id: string, after: Element): { label: HTMLLabelElement; select: HTMLSelectElement } {
  const label = document.createElement("label");
  label.htmlFor = id;
  const select = document.createElement("select");
  select.id = select.name = id;
  after.after(label, select);
  return { label, select };
}

export function bindBot(c: BotContext): BotApi {
  const { board } = c;
  let w: BotWords = c.texts.page.bot ?? EN;
  const state = (): Readonly<BoardState> => board.state as Readonly<BoardState>;

  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  // The form's fields: the level and the colour, after the choice of opponent.
  const plays = field("computer", c.opponent);
  const level = field("level", c.opponent);
  for (let n = 1; n <= 10; n++) level.select.append(option(String(n), ""));
  for (const v of ["white", "black", "random"]) plays.select.append(option(v, ""));
  // A new visitor plays a level they can enjoy, not the beginner's.
  level.select.value = String(DEFAULT_LEVEL);
  plays.select.value = "white";

  // The thinking line: the time left, and "Play now".
  const line = document.createElement("div");
  line.className = "thinking";
  line.id = "thinking";
  line.hidden = true;
  const say = document.createElement("span");
  say.id = "thinking-text";
  const left = document.createElement("progress");
  left.id = "thinking-time";
  const now = document.createElement("button");
  now.type = "button";
  now.id = "play-now";
  now.className = "secondary";
  const note = document.createElement("span");
  note.className = "note";
  note.id = "bot-note";
  line.append(say, left, now, note);
  c.after.after(line);

  function word(): void {
    level.label.textContent = w.level;
    plays.label.textContent = w.plays;
    [...level.select.options].forEach((o, i) => (o.textContent = `${i + 1} — ${w.levels[i] ?? ""}`));
    for (const o of plays.select.options) o.textContent = o.value === "black" ? w.black : o.value === "white" ? w.white : w.random;
    say.textContent = w.thinking;
    now.textContent = w.playNow;
    left.setAttribute("aria-label", w.thinking);
    if (!note.hidden) note.textContent = w.agrees;
  }
  function showFields(): void {
    const on = c.opponent.value === "computer";
    for (const f of [level, plays]) f.label.hidden = f.select.hidden = !on;
  }
  word();
  showFields();
  c.opponent.addEventListener("change", showFields);

  /** The game's opponent, and the colour it was given (a random one is drawn at the start). */
  let playing: Opponent | null = null;
  let computer: Player | null = null;
  let thinking = false;
  let timer = 0;

  function names(): { black?: string; white?: string } | null {
    if (!playing || !computer) return null;
    return { [computer]: w.name(playing.level) };
  }

  /** The board's `thinking` events: the time left runs down, and the person may not pass or resign for it. */
  board.addEventListener("thinking", (e) => {
    const d = (e as CustomEvent<ThinkingDetail>).detail;
    clearInterval(timer);
    thinking = d.state === "start";
    line.hidden = !thinking;
    say.hidden = left.hidden = now.hidden = !thinking;
    note.hidden = true;
    if (thinking) {
      countdown((budget = d.timeMs ?? 0));
      c.pass.disabled = c.resign.disabled = true;
    } else c.pass.disabled = c.resign.disabled = state().mode !== "play";
  });
  /** The time the computer has for its move, and its bar running down from now. */
  let budget = 0;
  function countdown(ms: number): void {
    const start = performance.now();
    left.max = left.value = ms;
    timer = window.setInterval(() => (left.value = Math.max(0, ms - (performance.now() - start))), 100);
  }
  /** While counting a game against it: the computer agrees to the dead stones marked. */
  board.addEventListener("change", () => {
    if (thinking) return;
    const counting = playing !== null && state().mode === "counting";
    note.hidden = !counting;
    if (counting) note.textContent = w.agrees;
    say.hidden = left.hidden = now.hidden = true;
    line.hidden = !counting;
  });
  /**
   * The network's loading while the computer thinks (its first move): the line says so,
   * its bar the bytes loaded; then it is as before, its time from then. (Loaded for a
   * hint or the territory view, the element's own line over the board shows it.) A load
   * that failed is said by the board's message (the playout search plays).
   */
  board.addEventListener("loading", (e) => {
    const d = (e as CustomEvent<LoadingDetail>).detail;
    const loading = d.state === "progress";
    if (!thinking) return;
    clearInterval(timer);
    if (loading) {
      say.textContent = w.loading ?? EN.loading!;
      if (d.total) {
        left.max = d.total;
        left.value = d.loaded;
      } else left.removeAttribute("value");
      left.setAttribute("aria-label", say.textContent);
    } else {
      word();
      // Loaded: the computer thinks now, its time from now.
      if (thinking) countdown(budget);
    }
  });
  now.addEventListener("click", () => board.playNow());
  // The page's P (pass) must not pass for the computer while it thinks.
  document.addEventListener(
    "keydown",
    (e) => {
      if (thinking && e.key.toLowerCase() === "p") e.preventDefault();
    },
    true,
  );

  return {
    fromHash: opponentFromHash,
    hash: opponentHash,
    chosen: () =>
      c.opponent.value === "computer" ? { level: Number(level.select.value), computer: plays.select.value as Side, playouts: playing?.playouts ?? null } : null,
    show(o) {
      c.opponent.value = o ? "computer" : "person";
      if (o) {
        level.select.value = String(o.level);
        plays.select.value = o.computer;
      }
      showFields();
    },
    start(o) {
      playing = o;
      computer = o ? (o.computer === "random" ? (Math.random() < 0.5 ? "black" : "white") : o.computer) : null;
      c.players(names());
      if (!o || !computer) {
        board.removeAttribute("opponent");
        return;
      }
      board.setAttribute("level", String(o.level));
      board.setAttribute("computer", computer);
      if (o.playouts) board.setAttribute("playouts", String(o.playouts));
      else board.removeAttribute("playouts");
      board.setAttribute("opponent", "computer");
    },
    stop() {
      this.start(null);
      this.show(null);
    },
    get computer() {
      return computer;
    },
    setTexts(t) {
      w = t.page.bot ?? EN;
      word();
      c.players(names());
    },
  };
}
