// The goban crate (crates.io, 0.20.1) compiled to wasm32 with wasm-bindgen, through the
// small façade of bench/rust/src/lib.rs (built by bench/run.mjs into bench/target).
import { createRequire } from 'node:module';
import { boardText } from '../common.mjs';

const require = createRequire(import.meta.url);
const peer = require('../target/goban-wasm/tengen_bench.js');

function replay(size, moves, superko) {
  const g = new peer.GobanGame(size, superko);
  const bad = g.playMany(moves);
  if (bad >= 0) {
    g.free();
    throw new Error(`goban crate refused move ${bad}`);
  }
  return g;
}

export default {
  name: 'goban crate (wasm)',
  replay: (size, moves) => replay(size, moves, true),
  replaySimpleKo: (size, moves) => replay(size, moves, false),
  finish(g, size) {
    const s = g.boardString();
    const c = g.captures();
    return { board: s, captures: [c[0], c[1]], size };
  },
  free(g) {
    g.free();
  },
  legalMap(g, size) {
    return g.legalMoves(size);
  },
  area(g) {
    return g.areaCounts();
  },
  playouts(size, count, seed) {
    const [playouts, moves] = peer.playouts(size, count, seed);
    return { playouts, moves };
  },
  playoutBatch: 20,
  boardText,
};
