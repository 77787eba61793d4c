// Size and speed of the page. The bundle limit is asserted; the timings are recorded in
// test-results/page-perf.json and printed, not asserted (a shared test machine is noisy).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useBrowser, openPage, newGame, playMoves, pointXY, settle, dist, results } from './helpers.mjs';

const LIMIT = 30 * 1024;
const PAGE_FILES = ['main.js', 'index.html', 'style.css'];
const perf = {
  targets: { wasmToFirstPaintMs: 100, pointerRedrawMs: 4, pageGzipBytes: LIMIT },
  viewport: '1280×900 CSS pixels at device pixel ratio 2, 19×19 board',
};

const { env } = useBrowser();
after(() => {
  fs.mkdirSync(results, { recursive: true });
  fs.writeFileSync(path.join(results, 'page-perf.json'), JSON.stringify(perf, null, 2) + '\n');
  console.log(`page-perf.json: ${JSON.stringify(perf)}`);
});

/** gzip -9 size: the gzip program when there is one, else zlib at level 9. */
function gzipSize(file) {
  try {
    return execFileSync('gzip', ['-9', '-c', file], { maxBuffer: 1 << 26 }).length;
  } catch {
    return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(q * s.length))] : NaN;
};
const round = (n) => Math.round(n * 100) / 100;

test('the page bundle, without the wasm, is at most 30 KB gzipped', () => {
  const sizes = Object.fromEntries(PAGE_FILES.map((f) => [f, gzipSize(path.join(dist, f))]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  perf.pageGzipBytes = { ...sizes, total, wasmNotCounted: gzipSize(path.join(dist, 'tengen_bg.wasm')) };
  assert.ok(total <= LIMIT, `page is ${total} bytes gzipped, over ${LIMIT}`);
});

test('time from the wasm arriving to the first paint of the board', async () => {
  const runs = [];
  const pageOnly = [];
  const drawOnly = [];
  for (let i = 0; i < 7; i++) {
    const { page, problems } = await openPage(env());
    await page.waitForFunction(() => performance.getEntriesByName('tengen:wasm-to-first-paint').length > 0);
    const [m, b, d] = await page.evaluate(() => {
      const get = (name) => performance.getEntriesByType('measure').find((e) => e.name === name)?.duration;
      return [get('tengen:wasm-to-first-paint'), get('tengen:boot-to-first-paint'), get('tengen:first-draw')];
    });
    runs.push(m);
    pageOnly.push(b);
    drawOnly.push(d);
    await page.close();
    assert.deepEqual(problems, []);
  }
  assert.ok(runs.every((m) => typeof m === 'number' && m >= 0), `measured: ${runs}`);
  perf.wasmToFirstPaintMs = { median: round(median(runs)), min: round(Math.min(...runs)), runs: runs.map(round) };
  // The part after the package has instantiated its wasm: the page's own start-up.
  perf.bootToFirstPaintMs = { median: round(median(pageOnly)), runs: pageOnly.map(round) };
  // The synchronous part: state, DOM and canvas commands, before the frame is rasterised.
  perf.firstDrawMs = { median: round(median(drawOnly)), runs: drawOnly.map(round) };
});

/** Sweeps the pointer over a 19×19 board with a few stones; returns the redraw times. */
async function sweep(search) {
  const { page, problems } = await openPage(env(), '', search);
  await newGame(page, { size: 19 });
  await playMoves(page, [[3, 3], [15, 15], [15, 3], [3, 15], [9, 9], [10, 9], [9, 10], [10, 10], [2, 5], [16, 13]]);
  await page.evaluate(() => performance.clearMeasures('tengen:pointer-redraw'));
  // Over every other row, crossing empty points (ghost stone) and stones (liberties).
  for (let y = 0; y < 19; y += 2) {
    for (let x = 0; x < 19; x++) {
      const p = await pointXY(page, y % 4 === 0 ? x : 18 - x, y);
      await page.mouse.move(p.x, p.y);
    }
  }
  const a = await pointXY(page, 9, 9);
  await page.mouse.move(a.x, a.y);
  await settle(page);
  const redraws = await page.evaluate(() =>
    performance.getEntriesByType('measure').filter((e) => e.name === 'tengen:pointer-redraw').map((e) => e.duration),
  );
  await page.close();
  assert.deepEqual(problems, []);
  assert.ok(redraws.length >= 50, `pointer moves redrew the board (${redraws.length} redraws)`);
  return {
    count: redraws.length,
    median: round(median(redraws)),
    p95: round(quantile(redraws, 0.95)),
    max: round(Math.max(...redraws)),
  };
}

test('redraw time for a pointer move over a 19×19 board', async () => {
  // The canvas commands of a redraw, as the page runs normally…
  perf.pointerRedrawMs = await sweep('?measure');
  // …and the same with the canvas made to rasterise before the clock stops.
  perf.pointerRedrawWithRasterMs = await sweep('?measure=raster');
});
