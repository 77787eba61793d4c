// Problem mode's proofs, for <tengen-board mode="problem">: a move the record does not
// have is judged by the package's solver (tengen/full's `game.solve`, run in the
// element's BotWorker so that the page never blocks), and `author` shows the findings of
// `checkProblem(tree)`. A chunk of its own, loaded the first time a move leaves the
// record or a problem is shown with `author`; the solver's module is loaded by the worker
// on its first solve (and, for the author's check, by this page).
import { loadFull, type BotWorker, type Game, type GameTree, type Lang, type Player, type Vertex } from "tengen";
import type { BoardState } from "../board/index.ts";
import { nameAt } from "../board/state.ts";
import { bestTerms } from "../best.ts";
import type { Fate, FindingKind, ProofWords, Texts } from "../text.ts";
import type { MoveDetail } from "./api.ts";
import type { RecordView } from "./record.ts";

/** The milliseconds the solver may take for one position (past them: no proof, and the record's plain ✗). */
export const SOLVE_MS = 4000;
/** The milliseconds of the author's check (every branch of the record). */
export const CHECK_MS = 8000;

const color = (p: Player): string => (p === "black" ? "Black" : "White");
const RESULT: Record<Fate, string> = { alive: "alive", dead: "dead", seki: "seki", ko: "ko" };

/** The English words (the other languages' are in src/lang/, `proof`). */
export const EN: ProofWords = {
  checking: "The solver is reading this move…",
  alsoCorrect: "Also correct (proved): the record does not have this move, but it reaches the best result.",
  refuted: (by, r, n, name, shape) =>
    `${color(by)} ${{ dead: "kills", alive: "lives", seki: "gets seki", ko: "gets a ko" }[r]}: ` +
    (name ? `${n} at ${name}${shape ? ` (${shape})` : ""}.` : "no answer is even needed."),
  check: "Author's check",
  checkingRecord: "The solver is checking the record's answers…",
  clean: "The proofs agree with the record's answers.",
  finding: (k, p, reply, r) =>
    ({
      "correct-refuted": `${p ?? "A pass"} is marked correct, but a proof refutes it${reply ? ` (the answer at ${reply})` : ""}.`,
      "wrong-works": `${p ?? "A pass"} is marked wrong, but it works (proved).`,
      "no-refutation": `${p ?? "A pass"} fails, but the record has no refutation of it.`,
      "no-result": `The record marks no answer correct. The proof: ${r ? RESULT[r] : "?"}${p ? `, best at ${p}` : ""}.`,
      unknown: `${p ?? "The problem"}: not proved within the budget.`,
    })[k],
};

/** The words in the element's language. */
export const words = (t: Texts): ProofWords => t.proof ?? EN;

/** `game.solve`'s answer, and one first move of it. */
type Solution = Awaited<ReturnType<BotWorker["solve"]>>;
type SolveMove = Solution["moves"][number];

/** What the solver says of a move the record does not have. */
export type Verdict =
  /** As good as the best first move. */
  | { kind: "correct"; result: Fate }
  /** Refuted: the answer (null: none needed) and the group's fate after it. */
  | { kind: "wrong"; result: Fate; reply: Vertex | null }
  /** Nothing proved (the position is not a closed problem, or the budget ran out). */
  | null;

const same = (a: Vertex | null, b: Vertex | null): boolean => (a === null ? b === null : b !== null && a[0] === b[0] && a[1] === b[1]);
const sameKo = (a: Pick<SolveMove, "ko">, b: Pick<SolveMove, "ko">): boolean => JSON.stringify(a.ko) === JSON.stringify(b.ko);

/** The worker of `owner` (a record), held until `done(owner)`. */
const held = new Set<object>();

/**
 * Judges `point`, played from `before` (its mover's turn) to `after`. The position
 * before is solved (the group in question, the goal and every first move's result); a
 * move whose result is the best one's is correct (the solver's `best` itself is not
 * compared: only the results); any other is refuted by solving the position after it
 * for the other side, with the same group.
 */
