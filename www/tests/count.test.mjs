// From the last move to the count: two passes, dead stones toggled by clicks, the result
// as each ruleset states it; resignation, a repeated position and a cycle, resuming play;
// 9×9 and 19×19.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, newGame, clickPoint, playMoves, moveNumber, text, lastAnnouncement,
  stonesFromDescription, seenAt, screenshot, pointXY, settle,
} from './helpers.mjs';

const { withPage } = useBrowser();

/** Two walls on 9×9 (Black on E, White on F), then a White stone left dead at B5. */
async function wallGame(page) {
  const walls = [];
  for (let y = 0; y < 9; y++) walls.push([4, y], [5, y]);
  await playMoves(page, walls);
  await page.click('#pass');
  await playMoves(page, [[1, 4]]);
  await page.keyboard.press('p');
  assert.equal(await page.locator('#count').isHidden(), true, 'one pass does not count');
  await page.click('#pass');
  assert.equal(await page.locator('#count').isVisible(), true, 'two passes start the count');
  assert.match(await lastAnnouncement(page), /^White passes\. Both sides passed: counting\./);
}

test('9×9 Chinese: pass, pass, toggle a dead chain, read points and stones; resume play', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'chinese' });
    await wallGame(page);
    // Counting starts with the engine's guess marked: B5 dead.
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');
    assert.equal(await page.locator('#pass').isDisabled(), true);
    // With the stone at B5 alive, Black has no territory.
    await clickPoint(page, 1, 4);
    assert.equal(await lastAnnouncement(page), 'White chain at B5 (1 stone) marked alive. W+35.5.');
    assert.equal(await text(page, '#result'), 'White wins by 35.5 points (W+35.5)');
    await clickPoint(page, 1, 4);
    assert.equal(await lastAnnouncement(page), 'White chain at B5 (1 stone) marked dead. B+1.5.');
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');
    assert.equal(await text(page, '#result-stones'), 'In stones (子): Black 45 — needs 45 — wins by ¾ stone.');
    assert.equal(
      await text(page, '#result-points'),
      'Black 45 points, White 36 + komi 7.5 = 43.5: margin 1.5 points to Black.',
    );
    const rows = await page.locator('#count-body tr').allTextContents();
    assert.deepEqual(rows, ['Stones99', 'Surrounded points3627', 'Komi7.5', 'Total4543.5']);
    assert.match(await text(page, '#turn-text'), /^Counting: B\+1\.5/);
    // Territory is shaded: a black square on Black's side, a white one on White's.
    assert.equal(await seenAt(page, 2, 6, [0, 0]), 'black');
    assert.equal(await seenAt(page, 7, 2, [0, 0]), 'white');
    await screenshot(page, 'count-9x9-chinese.png');

    // Toggle back and forth: the count follows.
    await clickPoint(page, 1, 4);
    assert.equal(await text(page, '#result'), 'White wins by 35.5 points (W+35.5)');
    await clickPoint(page, 1, 4);
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');

    // Resume play: the Chinese rules settle disputes by playing on.
    await page.click('#resume');
    assert.equal(await page.locator('#count').isHidden(), true);
    assert.equal(await text(page, '#turn-text'), 'Black to play');
    assert.match(await lastAnnouncement(page), /^Play resumed: Black to play/);
    await playMoves(page, [[1, 3]]);
    assert.equal(await lastAnnouncement(page), 'Black B6.');
    // Pass, pass again; then U takes back the last pass and leaves the count.
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.locator('#count').isVisible(), true);
    await page.keyboard.press('u');
    assert.equal(await page.locator('#count').isHidden(), true);
    assert.equal(await text(page, '#turn-text'), 'Black to play');
  });
});

