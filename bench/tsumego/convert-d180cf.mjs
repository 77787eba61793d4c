// Converts d180cf/problems (the problems tsumego.js tests itself on) into
// tests/solve/d180cf.txt. The repository is read from a git clone:
//   node bench/tsumego/convert-d180cf.mjs <git-dir> [commit] > tests/solve/d180cf.txt
// Only the problems with a player to move (PL) and answer lines are kept, as in
// tsumego.js's own test (tests/src/search.t.ts there): the first moves of the answer
// lines, by the player to move, are the key; the target is MA.
import { execFileSync } from "node:child_process";
import { printProblem } from "./sets.mjs";

const [gitDir, commit = "HEAD"] = process.argv.slice(2);
const git = (...a) => execFileSync("git", ["-C", gitDir, ...a], { encoding: "utf8", maxBuffer: 1 << 26 });

/** A small SGF reader: the game tree as { props, children } (first node's sequence folded). */
function parseSgf(text) {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  function node() {
    const props = {};
    ws();
    while (i < text.length && /[A-Za-z]/.test(text[i])) {
      let id = "";
      while (/[A-Za-z]/.test(text[i])) id += text[i++];
      id = id.replace(/[a-z]/g, "");
      ws();
      const vals = [];
      while (text[i] === "[") {
        i++;
        let v = "";
        while (text[i] !== "]") {
          if (text[i] === "\\") i++;
          v += text[i++];
        }
        i++;
        vals.push(v);
        ws();
      }
      (props[id] ??= []).push(...vals);
      ws();
    }
    return { props, children: [] };
  }
  function tree() {
    ws();
    if (text[i] !== "(") throw new Error("( expected");
    i++;
    ws();
    let first = null;
    let last = null;
    while (text[i] === ";") {
      i++;
      const n = node();
      if (last) last.children.push(n);
      else first = n;
      last = n;
      ws();
    }
    while (text[i] === "(") {
      last.children.push(tree());
      ws();
    }
    if (text[i] !== ")") throw new Error(") expected at " + i);
    i++;
    return first;
  }
  return tree();
}

const xy = (s) => [s.charCodeAt(0) - 97, s.charCodeAt(1) - 97];
const files = git("ls-tree", "-r", "--name-only", commit)
  .split("\n")
  .filter((f) => f.endsWith(".sgf"))
  .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
const sha = git("rev-parse", commit).trim();
let out = `# d180cf/problems (https://github.com/d180cf/problems, commit ${sha}):\n`;
out += "# the problems tsumego.js (Apache-2.0) tests itself on. Sources named there: Cho Chikun's\n";
out += "# Encyclopedia of Life and Death (cc1-cc3), goproblems.com (gop, by problem number),\n";
out += "# simple shapes (sim, scp). The repository states no licence; kept here are the\n";
out += "# positions, targets and first moves of the answers (facts of the problems), converted\n";
out += "# by bench/tsumego/convert-d180cf.mjs. Only problems with a player to move and answer\n";
out += "# lines, as tsumego.js's own test takes them; expect win: the side to move succeeds.\n\n";
let kept = 0;
let skipped = 0;
for (const f of files) {
  const root = parseSgf(git("show", `${commit}:${f}`));
  const P = root.props;
  const pl = P.PL?.[0];
  if (!pl || !P.MA || root.children.length === 0) {
    skipped++;
    continue;
  }
  const sz = (P.SZ?.[0] ?? "19").split(":").map(Number);
  const [w, h] = sz.length === 2 ? sz : [sz[0], sz[0]];
  const rows = Array.from({ length: h }, () => Array(w).fill("."));
  for (const v of P.AB ?? []) {
    const [x, y] = xy(v);
    rows[y][x] = "X";
  }
  for (const v of P.AW ?? []) {
    const [x, y] = xy(v);
    rows[y][x] = "O";
  }
  const target = xy(P.MA[0]);
  const tc = rows[target[1]][target[0]];
  if (tc === ".") throw new Error(`${f}: MA on an empty point`);
  const key = [];
  for (const c of root.children) {
    const m = c.props[pl]?.[0];
    if (m !== undefined && m !== "" && m !== "tt") key.push(xy(m));
  }
  const goal = (tc === "X") === (pl === "B") ? "live" : "kill";
  out += printProblem({
    name: `d180cf/${f.replace(/\.sgf$/, "")}`,
    size: [w, h],
    toMove: pl,
    target,
    goal,
    key,
    expect: "win",
    rows: rows.map((r) => r.join("")),
  });
  out += "\n";
  kept++;
}
process.stdout.write(out);
process.stderr.write(`${kept} problems kept, ${skipped} without PL, MA or answer lines\n`);
