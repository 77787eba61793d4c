// Problem mode (www/tests/fixtures/problem.html and problem.sgf): the viewer plays
// Black; the board is cropped to the problem's corner; a move that is not in the record
// is marked wrong and fires `failed`; the record answers a right move; the line the
// record marks RIGHT fires `solved`, and the one it marks WRONG fires `failed`, each with
// the try's time and the attempts; a decided try's answer can be browsed until ↺.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot, seenAt } from './helpers.mjs';
import { click, listen, seen, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 700, height: 560 }, deviceScaleFactor: 2 });
const withFixture = useSite(env);

const moveNumber = (page) => page.evaluate(() => document.getElementById('p').tree.moveNumber);

test('problem mode marks a wrong answer, answers a right one, and says when it is solved', async () => {
  await withFixture(
    'problem.html',
    async (page) => {
      await listen(page, 'p');
      // The board shows the problem's corner: columns A–F and rows 9–4 of the 9×9 board
      // (its stones and moves, with a line of margin, on to the edges near them).
      assert.deepEqual(await page.evaluate(() => document.getElementById('p').state.view), [0, 0, 5, 5]);
      // A move the record does not have: marked ✗, `failed`, nothing played.
      await click(page, 'p', 5, 5);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'));
      const failed = (await seen(page)).find((e) => e.type === 'failed');
      const { ms, attempts, ...where } = failed.detail;
      assert.deepEqual(where, { point: [5, 5], path: [], reason: 'not-in-record' });
      assert.ok(Number.isInteger(ms) && ms >= 0, `the try's time: ${ms}`);
      assert.equal(attempts, 1, 'the first try');
      assert.equal(await moveNumber(page), 0);
      assert.match(await page.locator('#p .caption').textContent(), /✗/);
      await page.mouse.move(1, 1);
      await screenshot(page, 'problem-wrong.png');
      assert.equal(await seenAt(page, 5, 5, [0.12, 0.12], '#p canvas'), 'other', 'the red cross');
      // The right first move: the record answers with White's move, then the viewer plays on.
      await page.evaluate(() => (window.seen = []));
      await click(page, 'p', 3, 3);
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 2);
      assert.equal(await seenAt(page, 2, 3, undefined, '#p canvas'), 'white', "the record's answer");
      // White's move cannot be played by the viewer: it is Black's turn again.
      await click(page, 'p', 2, 4);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'solved'));
      const events = await seen(page);
      assert.deepEqual(
        events.map((e) => e.type),
        ['move', 'move', 'move', 'solved'],
      );
      assert.deepEqual(events[1].detail.move, { color: 'white', point: [2, 3] });
      assert.deepEqual({ ...events.at(-1).detail, ms: 0 }, { point: [2, 4], path: [0, 0, 0], ms: 0, attempts: 2 });
      assert.ok(events.at(-1).detail.ms >= 350, `the try took at least the record's answer's moment: ${events.at(-1).detail.ms}`);
      assert.match(await page.locator('#p .caption').textContent(), /✓.*RIGHT/);
      await screenshot(page, 'problem-solved.png');
      // Solved: the whole answer can be browsed (the bar's buttons, ▲ ▼ between the
      // variations, the variations' letters on the board) until ↺; the board takes no move.
      const shown = () =>
        page.evaluate(() => [...document.getElementById('p').shadowRoot.querySelectorAll('.bar button')].filter((b) => !b.hidden).map((b) => b.className));
      assert.deepEqual(await shown(), ['first', 'previous', 'next', 'last', 'retry']);
      await page.locator('#p button.first').click();
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      assert.equal(await seenAt(page, 2, 3, undefined, '#p canvas'), 'blue', "the second variation's letter B");
      await click(page, 'p', 2, 3);
      await page.waitForFunction(() => document.getElementById('p').tree.path.join() === '1');
      assert.deepEqual(await shown(), ['first', 'previous', 'next', 'last', 'up', 'down', 'retry'], 'a variation: ▲ ▼');
      await page.locator('#p button.up').click();
      await page.waitForFunction(() => document.getElementById('p').tree.path.join() === '0');
      await page.locator('#p button.down').click();
      await page.waitForFunction(() => document.getElementById('p').tree.path.join() === '1');
      await page.locator('#p button.last').click();
      await page.waitForFunction(() => document.getElementById('p').tree.path.join() === '1,0,0,0');
      assert.match(await page.locator('#p .caption').textContent(), /WRONG: White escapes/, "the wrong line's comment");
      await page.locator('#p').focus();
      await page.keyboard.press('Home');
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      await screenshot(page, 'problem-browse.png');
      const before = (await seen(page)).filter((e) => e.type === 'move').length;
      await click(page, 'p', 4, 3);
      await page.waitForTimeout(100);
      assert.equal((await seen(page)).filter((e) => e.type === 'move').length, before, 'no move while the answer is browsed');
      // Start again and follow the line the record marks WRONG.
      await page.locator('#p button.retry').click();
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      assert.deepEqual(await shown(), ['retry'], 'a new try hides the answer');
      await page.evaluate(() => (window.seen = []));
      await click(page, 'p', 2, 3);
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 2);
      await click(page, 'p', 3, 4);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'));
      const wrong = (await seen(page)).find((e) => e.type === 'failed');
      assert.deepEqual({ ...wrong.detail, ms: 0 }, { point: [4, 3], path: [1, 0, 0, 0], reason: 'marked-wrong', ms: 0, attempts: 3 });
      // In another language the wrong answer is worded in it, not only marked ✗.
      await page.locator('#p button.retry').click();
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      await page.evaluate(() => document.getElementById('p').setAttribute('lang', 'ja'));
      await page.locator('#p canvas[aria-roledescription="碁盤"]').waitFor();
      await click(page, 'p', 5, 5);
      await page.locator('#p .caption', { hasText: '不正解' }).waitFor();
      assert.match(await page.locator('#p .caption').textContent(), /✗ 不正解：棋譜にこの手はありません。/);
    },
    1,
  );
});

