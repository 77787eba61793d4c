// Dead stones, tengen against @sabaki/deadstones, on the finished GNU Go self-play games
// of tests/dead_stones.rs, with GNU Go's `final_status_list dead` as the reference:
//   1. the share of stones whose status (dead or alive) agrees with GNU Go's;
//   2. the share of games whose winner under Chinese counting, with the guessed stones
//      removed, agrees with the winner with GNU Go's dead stones removed (both counted
//      by tengen's `score`, so only the dead stones differ);
//   3. the time per position, in wasm under Node, both engines in one process, taking
//      turns position by position (the median of --rounds rounds).
//
//   node bench/deadstones.mjs [--pkg DIR] [--suite] [--playouts N] [--rounds R] [--misses]
//
// --pkg: a build of tengen's package (default pkg/, as scripts/build-pkg.mjs makes it);
//   a build without guessDead is asked suggestDead(playouts, seed), as users of
//   earlier versions did. --suite: only the games the test suite makes (9×9 and
//   13×13), quicker; by default the whole corpus (first made by `cargo test --test
//   dead_stones -- --ignored full_corpus`, which this script runs: GNU Go's 19×19
//   self-play takes minutes). --playouts: tengen's playouts (default: its own default).
//   --rounds: timed rounds (median; default 3). --misses: list the stones that differ.
//
// @sabaki/deadstones is asked `guess(board, { finished: true })` with its default 100
// iterations. It seeds its random numbers with Date.now(); the script makes Date.now()
// return the position's index during the call, so both engines' answers are
// reproducible.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : dflt;
};
const suite = args.includes('--suite');
const showMisses = args.includes('--misses');
const rounds = Number(opt('--rounds', 3));
const playouts = opt('--playouts', undefined);
const pkgDir = path.resolve(opt('--pkg', path.join(root, 'pkg')));

