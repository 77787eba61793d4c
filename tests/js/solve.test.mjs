// The life-and-death solver from JavaScript (the full module, tengen/full):
// `game.solve`, `game.solveTree`, `checkProblem`, the functions that take the core
// module's games, and BotWorker's `solve`. The problems are those of the native
// tests (tests/solve.rs), whose proofs the independent checker replays there.
// Run: node --test tests/js/solve.test.mjs (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as full from 'tengen/full';
import * as core from 'tengen';

const LETTERS = 'abcdefghijklmnopqrstuvwxy';
const sgfPoint = (x, y) => LETTERS[x] + LETTERS[y];

/** The SGF of `rows` (`X` black, `O` white) with `toMove` to play, under Chinese rules. */
function problemSgf(rows, toMove, rest = '', rules = 'Chinese') {
  const ab = [];
  const aw = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => (c === 'X' ? ab : c === 'O' ? aw : []).push(`[${sgfPoint(x, y)}]`)));
  const size = rows[0].length === rows.length ? `${rows.length}` : `${rows[0].length}:${rows.length}`;
  return `(;SZ[${size}]RU[${rules}]KM[0]${ab.length ? 'AB' + ab.join('') : ''}${aw.length ? 'AW' + aw.join('') : ''}PL[${toMove === 'black' ? 'B' : 'W'}]${rest})`;
}

/** A game of module `m` at the position `rows` with `toMove` to play (Chinese rules, or `rules`). */
function position(rows, toMove, m = full, rules = 'Chinese') {
  const tree = m.GameTree.fromSgf(problemSgf(rows, toMove, '', rules));
  const game = tree.game;
  tree.free();
  return game;
}

const BUDGET = { maxNodes: 2_000_000 };
const STRAIGHT_THREE = ['...OX..', 'OOOOX..', 'XXXXX..'];
const STRAIGHT_FOUR = ['....OX.', 'OOOOOX.', 'XXXXXX.'];
const TWO_EYES = ['.O.OX..', 'OOOOX..', 'XXXXX..'];
const SEKI = ['.XXXX.OX.', 'OOOOOOOX.', 'XXXXXXXX.'];
const KO_TAKEN_FIRST = ['..O.O', '.O.XX', 'OOXX.', '...XX'];
const KO_THREAT_FIRST = ['XX..', 'XX.O', '.O.O'];
const APPROACH_KO = ['...X', '.X.O', 'XO..'];

/** A TengenError with this code. */
const refused = (code) => (e) => e?.name === 'TengenError' && e.code === code;

/** Everything a refused call could have changed. */
const state = (g) => JSON.stringify([g.board(), g.turn, g.moveNumber, g.koPoint, g.isOver, g.moves()]);

test('each kind of result, with the best first move and every first move proved', () => {
  const cases = [
    [STRAIGHT_THREE, 'black', [3, 0], 'dead', 'kill', [1, 0]],
    [STRAIGHT_THREE, 'white', [3, 0], 'alive', 'live', [1, 0]],
    [TWO_EYES, 'black', [1, 0], 'alive', 'kill', null],
    [STRAIGHT_FOUR, 'black', [4, 0], 'alive', 'kill', null],
    [SEKI, 'black', [6, 0], 'seki', 'kill', null],
    [SEKI, 'white', [6, 0], 'seki', 'live', null],
  ];
  for (const [rows, toMove, target, result, goal, best] of cases) {
    const g = position(rows, toMove);
    const r = g.solve({ target, ...BUDGET });
    const name = `${rows.join('/')} ${toMove}`;
    assert.equal(r.status, 'proved', name);
    assert.equal(r.result, result, name);
    assert.equal(r.goal, goal, name);
    assert.equal(r.ko, null, name);
    assert.deepEqual(r.target, target, name);
    assert.deepEqual(r.best, best, name);
    assert.ok(r.nodes >= 0 && r.ms >= 0, name);
    // Every legal empty point of the region, and the pass, each with its result.
    const points = r.moves.filter((m) => m.point !== null).map((m) => m.point.join());
    assert.deepEqual(points.sort(), r.region.filter(([x, y]) => g.isLegal(x, y)).map((v) => v.join()).sort(), name);
    assert.equal(r.moves.filter((m) => m.point === null).length, 1, name);
    for (const m of r.moves) assert.ok(['alive', 'dead', 'seki', 'ko'].includes(m.result), `${name} ${m.point}`);
    // The best move reaches the result.
    if (best) assert.equal(r.moves.find((m) => m.point?.join() === best.join()).result, result, name);
    // moves: false gives the same result and best move, without the first moves.
    const quick = g.solve({ target, moves: false, ...BUDGET });
    assert.deepEqual([quick.status, quick.result, quick.best, quick.moves], ['proved', result, best, []], name);
    assert.ok(quick.nodes <= r.nodes, name);
    g.free();
  }
  // Benson's test settles two eyes at the root.
  const g = position(TWO_EYES, 'black');
  assert.equal(g.solve({ target: [1, 0] }).nodes, 0);
  // The straight four: White's edge moves leave a straight three for Black to kill.
  const four = position(STRAIGHT_FOUR, 'white');
  const r = four.solve({ target: [4, 0], ...BUDGET });
  assert.equal(r.result, 'alive');
  const at = (x) => r.moves.find((m) => m.point?.[0] === x && m.point[1] === 0).result;
  assert.deepEqual([at(0), at(1), at(3)], ['dead', 'alive', 'dead']);
});

