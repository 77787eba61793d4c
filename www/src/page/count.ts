// The count panel: the table of the count and what the result means, while the game is
// counted (after two passes). Part of the panels' chunk, with its English words (the
// other languages' tables have theirs), which the page's first load does without.
import type { BoardState } from "../board/index.ts";
import { decimal, quarters } from "../numbers.ts";
import type { CountWords, ResultText, Texts } from "../text.ts";
import type { Player, RulesName, Score } from "../types.ts";
import type { UiParts } from "./ui.ts";

const color = (p: Player): string => (p === "black" ? "Black" : "White");
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
/** A margin in stones: "¾ stone", "1 stone", "2¼ stones". */
const stonesPhrase = (n: number): string => `${quarters(Math.abs(n))} ${Math.abs(n) > 1 ? "stones" : "stone"}`;
/** A number of points: "1 point", "1.5 points", "7.5 points". */
const pointsPhrase = (n: number): string => `${decimal(Math.abs(n))} ${Math.abs(n) === 1 ? "point" : "points"}`;

function result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText {
  const margin = score.margin;
  let headline: string;
  switch (score.winner) {
    case "black":
    case "white":
      headline = margin === 0 ? `${color(score.winner)} wins: a tie goes to Black` : `${color(score.winner)} wins by ${pointsPhrase(margin)}`;
      break;
    case "draw":
      headline = "Draw (jigo): neither side wins";
      break;
    default:
      headline = "No result";
  }
  headline += ` (${score.result})`;

  const white = score.white + score.komi + score.handicapCompensation;
  const comp = score.handicapCompensation ? ` + handicap ${decimal(score.handicapCompensation)}` : "";
  const lead = margin === 0 ? "0" : `${pointsPhrase(margin)} to ${margin > 0 ? "Black" : "White"}`;
  const points = `Black ${decimal(score.black)} points, White ${decimal(score.white)} + komi ${decimal(score.komi)}${comp} = ${decimal(white)}: margin ${lead}.`;

  let stones: string | null = null;
  const a = score.areaStones;
  if (a) {
    let verdict: string;
    if (a.margin > 0) verdict = `wins by ${stonesPhrase(a.margin)}`;
    else if (a.margin < 0) verdict = `loses by ${stonesPhrase(a.margin)}`;
    else verdict = rules.tieToBlack ? "ties, and a tie goes to Black" : "a draw";
    stones = `In stones (子): Black ${quarters(a.black)} — needs ${quarters(a.needed)} — ${verdict}.`;
  }

  const notes: string[] = [];
  if (rules.name === "ing") {
    notes.push(`Ing rules: Black gives ${decimal(rules.komi)} points of komi, and an equal count is a win for Black.`);
  } else if (rules.tieToBlack) {
    notes.push("An equal count is a win for Black.");
  }
  if (score.seki.length) notes.push(`Seki (雙活): ${plural(score.seki.length, "point", "points")} shared, counted for nobody.`);
  if (score.dame.length) {
    const split = score.scoring === "area" ? " (area counting splits them)" : "";
    notes.push(`Dame: ${plural(score.dame.length, "neutral point", "neutral points")}${split}.`);
  }
  return { headline, points, stones, notes };
}

/** The count panel in English. */
const EN: CountWords = {
  count: {
    stones: "Stones",
    surrounded: "Surrounded points",
    territory: "Territory",
    prisoners: "Prisoners",
    komi: "Komi",
    compensation: "Handicap compensation",
    total: "Total",
  },
  result,
};

function row(label: string, b: string, w: string, cls = ""): HTMLTableRowElement {
  const tr = document.createElement("tr");
  if (cls) tr.className = cls;
  for (const text of [label, b, w]) {
    const td = document.createElement("td");
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

/** Fills the count panel while the game is counted. */
export function updateCount(p: UiParts, t: Texts, s: Readonly<BoardState>): void {
  const score = s.score;
  if (!score || s.mode !== "counting") return;
  const c = t.count ?? EN.count;
  const rows: HTMLTableRowElement[] = [];
  if (score.scoring === "area") {
    rows.push(row(c.stones, decimal(score.stones.black), decimal(score.stones.white)));
    rows.push(row(c.surrounded, decimal(score.territory.black), decimal(score.territory.white)));
  } else {
    rows.push(row(c.territory, decimal(score.territory.black), decimal(score.territory.white)));
    rows.push(row(c.prisoners, decimal(score.prisoners.black), decimal(score.prisoners.white)));
  }
  rows.push(row(c.komi, "", decimal(score.komi)));
  if (score.handicapCompensation) rows.push(row(c.compensation, "", decimal(score.handicapCompensation)));
  rows.push(row(c.total, decimal(score.black), decimal(score.white + score.komi + score.handicapCompensation), "total"));
  p.countBody.replaceChildren(...rows);
  const text = (t.result ?? result)(score, s.rules);
  p.result.textContent = text.headline;
  p.resultPoints.textContent = text.points;
  p.resultStones.textContent = text.stones ?? "";
  p.resultNotes.replaceChildren(
    ...text.notes.map((n) => {
      const li = document.createElement("li");
      li.textContent = n;
      return li;
    }),
  );
}
