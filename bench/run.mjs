// The side-by-side benchmark of issue 4: `node bench/run.mjs [--quick] [--reps N]`.
//
// 1. Builds the Rust side (bench/rust): the native runner, and the goban crate for
//    wasm32 with wasm-bindgen and wasm-opt -O3 (tengen's own flags).
// 2. Makes the seeded workloads with tengen's engine (bench/workload) into
//    bench/target/workload*.json: random games, sampled positions, recorded playouts,
//    and tengen's results on them.
// 3. Times tengen and the goban crate natively (the runner), then tengen's npm package
//    (pkg/, built by `node scripts/build-pkg.mjs`), the goban crate in wasm,
//    @sabaki/go-board and goban (online-go.com's engine) in this Node process, on the
//    same work. Every figure is the median of `--reps` runs (5; 3 with --quick), and
//    every engine's results are checked against tengen's, so that none is measured
//    doing less work. Slow engines stop each run after a time cap, on a prefix of the
//    same work list; their rate is per item all the same.
// 4. Runs bench/page.mjs for the page's figures (bundle size, first paint, redraw).
// 5. Prints the table with the ratios against tengen (wasm), the JS/wasm boundary
//    costs, the package sizes and the budgets; writes bench/target/results.{json,md}.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { fnv1a } from './common.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const target = path.join(here, 'target');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const repsArg = args.indexOf('--reps');
const reps = repsArg >= 0 ? Number(args[repsArg + 1]) : quick ? 3 : 5;
const capMs = quick ? 400 : 2000;
const env = {
  ...process.env,
  PATH: [path.join(root, 'node_modules', '.bin'), path.join(os.homedir(), '.cargo', 'bin'), process.env.PATH].join(path.delimiter),
};
const log = (...a) => console.error(...a);

