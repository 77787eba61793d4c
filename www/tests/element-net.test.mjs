// <tengen-board> and the network (issue 30) on a site with no bundler (the package's
// files in tengen/, nets/b6c96.bin.gz among them; the page's strict CSP): a hint on a
// 9×9 board loads the network in the full module's worker (bot-worker-full.js beside
// index.js), shown over the foot of the board and as `loading` events, and answers with
// the network's analysis and score lead; `net="none"` and a 5×5 board think in the core
// module's worker (bot-worker.js), with the playout search; the territory view of a
// board is the network's ownership; a game ended by two passes has the network's dead
// stones proposed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, screenshot } from './helpers.mjs';
import { click, useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 560 }, deviceScaleFactor: 2 });
const withFixture = useSite(env);

/** The page's `loading` events, by the board that fired them, from its start. */
async function recordLoading() {
  await env().context.addInitScript(() => {
    window.loads = [];
    document.addEventListener('loading', (e) => window.loads.push({ id: e.target.id, ...JSON.parse(JSON.stringify(e.detail)) }));
  });
}

const workers = (page) => page.workers().map((w) => new URL(w.url()).pathname.split('/').pop()).sort();

test('a hint loads the network (shown over the board, loading events) and gives its score lead; net="none" and a 5×5 board use the playout search', async () => {
  await recordLoading();
  await withFixture('netplay.html', async (page) => {
    // Black's stone, and a hint for White: the network loads on this first use.
    await click(page, 'net', 2, 2);
    const hint = page.evaluate(async () => {
      const a = await document.getElementById('net').hint();
      return { engine: a.engine, lead: a.scoreLead, moves: a.moves.slice(0, 3).map((m) => [m.winrate, m.scoreLead]) };
    });
    await page.waitForFunction(() => window.loads.some((l) => l.state === 'progress'), null, { timeout: 20000 });
    // The element's own line: its words and a progress bar, a status.
    const line = await page.evaluate(() => {
      const p = document.getElementById('net').shadowRoot.querySelector('.net');
      return p && { text: p.textContent, role: p.getAttribute('role'), part: p.getAttribute('part'), bar: !!p.querySelector('progress') };
    });
    if (line) {
      assert.match(line.text, /^Loading the computer's network…( \d+ %)?$/);
      assert.deepEqual([line.role, line.part, line.bar], ['status', 'net', true]);
      await screenshot(page, 'element-net-loading.png');
    }
    const a = await hint;
    assert.equal(a.engine, 'net');
    assert.equal(typeof a.lead, 'number');
    assert.ok(a.moves.length === 3 && a.moves.every(([w, l]) => w > 0 && w < 1 && typeof l === 'number'), JSON.stringify(a));
    const loads = await page.evaluate(() => window.loads);
    assert.ok(loads.every((l) => l.id === 'net'), JSON.stringify(loads));
    assert.equal(loads.at(-1).state, 'done');
    assert.equal(await page.evaluate(() => document.getElementById('net').shadowRoot.querySelector('.net')), null, 'the line goes once loaded');
    const legend = await page.evaluate(() => document.getElementById('net').state.message.text);
    assert.match(legend, /White's score lead: [A-HJ]\d [+−]\d+\.\d/);
    assert.deepEqual(workers(page), ['bot-worker-full.js']);
    await screenshot(page, 'element-net-hint.png');
    // net="none": the playout search, in the core module's worker; so on 5×5.
    for (const id of ['none', 'small']) {
      const b = await page.evaluate(async (id) => {
        const a = await document.getElementById(id).hint({ playouts: 200 });
        return { engine: a.engine ?? null, lead: a.scoreLead ?? null, playouts: a.playouts };
      }, id);
      assert.deepEqual(b, { engine: null, lead: null, playouts: b.playouts }, id);
      assert.ok(b.playouts >= 200);
    }
    assert.deepEqual(workers(page), ['bot-worker-full.js', 'bot-worker.js']);
    assert.equal((await page.evaluate(() => window.loads)).filter((l) => l.state !== 'progress').length, 1, 'loaded once');
  }, 3);
});

test('the element\'s territory view is the network\'s ownership; two passes after its use propose its dead stones, which a click still changes', async () => {
  await withFixture('netplay.html', async (page) => {
    // Black's wall on row 5 (y = 4), White's on row 4… (y = 5); a lone stone of each in the other's area.
    const moves = [];
    for (let x = 0; x < 9; x++) moves.push([x, 4], [x, 5]);
    moves.push([1, 7], [7, 1]);
    await page.evaluate((moves) => {
      const el = document.getElementById('net');
      for (const [x, y] of moves) el.play(x, y);
    }, moves);
    {
      await page.evaluate(() => document.getElementById('net').showOwnership(true));
      await page.waitForFunction(() => {
        const s = document.getElementById('net').state;
        // The network's ownership: Black's lone stone at (1, 7) is White's, White's at (7, 1) Black's.
        return s.ownership && s.ownership[7 * 9 + 1] < -0.5 && s.ownership[1 * 9 + 7] > 0.5 && s.ownership[0] > 0.5 && s.ownership[80] < -0.5;
      }, null, { timeout: 30000 });
      await screenshot(page, 'element-net-territory.png');
      await page.evaluate(() => document.getElementById('net').showOwnership(false));
      assert.equal(await page.evaluate(() => document.getElementById('net').state.ownership), null);
    }
    await page.evaluate(() => {
      const el = document.getElementById('net');
      el.pass();
      el.pass();
    });
    await page.waitForFunction(() => /^The engine suggests 2 dead stones/.test(document.getElementById('net').state.message.text), null, { timeout: 30000 });
    const dead = await page.evaluate(() => {
      const s = document.getElementById('net').state;
      return [...s.dead].sort((a, b) => a - b);
    });
    assert.deepEqual(dead, [1 * 9 + 7, 7 * 9 + 1], 'the two lone stones, and no stone of the walls');
    await screenshot(page, 'element-net-dead.png');
    // The players can still change them: a click marks White's stone alive again.
    await click(page, 'net', 7, 1);
    await page.waitForFunction(() => document.getElementById('net').state.dead.size === 1);
    await screenshot(page, 'element-net-count.png');
  }, 3);
});
