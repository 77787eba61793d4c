// tengen's life-and-death solver (game.solve of tengen/full, wasm under Node) beside
// tsumego.js (Apache-2.0, npm; installed in bench/tsumego: `npm install --prefix
// bench/tsumego`) on the development sets of tests/solve/ (issue 31), in the same run,
// the solvers taking turns problem by problem.
//
//   node bench/tsumego.mjs [--budget ms] [--cap n] [--sets d180cf,tinytsumego2,gnugo]
//                          [--only substring] [--json file] [--frame] [--no-check] [--tengen-only]
//
// For each problem: each solver's answer within the per-problem budget (default
// 10,000 ms; solved within 1 s is read from the same run), its nodes (tengen: search
// nodes; tsumego.js: positions expanded) and time; the answer against the set's key
// and against the other solver. tengen answers with `moves: false` (the result and the
// best move, as tsumego.js does); a second, untimed call with every first move (the
// `check` pass) tests the set's key moves. --frame closes open problems (GNU Go's) by
// a frame first (see framed() below). A proved answer is never a guess, but the set
// or the other solver may disagree: every disagreement is listed.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { parseSet, problemSgf } from "./tsumego/sets.mjs";

const require = createRequire(import.meta.url);
const full = await import("../pkg/full-node.js");
let tsumego = null;
if (!process.argv.includes("--tengen-only")) try {
  tsumego = require("./tsumego/node_modules/tsumego.js");
} catch {
  console.error("tsumego.js is not installed: npm install --prefix bench/tsumego (tengen runs alone)");
}

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? def : process.argv[i + 1];
};
const BUDGET = Number(arg("budget", 10000));
const CAP = Number(arg("cap", 1000));
const SETS = arg("sets", "d180cf,tinytsumego2").split(",");
const ONLY = arg("only", "");
const JSON_OUT = arg("json", "");
const CHECK = !process.argv.includes("--no-check");

const FRAME = process.argv.includes("--frame");

/**
 * An open problem closed by a frame (for --frame): the stones near the target (those
 * reached from it through stones at most two points apart, either colour) kept in
 * their box grown by one point, everything else cleared, and a one-stone wall of the
 * attacker's colour around the box, where it is not the board's edge. The wall has
 * liberties outside, so the solver never captures it: its stones are outside the proof.
 * The same frame as the library's (src/solve/frame.rs, which `solve` applies by itself
 * to open problems), made here in the rows so that tsumego.js, which has no frame, can
 * be given the same positions.
 */
function framed(p) {
  const [w, h] = p.size;
  const at = (x, y) => p.rows[y][x];
  const inCluster = Array.from({ length: h }, () => Array(w).fill(false));
  const list = [p.target];
  inCluster[p.target[1]][p.target[0]] = true;
  for (let i = 0; i < list.length; i++) {
    const [x0, y0] = list[i];
    for (let y = Math.max(0, y0 - 2); y <= Math.min(h - 1, y0 + 2); y++)
      for (let x = Math.max(0, x0 - 2); x <= Math.min(w - 1, x0 + 2); x++)
        if (!inCluster[y][x] && at(x, y) !== ".") {
          inCluster[y][x] = true;
          list.push([x, y]);
        }
  }
  const xs = list.map((v) => v[0]);
  const ys = list.map((v) => v[1]);
  const x0 = Math.max(0, Math.min(...xs) - 1);
  const x1 = Math.min(w - 1, Math.max(...xs) + 1);
  const y0 = Math.max(0, Math.min(...ys) - 1);
  const y1 = Math.min(h - 1, Math.max(...ys) + 1);
  const defender = at(...p.target);
  const wall = defender === "X" ? "O" : "X";
  const rows = [];
  for (let y = 0; y < h; y++) {
    let r = "";
    for (let x = 0; x < w; x++) {
      const inBox = x >= x0 && x <= x1 && y >= y0 && y <= y1;
      const ring = !inBox && x >= x0 - 1 && x <= x1 + 1 && y >= y0 - 1 && y <= y1 + 1;
      r += inBox ? at(x, y) : ring ? wall : ".";
    }
    rows.push(r);
  }
  return { ...p, rows };
}

const here = new URL(".", import.meta.url).pathname;
const problems = [];
for (const s of SETS) {
  const list = parseSet(readFileSync(`${here}../tests/solve/${s}.txt`, "utf8")).filter((p) => p.name.includes(ONLY));
  problems.push(...list.slice(0, CAP).map((p) => (FRAME ? framed(p) : p)));
}

