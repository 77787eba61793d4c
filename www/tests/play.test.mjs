// Playing on the page: clicks, captures, refused moves and why, undo, the keyboard.
// Every action is a real click or key press; the page is read through its text and pixels.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, newGame, clickPoint, playMoves, moveNumber, text, lastAnnouncement,
  stonesFromDescription, seenAt, screenshot, pointXY, settle,
} from './helpers.mjs';

/** `withPage` opens a page, runs `body`, then checks that the console stayed clean. */
const { env, withPage } = useBrowser();

test('the page loads: board, coordinates, text alternative, wasm served as application/wasm', async () => {
  await withPage(async (page) => {
    const wasm = await page.request.get(env().server.url + 'tengen_bg.wasm');
    assert.equal(wasm.headers()['content-type'], 'application/wasm');
    assert.equal(await text(page, '#turn-text'), 'Black to play');
    assert.equal(await page.inputValue('#lang'), 'en', 'the language switch shows the language of the page');
    assert.equal(await text(page, '#move-number'), 'Move 0');
    assert.equal(await text(page, '#caps-black'), '0');
    assert.equal(await text(page, '#caps-white'), '0');
    const label = await page.locator('#board canvas').getAttribute('aria-label');
    assert.match(label, /Go board, 19 by 19\. Black to play/);
    assert.match(await text(page, '#board-wrap .tengen-desc'), /19×19 board, Chinese rules, komi 7\.5/);
    // The empty board shows wood at a point; the first paint was measured.
    assert.equal(await seenAt(page, 3, 3), 'wood');
    await page.waitForFunction(() => performance.getEntriesByName('tengen:wasm-to-first-paint').length > 0);
  });
});

test('clicks play stones; a capture removes the stone; suicide and occupied points are refused with reasons', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    assert.match(await text(page, '#board-wrap .tengen-desc'), /^9×9 board/);
    await playMoves(page, [[0, 1], [0, 0]]);
    assert.equal(await lastAnnouncement(page), 'White A9.');
    assert.equal(await seenAt(page, 0, 0), 'white');
    assert.equal(await seenAt(page, 0, 1), 'black');
    await playMoves(page, [[1, 0]]);
    assert.equal(await lastAnnouncement(page), 'Black B9, captures 1.');
    assert.equal(await text(page, '#caps-black'), '1');
    assert.equal(await seenAt(page, 0, 0), 'wood', 'the captured stone is gone');
    assert.deepEqual(await stonesFromDescription(page), { black: ['B9', 'A8'], white: [] });

    // White may not play in the corner: no liberties, nothing captured.
    await clickPoint(page, 0, 0);
    // The package's refusal, as a sentence.
    assert.equal(
      await text(page, '#message'),
      'A9 is a forbidden point for White: the stone would have no liberties and capture nothing (suicide).',
    );
    assert.equal(await page.locator('#message.error').count(), 1);
    assert.equal(await moveNumber(page), 3);
    await clickPoint(page, 0, 1);
    assert.equal(await text(page, '#message'), 'A8 is occupied: there is already a stone there.');
    assert.equal(await moveNumber(page), 3);
    assert.equal(await text(page, '#turn-text'), 'White to play');
  });
});

test('a ko recapture is refused with its message, and allowed after a threat', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [5, 5], [1, 1], [2, 1]]);
    assert.equal(await lastAnnouncement(page), 'Black C8, captures 1.');
    await screenshot(page, 'play-9x9-ko.png');
    await clickPoint(page, 1, 1);
    assert.equal(
      await text(page, '#message'),
      'Ko: White may not retake the ko at B8 at once; play elsewhere first (a ko threat).',
    );
    assert.equal(await moveNumber(page), 9);
    // The keyboard cursor (left where the click was) says the same.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    assert.equal(
      await text(page, '#board-wrap .tengen-cursor'),
      'B8, empty: Ko: White may not retake the ko at B8 at once; play elsewhere first (a ko threat).',
    );
    // No translucent stone over the ko point, where White may not play; one elsewhere.
    const ko = await pointXY(page, 1, 1);
    await page.mouse.move(ko.x, ko.y);
    assert.equal(await seenAt(page, 1, 1), 'wood');
    const free = await pointXY(page, 6, 6);
    await page.mouse.move(free.x, free.y);
    assert.equal(await seenAt(page, 6, 6), 'other');
    await playMoves(page, [[7, 7], [7, 6], [1, 1]]);
    assert.equal(await lastAnnouncement(page), 'White B8, captures 1.');
    assert.equal(await text(page, '#caps-white'), '1');
  });
});

test('superko names the move whose position would repeat', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 2, rules: 'chinese' });
    await playMoves(page, [[0, 0], [1, 1], [1, 0], [0, 1], [0, 0], [1, 0]]);
    await clickPoint(page, 0, 0);
    assert.equal(
      await text(page, '#message'),
      'Superko: A2 would repeat the whole-board position after move 1 (Black A2), which the chinese rules forbid.',
    );
    assert.equal(await moveNumber(page), 6);
  });
});

test('undo by button and by U; pass by P', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    assert.equal(await page.locator('#undo').isDisabled(), true);
    await playMoves(page, [[2, 2], [6, 6]]);
    await page.click('#undo');
    assert.equal(await moveNumber(page), 1);
    assert.equal(await lastAnnouncement(page), 'Undone: White G3. White to play.');
    assert.equal(await seenAt(page, 6, 6), 'wood');
    await page.keyboard.press('u');
    assert.equal(await moveNumber(page), 0);
    assert.equal(await seenAt(page, 2, 2), 'wood');
    await page.keyboard.press('p');
    assert.equal(await lastAnnouncement(page), 'Black passes.');
    assert.equal(await text(page, '#turn-text'), 'White to play');
    // Typing in the form must not pass.
    await page.click('#komi');
    await page.keyboard.press('p');
    assert.equal(await moveNumber(page), 1);
  });
});

