// <tengen-board> on a phone: pixel ratio 3, touch. The boards of the no-bundler page fit
// a narrow screen one under the other (plain.css); a tap plays on the board tapped, crisp (the canvas
// has one pixel per device pixel).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, pointXY, screenshot, seenAt, settle } from './helpers.mjs';
import { stones, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
const withFixture = useSite(env);

test('phone: a tap plays on the board tapped; the canvas is sized in device pixels', async () => {
  await withFixture('plain.html', async (page) => {
    await settle(page);
    const box = await page.locator('#a').boundingBox();
    assert.ok(box.width >= 340 && box.x + box.width <= 390, JSON.stringify(box));
    const canvas = await page.locator('#a canvas').evaluate((c) => [c.width, c.getBoundingClientRect().width]);
    assert.ok(Math.abs(canvas[0] - canvas[1] * 3) <= 1, `device pixels: ${canvas}`);
    const p = await pointXY(page, 2, 6, '#a canvas');
    // The first tap shows the stone, the second plays it (confirm="touch", the default).
    await page.touchscreen.tap(p.x, p.y);
    await settle(page);
    assert.equal(await page.evaluate(() => document.getElementById('a').game.moveNumber), 0);
    await page.touchscreen.tap(p.x, p.y);
    await page.waitForFunction(() => document.getElementById('a').game.moveNumber === 1);
    assert.deepEqual(await stones(page, 'a'), [[2, 6, 1]]);
    assert.deepEqual(await stones(page, 'b'), []);
    await settle(page);
    assert.equal(await seenAt(page, 2, 6, undefined, '#a canvas'), 'black');
    await screenshot(page, 'element-phone.png');
  });
});
