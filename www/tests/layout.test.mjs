// The page's layout on common screens (issue 33, items 8–10): the move buttons visible
// without scrolling at 1280×800 and 1280×720, and still while the computer thinks; the
// computer's fields in the form not squeezed; its default level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, screenshot } from './helpers.mjs';
import { before, after } from 'node:test';

let env;
before(async () => {
  env = await launch();
});
after(async () => {
  await env?.close();
});

/** Opens the page at `hash` in a tab of `width`×`height`, runs `body`, and checks the console. */
async function at(width, height, hash, body) {
  const { page, problems } = await openPage(env, hash);
  try {
    await page.setViewportSize({ width, height });
    await page.locator('#loading').waitFor({ state: 'hidden' });
    await body(page);
  } finally {
    await page.close();
  }
  assert.deepEqual(problems, [], 'the browser console printed errors or warnings');
}

const rect = (page, sel) => page.locator(sel).evaluate((e) => { const r = e.getBoundingClientRect(); return { top: Math.round(r.top), bottom: Math.round(r.bottom), left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) }; });

for (const [w, h] of [[1280, 800], [1280, 720]]) {
  test(`${w}×${h}: Pass and Undo visible without scrolling, and nothing moves when the computer's thinking line appears`, async () => {
    await at(w, h, '#size=19&opponent=computer&level=10&computer=black&playouts=0', async (page) => {
      await page.locator('#thinking-text').waitFor({ timeout: 15000 });
      const thinking = { pass: await rect(page, '#pass'), undo: await rect(page, '#undo'), board: await rect(page, '#board') };
      await screenshot(page, `layout-thinking-${w}x${h}.png`);
      await page.click('#play-now');
      await page.waitForFunction(() => document.getElementById('board').state.moveNumber === 1 && document.getElementById('thinking').hidden, null, { timeout: 10000 });
      const idle = { pass: await rect(page, '#pass'), undo: await rect(page, '#undo'), board: await rect(page, '#board') };
      await screenshot(page, `layout-${w}x${h}.png`);
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      for (const s of [thinking, idle]) {
        assert.ok(s.pass.bottom <= h && s.undo.bottom <= h, `the buttons are on the screen: ${JSON.stringify(s)}`);
      }
      assert.deepEqual(thinking, idle, 'nothing moved when the thinking line came and went');
    });
  });
}

test('1280×720 with the winrate graph under the board: Pass and Undo still on the screen', async () => {
  await at(1280, 720, '#size=19', async (page) => {
    await page.click('#winrate');
    await page.waitForFunction(() => document.querySelector('#board').shadowRoot.querySelector('.winrate-legend'));
    await page.waitForTimeout(300);
    const pass = await rect(page, '#pass');
    const graph = await page.locator('#board').evaluate((b) => Math.round(b.shadowRoot.querySelector('.winrate-legend').getBoundingClientRect().bottom));
    const message = await rect(page, '#message');
    await screenshot(page, 'layout-graph-1280x720.png');
    assert.ok(pass.bottom <= 720, `Pass on the screen: ${JSON.stringify(pass)}`);
    assert.ok(graph <= message.top, `the graph's legend above the message: ${graph}, ${message.top}`);
  });
});

test('"The computer" in the form: its selects wide enough for their words; a new visitor gets level 5, kept in the address', async () => {
  await at(1280, 800, '', async (page) => {
    await page.selectOption('#opponent', 'computer');
    await page.locator('#level').waitFor();
    assert.equal(await page.inputValue('#level'), '5', 'level 5 for a new visitor');
    for (const id of ['handicap', 'opponent', 'level', 'computer', 'size', 'rules']) {
      const fit = await page.locator(`#${id}`).evaluate((s) => {
        const c = document.createElement('canvas').getContext('2d');
        const style = getComputedStyle(s);
        c.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = s.selectedOptions[0].textContent;
        // The text, the padding and the arrow.
        return { text, need: c.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 20, has: s.clientWidth };
      });
      assert.ok(fit.has >= fit.need, `#${id} shows "${fit.text}" whole: ${fit.has} px for ${Math.ceil(fit.need)}`);
    }
    await screenshot(page, 'layout-form-computer.png');
    await page.click('#start');
    await page.waitForFunction(() => location.hash.includes('opponent=computer'));
    assert.match(await page.evaluate(() => location.hash), /&level=5&/);
  });
});
