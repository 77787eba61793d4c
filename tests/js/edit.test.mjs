// GameTree's editing methods (issue 32: setSetup, setMarkup, setPlayer, setProperty,
// removeProperty, addNode), which the full module has (tengen/full, Cargo feature
// `edit`) and the core package does not. Each edit is checked through what the tree
// then shows (its node, its game) and through toSgf() and fromSgf(): the record written
// and read back is the same text with the same board. Every refusal is a TengenError
// with its code that changes nothing.
// Run: node --test tests/js/ (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GameTree as CoreTree } from 'tengen';
import { GameTree } from 'tengen/full';
import { refuses } from './helpers.mjs';

const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'pkg');
const METHODS = ['setSetup', 'setMarkup', 'setPlayer', 'setProperty', 'removeProperty', 'addNode'];

/** Written and read back, the record is the same text, with the same board and side to move at the same path. */
function roundTrips(tree) {
  const text = tree.toSgf();
  const back = GameTree.fromSgf(text);
  assert.equal(back.toSgf(), text);
  assert.equal(back.nodeCount, tree.nodeCount);
  assert.equal(back.goTo(tree.path), true);
  assert.deepEqual(back.node, tree.node);
  assert.deepEqual(back.game.board(), tree.game.board());
  assert.equal(back.game.turn, tree.game.turn);
  back.free();
}

test('the editing methods are in tengen/full, not in the core package, and declared only there', () => {
  for (const m of METHODS) {
    assert.equal(typeof GameTree.prototype[m], 'function', `full GameTree.${m}`);
    assert.equal(CoreTree.prototype[m], undefined, `core GameTree.${m}`);
  }
  const full = fs.readFileSync(path.join(pkg, 'tengen_full.d.ts'), 'utf8');
  const core = fs.readFileSync(path.join(pkg, 'tengen.d.ts'), 'utf8');
  for (const m of METHODS) {
    assert.match(full, new RegExp(`^\\s+${m}\\(`, 'm'), `tengen_full.d.ts declares ${m}`);
    assert.doesNotMatch(core, new RegExp(`\\b${m}\\b`), `tengen.d.ts does not name ${m}`);
  }
  for (const t of ['TreeSetup', 'TreeMarkup']) {
    assert.match(full, new RegExp(`interface ${t}\\b`));
    assert.doesNotMatch(core, new RegExp(`\\b${t}\\b`));
  }
});

test('addNode: a node with no move after the cursor, as its last variation, and the cursor on it', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee](;W[cc])(;W[gg]))');
  tree.next();
  tree.addNode();
  assert.deepEqual(tree.path, [0, 2]);
  assert.equal(tree.node.move, null);
  assert.equal(tree.nodeCount, 5);
  assert.equal(tree.moveNumber, 1);
  assert.equal(tree.game.turn, 'white');
  assert.deepEqual(tree.children(), []);
  // A move played on from it continues the record.
  tree.play(2, 6);
  assert.deepEqual(tree.node.move, { color: 'white', point: [2, 6] });
  assert.deepEqual(tree.path, [0, 2, 0]);
  roundTrips(tree);
  // On the root too.
  tree.first();
  tree.addNode();
  assert.deepEqual(tree.path, [1]);
  roundTrips(tree);
  tree.free();
});