test('kos: taken first by the side to move, by the other side, and an approach ko', () => {
  const first = position(KO_TAKEN_FIRST, 'black').solve({ target: [1, 2], ...BUDGET });
  assert.equal(first.result, 'ko');
  assert.equal(first.ko.threatsFirst, 'white', 'Black takes the ko first');
  assert.notEqual(first.best, null);
  const other = position(KO_THREAT_FIRST, 'black').solve({ target: [3, 2], ...BUDGET });
  assert.equal(other.result, 'ko');
  assert.deepEqual(other.ko, { threatsFirst: 'black', approach: 0 }, 'a direct ko White takes first');
  const approach = position(APPROACH_KO, 'white').solve({ target: [1, 2], ...BUDGET });
  assert.equal(approach.result, 'ko');
  assert.deepEqual(approach.ko, { threatsFirst: 'white', approach: 1 });
});

test("the carpenter's square is never answered alive or seki", () => {
  const rows = ['...O.X..', '...O.X..', '...O.X..', 'OOO..X..', '.....X..', 'XXXXXX..', '........'];
  const r = position(rows, 'black').solve({ target: [3, 0], maxNodes: 20_000 });
  assert.ok(['unknown', 'proved'].includes(r.status));
  assert.ok([null, 'dead', 'ko'].includes(r.result), JSON.stringify(r.result));
  assert.equal(r.status === 'unknown', r.result === null);
});

/** Every line of `tree` from its root: the child indices of each leaf. */
function leaves(tree) {
  const out = [];
  const walk = (path) => {
    tree.goTo(path);
    const n = tree.children().length;
    if (n === 0) out.push(path);
    for (let k = 0; k < n; k++) walk([...path, k]);
  };
  walk([]);
  return out;
}

/** The moves of the line at `path`: [color, [x, y] | null] each. */
function lineMoves(tree, path) {
  const moves = [];
  for (let d = 1; d <= path.length; d++) {
    tree.goTo(path.slice(0, d));
    moves.push(tree.node.move);
  }
  return moves;
}

