// Builds the npm package in pkg/ with wasm-pack, then adds the two entry points that
// let users `import { Game } from "tengen"` with no init step:
//   node.js  — Node: reads the .wasm beside it and instantiates it synchronously;
//   index.js — browsers and bundlers: fetches the .wasm beside it (top-level await).
// Finally links node_modules/tengen to pkg/, so this repo's tests and page import the
// package by its name, exactly as its users do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBoard } from './build-board.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = path.join(root, 'pkg');
const bin = path.join(root, 'node_modules', '.bin');
const env = {
  ...process.env,
  // wasm-pack runs the first wasm-opt on PATH: npm's binaryen (Debian's is too old).
  PATH: [bin, path.join(process.env.HOME ?? '/root', '.cargo', 'bin'), process.env.PATH].join(path.delimiter),
  // wasm-bindgen's weak references (the variable its CLI reads for --weak-refs, which
  // wasm-pack does not pass on): a Game that is dropped without free() is freed by a
  // FinalizationRegistry when collected.
  WASM_BINDGEN_WEAKREF: '1',
};

// The module is built with the nightly toolchain's own standard library
// (-Z build-std, from the rust-src component that scripts/setup.sh installs), compiled
// with the panic strategy `immediate-abort`: a panic (which the façade never lets
// happen, see src/wasm/mod.rs) traps at once instead of formatting a message, so no
// panic message, source location or formatting code is left in the module. It is the
// same trap as before, 4.4 KB gzipped smaller (see BENCHMARKS.md, "Sizes"). Only this
// build uses nightly; `cargo test`, clippy and the benchmarks stay on stable.
// TENGEN_STABLE=1 builds with stable's prebuilt standard library instead (larger).
// `--cfg tengen_nightly` lets the crate use nightly's `#[optimize(size)]` on its cold
// code (the dead-stone judging after the playouts, Benson's algorithm).
//
// LLVM's inliner copies a function into its callers when its cost is under a threshold
// (250 at opt-level 3). The hot path does not rely on that: its small functions are
// marked `#[inline]` (threshold 325 for those, whatever this one says) or
// `#[inline(always)]`. Elsewhere (the façade's conversions, the SGF reader, the
// namer, the explanations, the standard library's helpers) copies of mid-sized
// functions are only size: at 40 the module is 2.9 KB gzipped smaller, at 35 another
// 0.3 KB. At 30 and below wasm-bindgen's reference-count drop stays out of line in
// every entry point, a few % per call; at 35 it is still inlined, and the benchmarks
// run at the same speed (BENCHMARKS.md, "Sizes").
const inlining = '-Cllvm-args=-inline-threshold=35';
const stable = process.env.TENGEN_STABLE === '1';
const nightly = stable
  ? { env: { RUSTFLAGS: inlining }, args: [] }
  : {
      env: {
        RUSTUP_TOOLCHAIN: 'nightly',
        RUSTFLAGS: `-Zunstable-options -Cpanic=immediate-abort --cfg tengen_nightly ${inlining}`,
      },
      args: ['-Zbuild-std=std,panic_abort'],
    };
if (!stable) {
  let installed = '';
  try {
    installed = execFileSync('rustup', ['component', 'list', '--installed', '--toolchain', 'nightly'], { encoding: 'utf8' });
  } catch {}
  if (!/^rust-src\b/m.test(installed)) {
    console.error('the wasm build needs the nightly toolchain with rust-src: run bash scripts/setup.sh (or TENGEN_STABLE=1 for a larger module built on stable)');
    process.exit(1);
  }
}
// TENGEN_SERDE=1: the bot's options are read through serde-wasm-bindgen too
// (Cargo.toml's `serde-io` feature), for the size comparison in BENCHMARKS.md.
const serdeIo = process.env.TENGEN_SERDE === '1' ? ['--features', 'serde-io'] : [];
// The flags of wasm-opt, as wasm-pack would pass them (buildModule runs it).
const wasmOptFlags = JSON.parse(
  fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8').match(/^\[package\.metadata\.wasm-pack\.profile\.release\]\nwasm-opt = (\[.*\])$/m)?.[1] ??
    'null',
);
if (!Array.isArray(wasmOptFlags)) throw new Error('Cargo.toml: the wasm-opt flags of [package.metadata.wasm-pack.profile.release] were not found');

/**
 * Builds one wasm module with wasm-pack into `outDir` as `<name>_bg.wasm` and its glue
 * `<name>.js`, minified, with the short names (see shortenNames below).
 */
