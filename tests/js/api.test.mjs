// The JavaScript API, exercised against the built package exactly as users import it:
// `import { Game } from "tengen"` (node_modules/tengen → pkg/, made by
// scripts/build-pkg.mjs). Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  Game,
  toGtp,
  fromGtp,
  toSgf,
  fromSgf,
  starPoints,
  handicapPoints,
  rulesNames,
  presetRules,
  isTengenError,
} from 'tengen';
import { playStones as setup, refuses, snapshot } from './helpers.mjs';

test('defaults: 19×19, chinese, komi 7.5, Black to move', () => {
  const g = new Game();
  assert.equal(g.size, 19);
  assert.equal(g.width, 19);
  assert.equal(g.height, 19);
  assert.equal(g.komi, 7.5);
  assert.equal(g.rules.name, 'chinese');
  assert.equal(g.rules.ko, 'positional');
  assert.equal(g.turn, 'black');
  assert.equal(g.moveNumber, 0);
  assert.equal(g.isOver, false);
  assert.equal(g.result, null);
  assert.deepEqual(g.captures, { black: 0, white: 0 });
  assert.equal(g.board().length, 361);
  assert.ok(g.board() instanceof Int8Array);
  assert.ok(g.legalMoves() instanceof Uint8Array);
  assert.equal(g.legalMoves().reduce((a, b) => a + b), 361);
  assert.deepEqual(new Game({}).rules, g.rules);
});

test('presets are as published, and options override them', () => {
  assert.deepEqual(rulesNames(), ['chinese', 'japanese', 'korean', 'ing', 'aga', 'new-zealand', 'tromp-taylor']);
  const expected = {
    chinese: ['positional', false, 'area', 7.5],
    japanese: ['simple', false, 'territory', 6.5],
    korean: ['simple', false, 'territory', 6.5],
    ing: ['positional', true, 'area', 8],
    aga: ['situational', false, 'area', 7.5],
    'new-zealand': ['situational', true, 'area', 7],
    'tromp-taylor': ['positional', true, 'area', 7.5],
  };
  for (const [name, [ko, suicide, scoring, komi]] of Object.entries(expected)) {
    const r = new Game({ rules: name }).rules;
    assert.deepEqual([r.ko, r.suicide, r.scoring, r.komi], [ko, suicide, scoring, komi], name);
  }
  assert.equal(new Game({ rules: 'ing' }).rules.tieToBlack, true);
  const g = new Game({ rules: 'japanese', komi: 0.5, ko: 'situational', suicide: true, scoring: 'area' });
  assert.deepEqual([g.rules.ko, g.rules.suicide, g.rules.scoring, g.komi], ['situational', true, 'area', 0.5]);
  assert.equal(new Game({ komi: -3 }).komi, -3);
  const rect = new Game({ width: 13, height: 9 });
  assert.deepEqual([rect.width, rect.height, rect.board().length], [13, 9, 117]);
});

test('presetRules gives a preset\'s settings without a game; unknown names are refused', () => {
  for (const name of rulesNames()) {
    assert.deepEqual(presetRules(name), new Game({ rules: name }).rules, name);
  }
  assert.deepEqual(presetRules('ing'), {
    name: 'ing',
    ko: 'positional',
    suicide: true,
    scoring: 'area',
    komi: 8,
    tieToBlack: true,
    splitDame: false,
    handicapCompensation: 'n',
    repetitionLimit: 3,
  });
  refuses(null, () => presetRules('go'), 'invalid-rules');
  for (const bad of [undefined, null, 3, {}, ['chinese'], 1n, Symbol('chinese')]) {
    refuses(null, () => presetRules(bad), 'invalid-argument');
  }
});

