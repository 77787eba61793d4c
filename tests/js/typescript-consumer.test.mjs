// The package's declarations, as a strict TypeScript user sees them: `npm pack` of
// pkg/, installed into a fresh project, type-checked with `tsc --strict` and no
// `skipLibCheck`, under lib es2022 (a common setting, without Symbol.dispose) and
// under lib esnext (which declares it too). A page's code using every documented
// property, method and event of <tengen-board> (README, "Embed a board") compiles
// under lib dom, and so do the package README's ```ts examples; code that misuses the
// element's types does not. Run: node --test tests/js/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

const consumer = `
import {
  Game, presetRules, rulesNames, isTengenError, toGtp, fromGtp, toSgf, fromSgf, starPoints, handicapPoints,
  type GameOptions, type RuleSet, type Score, type Vertex, type TengenError, type IllegalReason,
  Bot, BotWorker, type BotOptions, type BotBudget, type BotMove, type Analysis, type AnalysisMove, type BotWorkerBudget,
  Net,
} from 'tengen';
import {
  GameTree as FullTree, type TreeSetup, type TreeMarkup,
  Game as FullGame, solve, solveTree, checkProblem, type SolveOptions, type SolveResult, type SolveFate, type ProblemFinding,
} from 'tengen/full';
import { Bot as NetBot, BotWorker as NetWorker, type BotLoading } from 'tengen/full';

const options: GameOptions = { size: 9, rules: 'japanese', komi: 6.5 };
const game = new Game(options);
const captured: Vertex[] = game.play(2, 6).captured;
const reason: IllegalReason | null = game.illegalReason(2, 6);
const rules: RuleSet = presetRules('ing');
const score: Score = game.score({ dead: [] });
const names: string[] = [...rulesNames(), toGtp(3, 3, 19), toSgf(3, 3)];
try {
  game.play(2, 6);
} catch (e) {
  if (isTengenError(e)) {
    const err: TengenError = e;
    const code: string = err.code;
    names.push(code, err.message);
  }
}
const points: Vertex[] = starPoints(19, 19);
const placed: Vertex[] | null = handicapPoints(19, 4);
const q16: Vertex | null = fromGtp('Q16', 19);
const pd: Vertex | null = fromSgf('pd');
const botOptions: BotOptions = { level: 5, playouts: 100, timeMs: 50, seed: 2, resign: false, memoryMb: 16 };
const bot = new Bot(botOptions);
const budget: BotBudget = { playouts: 50 };
const move: BotMove = bot.genmove(game, budget);
const movePoint: Vertex | null = move.point;
const analysis: Analysis = bot.analyze(game, { timeMs: 10 });
const best: AnalysisMove | undefined = analysis.moves[0];
const pv: (Vertex | null)[] = best ? best.pv : [];
const owners: number[] = analysis.ownership;
bot.free();
const worker = new BotWorker({ level: 3 });
const progress: BotWorkerBudget = { timeMs: 100, onProgress: (a: Analysis) => names.push(String(a.winrate)) };
const later: Promise<BotMove> = worker.genmove(game, progress);
const thinking: Promise<Analysis> = worker.analyze(game);
// The solver (tengen/full): the full module's Games, and the core's through its functions.
const solveOptions: SolveOptions = { target: [3, 0], goal: 'kill', region: [[0, 0]], timeMs: 100, maxNodes: 1000, tableMb: 1 };
const solved: SolveResult = new FullGame({ size: 9 }).solve(solveOptions);
const fate: SolveFate | null = solved.result;
const first: string = solved.ko?.threatsFirst ?? solved.status;
const fromCore: SolveResult = solve(game, { timeMs: 10 });
const proofTree: FullTree = solveTree(game);
const findings: ProblemFinding[] = checkProblem(proofTree, { maxNodes: 1000 });
const solving: Promise<SolveResult> = worker.solve(game, { timeMs: 10 });
worker.stop();
worker.terminate();
// The network's search (tengen/full), on this module's Game.
async function withNet(): Promise<number> {
  const n = await Net.load();
  const netBot = new NetBot({ net: n, level: 10, visits: 200 });
  const m: BotMove = netBot.genmove(game, { visits: 50 });
  const engine: 'net' | 'playouts' | undefined = m.engine;
  const lead: number | null | undefined = m.scoreLead;
  const dead: Vertex[] = game.guessDead({ net: n });
  const searched: Vertex[] = game.guessDead({ net: n, visits: 64 });
  const w = new NetWorker({ net: 'builtin', visits: 100 });
  const inWorker: Vertex[] = await w.guessDead(game, { visits: 64 });
  const byPlayouts: Vertex[] = await worker.guessDead(game, { playouts: 50, seed: 2 });
  const a = await w.analyze(game, {
    visits: 10,
    onProgress: (p: Analysis | BotLoading) => names.push('loading' in p ? String(p.loading.loaded) : String(p.winrate)),
  });
  return dead.length + searched.length + inWorker.length + byPlayouts.length + (lead ?? 0) + (engine === 'net' ? 1 : 0) + (a.visits ?? 0);
}
game[Symbol.dispose]();
// The full module's GameTree edits (tengen/full); the core's has no editing methods.
const edited = FullTree.fromSgf('(;SZ[9];B[ee])');
edited.next();
edited.addNode();
const setup: TreeSetup = { black: [[0, 0], [1, 0]], white: [[8, 8]], empty: [] };
edited.setSetup(setup);
const markup: TreeMarkup = { circle: [[0, 0]], square: [], triangle: [], cross: [], label: [[4, 0, 'A']], arrow: [[[0, 8], [4, 4]]], line: [[[8, 0], [8, 8]]], dim: [[7, 7]], selected: [[6, 6]] };
edited.setMarkup(markup);
edited.setPlayer('white');
edited.setProperty('C', ['Correct']);
edited.removeProperty('C');
const record: string = edited.toSgf();
edited.free();
export { captured, reason, rules, score, names, points, placed, q16, pd, movePoint, pv, owners, later, thinking, record, fate, first, fromCore, findings, solving, withNet };
`;

