// The network on the page (issue 30): KataGo's b6c96 network is the computer on 7×7 to
// 19×19, loaded on first use in the computer's worker (bot-worker-full.js, beside the
// page's chunks, with tengen_full_bg.wasm and nets/b6c96.bin.gz, which the server sends as
// its bytes). A 9×9 game against it to the count at a few visits a move, its loading shown
// in the thinking line, its dead stones proposed; a hint with the score lead; the
// territory view from its ownership; a model that cannot be loaded (a 404) falling back
// to the playout search with its message. No long task of 100 ms or more on the page
// while it loads and thinks; the console clean (withPage).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, awaitReply, clickPoint, legalPoint, moveNumber, newGame, playMoves, text, screenshot, vsComputer } from './helpers.mjs';

const { env, withPage } = useBrowser();

/** A 9×9 game against the computer as White at level 10, its visits capped by `playouts`. */
const vs = (playouts = 8) => vsComputer('white', 10, playouts);

// Every page of this file records, from its start: the `loading` events (state, bytes,
// message), the main thread's long tasks, and the spans of time the network loaded (its
// first progress to its end) or the computer thought (its `thinking` start to its end).
// The long tasks that matter ran wholly within a span: the task that receives the
// computer's move also plays it (and may start the count), the move's work, after the
// span; and the page's screenshots (`window.shooting`, slow) are left out.
const recorder = () => {
  window.loads = [];
  window.longTasks = [];
  window.busy = [];
  window.shots = [];
  let loading = null;
  let thinking = null;
  new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask', buffered: true });
  document.addEventListener('loading', (e) => {
    window.loads.push(JSON.parse(JSON.stringify(e.detail)));
    if (e.detail.state === 'progress') loading ??= performance.now();
    else if (loading !== null) window.busy.push([loading, performance.now()]), (loading = null);
  });
  document.addEventListener('thinking', (e) => {
    if (e.detail.state === 'start') thinking = performance.now();
    else if (thinking !== null) window.busy.push([thinking, performance.now()]), (thinking = null);
  });
  /** The long tasks wholly within the spans recorded (and those under way), none during a screenshot. */
  window.longWhileBusy = () => {
    const now = performance.now();
    const spans = [...window.busy, ...[loading, thinking].filter((t) => t !== null).map((t) => [t, now])];
    const shot = ([t, d]) => window.shots.some(([a, b]) => t + d >= a && t <= b);
    return {
      spans: spans.length,
      long: window.longTasks.filter(([t, d]) => d >= 100 && !shot([t, d]) && spans.some(([a, b]) => t >= a && t + d <= b)).map(([t, d]) => `${Math.round(d)} ms at ${Math.round(t)}`),
    };
  };
};

/** A screenshot, its time on the page left out of the long tasks counted. */
async function shoot(page, name) {
  const start = await page.evaluate(() => performance.now());
  await screenshot(page, name);
  await page.evaluate((start) => window.shots.push([start, performance.now()]), start);
}

/** The recorder on every page of the browser from now on (added once: each adds its listeners). */
let recording = false;
async function record() {
  if (!recording) await env().context.addInitScript(recorder);
  recording = true;
}

/** The responses for the network's file (from the page or its workers), with their headers. */
function watchNet(page) {
  const seen = [];
  page.context().on('response', (r) => {
    if (r.url().includes('/nets/')) seen.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'], encoding: r.headers()['content-encoding'] ?? null });
  });
  return seen;
}

const state = (page) => page.evaluate(() => {
  const s = document.getElementById('board').state;
  return { mode: s.mode, turn: s.turn, moveNumber: s.moveNumber, dead: s.dead.size };
});

test('a 9×9 game against the network to the count: its loading in the thinking line, the model served as bytes, its dead stones proposed, no long task', async () => {
  await record();
  await withPage(async (page) => {
    const net = watchNet(page);
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    // The first move: the computer's first answer loads the network, the line says so.
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => window.loads.some((l) => l.state === 'progress'), null, { timeout: 20000 });
    await shoot(page, 'netplay-loading.png');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 30000 });
    const loads = await page.evaluate(() => window.loads);
    const progress = loads.filter((l) => l.state === 'progress');
    assert.ok(progress.length >= 1 && progress.at(-1).loaded > 0, JSON.stringify(loads));
    assert.ok(progress.every((l) => l.total === 3827339 && l.loaded <= l.total), `the bytes of the file, out of its size: ${JSON.stringify(progress)}`);
    assert.deepEqual(loads.filter((l) => l.state !== 'progress').map((l) => l.state), ['done'], 'loaded once, not failed');
    // The model came as its gzipped bytes (no Content-Encoding for the browser to undo).
    assert.deepEqual(net.map(({ status, type, encoding }) => ({ status, type, encoding })), [{ status: 200, type: 'application/gzip', encoding: null }], JSON.stringify(net));
    // On to the end: the person's moves near the centre, then passes.
    for (let i = 0; i < 120 && (await state(page)).mode === 'play'; i++) {
      await awaitReply(page, 30000);
      if ((await state(page)).mode !== 'play') break;
      const n = await moveNumber(page);
      const point = n < 50 ? await legalPoint(page, true) : null;
      if (point) await clickPoint(page, ...point);
      else await page.click('#pass');
      await page.waitForFunction((n) => document.getElementById('board').state.moveNumber !== n, n);
    }
    const end = await state(page);
    assert.equal(end.mode, 'counting', `the game went on to the count: ${JSON.stringify(end)}`);
    // The count's dead stones are the network's proposal (its words, after the passes).
    await page.waitForFunction(() => /^The engine (suggests|finds no dead stones)/.test(document.getElementById('message').textContent), null, { timeout: 15000 });
    assert.match(await text(page, '#result'), /^(Black|White) wins by/);
    await shoot(page, 'netplay-count.png');
    const { spans, long } = await page.evaluate(() => window.longWhileBusy());
    assert.ok(spans >= 2, `it loaded and thought: ${spans} spans`);
    assert.deepEqual(long, [], 'no main-thread task of 100 ms or more while the network loaded and the computer thought');
    assert.equal(await page.evaluate(() => window.loads.filter((l) => l.state !== 'progress').length), 1, 'the network loaded once for the whole game');
  }, vs(8));
});