test('play returns the captured stones; board and captures follow', () => {
  const g = new Game({ size: 9 });
  setup(g, [[4, 3], [3, 4], [5, 4], [3, 5], [5, 5]], [[4, 4], [4, 5]]);
  g.pass();
  assert.equal(g.turn, 'black');
  assert.deepEqual(g.play(4, 6), { captured: [[4, 4], [4, 5]] });
  assert.equal(g.board()[4 * 9 + 4], 0);
  assert.equal(g.board()[6 * 9 + 4], 1);
  assert.deepEqual(g.captures, { black: 2, white: 0 });
  assert.deepEqual(g.lastMove, { color: 'black', point: [4, 6] });
  assert.deepEqual(g.chainAt(4, 3), { color: 'black', stones: [[4, 3]], liberties: [[4, 2], [3, 3], [5, 3], [4, 4]] });
  assert.equal(g.chainAt(0, 0), null);
  const chain = g.chainAt(3, 4);
  assert.deepEqual(chain.stones, [[3, 4], [3, 5]]);
  assert.equal(chain.color, 'black');
});

test('ko: the recapture is refused with its reason, the ko point is shown', () => {
  const g = new Game({ size: 7, rules: 'japanese' });
  setup(g, [[1, 0], [0, 1], [1, 2], [6, 6]], [[2, 0], [3, 1], [2, 2], [1, 1]]);
  assert.deepEqual(g.play(2, 1).captured, [[1, 1]]);
  assert.deepEqual(g.koPoint(), [1, 1]);
  assert.equal(g.isLegal(1, 1), false);
  assert.equal(g.illegalReason(1, 1), 'ko');
  assert.equal(g.legalMoves()[1 * 7 + 1], 0);
  refuses(g, () => g.play(1, 1), 'ko');
  const info = g.explainIllegal(1, 1);
  assert.equal(info.code, 'ko');
  assert.match(info.message, /ko/);
  g.pass();
  assert.equal(g.koPoint(), null);
});

test('superko names the earlier move whose position would repeat', () => {
  // Three kos; B takes K0, W takes K1, B passes, W retakes K0: B retaking K1 would
  // recreate the position after the last set-up move, with White to move.
  const g = new Game({ size: 9, rules: 'chinese' });
  const frame = (top) => [[[1, top], [0, top + 1], [1, top + 2]], [[2, top], [3, top + 1], [2, top + 2]]];
  const black = [];
  const white = [];
  for (const top of [0, 3, 6]) {
    const [b, w] = frame(top);
    black.push(...b);
    white.push(...w);
  }
  white.push([1, 1]);
  black.push([2, 4]);
  white.push([1, 7]);
  setup(g, black, white);
  const start = g.moveNumber;
  const lastSetup = g.lastMove.point;
  g.play(2, 1);
  g.play(1, 4);
  g.pass();
  g.play(1, 1);
  assert.equal(g.illegalReason(2, 4), 'superko');
  refuses(g, () => g.play(2, 4), 'superko');
  try {
    g.play(2, 4);
  } catch (e) {
    assert.equal(e.repeatsMove, start);
    assert.deepEqual(e.repeatsAt, lastSetup);
    assert.match(e.message, new RegExp(`move ${start}`));
  }
  const info = g.explainIllegal(2, 4);
  assert.deepEqual([info.code, info.repeatsMove, info.repeatsAt], ['superko', start, lastSetup]);
});

test('suicide is refused; Ing allows it for several stones', () => {
  const g = new Game({ size: 5 });
  setup(g, [[0, 1]], [[1, 0], [1, 1], [0, 2]]);
  refuses(g, () => g.play(0, 0), 'suicide');
  const ing = new Game({ size: 5, rules: 'ing' });
  setup(ing, [[0, 1]], [[1, 0], [1, 1], [0, 2]]);
  assert.deepEqual(ing.play(0, 0).captured.length, 2);
  assert.deepEqual(ing.captures, { black: 0, white: 2 });
});

