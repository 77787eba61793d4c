// Everything the board and the page say, in plain words: one table per language, each
// entry a string or a pure function of its arguments. English is here; the other four
// languages of the page's switch are in src/lang/. A language is chosen by passing a
// table of this shape (`Texts`) to a board (`setTexts`) and to the page, so two boards on
// one page may speak different languages.
import type { IllegalMoveInfo, Player, RuleSet, RulesName, Score } from "./types.ts";

/** What the solver proves of a group: its fate with the side to move playing first. */
export type Fate = "alive" | "dead" | "seki" | "ko";

/** The kinds of the author's check's findings (the package's `checkProblem`). */
export type FindingKind = "correct-refuted" | "wrong-works" | "no-refutation" | "no-result" | "unknown";

/** Problem mode's words for the solver's answers (`Texts.proof`). */
export interface ProofWords {
  /** While the solver reads a move the record does not have. */
  checking: string;
  /** A move the record does not have, proved as good as the best. */
  alsoCorrect: string;
  /**
   * A move the record does not have, refuted: `by` answers with move `n` of the problem
   * at `name` (null: no answer is needed), and the group in question ends `result`;
   * `shape`: the answer's shape name, if it has one.
   */
  refuted(by: Player, result: Fate, n: number, name: string | null, shape: string | null): string;
  /** The author's check: its heading, while it reads, and when it finds nothing. */
  check: string;
  checkingRecord: string;
  clean: string;
  /** One finding; `point` and `reply` are point names; `result` the proved result. */
  finding(kind: FindingKind, point: string | null, reply: string | null, result: Fate | null): string;
}

/** A move as the texts name it: the mover and the point's name, or null for a pass. */
export interface NamedMove {
  color: Player;
  name: string | null;
}

/** What the result means, line by line, as the ruleset states it. */
export interface ResultText {
  /** "Black wins by 1.5 points (B+1.5)": the decision. */
  headline: string;
  /** The count in points: "Black 45 points, White 36 + komi 7.5 = 43.5: …". */
  points: string;
  /** Area counting only: "In stones (子): Black 45 — needs 45 — wins by ¾ stone." */
  stones: string | null;
  /** Ruleset notes: Ing's komi and ties, seki, dame. */
  notes: string[];
}

/** What the keyboard cursor is on, for the screen reader. */
export type CursorPoint =
  | { kind: "empty"; playable: "yes" | "no" | "not-playing"; /** The package's refusal, when not playable. */ why: IllegalMoveInfo | null }
  | { kind: "stone"; color: Player; dead: boolean; stones: number; liberties: number };

export interface Texts {
  /** Preset names: "Chinese", "New Zealand". */
  rules: Record<RulesName, string>;
  color(p: Player): string;

  // --- The board: its text alternatives -------------------------------------------
  /** The canvas's `aria-roledescription`. */
  boardRole: string;
  /**
   * The winrate graph's name for screen readers: Black's chance after the last move
   * computed, or none yet. English is in the graph's chunk (graph.ts), not here.
   */
  winrateGraph?(black: number | null, moveNumber: number): string;
  /**
   * The graph's legend, shown under it: "Black's chance of winning" and, once known, the
   * value at the move shown ("48 % after move 12"). English is in graph.ts.
   */
  winrateLegend?(black: number | null, moveNumber: number): string;
  /**
   * The legend's words for the score lead's dashed line, when the network read the
   * game: Black's lead at that move (signed, "+3.5"), and the points the graph's half
   * height stands for. English is in graph.ts.
   */
  leadLegend?(lead: string | null, scale: number): string;
  /**
   * What a hint's numbers are (said after the hint): the mover's chance of winning by
   * each move marked, and the best one's. English is in computer.ts.
   */
  hintLegend?(mover: Player, best: string, chance: number): string;
  /**
   * The network's score lead for the mover by each move marked (said after the legend;
   * each "D4 +1.5", in points). English is in net.ts.
   */
  hintLead?(mover: Player, leads: string[]): string;
  /** While the computer's network loads, over the board (its first use). English is in net.ts. */
  netLoading?: string;
  /**
   * Problem mode's proofs: a move the record does not have, judged by the solver, and
   * the author's check (`author`). English is in element/problem.ts, not here.
   */
  proof?: ProofWords;
  /** Shown where a browser cannot draw the canvas. */
  boardFallback: string;
  /** The name of the board's live region, which announces each move. */
  logLabel: string;
  /** A new game asked of a board that was destroyed. */
  destroyed: string;
  /** The canvas's `aria-label`. */
  boardLabel(width: number, height: number, status: string): string;
  /** One sentence on whose turn it is, or why nobody plays. */
  playStatus(turn: Player, moveNumber: number): string;
  countingStatus: string;
  /** The first sentence of the board's description. */
  boardSummary(width: number, height: number, rules: RulesName, komi: number): string;
  stoneList(color: Player, names: string[]): string;
  lastMove(move: NamedMove): string;
  koNote(turn: Player, name: string): string;
  /**
   * A record's node that has siblings: the `n`th variation `of` them; and the next moves
   * marked on the board (its variations: "A D4", "B C3"…). English is in board/overlay.ts,
   * the drawing layers' chunk, which says them.
   */
  variationOf?(n: number, of: number): string;
  nextMoves?(moves: string[]): string;
  /** The marks and labels of a record's node: `[kind, point, label's text]`. English in board/overlay.ts too. */
  markList?(marks: [kind: "circle" | "square" | "triangle" | "cross" | "label", name: string, text?: string | undefined][]): string;
  cursor(name: string, turn: Player, what: CursorPoint): string;
  /** The badge by a chain under the pointer; `cjk`: the fonts can draw 氣. */
  libertyBadge(n: number, cjk: boolean): string;

