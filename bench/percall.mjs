// One call at a time across the JavaScript/wasm boundary (issue 12), side by side in
// one Node process:
//
//   node bench/percall.mjs [--quick] [PKG_DIR ...]
//
// The games are W2 of the main benchmark (bench/target/workload.json, made by
// `node bench/run.mjs --quick` once, with the goban crate's wasm in
// bench/target/goban-wasm). Each engine replays every game with one call per move and
// a new game per game, as an npm user replaying records would:
//   - tengen: `play(x, y)` (and `tryPlay(x, y)` where the package has it), through the
//     package entry (PKG_DIR/node.js; default pkg/). Several PKG_DIRs are timed side
//     by side, for a before/after;
//   - the goban crate compiled to wasm, with a raw numeric export `play(m) -> bool`;
//   - @sabaki/go-board, with the superko check of bench/peers/sabaki.mjs;
//   - a plain typed-array JavaScript engine written for this (bench/peers/plain.mjs).
// Every engine's final boards are checked against tengen's. Then tengen's other
// per-call entry points on positions sampled from the same games: isLegal,
// illegalReason, board(), boardInto(), a refused play (throws) and tryPlay.
// Every figure is the median of the rounds (7; 3 with --quick), engines interleaved
// round by round, so that the machine's noise falls on all of them alike.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PASS, loadWorkload, median } from './common.mjs';
import sabaki from './peers/sabaki.mjs';
import { PlainGame } from './peers/plain.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const dirs = args.filter((a) => !a.startsWith('--'));
if (dirs.length === 0) dirs.push(path.join(here, '..', 'pkg'));
const rounds = quick ? 3 : 7;
const minMs = quick ? 150 : 400;

const { games } = loadWorkload();
const goban = createRequire(import.meta.url)('./target/goban-wasm/tengen_bench.js');

const tengens = [];
for (const d of dirs) {
  const api = await import(pathToFileURL(path.join(path.resolve(d), 'node.js')).href);
  tengens.push({ name: path.relative(process.cwd(), path.resolve(d)) || '.', api });
}

const now = () => performance.now();
/** CPU time this process used, in ms (user + system): on a machine shared with other
 * work, calls per CPU second say what the code costs when it does run. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
/** The medians of a list of { wall, cpu } rates, as { rate, cpuRate }. */
const medians = (runs) => ({ rate: median(runs.map((r) => r.wall)), cpuRate: median(runs.map((r) => r.cpu)) });

/** Runs `pass()` (which returns a count of calls) until `minMs` have passed; calls/s. */
function rate(pass) {
  let calls = 0;
  const c0 = cpu();
  const t0 = now();
  let t = t0;
  do {
    calls += pass();
    t = now();
  } while (t - t0 < minMs);
  return { wall: (calls / (t - t0)) * 1000, cpu: (calls / (cpu() - c0)) * 1000 };
}

/**
 * Moves/s of `replay(size, games)` over the games in chunks of 10, from the first,
 * until `minMs` have passed and (for the engines fast enough) every game was played
 * once: a slow engine is timed on a prefix of the same list, per move all the same.
 */
function replayRate(replay, size, list) {
  let moves = 0;
  let i = 0;
  const c0 = cpu();
  const t0 = now();
  let t = t0;
  do {
    moves += replay(size, list.slice(i, i + 10));
    i = (i + 10) % list.length;
    t = now();
  } while (t - t0 < minMs || (i !== 0 && t - t0 < 4 * minMs));
  return { wall: (moves / (t - t0)) * 1000, cpu: (moves / (cpu() - c0)) * 1000 };
}

// ---- replays: one call per move, a new game per game ----

/** Plays every game of `list` by `play(moves)` (a new game each); the moves played. */
function eachGame(list, play) {
  let n = 0;
  for (const moves of list) {
    play(moves);
    n += moves.length;
  }
  return n;
}

/**
 * tengen's replay, by `play(x, y)` (which throws on a refusal) or, with `tryPlay`, by
 * `tryPlay(x, y)` (which answers null or the refusal); the branch between them is
 * the same every move, so it costs the timing nothing measurable beside the call.
 */
function tengenReplay(Game, tryPlay) {
  return (size, list) =>
    eachGame(list, (moves) => {
      const g = new Game({ size, rules: 'chinese' });
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        if (m === PASS) g.pass();
        else if (!tryPlay) g.play(m % size, (m / size) | 0);
        else if (g.tryPlay(m % size, (m / size) | 0) !== null) throw new Error('refused');
      }
      g.free();
    });
}

const replays = {};
for (const t of tengens) {
  const { Game } = t.api;
  replays[`tengen play (${t.name})`] = tengenReplay(Game, false);
  if (Game.prototype.tryPlay) replays[`tengen tryPlay (${t.name})`] = tengenReplay(Game, true);
}
replays['goban crate (wasm, raw exports)'] = (size, list) =>
  eachGame(list, (moves) => {
    const g = new goban.GobanGame(size, true);
    for (let i = 0; i < moves.length; i++) {
      if (!g.play(moves[i])) throw new Error('goban refused');
    }
    g.free();
  });
replays['@sabaki/go-board'] = (size, list) => eachGame(list, (moves) => sabaki.replay(size, moves));
replays['plain JS (typed arrays)'] = (size, list) => eachGame(list, (moves) => playPlain(size, moves));

