// Playing the computer on the page: the form's choice, the address, the worker thinking
// while the page stays responsive, the thinking line and "Play now", undo, a whole game
// to the count and the record's names. Every action is a real click or key press; the
// board's state is read (never written) to choose a legal point to click.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { useBrowser, awaitReply, clickPoint, colourAtPoint, legalPoint, moveNumber, newGame, playMoves, text, lastAnnouncement, screenshot, settle, vsComputer as vs } from './helpers.mjs';

const { env, withPage } = useBrowser();

/**
 * Collects the main thread's long tasks (50 ms or more) from now on, and the spans of
 * time the computer thought (from its `thinking` event's start to its end, which comes
 * before its move is played): `longWhileThinking()` gives the tasks that ran within one.
 * The task that receives its move also plays it (and a pass may start the count there):
 * that is the move's work, after the thinking, and it ends after the span.
 */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.longTasks = [];
    window.thinkingSpans = [];
    // Called again on the same page: the lists start again, the observers stay.
    if (window.longWhileThinking) return window.rewatch();
    new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' });
    let shown = null;
    window.rewatch = () => (shown = document.getElementById('thinking-text')?.checkVisibility() ? performance.now() : null);
    window.rewatch();
    document.addEventListener('thinking', (e) => {
      if (e.detail.state === 'start') shown = performance.now();
      else if (shown !== null) window.thinkingSpans.push([shown, performance.now()]), (shown = null);
    });
    window.longWhileThinking = () => {
      const spans = shown === null ? window.thinkingSpans : [...window.thinkingSpans, [shown, performance.now()]];
      return { spans: spans.length, long: window.longTasks.filter(([t, d]) => spans.some(([a, b]) => t >= a && t + d <= b)).map(([, d]) => d) };
    };
  });
}

/** The long tasks that started while the computer thought (and how many times it thought). */
const longWhileThinking = (page) => page.evaluate(() => window.longWhileThinking());

const thinking = (page) => page.locator('#thinking-text').isVisible();
const turn = (page) => page.evaluate(() => document.getElementById('board').state.turn);
const mode = (page) => page.evaluate(() => document.getElementById('board').state.mode);

test('"The computer" in the form: its level and colour, the address it writes, and its first move as Black', async () => {
  await withPage(async (page) => {
    assert.equal(await page.inputValue('#opponent'), 'person', 'another person by default');
    await page.selectOption('#opponent', 'computer');
    await page.locator('#level').waitFor();
    assert.equal(await page.locator('#level option').count(), 10);
    assert.equal(await page.locator('#level option').first().textContent(), '1 — a beginner');
    assert.deepEqual(await page.locator('#computer option').allTextContents(), ['White', 'Black', 'At random']);
    assert.equal(await page.inputValue('#computer'), 'white', 'White by default');
    await page.selectOption('#size', '9');
    await page.selectOption('#level', '2');
    await page.selectOption('#computer', 'black');
    await page.click('#start');
    await page.waitForFunction(() => location.hash.includes('opponent=computer'));
    assert.equal(await page.evaluate(() => location.hash), '#size=9&rules=chinese&komi=7.5&handicap=0&opponent=computer&level=2&computer=black');
    // The computer plays Black: it moves first, and its move is announced like any other.
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 1', null, { timeout: 10000 });
    assert.match(await lastAnnouncement(page), /^Black [A-HJ]\d\.$/);
    assert.equal(await turn(page), 'white');
    // Another person again: the fields go, and the next game is between two people.
    await page.selectOption('#opponent', 'person');
    assert.equal(await page.locator('#level').isVisible(), false);
    await page.click('#start');
    await page.waitForFunction(() => !location.hash.includes('opponent'));
    await page.waitForTimeout(300);
    assert.equal(await moveNumber(page), 0, 'nobody answers for Black now');
  });
});

/**
 * One round of the "Play now" test on a page where the computer (Black, level 10, its
 * whole 3 s budget) has just started thinking. Its checks hold only while it still
 * thinks: on a loaded machine the budget can run out before the test presses Play now,
 * and the round is then void (null), never passed. Times are taken in the page (the
 * press, the thinking event's end), not through the test's round trips.
 */
