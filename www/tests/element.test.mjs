// <tengen-board> used as a site with no bundler would: a folder with an HTML file, its
// CSS, and a copy of the package's files (pkg/) in tengen/, served with the page's
// Content-Security-Policy. The fixtures are www/tests/fixtures/plain.html, and
// hostile.html (the same boards under `* { all: unset }` and `canvas { display: none }`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot, seenAt, settle } from './helpers.mjs';
import { click, listen, seen, stones, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 560 }, deviceScaleFactor: 2 });
const withFixture = useSite(env);

test('no bundler: one script tag and the package files draw three boards, each with its own game', async () => {
  await withFixture('plain.html', async (page) => {
    // The element module imports the package's own entry: every board shares one wasm.
    const wasmLoads = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).length);
    assert.equal(wasmLoads, 1);
    await click(page, 'a', 4, 4);
    await page.waitForFunction(() => document.getElementById('a').game.moveNumber === 1);
    assert.deepEqual(await stones(page, 'a'), [[4, 4, 1]]);
    assert.deepEqual(await stones(page, 'b'), [], 'the second board is untouched');
    // The third shows its record (sgf="…" move="2"): two stones, its comment at the root.
    assert.deepEqual(await stones(page, 'c'), [[2, 2, -1], [4, 4, 1]]);
    assert.equal(await page.evaluate(() => document.getElementById('c').tree.moveNumber), 2);
    assert.equal(await seenAt(page, 4, 4, undefined, '#a canvas'), 'black');
    await click(page, 'b', 3, 3);
    await page.waitForFunction(() => document.getElementById('b').game.moveNumber === 1);
    assert.deepEqual(await stones(page, 'b'), [[3, 3, 1]]);
    assert.deepEqual(await stones(page, 'a'), [[4, 4, 1]]);
    // The keyboard: Tab to a board, arrows move its cursor, Enter plays.
    await page.locator('#b canvas').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.getElementById('b').game.moveNumber === 2);
    // A live region said the moves.
    const said = await page.locator('#b .tengen-log p').allTextContents();
    assert.ok(said.some((s) => /Black/.test(s)) && said.some((s) => /White/.test(s)), said.join(' | '));
    await screenshot(page, 'element-plain.png');
    // Ten boards on the page, each drawn, and still one wasm.
    await page.evaluate(() => {
      for (let i = 0; i < 7; i++) {
        const b = document.createElement('tengen-board');
        b.setAttribute('size', String(5 + i));
        document.querySelector('.boards').append(b);
      }
    });
    await page.waitForFunction(() => [...document.querySelectorAll('tengen-board')].every((b) => b.shadowRoot.querySelector('canvas[data-grid]')));
    const sizes = await page.evaluate(() => [...document.querySelectorAll('tengen-board')].map((b) => b.game.width));
    assert.deepEqual(sizes.slice(3), [5, 6, 7, 8, 9, 10, 11]);
    assert.equal(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).length), 1);
    // A board taken off the page frees its game; the others play on.
    await page.evaluate(() => document.querySelector('tengen-board:last-child').remove());
    await settle(page);
    assert.equal(await page.evaluate(() => document.getElementById('a').play(0, 8)), true);
  });
});

