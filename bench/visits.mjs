// Visits a second of the network's PUCT search (issue 30), in wasm under Node (the
// package's `tengen/full`: `new Bot({ net, visits })`, `bot.analyze(game, { visits })`)
// and natively (examples/net_visits.rs, the same search in the Rust crate, built in
// release), on 9×9 and 19×19, in ONE run: the engines take turns within each round,
// the one that goes first alternating from round to round, so that the machine's load
// falls on both alike; the native/wasm ratio of each round is the figure to read.
//
//   node scripts/build-pkg.mjs && node bench/visits.mjs [--rounds 3] [--visits N] [--sizes 9,19] [--moves 20,40,60] [--games 10]
//
// Positions, the same for both engines: the first K moves (K of --moves) of the game
// records already in bench/games/9x9-net50v-gnugo10/ and bench/games/19x19-net32v-gnugo10/
// (the first --games of each, Chinese rules, their komi), where the record is that
// long and the game not over. Each position is searched once a round by each engine,
// by a fresh bot (no tree kept) over a fresh network (no evaluation cached from
// another position; both engines evaluate the empty board of the size first, untimed,
// so that the network's buffers are grown), with --visits visits (default 200 on 9×9,
// 100 on 19×19); the search alone is timed, from the call of `analyze` to its answer.
// Output: each round's visits a second per size and engine, then per size and engine
// the median over the rounds, and the native/wasm ratio (the median of the rounds'
// ratios, and that of the medians); the load average at the start and at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Bot, Game, Net } from 'tengen/full';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function opt(name, fallback) {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : process.argv[at + 1];
}
const list = (s) => s.split(',').map(Number);
const rounds = Number(opt('--rounds', 3));
const fixedVisits = opt('--visits') === undefined ? undefined : Number(opt('--visits'));
const sizes = list(opt('--sizes', '9,19'));
const depths = list(opt('--moves', '20,40,60'));
const gamesPerSize = Number(opt('--games', 10));
const records = { 9: '9x9-net50v-gnugo10', 19: '19x19-net32v-gnugo10' };
for (const size of sizes) {
  if (!records[size]) throw new Error(`--sizes: ${size}x${size} has no game records here (9 or 19)`);
}
if (!(rounds >= 1) || (fixedVisits !== undefined && !(fixedVisits >= 1))) throw new Error('--rounds and --visits: at least 1');
const visitsFor = (size) => fixedVisits ?? (size <= 9 ? 200 : 100);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/** The moves of an SGF game record's main line, as [colour, x, y] (x and y null for a pass). */
function sgfMoves(text) {
  const size = Number(/SZ\[(\d+)\]/.exec(text)[1]);
  const komi = Number(/KM\[([-\d.]+)\]/.exec(text)?.[1] ?? 7.5);
  const moves = [];
  for (const [, colour, at] of text.matchAll(/;([BW])\[([a-z]{0,2})\]/g)) {
    const pass = at === '' || (at === 'tt' && size <= 19);
    moves.push([colour, pass ? null : at.charCodeAt(0) - 97, pass ? null : at.charCodeAt(1) - 97]);
  }
  return { size, komi, moves };
}

const GTP = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const gtp = (size, x, y) => (x === null ? 'pass' : `${GTP[x]}${size - y}`);

