// The page's own API: every action a person can take, each one safe. Input handlers
// and buttons call these; none of them lets an exception reach the console.
import type { IllegalMoveInfo } from "tengen";
import { chainAt, createState, indexOf, nameOf, pointOf, refresh, type State } from "./state.ts";
import { colorName, endText, illegalText, moveText, RULES_LABELS } from "./text.ts";
import type { Index, Settings } from "./types.ts";

/** What changed, so the page redraws only what it must. */
export type Change = "game" | "pointer";

export interface Hooks {
  changed(kind: Change): void;
  /** A sentence for the screen-reader log (each move and capture). */
  announce(text: string): void;
}

export interface Api {
  readonly state: State;
  /** Starts a new game; returns an error message if the settings are refused. */
  newGame(settings: Settings): string | null;
  /** A click or tap on a point: plays, or toggles a chain when counting. */
  activate(i: Index): void;
  pass(): void;
  resign(): void;
  undo(): void;
  resume(): void;
  /** Counting: marks the stones the engine's playouts find dead, for the players to correct. */
  suggestDead(): void;
  hover(i: Index | null): void;
  /** A finger touches the board (true) or lifts (false). */
  touch(on: boolean): void;
  moveCursor(dx: number, dy: number): void;
  setCursor(i: Index): void;
  showCursor(on: boolean): void;
}

/** The message of anything thrown, with the package's error code when there is one. */
export function errorText(e: unknown): string {
  if (e && typeof e === "object" && "message" in e && typeof e.message === "string") return e.message;
  return String(e);
}