test('solveTree: every line replays legally and ends in a capture, unconditional life or two passes', () => {
  const cases = [
    [STRAIGHT_THREE, 'black', [3, 0]],
    [STRAIGHT_THREE, 'white', [3, 0]],
    [SEKI, 'black', [6, 0]],
    [KO_THREAT_FIRST, 'black', [3, 2]],
  ];
  for (const [rows, toMove, target] of cases) {
    const g = position(rows, toMove);
    const before = state(g);
    const r = g.solve({ target, ...BUDGET });
    const tree = g.solveTree({ target, ...BUDGET });
    assert.equal(state(g), before, 'solving changes nothing');
    assert.ok(tree instanceof full.GameTree);
    tree.first();
    assert.match(tree.node.comment, /\(proved\)/);
    // The first moves: the correct ones marked TE and first, the wrong ones BM.
    const firsts = tree.children();
    assert.ok(firsts.length > 0);
    for (const [k, c] of firsts.entries()) {
      tree.goTo([k]);
      const m = r.moves.find((m) => (m.point ?? []).join() === (c.point ?? []).join());
      assert.ok(m, `first move ${c.point} is one of solve's moves`);
      assert.match(c.comment, /^(Correct|Wrong): /);
      assert.equal(tree.node.annotation, c.comment.startsWith('Correct') ? 'good' : 'bad');
    }
    if (r.best) {
      const c = firsts[0];
      assert.deepEqual(c.point, r.best, 'the best move is the main line');
      assert.match(c.comment, /^Correct/);
    }
    const lines = leaves(tree);
    for (const path of lines) {
      // Replayed on a game of its own under the model's rules (simple ko, the
      // Japanese preset's; a move after two passes resumes the game, as the record
      // does).
      const moves = lineMoves(tree, path);
      const replay = position(rows, toMove, full, 'Japanese');
      for (const mv of moves) {
        if (replay.isOver) replay.resume();
        assert.equal(mv.color, replay.turn, `line ${path}: move out of turn`);
        if (mv.point === null) replay.pass();
        else replay.play(...mv.point);
      }
      tree.goTo(path);
      const leaf = tree.game;
      const captured = leaf.chainAt(...target) === null || leaf.chainAt(...target).color !== g.chainAt(...target).color;
      const passes = moves.length >= 2 && moves.at(-1).point === null && moves.at(-2).point === null;
      let alive = false;
      if (!captured && !passes) {
        // Proved alive within one node: settled at the root, by Benson's test.
        const s = leaf.solve({ target, maxNodes: 1 });
        alive = s.result === 'alive';
      }
      assert.ok(captured || passes || alive, `line ${path} ends in a proved result`);
      leaf.free();
      replay.free();
    }
    tree.free();
    g.free();
  }
});

test('checkProblem finds a planted wrong key, and nothing in a record the solver wrote', () => {
  // The straight three, Black to kill at the vital point [1, 0]: the record marks the
  // edge [0, 0] correct and the vital point wrong, and answers nothing else.
  const sgf = problemSgf(STRAIGHT_THREE, 'black', '(;B[aa]C[Correct];W[ba])(;B[ba]C[Wrong])');
  for (const m of [full, core]) {
    const tree = m.GameTree.fromSgf(sgf);
    const before = tree.toSgf();
    const f = full.checkProblem(tree, BUDGET);
    assert.equal(tree.toSgf(), before);
    const of = (kind) => f.filter((x) => x.kind === kind);
    assert.equal(of('correct-refuted').length, 1, JSON.stringify(f));
    assert.deepEqual(of('correct-refuted')[0], {
      ...of('correct-refuted')[0],
      branch: 0,
      point: [0, 0],
      result: 'alive',
      reply: [1, 0],
    });
    assert.equal(of('wrong-works').length, 1);
    assert.deepEqual([of('wrong-works')[0].branch, of('wrong-works')[0].point, of('wrong-works')[0].result], [1, [1, 0], 'dead']);
    assert.ok(of('no-refutation').some((x) => x.point.join() === '2,0' && x.branch === null && x.result === 'alive'));
    assert.equal(of('no-result').length, 0);
    for (const x of f) assert.equal(typeof x.message, 'string');
    tree.free();
  }
  // No marks: the proved result and the best move.
  const bare = full.GameTree.fromSgf(problemSgf(STRAIGHT_THREE, 'black'));
  const f = full.checkProblem(bare);
  const r = f.find((x) => x.kind === 'no-result');
  assert.deepEqual([r.result, r.point], ['dead', [1, 0]]);
  // Within a budget too small: unknown, nothing guessed.
  assert.deepEqual(full.checkProblem(bare, { maxNodes: 3 }).map((x) => x.kind), ['unknown']);
  bare.free();
  // The solver's own record checks clean.
  const g = position(STRAIGHT_THREE, 'black');
  const own = g.solveTree(BUDGET);
  assert.deepEqual(full.checkProblem(own, BUDGET), []);
  own.free();
  g.free();
});

