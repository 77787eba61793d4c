// Builds the page into www/dist/, a self-contained static site:
//   main.js (esbuild bundle of src/page/main.ts and the tengen package, minified once
//   more by terser; the chunks it loads later beside it), index.html,
//   style.css and tengen_bg.wasm, which the package fetches from beside the bundle.
// Run from anywhere: node www/build.mjs
import { build, transform } from 'esbuild';
import { minify } from 'terser';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSize, pageParts } from './sizes.mjs';

const www = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(www, 'dist');

// The wasm of the package the bundle imports: node_modules/tengen (a link to pkg/).
const require = createRequire(path.join(www, 'src', 'page', 'main.ts'));
let wasm;
try {
  wasm = path.join(path.dirname(require.resolve('tengen/package.json')), 'tengen_bg.wasm');
} catch {
  wasm = '';
}
if (!wasm || !fs.existsSync(wasm)) {
  console.error('www/build.mjs: the tengen package is not built; run `node scripts/build-pkg.mjs` first.');
  process.exit(1);
}

// The settings of both bundles: the page's and the computer's worker.
const shared = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
};

fs.rmSync(dist, { recursive: true, force: true });
fs.mkdirSync(dist, { recursive: true });

await build({
  entryPoints: [path.join(www, 'src', 'page', 'main.ts')],
  // The words of four of the five languages, and the package's texts module, are
  // imported when first needed: chunks of their own beside main.js.
  outdir: dist,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  splitting: true,
  ...shared,
  plugins: [
    {
      // numbers.ts (a few lines: how the texts write numbers) is imported by the English
      // table, in main.js, and by chunks loaded later (the other languages, the count).
      // Shared by both, esbuild would put it in a chunk of its own, one more file of the
      // first load (227 B gzipped, and its import): the later chunks get a copy of their
      // own instead (a module of the same file with a suffix), and main.js keeps its own.
      name: 'numbers-apart',
      setup(b) {
        b.onResolve({ filter: /\/numbers\.ts$/ }, (args) =>
          args.importer.startsWith(path.join(www, 'src', 'lang') + path.sep) || args.importer === path.join(www, 'src', 'page', 'count.ts')
            ? { path: path.join(www, 'src', 'numbers.ts'), suffix: '?later' }
            : undefined,
        );
      },
    },
    {
      // The element's BotWorker (src/element/botworker.ts: the package's own) is the
      // page's (src/page/botworker.ts): the same class, made in a chunk loaded on
      // demand, so that its client stays out of the first load (the reason is there).
      name: 'the-page-botworker',
      setup(b) {
        b.onResolve({ filter: /^\.\/botworker\.ts$/ }, (args) =>
          args.importer === path.join(www, 'src', 'element', 'computer.ts') ? { path: path.join(www, 'src', 'page', 'botworker.ts') } : undefined,
        );
      },
    },
  ],
});

