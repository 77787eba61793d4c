// Memory of the package, in wasm bytes (a wasm memory only grows, and is never given
// back to the page):
//   1. bytes per live Game, by board size: N games made and kept, the growth of
//      memory.buffer.byteLength divided by N (each size in its own process, so that
//      no freed memory of another size is reused);
//   2. a 20,000-move 19x19 game: a random game (uniform among the legal moves) is
//      generated once, then replayed into a new game in a fresh process, nine times:
//      the memory weighed every 1,000 moves of the first replay, the time of play()
//      per 1,000 moves the least over the replays. The history should grow linearly
//      and the time per move stay flat.
// Run: node bench/memory.mjs            (about 20 s)
//      node bench/memory.mjs --quick    (fewer games, 5,000 moves)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Game } from 'tengen';
import { initSync } from '../pkg/tengen.js';

const memory = initSync().memory;
const bytes = () => memory.buffer.byteLength;
const quick = process.argv.includes('--quick');
const self = fileURLToPath(import.meta.url);

/** Bytes per live game of one size, measured in this process. */
function perGame(size, n) {
  const warm = [];
  for (let i = 0; i < 16; i++) warm.push(new Game({ size }));
  const before = bytes();
  const games = [];
  for (let i = 0; i < n; i++) games.push(new Game({ size }));
  const grown = bytes() - before;
  games.forEach((g) => g.free());
  warm.forEach((g) => g.free());
  return grown / n;
}

/** SplitMix64 in 32-bit halves is overkill here: a 32-bit LCG picks the moves. */
function rng(seed) {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 2 ** 32) * n);
  };
}

/** A random game of `length` moves on 19x19 (uniform among the legal moves; a pass
 *  when there is none), as y * 19 + x, or 65535 for a pass. */
function randomGame(length, seed) {
  const g = new Game({ size: 19, rules: 'chinese' });
  const pick = rng(seed);
  const moves = [];
  while (moves.length < length && !g.isOver) {
    const legal = g.legalMoves();
    const points = [];
    for (let i = 0; i < legal.length; i++) if (legal[i]) points.push(i);
    if (points.length === 0) {
      g.pass();
      moves.push(65535);
      continue;
    }
    const i = points[pick(points.length)];
    g.play(i % 19, Math.floor(i / 19));
    moves.push(i);
  }
  g.free();
  return moves;
}

/** Replays `moves` into a new game `replays` times over. The memory is weighed during
 *  the first replay (later ones reuse what the first freed); the time per 1,000-move
 *  block is the least over the replays, since a shared machine only ever adds time. */
function longGame(moves, replays = 9) {
  const block = 1_000;
  const rows = [];
  for (let r = 0; r < replays; r++) {
    const g = new Game({ size: 19, rules: 'chinese' });
    const start = bytes();
    let t = performance.now();
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      if (m === 65535) g.pass();
      else g.play(m % 19, Math.floor(m / 19));
      if ((i + 1) % block === 0) {
        const now = performance.now();
        const us = ((now - t) * 1000) / block;
        const k = (i + 1) / block - 1;
        if (r === 0) rows.push({ moves: i + 1, usPerMove: us, grown: bytes() - start });
        else rows[k].usPerMove = Math.min(rows[k].usPerMove, us);
        t = performance.now();
      }
    }
    g.free();
  }
  return { moves: moves.length, replays, rows };
}

if (process.argv[2] === '--size') {
  // A child: one size, one number.
  console.log(perGame(Number(process.argv[3]), Number(process.argv[4])));
} else if (process.argv[2] === '--replay') {
  // A child: replays the moves in a file, prints the measurements.
  console.log(JSON.stringify(longGame(JSON.parse(fs.readFileSync(process.argv[3], 'utf8')))));
} else {
  const n = quick ? 1_000 : 5_000;
  console.log(`Bytes of wasm memory per live Game (${n} games kept, each size in its own process):`);
  console.log('| board | bytes per game |');
  console.log('|---|---:|');
  for (const size of [9, 13, 19, 25]) {
    const b = Number(execFileSync(process.execPath, [self, '--size', String(size), String(n)], { encoding: 'utf8' }));
    console.log(`| ${size}×${size} | ${Math.round(b).toLocaleString('en')} |`);
  }
  const length = quick ? 5_000 : 20_000;
  const file = path.join(os.tmpdir(), `tengen-long-game-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(randomGame(length, 7)));
  const { moves, replays, rows } = JSON.parse(execFileSync(process.execPath, [self, '--replay', file], { encoding: 'utf8' }));
  fs.rmSync(file);
  console.log(`\nA ${moves.toLocaleString('en')}-move random 19×19 game replayed with play() ${replays} times, every 1,000 moves:`);
  console.log('| moves | µs per move (last 1,000; least of the replays) | memory grown since move 0 (first replay) |');
  console.log('|---:|---:|---:|');
  for (const r of rows) {
    if (r.moves % (quick ? 1_000 : 2_000) === 0 || r.moves === 1_000) {
      console.log(`| ${r.moves.toLocaleString('en')} | ${r.usPerMove.toFixed(3)} | ${r.grown.toLocaleString('en')} |`);
    }
  }
  const last = rows[rows.length - 1];
  // Moves 1,000-4,000 against the last 3,000: flat is close to 1.
  const early = rows.slice(1, 4).map((r) => r.usPerMove).sort((a, b) => a - b)[1];
  const late = rows.slice(-3).map((r) => r.usPerMove).sort((a, b) => a - b)[1];
  console.log(`\nHistory memory: ${(last.grown / last.moves).toFixed(1)} bytes per move (wasm memory grows in 64 KB pages).`);
  console.log(`Time per move, median of the last three blocks over blocks 2–4: ${(late / early).toFixed(2)}×.`);
}
