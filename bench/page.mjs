// The page's figures: `node bench/page.mjs [--quick] [--no-build] [--out FILE]`.
//
// Builds www/dist (unless --no-build), serves it, and drives the page in headless
// Chromium (1280×900 CSS pixels at device pixel ratio 2), as the page tests do:
//   - the size of the page bundle (all it loads without a user action), and of what it
//     loads on a user action (panels, languages, words), without the wasm (each file at gzip -9; www/sizes.mjs);
//   - the time from the wasm arriving to the first paint of the board, and its parts
//     (the page's own start-up, the synchronous first draw), over several loads;
//   - the redraw after a pointer move over a 19×19 board with stones: the canvas
//     commands alone (`?measure`), and with the pixels rasterised (`?measure=raster`).
// Prints the figures as JSON and writes them to bench/target/page.json (or FILE);
// `bench/run.mjs` runs this and puts the figures in its table. A shared machine is
// noisy: read medians, and compare runs made side by side.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { launch, openPage, dist, www } from '../www/tests/browser.mjs';
import { gzipSize, pageParts } from '../www/sizes.mjs';
import { figureArgs, median, writeFigures } from './common.mjs';

const { args, command, out, loads } = figureArgs('page', 7);
const log = (...a) => console.error(...a);

if (!args.includes('--no-build')) execFileSync(process.execPath, [path.join(www, 'build.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const round = (n) => Math.round(n * 100) / 100;

const figures = {
  command,
  date: new Date().toISOString(),
  viewport: '1280×900 CSS pixels at device pixel ratio 2, 19×19 board',
  targets: { pageGzipBytes: 30 * 1024, wasmToFirstPaintMs: 100, pointerRedrawMs: 4 },
};
const problems = [];

// The page as it loads without a user action, and apart from it what loads on one.
const { first, later } = pageParts(dist);
const sizes = (files) => Object.fromEntries(files.map((f) => [f, gzipSize(dist, f)]));
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);
const firstSizes = sizes(first);
const laterSizes = sizes(later);
figures.pageGzipBytes = { files: firstSizes, total: sum(firstSizes), later: laterSizes, laterTotal: sum(laterSizes), wasmNotCounted: gzipSize(dist, 'tengen_bg.wasm') };

const env = await launch();
try {
  log(`page: ${loads} loads to the first paint…`);
  const runs = { wasm: [], boot: [], draw: [] };
  for (let i = 0; i < loads; i++) {
    const { page, problems: p } = await openPage(env);
    await page.waitForFunction(() => performance.getEntriesByName('tengen:wasm-to-first-paint').length > 0);
    const [w, b, d] = await page.evaluate(() =>
      ['tengen:wasm-to-first-paint', 'tengen:boot-to-first-paint', 'tengen:first-draw'].map((n) => performance.getEntriesByName(n)[0]?.duration),
    );
    runs.wasm.push(w);
    runs.boot.push(b);
    runs.draw.push(d);
    await page.close();
    problems.push(...p);
  }
  figures.wasmToFirstPaintMs = { median: round(median(runs.wasm)), min: round(Math.min(...runs.wasm)), runs: runs.wasm.map(round) };
  // The part after the package has instantiated its wasm: the page's own start-up.
  figures.bootToFirstPaintMs = { median: round(median(runs.boot)), runs: runs.boot.map(round) };
  // The synchronous part: state, DOM and canvas commands, before the frame is rasterised.
  figures.firstDrawMs = { median: round(median(runs.draw)), runs: runs.draw.map(round) };

  /** Sweeps the pointer over a 19×19 board with a few stones; the redraw times. */
  async function sweep(search) {
    const { page, problems: p } = await openPage(env, '#size=19&rules=chinese&komi=7.5&handicap=0', search);
    const grid = async () => {
      const [ox, oy, cell] = (await page.locator('#board canvas').getAttribute('data-grid')).split(' ').map(Number);
      const box = await page.locator('#board canvas').boundingBox();
      return (x, y) => ({ x: box.x + ox + x * cell, y: box.y + oy + y * cell });
    };
    const at = await grid();
    for (const [x, y] of [[3, 3], [15, 15], [15, 3], [3, 15], [9, 9], [10, 9], [9, 10], [10, 10], [2, 5], [16, 13]]) {
      const n = await page.evaluate(() => document.getElementById('move-number').textContent);
      await page.mouse.click(at(x, y).x, at(x, y).y);
      await page.waitForFunction((n) => document.getElementById('move-number').textContent !== n, n);
    }
    await page.evaluate(() => performance.clearMeasures('tengen:pointer-redraw'));
    // Over every other row, crossing empty points (ghost stone) and stones (liberties).
    for (let y = 0; y < 19; y += 2) {
      for (let x = 0; x < 19; x++) {
        const p = at(y % 4 === 0 ? x : 18 - x, y);
        await page.mouse.move(p.x, p.y);
      }
    }
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const redraws = await page.evaluate(() => performance.getEntriesByName('tengen:pointer-redraw').map((e) => e.duration));
    await page.close();
    problems.push(...p);
    if (redraws.length < 50) throw new Error(`only ${redraws.length} pointer redraws were measured`);
    return { count: redraws.length, median: round(median(redraws)), p95: round(quantile(redraws, 0.95)), max: round(Math.max(...redraws)) };
  }
  log('page: pointer sweeps over a 19×19 board…');
  // The canvas commands of a redraw, as the page runs normally…
  figures.pointerRedrawMs = await sweep('?measure');
  // …and the same with the canvas made to rasterise before the clock stops.
  figures.pointerRedrawWithRasterMs = await sweep('?measure=raster');
} finally {
  await env.close();
}
figures.consoleProblems = problems;
if (problems.length) log(`page: the console printed ${problems.length} errors or warnings:\n  ${problems.join('\n  ')}`);

writeFigures(out, figures);
console.log(JSON.stringify(figures));