const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];
const inKey = (p, v) => p.key?.some((k) => same(k, v));
const letters = "abcdefghijklmnopqrstuvwxyz";
const vtx = (v) => (v ? `${letters[v[0]]}${letters[v[1]]}` : "pass");

/** Whether a result is the side to move's success: outright, or a ko it takes first. */
function success(goal, result, ko, toMove) {
  if (result === "ko") return ko.threatsFirst !== toMove ? "ko" : false;
  return goal === "kill" ? result === "dead" : result === "alive" || result === "seki";
}

function tengen(p, moves) {
  const tree = full.GameTree.fromSgf(problemSgf(p));
  const game = tree.game;
  tree.free();
  const color = p.toMove === "B" ? "black" : "white";
  const t0 = performance.now();
  let r;
  try {
    r = game.solve({ target: p.target, goal: p.goal, timeMs: BUDGET, moves });
  } catch (e) {
    game.free();
    return { error: e.code ?? String(e), ms: performance.now() - t0 };
  }
  const ms = performance.now() - t0;
  game.free();
  if (r.status !== "proved") return { unknown: true, ms, nodes: r.nodes };
  return { ms, nodes: r.nodes, result: r.result, ko: r.ko, best: r.best, moves: r.moves, win: success(p.goal, r.result, r.ko, color) };
}

function tsumegoJs(p) {
  if (!tsumego) return null;
  const t0 = performance.now();
  let solver;
  try {
    solver = new tsumego.Solver(problemSgf(p));
  } catch (e) {
    return { error: String(e.message ?? e).slice(0, 60), ms: performance.now() - t0 };
  }
  const before = tsumego.stat.expand;
  const g = solver.g_solve(p.toMove);
  let s = g.next();
  while (!s.done) {
    if (performance.now() - t0 > BUDGET) return { unknown: true, ms: performance.now() - t0, nodes: tsumego.stat.expand - before };
    s = g.next();
  }
  const ms = performance.now() - t0;
  const move = s.value;
  const color = p.toMove === "B" ? 1 : -1;
  const win = move * color > 0;
  let point = null;
  if (win && tsumego.stone.hascoords(move)) point = [tsumego.stone.x(move), tsumego.stone.y(move)];
  // The ko master its win needed: the opponent (a win however the ko threats lie),
  // none (a win if the opponent has no more threats: a ko the mover takes first), or
  // the mover (a ko the mover needs the first threat for).
  const km = tsumego.stone.km.get(move);
  const kind = !win ? "lose" : km === -color ? "outright" : km === 0 ? "ko-taken-first" : "ko-threat-first";
  return { ms, nodes: tsumego.stat.expand - before, win, best: point, kind };
}

const rows = [];
for (const p of problems) {
  const ours = tengen(p, false);
  const theirs = tsumegoJs(p);
  const notes = [];
  const expectWin = p.expect === "win" || p.expect === "gnugo 1";
  const expectLose = p.expect === "lose" || p.expect === "gnugo 0";
  let check = null;
  if (ours.win !== undefined) {
    if (expectWin && !ours.win) notes.push(`tengen: ${ours.result}${ours.ko ? ` (${ours.ko.threatsFirst} threat first)` : ""}, set: win`);
    if (expectLose && ours.win) notes.push(`tengen: ${ours.result}, set: lose`);
    if (ours.win && ours.best && p.key && !inKey(p, ours.best)) notes.push(`tengen best ${vtx(ours.best)} not in key ${p.key.map(vtx)}`);
    if (CHECK && (p.key || (theirs?.best && !theirs.unknown))) {
      check = tengen(p, true);
      for (const k of [...(p.key ?? []), ...(theirs?.best ? [theirs.best] : [])]) {
        const m = check.moves?.find((m) => same(m.point, k));
        if (m && m.result && !success(p.goal, m.result, m.ko, p.toMove === "B" ? "black" : "white"))
          notes.push(`${inKey(p, k) ? "key" : "tsumego.js"} move ${vtx(k)}: tengen proves ${m.result}${m.ko ? ` (${m.ko.threatsFirst} threat first)` : ""}`);
      }
    }
  }
  if (theirs && !theirs.unknown && !theirs.error) {
    if (expectWin && !theirs.win) notes.push("tsumego.js: no move, set: win");
    if (expectLose && theirs.win) notes.push(`tsumego.js: ${vtx(theirs.best)}, set: lose`);
    if (theirs.win && p.key && theirs.best && !inKey(p, theirs.best)) notes.push(`tsumego.js ${vtx(theirs.best)} not in key ${p.key.map(vtx)}`);
    if (ours.result) {
      const color = p.toMove === "B" ? "black" : "white";
      const oursKind =
        ours.result === "ko" ? (ours.ko.threatsFirst === color ? "ko-threat-first" : "ko-taken-first") : ours.win ? "outright" : "lose";
      if (oursKind !== theirs.kind) notes.push(`solvers differ: tengen ${oursKind} (${ours.result}), tsumego.js ${theirs.kind} ${vtx(theirs.best)}`);
    }
  }
  const row = { name: p.name, expect: p.expect, key: p.key, ours, theirs, notes };
  delete row.ours.moves;
  rows.push(row);
  const show = (r) => (!r ? "-" : r.error ? `error ${r.error}` : r.unknown ? `unknown ${r.ms.toFixed(0)} ms` : `${r.result ?? (r.win ? vtx(r.best) : "no move")} ${r.ms.toFixed(1)} ms ${r.nodes} n`);
  console.log(`${p.name.slice(0, 60).padEnd(60)} tengen ${show(ours).padEnd(28)} tsumego.js ${show(theirs)}${notes.length ? "\n    " + notes.join("\n    ") : ""}`);
}

