// Teaching through the package: describeMove, lastMoveTerms, explainScore, the details
// of explainIllegal, and the words of loadTexts() in five languages. Hostile
// arguments are refused with TengenError codes and change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, isTengenError, loadTexts } from 'tengen';
import { playStones as setup, refuses, tripleKoStones } from './helpers.mjs';

const LANGS = ['zh-Hant', 'zh-Hans', 'ja', 'ko', 'en'];

test('describeMove names a move before it is played; lastMoveTerms after', () => {
  const g = new Game({ size: 19 });
  g.play(3, 3);
  const before = g.describeMove(5, 2);
  assert.deepEqual(before.map((t) => t.id), ['knights-approach', 'low-approach', 'approach']);
  for (const t of before) {
    assert.deepEqual(Object.keys(t).sort(), ['id', 'names', 'relatedTo']);
    assert.deepEqual(Object.keys(t.names).sort(), [...LANGS].sort());
    assert.deepEqual(t.relatedTo, [[3, 3]]);
  }
  assert.equal(before[0].names['zh-Hant'], '小飛掛');
  assert.equal(before[0].names.ja, '小ゲイマガカリ');
  assert.equal(before[0].names.ko, '날일자 걸침');
  g.play(5, 2);
  assert.deepEqual(g.lastMoveTerms(), before);
  g.pass();
  assert.deepEqual(g.lastMoveTerms(), []);
  // Occupied and off the board: nothing to name.
  assert.deepEqual(g.describeMove(3, 3), []);
  assert.deepEqual(g.describeMove(19, 0), []);
  assert.deepEqual(g.describeMove(-1, 0), []);
});

// The page and the element name a move by its one or two best terms, picked from the
// package's full list by www/src/best.ts (in their own chunks, outside the core
// package), as the Rust core's Terms::best() picks them (tests/terms_best.rs).
test('bestTerms (www/src/best.ts): the one or two terms a teacher would say', async () => {
  const { transformSync } = await import('esbuild');
  const source = readFileSync(new URL('../../www/src/best.ts', import.meta.url), 'utf8');
  const { code } = transformSync(source, { loader: 'ts', format: 'esm' });
  const { bestTerms } = await import('data:text/javascript,' + encodeURIComponent(code));
  const g = new Game({ size: 19 });
  g.play(3, 3);
  assert.deepEqual(bestTerms(g.describeMove(5, 2)).map((t) => t.id), ['knights-approach']);
  g.play(5, 2);
  assert.deepEqual(bestTerms(g.lastMoveTerms()).map((t) => t.id), ['knights-approach']);
  // A hane around a stone that it takes into atari, at the head of two stones, with a
  // stone between it and one of Black's: five terms, and the best two.
  const h = new Game({ size: 19 });
  setup(h, [[0, 0], [3, 0], [0, 5], [5, 5]], [[1, 2], [1, 3], [0, 4], [4, 4]]);
  if (h.turn !== 'black') h.pass();
  assert.deepEqual(h.describeMove(1, 4).map((t) => t.id), ['atari', 'bump', 'hane', 'block', 'pincer']);
  const best = bestTerms(h.describeMove(1, 4));
  assert.deepEqual(best.map((t) => t.id), ['atari', 'hane']);
  assert.deepEqual(best[0].relatedTo, [[0, 4]]);
  h.play(1, 4);
  assert.deepEqual(bestTerms(h.lastMoveTerms()), best);
  // A counter-pincer is not also called a pincer; a specific approach not also an approach.
  const ids = (list) => bestTerms(list.map((id) => ({ id }))).map((t) => t.id);
  assert.deepEqual(ids(['counter-pincer', 'pincer']), ['counter-pincer']);
  assert.deepEqual(ids(['knights-approach', 'low-approach', 'approach']), ['knights-approach']);
  assert.deepEqual(ids(['contact', 'cut', 'extend']), ['cut', 'extend']);
});

