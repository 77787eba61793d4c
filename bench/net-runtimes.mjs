// tengen's network evaluator beside ONNX Runtime, in one Node process, on the same 19x19
// positions (issue 29, "measured side by side"): evaluations a second of KataGo's b6c96
// network at batch 1 and 8 for
//   - tengen's wasm (`tengen/full`, simd128): the whole `net.evaluate(game)` from a Game,
//     its feature computation and post-processing included, at batch 1, and
//     `net.evaluateBatch(games)` of 8 Games at batch 8; its 3x3 convolutions by
//     Winograd's F(4x4, 3x3) (the default) and, as another runtime at batch 1, by the
//     direct product (the Net's hidden `__setConv`, set as that runtime's turn begins);
//   - onnxruntime-web's wasm backend (SIMD, 1 thread);
//   - onnxruntime-node (CPU execution provider, 1 intra-op thread);
// ONNX Runtime is timed on `session.run` alone, over feature tensors built before the
// timing (tengen's own features of the same positions, from the dump below).
//
// Set up and run (ONNX Runtime is installed in bench/onnx, not in the root package):
//   node scripts/build-pkg.mjs                          # pkg/: tengen/full
//   cargo run --release --example net_dump              # positions, features, tengen's raw outputs
//   pip install -r bench/onnx/requirements.txt
//   python3 bench/onnx/convert.py                       # bench/onnx/out/b6c96.onnx
//   python3 bench/onnx/check.py                         # ONNX agrees with tengen (1e-4)
//   (cd bench/onnx && npm install)
//   node bench/net-runtimes.mjs [--rounds 5] [--seconds 2.5]
//
// The runtimes take turns: each round times every runtime for --seconds, the order
// rotated each round, so the machine's load falls on all of them alike; the table gives
// the median round and the range, and the process's CPU time over the wall time (the
// cores each runtime kept busy: a check on the thread counts) with the evaluations per
// second of that CPU time, which time-slicing on a loaded machine affects less than the
// wall-clock rate. Before timing, every runtime's outputs are compared
// with tengen's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'onnx', 'out');
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const ROUNDS = arg('rounds', 5);
const SECONDS = arg('seconds', 2.5);
/** Convolution GFLOP of one 19x19 evaluation of b6c96 (`Net::conv_flops`, printed by net_bench). */
const GFLOP = 0.724;

// The dump of `cargo run --release --example net_dump`.
const meta = JSON.parse(fs.readFileSync(path.join(out, 'positions.json'), 'utf8'));
const f32 = (name) => {
  const b = fs.readFileSync(path.join(out, name));
  return new Float32Array(b.buffer, b.byteOffset, b.byteLength / 4);
};
const S = meta.size;
const AREA = S * S;
const N = meta.positions.length;
const SP = meta.spatial * AREA;
const GL = meta.global;
const spatial = f32('spatial.f32');
const global = f32('global.f32');
const want = { policy: f32('policy.f32'), value: f32('value.f32'), score: f32('score.f32'), ownership: f32('ownership.f32') };
const width = { policy: AREA + 1, value: 3, score: 4, ownership: AREA };

// tengen: the same games, set up from their moves.
const { Game, Net } = await import('tengen/full');
const games = meta.positions.map(({ moves }) => {
  const g = new Game({ size: S });
  for (const [x, y] of moves) g.play(x, y);
  return g;
});
const net = await Net.load();

// ONNX Runtime, from bench/onnx/node_modules.
const mod = (p) => import(pathToFileURL(path.join(here, 'onnx', 'node_modules', p)).href);
const ortWeb = await mod('onnxruntime-web/dist/ort.node.min.mjs');
const ortNode = (await mod('onnxruntime-node/dist/index.js')).default;
ortWeb.env.wasm.numThreads = 1;
ortWeb.env.wasm.simd = true;
const modelPath = path.join(out, 'b6c96.onnx');
const modelBytes = fs.readFileSync(modelPath);
const webSession = await ortWeb.InferenceSession.create(modelBytes, {
  executionProviders: ['wasm'],
  graphOptimizationLevel: 'all',
});
const nodeSession = await ortNode.InferenceSession.create(modelPath, {
  executionProviders: ['cpu'],
  graphOptimizationLevel: 'all',
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
});

