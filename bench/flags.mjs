// Chooses the release profile of the wasm package by measurement:
// `node bench/flags.mjs` builds tengen for wasm32 with each opt-level, runs wasm-opt
// with each set of flags, and for every variant prints the gzipped size of the .wasm
// and the speed of tengen's public API on the quick workload (median of 5 runs):
// 9×9 playouts, replaying 100 19×19 games, legal-move maps and area counts.
// Needs bench/target/workload-quick.json (`node bench/run.mjs --quick` makes it).
// Builds into bench/target/flags; pkg/ is not touched. Each variant is timed in a
// process of its own (`node bench/flags.mjs --measure DIR`), so that no JIT state or
// memory carries over from one to the next.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const out = path.join(here, 'target', 'flags');
const env = {
  ...process.env,
  PATH: [path.join(root, 'node_modules', '.bin'), path.join(os.homedir(), '.cargo', 'bin'), process.env.PATH].join(path.delimiter),
};
const levels = (process.env.LEVELS ?? '3,2,s,z').split(',');
const optFlags = (process.env.WASM_OPT ?? '-O3;-O4;-Os;-Oz;none').split(';');
const features = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue'];

const work = JSON.parse(fs.readFileSync(path.join(here, 'target', 'workload-quick.json'), 'utf8'));
const games = work.games19.moves.slice(0, 100).map((m) => Uint16Array.from(m));
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

async function measure(dir) {
  const mod = await import(pathToFileURL(path.join(dir, 'tengen.js')).href + `?v=${Math.random()}`);
  mod.initSync({ module: fs.readFileSync(path.join(dir, 'tengen_bg.wasm')) });
  const { Game } = mod;
  const time = (f) => {
    const r = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      f();
      r.push(performance.now() - t0);
    }
    return median(r);
  };
  const g9 = new Game({ size: 9 });
  const playouts = 20000 / (time(() => g9.playouts(20000, 1)) / 1000);
  const moves = games.reduce((s, m) => s + m.length, 0);
  const replay = moves / (time(() => games.forEach((m) => { const g = new Game({ size: 19 }); g.playMany(m); g.free(); })) / 1000);
  const pos = work.positions.slice(0, 500).map(([gi, at]) => { const g = new Game({ size: 19 }); g.playMany(Uint16Array.from(work.games19.moves[gi].slice(0, at))); return g; });
  const legal = (time(() => pos.forEach((g) => g.legalMoves())) * 1000) / pos.length;
  const finals = games.map((m) => { const g = new Game({ size: 19 }); g.playMany(m); return g; });
  const area = finals.length / (time(() => finals.forEach((g) => g.areaCounts())) / 1000);
  [g9, ...pos, ...finals].forEach((g) => g.free());
  return { playouts, replay, legal, area };
}

if (process.argv[2] === '--measure') {
  console.log(JSON.stringify(await measure(process.argv[3])));
  process.exit(0);
}

const rows = [];
for (const level of levels) {
  const target = path.join(out, `cargo-${level}`);
  execFileSync('cargo', ['build', '--release', '--lib', '--target', 'wasm32-unknown-unknown', '--target-dir', target], {
    cwd: root,
    env: { ...env, CARGO_PROFILE_RELEASE_OPT_LEVEL: level },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const raw = path.join(target, 'wasm32-unknown-unknown', 'release', 'tengen.wasm');
  for (const flags of optFlags) {
    const dir = path.join(out, `${level}${flags.replace(/[^A-Za-z0-9]/g, '')}`);
    execFileSync('wasm-bindgen', ['--target', 'web', '--out-dir', dir, '--out-name', 'tengen', raw], { env });
    const wasm = path.join(dir, 'tengen_bg.wasm');
    if (flags !== 'none') execFileSync('wasm-opt', [...flags.split(' '), ...features, wasm, '-o', wasm], { env });
    const size = fs.statSync(wasm).size;
    const gz = zlib.gzipSync(fs.readFileSync(wasm), { level: 9 }).length;
    const m = JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', dir]).toString());
    const row = { level, flags, size, gz, ...m };
    rows.push(row);
    console.error(JSON.stringify(row));
  }
}
const f = (x, d = 0) => x.toFixed(d);
console.log('| opt-level | wasm-opt | .wasm bytes | gzip -9 | 9×9 playouts/s | 19×19 replay moves/s | legal map µs | 19×19 area/s |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.level} | ${r.flags} | ${r.size} | ${r.gz} | ${f(r.playouts)} | ${f(r.replay)} | ${f(r.legal, 2)} | ${f(r.area)} |`);
}
