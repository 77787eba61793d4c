// KataGo's networks from JavaScript: `Net` (the full module, tengen/full), read by
// `Net.load` from the package's built-in b6c96 file or from bytes, and its evaluations
// checked against KataGo's own (tests/net/katago_raw_nn.txt, the fixtures the native
// test tests/net_fixtures.rs reads; tests/net/README.md says how KataGo made them),
// with the same tolerances, here in the wasm module with its SIMD convolutions.
// Run: node --test tests/js/ (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { Game, Net, loadFull, isTengenError } from 'tengen';
import { snapshot } from './helpers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (rel) => fs.readFileSync(path.join(root, rel), 'utf8');
const MODEL = path.join(root, 'npm', 'nets', 'b6c96.bin.gz');

/** tengen's rules for KataGo's rule-set names (docs/rules.md, "KataGo's rules"). */
const RULES = { 'chinese-ogs': 'chinese', japanese: 'japanese', 'tromp-taylor': 'tromp-taylor', aga: 'aga', 'new-zealand': 'new-zealand', korean: 'korean' };
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A GTP vertex (`D4`) as [x, y], y counted from the top. */
function vertex(text, height) {
  return [COLUMNS.indexOf(text[0]), height - Number(text.slice(1))];
}

/** The positions of tests/net/positions.txt that KataGo evaluated, as games of `G`. */
function positions(G) {
  const out = new Map();
  let p;
  for (const line of read('tests/net/positions.txt').split('\n')) {
    const [key, ...rest] = line.trim().split(/\s+/);
    if (key === 'position') p = { name: rest[0], moves: [], handicap: [], nn: [] };
    else if (key === 'board') [p.width, p.height] = rest.map(Number);
    else if (key === 'rules') p.rules = RULES[rest[0]];
    else if (key === 'komi') p.komi = Number(rest[0]);
    else if (key === 'handicap') p.handicap = rest;
    else if (key === 'moves') p.moves = rest;
    else if (key === 'setup' || key === 'tomove') p.other = true;
    else if (key === 'nn') p.nn = rest.map(Number);
    else if (key === 'end' && p.nn.length && !p.other) out.set(p.name, p);
  }
  const game = (p) => {
    const g = new G({ width: p.width, height: p.height, rules: p.rules, komi: p.komi, ...(p.handicap.length ? { handicap: p.handicap.map((v) => vertex(v, p.height)) } : {}) });
    for (let i = 0; i < p.moves.length; i += 2) {
      // Play on after the end, as KataGo does.
      if (g.isOver) g.resume();
      assert.equal(g.turn, p.moves[i] === 'B' ? 'black' : 'white', `${p.name}: move out of turn`);
      if (p.moves[i + 1] === 'pass') g.pass();
      else g.play(...vertex(p.moves[i + 1], p.height));
    }
    return g;
  };
  return { list: [...out.values()], game };
}

/** KataGo's answers, for the side to move (ownership: Black's), as the native test reads them. */
function answers(toMove) {
  const out = [];
  const text = read('tests/net/katago_raw_nn.txt').split('\n');
  for (let i = 0; i < text.length; i++) {
    if (!text[i].startsWith('position ')) continue;
    const a = { name: text[i].slice(9), policy: [], ownership: [] };
    let section = '';
    for (i++; text[i] !== 'end'; i++) {
      const [first, ...rest] = text[i].trim().split(/\s+/);
      if (first === 'policy' || first === 'whiteOwnership') section = first;
      else if (first === 'policyPass') (a.policy.push(Number(rest[0])), (section = ''));
      else if (/^(-?[\d.]+|NAN)$/.test(first)) {
        const values = [first, ...rest].map((v) => (v === 'NAN' ? 0 : Number(v)));
        if (section === 'policy') a.policy.push(...values);
        else a.ownership.push(...values.map((v) => -v));
      } else a[first] = Number(rest[0]);
    }
    out.push(a);
  }
  return out.map((a) => {
    const white = toMove(a.name) === 'white';
    return {
      name: a.name,
      symmetry: a.symmetry,
      policy: a.policy,
      ownership: a.ownership,
      winrate: white ? a.whiteWin : a.whiteLoss,
      lossrate: white ? a.whiteLoss : a.whiteWin,
      noResult: a.noResult,
      scoreLead: white ? a.whiteLead : -a.whiteLead,
    };
  });
}

const net = await Net.load();

test('Net.load() reads the built-in b6c96 network from the package', () => {
  assert.deepEqual(net.info, { name: 'g170-b6c96-s175395328-d26788732', version: 8, blocks: 6, channels: 96, inputVersion: 7 });
  assert.ok(net instanceof Net, 'the core package\'s Net names the class of what it loaded');
});

