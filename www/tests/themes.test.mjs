// Themes: `theme="plain" | "high-contrast" | "dark"` on the element (the canvas and the
// SVG diagrams in the same colours), Windows' forced colours, reduced motion, and the game
// page's dark theme (the system's preference, and the toggle). Screenshots in test-results/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { colourAtPoint, openPage, results, settle, useBrowser } from './helpers.mjs';
import { useSite } from './site.mjs';

const { env } = useBrowser({ viewport: { width: 1000, height: 760 }, deviceScaleFactor: 1 });
const withFixture = useSite(env);

const SGF = '(;SZ[9];B[cc];W[gc];B[cg];W[gg];B[ee]CR[ge]TR[ce]LB[eg:A])';

/** Adds a board with `theme` and waits until its own stones are drawn (the themes' chunk arrives on first use). */
async function themed(page, id, theme) {
  await page.evaluate(({ id, theme, sgf }) => {
    const b = document.createElement('tengen-board');
    b.id = id;
    b.setAttribute('sgf', sgf);
    b.setAttribute('move', '5');
    b.setAttribute('show-coordinates', '');
    if (theme) b.setAttribute('theme', theme);
    document.querySelector('.boards').append(b);
  }, { id, theme, sgf: SGF });
  await page.waitForFunction((id) => document.getElementById(id)?.tree && document.getElementById(id).state.look.stone, id);
  await settle(page);
}

const near = (a, b, tol = 12) => a.every((v, i) => Math.abs(v - b[i]) <= tol);
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

test('high-contrast, plain and dark: the canvas in the theme colours, and toSvg in the same', async () => {
  await withFixture('plain.html', async (page) => {
    const expected = {
      'high-contrast': { board: '#ffffff', black: '#000000', white: '#ffffff' },
      plain: { board: '#f1e6cc', black: '#1a1a1a', white: '#ffffff' },
      dark: { board: '#3a342b', black: '#0c0c0c', white: '#d6d1c6' },
    };
    for (const [theme, c] of Object.entries(expected)) {
      const id = `t-${theme}`;
      await themed(page, id, theme);
      const canvas = `#${id} canvas`;
      // An empty point (off the lines), the black stone at C7 and the white one at G7, away from their edges.
      const board = await colourAtPoint(page, 4, 1, [0.5, 0.5], canvas);
      const black = await colourAtPoint(page, 2, 2, [-0.2, 0.1], canvas);
      const white = await colourAtPoint(page, 6, 2, [-0.2, 0.1], canvas);
      assert.ok(near(board, hex(c.board)), `${theme}: board ${board}`);
      assert.ok(near(black, hex(c.black)), `${theme}: black ${black}`);
      assert.ok(near(white, hex(c.white)), `${theme}: white ${white}`);
      // High contrast: the white stone is ringed in black, on the white board.
      if (theme === 'high-contrast') {
        const ring = await colourAtPoint(page, 6, 2, [0, 0.46], canvas);
        assert.ok(ring[0] < 120, `a dark ring round the white stone: ${ring}`);
      }
      await page.locator(`#${id}`).screenshot({ path: path.join(results, `theme-${theme}.png`) });
      // The SVG of the board takes the element's theme.
      const svg = await page.evaluate((id) => document.getElementById(id).toSvg(), id);
      assert.match(svg, new RegExp(`<rect width="[\\d.]+" height="[\\d.]+" fill="${c.board}"/>`));
    }
    // Back to the wood: the grain again (not one flat colour).
    await page.evaluate(() => document.getElementById('t-dark').setAttribute('theme', 'wood'));
    await settle(page);
    const a = await colourAtPoint(page, 4, 1, [0.5, 0.5], '#t-dark canvas');
    assert.ok(a[0] - a[2] > 60, `wood: ${a}`);
  });
});

test("forced colours: the board in the system's Canvas and CanvasText; reduced motion turns the element's animations off", async () => {
  await withFixture('plain.html', async (page) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await themed(page, 'forced', null);
    const system = await page.evaluate(() => {
      const s = document.createElement('span');
      s.style.color = 'CanvasText';
      s.style.backgroundColor = 'Canvas';
      document.body.append(s);
      const c = getComputedStyle(s);
      const out = [c.backgroundColor, c.color].map((v) => v.match(/\d+/g).slice(0, 3).map(Number));
      s.remove();
      return out;
    });
    const board = await colourAtPoint(page, 4, 1, [0.5, 0.5], '#forced canvas');
    const black = await colourAtPoint(page, 2, 2, [-0.2, 0.1], '#forced canvas');
    assert.ok(near(board, system[0]), `board ${board} is Canvas ${system[0]}`);
    assert.ok(near(black, system[1]), `black ${black} is CanvasText ${system[1]}`);
    await page.locator('#forced').screenshot({ path: path.join(results, 'theme-forced-colors.png') });
    // Turned off while the page is open: the board takes its wood again.
    await page.emulateMedia({ forcedColors: 'none' });
    await page.waitForFunction(() => !document.getElementById('forced').state.look.stone);
    await settle(page);
    const wood = await colourAtPoint(page, 4, 1, [0.5, 0.5], '#forced canvas');
    assert.ok(wood[0] - wood[2] > 60, `wood again: ${wood}`);

    // A host's transition on the caption: it runs, unless the system asks for reduced motion.
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('tengen-board::part(caption) { transition: opacity 1s; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    const duration = () => page.evaluate(() => getComputedStyle(document.getElementById('forced').shadowRoot.querySelector('.caption')).transitionDuration);
    assert.equal(await duration(), '1s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await duration(), '0s');
  });
});

test("the game page's dark theme: the system's preference, and the toggle", async () => {
  // A system that prefers dark: the page loads its dark theme at once.
  const { page, problems } = await openPage(env());
  try {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page.locator('#loading').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark') && document.getElementById('board').getAttribute('theme') === 'dark');
    await page.waitForFunction(() => document.getElementById('board').state.look.stone);
    await settle(page);
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.equal(bg, 'rgb(29, 27, 24)');
    const board = await colourAtPoint(page, 9, 8, [0.5, 0.5]);
    assert.ok(near(board, hex('#3a342b')), `the board is dark: ${board}`);
    await page.screenshot({ path: path.join(results, 'theme-page-dark.png') });
    // The toggle (with the panels' code) turns it light, and dark again.
    await page.hover('#board');
    await page.locator('#dark').waitFor();
    assert.equal(await page.getAttribute('#dark', 'aria-pressed'), 'true');
    await page.click('#dark');
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark') && !document.getElementById('board').hasAttribute('theme'));
    assert.equal(await page.getAttribute('#dark', 'aria-pressed'), 'false');
    // The person's choice stays when the system's changes.
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), false);
    await page.click('#dark');
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, []);
  // A light system: no dark chunk at start.
  const { page: light, problems: p2 } = await openPage(env());
  try {
    await light.waitForLoadState('networkidle');
    const loaded = await light.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /dark-|themes-/.test(n)));
    assert.deepEqual(loaded, []);
  } finally {
    await light.close();
  }
  assert.deepEqual(p2, []);
});
