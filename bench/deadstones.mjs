// Dead stones, tengen against @sabaki/deadstones, on the finished GNU Go games of
// tests/dead-stones-corpus.txt (see tests/dead_stones.rs), with GNU Go's
// `final_status_list dead` as the reference, for each half of the corpus (the tuning
// half and the held-out half) apart:
//   1. the share of stones whose status (dead or alive) agrees with GNU Go's;
//   2. the share of games whose winner under Chinese counting, with the guessed stones
//      removed, agrees with the winner with GNU Go's dead stones removed (both counted
//      by tengen's `score`, so only the dead stones differ);
//   3. the time per position, in wasm under Node, both engines in one process, taking
//      turns position by position (the median of --rounds rounds).
//
//   node bench/deadstones.mjs [--pkg DIR] [--corpus FILE] [--half tune|held] [--playouts N] [--rounds R] [--misses]
//
// --corpus: another file of corpus lines (default tests/dead-stones-corpus.txt), such
//   as tests/dead-stones-fresh.txt, the games made after the method was last changed
//   (`half=fresh`).
// --pkg: a build of tengen's package (default pkg/, as scripts/build-pkg.mjs makes it);
//   a build without guessDead is asked suggestDead(playouts, seed), as users of
//   earlier versions did. --half: one half only (default both). --playouts: tengen's
//   playouts (default: its own default). --rounds: timed rounds (median; default 3).
//   --misses: list the stones that differ.
//
// @sabaki/deadstones is asked `guess(board, { finished: true })` with its default 100
// iterations. It seeds its random numbers with Date.now(); the script makes Date.now()
// return the position's index during the call, so both engines' answers are
// reproducible.
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
const onlyHalf = opt('--half', undefined);
const showMisses = args.includes('--misses');
const rounds = Number(opt('--rounds', 3));
const playouts = opt('--playouts', undefined);
const pkgDir = path.resolve(opt('--pkg', path.join(root, 'pkg')));
const corpusFile = path.resolve(opt('--corpus', path.join(root, 'tests', 'dead-stones-corpus.txt')));

const field = (line, key) => {
  const f = line.split(' ').find((s) => s.startsWith(key + '='));
  return f === undefined ? undefined : f.slice(key.length + 1);
};
// Each game keeps its place in the file (Sabaki's seed), whichever half is asked for.
const lines = fs
  .readFileSync(corpusFile, 'utf8')
  .split('\n')
  .filter((l) => l.startsWith('id='))
  .map((line, place) => ({ line, place }))
  .filter(({ line }) => !onlyHalf || field(line, 'half') === onlyHalf);
const halves = [...new Set(lines.map(({ line }) => field(line, 'half')))].sort().reverse(); // tune, held

const tengen = await import(pathToFileURL(path.join(pkgDir, 'tengen.js')).href);
tengen.initSync({ module: fs.readFileSync(path.join(pkgDir, 'tengen_bg.wasm')) });
const { Game, fromGtp } = tengen;
const require = createRequire(import.meta.url);
const deadstones = require('@sabaki/deadstones');

const positions = lines.map(({ line, place }, index) => {
  const size = Number(field(line, 'size'));
  const handicap = Number(field(line, 'handicap') ?? 0);
  const game = new Game({ size, rules: 'chinese', komi: Number(field(line, 'komi')), ...(handicap ? { handicap } : {}) });
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
  return { id: field(line, 'id'), half: field(line, 'half'), index, place, size, game, flat, rows, dead: list(field(line, 'dead')) };
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
      Date.now = () => p.place + 1;
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
// times[engine][half][size]: the milliseconds of each round.
const times = engines.map(() => Object.fromEntries(halves.map((h) => [h, Object.fromEntries(sizes.map((s) => [s, []]))])));
for (let r = 0; r < rounds; r++) {
  const spent = engines.map(() => Object.fromEntries(halves.map((h) => [h, Object.fromEntries(sizes.map((s) => [s, 0]))])));
  for (const p of positions) {
    for (let k = 0; k < engines.length; k++) {
      const i = (k + r + p.index) % engines.length;
      const t0 = performance.now();
      await engines[i].guess(p);
      spent[i][p.half][p.size] += performance.now() - t0;
    }
  }
  engines.forEach((_, i) => halves.forEach((h) => sizes.forEach((s) => times[i][h][s].push(spent[i][h][s]))));
}

const pct = (a, b, digits = 2) => ((100 * a) / b).toFixed(digits) + ' %';
const names = { tune: 'tuning half', held: 'held-out half' };
for (const h of halves) {
  const part = positions.filter((p) => p.half === h);
  const results = [];
  for (const [n, e] of engines.entries()) {
    let stones = 0;
    let agree = 0;
    let winners = 0;
    const misses = [];
    for (const p of part) {
      const ref = new Set(p.dead.map((v) => key(p.size, v)));
      const got = new Set(answers[n][p.index].map((v) => key(p.size, v)));
      const differ = [];
      for (let k = 0; k < p.flat.length; k++) {
        if (p.flat[k] === 0) continue;
        stones++;
        if (ref.has(k) === got.has(k)) agree++;
        else differ.push(`${tengen.toGtp(k % p.size, Math.floor(k / p.size), p.size)}${got.has(k) ? '+' : '-'}`);
      }
      if (winner(p, answers[n][p.index]) === winner(p, p.dead)) winners++;
      if (differ.length) misses.push(`${p.id}: ${differ.join(' ')}`);
    }
    const perSize = Object.fromEntries(
      sizes.map((s) => [s, median(times[n][h][s]) / part.filter((p) => p.size === s).length]),
    );
    const total = part.reduce((a, p) => a + perSize[p.size], 0) / part.length;
    results.push({ name: e.name, stones, agree, winners, perSize, total, misses });
  }
  console.log(
    `\n${names[h] ?? h}: ${part.length} finished positions (${sizes.map((s) => `${part.filter((p) => p.size === s).length} on ${s}×${s}`).join(', ')}), ` +
      `${results[0].stones} stones; tengen ${options ? `${options.playouts} playouts` : 'default options'}; median of ${rounds} rounds\n`,
  );
  console.log(`| engine | stones agreeing | winners agreeing | ${sizes.map((s) => `ms/position ${s}×${s}`).join(' | ')} | ms/position, all |`);
  console.log(`|---|---|---|${sizes.map(() => '---|').join('')}---|`);
  for (const r of results) {
    console.log(
      `| ${r.name} | ${pct(r.agree, r.stones, 3)} (${r.stones - r.agree} differ) | ${pct(r.winners, part.length)} (${part.length - r.winners} of ${part.length} differ) | ` +
        `${sizes.map((s) => r.perSize[s].toFixed(3)).join(' | ')} | ${r.total.toFixed(3)} |`,
    );
  }
  const [a, b] = results;
  console.log(`\nspeed: tengen ${(b.total / a.total).toFixed(1)}× @sabaki/deadstones per position (${sizes.map((s) => `${s}×${s}: ${(b.perSize[s] / a.perSize[s]).toFixed(1)}×`).join(', ')})`);
  if (showMisses) {
    for (const r of results) {
      console.log(`\n${r.name}, ${names[h] ?? h}: positions with stones judged otherwise than GNU Go (+ guessed dead, - guessed alive)`);
      for (const m of r.misses) console.log('  ' + m);
    }
  }
}
