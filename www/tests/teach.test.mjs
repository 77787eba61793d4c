// Teaching on the page: each move's terms in the record as moves are played, the line
// that names a move under the pointer, the walk through a count with each step's points
// ringed on the board, and the language switch that every word of the page follows.
// Screenshots of each language go to test-results/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useBrowser, newGame, playMoves, pointXY, text, colourAtPoint, screenshot, settle,
} from './helpers.mjs';

const { withPage } = useBrowser();

/** The record's lines: "Black D16 …" with the term names of each move. */
const recordLines = (page) => page.locator('#record-list li').allTextContents();

/** The term names of record line `n` (from 1). */
const termsOf = (page, n) => page.locator(`#record-list li:nth-child(${n}) .term`).allTextContents();

/** Moves the mouse over point (x, y) and waits for the line under the board to name it. */
async function hover(page, x, y, name) {
  const p = await pointXY(page, x, y);
  await page.mouse.move(p.x, p.y);
  await page.waitForFunction((n) => document.getElementById('hover-terms')?.textContent?.includes(n), name);
  return text(page, '#hover-terms');
}

/** Chooses a language with the switch and waits until the page speaks it. */
async function chooseLanguage(page, lang) {
  await page.selectOption('#lang', lang);
  await page.waitForFunction((l) => document.documentElement.lang === l && document.body.dataset.lang === l, lang);
  await settle(page);
}

test('each move shows its terms next to its number as moves are played', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    assert.equal(await page.locator('#record-empty').isVisible(), true);
    // Black takes the 4-4 point, White approaches low, Black answers with a diagonal
    // step, White jumps one point along the side.
    await playMoves(page, [[3, 3], [5, 2], [4, 4], [7, 2]]);
    assert.equal(await page.locator('#record-empty').isVisible(), false);
    const lines = await recordLines(page);
    assert.equal(lines.length, 4);
    assert.match(lines[0], /^Black D16/);
    assert.deepEqual(await termsOf(page, 1), []);
    assert.deepEqual(await termsOf(page, 2), ["Knight's approach"]);
    assert.deepEqual(await termsOf(page, 3), ['Kosumi']);
    assert.ok((await termsOf(page, 4)).includes('One-point jump'), (await termsOf(page, 4)).join());
    // The record's numbers are the move numbers.
    assert.deepEqual(await page.locator('#record-list li').evaluateAll((li) => li.map((e) => e.value)), [1, 2, 3, 4]);
    // A description on each term, from the package's words (loaded on first use).
    await page.waitForFunction(() => /diagonal/i.test(document.querySelector('#record-list li:nth-child(3) .term')?.title ?? ''));
    // Undo drops the last line; a pass is listed as one.
    await page.click('#undo');
    assert.equal((await recordLines(page)).length, 3);
    await page.click('#pass');
    assert.match((await recordLines(page)).at(-1), /White pass/);
    await screenshot(page, 'teach-record-en.png');
  });
});

test('a game restored from the browser names its earlier moves again', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    await playMoves(page, [[3, 3], [5, 2], [4, 4]]);
    await page.reload();
    await page.waitForFunction(() => document.querySelectorAll('#record-list li').length === 3);
    assert.deepEqual(await termsOf(page, 2), ["Knight's approach"]);
    assert.deepEqual(await termsOf(page, 3), ['Kosumi']);
  });
});

test('hovering a point shows what a move there would be called', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    await playMoves(page, [[3, 3]]);
    // White to play: a knight's approach low on the third line...
    const low = await hover(page, 5, 2, "knight's move from the corner stone");
    // (小飛掛 alone: it says low and approach already.)
    assert.match(low, /^F17: Knight's approach\s*An approach a knight's move/);
    assert.match(low, /knight's move from the corner stone/);
    // ... and far from everything, nothing to name.
    assert.match(await hover(page, 10, 10, 'L9'), /L9: no named shape/);
    await playMoves(page, [[15, 15]]);
    // Black to play: diagonal from its stone.
    assert.match(await hover(page, 4, 4, 'E15'), /E15: Kosumi/);
    // On a stone, nothing is named.
    const p = await pointXY(page, 3, 3);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction(() => document.getElementById('hover-terms')?.textContent === '');
  });
});

