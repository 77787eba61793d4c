// Shared helpers of the side-by-side benchmark: the pass marker, checksums, boards as
// text, the one-point-eye test every JavaScript peer uses in its playouts, and a
// SplitMix64 generator for their random choices.

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
