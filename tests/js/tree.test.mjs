// GameTree, the SGF record with variations, as users import it from the package.
// Run: node scripts/build-pkg.mjs && node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { Game, GameTree, isTengenError } from 'tengen';
import { refuses } from './helpers.mjs';

const sample = (name) => new Uint8Array(fs.readFileSync(new URL(`../sgf/${name}`, import.meta.url)));

test('reads a record: information, moves, variations, comments', () => {
  const tree = GameTree.fromSgf('(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[黑]PW[白]RE[黒3.5目勝ち]C[hello]MULTIGOGM[1];B[ee]C[first](;W[cc];B[gg])(;W[gc]))');
  const info = tree.info;
  assert.equal(info.width, 9);
  assert.equal(info.height, 9);
  assert.equal(info.komi, 6.5);
  assert.equal(info.rules, 'japanese');
  assert.equal(info.black, '黑');
  assert.equal(info.result, 'B+3.5');
  assert.equal(info.resultText, '黒3.5目勝ち');
  assert.equal(info.comment, 'hello');
  assert.deepEqual(info.properties.MULTIGOGM, ['1']);
  assert.deepEqual(Object.keys(info.properties).slice(0, 3), ['GM', 'FF', 'CA']);
  assert.equal(tree.nodeCount, 5);
  assert.equal(tree.node.move, null);
  assert.equal(tree.next(), true);
  assert.deepEqual(tree.node.move, { color: 'black', point: [4, 4] });
  assert.equal(tree.node.comment, 'first');
  assert.deepEqual(tree.children(), [
    { color: 'white', point: [2, 2], comment: null },
    { color: 'white', point: [6, 2], comment: null },
  ]);
  assert.equal(tree.last(), true);
  assert.deepEqual(tree.path, [0, 0, 0]);
  assert.equal(tree.moveNumber, 3);
  assert.equal(tree.next(), false);
  assert.equal(tree.goTo([0, 1]), true);
  assert.deepEqual(tree.node.move, { color: 'white', point: [6, 2] });
  assert.equal(tree.goTo([0, 5]), false);
  assert.deepEqual(tree.path, [0, 1]);
  assert.equal(tree.previous(), true);
  assert.equal(tree.first(), true);
  assert.equal(tree.first(), false);
  assert.equal(tree.previous(), false);
});

test('tree.game is the package Game at the node', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.last();
  const game = tree.game;
  assert.ok(game instanceof Game);
  assert.equal(game.moveNumber, 2);
  assert.equal(game.turn, 'black');
  assert.equal(game.board()[4 * 9 + 4], 1);
  assert.equal(game.board()[2 * 9 + 2], -1);
  game.play(0, 0);
  assert.equal(tree.game.moveNumber, 2, 'a copy: playing on it changes nothing in the tree');
});

test('setup, markup and annotations of a node', () => {
  const tree = GameTree.fromSgf('(;SZ[9];AB[aa:ab]AW[ia]AE[]PL[W]TR[ee]SQ[ff]CR[gg]MA[hh]LB[cc:A][dd:1]AR[aa:bb]LN[cc:dd]TE[1]N[joseki])');
  tree.next();
  const n = tree.node;
  assert.deepEqual(n.setup, { black: [[0, 0], [0, 1]], white: [[8, 0]], empty: [], toMove: 'white' });
  assert.deepEqual(n.markup.triangle, [[4, 4]]);
  assert.deepEqual(n.markup.square, [[5, 5]]);
  assert.deepEqual(n.markup.circle, [[6, 6]]);
  assert.deepEqual(n.markup.cross, [[7, 7]]);
  assert.deepEqual(n.markup.labels, [{ point: [2, 2], text: 'A' }, { point: [3, 3], text: '1' }]);
  assert.deepEqual(n.markup.arrows, [{ from: [0, 0], to: [1, 1] }]);
  assert.deepEqual(n.markup.lines, [{ from: [2, 2], to: [3, 3] }]);
  assert.equal(n.annotation, 'good');
  assert.equal(n.name, 'joseki');
  assert.equal(n.illegal, false);
  assert.equal(tree.game.turn, 'white');
});