// ---- 1. build ----
if (!args.includes('--no-build')) {
  const cargo = (...a) =>
    execFileSync('cargo', [...a, '--release', '--target-dir', path.join(target, 'rust')], {
      cwd: path.join(here, 'rust'),
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  log('building bench/rust (native runner, goban crate for wasm32)…');
  cargo('build', '--bin', 'native');
  cargo('build', '--lib', '--target', 'wasm32-unknown-unknown');
  const out = path.join(target, 'goban-wasm');
  execFileSync('wasm-bindgen', ['--target', 'nodejs', '--out-dir', out, path.join(target, 'rust', 'wasm32-unknown-unknown', 'release', 'tengen_bench.wasm')], { env });
  // wasm-bindgen's nodejs glue is CommonJS; the repository's package.json says "module".
  fs.writeFileSync(path.join(out, 'package.json'), '{ "type": "commonjs" }\n');
  const wasm = path.join(out, 'tengen_bench_bg.wasm');
  execFileSync('wasm-opt', ['-O3', '--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext', '--enable-mutable-globals', wasm, '-o', wasm], { env });
}
const native = path.join(target, 'rust', 'release', 'native');

// ---- 2. workloads ----
const workFile = path.join(target, quick ? 'workload-quick.json' : 'workload.json');
log(`making the workloads into ${path.relative(root, workFile)}…`);
execFileSync(native, ['gen', workFile, ...(quick ? ['--quick'] : [])]);
const work = JSON.parse(fs.readFileSync(workFile, 'utf8'));
for (const k of ['games19', 'games9', 'playouts9', 'playouts19']) work[k].moves = work[k].moves.map((m) => Uint16Array.from(m));

// ---- 3a. native ----
log('timing natively (tengen, goban crate)…');
const nativeResults = JSON.parse(execFileSync(native, ['run', '--reps', String(reps), ...(quick ? ['--quick'] : [])], { maxBuffer: 1 << 26 }).toString());

// ---- 3b. JavaScript and wasm ----
const now = () => performance.now();
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

/** Untimed time per engine and workload before the timed runs (see `measure`). */
const warmMs = quick ? 100 : 500;

/**
 * Times `timed` over chunks of `items`, `prep`ared and checked outside the timing.
 * First an untimed warm-up over the first chunks (up to `warmMs`), as criterion warms
 * up: without it the first runs of an engine paid for its JIT tiers and for its
 * allocator adapting to a new board size (a 9×9 replay right after the 19×19 ones ran
 * at 0.85× of its later speed), which a median of five short runs did not hide.
 */
function measure({ items, chunk, weight = () => 1, prep = (part) => part, timed, check, cleanup = () => {} }) {
  const rates = [];
  let ok = true;
  let note = '';
  let done = 0;
  const warm = now();
  for (let i = 0; i < items.length && now() - warm < warmMs; i += chunk) {
    try {
      const input = prep(items.slice(i, i + chunk));
      cleanup(input, timed(input));
    } catch (e) {
      return { ok: false, note: e.message, rates: [0], done: 0 };
    }
  }
  for (let r = 0; r < reps; r++) {
    let elapsed = 0;
    let ops = 0;
    let count = 0;
    const wall = now();
    for (let i = 0; i < items.length; i += chunk) {
      const part = items.slice(i, i + chunk);
      let input;
      try {
        input = prep(part);
      } catch (e) {
        return { ok: false, note: `preparing: ${e.message}`, rates: [0], done: 0 };
      }
      const t0 = now();
      let out;
      try {
        out = timed(input);
      } catch (e) {
        return { ok: false, note: e.message, rates: [0], done: 0 };
      }
      elapsed += now() - t0;
      for (const it of part) ops += weight(it);
      count += part.length;
      if (r === 0 && ok) {
        const why = check(part, input, out);
        if (why) {
          ok = false;
          note = why;
        }
      }
      cleanup(input, out);
      if (elapsed > capMs || now() - wall > 5 * capMs) break;
    }
    rates.push((ops / elapsed) * 1000);
    done = Math.max(done, count);
  }
  return { ok, note, rates, done };
}

function runEngine(a) {
  const res = {};
  const games = { 19: work.games19, 9: work.games9 };
  // Workload 1: the engine's own playouts; agreement by replaying tengen's records.
  for (const size of [9, 19]) {
    const rec = work[`playouts${size}`];
    let why = '';
    for (let i = 0; i < rec.moves.length && !why; i++) {
      try {
        const s = a.replaySimpleKo(size, rec.moves[i]);
        const f = a.finish(s, size);
        const ar = Array.from(a.area(s, size));
        if (f.board !== rec.final[i].board) why = `recorded playout ${i}: final board differs`;
        else if (ar[0] !== rec.final[i].area[0] || ar[1] !== rec.final[i].area[1]) why = `recorded playout ${i}: area ${ar} vs ${rec.final[i].area}`;
        a.free(s);
      } catch (e) {
        why = `recorded playout ${i}: ${e.message}`;
      }
    }
    const target = size === 9 ? (quick ? 2000 : 20000) : quick ? 400 : 4000;
    const rates = [];
    const moveRates = [];
    let seed = 1;
    let all = { playouts: 0, moves: 0 };
    // Warm-up, untimed, on other seeds (see `measure`).
    for (let warm = now(), k = 0; now() - warm < warmMs; k++) a.playouts(size, Math.min(a.playoutBatch, target), 1e6 + k);
    for (let r = 0; r < reps; r++) {
      let elapsed = 0;
      let n = 0;
      let moves = 0;
      while (n < target && elapsed < capMs) {
        const batch = Math.min(a.playoutBatch, target - n);
        const t0 = now();
        const out = a.playouts(size, batch, seed++);
        elapsed += now() - t0;
        n += out.playouts;
        moves += out.moves;
      }
      rates.push((n / elapsed) * 1000);
      moveRates.push((moves / elapsed) * 1000);
      all.playouts += n;
      all.moves += moves;
    }
    // The engine's own playouts follow the same policy: their mean length agrees.
    const mean = all.moves / all.playouts;
    const tol = (4 * rec.sdMoves) / Math.sqrt(all.playouts) + 0.01 * rec.meanMoves;
    if (!why && Math.abs(mean - rec.meanMoves) > tol) why = `mean playout ${mean.toFixed(1)} moves vs tengen's ${rec.meanMoves}`;
    res[`playouts${size}`] = { rate: median(rates), moveRate: median(moveRates), ok: !why, note: why, done: all.playouts / reps };
  }
  // Workload 2: replaying the games with full legality checks.
  for (const size of [19, 9]) {
    const g = games[size];
    const idx = g.moves.map((_, i) => i);
    const m = measure({
      items: idx,
      chunk: 50,
      weight: (i) => g.moves[i].length,
      timed: (part) => part.map((i) => a.replay(size, g.moves[i])),
      check: (part, _, states) => {
        for (let k = 0; k < part.length; k++) {
          const f = a.finish(states[k], size);
          const want = g.final[part[k]];
          if (f.board !== want.board) return `game ${part[k]}: final board differs`;
          if (f.captures[0] !== want.captures[0] || f.captures[1] !== want.captures[1]) return `game ${part[k]}: captures ${f.captures} vs ${want.captures}`;
        }
        return '';
      },
      cleanup: (_, states) => states?.forEach((s) => a.free(s)),
    });
    res[`replay${size}`] = { rate: median(m.rates), ok: m.ok, note: m.note, done: m.done };
  }
  // Workload 3: legal-move maps of the sampled positions.
  {
    const m = measure({
      items: work.positions,
      chunk: 10,
      prep: (part) => part.map(([gi, at]) => a.replay(19, work.games19.moves[gi].subarray(0, at))),
      timed: (states) => states.map((s) => a.legalMap(s, 19)),
      check: (part, _, maps) => {
        for (let k = 0; k < part.length; k++) {
          if (fnv1a(maps[k]) !== part[k][2]) return `position ${part[k][0]}:${part[k][1]}: legal maps differ`;
        }
        return '';
      },
      cleanup: (states) => states.forEach((s) => a.free(s)),
    });
    res.legal19 = { rate: median(m.rates), ok: m.ok, note: m.note, done: m.done };
  }
  // Workload 4: area counting of the final positions.
  for (const size of [19, 9]) {
    const g = games[size];
    const m = measure({
      items: g.moves.map((_, i) => i),
      chunk: 50,
      prep: (part) => part.map((i) => a.replay(size, g.moves[i])),
      timed: (states) => states.map((s) => a.area(s, size)),
      check: (part, _, areas) => {
        for (let k = 0; k < part.length; k++) {
          const want = g.final[part[k]].area;
          if (areas[k][0] !== want[0] || areas[k][1] !== want[1]) return `game ${part[k]}: area ${Array.from(areas[k])} vs ${want}`;
        }
        return '';
      },
      cleanup: (states) => states.forEach((s) => a.free(s)),
    });
    res[`area${size}`] = { rate: median(m.rates), ok: m.ok, note: m.note, done: m.done };
  }
  return res;
}

const peers = ['tengen.mjs', 'goban-crate.mjs', 'sabaki.mjs', 'ogs.mjs'];
const results = {};
for (const file of peers) {
  const a = (await import(`./peers/${file}`)).default;
  log(`timing ${a.name}…`);
  results[a.name] = runEngine(a);
}
for (const [name, r] of Object.entries(nativeResults)) {
  results[name] = {};
  for (const [k, v] of Object.entries(r)) {
    results[name][k] = { rate: k.startsWith('replay') ? v.moveRate : v.rate, moveRate: v.moveRate, ok: v.ok, note: v.note, done: v.ops };
  }
}

// ---- the JS/wasm boundary ----
const { Game } = await import('tengen');
function boundary() {
  const out = {};
  const games = work.games19.moves.slice(0, quick ? 20 : 100);
  const pos = work.positions.slice(0, quick ? 100 : 500).map(([gi, at]) => {
    const g = new Game({ size: 19 });
    g.playMany(work.games19.moves[gi].subarray(0, at));
    return g;
  });
  const t = (f) => {
    const r = [];
    for (let k = 0; k < reps; k++) {
      const t0 = now();
      f();
      r.push(now() - t0);
    }
    return median(r);
  };
  let sink = 0;
  // A getter that does nothing but cross: the bare cost of a call.
  const g0 = pos[0];
  const calls = 200000;
  out.getterNs = (t(() => { for (let i = 0; i < calls; i++) sink += g0.width; }) * 1e6) / calls;
  out.isLegalNs = (t(() => { for (const g of pos) for (let y = 0; y < 19; y++) for (let x = 0; x < 19; x++) sink += g.isLegal(x, y); }) * 1e6) / (pos.length * 361);
  out.isLegalBoardUs = out.isLegalNs * 361 / 1000;
  out.legalMovesUs = (t(() => { for (const g of pos) sink += g.legalMoves()[0]; }) * 1e3) / pos.length;
  out.areaCountsNs = (t(() => { for (const g of pos) sink += g.areaCounts()[0]; }) * 1e6) / pos.length;
  // The budget's case: a middle-game position (40–60% into its game), its map asked
  // again and again as a page does after each move (caches warm).
  const mids = work.positions
    .filter(([gi, at]) => at > 0.4 * work.games19.moves[gi].length && at < 0.6 * work.games19.moves[gi].length)
    .slice(0, 50)
    .map(([gi, at]) => {
      const g = new Game({ size: 19 });
      g.playMany(work.games19.moves[gi].subarray(0, at));
      return g;
    });
  out.legalMidgameUs = (t(() => { for (const g of mids) for (let i = 0; i < 100; i++) sink += g.legalMoves()[0]; }) * 1e3) / (mids.length * 100);
  mids.forEach((g) => g.free());
  const total = games.reduce((s, m) => s + m.length, 0);
  out.playOneByOneNs = (t(() => {
    for (const m of games) {
      const g = new Game({ size: 19 });
      for (const v of m) {
        if (v === 65535) g.pass();
        else g.play(v % 19, (v / 19) | 0);
      }
      g.free();
    }
  }) * 1e6) / total;
  out.playManyNs = (t(() => {
    for (const m of games) {
      const g = new Game({ size: 19 });
      g.playMany(m);
      g.free();
    }
  }) * 1e6) / total;
  pos.forEach((g) => g.free());
  if (sink === 0.5) log(sink);
  return out;
}
log('timing the JS/wasm boundary…');
const cross = boundary();

// ---- the page (builds www/dist, then drives it in Chromium) ----
log('timing the page (bench/page.mjs)…');
let pagePerf = null;
try {
  const file = path.join(target, 'page.json');
  execFileSync(process.execPath, [path.join(here, 'page.mjs'), '--out', file, ...(quick ? ['--quick'] : [])], { stdio: ['ignore', 'ignore', 'inherit'] });
  pagePerf = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (e) {
  log(`the page figures could not be measured: ${e.message}`);
}

// ---- sizes ----
const gz = (file) => (fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : null);
// The page bundle as it first loads, without the wasm, and what it loads when needed
// (the languages), as bench/page.mjs counted them (www/sizes.mjs).
const pageFiles = Object.keys(pagePerf?.pageGzipBytes?.files ?? {});
const sizes = {
  wasm: fs.statSync(path.join(root, 'pkg', 'tengen_bg.wasm')).size,
  wasmGz: gz(path.join(root, 'pkg', 'tengen_bg.wasm')),
  // wasm-bindgen's glue and the hand-written layer over it (src/wasm/boundary.js).
  glueGz: gz(path.join(root, 'pkg', 'tengen.js')) + (gz(path.join(root, 'pkg', 'boundary.js')) ?? 0),
  page: pagePerf?.pageGzipBytes?.files ?? {},
  pageLater: pagePerf?.pageGzipBytes?.later ?? {},
};
sizes.coreGz = sizes.wasmGz + sizes.glueGz;
sizes.pageGz = pagePerf?.pageGzipBytes?.total ?? null;

// ---- the table ----
const T = 'tengen (wasm)';
const columns = [T, 'tengen (native)', 'goban crate (wasm)', 'goban crate (native)', '@sabaki/go-board', 'goban (npm, OGS)'];
const rows = [
  ['playouts9', 'W1 playouts 9×9', 'playouts/s'],
  ['playouts19', 'W1 playouts 19×19', 'playouts/s'],
  ['replay19', 'W2 replay 1,000 19×19 games', 'moves/s'],
  ['replay9', 'W2 replay 1,000 9×9 games', 'moves/s'],
  ['legal19', 'W3 legal-move map, 19×19 positions', 'positions/s'],
  ['area19', 'W4 area count, 19×19 finals', 'positions/s'],
  ['area9', 'W4 area count, 9×9 finals', 'positions/s'],
];
const fmt = (x) => (x >= 1e6 ? `${(x / 1e6).toFixed(2)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(1)}k` : x.toFixed(1));
const ratio = (a, b) => (b > 0 ? (a / b >= 100 ? (a / b).toFixed(0) : (a / b).toFixed(2)) : '–');
const md = [];
md.push(`| workload | unit | ${columns.join(' | ')} |`);
md.push(`|---|---|${columns.map(() => '---:').join('|')}|`);
for (const [k, label, unit] of rows) {
  const base = results[T][k].rate;
  const cells = columns.map((c) => {
    const r = results[c]?.[k];
    if (!r) return 'n/a';
    const flag = r.ok ? '' : ' **disagrees**';
    if (c === T) return `${fmt(r.rate)}${flag}`;
    return `${fmt(r.rate)} (${ratio(base, r.rate)}×)${flag}`;
  });
  md.push(`| ${label} | ${unit} | ${cells.join(' | ')} |`);
}
const p9 = results[T].playouts9;
const p19 = results[T].playouts19;
md.push('');
md.push(`Ratios in parentheses: tengen (wasm) ÷ that engine (above 1: tengen is faster). Playout moves/s, tengen (wasm): 9×9 ${fmt(p9.moveRate)}, 19×19 ${fmt(p19.moveRate)}.`);
const notes = [];
for (const c of columns) for (const [k] of rows) {
  const r = results[c]?.[k];
  if (r && !r.ok) notes.push(`- ${c}, ${k}: ${r.note}`);
  if (r && r.done != null && c !== T && !c.includes('native')) {
    const total = k.startsWith('playouts') ? null : k === 'legal19' ? work.positions.length : work[k.replace(/^(replay|area)/, 'games')].moves.length;
    if (total && r.done < total) notes.push(`- ${c}, ${k}: ${r.done} of ${total} items per run (time cap)`);
  }
}
if (notes.length) md.push('', ...notes);

const budgets = [];
const W = results[T];
const N = results['tengen (native)'];
const budget = (what, met, detail) => budgets.push(`| ${what} | ${met ? 'met' : '**not met**'} | ${detail} |`);
for (const s of ['19', '9']) {
  const k = `replay${s}`;
  const sab = W[k].rate / results['@sabaki/go-board'][k].rate;
  const gob = W[k].rate / results['goban crate (wasm)'][k].rate;
  const nat = W[k].rate / N[k].rate;
  budget(`W2 ${s}×${s} ≥ 300× @sabaki/go-board`, sab >= 300, `${sab.toFixed(0)}×`);
  budget(`W2 ${s}×${s} ≥ 7× goban crate (wasm)`, gob >= 7, `${gob.toFixed(1)}×`);
  budget(`W2 ${s}×${s} ≥ 0.6× tengen native`, nat >= 0.6, `${nat.toFixed(2)}×`);
}
budget('9×9 playouts ≥ 100,000/s (wasm)', W.playouts9.rate >= 100000, `${fmt(W.playouts9.rate)}/s`);
const legalUs = 1e6 / W.legal19.rate;
const legalVsGoban = W.legal19.rate / results['goban crate (wasm)'].legal19.rate;
budget(
  '19×19 middle-game legal-move map < 2 µs (wasm, legalMoves(), position asked repeatedly)',
  cross.legalMidgameUs < 2,
  `${cross.legalMidgameUs.toFixed(2)} µs; over W3's sampled positions, each new: ${legalUs.toFixed(2)} µs, ${legalVsGoban.toFixed(1)}× the goban crate (wasm)`,
);
budget('19×19 area count ≥ 500,000/s (wasm, through areaCounts())', W.area19.rate >= 500000, `${fmt(W.area19.rate)}/s`);
budget('core package ≤ 110 KB gzipped (issue 20; tests/js/size.test.mjs counts the entry files and bot-client.js too)', sizes.coreGz <= 110 * 1024, `${(sizes.coreGz / 1024).toFixed(1)} KB (wasm ${(sizes.wasmGz / 1024).toFixed(1)} + glue ${(sizes.glueGz / 1024).toFixed(1)})`);
budget('page bundle ≤ 30 KB gzipped (without the wasm, as it first loads)', sizes.pageGz != null && sizes.pageGz <= 30 * 1024, sizes.pageGz == null ? 'not measured' : `${(sizes.pageGz / 1024).toFixed(1)} KB (${pageFiles.join(' + ')})`);
if (pagePerf) {
  const fp = pagePerf.wasmToFirstPaintMs?.median;
  const pr = pagePerf.pointerRedrawWithRasterMs ?? pagePerf.pointerRedrawMs;
  budget('page: first paint < 100 ms after the wasm arrives (bench/page.mjs, Chromium)', fp < 100, `median ${fp} ms (the page's own part ${pagePerf.bootToFirstPaintMs?.median} ms)`);
  budget('page: pointer move redraw < 4 ms', pr?.median < 4, `median ${pr?.median} ms, p95 ${pr?.p95} ms, max ${pr?.max} ms`);
}
md.push('', '| budget | status | measured |', '|---|---|---|', ...budgets);

md.push('', '| JS/wasm boundary (tengen) | cost |', '|---|---:|');
md.push(`| a getter call (\`game.width\`): the bare crossing | ${cross.getterNs.toFixed(0)} ns |`);
md.push(`| \`isLegal(x, y)\`, one point | ${cross.isLegalNs.toFixed(0)} ns |`);
md.push(`| 361 × \`isLegal\` (a whole 19×19 board) | ${cross.isLegalBoardUs.toFixed(2)} µs |`);
md.push(`| \`legalMoves()\` (the whole board in one call) | ${cross.legalMovesUs.toFixed(2)} µs |`);
md.push(`| \`legalMoves()\`, a middle-game position asked again (warm) | ${cross.legalMidgameUs.toFixed(2)} µs |`);
md.push(`| \`areaCounts()\` | ${cross.areaCountsNs.toFixed(0)} ns |`);
md.push(`| \`play(x, y)\` one move per call, per move | ${cross.playOneByOneNs.toFixed(0)} ns |`);
md.push(`| \`playMany(Uint16Array)\`, per move | ${cross.playManyNs.toFixed(0)} ns |`);

md.push('', '| size (gzip -9) | bytes |', '|---|---:|');
md.push(`| pkg/tengen_bg.wasm (raw ${sizes.wasm}) | ${sizes.wasmGz} |`, `| pkg/tengen.js + boundary.js (glue) | ${sizes.glueGz} |`, `| core package (.wasm + glue) | ${sizes.coreGz} |`);
for (const [f, b] of Object.entries(sizes.page)) md.push(`| www/dist/${f} | ${b} |`);
md.push(`| page bundle as it first loads (www/dist without the wasm) | ${sizes.pageGz ?? 'not measured'} |`);
for (const [f, b] of Object.entries(sizes.pageLater)) md.push(`| www/dist/${f} (loaded when needed) | ${b} |`);

const cpu = (fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) || [])[1];
const header = `${new Date().toISOString()} · ${os.cpus().length} cores (nproc ${os.availableParallelism()}), ${cpu} · node ${process.version} · \`node bench/run.mjs${args.length ? ' ' + args.join(' ') : ''}\` · median of ${reps} runs · workload ${work.seed}${quick ? ' (quick: 100 games per size, 1,000 positions)' : ''}`;
const text = [header, '', ...md].join('\n');
fs.writeFileSync(path.join(target, 'results.md'), text + '\n');
fs.writeFileSync(path.join(target, 'results.json'), JSON.stringify({ header, results, cross, sizes, pagePerf }, null, 2));
console.log(text);
const disagreements = columns.some((c) => rows.some(([k]) => results[c]?.[k] && !results[c][k].ok));
if (disagreements) {
  log('\nsome engines disagree with tengen: see the notes above');
}
