// Nothing lost on reload: the page keeps the current game in localStorage after every
// change and restores it on load; a corrupt or foreign value there is ignored with a
// visible message, never a crash (the console stays clean: see `withPage`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newGame, playMoves, moveNumber, text, stonesFromDescription, settle } from './helpers.mjs';

const { env, withPage } = useBrowser();
const KEY = 'tengen.game';

/** Reloads the page and waits for it to be ready. */
async function reload(page) {
  await page.reload();
  await page.locator('#loading').waitFor({ state: 'hidden' });
  await settle(page);
}

const kept = (page) => page.evaluate((key) => localStorage.getItem(key), KEY);

test('a reload brings back the game, move for move, passes and captures included', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'japanese' });
    await playMoves(page, [[0, 1], [0, 0], [1, 0], [4, 4]]);
    await page.click('#pass');
    const before = {
      stones: await stonesFromDescription(page),
      moves: await moveNumber(page),
      turn: await text(page, '#turn-text'),
      capsBlack: await text(page, '#caps-black'),
      summary: await text(page, '#board-wrap .tengen-desc'),
    };
    assert.equal(before.moves, 5);
    assert.equal(before.capsBlack, '1');
    await reload(page);
    assert.equal(await text(page, '#message'), 'The game kept in this browser is back, at move 5.');
    assert.deepEqual(
      {
        stones: await stonesFromDescription(page),
        moves: await moveNumber(page),
        turn: await text(page, '#turn-text'),
        capsBlack: await text(page, '#caps-black'),
        summary: await text(page, '#board-wrap .tengen-desc'),
      },
      before,
    );
    // Play goes on from there, and is kept too.
    await playMoves(page, [[8, 8]]);
    await reload(page);
    assert.equal(await moveNumber(page), 6);
  });
});

test('a game the players ended with no result, while the position repeated, comes back over', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 2, rules: 'japanese' });
    await playMoves(page, [[0, 0], [1, 1], [1, 0], [0, 1], [0, 0], [1, 0], [0, 0]]);
    await page.click('#no-result');
    assert.equal(await text(page, '#turn-text'), 'Game over: Void');
    await reload(page);
    assert.equal(await text(page, '#turn-text'), 'Game over: Void');
    assert.equal(await moveNumber(page), 7);
  });
});

test('a resigned game comes back over; a new game replaces the kept one', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[2, 2]]);
    page.once('dialog', (d) => d.accept());
    await page.click('#resign');
    await page.waitForFunction(() => document.getElementById('turn-text')?.textContent?.startsWith('Game over'));
    const over = await text(page, '#turn-text');
    await reload(page);
    assert.equal(await text(page, '#turn-text'), over);
    await newGame(page, { size: 13 });
    await reload(page);
    assert.equal(await moveNumber(page), 0);
    assert.match(await text(page, '#board-wrap .tengen-desc'), /^13×13 board/);
    assert.equal(JSON.parse(await kept(page)).settings.size, 13);
  });
});

test('an address that names another game wins over the kept one', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4]]);
    // A link opened in another tab of the same browser.
    const link = await env().context.newPage();
    const problems = [];
    link.on('console', (m) => ['error', 'warning'].includes(m.type()) && problems.push(m.text()));
    await link.goto(`${env().server.url}#size=13&rules=chinese&komi=7.5&handicap=0`);
    await link.locator('#loading').waitFor({ state: 'hidden' });
    assert.equal(await moveNumber(link), 0);
    assert.match(await text(link, '#board-wrap .tengen-desc'), /^13×13 board/);
    assert.doesNotMatch(await text(link, '#message'), /kept in this browser/);
    // That game is now the kept one: a tab opened without an address brings it back.
    await playMoves(link, [[6, 6]]);
    await link.close();
    const plain = await env().context.newPage();
    await plain.goto(env().server.url);
    await plain.locator('#loading').waitFor({ state: 'hidden' });
    assert.equal(await moveNumber(plain), 1);
    assert.match(await text(plain, '#board-wrap .tengen-desc'), /^13×13 board/);
    await plain.close();
    assert.deepEqual(problems, []);
  });
});

test('a corrupt or foreign value is ignored with a visible message, and replaced', async () => {
  const game = (over) => JSON.stringify({
    format: 'tengen-game', version: 1, settings: { size: 9, rules: 'chinese', komi: 7.5, handicap: 0 },
    moves: [[4, 4], null], resigned: null, over: false, ...over,
  });
  const bad = [
    'not json',
    '',
    'null',
    '42',
    '[]',
    '{}',
    '"a string"',
    JSON.stringify({ format: 'someone-else', version: 1 }),
    game({ version: 2 }),
    game({ moves: [[4, 4], [4, 4]] }),
    game({ moves: [[9, 0]] }),
    game({ moves: [[0.5, 1]] }),
    game({ moves: [['4', 4]] }),
    game({ moves: new Array(30_000).fill(null) }),
    game({ settings: { size: 30, rules: 'chinese', komi: 7.5, handicap: 0 } }),
    game({ settings: { size: 9, rules: '<img src=x onerror="window.__injected=1">', komi: 7.5, handicap: 0 } }),
    game({ settings: { size: 9, rules: 'chinese', komi: 1e9, handicap: 0 } }),
    game({ settings: { size: 9, rules: 'chinese', komi: 7.5, handicap: 1 } }),
    game({ resigned: 'nobody' }),
    game({ over: 'yes' }),
    '{"__proto__": {"polluted": true}, "format": "tengen-game"}',
  ];
  await withPage(async (page) => {
    for (const value of bad) {
      await page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, value]);
      await reload(page);
      const what = value.slice(0, 80);
      assert.equal(await text(page, '#message'), 'The game kept in this browser could not be read, so a new game has started.', what);
      assert.equal(await page.locator('#message.error').count(), 1, what);
      assert.equal(await moveNumber(page), 0, what);
      assert.equal(await page.evaluate(() => window.__injected ?? ({}).polluted), undefined, what);
      // The page works, and keeps a readable game in place of the bad value.
      await playMoves(page, [[2, 2]]);
      assert.equal(JSON.parse(await kept(page)).moves.length, 1, what);
    }
  });
});
