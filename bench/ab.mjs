// A/B of two or more builds of tengen's package in one Node process: the same work
// through each build in turn, round after round, and the median per build. On a shared,
// noisy machine this compares code where two separate runs of bench/run.mjs cannot.
//
//   node scripts/build-pkg.mjs && cp -r pkg /tmp/before
//   …change the code…
//   node scripts/build-pkg.mjs && node bench/ab.mjs /tmp/before pkg
//
// Rows: W1–W4 as in bench/run.mjs, and undo (one move at a time, and to move 300 at
// once) of long 19×19 games. Each directory holds tengen.js and tengen_bg.wasm as pkg/
// does. The workload is bench/target/workload.json, which `node bench/run.mjs` (or
// `bench/target/rust/release/native gen bench/target/workload.json`) makes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadWorkload, median } from './common.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node bench/ab.mjs DIR... (each with tengen.js and tengen_bg.wasm)');
  process.exit(2);
}
const rounds = Number(process.env.ROUNDS || 9);
const { work, games } = loadWorkload();

const builds = [];
for (const d of dirs) {
  const dir = path.resolve(d);
  const m = await import(pathToFileURL(path.join(dir, 'tengen.js')).href);
  m.initSync({ module: fs.readFileSync(path.join(dir, 'tengen_bg.wasm')) });
  builds.push({ name: d, Game: m.Game });
}

const now = () => performance.now();

/** W2: new game and playMany per game, in chunks of 50 as bench/run.mjs; moves/s. */
function replay(Game, size) {
  const list = games[size];
  let elapsed = 0;
  let moves = 0;
  for (let i = 0; i < list.length; i += 50) {
    const part = list.slice(i, i + 50);
    const t0 = now();
    const made = part.map((m) => {
      const g = new Game({ size, rules: 'chinese' });
      g.playMany(m);
      return g;
    });
    elapsed += now() - t0;
    for (const m of part) moves += m.length;
    made.forEach((g) => g.free());
  }
  return (moves / elapsed) * 1000;
}

/** W1: 9×9 playouts/s. */
function playouts(Game, round) {
  const g = new Game({ size: 9, rules: 'chinese' });
  const t0 = now();
  g.playouts(20000, round + 1);
  const rate = 20000 / ((now() - t0) / 1000);
  g.free();
  return rate;
}

// W3 and W4 on positions held alive for the whole run, as bench/run.mjs does.
const held = builds.map(({ Game }) =>
  work.positions.slice(0, 2000).map(([gi, at]) => {
    const g = new Game({ size: 19, rules: 'chinese' });
    g.playMany(games[19][gi].subarray(0, at));
    return g;
  }),
);
const finals = builds.map(({ Game }) =>
  games[19].slice(0, 500).map((m) => {
    const g = new Game({ size: 19, rules: 'chinese' });
    g.playMany(m);
    return g;
  }),
);

// Undo: the first 20 19×19 games of at least 330 moves, replayed untimed, then taken
// back one move at a time (undo) or to move 300 at once (undoTo), as a game tree does.
const long19 = games[19].filter((m) => m.length >= 330).slice(0, 20);
function undoing(Game, step) {
  let elapsed = 0;
  let count = 0;
  for (const m of long19) {
    const g = new Game({ size: 19, rules: 'chinese' });
    g.playMany(m);
    const t0 = now();
    count += step(g);
    elapsed += now() - t0;
    g.free();
  }
  return (count / elapsed) * 1000;
}

const rows = {
  'W2 9×9 moves/s': (b) => replay(builds[b].Game, 9),
  'W2 19×19 moves/s': (b) => replay(builds[b].Game, 19),
  'W1 9×9 playouts/s': (b, r) => playouts(builds[b].Game, r),
  'W3 legal maps/s': (b) => {
    const t0 = now();
    for (const g of held[b]) g.legalMoves();
    return held[b].length / ((now() - t0) / 1000);
  },
  'W4 19×19 areas/s': (b) => {
    const t0 = now();
    for (let k = 0; k < 4; k++) for (const g of finals[b]) g.areaCounts();
    return (4 * finals[b].length) / ((now() - t0) / 1000);
  },
  'undo 19×19, moves/s': (b) =>
    undoing(builds[b].Game, (g) => {
      let n = 0;
      while (g.undo()) n++;
      return n;
    }),
  'undoTo(300) 19×19, jumps/s': (b) =>
    undoing(builds[b].Game, (g) => {
      g.undoTo(300);
      return 1;
    }),
};
const results = Object.fromEntries(Object.keys(rows).map((k) => [k, builds.map(() => [])]));
for (let r = 0; r < rounds; r++) {
  for (const [k, f] of Object.entries(rows)) {
    builds.forEach((_, b) => results[k][b].push(f(b, r)));
  }
}

const fmt = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(0));
console.log(`| median of ${rounds} rounds | ${builds.map((b) => b.name).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---:').join('|')}|`);
for (const k of Object.keys(rows)) {
  const base = median(results[k][0]);
  const cells = results[k].map((v, b) => (b === 0 ? fmt(median(v)) : `${fmt(median(v))} (${(median(v) / base).toFixed(3)}×)`));
  console.log(`| ${k} | ${cells.join(' | ')} |`);
}
for (const list of [...held, ...finals]) list.forEach((g) => g.free());
