// Game records on the page: open (file picker, drag-and-drop, paste), browse (buttons
// and keys), add a variation by playing, save, and a bad file's message. Comments are
// text, never HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GameTree } from 'tengen';
import { useBrowser, clickPoint, newGame, text, seenAt, screenshot, settle } from './helpers.mjs';

const { withPage } = useBrowser({ acceptDownloads: true });

/** A 9×9 record with a handicap, comments and variations. */
const RECORD = `(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[0.5]HA[2]RU[Japanese]PB[Kuro]PW[Shiro]AB[gc][cg]C[A two-stone game.]
;W[ee]C[White takes the centre.]
;B[cc](;W[gg]C[The main line.];B[ge])
(;W[ge]C[A variation.];B[gg])
(;W[dc]C[<img src=x onerror="window.__pwned = true"> is only text])
)`;

async function open(page, content, name = 'game.sgf') {
  await page.setInputFiles('#sgf-open', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(content) });
}

test('open a record with a handicap, comments and variations, and browse it with buttons and keys', async () => {
  await withPage(async (page) => {
    await open(page, RECORD);
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened game.sgf'));
    assert.equal(await text(page, '#sgf-title'), 'Kuro – Shiro');
    assert.equal(await text(page, '#sgf-position'), 'Move 0');
    assert.equal(await text(page, '#sgf-comment'), 'A two-stone game.');
    assert.equal(await seenAt(page, 6, 2), 'black', 'a handicap stone');
    assert.equal(await text(page, '#turn-text'), 'White to play');
    await page.click('#sgf-next');
    assert.equal(await text(page, '#sgf-position'), 'Move 1: White E5');
    assert.equal(await text(page, '#sgf-comment'), 'White takes the centre.');
    assert.equal(await seenAt(page, 4, 4), 'white');
    await page.click('#sgf-next');
    assert.deepEqual(await page.locator('#sgf-variations button').allTextContents(), ['A: White G3', 'B: White G5', 'C: White D7']);
    // Keys, with the focus off the board.
    await page.locator('#sgf-title').click();
    await page.keyboard.press('End');
    assert.equal(await text(page, '#sgf-position'), 'Move 4: Black G5');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await text(page, '#sgf-comment'), 'The main line.');
    await page.keyboard.press('ArrowDown');
    assert.equal(await text(page, '#sgf-comment'), 'A variation.');
    assert.equal(await seenAt(page, 6, 4), 'white');
    assert.equal(await seenAt(page, 6, 6), 'wood');
    await page.keyboard.press('ArrowDown');
    // The comment is text: the markup shows, nothing runs.
    assert.equal(await text(page, '#sgf-comment'), '<img src=x onerror="window.__pwned = true"> is only text');
    assert.equal(await page.locator('#sgf-comment img').count(), 0);
    await settle(page);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.equal(await text(page, '#sgf-comment'), 'The main line.');
    await page.keyboard.press('Home');
    assert.equal(await text(page, '#sgf-position'), 'Move 0');
    await page.click('#sgf-last');
    assert.equal(await text(page, '#sgf-position'), 'Move 4: Black G5');
    await page.click('#sgf-first');
    await page.click('#sgf-next');
    await page.click('#sgf-next');
    await page.click('#sgf-variations li:nth-child(2) button');
    assert.equal(await text(page, '#sgf-comment'), 'A variation.');
    await screenshot(page, 'record-browse.png');
  });
});

test('play at a node to add a variation, save, and read the download back', async () => {
  await withPage(async (page) => {
    await open(page, RECORD);
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened'));
    await page.click('#sgf-next');
    await page.click('#sgf-next');
    await clickPoint(page, 2, 4);
    await page.waitForFunction(() => document.getElementById('sgf-position')?.textContent === 'Move 3: White C5');
    await page.click('#sgf-previous');
    assert.deepEqual(await page.locator('#sgf-variations button').allTextContents(), ['A: White G3', 'B: White G5', 'C: White D7', 'D: White C5']);
    // Playing a move that is already there follows it.
    await clickPoint(page, 6, 6);
    await page.waitForFunction(() => document.getElementById('sgf-position')?.textContent === 'Move 3: White G3');
    assert.equal(await text(page, '#sgf-comment'), 'The main line.');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sgf-save')]);
    const file = path.join(os.tmpdir(), `tengen-saved-${process.pid}.sgf`);
    await download.saveAs(file);
    assert.equal(download.suggestedFilename(), 'game.sgf');
    const saved = GameTree.fromSgf(fs.readFileSync(file, 'utf8'));
    fs.rmSync(file, { force: true });
    const original = GameTree.fromSgf(RECORD);
    original.goTo([0, 0]);
    original.play(2, 4);
    assert.equal(saved.toSgf(), original.toSgf(), 'the saved file reads back to the same tree');
    assert.equal(saved.nodeCount, 9);
  });
});