test('setSetup: AB, AW, AE on a node without a move, the board follows, each list given replaces its own', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.next();
  tree.addNode();
  tree.setSetup({ black: [[0, 0], [1, 0]], white: [[8, 8]], empty: [[4, 4]] });
  assert.deepEqual(tree.node.setup, { black: [[0, 0], [1, 0]], white: [[8, 8]], empty: [[4, 4]], toMove: null });
  const board = tree.game.board();
  assert.equal(board[0], 1);
  assert.equal(board[1], 1);
  assert.equal(board[80], -1);
  assert.equal(board[4 * 9 + 4], 0, 'AE took the stone of move 1 away');
  roundTrips(tree);
  // A list given replaces its own and takes its points out of the others; those left out stay.
  tree.setSetup({ white: [[0, 0]] });
  assert.deepEqual(tree.node.setup, { black: [[1, 0]], white: [[0, 0]], empty: [[4, 4]], toMove: null });
  roundTrips(tree);
  // A point named twice counts once; an empty list removes the property.
  tree.setSetup({ black: [[2, 2], [2, 2]], empty: [] });
  assert.deepEqual(tree.node.setup, { black: [[2, 2]], white: [[0, 0]], empty: [], toMove: null });
  assert.equal(tree.node.properties.AE, undefined);
  roundTrips(tree);
  tree.setSetup({ black: [], white: [] });
  assert.equal(tree.node.setup, null);
  roundTrips(tree);
  // The root's setup: a position to start from.
  tree.first();
  tree.setSetup({ black: [[3, 3]], white: [[5, 5]] });
  assert.equal(tree.game.board()[3 * 9 + 3], 1);
  roundTrips(tree);
  // The later moves are played from it: move 2 on the point of the new stone is refused.
  refuses(tree, () => tree.setSetup({ black: [[2, 2]] }), 'sgf-illegal-setup');
  tree.free();
});

test('setSetup refusals: a capture, a later move made illegal, a node with a move, bad points and shapes', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.next();
  // FF[4] keeps setup and moves in different nodes.
  refuses(tree, () => tree.setSetup({ black: [[0, 0]] }), 'invalid-argument');
  tree.addNode();
  tree.setSetup({ black: [[1, 0], [0, 1]] });
  // White at the corner would have no liberty: a setup that captures is refused.
  const e = refuses(tree, () => tree.setSetup({ white: [[0, 0]] }), 'sgf-illegal-setup');
  assert.deepEqual(e.path, [0, 1]);
  assert.equal(typeof e.moveNumber, 'number');
  // A setup on which a later move of the record is illegal: W[cc] after Black's stone at cc.
  const t2 = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  refuses(t2, () => t2.setSetup({ black: [[2, 2]] }), 'sgf-illegal-setup');
  t2.free();
  tree.goTo([0, 1]);
  for (const bad of [
    { black: [[9, 0]] }, // off the board
    { black: [[-1, 0]] },
    { black: [[0.5, 0]] },
    { black: [[3, 3]], white: [[3, 3]] }, // in two lists
    { black: [3, 3] }, // a vertex, not a list of them
    { black: 'dd' },
    { black: [['3', '3']] },
    { white: [[1, 2, 3]] },
  ]) {
    refuses(tree, () => tree.setSetup(bad), 'invalid-argument');
  }
  for (const bad of [null, undefined, 5, 'AB', [[0, 0]]]) {
    refuses(tree, () => tree.setSetup(bad), 'invalid-argument');
  }
  tree.free();
});

test('setMarkup: every kind, replaced kind by kind, one shape on a point', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee])');
  tree.next();
  tree.setMarkup({
    circle: [[0, 0]],
    square: [[1, 0]],
    triangle: [[2, 0]],
    cross: [[3, 0]],
    label: [[4, 0, 'A'], [5, 0, '12']],
    arrow: [[[0, 8], [4, 4]]],
    line: [[[8, 0], [8, 8]]],
    dim: [[7, 7]],
    selected: [[6, 6]],
  });
  const m = tree.node.markup;
  assert.deepEqual(m.circle, [[0, 0]]);
  assert.deepEqual(m.square, [[1, 0]]);
  assert.deepEqual(m.triangle, [[2, 0]]);
  assert.deepEqual(m.cross, [[3, 0]]);
  assert.deepEqual(m.labels, [{ point: [4, 0], text: 'A' }, { point: [5, 0], text: '12' }]);
  assert.deepEqual(m.arrows, [{ from: [0, 8], to: [4, 4] }]);
  assert.deepEqual(m.lines, [{ from: [8, 0], to: [8, 8] }]);
  assert.deepEqual(tree.node.properties.DD, ['hh']);
  assert.deepEqual(tree.node.properties.SL, ['gg']);
  roundTrips(tree);
  // The kinds given are replaced; a triangle on the circle's point takes it; [] removes.
  tree.setMarkup({ triangle: [[2, 0], [0, 0]], line: [] });
  assert.deepEqual(tree.node.markup.circle, []);
  assert.deepEqual(tree.node.markup.triangle, [[2, 0], [0, 0]]);
  assert.deepEqual(tree.node.markup.lines, []);
  assert.deepEqual(tree.node.markup.square, [[1, 0]]);
  assert.equal(tree.node.properties.LN, undefined);
  roundTrips(tree);
  // Markup is not setup: on a node with a move it is fine, and the board is as it was.
  assert.deepEqual(tree.node.move, { color: 'black', point: [4, 4] });
  // A label's text as reading it back gives it (SimpleText: line breaks are spaces).
  tree.setMarkup({ label: [[1, 1, 'two\nlines']] });
  assert.deepEqual(tree.node.markup.labels, [{ point: [1, 1], text: 'two lines' }]);
  roundTrips(tree);
  tree.setMarkup({});
  roundTrips(tree);
  tree.free();
});

