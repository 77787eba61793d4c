// <tengen-board> against the computer on a site with no bundler (the package's files in
// tengen/, the page's strict Content-Security-Policy: scripts and workers of the site
// only, 'wasm-unsafe-eval', no inline style): the opponent, level and computer
// attributes, the thinking event, one worker for the page's boards, hint().
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot } from './helpers.mjs';
import { click, stones, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 560 }, deviceScaleFactor: 2 });
const withFixture = useSite(env);

/**
 * Every `thinking` event of the page, from its start (an init script: before the boards
 * exist), and every Worker the page makes (`window.workersMade`).
 */
async function recordThinking() {
  await env().context.addInitScript(() => {
    window.thinking = [];
    document.addEventListener('thinking', (e) =>
      window.thinking.push({ id: e.target.id, ...JSON.parse(JSON.stringify(e.detail)), composed: e.composed }),
    );
    window.workersMade = 0;
    const Made = window.Worker;
    window.Worker = class extends Made {
      constructor(...args) {
        super(...args);
        window.workersMade++;
      }
    };
  });
}

const workersMade = (page) => page.evaluate(() => window.workersMade);

const moves = (page, id) => page.evaluate((id) => document.getElementById(id).game.moveNumber, id);

test('two boards at levels 1 and 2 play the computer in one worker: thinking events, its moves, clicks refused on its turn; the worker ends when no board needs it', async () => {
  await recordThinking();
  await withFixture('computer.html', async (page) => {
    // Board b: the computer is Black and moves first.
    await page.waitForFunction(() => document.getElementById('b').game.moveNumber === 1, null, { timeout: 10000 });
    const [start, end] = await page.evaluate(() => window.thinking.filter((t) => t.id === 'b'));
    assert.equal(start.state, 'start');
    assert.equal(start.timeMs, 3000);
    assert.equal(end.state, 'end');
    const last = await page.evaluate(() => document.getElementById('b').game.lastMove);
    assert.deepEqual(end.point, last.point, 'the end names the move it played');
    assert.equal(start.composed, true);
    // Its turn over, a click plays for the person (White) on b; on a, Black (the person) plays and the computer answers.
    await click(page, 'a', 4, 4);
    await page.waitForFunction(() => document.getElementById('a').game.moveNumber === 2, null, { timeout: 10000 });
    assert.equal((await stones(page, 'a')).filter(([, , c]) => c === -1).length, 1, 'White answered on a');
    assert.equal(page.workers().length, 1, 'one worker for both boards, at levels 1 and 2');
    assert.equal(await workersMade(page), 1, 'made once');
    // At level 10 it thinks up to 3 s: a click on its turn plays nothing, playNow() plays at once.
    await page.evaluate(() => {
      const el = document.getElementById('a');
      el.removeAttribute('playouts');
      el.setAttribute('level', '10');
    });
    await click(page, 'a', 2, 2);
    await page.waitForFunction(() => window.thinking.filter((t) => t.id === 'a').length === 3);
    await click(page, 'a', 6, 6);
    assert.equal(await moves(page, 'a'), 3, 'the click on its turn was not played');
    const asked = Date.now();
    await page.evaluate(() => document.getElementById('a').playNow());
    await page.waitForFunction(() => document.getElementById('a').game.moveNumber === 4, null, { timeout: 2000 });
    assert.ok(Date.now() - asked < 1500, 'playNow() played at once');
    assert.equal(page.workers().length, 1, 'level 10 on a: still the one worker');
    assert.equal(await workersMade(page), 1);
    await screenshot(page, 'element-computer.png');
    // hint(): the analysis, and three marks.
    const hint = await page.evaluate(async () => {
      const el = document.getElementById('a');
      const analysis = await el.hint({ playouts: 200 });
      return { moves: analysis.moves.length, marks: el.state.marks.filter((m) => m.kind === 'hint').length };
    });
    assert.ok(hint.moves >= 3);
    assert.equal(hint.marks, 3);
    assert.equal(await workersMade(page), 1, 'the hint thinks in the same worker');
    // Another person on both boards: a keeps the worker for its hints.
    await page.evaluate(() => {
      for (const id of ['a', 'b']) document.getElementById(id).setAttribute('opponent', 'person');
    });
    await page.waitForTimeout(300);
    assert.equal(page.workers().length, 1, 'kept for the hints of a');
    // The board that asked for a hint leaves the page: nobody needs the worker, and it ends.
    await page.evaluate(() => document.getElementById('a').remove());
    await waitFor(() => page.workers().length === 0);
    // The attributes are live: a level and colour set later play at once.
    await page.evaluate(() => {
      const el = document.getElementById('b');
      el.setAttribute('computer', 'white');
      el.setAttribute('opponent', 'computer');
    });
    await page.waitForFunction(() => document.getElementById('b').game.moveNumber === 2, null, { timeout: 10000 });
    assert.equal(await moves(page, 'b'), 2);
    assert.equal(await workersMade(page), 2, 'a new worker, made on this first use since');
  }, 2);
});

async function waitFor(f, timeout = 5000) {
  const until = Date.now() + timeout;
  while (!f()) {
    if (Date.now() > until) throw new Error(`not reached: ${f}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

test('show-winrate draws the graph inside the element: a record\'s main line, a click goes to that move', async () => {
  await withFixture('computer.html', async (page) => {
    await page.evaluate(() => {
      const el = document.createElement('tengen-board');
      el.id = 'r';
      el.setAttribute('size', '9');
      el.setAttribute('sgf', '(;SZ[9]KM[7];B[ee];W[cc];B[gc];W[cg];B[gg];W[ge])');
      el.setAttribute('show-winrate', '');
      el.setAttribute('theme', 'dark');
      document.querySelector('.boards').append(el);
    });
    const graph = page.locator('#r canvas.winrate');
    await page.waitForFunction(() => document.querySelector('#r').shadowRoot.querySelector('canvas.winrate')?.dataset.points === '6', null, { timeout: 20000 });
    assert.equal(await graph.getAttribute('data-moves'), '6', 'the whole main line, from the record\'s start');
    assert.match(await graph.getAttribute('aria-label'), /^Winrate graph: Black \d+ % after move 6$/);
    const [pad, step] = (await graph.getAttribute('data-step')).split(' ').map(Number);
    const box = await graph.boundingBox();
    await page.mouse.click(box.x + pad + 3 * step, box.y + box.height / 2);
    await page.waitForFunction(() => document.getElementById('r').tree.moveNumber === 4);
    await screenshot(page, 'element-winrate-dark.png');
    // Off again: the graph goes.
    await page.evaluate(() => document.getElementById('r').removeAttribute('show-winrate'));
    await page.waitForFunction(() => !document.querySelector('#r').shadowRoot.querySelector('canvas.winrate'));
  }, 2);
});
