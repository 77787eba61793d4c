// A/B of builds of the package by CPU time: the rows of bench/ab.mjs (W1–W4, undo) and
// the bot's search, each build in turn, round after round, in one Node process, timed
// with process.cpuUsage() instead of the wall clock, and the order of the builds
// reversed every other round. On a machine shared with other work the wall clock
// moves by tens of % between builds of the same code; CPU time far less. Load a copy
// of each build twice (two directories) to see the noise.
//
//   node scripts/build-pkg.mjs && cp -r pkg /tmp/a && cp -r pkg /tmp/a2
//   …change the code…
//   node scripts/build-pkg.mjs && node bench/cpuab.mjs /tmp/a pkg /tmp/a2
//
// Each directory holds tengen.js and tengen_bg.wasm as pkg/ does; the workload is
// bench/target/workload.json (see bench/ab.mjs). ROUNDS (default 15) sets the rounds.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadWorkload, median } from './common.mjs';
const dirs = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS || 15);
const { work, games } = loadWorkload();
const builds = [];
for (const d of dirs) {
  const m = await import(pathToFileURL(path.join(path.resolve(d), 'tengen.js')).href);
  m.initSync({ module: fs.readFileSync(path.join(path.resolve(d), 'tengen_bg.wasm')) });
  builds.push(m);
}
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const held = builds.map(({ Game }) => work.positions.slice(0, 1000).map(([gi, at]) => { const g = new Game({ size: 19, rules: 'chinese' }); g.playMany(games[19][gi].subarray(0, at)); return g; }));
const long19 = games[19].filter((m) => m.length >= 330).slice(0, 10);
const rows = {
  'W2 9x9': (b) => { let n = 0; const t = cpu(); for (const m of games[9].slice(0, 400)) { const g = new b.m.Game({ size: 9, rules: 'chinese' }); g.playMany(m); n += m.length; g.free(); } return n / (cpu() - t); },
  'W2 19x19': (b) => { let n = 0; const t = cpu(); for (const m of games[19].slice(0, 150)) { const g = new b.m.Game({ size: 19, rules: 'chinese' }); g.playMany(m); n += m.length; g.free(); } return n / (cpu() - t); },
  'W1 playouts': (b, r) => { const g = new b.m.Game({ size: 9, rules: 'chinese' }); const t = cpu(); g.playouts(5000, r + 1); const x = 5000 / (cpu() - t); g.free(); return x; },
  'W3 legal': (b) => { const t = cpu(); for (const g of held[b.i]) g.legalMoves(); return held[b.i].length / (cpu() - t); },
  'W4 areas': (b) => { const t = cpu(); for (const g of held[b.i]) g.areaCounts(); return held[b.i].length / (cpu() - t); },
  'bot 9x9 playouts': (b) => { const g = new b.m.Game({ size: 9 }); const bot = new b.m.Bot({ playouts: 2000, seed: 1 }); const t = cpu(); const mv = bot.genmove(g); const x = mv.playouts / (cpu() - t); bot.free(); g.free(); return x; },
  'undo': (b) => { let n = 0, el = 0; for (const m of long19) { const g = new b.m.Game({ size: 19, rules: 'chinese' }); g.playMany(m); const t = cpu(); while (g.undo()) n++; el += cpu() - t; g.free(); } return n / el; },
};
const res = Object.fromEntries(Object.keys(rows).map((k) => [k, builds.map(() => [])]));
for (let r = 0; r < rounds; r++) for (const [k, f] of Object.entries(rows)) {
  const order = r % 2 ? builds.map((_, i) => builds.length - 1 - i) : builds.map((_, i) => i);
  for (const i of order) res[k][i].push(f({ m: builds[i], i }, r));
}
console.log(`| median of ${rounds} rounds, per CPU ms | ${dirs.join(' | ')} |`);
for (const k of Object.keys(rows)) { const base = median(res[k][0]); console.log(`| ${k} | ${res[k].map((v, i) => (i ? `${(median(v) / base).toFixed(3)}×` : median(v).toFixed(1))).join(' | ')} |`); }
for (const list of held) list.forEach((g) => g.free());
