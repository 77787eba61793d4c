// Builds the <tengen-board> element (www/src/element/) into the package: pkg/board.js,
// `import "tengen/board"`. The module imports the package's own browser entry
// (./index.js) rather than a copy of it, so every board on a page, and the page's own
// `import "tengen"`, share one instance of the wasm. The words of four of the five
// languages, the record and problem code (board-record-*.js) and the terms line
// (board-terms-*.js) are chunks beside it, loaded the first time an element needs one.
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
  const declared = fs.readFileSync(path.join(pkg, 'tengen.d.ts'), 'utf8');
  const tree = declared.includes('class GameTree') ? "import('./tengen.js').GameTree" : 'unknown';
  fs.writeFileSync(
    path.join(pkg, 'board.d.ts'),
    `// <tengen-board>: importing this module defines the element (README, "Embed a board").
import type { Game, IllegalMoveInfo, Player, RulesName, Score, ShapeTerm, Vertex } from './tengen.js';
/** The \`move\` event's detail. */
export interface MoveDetail { move: { color: Player; point: Vertex | null }; moveNumber: number; captures: Vertex[]; terms: ShapeTerm[]; }
/** The \`illegal\` event's detail. */
export interface IllegalDetail { point: Vertex; reason: string; explanation: string; info: IllegalMoveInfo; }
export declare class TengenBoard extends HTMLElement {
  /** The game shown (the element's own: do not free it). */
  readonly game: Game | null;
  /** The record, when the element shows one (\`sgf\`, \`src\`). */
  readonly tree: ${tree} | null;
  readonly mode: 'play' | 'replay' | 'problem';
  play(x: number, y: number): boolean;
  pass(): boolean;
  undo(): boolean;
  goTo(path: number[]): boolean;
  score(): Score | null;
  highlight(points: readonly Vertex[] | null): void;
  refreshStyle(): void;
  resign(): void;
  resume(): void;
  endNoResult(): void;
  suggestDead(): void;
  showOwnership(on: boolean): void;
  /** A new game; the package's refusal in words, or null. */
  newGame(settings: { size: number; rules: RulesName; komi: number; handicap: number }): string | null;
  /** Shows \`game\` (the element then owns and frees it) and says \`said\` in its live region. */
  showGame(game: Game, settings: { size: number; rules: RulesName; komi: number; handicap: number }, said?: string | ((state: unknown) => string)): void;
  /** Redraws after \`el.game\` was changed from outside, and says \`message\`. */
  refresh(message?: string | ((state: unknown) => string), kind?: 'info' | 'error'): void;
  /** The board's canvas (\`data-grid\` aims at points). */
  readonly canvas: HTMLCanvasElement | null;
}
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