test('setMarkup refusals: points off the board, a point in two shapes, bad labels, arrows and lines', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee])');
  tree.next();
  tree.setMarkup({ circle: [[0, 0]], arrow: [[[0, 0], [2, 2]]] });
  for (const bad of [
    { circle: [[9, 9]] },
    { circle: [[1, 1]], cross: [[1, 1]] },
    { label: [[1, 1]] }, // no text
    { label: [[1, 1, '']] },
    { label: [[1, 1, 'A'], [1, 1, 'B']] }, // two on a point
    { label: [[1, 1, 5]] },
    { arrow: [[[1, 1], [1, 1]]] }, // to itself
    { arrow: [[[1, 1], [2, 2]], [[1, 1], [2, 2]]] }, // twice
    { line: [[[1, 1], [2, 2]], [[2, 2], [1, 1]]] }, // a line in either direction
    { arrow: [[1, 1]] },
    { line: [[[1, 1], [9, 2]]] },
    { dim: 'aa' },
    { selected: [[0]] },
  ]) {
    refuses(tree, () => tree.setMarkup(bad), 'invalid-argument');
  }
  refuses(tree, () => tree.setMarkup(null), 'invalid-argument');
  refuses(tree, () => tree.setMarkup([]), 'invalid-argument');
  tree.free();
});

test('setPlayer: PL on a node without a move, the game follows; refused on a move, and for other values', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  assert.equal(tree.game.turn, 'black');
  tree.setPlayer('white');
  assert.equal(tree.game.turn, 'white');
  assert.equal(tree.node.setup.toMove, 'white');
  assert.deepEqual(tree.node.properties.PL, ['W']);
  roundTrips(tree);
  tree.setPlayer('black');
  assert.equal(tree.game.turn, 'black');
  roundTrips(tree);
  for (const bad of ['B', 'W', 'Black', null, undefined, 1]) {
    refuses(tree, () => tree.setPlayer(bad), 'invalid-argument');
  }
  tree.next();
  refuses(tree, () => tree.setPlayer('black'), 'invalid-argument');
  tree.free();
});

test('setProperty and removeProperty: any property but those the tree computes, stored as read back', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.next();
  tree.setProperty('N', ['a\r\nname']);
  assert.equal(tree.node.name, 'a name');
  tree.setProperty('C', ['Correct\r\nwell played\u0001']);
  assert.equal(tree.node.comment, 'Correct\nwell played ');
  tree.setProperty('TE', ['1']);
  assert.equal(tree.node.annotation, 'good');
  tree.setProperty('XX', ['one', 'two']);
  assert.deepEqual(tree.node.properties.XX, ['one', 'two']);
  roundTrips(tree);
  tree.removeProperty('TE');
  assert.equal(tree.node.annotation, null);
  tree.removeProperty('XX');
  assert.equal(tree.node.properties.XX, undefined);
  tree.removeProperty('GN'); // none: nothing
  roundTrips(tree);
  // The root's: game information, and the komi the game then has.
  const nodes = tree.nodeCount;
  tree.first();
  tree.setProperty('PB', ['Black']);
  assert.equal(tree.info.black, 'Black');
  tree.setProperty('KM', ['0.5']);
  assert.equal(tree.info.komi, 0.5);
  assert.equal(tree.game.komi, 0.5);
  assert.equal(tree.nodeCount, nodes);
  roundTrips(tree);
  tree.removeProperty('PB');
  assert.equal(tree.info.black, null);
  roundTrips(tree);
  // PL through setProperty is checked as setPlayer is.
  tree.setProperty('PL', ['W']);
  assert.equal(tree.game.turn, 'white');
  tree.removeProperty('PL');
  assert.equal(tree.game.turn, 'black');
  tree.free();
});

