// The package in an app built with Vite, as an npm user builds one: a tiny app
// (fixtures/vite/: index.html and main.js, importing "tengen/board" and "tengen" by name)
// beside a node_modules/tengen holding the files the package ships, built with Vite's
// defaults, served with the page's strict Content-Security-Policy. The element plays the
// computer and the app's own BotWorker answers: both through the worker Vite found
// (`new URL('./bot-worker.js', import.meta.url)` in the package) and bundled with the
// wasm it fetches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, createLogger } from 'vite';
import { startServer } from '../serve.mjs';
import { openPage, root, useBrowser, www } from './helpers.mjs';

const { env } = useBrowser({ viewport: { width: 800, height: 700 }, deviceScaleFactor: 1 });

let dir;
let site;
/** What Vite said above info (warnings, errors) while building. */
const said = [];

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-vite-'));
  const app = path.join(dir, 'app');
  fs.cpSync(path.join(www, 'tests', 'fixtures', 'vite'), app, { recursive: true });
  // What `npm install tengen` puts there: the package's manifest and the files it lists.
  const pkg = path.join(root, 'pkg');
  const installed = path.join(app, 'node_modules', 'tengen');
  fs.mkdirSync(installed, { recursive: true });
  const files = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).files;
  // (files names directories too: nets/, the network the full module reads.)
  for (const f of ['package.json', ...files]) fs.cpSync(path.join(pkg, f), path.join(installed, f), { recursive: true });
  const logger = createLogger('info', { allowClearScreen: false });
  logger.warn = (m) => said.push(`warning: ${m}`);
  logger.warnOnce = (m) => said.push(`warning: ${m}`);
  logger.error = (m) => said.push(`error: ${m}`);
  logger.info = () => {};
  await build({ root: app, configFile: false, logLevel: 'info', customLogger: logger });
  site = await startServer(path.join(app, 'dist'), 0);
});

after(async () => {
  await site?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a Vite build of an app importing the package: its worker and wasm bundled, the element plays the computer, the app\'s BotWorker answers, the console clean', async () => {
  assert.deepEqual(said, [], 'Vite built without a warning');
  const assets = fs.readdirSync(path.join(dir, 'app', 'dist', 'assets'));
  assert.ok(assets.some((f) => /^bot-worker-.+\.js$/.test(f)), `the worker bundled as an asset: ${assets}`);
  assert.ok(assets.some((f) => /^tengen_bg-.+\.wasm$/.test(f)), `the wasm emitted as an asset: ${assets}`);
  // The network's worker (the element's computer on 9×9: BotWorker({ net })), its module and the network.
  for (const re of [/^bot-worker-full-.+\.js$/, /^tengen_full_bg-.+\.wasm$/, /^b6c96\.bin-.+\.gz$/]) assert.ok(assets.some((f) => re.test(f)), `${re} among the assets: ${assets}`);
  const { page, problems } = await openPage(env(), '', '', `${site.url}index.html`);
  // What the element's worker fetched: the network, as bytes.
  const nets = [];
  page.context().on('response', (r) => r.url().includes('b6c96') && nets.push(r.status()));
  try {
    // The computer plays Black: it moves first, in its worker.
    await page.waitForFunction(() => document.getElementById('vs').game?.moveNumber === 1, null, { timeout: 20000 });
    await page.waitForFunction(() => document.getElementById('own').dataset.done !== undefined, null, { timeout: 20000 });
    assert.match(await page.locator('#own').textContent(), /^The page's own bot plays (\d,\d|a pass)\.$/);
    const workers = page.workers().map((w) => new URL(w.url()).pathname);
    assert.ok(workers.length >= 1 && workers.every((p) => /^\/assets\/bot-worker-.+\.js$/.test(p)), `the workers are Vite's bundle: ${workers}`);
    assert.deepEqual(nets, [200], 'the element\'s computer loaded the network');
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
});
