// tengen's npm package (pkg/, linked as node_modules/tengen), through its public API.
import { Game } from 'tengen';
import { boardText } from '../common.mjs';

const playoutGames = new Map();

export default {
  name: 'tengen (wasm)',
  replay(size, moves) {
    const g = new Game({ size, rules: 'chinese' });
    g.playMany(moves);
    return g;
  },
  replaySimpleKo(size, moves) {
    const g = new Game({ size, rules: 'chinese', ko: 'simple' });
    g.playMany(moves);
    return g;
  },
  finish(g, size) {
    const b = g.board();
    const c = g.captures;
    return { board: boardText(size, (x, y) => b[y * size + x]), captures: [c.black, c.white] };
  },
  free(g) {
    g.free();
  },
  legalMap(g) {
    return g.legalMoves();
  },
  area(g) {
    return g.areaCounts();
  },
  playouts(size, count, seed) {
    let g = playoutGames.get(size);
    if (!g) playoutGames.set(size, (g = new Game({ size, rules: 'chinese' })));
    const r = g.playouts(count, seed);
    return { playouts: r.playouts, moves: r.moves };
  },
  playoutBatch: 1000,
};
