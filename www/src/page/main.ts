// The page: one board, and around it the status, the buttons, the count, the "New game"
// form and the address. The package has already fetched and instantiated its wasm (top-level
// await in its browser entry) by the time this module runs.
import { loadTexts, type GameTree, type Lang } from "tengen";
import type { BoardState } from "../board/index.ts";
import "../element/index.ts";
import type { TengenBoard } from "../element/index.ts";
import { isLang, LANGS, preferredLang, textsFor, type Words } from "../lang/index.ts";
import { en, type Texts } from "../text.ts";
import { DEFAULT_SETTINGS, settingsFromHash } from "./address.ts";
import { keep, kept, recordOf, restoredGame, sameSettings } from "./saved.ts";
import { fillFields, showFields, syncHandicap, wordFields, type FormParts } from "./fields.ts";
import type { FormApi } from "./form.ts";
import type { RecordApi } from "./record.ts";
import type { Teach } from "./teach.ts";
import { updateUi, type UiParts } from "./ui.ts";

function el<T extends HTMLElement>(id: string): T {
  const e = document.getElementById(id);
  if (!e) throw new Error(`missing #${id}`);
  return e as T;
}

/** When the wasm finished arriving, from the resource timing of its fetch. */
function wasmArrival(): number {
  const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const wasm = entries.find((e) => e.name.endsWith(".wasm"));
  return wasm ? wasm.responseEnd : 0;
}

/** Typing in a form field must never pass or undo. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

/** Marks the first paint of the board: the frame after this task has been produced. */
function markFirstPaint(booted: number): void {
  // Canvas drawing is rasterised when the frame is painted: the board is on screen once
  // the frame after this task has been produced, which a message posted from the
  // animation-frame callback observes.
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const painted = performance.now();
      performance.mark("tengen:first-paint");
      performance.measure("tengen:wasm-to-first-paint", { start: wasmArrival(), end: painted });
      performance.measure("tengen:boot-to-first-paint", { start: booted, end: painted });
      channel.port1.close();
    };
    channel.port2.postMessage(null);
  });
}

/** The language to start in: `?lang=` in the address, the last one chosen, the browser's. */
function initialLang(): Lang {
  const asked = new URLSearchParams(location.search).get("lang");
  if (isLang(asked)) return asked;
  try {
    const stored = localStorage.getItem("tengen:lang");
    if (isLang(stored)) return stored;
  } catch {
    // Storage may be refused (a page opened from a file, private modes).
  }
  return preferredLang(navigator.languages ?? [navigator.language]);
}

