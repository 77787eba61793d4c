// The tree view (`<tengen-board tree>`): a record of over 10,000 nodes drawn without a long
// task of 100 ms or more (a PerformanceObserver of 'longtask' entries), a click on a node,
// the keys inside the view, and what a screen reader is told. Screenshots in test-results/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { results, settle, useBrowser } from './helpers.mjs';
import { useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 900, height: 900 }, deviceScaleFactor: 1 });
const withFixture = useSite(env);

const letter = (n) => String.fromCharCode(97 + n);
/** The points whose x and y have the same parity: no two of them touch, so no move takes or is taken. */
const LATTICE = [];
for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) if ((x + y) % 2 === 0) LATTICE.push(`${letter(x)}${letter(y)}`);

/**
 * A record of a main line of 181 moves, and at every third move three variations that
 * play on from there (up to 80 moves each) on the points the line has not used; a comment
 * on every 50th node, a triangle on every 70th.
 */
function bigRecord() {
  let nodes = 1;
  const node = (k, p) => {
    nodes++;
    return `;${k % 2 ? 'W' : 'B'}[${p}]${nodes % 50 === 0 ? `C[node ${nodes}]` : ''}${nodes % 70 === 0 ? 'TR[aa]' : ''}`;
  };
  const line = (from) => {
    // The main line from move `from` (0-based) to the end, with its variations.
    if (from >= LATTICE.length) return '';
    const main = node(from, LATTICE[from]);
    const rest = line(from + 1);
    if (from % 3 !== 0 || LATTICE.length - from < 25) return main + rest;
    const left = LATTICE.slice(from);
    const vars = [1, 2, 3].map((v) => {
      const pts = [...left.slice(7 * v), ...left.slice(0, 7 * v)].slice(0, 80);
      return `(${pts.map((p, j) => node(from + j, p)).join('')})`;
    });
    return `(${main}${rest})${vars.join('')}`;
  };
  const body = line(0);
  return { sgf: `(;GM[1]FF[4]SZ[19]C[A record of many variations]${body})`, nodes };
}

test('a record of over 10,000 nodes: the tree view is drawn with no long task of 100 ms or more', async () => {
  const { sgf, nodes } = bigRecord();
  assert.ok(nodes >= 10000, `${nodes} nodes`);
  await withFixture('plain.html', async (page) => {
    await page.evaluate((sgf) => {
      const b = document.createElement('tengen-board');
      b.id = 'big';
      b.setAttribute('sgf', sgf);
      b.setAttribute('mode', 'replay');
      document.querySelector('.boards').append(b);
    }, sgf);
    await page.waitForFunction(() => document.getElementById('big').tree);
    assert.equal(await page.evaluate(() => document.getElementById('big').tree.nodeCount), nodes);
    await settle(page);
    const timing = await page.evaluate(async () => {
      const long = [];
      const observer = new PerformanceObserver((list) => long.push(...list.getEntries().map((e) => Math.round(e.duration))));
      observer.observe({ type: 'longtask' });
      const el = document.getElementById('big');
      const start = performance.now();
      el.setAttribute('tree', '');
      await new Promise((resolve) => {
        const check = () => (el.shadowRoot.querySelector('.tree')?.dataset.nodes ? resolve() : setTimeout(check, 5));
        check();
      });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const ready = performance.now() - start;
      // Scrolled to the far end and back: only the part in view is drawn.
      const scroll = el.shadowRoot.querySelector('.tree .scroll');
      for (const left of [scroll.scrollWidth, 0]) {
        scroll.scrollLeft = left;
        scroll.scrollTop = left ? scroll.scrollHeight : 0;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      }
      await new Promise((r) => setTimeout(r, 50));
      observer.disconnect();
      return { long, ready, nodes: Number(el.shadowRoot.querySelector('.tree').dataset.nodes), width: scroll.scrollWidth, height: scroll.scrollHeight };
    });
    console.log(`# tree view of ${timing.nodes} nodes ready in ${Math.round(timing.ready)} ms; long tasks: ${JSON.stringify(timing.long)}`);
    assert.equal(timing.nodes, nodes);
    assert.ok(timing.long.every((d) => d < 100), `long tasks: ${timing.long}`);
    // The map: 182 columns (the root and 181 moves), more rows than one.
    assert.equal(timing.width, 182 * 22);
    assert.ok(timing.height > 22 * 10);
    await page.locator('#big').screenshot({ path: path.join(results, 'treeview-big.png') });
  });
});

