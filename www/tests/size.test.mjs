// The page's size budget: the bundle, without the wasm, at most 30 KB gzipped; the
// <tengen-board> element's, 25 KB. The timings are measurements, not tests:
// bench/page.mjs and bench/element.mjs record them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { dist, ensureBuilt, root } from './browser.mjs';
import { gzipSize, pageParts } from '../sizes.mjs';

const LIMIT = 30 * 1024;
/** The words loaded on first use: the package's texts and one language's table. */
const WORDS_LIMIT = 16 * 1024;

const gzipped = (f) => gzipSize(dist, f);

/** The page as it first loads (main.js, the chunks it imports at once, HTML, CSS), and the chunks loaded later. */
function parts() {
  ensureBuilt();
  return pageParts(dist);
}

test('the page bundle, without the wasm, is at most 30 KB gzipped', () => {
  const { first } = parts();
  const sizes = Object.fromEntries(first.map((f) => [f, gzipped(f)]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  assert.ok(total <= LIMIT, `the page is ${total} bytes gzipped, over ${LIMIT}: ${JSON.stringify(sizes)}`);
});

test('the words loaded on first use (the package texts and one language) are at most 16 KB gzipped', () => {
  const { later } = parts();
  const texts = later.filter((f) => f.startsWith('texts-'));
  const langs = later.filter((f) => /^(zh-hant|zh-hans|ja|ko)-/.test(f));
  assert.equal(langs.length, 4, `four languages' chunks: ${later}`);
  assert.equal(texts.length, 1, `one chunk of the package's words: ${later}`);
  const largest = Math.max(...langs.map(gzipped));
  const total = gzipped(texts[0]) + largest;
  assert.ok(total <= WORDS_LIMIT, `the words are ${total} bytes gzipped, over ${WORDS_LIMIT}`);
});

test('the <tengen-board> module (pkg/board.js, the chunks it imports at once, and its record and terms chunks), without the wasm, is at most 25 KB gzipped', () => {
  const pkg = path.join(root, 'pkg');
  const board = fs.readFileSync(path.join(pkg, 'board.js'), 'utf8');
  const chunks = fs.readdirSync(pkg).filter((f) => /^board-.*\.js$/.test(f));
  const eager = chunks.filter((f) => new RegExp(`from\\s*"\\./${f.replace('.', '\\.')}"`).test(board));
  const lazy = chunks.filter((f) => !eager.includes(f));
  const record = lazy.filter((f) => /^board-(record|terms)-/.test(f));
  const langs = lazy.filter((f) => !record.includes(f));
  assert.equal(record.length, 2, `a record chunk and a terms chunk, loaded on first use: ${chunks}`);
  assert.equal(langs.length, 4, `four languages, loaded on first use: ${chunks}`);
  // Everything an English page with records, problems and terms loads (the languages aside).
  const total = ['board.js', ...eager, ...record].reduce((n, f) => n + gzipSize(pkg, f), 0);
  assert.ok(total <= 25 * 1024, `the element is ${total} bytes gzipped`);
});