async function playNowRound(page) {
  await watchLongTasks(page);
  await page.evaluate(() => {
    window.pressed = null;
    // When Play now is pressed, and the time the thinking line says is left then.
    if (window.onPress) return;
    window.onPress = (e) => e.target.closest?.('#play-now') && (window.pressed = { at: performance.now(), left: document.getElementById('thinking-time').value });
    document.addEventListener('click', window.onPress, true);
  });
  await page.locator('#thinking-text').waitFor({ timeout: 10000 });
  // The first move on a page loads the network first (the line says so, its bar the
  // bytes loaded: netplay.test.mjs); its time runs from then.
  await page.waitForFunction(() => window.netLoads.includes('done'), null, { timeout: 20000 });
  const stillThinking = () => page.evaluate(() => window.thinkingSpans.length === 0);
  const first = await page.locator('#thinking-time').evaluate((p) => p.value);
  await page.waitForTimeout(600);
  const later = await page.locator('#thinking-time').evaluate((p) => p.value);
  // A click on the board while it thinks plays nothing; Pass is not the person's to press.
  await clickPoint(page, 2, 2);
  const during = await page.evaluate(() => ({ moves: document.getElementById('board').state.moveNumber, pass: document.getElementById('pass').disabled, text: document.getElementById('thinking-text').textContent }));
  if (!(await stillThinking())) return null;
  assert.ok(later < first, `the time left runs down: ${first} then ${later}`);
  assert.equal(during.text, 'The computer is thinking…');
  assert.equal(during.moves, 0, 'the click on its turn played nothing');
  assert.equal(during.pass, true, 'Pass is disabled while it thinks');
  if (!(await stillThinking())) return null;
  await page.click('#play-now', { timeout: 2000 }).catch(() => {});
  await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 1', null, { timeout: 10000 });
  const { pressed, span } = await page.evaluate(() => ({ pressed: window.pressed, span: window.thinkingSpans[0] }));
  // Pressed after its move, or so near the end of its budget that the move could be the
  // budget's: void too.
  if (pressed === null || pressed.at > span[1] || pressed.left < 1500) return null;
  assert.ok(span[1] - pressed.at < 1500, `played at once: ${Math.round(span[1] - pressed.at)} ms after the press, ${Math.round(pressed.left)} ms before its budget's end`);
  assert.match(await lastAnnouncement(page), /^Black [A-HJ]\d\.$/);
  assert.equal(await thinking(page), false);
  assert.equal(await page.locator('#pass').isDisabled(), false);
  const { spans, long } = await longWhileThinking(page);
  assert.equal(spans, 1);
  assert.ok(long.every((d) => d < 100), `no main-thread task of 100 ms or more while it thought: ${long}`);
  return true;
}

test('while the computer thinks: the time left runs down, the board takes no click, "Play now" plays at once, no long task', async () => {
  // The network's loading, from the page's start (the computer moves first).
  await env().context.addInitScript(() => {
    window.netLoads = [];
    document.addEventListener('loading', (e) => window.netLoads.push(e.detail.state));
  });
  await withPage(async (page) => {
    // Up to three rounds, each a new game, until one ends with Play now before the budget.
    let done = await playNowRound(page);
    for (let round = 2; round <= 3 && !done; round++) {
      await page.click('#start');
      await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
      done = await playNowRound(page);
    }
    assert.ok(done, 'in three rounds the computer\'s budget always ran out before Play now was pressed');
    // The picture of it thinking, taken in a round of its own (a screenshot is slow, and
    // not part of what the rounds time): White's turn, then Black thinks again.
    await clickPoint(page, ...(await legalPoint(page, true)));
    await page.locator('#thinking-text').waitFor({ timeout: 10000 });
    await screenshot(page, 'computer-thinking-en.png');
    await page.click('#play-now', { timeout: 2000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 3, null, { timeout: 10000 });
  }, vs('black', 10, 0));
});

test('undo takes back the computer\'s reply with the move; undo while it thinks stops it', async () => {
  await withPage(async (page) => {
    await page.locator('#opponent').waitFor();
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 2', null, { timeout: 10000 });
    assert.match(await lastAnnouncement(page), /^White /);
    await page.click('#undo');
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 0');
    assert.equal(await text(page, '#turn-text'), 'Black to play');
    await page.waitForTimeout(500);
    assert.equal(await moveNumber(page), 0, 'the computer does not play again');
    // The keyboard's U works the same.
    await clickPoint(page, 2, 2);
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 2', null, { timeout: 10000 });
    await page.keyboard.press('u');
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 0');
  }, vs('white'));
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    await clickPoint(page, 4, 4);
    await page.locator('#thinking-text').waitFor();
    await page.click('#undo');
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 0');
    assert.equal(await thinking(page), false);
    await page.waitForTimeout(3500);
    assert.equal(await moveNumber(page), 0, 'the search stopped by the undo plays nothing');
    assert.equal(await turn(page), 'black');
  }, vs('white', 10, 0));
});

