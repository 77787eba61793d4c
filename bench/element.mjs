// The <tengen-board> element's figures: `node bench/element.mjs [--quick] [--out FILE]`.
//
// Uses the built package (pkg/; run `node scripts/build-pkg.mjs` first):
//   - the size of the element's module as a page first loads it (pkg/board.js and the
//     chunk it imports at once), gzip -9, without the wasm and without the package's own
//     entry (index.js, tengen.js, boundary.js), which is counted apart;
//   - the time from the script tag to the first drawn board, for a page with 1 and with
//     10 boards (19×19), in headless Chromium (1280×900 at device pixel ratio 2), over
//     several loads. The page is plain HTML beside a copy of the package, as a site with
//     no bundler has it: a classic script just before the module's tag marks the start
//     (`performance.mark`), and the end is the frame painted after every element has
//     drawn its board (the boards draw synchronously when the element is defined).
// Prints the figures as JSON and writes them to bench/target/element.json (or FILE).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { figureArgs, median, writeFigures } from './common.mjs';
import { launch, openPage, root } from '../www/tests/browser.mjs';
import { startServer } from '../www/serve.mjs';

const { command, out, loads } = figureArgs('element', 9);

const pkg = path.join(root, 'pkg');
const gz = (f) => zlib.gzipSync(fs.readFileSync(path.join(pkg, f)), { level: 9 }).length;
const board = fs.readFileSync(path.join(pkg, 'board.js'), 'utf8');
const eager = fs.readdirSync(pkg).filter((f) => /^board-.*\.js$/.test(f) && new RegExp(`from\\s*"\\./${f.replace('.', '\\.')}"`).test(board));
const element = Object.fromEntries(['board.js', ...eager].map((f) => [f, gz(f)]));
const lazy = Object.fromEntries(fs.readdirSync(pkg).filter((f) => /^board-.*\.js$/.test(f) && !eager.includes(f)).map((f) => [f, gz(f)]));
const entry = Object.fromEntries(['index.js', 'tengen.js', 'boundary.js'].map((f) => [f, gz(f)]));
const sum = (o) => Object.values(o).reduce((a, b) => a + b, 0);

const figures = {
  command,
  date: new Date().toISOString(),
  targets: { elementGzipBytes: 25 * 1024 },
  elementGzipBytes: { files: element, total: sum(element), loadedOnFirstUse: lazy /* the languages, the record code, the terms line */ },
  packageEntryGzipBytes: { files: entry, total: sum(entry), wasm: gz('tengen_bg.wasm') },
};

// The pages: a copy of the package in tengen/, and one page per number of boards.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-element-bench-'));
fs.mkdirSync(path.join(dir, 'tengen'));
for (const f of JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).files) fs.copyFileSync(path.join(pkg, f), path.join(dir, 'tengen', f));
fs.writeFileSync(path.join(dir, 'start.js'), "performance.mark('script-tag');\n");
fs.writeFileSync(
  path.join(dir, 'drawn.js'),
  `// After the element module: every board has drawn once it is defined; then the frame.
await customElements.whenDefined('tengen-board');
const boards = [...document.querySelectorAll('tengen-board')];
if (!boards.every((b) => b.shadowRoot.querySelector('canvas[data-grid]'))) throw new Error('a board did not draw');
requestAnimationFrame(() => {
  const c = new MessageChannel();
  c.port1.onmessage = () => performance.measure('tengen:script-to-boards', { start: 'script-tag', end: performance.now() });
  c.port2.postMessage(0);
});
`,
);
const page = (n) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${n} boards</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="page.css">
<script src="start.js"></script>
<script type="module" src="tengen/board.js"></script>
<script type="module" src="drawn.js"></script>
</head><body>${'<tengen-board show-coordinates></tengen-board>\n'.repeat(n)}</body></html>`;
fs.writeFileSync(path.join(dir, 'page.css'), 'body { display: grid; grid-template-columns: repeat(5, 240px); gap: 8px; margin: 8px; }\n');
for (const n of [1, 10]) fs.writeFileSync(path.join(dir, `boards-${n}.html`), page(n));

const server = await startServer(dir, 0);
const env = await launch();
const round = (n) => Math.round(n * 10) / 10;
const problems = [];
try {
  figures.scriptTagToFirstBoardsMs = {};
  for (const n of [1, 10]) {
    const times = [];
    for (let i = 0; i < loads; i++) {
      const { page: tab, problems: p } = await openPage(env, '', '', `${server.url}boards-${n}.html`);
      await tab.waitForFunction(() => performance.getEntriesByName('tengen:script-to-boards').length > 0);
      times.push(await tab.evaluate(() => performance.getEntriesByName('tengen:script-to-boards')[0].duration));
      problems.push(...p);
      await tab.close();
    }
    figures.scriptTagToFirstBoardsMs[`${n}`] = { median: round(median(times)), min: round(Math.min(...times)), max: round(Math.max(...times)), loads };
    console.error(`${n} board(s): median ${round(median(times))} ms`);
  }
} finally {
  await env.close();
  await server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
if (problems.length) figures.consoleProblems = problems;
writeFigures(out, figures);
console.log(JSON.stringify(figures, null, 2));