test('9×9 Japanese: territory and prisoners, no stones line', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'japanese' });
    assert.equal(await page.inputValue('#komi'), '6.5');
    await wallGame(page);
    // The engine proposes B5 dead; the players could correct it by clicking.
    await page.click('#suggest');
    assert.equal(await lastAnnouncement(page), 'The engine suggests 1 dead stone; click or tap a chain to correct it. B+3.5.');
    assert.equal(await text(page, '#result'), 'Black wins by 3.5 points (B+3.5)');
    assert.equal(await text(page, '#result-stones'), '');
    const rows = await page.locator('#count-body tr').allTextContents();
    assert.deepEqual(rows, ['Territory3627', 'Prisoners10', 'Komi6.5', 'Total3733.5']);
    await screenshot(page, 'count-9x9-japanese.png');
  });
});

test('9×9 Ing: 8 points of komi, ties to Black, the count in stones', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'ing' });
    assert.equal(await page.inputValue('#komi'), '8');
    await wallGame(page);
    // B5 is marked dead when counting starts.
    assert.equal(await text(page, '#result'), 'Black wins by 1 point (B+1)');
    assert.equal(await text(page, '#result-stones'), 'In stones (子): Black 45 — needs 45 — wins by ½ stone.');
    assert.match(
      await text(page, '#result-notes'),
      /Ing rules: Black gives 8 points of komi, and an equal count is a win for Black\./,
    );
  });
});

// A cycle on 2×2: Black A2 and White B1 capture each other in turn. After move 7 the
// position is the one after move 1 again; after move 13, for the third time.
const CYCLE = [[0, 0], [1, 1], [1, 0], [0, 1], [0, 0], [1, 0], [0, 0]];
const ROUND = [[1, 1], [1, 0], [0, 1], [0, 0], [1, 0], [0, 0]];

test('under simple ko a repetition is reported, not final; the cycle played round twice ends with no result', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 2, rules: 'japanese' });
    assert.match(await text(page, '#rules-note'), /simple ko; a whole-board position coming 3 times voids the game/);
    assert.equal(await page.locator('#repetition').isHidden(), true);
    await playMoves(page, CYCLE);
    assert.equal(await moveNumber(page), 7);
    assert.equal(await page.locator('#over').isHidden(), true, 'one repetition does not end the game');
    assert.equal(await text(page, '#repetition'), 'Position repeated: 2 of 3');
    assert.equal(
      await lastAnnouncement(page),
      'Black A2, captures 3. The whole-board position is the one after move 1 again (2nd time). ' +
        'If it comes once more, the game ends with no result. The players may also agree on no result now.',
    );
    assert.match(await text(page, '#board-wrap .tengen-desc'), /The whole-board position is the one after move 1 again/);
    assert.equal(await page.locator('#no-result').isVisible(), true);
    await screenshot(page, 'repetition-2x2.png');
    // Round the cycle once more: the position after move 1 comes a third time.
    await playMoves(page, ROUND);
    assert.equal(await moveNumber(page), 13);
    assert.equal(await page.locator('#over').isVisible(), true);
    assert.match(await text(page, '#over-text'), /^No result: the whole-board position repeated/);
    assert.match(await text(page, '#over-text'), /Japanese rules the game ends with no winner \(Void\)/);
    assert.equal(await text(page, '#turn-text'), 'Game over: Void');
    assert.equal(await page.locator('#repetition').isHidden(), true);
    assert.equal(await page.locator('#no-result').isHidden(), true);
    await screenshot(page, 'over-2x2-cycle.png');
    await clickPoint(page, 1, 1);
    assert.match(await text(page, '#message'), /^No result: the whole-board position repeated.* The game is over; undo a move/);
  });
});