test('a whole 9×9 game against level 1 by clicks, to the count; the record names the computer; resume; review', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    // Its thinking is counted here; the main thread's long tasks while it thinks are measured
    // on a quiet page by the "Play now" test (in a whole game they also catch the page's own
    // chunks loading, and on a loaded machine a starved renderer's tasks).
    await watchLongTasks(page);
    for (let i = 0; i < 200 && (await mode(page)) === 'play'; i++) {
      await awaitReply(page);
      if ((await mode(page)) !== 'play') break;
      const n = await moveNumber(page);
      const point = n < 60 ? await legalPoint(page, true) : null;
      if (point) await clickPoint(page, ...point);
      else await page.click('#pass');
      await page.waitForFunction((n) => document.getElementById('move-number').textContent !== `Move ${n}`, n);
    }
    assert.equal(await mode(page), 'counting', 'two passes start the count');
    await page.locator('#count').waitFor();
    assert.match(await text(page, '#result'), /^(Black|White) wins by/);
    assert.equal(await text(page, '#bot-note'), 'The computer agrees to the dead stones marked.');
    await screenshot(page, 'computer-count-en.png');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#sgf-save')]);
    const sgf = fs.readFileSync(await download.path(), 'utf8');
    assert.match(sgf, /PW\[tengen \(level 1\)\]/);
    assert.doesNotMatch(sgf, /PB\[/);
    assert.match(sgf, /RE\[[BW]\+/);
    // Resume: play goes on as between two people; the person passes, the computer answers.
    await page.click('#resume');
    await page.waitForFunction(() => document.getElementById('board').state.mode === 'play');
    await awaitReply(page);
    const n = await moveNumber(page);
    await page.click('#pass');
    await page.waitForFunction((n) => document.getElementById('board').state.moveNumber >= n + 2, n, { timeout: 15000 });
    const { spans } = await longWhileThinking(page);
    assert.ok(spans >= 10, `it thought for each of its moves: ${spans}`);
    // The review of the game: the computer is still the opponent, and the steps stay where they are shown.
    await page.click('#review');
    // The network reads each position with 49 visits (issue 30): a longer wait than the playouts'.
    await page.waitForFunction(() => /^(1 of|No move)/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 180000 });
    assert.equal(await page.evaluate(() => document.getElementById('board').getAttribute('opponent')), 'computer');
    // The review analysed the whole game (the graph was off): every move has its value.
    const g = await graphData(page);
    assert.ok(g.moves > 10 && g.points === g.moves, `the review read a whole graph: ${g.points} of ${g.moves}`);
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'true');
    const shown = await moveNumber(page);
    await page.waitForTimeout(800);
    assert.equal(await moveNumber(page), shown, 'the computer does not answer at the move reviewed');
    await settle(page);
  }, vs('white'));
});

test('the computer in another language: its fields and thinking line', async () => {
  // The computer thinks for at most 3 s from the person's move: the language is chosen
  // and the screenshot taken while it is the person's turn, so that only reading the
  // line and pressing "Play now" fall within its thinking (on a loaded machine a
  // screenshot alone can outlast it, and the line then goes with its move).
  await withPage(async (page) => {
    await page.selectOption('#lang', 'ja');
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    assert.equal(await page.locator('#level option').first().textContent(), '1 — 初心者');
    assert.equal(await page.locator('label[for="opponent"]').textContent(), '相手');
    await clickPoint(page, 4, 4);
    await page.locator('#thinking-text').waitFor({ timeout: 10000 });
    // The first move loads the network first: the line says so (in Japanese) until it
    // is loaded, then that the computer thinks.
    await page.waitForFunction(() => document.getElementById('thinking-text').textContent === 'コンピューターのネットワークを読み込んでいます…', null, { timeout: 10000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('thinking-text').textContent === 'コンピューターが考えています…', null, { timeout: 20000 });
    // (On a loaded machine its budget may end first: the button goes with its move.)
    await page.click('#play-now', { timeout: 2000 }).catch(() => {});
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 10000 });
    // The line once more, for the screenshot; it goes with the computer's move.
    await clickPoint(page, ...(await legalPoint(page)));
    await page.locator('#thinking-text').waitFor({ timeout: 10000 });
    await screenshot(page, 'computer-thinking-ja.png');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4, null, { timeout: 10000 });
    await page.locator('#play-now').waitFor({ state: 'hidden' });
  }, vs('white', 10, 0));
});

