// The core package's BotWorker with a network (issue 30): `new BotWorker({ net })` from
// "tengen" starts the full module's worker (bot-worker-full-node.js here, a Web Worker of
// bot-worker-full.js in a browser), which loads the network on the first call; the
// options and budgets the core Bot does not know (`net`, `visits`) are checked by
// bot-client.js as the full module's Bot checks them.
// Run: node --test tests/js/botworker-net.test.mjs (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { Game, BotWorker } from 'tengen';
import { BotWorker as FullBotWorker } from 'tengen/full';
import { refuses, rejects, snapshot, walls } from './helpers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

test('the core BotWorker with net: "builtin" loads the network in the full module\'s worker and answers with engine "net"', async () => {
  const w = new BotWorker({ net: 'builtin', level: 10, visits: 12, seed: 5 });
  const g = new Game({ size: 9 });
  g.play(2, 2);
  const before = snapshot(g);
  const events = [];
  try {
    const m = await w.genmove(g, { onProgress: (e) => events.push(e) });
    assert.equal(m.engine, 'net', JSON.stringify(m));
    assert.equal(m.visits, 12);
    assert.equal(typeof m.scoreLead, 'number');
    assert.ok(events.some((e) => e.loading?.loaded > 0), 'the loading was reported');
    assert.equal(snapshot(g), before, "the caller's game is unchanged");
    // The same answer as the full module's BotWorker of the same options.
    const f = new FullBotWorker({ net: 'builtin', level: 10, visits: 12, seed: 5 });
    try {
      assert.deepEqual((await f.genmove(g)).point, m.point);
    } finally {
      f.terminate();
    }
    // A budget in visits, and an analysis with the score lead and the ownership.
    const a = await w.analyze(g, { visits: 20 });
    assert.equal(a.engine, 'net');
    assert.ok(a.visits >= 20);
    assert.equal(a.ownership.length, 81);
    assert.ok(a.moves.every((x) => typeof x.scoreLead === 'number'));
    // Another bot's options on the same worker, visits among them.
    assert.equal((await w.genmove(g, { visits: 3 }, { level: 2, visits: 3 })).engine, 'net');
    // A 5×5 board: the network does not serve it, the playouts answer.
    const small = new Game({ size: 5 });
    assert.equal((await w.genmove(small, { playouts: 100 })).engine, 'playouts');
    small.free();
  } finally {
    w.terminate();
    g.free();
  }
});

test('the core BotWorker with a model that cannot be loaded: the waiting call rejects with net-unavailable, the next is the playout search\'s', async () => {
  const missing = pathToFileURL(path.join(root, 'no-such-model.bin.gz')).href;
  const w = new BotWorker({ net: missing, visits: 10, playouts: 120 });
  const g = new Game({ size: 9 });
  try {
    await rejects(w.genmove(g), 'net-unavailable');
    const m = await w.genmove(g);
    assert.equal(m.engine, 'playouts');
    assert.equal(m.playouts, 120);
  } finally {
    w.terminate();
    g.free();
  }
});

test('the core BotWorker without net: its own worker, the playout search; visits, which it has no network to count, are taken and left aside', async () => {
  for (const options of [{ playouts: 90 }, { net: null, playouts: 90 }, { playouts: 90, visits: 10 }]) {
    const w = new BotWorker(options);
    const g = new Game({ size: 9 });
    try {
      const m = await w.genmove(g, { visits: 5 });
      assert.equal(m.engine, undefined, 'the core module\'s bot names no engine');
      assert.equal(m.playouts, 90, JSON.stringify(options));
    } finally {
      w.terminate();
      g.free();
    }
  }
});

test('the core BotWorker refuses a bad net or visits, in its options and in a call\'s, as the full module\'s does', async () => {
  for (const bad of [{ net: 5 }, { net: {} }, { net: true }, { visits: 0 }, { net: 'builtin', visits: 0 }, { net: 'builtin', visits: 1.5 }, { visits: 1e8 }]) {
    refuses(null, () => new BotWorker(bad), 'invalid-options');
    refuses(null, () => new FullBotWorker(bad), 'invalid-options');
  }
  const w = new BotWorker({ playouts: 50 });
  const g = new Game({ size: 9 });
  try {
    await rejects(w.genmove(g, { visits: 0 }), 'invalid-options');
    await rejects(w.analyze(g, { visits: -3 }), 'invalid-options');
    await rejects(w.genmove(g, {}, { net: 5 }), 'invalid-options');
    await rejects(w.genmove(g, {}, { visits: 0 }), 'invalid-options');
    // The worker goes on.
    assert.equal((await w.genmove(g)).playouts, 50);
  } finally {
    w.terminate();
    g.free();
  }
});

test('BotWorker.guessDead: a finished game\'s dead stones, the network\'s in its worker (as guessDead({ net, visits }) here), the playouts\' without one', async () => {
  const g = walls();
  assert.ok(g.isOver);
  const before = snapshot(g);
  const key = (v) => v.join(',');
  const w = new BotWorker({ net: 'builtin', seed: 2 });
  const p = new BotWorker({ playouts: 60 });
  try {
    const searched = await w.guessDead(g, { visits: 12 });
    assert.deepEqual(searched.map(key).sort(), ['1,1', '7,7'], JSON.stringify(searched));
    const { Net } = await import('tengen');
    const net = await Net.load();
    assert.deepEqual(searched, g.guessDead({ net, visits: 12 }), 'as the package reads it in this thread');
    assert.deepEqual(await w.guessDead(g), g.guessDead({ net }), 'without visits, the two readings');
    net.free();
    // Without a network: the playouts' guess, with their options.
    assert.deepEqual(await p.guessDead(g, { playouts: 40, seed: 7 }), g.guessDead({ playouts: 40, seed: 7 }));
    for (const bad of [0, 2.5, 'x']) await rejects(w.guessDead(g, { visits: bad }), 'invalid-options');
    // A bad option: refused as guessDead refuses it in this thread.
    const code = (() => {
      try {
        g.guessDead({ playouts: 0 });
      } catch (e) {
        return e.code;
      }
    })();
    assert.equal(typeof code, 'string');
    await rejects(p.guessDead(g, { playouts: 0 }), code);
    await rejects(w.guessDead({}), 'invalid-argument');
    assert.equal(snapshot(g), before, "the caller's game is unchanged");
  } finally {
    w.terminate();
    p.terminate();
    g.free();
  }
});