test('every evaluation KataGo printed is matched in wasm, within the issue\'s tolerances', () => {
  const { list, game } = positions(Game);
  const byName = new Map(list.map((p) => [p.name, p]));
  const games = new Map(list.map((p) => [p.name, game(p)]));
  const all = answers((name) => games.get(name).turn).filter((a) => byName.has(a.name));
  assert.ok(all.length >= 70, `${all.length} evaluations`);
  const worst = { policy: 0, winrate: 0, scoreLead: 0, ownership: 0 };
  const see = (what, d) => (worst[what] = Math.max(worst[what], d));
  for (const a of all) {
    const e = net.evaluate(games.get(a.name), { symmetry: a.symmetry });
    assert.equal(e.policy.length, a.policy.length, a.name);
    assert.equal(e.ownership.length, a.ownership.length, a.name);
    e.policy.forEach((v, i) => see('policy', Math.abs(v - a.policy[i])));
    e.ownership.forEach((v, i) => see('ownership', Math.abs(v - a.ownership[i])));
    see('winrate', Math.abs(e.winrate - a.winrate));
    see('winrate', Math.abs(e.lossrate - a.lossrate));
    see('winrate', Math.abs(e.noResult - a.noResult));
    see('scoreLead', Math.abs(e.scoreLead - a.scoreLead));
  }
  for (const g of games.values()) g.free();
  console.log(`${all.length} evaluations, largest differences: ${JSON.stringify(worst)}`);
  assert.ok(worst.policy <= 0.002, `policy ${worst.policy}`);
  assert.ok(worst.winrate <= 0.002, `winrate ${worst.winrate}`);
  assert.ok(worst.scoreLead <= 0.05, `score lead ${worst.scoreLead}`);
  assert.ok(worst.ownership <= 0.01, `ownership ${worst.ownership}`);
});

test('a game of the full module and a copy of it in the core module read the same', async () => {
  const full = await loadFull();
  const a = new full.Game({ size: 13, komi: 6.5 });
  const b = new Game({ size: 13, komi: 6.5 });
  for (const [x, y] of [[3, 3], [9, 9], [9, 3], [3, 9], [2, 5]]) (a.play(x, y), b.play(x, y));
  const ea = net.evaluate(a);
  const eb = net.evaluate(b);
  assert.deepEqual([...ea.policy], [...eb.policy]);
  assert.equal(ea.winrate, eb.winrate);
  assert.equal(b.moveNumber, 5, 'the caller\'s game is untouched');
  a.free();
  b.free();
});

test('the policy is a distribution with illegal moves at 0, and the average of the 8 symmetries is one too', () => {
  const g = new Game({ size: 9 });
  for (const [x, y] of [[4, 4], [3, 4], [3, 3], [2, 3], [4, 3], [2, 2]]) g.play(x, y);
  for (const symmetry of [0, 5, 'all']) {
    const e = net.evaluate(g, { symmetry });
    const sum = e.policy.reduce((s, v) => s + v, 0);
    assert.ok(Math.abs(sum - 1) < 1e-4, `symmetry ${symmetry}: sum ${sum}`);
    for (let y = 0; y < 9; y++) {
      for (let x = 0; x < 9; x++) {
        if (!g.isLegal(x, y)) assert.equal(e.policy[y * 9 + x], 0, `(${x}, ${y}) is illegal`);
      }
    }
    assert.ok(Math.abs(e.winrate + e.lossrate + e.noResult - 1) < 1e-5);
    assert.ok(e.ownership.every((v) => v >= -1 && v <= 1));
  }
  g.free();
});

test('the 8 symmetries of a position give the same outputs, transformed', () => {
  // A position and its mirror image left to right: symmetry s of one reads as the
  // other's, point for point mirrored.
  const moves = [[2, 2], [6, 6], [6, 2], [3, 6], [4, 4]];
  const g = new Game({ size: 9 });
  const m = new Game({ size: 9 });
  for (const [x, y] of moves) (g.play(x, y), m.play(8 - x, y));
  const e = net.evaluate(g, { symmetry: 'all' });
  const f = net.evaluate(m, { symmetry: 'all' });
  assert.ok(Math.abs(e.winrate - f.winrate) < 1e-5);
  assert.ok(Math.abs(e.scoreLead - f.scoreLead) < 1e-4);
  for (let y = 0; y < 9; y++) {
    for (let x = 0; x < 9; x++) {
      assert.ok(Math.abs(e.policy[y * 9 + x] - f.policy[y * 9 + 8 - x]) < 1e-5, `policy (${x}, ${y})`);
      assert.ok(Math.abs(e.ownership[y * 9 + x] - f.ownership[y * 9 + 8 - x]) < 1e-5, `ownership (${x}, ${y})`);
    }
  }
  g.free();
  m.free();
});