test('Hint, in a game between two people: the three best moves marked with their winrates, gone after the next move', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4], [2, 2]]);
    const before = await colourAtPoint(page, 6, 6, [0, 0]);
    await page.click('#hint');
    await page.waitForFunction(() => document.getElementById('board').state.marks.length === 3, null, { timeout: 10000 });
    const marks = await page.evaluate(() => document.getElementById('board').state.marks);
    assert.deepEqual(marks.map((m) => m.kind), ['hint', 'hint', 'hint']);
    assert.deepEqual(marks.map((m) => Boolean(m.best)), [true, false, false], 'the best one marked');
    for (const m of marks) assert.match(m.text, /^\d{1,3}$/, 'each with its winrate in per cent');
    const best = marks[0].point;
    const [r, g, b] = await colourAtPoint(page, best[0], best[1], [0.3, 0]);
    assert.ok(b > 120 && b > r + 60 && b > g + 30, `the best move is a blue disc on the board: ${[r, g, b]} (was ${before})`);
    await screenshot(page, 'hint-en.png');
    await clickPoint(page, ...best);
    await page.waitForFunction(() => document.getElementById('board').state.marks.length === 0);
  });
});

test('the element\'s hint() returns the analysis, within the playouts asked for; none while counting', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    // The playout search's budget (the network's, in visits: netplay.test.mjs).
    await page.evaluate(() => document.getElementById('board').setAttribute('net', 'none'));
    const a = await page.evaluate(async () => {
      const board = document.getElementById('board');
      const analysis = await board.hint({ playouts: 300 });
      return { moves: analysis.moves.length, winrate: analysis.winrate, playouts: analysis.playouts, marks: board.state.marks.length };
    });
    assert.ok(a.moves >= 3 && a.winrate > 0 && a.winrate < 1 && a.playouts >= 300, JSON.stringify(a));
    assert.equal(a.marks, 3);
    // Counting: no move to make, no hint.
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.evaluate(() => document.getElementById('board').hint()), null);
  });
});

/** The graph's canvas data: moves, points computed, the drops marked, the values. */
const graphData = (page) =>
  page.locator('#board canvas.winrate').evaluate((c) => ({
    moves: Number(c.dataset.moves),
    points: Number(c.dataset.points),
    drops: c.dataset.drops ? c.dataset.drops.split(' ').map(Number) : [],
    values: c.dataset.values.split(' ').map(Number),
    step: c.dataset.step.split(' ').map(Number),
    width: c.width,
    cssWidth: c.clientWidth,
  }));

test('the winrate graph\'s and the review\'s buttons are on the page from the start; a click before their code has loaded still acts', async () => {
  await withPage(async (page) => {
    const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/panels-[^/]*\.js$/.test(e.name)));
    assert.equal(await loaded(), false, 'the panels\' code is not loaded yet');
    assert.equal(await text(page, '#winrate'), 'Winrate graph');
    assert.equal(await text(page, '#review'), 'Review');
    assert.ok((await page.locator('#winrate').isVisible()) && (await page.locator('#review').isVisible()));
    await page.click('#winrate');
    await page.waitForFunction(() => document.getElementById('board').hasAttribute('show-winrate'));
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'true');
    assert.equal(await loaded(), true);
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('canvas.winrate'));
    // Their words follow the language.
    await page.selectOption('#lang', 'ja');
    await page.waitForFunction(() => document.getElementById('winrate').textContent === '勝率グラフ');
    assert.equal(await text(page, '#review'), '振り返り');
    await screenshot(page, 'graph-buttons-ja.png');
  });
});