// A bent three in the corner of a 7×7 board, Black to kill (the vital point is B7, `ba`).
const CORNER = 'SZ[7]RU[Chinese]KM[0]AW[ab][ca][cb][bc]AB[ac][da][db][cc][bd]PL[B]';

/** Shows `sgf` on board p with `attributes` (null removes one), waiting for its record's `nodes` nodes. */
async function show(page, sgf, nodes, attributes = {}) {
  await page.evaluate(
    ([sgf, attributes]) => {
      const el = document.getElementById('p');
      for (const [k, v] of Object.entries(attributes)) v === null ? el.removeAttribute(k) : el.setAttribute(k, v);
      el.setAttribute('sgf', sgf);
    },
    [sgf, attributes],
  );
  await page.waitForFunction((n) => document.getElementById('p').tree?.nodeCount === n && document.getElementById('p').tree.toSgf().length > 0, nodes);
  await page.evaluate(() => (window.seen = []));
}

/** ↺, then the viewer's move at (x, y): the try's outcome, `[type, reason]`. */
async function decided(page, x, y) {
  await page.locator('#p button.retry').click();
  await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
  await page.evaluate(() => (window.seen = []));
  await click(page, 'p', x, y);
  await page.waitForFunction(() => window.seen.some((e) => e.type === 'solved' || e.type === 'failed'), null, { timeout: 5000 }).catch(async (e) => {
    console.log(JSON.stringify(await seen(page)), await page.evaluate(() => document.getElementById('p').tree.toSgf()));
    throw e;
  });
  const e = (await seen(page)).find((e) => e.type === 'solved' || e.type === 'failed');
  return [e.type, e.detail.reason ?? null];
}

