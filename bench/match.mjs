// A match: the package's Bot (wasm under Node) against GNU Go over GTP.
//
//   node bench/match.mjs --games 100 --size 9 --playouts 10000 --jobs 2 --level 10 \
//     --gnugo-level 10 --out bench/games/NAME
//   node bench/match.mjs --net builtin --visits 100 --games 50 --size 19 --komi 7.5
//
// --opponent playouts: instead of GNU Go, tengen's own playout search (the same
// module's `new Bot({ level: 10, timeMs })`), at the same --time-ms a move, thinking in
// turn with the bot in one thread so that the machine's load falls on both alike; GNU
// Go only referees (it is told every move and gives `final_score`).
//
// --net builtin (or the path of a KataGo model, .bin or .bin.gz): the network's search
// (tengen/full's Bot with Net.load()), with --visits per move (default 200 when no
// --time-ms is given); the dead stones of tengen's count are then the network's
// (`guessDead({ net })`).
//
// Options: --games (default 10), --first (0: the first game's index, to add games to a
// match already played in the same --out), --size (9), --playouts (10000) or --time-ms (per
// move; with both, the first reached), --level (the bot's, 10), --gnugo-level (10),
// --komi (7.5), --seed (1: game i is played with seed + i), --jobs (2: worker
// threads, each with its own GNU Go), --out (default bench/games/match-<time>),
// --gnugo (the program, /usr/games/gnugo), --max-moves (3 × the points: then the game
// is counted as it stands).
//
// Colours alternate: the bot is Black in the even games. GNU Go plays under
// `--chinese-rules --positional-superko`, as the Game does (the chinese preset). Each
// game's SGF is written to the out folder (PB and PW name the players and their
// settings, RE the result). The result is GNU Go's `final_score`, or the resignation;
// tengen's own count (`game.score({ dead: game.guessDead() })`) is checked against it
// and every disagreement printed. At the end: the bot's win rate with its 95 %
// interval (Wilson's score interval).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseArgs(argv) {
  const o = {
    games: 10,
    first: 0,
    size: 9,
    playouts: undefined,
    timeMs: undefined,
    level: 10,
    gnugoLevel: 10,
    komi: 7.5,
    seed: 1,
    jobs: 2,
    out: undefined,
    gnugo: '/usr/games/gnugo',
    maxMoves: undefined,
    net: undefined,
    visits: undefined,
    opponent: 'gnugo',
  };
  const names = {
    '--games': 'games', '--first': 'first', '--size': 'size', '--playouts': 'playouts', '--time-ms': 'timeMs', '--level': 'level',
    '--gnugo-level': 'gnugoLevel', '--komi': 'komi', '--seed': 'seed', '--jobs': 'jobs', '--out': 'out',
    '--gnugo': 'gnugo', '--max-moves': 'maxMoves', '--net': 'net', '--visits': 'visits', '--opponent': 'opponent',
  };
  for (let i = 0; i < argv.length; i++) {
    const key = names[argv[i]];
    if (!key || i + 1 >= argv.length) {
      console.error(`unknown or incomplete option ${argv[i]}; see the top of bench/match.mjs`);
      process.exit(2);
    }
    const v = argv[++i];
    o[key] = key === 'out' || key === 'gnugo' || key === 'net' || key === 'opponent' ? v : Number(v);
    if (typeof o[key] === 'number' && !Number.isFinite(o[key])) {
      console.error(`${argv[i - 1]} needs a number, not ${v}`);
      process.exit(2);
    }
  }
  if (o.net !== undefined && o.visits === undefined && o.timeMs === undefined) o.visits = 200;
  if (o.net === undefined && o.playouts === undefined && o.timeMs === undefined) o.playouts = 10_000;
  if (o.opponent !== 'gnugo' && (o.opponent !== 'playouts' || o.timeMs === undefined)) {
    console.error('--opponent is gnugo (the default) or playouts, which needs --time-ms');
    process.exit(2);
  }
  o.maxMoves ??= 3 * o.size * o.size;
  o.out ??= path.join('bench', 'games', `match-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  o.jobs = Math.max(1, Math.min(o.jobs, o.games));
  return o;
}

/** A GTP engine in a child process: `ask(command)` answers the text after `=`, or throws on `?`. */
function gtpEngine(program, args) {
  const child = spawn(program, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  let buffer = '';
  const waiting = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const answer = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 2);
      const w = waiting.shift();
      if (!w) continue;
      if (answer.startsWith('=')) w.resolve(answer.slice(1).trim());
      else w.reject(new Error(`${w.command}: ${answer}`));
    }
  });
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`GNU Go exited (${code}) before answering ${w.command}`));
  });
  return {
    ask(command) {
      return new Promise((resolve, reject) => {
        waiting.push({ command, resolve, reject });
        child.stdin.write(command + '\n');
      });
    },
    async quit() {
      await this.ask('quit').catch(() => {});
      child.stdin.end();
    },
  };
}

/** The winner of an SGF result ("B+3.5", "W+R", "0", "Void"): "B", "W" or null. */
const winnerOf = (re) => (/^[BW]\+/.test(re) ? re[0] : null);

/** One game; the bot is Black if `botBlack`; `net` the network, if any. */
async function playGame(t, o, index, net) {
  const seed = o.seed + index;
  const botBlack = index % 2 === 0;
  const gnugo = gtpEngine(o.gnugo, ['--mode', 'gtp', '--level', String(o.gnugoLevel), '--chinese-rules', '--positional-superko']);
  const version = await gnugo.ask('version');
  await gnugo.ask(`boardsize ${o.size}`);
  await gnugo.ask('clear_board');
  await gnugo.ask(`komi ${o.komi}`);
  const game = new t.Game({ size: o.size, rules: 'chinese', komi: o.komi });
  const budget = {};
  if (o.playouts !== undefined) budget.playouts = o.playouts;
  if (o.timeMs !== undefined) budget.timeMs = o.timeMs;
  if (o.visits !== undefined) budget.visits = o.visits;
  const bot = new t.Bot({ level: o.level, seed, ...budget, ...(net ? { net } : {}) });
  // The playout search as the opponent: the same time a move (its playouts unbounded).
  const rival = o.opponent === 'playouts' ? new t.Bot({ level: 10, seed: seed + 1000, timeMs: o.timeMs, playouts: 1_000_000 }) : null;
  let rivalMs = 0;
  const started = Date.now();
  const moves = [];
  let resigned = null;
  let botMs = 0;
  while (!game.isOver && moves.length < o.maxMoves) {
    const black = game.turn === 'black';
    const c = black ? 'b' : 'w';
    if (black === botBlack) {
      const m = bot.genmove(game);
      botMs += m.ms;
      if (m.resign) {
        resigned = game.turn;
        game.resign();
        break;
      }
      if (m.point) {
        game.play(...m.point);
        await gnugo.ask(`play ${c} ${t.toGtp(m.point[0], m.point[1], o.size)}`);
      } else {
        game.pass();
        await gnugo.ask(`play ${c} pass`);
      }
      moves.push(m.point);
    } else if (rival) {
      const m = rival.genmove(game);
      rivalMs += m.ms;
      if (m.resign) {
        resigned = game.turn;
        game.resign();
        break;
      }
      if (m.point) game.play(...m.point);
      else game.pass();
      await gnugo.ask(`play ${c} ${m.point ? t.toGtp(m.point[0], m.point[1], o.size) : 'pass'}`);
      moves.push(m.point);
    } else {
      const a = (await gnugo.ask(`genmove ${c}`)).toLowerCase();
      if (a === 'resign') {
        resigned = game.turn;
        game.resign();
        break;
      }
      if (a === 'pass') {
        game.pass();
        moves.push(null);
      } else {
        const p = t.fromGtp(a, o.size);
        game.play(...p);
        moves.push(p);
      }
    }
  }
  let result;
  if (resigned) result = resigned === 'black' ? 'W+R' : 'B+R';
  else result = (await gnugo.ask('final_score')).trim();
  // tengen's own count of the final position (the same dead-stone guess a page offers).
  const ours = game.score({ dead: game.guessDead(net ? { net } : undefined) }).result;
  await gnugo.quit();
  bot.free();
  rival?.free();
  const gnugoName = rival ? `tengen playout search level 10, ${o.timeMs} ms a move` : `GNU Go ${version} level ${o.gnugoLevel}`;
  const botName = `tengen ${net ? `network search (${net.info.name})` : 'bot'} level ${o.level}, ${describeBudget(o)} a move, seed ${seed}`;
  const sgfMoves = moves.map((p, i) => `;${i % 2 === 0 ? 'B' : 'W'}[${p ? t.toSgf(p[0], p[1]) : ''}]`);
  // Moves alternate from Black in these games (no handicap, no setup).
  const agree = resigned !== null || ours === result;
  const comment = agree ? '' : `C[GNU Go's final_score ${result}; tengen's count ${ours}]`;
  const sgf = `(;GM[1]FF[4]CA[UTF-8]AP[tengen bench/match.mjs]SZ[${o.size}]KM[${o.komi}]RU[Chinese]` +
    `PB[${botBlack ? botName : gnugoName}]PW[${botBlack ? gnugoName : botName}]RE[${result}]DT[${new Date().toISOString().slice(0, 10)}]${comment}` +
    `${sgfMoves.join('')})\n`;
  fs.writeFileSync(path.join(o.out, `game-${String(index).padStart(3, '0')}.sgf`), sgf);
  game.free();
  const botWon = winnerOf(result) === (botBlack ? 'B' : 'W');
  return { index, botBlack, result, ours, agree, botWon, moves: moves.length, seconds: (Date.now() - started) / 1000, botMs, rivalMs };
}

/** The bot's budget in words: "200 visits", "10000 playouts or 1000 ms". */
function describeBudget(o) {
  const parts = [];
  if (o.visits !== undefined) parts.push(`${o.visits} visits`);
  if (o.playouts !== undefined) parts.push(`${o.playouts} playouts`);
  if (o.timeMs !== undefined) parts.push(`${o.timeMs} ms`);
  return parts.join(' or ');
}

/** Wilson's score interval for `wins` of `n` at 95 %. */
function wilson(wins, n) {
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

if (isMainThread) {
  const o = parseArgs(process.argv.slice(2));
  fs.mkdirSync(path.resolve(root, o.out), { recursive: true });
  o.out = path.resolve(root, o.out);
  const budget = describeBudget(o);
  console.log(`${o.games} games on ${o.size}×${o.size}, komi ${o.komi}: tengen${o.net ? ` with the network (${o.net})` : ''} level ${o.level} (${budget} a move) against ${o.opponent === 'playouts' ? `tengen's playout search at ${o.timeMs} ms a move (GNU Go level ${o.gnugoLevel} referees)` : `GNU Go level ${o.gnugoLevel}`}, ${o.jobs} jobs, SGFs in ${path.relative(root, o.out)}`);
  const results = [];
  await Promise.all(
    Array.from({ length: o.jobs }, (_, job) =>
      new Promise((resolve, reject) => {
        const w = new Worker(fileURLToPath(import.meta.url), { workerData: { o, job } });
        w.on('message', (r) => {
          results.push(r);
          const side = r.botBlack ? 'B' : 'W';
          const perMove = Math.round(r.botMs / Math.max(1, Math.ceil(r.moves / 2)));
          const note = r.agree ? '' : `  DISAGREEMENT: tengen counts ${r.ours}${winnerOf(r.ours) !== winnerOf(r.result) ? ' (another winner)' : ''}`;
          const rival = r.rivalMs ? `, playout search ${Math.round(r.rivalMs / Math.max(1, Math.floor(r.moves / 2)))} ms` : '';
          console.log(`game ${r.index}: tengen ${side} ${r.result} ${r.botWon ? 'win' : 'loss'}, ${r.moves} moves, ${r.seconds.toFixed(1)} s (bot ${perMove} ms a move${rival})${note}`);
        });
        w.on('error', reject);
        w.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`job ${job} exited with ${code}`))));
      }),
    ),
  );
  const n = results.length;
  const wins = results.filter((r) => r.botWon).length;
  const [lo, hi] = wilson(wins, n);
  const asBlack = results.filter((r) => r.botBlack);
  const disagreements = results.filter((r) => !r.agree);
  console.log(`tengen won ${wins}/${n} = ${((100 * wins) / n).toFixed(1)} % (95 % Wilson interval ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %); as Black ${asBlack.filter((r) => r.botWon).length}/${asBlack.length}, as White ${wins - asBlack.filter((r) => r.botWon).length}/${n - asBlack.length}`);
  console.log(`counts: ${n - disagreements.length - results.filter((r) => r.result.endsWith('+R')).length} agree with GNU Go's final_score, ${disagreements.length} disagree${disagreements.length ? ` (games ${disagreements.map((r) => r.index).join(', ')})` : ''}`);
} else {
  const { o, job } = workerData;
  const t = await import(o.net ? 'tengen/full' : 'tengen');
  const net = o.net === undefined ? undefined : await t.Net.load(o.net === 'builtin' ? undefined : fs.readFileSync(path.resolve(root, o.net)));
  for (let i = o.first + job; i < o.first + o.games; i += o.jobs) parentPort.postMessage(await playGame(t, o, i, net));
}