test('while the position repeats the players may declare no result; undo takes it back; not under superko', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 2, rules: 'japanese' });
    await playMoves(page, CYCLE);
    await page.click('#no-result');
    assert.equal(await page.locator('#over').isVisible(), true);
    assert.equal(await text(page, '#turn-text'), 'Game over: Void');
    assert.match(await lastAnnouncement(page), /^The players agree on no result while the position repeats\. No result: /);
    assert.equal(await moveNumber(page), 7);
    assert.equal(await page.locator('#no-result').isHidden(), true);
    assert.equal(await page.locator('#undo:focus').count(), 1, 'the focus moves on from the hidden button');
    await page.keyboard.press('u');
    assert.equal(await page.locator('#over').isHidden(), true);
    assert.equal(await text(page, '#repetition'), 'Position repeated: 2 of 3');
    assert.equal(await moveNumber(page), 7);

    // Under positional superko a pass repeats the stones, but that is no cycle to end.
    await newGame(page, { size: 9, rules: 'chinese' });
    await playMoves(page, [[4, 4]]);
    await page.click('#pass');
    assert.equal(await text(page, '#turn-text'), 'Black to play');
    assert.equal(await page.locator('#repetition').isHidden(), true);
    assert.equal(await page.locator('#no-result').isHidden(), true);
  });
});

test('resign, and undo the resignation', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[2, 2]]);
    await page.click('#resign');
    assert.equal(await text(page, '#over-text'), 'White resigned: Black wins (B+R).');
    assert.equal(await lastAnnouncement(page), 'White resigned: Black wins (B+R).');
    assert.equal(await page.locator('#resign').isDisabled(), true);
    await page.keyboard.press('p');
    assert.equal(
      await text(page, '#message'),
      'White resigned: Black wins (B+R). The game is over; undo a move, or resume play after the passes, to go on.',
    );
    await page.keyboard.press('u');
    assert.equal(await page.locator('#over').isHidden(), true);
    assert.equal(await text(page, '#turn-text'), 'White to play');
  });
});

test('handicap stones: White moves first; a bad komi is refused in words', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese', handicap: 4, komi: 0.5 });
    assert.equal(await text(page, '#turn-text'), 'White to play');
    const stones = await stonesFromDescription(page);
    assert.deepEqual([...stones.black].sort(), ['D16', 'D4', 'Q16', 'Q4']);
    assert.equal(await seenAt(page, 3, 3), 'black');
    await page.fill('#komi', '0.3');
    await page.click('#start');
    assert.match(await text(page, '#form-error'), /whole or half number/);
    assert.equal(await text(page, '#turn-text'), 'White to play', 'the game goes on');
  });
});

test('a 19×19 game: walls, a capture, a dead stone, the count in stones', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    const walls = [];
    for (let y = 0; y < 19; y++) walls.push([9, y], [10, y]);
    await playMoves(page, walls);
    await playMoves(page, [[1, 2], [2, 2], [3, 2], [15, 15], [2, 1], [15, 3], [2, 3]]);
    assert.equal(await lastAnnouncement(page), 'Black C16, captures 1.');
    assert.equal(await text(page, '#caps-black'), '1');
    await page.mouse.move(5, 5);
    assert.equal(await seenAt(page, 2, 2), 'wood');
    await playMoves(page, [[3, 15]]);
    assert.equal(await moveNumber(page), 46);
    // Show the liberties of the black group around the capture.
    const p = await pointXY(page, 2, 1);
    await page.mouse.move(p.x, p.y);
    await settle(page);
    await screenshot(page, 'play-19x19.png');
    await page.click('#pass');
    await page.click('#pass');
    // Counting starts with the engine's guess marked: D4 dead.
    assert.equal(await text(page, '#result'), 'Black wins by 11.5 points (B+11.5)');
    // With D4 alive, Black's side is no one's area.
    await clickPoint(page, 3, 15);
    assert.match(await text(page, '#result'), /^White wins by [\d.]+ points \(W\+[\d.]+\)$/);
    await clickPoint(page, 3, 15);
    assert.equal(await text(page, '#result'), 'Black wins by 11.5 points (B+11.5)');
    assert.equal(await text(page, '#result-stones'), 'In stones (子): Black 190 — needs 185 — wins by 5¾ stones.');
    await page.mouse.move(5, 5);
    await screenshot(page, 'count-19x19.png');
  });
});
