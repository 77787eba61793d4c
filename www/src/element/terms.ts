// The terms line of <tengen-board show-terms>: the last move's shape terms (尖, 虎, …)
// under the board, and the terms of the move at the point aimed at. A chunk of its own,
// loaded when an element first shows terms.
import type { Lang, ShapeTerm } from "tengen";
import type { BoardState } from "../board/index.ts";
import { bestTerms } from "../best.ts";
import { nameAt, pointKind } from "../board/state.ts";
import type { Texts } from "../text.ts";

/** A term's name in `lang`; in English after the name the seed gives (虎 Tiger). */
const termName = (t: ShapeTerm, lang: Lang): string => (lang === "en" ? `${t.names["zh-Hant"]} ${t.names.en}` : t.names[lang]);

/** `who where`, the point's name if it has one (天元, 星), and each term as a `.term` span. */
function line(who: string, terms: readonly ShapeTerm[], lang: Lang, point: string | null = null, kind = ""): (Node | string)[] {
  const named: (Node | string)[] = [];
  if (point) {
    const s = document.createElement("span");
    s.className = "term";
    s.textContent = point;
    s.dataset["point"] = kind;
    named.push(s);
  }
  return [
    who,
    ...named,
    ...terms.map((t) => {
      const s = document.createElement("span");
      s.className = "term";
      s.textContent = termName(t, lang);
      s.dataset["term"] = t.id;
      return s;
    }),
  ];
}

/** The last move and its terms (`game.lastMoveTerms()`), or nothing after a pass or at the start. */
export function lastMoveLine(state: Readonly<BoardState>, texts: Texts, lang: Lang, terms: readonly ShapeTerm[]): (Node | string)[] {
  const last = state.lastMove;
  if (!last?.point) return [];
  return line(`${texts.color(last.color)} ${nameAt(state, last.point[0], last.point[1])}`, terms, lang);
}

/** The move at the point aimed at and its terms (`game.describeMove`), or null where no move can be played. */
export function aimedLine(state: Readonly<BoardState>, texts: Texts, lang: Lang): (Node | string)[] | null {
  const i = state.hover ?? (state.showCursor ? state.cursor : null);
  if (i === null || state.legal[i] !== 1) return null;
  const x = i % state.width;
  const y = Math.floor(i / state.width);
  let terms: ShapeTerm[];
  try {
    terms = bestTerms(state.game.describeMove(x, y));
  } catch {
    return null;
  }
  const point = pointKind(state, x, y);
  return line(`${texts.color(state.turn)} ${nameAt(state, x, y)}?`, terms, lang, point && texts.pointNames[point], point ?? "");
}
