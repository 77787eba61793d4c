// Dead stones and the territory estimate on the page: when counting starts the board
// marks the engine's guess (game.guessDead()), which the players correct by clicking a
// chain; the territory estimate (game.ownership()) can be shown at any time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, newGame, clickPoint, playMoves, text, lastAnnouncement, seenAt, screenshot } from './helpers.mjs';

const { withPage } = useBrowser();

/** Walls on 9×9 (Black on E, White on F), a White stone at B5 and a Black one at H3 left dead. */
async function wallsWithInvaders(page) {
  const walls = [];
  for (let y = 0; y < 9; y++) walls.push([4, y], [5, y]);
  await playMoves(page, walls);
  await playMoves(page, [[7, 6], [1, 4]]);
}

test('counting starts with the guessed dead stones marked; a click corrects them', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'chinese' });
    await wallsWithInvaders(page);
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.locator('#count').isVisible(), true);
    assert.match(
      await lastAnnouncement(page),
      /^White passes\. Both sides passed: counting\..* The engine suggests 2 dead stones; click or tap a chain to correct it\. B\+1\.5\.$/,
    );
    // Black: 45 points with B5 taken off; White: 36 with H3 taken off; komi 7.5.
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');
    // The dead stones are drawn faded, on their captor's shaded area.
    assert.equal(await seenAt(page, 2, 6, [0, 0]), 'black');
    await screenshot(page, 'life-premarked.png');
    // The players disagree about B5: a click marks it alive, the count follows.
    await clickPoint(page, 1, 4);
    assert.equal(await lastAnnouncement(page), 'White chain at B5 (1 stone) marked alive. W+35.5.');
    assert.equal(await text(page, '#result'), 'White wins by 35.5 points (W+35.5)');
    await clickPoint(page, 1, 4);
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');
    // Resuming and counting again guesses afresh.
    await page.click('#resume');
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await text(page, '#result'), 'Black wins by 1.5 points (B+1.5)');
  });
});

test('the territory estimate can be shown at any time, and hidden', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'japanese' });
    await wallsWithInvaders(page);
    const button = page.locator('#ownership');
    // Inside a point's square (half a cell wide at most), off the grid lines.
    const inside = [0.12, 0.12];
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    assert.equal(await seenAt(page, 3, 4, inside), 'wood', 'no square before');
    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'true');
    assert.match(await lastAnnouncement(page), /^Territory estimate shown/);
    // Mid-game: Black's side gets dark squares, White's light ones (the walls have
    // no eyes yet, so the playouts are unsure far from them); the Black invader at H3
    // is likely dead, so a light square sits on the Black stone.
    assert.equal(await seenAt(page, 3, 4, inside), 'black');
    assert.equal(await seenAt(page, 6, 4, inside), 'white');
    assert.equal(await seenAt(page, 7, 6, inside), 'white');
    assert.equal(await seenAt(page, 7, 6, [-0.3, 0.3]), 'black', 'the stone around the square');
    await page.mouse.move(5, 5);
    await screenshot(page, 'life-ownership.png');
    // It follows the game: still shown after a move, and during the count.
    await playMoves(page, [[2, 2]]);
    assert.equal(await seenAt(page, 3, 4, inside), 'black');
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.locator('#count').isVisible(), true);
    assert.equal(await seenAt(page, 6, 4, inside), 'white');
    await button.click();
    assert.equal(await button.getAttribute('aria-pressed'), 'false');
    assert.equal(await lastAnnouncement(page), 'Territory estimate hidden.');
    assert.equal(await seenAt(page, 1, 1, [0, 0]), 'black', 'the count\'s own shading stays');
  });
});
