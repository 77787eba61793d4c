// goban (npm), the engine of online-go.com. Its bundle expects a browser, so a few DOM
// names are stubbed before it loads. GobanEngine.place checks overwrite, suicide, ko
// and superko itself (comparing the board with those of the last 30 moves, by its
// design); every move also extends its move tree.
import { createRequire } from 'node:module';
import { PASS, boardText, isEye, rng } from '../common.mjs';

const g = globalThis;
g.self ??= g;
g.window ??= g;
g.addEventListener ??= () => {};
g.removeEventListener ??= () => {};
g.CSSStyleSheet ??= class { replaceSync() {} };
g.localStorage ??= { getItem: () => null, setItem() {}, removeItem() {} };
const element = () =>
  new Proxy(function () {}, { get: (_, k) => (k === Symbol.toPrimitive ? () => '' : element()), apply: () => element(), construct: () => element() });
g.document ??= { createElement: element, addEventListener() {}, removeEventListener() {}, body: element(), documentElement: element() };

const require = createRequire(import.meta.url);
const { GobanEngine } = require('goban');

function engine(size, superko) {
  return new GobanEngine({ width: size, height: size, rules: 'chinese', komi: 7.5, allow_superko: !superko });
}

function replay(size, moves, superko) {
  const e = engine(size, superko);
  for (const m of moves) {
    if (m === PASS) e.place(-1, -1);
    // x, y, checkForKo, errorOnSuperKo, dontCheckForSuperKo, dontCheckForSelfCapture
    else e.place(m % size, (m / size) | 0, true, true, !superko, false);
  }
  e.benchSuperko = superko;
  return e;
}

export default {
  name: 'goban (npm, OGS)',
  replay: (size, moves) => replay(size, moves, true),
  replaySimpleKo: (size, moves) => replay(size, moves, false),
  finish(e, size) {
    return { board: boardText(size, (x, y) => e.board[y][x]), captures: [e.getBlackPrisoners(), e.getWhitePrisoners()] };
  },
  free() {},
  legalMap(e, size) {
    // No legality query in the API: try each empty point, then take the move back.
    const out = new Uint8Array(size * size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (e.board[y][x] !== 0) continue;
        try {
          e.place(x, y, true, true, !e.benchSuperko, false, false);
        } catch {
          continue;
        }
        out[y * size + x] = 1;
        e.deleteCurMove();
      }
    }
    return out;
  },
  area(e) {
    const s = e.computeScoringLocations(true);
    return [s.black.stones + s.black.territory, s.white.stones + s.white.territory];
  },
  playouts(size, count, seed) {
    const random = rng(seed);
    let moves = 0;
    const cands = [];
    for (let n = 0; n < count; n++) {
      const e = engine(size, false);
      let passes = 0;
      let played = 0;
      while (passes < 2 && played < 3 * size * size) {
        const color = e.player;
        const at = (x, y) => e.board[y][x];
        cands.length = 0;
        for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (e.board[y][x] === 0) cands.push(y * size + x);
        let k = cands.length;
        let done = false;
        while (k > 0) {
          const i = random(k);
          const m = cands[i];
          const x = m % size;
          const y = (m / size) | 0;
          if (!isEye(size, at, x, y, color)) {
            try {
              e.place(x, y, true, true, true, false);
              done = true;
              break;
            } catch {}
          }
          k--;
          cands[i] = cands[k];
          cands[k] = m;
        }
        if (done) {
          played++;
          passes = 0;
        } else {
          e.place(-1, -1);
          passes++;
        }
      }
      moves += played;
    }
    return { playouts: count, moves };
  },
  playoutBatch: 1,
};
