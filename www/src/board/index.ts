// The board: `Board(element, config) → api`, after chessground. It puts a canvas and its
// text alternatives into `element`, holds the state of one game, draws it, takes pointer
// and keyboard input on its canvas, and says what happens in its own live region. It
// knows nothing of the page around it: no global ids, no address, no document-wide
// listeners. Any number of boards can live on one page; `destroy()` removes everything a
// board added (elements, listeners, observers, the pending frame) and frees its game.
import type { Game } from "tengen";
import { en, type Texts } from "../text.ts";
import type { Settings, Vertex } from "../types.ts";
import { createActions, type BoardActions, type Change, type Said } from "./actions.ts";
import { boardLabel, describeBoard, describeCursor } from "./describe.ts";
import { bindInput, type Confirm } from "./input.ts";
import { createRenderer } from "./render.ts";
import type { Layer, Painter } from "./overlay.ts";
import type { View } from "./layout.ts";
import { createState, resize, type BoardState, type Look, type Mark } from "./state.ts";

export type { BoardState, Look, Mark, Said };

export interface BoardConfig {
  /** The game to start with. */
  settings: Settings;
  /** What the board says, in which language. Default: English. */
  texts?: Texts;
  events?: {
    /** After every action, refused ones included, with the state it left. */
    change?(state: Readonly<BoardState>): void;
    /** When the pointer or the keyboard cursor moves (`state.hover`, `state.cursor`). */
    pointer?(state: Readonly<BoardState>): void;
  };
  /**
   * Record each redraw after a pointer move as the performance measure
   * `tengen:pointer-redraw`; with `"raster"`, the measure also waits for the pixels.
   */
  measure?: boolean | "raster";
  /**
   * What a person's click (or Enter), P and U do, for an embedder that keeps the game
   * elsewhere (a record, a problem): each returns true when it took the action, and the
   * board then does nothing more.
   */
  /** Whether a tap plays at once or shows the stone for a second tap to play (read at each tap; default `touch`). */
  confirm?: () => Confirm;
  /** How the board looks from the first frame (see `setLook`). */
  look?: Partial<Look>;
  take?: {
    activate?(x: number, y: number): boolean;
    pass?(): boolean;
    undo?(): boolean;
  };
}

export interface BoardApi extends BoardActions {
  /** The state the board draws; read it, change it only through the methods. */
  readonly state: Readonly<BoardState>;
  /** The package's game behind the board (replaced by `newGame`). */
  readonly game: Game;
  /** The canvas, for focus and for the page to label or aim at. */
  readonly canvas: HTMLCanvasElement;
  /** Speaks another language from now on: labels, descriptions, what each action says. */
  setTexts(texts: Texts): void;
  /** Rings the given points (a step of a count being explained); null clears. */
  highlight(points: readonly Vertex[] | null): void;
  /** Changes how the board looks (colours, font, coordinates, liberties); the rest stays. */
  setLook(look: Partial<Look>): void;
  /** Puts marks on points (right, wrong, markup); an empty list clears them. */
  setMarks(marks: readonly Mark[]): void;
  /** Shows only the part `view` of the board (`[x0, y0, x1, y1]`, on the board, x0 ≤ x1, y0 ≤ y1: a record's `VW`); null: all of it. */
  setView(view: View | null): void;
  /** Sets a drawing layer (the record's markup, or the host's `el.draw`); null clears it. */
  setLayer(which: "record" | "host", layer: Layer | null, paint: Painter): void;
  /** Removes the board's elements and every listener it added, and frees its game. */
  destroy(): void;
}

/** A style sheet for what the board needs whatever the page's own CSS says. */
const CSS = `
.tengen-canvas{display:block;width:100%;height:100%;border-radius:inherit;touch-action:none;user-select:none;-webkit-user-select:none;-webkit-touch-callout:none;-webkit-tap-highlight-color:transparent;cursor:pointer}
.tengen-canvas:focus{outline:none}
.tengen-canvas:focus-visible{outline:3px solid var(--tengen-focus, #0d47a1);outline-offset:3px}
.tengen-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap}`;

/** Boards made so far, for ids unique on the page. */
let made = 0;

/** `CSS` as one constructed style sheet, shared by every board. */
let sheet: CSSStyleSheet | null = null;

/**
 * Adopts the board's style sheet into the document (or the shadow root) `element` lives
 * in. A constructed sheet is not inline style, so a page whose Content-Security-Policy
 * forbids inline styles (`style-src 'self'`, as www/serve.mjs sends) allows it.
 */
function adoptSheet(element: HTMLElement): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  const root = element.getRootNode();
  const target = root instanceof ShadowRoot ? root : document;
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}

