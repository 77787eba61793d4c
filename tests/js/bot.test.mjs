// The computer opponent from JavaScript: Bot (in this thread) and BotWorker (a worker
// thread), their answers, budgets and refusals.
// Run: node --test tests/js/ (after node scripts/build-pkg.mjs)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, Bot, BotWorker } from 'tengen';
import { refuses, rejects, selfPlay, snapshot } from './helpers.mjs';

/** Plays `moves` ([x, y] or null for a pass) on a new 9×9 game. */
function game9(moves = [], options = {}) {
  const g = new Game({ size: 9, ...options });
  for (const m of moves) (m ? g.play(...m) : g.pass());
  return g;
}

const isPoint = (p, w = 9, h = 9) => p === null || (Array.isArray(p) && p.length === 2 && p[0] >= 0 && p[0] < w && p[1] >= 0 && p[1] < h);

test('genmove answers a move for the side to move without playing it', () => {
  const g = game9([[2, 2]]);
  const before = snapshot(g);
  const bot = new Bot({ playouts: 300, seed: 3 });
  const m = bot.genmove(g);
  assert.deepEqual(Object.keys(m).sort(), ['ms', 'playouts', 'point', 'resign', 'winrate']);
  assert.ok(isPoint(m.point) && m.point !== null, JSON.stringify(m));
  assert.equal(m.resign, false);
  assert.ok(m.winrate >= 0 && m.winrate <= 1);
  assert.equal(m.playouts, 300);
  assert.ok(Number.isInteger(m.ms) && m.ms >= 0);
  assert.equal(snapshot(g), before, 'the game is not played');
  assert.equal(g.tryPlay(...m.point), null, 'the move is legal');
  bot.free();
  g.free();
});

test('the same seed and playouts give the same moves over a short game', () => {
  const play = (seed) => selfPlay(game9(), new Bot({ playouts: 200, seed }), 12);
  assert.equal(play(7), play(7));
  assert.equal(play(11), play(11));
});

test('a pass comes out as null, not undefined', () => {
  // 5×5, walls on the second and fourth columns, White passed: nothing is left to
  // play, and the bot passes.
  for (const seed of [1, 2, 3]) {
    const g = new Game({ size: 5 });
    for (let y = 0; y < 5; y++) {
      g.play(1, y);
      g.play(3, y);
    }
    g.pass();
    const bot = new Bot({ playouts: 300, seed });
    const m = bot.genmove(g);
    assert.ok(Object.hasOwn(m, 'point'));
    assert.strictEqual(m.point, null, JSON.stringify(m));
    assert.equal(m.resign, false);
    const a = bot.analyze(g, { playouts: 300 });
    for (const c of a.moves) {
      assert.ok(c.point === null || isPoint(c.point, 5, 5));
      for (const p of c.pv) assert.ok(p === null || isPoint(p, 5, 5), JSON.stringify(c.pv));
    }
    bot.free();
    g.free();
  }
});

test('analyze: candidates sorted by visits, each pv starting with its move, ownership of every point', () => {
  for (const [w, h] of [[9, 9], [7, 5]]) {
    const g = new Game({ width: w, height: h });
    g.play(3, 2);
    const bot = new Bot({ seed: 5 });
    const a = bot.analyze(g, { playouts: 400 });
    assert.ok(a.winrate >= 0 && a.winrate <= 1);
    assert.equal(a.playouts, 400);
    assert.ok(a.moves.length > 1);
    for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].visits >= a.moves[i].visits, 'sorted by visits');
    for (const c of a.moves) {
      assert.ok(isPoint(c.point, w, h));
      assert.deepEqual(c.pv[0], c.point, 'the pv starts with the move');
      assert.ok(c.visits > 0 && c.winrate >= 0 && c.winrate <= 1);
    }
    assert.equal(a.ownership.length, w * h);
    assert.ok(a.ownership.every((v) => v >= -1 && v <= 1));
    assert.ok(a.ownership[2 * w + 3] > 0.5, 'the black stone is Black\'s');
    bot.free();
    g.free();
  }
});

