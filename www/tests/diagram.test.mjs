// Diagrams of <tengen-board>: `el.toSvg()` with move numbers as books print them (a move on
// a point already taken listed under the figure), FG figures, PM and MN, the regions, the
// refusals; every drawing layer (DD SL TB TW AR LN, el.draw) and the VW view; one SVG drawn by Chromium beside the canvas, point by point; `el.toPng()`.
// The pictures are written to test-results/ to be looked at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { decodePng, results, useBrowser, settle } from './helpers.mjs';
import { useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 900 }, deviceScaleFactor: 1 });
const withFixture = useSite(env);

/** A 9×9 ko fought three times: 8 is taken by 9, 12 retakes at 8, 15 retakes at 9; marks at move 15. */
const KO =
  '(;GM[1]FF[4]SZ[9];B[cd];W[ec];B[dc];W[ee];B[de];W[fd];B[hh];W[dd];B[ed];W[ai];B[ah];W[dd];B[ia];W[ib];B[ed]CR[gg]SQ[bb]TR[hb]MA[fh]LB[cg:A][gd:B]AR[aa:ca])';

/** Adds a record board `id` to the page and waits for its record. */
async function addBoard(page, id, sgf, attrs = {}) {
  await page.evaluate(({ id, sgf, attrs }) => {
    const b = document.createElement('tengen-board');
    b.id = id;
    b.setAttribute('sgf', sgf);
    b.setAttribute('mode', 'replay');
    for (const [k, v] of Object.entries(attrs)) if (k === 'width') b.style.width = v;
    else b.setAttribute(k, v);
    document.querySelector('.boards').append(b);
  }, { id, sgf, attrs });
  await page.waitForFunction((id) => document.getElementById(id)?.tree !== null && document.getElementById(id)?.tree !== undefined, id);
}

/** What an SVG says: its size, the texts on the board by point, the lines under it, its stones. */
const read = (page, svg) =>
  page.evaluate((svg) => {
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = doc.documentElement;
    const [ox, oy, cell] = root.getAttribute('data-grid').split(' ').map(Number);
    const at = (x, y) => [Math.round((Number(x) - ox) / cell), Math.round((Number(y) - oy) / cell)];
    const onBoard = {};
    const under = [];
    for (const t of doc.querySelectorAll('text')) {
      if (t.closest('g')) continue; // coordinates
      if (t.getAttribute('text-anchor') === 'middle') onBoard[at(t.getAttribute('x'), t.getAttribute('y')).join(',')] = t.textContent;
      else under.push(t.textContent);
    }
    const stones = [...doc.querySelectorAll('[data-stone]')].map((c) => [...at(c.getAttribute('cx'), c.getAttribute('cy')), c.getAttribute('data-stone')]);
    return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')), onBoard, under, stones, parseError: doc.querySelector('parsererror') !== null, title: doc.querySelector('title')?.textContent };
  }, svg);

/** Writes `svg` to test-results/ as a PNG drawn by Chromium (and the SVG beside it). */
async function picture(page, svg, name) {
  fs.writeFileSync(path.join(results, `${name}.svg`), svg);
  const handle = await page.evaluateHandle(async (svg) => {
    const img = document.createElement('img');
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    img.style.cssText = 'position:fixed;left:0;top:0;z-index:9;background:#fff';
    document.body.append(img);
    await img.decode();
    return img;
  }, svg);
  await settle(page);
  await handle.screenshot({ path: path.join(results, `${name}.png`) });
  await handle.evaluate((img) => img.remove());
}

