// Problem mode with the solver (www/tests/fixtures/proof.html: a bent three in the
// corner, Black to kill, whose record has only the vital point B7). A move the record
// does not have is read by the solver in the element's worker: A7 is refuted (White's
// answer played, the board says why), B6 is accepted as "also correct (proved)"; the
// element with `author` lists checkProblem's findings on a planted wrong key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot, seenAt, expectAccessible } from './helpers.mjs';
import { click, listen, seen, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 800, height: 1000 }, deviceScaleFactor: 1 });
const withFixture = useSite(env);

const caption = (page, id) => page.locator(`#${id} .caption`).textContent();
const retry = async (page) => {
  await page.locator('#p button.retry').click();
  await page.waitForFunction(() => document.getElementById('p').tree.moveNumber === 0);
  await page.evaluate(() => (window.seen = []));
};

test('a move the record does not have is refuted by a proof, or accepted as also correct; the author sees the findings', async () => {
  await withFixture(
    'proof.html',
    async (page) => {
      await listen(page, 'p');
      const sgf = await page.evaluate(() => document.getElementById('p').tree.toSgf());

      // A7 (0, 0): not in the record. The solver refutes it: White answers at B7 (a ko
      // that White takes first), and the caption says so.
      await click(page, 'p', 0, 0);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'), null, { timeout: 30000 });
      const events = await seen(page);
      assert.deepEqual(
        events.map((e) => e.type),
        ['move', 'move', 'failed'],
      );
      assert.deepEqual(events[1].detail.move, { color: 'white', point: [1, 0] }, "the proof's refutation is played");
      const failed = events.at(-1).detail;
      assert.equal(failed.reason, 'refuted');
      assert.deepEqual(failed.point, [0, 0]);
      assert.deepEqual(failed.reply, [1, 0]);
      assert.equal(failed.result, 'ko');
      assert.match(await caption(page, 'p'), /^✗ White gets a ko: 2 at B7/);
      assert.equal(await seenAt(page, 1, 0, undefined, '#p canvas'), 'white', "White's answer on the board");
      await page.mouse.move(1, 1);
      await screenshot(page, 'proof-refuted.png');
      await expectAccessible(page, 'a refuted move');

      // Try again: the moves off the record are taken away; B6 (1, 1) kills too.
      await retry(page);
      assert.equal(await page.evaluate(() => document.getElementById('p').tree.toSgf()), sgf, 'the record is as the author wrote it');
      await click(page, 'p', 1, 1);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'solved' || e.type === 'failed'), null, { timeout: 30000 });
      const solved = (await seen(page)).at(-1);
      assert.equal(solved.type, 'solved');
      assert.deepEqual(solved.detail.point, [1, 1]);
      assert.equal(solved.detail.proved, true);
      assert.match(await caption(page, 'p'), /✓ Also correct \(proved\)/);
      await screenshot(page, 'proof-also-correct.png');

      // In Japanese: the refutation in its words.
      await retry(page);
      await page.evaluate(() => document.getElementById('p').setAttribute('lang', 'ja'));
      await page.locator('#p canvas[aria-roledescription="碁盤"]').waitFor();
      await click(page, 'p', 0, 0);
      await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'), null, { timeout: 30000 });
      assert.match(await caption(page, 'p'), /^✗ 白がコウにします：2 の B7/);

      // The author's check: A7 marked correct is refuted, B7 marked wrong works.
      const check = page.locator('#k .check li');
      await check.first().waitFor({ timeout: 30000 });
      const findings = await check.evaluateAll((items) => items.map((li) => [li.dataset.kind, li.textContent]));
      assert.deepEqual(
        findings.map(([k]) => k),
        ['correct-refuted', 'wrong-works'],
      );
      assert.match(findings[0][1], /^A7 is marked correct, but a proof refutes it \(the answer at B7\)\.$/);
      assert.match(findings[1][1], /^B7 is marked wrong, but it works \(proved\)\.$/);
      assert.match(await page.locator('#k .check').textContent(), /^Author's check/);
      await page.locator('#k').scrollIntoViewIfNeeded();
      await screenshot(page, 'proof-author.png');
      await expectAccessible(page, "the author's check");

      // Turned, the problem is checked again: its points named as the board shows them.
      await page.evaluate(() => document.getElementById('k').setAttribute('turn', 'rotate-90'));
      await page.locator('#k .check li', { hasText: 'G7' }).first().waitFor({ timeout: 30000 });
      assert.deepEqual(await check.evaluateAll((items) => items.map((li) => li.textContent)), [
        'G7 is marked correct, but a proof refutes it (the answer at G6).',
        'G6 is marked wrong, but it works (proved).',
      ]);
    },
    2,
  );
});