test('the attributes update the board live', async () => {
  await withFixture('plain.html', async (page) => {
    const a = page.locator('#a');
    const grid = () => page.locator('#a canvas').getAttribute('data-grid');
    await a.evaluate((el) => el.setAttribute('size', '13'));
    await page.waitForFunction(() => document.getElementById('a').game.width === 13);
    await a.evaluate((el) => el.setAttribute('komi', '0.5'));
    await page.waitForFunction(() => document.getElementById('a').game.komi === 0.5);
    await a.evaluate((el) => el.setAttribute('rules', 'japanese'));
    await page.waitForFunction(() => document.getElementById('a').game.rules.scoring === 'territory');
    await a.evaluate((el) => el.setAttribute('handicap', '4'));
    await page.waitForFunction(() => document.getElementById('a').game.board().filter((c) => c === 1).length === 4);
    assert.equal(await page.evaluate(() => document.getElementById('a').game.turn), 'white');
    // Coordinates: the grid moves out into the room the labels took.
    const withLabels = await grid();
    await a.evaluate((el) => el.removeAttribute('show-coordinates'));
    await page.waitForFunction((g) => document.querySelector('#a').shadowRoot.querySelector('canvas').dataset.grid !== g, withLabels);
    const cellWith = Number(withLabels.split(' ')[2]);
    const cellWithout = Number((await grid()).split(' ')[2]);
    assert.ok(cellWithout > cellWith, `${cellWithout} > ${cellWith}`);
    // Theme: a dark board.
    assert.equal(await seenAt(page, 6, 6, [0.5, 0.5], '#a canvas'), 'wood');
    await a.evaluate((el) => el.setAttribute('theme', 'dark'));
    // The themes' code is a chunk loaded on first use.
    await page.waitForFunction(() => document.getElementById('a').state.look.stone);
    await settle(page);
    assert.equal(await seenAt(page, 6, 6, [0.5, 0.5], '#a canvas'), 'black', 'the dark board');
    // A CSS custom property from the host page.
    await a.evaluate((el) => {
      el.style.setProperty('--tengen-board-color', 'rgb(40, 90, 200)');
      el.refreshStyle();
    });
    await settle(page);
    assert.equal(await seenAt(page, 6, 6, [0.5, 0.5], '#a canvas'), 'blue');
    // Language: the board's words change.
    await a.evaluate((el) => el.setAttribute('lang', 'ja'));
    await page.waitForFunction(() => /囲碁|碁盤/.test(document.querySelector('#a').shadowRoot.querySelector('canvas').getAttribute('aria-roledescription') ?? ''));
    // Readonly: a click does nothing; the API still plays.
    await a.evaluate((el) => el.setAttribute('readonly', ''));
    await click(page, 'a', 6, 6);
    await settle(page);
    assert.equal(await page.evaluate(() => document.getElementById('a').game.moveNumber), 0);
    assert.equal(await page.evaluate(() => document.getElementById('a').play(6, 6)), true);
    await screenshot(page, 'element-attributes.png');
    // Values the package refuses are said under the board, never thrown into the console.
    await page.evaluate(() => {
      const b = document.createElement('tengen-board');
      b.id = 'bad';
      b.setAttribute('size', '100');
      document.querySelector('.boards').append(b);
    });
    await page.waitForFunction(() => /size|board/i.test(document.querySelector('#bad').shadowRoot.querySelector('.caption').textContent));
    await page.evaluate(() => document.getElementById('b').setAttribute('rules', 'no-such-rules'));
    await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('.caption').textContent.length > 0);
    await page.evaluate(() => document.getElementById('b').setAttribute('rules', 'aga'));
    await page.waitForFunction(() => document.getElementById('b').game.rules.name === 'aga');
  });
});

