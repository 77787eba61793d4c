// A third reader for the dead-stone corpus: KataGo's own search on games where GNU Go's
// verdict (the corpus's reference) and the network's differ (BENCHMARKS.md, "Dead
// stones with the network"). For each game named, KataGo is given the game without
// its closing passes (as `cargo run --release --example net_deadstones` gives the
// network), searches it twice, once with each side to move, and prints every chain
// with its stones, GNU Go's verdict and KataGo's mean ownership of the chain for its
// own colour (1: surely its own, −1: surely the opponent's) in each search.
//
//   node bench/katago-dead.mjs --katago PATH --model FILE [--visits N] ID...
//
// KataGo is not part of the project: build it (its Eigen backend) and give the same
// network as npm/nets/b6c96.bin.gz. --visits: visits a search (default 1600), one
// search thread. The games are read from tests/dead-stones-corpus.txt and
// tests/dead-stones-fresh.txt; a game is counted as tests/dead_stones.rs counts it
// (Chinese rules, the line's komi and fixed handicap; simple ko for `rules=japanese`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : dflt;
};
const katago = opt('--katago', undefined);
const model = opt('--model', path.join(root, 'npm', 'nets', 'b6c96.bin.gz'));
const visits = Number(opt('--visits', 1600));
const ids = args;
if (!katago || ids.length === 0) {
  console.error('usage: node bench/katago-dead.mjs --katago PATH [--model FILE] [--visits N] ID...');
  process.exit(2);
}

const field = (line, key) => {
  const f = line.split(' ').find((s) => s.startsWith(key + '='));
  return f === undefined ? undefined : f.slice(key.length + 1);
};
const corpus = ['dead-stones-corpus.txt', 'dead-stones-fresh.txt']
  .flatMap((f) => fs.readFileSync(path.join(root, 'tests', f), 'utf8').split('\n'))
  .filter((l) => l.startsWith('id='));

// KataGo's GTP configuration: one search thread, the visits asked, no resignation,
// and the analysis reported from Black's side (ownership 1 = Black's).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katago-dead-'));
const config = path.join(dir, 'gtp.cfg');
fs.writeFileSync(
  config,
  [
    `logDir = ${path.join(dir, 'logs')}`,
    'logAllGTPCommunication = false',
    'logSearchInfo = false',
    'logSearchInfoForChosenMove = false',
    'logToStderr = false',
    'rules = chinese',
    'allowResignation = false',
    'resignThreshold = -0.90',
    'resignConsecTurns = 3',
    `maxVisits = ${visits}`,
    'ponderingEnabled = false',
    'maxTimePondering = 60.0',
    'lagBuffer = 1.0',
    'numSearchThreads = 1',
    'searchFactorAfterOnePass = 1.0',
    'searchFactorAfterTwoPass = 1.0',
    'searchFactorWhenWinning = 1.0',
    'searchFactorWhenWinningThreshold = 0.95',
    'reportAnalysisWinratesAs = BLACK',
    '',
  ].join('\n'),
);

const child = spawn(katago, ['gtp', '-model', model, '-config', config], {
  stdio: ['pipe', 'pipe', 'ignore'],
});
const lines = readline.createInterface({ input: child.stdout });
// Lines come in whether or not a reader waits: the unread ones are kept.
const waiting = [];
const unread = [];
lines.on('line', (l) => {
  if (process.env.GTP_DEBUG) console.error('<', l.slice(0, 80));
  const reader = waiting.shift();
  if (reader) reader(l);
  else unread.push(l);
});
const nextLine = () =>
  unread.length > 0 ? Promise.resolve(unread.shift()) : new Promise((resolve) => waiting.push(resolve));
// One GTP command; its response's lines (up to the blank line that ends it).
// `kata-search_analyze` answers `=` at once, then prints its `info` lines and, when
// the search is done, `play <move>` and the blank line.
async function ask(command) {
  child.stdin.write(command + '\n');
  const search = command.startsWith('kata-search_analyze');
  const out = [];
  for (;;) {
    const l = await nextLine();
    if (l === '' && out.length > 0 && (!search || out.at(-1).startsWith('play '))) break;
    if (l !== '') out.push(l);
  }
  if (out[0].startsWith('?')) throw new Error(`${command}: ${out.join(' ')}`);
  return out;
}

