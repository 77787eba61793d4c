// The npm package as it would be published: the tarball holds exactly the files its
// README lists under "The files" (between <!-- package-files --> and
// <!-- /package-files -->, made from npm/README.md), its manifest names no address the
// project does not have, and its README is an npm user's. `npm publish --dry-run` runs
// in scripts/test.sh. Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = path.join(root, 'pkg');

/** The file names, or patterns with `*`, that the package README's list names. */
function documentedFiles() {
  const readme = fs.readFileSync(path.join(pkg, 'README.md'), 'utf8');
  const section = /<!-- package-files -->\n([\s\S]*?)<!-- \/package-files -->/.exec(readme);
  assert.ok(section, 'pkg/README.md lists the files between <!-- package-files --> and <!-- /package-files -->');
  const names = [];
  for (const line of section[1].split('\n').filter(Boolean)) {
    assert.match(line, /^- `/, `a list item naming files: ${line}`);
    // The names are the code spans before the first colon after one (the rest says what they are).
    const colon = line.indexOf('`: ');
    for (const [, name] of line.slice(0, colon < 0 ? line.length : colon + 1).matchAll(/`([^`]+)`/g)) names.push(name);
  }
  return names;
}

const matcher = (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);

/** What `npm pack` would put in the tarball, as npm lists it. */
function packed() {
  const [report] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', pkg], { encoding: 'utf8' }));
  return report.files.map((f) => f.path).sort();
}

test('the tarball holds exactly the files the package README lists', () => {
  const documented = documentedFiles();
  const files = packed();
  for (const name of documented) assert.ok(files.some((f) => matcher(name).test(f)), `${name} is listed but not in the tarball: ${files.join(', ')}`);
  for (const f of files) {
    const by = documented.filter((name) => matcher(name).test(f));
    assert.equal(by.length, 1, `${f} is in the tarball and matched by ${by.length} listed names (${by.join(', ')})`);
  }
  // The element's chunks: its four other languages, its record and its terms code.
  const chunks = files.filter((f) => /^board-.+\.js$/.test(f));
  assert.ok(chunks.length >= 6, `the element's chunks: ${chunks.join(', ')}`);
  console.log(`the tarball: ${files.join(', ')}`);
});

test('the check of the file list fails for a file not listed and for a listed file that is missing', () => {
  const documented = documentedFiles();
  const files = packed();
  // What the first test asserts, on a tarball with a stray file and one without node.js.
  const unlisted = (list) => list.filter((f) => !documented.some((name) => matcher(name).test(f)));
  const missing = (list) => documented.filter((name) => !list.some((f) => matcher(name).test(f)));
  assert.deepEqual(unlisted([...files, 'tests/api.test.mjs']), ['tests/api.test.mjs']);
  assert.deepEqual(missing(files.filter((f) => f !== 'node.js')), ['node.js']);
  assert.deepEqual([unlisted(files), missing(files)], [[], []]);
});

test('package.json: the package, its version (the crate\'s), and no address that does not exist', () => {
  const meta = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
  const cargo = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8');
  assert.equal(meta.name, 'tengen');
  assert.equal(meta.version, /^version = "([^"]+)"/m.exec(cargo)[1]);
  assert.equal(meta.license, 'MIT');
  assert.ok(meta.description.length > 20);
  // The repository has no public home yet: no repository, homepage or bugs, rather than a placeholder.
  for (const field of ['repository', 'homepage', 'bugs']) assert.equal(meta[field], undefined, `${field}: ${JSON.stringify(meta[field])}`);
  assert.doesNotMatch(JSON.stringify(meta) + cargo, /example\.invalid/);
});

test('the package README is an npm user\'s: install, quick start, the element, and nothing of the repository', () => {
  const readme = fs.readFileSync(path.join(pkg, 'README.md'), 'utf8');
  const source = fs.readFileSync(path.join(root, 'npm', 'README.md'), 'utf8');
  for (const heading of ['## Install', '## Quick start', '## `<tengen-board>`', '## The files']) assert.ok(readme.includes(`\n${heading}\n`), heading);
  assert.match(readme, /npm install tengen/);
  assert.doesNotMatch(readme, /<!-- bot -->/, 'the place of the bot section is filled or removed');
  // Its section on the bot is there exactly when the package exports Bot.
  const declared = fs.readFileSync(path.join(pkg, 'tengen.d.ts'), 'utf8');
  assert.equal(readme.includes('## A computer opponent'), /^export class Bot\b/m.test(declared));
  if (!/^export class Bot\b/m.test(declared)) assert.equal(readme, source.replace('<!-- bot -->\n\n', ''));
  // What only the repository has: its scripts, its folders, its set-up.
  for (const word of [/npm (start|test)\b/, /\bscripts\//, /\bwww\//, /\bsrc\//, /\bcargo\b/i, /\bBENCHMARKS\.md\b/, /\bwasm-pack\b/]) assert.doesNotMatch(readme, word);
});
