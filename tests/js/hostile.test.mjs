// Hostile arguments at the JavaScript boundary, for every function and class the
// package declares (read from its own tengen.d.ts, so a new export is covered, or this
// test says what it lacks). Each call gets `undefined`, `null`, strings, NaN, ±Infinity,
// -0, fractions, 2^53, BigInt, Symbol, objects without a prototype or of the wrong
// shape, arrays with holes, detached typed arrays, and objects whose getters or
// valueOf throw, in every argument position. Every call must either answer (the
// documented answer) or throw a TengenError whose `code` the declarations list, and a
// refused call must change nothing. Where a parameter is declared as a number, a
// string or an object, a value of another type must be refused. Calls on a freed
// object must be refused too. Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import * as tengen from 'tengen';
import { snapshot } from './helpers.mjs';

const require = createRequire(import.meta.url);
const declarations = fs.readFileSync(require.resolve('tengen/package.json').replace(/package\.json$/, 'tengen.d.ts'), 'utf8');

/** Splits `a: X, b: { c: Y; d: Z }` at its top-level commas. */
function splitTopLevel(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if ('([{<'.includes(c)) depth++;
    else if (')]}>'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (text.slice(start).trim()) parts.push(text.slice(start));
  return parts.map((p) => p.trim());
}

/** A declared parameter's kind: what values of other types must be refused. */
function kindOf(type) {
  const t = type.trim();
  if (t === 'any' || t === 'unknown') return 'any';
  if (t === 'number') return 'number';
  if (t === 'string' || /^"[^"]*"(\s*\|\s*"[^"]*")*$/.test(t) || t === 'RulesName' || t === 'Player') return 'string';
  return 'object';
}

/** The declared signatures: functions, and each class's methods and getters. */
function parseDeclarations(text) {
  const fns = {};
  const classes = {};
  // Doc comments may contain anything: drop them first.
  const code = text.replace(/\/\*\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  for (const m of code.matchAll(/export function (\w+)\(([^)]*)\)\s*:/g)) {
    fns[m[1]] = splitTopLevel(m[2]).map((p) => ({ name: p.split(/\??:/)[0].trim(), kind: kindOf(p.slice(p.indexOf(':') + 1)), optional: /^\w+\?:/.test(p) }));
  }
  for (const m of code.matchAll(/export class (\w+) \{([\s\S]*?)\n\}/g)) {
    const members = { methods: {}, getters: [], constructor: [], statics: {} };
    for (const line of m[2].split('\n')) {
      const method = line.match(/^\s*(\w+)\((.*)\)\s*(:|;)/);
      const statik = line.match(/^\s*static (\w+)\((.*)\)\s*:/);
      if (statik) {
        members.statics[statik[1]] = splitTopLevel(statik[2]).map((p) => ({ name: p.split(/\??:/)[0].trim(), kind: kindOf(p.slice(p.indexOf(':') + 1)), optional: /^\w+\?:/.test(p) }));
        continue;
      }
      const getter = line.match(/^\s*readonly (\w+)\s*:/);
      if (method) {
        const params = splitTopLevel(method[2]).map((p) => ({ name: p.split(/\??:/)[0].trim(), kind: kindOf(p.slice(p.indexOf(':') + 1)), optional: /^\w+\?:/.test(p) }));
        if (method[1] === 'constructor') members.constructor = params;
        else members.methods[method[1]] = params;
      } else if (getter) {
        members.getters.push(getter[1]);
      }
    }
    classes[m[1]] = members;
  }
  const codes = code.match(/interface TengenError[\s\S]*?code:([\s\S]*?);/)[1];
  const declaredCodes = new Set([...codes.matchAll(/"([a-z-]+)"/g)].map((m) => m[1]));
  for (const reason of code.match(/type IllegalReason = ([^;]*);/)[1].matchAll(/"([a-z-]+)"/g)) declaredCodes.add(reason[1]);
  return { fns, classes, codes: declaredCodes };
}

const api = parseDeclarations(declarations);

