// The network's search from JavaScript (issue 30): `new Bot({ net })` of
// `tengen/full` with the built-in b6c96 network, on the core package's Games and the
// full module's; its answers, budgets and refusals; the playout search on the boards
// the network does not serve; `guessDead({ net })` on a core Game; and the full
// module's BotWorker with a network, loaded in its worker, with the fallback when it
// cannot be.
// Run: node --test tests/js/botnet.test.mjs (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { Game, Net, Bot as CoreBot } from 'tengen';
import * as full from 'tengen/full';
import { Bot, BotWorker } from 'tengen/full';
import { refuses, rejects, selfPlay, snapshot, walls } from './helpers.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const net = await Net.load();

const isPoint = (p, w, h = w) => Array.isArray(p) && p.length === 2 && p[0] >= 0 && p[0] < w && p[1] >= 0 && p[1] < h;

/** Plays `moves` ([x, y] or null for a pass) on a new game of `options`. */
function game(options, moves = [], G = Game) {
  const g = new G(options);
  for (const m of moves) (m ? g.play(...m) : g.pass());
  return g;
}

test('genmove with the network: a legal move on 9×9 and 19×19, every field, engine "net", the game not played', () => {
  for (const size of [9, 19]) {
    const g = game({ size }, [[3, 3]]);
    const before = snapshot(g);
    const bot = new Bot({ net, visits: 8 });
    const m = bot.genmove(g);
    assert.deepEqual(Object.keys(m).sort(), ['engine', 'ms', 'playouts', 'point', 'resign', 'scoreLead', 'visits', 'winrate']);
    assert.equal(m.engine, 'net');
    assert.ok(isPoint(m.point, size), JSON.stringify(m));
    assert.equal(m.resign, false);
    assert.ok(m.winrate >= 0 && m.winrate <= 1);
    assert.ok(Number.isFinite(m.scoreLead));
    assert.equal(m.playouts, 8);
    assert.ok(m.visits >= 8);
    assert.ok(Number.isInteger(m.ms) && m.ms >= 0);
    assert.equal(snapshot(g), before, 'the game is not played');
    assert.equal(g.tryPlay(...m.point), null, 'the move is legal');
    bot.free();
    g.free();
  }
});

test('the full module: the same bot with its own Games; core and full Games give the same move', () => {
  const moves = [[2, 2], [6, 6], [2, 6]];
  const fg = game({ size: 9 }, moves, full.Game);
  const cg = game({ size: 9 }, moves);
  const a = new full.Bot({ net, visits: 16, seed: 4 });
  const b = new full.Bot({ net, visits: 16, seed: 4 });
  assert.ok(a instanceof full.Bot);
  const ma = a.genmove(fg);
  const mb = b.genmove(cg);
  assert.equal(ma.engine, 'net');
  assert.deepEqual(ma.point, mb.point);
  assert.equal(ma.winrate, mb.winrate);
  for (const x of [a, b, fg, cg]) x.free();
});

test('the same seed and visits give the same moves over a short game', () => {
  const play = () => selfPlay(game({ size: 9 }), new Bot({ net, visits: 12, seed: 7 }), 6);
  assert.equal(play(), play());
});

test('budgets: visits kept exactly, a call\'s own replaces the bot\'s, a level caps them', () => {
  const g = game({ size: 9 }, [[4, 4]]);
  const bot = new Bot({ net, visits: 20 });
  assert.equal(bot.genmove(g).playouts, 20);
  assert.equal(bot.genmove(g, { visits: 7 }).playouts, 7);
  const a = bot.analyze(g, { visits: 9 });
  assert.equal(a.playouts, 9);
  assert.ok(a.visits >= 9, 'the root keeps the visits of the searches before');
  // Level 1 plays from the raw policy after a single visit.
  const weak = new Bot({ net, level: 1, visits: 200 });
  const m = weak.genmove(g);
  assert.equal(m.playouts, 1);
  assert.ok(isPoint(m.point, 9));
  weak.free();
  bot.free();
  g.free();
});

test('a time budget is kept within 10 % and 20 ms (the median of three runs, 9×9)', () => {
  const g = game({ size: 9 }, [[4, 4], [2, 6]]);
  const bot = new Bot({ net, seed: 2 });
  const median = (xs) => [...xs].sort((a, b) => a - b)[1];
  for (const ms of [150, 300]) {
    const took = [];
    for (let run = 0; run < 3; run++) {
      const t0 = performance.now();
      const a = bot.analyze(g, { timeMs: ms });
      took.push(performance.now() - t0);
      assert.ok(a.visits > 1);
    }
    assert.ok(Math.abs(median(took) - ms) <= ms * 0.1 + 20, `${ms} ms asked, took ${took.map(Math.round)}`);
  }
  bot.free();
  g.free();
});

