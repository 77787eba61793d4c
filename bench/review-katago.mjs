// The review's points lost (issue 30), checked against KataGo itself at the same
// network and visits: for each game, every move's points lost (the mover's score lead
// before the move less the mover's lead after it) from tengen's full module (the
// network's search of `new Bot({ net, visits })`, wasm under Node, one thread) and from
// KataGo's analysis engine (bench/katago-review.cfg: one search thread, symmetry 0,
// the moves before each position in the network's inputs), side by side. With
// `--visits 1` it also reads each position with tengen's raw network in symmetry 0
// (`net.evaluate`), which is what KataGo's one-visit search reads: those two must
// agree to the last decimals (tengen's search itself evaluates each position in a
// symmetry of its own, chosen from the position).
//
// Outside CI (KataGo is not installed there). KataGo built with the Eigen backend:
//
//   node scripts/build-pkg.mjs
//   node bench/review-katago.mjs --visits 1 --katago $KATAGO/cpp/katago --model $MODEL
//   node bench/review-katago.mjs --visits 100 --max-moves 100 --katago ... --model ...
//
// Options: --games a.sgf,b.sgf (default: the five below), --katago FILE (default
// `katago` on the PATH), --model FILE (KataGo's copy of the network, b6c96.bin.gz, the
// file tengen builds in; default the package's own copy, pkg/nets/b6c96.bin.gz),
// --visits N, --max-moves N (each game's first N moves only, for 19×19 at many visits:
// KataGo's Eigen backend on one thread is the slower of the two here), --out FILE (the
// per-move numbers as JSON, written after each game; default
// bench/target/review-katago-<visits>.json). Prints, per game and over all: the mean
// and largest absolute difference of points lost per move, the rank correlation
// (Spearman) of the moves' points lost, how many of the five worst moves are the same,
// and each side's accuracy (www/src/element/accuracy.ts, KaTrain's manner) from both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { Bot, Net, Game, GameTree, toGtp } from '../pkg/full-node.js';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const GAMES = [
  'bench/games/9x9-10k-gnugo10/game-1.sgf',
  'bench/games/9x9-10k-gnugo10/game-13.sgf',
  'bench/games/9x9-net50v-gnugo10/game-000.sgf',
  'bench/games/13x13-2s-gnugo10/game-000.sgf',
  'bench/games/19x19-2s-gnugo10/game-000.sgf',
];
const games = arg('games', GAMES.join(',')).split(',');
const visits = Number(arg('visits', '100'));
const katagoBin = arg('katago', 'katago');
const model = arg('model', path.join(root, 'pkg', 'nets', 'b6c96.bin.gz'));
const maxMoves = Number(arg('max-moves', 'Infinity'));
const out = arg('out', path.join(root, 'bench', 'target', `review-katago-${visits}.json`));

// The review's own arithmetic, from the element's source.
const source = fs.readFileSync(path.join(root, 'www', 'src', 'element', 'accuracy.ts'), 'utf8');
const { pointsLost, complexity, accuracy } = await import('data:text/javascript,' + encodeURIComponent(transformSync(source, { loader: 'ts', format: 'esm' }).code));