export async function judge(owner: object, before: Game, after: Game, point: Vertex): Promise<Verdict> {
  try {
    // The worker is the element's computer's (computer.ts, a chunk of its own).
    const worker = (await import("./computer.ts")).acquire(owner);
    held.add(owner);
    const first = await worker.solve(before, { timeMs: SOLVE_MS });
    const mine = first.moves.find((m) => same(m.point, point));
    if (first.status !== "proved" || !first.result || !mine?.result) return null;
    if (first.best && mine.result === first.result && sameKo(mine, first)) return { kind: "correct", result: mine.result };
    // The group in question is the same. The region is the solver's own again: the
    // region's empty points alone would leave out the points a capture empties (a ko's).
    const answer = await worker.solve(after, { target: first.target, timeMs: SOLVE_MS });
    if (answer.status !== "proved" || !answer.result) return null;
    return { kind: "wrong", result: answer.result, reply: answer.best };
  } catch {
    // A position the solver refuses (no group in question, nothing enclosed): no proof.
    return null;
  }
}

/** The author's check of each record shown with `author`. */
const lists = new WeakMap<RecordView, HTMLElement>();

/** `view` (a record) is closed: it needs the worker no more, and its check goes. */
export function done(view: RecordView): void {
  lists.get(view)?.remove();
  if (held.delete(view)) void import("./computer.ts").then((c) => c.release(view));
}

/**
 * A new try or an undo on `view`: no proof is under way any more (the record's ticket
 * has moved on), and the moves played off the record are taken away (they are not the
 * author's), the cursor staying where it is.
 */
export function reset(view: RecordView): void {
  view.proving = false;
  const off = view.offRecord;
  const tree = view.tree;
  const here = tree.path;
  if (!off || (here.length >= off.length && off.every((k, i) => here[i] === k))) return;
  view.offRecord = null;
  tree.goTo(off);
  tree.deleteNode();
  tree.goTo(here);
}

/** The look of the author's check, adopted by the shadow root of each element that shows one. */
let sheet: CSSStyleSheet | null = null;

/** `author` on a problem: the solver's check of `view`'s record listed under its bar, once; gone when the attribute or the mode goes. */
export function author(view: RecordView): void {
  const host = view.host;
  const on = host.mode() === "problem" && host.attribute("author") !== null && host.attribute("author") !== "false";
  let list = lists.get(view);
  if (!on) {
    list?.remove();
    lists.delete(view);
    return;
  }
  if (list) return;
  list = document.createElement("div");
  list.className = "check";
  list.setAttribute("part", "check");
  list.setAttribute("role", "status");
  host.caption.before(list);
  lists.set(view, list);
  const shadow = host.root.getRootNode() as ShadowRoot;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(".check { margin-top: 6px; font-size: 14px; } .check ul { margin: 4px 0 0; padding-inline-start: 1.4em; }");
  }
  if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  const shown = list;
  void check(view.tree, shown, () => host.board.state, () => host.texts(), () => lists.get(view) === shown);
}

/** Plays `p` into `tree`; false if the record refuses it. */
function played(tree: GameTree, p: Vertex): boolean {
  try {
    tree.play(p[0], p[1]);
    return true;
  } catch {
    return false;
  }
}

/**
 * A move of the viewer's that the record does not have, at (x, y) (legal: the record
 * checked), with the proof's `ticket`. It is played off the record while the solver reads
 * it (in the worker): proved as good as the best, it is accepted ("also correct",
 * `solved` with `proved`); refuted, the solver's answer is played and the board says why,
 * with the answer's shape name if it has one (`failed`, reason `refuted`); with no proof
 * (an open position, the budget spent) it is taken back and marked ✗, as a move off the
 * record always was.
 */
