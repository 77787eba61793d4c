// The page: one board, and around it the status, the buttons, the count, the "New game"
// form and the address. The package has already fetched and instantiated its wasm (top-level
// await in its browser entry) by the time this module runs.
import { Board, type BoardApi } from "../board/index.ts";
import { en } from "../text.ts";
import { bindForm, DEFAULT_SETTINGS, hashOf, settingsFromHash } from "./form.ts";
import { keep, kept, replay, sameSettings } from "./saved.ts";
import { bindButtons, updateUi, type UiParts } from "./ui.ts";

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

function boot(): void {
  // The wasm is instantiated by now: what follows is the page's own start-up.
  const booted = performance.now();
  const t = en;
  const parts: UiParts = {
    wrap: el("board-wrap"),
    turnStone: el("turn-stone"),
    turnText: el("turn-text"),
    moveNumber: el("move-number"),
    capsBlack: el("caps-black"),
    capsWhite: el("caps-white"),
    message: el("message"),
    pass: el("pass"),
    undo: el("undo"),
    resign: el("resign"),
    resume: el("resume"),
    suggest: el("suggest"),
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
  const make = (settings: typeof fromHash): BoardApi =>
    Board(parts.wrap, {
      settings,
      texts: t,
      measure,
      events: {
        change: (s) => {
          updateUi(parts, t, s);
          keep(s);
        },
      },
    });
  let board: BoardApi;
  try {
    board = make(resume?.settings ?? fromHash);
  } catch {
    // Settings the package refuses (a komi out of range in a hand-made link): the defaults.
    board = make(DEFAULT_SETTINGS);
  }
  if (resume && sameSettings(board.state.settings, resume.settings) && resume.moves.length + (resume.resigned ? 1 : 0) > 0) {
    if (replay(board, resume)) board.commit((s) => t.restored(s.moveNumber));
    else board.commit(t.savedUnreadable, "error");
  } else if (saved.kind === "unreadable" || (resume && !sameSettings(board.state.settings, resume.settings))) {
    board.commit(t.savedUnreadable, "error");
  }
  const canvas = board.canvas;
  canvas.id = "board"; // the skip link's target
  updateUi(parts, t, board.state);
  performance.measure("tengen:first-draw", { start: booted, end: performance.now() });
  el("loading").hidden = true;
  markFirstPaint(booted);

  bindButtons(parts, board);
  bindForm(
    {
      form: el("new-game"),
      size: el("size"),
      rules: el("rules"),
      komi: el("komi"),
      handicap: el("handicap"),
      note: el("rules-note"),
      error: el("form-error"),
    },
    t,
    board.state.settings,
    (settings) => {
      const error = board.newGame(settings);
      if (error) return error;
      try {
        history.replaceState(null, "", hashOf(settings));
      } catch {
        // A page opened from a file may refuse; the game still starts.
      }
      canvas.focus({ preventScroll: true });
      // On a phone the form sits below the board: bring the new board back into view.
      const r = canvas.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) canvas.closest("section")?.scrollIntoView({ block: "start" });
      return null;
    },
  );

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

boot();