function buildModule(outDir, name, { packArgs = [], cargoArgs = [], rustflags = '' } = {}) {
  // wasm-pack builds and runs wasm-bindgen; wasm-opt runs here afterwards (--no-opt),
  // with the flags of Cargo.toml's [package.metadata.wasm-pack.profile.release], so
  // that the table entries no code can call are dropped first (see dropClosureInvokers).
  execFileSync(
    'wasm-pack',
    ['build', '--mode', 'no-install', '--release', '--no-opt', '--target', 'web', '--out-dir', outDir, '--out-name', name, ...packArgs, '.', ...nightly.args, ...serdeIo, ...cargoArgs],
    { cwd: root, stdio: 'inherit', env: { ...env, ...nightly.env, RUSTFLAGS: `${nightly.env.RUSTFLAGS} ${rustflags}`.trim() } },
  );
  const wasm = path.join(outDir, `${name}_bg.wasm`);
  dropClosureInvokers(wasm);
  execFileSync(path.join(bin, 'wasm-opt'), [wasm, '-o', wasm, ...wasmOptFlags], { cwd: root, stdio: 'inherit', env });
  // The generated glue carries every doc comment; they are in the .d.ts for editors, so
  // the shipped JavaScript is minified (esbuild keeps import.meta.url and the exports).
  const glue = path.join(outDir, `${name}.js`);
  execFileSync(
    path.join(bin, 'esbuild'),
    [glue, '--minify', '--format=esm', '--target=es2020', '--allow-overwrite', `--outfile=${glue}`],
    { cwd: root, stdio: 'inherit', env },
  );
  // The names between the module and its glue: wasm-bindgen names each function it
  // imports from the glue after the JavaScript it calls plus a 16-digit hash
  // (`__wbg_get_d7176cfb76d71114`), and each export after its class and method
  // (`game_explainScore`); each name is written in the module and again in the glue.
  // Hashes do not compress: with short names (`_0`, `_1`, … for the imports, `$0`, `$1`,
  // … for the functions it exports) the module and its glue are 1.5 KB gzipped smaller
  // (BENCHMARKS.md, "Sizes"). Both sides are renamed together here; the memory keeps its
  // name (the entry points read it). A name the glue does not use as expected stops the
  // build.
  shortenNames(wasm, glue, path.join(outDir, `${name}_bg.wasm.d.ts`));
}

// The full module (`tengen/full`): the core and everything too large for the core
// package's budget, the network evaluator `Net` first (Cargo.toml's feature `full`).
// It is built first, in target/, because wasm-pack rewrites its output directory's
// package.json; its module, glue and declarations are then copied into pkg/. The
// evaluator's convolutions use wasm's 128-bit SIMD (every current browser and Node
// have it); the core module is built without it, for the widest reach.
const fullDir = path.join(root, 'target', 'full-pkg');
fs.rmSync(fullDir, { recursive: true, force: true });
buildModule(fullDir, 'tengen_full', { cargoArgs: ['--features', 'full'], rustflags: '-Ctarget-feature=+simd128' });
buildModule(pkg, 'tengen', { packArgs: process.argv.slice(2) });
for (const f of ['tengen_full_bg.wasm', 'tengen_full.js', 'tengen_full.d.ts', 'tengen_full_bg.wasm.d.ts']) {
  fs.copyFileSync(path.join(fullDir, f), path.join(pkg, f));
}

// The declarations: wasm-bindgen ends tengen.d.ts with its init API (InitInput,
// initSync, the default init), typed with DOM and WebAssembly types that a consumer on
// plain lib es2022 lacks, so a strict consumer without skipLibCheck would get errors
// inside this package. The entry points below initialise the module themselves; users
// never call these, so the declarations stop before them.
// The full module's declarations end with `Net.load`, which its JavaScript adds to the
// class (src/wasm/net-client.js), merged into the class as a namespace (which must
// follow the class it merges with).
const netLoad = `
export declare namespace Net {
  /**
   * A network from the bytes of a KataGo model file (\`.bin\` or \`.bin.gz\`; gzip is
   * undone with the platform's \`DecompressionStream\`); with no argument, the built-in
   * b6c96 network (\`tengen/nets/b6c96.bin.gz\`). Rejects with \`invalid-model\`,
   * \`unsupported-model\`, \`invalid-argument\` or \`net-unavailable\`.
   */
  function load(model?: ArrayBuffer | Uint8Array): Promise<Net>;
}
`;
const dts = path.join(pkg, 'tengen.d.ts');
for (const [file, tail] of [[dts, ''], [path.join(pkg, 'tengen_full.d.ts'), netLoad]]) {
  const declared = fs.readFileSync(file, 'utf8');
  const initApi = declared.indexOf('\nexport type InitInput');
  if (initApi < 0) throw new Error(`${file}: the init API to leave out was not found`);
  let text = declared.slice(0, initApi + 1) + tail;
  // The full module's Bot and Net take the core module's Games too (copied through
  // their snapshots): their parameters say so.
  if (tail) text = `import type { Game as CoreGame } from './tengen.js';\n${text.replaceAll('(game: Game,', '(game: Game | CoreGame,')}`;
  fs.writeFileSync(file, text);
}