test('after counting, a walk through the count rings each step\'s points', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 9, rules: 'chinese' });
    const walls = [];
    for (let y = 0; y < 9; y++) walls.push([3, y], [5, y]);
    await playMoves(page, walls);
    assert.equal(await page.locator('#explain').isVisible(), false, 'nothing to explain before the count');
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.locator('#explain').isVisible(), true);
    await page.click('#explain');
    assert.equal(await page.locator('#walk').isVisible(), true);
    const steps = [];
    for (;;) {
      steps.push([await text(page, '#walk-step'), await text(page, '#walk-text')]);
      if (await page.locator('#walk-next').isDisabled()) break;
      await page.click('#walk-next');
    }
    const n = steps.length;
    assert.deepEqual(steps.map((s) => s[0]), steps.map((_, i) => `Step ${i + 1} of ${n}`));
    const said = steps.map((s) => s[1]);
    assert.deepEqual(said, [
      "Black's living stones on the board: 9.",
      "White's living stones on the board: 9.",
      "Black's surrounded points: 27.",
      "White's surrounded points: 27.",
      'Points between both sides: 9, half to each (4.5 each).',
      'Komi: 7.5 for White.',
      'The board has 81 points, half of them 40.5; with komi Black needs 45 to win.',
      'White wins by 7.5 points (3¾ stones).',
    ]);
    // Back to the dame: the column between the walls is ringed, the walls are not.
    for (let i = 0; i < 3; i++) await page.click('#walk-prev');
    assert.equal(await text(page, '#walk-text'), 'Points between both sides: 9, half to each (4.5 each).');
    await settle(page);
    const ring = async (x, y) => {
      const [r, g, b] = await colourAtPoint(page, x, y, [0.43, 0]);
      return r > 190 && g > 60 && g < 190 && b < 90;
    };
    assert.equal(await ring(4, 4), true, 'the dame at E5 is ringed');
    assert.equal(await ring(1, 4), false, "Black's territory is not ringed in this step");
    await screenshot(page, 'teach-walk-dame.png');
    await page.click('#walk-prev');
    await page.click('#walk-prev');
    assert.equal(await text(page, '#walk-text'), "Black's surrounded points: 27.");
    await settle(page);
    assert.equal(await ring(1, 4), true, "Black's territory is ringed in its step");
    // Closing clears the rings.
    await page.click('#walk-close');
    await settle(page);
    assert.equal(await page.locator('#walk').isVisible(), false);
    assert.equal(await ring(1, 4), false);
  });
});

test('the language switch: every word of the page follows it', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    await playMoves(page, [[3, 3], [5, 2]]);
    const expect = {
      'zh-Hant': { pass: '停一手', move: '第 2 手', term: '小飛掛', title: 'tengen · 在瀏覽器中下圍棋', record: '白方 F17', kosumi: '尖', position: '第 2 手：白 F17' },
      'zh-Hans': { pass: '停一手', move: '第 2 手', term: '小飞挂', title: 'tengen · 在浏览器中下围棋', record: '白方 F17', kosumi: '尖', position: '第 2 手：白 F17' },
      ja: { pass: 'パス', move: '2 手目', term: '小ゲイマガカリ', title: 'tengen · ブラウザで碁を打つ', record: '白 F17', kosumi: 'コスミ', position: '2 手目：白 F17' },
      ko: { pass: '패스', move: '2수', term: '날일자 걸침', title: 'tengen · 브라우저에서 바둑 두기', record: '백 F17', kosumi: '마늘모', position: '2수: 백 F17' },
      en: { pass: 'Pass', move: 'Move 2', term: "Knight's approach", title: 'tengen · play Go in the browser', record: 'White F17', kosumi: 'Kosumi', position: 'Move 2: White F17' },
    };
    for (const [lang, w] of Object.entries(expect)) {
      await chooseLanguage(page, lang);
      assert.equal(await text(page, '#pass span'), w.pass, lang);
      assert.equal(await text(page, '#move-number'), w.move, lang);
      assert.equal(await page.title(), w.title, lang);
      assert.equal((await termsOf(page, 2))[0], w.term, lang);
      assert.match((await recordLines(page))[1], new RegExp(`^${w.record}`), lang);
      assert.match(await hover(page, 4, 4, 'E15'), new RegExp(w.kosumi), lang);
      // The record panel (SGF) too: its position line, and its words written by the code.
      assert.equal(await text(page, '#sgf-position'), w.position, lang);
      // The static words of the page changed too: none of the English is left.
      if (lang !== 'en') {
        for (const sel of ['#help-title', '#record-title', 'label[for=komi]', '#start', '#resign', '#sgf-heading', '#sgf-save', '.file-button span']) {
          assert.notEqual(await text(page, sel), '', `${lang} ${sel}`);
          assert.doesNotMatch(await text(page, sel), /^(How to play|The game so far|Komi|Start a new game|Resign|Game records \(SGF\)|Save SGF|Open SGF…)$/, `${lang} ${sel}`);
        }
        assert.doesNotMatch(await page.locator('#sgf-first').getAttribute('title'), /First/, lang);
        assert.doesNotMatch(await page.locator('.record-nav').getAttribute('aria-label'), /Browse/, lang);
        // The line above the variations keeps its keys.
        assert.equal(await page.locator('#sgf kbd').count(), 2, lang);
        assert.doesNotMatch(await text(page, '#sgf p.small:has(kbd)'), /Variations/, lang);
      } else {
        assert.equal(await page.locator('#sgf-first').getAttribute('title'), 'First (Home)');
        assert.match(await text(page, '#sgf p.small:has(kbd)'), /^Variations \(↑ ↓\); play on the board to add one\.$/);
      }
      // A refused move is said in the language too.
      await playMoves(page, [[3, 3]]);
      assert.equal(await page.locator('#message').getAttribute('class'), 'message error');
      const refused = await text(page, '#message');
      assert.match(refused, /D16/, lang);
      if (lang !== 'en') assert.doesNotMatch(refused, /occupied/, lang);
      // The screenshot with the line under the board naming a move at E15.
      await hover(page, 4, 4, w.kosumi);
      await screenshot(page, `teach-lang-${lang}.png`);
    }
    // The choice is remembered.
    await chooseLanguage(page, 'ko');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'ko' && document.body.dataset.lang === 'ko');
    assert.equal(await text(page, '#resign'), '불계');
  });
});

