// A phone: a narrow viewport, pixel ratio 3, touch. Taps near the edges must land on the
// edge points, taps on the coordinates must do nothing, and a finger that slides before
// lifting plays where it lifts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, newGame, pointXY, moveNumber, text, lastAnnouncement, seenAt, screenshot, settle,
} from './helpers.mjs';

const { withPage } = useBrowser({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
});

async function tapPoint(page, x, y, offset = [0, 0]) {
  const p = await pointXY(page, x, y);
  await page.touchscreen.tap(p.x + offset[0] * p.cell, p.y + offset[1] * p.cell);
  await settle(page);
}

test('phone: the board fits the width; taps near the edges land on the edge points', async () => {
  await withPage(async (page) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (overflow ${overflow}px)`);
    const box = await page.locator('#board canvas').boundingBox();
    assert.ok(box.width >= 370 && box.x >= 0 && box.x + box.width <= 390, `board spans the width: ${JSON.stringify(box)}`);

    await newGame(page, { size: 9 });
    await tapPoint(page, 0, 8, [-0.4, 0.4]);
    assert.equal(await lastAnnouncement(page), 'Black A1.');
    await tapPoint(page, 8, 0, [0.45, -0.45]);
    assert.equal(await lastAnnouncement(page), 'White J9.');
    await tapPoint(page, 8, 8, [0.3, 0.3]);
    assert.equal(await lastAnnouncement(page), 'Black J1.');
    await tapPoint(page, 0, 0, [-0.3, -0.3]);
    assert.equal(await lastAnnouncement(page), 'White A9.');
    for (const [x, y, c] of [[0, 8, 'black'], [8, 0, 'white'], [8, 8, 'black'], [0, 0, 'white']]) {
      assert.equal(await seenAt(page, x, y), c, `stone at (${x}, ${y})`);
    }
    // On the coordinates, outside the board: nothing.
    await tapPoint(page, 4, 8, [0, 0.85]);
    assert.equal(await moveNumber(page), 4);
    // Next to the edge on the inside: the neighbouring point, not the edge.
    await tapPoint(page, 1, 8, [0, 0.2]);
    assert.equal(await lastAnnouncement(page), 'Black B1.');
    await screenshot(page, 'phone-9x9.png');
  });
});

test('phone: a finger that slides before lifting plays where it lifts', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 13 });
    const a = await pointXY(page, 3, 3);
    const b = await pointXY(page, 5, 4);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, p) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: p ? [{ x: p.x, y: p.y, id: 1 }] : [] });
    await touch('touchStart', a);
    await settle(page);
    // While the finger is down a translucent stone shows, and nothing is played yet.
    assert.equal(await moveNumber(page), 0);
    await touch('touchMove', { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    await touch('touchMove', b);
    await settle(page);
    assert.equal(await seenAt(page, 5, 4), 'other', 'the ghost stone follows the finger');
    await screenshot(page, 'phone-13x13-touch-drag.png');
    await touch('touchEnd');
    await settle(page);
    assert.equal(await lastAnnouncement(page), 'Black F9.');
    assert.equal(await seenAt(page, 3, 3), 'wood');
    await cdp.detach();
  });
});

test('phone: a 19×19 game to the count, with the buttons tapped', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19 });
    const moves = [[15, 3], [3, 15], [3, 3], [15, 15], [2, 5], [13, 2], [16, 13], [9, 9]];
    for (const [x, y] of moves) await tapPoint(page, x, y);
    assert.equal(await moveNumber(page), 8);
    await screenshot(page, 'phone-19x19.png');
    await page.tap('#pass');
    await page.tap('#pass');
    assert.equal(await page.locator('#count').isVisible(), true);
    await tapPoint(page, 9, 9);
    assert.match(await lastAnnouncement(page), /^White chain at K10 \(1 stone\) marked dead\./);
    assert.match(await text(page, '#result'), /^(Black|White) wins by [\d.]+ points/);
    await screenshot(page, 'phone-19x19-count.png');
  });
});
