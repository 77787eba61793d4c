// The READMEs' HTML examples (README.md's "Embed a board", pkg/README.md's element
// section), loaded as pages in Chromium next to a copy of the package's files in
// tengen/, as the examples say to serve them. Each inline module script is served as a
// file of its own (the test server's Content-Security-Policy refuses inline scripts),
// and the page gets a head (a charset, a title, an empty icon so that no favicon.ico is
// asked for); nothing else of the example changes. The boards must come up with their games and
// records, the console stay clean, and the example's listeners report a move and a
// refusal. tests/js/readme.test.mjs runs the ```js examples.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../serve.mjs';
import { openPage, root, settle, useBrowser, www } from './helpers.mjs';

const { env } = useBrowser({ viewport: { width: 900, height: 1400 } });

/** The ```html blocks of a Markdown file, with their first line. */
function htmlBlocks(file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const out = [];
  for (const m of text.matchAll(/^```html\n([\s\S]*?)^```$/gm)) out.push({ file, line: text.slice(0, m.index).split('\n').length + 1, html: m[1] });
  return out;
}

const blocks = ['README.md', 'pkg/README.md'].flatMap(htmlBlocks);

let site;
let dir;
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-readme-site-'));
  const pkg = path.join(root, 'pkg');
  fs.mkdirSync(path.join(dir, 'tengen'));
  // (files names directories too: nets/, the network the full module reads.)
  for (const f of JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8')).files) fs.cpSync(path.join(pkg, f), path.join(dir, 'tengen', f), { recursive: true });
  // README.md's replay board reads games/ko.sgf: the lesson's ko record.
  fs.mkdirSync(path.join(dir, 'games'));
  fs.copyFileSync(path.join(www, 'lessons', 'ko.sgf'), path.join(dir, 'games', 'ko.sgf'));
  blocks.forEach((block, i) => {
    let n = 0;
    const html = block.html.replace(/<script type="module">\n([\s\S]*?)<\/script>/g, (_, code) => {
      const name = `example-${i}-${n++}.js`;
      fs.writeFileSync(path.join(dir, name), code);
      return `<script type="module" src="${name}"></script>`;
    });
    fs.writeFileSync(path.join(dir, `example-${i}.html`), `<!doctype html>\n<meta charset="utf-8">\n<title>${block.file}:${block.line}</title>\n<link rel="icon" href="data:,">\n${html}`);
  });
  site = await startServer(dir, 0);
});
after(async () => {
  await site?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('README.md and pkg/README.md each have an html example of the element', () => {
  for (const file of ['README.md', 'pkg/README.md']) assert.ok(blocks.some((b) => b.file === file && /<tengen-board/.test(b.html)), file);
});

for (const [i, block] of blocks.entries()) {
  test(`${block.file}:${block.line}: the html example shows its boards, and its listeners hear a move and a refusal`, async () => {
    const expected = [...block.html.matchAll(/<tengen-board[^>]*>/g)].map((m) => ({ record: /\s(sgf|src)=/.test(m[0]) }));
    const { page, problems } = await openPage(env(), '', '', `${site.url}example-${i}.html`);
    const logs = [];
    page.on('console', (m) => {
      if (m.type() === 'log') logs.push(m.text());
    });
    try {
      await page.waitForFunction(
        (expected) => {
          const all = [...document.querySelectorAll('tengen-board')];
          return all.length === expected.length && all.every((e, k) => e.game && (!expected[k].record || e.tree));
        },
        expected,
        { timeout: 20_000 },
      );
      await settle(page);
      // The first board is the one the example's script listens to (querySelector).
      await page.evaluate(() => {
        const el = document.querySelector('tengen-board');
        el.play(2, 2);
        el.play(2, 2);
      });
      await page.waitForFunction(() => document.querySelector('tengen-board').game.moveNumber === 1);
      await settle(page);
      assert.equal(logs.length, 2, `the example's two listeners each logged once: ${JSON.stringify(logs)}`);
      assert.match(logs[1], /^occupied /, 'the illegal listener logs the reason and the explanation');
    } finally {
      await page.close();
    }
    assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
  });
}
