// The browser the page tests and the page benchmark (bench/page.mjs) drive: build www/dist
// if needed, serve it, launch Debian's Chromium with a fresh profile, open tabs that
// collect every console error and warning.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../serve.mjs';

export const www = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const root = path.resolve(www, '..');
export const dist = path.join(www, 'dist');
export const results = path.join(root, 'test-results');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const built = () => ['index.html', 'main.js', 'style.css', 'tengen_bg.wasm'].every((f) => fs.existsSync(path.join(dist, f)));

/** Builds www/dist if it is missing; test files running in parallel build it once. */
export function ensureBuilt() {
  fs.mkdirSync(results, { recursive: true });
  if (built()) return;
  const lock = path.join(os.tmpdir(), `tengen-www-build-${Buffer.from(www).toString('hex').slice(-16)}.lock`);
  try {
    fs.mkdirSync(lock);
  } catch {
    // Another test file is building: wait for it.
    const until = Date.now() + 120_000;
    while (fs.existsSync(lock) && Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    if (built()) return;
    fs.rmSync(lock, { recursive: true, force: true });
    fs.mkdirSync(lock);
  }
  try {
    execFileSync(process.execPath, [path.join(www, 'build.mjs')], { stdio: 'inherit' });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Serves www/dist and opens Chromium with a new profile directory.
 * `options` go to launchPersistentContext (viewport, deviceScaleFactor, hasTouch…).
 */
export async function launch(options = {}) {
  ensureBuilt();
  const server = await startServer(dist, 0);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 900 },
    deviceScaleFactor: 2,
    ...options,
  });
  return {
    server,
    context,
    async close() {
      await context.close().catch(() => {});
      await server.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new tab on `url` (default: the page), with every console error and warning, page
 * error and failed request collected in `problems`. Waits for the board to be drawn.
 */
export async function openPage(env, hash = '', search = '', url = env.server.url) {
  const page = await env.context.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A request cut short by leaving the page (a reload while a chunk loaded on first use
  // is on its way) is not a failure a visitor sees: only the others count.
  page.on('requestfailed', (r) => {
    const why = r.failure()?.errorText ?? '';
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${r.url()} ${why}`);
  });
  // Every tab starts without the game an earlier tab kept in this browser profile (the
  // page restores it on load); reloads within the tab keep it.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('tengen-test-tab') === null) {
      sessionStorage.setItem('tengen-test-tab', '1');
      localStorage.clear();
    }
  });
  await page.goto(url + search + hash);
  await page.locator('canvas[data-grid]').first().waitFor();
  if (url === env.server.url) await page.locator('#loading').waitFor({ state: 'hidden' });
  return { page, problems };
}
