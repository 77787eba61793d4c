// The editor (`<tengen-board edit>`), on the no-bundler fixture (plain.html) in Chromium:
// an editing session with the mouse (setup stones, marks, a comment, a variation, undo)
// whose SGF reads back identical, the tools with the keyboard alone, their names in
// another language, and marking a problem's answer right, which problem mode then
// accepts. Look at the screenshot: editor.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { results, useBrowser, settle } from './helpers.mjs';
import { click as clickPoint, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1 });
const withFixture = useSite(env);

/** Adds `<tengen-board id="e" edit …>` to the fixture and waits for its record in the full module. */
async function addEditor(page, attributes = {}) {
  await page.evaluate((attributes) => {
    const e = document.createElement('tengen-board');
    e.id = 'e';
    e.setAttribute('edit', '');
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, v);
    document.querySelector('.boards').prepend(e);
  }, attributes);
  await page.waitForFunction(() => typeof document.getElementById('e').tree?.setSetup === 'function');
  await settle(page);
}

/** Clicks point (x, y) of board `id`, scrolled into view first (Tab may have scrolled the page to another board). */
async function click(page, id, x, y) {
  await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
  await clickPoint(page, id, x, y);
}

/** Clicks the editor's button `name` (its class). */
const tool = (page, name) => page.evaluate((name) => document.getElementById('e').shadowRoot.querySelector(`.tools button.${name}`).click(), name);
const sgf = (page) => page.evaluate(() => document.getElementById('e').tree.toSgf());
/** The record on one line (the writer breaks lines between nodes). */
const flat = (text) => text.replace(/\n/g, '');
const node = (page) => page.evaluate(() => document.getElementById('e').tree.node);

