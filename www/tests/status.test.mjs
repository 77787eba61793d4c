// What the page says around the board (issue 33, items 13 and 14): the status line says
// whose captures are whose, and its move number agrees with the board's; the count says
// how to mark a chain once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newGame, playMoves, screenshot } from './helpers.mjs';

const { withPage } = useBrowser();

test('the status line: whose captures are whose, and the move number the board says too', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    // Black takes a white stone: B E5... W D5, B C5, W A1, B D6, W A2, B D4 (captures D5), then W A3.
    await playMoves(page, [[4, 4], [3, 4], [2, 4], [0, 8], [3, 3], [0, 7], [3, 5], [0, 6]]);
    const status = await page.locator('#status').innerText();
    assert.match(status.replace(/\s+/g, ' '), /Move 8 Captures Black 1 White 0/);
    const label = await page.locator('#board canvas').getAttribute('aria-label');
    const said = Number(label.match(/move (\d+)/)[1]);
    assert.equal(said, 8, `the board says the same move: "${label}"`);
    await screenshot(page, 'status-en.png');
  });
});

test('counting: "Click or tap a chain" is said once on the page', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4], [2, 2]]);
    await page.click('#pass');
    await page.click('#pass');
    await page.locator('#count').waitFor();
    const text = await page.evaluate(() => document.body.innerText);
    const times = text.match(/click or tap a chain/gi)?.length ?? 0;
    assert.equal(times, 1, text);
  });
});
