// Memory at the JavaScript boundary: wasm memory only grows (it is never given back to
// the page), so a leak of a few hundred bytes a game is a page that fills up. These
// tests read `memory.buffer.byteLength` of the package's own instance.
// Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Game } from 'tengen';
// The same module instance as 'tengen' (node_modules/tengen links to pkg/): its
// initSync() returns the instance's exports, the memory among them. Users never need
// this; the test does, to weigh the memory.
import { initSync } from '../../pkg/tengen.js';

const memory = initSync().memory;
const bytes = () => memory.buffer.byteLength;

test('creating and freeing 100,000 games leaves the wasm memory flat', () => {
  const cycle = (i) => {
    const g = new Game({ size: [9, 13, 19][i % 3] });
    g.play(i % 9, (i >> 2) % 9);
    g.legalMoves();
    g.free();
  };
  // Warm up: the allocator takes what it needs once.
  for (let i = 0; i < 1_000; i++) cycle(i);
  const before = bytes();
  for (let i = 0; i < 100_000; i++) cycle(i);
  assert.equal(bytes(), before, `${bytes() - before} bytes more after 100,000 games`);
});

test('games dropped without free() are reclaimed by the garbage collector', async () => {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  const settle = async () => {
    // Finalizers run in tasks after a collection: collect, yield, a few times over.
    for (let i = 0; i < 5; i++) {
      gc();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const drop = (n) => {
    for (let i = 0; i < n; i++) {
      const g = new Game({ size: 19 });
      g.play(3, 3);
    }
  };
  const round = 2_000;
  drop(round);
  await settle();
  const before = bytes();
  // Each round would take about 60 MB (2,000 games of 30 KB) if nothing were reclaimed.
  for (let r = 0; r < 10; r++) {
    drop(round);
    await settle();
  }
  const grown = bytes() - before;
  assert.ok(grown <= 4 << 20, `the memory grew by ${grown} bytes over ten rounds of ${round} dropped games`);
});

test('1,000 genmove calls, each with a new bot, leave the wasm memory flat', async () => {
  const { Bot } = await import('tengen');
  const game = new Game({ size: 9 });
  game.play(4, 4);
  game.play(2, 6);
  // A small budget, the default tree bound (64 MB): the search's memory is weighed, not its time.
  const cycle = (i) => {
    const bot = new Bot({ playouts: 64, seed: i });
    const m = bot.genmove(game);
    assert.ok(m.playouts === 64);
    bot.free();
  };
  for (let i = 0; i < 50; i++) cycle(i);
  const before = bytes();
  for (let i = 0; i < 1_000; i++) cycle(i);
  assert.equal(bytes(), before, `${bytes() - before} bytes more after 1,000 bots`);
  game.free();
});