test('bad coordinates are refused and change nothing', () => {
  const g = new Game({ size: 9 });
  g.play(4, 4);
  for (const [x, y] of [[NaN, 1], [1, NaN], [1.5, 2], [2, 0.25], [Infinity, 1], ['3', 3], [null, 1], [undefined, 2], [{}, 1]]) {
    refuses(g, () => g.play(x, y), 'invalid-coordinate');
    assert.throws(() => g.isLegal(x, y), { code: 'invalid-coordinate' });
    assert.throws(() => g.illegalReason(x, y), { code: 'invalid-coordinate' });
    assert.throws(() => g.chainAt(x, y), { code: 'invalid-coordinate' });
  }
  for (const [x, y] of [[-1, 0], [0, -1], [9, 0], [0, 9], [100, 100], [-0.0 - 5, 3]]) {
    refuses(g, () => g.play(x, y), 'out-of-bounds');
    assert.equal(g.isLegal(x, y), false);
    assert.equal(g.illegalReason(x, y), 'out-of-bounds');
    assert.equal(g.explainIllegal(x, y).code, 'out-of-bounds');
    assert.throws(() => g.chainAt(x, y), { code: 'out-of-bounds' });
  }
  refuses(g, () => g.play(4, 4), 'occupied');
  assert.equal(g.illegalReason(4, 4), 'occupied');
});

test('bad options are refused with a clear error', () => {
  const cases = [
    [{ rules: 'klingon' }, 'invalid-rules'],
    [{ rules: 7 }, 'invalid-options'],
    [{ komi: 6.25 }, 'invalid-komi'],
    [{ komi: NaN }, 'invalid-komi'],
    [{ komi: Infinity }, 'invalid-komi'],
    [{ komi: '7.5' }, 'invalid-options'],
    [{ size: 1 }, 'invalid-size'],
    [{ size: 26 }, 'invalid-size'],
    [{ size: 9.5 }, 'invalid-size'],
    [{ size: NaN }, 'invalid-size'],
    [{ size: -9 }, 'invalid-size'],
    [{ width: 30 }, 'invalid-size'],
    [{ size: '19' }, 'invalid-options'],
    [{ handicap: 1 }, 'invalid-handicap'],
    [{ handicap: 10 }, 'invalid-handicap'],
    [{ handicap: 2.5 }, 'invalid-handicap'],
    [{ handicap: 5, size: 8 }, 'invalid-handicap'],
    [{ handicap: [[0, 0], [0, 0]] }, 'invalid-handicap'],
    [{ handicap: [[19, 0]] }, 'invalid-handicap'],
    [{ handicap: [[1]] }, 'invalid-handicap'],
    [{ handicap: 'two' }, 'invalid-handicap'],
    [{ ko: 'super' }, 'invalid-options'],
    [{ scoring: 'points' }, 'invalid-options'],
    [{ suicide: 'yes' }, 'invalid-options'],
    [{ sizee: 9 }, 'invalid-options'],
    ['19', 'invalid-options'],
    [[19], 'invalid-options'],
  ];
  for (const [options, code] of cases) {
    assert.throws(() => new Game(options), (e) => e.name === 'TengenError' && e.code === code, JSON.stringify(options));
  }
  assert.equal(new Game(null).size, 19);
  assert.equal(new Game(undefined).size, 19);
});

test('isTengenError tells tengen errors from others', () => {
  assert.equal(isTengenError(new Error('x')), false);
  assert.equal(isTengenError({ name: 'TengenError' }), false);
  assert.equal(isTengenError(null), false);
  assert.equal(isTengenError('TengenError'), false);
  try {
    new Game({ size: 99 });
  } catch (e) {
    assert.equal(isTengenError(e), true);
  }
});

test('moves after the end are refused; resume and undo play on', () => {
  const g = new Game({ size: 9 });
  g.play(2, 2);
  g.pass();
  g.pass();
  assert.equal(g.isOver, true);
  assert.equal(g.endReason, 'passes');
  assert.equal(g.result, 'B+73.5');
  assert.equal(g.winner, 'black');
  refuses(g, () => g.play(3, 3), 'game-over');
  refuses(g, () => g.pass(), 'game-over');
  refuses(g, () => g.resign(), 'game-over');
  assert.equal(g.illegalReason(3, 3), 'game-over');
  assert.equal(g.legalMoves().reduce((a, b) => a + b), 0);
  assert.equal(g.resume(), true);
  assert.equal(g.isOver, false);
  assert.deepEqual(g.lastMove, { color: 'black', point: null }, 'Black passed last');
  g.play(3, 3);
  assert.deepEqual(g.lastMove, { color: 'white', point: [3, 3] });
  assert.deepEqual(
    g.moves().map((m) => m.color),
    ['black', 'white', 'black', 'white'],
  );
  assert.equal(g.undo(), true);
  assert.equal(g.undo(), true, 'undo the resumption');
  assert.equal(g.isOver, true);
  assert.equal(g.undoTo(1), true);
  assert.equal(g.moveNumber, 1);
  assert.equal(g.isOver, false);
  assert.equal(g.undoTo(5), false);
  assert.throws(() => g.undoTo(-1), { code: 'invalid-argument' });
  assert.throws(() => g.undoTo(0.5), { code: 'invalid-argument' });
  assert.equal(g.undoTo(0), true);
  assert.equal(g.undo(), false);
});