  // --- The board: what each action says --------------------------------------------
  newGame(width: number, height: number, rules: RulesName, komi: number, handicap: number): string;
  /** "Black D4." or "White C3, captures 2." */
  move(color: Player, name: string, captured: number): string;
  pass(color: Player): string;
  countingStarted: string;
  /** Pass, resign or a move asked for while the game is being counted. */
  countingRefusal: string;
  notAStone: string;
  /** Problem mode: a move that none of the record's variations has. */
  wrongAnswer: string;
  /** The names of the points a board marks: 天元, the centre, and 星, a star point. */
  pointNames: { tengen: string; star: string };
  /** The bar under a record: its buttons' names (their `aria-label`), and the Pass button's word. */
  bar: { first: string; previous: string; next: string; last: string; up: string; down: string; retry: string; pass: string };
  /** `result`: the count after the change ("B+1.5"), if there is one. */
  markChain(color: Player, name: string, stones: number, dead: boolean, result: string | null): string;
  suggested(dead: number, result: string | null): string;
  /** The territory estimate shown or hidden. */
  ownershipShown: string;
  ownershipHidden: string;
  nothingToUndo: string;
  undone(move: NamedMove | null, turn: Player): string;
  notResumable: string;
  resumed(turn: Player): string;
  /**
   * Under simple ko, the position repeats the one after move `repeatsMove` (0: the
   * start), for the `count`th time; the game ends with no result at the `limit`th.
   */
  repeated(repeatsMove: number, count: number, limit: number): string;
  /** Said before the end, when the players declare no result. */
  agreedNoResult: string;
  notRepeating: string;
  /** The end of a game that is not counted: resignation or a long cycle. */
  end(endReason: string | null, result: string | null, rules: RulesName): string;
  /**
   * A refusal, from the package's message (which names the point, the player and, for
   * superko, the earlier move); `ended` says how the game ended, when it is over.
   * `info`, when the refusal is a move's, is what `explainIllegal` said: a table in
   * another language words it from that (the package's `loadTexts().refusal`).
   */
  refusal(message: string, ended: string | null, info?: IllegalMoveInfo | null): string;

  // --- The page ---------------------------------------------------------------------
  turnHeadline(turn: Player): string;
  countingHeadline(result: string | null): string;
  overHeadline(result: string | null): string;
  moveNumber(n: number): string;
  /** The status line while the position repeats. */
  repetitionStatus(count: number, limit: number): string;
  commonSizes: string;
  anySize: string;
  sizeOption(n: number): string;
  evenGame: string;
  handicapOption(n: number): string;
  rulesNote(rules: RuleSet): string;
  komiInvalid: string;
  /** The game kept in this browser is back after a reload. */
  restored(moveNumber: number): string;
  /** What this browser kept for the page is not a game the page can read. */
  savedUnreadable: string;
  /** The count panel's words (page/count.ts, where English's are: the panel comes with the panels' chunk). */
  count?: CountWords["count"];
  result?: CountWords["result"];
  /** The words of the page's code; another language's table has its static words too. */
  page: PageTexts & Partial<PageWords>;
}

