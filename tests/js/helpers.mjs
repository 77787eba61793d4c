// Positions and checks shared by the package tests.
import assert from 'node:assert/strict';
import { Game, GameTree, isTengenError } from 'tengen';

/** Plays black and white stones in turn, passing for the side that has run out. */
export function playStones(game, black, white) {
  const b = [...black];
  const w = [...white];
  while (b.length || w.length) {
    const next = game.turn === 'black' ? b.shift() : w.shift();
    if (next) game.play(...next);
    else game.pass();
  }
}

/**
 * The points `bot` chooses in up to `count` moves of a game played out from `game`, each
 * played (a pass as null), as JSON; frees the bot and the game. Two runs with the same
 * seed and budget give the same string.
 */
export function selfPlay(game, bot, count) {
  const moves = [];
  for (let i = 0; i < count && !game.isOver; i++) {
    const m = bot.genmove(game);
    moves.push(m.point);
    if (m.point) game.play(...m.point);
    else game.pass();
  }
  bot.free();
  game.free();
  return JSON.stringify(moves);
}

/**
 * Three kos on 9×9 (rows 0–2, 3–5, 6–8), as lists of stones to play in turn: Black
 * has taken the first and the third ko, White the second.
 */
export function tripleKoStones() {
  const black = [];
  const white = [];
  for (const top of [0, 3, 6]) {
    black.push([1, top], [0, top + 1], [1, top + 2]);
    white.push([2, top], [3, top + 1], [2, top + 2]);
  }
  white.push([1, 1]);
  black.push([2, 4]);
  white.push([1, 7]);
  return { black, white };
}

/**
 * Everything observable about a game or a game tree, to check that a refused call
 * changed nothing.
 */
export function snapshot(g) {
  // A GameTree of the core module, or of the full one (tengen/full: its own class, whose
  // trees alone have a node count).
  if (g instanceof GameTree || typeof g.nodeCount === 'number') {
    const game = g.game;
    const position = snapshot(game);
    game.free();
    return JSON.stringify({ sgf: g.toSgf(), path: g.path, moveNumber: g.moveNumber, nodeCount: g.nodeCount, node: g.node, problems: g.problems, position });
  }
  return JSON.stringify({
    board: Array.from(g.board()),
    turn: g.turn,
    captures: g.captures,
    moveNumber: g.moveNumber,
    isOver: g.isOver,
    result: g.result,
    ko: g.koPoint(),
    legal: Array.from(g.legalMoves()),
    moves: g.moves(),
    last: g.lastMoveTerms(),
  });
}

/**
 * Asserts that `fn` throws a TengenError with `code` and leaves `game` (a game or a game
 * tree, if given) unchanged; returns the error.
 */
export function refuses(game, fn, code) {
  const before = game ? snapshot(game) : null;
  let error;
  assert.throws(fn, (e) => {
    error = e;
    assert.ok(e instanceof Error, `an Error object, not ${e}`);
    assert.ok(isTengenError(e), `a TengenError, not ${e}`);
    assert.equal(e.name, 'TengenError');
    assert.equal(e.code, code, e.message);
    assert.ok(e.message.length > 10, 'a message in words');
    return true;
  });
  if (game) assert.equal(snapshot(game), before, 'a refused call changes nothing');
  return error;
}

/** Asserts that `promise` rejects with a TengenError of `code`, its message in words. */
export async function rejects(promise, code) {
  await assert.rejects(promise, (e) => {
    assert.ok(isTengenError(e), `a TengenError, not ${e}`);
    assert.equal(e.code, code, e.message);
    assert.ok(e.message.length > 10, 'a message in words');
    return true;
  });
}

/**
 * A finished 9×9 game for the dead-stone guess: Black's wall on column 4, White's on
 * column 5, a white stone at (1, 1) in Black's area and a black one at (7, 7) in
 * White's; both passed. The two lone stones are dead, the walls alive.
 */
export function walls() {
  const g = new Game({ size: 9 });
  const black = [];
  const white = [];
  for (let y = 0; y < 9; y++) {
    black.push([3, y]);
    white.push([5, y]);
  }
  black.push([7, 7]);
  white.push([1, 1]);
  while (black.length) {
    g.play(...black.shift());
    if (white.length) g.play(...white.shift());
  }
  g.pass();
  g.pass();
  return g;
}