test('the winrate graph: one point per move, computed as the game goes, crisp, the largest drops marked, a click goes to that move', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9 });
    await playMoves(page, [[4, 4], [2, 2], [6, 6], [0, 0], [2, 6], [8, 8]]);
    await page.click('#winrate');
    assert.equal(await page.locator('#winrate').getAttribute('aria-pressed'), 'true');
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('canvas.winrate')?.dataset.points === '6', null, { timeout: 20000 });
    let g = await graphData(page);
    assert.equal(g.moves, 6);
    assert.equal(g.width, g.cssWidth * 2, 'drawn in device pixels (2× here)');
    for (const v of g.values) assert.ok(v >= 0 && v <= 1);
    // The marks are the moves whose mover lost most (at least 5 %), at most three, largest first.
    const lost = g.values.slice(1).map((v, i) => [i + 2, (i + 1) % 2 === 0 ? g.values[i] - v : v - g.values[i]]);
    const expected = lost.filter(([, d]) => d >= 0.05).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k]) => k);
    assert.deepEqual(g.drops, expected);
    // Computed as the game goes: a move more, a point more.
    await playMoves(page, [[4, 2]]);
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('canvas.winrate')?.dataset.points === '7', null, { timeout: 20000 });
    await screenshot(page, 'winrate-en.png');
    // A click on the point of move 2 shows move 2 (the record browses back; the line stays).
    g = await graphData(page);
    const box = await page.locator('#board canvas.winrate').boundingBox();
    await page.mouse.click(box.x + g.step[0] + g.step[1], box.y + box.height / 2);
    await page.waitForFunction(() => document.getElementById('move-number').textContent === 'Move 2');
    g = await graphData(page);
    assert.equal(g.moves, 7, 'the whole line is still drawn');
  });
});

test('Analyse this record and Review, for an opened SGF: the graph of its main line, then the moves that lost most, one by one on the board', async () => {
  await withPage(async (page) => {
    const sgf = '(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese];B[ee];W[cc];B[gg];W[aa];B[cg];W[ii];B[ec];W[ge])';
    await page.locator('#sgf-open').setInputFiles({ name: 'opened.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(sgf) });
    await page.waitForFunction(() => document.getElementById('winrate')?.textContent === 'Analyse this record');
    await page.click('#winrate');
    // From the record's end: the whole main line.
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('canvas.winrate')?.dataset.points === '8', null, { timeout: 30000 });
    assert.equal(await moveNumber(page), 8);
    await page.click('#review');
    // By the playout search: the chance lost; by the network: the points lost (issue 30).
    await page.waitForFunction(() => /^1 of \d: move \d, (Black|White) [A-HJ]\d lost (\d+ %\. The computer preferred [A-HJ]\d \(\d+ %\)|[\d.]+ points\. Better: ([A-HJ]\d|pass) \(lead [^)]+\), then the line numbered on the board)\.$/.test(document.getElementById('review-text')?.textContent ?? ''), null, { timeout: 30000 });
    const g = await graphData(page);
    const said = await text(page, '#review-text');
    const first = Number(said.match(/move (\d)/)[1]);
    if (/ %\./.test(said)) assert.equal(first, g.drops[0], 'the first step is the largest drop the graph marks');
    assert.equal(await moveNumber(page), first - 1, 'shown at the position before the move');
    const marks = await page.evaluate(() => document.getElementById('board').state.marks.map((m) => m.kind + (m.best ? '*' : '') + (m.text ?? '')));
    assert.equal(marks.filter((m) => m === 'wrong').length, 1, 'the move played ✗');
    if (/ %\./.test(said)) {
      // The playout search: the move preferred, solid, with its winrate.
      assert.deepEqual(marks.sort(), [`hint*${said.match(/\((\d+) %\)/)[1]}`, 'wrong'], 'the move played ✗ and the move preferred');
    } else {
      // The network: the move preferred numbered 1, then its expected line (the mover's moves solid, the other side's pale).
      assert.ok(marks.includes('hint*1'), `the move preferred: ${marks}`);
      for (const m of marks.filter((m) => m.startsWith('hint'))) assert.match(m, /^hint(\*\d*[13579]|\d*[02468])$/, `the line numbered: ${marks}`);
    }
    await screenshot(page, 'review-en.png');
    // The next step (the playout search's steps are the graph's drops; the network's, the most points lost).
    if (/^1 of [2-9]/.test(said)) {
      await page.click('#review-next');
      await page.waitForFunction(() => /^2 of/.test(document.getElementById('review-text').textContent));
      const second = Number((await text(page, '#review-text')).match(/move (\d)/)[1]);
      assert.equal(await moveNumber(page), second - 1);
      if (/ %\./.test(said)) assert.equal(second, g.drops[1]);
    }
  });
});