/** The feeds of positions first..first+batch-1 for one runtime's Tensor class. */
const feeds = (ort, first, batch) => ({
  spatial: new ort.Tensor('float32', spatial.subarray(first * SP, (first + batch) * SP), [batch, meta.spatial, S, S]),
  global: new ort.Tensor('float32', global.subarray(first * GL, (first + batch) * GL), [batch, GL]),
});
const batches = (ort, batch) => {
  const all = [];
  for (let i = 0; i + batch <= N; i += batch) all.push(feeds(ort, i, batch));
  return all;
};

// ---- The outputs agree, before anything is timed.
const CHECK = 16;
const diffs = async (session, ort) => {
  const worst = { policy: 0, value: 0, score: 0, ownership: 0 };
  for (let i = 0; i < CHECK; i += 8) {
    const r = await session.run(feeds(ort, i, 8));
    for (const k of Object.keys(worst)) {
      const w = width[k];
      const got = r[k].data;
      for (let j = 0; j < 8 * w; j++) worst[k] = Math.max(worst[k], Math.abs(got[j] - want[k][i * w + j]));
    }
  }
  return worst;
};
const show = (o) => Object.entries(o).map(([k, v]) => `${k} ${v.toExponential(1)}`).join(', ');
const checks = [];
const webDiff = await diffs(webSession, ortWeb);
const nodeDiff = await diffs(nodeSession, ortNode);
checks.push(`onnxruntime-web vs tengen's raw outputs (${CHECK} positions): ${show(webDiff)}`);
checks.push(`onnxruntime-node vs tengen's raw outputs (${CHECK} positions): ${show(nodeDiff)}`);
// tengen's wasm from the JS Games against the native dump: its policy against the
// softmax of the dumped logits over the legal points and pass.
let policyDiff = 0;
for (let i = 0; i < CHECK; i++) {
  const e = net.evaluate(games[i], { symmetry: 0 });
  const logits = want.policy.subarray(i * (AREA + 1), (i + 1) * (AREA + 1));
  const legal = (k) => k === AREA || games[i].isLegal(k % S, Math.floor(k / S));
  let max = -Infinity;
  for (let k = 0; k <= AREA; k++) if (legal(k)) max = Math.max(max, logits[k]);
  let sum = 0;
  const p = new Float64Array(AREA + 1);
  for (let k = 0; k <= AREA; k++) if (legal(k)) sum += p[k] = Math.exp(logits[k] - max);
  for (let k = 0; k <= AREA; k++) policyDiff = Math.max(policyDiff, Math.abs(p[k] / sum - e.policy[k]));
}
checks.push(`tengen wasm (JS Games) vs the native dump, policy probabilities (${CHECK} positions): ${policyDiff.toExponential(1)}`);
for (const c of checks) console.log(c);
const worstAll = Math.max(...Object.values(webDiff), ...Object.values(nodeDiff), policyDiff);
if (!(worstAll <= 1e-4)) {
  console.error(`outputs disagree (largest difference ${worstAll}): nothing timed`);
  process.exit(1);
}

// ---- The timed runtimes. Each keeps a cursor over the positions across rounds, so no
// position is evaluated twice before all N have been (tengen's Net keeps a cache of
// 256 evaluations, oldest out first, with no switch in the JS API: with N > 256 every
// timed call misses it; the check above evaluated positions 0 to 15, so tengen starts
// at 16).
if (N <= 256) throw new Error(`${N} positions: more than 256 are needed to miss tengen's cache`);
const runner = (name, batch, step, enter = () => {}) => ({ name, batch, step, enter, rates: [], cores: [], perCpu: [] });
let tk = CHECK;
const web1 = batches(ortWeb, 1), web8 = batches(ortWeb, 8);
const node1 = batches(ortNode, 1), node8 = batches(ortNode, 8);
const cursor = { w1: 0, w8: 0, n1: 0, n8: 0 };
const next = (list, key) => list[cursor[key]++ % list.length];
const runners = [
  runner(
    'tengen wasm (tengen/full), Winograd F(4x4, 3x3), whole evaluate from a Game',
    1,
    () => {
      net.evaluate(games[tk++ % N], { symmetry: 0 });
    },
    () => net.__setConv('winograd4'),
  ),
  runner('onnxruntime-web, wasm backend, SIMD, 1 thread: session.run', 1, () => webSession.run(next(web1, 'w1'))),
  runner('onnxruntime-web, wasm backend, SIMD, 1 thread: session.run', 8, () => webSession.run(next(web8, 'w8'))),
  runner(
    'tengen wasm (tengen/full), Winograd F(4x4, 3x3), whole evaluateBatch from 8 Games',
    8,
    () => {
      const batch = [];
      for (let i = 0; i < 8; i++) batch.push(games[tk++ % N]);
      net.evaluateBatch(batch, { symmetry: 0 });
    },
    () => net.__setConv('winograd4'),
  ),
  runner('onnxruntime-node, CPU, 1 thread: session.run', 1, () => nodeSession.run(next(node1, 'n1'))),
  runner('onnxruntime-node, CPU, 1 thread: session.run', 8, () => nodeSession.run(next(node8, 'n8'))),
  runner(
    'tengen wasm (tengen/full), direct convolutions, whole evaluate from a Game',
    1,
    () => {
      net.evaluate(games[tk++ % N], { symmetry: 0 });
    },
    () => net.__setConv('direct'),
  ),
];
// One untimed call each (first-run allocations, ORT's lazy initialisation).
for (const r of runners) {
  r.enter();
  await r.step();
}