/** Valid arguments for each free function, and a way to make each class. */
const validArgs = {
  toGtp: [3, 3, 19],
  fromGtp: ['D16', 19],
  toSgf: [3, 3],
  fromSgf: ['dd'],
  starPoints: [19, 19],
  handicapPoints: [19, 4],
  isTengenError: [null],
  presetRules: ['japanese'],
  rulesNames: [],
  // Static functions of the classes.
  'GameTree.fromSgf': ['(;SZ[9];B[ee];W[cc])'],
  'GameTree.fromSgfCollection': ['(;SZ[9];B[ee])(;SZ[13])'],
};
/** A record with a variation, its cursor at the second move. */
const TREE = '(;GM[1]FF[4]SZ[9]KM[7.5]C[root](;B[cc];W[gg]C[main];B[cg])(;B[gc]))';
const factories = {
  Game: () => {
    const g = new tengen.Game({ size: 9, rules: 'chinese' });
    for (const [x, y] of [[2, 2], [6, 6], [2, 6], [6, 2], [4, 4]]) g.play(x, y);
    return g;
  },
  GameTree: () => {
    const t = tengen.GameTree.fromSgf(TREE);
    t.next();
    t.next();
    return t;
  },
  Bot: () => new tengen.Bot({ playouts: 20, seed: 1 }),
};
/** The game a Bot's methods are given: the bot must leave it as it is. */
const botGame = factories.Game();
/** What a call may change: a Bot's own state is its answers, so the game it was given is what is compared. */
const observed = (obj) => snapshot(obj instanceof tengen.Bot ? botGame : obj);
/** Valid arguments for each method (a method missing here is called with none). */
const validMethodArgs = {
  Game: {
    play: [0, 0],
    isLegal: [0, 0],
    illegalReason: [0, 0],
    explainIllegal: [0, 0],
    chainAt: [2, 2],
    resign: ['white'],
    undoTo: [2],
    score: [{ dead: [[4, 4]] }],
    playMany: [[0, 0, 1, 0]],
    playouts: [2, 1],
    ownership: [2, 1],
    suggestDead: [2, 1],
  },
  Bot: {
    genmove: [botGame, { playouts: 20 }],
    analyze: [botGame, { playouts: 20 }],
  },
  GameTree: {
    play: [4, 4],
    next: [0],
    goTo: [[0, 0]],
    setComment: ['a comment'],
  },
};
/** Methods that change the object (beside refusals, which must change nothing). */
const mutators = new Set(['play', 'pass', 'resign', 'undo', 'undoTo', 'resume', 'playMany', 'free']);
/** A GameTree's cursor moves are changes too. */
const treeMutators = new Set([...mutators, 'first', 'last', 'previous', 'next', 'goTo', 'setComment', 'deleteNode', 'promote']);
const changes = (name, method) => (name === 'GameTree' ? treeMutators : mutators).has(method);

/** A fresh set of hostile values: some are single-use (a detached buffer). */
function hostileValues() {
  const detached = new Uint16Array([1, 2, 3, 4]);
  structuredClone(detached.buffer, { transfer: [detached.buffer] });
  const boom = new Error('thrown by the argument itself');
  const throwingGetter = new Proxy({}, { get() { throw boom; }, has() { throw boom; }, ownKeys() { throw boom; } });
  const throwingValueOf = { valueOf() { throw boom; }, toString() { throw boom; } };
  const throwingArray = new Proxy([[0, 0], [1, 1]], { get() { throw boom; }, has() { throw boom; }, ownKeys() { throw boom; } });
  const throwingElement = [[0, 0], [1, 1]];
  Object.defineProperty(throwingElement, 0, { get() { throw boom; } });
  const throwingIterator = [[0, 0], [1, 1]];
  throwingIterator[Symbol.iterator] = () => {
    throw boom;
  };
  const noPrototype = Object.create(null);
  noPrototype.size = 9;
  return {
    boom,
    values: [
      ['undefined', undefined],
      ['null', null],
      ['empty string', ''],
      ['string', 'x'],
      ['numeric string', '3'],
      ['NaN', NaN],
      ['Infinity', Infinity],
      ['-Infinity', -Infinity],
      ['-0', -0],
      ['fraction', 0.5],
      ['negative fraction', -2.5],
      ['2^53', 2 ** 53],
      ['-2^53', -(2 ** 53)],
      ['2^32', 2 ** 32],
      ['MAX_VALUE', Number.MAX_VALUE],
      ['true', true],
      ['BigInt', 10n],
      ['Symbol', Symbol('s')],
      ['object', {}],
      ['object without prototype', noPrototype],
      ['object of the wrong shape', { x: 1, y: 2, dead: 'all', size: 'big' }],
      ['array', []],
      ['array with holes', [1, , 3]], // eslint-disable-line no-sparse-arrays
      ['vertices with holes', [[0, 0], , [1, 1]]], // eslint-disable-line no-sparse-arrays
      ['detached typed array', detached],
      ['typed array', new Uint8Array(4)],
      ['function', () => 1],
      ['Date', new Date(0)],
      ['throwing getters', throwingGetter],
      ['throwing valueOf', throwingValueOf],
      ['array whose getters throw', throwingArray],
      ['array with a throwing element', throwingElement],
      ['array with a throwing iterator', throwingIterator],
    ],
  };
}

