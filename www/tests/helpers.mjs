// Shared by the page tests: the browser (browser.mjs), and ways to drive the page only
// through what a person can do and to read it through its text and pixels.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { launch, openPage, results } from './browser.mjs';

export { dist, launch, openPage, results, root, www } from './browser.mjs';

/**
 * The browser of a test file: launched (with `options`, as `launch`) before its tests
 * and closed after them. Returns `env()`, the launched browser and server, and
 * `withPage(body, hash)` on it.
 */
export function useBrowser(options) {
  let env;
  before(async () => {
    env = await launch(options);
  });
  after(async () => {
    await env?.close();
  });
  return { env: () => env, withPage: (body, hash) => withPage(env, body, hash) };
}

/** Runs `body(page)` in a new tab, closes it, and fails if the console printed errors or warnings. */
export async function withPage(env, body, hash = '') {
  const { page, problems } = await openPage(env, hash);
  try {
    await body(page);
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
}

/** Chooses settings in the "New game" form, with real clicks and keys, and starts. */
export async function newGame(page, { size, rules, komi, handicap } = {}) {
  if (size !== undefined) await page.selectOption('#size', String(size));
  if (rules !== undefined) await page.selectOption('#rules', rules);
  if (komi !== undefined) await page.fill('#komi', String(komi));
  if (handicap !== undefined) await page.selectOption('#handicap', String(handicap));
  await page.click('#start');
  await page.waitForFunction(() => document.getElementById('message')?.textContent?.startsWith('New game'));
  await settle(page);
}

/** Page coordinates of point (x, y), from the grid the canvas publishes (`canvas`: a selector). */
export async function pointXY(page, x, y, canvas = '#board canvas[data-grid]') {
  canvas = page.locator(canvas);
  const grid = await canvas.getAttribute('data-grid');
  const box = await canvas.boundingBox();
  const [ox, oy, cell] = grid.split(' ').map(Number);
  return { x: box.x + ox + x * cell, y: box.y + oy + y * cell, cell, box };
}

/** Clicks the intersection (x, y) with the mouse. */
export async function clickPoint(page, x, y, offset = [0, 0], canvas = '#board canvas[data-grid]') {
  const p = await pointXY(page, x, y, canvas);
  await page.mouse.click(p.x + offset[0] * p.cell, p.y + offset[1] * p.cell);
}

/** Plays a list of points by clicking each; waits for each move to be logged. */
export async function playMoves(page, moves) {
  for (const [x, y] of moves) {
    const before = await moveNumber(page);
    await clickPoint(page, x, y);
    try {
      await page.waitForFunction(
        (n) => document.getElementById('move-number')?.textContent !== `Move ${n}` ||
          document.getElementById('message')?.classList.contains('error'),
        before,
        { timeout: 5000 },
      );
    } catch (e) {
      await page.screenshot({ path: path.join(results, 'failed-click.png') });
      const grid = await page.locator('#board canvas[data-grid]').getAttribute('data-grid');
      throw new Error(`the click on (${x}, ${y}) did nothing: move ${before}, grid ${grid}, message "${await text(page, '#message')}"`, { cause: e });
    }
  }
}

export async function moveNumber(page) {
  const t = await page.locator('#move-number').textContent();
  return Number(t.replace(/\D+/g, ''));
}

export const text = (page, sel) => page.locator(sel).textContent().then((t) => (t ?? '').trim());

/** The last sentence announced in the screen-reader log. */
export const lastAnnouncement = (page, board = '#board-wrap') => page.locator(`${board} .tengen-log p`).last().textContent();

/** Stones listed in the board's text alternative: { black: ['D4', …], white: […] }. */
export async function stonesFromDescription(page) {
  const d = await text(page, '#board-wrap .tengen-desc');
  const list = (color) => {
    const m = d.match(new RegExp(`${color} stones \\(\\d+\\): ([^.]*)\\.`));
    return !m || m[1] === 'none' ? [] : m[1].split(', ');
  };
  return { black: list('Black'), white: list('White') };
}

// --- Against the computer -------------------------------------------------------------

/**
 * The address of a 9×9 game against the computer playing `computer` ('black' or 'white')
 * at `level`; `playouts` caps its budget (0: its own, a few seconds a move).
 */
export const vsComputer = (computer, level = 1, playouts = 40) =>
  `#size=9&opponent=computer&level=${level}&computer=${computer}${playouts ? `&playouts=${playouts}` : ''}`;

/** Waits until the computer has answered: the person's turn again (or the game is no longer played). */
export async function awaitReply(page, timeout = 20000) {
  await page.waitForFunction(
    () => {
      const s = document.getElementById('board').state;
      return s.mode !== 'play' || (s.turn === 'black' && (document.getElementById('thinking')?.hidden ?? true));
    },
    null,
    { timeout },
  );
}

/**
 * A legal point for the side to move on a 9×9 board, the nearest to the centre (read from
 * the board's game, never written), or null; with `avoidEyes`, none inside its own eye.
 */
export const legalPoint = (page, avoidEyes) =>
  page.evaluate((avoidEyes) => {
    const g = document.getElementById('board').state.game;
    const b = g.board();
    const own = g.turn === 'black' ? 1 : -1;
    const order = [];
    for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) order.push([x, y]);
    order.sort((p, q) => Math.hypot(p[0] - 4, p[1] - 4) - Math.hypot(q[0] - 4, q[1] - 4) || p[1] - q[1] || p[0] - q[0]);
    for (const [x, y] of order) {
      if (!g.isLegal(x, y)) continue;
      // Not inside one's own eye: every neighbour one's own stone.
      const near = [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].filter(([a, c]) => a >= 0 && c >= 0 && a < 9 && c < 9);
      if (avoidEyes && near.every(([a, c]) => b[c * 9 + a] === own)) continue;
      return [x, y];
    }
    return null;
  }, avoidEyes);

