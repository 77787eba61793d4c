// Boots the page: the package has already fetched and instantiated its wasm (top-level
// await in its browser entry) by the time this module runs.
import { createApi, type Change } from "./api.ts";
import { bindInput } from "./input.ts";
import { createRenderer } from "./render.ts";
import { createUi, settingsFromHash, type Ui } from "./ui.ts";

/** When the wasm finished arriving, from the resource timing of its fetch. */
function wasmArrival(): number {
  const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  const wasm = entries.find((e) => e.name.endsWith(".wasm"));
  return wasm ? wasm.responseEnd : 0;
}

/**
 * With `?measure` in the address, each pointer redraw also waits for the canvas to
 * rasterise, so `tengen:pointer-redraw` counts the pixels and not only the commands.
 */
const MEASURE_RASTER = new URLSearchParams(location.search).has("measure");

function boot(): void {
  // The wasm is instantiated by now: what follows is the page's own start-up.
  const booted = performance.now();
  const canvas = document.getElementById("board");
  const wrap = document.getElementById("board-wrap");
  if (!(canvas instanceof HTMLCanvasElement) || !wrap) return;

  let ui: Ui | null = null;
  let pending: { game: boolean; pointer: boolean } = { game: false, pointer: false };
  let frame = 0;

  const renderer = createRenderer(canvas);
  const api = createApi(settingsFromHash(location.hash), {
    changed: (kind) => {
      schedule(kind);
      // Words go out at once; pixels wait for the next frame.
      if (kind === "game") ui?.update();
      else ui?.describeCursor();
    },
    announce: (text) => ui?.announce(text),
  });

  function draw(): void {
    frame = 0;
    const what = pending;
    pending = { game: false, pointer: false };
    const start = performance.now();
    if (what.game) renderer.invalidate();
    renderer.draw(api.state);
    if (what.pointer && !what.game) {
      if (MEASURE_RASTER) renderer.flush();
      performance.measure("tengen:pointer-redraw", { start, end: performance.now() });
    }
  }

  function schedule(kind: Change): void {
    pending[kind] = true;
    if (!frame) frame = requestAnimationFrame(draw);
  }

  /** Fits the canvas to its box, in device pixels, so lines stay crisp at any zoom. */
  function fit(cssWidth: number, cssHeight: number, deviceWidth?: number, deviceHeight?: number): void {
    const dpr = window.devicePixelRatio || 1;
    // The device-pixel box snaps exactly at odd zoom levels; but some emulators report it
    // unscaled, so it is trusted only when it agrees with the pixel ratio.
    const exact = deviceWidth !== undefined && cssWidth > 0 && Math.abs(deviceWidth / cssWidth - dpr) < 0.02 * dpr;
    const changed = exact
      ? renderer.resize(cssWidth, cssHeight, dpr, deviceWidth, deviceHeight)
      : renderer.resize(cssWidth, cssHeight, dpr);
    if (changed) schedule("game");
  }

  ui = createUi(api);
  bindInput(canvas, renderer, api);

  // The first frame is drawn at once, not at the next animation frame.
  const box = wrap.getBoundingClientRect();
  renderer.resize(box.width, box.height, window.devicePixelRatio || 1);
  ui.update();
  renderer.draw(api.state);
  ui.ready();
  performance.measure("tengen:first-draw", { start: booted, end: performance.now() });
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

  new ResizeObserver((entries) => {
    for (const entry of entries) {
      const device = entry.devicePixelContentBoxSize?.[0];
      const css = entry.contentBoxSize[0];
      if (!css) continue;
      if (device) fit(css.inlineSize, css.blockSize, device.inlineSize, device.blockSize);
      else fit(css.inlineSize, css.blockSize);
    }
  }).observe(canvas);

  // Moving the window to a screen with another pixel ratio changes no box size.
  const watchRatio = (): void => {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener(
      "change",
      () => {
        const r = canvas.getBoundingClientRect();
        fit(r.width, r.height);
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();
}

boot();