const write = (name, text) => fs.writeFileSync(path.join(pkg, name), text);
// The hand-written layer that makes the hot calls cheap (src/wasm/boundary.js), and
// the entry points that install it on the instantiated module.
// The bot's worker: bot-client.js (the BotWorker class, imported by both entry points)
// and bot-serve.js (the worker's side, imported by the worker files below) are
// hand-written beside boundary.js.
for (const name of ['boundary.js', 'bot-client.js', 'bot-serve.js', 'net-client.js', 'solve-client.js']) {
  execFileSync(
    path.join(bin, 'esbuild'),
    [path.join(root, 'src', 'wasm', name), '--minify', '--format=esm', '--target=es2022', `--outfile=${path.join(pkg, name)}`],
    { cwd: root, stdio: 'inherit', env },
  );
}
// The words in five languages (src/text/): a module of their own, imported only when a
// page asks for them with loadTexts(), so that the WebAssembly module stays small.
for (const name of ['texts.js', 'texts-data.js', 'texts.d.ts']) {
  fs.copyFileSync(path.join(root, 'src', 'text', name), path.join(pkg, name));
}
const loadTexts = `/** tengen's words in five languages, imported on first use. */
export function loadTexts() {
  return import('./texts.js');
}
`;
// The full module (\`tengen/full\`) is imported on first use: by loadFull(), or by
// Net.load(), whose network lives there. A core Game crosses to it as a snapshot
// (src/wasm/net-client.js).
const lazyFull = (entry) => `/** The full module (tengen/full: the network evaluator and all of the core), imported on first use. */
export function loadFull() {
  return import('./${entry}');
}
/** KataGo's networks: Net.load() imports the full module, then reads the model. */
export const Net = /* @__PURE__ */ lazyNet(loadFull);
`;
// How each entry point's BotWorker talks to the worker it started (`w`): a Web Worker
// in a browser, a worker thread in Node. Each entry point writes out its own
// `new Worker(new URL(…))` (the literal form bundlers recognise), then this.
const webPort = `  w.onmessage = (e) => on.message(e.data);
  w.onerror = (e) => {
    e.preventDefault();
    on.failed(e.message || 'it could not be loaded, or it threw');
  };
  w.onmessageerror = () => on.failed('a message from it could not be read');
  return { post: (m) => w.postMessage(m), terminate: () => w.terminate() };
`;
const nodePort = `  w.on('message', on.message);
  w.on('error', (e) => on.failed(e?.message ?? String(e)));
  w.on('messageerror', () => on.failed('a message from it could not be read'));
  w.on('exit', (code) => on.failed(\`it exited with code \${code}\`));
  return { post: (m) => w.postMessage(m), terminate: () => w.terminate(), ref: () => w.ref(), unref: () => w.unref() };
`;
// BotWorker's worker is a module file of its own, found beside the entry point with
// `new URL(…, import.meta.url)` written out in full (the form bundlers such as Vite
// recognise and bundle), so that a page under a CSP of \`worker-src 'self'\` may start
// it. Each worker instantiates its own copy of the module. BotWorker is made by a call
// marked pure, so that a bundle that does not use it leaves it and bot-client.js out.
write('index.js', `// Browsers and bundlers: fetch and instantiate the module beside this file.
import init, * as api from './tengen.js';
import { install, lazyNet } from './boundary.js';
import { botWorker } from './bot-client.js';
const wasm = await init({ module_or_path: new URL('./tengen_bg.wasm', import.meta.url) });
install(api, wasm.memory);
export * from './tengen.js';
/** The bot in a Web Worker (bot-worker.js; with \`net\`, the full module's bot-worker-full.js). */
export const BotWorker = /* @__PURE__ */ botWorker(api, (on, net) => {
  const w = net ? new Worker(new URL('./bot-worker-full.js', import.meta.url), { type: 'module' }) : new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' });
${webPort}});
${loadTexts}${lazyFull('full.js')}`);
write('node.js', `// Node: read and instantiate the module beside this file, synchronously.
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import * as api from './tengen.js';
import { install, lazyNet } from './boundary.js';
import { botWorker } from './bot-client.js';
const wasm = api.initSync({ module: readFileSync(new URL('./tengen_bg.wasm', import.meta.url)) });
install(api, wasm.memory);
export * from './tengen.js';
/** The bot in a worker thread (bot-worker-node.js; with \`net\`, the full module's bot-worker-full-node.js); idle, it does not keep Node running. */
export const BotWorker = botWorker(api, (on, net) => {
  const w = new Worker(net ? new URL('./bot-worker-full-node.js', import.meta.url) : new URL('./bot-worker-node.js', import.meta.url));
${nodePort}});
${loadTexts}${lazyFull('full-node.js')}`);
// The full module's entry points (\`tengen/full\`): as index.js and node.js, with the
// full module instead of the core one, and \`Net.load\` installed (net-client.js). The
// built-in network is the package's nets/b6c96.bin.gz, fetched beside this file in a
// browser and read from the package in Node. \`Bot\` is the wasm class behind a Proxy
// that takes \`net\` (net-client.js's installBot). BotWorker's worker runs the full
// module (bot-worker-full.js, below), which loads a network if asked; a Game of either
// module crosses to it as its snapshot, which both modules read.
write('full.js', `// Browsers and bundlers: fetch and instantiate the full module beside this file.
import init, * as api from './tengen_full.js';
import { install } from './boundary.js';
import { installNet, installBot, workerApi } from './net-client.js';
import { installSolve } from './solve-client.js';
import { botWorker } from './bot-client.js';
const wasm = await init({ module_or_path: new URL('./tengen_full_bg.wasm', import.meta.url) });
install(api, wasm.memory);
export * from './tengen_full.js';
/** The solver's functions, for the games and trees of either module (solve-client.js). */
export const { solve, solveTree, checkProblem } = installSolve(api);
/** KataGo's networks (the built-in one fetched beside this file). */
export const Net = installNet(api, async () => {
  const r = await fetch(new URL('./nets/b6c96.bin.gz', import.meta.url));
  if (!r.ok) throw new Error(\`HTTP \${r.status} for \${r.url}\`);
  return r.arrayBuffer();
});
/** The bot, with the network's search for \`new Bot({ net })\`. */
export const Bot = installBot(api);
/** The bot in a Web Worker of the full module (bot-worker-full.js), which may load a network. */
export const BotWorker = botWorker(workerApi(api), (on) => {
  const w = new Worker(new URL('./bot-worker-full.js', import.meta.url), { type: 'module' });
${webPort}});
/** The full module itself (this one is already loaded). */
export const loadFull = () => import('./full.js');
${loadTexts}`);
write('full-node.js', `// Node: read and instantiate the full module beside this file, synchronously.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import * as api from './tengen_full.js';
import { install } from './boundary.js';
import { installNet, installBot, workerApi } from './net-client.js';
import { installSolve } from './solve-client.js';
import { botWorker } from './bot-client.js';
const wasm = api.initSync({ module: readFileSync(new URL('./tengen_full_bg.wasm', import.meta.url)) });
install(api, wasm.memory);
export * from './tengen_full.js';
/** The solver's functions, for the games and trees of either module (solve-client.js). */
export const { solve, solveTree, checkProblem } = installSolve(api);
/** KataGo's networks (the built-in one read from the package). */
export const Net = installNet(api, () => readFile(new URL('./nets/b6c96.bin.gz', import.meta.url)));
/** The bot, with the network's search for \`new Bot({ net })\`. */
export const Bot = installBot(api);
/** The bot in a worker thread of the full module (bot-worker-full-node.js), which may load a network; idle, it does not keep Node running. */
export const BotWorker = botWorker(workerApi(api), (on) => {
  const w = new Worker(new URL('./bot-worker-full-node.js', import.meta.url));
${nodePort}});
/** The full module itself (this one is already loaded). */
export const loadFull = () => import('./full-node.js');
${loadTexts}`);
// The full module's entry points are bundled with its glue and the layers they use
// (boundary.js, bot-client.js, net-client.js, solve-client.js), one file each: sharing no file with the
// core entry points, they leave a bundler's tree shaking of a page that imports
// "tengen" as it was (sharing boundary.js and bot-client.js with the full entry, which
// uses all of them, put 0.9 KB more into the page's first load).
// The two entry points are minified as the glue is (they are counted in the core
// package's size, 0.3 KB gzipped less). esbuild drops comments, the marks of the pure
// calls among them, so they are written back on the calls to botWorker and lazyNet in
// index.js.
for (const name of ['index.js', 'node.js', 'full.js', 'full-node.js']) {
  const file = path.join(pkg, name);
  execFileSync(
    path.join(bin, 'esbuild'),
    [file, '--minify', '--format=esm', '--target=es2022', '--allow-overwrite', `--outfile=${file}`, ...(name.includes('node') ? ['--platform=node'] : []), ...(name.startsWith('full') ? ['--bundle', '--external:./texts.js', '--external:./full.js', '--external:./full-node.js'] : [])],
    { cwd: root, stdio: 'inherit', env },
  );
  if (name === 'index.js') {
    let text = fs.readFileSync(file, 'utf8');
    for (const f of ['botWorker', 'lazyNet']) {
      const alias = text.match(new RegExp(`import\\{[^}]*\\b${f} as ([\\w$]+)[^}]*\\}`))?.[1];
      const call = alias && new RegExp(`=${alias.replace(/\$/g, '\\$')}\\(`, 'g');
      if (!call || text.match(call)?.length !== 1) throw new Error(`index.js: the call to ${f} to mark pure was not found once`);
      text = text.replace(call, () => `=/* @__PURE__ */${alias}(`);
    }
    fs.writeFileSync(file, text);
  }
}
// The full module's BotWorker workers (\`new BotWorker({ net })\` of tengen/full): the
// full module, the layers and the loading of the network (net-client.js's workerNet),
// bundled into one file each as full.js is. The network loads on the first search
// (bot-serve.js).
write('bot-worker-full.js', `// BotWorker's Web Worker with a network: the full module, serving bot-serve.js.
import init, * as api from './tengen_full.js';
import { install } from './boundary.js';
import { serve } from './bot-serve.js';
import { installNet, workerNet, fetchBytes } from './net-client.js';
init({ module_or_path: new URL('./tengen_full_bg.wasm', import.meta.url) }).then(
  (wasm) => {
    install(api, wasm.memory);
    installNet(api, () => Promise.reject(new Error('not used')));
    const builtin = (progress) => fetchBytes(new URL('./nets/b6c96.bin.gz', import.meta.url), progress);
    const loadNet = (spec, progress) => workerNet(api, spec, { builtin }, progress);
    serve(api, (m) => self.postMessage(m), (f) => self.addEventListener('message', (e) => f(e.data)), async () => api, loadNet);
  },
  (e) => self.postMessage({ type: 'error', id: 0, code: 'worker-failed', message: \`the module did not load: \${e?.message ?? e}\` }),
);
`);
write('bot-worker-full-node.js', `// BotWorker's worker thread in Node with a network: the full module, serving bot-serve.js.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import * as api from './tengen_full.js';
import { install } from './boundary.js';
import { serve } from './bot-serve.js';
import { installNet, workerNet, fetchBytes } from './net-client.js';
const wasm = api.initSync({ module: readFileSync(new URL('./tengen_full_bg.wasm', import.meta.url)) });
install(api, wasm.memory);
installNet(api, () => Promise.reject(new Error('not used')));
/** A file (file: URL) read whole, or an http(s) URL fetched. */
const get = async (url, progress) => {
  if (!String(url).startsWith('file:')) return fetchBytes(url, progress);
  const bytes = await readFile(new URL(url));
  progress(bytes.length, bytes.length);
  return bytes;
};
const builtin = (progress) => get(new URL('./nets/b6c96.bin.gz', import.meta.url).href, progress);
const loadNet = (spec, progress) => workerNet(api, spec, { builtin, get }, progress);
serve(api, (m) => parentPort.postMessage(m), (f) => parentPort.on('message', f), async () => api, loadNet);
`);
for (const name of ['bot-worker-full.js', 'bot-worker-full-node.js']) {
  const file = path.join(pkg, name);
  execFileSync(
    path.join(bin, 'esbuild'),
    [file, '--bundle', '--minify', '--format=esm', '--target=es2022', '--allow-overwrite', `--outfile=${file}`, ...(name.includes('node') ? ['--platform=node'] : [])],
    { cwd: root, stdio: 'inherit', env },
  );
}
// Bundled into full.js, full-node.js and the full workers above.
for (const f of ['tengen_full.js', 'net-client.js', 'solve-client.js']) fs.rmSync(path.join(pkg, f));
// No top-level await here: bundlers emit workers as classic scripts by default (Vite's
// worker.format is 'iife'), which cannot have one, nor split code: the full module (for
// \`solve\`) is imported by a specifier that is not a literal, which bundlers leave to
// the browser, so it is fetched from beside the worker on the first solve (a site serves
// full.js and tengen_full_bg.wasm there, as www/build.mjs does; or uses tengen/full's
// BotWorker, whose worker is the full module). A module that fails to load is reported
// as a failed worker.
write('bot-worker.js', `// BotWorker's Web Worker: its own instance of the module, serving bot-serve.js.
import init, * as api from './tengen.js';
import { install } from './boundary.js';
import { serve } from './bot-serve.js';
const full = './full.js';
init({ module_or_path: new URL('./tengen_bg.wasm', import.meta.url) }).then(
  (wasm) => {
    install(api, wasm.memory);
    serve(api, (m) => self.postMessage(m), (f) => self.addEventListener('message', (e) => f(e.data)), () => import(/* @vite-ignore */ full));
  },
  (e) => self.postMessage({ type: 'error', id: 0, code: 'worker-failed', message: \`the module did not load: \${e?.message ?? e}\` }),
);
`);
write('bot-worker-node.js', `// BotWorker's worker thread in Node: its own instance of the module, serving bot-serve.js.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import * as api from './tengen.js';
import { install } from './boundary.js';
import { serve } from './bot-serve.js';
const wasm = api.initSync({ module: readFileSync(new URL('./tengen_bg.wasm', import.meta.url)) });
install(api, wasm.memory);
serve(api, (m) => parentPort.postMessage(m), (f) => parentPort.on('message', f), () => import('./full-node.js'));
`);
// The declarations of the entry points: the module's, BotWorker's and the loaders'.
const entryDecls = (glue) => `export * from './${glue}';
import type { Game, BotOptions, BotBudget, BotMove, Analysis, Vertex } from './${glue}';
import type { SolveOptions, SolveResult, ProblemFinding } from './tengen_full.js';
/** tengen's words in five languages (names and descriptions of the shape terms, count steps, refusals), imported on first use. */
export declare function loadTexts(): Promise<typeof import('./texts.js')>;
/** The full module (\`tengen/full\`: the network evaluator and all of the core), imported on first use. */
export declare function loadFull(): Promise<typeof import('./full.js')>;

/** What \`BotWorkerBudget.signal\` needs of an \`AbortSignal\` (declared here so that no DOM or Node types are needed). */
export interface BotWorkerSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The loading of a BotWorker's network, as its bytes come (total null when not known). */
export interface BotLoading {
  loading: { loaded: number; total: number | null };
}

/** A budget for one call of a \`BotWorker\`, and what to call while it thinks. */
export interface BotWorkerBudget extends BotBudget {
  /**
   * Called with the analysis so far, about ten times a second while the search runs
   * (and, while the worker loads its network, with its progress: a BotWorker with
   * \`net\`). A method, so that a function of an \`Analysis\` alone is one too.
   */
  onProgress?(analysis: Analysis | BotLoading): void;
  /** An \`AbortSignal\`: once aborted, this call answers at once with the best found so far (\`stop()\` for this call only). */
  signal?: BotWorkerSignal;
}

/**
 * The search of \`Bot\` in a Web Worker (browsers, bundlers) or a worker thread (Node),
 * so that the page stays responsive while it thinks. The game is copied to the worker:
 * the caller's \`Game\` stays usable. Bad input is refused as \`Bot\` refuses it (a
 * \`TengenError\`: the constructor throws, the calls reject); a call pending when the
 * worker is terminated rejects with \`terminated\`, and with \`worker-failed\` if the
 * worker fails or exits.
 *
 * With \`net\` (\`"builtin"\`, the URL of a KataGo model, or its bytes) the worker is the full
 * module's and searches with the network on 7×7 to 19×19 (the playout search elsewhere):
 * it loads the network on the first call (\`onProgress\` gets \`{ loading }\` meanwhile); if it
 * cannot, the calls waiting reject with \`net-unavailable\` and later ones are the playout
 * search's. \`visits\` is the network's budget.
 *
 * \`\`\`js
 * const w = new BotWorker({ level: 5 });
 * const n = new BotWorker({ net: "builtin", level: 10 }); // KataGo's b6c96, loaded on first use
 * const m = await w.genmove(game, { timeMs: 1000 });
 * const a = await w.analyze(game, { timeMs: 2000, onProgress: (a) => show(a) });
 * const weak = await w.genmove(game, { timeMs: 500 }, { level: 1 }); // the same worker, another bot
 * w.terminate();
 * \`\`\`
 */
export declare class BotWorker {
  /** Options as \`new Bot(options)\`; throws \`invalid-options\` for a bad one. */
  constructor(options?: BotOptions);
  /**
   * The move for the side to move, not played. \`botOptions\` (as \`new Bot(botOptions)\`,
   * refused the same way) choose another bot than the worker's own for this call: the
   * worker keeps one for each set of options asked for (the four used last), so one
   * worker can serve several levels.
   */
  genmove(game: Game, budget?: BotWorkerBudget, botOptions?: BotOptions): Promise<BotMove>;
  /** What the search thinks of the position, at full strength whatever the level; \`botOptions\` as for \`genmove\`. */
  analyze(game: Game, budget?: BotWorkerBudget, botOptions?: BotOptions): Promise<Analysis>;
  /**
   * \`game.solve(options)\` of the full module (tengen/full), in the worker (which
   * imports the full module on first use), so the page never blocks. Rejects as
   * \`solve\` throws. It runs to the end of its budget: \`stop()\` does not shorten it.
   */
  solve(game: Game, options?: SolveOptions): Promise<SolveResult>;
  /**
   * \`checkProblem(tree, options)\` of the full module, in the worker (the tree crosses as
   * its SGF: a \`GameTree\` of either module), so the page never blocks. Rejects as
   * \`checkProblem\` throws, and with \`invalid-argument\` for what is not a live tree.
   */
  checkProblem(tree: { toSgf(): string }, options?: SolveOptions): Promise<ProblemFinding[]>;
  /**
   * \`game.guessDead(options)\` in the worker, a finished game included: with the worker's
   * network (loaded first, if it is not yet), the network's guess (\`visits\`: a search of
   * that many visits from each side's move instead of one reading); without one, or if
   * it could not be loaded, the playouts' (\`playouts\`, \`seed\`). Rejects as
   * \`guessDead\` throws (\`net-unavailable\` while the loading fails, as the searches).
   */
  guessDead(game: Game, options?: { visits?: number; playouts?: number; seed?: number }): Promise<Vertex[]>;
  /** Pending calls answer now, with the best found so far. */
  stop(): void;
  /** Ends the worker; pending and later calls reject with \`terminated\`. */
  terminate(): void;
}
`;
write('index.d.ts', `${entryDecls('tengen.js')}
import type * as Full from './full.js';
/**
 * KataGo's networks. \`Net.load()\` imports the full module (\`tengen/full\`), where the
 * evaluator lives, and reads the model there; its \`evaluate\` takes this module's Games.
 */
export declare const Net: { load(model?: ArrayBuffer | Uint8Array): Promise<Full.Net> };
export type Net = Full.Net;
`);
// The solver's functions (src/wasm/solve-client.js), which take the core module's
// games too (checkProblem, declared by the glue, takes either module's trees, which
// have the same shape).
write('full.d.ts', `${entryDecls('tengen_full.js').replaceAll('(game: Game,', '(game: Game | CoreGame,')}
import type { GameTree } from './tengen_full.js';
import type { Game as CoreGame } from './tengen.js';
/** \`game.solve(options)\` for a \`Game\` of either module (a core Game is copied through its snapshot). */
export declare function solve(game: Game | CoreGame, options?: SolveOptions): SolveResult;
/** \`game.solveTree(options)\` for a \`Game\` of either module: a \`GameTree\` of this module. */
export declare function solveTree(game: Game | CoreGame, options?: SolveOptions): GameTree;
`);