test('an editing session: setup stones, marks, a comment, a variation and undo end in an SGF that reads back identical', async () => {
  await withFixture('plain.html', async (page) => {
    await addEditor(page, { size: '9', 'show-coordinates': '' });
    await page.evaluate(() => {
      window.edits = 0;
      document.getElementById('e').addEventListener('edit', () => window.edits++);
    });
    // Setup stones on the root.
    await tool(page, 'black');
    await click(page, 'e', 2, 2);
    await click(page, 'e', 3, 2);
    await tool(page, 'white');
    await click(page, 'e', 2, 3);
    await click(page, 'e', 3, 3);
    // Clicked again, a setup stone goes.
    await click(page, 'e', 3, 3);
    let n = await node(page);
    assert.deepEqual(n.setup.black, [[2, 2], [3, 2]]);
    assert.deepEqual(n.setup.white, [[2, 3]]);
    // Marks: a triangle, the next two letters, an arrow (two points), a dimmed point.
    await tool(page, 'triangle');
    await click(page, 'e', 2, 2);
    await tool(page, 'letter');
    await click(page, 'e', 5, 5);
    await click(page, 'e', 6, 5);
    await tool(page, 'arrow');
    await click(page, 'e', 0, 8);
    await click(page, 'e', 2, 6);
    await tool(page, 'dim');
    await click(page, 'e', 8, 0);
    n = await node(page);
    assert.deepEqual(n.markup.triangle, [[2, 2]]);
    assert.deepEqual(n.markup.labels, [{ point: [5, 5], text: 'A' }, { point: [6, 5], text: 'B' }]);
    assert.deepEqual(n.markup.arrows, [{ from: [0, 8], to: [2, 6] }]);
    assert.deepEqual(n.properties.DD, ['ia']);
    // A comment, typed and left.
    const box = page.locator('#e textarea');
    await box.fill('A lesson: the corner.');
    await box.press('Tab');
    assert.equal((await node(page)).comment, 'A lesson: the corner.');
    // Moves: B e5, W f5; back one, and W f6 instead: a variation.
    await tool(page, 'move');
    await click(page, 'e', 4, 4);
    await click(page, 'e', 5, 4);
    assert.equal(await page.evaluate(() => document.getElementById('e').undo()), true);
    await click(page, 'e', 5, 3);
    assert.deepEqual(await page.evaluate(() => document.getElementById('e').tree.path), [0, 1]);
    // A square on the variation's move, then undone: the square goes, nothing else.
    await tool(page, 'square');
    await click(page, 'e', 5, 3);
    const withSquare = await sgf(page);
    assert.match(withSquare, /SQ\[fd\]/);
    await tool(page, 'undo');
    await settle(page);
    const record = await sgf(page);
    assert.doesNotMatch(record, /SQ/);
    assert.equal(record, withSquare.replace('SQ[fd]', ''));
    assert.deepEqual(await page.evaluate(() => document.getElementById('e').tree.path), [0, 1]);
    for (const part of ['AB[cc][dc]', 'AW[cd]', 'TR[cc]', 'LB[ff:A][gf:B]', 'AR[ai:cg]', 'DD[ia]', 'C[A lesson: the corner.]', ';B[ee](;W[fe])(;W[fd]))'])
      assert.ok(flat(record).includes(part), `${part} in ${record}`);
    assert.ok((await page.evaluate(() => window.edits)) >= 14);
    // Read back, by the package and by another element: the same SGF.
    const again = await page.evaluate(async (text) => {
      const { GameTree } = await import('./tengen/index.js');
      const t = GameTree.fromSgf(text);
      const out = t.toSgf();
      t.free();
      return out;
    }, record);
    assert.equal(again, record);
    await page.evaluate((text) => {
      const f = document.createElement('tengen-board');
      f.id = 'f';
      f.setAttribute('sgf', text);
      document.querySelector('.boards').append(f);
    }, record);
    await page.waitForFunction(() => document.getElementById('f').tree);
    assert.equal(await page.evaluate(() => document.getElementById('f').tree.toSgf()), record);
    // Delete the branch shown, and promote the other: the variation is the main line.
    await page.evaluate(() => document.getElementById('e').goTo([0, 0]));
    await tool(page, 'promote');
    assert.match(flat(await sgf(page)), /;B\[ee\]\(;W\[fe\]\)\(;W\[fd\]\)\)/);
    await page.evaluate(() => document.getElementById('e').goTo([0, 1]));
    await tool(page, 'promote');
    assert.match(flat(await sgf(page)), /;B\[ee\]\(;W\[fd\]\)\(;W\[fe\]\)\)/);
    await tool(page, 'delete');
    // (The promoted line's W f6 was shown: it goes, W f5 stays.)
    assert.match(flat(await sgf(page)), /;B\[ee\];W\[fe\]\)$/);
    assert.deepEqual(await page.evaluate(() => document.getElementById('e').tree.path), [0]);
    // The editor at the root, with a tool chosen and the comment box: editor.png.
    await page.evaluate(() => {
      const e = document.getElementById('e');
      e.goTo([]);
      e.style.width = '560px';
    });
    await tool(page, 'triangle');
    await settle(page);
    await page.locator('#e').screenshot({ path: path.join(results, 'editor.png') });
  });
});