/** KataGo's analysis engine, one JSON query at a time. */
function katago() {
  const p = spawn(katagoBin, ['analysis', '-config', path.join(root, 'bench', 'katago-review.cfg'), '-model', model], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = new Map();
  readline.createInterface({ input: p.stdout }).on('line', (line) => {
    const r = JSON.parse(line);
    if (r.error) throw new Error(`KataGo: ${r.error}`);
    const w = waiting.get(r.id);
    if (!w || r.isDuringSearch) return;
    w.got.set(r.turnNumber, r);
    if (w.got.size === w.turns) {
      waiting.delete(r.id);
      w.resolve(w.got);
    }
  });
  let n = 0;
  return {
    /** The analyses of turns 0…moves.length of a game: Map turn → response. */
    ask(query, turns) {
      const id = `q${n++}`;
      return new Promise((resolve) => {
        waiting.set(id, { turns, got: new Map(), resolve });
        p.stdin.write(JSON.stringify({ id, ...query }) + '\n');
      });
    },
    close: () => p.stdin.end(),
  };
}

/** KataGo's name of tengen's rules (docs/rules.md; tests/net/README.md). */
const KATAGO_RULES = { chinese: 'chinese-ogs', japanese: 'japanese', 'tromp-taylor': 'tromp-taylor', aga: 'aga', 'new-zealand': 'new-zealand', korean: 'korean' };

/** A game record's main line: its settings and moves. */
function readGame(file) {
  const tree = GameTree.fromSgf(fs.readFileSync(path.join(root, file), 'utf8'));
  tree.last();
  const g = tree.game;
  const line = { size: g.width, komi: g.komi, rules: g.rules.name, moves: g.moves().map((m) => ({ color: m.color, point: m.point })) };
  g.free();
  tree.free();
  return line;
}

/** The position after the first `k` moves (the caller frees it). */
function positionAt(line, k) {
  const g = new Game({ size: line.size, komi: line.komi, rules: line.rules });
  for (const m of line.moves.slice(0, k)) (m.point ? g.play(...m.point) : g.pass());
  return g;
}

const gtp = (p, size) => (p ? toGtp(p[0], p[1], size) : 'pass');

/** Ranks (1 = smallest, ties averaged). */
function ranks(v) {
  const order = v.map((x, i) => [x, i]).sort((a, b) => a[0] - b[0]);
  const r = new Array(v.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) r[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return r;
}
function spearman(a, b) {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (ra.length + 1) / 2;
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    num += (ra[i] - mean) * (rb[i] - mean);
    da += (ra[i] - mean) ** 2;
    db += (rb[i] - mean) ** 2;
  }
  return num / Math.sqrt(da * db);
}
/** The move numbers of the `n` moves that lost most. */
const worst = (moves, key, n = 5) => [...moves].sort((a, b) => b[key] - a[key]).slice(0, n).map((m) => m.move);

/** Each side's accuracy from per-move losses and complexities. */
function sides(moves, key, hard) {
  const of = (color) => accuracy(moves.filter((m) => m.color === color).map((m) => ({ lost: m[key], complexity: m[hard] })));
  return { black: of('black'), white: of('white') };
}

const net = await Net.load();
const kata = katago();
const report = [];
const t0 = performance.now();
for (const file of games) {
  const line = readGame(file);
  line.moves = line.moves.slice(0, maxMoves);
  const n = line.moves.length;
  // tengen: one search per position, from the last to the first (a search never
  // starts from a continuation of the one before, so no tree is reused: each position
  // gets exactly `visits`, as each of KataGo's does).
  const bot = new Bot({ net, visits, level: 10 });
  const ours = new Array(n + 1).fill(null);
  const raw = new Array(n + 1).fill(null);
  const t1 = performance.now();
  for (let k = n; k >= 0; k--) {
    const g = positionAt(line, k);
    if (!g.isOver) {
      const a = bot.analyze(g, { visits });
      ours[k] = { lead: a.scoreLead, candidates: a.moves.map((m) => ({ scoreLead: m.scoreLead, prior: m.prior })) };
      if (visits === 1) raw[k] = net.evaluate(g, { symmetry: 0 }).scoreLead;
    }
    g.free();
  }
  bot.free();
  const tOurs = performance.now() - t1;
  const t2 = performance.now();
  const answers = await kata.ask(
    {
      moves: line.moves.map((m) => [m.color === 'black' ? 'B' : 'W', gtp(m.point, line.size)]),
      rules: KATAGO_RULES[line.rules] ?? line.rules,
      komi: line.komi,
      boardXSize: line.size,
      boardYSize: line.size,
      analyzeTurns: Array.from({ length: n + 1 }, (_, k) => k),
      maxVisits: visits,
    },
    n + 1,
  );
  const tKata = performance.now() - t2;
  const theirs = Array.from({ length: n + 1 }, (_, k) => {
    const r = answers.get(k);
    return r ? { lead: r.rootInfo.scoreLead, candidates: r.moveInfos.map((m) => ({ scoreLead: m.scoreLead, prior: m.prior })) } : null;
  });
  const moves = [];
  for (let k = 1; k <= n; k++) {
    const t = pointsLost(ours[k - 1]?.lead, ours[k]?.lead);
    const kg = pointsLost(theirs[k - 1]?.lead, theirs[k]?.lead);
    if (t === null || kg === null) continue;
    const m = line.moves[k - 1];
    moves.push({
      move: k,
      color: m.color,
      point: gtp(m.point, line.size),
      tengen: t,
      katago: kg,
      ...(visits === 1 ? { raw: pointsLost(raw[k - 1], raw[k]) } : {}),
      tengenComplexity: complexity(ours[k - 1].lead, ours[k - 1].candidates),
      katagoComplexity: complexity(theirs[k - 1].lead, theirs[k - 1].candidates),
    });
  }
  const diff = moves.map((m) => Math.abs(m.tengen - m.katago));
  const w5 = worst(moves, 'tengen');
  const k5 = worst(moves, 'katago');
  const g = {
    file,
    size: line.size,
    moves: moves.length,
    meanAbsDiff: diff.reduce((a, b) => a + b, 0) / diff.length,
    maxAbsDiff: Math.max(...diff),
    spearman: spearman(moves.map((m) => m.tengen), moves.map((m) => m.katago)),
    worst5Tengen: w5,
    worst5KataGo: k5,
    worst5Same: w5.filter((k) => k5.includes(k)).length,
    accuracyTengen: sides(moves, 'tengen', 'tengenComplexity'),
    accuracyKataGo: sides(moves, 'katago', 'katagoComplexity'),
    seconds: { tengen: tOurs / 1000, katago: tKata / 1000 },
    perMove: moves,
  };
  if (visits === 1) {
    const rd = moves.map((m) => Math.abs(m.raw - m.katago));
    g.rawMeanAbsDiff = rd.reduce((a, b) => a + b, 0) / rd.length;
    g.rawMaxAbsDiff = Math.max(...rd);
  }
  report.push(g);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ visits, maxMoves, date: new Date().toISOString(), games: report }, null, 1));
  const acc = (a) => `B ${a.black?.toFixed(1)} W ${a.white?.toFixed(1)}`;
  console.log(
    `${file} (${line.size}x${line.size}, ${moves.length} moves): |diff| mean ${g.meanAbsDiff.toFixed(3)} max ${g.maxAbsDiff.toFixed(2)}, Spearman ${g.spearman.toFixed(3)}, worst 5 same ${g.worst5Same}/5 (tengen ${w5.join(' ')}; KataGo ${k5.join(' ')}), accuracy tengen ${acc(g.accuracyTengen)} KataGo ${acc(g.accuracyKataGo)}` +
      (visits === 1 ? `; raw symmetry 0 |diff| mean ${g.rawMeanAbsDiff.toFixed(4)} max ${g.rawMaxAbsDiff.toFixed(4)}` : '') +
      `; ${g.seconds.tengen.toFixed(0)} s tengen, ${g.seconds.katago.toFixed(0)} s KataGo`,
  );
}
kata.close();
const all = report.flatMap((g) => g.perMove);
const d = all.map((m) => Math.abs(m.tengen - m.katago));
console.log(
  `all ${report.length} games, ${all.length} moves, ${visits} visits: |diff| mean ${(d.reduce((a, b) => a + b, 0) / d.length).toFixed(3)}, median ${[...d].sort((a, b) => a - b)[d.length >> 1].toFixed(3)}, max ${Math.max(...d).toFixed(2)}; Spearman ${spearman(all.map((m) => m.tengen), all.map((m) => m.katago)).toFixed(3)}; worst 5 same ${report.map((g) => g.worst5Same).join(', ')}; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
console.log(`per move: ${path.relative(root, out)}`);