// The package's README is an npm user's (npm/README.md), not the repository's, which
// wasm-pack copies. The computer opponent's section (npm/bot.md) goes in its place,
// <!-- bot -->, once the module exports the Bot it describes.
const readme = fs.readFileSync(path.join(root, 'npm', 'README.md'), 'utf8');
const hasBot = /^export class Bot\b/m.test(fs.readFileSync(dts, 'utf8'));
const botSection = hasBot ? fs.readFileSync(path.join(root, 'npm', 'bot.md'), 'utf8') : '';
if (!readme.includes('<!-- bot -->\n')) throw new Error('npm/README.md: the <!-- bot --> line was not found');
write('README.md', readme.replace(/<!-- bot -->\n\n?/, botSection && `${botSection}\n`));

const meta = JSON.parse(fs.readFileSync(path.join(pkg, 'package.json'), 'utf8'));
meta.name = 'tengen';
meta.type = 'module';
meta.main = 'node.js';
meta.module = 'index.js';
meta.types = 'index.d.ts';
meta.exports = {
  '.': { types: './index.d.ts', node: './node.js', default: './index.js' },
  // The full module: the core and the network evaluator (and what else does not fit
  // the core package), for pages and workers that use them.
  './full': { types: './full.d.ts', node: './full-node.js', default: './full.js' },
  './tengen_full_bg.wasm': './tengen_full_bg.wasm',
  // KataGo's b6c96 network (MIT, its notice beside it), which Net.load() reads by default.
  './nets/b6c96.bin.gz': './nets/b6c96.bin.gz',
  './tengen_bg.wasm': './tengen_bg.wasm',
  './texts.js': { types: './texts.d.ts', default: './texts.js' },
  // The worker files, for hosts that start or copy them by name.
  './bot-worker.js': './bot-worker.js',
  './bot-worker-node.js': './bot-worker-node.js',
  './bot-worker-full.js': './bot-worker-full.js',
  './bot-worker-full-node.js': './bot-worker-full-node.js',
  './package.json': './package.json',
};
meta.files = ['tengen_bg.wasm', 'tengen.js', 'tengen.d.ts', 'tengen_bg.wasm.d.ts', 'boundary.js', 'index.js', 'node.js', 'index.d.ts', 'texts.js', 'texts-data.js', 'texts.d.ts', 'bot-client.js', 'bot-serve.js', 'bot-worker.js', 'bot-worker-node.js', 'bot-worker-full.js', 'bot-worker-full-node.js', 'tengen_full_bg.wasm', 'tengen_full.d.ts', 'tengen_full_bg.wasm.d.ts', 'full.js', 'full-node.js', 'full.d.ts', 'nets'];
meta.sideEffects = ['./index.js', './node.js', './full.js', './full-node.js'];
meta.engines = { node: '>=20' };
fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify(meta, null, 2) + '\n');
// KataGo's b6c96 network and its licence (npm/nets/, see its LICENSE-b6c96.txt).
fs.mkdirSync(path.join(pkg, 'nets'), { recursive: true });
for (const f of ['b6c96.bin.gz', 'LICENSE-b6c96.txt']) fs.copyFileSync(path.join(root, 'npm', 'nets', f), path.join(pkg, 'nets', f));
// The <tengen-board> element, `tengen/board` (scripts/build-board.mjs).
await buildBoard(pkg);