test('evaluateBatch reads several positions at once, of both modules and of mixed sizes, as evaluate reads each', async () => {
  const full = await loadFull();
  const games = [];
  for (const [G, size, n] of [[Game, 9, 3], [full.Game, 9, 5], [Game, 13, 4], [Game, 9, 7], [full.Game, 19, 2]]) {
    const g = new G({ size });
    for (let i = 0; i < n; i++) g.play((i * 3 + 2) % size, (i * 5 + 1) % size);
    games.push(g);
  }
  for (const symmetry of [0, 3, 'all']) {
    const batch = net.evaluateBatch(games, { symmetry });
    assert.equal(batch.length, games.length);
    games.forEach((g, i) => {
      const one = net.evaluate(g, { symmetry });
      assert.equal(batch[i].policy.length, one.policy.length);
      assert.ok(Math.abs(batch[i].winrate - one.winrate) < 1e-5, `game ${i}, symmetry ${symmetry}`);
      assert.ok(Math.abs(batch[i].scoreLead - one.scoreLead) < 1e-3, `game ${i}, symmetry ${symmetry}`);
      for (let p = 0; p < one.policy.length; p++) assert.ok(Math.abs(batch[i].policy[p] - one.policy[p]) < 1e-5);
    });
  }
  const before = games.map(snapshot);
  await refused(() => net.evaluateBatch([]), 'invalid-argument');
  await refused(() => net.evaluateBatch(games[0]), 'invalid-argument');
  await refused(() => net.evaluateBatch(Array(17).fill(games[0])), 'invalid-argument');
  await refused(() => net.evaluateBatch([games[0], 5]), 'invalid-argument');
  await refused(() => net.evaluateBatch(games, { symmetry: 9 }), 'invalid-options');
  const freedGame = new Game({ size: 9 });
  freedGame.free();
  await refused(() => net.evaluateBatch([games[0], freedGame]), 'freed');
  assert.deepEqual(games.map(snapshot), before, 'the games are unchanged');
  for (const g of games) g.free();
});

test('Net.load reads the model from bytes, gzipped or not', async () => {
  const gz = fs.readFileSync(MODEL);
  const raw = zlib.gunzipSync(gz);
  const g = new Game({ size: 9 });
  g.play(4, 4);
  const want = net.evaluate(g).winrate;
  for (const bytes of [new Uint8Array(gz), raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length)]) {
    const n = await Net.load(bytes);
    assert.equal(n.evaluate(g).winrate, want);
    n.free();
  }
  g.free();
});

/** Asserts that `f` throws (or `promise` rejects with) a TengenError of `code`. */
async function refused(f, code) {
  let error;
  try {
    await f();
  } catch (e) {
    error = e;
  }
  assert.ok(error && isTengenError(error), `a TengenError, not ${error}`);
  assert.equal(error.code, code, error.message);
}

test('bad models are refused with invalid-model or unsupported-model, and bad calls with their codes, changing nothing', async () => {
  const raw = zlib.gunzipSync(fs.readFileSync(MODEL));
  await refused(() => Net.load(new Uint8Array([1, 2, 3])), 'invalid-model');
  await refused(() => Net.load(new Uint8Array(0)), 'invalid-model');
  await refused(() => Net.load(raw.subarray(0, raw.length >> 1)), 'invalid-model');
  await refused(() => Net.load(new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2])), 'invalid-model');
  // The header's version line read as 99: a version tengen does not read.
  const text = raw.subarray(0, 4096).toString('latin1');
  const lines = text.split('\n');
  const at = lines.slice(0, 1).join('\n').length + 1;
  const changed = Buffer.concat([raw.subarray(0, at), Buffer.from('99\n'), raw.subarray(at + lines[1].length + 1)]);
  await refused(() => Net.load(changed), 'unsupported-model');
  await refused(() => Net.load('b6c96'), 'invalid-argument');
  await refused(() => Net.load(5), 'invalid-argument');

  const g = new Game({ size: 9 });
  g.play(2, 2);
  const before = snapshot(g);
  await refused(() => net.evaluate(5), 'invalid-argument');
  await refused(() => net.evaluate({}), 'invalid-argument');
  await refused(() => net.evaluate(g, { symmetry: 8 }), 'invalid-options');
  await refused(() => net.evaluate(g, { symmetry: 1.5 }), 'invalid-options');
  await refused(() => net.evaluate(g, { symmetry: 'none' }), 'invalid-options');
  await refused(() => net.evaluate(g, 3), 'invalid-options');
  assert.deepEqual(snapshot(g), before);
  const freedGame = new Game({ size: 9 });
  freedGame.free();
  await refused(() => net.evaluate(freedGame), 'freed');
  const n = await Net.load(raw);
  n.free();
  await refused(() => n.evaluate(g), 'freed');
  await refused(() => n.info, 'freed');
  n.free(); // a second free does nothing
  g.free();
});
