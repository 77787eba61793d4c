// The page never puts text from a file or the URL into HTML: markup fed through every
// text input the page reads (the URL hash's settings, `?measure` and `?lang`, the
// language and the game kept in localStorage) must stay
// text, run no script and add no element; and no source file of the page parses
// strings as HTML at all. The page is served by www/serve.mjs, under its
// Content-Security-Policy: a violation would print a console error, which fails the
// test (see `withPage`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useBrowser, withPage } from './helpers.mjs';
import { www } from './browser.mjs';

const { env } = useBrowser();

/** Markup that would run, or show, if any of it were parsed as HTML. */
const MARKUP = [
  '<img src=x onerror="window.__injected=1">',
  '<script>window.__injected=2</script>',
  '"><svg onload="window.__injected=3">',
  '<b id="injected">bold</b>',
  "javascript:window.__injected=4",
];

/** Elements of the page's own HTML that markup could add. */
const COUNT = () => document.querySelectorAll('img, script:not([src]), svg, iframe, object, embed, #injected, b').length;

test('markup in the URL hash and query stays text', async () => {
  let baseline;
  await withPage(env(), async (page) => {
    baseline = await page.evaluate(COUNT);
  });
  for (const m of MARKUP) {
    const e = encodeURIComponent(m);
    for (const hash of [`#size=${e}`, `#rules=${e}`, `#komi=${e}`, `#handicap=${e}`, `#${e}`, `#size=9&rules=${e}&komi=${e}&handicap=${e}`]) {
      await withPage(env(), async (page) => {
        // The query too: the page reads `?measure` and `?lang`.
        await page.goto(`${env().server.url}?measure=${e}&lang=${e}${hash}`);
        await page.locator('#loading').waitFor({ state: 'hidden' });
        assert.equal(await page.evaluate(() => window.__injected), undefined, `${hash}: a script ran`);
        assert.equal(await page.evaluate(COUNT), baseline, `${hash}: an element was added`);
        const html = await page.evaluate(() => document.body.innerHTML);
        assert.ok(!html.includes('onerror=') && !html.includes('onload='), `${hash}: markup in the page`);
      });
    }
  }
});

test('markup kept in localStorage (the language, the game) stays text', async () => {
  let baseline;
  await withPage(env(), async (page) => {
    baseline = await page.evaluate(COUNT);
    for (const m of MARKUP) {
      const game = JSON.stringify({
        format: 'tengen-game', version: 1, settings: { size: 9, rules: m, komi: 7.5, handicap: 0 }, moves: [], resigned: null, over: false,
      });
      await page.evaluate(([lang, kept]) => {
        localStorage.setItem('tengen:lang', lang);
        localStorage.setItem('tengen.game', kept);
      }, [m, game]);
      await page.reload();
      await page.locator('#loading').waitFor({ state: 'hidden' });
      assert.equal(await page.evaluate(() => window.__injected), undefined, `${m}: a script ran`);
      assert.equal(await page.evaluate(COUNT), baseline, `${m}: an element was added`);
    }
  });
});

test('no source file of the page parses strings as HTML', () => {
  const sources = [];
  const walk = (dir) => {
    for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, f.name);
      if (f.isDirectory()) walk(p);
      else if (/\.(ts|mjs|js)$/.test(f.name)) sources.push(p);
    }
  };
  walk(path.join(www, 'src'));
  assert.ok(sources.length > 5, 'the sources were found');
  const sinks = /\.(innerHTML|outerHTML)\s*[+]?=|insertAdjacentHTML|document\.write|createContextualFragment|DOMParser|\bsrcdoc\b|\beval\(|new Function\(|setAttribute\(\s*["'](on\w+|style|href|src)["']/;
  for (const file of sources) {
    const text = fs.readFileSync(file, 'utf8');
    const line = text.split('\n').findIndex((l) => sinks.test(l));
    assert.equal(line, -1, `${path.relative(www, file)}:${line + 1} turns a string into HTML or code`);
  }
});