const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
const uptime = () => execSync('uptime').toString().trim();
console.log(`\n${os.cpus().length} × ${os.cpus()[0].model}; Node ${process.version}; onnxruntime-web ${ortWeb.env.versions?.web}, onnxruntime-node ${ortNode.env.versions?.node ?? ortNode.env.versions?.common}`);
console.log(`onnxruntime-web: numThreads ${ortWeb.env.wasm.numThreads}, simd ${ortWeb.env.wasm.simd}; ${N} positions; ${ROUNDS} rounds of ${SECONDS} s a runtime`);
console.log(`before: ${uptime()}`);
for (let round = 0; round < ROUNDS; round++) {
  const order = runners.map((_, i) => runners[(i + round) % runners.length]);
  const line = [];
  for (const r of order) {
    r.enter();
    let evaluations = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < SECONDS * 1000) {
      await r.step();
      evaluations += r.batch;
      t = performance.now();
    }
    const rate = evaluations / ((t - t0) / 1000);
    const cpu = process.cpuUsage(cpu0);
    r.rates.push(rate);
    // The process's CPU time over the wall time: the cores the runtime kept busy.
    r.cores.push((cpu.user + cpu.system) / 1000 / (t - t0));
    r.perCpu.push(evaluations / ((cpu.user + cpu.system) / 1e6));
    line.push(`${r.name.split(',')[0]} b${r.batch} ${rate.toFixed(2)}`);
  }
  console.log(`round ${round + 1} (load ${load()}): ${line.join('; ')}`);
}
console.log(`after: ${uptime()}\n`);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log('| runtime | batch | evaluations/s (median of rounds) | range | GFLOP/s | cores busy | evaluations per CPU-second (median) |');
console.log('|---|---|---|---|---|---|---|');
for (const r of runners) {
  const m = median(r.rates);
  console.log(`| ${r.name} | ${r.batch} | ${m.toFixed(2)} | ${Math.min(...r.rates).toFixed(2)}–${Math.max(...r.rates).toFixed(2)} | ${(m * GFLOP).toFixed(2)} | ${median(r.cores).toFixed(2)} | ${median(r.perCpu).toFixed(2)} |`);
}
const ratio = median(runners[0].rates) / median(runners[1].rates);
const perRound = runners[0].rates.map((x, i) => (x / runners[1].rates[i]).toFixed(2));
console.log(`\ntengen wasm / onnxruntime-web wasm at batch 1: ${ratio.toFixed(2)} (per round: ${perRound.join(', ')})`);
const cpuRatio = median(runners[0].perCpu) / median(runners[1].perCpu);
console.log(`the same per CPU-second: ${cpuRatio.toFixed(2)} (per round: ${runners[0].perCpu.map((x, i) => (x / runners[1].perCpu[i]).toFixed(2)).join(', ')})`);
const direct = runners.at(-1);
console.log(`tengen wasm with direct convolutions / onnxruntime-web wasm at batch 1: ${(median(direct.rates) / median(runners[1].rates)).toFixed(2)}; Winograd F(4x4, 3x3) / direct: ${median(runners[0].rates.map((x, i) => x / direct.rates[i])).toFixed(2)} (median of the rounds' ratios)`);
const b8 = runners.find((r) => r.batch === 8 && r.name.startsWith('tengen'));
const web8r = runners.find((r) => r.batch === 8 && r.name.startsWith('onnxruntime-web'));
console.log(`tengen wasm / onnxruntime-web wasm at batch 8: ${(median(b8.rates) / median(web8r.rates)).toFixed(2)} (per round: ${b8.rates.map((x, i) => (x / web8r.rates[i]).toFixed(2)).join(', ')})`);
net.free();
for (const g of games) g.free();
