// tengen's words in five languages (`await loadTexts()`).
import type { CountStep, IllegalMoveInfo, Lang, ScoreExplanation, TermId, TermNames } from './tengen.js';

/** Options: the language of the words (default `"en"`). */
export interface TextOptions {
  lang?: Lang;
}

/** A shape term in words. */
export interface TermText {
  id: TermId;
  /** The name in the language asked. */
  name: string;
  /** The name in every language. */
  names: TermNames;
  /** One line on the term, in the language asked. */
  description: string;
}

/** The five languages, each with its name in itself ("中文繁體", "简体中文", "日本語", "한국어", "English"). */
export declare const languages: { code: Lang; name: string }[];
/** A shape term by id. Throws a `TengenError` (`invalid-argument`) for an unknown id or language. */
export declare function term(id: TermId, options?: TextOptions): TermText;
/** Every shape term, in the order `describeMove` lists them. */
export declare function glossary(options?: TextOptions): TermText[];
/** One step of `game.explainScore()`, in one sentence. */
export declare function countStep(step: CountStep, explanation: ScoreExplanation, options?: TextOptions): string;
/** Every step of `game.explainScore()`, each in one sentence. */
export declare function countSteps(explanation: ScoreExplanation, options?: TextOptions): string[];
/** A refusal (`game.explainIllegal(x, y)`) in one sentence; in English, its own `message`. */
export declare function refusal(info: IllegalMoveInfo, options?: TextOptions): string;