test('a resignation ends the game for the other side; the last move stays the last stone', () => {
  const g = new Game({ size: 9 });
  g.play(4, 4);
  g.resign();
  assert.deepEqual([g.isOver, g.endReason, g.result, g.winner], [true, 'resignation', 'B+R', 'black']);
  assert.deepEqual(g.lastMove, { color: 'black', point: [4, 4] });
  assert.equal(g.koPoint(), null);
  const h = new Game({ size: 9 });
  h.resign('black');
  assert.equal(h.result, 'W+R');
  const k = new Game({ size: 9 });
  refuses(k, () => k.resign('blue'), 'invalid-argument');
});

test('score: area counting in points and in stones (子)', () => {
  // A black wall at x=8 for 5 rows then x=9, White's wall beside it: Black 185.
  const g = new Game();
  const black = [];
  const white = [];
  for (let y = 0; y < 19; y++) {
    const x = y < 5 ? 8 : 9;
    black.push([x, y]);
    white.push([x + 1, y]);
  }
  setup(g, black, white);
  g.pass();
  g.pass();
  const s = g.score({ dead: [] });
  assert.equal(s.scoring, 'area');
  assert.deepEqual([s.black, s.white, s.komi, s.margin], [185, 176, 7.5, 1.5]);
  assert.deepEqual([s.winner, s.result], ['black', 'B+1.5']);
  assert.deepEqual(s.areaStones, { black: 185, white: 176, threshold: 184.25, needed: 185, margin: 0.75 });
  assert.ok(s.ownership instanceof Int8Array);
  assert.equal(s.ownership.length, 361);
  assert.equal(s.ownership.filter((o) => o === 1).length, 185);
  assert.deepEqual(s.dame, []);
  assert.deepEqual(s.seki, []);
  assert.equal(g.score().result, 'B+1.5');
});

test('score: territory counting, dead stones, prisoners; bad dead lists refused', () => {
  const g = new Game({ size: 9, rules: 'japanese' });
  const black = [];
  const white = [];
  for (let y = 0; y < 9; y++) {
    black.push([4, y]);
    white.push([5, y]);
  }
  setup(g, black, white);
  g.play(1, 4); // White invades: dead
  g.play(7, 7); // Black invades: dead
  g.pass();
  g.pass();
  const s = g.score({ dead: [[1, 4], [7, 7]] });
  assert.deepEqual([s.scoring, s.black, s.white, s.result], ['territory', 37, 28, 'B+2.5']);
  assert.deepEqual(s.prisoners, { black: 1, white: 1 });
  assert.deepEqual(s.dead, [[1, 4], [7, 7]]);
  assert.equal(s.areaStones, null);
  const before = snapshot(g);
  assert.throws(() => g.score({ dead: [[0, 0]] }), { code: 'not-a-stone' });
  assert.throws(() => g.score({ dead: [[9, 0]] }), { code: 'out-of-bounds' });
  assert.throws(() => g.score({ dead: [[NaN, 0]] }), { code: 'invalid-coordinate' });
  assert.throws(() => g.score({ dead: [[1]] }), { code: 'invalid-argument' });
  assert.throws(() => g.score({ dead: 'all' }), { code: 'invalid-argument' });
  assert.throws(() => g.score(5), { code: 'invalid-argument' });
  assert.equal(snapshot(g), before);
});

