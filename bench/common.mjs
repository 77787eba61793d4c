// Shared helpers of the benchmark scripts: the pass marker, checksums, boards as text,
// the one-point-eye test every JavaScript peer uses in its playouts, a small generator
// for their random choices, the median, the W2 games, and the command line and output
// of the browser benchmarks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PASS = 65535;

/** FNV-1a of a 0/1 array: the checksum of a legal-move map (as bench/workload). */
export function fnv1a(bytes) {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i];
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A board as text, row-major, from a sign function (1 black, -1 or 2 white, 0 empty). */
export function boardText(size, at) {
  let s = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const v = at(x, y);
      s += v === 1 ? 'X' : v === 0 || v == null ? '.' : 'O';
    }
  }
  return s;
}

/**
 * A one-point eye of `color` at the empty (x, y), as tengen defines it: every
 * neighbour is that colour or off the board, and at most one opposing diagonal in the
 * middle, none on the edge. `at(x, y)` gives the colour (any two distinct non-zero
 * values), or undefined off the board.
 */
export function isEye(size, at, x, y, color) {
  const on = (a, b) => a >= 0 && b >= 0 && a < size && b < size;
  for (const [a, b] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
    if (on(a, b) && at(a, b) !== color) return false;
  }
  let bad = 0;
  let edge = 0;
  for (const [a, b] of [[x - 1, y - 1], [x + 1, y - 1], [x - 1, y + 1], [x + 1, y + 1]]) {
    if (!on(a, b)) edge = 1;
    else {
      const v = at(a, b);
      if (v !== 0 && v !== color) bad++;
    }
  }
  return bad + edge < 2;
}

/** SplitMix64 on BigInt-free 32-bit halves is awkward; a xorshift-multiply is enough here. */
export function rng(seed) {
  let s = (seed >>> 0) || 1;
  return (n) => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return Math.floor((s / 4294967296) * n);
  };
}

/** The median of a list of numbers (the lower middle one of an even count). */
export const median = (v) => [...v].sort((a, b) => a - b)[(v.length - 1) >> 1];

/**
 * The workload of the main benchmark (bench/target/workload.json, which
 * `node bench/run.mjs --quick` makes once), and its W2 games as
 * { 9: [moves…], 19: [moves…] }, each game a Uint16Array of y * size + x (PASS for a
 * pass); exits with a hint if the file is missing.
 */
export function loadWorkload() {
  const file = new URL('target/workload.json', import.meta.url);
  if (!fs.existsSync(file)) {
    console.error(`${fileURLToPath(file)} is missing: run node bench/run.mjs --quick once`);
    process.exit(2);
  }
  const work = JSON.parse(fs.readFileSync(file, 'utf8'));
  const games = {
    9: work.games9.moves.map((m) => Uint16Array.from(m)),
    19: work.games19.moves.map((m) => Uint16Array.from(m)),
  };
  return { work, games };
}

/**
 * The command line of a browser benchmark (`--quick`, `--out FILE`): `loads` page
 * loads (3 with --quick), and where its JSON figures go (bench/target/NAME.json by
 * default), with the command that makes them.
 */
export function figureArgs(name, loads) {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const outArg = args.indexOf('--out');
  return {
    args,
    quick,
    loads: quick ? 3 : loads,
    out: outArg >= 0 ? path.resolve(args[outArg + 1]) : fileURLToPath(new URL(`target/${name}.json`, import.meta.url)),
    command: `node bench/${name}.mjs${args.length ? ' ' + args.join(' ') : ''}`,
  };
}

/** Writes the figures as JSON to `out` (making its folder). */
export function writeFigures(out, figures) {
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(figures, null, 2) + '\n');
}
