// Every SGF mark a record holds is drawn (CR SQ TR MA LB SL AR LN DD TB TW), and the
// host's own layer (`el.draw`) over them: marks, labels, arrows, lines, a heatmap and
// dimmed points; `el.draw(null)` takes it away. On the no-bundler fixture
// (www/tests/fixtures/plain.html). Look at the screenshots: marks-record.png,
// marks-draw.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { results, useBrowser, screenshot, settle } from './helpers.mjs';
import { click, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 560 }, deviceScaleFactor: 2 });
const withFixture = useSite(env);

/** A record whose second node holds every mark kind; DD is inherited by the third. */
const RECORD =
  '(;SZ[9]KM[7]AB[cc][dc][ec]AW[cd][dd][ed];B[gg]CR[cc]SQ[dc]TR[ec]MA[cd]LB[dd:A][fb:1]SL[hb][ib]' +
  'AR[ag:cg][gh:ge]LN[ah:ih]DD[aa:bb]TB[ha][ia]TW[hi][ii];W[gc](;B[fe])(;B[ff]))';

/** The pixels of board `id`'s canvas, as a data URL. */
const pixels = (page, id) => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('canvas').toDataURL(), id);

/** The canvas pixel of board `id` (dx, dy) cells from the point (x, y) (a third of a cell below and right). */
const pixelNear = (page, id, x, y, dx = 0.33, dy = 0.33) =>
  page.evaluate(
    ([id, x, y, dx, dy]) => {
      const canvas = document.getElementById(id).shadowRoot.querySelector('canvas[data-grid]');
      const [ox, oy, cell] = canvas.getAttribute('data-grid').split(' ').map(Number);
      const k = canvas.width / canvas.getBoundingClientRect().width;
      const at = (o, i, d) => Math.round((o + (i + d) * cell) * k);
      const copy = document.createElement('canvas');
      copy.width = copy.height = 1;
      const g = copy.getContext('2d', { willReadFrequently: true });
      g.drawImage(canvas, at(ox, x, dx), at(oy, y, dy), 1, 1, 0, 0, 1, 1);
      return Array.from(g.getImageData(0, 0, 1, 1).data);
    },
    [id, x, y, dx, dy],
  );

/** Whether the canvas of board `id` comes to differ from `before` (`el.draw` loads its module first). */
async function changed(page, id, before) {
  for (let i = 0; i < 50; i++) {
    await settle(page);
    if ((await pixels(page, id)) !== before) return true;
  }
  return false;
}

test('every SGF mark of a record is drawn, and DD is inherited by later nodes', async () => {
  await withFixture('plain.html', async (page) => {
    await page.evaluate((sgf) => {
      const c = document.getElementById('c');
      c.setAttribute('sgf', sgf);
      c.setAttribute('move', '0');
    }, RECORD);
    await page.waitForFunction(() => document.getElementById('c').tree?.nodeCount === 5);
    await settle(page);
    const root = await pixels(page, 'c');
    assert.equal(await page.evaluate(() => document.getElementById('c').goTo([0])), true);
    assert.ok(await changed(page, 'c', root));
    await screenshot(page, 'marks-record.png');
    // Screen readers hear the node's marks and labels with the board's description.
    const described = () =>
      page.evaluate(() => {
        const r = document.getElementById('c').shadowRoot;
        return r.getElementById(r.querySelector('canvas').getAttribute('aria-describedby')).textContent;
      });
    assert.match(await described(), /Last move: Black G3\. Marks: triangle E7, square D7, circle C7, cross C6, A at D6, 1 at F8\.$/);
    await page.evaluate(() => document.getElementById('c').setAttribute('lang', 'ja'));
    await page.locator('#c canvas[aria-roledescription="碁盤"]').waitFor();
    assert.match(await described(), /記号：三角 E7、四角 D7、丸 C7、バツ C6、A（D6）、1（F8）。$/);
    await page.evaluate(() => document.getElementById('c').removeAttribute('lang'));
    await page.locator('#c canvas[aria-roledescription="Go board"]').waitFor();
    // The same marks on the dark and the high-contrast themes (look at them).
    for (const theme of ['dark', 'high-contrast']) {
      const before = await pixels(page, 'c');
      await page.evaluate((theme) => document.getElementById('c').setAttribute('theme', theme), theme);
      assert.ok(await changed(page, 'c', before), `the ${theme} theme is drawn`);
      await screenshot(page, `marks-record-${theme}.png`);
    }
    await page.evaluate(() => document.getElementById('c').removeAttribute('theme'));
    await settle(page);
    // W[gc] has no marks of its own, but the corner dimmed at B[gg] (DD[aa:bb]) stays dimmed.
    const dimmed = await pixelNear(page, 'c', 0, 0);
    await page.evaluate(() => document.getElementById('c').goTo([0, 0]));
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 2);
    await settle(page);
    await settle(page);
    assert.deepEqual(await pixelNear(page, 'c', 0, 0), dimmed);
    await page.evaluate(() => document.getElementById('c').goTo([]));
    await settle(page);
    await settle(page);
    assert.notDeepEqual(await pixelNear(page, 'c', 0, 0), dimmed, 'the root is not dimmed');
  });
});

