// The bot's search speed in the package (wasm under Node): playouts a second of one
// search from the empty board, with the full playout policy, on 9×9 and 19×19.
//   node bench/bot.mjs [--runs 5] [--playouts9 20000] [--playouts19 4000]
// Each size is searched `runs` times with a new bot (its tree's memory comes from the
// pool the previous one left), and the median is reported beside the slowest and the
// fastest. The native figure for the same search is
//   cargo run --release --example botspeed -- 9 20000
// Run both on a quiet machine, one after the other: the rates depend on the load, the
// ratio of the two far less.
import { Bot, Game } from 'tengen';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = arg('runs', 5);
const budgets = { 9: arg('playouts9', 20000), 19: arg('playouts19', 4000) };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const size of [9, 19]) {
  const rates = [];
  let first = null;
  for (let r = 0; r < runs; r++) {
    const game = new Game({ size });
    const bot = new Bot({ playouts: budgets[size], seed: 1 });
    const t0 = performance.now();
    const m = bot.genmove(game);
    const s = (performance.now() - t0) / 1000;
    rates.push(m.playouts / s);
    first ??= m.point;
    bot.free();
    game.free();
  }
  const k = (x) => `${(x / 1000).toFixed(1)}k`;
  console.log(
    `${size}×${size}: ${budgets[size]} playouts, median ${k(median(rates))} playouts/s ` +
      `(${k(Math.min(...rates))}–${k(Math.max(...rates))}, ${runs} runs), first move ${JSON.stringify(first)}`,
  );
}
