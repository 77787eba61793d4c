// Shared types of the board and the page. The game types come from the package itself.
import type { Chain, IllegalMoveInfo, MoveRecord, Player, Repetition, RuleSet, RulesName, Score, Vertex } from "tengen";

export type { Chain, IllegalMoveInfo, MoveRecord, Player, Repetition, RuleSet, RulesName, Score, Vertex };

/** The settings of a new game: what the page's "New game" form chooses. */
export interface Settings {
  size: number;
  rules: RulesName;
  komi: number;
  /** 0 for an even game, else 2–9 stones on the standard points. */
  handicap: number;
}

/**
 * What a click on the board means right now.
 * - `play`: place a stone.
 * - `counting`: after two passes, toggle chains dead or alive.
 * - `over`: resignation or a long cycle; nothing to do but undo or start again.
 */
export type Mode = "play" | "counting" | "over";

/** A line of text for the player; `error` ones explain a refused action. */
export interface Message {
  text: string;
  kind: "info" | "error";
}

/** Where the board sits on the canvas, in device pixels. */
export interface Layout {
  /** Canvas size in device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  dpr: number;
  /** Distance between two lines. */
  cell: number;
  /** Centre of the point (0, 0). */
  originX: number;
  originY: number;
}

/** Row-major index of a point. */
export type Index = number;
