// Repetition under simple ko, from JavaScript (docs/rules.md, "Repetition under simple
// ko"): `game.repetition`, `game.endNoResult()` and the option `repetitionLimit`.
// Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, presetRules, isTengenError } from 'tengen';
import { playStones, tripleKoStones } from './helpers.mjs';

/**
 * Three kos on 9×9 (rows 0–2, 3–5, 6–8): Black takes the first and the third, White
 * the second, round and round. Returns the game with Black to move and the cycle.
 */
function tripleKo(options) {
  const game = new Game({ size: 9, rules: 'japanese', ...options });
  const { black, white } = tripleKoStones();
  playStones(game, black, white);
  if (game.turn !== 'black') game.pass();
  const cycle = [[2, 1], [1, 4], [2, 7], [1, 1], [2, 4], [1, 7]];
  return { game, cycle };
}

test('a triple ko played round twice ends with no result, not at the first repetition', () => {
  const { game, cycle } = tripleKo();
  const start = game.moveNumber;
  assert.equal(game.repetition, null);
  for (const m of cycle) game.play(...m);
  assert.deepEqual(game.repetition, { repeatsMove: start, count: 2 });
  assert.equal(game.isOver, false, 'a single repetition does not end the game');
  for (const m of cycle) game.play(...m);
  assert.deepEqual(game.repetition, { repeatsMove: start, count: 3 });
  assert.equal(game.isOver, true);
  assert.equal(game.endReason, 'cycle');
  assert.equal(game.result, 'Void');
  assert.ok(game.undo());
  assert.equal(game.isOver, false);
  assert.equal(game.repetition.count, 2);
});

test('a player who leaves the cycle plays on', () => {
  const { game, cycle } = tripleKo();
  for (const m of cycle) game.play(...m);
  game.play(...cycle[0]);
  game.play(6, 6); // White answers elsewhere instead of retaking
  assert.equal(game.repetition, null);
  assert.equal(game.isOver, false);
});

test('endNoResult: the players agree on no result while a position repeats', () => {
  const { game, cycle } = tripleKo();
  for (const m of cycle.slice(0, 5)) game.play(...m);
  assert.equal(game.endNoResult(), false, 'no repetition yet');
  assert.equal(game.isOver, false);
  game.play(...cycle[5]);
  assert.equal(game.endNoResult(), true);
  assert.equal(game.endReason, 'cycle');
  assert.equal(game.result, 'Void');
  assert.equal(game.endNoResult(), false, 'already over');
  assert.ok(game.undo());
  assert.equal(game.isOver, false);
});

test('repetitionLimit: an option, read back in rules and presetRules', () => {
  assert.equal(presetRules('japanese').repetitionLimit, 3);
  assert.equal(new Game({ rules: 'korean' }).rules.repetitionLimit, 3);
  const { game, cycle } = tripleKo({ repetitionLimit: 2 });
  assert.equal(game.rules.repetitionLimit, 2);
  for (const m of cycle) game.play(...m);
  assert.equal(game.endReason, 'cycle', 'limit 2 ends at the first repetition');
  for (const bad of [1, 0, 2.5, '3', 1001, NaN, null]) {
    assert.throws(
      () => new Game({ rules: 'japanese', repetitionLimit: bad }),
      (e) => isTengenError(e) && e.code === 'invalid-options' && /repetitionLimit/.test(e.message),
      String(bad),
    );
  }
});
