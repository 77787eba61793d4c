// The teaching parts of the page: the record with each move's shape terms (尖, 虎,
// 小飛掛, …) in the chosen language, the line under the board that names what a move
// at the pointed point would be, and the walk through a count (`explainScore`), step by
// step with each step's points ringed on the board. All of it comes from the package:
// the terms and counts from the game, the words from `loadTexts()`.
import type { CountStep, Lang, ScoreExplanation, ShapeTerm } from "tengen";
import type { BoardState } from "../board/index.ts";
import type { TengenBoard } from "../element/index.ts";
import { bestTerms } from "../best.ts";
import { makeGame, pointKind } from "../board/state.ts";
import type { Words } from "../lang/index.ts";
import type { Texts } from "../text.ts";
import type { Vertex } from "../types.ts";

export interface TeachParts {
  hover: HTMLElement;
  recordList: HTMLOListElement;
  recordEmpty: HTMLElement;
  explain: HTMLButtonElement;
  walk: HTMLElement;
  walkStep: HTMLElement;
  walkText: HTMLElement;
  walkPrev: HTMLButtonElement;
  walkNext: HTMLButtonElement;
  walkClose: HTMLButtonElement;
}

/** A move of the record as the page lists it. */
interface Entry {
  color: "black" | "white";
  point: Vertex | null;
  /** The terms of the move, named when it was played (empty for a pass). */
  terms: ShapeTerm[];
}

export interface Teach {
  /** After every action of the board. */
  changed(state: Readonly<BoardState>): void;
  /** When the pointer or the keyboard cursor moves. */
  pointer(state: Readonly<BoardState>): void;
  /** Speaks another language: rewrites the record, the line and the walk. */
  setLanguage(lang: Lang, texts: Texts, words: Words | null): void;
}

const same = (a: Vertex | null, b: Vertex | null): boolean => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);

/**
 * Binds the teaching parts. `needWords()` is called when a description or a count step
 * is to be shown before the package's words are loaded: the page loads them then, and
 * calls `setLanguage` with them.
 */