test('the tree view: the current node follows the board, a click goes to a node, the keys walk the tree, the position is read out', async () => {
  const sgf = '(;SZ[9]C[Start];B[ee](;W[cc]C[main];B[gg];W[gc])(;W[gg]TR[ee];B[cc])(;W[cg]))';
  await withFixture('plain.html', async (page) => {
    await page.evaluate((sgf) => {
      const b = document.createElement('tengen-board');
      b.id = 'small';
      b.setAttribute('sgf', sgf);
      b.setAttribute('tree', '');
      b.setAttribute('mode', 'replay');
      b.setAttribute('theme', 'dark');
      document.querySelector('.boards').append(b);
    }, sgf);
    await page.waitForFunction(() => document.getElementById('small').shadowRoot.querySelector('.tree')?.dataset.nodes === '8');
    const tree = page.locator('#small .tree');
    const said = () => page.evaluate(() => {
      const box = document.getElementById('small').shadowRoot.querySelector('.tree');
      const item = box.getRootNode().getElementById(box.getAttribute('aria-activedescendant'));
      return { role: box.getAttribute('role'), item: item.getAttribute('role'), text: item.textContent, level: item.getAttribute('aria-level'), pos: item.getAttribute('aria-posinset'), size: item.getAttribute('aria-setsize') };
    });
    const path_ = () => page.evaluate(() => document.getElementById('small').tree.path);
    assert.deepEqual(await said(), { role: 'tree', item: 'treeitem', text: 'Move 0 of 4, a comment', level: '1', pos: '1', size: '1' });
    // The board's own browsing moves the current node.
    await page.evaluate(() => document.getElementById('small').goTo([0, 0]));
    await page.waitForFunction(() => /^Move 2 of 4/.test(document.getElementById('small').shadowRoot.querySelector('.tree [role=treeitem]:not(:empty)')?.textContent ?? ''));
    assert.equal((await said()).text, 'Move 2 of 4, variation 1 of 3, White C7, a comment');
    // A click on the second variation's first node (column 2, row 1).
    await tree.scrollIntoViewIfNeeded();
    const box = await tree.boundingBox();
    await page.mouse.click(box.x + 1 + 2 * 22 + 11, box.y + 1 + 1 * 22 + 11);
    await page.waitForFunction(() => document.getElementById('small').tree.path.join() === '0,1');
    assert.equal((await said()).text, 'Move 2 of 3, variation 2 of 3, White G3, marks');
    assert.equal(await page.evaluate(() => document.getElementById('small').game.board()[6 * 9 + 6]), -1, 'the board shows the node');
    // The keys, inside the view: down to the third variation, up again, right, left, Home, End.
    await tree.focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.getElementById('small').tree.path.join() === '0,2');
    assert.equal((await said()).text, 'Move 2 of 2, variation 3 of 3, White C3');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('small').tree.path.join() === '0,1,0');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => document.getElementById('small').tree.path.join() === '0');
    assert.equal((await said()).text, 'Move 1 of 4, Black E5, 3 variations follow');
    await page.keyboard.press('End');
    await page.waitForFunction(() => document.getElementById('small').tree.path.join() === '0,0,0,0');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => document.getElementById('small').tree.path.length === 0);
    // A move played on the board adds a node: the view follows.
    await page.evaluate(() => {
      const el = document.getElementById('small');
      el.goTo([0, 2]);
      el.setAttribute('mode', 'play');
    });
    // The change of mode reads the record again, later than this call: wait until it
    // has (the board back at the start), or the move below is played before it and lost.
    await page.waitForFunction(() => document.getElementById('small').tree.path.length === 0);
    await page.evaluate(() => {
      const el = document.getElementById('small');
      el.goTo([0, 2]);
      el.play(4, 2);
    });
    await page.waitForFunction(() => document.getElementById('small').shadowRoot.querySelector('.tree').dataset.nodes === '9');
    assert.match((await said()).text, /^Move 3 of 3, Black E7/);
    assert.deepEqual(await path_(), [0, 2, 0]);
    await settle(page);
    await page.locator('#small').screenshot({ path: path.join(results, 'treeview-small.png') });
    // A record changed in place: a comment added at the current node is marked; a variation promoted is walked again.
    await page.evaluate(() => document.getElementById('small').tree.setComment('Now commented'));
    await page.evaluate(() => document.getElementById('small').goTo([0, 2, 0]));
    await page.evaluate(() => document.getElementById('small').refresh());
    await page.waitForFunction(() => /a comment/.test(document.getElementById('small').shadowRoot.querySelector('.tree [role=treeitem]:not(:empty)')?.textContent ?? ''));
    await page.evaluate(() => {
      const el = document.getElementById('small');
      el.tree.promote();
      el.goTo(el.tree.path);
      el.refresh();
    });
    await page.waitForFunction(() => /^Move 3 of 3, Black E7/.test(document.getElementById('small').shadowRoot.querySelector('.tree [role=treeitem]:not(:empty)')?.textContent ?? '') && document.getElementById('small').tree.path.join() === '0,0,0');
    // In the element's language: the tree's name and the node read out (the main line is now
    // the promoted one, three moves long).
    await page.evaluate(() => {
      const el = document.getElementById('small');
      el.setAttribute('lang', 'ja');
      el.goTo([0]);
    });
    await page.waitForFunction(() => /^3 手中 1 手目/.test(document.getElementById('small').shadowRoot.querySelector('.tree [role=treeitem]:not(:empty)')?.textContent ?? ''));
    assert.equal((await said()).text, '3 手中 1 手目、黒 E5、変化 3 通りが続く');
    assert.equal(await tree.getAttribute('aria-label'), '棋譜の木');
    await page.evaluate(() => document.getElementById('small').removeAttribute('lang'));
    // Beside the board: as tall as the board, to its right.
    await page.evaluate(() => document.getElementById('small').setAttribute('tree', 'beside'));
    await settle(page);
    const board = await page.locator('#small canvas[data-grid]').boundingBox();
    const beside = await tree.boundingBox();
    assert.ok(beside.x >= board.x + board.width, `${JSON.stringify(beside)} right of ${JSON.stringify(board)}`);
    assert.ok(Math.abs(beside.y - board.y) < 2 && beside.height >= board.height - 2, `${JSON.stringify(beside)} beside ${JSON.stringify(board)}`);
    await page.locator('#small').screenshot({ path: path.join(results, 'treeview-beside.png') });
    // Without `tree`, the view goes.
    await page.evaluate(() => document.getElementById('small').removeAttribute('tree'));
    await page.waitForFunction(() => !document.getElementById('small').shadowRoot.querySelector('.tree'));
  });
});