/**
 * The words of the page around the board that its code writes: the board's loading line,
 * the captures' tooltips, and the teaching panels' words.
 */
export interface PageTexts {
  /** Said on the board while the engine loads. */
  loading: string;
  capturedBy(p: Player): string;
  /** A pass in the record. */
  passed: string;
  /** The line under the board: what a move at the point under the pointer would be called. */
  hoverAt(name: string): string;
  /** No term for a move there (or no move possible). */
  hoverNothing: string;
  /** The walk through a count (`explainScore`): "Step 2 of 7". */
  stepOf(i: number, n: number): string;
}

/**
 * The page's static words (index.html: headings, labels, buttons, the help), keyed by
 * their `data-t`. index.html is written in English, so the English table has none of
 * them (the page keeps the HTML's own words to go back to English); each other
 * language has them all (`Translation`).
 */
export interface PageWords {
  /** The document's title. */
  title: string;
  tagline: string;
  skip: string;
  /** The label of the language switch. */
  language: string;
  captures: string;
  /** The buttons' group, and the buttons. */
  moves: string;
  pass: string;
  undo: string;
  resign: string;
  resume: string;
  /** The button that declares no result while the position repeats. */
  noResult: string;
  countTitle: string;
  countHint: string;
  suggest: string;
  /** The toggle of the territory estimate. */
  ownership: string;
  /** The button that marks the computer's three best moves. */
  hint: string;
  /** The toggle of the winrate graph under the board, and its words for an opened record. */
  winrate: string;
  analyse: string;
  /** The review: its button, what it says while it thinks and when nothing lost much, and each of its steps. */
  review: string;
  reviewing: string;
  reviewNone: string;
  reviewStep(step: number, steps: number, moveNumber: number, color: Player, played: string, lost: number, preferred: string, winrate: number): string;
  /** A step of a review by the network: the points the move lost, and the better move with the mover's lead by it (its line is numbered on the board). */
  reviewPoints(step: number, steps: number, moveNumber: number, color: Player, played: string, points: string, preferred: string, lead: string): string;
  /** Each side's accuracy in per cent ("–" where unknown). */
  reviewAccuracy(black: string, white: string): string;
  legend: { black: string; white: string; dame: string; seki: string; dead: string };
  overTitle: string;
  newGame: string;
  size: string;
  rules: string;
  komi: string;
  handicap: string;
  start: string;
  helpTitle: string;
  /** Lines of help; `{{P}}` shows P as a key. */
  help: string[];
  /** The record's heading, and what it shows before the first move. */
  recordTitle: string;
  noMoves: string;
  /** The walk through a count. */
  explain: string;
  explainTitle: string;
  previous: string;
  next: string;
  close: string;
  /** The panel of game records (SGF): its static words and what its code writes. */
  record: RecordWords;
  /** The "New game" form's choice of opponent, and its two choices. */
  opponent: string;
  person: string;
  computer: string;
  /** The computer opponent (bot.ts; its English table is there, in the computer's chunk). */
  bot: BotWords;
}

/** The words of the computer opponent: its fields in the form, the thinking line, its name in a record. */
export interface BotWords {
  /** The fields' labels: its level, and the colour it plays. */
  level: string;
  plays: string;
  /** The ten levels, weakest first, each in a few words ("a beginner"). */
  levels: string[];
  /** The colour it plays: Black, White, or drawn at random when the game starts. */
  black: string;
  white: string;
  random: string;
  /** While it thinks, and the button that makes it play its best move so far. */
  thinking: string;
  playNow: string;
  /** While its network loads (its first use; English when missing). */
  loading?: string;
  /** Said while counting: it agrees to the dead stones marked. */
  agrees: string;
  /** Its name in the record (SGF PB or PW) and on the page. */
  name(level: number): string;
}

/**
 * The words the record panel's code writes (record.ts; its English table is there, in
 * the panels' chunk). A move is named as the record list names it ("White F17").
 */
export interface RecordTexts {
  /** "Move 3: White F17", or "Move 0" before the first move. */
  position(moveNumber: number, move: NamedMove | null): string;
  /** A variation's button: the move it starts with. */
  variation(letter: string, move: NamedMove | null): string;
  /** The tooltip of the first variation. */
  mainLine: string;
  /** Said on the board when a record is opened. */
  opened(file: string): string;
  /** Said in the panel: the record's size, and the illegal moves kept, with the first one's reason. */
  openedNodes(file: string, nodes: number, illegal: number, why: string): string;
  couldNotOpen(file: string, why: string): string;
  saved(file: string): string;
  /** The name of a record that was pasted, not opened from a file. */
  pasted: string;
}