test('handicap: standard points, White first, free placement', () => {
  const g = new Game({ handicap: 4 });
  assert.equal(g.turn, 'white');
  assert.equal(g.handicap, 4);
  assert.deepEqual(g.handicapStones(), [[3, 3], [15, 3], [3, 15], [15, 15]]);
  const b = g.board();
  assert.equal(b[3 * 19 + 3] + b[15 * 19 + 15], 2);
  const free = new Game({ size: 9, handicap: [[2, 2], [6, 6], [4, 4]] });
  assert.equal(free.handicap, 3);
  assert.equal(free.turn, 'white');
  assert.deepEqual(handicapPoints(9, 5), [[6, 2], [2, 6], [2, 2], [6, 6], [4, 4]]);
  assert.equal(handicapPoints(5, 2), null);
  // Rectangular boards: the standard points per axis (9 wide, 11 high: both odd).
  const rect = new Game({ width: 9, height: 11, handicap: 9 });
  assert.equal(rect.handicap, 9);
  assert.deepEqual(rect.handicapStones(), [[2, 2], [4, 2], [6, 2], [2, 5], [4, 5], [6, 5], [2, 8], [4, 8], [6, 8]]);
  assert.deepEqual(handicapPoints(9, 4, 11), [[6, 2], [2, 8], [2, 2], [6, 8]]);
  assert.equal(handicapPoints(10, 5, 13), null, 'a centre needs both sides odd');
  refuses(null, () => new Game({ width: 10, height: 13, handicap: 5 }), 'invalid-handicap');
  assert.deepEqual(starPoints(9, 9), [[6, 2], [2, 6], [2, 2], [6, 6], [4, 4]]);
  assert.equal(starPoints(13, 13).length, 5);
  assert.equal(starPoints(19, 19).length, 9);
  assert.equal(starPoints(8, 8).length, 4);
  assert.deepEqual(starPoints(5, 5), []);
});

test('notations: GTP and SGF coordinates', () => {
  assert.equal(toGtp(15, 3, 19), 'Q16');
  assert.equal(toGtp(8, 0, 19), 'J19');
  assert.deepEqual(fromGtp('Q16', 19), [15, 3]);
  assert.deepEqual(fromGtp('q16', 19), [15, 3]);
  assert.equal(fromGtp('pass', 19), null);
  assert.throws(() => fromGtp('I5', 19), { code: 'invalid-coordinate' });
  assert.throws(() => fromGtp('A20', 19), { code: 'invalid-coordinate' });
  assert.throws(() => toGtp(1.5, 0, 19), { code: 'invalid-coordinate' });
  assert.equal(toSgf(15, 3), 'pd');
  assert.deepEqual(fromSgf('pd'), [15, 3]);
  assert.equal(fromSgf(''), null);
  assert.throws(() => fromSgf('p'), { code: 'invalid-coordinate' });
  for (const bad of [5, null, undefined, {}]) {
    assert.throws(() => fromGtp(bad, 19), (e) => isTengenError(e) && e.code === 'invalid-coordinate');
    assert.throws(() => fromSgf(bad), (e) => isTengenError(e) && e.code === 'invalid-coordinate');
  }
  // The board's width too: Z3 is no point of a 19×19 board (the old call form is a
  // square board), but is on one 25 columns wide.
  refuses(null, () => fromGtp('Z3', 19), 'invalid-coordinate');
  assert.deepEqual(fromGtp('Z3', 19, 25), [24, 16]);
  assert.deepEqual(fromGtp('E3', 5, 9), [4, 2]);
  refuses(null, () => fromGtp('K3', 5, 9), 'invalid-coordinate');
  refuses(null, () => fromGtp('E3', 5, '9'), 'invalid-coordinate');
  // Numbers only, and a TengenError for every other value (BigInt, Symbol, no prototype).
  for (const bad of ['3', 3n, Symbol('s'), Object.create(null), null, undefined, [3], true]) {
    refuses(null, () => toGtp(bad, 3, 19), 'invalid-coordinate');
    refuses(null, () => toGtp(3, 3, bad), 'invalid-coordinate');
    refuses(null, () => toSgf(3, bad), 'invalid-coordinate');
    refuses(null, () => fromGtp('Q16', bad), 'invalid-coordinate');
    refuses(null, () => starPoints(bad, 19), 'invalid-argument');
    refuses(null, () => handicapPoints(19, bad), 'invalid-argument');
  }
});

