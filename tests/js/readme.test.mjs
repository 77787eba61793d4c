// The READMEs' JavaScript examples, run: every ```js block of README.md (the
// repository's) and of pkg/README.md (the npm package's, made from npm/README.md) runs
// as a module of its own against the package as a user installs it (`npm pack` of
// pkg/, installed into a fresh project). A drifted example fails here.
//
// The comments are claims too: a line that is one expression statement followed by a
// comment opening with a JSON value (`game.illegalReason(15, 3); // "occupied"`,
// `tree.moveNumber; // 211`, `fromGtp("D4", 19); // [3, 15]`) checks that the
// expression equals that value.
//
// Two markers, as an HTML comment on the line before a block, say what Node lacks:
//   <!-- readme-test: file = tests/sgf/name.sgf -->  the block reads `file` (in a
//       browser, a File from an <input>): it is given that file of the repository;
//   <!-- readme-test: browser -->  the block needs a browser (the DOM, a Worker): it is
//       only parsed, and each name it imports from "tengen" must be a package export.
// Any other marker, a marker before no ```js block, and a block that reads `file`
// without its marker fail the test. The ```html examples are loaded in Chromium by
// www/tests/readme.test.mjs. Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tengen from 'tengen';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const READMES = ['README.md', 'pkg/README.md'];

/** A child's error output without the minified lines of the package it quotes. */
const errors = (e) => String(e.stderr).split('\n').map((l) => (l.length > 240 ? `${l.slice(0, 240)}…` : l)).join('\n');

/** The ```js blocks of a Markdown file, with their first line and their marker. */
export function jsBlocks(file) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  const blocks = [];
  let marker = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = /^<!-- readme-test: (.*) -->$/.exec(line);
    if (m) {
      assert.equal(marker, null, `${file}:${i + 1}: two markers in a row`);
      marker = { text: m[1], line: i + 1 };
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(line);
    if (fence) {
      const start = i + 1;
      let end = start;
      while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
      assert.ok(end < lines.length, `${file}:${i + 1}: a block that is never closed`);
      if (fence[1] === 'js') blocks.push({ file, line: start, code: lines.slice(start, end).join('\n'), marker: marker?.text ?? null });
      else assert.equal(marker, null, `${file}:${marker?.line}: a marker before a ${fence[1] || 'plain'} block, not a js one`);
      marker = null;
      i = end;
      continue;
    }
    if (line.trim() !== '') assert.equal(marker, null, `${file}:${marker?.line}: a marker not followed by a block`);
  }
  assert.equal(marker, null, `${file}:${marker?.line}: a marker at the end of the file`);
  return blocks;
}

/** The JSON value a comment opens with, as `{ value }`, or null. */
function claimOf(comment) {
  for (let end = 1; end <= comment.length; end++) {
    if (end < comment.length && !/[\s;,:]/.test(comment[end])) continue;
    try {
      return { value: JSON.parse(comment.slice(0, end)), text: comment.slice(0, end) };
    } catch {}
  }
  return null;
}

/**
 * The block as a module: each claimed value checked where it is claimed (counted in
 * `globalThis.checked`, printed at the end), and `file` given for the `file` marker.
 */
export function runnable(block) {
  const claims = [];
  const body = block.code.split('\n').map((line, k) => {
    const m = /^(\s*)([^;]+);\s*\/\/\s*(.+)$/.exec(line);
    if (!m || /^(const|let|var|import|export|if|for|while|try|return|throw)\b/.test(m[2].trim())) return line;
    const claim = claimOf(m[3]);
    if (!claim) return line;
    claims.push({ line: block.line + k + 1, text: claim.text });
    return `${m[1]}__check(${block.line + k + 1}, (${m[2]}), ${claim.text});`;
  });
  const head = [
    "import { isDeepStrictEqual as __equal, inspect as __inspect } from 'node:util';",
    'let __checked = 0;',
    `const __check = (line, value, claimed) => { if (!__equal(value, claimed)) throw new Error(\`${block.file}:\${line}: the example gives \${__inspect(value)}, its comment says \${__inspect(claimed)}\`); __checked++; };`,
  ];
  let marker = block.marker;
  if (marker?.startsWith('file = ')) {
    const fixture = marker.slice('file = '.length);
    assert.ok(fs.existsSync(path.join(root, fixture)), `${block.file}:${block.line}: the marker's file ${fixture} does not exist`);
    head.push(`const file = new File([(await import('node:fs')).readFileSync(${JSON.stringify(path.join(root, fixture))})], ${JSON.stringify(path.basename(fixture))});`);
    marker = null;
  } else {
    assert.ok(!/\bfile\b/.test(block.code), `${block.file}:${block.line}: the block reads \`file\` without a file marker`);
  }
  assert.ok(marker === null || marker === 'browser', `${block.file}:${block.line}: an unknown marker "${marker}"`);
  // Imports stay first, before the checks' helpers.
  const imports = body.filter((l) => /^import /.test(l));
  const rest = body.filter((l) => !/^import /.test(l));
  return { source: [...imports, ...head, ...rest, 'console.log(JSON.stringify({ checked: __checked }));', ''].join('\n'), claims };
}

test('the READMEs have examples, and their markers are known', () => {
  const all = READMES.flatMap(jsBlocks);
  for (const file of READMES) assert.ok(all.some((b) => b.file === file), `${file} has no js example`);
  for (const b of all) runnable(b);
});

test('the claims in comments are read as claims: a wrong one fails its example', () => {
  const { source, claims } = runnable({ file: 'inline', line: 0, code: 'const n = 2;\nn + 1; // 4\n', marker: null });
  assert.deepEqual(claims, [{ line: 2, text: '4' }]);
  assert.throws(() => execFileSync(process.execPath, ['--input-type=module', '-e', source], { stdio: 'pipe' }), /the example gives 3, its comment says 4/);
});

test('every js example of README.md and pkg/README.md runs against the installed package, and its comments hold', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-readme-'));
  try {
    const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', dir, path.join(root, 'pkg')], { encoding: 'utf8' }));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'readme-examples', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-save', path.join(dir, packed[0].filename)], { cwd: dir, stdio: 'pipe' });
    let ran = 0;
    let checked = 0;
    for (const block of READMES.flatMap(jsBlocks)) {
      const where = `${block.file}:${block.line}`;
      const { source, claims } = runnable(block);
      const file = path.join(dir, `example-${path.basename(block.file, '.md')}-${block.line}.mjs`);
      fs.writeFileSync(file, source);
      if (block.marker === 'browser') {
        try {
          execFileSync(process.execPath, ['--check', file], { stdio: 'pipe' });
        } catch (e) {
          assert.fail(`${where}: the example does not parse:\n${errors(e)}`);
        }
        for (const [, names] of block.code.matchAll(/^import \{([^}]*)\} from "tengen";/gm)) {
          for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) assert.ok(name in tengen, `${where}: the example imports ${name}, which the package does not export`);
        }
        continue;
      }
      let out;
      try {
        out = execFileSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      } catch (e) {
        assert.fail(`${where}: the example fails:\n${errors(e)}`);
      }
      const result = JSON.parse(out.trim().split('\n').at(-1));
      assert.equal(result.checked, claims.length, `${where}: every claim checked`);
      ran++;
      checked += result.checked;
    }
    console.log(`${ran} examples ran, ${checked} claims in their comments held`);
    assert.ok(ran >= 4, `only ${ran} examples ran`);
    assert.ok(checked >= 8, `only ${checked} claims checked`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