test('a playout budget is kept exactly; the second argument overrides the bot\'s', () => {
  const g = game9([[4, 4]]);
  const bot = new Bot({ playouts: 500 });
  assert.equal(bot.genmove(g).playouts, 500);
  assert.equal(bot.genmove(g, { playouts: 123 }).playouts, 123);
  assert.equal(bot.analyze(g, { playouts: 77 }).playouts, 77);
  assert.equal(bot.analyze(g).playouts, 500);
  // A level thinks with its share of the budget.
  const weak = new Bot({ level: 1, playouts: 10_000 });
  assert.ok(weak.genmove(g).playouts < 100);
  weak.free();
  bot.free();
  g.free();
});

test('a time budget is kept within 10 % and 20 ms (the median of three runs)', () => {
  // The median, not each run: on a loaded machine (two cores, the other test files
  // running beside this one) a run may be descheduled for a while in mid-search.
  const g = game9([[4, 4], [2, 6]]);
  const bot = new Bot({ seed: 2 });
  const median = (xs) => [...xs].sort((a, b) => a - b)[1];
  for (const ms of [100, 250]) {
    for (const [name, call] of [['genmove', (b) => bot.genmove(g, b)], ['analyze', (b) => bot.analyze(g, b)]]) {
      const took = [];
      const reported = [];
      for (let run = 0; run < 3; run++) {
        const t0 = performance.now();
        const answer = call({ timeMs: ms });
        took.push(performance.now() - t0);
        reported.push(answer.ms);
      }
      const m = median(took);
      const shown = took.map((t) => t.toFixed(1)).join(', ');
      assert.ok(m <= ms * 1.1 + 20, `${name}: ${shown} ms for a budget of ${ms}`);
      assert.ok(Math.min(...took) >= ms * 0.9, `${name}: ${shown} ms: the budget was not used`);
      assert.ok(median(reported) >= ms * 0.9 && median(reported) <= m + 1, `${name}: reported ${reported.join(', ')} ms, took ${shown}`);
    }
  }
  bot.free();
  g.free();
});

test('bad options and budgets are refused with invalid-options, changing nothing', () => {
  for (const bad of [
    { level: 0 }, { level: 11 }, { level: 2.5 }, { level: '3' }, { playouts: -1 }, { playouts: 0 }, { playouts: 1e9 },
    { timeMs: NaN }, { timeMs: Infinity }, { timeMs: 0 }, { levle: 3 }, { seed: -1 }, { seed: 0.5 }, { resign: 1 },
    { memoryMb: 0 }, { memoryMb: 1e6 }, 5, null, 'fast', [],
  ]) {
    refuses(null, () => new Bot(bad), 'invalid-options');
    assert.throws(() => new BotWorker(bad), (e) => e.code === 'invalid-options');
  }
  const g = game9([[4, 4]]);
  const bot = new Bot({ playouts: 50 });
  for (const bad of [{ playouts: -1 }, { timeMs: NaN }, { level: 3 }, { playout: 5 }, 7, null]) {
    refuses(g, () => bot.genmove(g, bad), 'invalid-options');
    refuses(g, () => bot.analyze(g, bad), 'invalid-options');
  }
  // The bot is unchanged too: it plays on as a fresh one with the same seed.
  const fresh = new Bot({ playouts: 50 });
  assert.deepEqual(bot.genmove(g).point, fresh.genmove(g).point);
  fresh.free();
  bot.free();
  g.free();
});

test('a finished game is refused with game-over, a non-Game with invalid-argument, freed objects with freed', () => {
  const bot = new Bot({ playouts: 50 });
  const over = game9([[4, 4], null, null]);
  assert.ok(over.isOver);
  refuses(over, () => bot.genmove(over), 'game-over');
  refuses(over, () => bot.analyze(over), 'game-over');
  const resigned = game9([[4, 4]]);
  resigned.resign();
  refuses(resigned, () => bot.genmove(resigned), 'game-over');
  for (const notGame of [undefined, null, 3, {}, { __wbg_ptr: 8 }, Object.create(Game.prototype)]) {
    refuses(null, () => bot.genmove(notGame), 'invalid-argument');
    refuses(null, () => bot.analyze(notGame), 'invalid-argument');
  }
  const freedGame = game9();
  freedGame.free();
  refuses(null, () => bot.genmove(freedGame), 'freed');
  const g = game9();
  bot.free();
  bot.free();
  refuses(g, () => bot.genmove(g), 'freed');
  refuses(g, () => bot.analyze(g), 'freed');
  over.free();
  resigned.free();
  g.free();
});