const link = path.join(root, 'node_modules', 'tengen');
fs.mkdirSync(path.dirname(link), { recursive: true });
fs.rmSync(link, { recursive: true, force: true });
fs.symlinkSync('../pkg', link, 'dir');

const wasm = fs.readFileSync(path.join(pkg, 'tengen_bg.wasm'));
console.log(`pkg/ built: tengen_bg.wasm ${wasm.length} bytes`);

/** The unsigned LEB128 number of the wasm module `bytes` at `at`, and where it ends. */
function readUleb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return [value, at];
  }
}

/** `n` as an unsigned LEB128 number, for a wasm module. */
function uleb(n) {
  const out = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return Buffer.from(out);
}

/**
 * Renames the function imports and exports of the wasm module at `wasmFile`, and their
 * definitions (imports) and uses (exports, as `wasm.name`) in the glue at `jsFile` and
 * the declarations at `dtsFile`.
 */
function shortenNames(wasmFile, jsFile, dtsFile) {
  const bytes = fs.readFileSync(wasmFile);
  const leb = (at) => readUleb(bytes, at);
  const text = (s) => Buffer.concat([uleb(Buffer.byteLength(s)), Buffer.from(s)]);
  let js = fs.readFileSync(jsFile, 'utf8');
  let dts = fs.readFileSync(dtsFile, 'utf8');
  const word = (name, before = '\\b') => new RegExp(`${before}${name.replace(/\$/g, '\\$')}\\b`, 'g');
  const parts = [bytes.subarray(0, 8)];
  let renamed = 0;
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, body] = leb(at + 1);
    const next = body + size;
    if (id !== 2 && id !== 7) {
      parts.push(bytes.subarray(at, next));
      at = next;
      continue;
    }
    let [count, p] = leb(body);
    const entries = [];
    for (let i = 0; i < count; i++) {
      let module = null;
      if (id === 2) {
        const [ml, m0] = leb(p);
        module = bytes.subarray(p, m0 + ml);
        p = m0 + ml;
      }
      const [nl, n0] = leb(p);
      const name = bytes.toString('utf8', n0, n0 + nl);
      const kind = bytes[n0 + nl];
      const [, end] = leb(n0 + nl + 1);
      let short = name;
      if (id === 2) {
        if (kind !== 0) throw new Error(`shortenNames: import ${name} is not a function`);
        short = `_${i.toString(36)}`;
        const uses = js.match(word(name))?.length ?? 0;
        if (uses !== 1) throw new Error(`shortenNames: the import ${name} is written ${uses} times in the glue`);
        js = js.replace(word(name), () => short);
      } else if (kind === 0) {
        short = `$${i.toString(36)}`;
        const uses = js.match(word(name, '\\.'))?.length ?? 0;
        if (uses < 1) throw new Error(`shortenNames: the export ${name} is not used by the glue`);
        js = js.replace(word(name, '\\.'), () => `.${short}`);
        dts = dts.replace(word(name, 'export const '), () => `export const ${short}`);
      }
      renamed += short !== name;
      entries.push(Buffer.concat([...(module ? [module] : []), text(short), bytes.subarray(n0 + nl, end)]));
      p = end;
    }
    const section = Buffer.concat([uleb(count), ...entries]);
    parts.push(Buffer.from([id]), uleb(section.length), section);
    at = next;
  }
  if (renamed === 0) throw new Error('shortenNames: nothing to rename');
  fs.writeFileSync(wasmFile, Buffer.concat(parts));
  fs.writeFileSync(jsFile, js);
  fs.writeFileSync(dtsFile, dts);
}