test('setProperty and removeProperty refusals: B W AB AW AE SZ, bad identifiers, bad values', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.next();
  for (const id of ['B', 'W', 'AB', 'AW', 'AE', 'SZ', 'GM', 'FF', 'CA']) {
    const e = refuses(tree, () => tree.setProperty(id, ['aa']), 'invalid-argument');
    assert.match(e.message, new RegExp(`\\b${id}\\b`));
    refuses(tree, () => tree.removeProperty(id), 'invalid-argument');
  }
  for (const id of ['b', '', 'TOOLONG', 'C1', 5, null, undefined, ['C']]) {
    refuses(tree, () => tree.setProperty(id, ['x']), 'invalid-argument');
    refuses(tree, () => tree.removeProperty(id), 'invalid-argument');
  }
  for (const values of ['x', [], [1], [null], null, undefined, { 0: 'x' }]) {
    refuses(tree, () => tree.setProperty('C', values), 'invalid-argument');
  }
  tree.free();
});

test('a freed tree refuses every editing method with freed', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee])');
  tree.free();
  refuses(null, () => tree.addNode(), 'freed');
  refuses(null, () => tree.setSetup({ black: [[0, 0]] }), 'freed');
  refuses(null, () => tree.setMarkup({}), 'freed');
  refuses(null, () => tree.setPlayer('black'), 'freed');
  refuses(null, () => tree.setProperty('C', ['x']), 'freed');
  refuses(null, () => tree.removeProperty('C'), 'freed');
});

test('a session of edits, written and read back, is the record edited; a refused edit among them changes nothing', () => {
  const tree = new GameTree({ size: 9 });
  tree.setProperty('GN', ['Problem 1']);
  tree.setSetup({ black: [[2, 2], [3, 2], [4, 3]], white: [[2, 3], [3, 3]] });
  tree.setPlayer('black');
  tree.setProperty('C', ['Black to play']);
  tree.play(4, 2);
  tree.setMarkup({ triangle: [[4, 2]] });
  tree.previous();
  tree.play(1, 3);
  tree.setProperty('C', ['Wrong']);
  tree.first();
  tree.next(0);
  tree.play(2, 4);
  tree.setProperty('C', ['Correct']);
  tree.setMarkup({ label: [[3, 4, 'a']], arrow: [[[2, 4], [3, 4]]] });
  tree.addNode();
  tree.setSetup({ empty: [[2, 3], [3, 3]] });
  refuses(tree, () => tree.setProperty('B', ['aa']), 'invalid-argument');
  refuses(tree, () => tree.setSetup({ black: [[0, 0]], white: [[1, 0], [0, 1]] }), 'sgf-illegal-setup');
  const text = tree.toSgf();
  const back = GameTree.fromSgf(text);
  assert.equal(back.toSgf(), text);
  assert.equal(back.nodeCount, tree.nodeCount);
  assert.equal(back.info.name, 'Problem 1');
  // Two answers at the root, the right one followed by White's reply and a setup node.
  assert.deepEqual(back.children().map((c) => c.point), [[4, 2], [1, 3]]);
  back.next(0);
  back.next(0);
  assert.deepEqual(back.node.markup.labels, [{ point: [3, 4], text: 'a' }]);
  assert.equal(back.node.comment, 'Correct');
  back.goTo(tree.path);
  assert.deepEqual(back.node, tree.node);
  assert.deepEqual(back.game.board(), tree.game.board());
  back.free();
  tree.free();
});