test('BotWorker: genmove and analyze in a worker thread, the caller\'s game unchanged', async () => {
  const g = game9([[4, 4], [2, 2]]);
  const before = snapshot(g);
  const w = new BotWorker({ playouts: 300, seed: 9 });
  try {
    const m = await w.genmove(g);
    assert.equal(m.playouts, 300);
    assert.ok(isPoint(m.point) && m.point !== null);
    // The same search as Bot's: the same seed and budget give the same move.
    const bot = new Bot({ playouts: 300, seed: 9 });
    assert.deepEqual(m.point, bot.genmove(g).point);
    bot.free();
    assert.equal(snapshot(g), before, 'the caller\'s game is unchanged');
    g.play(...m.point);
    let progress = 0;
    let last = null;
    const a = await w.analyze(g, {
      timeMs: 600,
      onProgress: (p) => {
        progress++;
        last = p;
      },
    });
    assert.ok(progress >= 2, `onProgress was called ${progress} times`);
    assert.ok(last.playouts <= a.playouts && last.moves.length > 0);
    assert.equal(a.ownership.length, 81);
    for (let i = 1; i < a.moves.length; i++) assert.ok(a.moves[i - 1].visits >= a.moves[i].visits);
    // The game stays usable and the worker's copy is the game as it was sent.
    const b = await w.genmove(g, { playouts: 100 });
    assert.equal(b.playouts, 100);
    assert.equal(g.tryPlay(...b.point), null);
  } finally {
    w.terminate();
    g.free();
  }
});

test('BotWorker: stop answers at once with the best so far', async () => {
  const g = game9([[4, 4]]);
  const w = new BotWorker({ seed: 1 });
  try {
    await w.genmove(g, { playouts: 50 }); // started and warm
    const t0 = performance.now();
    const pending = w.genmove(g, { timeMs: 10_000 });
    await new Promise((r) => setTimeout(r, 200));
    w.stop();
    const m = await pending;
    const took = performance.now() - t0;
    assert.ok(took < 2_000, `answered after ${took.toFixed(0)} ms`);
    assert.ok(m.playouts > 0 && m.point !== null, JSON.stringify(m));
    const a = w.analyze(g, { timeMs: 10_000 });
    setTimeout(() => w.stop(), 100);
    const r = await a;
    assert.ok(r.ms < 2_000 && r.moves.length > 0);
  } finally {
    w.terminate();
    g.free();
  }
});

test('BotWorker: one worker serves bots of other options, each call its own; a signal stops that call only', async () => {
  const g = game9([[4, 4], [2, 2]]);
  const w = new BotWorker({ level: 10, seed: 3 });
  try {
    // A call with options of its own plays as a Bot of those options would.
    for (const options of [{ level: 1, playouts: 400, seed: 5 }, { level: 7, playouts: 400, seed: 5 }]) {
      const m = await w.genmove(g, undefined, options);
      const bot = new Bot(options);
      const alone = bot.genmove(g);
      assert.deepEqual([m.point, m.playouts], [alone.point, alone.playouts], JSON.stringify(options));
      bot.free();
    }
    // Level 1 takes its share of the budget; the worker's own level 10 all of it.
    assert.ok((await w.genmove(g, { playouts: 1000 }, { level: 1 })).playouts < 1000);
    assert.equal((await w.genmove(g, { playouts: 1000 })).playouts, 1000);
    await rejects(w.genmove(g, { playouts: 10 }, { level: 11 }), 'invalid-options');
    await rejects(w.analyze(g, { playouts: 10 }, { levle: 1 }), 'invalid-options');
    await rejects(w.genmove(g, { signal: 'soon' }), 'invalid-options');
    // Two searches queued; aborting the second's signal stops it, not the first.
    const abort = new AbortController();
    const t0 = performance.now();
    const first = w.analyze(g, { timeMs: 1_500 });
    const second = w.genmove(g, { timeMs: 10_000, signal: abort.signal }, { level: 3 });
    setTimeout(() => abort.abort(), 200);
    const a = await first;
    assert.ok(a.ms >= 1_400, `the first search ran its budget: ${a.ms} ms`);
    const m = await second;
    const took = performance.now() - t0;
    assert.ok(took < 4_000, `the aborted one answered once the first ended: ${took.toFixed(0)} ms`);
    assert.ok(m.point !== null, JSON.stringify(m));
    // A signal aborted before the call: it answers at once.
    const done = new AbortController();
    done.abort();
    const quick = await w.genmove(g, { timeMs: 10_000, signal: done.signal });
    assert.ok(quick.ms < 1_000, `${quick.ms} ms`);
  } finally {
    w.terminate();
    g.free();
  }
});

