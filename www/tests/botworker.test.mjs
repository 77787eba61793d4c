// BotWorker from a plain page: no bundler, a `<script type="module">` of its own, the
// package's files copied beside it, served under the page's Content-Security-Policy
// (worker-src 'self'): the worker is the package's module file bot-worker.js.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, SECURITY_HEADERS } from '../serve.mjs';
import { root, useBrowser, www } from './helpers.mjs';

const { env } = useBrowser({ viewport: { width: 800, height: 600 } });
let site;
let dir;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-botworker-'));
  const pkg = path.join(root, 'pkg');
  const files = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).files;
  fs.mkdirSync(path.join(dir, 'tengen'));
  for (const f of files) fs.cpSync(path.join(pkg, f), path.join(dir, 'tengen', f), { recursive: true });
  for (const f of ['botworker.html', 'botworker.js']) fs.copyFileSync(path.join(www, 'tests', 'fixtures', f), path.join(dir, f));
  site = await startServer(dir, 0);
});

after(async () => {
  await site?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the CSP names worker-src as the page\'s own files only', () => {
  assert.match(SECURITY_HEADERS['Content-Security-Policy'], /(^|; )worker-src 'self'(;|$)/);
});

test('BotWorker works from a plain module page under the CSP: a move, progress, stop, terminate', async () => {
  const page = await env().context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  try {
    await page.goto(`${site.url}botworker.html`);
    await page.waitForFunction(() => window.botResult || window.botError, null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => window.botError ?? null), null);
    const r = await page.evaluate(() => window.botResult);
    assert.equal(r.move.playouts, 500);
    assert.ok(Array.isArray(r.move.point) && r.move.point.length === 2, JSON.stringify(r.move));
    assert.ok(r.progress >= 2, `onProgress called ${r.progress} times`);
    assert.ok(r.analysisMoves > 0);
    assert.equal(r.ownership, 81);
    assert.ok(r.stoppedPlayouts > 0 && r.stopMs < 5_000, `stop answered after ${r.stopMs} ms`);
    assert.equal(r.terminated, 'terminated');
    assert.equal(r.moveNumber, 1, 'the page\'s game is unchanged');
    // The worker was the package's module file.
    assert.ok(workers.some((u) => u.endsWith('/tengen/bot-worker.js')), `workers started: ${workers.join(', ')}`);
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
});
