// The count panel: the table of the count and what the result means, while the game is
// counted (after two passes). Part of the panels' chunk.
import type { BoardState } from "../board/index.ts";
import { decimal } from "../numbers.ts";
import type { Texts } from "../text.ts";
import type { UiParts } from "./ui.ts";

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
  const c = t.count;
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
  const text = t.result(score, s.rules);
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