test('BotWorker: terminate rejects what is pending and every later call; refusals reject', async () => {
  const g = game9([[4, 4]]);
  const w = new BotWorker({ timeMs: 10_000 });
  const pending = w.genmove(g);
  const second = w.analyze(g);
  await new Promise((r) => setTimeout(r, 100));
  w.terminate();
  await rejects(pending, 'terminated');
  await rejects(second, 'terminated');
  await rejects(w.genmove(g), 'terminated');
  w.terminate();

  const v = new BotWorker({ playouts: 50 });
  try {
    const before = snapshot(g);
    await rejects(v.genmove(g, { timeMs: NaN }), 'invalid-options');
    await rejects(v.analyze(g, { levle: 2 }), 'invalid-options');
    await rejects(v.analyze(g, { onProgress: 5 }), 'invalid-options');
    await rejects(v.genmove({}), 'invalid-argument');
    const over = game9([null, null]);
    await rejects(v.genmove(over), 'game-over');
    over.free();
    const freedGame = game9();
    freedGame.free();
    await rejects(v.genmove(freedGame), 'freed');
    assert.equal(snapshot(g), before);
    // Still working after the refusals.
    assert.equal((await v.genmove(g)).playouts, 50);
  } finally {
    v.terminate();
    g.free();
  }
});

test('BotWorker: a worker that dies or fails to start rejects with worker-failed, never hangs', async () => {
  // The class with the package's own worker file, keeping the thread's handle to kill
  // it from outside, as a crash would.
  const { Worker } = await import('node:worker_threads');
  const api = await import('tengen');
  const { botWorker } = await import('../../pkg/bot-client.js');
  const threads = [];
  const nodeSpawn = (file, eval_) => (on) => {
    const t = new Worker(file, eval_ ? { eval: true } : {});
    threads.push(t);
    t.on('message', on.message);
    t.on('error', (e) => on.failed(e.message));
    t.on('exit', (code) => on.failed(`it exited with code ${code}`));
    return { post: (m) => t.postMessage(m), terminate: () => t.terminate() };
  };
  const g = game9([[4, 4]]);
  try {
    const Killable = botWorker(api, nodeSpawn(new URL('../../pkg/bot-worker-node.js', import.meta.url)));
    const w = new Killable({ timeMs: 10_000 });
    const pending = w.genmove(g);
    await new Promise((r) => setTimeout(r, 300));
    await threads[0].terminate();
    await rejects(pending, 'worker-failed');
    await rejects(w.analyze(g), 'worker-failed');

    const Broken = botWorker(api, nodeSpawn('throw new Error("no module here")', true));
    const b = new Broken({ playouts: 10 });
    await rejects(b.genmove(g), 'worker-failed');

    const Silent = botWorker(api, nodeSpawn('process.exit(3)', true));
    const s = new Silent({ playouts: 10 });
    await rejects(s.genmove(g), 'worker-failed');
  } finally {
    for (const t of threads) await t.terminate();
    g.free();
  }
});