test('the tactics: capture and ko name the stones taken', () => {
  const g = new Game({ size: 9 });
  setup(g, [[1, 0], [0, 1], [1, 2]], [[2, 0], [1, 1], [3, 1], [2, 2]]);
  const terms = g.describeMove(2, 1);
  // The capture also leaves White's stone at (2, 0) in atari.
  assert.deepEqual(terms.map((t) => t.id).slice(0, 3), ['ko', 'capture', 'atari']);
  assert.deepEqual(terms[0].relatedTo, [[1, 1]]);
  g.play(2, 1);
  // The retake is refused, and the refusal names the stone just taken and its taker.
  const info = g.explainIllegal(1, 1);
  assert.equal(info.code, 'ko');
  assert.deepEqual(info.taken, [1, 1]);
  assert.deepEqual(info.takenBy, [2, 1]);
  assert.equal(info.words.player, 'white');
  assert.equal(info.words.point, 'B8');
  assert.deepEqual(g.describeMove(1, 1), []);
});

test('a suicide names the stones left without liberties', () => {
  const g = new Game({ size: 9 });
  setup(g, [[1, 0], [2, 0], [0, 1], [3, 1], [1, 2], [3, 2], [2, 3]], [[1, 1], [2, 2]]);
  if (g.turn !== 'white') g.pass();
  const info = g.explainIllegal(2, 1);
  assert.equal(info.code, 'suicide');
  assert.deepEqual(info.stones, [[1, 1], [2, 1], [2, 2]]);
});

test('explainScore: steps that add up to score()', () => {
  for (const rules of ['chinese', 'japanese', 'aga', 'ing']) {
    const g = new Game({ size: 9, rules });
    for (let y = 0; y < 9; y++) setup(g, [[3, y]], [[5, y]]);
    g.play(0, 8);
    g.play(1, 1);
    const dead = [[1, 1]];
    const e = g.explainScore({ dead });
    assert.deepEqual(e.score, g.score({ dead }), rules);
    const sum = (k) => e.steps.reduce((a, s) => a + s[k], 0);
    assert.equal(sum('black'), e.score.black, rules);
    assert.equal(sum('white'), e.score.white + e.score.komi + e.score.handicapCompensation, rules);
    const last = e.steps.at(-1);
    assert.equal(last.kind, 'result');
    assert.equal(last.value, e.score.margin);
    const deadStep = e.steps.find((s) => s.kind === 'dead');
    assert.deepEqual(deadStep.points, dead);
    assert.equal(deadStep.player, 'white');
    const kinds = e.steps.map((s) => s.kind);
    if (e.score.scoring === 'area') {
      assert.ok(kinds.includes('stones') && kinds.includes('baseline'), rules);
    } else {
      assert.ok(kinds.includes('captures') && !kinds.includes('baseline'), rules);
    }
  }
});

test('hostile arguments are refused with codes and change nothing', () => {
  const g = new Game({ size: 9 });
  g.play(4, 4);
  for (const [x, y] of [['a', 1], [1.5, 2], [NaN, 0], [Infinity, 1], [null, 1], [{}, []]]) {
    refuses(g, () => g.describeMove(x, y), 'invalid-coordinate');
  }
  for (const opts of [5, 'dead', { dead: 'x' }, { dead: [[1]] }, { dead: [[1, 2, 3]] }, { dead: [['a', 1]] }]) {
    refuses(g, () => g.explainScore(opts), opts?.dead?.[0]?.[0] === 'a' ? 'invalid-coordinate' : 'invalid-argument');
  }
  assert.deepEqual(g.describeMove(2 ** 53, 0), []);
  refuses(g, () => g.explainScore({ dead: [[0, 0]] }), 'not-a-stone');
  refuses(g, () => g.explainScore({ dead: [[9, 0]] }), 'out-of-bounds');
  assert.equal(g.explainScore().steps.at(-1).kind, 'result');
  assert.equal(g.explainScore(null).steps.at(-1).kind, 'result');
});

test('random games: terms and counts never throw on legal calls', () => {
  let seed = 12345;
  const rand = (n) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  for (let game = 0; game < 20; game++) {
    const size = 5 + rand(15);
    const g = new Game({ size, rules: ['chinese', 'japanese', 'ing', 'aga'][game % 4] });
    for (let i = 0; i < 150 && !g.isOver; i++) {
      const x = rand(size);
      const y = rand(size);
      const terms = g.describeMove(x, y);
      if (g.isLegal(x, y)) {
        g.play(x, y);
        assert.deepEqual(g.lastMoveTerms(), terms);
      } else {
        assert.deepEqual(terms, []);
        assert.ok(g.explainIllegal(x, y).words);
      }
    }
    const e = g.explainScore();
    assert.equal(e.steps.reduce((a, s) => a + s.black, 0), e.score.black);
  }
});