/** Waits until no frame is pending: two animation frames have passed. */
export async function settle(page) {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function screenshot(page, name) {
  const file = path.join(results, name);
  await settle(page);
  await page.screenshot({ path: file });
  return file;
}

// --- Pixels: a small PNG reader, to check what the canvas shows ----------------------

/** Decodes an 8-bit RGB/RGBA, non-interlaced PNG (what Chromium writes). */
export function decodePng(buf) {
  let pos = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG');
      channels = { 2: 3, 6: 4 }[data[9]];
      if (!channels) throw new Error('unsupported PNG colour type');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    pos += 12 + len;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(width * height * 4);
  let prev = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = Buffer.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? line[i - channels] : 0;
      const b = prev[i];
      const c = i >= channels ? prev[i - channels] : 0;
      let v = line[i];
      if (filter === 1) v += a;
      else if (filter === 2) v += b;
      else if (filter === 3) v += (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[i] = v & 255;
    }
    for (let x = 0; x < width; x++) {
      for (let k = 0; k < 3; k++) out[(y * width + x) * 4 + k] = line[x * channels + k];
      out[(y * width + x) * 4 + 3] = channels === 4 ? line[x * channels + 3] : 255;
    }
    prev = line;
  }
  return { width, height, data: out };
}

/** The mean colour of a small square around page coordinates (CSS pixels). */
export async function colourAt(page, x, y, half = 2) {
  const clip = { x: x - half, y: y - half, width: half * 2, height: half * 2 };
  const img = decodePng(await page.screenshot({ clip }));
  let r = 0;
  let g = 0;
  let b = 0;
  const n = img.width * img.height;
  for (let i = 0; i < n; i++) {
    r += img.data[i * 4];
    g += img.data[i * 4 + 1];
    b += img.data[i * 4 + 2];
  }
  return [r / n, g / n, b / n];
}

/** The colour the canvas shows near point (x, y), offset in cells (default: off the grid lines). */
export async function colourAtPoint(page, x, y, offset = [-0.3, 0.05], canvas = '#board canvas[data-grid]') {
  await settle(page);
  const p = await pointXY(page, x, y, canvas);
  return colourAt(page, p.x + offset[0] * p.cell, p.y + offset[1] * p.cell, 1);
}

/** What the canvas shows at point (x, y): 'black', 'white', 'wood', 'blue' or 'other'. */
export async function seenAt(page, x, y, offset = undefined, canvas = '#board canvas[data-grid]') {
  const [r, g, b] = await colourAtPoint(page, x, y, offset, canvas);
  const light = (r + g + b) / 3;
  if (light < 70) return 'black';
  if (light > 215 && Math.abs(r - b) < 40) return 'white';
  if (b > r + 30) return 'blue';
  if (light > 110 && light < 195 && r > g && g > b && r - b > 60) return 'wood';
  return 'other';
}

// --- Accessibility: axe-core in the page ----------------------------------------------

let axeSource = null;

/**
 * The violations axe-core (the npm devDependency) finds in `page` now, in its whole
 * document (shadow roots included) or under `include` (a selector): `[{ id, impact,
 * help, nodes }]`, `nodes` the first targets of each. axe is put into the page through
 * the DevTools protocol, which the page's Content-Security-Policy does not stop.
 */
export async function axeViolations(page, include = null) {
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    const result = await window.axe.run(include ?? document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  }, include);
}

/** Fails if axe-core finds any violation in `page` (see `axeViolations`); `state` names what the page shows. */
export async function expectAccessible(page, state, include = null) {
  const found = await axeViolations(page, include);
  assert.deepEqual(found, [], `axe-core, ${state}: ${found.map((v) => `${v.id} (${v.impact}) at ${v.nodes.join(', ')}`).join('; ')}`);
}