test('analyze with the network: every field; candidates by visits, each pv from its move; ownership of every point', () => {
  const g = game({ size: 9 }, [[2, 2], [6, 6]]);
  const bot = new Bot({ net });
  const a = bot.analyze(g, { visits: 60 });
  assert.deepEqual(Object.keys(a).sort(), ['engine', 'moves', 'ms', 'ownership', 'playouts', 'scoreLead', 'visits', 'winrate']);
  assert.equal(a.engine, 'net');
  assert.ok(a.winrate >= 0 && a.winrate <= 1 && Number.isFinite(a.scoreLead));
  assert.ok(a.visits >= 60);
  assert.ok(a.moves.length > 1);
  for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].visits >= a.moves[i].visits);
  for (const c of a.moves) {
    assert.deepEqual(Object.keys(c).sort(), ['point', 'prior', 'pv', 'scoreLead', 'visits', 'winrate']);
    assert.ok(c.point === null || isPoint(c.point, 9));
    assert.deepEqual(c.pv[0], c.point);
    assert.ok(c.prior >= 0 && c.prior <= 1 && c.winrate >= 0 && c.winrate <= 1 && Number.isFinite(c.scoreLead));
  }
  assert.ok(a.moves[0].prior > 0.01, 'the most visited move has a real prior');
  assert.equal(a.ownership.length, 81);
  assert.ok(a.ownership.every((v) => v >= -1 && v <= 1));
  assert.ok(a.ownership[2 * 9 + 2] > 0.5, "Black's stone is Black's");
  assert.ok(a.ownership[6 * 9 + 6] < -0.5, "White's stone is White's");
  bot.free();
  g.free();
});

test('boards the network does not serve (below 7×7, above 19×19): the playout search answers, engine "playouts"', () => {
  for (const [options, w, h] of [[{ size: 5 }, 5, 5], [{ width: 9, height: 6 }, 9, 6], [{ size: 21 }, 21, 21]]) {
    const g = game(options);
    const bot = new Bot({ net, visits: 5, playouts: 200 });
    const m = bot.genmove(g);
    assert.equal(m.engine, 'playouts', JSON.stringify(options));
    assert.equal(m.playouts, 200);
    assert.strictEqual(m.scoreLead, null);
    assert.ok(isPoint(m.point, w, h));
    const a = bot.analyze(g, { playouts: 100 });
    assert.equal(a.engine, 'playouts');
    assert.equal(a.ownership.length, w * h);
    bot.free();
    g.free();
  }
});

test('net: null is the playout search, as without it; the core module\'s Bot takes no network', () => {
  const g = game({ size: 9 }, [[4, 4]]);
  const a = new Bot({ net: null, playouts: 150, seed: 3 });
  const b = new CoreBot({ playouts: 150, seed: 3 });
  const [ma, mb] = [a.genmove(g), b.genmove(g)];
  assert.equal(ma.engine, 'playouts');
  assert.deepEqual(ma.point, mb.point, 'the same search as the core module\'s');
  assert.equal(ma.winrate, mb.winrate);
  refuses(g, () => new CoreBot({ net }), 'invalid-options');
  a.free();
  b.free();
  g.free();
});

test('guessDead({ net }): a lone stone in the opponent\'s area is dead; the walls are not', () => {
  // Black's wall on column 4 and White's on column 5, a stone of each in the other's
  // area; both passed.
  const g = walls();
  assert.ok(g.isOver);
  const dead = g.guessDead({ net });
  const key = (v) => v.join(',');
  assert.deepEqual(dead.map(key).sort(), ['1,1', '7,7'], JSON.stringify(dead));
  // The full module's own Game reads the same, and its ownership({ net }) is the
  // network's (the mean of the 8 symmetries).
  const fg = full.Game.__restore(g.__snapshot());
  assert.deepEqual(fg.guessDead({ net }).map(key).sort(), ['1,1', '7,7']);
  const own = fg.ownership({ net });
  assert.deepEqual([...own], [...net.evaluate(g, { symmetry: 'all' }).ownership]);
  assert.ok(own[1 * 9 + 1] > 0.5, "the dead white stone's point is Black's");
  assert.ok(own[7 * 9 + 7] < -0.5);
  // With `visits`, two searches read the same position: the same stones, and the same
  // answer each time (a fresh search of fixed visits), in either module.
  const searched = g.guessDead({ net, visits: 12 });
  assert.deepEqual(searched.map(key).sort(), ['1,1', '7,7'], JSON.stringify(searched));
  assert.deepEqual(g.guessDead({ net, visits: 12 }), searched);
  assert.deepEqual(fg.guessDead({ net, visits: 12 }), searched);
  for (const bad of [0, -1, 1.5, NaN, '8', 1e8]) {
    refuses(g, () => g.guessDead({ net, visits: bad }), 'invalid-options');
    refuses(fg, () => fg.guessDead({ net, visits: bad }), 'invalid-options');
  }
  fg.free();
  g.free();
});

