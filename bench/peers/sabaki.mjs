// @sabaki/go-board (npm), the board of the Sabaki editor. Its makeMove checks
// overwrite, suicide and simple ko; it has no superko, so this adapter keeps Zobrist
// keys of the positions so far (updated from the stones a move removes, found with the
// library's getChain) and refuses a move that repeats one, as positional superko asks.
import { createRequire } from 'node:module';
import { PASS, boardText, isEye, rng } from '../common.mjs';

const require = createRequire(import.meta.url);
const GoBoard = require('@sabaki/go-board');

const MOVE = { preventSuicide: true, preventOverwrite: true, preventKo: true };

// Two 32-bit Zobrist keys per (point, colour), 19×19 at most.
const Z1 = new Uint32Array(2 * 361);
const Z2 = new Uint32Array(2 * 361);
{
  const r = rng(12345);
  for (let i = 0; i < Z1.length; i++) {
    Z1[i] = r(4294967296) >>> 0;
    Z2[i] = r(4294967296) >>> 0;
  }
}
const zi = (size, [x, y], sign) => 2 * (y * size + x) + (sign > 0 ? 0 : 1);
const key = (h1, h2) => (h1 >>> 0) * 2097152 + (h2 >>> 11);

function neighbors(size, [x, y]) {
  const out = [];
  if (x > 0) out.push([x - 1, y]);
  if (x < size - 1) out.push([x + 1, y]);
  if (y > 0) out.push([x, y - 1]);
  if (y < size - 1) out.push([x, y + 1]);
  return out;
}

/** The stones a move by `sign` at `v` would take: opposing neighbour chains whose liberties are only `v`. */
function takenBy(board, size, v, sign) {
  const taken = [];
  const seen = new Set();
  for (const n of neighbors(size, v)) {
    if (board.get(n) !== -sign || seen.has(n[1] * size + n[0])) continue;
    const libs = board.getLiberties(n);
    const chain = board.getChain(n);
    for (const c of chain) seen.add(c[1] * size + c[0]);
    if (libs.length === 1 && libs[0][0] === v[0] && libs[0][1] === v[1]) taken.push(...chain);
  }
  return taken;
}

class State {
  constructor(size, superko) {
    this.size = size;
    this.superko = superko;
    this.board = GoBoard.fromDimensions(size);
    this.sign = 1;
    this.h1 = 0;
    this.h2 = 0;
    this.keys = new Set([key(0, 0)]);
  }

  play(m) {
    const size = this.size;
    if (m === PASS) {
      this.sign = -this.sign;
      return;
    }
    const v = [m % size, (m / size) | 0];
    const before = this.board;
    const after = before.makeMove(this.sign, v, MOVE); // throws when illegal
    let h1 = this.h1;
    let h2 = this.h2;
    let i = zi(size, v, this.sign);
    h1 ^= Z1[i];
    h2 ^= Z2[i];
    if (after.getCaptures(this.sign) !== before.getCaptures(this.sign)) {
      // Stones were taken: hash the new board whole (captures are a few moves in ten).
      [h1, h2] = this.hashOf(after);
    }
    const k = key(h1, h2);
    if (this.superko && this.keys.has(k)) throw new Error('superko');
    this.keys.add(k);
    this.board = after;
    this.h1 = h1;
    this.h2 = h2;
    this.sign = -this.sign;
  }

  hashOf(board) {
    let h1 = 0;
    let h2 = 0;
    const size = this.size;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const s = board.signMap[y][x];
        if (s !== 0) {
          const i = 2 * (y * size + x) + (s > 0 ? 0 : 1);
          h1 ^= Z1[i];
          h2 ^= Z2[i];
        }
      }
    }
    return [h1, h2];
  }

  isLegal(v) {
    const a = this.board.analyzeMove(this.sign, v);
    if (a.pass || a.overwrite || a.suicide || a.ko) return false;
    if (!this.superko) return true;
    const size = this.size;
    let i = zi(size, v, this.sign);
    let h1 = this.h1 ^ Z1[i];
    let h2 = this.h2 ^ Z2[i];
    if (a.capturing) {
      for (const c of takenBy(this.board, size, v, this.sign)) {
        i = zi(size, c, -this.sign);
        h1 ^= Z1[i];
        h2 ^= Z2[i];
      }
    }
    return !this.keys.has(key(h1, h2));
  }
}

function replay(size, moves, superko) {
  const s = new State(size, superko);
  for (const m of moves) s.play(m);
  return s;
}

export default {
  name: '@sabaki/go-board',
  replay: (size, moves) => replay(size, moves, true),
  replaySimpleKo: (size, moves) => replay(size, moves, false),
  finish(s, size) {
    const b = s.board;
    return { board: boardText(size, (x, y) => b.signMap[y][x]), captures: [b.getCaptures(1), b.getCaptures(-1)] };
  },
  free() {},
  legalMap(s, size) {
    const out = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (s.board.signMap[y][x] === 0 && s.isLegal([x, y])) out[y * size + x] = 1;
      }
    }
    return out;
  },
  area(s, size) {
    // Empty regions with the library's getConnectedComponent; a region reaching only
    // one colour is that colour's.
    const b = s.board;
    const counts = [0, 0];
    const seen = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const v = b.signMap[y][x];
        if (v !== 0) {
          counts[v > 0 ? 0 : 1]++;
          continue;
        }
        if (seen[y * size + x]) continue;
        const region = b.getConnectedComponent([x, y], (w) => b.get(w) === 0);
        let mask = 0;
        for (const w of region) {
          seen[w[1] * size + w[0]] = 1;
          for (const n of b.getNeighbors(w)) {
            const c = b.get(n);
            if (c > 0) mask |= 1;
            else if (c < 0) mask |= 2;
          }
        }
        if (mask === 1) counts[0] += region.length;
        else if (mask === 2) counts[1] += region.length;
      }
    }
    return counts;
  },
  playouts(size, count, seed) {
    const random = rng(seed);
    let moves = 0;
    const cands = [];
    for (let n = 0; n < count; n++) {
      let board = GoBoard.fromDimensions(size);
      let sign = 1;
      let passes = 0;
      let played = 0;
      while (passes < 2 && played < 3 * size * size) {
        cands.length = 0;
        for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (board.signMap[y][x] === 0) cands.push([x, y]);
        let k = cands.length;
        let chosen = null;
        const at = (x, y) => board.signMap[y][x];
        while (k > 0) {
          const i = random(k);
          const v = cands[i];
          if (!isEye(size, at, v[0], v[1], sign)) {
            const a = board.analyzeMove(sign, v);
            if (!a.suicide && !a.ko) {
              chosen = v;
              break;
            }
          }
          k--;
          cands[i] = cands[k];
          cands[k] = v;
        }
        if (chosen) {
          board = board.makeMove(sign, chosen);
          played++;
          passes = 0;
        } else {
          passes++;
        }
        sign = -sign;
      }
      moves += played;
    }
    return { playouts: count, moves };
  },
  playoutBatch: 1,
};
