// Evaluations a second of KataGo's b6c96 network in the evaluator's wasm module under
// Node (19x19, symmetry 0, the cache's hits excluded by distinct positions), beside a
// check that the module reads the same numbers as the native build.
//
// Build the module (the cargo feature `net`, with simd128) and run:
//   RUSTFLAGS="-C target-feature=+simd128" wasm-pack build --release --target nodejs \
//     --out-dir /tmp/net-pkg --out-name tengen_net . --features net
//   node bench/net-wasm.mjs /tmp/net-pkg
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? '/tmp/net-pkg');
const require = createRequire(import.meta.url);
const { Game, Net } = require(path.join(dir, 'tengen_net.js'));

const bytes = zlib.gunzipSync(fs.readFileSync(path.join(root, 'npm/nets/b6c96.bin.gz')));
const net = Net.__load(bytes);
console.log('info', net.info);
const wasm = fs.readFileSync(path.join(dir, 'tengen_net_bg.wasm'));
console.log(`module: ${wasm.length} B, ${zlib.gzipSync(wasm, { level: 9 }).length} B gzipped`);

// Positions of random legal moves (a fixed linear congruential sequence).
let seed = 12345;
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
const e = net.evaluate(games[0], { symmetry: 0 });
console.log('first position: winrate', e.winrate.toFixed(6), 'scoreLead', e.scoreLead.toFixed(4),
  'policy sum', e.policy.reduce((a, b) => a + b, 0).toFixed(6));
let n = 0;
const t0 = performance.now();
while (performance.now() - t0 < 5000) {
  for (const g of games.slice(1)) {
    net.evaluate(g, { symmetry: 1 + (n % 7) });
    n++;
  }
}
const secs = (performance.now() - t0) / 1000;
console.log(`wasm, batch 1: ${(n / secs).toFixed(2)} evaluations/s (${n} in ${secs.toFixed(1)} s)`);