export function createApi(settings: Settings, hooks: Hooks): Api {
  let state = createState(settings);

  const say = (text: string, kind: "info" | "error" = "info"): void => {
    state.message = { text, kind };
  };

  /** Runs a game call; on a throw, shows its message and keeps the page alive. */
  function guard<T>(f: () => T): T | undefined {
    try {
      return f();
    } catch (e) {
      say(errorText(e), "error");
      try {
        refresh(state);
      } catch {
        // The snapshot stays as it was.
      }
      hooks.changed("game");
      return undefined;
    }
  }

  /** Runs a game call that returns nothing; false (and a message) if it threw. */
  function attempt(f: () => void): boolean {
    let ok = false;
    guard(() => {
      f();
      ok = true;
    });
    return ok;
  }

  /** Pass and resign only make sense during play; say why not otherwise. */
  function refuseUnlessPlaying(): boolean {
    if (state.mode === "play") return false;
    const text =
      state.mode === "counting"
        ? "Both sides have passed and the game is being counted. Resume play to go on, or undo the last pass."
        : illegalText({ code: "game-over", message: "" }, "", state.turn, null, () => "", endText(state.endReason, state.result, state.settings.rules));
    say(text, "error");
    hooks.announce(text);
    hooks.changed("game");
    return true;
  }

  /** Recounts with the stones marked dead. */
  function count(): void {
    const dead = [...state.dead].map((i) => pointOf(state, i));
    const score = guard(() => state.game.score({ dead }));
    if (!score) return;
    state.score = score;
    state.dead = new Set(score.dead.map(([x, y]) => indexOf(state, x, y)));
  }

  function afterChange(): void {
    refresh(state);
    if (state.mode === "counting") count();
    hooks.changed("game");
  }

  function enterCountingText(): string {
    return "Both sides passed: counting. Click or tap a chain to mark it dead or alive; the count updates as you go. Resume play to settle a dispute by playing on.";
  }

  function play(i: Index): void {
    const [x, y] = pointOf(state, i);
    const name = nameOf(state, i);
    const mover = state.turn;
    const info: IllegalMoveInfo | null | undefined = guard(() => state.game.explainIllegal(x, y));
    if (info === undefined) return;
    if (info) {
      const earlier =
        info.code === "superko" && info.repeatsMove ? (guard(() => state.game.moves())?.[info.repeatsMove - 1] ?? null) : null;
      const text = illegalText(
        info,
        name,
        mover,
        earlier,
        (px, py) => nameOf(state, indexOf(state, px, py)),
        state.mode === "over" ? endText(state.endReason, state.result, state.settings.rules) : "",
      );
      say(text, "error");
      hooks.announce(text);
      hooks.changed("game");
      return;
    }
    const result = guard(() => state.game.play(x, y));
    if (!result) return;
    const captured = result.captured.length;
    const text = moveText(mover, name, captured);
    say(text + ".");
    hooks.announce(text);
    refresh(state);
    if (state.mode === "over") {
      // A long cycle under rules without superko ends the game on this move.
      const end = endText(state.endReason, state.result, state.settings.rules);
      say(`${text}. ${end}`);
      hooks.announce(end);
    }
    afterChange();
  }

  function toggle(i: Index): void {
    const chain = chainAt(state, i);
    if (!chain) {
      say("Click a stone to mark its chain dead or alive.");
      hooks.changed("game");
      return;
    }
    const stones = chain.stones.map(([x, y]) => indexOf(state, x, y));
    const nowDead = !state.dead.has(i);
    for (const s of stones) {
      if (nowDead) state.dead.add(s);
      else state.dead.delete(s);
    }
    count();
    const n = stones.length;
    const text = `${colorName(chain.color)} chain at ${nameOf(state, i)} (${n} stone${n === 1 ? "" : "s"}) marked ${nowDead ? "dead" : "alive"}.`;
    say(text);
    hooks.announce(text + (state.score ? ` ${state.score.result}.` : ""));
    hooks.changed("game");
  }

  const api: Api = {
    get state() {
      return state;
    },
    newGame(next) {
      let fresh: State;
      try {
        fresh = createState(next, state);
      } catch (e) {
        return errorText(e);
      }
      try {
        state.game.free();
      } catch {
        // Already freed: nothing to release.
      }
      state = fresh;
      const h = next.handicap >= 2 ? `, ${next.handicap} handicap stones, White to play` : "";
      const text = `New game: ${state.width}×${state.height}, ${RULES_LABELS[next.rules]} rules, komi ${state.game.komi}${h}.`;
      say(text);
      hooks.announce(text);
      hooks.changed("game");
      return null;
    },
    activate(i) {
      if (state.mode === "counting") toggle(i);
      else play(i);
    },
    pass() {
      if (refuseUnlessPlaying()) return;
      const mover = state.turn;
      if (!attempt(() => state.game.pass())) return;
      refresh(state);
      const text = state.mode === "counting" ? `${colorName(mover)} passes. ${enterCountingText()}` : `${colorName(mover)} passes.`;
      say(text);
      hooks.announce(text);
      afterChange();
    },
    resign() {
      if (refuseUnlessPlaying()) return;
      const mover = state.turn;
      if (!attempt(() => state.game.resign(mover))) return;
      refresh(state);
      const text = endText(state.endReason, state.result, state.settings.rules);
      say(text);
      hooks.announce(text);
      afterChange();
    },
    undo() {
      const before = state.lastMove;
      const undone = guard(() => state.game.undo());
      if (undone === undefined) return;
      if (!undone) {
        say("Nothing to undo: this is the start of the game.", "error");
        hooks.changed("game");
        return;
      }
      refresh(state);
      const what = before
        ? before.point
          ? `${colorName(before.color)} ${nameOf(state, indexOf(state, before.point[0], before.point[1]))}`
          : `${colorName(before.color)}'s pass`
        : "the last action";
      const text = `Undone: ${what}. ${colorName(state.turn)} to play.`;
      say(text);
      hooks.announce(text);
      afterChange();
    },
    resume() {
      const ok = guard(() => state.game.resume());
      if (ok === undefined) return;
      if (!ok) {
        say("Play can only be resumed after two passes.", "error");
        hooks.changed("game");
        return;
      }
      const text = `Play resumed: ${colorName(state.game.turn)} to play. Play on to settle which stones are dead.`;
      say(text);
      hooks.announce(text);
      afterChange();
    },
    suggestDead() {
      if (state.mode !== "counting") return;
      const dead = guard(() => state.game.suggestDead(200, 1));
      if (!dead) return;
      state.dead = new Set(dead.map(([x, y]) => indexOf(state, x, y)));
      count();
      const n = state.dead.size;
      const text =
        n === 0
          ? "The engine finds no dead stones. Click or tap a chain to mark it dead."
          : `The engine suggests ${n} dead stone${n === 1 ? "" : "s"}; click or tap a chain to correct it.` +
            (state.score ? ` ${state.score.result}.` : "");
      say(text);
      hooks.announce(text);
      hooks.changed("game");
    },
    hover(i) {
      if (state.hover === i) return;
      state.hover = i;
      hooks.changed("pointer");
    },
    touch(on) {
      if (state.touching === on) return;
      state.touching = on;
      hooks.changed("pointer");
    },
    moveCursor(dx, dy) {
      const [x, y] = pointOf(state, state.cursor);
      const nx = Math.min(state.width - 1, Math.max(0, x + dx));
      const ny = Math.min(state.height - 1, Math.max(0, y + dy));
      state.cursor = indexOf(state, nx, ny);
      state.showCursor = true;
      state.hover = null;
      hooks.changed("pointer");
    },
    setCursor(i) {
      state.cursor = i;
    },
    showCursor(on) {
      if (state.showCursor === on) return;
      state.showCursor = on;
      hooks.changed("pointer");
    },
  };
  return api;
}