test('sgf, src, move, path and mode update the board live; el.goTo goes to a node', async () => {
  await withFixture('plain.html', async (page) => {
    const c = page.locator('#c');
    const tree = () => page.evaluate(() => {
      const t = document.getElementById('c').tree;
      return t && { moveNumber: t.moveNumber, path: t.path, nodeCount: t.nodeCount, comment: t.node.comment };
    });
    const set = (attrs) =>
      c.evaluate((el, attrs) => {
        for (const [k, v] of Object.entries(attrs)) if (v === null) el.removeAttribute(k);
        else el.setAttribute(k, v);
      }, attrs);
    const caption = () => page.locator('#c .caption').textContent();
    // At load: move="2" of (;B[ee];W[cc];B[gc]).
    assert.deepEqual(await stones(page, 'c'), [[2, 2, -1], [4, 4, 1]]);
    // move: another move of the main line.
    await set({ move: '3' });
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 3);
    assert.deepEqual(await stones(page, 'c'), [[2, 2, -1], [6, 2, 1], [4, 4, 1]]);
    assert.match(await page.locator('#c .where').textContent(), /3/, 'the bar says where the record is');
    // path: a node (it wins over move); taken away, move places the record again.
    await set({ path: '0' });
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 1);
    assert.deepEqual(await stones(page, 'c'), [[4, 4, 1]]);
    assert.equal(await caption(), 'Tengen.', "the node's comment under the board");
    await set({ path: null });
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 3);
    // sgf: another record, with variations, at a node given by path in the same change.
    await set({ sgf: '(;SZ[7]C[Root.];B[cc](;W[dd];B[ee])(;W[ff]C[The second answer.]))', path: '0 1', move: null });
    await page.waitForFunction(() => document.getElementById('c').tree?.nodeCount === 5);
    assert.deepEqual(await tree(), { moveNumber: 2, path: [0, 1], nodeCount: 5, comment: 'The second answer.' });
    assert.equal(await page.evaluate(() => document.getElementById('c').game.width), 7);
    assert.deepEqual(await stones(page, 'c'), [[2, 2, 1], [5, 5, -1]]);
    assert.equal(await caption(), 'The second answer.');
    // el.goTo: to a node by its path, with a `navigate` event; a path the record lacks moves nothing.
    await listen(page, 'c');
    assert.equal(await page.evaluate(() => document.getElementById('c').goTo([0, 0, 0])), true);
    assert.deepEqual(await tree(), { moveNumber: 3, path: [0, 0, 0], nodeCount: 5, comment: null });
    assert.deepEqual(await stones(page, 'c'), [[2, 2, 1], [3, 3, -1], [4, 4, 1]]);
    assert.deepEqual((await seen(page)).map((e) => [e.type, e.detail.path]), [['navigate', [0, 0, 0]]]);
    assert.equal(await page.evaluate(() => document.getElementById('c').goTo([0, 2])), false);
    assert.deepEqual((await tree()).path, [0, 0, 0]);
    assert.equal(await page.evaluate(() => document.getElementById('c').goTo([])), true, 'the empty path is the root');
    assert.deepEqual(await stones(page, 'c'), []);
    // mode: in replay a click plays nothing; in play it adds a variation to the record.
    await click(page, 'c', 1, 1);
    await settle(page);
    assert.equal((await tree()).nodeCount, 5, 'replay: nothing played');
    await set({ mode: 'play', path: null });
    await page.waitForFunction(() => document.getElementById('c').mode === 'play');
    await page.waitForFunction(() => document.getElementById('c').tree?.nodeCount === 5);
    await click(page, 'c', 1, 1);
    await page.waitForFunction(() => document.getElementById('c').tree.nodeCount === 6);
    assert.deepEqual((await tree()).path, [1], 'a new variation at the root');
    // mode="problem": the bar offers ↺ instead of browsing, and a move the record lacks fails.
    await set({ mode: 'problem' });
    await page.waitForFunction(() => document.getElementById('c').mode === 'problem' && document.getElementById('c').tree?.nodeCount === 5);
    const buttons = await page.evaluate(() =>
      [...document.getElementById('c').shadowRoot.querySelectorAll('.bar button')].filter((b) => !b.hidden).map((b) => b.className),
    );
    assert.deepEqual(buttons, ['retry']);
    await listen(page, 'c');
    await click(page, 'c', 0, 0);
    await page.waitForFunction(() => window.seen.some((e) => e.type === 'failed'));
    // src: a record fetched (it replaces the inline one when sgf is taken away).
    await set({ sgf: null, path: null, src: 'problem.sgf', mode: 'replay' });
    await page.waitForFunction(() => document.getElementById('c').tree?.info.name === 'Capture the two stones');
    assert.equal((await tree()).moveNumber, 0);
    assert.equal(await page.evaluate(() => document.getElementById('c').game.width), 9);
    assert.match(await caption(), /capture the two white stones/);
    await set({ move: '1' });
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 1);
    assert.deepEqual((await stones(page, 'c')).filter(([x, y]) => x === 3 && y === 3), [[3, 3, 1]]);
    // No record: a free game of the size attribute, without the record's bar.
    await set({ src: null, move: null });
    await page.waitForFunction(() => document.getElementById('c').tree === null);
    assert.deepEqual(await stones(page, 'c'), []);
    assert.equal(await page.evaluate(() => document.getElementById('c').shadowRoot.querySelector('.bar')), null);
    await screenshot(page, 'element-live-records.png');
  });
});