test('every tool is reached and used with the keyboard, and named for screen readers in the element\'s language', async () => {
  await withFixture('plain.html', async (page) => {
    await addEditor(page, { size: '9' });
    const active = () => page.evaluate(() => {
      const a = document.getElementById('e').shadowRoot.activeElement;
      return a ? `${a.closest('.tools') ? 'tool ' : ''}${a.tagName.toLowerCase()}.${a.className}` : null;
    });
    // From the board, Tab reaches the toolbar: one stop, on the tool chosen.
    await page.evaluate(() => document.getElementById('e').canvas.focus());
    let seen = [];
    for (let i = 0; i < 12 && !(await active())?.startsWith('tool '); i++) {
      await page.keyboard.press('Tab');
      seen.push(await active());
    }
    assert.equal(await active(), 'tool button.move', `Tab went through ${seen.join(', ')}`);
    // The arrows walk the toolbar (every tool and action), End and Home to its ends.
    const names = [];
    for (let i = 0; i < 20; i++) {
      names.push(await active());
      await page.keyboard.press('ArrowRight');
    }
    assert.equal(await active(), 'tool button.move', 'ArrowRight wraps round');
    assert.deepEqual(names.map((n) => n.slice(12)), ['move', 'black', 'white', 'empty', 'circle', 'square', 'triangle', 'cross', 'letter', 'number', 'arrow', 'line', 'dim', 'selected', 'player', 'undo', 'delete', 'promote', 'right', 'wrong']);
    await page.keyboard.press('End');
    assert.equal(await active(), 'tool button.wrong');
    await page.keyboard.press('Home');
    // Black stones: chosen with Enter; Shift+Tab back to the board, whose cursor places them.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.getElementById('e').shadowRoot.querySelector('button.black').getAttribute('aria-pressed')), 'true');
    for (let i = 0; i < 12 && (await active()) !== 'canvas.tengen-canvas'; i++) await page.keyboard.press('Shift+Tab');
    assert.equal(await active(), 'canvas.tengen-canvas');
    const cursor = () => page.evaluate(() => document.getElementById('e').state.cursor);
    const start = await cursor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const w = 9;
    const at = (i) => [i % w, Math.floor(i / w)];
    const [x0, y0] = at(start);
    assert.deepEqual((await node(page)).setup.black, [[x0, y0], [x0 + 1, y0]]);
    // A circle with Space, through the toolbar again (Tab returns to the tool last chosen).
    for (let i = 0; i < 12 && !(await active())?.startsWith('tool '); i++) await page.keyboard.press('Tab');
    assert.equal(await active(), 'tool button.black');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    assert.equal(await active(), 'tool button.circle');
    await page.keyboard.press(' ');
    for (let i = 0; i < 12 && (await active()) !== 'canvas.tengen-canvas'; i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowDown');
    const c = at(await cursor());
    await page.keyboard.press('Enter');
    assert.deepEqual((await node(page)).markup.circle, [c]);
    // The undo button, from the keyboard: the circle goes.
    for (let i = 0; i < 12 && !(await active())?.startsWith('tool '); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    assert.equal(await active(), 'tool button.undo');
    await page.keyboard.press('Enter');
    assert.deepEqual((await node(page)).markup.circle, []);
    // The comment box is the next stop, with its label.
    await page.keyboard.press('Tab');
    assert.equal(await active(), 'textarea.');
    await page.keyboard.type('Black to play.');
    await page.keyboard.press('Shift+Tab');
    assert.equal((await node(page)).comment, 'Black to play.');
    // Each button named in English, then in Japanese.
    // (Each button's text is its name, in a span shown only to screen readers; its sign is aria-hidden.)
    const labels = () => page.evaluate(() => [...document.getElementById('e').shadowRoot.querySelectorAll('.tools button .name')].map((b) => b.textContent));
    const en = await labels();
    assert.equal(en.length, 20);
    assert.ok(en.every((l) => l && l.length > 1), JSON.stringify(en));
    assert.equal(new Set(en).size, 20);
    assert.equal(en[0], 'Play moves');
    await page.evaluate(() => document.getElementById('e').setAttribute('lang', 'ja'));
    await page.waitForFunction(() => document.getElementById('e').shadowRoot.querySelector('.tools button .name').textContent !== 'Play moves');
    const ja = await labels();
    assert.equal(ja[1], '黒石を置く');
    assert.equal(await page.evaluate(() => document.getElementById('e').shadowRoot.querySelector('.tools').getAttribute('aria-label')), '編集ツール');
  });
});

test('the side to move (PL): switched on a node of its own after a move, again on that node, undone', async () => {
  await withFixture('plain.html', async (page) => {
    await addEditor(page, { size: '9' });
    const turn = () => page.evaluate(() => document.getElementById('e').state.turn);
    // Black's move; White would play next: the switch gives the move to Black again, on a node after it.
    await click(page, 'e', 4, 4);
    await page.waitForFunction(() => document.getElementById('e').tree.moveNumber === 1);
    assert.equal(await turn(), 'white');
    await tool(page, 'player');
    assert.equal(await turn(), 'black');
    assert.deepEqual(await page.evaluate(() => document.getElementById('e').tree.path), [0, 0]);
    assert.equal((await node(page)).setup.toMove, 'black');
    assert.match(await page.locator('#e .tengen-log').textContent(), /Switch side to move: Black\.$/, 'said in the live region');
    // Again, on that node (no move): White, no new node.
    await tool(page, 'player');
    assert.equal(await turn(), 'white');
    assert.deepEqual(await page.evaluate(() => document.getElementById('e').tree.path), [0, 0]);
    assert.match(await sgf(page), /;B\[ee\]\s*;PL\[W\]\)/);
    // Undone twice: the record as it was.
    await tool(page, 'undo');
    await tool(page, 'undo');
    assert.doesNotMatch(await sgf(page), /PL\[/);
    // Its name in Korean.
    await page.evaluate(() => document.getElementById('e').setAttribute('lang', 'ko'));
    await page.waitForFunction(() => document.getElementById('e').shadowRoot.querySelector('.tools button.player .name').textContent === '차례 바꾸기');
  });
});

test('a problem authored in the editor: the right answer marked right is solved in problem mode, the wrong one fails', async () => {
  await withFixture('plain.html', async (page) => {
    await addEditor(page, { size: '9', sgf: '(;SZ[9]AB[ba][bb][ab]AW[ca][cb][cc][bc][ac]PL[W])' });
    // White's answer a1 (x 0, y 0) is right; b... elsewhere is wrong.
    await click(page, 'e', 0, 0);
    await tool(page, 'right');
    assert.equal((await node(page)).annotation, 'good');
    assert.equal((await node(page)).comment, 'Correct');
    await page.evaluate(() => document.getElementById('e').goTo([]));
    await click(page, 'e', 8, 8);
    await tool(page, 'wrong');
    assert.equal((await node(page)).annotation, 'bad');
    // Pressed again, the mark goes; and back.
    await tool(page, 'wrong');
    assert.equal((await node(page)).annotation, null);
    assert.equal((await node(page)).comment, null);
    await tool(page, 'wrong');
    const record = await sgf(page);
    assert.match(record, /W\[aa\]C\[Correct\]TE\[1\]|W\[aa\]TE\[1\]C\[Correct\]/);
    assert.match(record, /W\[ii\](C\[Wrong\]BM\[1\]|BM\[1\]C\[Wrong\])/);
    await page.evaluate((text) => {
      window.outcome = [];
      const p = document.createElement('tengen-board');
      p.id = 'p';
      p.setAttribute('mode', 'problem');
      p.setAttribute('sgf', text);
      for (const type of ['solved', 'failed']) p.addEventListener(type, (e) => window.outcome.push([type, e.detail.reason ?? null]));
      document.querySelector('.boards').append(p);
    }, record);
    await page.waitForFunction(() => document.getElementById('p').tree);
    await settle(page);
    await click(page, 'p', 8, 8);
    assert.deepEqual(await page.evaluate(() => window.outcome), [['failed', 'marked-wrong']]);
    await page.evaluate(() => document.getElementById('p').setAttribute('sgf', document.getElementById('p').getAttribute('sgf') + ' '));
    await page.waitForFunction(() => document.getElementById('p').tree?.path.length === 0);
    await settle(page);
    await click(page, 'p', 0, 0);
    assert.deepEqual(await page.evaluate(() => window.outcome), [['failed', 'marked-wrong'], ['solved', null]]);
  });
});