/** Whether `v` is a value of the kind a parameter declares. */
function fits(kind, v) {
  if (kind === 'any') return true;
  if (kind === 'number') return typeof v === 'number';
  if (kind === 'string') return typeof v === 'string';
  return v === undefined || v === null || typeof v === 'object' || typeof v === 'function';
}

/**
 * The problems a test found, all of them (not only the first), reported together.
 */
class Problems {
  list = [];
  check(ok, what) {
    if (!ok) this.list.push(what);
  }
  assertNone() {
    assert.deepEqual(this.list, [], `${this.list.length} problems:\n${this.list.join('\n')}`);
  }
}

/** Whether `e` is a TengenError with a declared code and a message in words. */
function isDeclaredError(e) {
  return e instanceof Error && e.name === 'TengenError' && api.codes.has(e.code) && typeof e.message === 'string' && e.message.length > 5;
}

/**
 * Calls `fn` and checks the outcome: an answer, or a TengenError with a declared code
 * (or the argument's own exception, rethrown as it was). Returns 'answer', 'refused'
 * or 'wrong' (noted in `problems`).
 */
function outcome(fn, what, boom, problems) {
  try {
    fn();
    return 'answer';
  } catch (e) {
    if (e === boom || isDeclaredError(e)) return 'refused';
    problems.check(false, `${what}: threw ${e?.name}${e?.code ? ` (${e.code})` : ''}: ${e?.message ?? String(e)}`);
    return 'wrong';
  }
}

test('every declared export is covered by this test', () => {
  for (const name of Object.keys(api.fns)) {
    assert.ok(name in validArgs, `the function ${name} has no valid arguments in tests/js/hostile.test.mjs`);
    assert.equal(typeof tengen[name], 'function', `${name} is declared but not exported`);
  }
  for (const name of Object.keys(api.classes)) {
    assert.ok(name in factories, `the class ${name} has no factory in tests/js/hostile.test.mjs`);
    assert.equal(typeof tengen[name], 'function', `${name} is declared but not exported`);
    for (const s of Object.keys(api.classes[name].statics)) {
      assert.ok(`${name}.${s}` in validArgs, `the function ${name}.${s} has no valid arguments in tests/js/hostile.test.mjs`);
    }
  }
  assert.ok(api.classes.GameTree && Object.keys(api.classes.GameTree.statics).length === 2, 'the static functions of GameTree were read');
  assert.ok(Object.keys(api.fns).length >= 9 && api.classes.Game, 'the declarations were read');
  assert.ok(Object.keys(api.classes.Game.methods).length >= 20, 'the methods of Game were read');
});

/** Every free function with each hostile value in each position. */
function callFunctions() {
  const problems = new Problems();
  const typing = new Problems();
  const statics = Object.entries(api.classes).flatMap(([c, members]) =>
    Object.entries(members.statics).map(([s, params]) => [`${c}.${s}`, params, tengen[c][s].bind(tengen[c])]),
  );
  for (const [name, params, fn] of [...Object.entries(api.fns).map(([n, p]) => [n, p, tengen[n]]), ...statics]) {
    for (let i = 0; i < Math.max(params.length, 1); i++) {
      const { values, boom } = hostileValues();
      for (const [label, v] of values) {
        const args = [...validArgs[name]];
        args[i] = v;
        const what = `${name}(${i}: ${label})`;
        const got = outcome(() => fn(...args), what, boom, problems);
        const kind = params[i]?.kind ?? 'any';
        if (!fits(kind, v) && !(params[i]?.optional && v === undefined) && got === 'answer') {
          typing.check(false, `${what}: a ${typeof v} for a ${kind} parameter must be refused`);
        }
      }
    }
    problems.check(outcome(() => fn(...validArgs[name]), `${name}(valid)`, null, problems) === 'answer', `${name} still answers`);
  }
  return { problems, typing };
}