export function prove(view: RecordView, x: number, y: number, ticket: number): void {
  // A new try or an undo came first: nothing is played.
  if (ticket !== view.ticket) return;
  const host = view.host;
  const board = host.board;
  const tree = view.tree;
  // (The record takes the viewer's move on the viewer's turn only.)
  const viewer = board.state.turn;
  view.proving = true;
  const before = tree.game;
  const stones = board.state.board.slice();
  try {
    tree.play(x, y);
  } catch (e) {
    before.free();
    view.proving = false;
    host.refuse(x, y, e instanceof Error ? e.message : String(e));
    return;
  }
  const at = tree.path;
  view.offRecord ??= at;
  const after = tree.game;
  view.show("", viewer);
  host.say([words(host.texts()).checking]);
  host.emit("move", { move: { color: viewer, point: [x, y] }, moveNumber: tree.moveNumber, captures: host.captured(stones), terms: host.terms() } satisfies MoveDetail);
  void judge(view, before, after, [x, y]).then((verdict) => {
    before.free();
    after.free();
    if (ticket !== view.ticket) return;
    view.proving = false;
    const w = words(host.texts());
    host.act(() => {
      if (!verdict) {
        tree.goTo(at);
        tree.deleteNode();
        if (view.offRecord?.length === at.length) view.offRecord = null;
        view.show("");
        // ✗ and `failed`, nothing played: the viewer may play another move in its place.
        board.setMarks([{ point: [x, y], kind: "wrong" }]);
        const wrong = host.texts().wrongAnswer;
        board.commit(wrong, "error");
        host.say([host.span("✗ ", "error"), host.span(wrong, "error")]);
        host.emit("failed", { point: [x, y], path: tree.path, reason: "not-in-record" });
        return;
      }
      if (verdict.kind === "correct") {
        board.setMarks([{ point: [x, y], kind: "right" }]);
        host.say([host.span("✓ ", "right"), w.alsoCorrect]);
        host.emit("solved", { point: [x, y], path: tree.path, proved: true });
        return;
      }
      const by: Player = viewer === "black" ? "white" : "black";
      const reply = verdict.reply;
      let shape: string | null = null;
      const stones = board.state.board.slice();
      // (A proved answer is legal; should the record refuse it, the reason is said without it.)
      if (reply && played(tree, reply)) {
        view.show("", by);
        const terms = host.terms();
        host.emit("move", { move: { color: by, point: reply }, moveNumber: tree.moveNumber, captures: host.captured(stones), terms } satisfies MoveDetail);
        const names = bestTerms(terms)[0]?.names;
        shape = names ? (names[host.attribute("lang") as Lang] ?? names.en) : null;
      }
      board.setMarks([{ point: [x, y], kind: "wrong" }]);
      const why = w.refuted(by, verdict.result, tree.moveNumber - view.start, reply && nameAt(board.state, reply[0], reply[1]), shape);
      board.commit(why, "error");
      host.say([host.span("✗ ", "error"), host.span(why, "error")]);
      host.emit("failed", { point: [x, y], path: tree.path, reason: "refuted", reply, result: verdict.result });
    });
  });
}

/**
 * The author's check: `checkProblem(tree)` (on this page: the package has no worker for
 * it) listed in `list`, each finding in the element's words, its points named as the
 * board names them. The page paints "checking" first.
 */
async function check(tree: GameTree, list: HTMLElement, state: () => Readonly<BoardState>, texts: () => Texts, live: () => boolean): Promise<void> {
  const w = (): ProofWords => words(texts());
  const heading = document.createElement("strong");
  const status = document.createElement("span");
  heading.textContent = w().check;
  status.textContent = w().checkingRecord;
  list.replaceChildren(heading, " ", status);
  const full = await loadFull();
  // A frame for the words to show before the check holds the page.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  if (!live()) return;
  type Finding = { kind: FindingKind; point: Vertex | null; reply: Vertex | null; result: Fate | null };
  let findings: Finding[];
  try {
    // The full module's checkProblem takes a core tree too (it reads it through its SGF).
    findings = full.checkProblem(tree as unknown as Parameters<typeof full.checkProblem>[0], { timeMs: CHECK_MS }) as Finding[];
  } catch (e) {
    status.textContent = e instanceof Error ? e.message : String(e);
    return;
  }
  if (!live()) return;
  const s = state();
  const name = (p: Vertex | null): string | null => (p ? nameAt(s, p[0], p[1]) : null);
  status.textContent = findings.length ? "" : w().clean;
  const ul = document.createElement("ul");
  for (const f of findings) {
    const li = document.createElement("li");
    li.dataset["kind"] = f.kind;
    li.textContent = w().finding(f.kind, name(f.point), name(f.reply), f.result);
    ul.append(li);
  }
  if (findings.length) list.append(ul);
}
