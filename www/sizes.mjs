// What www/dist weighs: the page as it first loads (main.js, the chunks it imports at
// once, index.html, style.css) and the chunks it loads later (the languages), each
// file gzipped alone at level 9, as `gzip -9` would. Used by build.mjs, the size test
// and bench/page.mjs, so that all three count the same files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The gzipped size of `file` in `dist`. */
export const gzipSize = (dist, file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** `{ first, later }`: the file names of the page's first load, and of what loads when needed. */
export function pageParts(dist) {
  const chunks = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'main.js').sort();
  const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
  const eager = chunks.filter((f) => new RegExp(`(from|import)\\s*"\\./${f.replace('.', '\\.')}"`).test(main));
  return { first: ['main.js', 'index.html', 'style.css', ...eager], later: chunks.filter((f) => !eager.includes(f)) };
}