test('budgets: what is not proved within them is unknown, never a guess', () => {
  const g = position(APPROACH_KO, 'white');
  const r = g.solve({ target: [1, 2], maxNodes: 5 });
  assert.equal(r.status, 'unknown');
  assert.equal(r.result, null);
  assert.equal(r.best, null);
  assert.ok(r.nodes <= 5);
  assert.ok(r.moves.every((m) => m.result === null));
  const t = g.solve({ target: [1, 2], timeMs: 0.001 });
  assert.ok(t.status === 'unknown' || t.nodes < 256, 'the clock is read every 256 nodes');
  // A small table still proves.
  assert.equal(g.solve({ target: [1, 2], tableMb: 1, ...BUDGET }).result, 'ko');
  g.free();
});

test('an open corner problem is closed by a frame: its result proved on the framed position, its proof recorded there', () => {
  // White's corner with two eyes, Black's wall open at E18: the group's enclosure runs
  // out over the 19×19 board, so the solver frames it (Black's wall around the box).
  const rows = ['.O.OX', 'OOOO.', 'XXXXX'].map((r) => r.padEnd(19, '.'));
  while (rows.length < 19) rows.push('.'.repeat(19));
  const g = position(rows, 'black');
  const before = state(g);
  const r = g.solve({ target: [0, 1], ...BUDGET });
  assert.equal(r.framed, true);
  assert.equal(r.status, 'proved');
  assert.equal(r.result, 'alive');
  assert.equal(r.goal, 'kill');
  assert.ok(r.region.length > 0 && r.region.every(([x, y]) => x <= 6 && y <= 4), JSON.stringify(r.region));
  assert.ok(r.region.some(([x, y]) => x === 4 && y === 1), 'the gap in the wall is in the region');
  // Never framed: the open problem cannot be posed.
  assert.throws(() => g.solve({ target: [0, 1], frame: false }), refused('invalid-options'));
  // The proof is recorded on the framed position: Black's wall in its setup.
  const tree = g.solveTree({ target: [0, 1], ...BUDGET });
  const sgf = tree.toSgf();
  const setup = sgf.match(/AB((?:\[[a-z]{2}\])+)/)?.[1] ?? '';
  for (const p of ['ga', 'gd', 'ae', 'ge']) assert.ok(setup.includes(`[${p}]`), `the wall at ${p}: ${setup}`);
  tree.free();
  assert.equal(state(g), before);
  // An enclosed problem framed on request: the same result.
  const closed = position([...STRAIGHT_THREE.map((r) => r.padEnd(9, '.')), ...Array(6).fill('.'.repeat(9))], 'black');
  const plain = closed.solve(BUDGET);
  const framedToo = closed.solve({ ...BUDGET, frame: true });
  assert.equal(plain.framed, false);
  assert.equal(framedToo.framed, true);
  assert.equal(framedToo.result, plain.result);
  assert.deepEqual(framedToo.best, plain.best);
  closed.free();
  g.free();
});

test('refusals: typed errors that change nothing', () => {
  const g = position(STRAIGHT_FOUR, 'white');
  const before = state(g);
  const bad = [
    'x',
    [1],
    { target: [0, 0] }, // no stone
    { target: [9, 9] },
    { target: 'a1' },
    { goal: 'win' },
    { target: [4, 0], goal: 'kill' }, // White kills its own stones
    { region: [[40, 0]] },
    { region: 'all' },
    { timeMs: 0 },
    { timeMs: -1 },
    { timeMs: 'soon' },
    { maxNodes: 1.5 },
    { maxNodes: 0 },
    { tableMb: 0 },
    { tableMb: 4096 },
    { moves: 'no' },
    { frame: 'yes' },
  ];
  for (const o of bad) {
    assert.throws(() => g.solve(o), refused('invalid-options'), JSON.stringify(o));
    assert.throws(() => g.solveTree(o), refused('invalid-options'), JSON.stringify(o));
    assert.equal(state(g), before, JSON.stringify(o));
  }
  const over = position(STRAIGHT_FOUR, 'white');
  over.pass();
  over.pass();
  const o = state(over);
  assert.throws(() => over.solve(), refused('game-over'));
  assert.throws(() => over.solveTree(), refused('game-over'));
  assert.throws(() => full.solve(over), refused('game-over'));
  assert.equal(state(over), o);
  over.free();
  for (const x of [null, undefined, 3, {}, 'game']) {
    assert.throws(() => full.solve(x), refused('invalid-argument'));
    assert.throws(() => full.solveTree(x), refused('invalid-argument'));
    assert.throws(() => full.checkProblem(x), refused('invalid-argument'));
  }
  const freed = position(STRAIGHT_FOUR, 'white');
  freed.free();
  assert.throws(() => freed.solve(), refused('freed'));
  assert.throws(() => freed.solveTree(), refused('freed'));
  assert.throws(() => full.solve(freed), refused('freed'));
  const coreFreed = position(STRAIGHT_FOUR, 'white', core);
  coreFreed.free();
  assert.throws(() => full.solve(coreFreed), refused('freed'));
  const tree = full.GameTree.fromSgf(problemSgf(STRAIGHT_THREE, 'black'));
  tree.free();
  assert.throws(() => full.checkProblem(tree), refused('freed'));
  assert.throws(() => full.checkProblem(full.GameTree.fromSgf(problemSgf(STRAIGHT_THREE, 'black')), { maxNodes: -1 }), refused('invalid-options'));
  g.free();
});

