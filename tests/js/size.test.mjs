// The core package's size budget (issue 20): everything a page loads to play, gzip -9
// — the wasm module, its glue, the per-call layer, the entry points and BotWorker's
// client — at most 110 KB. The words that loadTexts() imports on first use (texts.js,
// texts-data.js) are outside it, and so is the <tengen-board> element (`tengen/board`:
// board.js and its chunks, which a page imports only to embed a board;
// www/tests/size.test.mjs holds its own budget); so are the declarations.
//
// The files counted are those the package ships (pkg/package.json "files"), so a file
// added to the package later is counted without changing this test. Sizes are those of
// `gzip -9`, as BENCHMARKS.md records them (Node's zlib gives about 0.2 KB more).
//
// The budget was 60 KB until the package outgrew it (dead stones, issue 11; SGF's game
// tree, issue 9; the bot, issue 20), with an allowance over it lowered at each saving.
// Issue 20 set the budget of the package with the bot and serde-wasm-bindgen in at
// 110 KB (112,640 bytes). The bot took it to 115,245 bytes on 1 December 17:38 and
// the bot's work since to 116,153; the size work of the evening brought it under:
// 112,545 bytes at 20:53, with the bot's answers written through serde-wasm-bindgen
// (BENCHMARKS.md, "Sizes"). The budget is now strict: no allowance.
// BotWorker's worker files (bot-worker.js and bot-serve.js, loaded by the worker when a
// page makes one, and bot-worker-node.js, Node's) are not counted, as the texts are not;
// nor are the full module's (bot-worker-full.js and bot-worker-full-node.js).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';

const pkg = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'pkg');
const BUDGET = 110 * 1024;

const gzipped = (file) => execFileSync('gzip', ['-9c', path.join(pkg, file)], { maxBuffer: 1 << 26 }).length;

/** The shipped files, directories expanded. */
function shipped() {
  const meta = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const out = [];
  const walk = (rel) => {
    const full = path.join(pkg, rel);
    if (fs.statSync(full).isDirectory()) {
      for (const name of fs.readdirSync(full)) walk(path.join(rel, name));
    } else {
      out.push(rel);
    }
  };
  for (const f of meta.files) walk(f);
  return out;
}

/** Loaded on first use (loadTexts(), a BotWorker's worker), imported apart (tengen/board), or only read by editors and compilers. */
const outside = (f) =>
  /^texts(-data)?\.js$/.test(f) || /^board[.-]/.test(f) || /^bot-(serve|worker(-full)?(-node)?)\.js$/.test(f) || f.endsWith('.d.ts') || isFull(f);
/** The full module (`tengen/full`, imported on first use by loadFull() and Net.load()) and the network it reads. */
const isFull = (f) => /^(tengen_full_bg\.wasm|full(-node)?\.js)$/.test(f) || f.startsWith(`nets${path.sep}`);

test('the core package is at most 110 KB gzipped', (t) => {
  const files = shipped().filter((f) => !outside(f));
  for (const f of ['tengen_bg.wasm', 'tengen.js', 'boundary.js', 'index.js', 'node.js', 'bot-client.js']) {
    assert.ok(files.includes(f), `${f} is counted`);
  }
  const sizes = Object.fromEntries(files.map((f) => [f, gzipped(f)]));
  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  t.diagnostic(`core package ${total} bytes gzipped (${(total / 1024).toFixed(1)} KB, budget ${BUDGET}): ${JSON.stringify(sizes)}`);
  assert.ok(total <= BUDGET, `the core package is ${total} bytes gzipped, over ${BUDGET}: ${JSON.stringify(sizes)}`);
});

test('the entry points do not load the texts before loadTexts() is called', () => {
  for (const entry of ['index.js', 'node.js']) {
    const text = fs.readFileSync(path.join(pkg, entry), 'utf8');
    // (The entry points are minified: statements follow each other on one line.)
    const staticImports = [...text.matchAll(/(?:^|;)\s*(?:import|export)\b[^;]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
    assert.ok(staticImports.includes('./tengen.js'), `${entry} imports ./tengen.js: ${staticImports}`);
    assert.ok(staticImports.length > 0, `${entry} imports the module`);
    for (const spec of staticImports) {
      assert.ok(!/texts/.test(spec), `${entry} imports ${spec} up front`);
    }
  }
});