test('samples in legacy charsets arrive as bytes', () => {
  const multigo = GameTree.fromSgf(sample('multigo.sgf'));
  assert.equal(multigo.info.black, '古力');
  assert.equal(multigo.info.place, '江西廬山');
  assert.equal(multigo.info.result, 'W+3.5');
  const sjis = GameTree.fromSgf(sample('sjis.sgf'));
  assert.equal(sjis.info.event, '第70期本因坊戦');
  assert.equal(sjis.info.result, 'B+3.5');
  const korean = GameTree.fromSgf(sample('euckr.sgf'));
  assert.equal(korean.info.white, '박정환');
  assert.equal(korean.info.result, 'W+R');
  const fox = GameTree.fromSgf(sample('fox.sgf'));
  assert.equal(fox.info.komi, 7.5);
  assert.equal(fox.info.black, '星空下的围棋少\uFFFD');
  // A short record declaring UTF-8 with a name cut inside a character: UTF-8 still
  // (TextDecoder puts U+FFFD for the cut bytes), and the rest of its line is read.
  const yuanyu = GameTree.fromSgf(sample('yuanyu.sgf'));
  assert.equal(yuanyu.info.black, '王立诚\uFFFD');
  assert.equal(yuanyu.info.white, '赵善');
  assert.equal(yuanyu.info.blackRank, '9段');
  assert.equal(yuanyu.info.komi, 7.5);
  const kgs = GameTree.fromSgf(sample('kgs.sgf'));
  assert.equal(kgs.info.handicap, 3);
  assert.equal(kgs.game.handicap, 3);
});

test('a collection', () => {
  const all = GameTree.fromSgfCollection(sample('collection.sgf'));
  assert.equal(all.length, 3);
  assert.ok(all.every((t) => t instanceof GameTree));
  assert.deepEqual(all.map((t) => t.info.name), ['Problem set: game 1', 'Problem set: game 2', 'Problem set: game 3']);
});

test('play adds a variation, or follows the one there; illegal moves are refused', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[ee];W[cc])');
  tree.next();
  tree.play(2, 2);
  assert.deepEqual(tree.path, [0, 0]);
  assert.equal(tree.nodeCount, 3);
  tree.previous();
  tree.play(6, 6);
  assert.deepEqual(tree.path, [0, 1]);
  assert.equal(tree.nodeCount, 4);
  const e = refuses(tree, () => tree.play(4, 4), 'occupied');
  assert.match(e.message, /occupied/);
  refuses(tree, () => tree.play(9, 9), 'out-of-bounds');
  refuses(tree, () => tree.play('a', 1), 'invalid-coordinate');
  assert.equal(tree.nodeCount, 4);
  assert.deepEqual(tree.path, [0, 1]);
  tree.pass();
  assert.deepEqual(tree.node.move, { color: 'black', point: null });
  tree.promote();
  assert.deepEqual(tree.path, [0, 0, 0]);
  tree.setComment('<b>bold?</b>');
  assert.equal(tree.node.comment, '<b>bold?</b>');
  assert.equal(tree.deleteNode(), true);
  assert.equal(tree.nodeCount, 4);
  tree.first();
  assert.equal(tree.deleteNode(), false);
  refuses(tree, () => tree.setComment(5), 'invalid-argument');
  refuses(tree, () => tree.next(-1), 'invalid-argument');
  refuses(tree, () => tree.goTo('0,1'), 'invalid-argument');
  refuses(tree, () => tree.goTo([0, 1.5]), 'invalid-argument');
  refuses(tree, () => tree.goTo([Symbol('x')]), 'invalid-argument');
  refuses(tree, () => tree.goTo([1n]), 'invalid-argument');
  refuses(tree, () => tree.goTo([{}]), 'invalid-argument');
});

