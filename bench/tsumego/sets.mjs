// The development sets of issue 31 in one text format (tests/solve/*.txt), read by
// bench/tsumego.mjs and tests/solve_sets.rs. A problem:
//
//   problem <set>/<name>
//   size <width> <height>
//   to-move B|W
//   target <x>,<y>            a stone of the group in question (0-based, x right, y down)
//   goal kill|live            the side to move's aim
//   key <x>,<y> ...           the set's correct first moves ("key -": the set gives none)
//   expect <word>             the set's expected result for the side to move, where it
//                             gives one: "win" (lives or kills, a ko taken first counts
//                             for tsumego.js's set) or "lose", or GNU Go's status
//   rows                      then one line a row: X black, O white, . empty
//   end
//
// Comments start with #. This module only parses and prints the format.

/** Parses a set's text into problems. */
export function parseSet(text) {
  const problems = [];
  let p = null;
  let rows = null;
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (rows) {
      if (line === "end") {
        p.rows = rows;
        problems.push(p);
        p = null;
        rows = null;
      } else rows.push(line);
      continue;
    }
    if (line === "" || line.startsWith("#")) continue;
    const [word, ...rest] = line.split(/\s+/);
    if (word === "problem") p = { name: rest[0], key: null, expect: null };
    else if (word === "size") p.size = rest.map(Number);
    else if (word === "to-move") p.toMove = rest[0];
    else if (word === "target") p.target = rest[0].split(",").map(Number);
    else if (word === "goal") p.goal = rest[0];
    else if (word === "key") p.key = rest[0] === "-" ? null : rest.map((v) => v.split(",").map(Number));
    else if (word === "expect") p.expect = rest.join(" ");
    else if (word === "rows") rows = [];
    else throw new Error(`unknown line: ${line}`);
  }
  return problems;
}

/** Prints one problem in the format. */
export function printProblem(p) {
  const v = (q) => `${q[0]},${q[1]}`;
  const lines = [
    `problem ${p.name}`,
    `size ${p.size[0]} ${p.size[1]}`,
    `to-move ${p.toMove}`,
    `target ${v(p.target)}`,
    `goal ${p.goal}`,
    `key ${p.key && p.key.length ? p.key.map(v).join(" ") : "-"}`,
  ];
  if (p.expect) lines.push(`expect ${p.expect}`);
  lines.push("rows", ...p.rows, "end", "");
  return lines.join("\n");
}

/** The problem as an SGF record (root only): SZ, PL, AB, AW and MA at the target. */
export function problemSgf(p) {
  const c = (x, y) => String.fromCharCode(97 + x) + String.fromCharCode(97 + y);
  const ab = [];
  const aw = [];
  p.rows.forEach((row, y) =>
    [...row].forEach((ch, x) => {
      if (ch === "X") ab.push(`[${c(x, y)}]`);
      else if (ch === "O") aw.push(`[${c(x, y)}]`);
    }),
  );
  const sz = p.size[0] === p.size[1] ? `${p.size[0]}` : `${p.size[0]}:${p.size[1]}`;
  return `(;FF[4]SZ[${sz}]PL[${p.toMove}]${ab.length ? "AB" + ab.join("") : ""}${aw.length ? "AW" + aw.join("") : ""}MA[${c(...p.target)}])`;
}
