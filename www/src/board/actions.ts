// Every action a person can take on a board, each one safe: a refusal or a thrown error
// becomes a message, never a console error. Each action ends in one `commit`, which
// re-reads the game once, recounts, says and announces.
import type { Game } from "tengen";
import type { IllegalMoveInfo, Index, Settings } from "../types.ts";
import { chainAt, createState, indexOf, nameAt, namedMove, pointOf, refresh, type BoardState } from "./state.ts";

/** What changed, so the board redraws only what it must. */
export type Change = "game" | "pointer";

export interface Hooks {
  changed(kind: Change): void;
  /** A sentence for the screen-reader log (each move and capture). */
  announce(text: string): void;
}

/** Said after an action, from the state the action left (after the refresh and recount). */
export type Said = string | ((state: BoardState) => string);

/** The actions a caller of the board may take (the board's API offers these). */
export interface BoardActions {
  /** Starts a new game; returns the package's message if the settings are refused. */
  newGame(settings: Settings): string | null;
  /**
   * Shows `game` (which the board then owns and frees), as a game of `settings`: a
   * position of a record. Says `said`.
   */
  showGame(game: Game, settings: Settings, said: Said): void;
  play(x: number, y: number): void;
  /** Counting: marks the chain at (x, y) dead, or alive again. */
  toggleDead(x: number, y: number): void;
  pass(): void;
  resign(): void;
  undo(): void;
  /** After two passes: back to play, to settle a dispute on the board. */
  resume(): void;
  /** Shows or hides the territory estimate (the engine's ownership of each point), in every mode. */
  showOwnership(on: boolean): void;
  /** Counting: marks the stones the engine's playouts find dead, for the players to correct. */
  suggestDead(): void;
  /** While the position repeats (`state.repetition`): the players agree on no result. */
  endNoResult(): void;
  /**
   * After the game changed (from outside too, or after a refusal): re-reads the game once,
   * recounts when counting, shows `said` and announces it. `said` may be a function of the
   * new state.
   */
  commit(said: Said, kind?: "info" | "error"): void;
}

/** All the actions, with the ones input uses. */
export interface Actions extends BoardActions {
  /** What a click on (x, y) does: plays, or toggles a chain while counting. */
  activate(x: number, y: number): void;
  hover(i: Index | null): void;
  /** A finger touches the board (true) or lifts (false). */
  touch(on: boolean): void;
  moveCursor(dx: number, dy: number): void;
  setCursor(i: Index): void;
  showCursor(on: boolean): void;
}

/** The message of anything thrown. */
export function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

