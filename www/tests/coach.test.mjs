// The coach on the page (issue 33, items 1–3): a review during a game against the
// computer lets the computer play on once the game's last position is shown again; the
// review analyses the game whether the graph is on or not, and the graph's button says
// whether it is; the graph plots Black's side of one estimate, without a zigzag, with a
// legend, and a hint says what its numbers are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, clickPoint, newGame, playMoves, text, screenshot } from './helpers.mjs';

const { withPage } = useBrowser();

const board = (page) => page.evaluate(() => ({ moves: document.getElementById('board').state.moveNumber, turn: document.getElementById('board').state.turn, mode: document.getElementById('board').state.mode }));

/** The graph's canvas data: moves, points computed, the values. */
const graphData = (page) =>
  page.locator('#board canvas.winrate').evaluate((c) => ({
    moves: Number(c.dataset.moves),
    points: Number(c.dataset.points),
    values: c.dataset.values.split(' ').map(Number),
  }));

/** Waits until the computer (White) has answered: Black's turn and no thinking line. */
const awaitReply = (page, moves) =>
  page.waitForFunction(
    (n) => {
      const s = document.getElementById('board').state;
      return s.moveNumber === n && s.turn === 'black' && (document.getElementById('thinking')?.hidden ?? true);
    },
    moves,
    { timeout: 20000 },
  );

test('a review during a game against the computer: the computer waits while an earlier move is shown, and plays on after », and after Close', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('board').getAttribute('opponent') === 'computer');
    await clickPoint(page, 4, 4);
    await awaitReply(page, 2);
    await clickPoint(page, 2, 6);
    await awaitReply(page, 4);
    await page.click('#winrate');
    await page.click('#review');
    await page.waitForFunction(() => /^(1 of|No move)/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 60000 });
    // Still a game against the computer: the form and the board say so.
    assert.equal(await page.evaluate(() => document.getElementById('board').getAttribute('opponent')), 'computer');
    assert.equal(await page.inputValue('#opponent'), 'computer');
    // The review browses the game: at an earlier move the computer plays nothing.
    await page.click('#sgf-first');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    await page.waitForTimeout(600);
    assert.equal((await board(page)).moves, 0, 'nothing is played at the move shown');
    // », then a move: White answers.
    await page.click('#sgf-last');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4);
    await clickPoint(page, 6, 2);
    await awaitReply(page, 6);
    assert.match(await text(page, '#turn-text'), /^Black to play/);
    // A review again, shown at an earlier move; Close goes back to the last position, and
    // the game goes on there.
    await page.click('#review');
    await page.waitForFunction(() => /^(1 of|No move)/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 60000 });
    await page.click('#sgf-first');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    await page.waitForTimeout(600);
    assert.equal((await board(page)).moves, 0, 'nothing is played at the move shown');
    await page.click('#review-close');
    assert.equal(await page.locator('#review-panel').isVisible(), false);
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 6);
    await clickPoint(page, 6, 6);
    await awaitReply(page, 8);
    await screenshot(page, 'coach-review-goes-on-en.png');
  }, '#size=9&opponent=computer&level=1&computer=white&playouts=40');
});

test('a review without the graph analyses the game: the graph shows, computed, and its button is pressed with it', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('board').getAttribute('opponent') === 'computer');
    // E5 and C3 (White answers each).
    await clickPoint(page, 4, 4);
    await awaitReply(page, 2);
    await clickPoint(page, 2, 6);
    await awaitReply(page, 4);
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'false');
    await page.click('#review');
    await page.waitForFunction(() => /^(1 of|No move)/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 60000 });
    // The graph is there, every move of the game computed, and the button says it is on.
    const g = await graphData(page);
    assert.equal(g.moves, 4);
    assert.equal(g.points, 4, 'the review read a whole graph');
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'true');
    assert.equal(await page.evaluate(() => document.getElementById('board').hasAttribute('show-winrate')), true);
    // The button turns the graph off, and says so.
    await page.click('#winrate');
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'false');
    assert.equal(await page.locator('#board canvas.winrate').count(), 0);
  }, '#size=9&opponent=computer&level=10&computer=white&playouts=40');
});

test('the winrate graph of the four-star-point opening: Black\'s side of one estimate, no zigzag; its legend; a hint says what its numbers are', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19 });
    // Q16, D4, Q4, D16.
    await playMoves(page, [[15, 3], [3, 15], [15, 15], [3, 3]]);
    await page.click('#winrate');
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('canvas.winrate')?.dataset.points === '4', null, { timeout: 60000 });
    const { values } = await graphData(page);
    for (let k = 1; k < values.length; k++) {
      assert.ok(Math.abs(values[k] - values[k - 1]) < 0.05, `moves ${k} and ${k + 1}: ${values.join(' ')}`);
    }
    for (const v of values) assert.ok(v > 0.3 && v < 0.7, `an even opening: ${values.join(' ')}`);
    const legend = await page.locator('#board').evaluate((b) => b.shadowRoot.querySelector('.winrate-legend')?.textContent);
    // With the network, the dashed lead's words follow (issue 30).
    assert.match(legend, new RegExp(`^Black's chance of winning: ${Math.round(values[3] * 100)} % after move 4(; dashed, Black's lead in points \\(±\\d+ over the height\\): [−+]?[\\d.]+)?$`));
    // A hint: its numbers are the mover's chance of winning by each move.
    await page.click('#hint');
    // (The first hint loads the network: netplay.test.mjs.)
    await page.waitForFunction(() => document.getElementById('board').state.marks.length === 3, null, { timeout: 30000 });
    const best = await page.evaluate(() => document.getElementById('board').state.marks.find((m) => m.best));
    assert.match(await text(page, '#message'), new RegExp(`^Hint: each number is Black's chance of winning by that move; the best, [A-HJ-T]\\d+, ${best.text} %\\. Black's score lead: [A-HJ-T]\\d+ [+−]\\d+\\.\\d`));
    await screenshot(page, 'coach-graph-legend-en.png');
  });
});