function boot(): void {
  // The wasm is instantiated by now: what follows is the page's own start-up.
  const booted = performance.now();
  let t: Texts = en;
  const parts: UiParts = {
    wrap: el("board-wrap"),
    turnStone: el("turn-stone"),
    turnText: el("turn-text"),
    moveNumber: el("move-number"),
    repetition: el("repetition"),
    capsBlack: el("caps-black"),
    capsWhite: el("caps-white"),
    message: el("message"),
    pass: el("pass"),
    undo: el("undo"),
    resign: el("resign"),
    resume: el("resume"),
    noResult: el("no-result"),
    suggest: el("suggest"),
    ownership: el("ownership"),
    countPanel: el("count"),
    countBody: el("count-body"),
    result: el("result"),
    resultPoints: el("result-points"),
    resultStones: el("result-stones"),
    resultNotes: el("result-notes"),
    overPanel: el("over"),
    overText: el("over-text"),
  };

  // `?measure` in the address records each redraw after a pointer move (`?measure=raster`:
  // with its pixels), for the page figures of the benchmark (bench/page.mjs).
  const asked = new URLSearchParams(location.search).get("measure");
  const measure = asked === null ? false : asked === "raster" ? "raster" : true;
  const fromHash = settingsFromHash(location.hash);
  // The game this browser kept (saved.ts) comes back, unless the address names another.
  const saved = kept();
  const resume = saved.kind === "game" && (location.hash.length <= 1 || sameSettings(saved.game.settings, fromHash)) ? saved.game : null;
  // The teaching parts, bound once the board exists; until then, nothing to follow.
  let teach: Teach | null = null;
  let words: Words | null = null;
  let lang: Lang = "en";
  let choices = 0;
  let loading: Promise<Words> | null = null;
  /** The package's words, loaded once, on first use; the teaching parts then show them. */
  async function loadWords(): Promise<Words> {
    if (words) return words;
    loading ??= loadTexts().then((w) => {
      words = w;
      teach?.setLanguage(lang, t, w);
      return w;
    });
    return loading;
  }
  let record: RecordApi | null = null;
  /** Fills the count panel: in the panels' chunk. */
  let count: typeof import("./count.ts").updateCount | undefined;
  /** Keeps the record in this browser (saved.ts), once the record panel holds it. */
  /** The record brought back from this browser, if any. */
  let restored: GameTree | null = null;
  const store = (s: Readonly<BoardState>): void => {
    if (record) return keep(record.tree, s);
    // Before the record panel is bound (it loads on first use): the record brought back,
    // or else a record of the game as it is, kept at once all the same.
    if (restored) return keep(restored, s);
    const tree = recordOf(s.game, s.settings);
    keep(tree, s);
    tree.free();
  };
  // The board is the <tengen-board> element, as any site would embed it: the page's
  // panels follow its `change` and `pointer` events and act through its methods.
  const board = document.createElement("tengen-board");
  board.id = "board"; // the skip link's target; focus goes on to the canvas inside
  const wanted = resume?.settings ?? fromHash;
  board.setAttribute("size", String(wanted.size));
  board.setAttribute("rules", wanted.rules);
  board.setAttribute("komi", String(wanted.komi));
  board.setAttribute("handicap", String(wanted.handicap));
  board.setAttribute("show-coordinates", "");
  board.setAttribute("show-liberties", "hover");
  if (measure) board.setAttribute("measure", measure === "raster" ? "raster" : "");
  const stateOf = (e: Event): Readonly<BoardState> => (e as CustomEvent<{ state: Readonly<BoardState> }>).detail.state;
  board.addEventListener("change", (e) => {
    const s = stateOf(e);
    updateUi(parts, t, s, count);
    teach?.changed(s);
    record?.changed(s);
    store(s);
  });
  board.addEventListener("pointer", (e) => teach?.pointer(stateOf(e)));
  parts.wrap.append(board);
  // The dark theme, when the system prefers it (dark.ts: a light page never loads it).
  if (matchMedia("(prefers-color-scheme: dark)").matches) void import("./dark.ts");
  /** The board's state: the element is connected, so it has one. */
  const state = (): Readonly<BoardState> => board.state as Readonly<BoardState>;
  // Settings the package refuses (a komi out of range in a hand-made link): the defaults.
  if (!sameSettings(state().settings, wanted)) board.newGame(DEFAULT_SETTINGS);
  // The kept record comes back at its node (restored); the record panel takes it over.
  const game = resume && sameSettings(state().settings, resume.settings) ? restoredGame(resume) : null;
  if (resume && game) {
    restored = resume.tree;
    const any = restored.nodeCount > 1 || resume.resigned !== null;
    board.showGame(game, resume.settings, any ? (s) => t.restored(s.moveNumber) : "");
  } else {
    if (saved.kind === "game") saved.game.tree.free();
    if (saved.kind === "unreadable" || resume) board.refresh(t.savedUnreadable, "error");
  }
  // The skip link: the canvas is in the element's shadow root, which a fragment does not
  // reach; the element delegates its focus to it.
  document.querySelector<HTMLAnchorElement>("a.skip")?.addEventListener("click", (e) => {
    e.preventDefault();
    board.focus();
  });
  updateUi(parts, t, state(), count);
  performance.measure("tengen:first-draw", { start: booted, end: performance.now() });
  markFirstPaint(booted);

  bindButtons(parts, board);
  // The "New game" form, whole at the first paint: its choices, and the game on the board.
  const fields: FormParts = {
    form: el("new-game"),
    size: el("size"),
    rules: el("rules"),
    komi: el("komi"),
    handicap: el("handicap"),
    note: el("rules-note"),
    error: el("form-error"),
  };
  fillFields(fields, t);
  showFields(fields, t, state().settings);
  el("loading").hidden = true;

  let form: FormApi | null = null;
  // What the panels do is a chunk loaded on first use: a move or the pointer on the
  // board, the side panels touched, focused or changed, a record dropped or pasted,
  // another language. A game brought back from this browser needs it at once (its record
  // and the game so far are shown).
  let panels: Promise<typeof import("./panels.ts")> | null = null;
  let bound = false;
  function loadPanels(): Promise<typeof import("./panels.ts")> {
    panels ??= import("./panels.ts").then((chunk) => {
      const b = chunk.bindPanels({ board, fields: { parts: fields, show: showFields, word: wordFields, sync: syncHandicap }, lang, texts: t, words, restored, needWords: () => void loadWords(), store: () => store(state()), recordOf: (settings) => recordOf(state().game, settings) });
      teach = b.teach;
      form = b.form;
      record = b.record;
      count = chunk.updateCount;
      bound = true;
      updateUi(parts, t, state(), count);
      // Nothing to keep: each change was kept as it came (store), and the panel's record
      // is the same game.
      return chunk;
    });
    return panels;
  }
  // A link naming the computer as the opponent: the panels load it.
  if (restored || location.hash.includes("computer")) void loadPanels();
  // Not for the board's own changes while the page starts (a game brought back, the
  // defaults for refused settings): only once the page is up.
  let started = false;
  board.addEventListener("change", () => started && void loadPanels());
  board.addEventListener("pointer", () => void loadPanels());
  const side = document.querySelector("aside") ?? document.body;
  for (const type of ["pointerdown", "focusin"]) side.addEventListener(type, () => void loadPanels(), { passive: true });
  // An event the panels would have acted on, before they were bound: it is held, and
  // acted on again once they are (a choice in the form, the form sent, a record opened).
  document.addEventListener(
    "change",
    (e) => {
      const target = e.target;
      if (bound || !(target instanceof HTMLElement) || target === select || !side.contains(target)) return;
      e.stopImmediatePropagation();
      void loadPanels().then(() => target.dispatchEvent(new Event("change", { bubbles: true })));
    },
    true,
  );
  // The winrate graph's, the review's and the image's buttons are there from the start, their actions
  // in the panels' chunk: a click before it is bound is made again once it is.
  for (const id of ["winrate", "review", "image"]) {
    const button = el(id);
    button.addEventListener("click", (e) => {
      if (bound) return;
      e.stopImmediatePropagation();
      void loadPanels().then(() => button.click());
    });
  }
  fields.form.addEventListener(
    "submit",
    (e) => {
      if (bound) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void loadPanels().then(() => fields.form.requestSubmit());
    },
    true,
  );
  document.addEventListener("dragover", (e) => {
    if (!bound && e.dataTransfer?.types.includes("Files")) e.preventDefault();
  });
  document.addEventListener("drop", (e) => {
    const file = e.dataTransfer?.files[0];
    if (bound || !file) return;
    e.preventDefault();
    void Promise.all([loadPanels(), file.arrayBuffer()]).then(([, bytes]) => record?.load(new Uint8Array(bytes), file.name));
  });
  document.addEventListener("paste", (e) => {
    const text = e.clipboardData?.getData("text") ?? "";
    if (bound || isTextEntry(e.target) || !text.includes("(")) return;
    e.preventDefault();
    void loadPanels().then(() => record?.load(text));
  });

  // The language switch: every word of the page follows it. The package's words (term
  // descriptions, count steps, refusals) and the other languages' tables are loaded
  // when first needed, after the board is drawn.
  const select = el<HTMLSelectElement>("lang");
  select.replaceChildren(
    ...LANGS.map((l) => {
      const o = document.createElement("option");
      o.value = l.code;
      o.lang = l.code;
      o.textContent = l.name;
      return o;
    }),
  );
  async function setLanguage(next: Lang): Promise<void> {
    const ticket = ++choices;
    select.value = next;
    const [texts, { applyStatic }] = await Promise.all([loadWords().then((w) => textsFor(next, w)), loadPanels()]);
    // A later choice wins over a slower earlier one.
    if (ticket !== choices) return;
    lang = next;
    t = texts;
    applyStatic(t, lang);
    board.setAttribute("lang", lang);
    form?.setTexts(t);
    record?.setTexts(t);
    updateUi(parts, t, state(), count);
    teach?.setLanguage(lang, t, await loadWords());
    document.body.dataset["lang"] = lang;
  }
  select.addEventListener("change", () => {
    const next = select.value;
    if (!isLang(next)) return;
    try {
      localStorage.setItem("tengen:lang", next);
    } catch {
      // Not remembered, but switched.
    }
    void setLanguage(next);
  });
  // English needs no chunk: the page starts in it, and the words wait for a first use.
  const start = initialLang();
  if (start === "en") {
    select.value = "en";
    document.body.dataset["lang"] = "en";
  }
  else void setLanguage(start);
  started = true;

  // P and U work wherever the focus is, except while typing in the form; on the board
  // itself the board handles them (and marks the event handled).
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || e.repeat || isTextEntry(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === "p") {
      e.preventDefault();
      board.pass();
    } else if (key === "u") {
      e.preventDefault();
      board.undo();
    }
  });
}