const letters = 'ABCDEFGHJKLMNOPQRST';
const xy = (v, size) => [letters.indexOf(v[0]), size - Number(v.slice(1))];

for (const id of ids) {
  const line = corpus.find((l) => field(l, 'id') === id);
  if (!line) {
    console.log(`${id}: not in the corpus`);
    continue;
  }
  const size = Number(field(line, 'size'));
  const handicap = Number(field(line, 'handicap') ?? 0);
  const moves = field(line, 'moves').split(',');
  while (moves.at(-1) === 'PASS') moves.pop();
  const dead = new Set((field(line, 'dead') ?? '').split(',').filter(Boolean));
  await ask(`boardsize ${size}`);
  await ask('clear_board');
  await ask(`komi ${field(line, 'komi')}`);
  await ask('kata-set-rules chinese');
  if (field(line, 'rules') === 'japanese') await ask('kata-set-rule ko SIMPLE');
  // The board, to find the chains: 0 empty, 1 Black, 2 White.
  const board = new Array(size * size).fill(0);
  let toMove = 'B';
  if (handicap > 0) {
    const stones = (await ask(`fixed_handicap ${handicap}`))[0].slice(2).trim().split(' ');
    for (const v of stones) {
      const [x, y] = xy(v, size);
      board[y * size + x] = 1;
    }
    toMove = 'W';
  }
  const neighbours = (i) => {
    const x = i % size;
    const y = Math.floor(i / size);
    return [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ]
      .filter(([a, b]) => a >= 0 && b >= 0 && a < size && b < size)
      .map(([a, b]) => b * size + a);
  };
  const chainOf = (i) => {
    const seen = new Set([i]);
    const todo = [i];
    while (todo.length) {
      for (const n of neighbours(todo.pop())) {
        if (board[n] === board[i] && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    return [...seen];
  };
  const liberties = (chain) => chain.some((s) => neighbours(s).some((n) => board[n] === 0));
  for (const m of moves) {
    await ask(`play ${toMove} ${m}`);
    if (m !== 'PASS') {
      const [x, y] = xy(m, size);
      const i = y * size + x;
      const color = toMove === 'B' ? 1 : 2;
      board[i] = color;
      for (const n of neighbours(i)) {
        if (board[n] === 3 - color) {
          const chain = chainOf(n);
          if (!liberties(chain)) for (const s of chain) board[s] = 0;
        }
      }
    }
    toMove = toMove === 'B' ? 'W' : 'B';
  }
  // Root ownership (Black's side) of a search with `player` to move.
  const ownership = async (player) => {
    const out = await ask(`kata-search_analyze ${player} 100000 ownership true maxmoves 1`);
    const info = out.filter((l) => l.startsWith('info ')).at(-1);
    const words = info.split(' ');
    const at = words.indexOf('ownership');
    const lead = Number(words[words.indexOf('scoreLead') + 1]);
    return { own: words.slice(at + 1, at + 1 + size * size).map(Number), lead };
  };
  const other = toMove === 'B' ? 'W' : 'B';
  const first = await ownership(toMove);
  const second = await ownership(other);
  console.log(
    `${id}: ${visits} visits; Black's lead ${first.lead.toFixed(1)} with ${toMove} to move, ` +
      `${second.lead.toFixed(1)} with ${other} to move`,
  );
  const done = new Set();
  for (let i = 0; i < size * size; i++) {
    if (board[i] === 0 || done.has(i)) continue;
    const chain = chainOf(i);
    for (const s of chain) done.add(s);
    const sign = board[i] === 1 ? 1 : -1;
    const mean = (o) => (sign * chain.reduce((a, s) => a + o[s], 0)) / chain.length;
    const names = chain
      .sort((a, b) => a - b)
      .map((s) => letters[s % size] + (size - Math.floor(s / size)));
    const gnugo = names.some((n) => dead.has(n)) ? 'dead' : 'alive';
    const a = mean(first.own);
    const b = mean(second.own);
    // Chains on which the two readers may disagree: printed; the sure ones are not.
    if (gnugo === 'dead' || Math.min(a, b) < 0.5) {
      console.log(
        `  ${board[i] === 1 ? 'B' : 'W'} ${names.join(',')}: GNU Go ${gnugo}; ` +
          `KataGo ${a.toFixed(2)} (${toMove} to move), ${b.toFixed(2)} (${other} to move)`,
      );
    }
  }
}
child.stdin.end();
