// Problem mode (www/tests/fixtures/problem.html and problem.sgf): the viewer plays
// Black; a move that is not in the record is marked wrong and fires `failed`; the record
// answers a right move; the line the record marks RIGHT fires `solved`, and the one it
// marks WRONG fires `failed`.
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
      // A move the record does not have: marked ✗, `failed`, nothing played.
      await click(page, 'p', 7, 7);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'));
      const failed = (await seen(page)).find((e) => e.type === 'failed');
      assert.deepEqual(failed.detail, { point: [7, 7], path: [], reason: 'not-in-record' });
      assert.equal(await moveNumber(page), 0);
      assert.match(await page.locator('#p .caption').textContent(), /✗/);
      await page.mouse.move(1, 1);
      await screenshot(page, 'problem-wrong.png');
      assert.equal(await seenAt(page, 7, 7, [0.12, 0.12], '#p canvas'), 'other', 'the red cross');
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
      assert.deepEqual(events.at(-1).detail, { point: [2, 4], path: [0, 0, 0] });
      assert.match(await page.locator('#p .caption').textContent(), /✓.*RIGHT/);
      await screenshot(page, 'problem-solved.png');
      // Start again and follow the line the record marks WRONG.
      await page.locator('#p button.retry').click();
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      await page.evaluate(() => (window.seen = []));
      await click(page, 'p', 2, 3);
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 2);
      await click(page, 'p', 3, 4);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'));
      const wrong = (await seen(page)).find((e) => e.type === 'failed');
      assert.deepEqual(wrong.detail, { point: [4, 3], path: [1, 0, 0, 0], reason: 'marked-wrong' });
      // In another language the wrong answer is worded in it, not only marked ✗.
      await page.locator('#p button.retry').click();
      await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
      await page.evaluate(() => document.getElementById('p').setAttribute('lang', 'ja'));
      await page.locator('#p canvas[aria-roledescription="碁盤"]').waitFor();
      await click(page, 'p', 7, 7);
      await page.locator('#p .caption', { hasText: '不正解' }).waitFor();
      assert.match(await page.locator('#p .caption').textContent(), /✗ 不正解：棋譜にこの手はありません。/);
    },
    1,
  );
});