test('answers: the marks of other sites (TE, GB and GW), the main line, or the comments alone', async () => {
  await withFixture(
    'problem.html',
    async (page) => {
      await listen(page, 'p');
      // By default every kind of mark is read.
      await show(page, `(;${CORNER}(;B[ba]TE[1])(;B[aa]GW[1])(;B[bb]GB[1]))`, 4);
      assert.deepEqual(await decided(page, 1, 0), ['solved', null], 'TE: a right answer');
      assert.deepEqual(await decided(page, 0, 0), ['failed', 'marked-wrong'], 'GW: good for White, wrong for Black');
      assert.deepEqual(await decided(page, 1, 1), ['solved', null], 'GB: good for Black');
      // answers="comment": TE, GB and GW mean nothing; the record marks no right answer, so any line's end solves.
      await show(page, `(;${CORNER}(;B[ba]TE[1])(;B[aa]GW[1];W[ba]C[Wrong]))`, 4, { answers: 'comment' });
      assert.deepEqual(await decided(page, 0, 0), ['failed', 'marked-wrong'], "the comment on White's answer");
      // The main line: its end solves, any other line's end fails, whatever the comments say.
      const record = `(;${CORNER}(;B[ba];W[aa])(;B[bb]C[RIGHT];W[ba]))`;
      await show(page, record, 5, { answers: 'main' });
      assert.deepEqual(await decided(page, 1, 0), ['solved', null], 'the main line');
      assert.deepEqual(await decided(page, 1, 1), ['failed', 'not-right'], 'a variation, though its comment says RIGHT');
      // The same record read by its comments (auto): the line marked RIGHT solves, the main line's end does not.
      await show(page, record, 5, { answers: null });
      assert.deepEqual(await decided(page, 1, 0), ['failed', 'not-right']);
      assert.deepEqual(await decided(page, 1, 1), ['solved', null]);
    },
    1,
  );
});

test('reply="random": the record answers with any of its replies', async () => {
  await withFixture(
    'problem.html',
    async (page) => {
      await listen(page, 'p');
      await show(page, `(;${CORNER};B[ba](;W[aa];B[bb]C[RIGHT])(;W[bb];B[aa]C[RIGHT]))`, 6, { reply: 'random' });
      const answer = async (r) => {
        await page.locator('#p button.retry').click();
        await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
        await page.evaluate((r) => ((window.seen = []), (Math.random = () => r)), r);
        await click(page, 'p', 1, 0);
        await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 2);
        return (await seen(page)).filter((e) => e.type === 'move').map((e) => e.detail.move.point)[1];
      };
      assert.deepEqual(await answer(0.99), [1, 1], 'the second reply');
      // The try goes on: its answer is not said to screen readers ("Variation 2 of 2") either.
      // The description follows the reply's frame: waited for, not read at once (a
      // loaded machine read it before it was written).
      const described = () =>
        page.evaluate(() => {
          const root = document.getElementById('p').shadowRoot;
          return root.getElementById(root.querySelector('canvas').getAttribute('aria-describedby')).textContent;
        });
      await page
        .waitForFunction(() => {
          const root = document.getElementById('p').shadowRoot;
          return /Last move: White B6\.$/.test(root.getElementById(root.querySelector('canvas').getAttribute('aria-describedby')).textContent);
        }, null, { timeout: 5000 })
        .catch(() => {});
      assert.match(await described(), /Last move: White B6\.$/);
      assert.deepEqual(await answer(0), [0, 0], 'the first reply');
    },
    1,
  );
});

