// The HTML around the board: status line, buttons, the count, the "New game" form and
// the text alternatives. `update()` writes the DOM from the state after each action.
import { Game, handicapPoints, rulesNames } from "tengen";
import type { Api } from "./api.ts";
import { chainAt, nameOf, pointOf, type State } from "./state.ts";
import { colorName, decimal, endText, resultText, RULES_LABELS } from "./text.ts";
import type { RulesName, Settings } from "./types.ts";

function el<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`missing #${id}`);
  return e as T;
}

const COMMON_SIZES = [9, 13, 19];
const DEFAULT_SETTINGS: Settings = { size: 19, rules: "chinese", komi: 7.5, handicap: 0 };

const isRules = (s: string): s is RulesName => (rulesNames() as string[]).includes(s);

/** The preset's komi, read from the package rather than repeated here. */
export function presetKomi(rules: RulesName): number {
  let g: Game | null = null;
  try {
    g = new Game({ size: 9, rules });
    return g.komi;
  } catch {
    return 7.5;
  } finally {
    g?.free();
  }
}

/** Settings from the address, e.g. `#size=9&rules=japanese&komi=6.5&handicap=0`, so a lesson can link to a game. */
export function settingsFromHash(hash: string): Settings {
  const p = new URLSearchParams(hash.replace(/^#/, ""));
  const size = Number(p.get("size"));
  const rulesText = p.get("rules") ?? "";
  const rules = isRules(rulesText) ? rulesText : DEFAULT_SETTINGS.rules;
  const komiText = p.get("komi");
  const komi = komiText !== null && komiText !== "" && Number.isFinite(Number(komiText)) ? Number(komiText) : presetKomi(rules);
  const handicap = Number(p.get("handicap"));
  return {
    size: Number.isInteger(size) && size >= 2 && size <= 25 ? size : DEFAULT_SETTINGS.size,
    rules,
    komi,
    handicap: Number.isInteger(handicap) && handicap >= 2 && handicap <= 9 ? handicap : 0,
  };
}

const hashOf = (s: Settings): string => `#size=${s.size}&rules=${s.rules}&komi=${s.komi}&handicap=${s.handicap}`;

export interface Ui {
  /** Rewrites the DOM from the state (after a game change). */
  update(): void;
  /** Says where the keyboard cursor is (after a cursor move). */
  describeCursor(): void;
  /** Adds a line to the screen-reader log. */
  announce(text: string): void;
  /** The board is drawn: drop the loading note. */
  ready(): void;
}

export function createUi(api: Api): Ui {
  const canvas = el<HTMLCanvasElement>("board");
  const wrap = el<HTMLDivElement>("board-wrap");
  const turnStone = el<HTMLSpanElement>("turn-stone");
  const turnText = el<HTMLElement>("turn-text");
  const moveNumber = el<HTMLSpanElement>("move-number");
  const capsBlack = el<HTMLSpanElement>("caps-black");
  const capsWhite = el<HTMLSpanElement>("caps-white");
  const message = el<HTMLParagraphElement>("message");
  const passButton = el<HTMLButtonElement>("pass");
  const undoButton = el<HTMLButtonElement>("undo");
  const resignButton = el<HTMLButtonElement>("resign");
  const resumeButton = el<HTMLButtonElement>("resume");
  const suggestButton = el<HTMLButtonElement>("suggest");
  const countPanel = el<HTMLElement>("count");
  const countBody = el<HTMLTableSectionElement>("count-body");
  const resultLine = el<HTMLParagraphElement>("result");
  const resultPoints = el<HTMLParagraphElement>("result-points");
  const resultStones = el<HTMLParagraphElement>("result-stones");
  const resultNotes = el<HTMLUListElement>("result-notes");
  const overPanel = el<HTMLElement>("over");
  const overText = el<HTMLParagraphElement>("over-text");
  const form = el<HTMLFormElement>("new-game");
  const sizeSelect = el<HTMLSelectElement>("size");
  const rulesSelect = el<HTMLSelectElement>("rules");
  const komiInput = el<HTMLInputElement>("komi");
  const handicapSelect = el<HTMLSelectElement>("handicap");
  const rulesNote = el<HTMLParagraphElement>("rules-note");
  const formError = el<HTMLParagraphElement>("form-error");
  const log = el<HTMLDivElement>("log");
  const cursorInfo = el<HTMLDivElement>("cursor-info");
  const boardDesc = el<HTMLParagraphElement>("board-desc");
  const loading = el<HTMLParagraphElement>("loading");

  // --- The form -----------------------------------------------------------------
  const option = (value: string, label: string): HTMLOptionElement => {
    const o = document.createElement("option");
    o.value = value;
    o.textContent = label;
    return o;
  };
  const common = document.createElement("optgroup");
  common.label = "Common sizes";
  for (const n of COMMON_SIZES) common.append(option(String(n), `${n} × ${n}`));
  const others = document.createElement("optgroup");
  others.label = "Any size";
  for (let n = 2; n <= 25; n++) if (!COMMON_SIZES.includes(n)) others.append(option(String(n), `${n} × ${n}`));
  sizeSelect.append(common, others);
  for (const name of rulesNames()) rulesSelect.append(option(name, RULES_LABELS[name]));
  handicapSelect.append(option("0", "None (even game)"));
  for (let n = 2; n <= 9; n++) handicapSelect.append(option(String(n), `${n} stones`));

  function describeRules(rules: RulesName): string {
    let g: Game | null = null;
    try {
      g = new Game({ size: 9, rules });
      const r = g.rules;
      const counting = r.scoring === "area" ? "area counting (數子, stones and surrounded points)" : "territory counting (比目, surrounded points and prisoners)";
      const ko =
        r.ko === "simple" ? "simple ko; a long cycle voids the game" : r.ko === "positional" ? "positional superko" : "situational superko";
      const parts = [counting, ko, r.suicide ? "multi-stone suicide allowed" : "no suicide"];
      if (r.tieToBlack) parts.push("an equal count wins for Black");
      return `${RULES_LABELS[rules]}: ${parts.join("; ")}. Preset komi ${decimal(r.komi)}.`;
    } catch {
      return "";
    } finally {
      g?.free();
    }
  }

  /** Only handicaps with a standard placement on this size can be chosen. */
  function syncHandicap(): void {
    const size = Number(sizeSelect.value);
    for (const o of handicapSelect.options) {
      const n = Number(o.value);
      let ok = n === 0;
      if (!ok) {
        try {
          ok = handicapPoints(size, n) !== null;
        } catch {
          ok = false;
        }
      }
      o.disabled = !ok;
    }
    if (handicapSelect.selectedOptions[0]?.disabled) handicapSelect.value = "0";
  }

  function fillForm(s: Settings): void {
    sizeSelect.value = String(s.size);
    rulesSelect.value = s.rules;
    komiInput.value = String(s.komi);
    handicapSelect.value = String(s.handicap);
    syncHandicap();
    rulesNote.textContent = describeRules(s.rules);
  }

  sizeSelect.addEventListener("change", syncHandicap);
  rulesSelect.addEventListener("change", () => {
    const rules = rulesSelect.value;
    if (!isRules(rules)) return;
    komiInput.value = String(presetKomi(rules));
    rulesNote.textContent = describeRules(rules);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const rules = rulesSelect.value;
    const komi = Number(komiInput.value);
    if (!isRules(rules)) return;
    if (komiInput.value.trim() === "" || !Number.isFinite(komi) || Math.round(komi * 2) !== komi * 2) {
      formError.textContent = "Komi must be a whole or half number of points, such as 6.5 or 7.";
      komiInput.focus();
      return;
    }
    const settings: Settings = { size: Number(sizeSelect.value), rules, komi, handicap: Number(handicapSelect.value) };
    const error = api.newGame(settings);
    formError.textContent = error ?? "";
    if (error) return;
    try {
      history.replaceState(null, "", hashOf(settings));
    } catch {
      // A page opened from a file may refuse; the game still starts.
    }
    canvas.focus({ preventScroll: true });
    // On a phone the form sits below the board: bring the new board back into view.
    const r = canvas.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) canvas.closest("section")?.scrollIntoView({ block: "start" });
  });
  fillForm(api.state.settings);

  // --- Text alternatives ----------------------------------------------------------
  function describeBoard(state: State): void {
    const black: string[] = [];
    const white: string[] = [];
    for (let i = 0; i < state.board.length; i++) {
      if (state.board[i] === 1) black.push(nameOf(state, i));
      else if (state.board[i] === -1) white.push(nameOf(state, i));
    }
    const parts = [
      `${state.width}×${state.height} board, ${RULES_LABELS[state.settings.rules]} rules, komi ${decimal(state.game.komi)}.`,
      statusSentence(state),
      `Black stones (${black.length}): ${black.join(", ") || "none"}.`,
      `White stones (${white.length}): ${white.join(", ") || "none"}.`,
    ];
    const last = state.lastMove;
    if (last) parts.push(`Last move: ${colorName(last.color)} ${last.point ? nameOf(state, last.point[1] * state.width + last.point[0]) : "passed"}.`);
    if (state.ko && state.mode === "play") parts.push(`Ko: ${colorName(state.turn)} may not play ${nameOf(state, state.ko[1] * state.width + state.ko[0])} now.`);
    boardDesc.textContent = parts.join(" ");
    canvas.setAttribute("aria-label", `Go board, ${state.width} by ${state.height}. ${statusSentence(state)}`);
  }

  function statusSentence(state: State): string {
    if (state.mode === "counting") return "Both passed: counting.";
    if (state.mode === "over") return endText(state.endReason, state.result, state.settings.rules);
    return `${colorName(state.turn)} to play, move ${state.moveNumber + 1}.`;
  }

  // --- The count -------------------------------------------------------------------
  function row(label: string, b: string, w: string, cls = ""): HTMLTableRowElement {
    const tr = document.createElement("tr");
    if (cls) tr.className = cls;
    for (const t of [label, b, w]) {
      const td = document.createElement("td");
      td.textContent = t;
      tr.append(td);
    }
    return tr;
  }

  function updateCount(state: State): void {
    const s = state.score;
    countPanel.hidden = state.mode !== "counting";
    if (!s || state.mode !== "counting") return;
    const rows: HTMLTableRowElement[] = [];
    if (s.scoring === "area") {
      rows.push(row("Stones", decimal(s.stones.black), decimal(s.stones.white)));
      rows.push(row("Surrounded points", decimal(s.territory.black), decimal(s.territory.white)));
    } else {
      rows.push(row("Territory", decimal(s.territory.black), decimal(s.territory.white)));
      rows.push(row("Prisoners", decimal(s.prisoners.black), decimal(s.prisoners.white)));
    }
    rows.push(row("Komi", "", decimal(s.komi)));
    if (s.handicapCompensation) rows.push(row("Handicap compensation", "", decimal(s.handicapCompensation)));
    rows.push(row("Total", decimal(s.black), decimal(s.white + s.komi + s.handicapCompensation), "total"));
    countBody.replaceChildren(...rows);
    const text = resultText(s, state.game.rules);
    resultLine.textContent = text.headline;
    resultPoints.textContent = text.points;
    resultStones.textContent = text.stones ?? "";
    resultNotes.replaceChildren(
      ...text.notes.map((n) => {
        const li = document.createElement("li");
        li.textContent = n;
        return li;
      }),
    );
  }

  function update(): void {
    const state = api.state;
    wrap.style.setProperty("--board-aspect", `${state.width} / ${state.height}`);
    // A small board gets a small slab of wood (the renderer caps the cell at 84 CSS px).
    wrap.style.maxWidth = `${Math.round((Math.max(state.width, state.height) + 1.7) * 84)}px`;
    const counting = state.mode === "counting";
    const over = state.mode === "over";
    if (counting) {
      turnStone.className = "stone-icon none";
      turnText.textContent = state.score ? `Counting: ${state.score.result}` : "Counting";
    } else if (over) {
      turnStone.className = "stone-icon none";
      turnText.textContent = `Game over: ${state.result ?? ""}`;
    } else {
      turnStone.className = `stone-icon ${state.turn}`;
      turnText.textContent = `${colorName(state.turn)} to play`;
    }
    moveNumber.textContent = `Move ${state.moveNumber}`;
    capsBlack.textContent = String(state.captures.black);
    capsWhite.textContent = String(state.captures.white);
    message.textContent = state.message?.text ?? "";
    message.className = `message${state.message?.kind === "error" ? " error" : ""}`;

    passButton.disabled = state.mode !== "play";
    resignButton.disabled = state.mode !== "play";
    undoButton.disabled = state.moveNumber === 0 && state.mode === "play";
    resumeButton.hidden = !counting;

    updateCount(state);
    overPanel.hidden = !over;
    overText.textContent = over ? endText(state.endReason, state.result, state.settings.rules) : "";
    describeBoard(state);
  }

  function describeCursor(): void {
    const state = api.state;
    if (!state.showCursor) return;
    const i = state.cursor;
    const name = nameOf(state, i);
    const c = state.board[i] ?? 0;
    let text: string;
    if (c === 0) {
      const [x, y] = pointOf(state, i);
      let why = "";
      if (state.mode === "play" && state.legal[i] !== 1) {
        try {
          why = state.game.illegalReason(x, y) ?? "";
        } catch {
          why = "";
        }
      }
      text =
        state.mode !== "play"
          ? `${name}, empty.`
          : state.legal[i] === 1
            ? `${name}, empty. Enter plays ${state.turn}.`
            : `${name}, empty, ${why || "not playable"}.`;
    } else {
      const chain = chainAt(state, i);
      const n = chain?.stones.length ?? 1;
      const libs = chain?.liberties.length ?? 0;
      text = `${name}, ${c > 0 ? "black" : "white"} stone${state.dead.has(i) ? " (dead)" : ""}; chain of ${n}, ${libs} ${libs === 1 ? "liberty" : "liberties"} (氣).`;
    }
    if (cursorInfo.textContent !== text) cursorInfo.textContent = text;
  }

  function announce(text: string): void {
    const p = document.createElement("p");
    p.textContent = text;
    log.append(p);
    // Keep the log short; screen readers read only what is added.
    while (log.childElementCount > 20) log.firstElementChild?.remove();
  }

  // P and U work from the buttons too, through the same API.
  // A button that disables itself must not drop the keyboard focus on the floor.
  const keepFocus = (from: HTMLButtonElement, to: HTMLElement): void => {
    update();
    if (from.disabled || from.hidden) (to.hidden ? canvas : to).focus({ preventScroll: true });
  };
  passButton.addEventListener("click", () => {
    api.pass();
    keepFocus(passButton, resumeButton);
  });
  undoButton.addEventListener("click", () => {
    api.undo();
    keepFocus(undoButton, canvas);
  });
  resignButton.addEventListener("click", () => {
    api.resign();
    keepFocus(resignButton, undoButton);
  });
  suggestButton.addEventListener("click", () => api.suggestDead());
  resumeButton.addEventListener("click", () => {
    api.resume();
    canvas.focus({ preventScroll: true });
  });

  return {
    update,
    describeCursor,
    announce,
    ready() {
      loading.hidden = true;
    },
  };
}