/** A game of the plain JavaScript engine with `moves` played, one call per move. */
function playPlain(size, moves) {
  const g = new PlainGame(size);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (m === PASS) g.pass();
    else if (g.play(m % size, (m / size) | 0) < 0) throw new Error('plain refused');
  }
  return g;
}

// The same final boards from every engine (checked once, untimed).
function check(size) {
  const { Game } = tengens[0].api;
  for (const moves of games[size].slice(0, quick ? 20 : 100)) {
    const ref = new Game({ size, rules: 'chinese' });
    ref.playMany(moves);
    const want = Array.from(ref.board(), (v) => (v === 1 ? 'X' : v === -1 ? 'O' : '.')).join('');
    ref.free();
    const plain = playPlain(size, moves);
    let got = '';
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) got += '.XO'[plain.at(x, y)];
    if (got !== want) throw new Error(`plain JS engine disagrees with tengen on a ${size}×${size} game`);
    const g = new goban.GobanGame(size, true);
    if (g.playMany(moves) >= 0 || g.boardString() !== want) throw new Error('goban crate disagrees');
    g.free();
  }
}

const results = [];
for (const size of [19, 9]) {
  check(size);
  const list = games[size];
  const names = Object.keys(replays);
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) {
    for (const n of names) runs[n].push(replayRate(replays[n], size, list));
  }
  for (const n of names) results.push({ what: `replay ${size}×${size}, one call per move`, engine: n, ...medians(runs[n]) });
}

// ---- tengen's other per-call entry points, on positions sampled from the games ----
function positions(Game, size, every) {
  const out = [];
  for (const moves of games[size].slice(0, 40)) {
    for (let k = every; k < moves.length; k += every) {
      const g = new Game({ size, rules: 'chinese' });
      g.playMany(moves.subarray(0, k));
      out.push(g);
    }
  }
  return out;
}

const calls = {};
for (const t of tengens) {
  const { Game } = t.api;
  const pos = positions(Game, 19, 30);
  const n = 361;
  calls[`isLegal (${t.name})`] = () => {
    let c = 0;
    for (const g of pos) for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) c += g.isLegal(x, y) ? 1 : 0;
    return pos.length * n + (c & 0);
  };
  calls[`illegalReason (${t.name})`] = () => {
    let c = 0;
    for (const g of pos) for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) c += g.illegalReason(x, y) === null ? 1 : 0;
    return pos.length * n + (c & 0);
  };
  calls[`board() 19×19 (${t.name})`] = () => {
    let c = 0;
    for (let k = 0; k < 20; k++) for (const g of pos) c += g.board()[180];
    return 20 * pos.length + (c & 0);
  };
  if (Game.prototype.boardInto) {
    const out = new Int8Array(361);
    calls[`boardInto() 19×19 (${t.name})`] = () => {
      let c = 0;
      for (let k = 0; k < 20; k++) for (const g of pos) c += g.boardInto(out)[180];
      return 20 * pos.length + (c & 0);
    };
  }
  // A refused move: every stone of each position tried again (occupied).
  const stones = pos.map((g) => {
    const b = g.board();
    const s = [];
    for (let i = 0; i < b.length; i++) if (b[i] !== 0) s.push(i);
    return s;
  });
  calls[`play refused, throws (${t.name})`] = () => {
    let c = 0;
    for (let i = 0; i < pos.length; i++) {
      const g = pos[i];
      for (const p of stones[i]) {
        try {
          g.play(p % 19, (p / 19) | 0);
        } catch {
          c++;
        }
      }
    }
    return c;
  };
  if (Game.prototype.tryPlay) {
    calls[`tryPlay refused (${t.name})`] = () => {
      let c = 0;
      for (let i = 0; i < pos.length; i++) {
        const g = pos[i];
        for (const p of stones[i]) if (g.tryPlay(p % 19, (p / 19) | 0) !== null) c++;
      }
      return c;
    };
  }
}
{
  const names = Object.keys(calls);
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) for (const n of names) runs[n].push(rate(calls[n]));
  for (const n of names) results.push({ what: 'calls on 19×19 positions', engine: n, ...medians(runs[n]) });
}

const fmt = (r) => (r >= 1e6 ? `${(r / 1e6).toFixed(2)} M` : `${(r / 1e3).toFixed(0)} k`);
let what = '';
for (const r of results) {
  if (r.what !== what) {
    what = r.what;
    console.log(`\n${what} (per second of wall time, and per CPU second of this process; median of ${rounds} rounds)`);
  }
  console.log(`  ${r.engine.padEnd(44)} ${fmt(r.rate).padStart(9)}   ${fmt(r.cpuRate).padStart(9)}/CPU-s`);
}
const gobanRate = (size) => results.find((r) => r.what.startsWith(`replay ${size}`) && r.engine.startsWith('goban')).rate;
console.log('\nratios against the goban crate (wasm):');
for (const r of results.filter((r) => r.engine.startsWith('tengen') && r.what.startsWith('replay'))) {
  const size = Number(r.what.split(' ')[1].split('×')[0]);
  console.log(`  ${size}×${size} ${r.engine.padEnd(40)} ${(r.rate / gobanRate(size)).toFixed(2)}×`);
}