test('turn: the problem rotated, mirrored and its colours swapped, at random or as asked; the record as written comes back', async () => {
  await withFixture(
    'problem.html',
    async (page) => {
      await listen(page, 'p');
      const record = `(;${CORNER}(;B[ba]C[RIGHT]))`;
      const first = () => page.evaluate(() => document.getElementById('p').tree.children()[0]);
      const stone = (x, y) => page.evaluate(([x, y]) => document.getElementById('p').game.board()[y * 7 + x], [x, y]);
      // A quarter turn clockwise: B7 (1, 0) is now G6 (6, 1); White's A6 (0, 1) is F7 (5, 0).
      await show(page, record, 2, { turn: 'rotate-90' });
      assert.deepEqual(await first(), { color: 'black', point: [6, 1], comment: 'RIGHT' });
      assert.equal(await stone(5, 0), -1);
      assert.deepEqual(await decided(page, 6, 1), ['solved', null]);
      await screenshot(page, 'problem-turned.png');
      // Mirrored and the colours swapped: White kills, at F7 (5, 0).
      await show(page, record, 2, { turn: 'mirror swap' });
      assert.deepEqual(await first(), { color: 'white', point: [5, 0], comment: 'RIGHT' });
      assert.equal(await stone(6, 1), 1, "Black's stone where White's A6 was, mirrored");
      assert.match(await page.evaluate(() => document.getElementById('p').tree.toSgf()), /PL\[W\]/);
      assert.deepEqual(await decided(page, 5, 0), ['solved', null]);
      // At random, drawn again at each try (Math.random stubbed: 0.99 turns three quarters, no mirror, no swap).
      await page.evaluate(() => (Math.random = () => 0.99));
      await show(page, record, 2, { turn: 'random' });
      assert.deepEqual(await first(), { color: 'black', point: [0, 5], comment: 'RIGHT' });
      await page.evaluate(() => (Math.random = () => 0.3));
      assert.deepEqual(await decided(page, 6, 5), ['solved', null], '0.3: a quarter turn, mirrored, the colours swapped');
      assert.equal(await page.evaluate(() => document.getElementById('p').tree.node.move.color), 'white');
      // Without `turn`: the record as the author wrote it.
      await page.evaluate(() => document.getElementById('p').removeAttribute('turn'));
      await page.waitForFunction(() => document.getElementById('p').tree.children()[0].color === 'black');
      assert.equal(await page.evaluate(() => document.getElementById('p').tree.toSgf().replace(/\s/g, '')), `(;GM[1]FF[4]CA[UTF-8]${CORNER};B[ba]C[RIGHT])`);
      // A board of 5×3 turned a quarter is 3×5: its size, rectangles of points, arrows, labels and passes turned with it.
      await show(page, '(;SZ[5:3]AB[aa][ba:cb]AW[ec]LB[bb:X]AR[aa:ec];B[dc]C[RIGHT])', 2, { turn: 'rotate-90' });
      assert.equal(
        await page.evaluate(() => document.getElementById('p').tree.toSgf().replace(/\s/g, '')),
        '(;GM[1]FF[4]CA[UTF-8]KM[0]RU[Japanese]SZ[3:5]AB[ca][bb:cc]AW[ae]LB[bb:X]AR[ca:ae];B[ad]C[RIGHT])',
      );
      assert.deepEqual(await page.evaluate(() => [document.getElementById('p').game.width, document.getElementById('p').game.height]), [3, 5]);
    },
    1,
  );
});

test('the board is cropped to the problem: its stones and moves, or its VW; crop="none" shows it all', async () => {
  await withFixture(
    'problem.html',
    async (page) => {
      const view = () => page.evaluate(() => document.getElementById('p').state.view);
      const corner = CORNER.replace('SZ[7]', 'SZ[19]');
      await show(page, `(;${corner}(;B[ba]C[RIGHT])(;B[ee]C[Wrong]))`, 3);
      // Columns A–F, rows 19–14: the stones and moves to E15 (4, 4), a line of margin.
      await page.waitForFunction(() => String(document.getElementById('p').state.view) === '0,0,5,5');
      await screenshot(page, 'problem-cropped.png');
      // The record's VW wins.
      await show(page, `(;${corner}VW[aa:hh](;B[ba]C[RIGHT]))`, 2);
      await page.waitForFunction(() => String(document.getElementById('p').state.view) === '0,0,7,7');
      // crop="none": the whole board.
      await page.evaluate(() => document.getElementById('p').setAttribute('crop', 'none'));
      await show(page, `(;${corner}(;B[ba]C[RIGHT]))`, 2);
      await page.waitForFunction(() => document.getElementById('p').state.view === null);
      assert.equal(await view(), null);
    },
    1,
  );
});