/** The actions on the board whose state is `box.state` (replaced by a new game). */
export function createActions(box: { state: BoardState }, hooks: Hooks): Actions {
  const t = () => box.state.texts;

  function commit(said: Said, kind: "info" | "error" = "info"): void {
    const state = box.state;
    let text: string;
    try {
      refresh(state);
      if (state.mode === "counting") {
        // When counting starts, the engine's guess is marked for the players to correct.
        if (!state.guessed) {
          state.guessed = true;
          state.dead = new Set(state.game.guessDead().map(([x, y]) => indexOf(state, x, y)));
        }
        const score = state.game.score({ dead: [...state.dead].map((i) => pointOf(state, i)) });
        state.score = score;
        // The count marks whole chains: a stone marked alone takes its chain with it.
        state.dead = new Set(score.dead.map(([x, y]) => indexOf(state, x, y)));
      }
      text = typeof said === "string" ? said : said(state);
    } catch (e) {
      text = errorText(e);
      kind = "error";
    }
    state.message = { text, kind };
    hooks.announce(text);
    hooks.changed("game");
  }

  /** The end of the game in words, for refusals after it. */
  const ended = (s: BoardState): string => t().end(s.endReason, s.result, s.settings.rules);

  /** Says why the package refused (the game is unchanged), with how the game ended if it did. */
  const refuse = (message: string, info?: IllegalMoveInfo): void =>
    commit((s) => t().refusal(message, s.mode === "over" ? ended(s) : null, info), "error");

  /** Runs a game call; on a throw, says why and returns undefined. */
  function guard<T>(f: () => T): T | undefined {
    try {
      return f();
    } catch (e) {
      refuse(errorText(e));
      return undefined;
    }
  }

  /** Runs a game call that returns nothing; false (and its message said) if it threw. */
  const done = (f: () => void): boolean => guard(() => (f(), true)) ?? false;

  /** A sentence on the repetition the last move or pass made, if it made one. */
  const repeated = (s: BoardState): string =>
    s.repetition ? ` ${t().repeated(s.repetition.repeatsMove, s.repetition.count, s.rules.repetitionLimit)}` : "";

  /** While counting, the game is over for the package but not for the players: say so. */
  function refuseWhileCounting(): boolean {
    if (box.state.mode !== "counting") return false;
    commit(t().countingRefusal, "error");
    return true;
  }

  function play(x: number, y: number): void {
    const s = box.state;
    if (refuseWhileCounting()) return;
    const mover = s.turn;
    const info = guard(() => s.game.explainIllegal(x, y));
    if (info === undefined) return;
    if (info) {
      refuse(info.message, info);
      return;
    }
    const played = guard(() => s.game.play(x, y));
    if (!played) return;
    const move = t().move(mover, nameAt(s, x, y), played.captured.length);
    // A long cycle under rules without superko ends the game on this move.
    // Under simple ko, a cycle played round to the repetition limit ends the game on this move.
    commit((after) => (after.mode === "over" ? `${move} ${ended(after)}` : move + repeated(after)));
  }

  function toggleDead(x: number, y: number): void {
    const s = box.state;
    const chain = x >= 0 && y >= 0 && x < s.width && y < s.height ? chainAt(s, indexOf(s, x, y)) : null;
    if (s.mode !== "counting" || !chain) {
      commit(t().notAStone, "error");
      return;
    }
    const nowDead = !s.dead.has(indexOf(s, x, y));
    for (const [sx, sy] of chain.stones) {
      if (nowDead) s.dead.add(indexOf(s, sx, sy));
      else s.dead.delete(indexOf(s, sx, sy));
    }
    const n = chain.stones.length;
    commit((after) => t().markChain(chain.color, nameAt(after, x, y), n, nowDead, after.score?.result ?? null));
  }

  return {
    commit,
    newGame(settings) {
      const old = box.state;
      let fresh: BoardState;
      try {
        fresh = createState(settings, old.texts, old);
      } catch (e) {
        return t().refusal(errorText(e), null);
      }
      try {
        old.game.free();
      } catch {
        // Already freed: nothing to release.
      }
      box.state = fresh;
      commit((s) => t().newGame(s.width, s.height, settings.rules, s.game.komi, settings.handicap));
      return null;
    },
    showGame(game, settings, said) {
      const old = box.state;
      box.state = createState(settings, old.texts, old, game);
      try {
        old.game.free();
      } catch {
        // Already freed: nothing to release.
      }
      commit(said);
    },
    activate(x, y) {
      if (box.state.mode === "counting") toggleDead(x, y);
      else play(x, y);
    },
    play,
    toggleDead,
    pass() {
      if (refuseWhileCounting()) return;
      const mover = box.state.turn;
      if (!done(() => box.state.game.pass())) return;
      commit((s) =>
        s.mode === "counting"
          ? `${t().pass(mover)} ${t().countingStarted} ${t().suggested(s.dead.size, s.score?.result ?? null)}`
          : t().pass(mover) + repeated(s),
      );
    },
    resign() {
      if (refuseWhileCounting()) return;
      const mover = box.state.turn;
      if (!done(() => box.state.game.resign(mover))) return;
      commit(ended);
    },
    undo() {
      const s = box.state;
      const before = s.lastMove;
      const undone = guard(() => s.game.undo());
      if (undone === undefined) return;
      if (!undone) {
        commit(t().nothingToUndo, "error");
        return;
      }
      const what = before ? namedMove(s, before) : null;
      commit((after) => t().undone(what, after.turn));
    },
    resume() {
      const ok = guard(() => box.state.game.resume());
      if (ok === undefined) return;
      if (!ok) commit(t().notResumable, "error");
      else commit((s) => t().resumed(s.turn));
    },
    endNoResult() {
      if (refuseWhileCounting()) return;
      const s = box.state;
      // Under superko only passes repeat a position: no cycle to end there.
      const ok = s.repetition ? guard(() => s.game.endNoResult()) : false;
      if (ok === undefined) return;
      if (!ok) commit(t().notRepeating, "error");
      else commit((after) => `${t().agreedNoResult} ${ended(after)}`);
    },
    showOwnership(on) {
      const s = box.state;
      if (s.showOwnership === on) return;
      s.showOwnership = on;
      commit(on ? t().ownershipShown : t().ownershipHidden);
    },
    suggestDead() {
      const s = box.state;
      if (s.mode !== "counting") return;
      const dead = guard(() => s.game.guessDead());
      if (!dead) return;
      s.dead = new Set(dead.map(([x, y]) => indexOf(s, x, y)));
      commit((after) => t().suggested(after.dead.size, after.score?.result ?? null));
    },
    hover(i) {
      if (box.state.hover === i) return;
      box.state.hover = i;
      hooks.changed("pointer");
    },
    touch(on) {
      if (box.state.touching === on) return;
      box.state.touching = on;
      hooks.changed("pointer");
    },
    moveCursor(dx, dy) {
      const s = box.state;
      const [x, y] = pointOf(s, s.cursor);
      // Within the part of the board shown.
      const [x0, y0, x1, y1] = s.view ?? [0, 0, s.width - 1, s.height - 1];
      const nx = Math.min(x1, Math.max(x0, x + dx));
      const ny = Math.min(y1, Math.max(y0, y + dy));
      s.cursor = indexOf(s, nx, ny);
      s.showCursor = true;
      s.hover = null;
      hooks.changed("pointer");
    },
    setCursor(i) {
      box.state.cursor = i;
    },
    showCursor(on) {
      if (box.state.showCursor === on) return;
      box.state.showCursor = on;
      hooks.changed("pointer");
    },
  };
}
