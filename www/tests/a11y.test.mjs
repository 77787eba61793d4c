// axe-core on the game page, the lesson page and a page that hosts the element, in the
// states a person meets (issue 33, item 15): no violation in any of them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openPage, expectAccessible, newGame, playMoves, settle, clickPoint } from './helpers.mjs';
import { useSite } from './site.mjs';

const { env, withPage } = useBrowser();
const withFixture = useSite(env);

/** A long 19×19 game: enough moves for the record's list to scroll. */
function longGame() {
  // Black along rows 17 and 15, White along rows 3 and 5: no capture.
  const moves = [];
  for (const [b, w] of [[2, 16], [4, 14]]) for (let x = 0; x < 19; x++) moves.push([x, b], [x, w]);
  return moves.slice(0, 60);
}

test('the game page: at the start, in play with the pointer on the board, the count and its walk, a long game, the graph and the review', async () => {
  await withPage(async (page) => {
    await page.locator('#loading').waitFor({ state: 'hidden' });
    await expectAccessible(page, 'the page at the start');
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4], [2, 2], [6, 6]]);
    await clickPoint(page, 5, 5, [0.1, 0.1]);
    await settle(page);
    await expectAccessible(page, 'a game in play');
    await page.click('#pass');
    await page.click('#pass');
    await page.locator('#count').waitFor();
    await expectAccessible(page, 'counting');
    await page.click('#explain');
    await page.locator('#walk').waitFor();
    await expectAccessible(page, 'the walk through the count');
    await newGame(page, { size: 19 });
    await playMoves(page, longGame());
    const scrolls = await page.locator('#record-list').evaluate((l) => l.scrollHeight > l.clientHeight);
    assert.ok(scrolls, 'the record list scrolls');
    await expectAccessible(page, 'a long game');
    await page.click('#review');
    await page.waitForFunction(() => /^(1 of|No move)/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 120000 });
    await expectAccessible(page, 'the graph and the review');
  });
});

test('the game page against the computer: its fields, while it thinks', async () => {
  await withPage(async (page) => {
    await page.locator('#thinking-text').waitFor({ timeout: 15000 });
    await expectAccessible(page, 'the computer thinking');
    await page.click('#play-now');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 1, null, { timeout: 10000 });
  }, '#size=9&opponent=computer&level=10&computer=black&playouts=0');
});

test('the game page in Japanese', async () => {
  await withPage(async (page) => {
    await page.selectOption('#lang', 'ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    await expectAccessible(page, 'the page in Japanese');
  });
});

test('the lesson page', async () => {
  const { page, problems } = await openPage(env(), '', '', `${env().server.url}lesson.html`);
  try {
    await page.waitForFunction(() => {
      const all = [...document.querySelectorAll('tengen-board')];
      return all.length === 4 && all.every((e) => e.game && e.tree);
    });
    await settle(page);
    await expectAccessible(page, 'the lesson page');
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test('a page hosting the element: plain boards, and a problem', async () => {
  await withFixture('plain.html', async (page) => {
    await expectAccessible(page, 'plain.html');
  });
  await withFixture('problem.html', async (page) => {
    await expectAccessible(page, 'problem.html');
  }, 1);
});

test('a page hosting an editor (`edit`): its toolbar, a tool chosen, a mark wanting its second point, the comment box, in English and in Korean', async () => {
  await withFixture('plain.html', async (page) => {
    await page.evaluate(() => {
      const e = document.createElement('tengen-board');
      e.id = 'e';
      e.setAttribute('edit', '');
      e.setAttribute('tree', '');
      e.setAttribute('sgf', '(;SZ[9]AB[cc]C[Setup];B[ee](;W[fe]CR[ee])(;W[fd]LB[cc:A]))');
      e.setAttribute('move', '1');
      document.querySelector('.boards').append(e);
    });
    // The tree view walked the editor's record (aria-busy until then).
    await page.waitForFunction(() => typeof document.getElementById('e').tree?.setSetup === 'function' && document.getElementById('e').shadowRoot.querySelector('.tree')?.getAttribute('aria-busy') === 'false');
    await settle(page);
    await expectAccessible(page, 'an editor on a record with variations');
    // The arrow tool, its first point ringed; the comment box focused.
    await page.evaluate(() => document.getElementById('e').shadowRoot.querySelector('.tools button.arrow').click());
    const p = await page.evaluate(() => {
      const c = document.getElementById('e').canvas;
      c.scrollIntoView();
      const [ox, oy, cell] = c.getAttribute('data-grid').split(' ').map(Number);
      const r = c.getBoundingClientRect();
      const k = r.width / c.width;
      return { x: r.left + (ox + 2 * cell) * k, y: r.top + (oy + 2 * cell) * k };
    });
    await page.mouse.click(p.x, p.y);
    await page.locator('#e textarea').focus();
    await settle(page);
    await expectAccessible(page, 'an arrow started, the comment box focused');
    await page.evaluate(() => document.getElementById('e').setAttribute('lang', 'ko'));
    await page.waitForFunction(() => document.getElementById('e').shadowRoot.querySelector('.tools').getAttribute('aria-label') === '편집 도구');
    await settle(page);
    await expectAccessible(page, 'the editor in Korean');
  });
});
