// The solver's memory in wasm under Node (tengen/full): memory.buffer.byteLength after
// each of 1,000 solves (a wasm memory only grows, so a leak or an unbounded table
// shows as growth). The problems are those of tests/solve/ cycled, each within a node
// budget, with the default table (64 MB) and with `--table-mb n`.
//   node bench/tsumego-memory.mjs [--solves 1000] [--nodes 20000] [--table-mb 64]
import { readFileSync } from "node:fs";
import { parseSet, problemSgf } from "./tsumego/sets.mjs";

const full = await import("../pkg/full-node.js");
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? def : Number(process.argv[i + 1]);
};
const SOLVES = arg("solves", 1000);
const NODES = arg("nodes", 20000);
const TABLE = arg("table-mb", 0);
const memory = full.initSync().memory;
const here = new URL(".", import.meta.url).pathname;
const problems = ["tinytsumego2", "d180cf"].flatMap((s) => parseSet(readFileSync(`${here}../tests/solve/${s}.txt`, "utf8")));
const mb = (b) => (b / 2 ** 20).toFixed(1);
const before = memory.buffer.byteLength;
const seen = [];
let proved = 0;
const t0 = performance.now();
for (let i = 0; i < SOLVES; i++) {
  const p = problems[i % problems.length];
  const tree = full.GameTree.fromSgf(problemSgf(p));
  const game = tree.game;
  tree.free();
  const options = { target: p.target, goal: p.goal, maxNodes: NODES };
  if (TABLE) options.tableMb = TABLE;
  const r = game.solve(options);
  if (r.status === "proved") proved++;
  game.free();
  seen.push(memory.buffer.byteLength);
}
const at = (n) => mb(seen[Math.min(n, seen.length) - 1]);
console.log(`${SOLVES} solves (${problems.length} problems cycled, ${NODES} nodes each, table ${TABLE || "default 64"} MB): ${proved} proved, ${((performance.now() - t0) / 1000).toFixed(0)} s`);
console.log(`wasm memory (MB): before ${mb(before)}; after solve 1 ${at(1)}, 10 ${at(10)}, 100 ${at(100)}, 1,000 ${at(1000)}; largest ${mb(Math.max(...seen))}`);
console.log(`grew after the first solve: ${seen.some((b) => b > seen[0]) ? "yes, by " + mb(Math.max(...seen) - seen[0]) + " MB" : "no"}`);