/** The record panel's static words (index.html's `data-t="record.…"`) and its code's. */
export interface RecordWords extends RecordTexts {
  heading: string;
  open: string;
  save: string;
  dropOrPaste: string;
  /** The navigation's group, and its buttons' names and tooltips. */
  browse: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  firstTip: string;
  previousTip: string;
  nextTip: string;
  lastTip: string;
  /** The line above the variations; `{{↑}}` shows a key. */
  variations: string;
}

/** The count panel's words: its table's rows, and what the result means. */
export interface CountWords {
  count: {
    stones: string;
    surrounded: string;
    territory: string;
    prisoners: string;
    komi: string;
    compensation: string;
    total: string;
  };
  result(score: Score, rules: { name: RulesName; tieToBlack: boolean; komi: number }): ResultText;
}

/** A table of another language than the HTML's: the page's static words too, and the count panel's. */
export type Translation = Texts & CountWords & { page: PageTexts & PageWords };

import { decimal } from "./numbers.ts";

const other = (p: Player): Player => (p === "black" ? "white" : "black");
const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
const RULES: Record<RulesName, string> = {
  chinese: "Chinese",
  japanese: "Japanese",
  korean: "Korean",
  ing: "Ing",
  aga: "AGA",
  "new-zealand": "New Zealand",
  "tromp-taylor": "Tromp-Taylor",
};
/** 2 → "2nd", 3 → "3rd", 11 → "11th". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;
}
const color = (p: Player): string => (p === "black" ? "Black" : "White");
const named = (m: NamedMove): string => (m.name ? `${color(m.color)} ${m.name}` : `${color(m.color)}'s pass`);

function end(endReason: string | null, result: string | null, rules: RulesName): string {
  if (endReason === "resignation") {
    // "B+R": White resigned.
    const winner: Player = result?.startsWith("W") ? "white" : "black";
    return `${color(other(winner))} resigned: ${color(winner)} wins (${result ?? "R"}).`;
  }
  if (endReason === "cycle") {
    return `No result: the whole-board position repeated (a triple ko or another cycle). Under ${RULES[rules]} rules the game ends with no winner (${result ?? "Void"}).`;
  }
  return result ? `The game is over (${result}).` : "The game is over.";
}

/** The package's message as a sentence: a capital first, a full stop last. */
function refusal(message: string, ended: string | null): string {
  const sentence = message.charAt(0).toUpperCase() + message.slice(1) + (/[.!?]$/.test(message) ? "" : ".");
  return ended ? `${ended} ${sentence}` : sentence;
}