// A page using all of <tengen-board>: each property, method and event's detail the
// README documents, read with the type it has.
const page = `
import type { TengenBoard, TengenBoardState, MoveDetail, IllegalDetail, BoardMode, DrawInput } from 'tengen/board';
import { Game, type GameTree, type Score, type Vertex, type ShapeTerm, type Player } from 'tengen';

const el: TengenBoard | null = document.querySelector('tengen-board');
if (el) {
  const game: Game | null = el.game;
  const tree: GameTree | null = el.tree;
  const mode: BoardMode = el.mode;
  const state: Readonly<TengenBoardState> | null = el.state;
  if (state) {
    const position: Int8Array = state.board;
    const legal: Uint8Array = state.legal;
    const turn: Player = state.turn;
    const phase: 'play' | 'counting' | 'over' = state.mode;
    const count: Score | null = state.score;
    const dead: ReadonlySet<number> = state.dead;
    const size: [number, number] = [state.width, state.height];
    const where: [number | null, number] = [state.hover, state.cursor];
    const said: string | undefined = state.message?.text;
    const settings: number = state.settings.size + state.settings.komi + state.settings.handicap + state.moveNumber + state.captures.black;
    console.log(position, legal, turn, phase, count, dead, size, where, said, settings, state.ko, state.lastMove, state.endReason, state.result, state.repetition, state.ownership, state.highlight);
  }
  const canvas: HTMLCanvasElement | null = el.canvas;
  const done: boolean[] = [el.play(2, 2), el.pass(), el.undo(), el.goTo([0, 1, 0])];
  const score: Score | null = el.score();
  el.highlight([[2, 2]]);
  el.highlight(null);
  el.refreshStyle();
  el.resign();
  el.resume();
  el.endNoResult();
  el.suggestDead();
  el.showOwnership(true);
  const refused: string | null = el.newGame({ size: 9, rules: 'japanese', komi: 6.5, handicap: 0 });
  el.showGame(new Game({ size: 9 }), { size: 9, rules: 'chinese', komi: 7.5, handicap: 0 }, (s) => \`move \${s.moveNumber}\`);
  el.refresh('restored', 'info');
  el.refresh();
  const svg: Promise<string> = el.toSvg({ coordinates: true, numbers: [1, 50], region: 'auto', theme: 'high-contrast' });
  const diagram: Promise<string> = el.toSvg({ numbers: 'all', region: [[0, 0], [9, 9]] });
  const png: Promise<Blob> = el.toPng({ scale: 3, numbers: 'none' });
  const layer: DrawInput = { marks: [[1, 1, 'circle'], [2, 1, 'selected']], labels: [[2, 2, 'A']], arrows: [[[0, 0], [2, 2]]], lines: [[[0, 1], [3, 1]]], heatmap: new Float32Array(81), dim: [[4, 4]] };
  el.draw(layer);
  el.draw(null);
  console.log(svg, diagram, png);
  el.focus();
  el.addEventListener('move', (e) => {
    const detail: MoveDetail = e.detail;
    const point: Vertex | null = detail.move.point;
    const color: Player = detail.move.color;
    const captures: Vertex[] = detail.captures;
    const terms: ShapeTerm[] = detail.terms;
    console.log(point, color, captures, terms.map((t) => t.names.en), detail.moveNumber);
  });
  el.addEventListener('illegal', (e) => {
    const detail: IllegalDetail = e.detail;
    const reason: string = detail.reason;
    console.log(detail.point, reason, detail.explanation, detail.info.code);
  });
  el.addEventListener('end', (e) => console.log(e.detail.reason, e.detail.result));
  el.addEventListener('score', (e) => console.log(e.detail.score?.result));
  el.addEventListener('navigate', (e) => console.log(e.detail.path, e.detail.moveNumber, e.detail.comment));
  el.addEventListener('solved', (e) => {
    const took: number = e.detail.ms / e.detail.attempts;
    console.log(e.detail.point, e.detail.path, took);
  });
  el.addEventListener('failed', (e) => {
    const why: 'not-in-record' | 'marked-wrong' | 'not-right' | 'refuted' = e.detail.reason;
    console.log(e.detail.point, e.detail.path, why);
  });
  el.addEventListener('change', (e) => console.log(e.detail.state.moveNumber));
  el.addEventListener('pointer', (e) => console.log(e.detail.state.hover, e.detail.state.cursor));
  // The computer: its thinking, a hint, the graph's seek, a review.
  el.addEventListener('thinking', (e) => {
    const state: 'start' | 'end' = e.detail.state;
    console.log(state, e.detail.point?.[0], e.detail.timeMs);
  });
  el.addEventListener('seek', (e) => console.log(e.detail.moveNumber));
  void el.hint({ timeMs: 500 }).then((a) => console.log(a?.winrate, a?.moves[0]?.point));
  void el.review().then((items) => {
    const first = items[0];
    if (first) console.log(first.moveNumber, first.color, first.played, first.preferred, first.lost, first.preferredWinrate);
    el.showReview(first ?? null);
  });
  el.playNow();
  el.addEventListener('click', (e) => console.log(e.clientX));
  console.log(game, tree, mode, canvas, done, score, refused);
}
const made: TengenBoard = document.createElement('tengen-board');
made.setAttribute('size', '9');
export { made };
`;