/**
 * Empties the places of wasm-bindgen's closure invokers in the module's function table
 * (`wasm_bindgen::convert::closures::…::invoke::<…>`), so that wasm-opt drops them.
 *
 * Every `#[wasm_bindgen]` import of js-sys and web-sys comes with a describe function
 * that the linker keeps (1,755 exports in the raw module); those of imports taking a
 * closure (`forEach`, `map`, `find` of arrays and typed arrays, Intl's, …) take the
 * address of an invoker, which puts it in the function table. wasm-bindgen reads the
 * describe functions and deletes them, but the table keeps the invokers, and with them
 * whatever they call: about 40 functions that nothing can reach, 0.4 KB gzipped. An
 * invoker is called only by the glue, through the function table exported for
 * closures (`Closure`, a closure passed to JavaScript); this module passes none and
 * exports no function table, so the build stops if it ever does. The other places
 * of the table (the `dyn` methods and function pointers of the code) are kept.
 * Needs the name section, which wasm-bindgen keeps and wasm-opt drops.
 */
function dropClosureInvokers(wasmFile) {
  const bytes = fs.readFileSync(wasmFile);
  let at = 8;
  const leb = () => {
    const [value, next] = readUleb(bytes, at);
    at = next;
    return value;
  };
  const sections = [];
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    const size = leb();
    sections.push({ id, start, body: at, end: at + size });
    at += size;
  }
  // The function names (custom section "name", subsection 1).
  const names = new Map();
  for (const s of sections.filter((s) => s.id === 0)) {
    at = s.body;
    const n = leb();
    if (bytes.toString('utf8', at, at + n) !== 'name') continue;
    at += n;
    while (at < s.end) {
      const sub = bytes[at++];
      const end = leb() + at;
      if (sub === 1) {
        for (let count = leb(); count > 0; count--) {
          const index = leb();
          const length = leb();
          names.set(index, bytes.toString('utf8', at, at + length));
          at += length;
        }
      }
      at = end;
    }
  }
  if (names.size === 0) throw new Error('dropClosureInvokers: the module has no function names');
  const exports = sections.find((s) => s.id === 7);
  at = exports.body;
  for (let count = leb(); count > 0; count--) {
    const length = leb();
    const name = bytes.toString('utf8', at, at + length);
    at += length;
    const kind = bytes[at++];
    const index = leb();
    if (kind === 1 && index === 0) throw new Error(`dropClosureInvokers: the function table is exported (${name}): the glue may call the closure invokers`);
  }
  const invoker = (f) => /^wasm_bindgen(\[[0-9a-f]+\])?::convert::closures::.*::invoke::</.test(names.get(f) ?? '');
  const elements = sections.find((s) => s.id === 9);
  if (!elements) return;
  at = elements.body;
  const out = [];
  let dropped = 0;
  const count = leb();
  for (let i = 0; i < count; i++) {
    const from = at;
    const flags = leb();
    if (flags !== 0) {
      throw new Error(`dropClosureInvokers: an element segment of kind ${flags}, which this step does not read`);
    }
    // Active, table 0: an i32.const offset, then function indices; written again as
    // kind 4 (the same, with expressions), a null where an invoker was.
    if (bytes[at++] !== 0x41) throw new Error('dropClosureInvokers: an element offset other than i32.const');
    while (bytes[at++] & 0x80);
    if (bytes[at++] !== 0x0b) throw new Error('dropClosureInvokers: an element offset other than i32.const');
    const offset = bytes.subarray(from + 1, at);
    const items = [];
    const n = leb();
    for (let k = 0; k < n; k++) {
      const f = leb();
      if (invoker(f)) {
        items.push(0xd0, 0x70, 0x0b);
        dropped++;
      } else {
        items.push(0xd2, ...uleb(f), 0x0b);
      }
    }
    out.push(Buffer.from([4]), offset, uleb(n), Buffer.from(items));
  }
  if (dropped === 0) return;
  const body = Buffer.concat([uleb(count), ...out]);
  fs.writeFileSync(
    wasmFile,
    Buffer.concat([bytes.subarray(0, elements.start), Buffer.from([9, ...uleb(body.length)]), body, bytes.subarray(elements.end)]),
  );
}