// The terms a teacher would say: at most two, in the order of the move's purpose.
test('a move is named by its one or two best terms, in the order of its purpose', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    // B15: a hane around White's A15 at the head of two stones that takes it into
    // atari (also a bump, a block and a pincer, which are not said).
    await playMoves(page, [[0, 0], [1, 2], [3, 0], [1, 3], [0, 5], [0, 4], [5, 5], [4, 4]]);
    assert.match(await hover(page, 1, 4, 'B15'), /^B15: Atari\s*Hane\s*Leaves/);
    await playMoves(page, [[1, 4]]);
    assert.deepEqual(await termsOf(page, 9), ['Atari', 'Hane']);
    await screenshot(page, 'teach-best-terms.png');
    // F3: White's counter-pincer, named without the pincer it also is.
    await newGame(page, { size: 19, rules: 'chinese' });
    await playMoves(page, [[13, 15], [11, 16], [8, 16], [5, 16]]);
    assert.deepEqual(await termsOf(page, 4), ['Counter-pincer']);
    // On 9×9, two points beyond a 3-3 stone is the next corner, not an approach; one
    // point beyond, on the middle line, is.
    await newGame(page, { size: 9, rules: 'chinese' });
    await playMoves(page, [[2, 2], [5, 2], [6, 6], [4, 6]]);
    assert.deepEqual(await termsOf(page, 2), []);
    assert.deepEqual(await termsOf(page, 4), ['One-space low approach']);
  });
});

// 天元 and 星: the points a board marks have names, in every language of the page.
test('pointing at the centre or a star point of an empty board names the point', async () => {
  await withPage(async (page) => {
    await newGame(page, { size: 19, rules: 'chinese' });
    const names = {
      en: ['Tengen, the centre point', 'Star point'],
      'zh-Hant': ['天元', '星'],
      'zh-Hans': ['天元', '星'],
      ja: ['天元', '星'],
      ko: ['천원', '화점'],
    };
    for (const [lang, [tengen, star]] of Object.entries(names)) {
      if (lang !== 'en') await chooseLanguage(page, lang);
      assert.match(await hover(page, 9, 9, tengen), new RegExp(`^K10\\S*\\s*${tengen}$`), lang);
      assert.match(await hover(page, 3, 3, star), new RegExp(`^D16\\S*\\s*${star}$`), lang);
      assert.match(await hover(page, 9, 3, star), new RegExp(`^K16\\S*\\s*${star}$`), lang);
      if (lang === 'en') {
        assert.match(await hover(page, 10, 10, 'L9'), /L9: no named shape/);
        await hover(page, 9, 9, tengen);
        await screenshot(page, 'teach-tengen.png');
      }
    }
  });
});
