// Converts GNU Go's life-and-death regression tests (regression/ld_owl.tst and
// regression/owl.tst in GNU Go's source, GPL-3) into tests/solve/gnugo.txt: the
// positions (read through GNU Go itself over GTP: loadsgf, then list_stones) and the
// expected answers, which are facts of the positions.
//   node bench/tsumego/convert-gnugo.mjs <regression-dir> <source-name> > tests/solve/gnugo.txt
// Each test becomes one problem with the side to move the test's mover:
//   owl_attack V: the attacker of V's group moves, goal kill; owl_defend V: its owner
//     moves, goal live; expect "gnugo 1" (succeeds), "gnugo 0" (fails), "gnugo 2" (a ko
//     the mover takes first), "gnugo 3" (a ko where the mover needs the first threat);
//   dragon_status V "critical A B": two problems, the attacker to move (key A) and the
//     defender to move (key B), each "gnugo 1"; "dead": the defender to move, "gnugo 0";
//     "alive": the attacker to move, "gnugo 0".
// A trailing * in the test (a known failure of GNU Go) is kept in the name.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { printProblem } from "./sets.mjs";

const [dir, source] = process.argv.slice(2);
const GNUGO = "/usr/games/gnugo";

function gtpVertex(v, size) {
  const letters = "ABCDEFGHJKLMNOPQRST";
  const x = letters.indexOf(v[0].toUpperCase());
  const y = size - Number(v.slice(1));
  return [x, y];
}

/** Alternatives of an answer token: "(A|B)" or "A"; "!A" (not A) gives none. */
function alternatives(tok) {
  if (!tok || tok.startsWith("!")) return null;
  return tok.replace(/[()]/g, "").split("|").filter(Boolean);
}

function tokens(answer) {
  return answer.match(/\([^)]*\)|[^\s()]+/g) ?? [];
}

let out = `# GNU Go's life-and-death regression tests (GNU Go 3.8's source, ${source}, GPL-3):\n`;
out += "# regression/ld_owl.tst and regression/owl.tst, their positions from the .sgf files\n";
out += "# there, read through GNU Go over GTP (loadsgf, list_stones) by\n";
out += "# bench/tsumego/convert-gnugo.mjs. Positions and expected answers only (facts of the\n";
out += "# positions). Mostly open positions on full boards: see the converter for the\n";
out += "# meaning of expect.\n\n";
let count = 0;
for (const file of ["ld_owl.tst", "owl.tst"]) {
  const lines = readFileSync(`${dir}/${file}`, "utf8").split("\n");
  // Pass 1: the GTP script and the tests it answers.
  const script = [];
  const tests = [];
  let pending = null;
  for (const raw of lines) {
    const line = raw.trim();
    let m;
    if ((m = /^loadsgf\s+(\S+)(?:\s+(\S+))?/.exec(line))) {
      script.push({ cmd: `loadsgf ${dir}/${m[1]}${m[2] ? " " + m[2] : ""}`, kind: "load", where: `${m[1]}${m[2] ? " " + m[2] : ""}` });
    } else if ((m = /^(?:\d+\s+)?play\s+(\S+)\s+(\S+)/.exec(line))) {
      script.push({ cmd: `play ${m[1]} ${m[2]}`, kind: "play" });
    } else if ((m = /^(\d+)\s+(dragon_status|owl_attack|owl_defend)\s+(\S+)\s*$/.exec(line))) {
      pending = { id: m[1], command: m[2], vertex: m[3] };
      script.push({ cmd: "query_boardsize", kind: "size" });
      script.push({ cmd: "list_stones black", kind: "black" });
      script.push({ cmd: "list_stones white", kind: "white" });
      script.push({ cmd: `color ${m[3]}`, kind: "color", test: pending });
    } else if ((m = /^#\?\s*\[(.*)\](\*?)/.exec(line)) && pending) {
      pending.answer = m[1].trim();
      pending.failing = m[2] === "*";
      tests.push(pending);
      pending = null;
    }
  }
  const r = spawnSync(GNUGO, ["--mode", "gtp", "--quiet"], {
    input: script.map((s) => s.cmd).join("\n") + "\nquit\n",
    encoding: "utf8",
    cwd: dir,
    maxBuffer: 1 << 26,
  });
  const replies = r.stdout.split(/\n\n/).filter((s) => s.trim() !== "");
  let state = {};
  let where = "";
  for (let i = 0; i < script.length; i++) {
    const s = script[i];
    const rep = replies[i].replace(/^[=?]\s*/, "").trim();
    if (replies[i].startsWith("?")) throw new Error(`${s.cmd}: ${replies[i]}`);
    if (s.kind === "load") {
      where = s.where;
    } else if (s.kind === "size") state = { size: Number(rep) };
    else if (s.kind === "black") state.black = rep ? rep.split(/\s+/) : [];
    else if (s.kind === "white") state.white = rep ? rep.split(/\s+/) : [];
    else if (s.kind === "color") {
      const t = s.test;
      if (!t.answer) continue;
      const size = state.size;
      const rows = Array.from({ length: size }, () => Array(size).fill("."));
      for (const v of state.black) {
        const [x, y] = gtpVertex(v, size);
        rows[y][x] = "X";
      }
      for (const v of state.white) {
        const [x, y] = gtpVertex(v, size);
        rows[y][x] = "O";
      }
      const owner = rep === "black" ? "B" : "W";
      const other = owner === "B" ? "W" : "B";
      const target = gtpVertex(t.vertex, size);
      const base = {
        size: [size, size],
        target,
        rows: rows.map((r) => r.join("")),
      };
      const name = (suffix) =>
        `gnugo/${file.replace(".tst", "")}:${t.id}${suffix}${t.failing ? "*" : ""} (${where}, ${t.command} ${t.vertex}: ${t.answer})`.replace(/\s+/g, "_");
      // PASS (tenuki) and anything else that is not a point is left out of the key.
      const keyOf = (tok) => alternatives(tok)?.filter((v) => /^[A-HJ-T]\d+$/i.test(v)).map((v) => gtpVertex(v, size)) ?? null;
      const emit = (suffix, toMove, goal, key, expect) => {
        out += printProblem({ ...base, name: name(suffix), toMove, goal, key, expect }) + "\n";
        count++;
      };
      const tok = tokens(t.answer);
      if (t.command === "owl_attack" || t.command === "owl_defend") {
        const attack = t.command === "owl_attack";
        emit("", attack ? other : owner, attack ? "kill" : "live", tok[0] === "0" ? null : keyOf(tok[1]), `gnugo ${tok[0]}`);
      } else if (tok[0] === "critical") {
        emit("a", other, "kill", keyOf(tok[1]), "gnugo 1");
        emit("d", owner, "live", keyOf(tok[2]), "gnugo 1");
      } else if (tok[0] === "dead") {
        emit("", owner, "live", null, "gnugo 0");
      } else if (tok[0] === "alive") {
        emit("", other, "kill", null, "gnugo 0");
      }
    }
  }
}
process.stdout.write(out);
process.stderr.write(`${count} problems\n`);
