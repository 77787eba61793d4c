// Builds the <tengen-board> element (www/src/element/) into the package: pkg/board.js,
// `import "tengen/board"`. The module imports the package's own browser entry
// (./index.js) rather than a copy of it, so every board on a page, and the page's own
// `import "tengen"`, share one instance of the wasm. The words of four of the five
// languages, the record code (board-record-*.js), the problem player (board-problem-*.js),
// the terms line (board-terms-*.js) and the other parts loaded on demand are chunks
// beside it, loaded the first time an element needs one.
// Run by scripts/build-pkg.mjs; alone, it rebuilds the element into an existing pkg/.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildBoard(pkg = path.join(root, 'pkg')) {
  const ours = (f) => /^board(-[\w-]+)?\.js$/.test(f);
  for (const f of fs.readdirSync(pkg)) if (ours(f)) fs.rmSync(path.join(pkg, f));
  await build({
    entryPoints: { board: path.join(root, 'www', 'src', 'element', 'index.ts') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    outdir: pkg,
    chunkNames: 'board-[name]-[hash]',
    logLevel: 'warning',
    plugins: [
      {
        name: 'the-package-itself',
        setup(b) {
          b.onResolve({ filter: /^tengen$/ }, () => ({ path: './index.js', external: true }));
        },
      },
    ],
  });
  const files = fs.readdirSync(pkg).filter(ours).sort();
  // The declarations: the element's public types (www/src/element/api.ts, which the
  // element implements) without that file's header, importing from the package's own
  // declarations; then the class, whose members are those of TengenBoardApi, with
  // addEventListener typed for each of its events.
  const api = fs.readFileSync(path.join(root, 'www', 'src', 'element', 'api.ts'), 'utf8');
  const body = api.replace(/^(\/\/.*\n)+/, '');
  if (!/^import type \{[^}]+\} from "tengen";$/m.test(body)) throw new Error('www/src/element/api.ts: its one import from "tengen" was not found');
  fs.writeFileSync(
    path.join(pkg, 'board.d.ts'),
    `// <tengen-board>: importing this module defines the element.
${body.replace(/ from "tengen";$/m, " from './tengen.js';")}
/** The \`<tengen-board>\` element. */
export declare class TengenBoard extends HTMLElement {
  addEventListener<K extends keyof TengenBoardEventMap>(type: K, listener: (this: TengenBoard, event: TengenBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof TengenBoardEventMap>(type: K, listener: (this: TengenBoard, event: TengenBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}
export interface TengenBoard extends TengenBoardApi {}
declare global {
  interface HTMLElementTagNameMap { 'tengen-board': TengenBoard; }
}
`,
  );
  const metaFile = path.join(pkg, 'package.json');
  const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
  meta.exports = {
    ...meta.exports,
    './board': { types: './board.d.ts', default: './board.js' },
    './board.js': { types: './board.d.ts', default: './board.js' },
  };
  meta.files = [...meta.files.filter((f) => !ours(f) && f !== 'board.d.ts'), ...files, 'board.d.ts'];
  meta.sideEffects = [...new Set([...(meta.sideEffects ?? []), './board.js'])];
  fs.writeFileSync(metaFile, JSON.stringify(meta, null, 2) + '\n');
  return files;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const files = await buildBoard();
  console.log(`pkg/ board: ${files.join(', ')}`);
}