test('refusals: bad options and budgets, a finished game, a freed bot or network, not a game; nothing changes', async () => {
  const g = game({ size: 9 }, [[4, 4]]);
  for (const bad of [{ net, visits: 0 }, { net, visits: 1.5 }, { net, visits: -3 }, { net: 5 }, { net: 'builtin' }, { net: {} }, { net, levle: 3 }, { net, level: 11 }]) {
    refuses(g, () => new Bot(bad), 'invalid-options');
  }
  const bot = new Bot({ net, visits: 4 });
  for (const budget of [{ visits: 0 }, { visits: NaN }, { timeMs: 0 }, { playout: 3 }, 7]) {
    refuses(g, () => bot.genmove(g, budget), 'invalid-options');
    refuses(g, () => bot.analyze(g, budget), 'invalid-options');
  }
  refuses(null, () => bot.genmove({}), 'invalid-argument');
  refuses(null, () => bot.genmove(null), 'invalid-argument');
  const over = game({ size: 9 }, [[4, 4], null, null]);
  refuses(over, () => bot.genmove(over), 'game-over');
  refuses(over, () => bot.analyze(over), 'game-over');
  // The bot still plays after its refusals.
  assert.equal(bot.genmove(g).engine, 'net');
  bot.free();
  refuses(g, () => bot.genmove(g), 'freed');
  const spare = await Net.load();
  spare.free();
  refuses(g, () => new Bot({ net: spare }), 'freed');
  over.free();
  g.free();
});

test('a bot keeps its network after the Net is freed', async () => {
  const own = await Net.load();
  const bot = new Bot({ net: own, visits: 3 });
  own.free();
  const g = game({ size: 9 });
  assert.equal(bot.genmove(g).engine, 'net');
  bot.free();
  g.free();
});

test('BotWorker with the built-in network: loads it in its worker (progress reported), answers with engine "net"', async () => {
  const w = new BotWorker({ net: 'builtin', visits: 10, seed: 3 });
  const events = [];
  try {
    const g = game({ size: 9 }, [[2, 2]]);
    const m = await w.genmove(g, { onProgress: (e) => events.push(e) });
    assert.equal(m.engine, 'net');
    assert.equal(m.playouts, 10);
    assert.ok(isPoint(m.point, 9));
    assert.ok(events.some((e) => e.loading?.loaded > 0), JSON.stringify(events));
    // The same answer as a bot in this thread.
    const bot = new Bot({ net, visits: 10, seed: 3 });
    assert.deepEqual(bot.genmove(g).point, m.point);
    const a = await w.analyze(g, { visits: 20 });
    assert.equal(a.engine, 'net');
    assert.ok(a.visits >= 20);
    // A 5×5 board: the playouts.
    const small = game({ size: 5 });
    assert.equal((await w.genmove(small, { playouts: 100 })).engine, 'playouts');
    // Refusals the worker makes: a bad budget rejects, and the worker goes on.
    await rejects(w.genmove(g, { visits: 0 }), 'invalid-options');
    assert.equal((await w.genmove(g, { visits: 3 })).engine, 'net');
    for (const x of [bot, g, small]) x.free();
  } finally {
    w.terminate();
  }
});

test('BotWorker: a network that cannot be loaded (a bad URL, bad bytes): the calls waiting reject with net-unavailable, and the playouts answer the next', async () => {
  const missing = pathToFileURL(path.join(root, 'no-such-model.bin.gz')).href;
  for (const spec of [missing, new Uint8Array([1, 2, 3, 4, 5]), 'http://127.0.0.1:9/model.bin.gz']) {
    const w = new BotWorker({ net: spec, visits: 10, playouts: 150 });
    try {
      const g = game({ size: 9 });
      // The first call waits for the network, and is told it failed.
      await rejects(w.genmove(g), 'net-unavailable');
      const m = await w.genmove(g);
      assert.equal(m.engine, 'playouts', JSON.stringify(m));
      assert.equal(m.playouts, 150);
      assert.equal((await w.analyze(g, { playouts: 80 })).engine, 'playouts');
      g.free();
    } finally {
      w.terminate();
    }
  }
});

test('BotWorker refuses a bad net or visits at once', () => {
  for (const bad of [{ net: 5 }, { net: {} }, { net: true }, { net: 'builtin', visits: 0 }]) refuses(null, () => new BotWorker(bad), 'invalid-options');
});