test('toSvg numbers the moves as a book does: a move on a taken point is listed under the figure', async () => {
  await withFixture('plain.html', async (page) => {
    await addBoard(page, 'ko', KO, { move: '15' });
    const svg = await page.evaluate(() => document.getElementById('ko').toSvg({ numbers: 'all', coordinates: true }));
    await picture(page, svg, 'diagram-all');
    const d = await read(page, svg);
    assert.equal(d.parseError, false);
    // Every move on its own point, with its number, but 12 and 15 (played where 8 and 9 were).
    const expected = { '2,3': '1', '4,2': '2', '3,2': '3', '4,4': '4', '3,4': '5', '5,3': '6', '7,7': '7', '3,3': '8', '4,3': '9', '0,8': '10', '0,7': '11', '8,0': '13', '8,1': '14' };
    for (const [p, n] of Object.entries(expected)) assert.equal(d.onBoard[p], n, `move ${n} at ${p}`);
    assert.deepEqual(d.under, ['(1–15)', '12 at 8, 15 at 9']);
    // The figure shows every stone played, the taken ones too (as books do).
    assert.equal(d.stones.length, 13);
    // The marks of the node at move 15 that are not on a numbered stone.
    assert.equal(d.onBoard['2,6'], 'A');
    assert.equal(d.onBoard['6,3'], 'B');
    assert.match(svg, /marker-end="url\(#tengen-arrow\)"/);
    assert.equal((svg.match(/<path d="M[^"]*" fill="none" stroke=/g) ?? []).length, 4, 'a circle, a square, a triangle and a cross');

    // A figure of moves 9 to 15: the stones before it are plain, 8's stone gets a letter.
    const part = await page.evaluate(() => document.getElementById('ko').toSvg({ numbers: [9, 15] }));
    await picture(page, part, 'diagram-9-15');
    const p = await read(page, part);
    assert.equal(p.onBoard['3,3'], 'a', 'the stone 12 was played on, from before the figure');
    assert.equal(p.onBoard['4,3'], '9');
    assert.equal(p.onBoard['2,3'], undefined, 'move 1 is not numbered in this figure');
    assert.deepEqual(p.under, ['(9–15)', '12 at a, 15 at 9']);
    // Without numbers: the position at move 15, as the board shows it.
    const plain = await read(page, await page.evaluate(() => document.getElementById('ko').toSvg()));
    const board = await page.evaluate(() => [...document.getElementById('ko').game.board()]);
    const fromBoard = board.flatMap((c, i) => (c ? [[i % 9, Math.floor(i / 9), c > 0 ? 'black' : 'white']] : []));
    assert.deepEqual(plain.stones.sort(), fromBoard.sort());
    assert.deepEqual(plain.under, []);
    // The element stays where it was.
    assert.equal(await page.evaluate(() => document.getElementById('ko').tree.moveNumber), 15);
  });
});

test('toSvg honours FG (the figure and its name), PM and MN, and crops a region', async () => {
  await withFixture('plain.html', async (page) => {
    await addBoard(page, 'fg', '(;SZ[19];B[pd];W[dp];B[pp]FG[514:Figure 2];W[dd];B[qf];W[nc])', { move: '5' });
    const fg = await read(page, await page.evaluate(() => document.getElementById('fg').toSvg({ numbers: 'all' })));
    assert.deepEqual(fg.under, ['Figure 2 (3–5)']);
    assert.equal(fg.onBoard['15,15'], '3');
    assert.equal(fg.onBoard['15,3'], undefined, 'move 1 is before the figure');
    assert.equal(fg.onBoard['16,5'], '5');
    assert.equal(fg.stones.length, 5, 'move 6 is after the current node');
    // FG's flags: 0x100 captured stones taken off, 0x4 those moves listed, 0x1 coordinates, no 0x2 (no name), no 0x200 (no star points).
    await addBoard(page, 'flags', KO.replace(';B[ed];W[ai]', ';B[ed]FG[261:Ko];W[ai]'), { move: '15' });
    const flagsSvg = await page.evaluate(() => document.getElementById('flags').toSvg({ numbers: 'all' }));
    await picture(page, flagsSvg, 'diagram-fg-flags');
    const flagged = await read(page, flagsSvg);
    assert.deepEqual(flagged.under, ['(9–15)', '9 captured, 12 captured']);
    assert.deepEqual([flagged.onBoard['4,3'], flagged.onBoard['0,8'], flagged.onBoard['8,1'], flagged.onBoard['3,3']], ['15', '10', '14', undefined]);
    const atFifteen = await page.evaluate(() => [...document.getElementById('flags').game.board()].flatMap((c, i) => (c ? [[i % 9, Math.floor(i / 9), c > 0 ? 'black' : 'white']] : [])));
    assert.deepEqual(flagged.stones.sort(), atFifteen.sort(), 'the position at the figure\'s end');
    assert.match(flagsSvg, /<g font-size/, 'coordinates');
    assert.doesNotMatch(flagsSvg, /<circle [^>]*r="3.2"/, 'no star points');
    // PM[2]: numbers modulo 100; MN sets the number of a move.
    await addBoard(page, 'pm', '(;SZ[9]PM[2];B[aa]MN[99];W[bb];B[cc];W[dd])', { move: '4' });
    const pm = await read(page, await page.evaluate(() => document.getElementById('pm').toSvg({ numbers: 'all' })));
    assert.deepEqual([pm.onBoard['0,0'], pm.onBoard['1,1'], pm.onBoard['2,2'], pm.onBoard['3,3']], ['99', '100', '1', '2']);
    // "auto": the stones' area with a margin, out to the edges near it.
    const full = await read(page, await page.evaluate(() => document.getElementById('pm').toSvg({ region: 'full' })));
    const autoSvg = await page.evaluate(() => document.getElementById('pm').toSvg({ region: 'auto', numbers: 'all', coordinates: true }));
    await picture(page, autoSvg, 'diagram-auto');
    const auto = await read(page, autoSvg);
    assert.ok(auto.width < full.width * 0.9 && auto.height < full.height * 0.95, `${auto.width}×${auto.height} of ${full.width}×${full.height}`);
    // A rectangle: the upper right corner, 7×7 points.
    const whole = await read(page, await page.evaluate(() => document.getElementById('fg').toSvg()));
    const corner = await read(page, await page.evaluate(() => document.getElementById('fg').toSvg({ region: [[12, 0], [18, 6]] })));
    assert.deepEqual(corner.stones.map((s) => s.slice(0, 2).join(',')).sort(), ['15,3', '16,5'].sort());
    assert.equal(corner.width, whole.width - 12 * 32);
    // Refusals: rejected with a code, nothing thrown into the console.
    for (const bad of [{ numbers: 'some' }, { numbers: [5, 2] }, { region: [[0, 0], [40, 2]] }, { theme: 'neon' }]) {
      const code = await page.evaluate((o) => document.getElementById('fg').toSvg(o).then(() => 'none', (e) => e.code), bad);
      assert.equal(code, 'invalid-options', JSON.stringify(bad));
    }
    // A free game (no record) is numbered from its moves.
    await page.evaluate(() => {
      const a = document.getElementById('a');
      a.play(2, 2);
      a.play(6, 6);
      a.play(2, 6);
    });
    const free = await read(page, await page.evaluate(() => document.getElementById('a').toSvg({ numbers: 'all' })));
    assert.deepEqual([free.onBoard['2,2'], free.onBoard['6,6'], free.onBoard['2,6']], ['1', '2', '3']);
  });
});

test('toSvg draws every layer the canvas draws: DD, SL, TB, TW, AR, LN, the host\'s el.draw, and the VW view', async () => {
  await withFixture('plain.html', async (page) => {
    // A 9×9 record whose node has every kind of layer, shown through VW[aa:ee] (columns A–E, rows 9–5).
    const sgf = '(;SZ[9]AB[bb][cc]AW[dd][cb]VW[aa:ee];B[ab]DD[ca][da]SL[bc]TB[ae]TW[ee][de]AR[aa:cc]LN[ba:bd]CR[bb])';
    await addBoard(page, 'layers', sgf, { move: '1', 'show-coordinates': '' });
    await page.waitForFunction(() => String(document.getElementById('layers').state.view) === '0,0,4,4');
    const svg = await page.evaluate(() => document.getElementById('layers').toSvg({ coordinates: true }));
    await picture(page, svg, 'diagram-layers');
    const count = (mark) => (svg.match(new RegExp(`data-mark="${mark}"`, 'g')) ?? []).length;
    assert.deepEqual(
      ['dim', 'selected', 'territory-black', 'territory-white', 'circle'].map(count),
      [2, 1, 1, 2, 1],
      'two dimmed points, one selected, one black and two white territory marks, a circle',
    );
    assert.equal((svg.match(/<line /g) ?? []).length, 2, 'an arrow and a line');
    assert.equal((svg.match(/marker-end=/g) ?? []).length, 1);
    // The view: 5×5 points, as the canvas shows them; region "full" still gives the whole board.
    const d = await read(page, svg);
    const full = await read(page, await page.evaluate(() => document.getElementById('layers').toSvg({ coordinates: true, region: 'full' })));
    assert.equal(full.width - d.width, 4 * 32, 'four columns fewer');
    assert.equal(d.stones.length, 5);
    // The host's layer: its marks, labels, arrows, lines, dimmed points and heatmap, over the record's.
    await page.evaluate(() => {
      const heatmap = new Array(81).fill(0);
      heatmap[4 * 9 + 0] = 0.9;
      heatmap[4 * 9 + 1] = -0.8;
      document.getElementById('layers').draw({
        marks: [[1, 4, 'triangle'], [2, 4, 'selected']],
        labels: [[3, 3, 'X']],
        arrows: [[[4, 0], [4, 3]]],
        lines: [[[0, 3], [1, 3]]],
        dim: [[3, 4]],
        heatmap,
      });
    });
    await page.waitForFunction(() => document.getElementById('layers').state.layers.host !== null);
    const host = await page.evaluate(() => document.getElementById('layers').toSvg({ coordinates: true }));
    await picture(page, host, 'diagram-host-layer');
    await page.locator('#layers').screenshot({ path: path.join(results, 'diagram-host-layer-canvas.png') });
    assert.deepEqual(
      ['dim', 'selected', 'triangle'].map((m) => (host.match(new RegExp(`data-mark="${m}"`, 'g')) ?? []).length),
      [3, 2, 1],
    );
    assert.equal((host.match(/data-heat=/g) ?? []).length, 2, 'two shaded points');
    assert.equal((host.match(/<line /g) ?? []).length, 4);
    assert.equal((await read(page, host)).onBoard['3,3'], 'X');
    // The layer cleared: the record's marks alone again.
    await page.evaluate(() => document.getElementById('layers').draw(null));
    await page.waitForFunction(() => document.getElementById('layers').state.layers.host === null);
    assert.equal(await page.evaluate(() => document.getElementById('layers').toSvg({ coordinates: true })), svg);
  });
});

test('one SVG drawn by Chromium matches the canvas point by point; toPng is the same picture', async () => {
  await withFixture('plain.html', async (page) => {
    await addBoard(page, 'cmp', KO, { move: '15', width: '360px' });
    await settle(page);
    // The canvas: each point's colour where a stone would be, from its published grid.
    const canvas = page.locator('#cmp canvas');
    const [ox, oy, cell] = (await canvas.getAttribute('data-grid')).split(' ').map(Number);
    const shot = decodePng(await canvas.screenshot());
    // The SVG at the canvas's cell size, on the page as an image.
    const svg = await page.evaluate(() => document.getElementById('cmp').toSvg());
    const k = cell / 32;
    const img = await page.evaluateHandle(async ({ svg, k }) => {
      const img = document.createElement('img');
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await img.decode();
      img.width = img.naturalWidth * k;
      img.style.cssText = 'position:fixed;left:0;top:0;z-index:9';
      document.body.append(img);
      return img;
    }, { svg, k });
    await settle(page);
    const drawn = decodePng(await img.screenshot({ path: path.join(results, 'diagram-vs-canvas.png') }));
    await canvas.screenshot({ path: path.join(results, 'diagram-canvas.png') });
    const [sx, sy] = svg.match(/data-grid="([\d.]+) ([\d.]+)/).slice(1).map(Number);
    const box = await canvas.boundingBox();
    const toShot = shot.width / box.width;
    /** The mean lightness around (x, y), and how much redder than blue it is (the wood is, the stones are not). */
    const sample = (png, x, y) => {
      let l = 0;
      let warm = 0;
      let n = 0;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) {
        const i = ((Math.round(y) + dy) * png.width + Math.round(x) + dx) * 4;
        l += (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
        warm += png.data[i] - png.data[i + 2];
        n++;
      }
      return { l: l / n, warm: warm / n };
    };
    const kind = (s) => (s.l < 90 ? 'black' : s.warm > 50 ? 'board' : 'white');
    const a = [];
    const b = [];
    let agree = 0;
    for (let y = 0; y < 9; y++) for (let x = 0; x < 9; x++) {
      // Off the centre, clear of the numbers, the marks, the last move's ring and the grid lines (the grid is in CSS pixels).
      const su = sample(shot, (ox + (x + 0.33) * cell) * toShot, (oy + (y + 0.2) * cell) * toShot);
      const sv = sample(drawn, (sx + (x + 0.33) * 32) * k, (sy + (y + 0.2) * 32) * k);
      a.push(su.l);
      b.push(sv.l);
      if (kind(su) === kind(sv)) agree++;
      else console.log(`# ${x},${y}: canvas ${kind(su)} ${JSON.stringify(su)}, svg ${kind(sv)} ${JSON.stringify(sv)}`);
    }
    assert.equal(agree, 81, 'every point shows the same: a black stone, a white one, or the board');
    // Pixel similarity of the stone positions: the correlation of the two pictures' lightness at the 81 points.
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const ma = mean(a);
    const mb = mean(b);
    const cov = a.reduce((s, x, i) => s + (x - ma) * (b[i] - mb), 0);
    const r = cov / Math.sqrt(a.reduce((s, x) => s + (x - ma) ** 2, 0) * b.reduce((s, x) => s + (x - mb) ** 2, 0));
    assert.ok(r > 0.95, `correlation ${r}`);
    console.log(`# SVG and canvas: ${agree} of 81 points agree, lightness correlation ${r.toFixed(3)}`);
    await img.evaluate((i) => i.remove());
    // The PNG: a Blob of the same picture, `scale` pixels per unit.
    const png = await page.evaluate(async () => {
      const blob = await document.getElementById('cmp').toPng({ scale: 1.5, numbers: 'all' });
      const bitmap = await createImageBitmap(blob);
      const svg = await document.getElementById('cmp').toSvg({ numbers: 'all' });
      const [, w, h] = /width="([\d.]+)" height="([\d.]+)"/.exec(svg);
      return { type: blob.type, width: bitmap.width, height: bitmap.height, w: Number(w), h: Number(h), bytes: [...new Uint8Array(await blob.arrayBuffer())] };
    });
    assert.equal(png.type, 'image/png');
    assert.equal(png.width, Math.round(png.w * 1.5));
    assert.equal(png.height, Math.round(png.h * 1.5));
    fs.writeFileSync(path.join(results, 'diagram-topng.png'), Buffer.from(png.bytes));
    const pic = decodePng(Buffer.from(png.bytes));
    assert.equal(pic.width, png.width);
  });
});

test('the page: the Image button (loaded on the click) shows the picture and saves it as SVG and PNG', async () => {
  const { openPage } = await import('./browser.mjs');
  const { page, problems } = await openPage(env());
  try {
    const { playMoves } = await import('./helpers.mjs');
    await playMoves(page, [[3, 3], [15, 15], [2, 2]]);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /image-|diagram-/.test(n)));
    assert.deepEqual(before, [], 'nothing of the image is loaded before the click');
    await page.click('#image');
    await page.locator('#image-panel img[src^="data:image/svg+xml"]').waitFor();
    assert.equal(await page.getAttribute('#image', 'aria-expanded'), 'true');
    await page.check('#image-panel input[name="numbers"]');
    await page.waitForFunction(() => decodeURIComponent(document.querySelector('#image-panel img').src).includes('>3</text>'));
    await page.locator('#image-panel').screenshot({ path: path.join(results, 'diagram-page-panel.png') });
    const [svgFile] = await Promise.all([page.waitForEvent('download'), page.click('#image-svg')]);
    assert.equal(svgFile.suggestedFilename(), 'tengen-board.svg');
    const svg = fs.readFileSync(await svgFile.path(), 'utf8');
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.equal((svg.match(/data-stone=/g) ?? []).length, 3);
    const [pngFile] = await Promise.all([page.waitForEvent('download'), page.click('#image-png')]);
    assert.equal(pngFile.suggestedFilename(), 'tengen-board.png');
    const png = decodePng(fs.readFileSync(await pngFile.path()));
    assert.equal(png.width, Math.round(Number(/width="([\d.]+)"/.exec(svg)[1]) * 2));
    // The button closes the panel.
    await page.click('#image');
    await page.locator('#image-panel').waitFor({ state: 'hidden' });
    assert.equal(await page.getAttribute('#image', 'aria-expanded'), 'false');
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, []);
});

test('the lesson page prints: its print style sheet hides the screen-only parts and keeps each board whole', async () => {
  const { openPage } = await import('./browser.mjs');
  const { page, problems } = await openPage(env(), '', '', `${env().server.url}lesson.html`);
  try {
    await page.waitForFunction(() => [...document.querySelectorAll('tengen-board')].every((e) => e.game && e.tree));
    const bar = () => page.evaluate(() => getComputedStyle(document.querySelector('#ko-board').shadowRoot.querySelector('[part="controls"]')).display);
    assert.notEqual(await bar(), 'none');
    await page.emulateMedia({ media: 'print' });
    assert.equal(await bar(), 'none', "the record's buttons are not printed");
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.back')).display), 'none');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('tengen-board')).breakInside), 'avoid');
    const width = await page.evaluate(() => document.querySelector('#ko-board').getBoundingClientRect().width);
    assert.ok(width <= 9 * 96 / 2.54 + 1, `a board is at most 9 cm wide on paper: ${width}px`);
    await settle(page);
    await page.screenshot({ path: path.join(results, 'diagram-lesson-print.png') });
    const pdf = await page.pdf({ format: 'A4' });
    assert.ok(pdf.length > 1000 && pdf.subarray(0, 5).toString() === '%PDF-');
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, []);
});
