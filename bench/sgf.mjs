// SGF reading and writing, side by side in one process: tengen's GameTree (wasm)
// against @sabaki/sgf (npm, the parser of the Sabaki editor).
//
//   node scripts/build-pkg.mjs && node bench/sgf.mjs [--quick]
//
// Workloads, made here with tengen's own rules from a fixed seed (random legal moves,
// so captures and ko happen):
//   - one 300-move game on 19x19 with 50 variations of 2-6 moves;
//   - a collection of 1,000 games of 200 moves each.
// Reading: Sabaki's parse() builds its node objects; tengen's fromSgf /
// fromSgfCollection parse, build the tree and check every move against the rules
// (Sabaki's parser checks none). Writing: Sabaki's stringify() of its nodes against
// tengen's toSgf(). Jump: goTo() from the root to move 300 and back to the root.
// Each figure is the median of several rounds, the engines taking turns.
import { createRequire } from 'node:module';
import { Game, GameTree } from 'tengen';

const require = createRequire(import.meta.url);
const sabaki = require('@sabaki/sgf');

const quick = process.argv.includes('--quick');
const rounds = quick ? 3 : 9;

let seed = 0x9e3779b97f4a7c15n;
function rand(n) {
  seed = (seed + 0x9e3779b97f4a7c15n) & 0xffffffffffffffffn;
  let z = seed;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & 0xffffffffffffffffn;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & 0xffffffffffffffffn;
  return Number((z ^ (z >> 31n)) % BigInt(n));
}

/** A random legal move of the game (not filling own one-point eyes is not needed here). */
function randomMove(game) {
  const legal = game.legalMoves();
  const pts = [];
  for (let i = 0; i < legal.length; i++) if (legal[i]) pts.push(i);
  if (pts.length === 0) return null;
  const i = pts[rand(pts.length)];
  return [i % game.width, Math.floor(i / game.width)];
}

/** Plays up to `n` random moves on `game` and the same moves on `tree`. */
function playRandom(game, tree, n) {
  for (let i = 0; i < n; i++) {
    const m = randomMove(game);
    if (!m) break;
    game.play(m[0], m[1]);
    tree.play(m[0], m[1]);
  }
}

/** A record of `moves` random moves, with `variations` side lines, built through GameTree. */
function record(moves, variations, name) {
  const tree = new GameTree({ size: 19, rules: 'japanese', komi: 6.5 });
  const game = new Game({ size: 19, rules: 'japanese', komi: 6.5 });
  playRandom(game, tree, moves);
  game.free();
  for (let v = 0; v < variations; v++) {
    const at = 1 + rand(moves - 2);
    tree.goTo(new Array(at).fill(0));
    const g = tree.game;
    playRandom(g, tree, 2 + rand(5));
    g.free();
  }
  tree.first();
  tree.setComment(name);
  const text = tree.toSgf();
  tree.free();
  return text;
}

const game300 = record(300, 50, 'a 300-move game with 50 variations');
const collection = Array.from({ length: 1000 }, (_, i) => record(200, 0, `game ${i + 1}`)).join('');

const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
const time = (f) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};

function row(label, runs) {
  const t = runs.map((r) => median(r.times));
  const ratio = t[1] / t[0];
  console.log(`| ${label} | ${t[0].toFixed(2)} ms | ${t[1].toFixed(2)} ms | ${ratio.toFixed(1)}x |`);
}

// Check the two read the same before timing.
{
  const nodes = sabaki.parse(game300);
  const tree = GameTree.fromSgf(game300);
  let n = 0;
  const stack = [...nodes];
  while (stack.length) {
    const x = stack.pop();
    n++;
    stack.push(...x.children);
  }
  if (n !== tree.nodeCount) throw new Error(`node counts differ: sabaki ${n}, tengen ${tree.nodeCount}`);
  tree.free();
}

const read300 = [{ times: [] }, { times: [] }];
const readColl = [{ times: [] }, { times: [] }];
const write300 = [{ times: [] }, { times: [] }];
const writeColl = [{ times: [] }, { times: [] }];
const reps = quick ? 5 : 20;
for (let r = 0; r < rounds; r++) {
  read300[0].times.push(time(() => { for (let i = 0; i < reps; i++) GameTree.fromSgf(game300).free(); }) / reps);
  read300[1].times.push(time(() => { for (let i = 0; i < reps; i++) sabaki.parse(game300); }) / reps);
  readColl[0].times.push(time(() => GameTree.fromSgfCollection(collection).forEach((t) => t.free())));
  readColl[1].times.push(time(() => sabaki.parse(collection)));
  const tree = GameTree.fromSgf(game300);
  const nodes = sabaki.parse(game300);
  write300[0].times.push(time(() => { for (let i = 0; i < reps; i++) tree.toSgf(); }) / reps);
  write300[1].times.push(time(() => { for (let i = 0; i < reps; i++) sabaki.stringify(nodes); }) / reps);
  tree.free();
  const trees = GameTree.fromSgfCollection(collection);
  const all = sabaki.parse(collection);
  writeColl[0].times.push(time(() => { for (const t of trees) t.toSgf(); }));
  writeColl[1].times.push(time(() => sabaki.stringify(all)));
  trees.forEach((t) => t.free());
}

console.log(`SGF: ${game300.length} bytes (300 moves, 50 variations); collection ${collection.length} bytes (1,000 games x 200 moves)`);
console.log('| work | tengen (wasm) | @sabaki/sgf | tengen faster by |');
console.log('| --- | --- | --- | --- |');
row('read a 300-move game with 50 variations (tengen: parse, tree, rules)', read300);
row('read a 1,000-game collection', readColl);
row('write the 300-move game', write300);
row('write the 1,000 games', writeColl);

// Jump from the root to move 300 (the way back to the root is not timed).
{
  const tree = GameTree.fromSgf(game300);
  const path = new Array(300).fill(0);
  const n = quick ? 500 : 2000;
  const times = [];
  for (let r = 0; r < rounds; r++) {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      tree.goTo(path);
      total += performance.now() - t0;
      tree.first();
    }
    times.push(total / n);
  }
  tree.goTo(path);
  if (tree.moveNumber !== 300) throw new Error(`moveNumber ${tree.moveNumber}`);
  console.log(`jump from the root to move 300 (goTo): ${(median(times) * 1000).toFixed(1)} µs`);
  tree.free();
}