test('keyboard play: Tab to the board, arrows move the cursor, Enter plays', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    // Starting the game left the focus on the board; before it comes the skip link.
    assert.equal(await page.locator('#board canvas:focus').count(), 1);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await text(page, '.skip:focus'), 'Skip to the board');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('#board canvas:focus').count(), 1);
    await page.keyboard.press('Enter');
    assert.equal(await lastAnnouncement(page), 'Black E5.');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    assert.equal(await text(page, '#board-wrap .tengen-cursor'), 'C6, empty. Enter plays white.');
    await page.keyboard.press('Enter');
    assert.equal(await lastAnnouncement(page), 'White C6.');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    assert.match(await text(page, '#board-wrap .tengen-cursor'), /^E5, black stone; chain of 1, 4 liberties/);
    await page.keyboard.press('Enter');
    assert.equal(await text(page, '#message'), 'E5 is occupied: there is already a stone there.');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    assert.equal(await lastAnnouncement(page), 'Black E2.');
    await settle(page);
    await screenshot(page, 'play-9x9-keyboard.png');
    await page.keyboard.press('p');
    assert.equal(await lastAnnouncement(page), 'White passes.');
    await page.keyboard.press('u');
    assert.equal(await lastAnnouncement(page), "Undone: White's pass. White to play.");
    assert.equal(await moveNumber(page), 3);
  });
});

test('every control is reachable with the keyboard', async () => {
  await withPage(async (page) => {
    const seen = new Set();
    await page.locator('body').focus();
    for (let i = 0; i < 22; i++) {
      await page.keyboard.press('Tab');
      seen.add(await page.evaluate(() => document.activeElement?.id || document.activeElement?.className || ''));
    }
    for (const id of ['board', 'pass', 'undo', 'resign', 'hint', 'size', 'rules', 'komi', 'handicap', 'opponent', 'start', 'winrate', 'review']) {
      if (id === 'undo') continue; // disabled before the first move
      assert.ok(seen.has(id), `#${id} is reachable by Tab (saw ${[...seen].join(', ')})`);
    }
    // Start a game from the keyboard alone: choose 13×13 and press Enter on Start.
    await page.focus('#size');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.selectOption('#size', '13');
    await page.focus('#start');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('message')?.textContent?.startsWith('New game: 13×13'));
    assert.match(await text(page, '#board-wrap .tengen-desc'), /^13×13 board/);
  });
});

test('hovering a chain shows its liberties; the ghost stone appears only on legal points', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4], [4, 3], [3, 4]]);
    // White to move: hover over the black chain E5-D5 (liberties: D6, C5, D4, E4, F5).
    const p = await pointXY(page, 4, 4);
    await page.mouse.move(p.x, p.y);
    await settle(page);
    const lib = await pointXY(page, 5, 4);
    for (const [x, y] of [[5, 4], [2, 4], [3, 3], [3, 5], [4, 5]]) {
      assert.equal(await seenAt(page, x, y, [0.08, 0.08]), 'blue', `liberty (${x}, ${y}) is marked`);
    }
    assert.equal(await seenAt(page, 6, 6, [0.08, 0.08]), 'wood', 'a point that is not a liberty is not');
    await screenshot(page, 'play-9x9-liberties.png');
    // Ghost stone over a legal empty point: translucent white on wood.
    await page.mouse.move(lib.x + lib.cell * 2, lib.y + lib.cell * 2);
    await settle(page);
    assert.equal(await seenAt(page, 7, 6), 'other', 'a translucent stone follows the pointer');
    await page.mouse.move(0, 0);
    await settle(page);
    assert.equal(await seenAt(page, 7, 6), 'wood');
  });
});

test('clicks near the edge land on the edge point; clicks on the coordinates do nothing', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await clickPoint(page, 0, 8, [-0.4, 0.4]);
    assert.equal(await lastAnnouncement(page), 'Black A1.');
    await clickPoint(page, 8, 0, [0.45, -0.45]);
    assert.equal(await lastAnnouncement(page), 'White J9.');
    await clickPoint(page, 8, 8, [0.8, 0]);
    assert.equal(await moveNumber(page), 2, 'a click on the coordinates plays nothing');
  });
});

test('a link can choose the game; the board follows the window size, crisp at the pixel ratio', async () => {
  await withPage(async (page) => {
    assert.match(await text(page, '#board-wrap .tengen-desc'), /^13×13 board, Japanese rules, komi 6\.5/);
    assert.equal(await page.inputValue('#rules'), 'japanese');
    const crisp = async () => {
      const box = await page.locator('#board canvas').boundingBox();
      const width = Number(await page.locator('#board canvas').getAttribute('width'));
      assert.ok(Math.abs(width - box.width * 2) <= 2, `canvas ${width} device pixels for ${box.width} CSS pixels at ratio 2`);
      return box.width;
    };
    const before = await crisp();
    await page.setViewportSize({ width: 900, height: 640 });
    await page.waitForFunction((w) => document.getElementById('board').getBoundingClientRect().width !== w, before);
    await settle(page);
    const after = await crisp();
    assert.ok(after < before, `the board shrank with the window (${before} → ${after})`);
    // Aiming still works after the resize.
    await clickPoint(page, 12, 12);
    assert.equal(await lastAnnouncement(page), 'Black N1.');
    assert.equal(await seenAt(page, 12, 12), 'black');
    await page.setViewportSize({ width: 1280, height: 900 });
  }, '#size=13&rules=japanese&komi=6.5&handicap=0');
});
