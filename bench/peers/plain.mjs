// A plain JavaScript Go engine on typed arrays, written for the per-call benchmark
// (bench/percall.mjs) as the yardstick a JavaScript programmer would write in an
// afternoon: a padded Int8Array board, chains found by flood fill when needed, simple
// ko, and positional superko through two 32-bit Zobrist keys per point and colour in a
// Set. It does the work tengen does per move (legality, captures, ko, superko), so
// the two are compared on the same moves with the same refusals.
import { rng } from '../common.mjs';

const EMPTY = 0;
const BORDER = 3;
const MAX = 27 * 27;

// Zobrist keys per padded point and colour (index 2p + colour - 1).
const Z1 = new Int32Array(2 * MAX);
const Z2 = new Int32Array(2 * MAX);
{
  const r = rng(2024);
  for (let i = 0; i < Z1.length; i++) {
    Z1[i] = r(4294967296) | 0;
    Z2[i] = r(4294967296) | 0;
  }
}
// 53 bits of the two keys, as a Number a Set can hold.
const key = (h1, h2) => (h1 >>> 0) * 2097152 + (h2 >>> 11);

export class PlainGame {
  constructor(size) {
    const s = size + 2;
    this.size = size;
    this.stride = s;
    this.cells = new Int8Array(s * s).fill(BORDER);
    for (let y = 1; y <= size; y++) this.cells.fill(EMPTY, y * s + 1, y * s + 1 + size);
    this.mark = new Int32Array(s * s);
    this.stamp = 0;
    this.stack = new Int16Array(s * s);
    this.chain = new Int16Array(s * s);
    this.taken = new Int16Array(s * s);
    this.toMove = 1;
    this.ko = -1;
    this.h1 = 0;
    this.h2 = 0;
    this.seen = new Set([key(0, 0)]);
    this.captures = [0, 0];
  }

  /**
   * Collects the chain through `p` into this.chain from index `at`, marking it with
   * the current stamp; returns the new end index, or -1 as soon as the chain is found
   * to have a liberty (when `stopAtLiberty`).
   */
  fill(p, at, stopAtLiberty) {
    const { cells, mark, chain, stride } = this;
    const color = cells[p];
    const stamp = this.stamp;
    let end = at;
    chain[end++] = p;
    mark[p] = stamp;
    for (let i = at; i < end; i++) {
      const q = chain[i];
      for (let k = 0; k < 4; k++) {
        const n = k === 0 ? q - 1 : k === 1 ? q + 1 : k === 2 ? q - stride : q + stride;
        const c = cells[n];
        if (c === EMPTY) {
          if (stopAtLiberty) return -1;
        } else if (c === color && mark[n] !== stamp) {
          mark[n] = stamp;
          chain[end++] = n;
        }
      }
    }
    return end;
  }

  /** Plays (x, y) for the side to move; the number of stones captured, or -1 if refused. */
  play(x, y) {
    const { cells, stride } = this;
    if (x < 0 || y < 0 || x >= this.size || y >= this.size) return -1;
    const p = (y + 1) * stride + x + 1;
    if (cells[p] !== EMPTY || p === this.ko) return -1;
    const me = this.toMove;
    const them = 3 - me;
    cells[p] = me;
    let h1 = this.h1 ^ Z1[2 * p + me - 1];
    let h2 = this.h2 ^ Z2[2 * p + me - 1];
    // Captures: each opposing neighbour chain without a liberty.
    let taken = 0;
    for (let k = 0; k < 4; k++) {
      const n = k === 0 ? p - 1 : k === 1 ? p + 1 : k === 2 ? p - stride : p + stride;
      if (cells[n] !== them) continue;
      this.stamp++;
      const end = this.fill(n, 0, true);
      if (end < 0) continue;
      for (let i = 0; i < end; i++) {
        const q = this.chain[i];
        cells[q] = EMPTY;
        h1 ^= Z1[2 * q + them - 1];
        h2 ^= Z2[2 * q + them - 1];
        this.taken[taken++] = q;
      }
    }
    // Suicide: the new stone's chain without a liberty (nothing was captured).
    if (taken === 0) {
      this.stamp++;
      const end = this.fill(p, 0, true);
      if (end >= 0) {
        cells[p] = EMPTY;
        return -1;
      }
    }
    // Positional superko.
    const k = key(h1, h2);
    if (this.seen.has(k)) {
      cells[p] = EMPTY;
      for (let i = 0; i < taken; i++) cells[this.taken[i]] = them;
      return -1;
    }
    this.seen.add(k);
    this.h1 = h1;
    this.h2 = h2;
    // Simple ko: one stone taken by a lone stone left with that one liberty.
    this.ko = -1;
    if (taken === 1) {
      let libs = 0;
      let alone = true;
      for (let d = 0; d < 4; d++) {
        const n = d === 0 ? p - 1 : d === 1 ? p + 1 : d === 2 ? p - stride : p + stride;
        if (cells[n] === EMPTY) libs++;
        else if (cells[n] === me) alone = false;
      }
      if (alone && libs === 1) this.ko = this.taken[0];
    }
    this.captures[me - 1] += taken;
    this.toMove = them;
    return taken;
  }

  pass() {
    this.ko = -1;
    this.toMove = 3 - this.toMove;
  }

  /** The colour at (x, y): 1 black, 2 white, 0 empty. */
  at(x, y) {
    return this.cells[(y + 1) * this.stride + x + 1];
  }
}
