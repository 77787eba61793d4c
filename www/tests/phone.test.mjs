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

/** Taps (x, y); while playing, twice: the first tap shows the stone, the second plays it (`confirm="touch"`). */
async function tapPoint(page, x, y, offset = [0, 0], times = null) {
  const p = await pointXY(page, x, y);
  const n = times ?? ((await page.evaluate(() => document.getElementById('board').state.mode)) === 'play' ? 2 : 1);
  for (let i = 0; i < n; i++) await page.touchscreen.tap(p.x + offset[0] * p.cell, p.y + offset[1] * p.cell);
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
    // Lifted: the stone waits there for a tap to confirm it.
    assert.equal(await moveNumber(page), 0);
    assert.equal(await seenAt(page, 5, 4), 'other', 'the ghost stone stays where the finger lifted');
    await tapPoint(page, 5, 4, [0, 0], 1);
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

test('phone, 19×19: a tap shows the stone, a second tap on the same point plays it; another point moves the stone; confirm="never" plays at once', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19 });
    const cell = (await pointXY(page, 0, 0)).cell;
    assert.ok(cell < 24, `a point is narrower than a fingertip here: ${cell} px`);
    await tapPoint(page, 3, 3, [0, 0], 1);
    assert.equal(await moveNumber(page), 0, 'the first tap plays nothing');
    assert.equal(await seenAt(page, 3, 3), 'other', 'it shows the stone');
    await screenshot(page, 'phone-19x19-confirm.png');
    // Another point: the stone moves there; a tap there plays it.
    await tapPoint(page, 4, 3, [0, 0], 1);
    assert.equal(await moveNumber(page), 0);
    assert.equal(await seenAt(page, 3, 3), 'wood');
    await tapPoint(page, 4, 3, [0, 0], 1);
    assert.equal(await lastAnnouncement(page), 'Black E16.');
    assert.equal(await page.evaluate(() => document.getElementById('board').state.board[3 * 19 + 4]), 1);
    // confirm="never": one tap plays.
    await page.evaluate(() => document.getElementById('board').setAttribute('confirm', 'never'));
    await tapPoint(page, 15, 15, [0, 0], 1);
    assert.equal(await lastAnnouncement(page), 'White Q4.');
  });
});

test('phone: every button\'s words inside its border; the record\'s file buttons in even rows of one height', async () => {
  await withPage(async (page) => {
    await page.locator('#loading').waitFor({ state: 'hidden' });
    const spills = await page.evaluate(() =>
      [...document.querySelectorAll('.controls button, .record-files > *')]
        .filter((b) => b.checkVisibility())
        .map((b) => ({ id: b.id || b.className, over: b.scrollWidth - b.clientWidth }))
        .filter((b) => b.over > 0));
    assert.deepEqual(spills, [], 'no words past a button\'s border');
    // Two full rows: the files' two buttons (Open, Save), then the views' three (Winrate
    // graph, Review, Image); all of one height, each row's of one width, each row from
    // the same left edge to the same right edge.
    const boxes = await page.locator('.record-files > *').evaluateAll((all) => all.map((b) => { const r = b.getBoundingClientRect(); return [Math.round(r.top), Math.round(r.height), Math.round(r.width), Math.round(r.left), Math.round(r.right)]; }));
    assert.equal(new Set(boxes.map(([, h]) => h)).size, 1, `one height: ${JSON.stringify(boxes)}`);
    const rows = [...new Set(boxes.map(([t]) => t))].map((t) => boxes.filter(([top]) => top === t));
    assert.deepEqual(rows.map((r) => r.length), [2, 3], `two rows, of two and three: ${JSON.stringify(boxes)}`);
    for (const row of rows) assert.equal(new Set(row.map(([, , w]) => w)).size, 1, `one width in a row: ${JSON.stringify(row)}`);
    const spans = rows.map((r) => `${r[0][3]}-${r.at(-1)[4]}`);
    assert.equal(new Set(spans).size, 1, `rows of one span: ${JSON.stringify(boxes)}`);
    await page.locator('#sgf').scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-record-files.png');
  });
});