// Summary.
const pct = (xs, q) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};
const solvedBy = (who, limit) => rows.filter((r) => r[who] && !r[who].unknown && !r[who].error && r[who].ms <= limit);
const line = (who) => {
  const s = solvedBy(who, BUDGET);
  const ms = s.map((r) => r[who].ms);
  const nodes = s.map((r) => r[who].nodes);
  return `| ${who === "ours" ? "tengen" : "tsumego.js"} | ${solvedBy(who, 1000).length} | ${s.length} | ${pct(ms, 0.5).toFixed(1)} | ${pct(ms, 0.95).toFixed(1)} | ${pct(nodes, 0.5)} | ${pct(nodes, 0.95)} |`;
};
console.log(`\n${rows.length} problems (${SETS.join(", ")}), budget ${BUDGET} ms a problem`);
console.log("| solver | solved ≤ 1 s | solved ≤ budget | median ms | p95 ms | median nodes | p95 nodes |");
console.log("|---|---|---|---|---|---|---|");
console.log(line("ours"));
if (tsumego) console.log(line("theirs"));
const both = rows.filter((r) => solvedBy("ours", BUDGET).includes(r) && r.theirs && solvedBy("theirs", BUDGET).includes(r));
const onlyTheirs = rows.filter((r) => r.theirs && solvedBy("theirs", BUDGET).includes(r) && !solvedBy("ours", BUDGET).includes(r));
const onlyOurs = rows.filter((r) => solvedBy("ours", BUDGET).includes(r) && !(r.theirs && solvedBy("theirs", BUDGET).includes(r)));
const faster = both.filter((r) => r.ours.ms < r.theirs.ms).length;
console.log(`\nboth solved ${both.length} (tengen faster on ${faster}); tsumego.js only ${onlyTheirs.length}${onlyTheirs.length ? ": " + onlyTheirs.map((r) => r.name).join(", ") : ""}; tengen only ${onlyOurs.length}`);
const flagged = rows.filter((r) => r.notes.length);
console.log(`disagreements: ${flagged.length} problems`);
for (const r of flagged) console.log(`  ${r.name}: ${r.notes.join("; ")}`);
if (FRAME) {
  // Open problems after framing: the proved best moves against the set's key.
  const keyed = rows.filter((r) => r.key);
  const posed = rows.filter((r) => !r.ours.error);
  const proved = rows.filter((r) => r.ours.win !== undefined);
  const withBest = keyed.filter((r) => r.ours.win && r.ours.best);
  const right = withBest.filter((r) => r.key.some((k) => same(k, r.ours.best)));
  console.log(`framed: ${rows.length} problems, ${posed.length} posed (region of at most 64 points), ${proved.length} proved within the budget`);
  console.log(`first moves: ${keyed.length} problems with a key; tengen proved a first move on ${withBest.length}, in the key on ${right.length} (${((100 * right.length) / Math.max(1, keyed.length)).toFixed(0)} % of the keyed problems)`);
}
if (JSON_OUT) {
  mkdirSync(new URL("target/", import.meta.url), { recursive: true });
  writeFileSync(JSON_OUT, JSON.stringify(rows, null, 1));
}