test('el.draw: the host layer over the record, cleared by draw(null)', async () => {
  await withFixture('plain.html', async (page) => {
    await page.waitForFunction(() => document.getElementById('a').game);
    await settle(page);
    const plain = await pixels(page, 'a');
    const heat = Array.from({ length: 81 }, (_, i) => Math.sin(i / 5));
    await page.evaluate((heat) => {
      document.getElementById('a').draw({
        marks: [[1, 1, 'circle'], [2, 1, 'square'], [3, 1, 'triangle'], [4, 1, 'cross'], [5, 1, 'selected']],
        labels: [[6, 1, 'A'], [7, 1, '12']],
        arrows: [[[0, 4], [4, 4]]],
        lines: [[[0, 8], [8, 8]]],
        heatmap: heat,
        dim: [[8, 0]],
      });
    }, heat);
    assert.ok(await changed(page, 'a', plain));
    await screenshot(page, 'marks-draw.png');
    // It stays while the game goes on, and draw(null) clears it.
    await page.evaluate(() => document.getElementById('a').play(4, 6));
    await settle(page);
    await page.evaluate(() => document.getElementById('a').draw(null));
    await page.evaluate(() => document.getElementById('a').undo());
    await settle(page);
    assert.equal(await pixels(page, 'a'), plain);
    // Items of the wrong shape are left out, never thrown.
    await page.evaluate(() => document.getElementById('a').draw({ marks: [[1]], arrows: 'x', heatmap: 5 }));
    await settle(page);
    assert.equal(await pixels(page, 'a'), plain);
  });
});

test('variations: letters on the next moves, a click follows one, ↑ and ↓ and ▲ ▼ go to the siblings', async () => {
  await withFixture('plain.html', async (page) => {
    await page.evaluate(() => {
      const c = document.getElementById('c');
      c.setAttribute('sgf', '(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg]))');
      c.setAttribute('move', '1');
    });
    await page.waitForFunction(() => document.getElementById('c').tree?.nodeCount === 6 && document.getElementById('c').tree.moveNumber === 1);
    // Three markers, blue letters: the point of the second variation is blue.
    let blue = false;
    for (let i = 0; i < 50 && !blue; i++) {
      await settle(page);
      const [r, , b] = await pixelNear(page, 'c', 6, 2, 0.28, 0);
      blue = b > 150 && r < 80;
    }
    assert.ok(blue, 'a letter marks W[gc]');
    await screenshot(page, 'marks-variations.png');
    // The attribute changed on a shown record: faint stones, then no markers.
    const letters = await pixels(page, 'c');
    await page.evaluate(() => document.getElementById('c').setAttribute('variations', 'stones'));
    assert.ok(await changed(page, 'c', letters), 'variations="stones" redraws the markers');
    const [r, , b] = await pixelNear(page, 'c', 6, 2, 0.28, 0);
    assert.ok(!(b > 150 && r < 80), 'no blue letter under variations="stones"');
    await screenshot(page, 'marks-variations-stones.png');
    const stones = await pixels(page, 'c');
    await page.evaluate(() => document.getElementById('c').setAttribute('variations', 'none'));
    assert.ok(await changed(page, 'c', stones), 'variations="none" takes the markers away');
    await page.evaluate(() => document.getElementById('c').setAttribute('variations', 'letters'));
    assert.ok(await changed(page, 'c', stones));
    const path = () => page.evaluate(() => document.getElementById('c').tree.path);
    // replay mode (the fixture's): a click on the marker follows it.
    await click(page, 'c', 6, 2);
    await page.waitForFunction(() => document.getElementById('c').tree.moveNumber === 2);
    assert.deepEqual(await path(), [0, 1]);
    // ↓ and ↑: the next and the previous sibling; ← → as before.
    await page.locator('#c canvas').focus();
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await path(), [0, 2]);
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await path(), [0, 2], 'no fourth variation');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await path(), [0, 0]);
    await page.keyboard.press('ArrowRight');
    assert.deepEqual(await path(), [0, 0, 0]);
    await page.keyboard.press('ArrowLeft');
    // The buttons ▲ ▼, named for screen readers.
    const down = page.locator('#c').locator('button.down');
    assert.equal(await down.getAttribute('aria-label'), 'Next variation');
    assert.equal(await page.locator('#c').locator('button.up').getAttribute('aria-label'), 'Previous variation');
    await down.click();
    assert.deepEqual(await path(), [0, 1]);
    await page.locator('#c').locator('button.up').click();
    assert.deepEqual(await path(), [0, 0]);
    // Screen readers: the board's description says the node's place among the variations,
    // and the variations marked at the node (here with variations="letters": one too), in
    // the element's language.
    const described = () =>
      page.evaluate(() => {
        const canvas = document.getElementById('c').shadowRoot.querySelector('canvas');
        return canvas.getRootNode().getElementById(canvas.getAttribute('aria-describedby')).textContent;
      });
    await page.waitForFunction(() => /Variation 1 of 3\. Next move: A G3\.$/.test(document.getElementById('c').shadowRoot.getElementById(document.getElementById('c').shadowRoot.querySelector('canvas').getAttribute('aria-describedby')).textContent));
    await down.click();
    await page.waitForFunction(() => /Variation 2 of 3\.$/.test(document.getElementById('c').shadowRoot.getElementById(document.getElementById('c').shadowRoot.querySelector('canvas').getAttribute('aria-describedby')).textContent));
    await page.evaluate(() => document.getElementById('c').goTo([0]));
    await page.waitForFunction(() => / variations: /.test(document.getElementById('c').shadowRoot.getElementById(document.getElementById('c').shadowRoot.querySelector('canvas').getAttribute('aria-describedby')).textContent));
    assert.match(await described(), /Last move: Black E5\. 3 variations: A C7, B G7, C C3\.$/);
    await page.evaluate(() => document.getElementById('c').setAttribute('lang', 'ja'));
    await page.locator('#c canvas[aria-roledescription="碁盤"]').waitFor();
    assert.match(await described(), /変化 3 通り：A C7、B G7、C C3。$/);
    await page.evaluate(() => document.getElementById('c').goTo([0, 1]));
    await page.waitForFunction(() => /変化 3 通りの 2 番目。$/.test(document.getElementById('c').shadowRoot.getElementById(document.getElementById('c').shadowRoot.querySelector('canvas').getAttribute('aria-describedby')).textContent));
    await page.evaluate(() => document.getElementById('c').removeAttribute('lang'));
  });
});