/** The variations the record panel offers at the node shown. */
const variations = (page) => page.locator('#sgf-variations li').count();

test('browsing the record of a game against the computer: it does not play at an earlier move shown, and plays on back at the last one', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 10000 });
    await clickPoint(page, ...(await legalPoint(page, true)));
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4, null, { timeout: 10000 });
    // Back one move: White (the computer) to play there, and it does not.
    await page.click('#sgf-previous');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 3);
    assert.equal(await turn(page), 'white');
    await page.waitForTimeout(1200);
    assert.equal(await moveNumber(page), 3, 'it plays nothing at the move shown');
    assert.equal(await thinking(page), false);
    assert.equal(await variations(page), 1, 'the record has no new variation there');
    // The keyboard and the first move: the same.
    await page.keyboard.press('ArrowLeft');
    await page.click('#sgf-first');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    await page.waitForTimeout(600);
    assert.equal(await moveNumber(page), 0);
    // Back at the last move: the person's turn, and the game goes on; the computer answers.
    await page.click('#sgf-last');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4);
    await clickPoint(page, ...(await legalPoint(page, true)));
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 6, null, { timeout: 10000 });
    assert.match(await lastAnnouncement(page), /^White /);
    for (let i = 0; i < 6; i++) await page.click('#sgf-previous');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    assert.equal(await variations(page), 1, 'one line from the start: nothing was played into a browsed position');
  }, vs('white'));
  await withPage(async (page) => {
    // Browsed while it thinks: it stops, and thinks again once the last move is shown.
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    await watchLongTasks(page);
    await clickPoint(page, 4, 4);
    await page.locator('#thinking-text').waitFor({ timeout: 10000 });
    await page.click('#sgf-previous');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    assert.equal(await thinking(page), false, 'it stopped thinking');
    await page.waitForTimeout(3500);
    assert.equal(await moveNumber(page), 0, 'its search, stopped, played nothing');
    assert.equal(await page.evaluate(() => window.thinkingSpans.length), 1);
    await page.click('#sgf-next');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 1);
    await page.locator('#thinking-text').waitFor({ timeout: 10000 });
    await page.click('#play-now');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 10000 });
    assert.match(await lastAnnouncement(page), /^White /);
    await page.click('#sgf-previous');
    await page.click('#sgf-previous');
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 0);
    assert.equal(await variations(page), 1);
  }, vs('white', 10, 0));
});

test('a handicap game against the computer as White: it moves first; resigning ends the game, and it plays no more', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 1, null, { timeout: 10000 });
    const s = await page.evaluate(() => ({ handicap: document.getElementById('board').game.handicap, turn: document.getElementById('board').state.turn }));
    assert.deepEqual(s, { handicap: 2, turn: 'black' });
    assert.match(await lastAnnouncement(page), /^White [A-HJ]\d\.$/);
    await page.click('#resign');
    await page.waitForFunction(() => document.getElementById('board').state.mode === 'over');
    assert.match(await text(page, '#turn-text'), /White wins by resignation|W\+R/);
    await page.waitForTimeout(500);
    assert.equal(await moveNumber(page), 1);
  }, '#size=9&handicap=2&opponent=computer&level=1&computer=white&playouts=40');
});

test('a game against the computer kept in this browser comes back after a reload, and the computer plays on', async () => {
  await withPage(async (page) => {
    await page.waitForFunction(() => document.getElementById('opponent').value === 'computer');
    await clickPoint(page, 4, 4);
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2, null, { timeout: 10000 });
    await page.waitForFunction(() => localStorage.getItem('tengen.game')?.includes(';W['));
    await page.reload();
    await page.locator('#loading').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 2);
    await page.waitForFunction(() => document.getElementById('board').getAttribute('opponent') === 'computer');
    await clickPoint(page, 2, 2);
    await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 4, null, { timeout: 10000 });
    assert.match(await lastAnnouncement(page), /^White /);
  }, vs('white'));
});
