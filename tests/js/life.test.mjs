// Dead stones and ownership through the package, as users call them:
// `game.guessDead(options?)` and `game.ownership(options?)` with `{ playouts, seed }`.
// The method itself is tested natively (src/life/, tests/seki.rs, tests/dead_stones.rs);
// these tests pin down the JavaScript surface. Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from 'tengen';

/** A game with the stones of `rows` ('X' Black, 'O' White), played in turn. */
function position(rows, options = {}) {
  const g = new Game({ width: rows[0].length, height: rows.length, ...options });
  const black = [];
  const white = [];
  rows.forEach((row, y) => [...row].forEach((c, x) => (c === 'X' ? black : c === 'O' ? white : []).push([x, y])));
  while (black.length || white.length) {
    const next = g.turn === 'black' ? black.shift() : white.shift();
    if (next) g.play(...next);
    else g.pass();
  }
  return g;
}

/** Black's wall at x = 3, White's at x = 4, a White stone in Black's area, a Black one in White's. */
const invaders = [
  '...XO....',
  '...XO....',
  '...XO....',
  '...XO....',
  '.O.XO....',
  '...XO....',
  '...XO....',
  '...XO..X.',
  '...XO....',
];

test('guessDead proposes the lone invaders, not the walls', () => {
  const g = position(invaders);
  assert.deepEqual(g.guessDead(), [[1, 4], [7, 7]]);
  assert.deepEqual(g.guessDead({ playouts: 20, seed: 3 }), [[1, 4], [7, 7]]);
  const s = g.score({ dead: g.guessDead() });
  assert.deepEqual([s.black, s.white], [36, 45], 'the areas with the invaders taken off');
});

test('equal options give equal answers', () => {
  const g = position(invaders);
  g.undo();
  g.undo(); // mid-game: the invaders not yet played
  g.play(6, 2);
  for (const seed of [0, 1, 2 ** 40]) {
    assert.deepEqual(g.ownership({ seed, playouts: 30 }), g.ownership({ seed, playouts: 30 }));
  }
});

test('ownership is a Float32Array of the board, Black positive, usable mid-game', () => {
  const g = position(invaders);
  const own = g.ownership();
  assert.ok(own instanceof Float32Array);
  assert.equal(own.length, 81);
  assert.ok(own.every((v) => v >= -1 && v <= 1));
  // Walls without eyes: the playouts sometimes lose one, so the margins are soft.
  assert.ok(own[0] > 0.25 && own[8] < -0.25, `${own[0]} ${own[8]}`);
  assert.ok(own[4 * 9 + 1] > 0.25, 'the dead White stone\'s point is Black\'s');
  // Rectangular boards are row-major, width × height.
  const r = new Game({ width: 7, height: 5 });
  r.play(3, 2);
  const o = r.ownership({ playouts: 10 });
  assert.equal(o.length, 35);
  // A fresh game: a light estimate, nothing certain.
  const empty = new Game({ size: 9 }).ownership({ playouts: 10 });
  assert.ok(empty.every((v) => Math.abs(v) < 1));
});

test('an unconditionally alive group is never proposed, even with one playout', () => {
  // Black's corner group has two eyes; White has nothing else on the board.
  const g = position(['.X.XO....', 'XXXXO....', 'OOOOO....', '.........', '.........', '.........', '.........', '.........', '.........']);
  for (let seed = 0; seed < 20; seed++) {
    const dead = g.guessDead({ playouts: 1, seed });
    assert.ok(!dead.some(([x, y]) => y === 0 && x < 4), JSON.stringify(dead));
  }
});

test('seki: both groups alive, the shared liberties nobody\'s', () => {
  const rows = [
    '.XXO.XO.O',
    'XXXO.XOOO',
    '.XXOOXO.O',
    'XXXXXOOOO',
    '....XO...',
    '....XO...',
    '....XO...',
    '....XO...',
    '....XO...',
  ];
  const g = position(rows, { rules: 'japanese', komi: 0 });
  assert.deepEqual(g.guessDead(), []);
  const own = g.ownership();
  assert.ok(Math.abs(own[4]) < 0.5 && Math.abs(own[9 + 4]) < 0.5, `${own[4]} ${own[13]}`);
  const s = g.score({ dead: [] });
  assert.deepEqual(s.seki, [[4, 0], [4, 1]]);
  assert.deepEqual(s.dame, []);
});

test('bad options are refused with invalid-argument', () => {
  const g = position(invaders);
  for (const bad of [
    { playouts: 0 },
    { playouts: -1 },
    { playouts: 2.5 },
    { playouts: 1e6 },
    { playouts: '10' },
    { playouts: NaN },
    { seed: -1 },
    { seed: 0.5 },
    { seed: 2 ** 60 },
    'many',
    [10],
    true,
  ]) {
    for (const call of [() => g.guessDead(bad), () => g.ownership(bad)]) {
      assert.throws(call, (e) => e.name === 'TengenError' && e.code === 'invalid-argument', JSON.stringify(bad));
    }
  }
  // Absent options, and absent fields, take the defaults.
  assert.deepEqual(g.guessDead(undefined), g.guessDead(null));
  assert.deepEqual(g.guessDead({}), g.guessDead());
  // A number is the playouts, as ownership(playouts) took them before.
  assert.deepEqual(g.ownership(20), g.ownership({ playouts: 20 }));
});