const targetDir = process.env.CARGO_TARGET_DIR ? path.resolve(process.env.CARGO_TARGET_DIR) : path.join(root, 'target');
const corpusFile = path.join(targetDir, 'tmp', 'dead-stones-corpus.txt');
const test = suite ? 'corpus_agreement' : 'full_corpus';
const have = fs.existsSync(corpusFile) ? fs.readFileSync(corpusFile, 'utf8') : '';
if (!suite || !have) {
  // Makes the missing games (and prints the native figures); quick when cached.
  console.error(`making the corpus if needed: cargo test --test dead_stones -- --ignored --exact ${test}`);
  try {
    execFileSync('cargo', ['test', '--quiet', '--test', 'dead_stones', '--', '--include-ignored', '--exact', test], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch {
    // The test fails when the agreement misses its target; the corpus is made anyway.
  }
}

const field = (line, key) => {
  const f = line.split(' ').find((s) => s.startsWith(key + '='));
  return f === undefined ? undefined : f.slice(key.length + 1);
};
let lines = fs.readFileSync(corpusFile, 'utf8').split('\n').filter((l) => l.startsWith('id='));
if (suite) lines = lines.filter((l) => field(l, 'size') === '9' || /^id=13-l0-/.test(l));
// Keep the corpus order stable (the cache is appended in the order games finish).
const order = (l) => {
  const [size, level, seed] = field(l, 'id').split('-').map((s) => Number(s.replace(/\D/g, '')));
  return size * 1e6 + seed * 100 + level;
};
lines.sort((a, b) => order(a) - order(b));

const tengen = await import(pathToFileURL(path.join(pkgDir, 'tengen.js')).href);
tengen.initSync({ module: fs.readFileSync(path.join(pkgDir, 'tengen_bg.wasm')) });
const { Game, fromGtp } = tengen;
const require = createRequire(import.meta.url);
const deadstones = require('@sabaki/deadstones');

const positions = lines.map((line, index) => {
  const size = Number(field(line, 'size'));
  const game = new Game({ size, rules: 'chinese', komi: Number(field(line, 'komi')) });
  for (const m of field(line, 'moves').split(',')) {
    if (m === 'PASS') game.pass();
    else {
      const [x, y] = fromGtp(m, size);
      game.play(x, y);
    }
  }
  const list = (s) => (s ? s.split(',').map((v) => fromGtp(v, size)) : []);
  const flat = game.board();
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Array.from(flat.subarray(y * size, (y + 1) * size)));
  return { id: field(line, 'id'), index, size, game, flat, rows, dead: list(field(line, 'dead')) };
});

const options = playouts === undefined ? undefined : { playouts: Number(playouts) };
const engines = [
  {
    name: 'tengen',
    guess: (p) => {
      if (typeof p.game.guessDead === 'function') return p.game.guessDead(options);
      return p.game.suggestDead(options?.playouts, undefined);
    },
  },
  {
    name: '@sabaki/deadstones',
    guess: async (p) => {
      const now = Date.now;
      Date.now = () => p.index + 1;
      try {
        return await deadstones.guess(p.rows, { finished: true });
      } finally {
        Date.now = now;
      }
    },
  },
];
await deadstones.guess([[0]], { finished: true }); // loads its wasm

const key = (size, [x, y]) => y * size + x;
const winner = (p, dead) => p.game.score({ dead }).winner;
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
const sizes = [...new Set(positions.map((p) => p.size))];

// Answers first (untimed; this also warms both engines up), then timed rounds in
// which the two engines take turns position by position, the first one alternating
// from round to round, so that the shared machine's load falls on both alike.
const answers = [];
for (const e of engines) {
  const a = [];
  for (const p of positions) a.push(await e.guess(p));
  answers.push(a);
}
const times = engines.map(() => Object.fromEntries(sizes.map((s) => [s, []])));
for (let r = 0; r < rounds; r++) {
  const spent = engines.map(() => Object.fromEntries(sizes.map((s) => [s, 0])));
  for (const p of positions) {
    for (let k = 0; k < engines.length; k++) {
      const i = (k + r + p.index) % engines.length;
      const t0 = performance.now();
      await engines[i].guess(p);
      spent[i][p.size] += performance.now() - t0;
    }
  }
  engines.forEach((_, i) => sizes.forEach((s) => times[i][s].push(spent[i][s])));
}

const results = [];
for (const [n, e] of engines.entries()) {
  let stones = 0;
  let agree = 0;
  let winners = 0;
  const misses = [];
  for (const [i, p] of positions.entries()) {
    const ref = new Set(p.dead.map((v) => key(p.size, v)));
    const got = new Set(answers[n][i].map((v) => key(p.size, v)));
    const differ = [];
    for (let k = 0; k < p.flat.length; k++) {
      if (p.flat[k] === 0) continue;
      stones++;
      if (ref.has(k) === got.has(k)) agree++;
      else differ.push(`${tengen.toGtp(k % p.size, Math.floor(k / p.size), p.size)}${got.has(k) ? '+' : '-'}`);
    }
    if (winner(p, answers[n][i]) === winner(p, p.dead)) winners++;
    if (differ.length) misses.push(`${p.id}: ${differ.join(' ')}`);
  }
  const perSize = Object.fromEntries(
    sizes.map((s) => [s, median(times[n][s]) / positions.filter((p) => p.size === s).length]),
  );
  const total = positions.reduce((a, p) => a + perSize[p.size], 0) / positions.length;
  results.push({ name: e.name, stones, agree, winners, perSize, total, misses });
}

const pct = (a, b, digits = 2) => ((100 * a) / b).toFixed(digits) + ' %';
console.log(
  `\n${positions.length} finished positions (${sizes.map((s) => `${positions.filter((p) => p.size === s).length} on ${s}×${s}`).join(', ')}), ` +
    `${results[0].stones} stones; tengen ${options ? `${options.playouts} playouts` : 'default options'}; median of ${rounds} rounds\n`,
);
console.log(`| engine | stones agreeing | winners agreeing | ${sizes.map((s) => `ms/position ${s}×${s}`).join(' | ')} | ms/position, all |`);
console.log(`|---|---|---|${sizes.map(() => '---|').join('')}---|`);
for (const r of results) {
  console.log(
    `| ${r.name} | ${pct(r.agree, r.stones, 3)} (${r.stones - r.agree} differ) | ${pct(r.winners, positions.length)} (${positions.length - r.winners} differ) | ` +
      `${sizes.map((s) => r.perSize[s].toFixed(3)).join(' | ')} | ${r.total.toFixed(3)} |`,
  );
}
const [a, b] = results;
console.log(`\nspeed: tengen ${(b.total / a.total).toFixed(1)}× @sabaki/deadstones per position (${sizes.map((s) => `${s}×${s}: ${(b.perSize[s] / a.perSize[s]).toFixed(1)}×`).join(', ')})`);
if (showMisses) {
  for (const r of results) {
    console.log(`\n${r.name}: positions with stones judged otherwise than GNU Go (+ guessed dead, - guessed alive)`);
    for (const m of r.misses) console.log('  ' + m);
  }
}