test('the events fire with their documented details, composed and bubbling', async () => {
  await withFixture('plain.html', async (page) => {
    await listen(page, 'a');
    // A capture: Black takes the white stone on the edge at (1, 0).
    await page.evaluate(() => {
      const el = document.getElementById('a');
      for (const [x, y] of [[0, 0], [1, 0], [2, 0], [5, 5]]) el.play(x, y);
    });
    await click(page, 'a', 1, 1);
    await page.waitForFunction(() => window.seen.length >= 5);
    const events = await seen(page);
    const capture = events[4];
    assert.equal(capture.type, 'move');
    assert.equal(capture.composed && capture.bubbles, true);
    assert.deepEqual(capture.detail.move, { color: 'black', point: [1, 1] });
    assert.deepEqual(capture.detail.captures, [[1, 0]]);
    assert.equal(capture.detail.moveNumber, 5);
    assert.ok(capture.detail.terms.some((t) => t.id === 'capture' && t.names['zh-Hant'] === '提'), JSON.stringify(capture.detail.terms));
    // The ko: White may not retake at once.
    await page.evaluate(() => {
      window.seen = [];
      document.getElementById('a').play(0, 0);
    });
    const illegal = (await seen(page)).find((e) => e.type === 'illegal');
    assert.equal(illegal?.detail.reason, 'occupied');
    await page.evaluate(() => {
      window.seen = [];
      const el = document.getElementById('a');
      el.setAttribute('size', '5');
    });
    await page.waitForFunction(() => document.getElementById('a').game.width === 5);
    await page.evaluate(() => {
      const el = document.getElementById('a');
      // A ko on a 5×5 board: Black takes at (2, 1), White may not take back at (1, 1).
      for (const [x, y] of [[1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [2, 2], [4, 4], [1, 1], [2, 1]]) el.play(x, y);
      window.seen = [];
      el.play(1, 1);
    });
    const ko = (await seen(page)).find((e) => e.type === 'illegal');
    assert.equal(ko?.detail.reason, 'ko', JSON.stringify(await seen(page)));
    assert.deepEqual(ko.detail.point, [1, 1]);
    assert.deepEqual(ko.detail.info.taken, [1, 1]);
    assert.match(ko.detail.explanation, /ko/i);
    assert.match(await page.locator('#a .caption').textContent(), /ko/i, 'the refusal is said under the board');
    // Two passes end the game: `end`, then counting; `score` from el.score().
    await page.evaluate(() => {
      window.seen = [];
      const el = document.getElementById('a');
      el.pass();
      el.pass();
      el.score();
    });
    const after = await seen(page);
    assert.deepEqual(after.map((e) => e.type).filter((t) => t !== 'score'), ['move', 'move', 'end']);
    const end = after.find((e) => e.type === 'end').detail;
    assert.equal(end.reason, 'passes');
    assert.match(end.result, /^[BW]\+[\d.]+$|^0$/);
    const score = after.filter((e) => e.type === 'score').at(-1);
    assert.ok(score && typeof score.detail.score.black === 'number' && /^[BW]\+|^0$|Draw/.test(score.detail.score.result), JSON.stringify(score));
    // The events cross the shadow boundary and bubble to the document.
    const atDocument = await page.evaluate(() => {
      let got = null;
      document.addEventListener('move', (e) => (got = e.target.id), { once: true });
      document.getElementById('b').play(2, 2);
      return got;
    });
    assert.equal(atDocument, 'b');
  });
});

test('a host style sheet with `* { all: unset }` and `canvas { display: none }` does not break the element', async () => {
  await withFixture('hostile.html', async (page) => {
    const box = await page.locator('#a canvas').boundingBox();
    assert.ok(box && box.width > 200 && box.height > 200, JSON.stringify(box));
    await click(page, 'a', 2, 2);
    await page.waitForFunction(() => document.getElementById('a').game.moveNumber === 1);
    assert.equal(await seenAt(page, 2, 2, undefined, '#a canvas'), 'black');
    assert.equal(await seenAt(page, 6, 6, undefined, '#a canvas'), 'wood');
    // The host's colours and sizes do not reach the words under the board.
    const caption = await page.locator('#a .root').evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).fontSize]);
    assert.deepEqual(caption, ['rgb(29, 27, 22)', '15px']);
    await screenshot(page, 'element-hostile.png');
  });
});

test('lang: the refusals, the terms and the board speak the language asked; show-liberties writes the counts', async () => {
  await withFixture('plain.html', async (page) => {
    await page.evaluate(() => {
      const b = document.getElementById('b');
      b.setAttribute('lang', 'ko');
      b.setAttribute('show-terms', '');
      b.setAttribute('show-liberties', '');
    });
    await page.waitForFunction(() => document.querySelector('#b').shadowRoot.querySelector('canvas').getAttribute('aria-roledescription') !== 'Go board');
    await page.evaluate(() => {
      window.seen = [];
      const b = document.getElementById('b');
      b.addEventListener('illegal', (e) => window.seen.push(e.detail));
      b.play(3, 3);
      b.play(4, 3);
      b.play(4, 4);
      b.play(3, 3);
    });
    await page.waitForFunction(() => window.seen.length === 1);
    const [refused] = await page.evaluate(() => window.seen);
    assert.equal(refused.reason, 'occupied');
    assert.match(refused.explanation, /[\uac00-\ud7a3]/, `in Korean: ${refused.explanation}`);
    // The last move's terms, in Korean, under the board (after the refusal, the next move).
    await page.evaluate(() => document.getElementById('b').play(5, 4));
    const terms = await page.locator('#b .caption .term').allTextContents();
    assert.ok(terms.length > 0 && terms.every((t) => /[\uac00-\ud7a3]/.test(t)), `terms: ${terms.join(', ')}; caption: ${await page.locator('#b .caption').textContent()}`);
    await settle(page);
    // The liberty count on a lone stone in the middle: 4 (the board shows the digit in white on black).
    await page.mouse.move(1, 1);
    await screenshot(page, 'element-lang-liberties.png');
  });
});