test("the core module's games are solved through the full module, unchanged", async () => {
  const g = position(STRAIGHT_THREE, 'black', core);
  assert.equal(typeof g.solve, 'undefined', 'the core package has no solver');
  const before = state(g);
  const loaded = await core.loadFull();
  const r = loaded.solve(g, BUDGET);
  assert.deepEqual([r.result, r.best], ['dead', [1, 0]]);
  const tree = loaded.solveTree(g, BUDGET);
  assert.ok(tree instanceof full.GameTree);
  assert.equal(tree.children()[0].comment.startsWith('Correct'), true);
  tree.free();
  assert.equal(state(g), before);
  g.play(1, 0);
  g.free();
});

test('BotWorker.solve answers in a worker as game.solve does', async () => {
  for (const m of [core, full]) {
    const w = new m.BotWorker({ level: 1 });
    try {
      const g = position(STRAIGHT_THREE, 'white', m);
      const r = await w.solve(g, { target: [3, 0], ...BUDGET });
      assert.equal(r.status, 'proved');
      assert.deepEqual([r.result, r.best, r.goal], ['alive', [1, 0], 'live']);
      assert.equal(r.moves.length, full.GameTree.fromSgf(problemSgf(STRAIGHT_THREE, 'white')).game.solve({ target: [3, 0] }).moves.length);
      await assert.rejects(w.solve(g, { target: [3, 0], goal: 'kill' }), refused('invalid-options'));
      await assert.rejects(w.solve(g, 'x'), refused('invalid-options'));
      await assert.rejects(w.solve(null), refused('invalid-argument'));
      // The worker serves the bot as before.
      const mv = await w.genmove(g, { playouts: 50 });
      assert.ok(mv);
      g.free();
    } finally {
      w.terminate();
    }
  }
});

test('BotWorker.checkProblem checks a record in a worker as checkProblem does, the tree unchanged', async () => {
  const sgf = problemSgf(STRAIGHT_THREE, 'black', '(;B[aa]C[Correct];W[ba])(;B[ba]C[Wrong])');
  const expected = full.checkProblem(full.GameTree.fromSgf(sgf), BUDGET);
  for (const m of [core, full]) {
    const w = new m.BotWorker({ level: 1 });
    try {
      // A tree of either module, sent as its SGF.
      for (const tm of [core, full]) {
        const tree = tm.GameTree.fromSgf(sgf);
        tree.next(1);
        const before = [tree.toSgf(), tree.path.join()];
        assert.deepEqual(await w.checkProblem(tree, BUDGET), expected);
        assert.deepEqual([tree.toSgf(), tree.path.join()], before);
        tree.free();
        await assert.rejects(w.checkProblem(tree), refused('invalid-argument'), 'a freed tree');
      }
      await assert.rejects(w.checkProblem(null), refused('invalid-argument'));
      await assert.rejects(w.checkProblem(position(STRAIGHT_THREE, 'black', m)), refused('invalid-argument'), 'a Game is not a tree');
      await assert.rejects(w.checkProblem(full.GameTree.fromSgf(sgf), { maxNodes: -1 }), refused('invalid-options'));
    } finally {
      w.terminate();
    }
  }
});