test('a new record, written as FF[4] and read back the same', () => {
  const tree = new GameTree({ size: 9, rules: 'japanese', komi: 6.5, handicap: 2 });
  assert.equal(tree.info.handicap, 2);
  tree.play(4, 4);
  tree.play(2, 2);
  tree.previous();
  tree.play(6, 6);
  tree.setComment('a variation');
  const text = tree.toSgf();
  assert.match(text, /^\(;GM\[1\]FF\[4\]CA\[UTF-8\]SZ\[9\]KM\[6\.5\]RU\[Japanese\]HA\[2\]AB\[gc\]\[cg\]/);
  const back = GameTree.fromSgf(text);
  assert.equal(back.toSgf(), text);
  assert.equal(back.nodeCount, 4);
  back.goTo([0, 1]);
  assert.equal(back.node.comment, 'a variation');
  refuses(null, () => new GameTree({ size: 30 }), 'invalid-size');
});

test('every sample makes the round trip', () => {
  for (const name of fs.readdirSync(new URL('../sgf/', import.meta.url)).filter((n) => n.endsWith('.sgf'))) {
    for (const tree of GameTree.fromSgfCollection(sample(name))) {
      const text = tree.toSgf();
      const back = GameTree.fromSgf(text);
      assert.equal(back.toSgf(), text, name);
      assert.equal(back.nodeCount, tree.nodeCount, name);
      tree.last();
      back.last();
      assert.deepEqual(back.game.board(), tree.game.board(), name);
      assert.deepEqual(back.info, tree.info, name);
    }
  }
});

test('strict by default: illegal moves, bad points, sizes, syntax', () => {
  let e = refuses(null, () => GameTree.fromSgf('(;SZ[9];B[aa](;W[bb])(;W[cc];B[cc]))'), 'sgf-illegal-move');
  assert.equal(e.moveNumber, 3);
  assert.deepEqual(e.path, [0, 1, 0]);
  assert.equal(e.reason, 'occupied');
  e = refuses(null, () => GameTree.fromSgf('(;SZ[9];B[jj])'), 'sgf-point');
  assert.equal(e.moveNumber, 1);
  refuses(null, () => GameTree.fromSgf('(;SZ[0])'), 'sgf-board-size');
  refuses(null, () => GameTree.fromSgf('(;SZ[53])'), 'sgf-board-size');
  e = refuses(null, () => GameTree.fromSgf('(;SZ[30])'), 'sgf-board-size');
  assert.match(e.message, /25/);
  e = refuses(null, () => GameTree.fromSgf('(;GM[1]\n;B[aa]C[never closed'), 'sgf-syntax');
  assert.equal(e.line, 2);
  assert.equal(e.column, 8);
  refuses(null, () => GameTree.fromSgf('(;B[aa]'), 'sgf-syntax');
  refuses(null, () => GameTree.fromSgf('hello'), 'sgf-not-sgf');
  refuses(null, () => GameTree.fromSgf(''), 'sgf-not-sgf');
  refuses(null, () => GameTree.fromSgf(42), 'invalid-argument');
  refuses(null, () => GameTree.fromSgf('(;B[aa])', { illegal: 'maybe' }), 'invalid-options');
});

test('{ illegal: "keep" } loads the record and lists every problem', () => {
  const tree = GameTree.fromSgf('(;SZ[9];B[aa];W[aa];B[bb];W[zz];B[cc])', { illegal: 'keep' });
  assert.deepEqual(
    tree.problems.map((p) => [p.code, p.moveNumber, p.reason, p.path]),
    [
      ['sgf-illegal-move', 2, 'occupied', [0, 0]],
      ['sgf-point', 4, null, [0, 0, 0, 0]],
    ],
  );
  tree.goTo([0, 0]);
  assert.equal(tree.node.illegal, true);
  assert.equal(tree.game.board()[0], -1);
  const lenient = GameTree.fromSgf('(GM[1]SZ[9];B[aa])');
  assert.equal(lenient.problems[0].code, 'sgf-missing-semicolon');
});

test('hostile input: refused cleanly, or read within bounds', () => {
  // 20 MB of random bytes.
  const bytes = new Uint8Array(20 << 20);
  let s = 12345;
  for (let i = 0; i < bytes.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    bytes[i] = s >>> 24;
  }
  refuses(null, () => GameTree.fromSgf(bytes), 'sgf-not-sgf');
  // 100,000 nested variations.
  const n = 100000;
  const nested = '(;SZ[19]' + Array.from({ length: n }, (_, i) => (i % 2 ? '(;W[tt]' : '(;B[]')).join('') + ')'.repeat(n + 1);
  const deep = GameTree.fromSgf(nested);
  assert.equal(deep.nodeCount, n + 1);
  deep.last();
  assert.equal(deep.moveNumber, n);
  assert.equal(GameTree.fromSgf(deep.toSgf()).nodeCount, n + 1);
  // 1,000,000 nodes.
  const wide = GameTree.fromSgf('(;SZ[9]' + ';C[x]'.repeat(1000000) + ')');
  assert.equal(wide.nodeCount, 1000001);
  wide.free();
  // A 10 MB comment.
  const big = GameTree.fromSgf('(;SZ[9];B[ee]C[' + 'x'.repeat(10 << 20) + '])');
  big.next();
  assert.equal(big.node.comment.length, 10 << 20);
  // Garbage of every kind is a TengenError, never a crash.
  for (const text of ['(', '(;', '(;B[aa]', '(;SZ[9:x])', '(;AB[aa:zz])', '(;\u0000)', ')(;', '(;B[aa];W[aa]', '(;' + 'B'.repeat(1000)]) {
    assert.throws(() => GameTree.fromSgf(text), (e) => isTengenError(e) && /^sgf-/.test(e.code), JSON.stringify(text));
  }
  // The module still works.
  assert.equal(GameTree.fromSgf('(;SZ[9];B[ee])').nodeCount, 2);
});
