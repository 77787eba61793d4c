// Nothing lost on reload: the page keeps the current game in localStorage after every
// change, as an SGF record (the record panel's tree, with its variations and comments,
// and the node shown), and restores it on load; a corrupt or foreign value there is
// ignored with a visible message, never a crash (the console stays clean: see `withPage`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GameTree } from 'tengen';
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
/** The SGF record kept in the browser. */
const keptSgf = async (page) => JSON.parse(await kept(page)).sgf;

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
    assert.match(await keptSgf(page), /SZ\[13\]/);
    assert.equal(GameTree.fromSgf(await keptSgf(page)).info.width, 13);
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

test('the record comes back whole: variations, comments, an opened file\'s information, and the node shown', async () => {
  await withPage(async (page) => {
    const record = '(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Kuro]PW[Shiro]C[Kept <b>as text</b>];B[ee];W[cc](;B[gg]C[main])(;B[cg]C[a variation]))';
    await page.setInputFiles('#sgf-open', { name: 'kept.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(record) });
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened kept.sgf'));
    // To the variation, then one more move there: a new node.
    await page.click('#sgf-next');
    await page.click('#sgf-next');
    await page.click('#sgf-variations li:nth-child(2) button');
    assert.equal(await text(page, '#sgf-comment'), 'a variation');
    await playMoves(page, [[6, 6]]);
    assert.equal(await moveNumber(page), 4);
    const before = await keptSgf(page);
    await reload(page);
    assert.equal(await text(page, '#message'), 'The game kept in this browser is back, at move 4.');
    assert.equal(await moveNumber(page), 4);
    assert.equal(await text(page, '#sgf-title'), 'Kuro – Shiro');
    assert.equal(await text(page, '#sgf-position'), 'Move 4: White G3');
    // The path back up the variation, and the main line beside it.
    await page.click('#sgf-previous');
    assert.equal(await text(page, '#sgf-comment'), 'a variation');
    await page.click('#sgf-previous');
    assert.deepEqual(await page.locator('#sgf-variations button').allTextContents(), ['A: Black G3', 'B: Black C3']);
    await page.click('#sgf-first');
    assert.equal(await text(page, '#sgf-comment'), 'Kept <b>as text</b>');
    // Browsing is kept too; the record itself is unchanged by it.
    await reload(page);
    assert.equal(await moveNumber(page), 0);
    const a = GameTree.fromSgf(before);
    const b = GameTree.fromSgf(await keptSgf(page));
    assert.equal(b.toSgf(), a.toSgf());
    assert.equal(b.nodeCount, 6);
    assert.equal(b.info.black, 'Kuro');
  });
});

test('a corrupt or foreign value is ignored with a visible message, and replaced', async () => {
  const game = (over) => JSON.stringify({
    format: 'tengen-game', version: 2, sgf: '(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[])', path: [0, 0], resigned: null, over: false, ...over,
  });
  const bad = [
    'not json',
    '',
    'null',
    '42',
    '[]',
    '{}',
    '"a string"',
    JSON.stringify({ format: 'someone-else', version: 2 }),
    // The move list of version 1 is not read.
    JSON.stringify({ format: 'tengen-game', version: 1, settings: { size: 9, rules: 'chinese', komi: 7.5, handicap: 0 }, moves: [[4, 4]], resigned: null, over: false }),
    game({ version: 3 }),
    game({ sgf: 42 }),
    game({ sgf: 'not sgf' }),
    game({ sgf: '(;SZ[9];B[ee];W[ee])' }),
    game({ sgf: '(;SZ[9];B[ee];W[' }),
    game({ sgf: '(;SZ[9];B[zz])' }),
    game({ sgf: '(;SZ[30];B[ee])' }),
    game({ sgf: '(;SZ[9:7];B[ee])' }),
    game({ sgf: '\u0000\u0001\u0002binary' }),
    game({ path: [0, 0, 0] }),
    game({ path: [0.5] }),
    game({ path: ['0'] }),
    game({ path: new Array(30_000).fill(0) }),
    game({ sgf: '(;SZ[9]C[<img src=x onerror="window.__injected=1">];B[ee];W[ee])' }),
    game({ resigned: 'nobody' }),
    game({ over: 'yes' }),
    // Said to be over, but the record's game is not.
    game({ path: [0], over: true }),
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
      // The page works, and keeps a readable record in place of the bad value.
      await playMoves(page, [[2, 2]]);
      assert.match(await keptSgf(page), /;B\[cc\]\)/, what);
    }
  });
  // The good value itself comes back.
  await withPage(async (page) => {
    await page.evaluate(([key, v]) => localStorage.setItem(key, v), [KEY, game({})]);
    await reload(page);
    assert.equal(await moveNumber(page), 2);
    assert.equal(await text(page, '#message'), 'The game kept in this browser is back, at move 2.');
  });
});
