// Where random 19×19 games under the japanese preset end, as a new user would try
// them (issue 8): each turn a uniformly random legal point that is not an own one-point
// eye, a pass when none is left, until the game ends or 1,200 moves; 200 seeds. For
// each package directory given, prints how the games ended, the moves where a cycle
// ended them, and where a first repetition was reported (`game.repetition`, where the
// build has it).
//
//   node bench/repetition.mjs /tmp/before pkg
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rng } from './common.mjs';

for (const dir of process.argv.slice(2)) {
  const m = await import(pathToFileURL(path.join(path.resolve(dir), 'tengen.js')).href);
  m.initSync({ module: fs.readFileSync(path.join(dir, 'tengen_bg.wasm')) });
  const ends = {};
  const cycleAt = [];
  let firstRepeat = [];
  for (let seed = 1; seed <= 200; seed++) {
    const r = rng(seed);
    const g = new m.Game({ size: 19, rules: 'japanese' });
    let firstRep = null;
    while (!g.isOver && g.moveNumber < 1200) {
      const legal = g.legalMoves();
      const board = g.board();
      const me = g.turn === 'black' ? 1 : -1;
      // Legal, and not an own one-point eye (every neighbour an own stone or the edge).
      const eye = (i) => {
        const x = i % 19, y = Math.floor(i / 19);
        return [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].every(([a, b]) => a < 0 || b < 0 || a > 18 || b > 18 || board[b * 19 + a] === me);
      };
      const pts = [];
      for (let i = 0; i < legal.length; i++) if (legal[i] && !eye(i)) pts.push(i);
      if (pts.length === 0) g.pass();
      else {
        const i = pts[r(pts.length)];
        g.play(i % 19, Math.floor(i / 19));
      }
      if (firstRep === null && 'repetition' in g && g.repetition) firstRep = g.moveNumber;
    }
    const why = g.isOver ? g.endReason : 'cap 1200';
    ends[why] = (ends[why] ?? 0) + 1;
    if (why === 'cycle') cycleAt.push(g.moveNumber);
    if (firstRep !== null) firstRepeat.push(firstRep);
    g.free();
  }
  cycleAt.sort((a, b) => a - b);
  firstRepeat.sort((a, b) => a - b);
  console.log(dir, JSON.stringify(ends), 'cycle ends at moves (min/median/max):', cycleAt[0], cycleAt[cycleAt.length >> 1], cycleAt.at(-1), `; ${firstRepeat.length} games reported a first repetition, median at move ${firstRepeat[firstRepeat.length >> 1]}`);
}