test('playMany: a whole game in one call, all or nothing', () => {
  const g = new Game({ size: 9 });
  const moves = new Uint16Array([40, 41, 31, 65535, 49]);
  assert.equal(g.playMany(moves), 0);
  assert.equal(g.moveNumber, 5);
  const before = snapshot(g);
  assert.throws(() => g.playMany(new Uint16Array([0, 40])), (e) => e.code === 'occupied' && e.index === 1);
  assert.equal(snapshot(g), before);
  assert.throws(() => g.playMany(new Uint16Array([81])), (e) => e.code === 'out-of-bounds' && e.index === 0);
  assert.equal(snapshot(g), before);
  // Anything but a list of moves is refused with a TengenError, and the game stays
  // usable (a JavaScript error thrown inside the call would leave it locked).
  for (const bad of [null, undefined, 5, 'abc', { length: 2 }, new Float64Array([1]), [0, -1], [0.5], [70000], ['1']]) {
    assert.throws(() => g.playMany(bad), (e) => isTengenError(e) && e.code === 'invalid-argument', String(bad));
    assert.equal(snapshot(g), before);
  }
  assert.equal(g.playMany([0, 65535]), 0);
  assert.equal(g.moveNumber, 7);
});

test('playouts decide wins as the count does: Ing ties to Black, handicap compensation to White', () => {
  // 6×3, every empty point a one-point eye: every playout ends at once, with the
  // count Black 9, White 9.
  //   . X X O O .
  //   X X X O O O
  //   . X X O O .
  const black = [[1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [1, 2], [2, 2]];
  const white = [[3, 0], [4, 0], [3, 1], [4, 1], [5, 1], [3, 2], [4, 2]];
  const even = (options) => {
    const g = new Game({ width: 6, height: 3, ...options });
    const placed = JSON.stringify(g.handicapStones());
    setup(g, black.filter((p) => !placed.includes(JSON.stringify(p))), white);
    return g;
  };
  const ing = even({ rules: 'ing', komi: 0 });
  assert.equal(ing.score().winner, 'black');
  assert.deepEqual(ing.playouts(10, 1), { playouts: 10, moves: 0, blackWins: 10, whiteWins: 0 });
  const chinese = even({ rules: 'chinese', komi: 0 });
  assert.equal(chinese.score().winner, 'draw');
  assert.deepEqual(chinese.playouts(10, 1), { playouts: 10, moves: 0, blackWins: 0, whiteWins: 0 });
  // Komi −1, but two handicap stones give White 2 points: White by 1.
  const handicap = even({ rules: 'chinese', komi: -1, handicap: [[1, 0], [2, 0]] });
  assert.equal(handicap.score().result, 'W+1');
  assert.deepEqual(handicap.playouts(10, 1), { playouts: 10, moves: 0, blackWins: 0, whiteWins: 10 });
});

test('playouts and the fast area count', () => {
  const g = new Game({ size: 9 });
  const r = g.playouts(50, 1);
  assert.equal(r.playouts, 50);
  assert.ok(r.moves > 50 * 40, `${r.moves} moves`);
  assert.equal(r.blackWins + r.whiteWins, 50);
  assert.equal(g.ownership(20, 1).length, 81);
  assert.deepEqual(g.playouts(5, 7).moves, g.playouts(5, 7).moves, 'seeded');
  assert.throws(() => g.playouts(-1, 0), { code: 'invalid-argument' });
  assert.deepEqual(g.areaCounts(), [0, 0]);
  g.play(4, 4);
  assert.deepEqual(g.areaCounts(), [81, 0]);
});

test('tryPlay returns the reason instead of throwing, and changes nothing when it refuses', () => {
  const g = new Game({ size: 9, rules: 'japanese' });
  assert.equal(g.tryPlay(4, 4), null);
  assert.equal(g.board()[4 * 9 + 4], 1);
  assert.equal(g.turn, 'white');
  const before = snapshot(g);
  assert.equal(g.tryPlay(4, 4), 'occupied');
  assert.equal(g.tryPlay(9, 0), 'out-of-bounds');
  assert.equal(g.tryPlay(-1, 3), 'out-of-bounds');
  assert.equal(snapshot(g), before);
  // A ko: White takes, Black may not retake at once.
  const k = new Game({ size: 5, rules: 'japanese' });
  setup(k, [[1, 0], [0, 1], [1, 2]], [[2, 0], [3, 1], [2, 2], [1, 1]]);
  assert.equal(k.tryPlay(2, 1), null);
  const ko = snapshot(k);
  assert.equal(k.tryPlay(1, 1), 'ko');
  assert.equal(snapshot(k), ko);
  // Suicide, and the end.
  const s = new Game({ size: 5 });
  setup(s, [[1, 0], [0, 1]], []);
  assert.equal(s.tryPlay(0, 0), 'suicide');
  s.pass();
  s.pass();
  assert.equal(s.tryPlay(3, 3), 'game-over');
});

test('boardInto fills a board-sized Int8Array without allocating; board() is a fresh copy', () => {
  const g = new Game({ size: 9 });
  const out = new Int8Array(81);
  assert.equal(g.boardInto(out), out);
  assert.deepEqual(out, new Int8Array(81));
  g.play(2, 3);
  g.play(6, 6);
  assert.equal(g.boardInto(out), out);
  assert.deepEqual(out, g.board());
  assert.equal(out[3 * 9 + 2], 1);
  assert.equal(out[6 * 9 + 6], -1);
  const a = g.board();
  a[0] = 5;
  assert.equal(g.board()[0], 0, 'the returned array is the caller\'s own');
  for (const bad of [new Int8Array(80), new Int8Array(82), new Uint8Array(81), Array(81).fill(0), undefined, null, 81, {}, 1n]) {
    refuses(g, () => g.boardInto(bad), 'invalid-argument');
  }
});

test('the fast paths keep the contract: any value that is not a whole number is refused the same way', () => {
  const g = new Game({ size: 9 });
  g.play(4, 4);
  const bad = [NaN, 1.5, -0.5, Infinity, -Infinity, '3', '', null, undefined, {}, [], [1], true, 1n, Symbol('x'), Object.create(null), () => 1, new Number(3)];
  for (const v of bad) {
    for (const [x, y] of [[v, 1], [1, v], [v, v]]) {
      refuses(g, () => g.play(x, y), 'invalid-coordinate');
      refuses(g, () => g.tryPlay(x, y), 'invalid-coordinate');
      refuses(g, () => g.isLegal(x, y), 'invalid-coordinate');
      refuses(g, () => g.illegalReason(x, y), 'invalid-coordinate');
    }
  }
  // -0 is the number 0.
  assert.equal(g.isLegal(-0, 0), true);
  assert.deepEqual(g.play(-0, 0), { captured: [] });
  // The refusals play throws are the documented ones, messages and superko fields included.
  assert.throws(() => g.play(4, 4), (e) => isTengenError(e) && e.code === 'occupied' && /E5 is occupied/.test(e.message));
});

test('play returns the captured stones row by row, and board() follows every kind of change', () => {
  // Random games with captures, undos, passes and refused moves: after each step the
  // board (kept up to date move by move) equals one replayed from the record.
  let seed = 99;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (const size of [5, 9]) {
    const g = new Game({ size, rules: 'tromp-taylor' });
    const out = new Int8Array(size * size);
    for (let step = 0; step < 1500; step++) {
      const r = rand(100);
      if (r < 3) g.undo();
      else if (r < 4) g.undoTo(Math.max(0, g.moveNumber - rand(4)));
      else if (r < 6 && !g.isOver) g.pass();
      else if (g.isOver) g.resume() || g.undo();
      else {
        const x = rand(size);
        const y = rand(size);
        const before = g.board();
        const why = g.illegalReason(x, y);
        if (why !== null) {
          assert.equal(g.tryPlay(x, y), why);
          continue;
        }
        const { captured } = g.play(x, y);
        const sorted = [...captured].sort((a, b) => a[1] - b[1] || a[0] - b[0]);
        assert.deepEqual(captured, sorted, 'row by row');
        // The removed stones: the opponent's, or (a suicide, allowed here) the
        // mover's own chain, the new stone included.
        for (const [cx, cy] of captured) assert.ok(before[cy * size + cx] !== 0 || (cx === x && cy === y));
      }
      const replay = new Game({ size, rules: 'tromp-taylor' });
      for (const m of g.moves()) {
        if (replay.isOver) replay.resume();
        if (m.point) replay.play(...m.point);
        else replay.pass();
      }
      assert.deepEqual(g.board(), replay.board(), `step ${step}`);
      assert.deepEqual(g.boardInto(out), replay.board());
      replay.free();
      if (step % 10 === 0) {
        // Every point, as a hover or a search asks (after a few questions the answers
        // come from a legal-move map kept for the position): the same as the checked
        // methods, one point at a time, and as legalMoves().
        const legal = g.legalMoves();
        for (let y = 0; y < size; y++) {
          for (let x = 0; x < size; x++) {
            const why = g.illegalReason(x, y);
            assert.equal(why, g.explainIllegal(x, y)?.code ?? null, `step ${step} (${x}, ${y})`);
            assert.equal(g.isLegal(x, y), why === null);
            assert.equal(legal[y * size + x], why === null ? 1 : 0);
          }
        }
      }
    }
  }
});

test('no panic reaches JavaScript: random calls with odd arguments keep the module alive', () => {
  const odd = [0, 1, -1, 2.5, NaN, Infinity, -Infinity, 1e300, '', 'x', null, undefined, {}, [], true, 18, 19, 24, 25, 65535];
  let seed = 12345;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (const size of [2, 3, 9, 19, 25]) {
    const g = new Game({ size });
    for (let i = 0; i < 3000; i++) {
      const a = odd[rand(odd.length)];
      const b = odd[rand(odd.length)];
      const x = rand(size + 2) - 1;
      const y = rand(size + 2) - 1;
      const calls = [
        () => g.play(x, y),
        () => g.play(a, b),
        () => g.isLegal(a, y),
        () => g.illegalReason(x, b),
        () => g.tryPlay(a, y),
        () => g.tryPlay(x, y),
        () => g.boardInto(rand(2) ? new Int8Array(size * size) : a),
        () => g.chainAt(x, y),
        () => g.score({ dead: [[x, y]] }),
        () => g.pass(),
        () => g.undo(),
        () => g.resume(),
        () => g.undoTo(a),
        () => g.resign(a),
        () => g.legalMoves(),
        () => g.playMany(new Uint16Array([rand(size * size + 3), rand(70000)])),
        () => g.playMany(a),
        () => g.playMany([a, b]),
        () => g.score(a),
        () => g.score({ dead: a }),
        () => g.score({ dead: [a, b] }),
        () => g.explainIllegal(a, b),
        () => g.chainAt(a, b),
        () => g.playouts(a, b),
        () => g.ownership(rand(3) ? 2 : a, b),
        () => g.guessDead(rand(3) ? { playouts: 2, seed: b } : a),
        () => fromGtp(a, b),
        () => fromSgf(a),
        () => toGtp(a, b, size),
        () => toSgf(a, b),
        () => starPoints(a, b),
        () => handicapPoints(a, b),
        () => new Game(a).free(),
        () => new Game({ size: a, handicap: b }).free(),
      ];
      try {
        calls[rand(calls.length)]();
      } catch (e) {
        assert.equal(e.name, 'TengenError', `${e}`);
        assert.equal(typeof e.code, 'string');
      }
    }
    // The game and the module still work (a JavaScript error thrown inside a call
    // would have left the game locked against every later call).
    assert.equal(g.board().length, size * size);
    const fresh = new Game({ size });
    fresh.play(0, 0);
    assert.equal(fresh.board()[0], 1);
  }
});