export function bindTeach(p: TeachParts, board: TengenBoard, initial: { lang: Lang; texts: Texts }, needWords: () => void): Teach {
  let lang = initial.lang;
  let t = initial.texts;
  let words: Words | null = null;
  const record: Entry[] = [];
  /** The point the hover line is about, and the move number it was named at. */
  let hovered: { index: number; move: number } | null = null;
  /** The walk through the count: its explanation and the step shown (null: closed). */
  let walk: { e: ScoreExplanation; step: number; sentences: string[] | null } | null = null;

  const nameOfTerm = (term: ShapeTerm): string => term.names[lang];
  function description(term: ShapeTerm): string {
    if (words) return words.term(term.id, { lang }).description;
    needWords();
    return "";
  }

  function termSpans(terms: ShapeTerm[]): HTMLElement[] {
    return terms.map((term) => {
      const s = document.createElement("span");
      s.className = "term";
      s.dataset["term"] = term.id;
      s.textContent = nameOfTerm(term);
      const d = description(term);
      if (d) s.title = d;
      return s;
    });
  }

  /** The record follows the game: moves undone are dropped, a new move is named. */
  function syncRecord(state: Readonly<BoardState>): boolean {
    const moves = state.game.moves();
    let changed = false;
    let keep = 0;
    while (keep < record.length && keep < moves.length && record[keep]?.color === moves[keep]?.color && same(record[keep]?.point ?? null, moves[keep]?.point ?? null)) keep++;
    if (keep < record.length) {
      record.length = keep;
      changed = true;
    }
    // Several moves at once (a game restored, undo and redo): each is named on a copy of
    // the game replayed move by move; one new move is named on the game itself.
    const named = moves.length - keep > 1 ? replayTerms(state, moves.length) : null;
    for (let i = keep; i < moves.length; i++) {
      const m = moves[i];
      if (!m) continue;
      const terms = named ? (named[i] ?? []) : m.point ? bestTerms(state.game.lastMoveTerms()) : [];
      record.push({ color: m.color, point: m.point, terms });
      changed = true;
    }
    return changed;
  }

  /** The terms of the first `n` moves of the record, by replaying them on a copy of the game. */
  function replayTerms(state: Readonly<BoardState>, n: number): ShapeTerm[][] {
    const out: ShapeTerm[][] = [];
    let copy: ReturnType<typeof makeGame> | null = null;
    try {
      copy = makeGame(state.settings);
      for (const m of state.game.moves().slice(0, n)) {
        if (m.point) {
          copy.play(m.point[0], m.point[1]);
          out.push(bestTerms(copy.lastMoveTerms()));
        } else {
          copy.pass();
          out.push([]);
        }
      }
    } catch {
      // A record the copy cannot follow (a resumed count): the rest stay unnamed.
    } finally {
      copy?.free();
    }
    return out;
  }

  function renderRecord(state: Readonly<BoardState>): void {
    const items = record.map((e, i) => {
      const li = document.createElement("li");
      li.value = i + 1;
      const stone = document.createElement("span");
      stone.className = `stone-icon ${e.color}`;
      stone.setAttribute("aria-hidden", "true");
      const where = document.createElement("span");
      where.className = "where";
      const name = e.point ? (state.columnLabels[e.point[0]] ?? "?") + (state.rowLabels[e.point[1]] ?? "?") : t.page.passed;
      where.textContent = `${t.color(e.color)} ${name}`;
      const terms = document.createElement("span");
      terms.className = "terms";
      terms.append(...termSpans(e.terms));
      li.append(stone, where, terms);
      return li;
    });
    p.recordList.replaceChildren(...items);
    p.recordEmpty.hidden = record.length > 0;
    // The latest move in view within the list (never the page scrolled to it).
    p.recordList.scrollTop = p.recordList.scrollHeight;
  }

  /** The point the line under the board is about: the pointer's, else the keyboard cursor's. */
  const focusOf = (s: Readonly<BoardState>): number | null => s.hover ?? (s.showCursor ? s.cursor : null);

  function renderHover(state: Readonly<BoardState>, force = false): void {
    const i = focusOf(state);
    if (!force && hovered && i === hovered.index && hovered.move === state.moveNumber) return;
    hovered = i === null ? null : { index: i, move: state.moveNumber };
    if (i === null || state.mode !== "play" || state.board[i] !== 0) {
      p.hover.replaceChildren();
      return;
    }
    const x = i % state.width;
    const y = Math.floor(i / state.width);
    // The one or two terms that name the move best, and the point's own name (天元, 星).
    let terms: ShapeTerm[] = [];
    try {
      terms = bestTerms(state.game.describeMove(x, y));
    } catch {
      terms = [];
    }
    const point = pointKind(state, x, y);
    const at = document.createElement("span");
    at.className = "at";
    at.textContent = t.page.hoverAt((state.columnLabels[x] ?? "?") + (state.rowLabels[y] ?? "?"));
    const parts: (HTMLElement | string)[] = [at, " "];
    if (point) {
      const s = document.createElement("span");
      s.className = "term";
      s.dataset["point"] = point;
      s.textContent = t.pointNames[point];
      parts.push(s);
    }
    if (terms.length === 0 && !point) parts.push(t.page.hoverNothing);
    else if (terms.length > 0) {
      parts.push(...termSpans(terms));
      const first = terms[0];
      const d = first ? description(first) : "";
      if (d) {
        const note = document.createElement("span");
        note.className = "note";
        note.textContent = d;
        parts.push(" ", note);
      }
    }
    p.hover.replaceChildren(...parts);
  }

  /** The dead stones the count uses now. */
  const deadOf = (s: Readonly<BoardState>): Vertex[] => [...s.dead].map((i) => [i % s.width, Math.floor(i / s.width)] as Vertex);

  function renderWalk(): void {
    p.walk.hidden = walk === null;
    if (!walk) {
      board.highlight(null);
      return;
    }
    const steps = walk.e.steps;
    const step: CountStep | undefined = steps[walk.step];
    if (words && !walk.sentences) walk.sentences = words.countSteps(walk.e, { lang });
    if (!words) needWords();
    p.walkStep.textContent = t.page.stepOf(walk.step + 1, steps.length);
    p.walkText.textContent = walk.sentences?.[walk.step] ?? step?.kind ?? "";
    p.walkPrev.disabled = walk.step === 0;
    p.walkNext.disabled = walk.step >= steps.length - 1;
    board.highlight(step ? step.points : null);
  }

  /** Opens (or refreshes) the walk through the count, from the board's current dead stones. */
  function openWalk(state: Readonly<BoardState>, step = 0): void {
    try {
      const e = state.game.explainScore({ dead: deadOf(state) });
      walk = { e, step: Math.min(step, e.steps.length - 1), sentences: null };
    } catch {
      walk = null;
    }
    renderWalk();
  }

  p.explain.addEventListener("click", () => {
    openWalk(board.state!);
    p.walkNext.focus({ preventScroll: true });
  });
  p.walkPrev.addEventListener("click", () => {
    if (walk && walk.step > 0) walk.step--;
    renderWalk();
  });
  p.walkNext.addEventListener("click", () => {
    if (walk && walk.step < walk.e.steps.length - 1) walk.step++;
    renderWalk();
  });
  p.walkClose.addEventListener("click", () => {
    walk = null;
    renderWalk();
    p.explain.focus({ preventScroll: true });
  });

  return {
    changed(state) {
      if (syncRecord(state)) renderRecord(state);
      renderHover(state, true);
      p.explain.hidden = state.mode !== "counting";
      if (state.mode !== "counting") {
        if (walk) {
          walk = null;
          renderWalk();
        }
      } else if (walk) {
        // The dead stones may have changed: count again, keeping the step.
        openWalk(state, walk.step);
      }
    },
    pointer(state) {
      renderHover(state);
    },
    setLanguage(next, texts, loaded) {
      lang = next;
      t = texts;
      words = loaded;
      const state = board.state!;
      renderRecord(state);
      renderHover(state, true);
      if (walk) {
        walk.sentences = null;
        renderWalk();
      }
    },
  };
}