test('free functions throw nothing but a TengenError', () => {
  callFunctions().problems.assertNone();
});

test('free functions refuse values of another type than declared', () => {
  callFunctions().typing.assertNone();
});

test('constructors refuse hostile options with a TengenError', () => {
  const problems = new Problems();
  for (const [name, members] of Object.entries(api.classes)) {
    const Class = tengen[name];
    const { values, boom } = hostileValues();
    for (const [label, v] of values) {
      let made = null;
      const got = outcome(() => {
        made = new Class(v);
      }, `new ${name}(${label})`, boom, problems);
      const kind = members.constructor[0]?.kind ?? 'any';
      if (!fits(kind, v) && got === 'answer') problems.check(false, `new ${name}(${label}) must be refused`);
      made?.free();
      // The same value as each option.
      if (name === 'Game') {
        for (const option of ['size', 'width', 'height', 'rules', 'komi', 'handicap', 'ko', 'suicide', 'scoring', 'handicapCompensation']) {
          let g = null;
          outcome(() => {
            g = new Class({ [option]: v });
          }, `new Game({ ${option}: ${label} })`, boom, problems);
          g?.free();
        }
      }
    }
  }
  problems.assertNone();
});

/** Every method with each hostile value in each position, on a game in play. */
function callMethods() {
  const problems = new Problems();
  const typing = new Problems();
  for (const [name, members] of Object.entries(api.classes)) {
    let obj = factories[name]();
    for (const [method, params] of Object.entries(members.methods)) {
      if (method === 'free') continue;
      for (let i = 0; i < Math.max(params.length, 1); i++) {
        const { values, boom } = hostileValues();
        for (const [label, v] of values) {
          const args = [...(validMethodArgs[name]?.[method] ?? [])];
          args[i] = v;
          const what = `${name}.${method}(${i}: ${label})`;
          const before = observed(obj);
          const got = outcome(() => obj[method](...args), what, boom, problems);
          const kind = params[i]?.kind ?? 'any';
          if (!fits(kind, v) && !(params[i]?.optional && v === undefined) && got === 'answer') {
            typing.check(false, `${what}: a ${typeof v} for a ${kind} parameter must be refused`);
          }
          let after;
          try {
            after = observed(obj);
          } catch (e) {
            // A JavaScript exception thrown inside a call while Rust held the object
            // leaves it borrowed: every later call fails.
            problems.check(false, `${what} left the ${name} unusable: ${e.message}`);
            obj = factories[name]();
            continue;
          }
          if (got !== 'answer' || !changes(name, method)) {
            problems.check(after === before, `${what} changed the ${name}`);
          }
          if (got === 'answer' && changes(name, method)) {
            // It did something: start again from the same position.
            obj.free();
            obj = factories[name]();
          }
        }
      }
    }
    // Still whole: a move and the queries answer.
    const alive =
      name === 'GameTree' ? obj.toSgf().startsWith('(;') : name === 'Bot' ? obj.genmove(botGame, { playouts: 8 }).playouts === 8 : obj.isLegal(0, 8) === true;
    problems.check(alive, `the ${name} still answers`);
    obj.free();
  }
  return { problems, typing };
}

test('methods throw nothing but a TengenError, and a refused call changes nothing', () => {
  callMethods().problems.assertNone();
});

test('methods refuse values of another type than declared', () => {
  callMethods().typing.assertNone();
});

test('a freed object refuses every call with a TengenError; freeing twice is harmless', () => {
  const problems = new Problems();
  for (const [name, members] of Object.entries(api.classes)) {
    const obj = factories[name]();
    obj.free();
    for (const [method] of Object.entries(members.methods)) {
      if (method === 'free') continue;
      const args = validMethodArgs[name]?.[method] ?? [];
      const got = outcome(() => obj[method](...args), `${name}.${method} after free()`, null, problems);
      problems.check(got !== 'answer', `${name}.${method} after free() answered`);
    }
    for (const getter of members.getters) {
      const got = outcome(() => obj[getter], `${name}.${getter} after free()`, null, problems);
      problems.check(got !== 'answer', `${name}.${getter} after free() answered`);
    }
    outcome(() => obj.free(), `a second ${name}.free()`, null, problems);
    // The module lives on.
    factories[name]().free();
  }
  problems.assertNone();
});
