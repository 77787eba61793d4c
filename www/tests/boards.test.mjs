// Boards apart from the page: two on one page play independent games, and destroy()
// takes one away entirely (its elements and every listener it added) while the other
// goes on. The test page is bundled here from www/src/board and tests/fixtures/boards.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import path from 'node:path';
import { useBrowser, clickPoint, seenAt, settle, screenshot, www } from './helpers.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 600 } });

const HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>two boards</title>
<style>body { margin: 0; display: flex; gap: 20px; padding: 20px; } .wrap { position: relative; width: 440px; aspect-ratio: 1; background: #dcae62; }</style>
<script type="module" src="boards.js"></script></head>
<body><div class="wrap" id="a"></div><div class="wrap" id="b"></div></body></html>`;

/** Opens the two-board test page: the board module bundled, served beside the package's wasm. */
async function openBoards() {
  const bundle = await build({
    entryPoints: [path.join(www, 'tests', 'fixtures', 'boards.mjs')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  const url = env().server.url;
  await env().context.route(`${url}boards.html`, (r) => r.fulfill({ contentType: 'text/html', body: HTML }));
  await env().context.route(`${url}boards.js`, (r) => r.fulfill({ contentType: 'text/javascript', body: bundle.outputFiles[0].text }));
  const page = await env().context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${url}boards.html`);
  await page.waitForFunction(() => window.boardsReady);
  return { page, problems };
}

/** The event listeners on what `expression` evaluates to, by type, through the DevTools protocol. */
async function listeners(cdp, expression) {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const { listeners: found } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
  return found.map((l) => l.type).sort();
}

const state = (page, i) =>
  page.evaluate((i) => {
    const s = window.boards[i].state;
    return { moves: s.moveNumber, turn: s.turn, message: s.message?.text ?? null, size: s.width };
  }, i);

test('two boards on one page play independent games; destroy() removes one entirely', async () => {
  const { page, problems } = await openBoards();
  const cdp = await page.context().newCDPSession(page);
  const before = { document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') };

  await page.evaluate(() => {
    const settings = (size) => ({ size, rules: 'chinese', komi: 7.5, handicap: 0 });
    window.changes = [0, 0];
    window.boards = ['a', 'b'].map((id, i) =>
      window.Board(document.getElementById(id), { settings: settings(i ? 13 : 9), events: { change: () => window.changes[i]++ } }),
    );
  });
  await settle(page);
  const A = '#a canvas';
  const B = '#b canvas';
  // Each board describes itself, under an id of its own.
  const described = await page.evaluate(() =>
    [...document.querySelectorAll('canvas')].map((c) => document.getElementById(c.getAttribute('aria-describedby'))?.textContent ?? ''),
  );
  assert.match(described[0], /^9×9 board/);
  assert.match(described[1], /^13×13 board/);

  // A click on one board plays there only.
  await clickPoint(page, 2, 2, [0, 0], A);
  assert.deepEqual(await state(page, 0), { moves: 1, turn: 'white', message: 'Black C7.', size: 9 });
  assert.deepEqual(await state(page, 1), { moves: 0, turn: 'black', message: null, size: 13 });
  assert.equal(await seenAt(page, 2, 2, undefined, A), 'black');
  assert.equal(await seenAt(page, 2, 2, undefined, B), 'wood');
  await clickPoint(page, 2, 2, [0, 0], B);
  await clickPoint(page, 3, 3, [0, 0], B);
  assert.deepEqual(await state(page, 1), { moves: 2, turn: 'black', message: 'White D10.', size: 13 });
  assert.equal(await state(page, 0).then((s) => s.moves), 1);
  // Keys act on the board that has the focus.
  await page.focus(A);
  await page.keyboard.press('p');
  assert.equal((await state(page, 0)).message, 'White passes.');
  assert.equal((await state(page, 1)).moves, 2);
  assert.equal(await page.locator('#a .tengen-log p').count(), 2);
  assert.equal(await page.locator('#b .tengen-log p').count(), 2);
  assert.deepEqual(await page.evaluate(() => window.changes), [2, 2]);
  await screenshot(page, 'two-boards.png');

  // The boards added no listener to the document or the window.
  assert.deepEqual({ document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') }, before);

  // destroy(): A's elements go, with every listener on them; the game is freed.
  await page.evaluate(() => {
    window.canvasA = window.boards[0].canvas;
    window.boards[0].destroy();
  });
  assert.equal(await page.locator('#a').innerHTML(), '');
  assert.deepEqual(await listeners(cdp, 'window.canvasA'), []);
  assert.deepEqual({ document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') }, before);
  // Calls on a destroyed board do nothing and throw nothing.
  await page.evaluate(() => {
    window.boards[0].play(4, 4);
    window.boards[0].pass();
    window.boards[0].destroy();
  });

  // B goes on: clicks, keys, a resize.
  await clickPoint(page, 6, 6, [0, 0], B);
  assert.deepEqual(await state(page, 1), { moves: 3, turn: 'white', message: 'Black G7.', size: 13 });
  const wide = await page.evaluate(() => document.querySelector('#b canvas').width);
  await page.evaluate(() => (document.getElementById('b').style.width = '300px'));
  await page.waitForFunction(
    (wide) => {
      const c = document.querySelector('#b canvas');
      return c.width < wide && Math.abs(c.width - 2 * c.getBoundingClientRect().width) <= 2;
    },
    wide,
  );
  await page.mouse.move(0, 0);
  await screenshot(page, 'two-boards-one-destroyed.png');
  assert.equal(await seenAt(page, 2, 2, undefined, B), 'black', 'the resized board is redrawn');
  assert.equal(await seenAt(page, 3, 3, undefined, B), 'white');
  await clickPoint(page, 7, 7, [0, 0], B);
  assert.equal((await state(page, 1)).message, 'White H6.', 'and aimed at');
  assert.deepEqual(await page.evaluate(() => window.changes), [2, 4]);

  await cdp.detach();
  await page.close();
  assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
});
