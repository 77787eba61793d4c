// What www/dist weighs: the page as it first loads (main.js, the chunks it imports at
// once, index.html, style.css) and the chunks it loads on a user action, each
// file gzipped alone at level 9, as `gzip -9` would. Used by build.mjs, the size test
// and bench/page.mjs, so that all three count the same files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The gzipped size of `file` in `dist`. */
export const gzipSize = (dist, file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunks `file` imports statically (`import … from "./x.js"`), not by `import()`. */
const staticImports = (dist, file, chunks) => {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  return chunks.filter((f) => new RegExp(`(from|import)\\s*"\\./${f.replace('.', '\\.')}"`).test(text));
};

/**
 * `{ first, later }`: the file names of the page's first load (index.html, style.css,
 * main.js and every chunk it imports statically, at any depth), and of the chunks loaded
 * by `import()` (on a user action: the panels, the languages, the package's words; and
 * the element's record and terms code, which the page never loads).
 */
export function pageParts(dist) {
  const chunks = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'main.js').sort();
  const eager = new Set();
  const todo = ['main.js'];
  while (todo.length) for (const f of staticImports(dist, todo.pop(), chunks)) if (!eager.has(f)) todo.push(eager.add(f) && f);
  return { first: ['main.js', 'index.html', 'style.css', ...[...eager].sort()], later: chunks.filter((f) => !eager.has(f)) };
}