/** The positions of one board size: { size, komi, moves (GTP), name }, each checked by playing it. */
function positions(size) {
  const dir = path.join(root, 'bench', 'games', records[size]);
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sgf')).sort().slice(0, gamesPerSize);
  const out = [];
  for (const file of files) {
    const rec = sgfMoves(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (rec.size !== size) throw new Error(`${file}: SZ ${rec.size}, not ${size}`);
    for (const k of depths) {
      if (rec.moves.length < k) continue;
      const game = new Game({ size, komi: rec.komi, rules: 'chinese' });
      try {
        rec.moves.slice(0, k).forEach(([colour, x, y], i) => {
          if (colour !== (i % 2 ? 'W' : 'B')) throw new Error(`${file}: move ${i + 1} is not alternate`);
          if (x === null) game.pass();
          else game.play(x, y);
        });
        if (game.isOver) continue;
      } finally {
        game.free();
      }
      out.push({ size, komi: rec.komi, moves: rec.moves.slice(0, k).map(([, x, y]) => gtp(size, x, y)), name: `${file}@${k}` });
    }
  }
  if (out.length === 0) throw new Error(`no ${size}x${size} positions: see --moves and --games`);
  return out;
}

const modelBytes = zlib.gunzipSync(fs.readFileSync(path.join(root, 'npm', 'nets', 'b6c96.bin.gz')));

/** wasm: each position searched by a fresh Bot over a fresh Net; visits and seconds. */
async function wasmRun(list, visits) {
  let total = 0;
  let secs = 0;
  for (const p of list) {
    const net = await Net.load(modelBytes);
    const empty = new Game({ size: p.size, rules: 'chinese' });
    net.evaluate(empty, { symmetry: 0 });
    empty.free();
    const game = new Game({ size: p.size, komi: p.komi, rules: 'chinese' });
    for (const m of p.moves) {
      if (m === 'pass') game.pass();
      else game.play(GTP.indexOf(m[0]), p.size - Number(m.slice(1)));
    }
    const bot = new Bot({ net, visits });
    const t0 = performance.now();
    const a = bot.analyze(game, { visits });
    secs += (performance.now() - t0) / 1000;
    total += a.visits;
    bot.free();
    game.free();
    net.free();
  }
  return { visits: total, secs };
}

const example = path.join(root, 'target', 'release', 'examples', 'net_visits');

/** Native: the same positions through examples/net_visits.rs in one process; visits and seconds. */
function nativeRun(list, visits) {
  const input = list.map((p) => `${p.size} ${p.komi} ${p.moves.join(' ')}`).join('\n') + '\n';
  const r = spawnSync(example, ['--visits', String(visits)], { input, encoding: 'utf8', maxBuffer: 1 << 20 });
  if (r.status !== 0) throw new Error(`net_visits failed (${r.status}): ${r.stderr}`);
  const m = /size=(\d+) positions=(\d+) visits=(\d+) seconds=([\d.]+)/.exec(r.stdout);
  if (!m || Number(m[1]) !== list[0].size || Number(m[2]) !== list.length) throw new Error(`net_visits said: ${r.stdout}`);
  return { visits: Number(m[3]), secs: Number(m[4]) };
}

console.log(`load average at the start: ${load()}`);
const build = spawnSync('cargo', ['build', '--release', '--example', 'net_visits'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('cargo build --release --example net_visits failed');

const sets = Object.fromEntries(sizes.map((s) => [s, positions(s)]));
for (const s of sizes) {
  console.log(`${s}x${s}: ${sets[s].length} positions (${records[s]}, ${depths.join('/')} moves), ${visitsFor(s)} visits each`);
}
const engines = { native: nativeRun, wasm: wasmRun };
// results[size][engine]: visits a second per round; ratios[size]: native/wasm per round.
const results = Object.fromEntries(sizes.map((s) => [s, { native: [], wasm: [] }]));
const ratios = Object.fromEntries(sizes.map((s) => [s, []]));
for (let r = 0; r < rounds; r++) {
  const order = r % 2 === 0 ? ['native', 'wasm'] : ['wasm', 'native'];
  for (const s of sizes) {
    const got = {};
    for (const e of order) {
      const { visits, secs } = await engines[e](sets[s], visitsFor(s));
      if (visits !== visitsFor(s) * sets[s].length) throw new Error(`${e} made ${visits} visits, not ${visitsFor(s)} × ${sets[s].length}`);
      got[e] = visits / secs;
      results[s][e].push(got[e]);
    }
    ratios[s].push(got.native / got.wasm);
    console.log(
      `round ${r + 1} ${s}x${s} (${order[0]} first): native ${got.native.toFixed(1)}, wasm ${got.wasm.toFixed(1)} visits/s, native/wasm ${(got.native / got.wasm).toFixed(2)}`,
    );
  }
}

console.log(`\nmedians over ${rounds} round(s), visits a second of the network's search (b6c96):`);
console.log('size   visits  native   wasm   native/wasm (rounds; medians)');
for (const s of sizes) {
  const [n, w] = [median(results[s].native), median(results[s].wasm)];
  console.log(
    `${`${s}x${s}`.padEnd(6)} ${String(visitsFor(s)).padStart(6)} ${n.toFixed(1).padStart(7)} ${w.toFixed(1).padStart(6)}   ${median(ratios[s]).toFixed(2)}; ${(n / w).toFixed(2)}`,
  );
}
console.log(`load average at the end: ${load()} (${os.cpus().length} cores)`);
