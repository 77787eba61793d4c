// Evaluations a second of KataGo's b6c96 network in the package's full module
// (`tengen/full`, wasm with SIMD), under Node and in Chromium, in one run: the same
// 19×19 positions (random legal moves from a fixed seed for each round, 20 to 176
// moves), each evaluation timed from the Game (its features included): batch 1
// (`net.evaluate`, one position a call) with the 3×3 convolutions computed directly and
// by Winograd's F(2×2, 3×3) and F(4×4, 3×3) (the default; the Net's hidden
// `__setConv`), and batch 8 (`net.evaluateBatch`, eight positions a call) with F(4×4, 3×3). The sides and algorithms take turns, 3 s each a round, in an order
// rotated every round, so that the machine's load falls on all alike: the ratios within
// a round are the figures to read.
//
//   node scripts/build-pkg.mjs && node bench/net-wasm.mjs [rounds]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../www/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 3);

/**
 * The benchmark itself, run as it is in Node and (as its source) in the page:
 * `tengen` is the full module's namespace. Returns the evaluations a second over `ms`.
 */
async function measure(tengen, ms, round, conv, batch) {
  const { Game, Net } = tengen;
  globalThis.__net ??= await Net.load();
  const net = globalThis.__net;
  // A change of algorithm empties the Net's cache.
  net.__setConv(conv);
  let seed = 12345 + 7919 * round;
  const rand = (n) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const games = [];
  for (let i = 0; i < 40; i++) {
    const g = new Game({ size: 19 });
    for (let m = 0; m < 20 + 4 * i; ) {
      const [x, y] = [rand(19), rand(19)];
      if (g.isLegal(x, y)) {
        g.play(x, y);
        m++;
      }
    }
    games.push(g);
  }
  // The evaluator keeps a cache of positions: each round has positions of its own
  // (its own seed), and a position comes back only after the 40 others, in another
  // symmetry.
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    for (let i = 0; i < games.length; i += batch) {
      const symmetry = (n >> 3) % 8;
      if (batch === 1) net.evaluate(games[i], { symmetry });
      else net.evaluateBatch(games.slice(i, i + batch), { symmetry });
      n += batch;
    }
  }
  const secs = (performance.now() - t0) / 1000;
  for (const g of games) g.free();
  return n / secs;
}

const node = await import('tengen/full');
const server = await startServer(path.join(root, 'pkg'), 0);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
// The server sends the page's Content-Security-Policy, which forbids eval: the
// benchmark's source crosses as text, so this context bypasses it.
const page = await (await browser.newContext({ bypassCSP: true })).newPage();
await page.goto(`${server.url}package.json`);
const inPage = (ms, round, conv, batch) =>
  page.evaluate(
    async ([source, ms, round, conv, batch]) => {
      const measure = (0, eval)(`(${source})`);
      return measure(await import('/full.js'), ms, round, conv, batch);
    },
    [measure.toString(), ms, round, conv, batch],
  );
const runs = [
  ['Node', 'direct', 1],
  ['Node', 'winograd2', 1],
  ['Node', 'winograd4', 1],
  ['Node', 'winograd4', 8],
  ['Chromium', 'direct', 1],
  ['Chromium', 'winograd4', 1],
  ['Chromium', 'winograd4', 8],
];
const results = runs.map(() => []);
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < runs.length; k++) {
    const i = (k + r) % runs.length;
    const [where, conv, batch] = runs[i];
    results[i].push(where === 'Node' ? await measure(node, 3000, r, conv, batch) : await inPage(3000, r, conv, batch));
  }
  console.log(`round ${r + 1}: ${runs.map(([w, c, b], i) => `${w} ${c} b${b} ${results[i][r].toFixed(2)}`).join(', ')} evaluations/s`);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
console.log(`median over ${rounds} rounds, 19×19 (evaluations/s; in brackets the median of the ratios to the same side's direct product at batch 1 within a round):`);
for (let i = 0; i < runs.length; i++) {
  const [where, conv, batch] = runs[i];
  const d = runs.findIndex(([w, c]) => w === where && c === 'direct');
  const ratios = results[i].map((x, r) => x / results[d][r]);
  console.log(`  ${where} ${conv}, batch ${batch}: ${median(results[i]).toFixed(2)} (${median(ratios).toFixed(2)}x direct)`);
}
const w4 = (where) => results[runs.findIndex(([w, c, b]) => w === where && c === 'winograd4' && b === 1)];
console.log(`Chromium / Node, winograd4: ${(median(w4('Chromium')) / median(w4('Node'))).toFixed(2)}`);
await browser.close();
await server.close();
