// A site with no bundler, for the <tengen-board> tests: a temporary folder holding the
// fixtures (plain.html, hostile.html, problem.html and their files) and a copy of the
// package's files (pkg/) in tengen/, served with the page's Content-Security-Policy.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../serve.mjs';
import { openPage, pointXY, root, settle, www } from './helpers.mjs';

const FIXTURES = ['plain.html', 'plain.css', 'hostile.html', 'hostile.css', 'problem.html', 'problem.sgf', 'computer.html', 'proof.html', 'netplay.html'];

/** Serves the site for a test file's tests; returns `withFixture(name, body)` on the browser `env()`. */
export function useSite(env) {
  let site;
  let dir;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-site-'));
    const pkg = path.join(root, 'pkg');
    const files = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).files;
    fs.mkdirSync(path.join(dir, 'tengen'));
    // (files names directories too: nets/, the network the full module reads.)
    for (const f of files) fs.cpSync(path.join(pkg, f), path.join(dir, 'tengen', f), { recursive: true });
    for (const f of FIXTURES) fs.copyFileSync(path.join(www, 'tests', 'fixtures', f), path.join(dir, f));
    site = await startServer(dir, 0);
  });
  after(async () => {
    await site?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  /** Opens a fixture page once its boards are ready; `body(page)` runs; the console must stay clean. */
  return async function withFixture(name, body, boards = 3) {
    const { page, problems } = await openPage(env(), '', '', `${site.url}${name}`);
    try {
      await page.waitForFunction((n) => {
        const all = [...document.querySelectorAll('tengen-board')];
        // A record (sgf, src) is read once its chunk (and its file) has arrived.
        return all.length === n && all.every((e) => e.game && (!(e.hasAttribute('src') || e.hasAttribute('sgf')) || e.tree));
      }, boards);
      await settle(page);
      await body(page);
    } finally {
      await page.close();
    }
    assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
  };
}

/** Clicks point (x, y) of the board with id `id` (its canvas, in its shadow root). */
export async function click(page, id, x, y) {
  const p = await pointXY(page, x, y, `#${id} canvas`);
  await page.mouse.click(p.x, p.y);
}

/** The stones of board `id`, as [x, y, colour] with 1 black and -1 white. */
export const stones = (page, id) =>
  page.evaluate((id) => {
    const el = document.getElementById(id);
    const b = el.game.board();
    const out = [];
    for (let i = 0; i < b.length; i++) if (b[i]) out.push([i % el.game.width, Math.floor(i / el.game.width), b[i]]);
    return out;
  }, id);

/** Records every event of the element on `id` in `window.seen`. */
export const listen = (page, id) =>
  page.evaluate((id) => {
    window.seen = [];
    const el = document.getElementById(id);
    for (const type of ['move', 'illegal', 'end', 'score', 'navigate', 'solved', 'failed']) {
      el.addEventListener(type, (e) => {
        window.seen.push({ type, detail: JSON.parse(JSON.stringify(e.detail)), composed: e.composed, bubbles: e.bubbles });
      });
    }
  }, id);
export const seen = (page) => page.evaluate(() => window.seen);