test('drag-and-drop and paste open records too', async () => {
  await withPage(async (page) => {
    const drop = await page.evaluateHandle((sgf) => {
      const dt = new DataTransfer();
      dt.items.add(new File([sgf], 'dropped.sgf', { type: 'application/x-go-sgf' }));
      return dt;
    }, '(;SZ[9]PB[Dropped]PW[File];B[ee])');
    await page.dispatchEvent('body', 'drop', { dataTransfer: drop });
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened dropped.sgf'));
    assert.equal(await text(page, '#sgf-title'), 'Dropped – File');
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.setData('text/plain', '(;SZ[13]PB[Pasted]PW[Text];B[gg];W[dd])');
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
    });
    await page.waitForFunction(() => document.getElementById('sgf-title')?.textContent === 'Pasted – Text');
    await page.click('#sgf-last');
    assert.equal(await text(page, '#sgf-position'), 'Move 2: White D10');
  });
});

test('a bad file gets a clear message and changes nothing', async () => {
  await withPage(async (page) => {
    await open(page, RECORD);
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened'));
    await open(page, '(;SZ[9];B[ee];W[cc', 'broken.sgf');
    await page.waitForFunction(() => document.getElementById('sgf-status')?.classList.contains('error'));
    assert.equal(await text(page, '#sgf-status'), 'Could not open broken.sgf: a value with no closing "]" (line 1, column 16)');
    await open(page, Buffer.from([0, 1, 2, 3, 0xff, 0x28]).toString('latin1'), 'binary.sgf');
    await page.waitForFunction(() => /binary\.sgf: this is not an SGF file/.test(document.getElementById('sgf-status')?.textContent ?? ''));
    assert.equal(await text(page, '#sgf-title'), 'Kuro – Shiro', 'the record open before is still there');
  });
});

/** Saves the record (the "Save SGF" button) and reads the download back with the package. */
async function saveAndRead(page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sgf-save')]);
  const file = path.join(os.tmpdir(), `tengen-saved-${process.pid}-${Date.now()}.sgf`);
  await download.saveAs(file);
  const text = fs.readFileSync(file, 'utf8');
  fs.rmSync(file, { force: true });
  return { text, tree: GameTree.fromSgf(text) };
}

test('a resignation is saved as the result (RE) of the record, and taken back with the undo', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await clickPoint(page, 2, 2);
    await clickPoint(page, 6, 6);
    await page.click('#resign');
    assert.equal(await text(page, '#over-text'), 'Black resigned: White wins (W+R).');
    const resigned = await saveAndRead(page);
    assert.equal(resigned.tree.info.result, 'W+R', resigned.text);
    assert.equal(resigned.tree.nodeCount, 3, 'the two moves are kept');
    // The game kept in this browser comes back resigned, and is saved so again.
    await page.reload();
    await page.locator('#loading').waitFor({ state: 'hidden' });
    assert.equal(await text(page, '#over-text'), 'Black resigned: White wins (W+R).');
    assert.equal((await saveAndRead(page)).tree.info.result, 'W+R');
    // Undone, the resignation is no longer the record's result.
    await page.click('#undo');
    assert.equal(await page.evaluate(() => document.getElementById('board').game.endReason), null);
    const undone = await saveAndRead(page);
    assert.equal(undone.tree.info.result, null, undone.text);
    assert.equal(undone.tree.nodeCount, 3);
    // White resigns: B+R.
    await clickPoint(page, 4, 4);
    await page.click('#resign');
    const white = await saveAndRead(page);
    assert.equal(white.tree.info.result, 'B+R', white.text);
    assert.equal(white.tree.nodeCount, 4);
  });
});

test("opening a record shows its size, rules, komi and handicap in the New game form", async () => {
  await withPage(async (page) => {
    const form = () =>
      page.evaluate(() => ['size', 'rules', 'komi', 'handicap'].map((id) => document.getElementById(id).value));
    assert.deepEqual(await form(), ['19', 'chinese', '7.5', '0']);
    await open(page, RECORD);
    await page.waitForFunction(() => document.getElementById('sgf-status')?.textContent?.startsWith('Opened'));
    assert.deepEqual(await form(), ['9', 'japanese', '0.5', '2']);
    // Starting a new game from the form plays the record's settings on an empty board.
    await page.click('#start');
    await page.waitForFunction(() => document.getElementById('board').game.moveNumber === 0);
    const game = await page.evaluate(() => {
      const g = document.getElementById('board').game;
      return [g.width, g.rules.name, g.komi, g.handicap];
    });
    assert.deepEqual(game, [9, 'japanese', 0.5, 2]);
    // Another record: the form follows it.
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.setData('text/plain', '(;SZ[13]RU[AGA]KM[7.5];B[gg];W[dd])');
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
    });
    await page.waitForFunction(() => document.getElementById('size').value === '13');
    assert.deepEqual(await form(), ['13', 'aga', '7.5', '0']);
  });
});