export const en: Texts = {
  rules: RULES,
  color,

  boardRole: "Go board",
  boardFallback: "The Go board. Use the arrow keys to move the cursor, Enter to play, P to pass and U to undo.",
  logLabel: "Moves",
  destroyed: "This board was removed from the page.",
  boardLabel: (w, h, status) => `Go board, ${w} by ${h}. ${status}`,
  playStatus: (turn, n) => (n === 0 ? `${color(turn)} to play the first move.` : `${color(turn)} to play after move ${n}.`),
  countingStatus: "Both passed: counting.",
  boardSummary: (w, h, rules, komi) => `${w}×${h} board, ${RULES[rules]} rules, komi ${decimal(komi)}.`,
  stoneList: (c, names) => `${color(c)} stones (${names.length}): ${names.join(", ") || "none"}.`,
  lastMove: (m) => `Last move: ${color(m.color)} ${m.name ?? "passed"}.`,
  koNote: (turn, name) => `Ko: ${color(turn)} may not play ${name} now.`,
  cursor(name, turn, what) {
    if (what.kind === "stone") {
      const dead = what.dead ? " (dead)" : "";
      return `${name}, ${what.color} stone${dead}; chain of ${what.stones}, ${plural(what.liberties, "liberty", "liberties")} (氣).`;
    }
    if (what.playable === "yes") return `${name}, empty. Enter plays ${turn}.`;
    if (what.playable === "no") return `${name}, empty: ${what.why ? refusal(what.why.message, null) : "not playable."}`;
    return `${name}, empty.`;
  },
  libertyBadge: (n, cjk) => (cjk ? `${n} 氣` : plural(n, "liberty", "liberties")),

  newGame(w, h, rules, komi, handicap) {
    const stones = handicap >= 2 ? `, ${handicap} handicap stones, White to play` : "";
    return `New game: ${w}×${h}, ${RULES[rules]} rules, komi ${decimal(komi)}${stones}.`;
  },
  move: (c, name, captured) => `${color(c)} ${name}${captured > 0 ? `, captures ${captured}` : ""}.`,
  pass: (c) => `${color(c)} passes.`,
  countingStarted:
    "Both sides passed: counting. The count updates as the dead stones are marked; resume play to settle a dispute by playing on.",
  countingRefusal: "Both sides have passed and the game is being counted. Resume play to go on, or undo the last pass.",
  notAStone: "Click a stone to mark its chain dead or alive.",
  wrongAnswer: "Wrong: the record has no such answer.",
  pointNames: { tengen: "Tengen, the centre point", star: "Star point" },
  bar: { first: "First move", previous: "Previous move", next: "Next move", last: "Last move", up: "Previous variation", down: "Next variation", retry: "Try again", pass: "Pass" },
  markChain: (c, name, n, dead, result) =>
    `${color(c)} chain at ${name} (${plural(n, "stone", "stones")}) marked ${dead ? "dead" : "alive"}.` + (result ? ` ${result}.` : ""),
  suggested: (n, result) =>
    n === 0
      ? "The engine finds no dead stones. Click or tap a chain to mark it dead."
      : `The engine suggests ${plural(n, "dead stone", "dead stones")}; click or tap a chain to correct it.` + (result ? ` ${result}.` : ""),
  ownershipShown:
    "Territory estimate shown: a dark square leans to Black, a light one to White, larger the surer; on a stone, a square of the other colour means it is likely dead.",
  ownershipHidden: "Territory estimate hidden.",
  nothingToUndo: "Nothing to undo: this is the start of the game.",
  undone: (m, turn) => `Undone: ${m ? named(m) : "the last action"}. ${color(turn)} to play.`,
  notResumable: "Play can only be resumed after two passes.",
  resumed: (turn) => `Play resumed: ${color(turn)} to play. Play on to settle which stones are dead.`,
  repeated: (move, count, limit) =>
    `The whole-board position is the one ${move === 0 ? "at the start" : `after move ${move}`} again (${ordinal(count)} time). ` +
    (count + 1 >= limit
      ? "If it comes once more, the game ends with no result."
      : `At the ${ordinal(limit)} time the game ends with no result.`) +
    " The players may also agree on no result now.",
  agreedNoResult: "The players agree on no result while the position repeats.",
  notRepeating: "No result can be declared only while the whole-board position repeats (under simple ko).",
  end,
  refusal,

  turnHeadline: (turn) => `${color(turn)} to play`,
  countingHeadline: (r) => (r ? `Counting: ${r}` : "Counting"),
  overHeadline: (r) => `Game over: ${r ?? ""}`,
  moveNumber: (n) => `Move ${n}`,
  repetitionStatus: (count, limit) => `Position repeated: ${count} of ${limit}`,
  commonSizes: "Common sizes",
  anySize: "Any size",
  sizeOption: (n) => `${n} × ${n}`,
  evenGame: "None (even game)",
  handicapOption: (n) => `${n} stones`,
  rulesNote(r) {
    const counting =
      r.scoring === "area" ? "area counting (數子, stones and surrounded points)" : "territory counting (比目, surrounded points and prisoners)";
    const ko = r.ko === "simple" ? `simple ko; a whole-board position coming ${r.repetitionLimit} times voids the game` : r.ko === "positional" ? "positional superko" : "situational superko";
    const parts = [counting, ko, r.suicide ? "multi-stone suicide allowed" : "no suicide"];
    if (r.tieToBlack) parts.push("an equal count wins for Black");
    return `${RULES[r.name]}: ${parts.join("; ")}. Preset komi ${decimal(r.komi)}.`;
  },
  komiInvalid: "Komi must be a whole or half number of points, such as 6.5 or 7.",
  restored: (n) => `The game kept in this browser is back, at move ${n}.`,
  savedUnreadable: "The game kept in this browser could not be read, so a new game has started.",
  page: {
    loading: "Loading the rules engine…",
    capturedBy: (p) => `Stones ${color(p)} has captured`,
    passed: "pass",
    hoverAt: (name) => `${name}:`,
    hoverNothing: "no named shape",
    stepOf: (i, n) => `Step ${i} of ${n}`,
  },
};