// Misuses the compiler must refuse: the element's types say something, or nothing.
const misuses = {
  'a move without a point': `el.addEventListener('move', (e) => { const p: [number, number] = e.detail.move.point; console.log(p); });`,
  'an unknown failure reason': `el.addEventListener('failed', (e) => { if (e.detail.reason === 'timeout') console.log(e); });`,
  'a state written to': `if (el.state) el.state.moveNumber = 3;`,
  'a move of the wrong type': `el.play('D4');`,
  'a method the element lacks': `el.undoTo(3);`,
  'an unknown thinking state': `el.addEventListener('thinking', (e) => { if (e.detail.state === 'paused') console.log(e); });`,
  'a hint with a move count for a budget': `void el.hint(300);`,
  'an SVG read as a string at once': `const svg: string = el.toSvg();`,
  'numbers as a single move': `void el.toSvg({ numbers: 12 });`,
  'an unknown theme for a diagram': `void el.toSvg({ theme: 'neon' });`,
  'an unknown mark kind to draw': `el.draw({ marks: [[1, 1, 'star']] });`,
  'a heatmap of strings': `el.draw({ heatmap: ['1'] });`,
};

/** The ```ts blocks of a Markdown file. */
function tsBlocks(file) {
  return [...fs.readFileSync(file, 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

test('the packed declarations compile under tsc --strict, lib es2022 and esnext, no skipLibCheck', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-consumer-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir, path.join(root, 'pkg')], { encoding: 'utf8' }),
    );
    const tarball = path.join(dir, packed[0].filename);
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-save', tarball], { cwd: dir, stdio: 'pipe' });
    fs.writeFileSync(path.join(dir, 'main.ts'), consumer);
    for (const lib of ['es2022', 'esnext']) {
      const tsconfig = {
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: 'es2022',
          lib: [lib],
          module: 'nodenext',
          moduleResolution: 'nodenext',
          types: [],
        },
        files: ['main.ts'],
      };
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      try {
        execFileSync(tsc, ['-p', dir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
      } catch (e) {
        assert.fail(`tsc with lib ${lib}:\n${e.stdout}${e.stderr}`);
      }
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('<tengen-board> as a strict TypeScript page sees it: every documented member and event compiles, misuses do not', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tengen-board-consumer-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir, path.join(root, 'pkg')], { encoding: 'utf8' }),
    );
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'page', private: true, type: 'module' }));
    execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-save', path.join(dir, packed[0].filename)], { cwd: dir, stdio: 'pipe' });
    const examples = tsBlocks(path.join(root, 'pkg', 'README.md'));
    assert.ok(examples.length > 0, 'pkg/README.md has a ts example');
    const compile = (files) => {
      const tsconfig = {
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', lib: ['es2022', 'dom'], module: 'nodenext', moduleResolution: 'nodenext', types: [] },
        files,
      };
      fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      try {
        execFileSync(tsc, ['-p', dir], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
        return null;
      } catch (e) {
        return `${e.stdout}${e.stderr}`;
      }
    };
    fs.writeFileSync(path.join(dir, 'page.ts'), page);
    examples.forEach((code, i) => fs.writeFileSync(path.join(dir, `readme-${i}.ts`), `${code}\nexport {};\n`));
    const errors = compile(['page.ts', ...examples.map((_, i) => `readme-${i}.ts`)]);
    assert.equal(errors, null, `the page and the README's ts examples:\n${errors}`);
    const misuse = (code) => {
      fs.writeFileSync(path.join(dir, 'misuse.ts'), `import type { TengenBoard } from 'tengen/board';\ndeclare const el: TengenBoard;\n${code}\nexport {};\n`);
      return compile(['misuse.ts']);
    };
    // The same frame around a right use compiles: what fails below is the misuse.
    assert.equal(misuse(`el.addEventListener('move', (e) => console.log(e.detail.move.point?.[0]));`), null);
    for (const [what, code] of Object.entries(misuses)) assert.notEqual(misuse(code), null, `${what} compiles: ${code}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