test('VW shows only its part of the board: the grid laid out for it, its coordinates, clicks outside it ignored; VW[] shows the whole board again', async () => {
  await withFixture('plain.html', async (page) => {
    await page.evaluate(() => {
      const c = document.getElementById('c');
      c.setAttribute('mode', 'play');
      c.setAttribute('sgf', '(;SZ[9]VW[aa:ed]AB[bb]AW[cc]C[The top left];B[dd];W[ii]VW[])');
      c.setAttribute('move', '0');
    });
    await page.waitForFunction(() => document.getElementById('c').tree?.nodeCount === 3);
    const grid = () => page.evaluate(() => document.getElementById('c').shadowRoot.querySelector('canvas[data-grid]').getAttribute('data-grid').split(' ').map(Number));
    // The view is 5 columns by 4 rows: its cell is larger than the 9×9 board's.
    await page.waitForFunction(() => document.getElementById('c').state.view !== null);
    await settle(page);
    const [, , cropped] = await grid();
    assert.deepEqual(await page.evaluate(() => document.getElementById('c').state.view), [0, 0, 4, 3]);
    await page.locator('#c').screenshot({ path: path.join(results, 'vw-cropped.png') });
    // A point inside plays; one outside the view (f9 is x 5) is not on the board shown.
    await page.locator('#c canvas').scrollIntoViewIfNeeded();
    const outside = await page.evaluate(() => {
      const c = document.getElementById('c').canvas;
      const [ox, oy, cell] = c.getAttribute('data-grid').split(' ').map(Number);
      const r = c.getBoundingClientRect();
      const k = r.width / c.width;
      const x = r.left + (ox + 5 * cell) * k;
      return x < r.right ? { x, y: r.top + oy * k } : null;
    });
    if (outside) {
      await page.mouse.click(outside.x, outside.y);
      assert.equal(await page.evaluate(() => document.getElementById('c').tree.path.length), 0, 'a click right of the view plays nothing');
    }
    await click(page, 'c', 3, 3);
    assert.deepEqual(await page.evaluate(() => document.getElementById('c').tree.path), [0], 'd6 (3, 3) is in the view: it follows the record\'s B[dd]');
    // Inherited by the next node; VW[] at the last shows the whole board.
    assert.deepEqual(await page.evaluate(() => document.getElementById('c').state.view), [0, 0, 4, 3]);
    await page.evaluate(() => document.getElementById('c').goTo([0, 0]));
    await page.waitForFunction(() => document.getElementById('c').state.view === null);
    await settle(page);
    const [, , whole] = await grid();
    assert.ok(cropped > whole * 1.5, `the view's cell ${cropped} against the whole board's ${whole}`);
  });
});
