// tengen's words in five languages: the names and descriptions of the shape terms,
// the steps of a count, the refusals of moves. A module of its own, which the
// package imports only when asked (`await loadTexts()`), so that pages that need no
// words do not download them. Its data, texts-data.js, is made from src/text/ (the
// Rust texts), and these functions fill its templates exactly as src/text/ does;
// tests/js/texts.test.mjs checks them against examples the Rust side rendered.
import DATA from './texts-data.js';

const CODES = DATA.languages.map((l) => l.code);
const TERMS = new Map(DATA.terms.map((t) => [t.id, t]));

/** The five languages: `{ code, name }`, the name in the language itself. */
export const languages = DATA.languages.map((l) => ({ code: l.code, name: l.name }));

function refuse(message) {
  const e = new Error(message);
  e.name = 'TengenError';
  e.code = 'invalid-argument';
  return e;
}

/** The index of `options.lang` (default English), or a thrown `invalid-argument`. */
function langIndex(options, fn) {
  const bad = () =>
    refuse(`${fn} takes { lang } with lang one of ${CODES.map((c) => `"${c}"`).join(', ')}`);
  if (options === undefined || options === null) return CODES.indexOf('en');
  if (typeof options !== 'object') throw bad();
  const lang = options.lang === undefined ? 'en' : options.lang;
  const i = CODES.indexOf(lang);
  if (i < 0) throw bad();
  return i;
}

/** `template` with each `{name}` replaced by its value; unknown names stay. */
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** A number of quarters as stones (子) are written: `2¼`, `3¾`, `½`, `4`. */
function quarters(q) {
  const whole = Math.floor(q / 4);
  const frac = ['', '¼', '½', '¾'][q % 4];
  if (whole === 0) return frac === '' ? '0' : frac;
  return `${whole}${frac}`;
}

function names(t) {
  return Object.fromEntries(CODES.map((c, i) => [c, t.names[i]]));
}

function player(color, i) {
  const names = DATA.players[color];
  if (!names) throw refuse(`a player is "black" or "white", not ${JSON.stringify(color)}`);
  return names[i];
}

/**
 * A shape term by id (`"kosumi"`, `"knights-approach"`, … as `describeMove` gives
 * them): `{ id, name, names, description }`, name and description in `lang`.
 */
export function term(id, options) {
  const i = langIndex(options, 'term');
  const t = TERMS.get(id);
  if (!t) throw refuse(`no shape term has the id ${JSON.stringify(id)}`);
  return { id: t.id, name: t.names[i], names: names(t), description: t.descriptions[i] };
}

/** Every shape term, in the order `describeMove` lists them: `term(id)` for each. */
export function glossary(options) {
  const i = langIndex(options, 'glossary');
  return DATA.terms.map((t) => ({
    id: t.id,
    name: t.names[i],
    names: names(t),
    description: t.descriptions[i],
  }));
}

/** The template of a step of `explanation` (what `game.explainScore()` returned). */
function stepKey(step, explanation) {
  const area = explanation.score.scoring === 'area';
  switch (step.kind) {
    case 'dead':
      return area ? 'dead-area' : 'dead-territory';
    case 'dame':
      return step.black > 0 ? 'dame-split' : 'dame-nobody';
    case 'result':
      if (step.player) return area ? 'result-area' : 'result-territory';
      return explanation.score.winner === 'draw' ? 'result-draw' : 'result-void';
    default:
      return step.kind;
  }
}

/** One step of `game.explainScore()`'s result `explanation`, in one sentence of `lang`. */
export function countStep(step, explanation, options) {
  const i = langIndex(options, 'countStep');
  if (!step || typeof step !== 'object' || !explanation || !explanation.score) {
    throw refuse('countStep takes a step and the explanation it came from (game.explainScore())');
  }
  const template = DATA.steps[stepKey(step, explanation)];
  if (!template) throw refuse(`no count step is called ${JSON.stringify(step.kind)}`);
  const color = step.player || 'black';
  const margin = Math.round(Math.abs(step.value) * 2);
  return fill(template[i], {
    player: player(color, i),
    opponent: player(color === 'black' ? 'white' : 'black', i),
    n: Math.trunc(step.value),
    half: step.black,
    value: step.value,
    total: Math.round(step.value * 2),
    needed: explanation.score.areaStones ? explanation.score.areaStones.needed : 0,
    margin: margin / 2,
    stones: quarters(margin),
  });
}

/** Every step of `explanation`, each in one sentence of `lang`. */
export function countSteps(explanation, options) {
  langIndex(options, 'countSteps');
  if (!explanation || !Array.isArray(explanation.steps)) {
    throw refuse('countSteps takes what game.explainScore() returned');
  }
  return explanation.steps.map((s) => countStep(s, explanation, options));
}

/**
 * A refusal (what `game.explainIllegal(x, y)` returned) in one sentence of `lang`.
 * In English this is the package's own `message`.
 */
export function refusal(info, options) {
  const i = langIndex(options, 'refusal');
  if (!info || typeof info !== 'object' || typeof info.code !== 'string') {
    throw refuse('refusal takes what game.explainIllegal(x, y) returned');
  }
  if (CODES[i] === 'en') return info.message;
  let key = info.code;
  if (key === 'superko') {
    key = info.repeatsMove === 0 ? 'superko-start' : info.repeatsAt ? 'superko-move' : 'superko-pass';
  }
  const template = DATA.refusals[key];
  const w = info.words;
  if (!template || !w) throw refuse('refusal takes what game.explainIllegal(x, y) returned');
  const rules = DATA.rules[w.rules];
  return fill(template[i], {
    point: w.point,
    player: player(w.player, i),
    width: w.width,
    height: w.height,
    move: info.repeatsMove ?? 0,
    movePlayer: w.repeatsPlayer ? player(w.repeatsPlayer, i) : '',
    movePoint: w.repeatsPoint ?? '',
    rules: rules ? rules[i] : w.rules,
  });
}