test('a hint from the network: three moves marked, the legend with each one\'s score lead; the territory view is the network\'s ownership, toggled', async () => {
  await record();
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[2, 2], [6, 6], [6, 2], [2, 6]]);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('board').state.marks.filter((m) => m.kind === 'hint').length === 3, null, { timeout: 30000 });
    const legend = await text(page, '#message');
    assert.match(legend, /^Hint: each number is Black's chance of winning by that move; the best, [A-HJ]\d, \d+ %\. Black's score lead: ([A-HJ]\d [+−]\d+\.\d(, )?){3}\.$/, legend);
    await shoot(page, 'netplay-hint.png');
    // The element's hint(): the network's analysis, its score lead, its visits.
    const a = await page.evaluate(async () => {
      const a = await document.getElementById('board').hint({ visits: 30 });
      return { engine: a.engine, lead: a.scoreLead, visits: a.visits, leads: a.moves.slice(0, 3).map((m) => typeof m.scoreLead) };
    });
    assert.equal(a.engine, 'net');
    assert.equal(typeof a.lead, 'number');
    assert.ok(a.visits >= 30, JSON.stringify(a));
    assert.deepEqual(a.leads, ['number', 'number', 'number']);
    // The territory view: the engine's estimate at once, then the network's ownership.
    await page.click('#ownership');
    await page.waitForFunction(() => document.getElementById('board').state.showOwnership);
    const shown = await page.evaluate(async () => {
      const s = document.getElementById('board').state;
      const playouts = Array.from(s.game.ownership());
      // The network's ownership comes from the worker: the view changes to it.
      const until = performance.now() + 20000;
      while (performance.now() < until && Array.from(s.ownership).every((v, i) => v === playouts[i])) await new Promise((r) => setTimeout(r, 50));
      const own = Array.from(document.getElementById('board').state.ownership);
      return { differs: own.some((v, i) => v !== playouts[i]), corner: own[0], black: own[2 * 9 + 2], white: own[6 * 9 + 6], length: own.length };
    });
    assert.ok(shown.differs, 'the view shows the network\'s ownership');
    assert.equal(shown.length, 81);
    assert.ok(shown.black > 0.3 && shown.white < -0.3, `Black's stone leans to Black, White's to White: ${JSON.stringify(shown)}`);
    assert.equal(await page.getAttribute('#ownership', 'aria-pressed'), 'true');
    await shoot(page, 'netplay-territory.png');
    // It follows the game: a move, and the network's view of the new position.
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => {
      const s = document.getElementById('board').state;
      return s.moveNumber === 5 && s.ownership && s.ownership[4 * 9 + 4] > 0.3;
    }, null, { timeout: 20000 });
    await page.click('#ownership');
    await page.waitForFunction(() => document.getElementById('board').state.ownership === null);
    assert.equal(await page.getAttribute('#ownership', 'aria-pressed'), 'false');
    const { long } = await page.evaluate(() => window.longWhileBusy());
    assert.deepEqual(long, [], 'no main-thread task of 100 ms or more while the network loaded');
  });
});

test('a model that cannot be loaded (404): the message, and the playout search plays; nothing hangs', async () => {
  await record();
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    // A model of the board's `net` attribute, from the page's address: not there.
    await page.evaluate(() => document.getElementById('board').setAttribute('net', 'nets/missing.bin.gz'));
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 30000 });
    const loads = await page.evaluate(() => window.loads);
    const failed = loads.filter((l) => l.state === 'failed');
    assert.equal(failed.length, 1, JSON.stringify(loads));
    assert.match(failed[0].message, /^the network could not be loaded \(HTTP 404 for .*\/nets\/missing\.bin\.gz\): the playout search answers instead$/);
    // Said over the foot of the board (the element's own line, a status: announced).
    const said = await page.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.failed')?.textContent);
    assert.equal(said, failed[0].message);
    await shoot(page, 'netplay-failed.png');
    // The game goes on with the playout search.
    await clickPoint(page, ...(await legalPoint(page, true)));
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4, null, { timeout: 30000 });
    assert.equal((await page.evaluate(() => window.loads)).filter((l) => l.state === 'failed').length, 1, 'said once');
  }, vsComputer('white'));
});