/** The buttons act on the board, through its API like any other caller. */
function bindButtons(p: UiParts, board: TengenBoard): void {
  // A button that disables itself must not drop the keyboard focus on the floor.
  const keepFocus = (from: HTMLButtonElement, to: HTMLElement): void => {
    if (from.disabled || from.hidden) (to.hidden ? board.canvas! : to).focus({ preventScroll: true });
  };
  const on = (b: HTMLButtonElement, act: () => void): void => b.addEventListener("click", act);
  on(p.pass, () => {
    board.pass();
    keepFocus(p.pass, p.resume);
  });
  on(p.undo, () => {
    board.undo();
    keepFocus(p.undo, board.canvas!);
  });
  on(p.resign, () => {
    board.resign();
    keepFocus(p.resign, p.undo);
  });
  on(p.noResult, () => {
    board.endNoResult();
    keepFocus(p.noResult, p.undo);
  });
  on(p.suggest, () => board.suggestDead());
  // The computer's three best moves (the element's chunk of the computer, on first use).
  on(document.getElementById("hint") as HTMLButtonElement, () => void board.hint());
  on(p.ownership, () => board.showOwnership(!board.state?.showOwnership));
  on(p.resume, () => {
    board.resume();
    board.canvas!.focus({ preventScroll: true });
  });
}

boot();