export function Board(element: HTMLElement, config: BoardConfig): BoardApi {
  const texts = config.texts ?? en;
  const box = { state: createState(config.settings, texts) };
  if (config.look) box.state.look = { ...box.state.look, ...config.look };
  const id = `tengen-board-${++made}`;

  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] => {
    const e = document.createElement(tag);
    e.className = className;
    return e;
  };
  adoptSheet(element);
  const canvas = make("canvas", "tengen-canvas");
  canvas.tabIndex = 0;
  canvas.setAttribute("role", "application");
  canvas.setAttribute("aria-roledescription", texts.boardRole);
  canvas.setAttribute("aria-describedby", `${id}-desc`);
  canvas.textContent = texts.boardFallback;
  const desc = make("p", "tengen-sr tengen-desc");
  desc.id = `${id}-desc`;
  const log = make("div", "tengen-sr tengen-log");
  log.setAttribute("role", "log");
  log.setAttribute("aria-live", "polite");
  log.setAttribute("aria-label", texts.logLabel);
  const cursorInfo = make("div", "tengen-sr tengen-cursor");
  cursorInfo.setAttribute("aria-live", "polite");
  const added = [canvas, desc, log, cursorInfo];
  element.append(...added);

  const renderer = createRenderer(canvas);
  const measure = config.measure ?? false;
  let destroyed = false;
  let frame = 0;
  let pending = { game: false, pointer: false };
  /** The layout whose grid `data-grid` publishes. */
  let published: BoardState["layout"] | null = null;

  function draw(): void {
    frame = 0;
    const what = pending;
    pending = { game: false, pointer: false };
    const start = performance.now();
    if (what.game) renderer.invalidate();
    renderer.draw(box.state);
    if (measure && what.pointer && !what.game) {
      if (measure === "raster") renderer.flush();
      performance.measure("tengen:pointer-redraw", { start, end: performance.now() });
    }
  }

  function schedule(kind: Change): void {
    pending[kind] = true;
    if (!frame) frame = requestAnimationFrame(draw);
  }

  /** The grid in CSS pixels, `data-grid="originX originY cell"`, for embedders and tests that aim at points. */
  function publishGrid(): void {
    const l = box.state.layout;
    if (l === published) return;
    published = l;
    const ratio = canvas.clientWidth > 0 ? l.width / canvas.clientWidth : l.dpr;
    const css = (n: number): string => (n / ratio).toFixed(2);
    canvas.dataset["grid"] = `${css(l.originX)} ${css(l.originY)} ${css(l.cell)}`;
  }

  /** The words that go with the picture: the canvas's label and the board's description. */
  function describe(): void {
    const s = box.state;
    desc.textContent = describeBoard(s);
    canvas.setAttribute("aria-label", boardLabel(s));
  }

  const actions = createActions(box, {
    changed(kind) {
      if (destroyed) return;
      schedule(kind);
      // Words go out at once; pixels wait for the next frame.
      if (kind === "game") {
        publishGrid();
        describe();
        config.events?.change?.(box.state);
      } else {
        if (box.state.showCursor) {
          const text = describeCursor(box.state);
          if (cursorInfo.textContent !== text) cursorInfo.textContent = text;
        }
        config.events?.pointer?.(box.state);
      }
    },
    announce(text) {
      if (destroyed) return;
      const p = document.createElement("p");
      p.textContent = text;
      log.append(p);
      // Keep the log short; screen readers read only what is added.
      while (log.childElementCount > 20) log.firstElementChild?.remove();
    },
  });

  /** Fits the canvas to its box, in device pixels, so lines stay crisp at any zoom; true if it changed. */
  function fit(cssWidth: number, cssHeight: number, deviceWidth?: number, deviceHeight?: number): boolean {
    const dpr = window.devicePixelRatio || 1;
    // The device-pixel box snaps exactly at odd zoom levels; but some emulators report it
    // unscaled, so it is trusted only when it agrees with the pixel ratio.
    const exact = deviceWidth !== undefined && cssWidth > 0 && Math.abs(deviceWidth / cssWidth - dpr) < 0.02 * dpr;
    const w = Math.max(1, Math.round(exact ? deviceWidth : cssWidth * dpr));
    const h = Math.max(1, Math.round(exact && deviceHeight !== undefined ? deviceHeight : cssHeight * dpr));
    if (canvas.width !== w) canvas.width = w;
    if (canvas.height !== h) canvas.height = h;
    if (!resize(box.state, w, h, dpr)) return false;
    publishGrid();
    return true;
  }

  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const device = entry.devicePixelContentBoxSize?.[0];
      const css = entry.contentBoxSize[0];
      if (!css) continue;
      if (device ? fit(css.inlineSize, css.blockSize, device.inlineSize, device.blockSize) : fit(css.inlineSize, css.blockSize)) {
        schedule("game");
      }
    }
  });
  observer.observe(canvas);

  // Moving the window to a screen with another pixel ratio changes no box size.
  let ratioQuery: MediaQueryList | null = null;
  const onRatio = (): void => {
    const r = canvas.getBoundingClientRect();
    if (fit(r.width, r.height)) schedule("game");
    watchRatio();
  };
  function watchRatio(): void {
    ratioQuery?.removeEventListener("change", onRatio);
    ratioQuery = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    ratioQuery.addEventListener("change", onRatio);
  }
  watchRatio();

  const take = config.take;
  const unbind = bindInput(canvas, () => box.state, {
    ...actions,
    activate: (x, y) => {
      if (box.state.mode !== "counting" && take?.activate?.(x, y)) return;
      actions.activate(x, y);
    },
    pass: () => {
      if (!take?.pass?.()) actions.pass();
    },
    undo: () => {
      if (!take?.undo?.()) actions.undo();
    },
  }, config.confirm);

  // The first frame is drawn at once, not at the next animation frame.
  const first = canvas.getBoundingClientRect();
  fit(first.width, first.height);
  describe();
  renderer.draw(box.state);

  /** A method that does nothing once the board is destroyed. */
  const live =
    <A extends unknown[]>(f: (...args: A) => void) =>
    (...args: A): void => {
      if (!destroyed) f(...args);
    };

  return {
    get state() {
      return box.state;
    },
    get game() {
      return box.state.game;
    },
    canvas,
    newGame: (settings) => (destroyed ? texts.destroyed : actions.newGame(settings)),
    showGame: live(actions.showGame),
    play: live(actions.play),
    toggleDead: live(actions.toggleDead),
    pass: live(actions.pass),
    resign: live(actions.resign),
    undo: live(actions.undo),
    resume: live(actions.resume),
    suggestDead: live(actions.suggestDead),
    endNoResult: live(actions.endNoResult),
    showOwnership: live(actions.showOwnership),
    commit: live(actions.commit),
    setTexts: live((next: Texts) => {
      box.state.texts = next;
      canvas.setAttribute("aria-roledescription", next.boardRole);
      canvas.textContent = next.boardFallback;
      log.setAttribute("aria-label", next.logLabel);
      describe();
      schedule("game");
    }),
    highlight: live((points: readonly Vertex[] | null) => {
      const s = box.state;
      s.highlight = points
        ? points.filter(([x, y]) => x >= 0 && y >= 0 && x < s.width && y < s.height).map(([x, y]) => y * s.width + x)
        : null;
      schedule("game");
    }),
    setLook: live((look: Partial<Look>) => {
      const s = box.state;
      const coordinates = s.look.coordinates;
      const next = { ...s.look, ...look };
      if ((Object.keys(next) as (keyof Look)[]).every((k) => next[k] === s.look[k])) return;
      s.look = next;
      if (s.look.coordinates !== coordinates) {
        // The margin changes with the coordinates: lay the grid out again.
        const l = s.layout;
        s.layout = { ...l, width: 0 };
        resize(s, l.width, l.height, l.dpr);
        publishGrid();
      }
      s.chainCache.clear();
      schedule("game");
    }),
    // (Its one caller, the record, gives a view on the board: overlay.ts's recordView.)
    setView: live((v: View | null) => {
      const s = box.state;
      if (String(v) === String(s.view)) return;
      s.view = v;
      // The grid laid out again for the part shown; the cursor into it.
      const l = s.layout;
      s.layout = { ...l, width: 0 };
      resize(s, l.width, l.height, l.dpr);
      publishGrid();
      if (v) s.cursor = Math.floor((v[1] + v[3]) / 2) * s.width + Math.floor((v[0] + v[2]) / 2);
      schedule("game");
    }),
    setMarks: live((marks: readonly Mark[]) => {
      box.state.marks = [...marks];
      schedule("game");
    }),
    setLayer: live((which: "record" | "host", layer: Layer | null, paint: Painter) => {
      box.state.layers[which] = layer;
      box.state.layers.paint = paint;
      describe();
      schedule("game");
    }),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      unbind();
      observer.disconnect();
      ratioQuery?.removeEventListener("change", onRatio);
      for (const e of added) e.remove();
      try {
        box.state.game.free();
      } catch {
        // Already freed.
      }
    },
  };
}
