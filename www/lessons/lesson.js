// The lesson page's own script: plain JavaScript, loaded with no bundler, as a teaching
// site would write it. It imports the package's files from ../tengen/ (a copy of the npm
// package that www/build.mjs puts there): the element, and the words for the count. The
// page's prose only listens to the boards' events and calls their methods.
import { loadTexts } from '../tengen/index.js';
import '../tengen/board.js';

const $ = (id) => document.getElementById(id);

// 1. The shape drill: a move is right if its terms include a 虎 (any kind of tiger).
const TIGERS = new Set(['tiger', 'upper-tiger', 'lower-tiger', 'double-tiger']);
const shape = $('shape-board');
const shapeFeedback = $('shape-feedback');
let shapeTimer = 0;
shape.addEventListener('move', (e) => {
  const { move, terms } = e.detail;
  if (move.color !== 'black' || !move.point) return;
  const names = terms.map((t) => `${t.names['zh-Hant']} (${t.names.en})`);
  const tiger = terms.find((t) => TIGERS.has(t.id));
  shapeFeedback.className = `feedback ${tiger ? 'right' : 'wrong'}`;
  shapeFeedback.textContent = tiger
    ? `Right: that is a ${names.join(', ')}. Its mouth is the empty point between the three stones. Find another one.`
    : `Not a 虎: that move is ${names.length ? names.join(', ') : 'no named shape'}. Try again.`;
  if (tiger) shape.highlight(tiger.relatedTo);
  // Back to the question, so that the reader can try again.
  clearTimeout(shapeTimer);
  shapeTimer = setTimeout(() => shape.undo(), 1500);
});

// 2. The ko: the board explains the refusal itself, under the board; the prose does
// not say it a second time, but says what the refusal teaches.
const ko = $('ko-board');
ko.addEventListener('illegal', (e) => {
  const f = $('ko-feedback');
  f.className = 'feedback wrong';
  f.textContent =
    e.detail.reason === 'ko'
      ? 'That is the rule of ko: the retake must wait a move. Browse on to see White play a ko threat first.'
      : '';
});
ko.addEventListener('navigate', () => {
  $('ko-feedback').textContent = '';
});

// 3. The count: the dead stones marked, then the count's steps, each highlighting its points.
const count = $('count-board');
const DEAD = [
  [1, 1],
  [7, 7],
];
let words = null;
function showCount() {
  const game = count.game;
  const state = count.state;
  if (!game || !state || state.mode !== 'counting' || !state.score || !words) return;
  const explanation = game.explainScore({ dead: state.score.dead });
  const sentences = words.countSteps(explanation, { lang: 'en' });
  $('count-result').textContent = `Result: ${state.score.result}`;
  const list = $('count-steps');
  list.replaceChildren(
    ...explanation.steps.map((step, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = sentences[i];
      b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', () => {
        for (const other of list.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === b));
        count.highlight(step.points.length ? step.points : null);
      });
      li.append(b);
      return li;
    }),
  );
}
count.addEventListener('score', showCount);
loadTexts().then((w) => {
  words = w;
  // The dead stones, marked as a player would: a click on each (the element toggles
  // them while counting).
  if (count.state?.score?.dead.length === 0) for (const [x, y] of DEAD) count.play(x, y);
  showCount();
});

// 4. The ending against the computer: the board plays it (opponent="computer"); the
// prose says when it thinks and what it played, and after both passes the result,
// which follows the stones marked dead. The board's bar has the Pass button.
const play = $('play-board');
const playFeedback = $('play-feedback');
const playResult = $('play-result');
play.addEventListener('end', () => {
  playFeedback.className = 'feedback';
  playFeedback.textContent =
    'Both sides have passed: the game is over. The board marks the stones it takes as dead; click a stone to mark its chain dead or alive.';
});
play.addEventListener('score', (e) => {
  playResult.textContent = e.detail.score ? `Result: ${e.detail.score.result}` : '';
});
play.addEventListener('change', (e) => {
  // Back in play (an undo, or play resumed): no result yet.
  if (e.detail.state.mode === 'play' && playResult.textContent) playResult.textContent = '';
});
play.addEventListener('thinking', (e) => {
  const { state, point } = e.detail;
  playFeedback.className = 'feedback';
  if (state === 'start') playFeedback.textContent = 'The computer is thinking…';
  else if (point) playFeedback.textContent = `The computer played ${'ABCDEFGHJ'[point[0]]}${9 - point[1]}. Your move.`;
  else if (play.state?.mode !== 'play') playFeedback.textContent = 'The computer passed: the game is over, and the board counts it.';
  else playFeedback.textContent = 'The computer passed. Pass too to end the game, or play on.';
});
