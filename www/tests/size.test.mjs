// The page's size budget: the bundle, without the wasm, at most 30 KB gzipped. The page's
// timings are measurements, not tests: bench/page.mjs records them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { dist, ensureBuilt } from './browser.mjs';

const LIMIT = 30 * 1024;

test('the page bundle, without the wasm, is at most 30 KB gzipped', () => {
  ensureBuilt();
  const files = fs.readdirSync(dist).filter((f) => !f.endsWith('.wasm'));
  const sizes = Object.fromEntries(files.map((f) => [f, zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  assert.ok(total <= LIMIT, `the page is ${total} bytes gzipped, over ${LIMIT}: ${JSON.stringify(sizes)}`);
});