test('loadTexts: the words in five languages', async () => {
  const texts = await loadTexts();
  assert.deepEqual(texts.languages.map((l) => l.code), LANGS);
  assert.deepEqual(texts.languages.map((l) => l.name), ['中文繁體', '简体中文', '日本語', '한국어', 'English']);
  assert.equal(texts.term('kosumi', { lang: 'ja' }).name, 'コスミ');
  assert.equal(texts.term('kosumi', { lang: 'ko' }).name, '마늘모');
  assert.equal(texts.term('kosumi').name, 'Kosumi');
  assert.ok(texts.term('tiger', { lang: 'zh-Hans' }).description.includes('品'));
  const glossary = texts.glossary({ lang: 'zh-Hant' });
  assert.equal(glossary.length, 40);
  // The plain word for a contact move that no other term names, in each language.
  assert.deepEqual(LANGS.map((lang) => texts.term('contact', { lang }).name), ['碰', '碰', 'ツケ', '붙임', 'Contact']);
  assert.ok(glossary.every((t) => t.name && t.description && t.names.en));
  for (const bad of [{ lang: 'fr' }, { lang: 5 }, 'ja']) {
    assert.throws(() => texts.term('kosumi', bad), (e) => isTengenError(e) && e.code === 'invalid-argument');
  }
  assert.throws(() => texts.term('nonsense'), (e) => isTengenError(e) && e.code === 'invalid-argument');
  assert.throws(() => texts.countSteps({}), (e) => isTengenError(e));
  assert.throws(() => texts.refusal(null), (e) => isTengenError(e));
});

test('loadTexts says what src/text/ says: the examples rendered in Rust', async () => {
  const texts = await loadTexts();
  const examples = JSON.parse(readFileSync(new URL('./texts-examples.json', import.meta.url), 'utf8'));
  for (const ex of examples) {
    const g = new Game({ size: ex.size, rules: ex.rules });
    for (const m of ex.moves) g.play(...m);
    const e = g.explainScore({ dead: ex.dead });
    for (const lang of LANGS) {
      assert.deepEqual(texts.countSteps(e, { lang }), ex.steps[lang], `${ex.rules} ${lang}`);
    }
    for (const r of ex.refusals) {
      const info = g.explainIllegal(...r.at);
      for (const lang of LANGS) {
        assert.equal(texts.refusal(info, { lang }), r.texts[lang], `${ex.rules} ${lang} ${r.at}`);
      }
    }
  }
});

test('refusals in every language, superko included', async () => {
  const texts = await loadTexts();
  // Three kos (as tests/rules.rs builds them): Black takes one, White another, Black
  // passes, White retakes the first; Black retaking the second would repeat the
  // position of the start, which the Chinese rules forbid.
  const g = new Game({ size: 9, rules: 'chinese' });
  const { black, white } = tripleKoStones();
  setup(g, black, white);
  if (g.turn !== 'black') g.pass();
  g.play(2, 1);
  g.play(1, 4);
  g.pass();
  g.play(1, 1);
  const info = g.explainIllegal(2, 4);
  assert.equal(info.code, 'superko');
  for (const lang of LANGS) {
    const s = texts.refusal(info, { lang });
    assert.ok(!s.includes('{') && s.includes('C5') && s.includes(String(info.repeatsMove)), `${lang}: ${s}`);
  }
  assert.equal(texts.refusal(info, { lang: 'en' }), info.message);
  // Every other reason, in every language, with no placeholder left.
  const ko = new Game({ size: 9 });
  setup(ko, [[1, 0], [0, 1], [1, 2]], [[2, 0], [1, 1], [3, 1], [2, 2]]);
  ko.play(2, 1);
  for (const [game, at] of [[ko, [1, 1]], [ko, [2, 1]], [ko, [9, 9]]]) {
    const i = game.explainIllegal(...at);
    for (const lang of LANGS) assert.ok(!texts.refusal(i, { lang }).includes('{'), lang);
  }
});