// The first load in one file. esbuild puts the modules main.js shares with the chunks it
// imports later (the package's glue, the board's state and layout, its own export helper)
// into chunks of their own, which main.js imports at once: three more files of the first
// load, each gzipped apart (about 650 B more than the same code in one file). They are
// bundled into main.js, which exports what the later chunks used of them; the later
// chunks then import it from main.js (already loaded: only main.js imports them).
await (async function mergeFirstLoad() {
  const eager = pageParts(dist).first.filter((f) => f.endsWith('.js') && f !== 'main.js');
  if (!eager.length) return;
  const later = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'main.js' && !eager.includes(f));
  const importRe = /import\{([^}]*)\}from"\.\/(chunk-[A-Za-z0-9]+\.js)";?/g;
  const bareRe = /import"\.\/(chunk-[A-Za-z0-9]+\.js)";?/g;
  // Each eager chunk's exports that a later chunk uses, and the name main.js gives it.
  const names = new Map(eager.map((f) => [f, new Map()]));
  let n = 0;
  for (const f of later) {
    for (const [, list, chunk] of fs.readFileSync(path.join(dist, f), 'utf8').matchAll(importRe)) {
      if (!names.has(chunk)) continue;
      for (const item of list.split(',')) {
        const name = item.split(' as ')[0].trim();
        if (!names.get(chunk).has(name)) names.get(chunk).set(name, `m${(n++).toString(36)}`);
      }
    }
  }
  const entry = [
    'import "./main.js";',
    ...eager.map((f) => `export { ${[...names.get(f)].map(([name, as]) => `${name} as ${as}`).join(', ')} } from "./${f}";`),
  ].join('\n');
  const out = await build({
    stdin: { contents: entry, resolveDir: dist, loader: 'js', sourcefile: 'first-load.js' },
    write: false,
    outfile: path.join(dist, 'main.js'),
    ...shared,
    plugins: [
      {
        // The chunks main.js imports later stay chunks of their own.
        name: 'later-chunks-apart',
        setup(b) {
          b.onResolve({ filter: /^\.\// }, (args) => (later.includes(args.path.slice(2)) ? { path: args.path, external: true } : undefined));
        },
      },
    ],
  });
  // Minified once more by terser (the devDependency), as a module (its exports, import()
  // and import.meta kept): its names, chosen by how often each is used, and its
  // compression leave main.js about 0.9 KB smaller gzipped than esbuild's minification alone.
  const min = await minify(out.outputFiles[0].text, { module: true, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  fs.writeFileSync(path.join(dist, 'main.js'), min.code);
  for (const f of later) {
    const file = path.join(dist, f);
    const text = fs.readFileSync(file, 'utf8');
    const rewritten = text
      .replace(importRe, (whole, list, chunk) => {
        if (!names.has(chunk)) return whole;
        const items = list.split(',').map((item) => {
          const [name, as = name] = item.split(' as ').map((s) => s.trim());
          return `${names.get(chunk).get(name)} as ${as}`;
        });
        return `import{${items.join(',')}}from"./main.js";`;
      })
      .replace(bareRe, (whole, chunk) => (names.has(chunk) ? 'import"./main.js";' : whole));
    for (const chunk of eager) if (rewritten.includes(chunk)) throw new Error(`www/build.mjs: ${f} still names ${chunk}`);
    fs.writeFileSync(file, rewritten);
  }
  for (const f of eager) fs.rmSync(path.join(dist, f));
})();

// The computer opponent's worker (the package's bot-worker.js and the module it
// instantiates), one file beside the chunk that starts it: BotWorker finds it with
// `new URL('./bot-worker.js', import.meta.url)`, and it fetches tengen_bg.wasm from
// beside itself. Only a game against the computer, a hint or the winrate graph load it.
// The worker imports the package's full module (full.js) only for a `solve` (the
// element's problem mode): it stays a file of its own beside the worker, with its
// wasm, fetched on that first use, instead of being bundled into the worker.
await build({
  entryPoints: [path.join(path.dirname(wasm), 'bot-worker.js')],
  outfile: path.join(dist, 'bot-worker.js'),
  external: ['./full.js'],
  ...shared,
});
for (const f of ['full.js', 'tengen_full_bg.wasm']) fs.copyFileSync(path.join(path.dirname(wasm), f), path.join(dist, f));
// The network's worker (issue 30: the computer on 7×7 to 19×19, its hints and territory
// view): the package's bot-worker-full.js (bundled already with the full module's glue),
// which BotWorker({ net }) starts from beside the computer's chunk, and which fetches
// tengen_full_bg.wasm (above) and the built-in network, nets/b6c96.bin.gz, from beside
// itself, the network on the first request only. The server must send the .gz as its
// bytes (serve.mjs: application/gzip, no Content-Encoding); the worker inflates it.
fs.copyFileSync(path.join(path.dirname(wasm), 'bot-worker-full.js'), path.join(dist, 'bot-worker-full.js'));
fs.mkdirSync(path.join(dist, 'nets'));
fs.copyFileSync(path.join(path.dirname(wasm), 'nets', 'b6c96.bin.gz'), path.join(dist, 'nets', 'b6c96.bin.gz'));

// index.html as written, less the indentation at the start of its lines (a line break
// stays, so no words run together), and without the quotes around the attribute values
// that need none (`class="small"` → `class=small`: no space, quote, `=`, `<`, `>` or
// backtick in them, as HTML allows).
const html = fs
  .readFileSync(path.join(www, 'index.html'), 'utf8')
  .replace(/\n[ \t]+/g, '\n')
  .replace(/<[a-z][^>]*>/g, (tag) => tag.replace(/ ([a-z-]+)="([^\s"'=<>`]+)"/g, ' $1=$2'));
fs.writeFileSync(path.join(dist, 'index.html'), html);
// The style sheet, minified as the script is (the source stays commented and readable).
const css = await transform(fs.readFileSync(path.join(www, 'style.css'), 'utf8'), { loader: 'css', minify: true, target: 'chrome100', logLevel: 'warning' });
fs.writeFileSync(path.join(dist, 'style.css'), css.code);
fs.copyFileSync(wasm, path.join(dist, 'tengen_bg.wasm'));

// The lesson page (lesson.html, lesson.css, and its script and records in lessons/): an
// example of a teaching site that uses the package with no bundler, from a copy of the
// package's files in tengen/, as a site would serve node_modules/tengen.
const pkgDir = path.dirname(wasm);
const shipped = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).files;
fs.mkdirSync(path.join(dist, 'tengen'));
for (const f of shipped) if (f !== 'node.js' && (f.endsWith('.js') || f.endsWith('.wasm'))) fs.copyFileSync(path.join(pkgDir, f), path.join(dist, 'tengen', f));
// The built-in network beside them (nets/b6c96.bin.gz), which the element's computer loads on first use.
fs.cpSync(path.join(pkgDir, 'nets'), path.join(dist, 'tengen', 'nets'), { recursive: true });
for (const file of ['lesson.html', 'lesson.css']) fs.copyFileSync(path.join(www, file), path.join(dist, file));
fs.cpSync(path.join(www, 'lessons'), path.join(dist, 'lessons'), { recursive: true });

// Sizes, gzipped at level 9 as `gzip -9` would: chunks main.js imports at once count
// as the page; the others load when needed.
const gz = (f) => gzipSize(dist, f);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const { first: page, later: lazy } = pageParts(dist);
for (const f of [...page, 'tengen_bg.wasm', ...lazy]) {
  console.log(`  ${f.padEnd(22)} ${kb(fs.statSync(path.join(dist, f)).size).padStart(9)}  gzip ${kb(gz(f)).padStart(8)}`);
}
console.log(`www/dist/ built: page without the wasm ${kb(page.reduce((n, f) => n + gz(f), 0))} gzipped; loaded when needed ${kb(lazy.reduce((n, f) => n + gz(f), 0))}`);
