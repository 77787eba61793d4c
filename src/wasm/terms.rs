//! Teaching: what a move is called (`describeMove`, `lastMoveTerms`), how a count
//! was made (`explainScore`), and what a refusal concerns (added to
//! `explainIllegal`). The words for these in five languages are the package's
//! texts module (`loadTexts()`), which is not part of this WebAssembly module; only
//! the terms' names are, since every term carries them.

use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

use super::convert::{point, point_vertex, set, vertices};
use super::game::Game;
use crate::board::Board;
use crate::explain::IllegalDetail;
use crate::game::{Game as Core, Illegal};
use crate::messages::IllegalMove;
use crate::terms::{Term, Terms};
use crate::text::{self, Lang};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A language of the texts: `loadTexts()` gives words in each. */
export type Lang = "zh-Hant" | "zh-Hans" | "ja" | "ko" | "en";
/** A term's name in each language. */
export interface TermNames {
  "zh-Hant": string;
  "zh-Hans": string;
  ja: string;
  ko: string;
  en: string;
}
/** The stable id of a shape term (the README's term table gives the rule of each). */
export type TermId =
  | "ko" | "capture" | "atari" | "fill-liberty"
  | "double-tiger" | "upper-tiger" | "lower-tiger" | "tiger" | "tigers-mouth"
  | "kosumi-tsuke" | "kosumi" | "nose-bump" | "bump" | "hane" | "block"
  | "crawl" | "extend" | "descend" | "side-by-side" | "push-through"
  | "one-point-jump" | "jump" | "knights-move" | "elephant-step" | "large-knights-move"
  | "cap" | "knights-approach" | "large-knights-approach"
  | "one-space-low-approach" | "one-space-high-approach"
  | "two-space-low-approach" | "two-space-high-approach"
  | "low-approach" | "high-approach" | "approach"
  | "counter-pincer" | "pincer" | "cut" | "tsukekoshi" | "contact";
/** A term a move makes, with the stones that make it. */
export interface ShapeTerm {
  id: TermId;
  names: TermNames;
  /** The stones that make the shape (for 提, the stones taken), row by row. */
  relatedTo: Vertex[];
}
/** What a step of a count is. */
export type CountStepKind =
  | "dead" | "captures" | "stones" | "territory" | "dame" | "seki"
  | "komi" | "handicap-compensation" | "baseline" | "result";
/** One step of `explainScore`. */
export interface CountStep {
  kind: CountStepKind;
  /** The side the step is about; for `"result"` the winner (null: a draw or no result). */
  player: Player | null;
  /** The points it concerns, row by row. */
  points: Vertex[];
  /** The number it states: stones or points; for `"baseline"` half the board, for `"result"` Black's margin. */
  value: number;
  /** What it adds to Black's count. */
  black: number;
  /** What it adds to White's count (komi and compensation included). */
  white: number;
}
/** The count as steps: their `black` add up to `score.black`, their `white` to `score.white` plus komi and compensation. */
export interface ScoreExplanation {
  steps: CountStep[];
  score: Score;
}
/** The facts a refusal's message names, for saying it in another language (`loadTexts()`). */
export interface RefusalWords {
  /** The side to move. */
  player: Player;
  /** The point as players name it: "Q16", or "(x, y)". */
  point: string;
  width: number;
  height: number;
  rules: RulesName;
  /** For superko after a move: that move's player, and its point's name (null for a pass). */
  repeatsPlayer?: Player;
  repeatsPoint?: string | null;
}
export interface IllegalMoveInfo {
  /** For `"ko"`: where the stone just taken stood (the point asked). */
  taken?: Vertex;
  /** For `"ko"`: the lone stone that took it, which a retake would capture. */
  takenBy?: Vertex;
  /** For `"suicide"`: the stones that would be left with no liberties. */
  stones?: Vertex[];
  /** The facts the message names. */
  words?: RefusalWords;
}
"#;

/// `{ "zh-Hant": …, "zh-Hans": …, ja: …, ko: …, en: … }` for `term`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn names(term: Term) -> JsValue {
    let o = Object::new();
    for lang in Lang::ALL {
        set(&o, lang.code(), text::term_name(term, lang));
    }
    o.into()
}

/// The terms as `ShapeTerm` objects.
fn term_list(board: &Board, terms: &Terms) -> Array {
    terms
        .iter()
        .map(|(t, stones)| {
            let o = Object::new();
            set(&o, "id", t.id());
            set(&o, "names", names(t));
            set(&o, "relatedTo", vertices(board, stones));
            JsValue::from(o)
        })
        .collect()
}

#[wasm_bindgen]
impl Game {
    /// The terms a stone of the side to move at (x, y) would make now (尖, 虎, 小飛掛,
    /// 打吃, …), each `{ id, names, relatedTo }`, the more specific first. Empty where
    /// the move is illegal or off the board; throws `invalid-coordinate` for anything
    /// but whole numbers.
    #[wasm_bindgen(js_name = describeMove, unchecked_return_type = "ShapeTerm[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn describe_move(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<Array, JsValue> {
        let Some(p) = point(self.core.board(), &x, &y)? else {
            return Ok(Array::new());
        };
        Ok(term_list(self.core.board(), &self.core.describe_move(p)))
    }

    /// The terms of the last move, as `describeMove` named it before it was played.
    /// Empty before the first move and after a pass.
    #[wasm_bindgen(js_name = lastMoveTerms, unchecked_return_type = "ShapeTerm[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn last_move_terms(&self) -> Array {
        term_list(self.core.board(), &self.core.last_move_terms())
    }

    /// The count of `score({ dead })` as steps a page can walk through, each with
    /// the points it concerns: the dead stones, each side's stones (area counting) or
    /// captures (territory counting), each side's territory, dame, seki, komi,
    /// handicap compensation, the baseline of area counting (180.5 on 19×19), the
    /// result. Throws as `score` does. `loadTexts()` says each step in words.
    #[wasm_bindgen(js_name = explainScore, unchecked_return_type = "ScoreExplanation")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn explain_score(
        &self,
        #[wasm_bindgen(unchecked_param_type = "{ dead?: Vertex[] }")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let dead = self.dead_points(&options)?;
        let e = self
            .core
            .explain_score(&dead)
            .map_err(|e| self.score_error(e))?;
        let board = self.core.board();
        let steps: Array = e
            .steps
            .iter()
            .map(|s| {
                let o = Object::new();
                set(&o, "kind", s.kind.name());
                set(
                    &o,
                    "player",
                    s.color.map_or(JsValue::NULL, |c| c.name().into()),
                );
                set(&o, "points", vertices(board, &s.points));
                set(&o, "value", s.value.points());
                set(&o, "black", s.black.points());
                set(&o, "white", s.white.points());
                JsValue::from(o)
            })
            .collect();
        let o = Object::new();
        set(&o, "steps", steps);
        set(&o, "score", self.score_value(&e.score));
        Ok(o.into())
    }
}

/// Adds to an `explainIllegal` result what the refusal of a move at `at` concerns on
/// the board (for ko `taken` and `takenBy`, for suicide `stones`) and the facts its
/// message names (`words`).
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn add_illegal_detail(
    core: &Core,
    reason: Illegal,
    at: (i64, i64),
    detail: Option<&IllegalDetail>,
    out: &JsValue,
) {
    let board = core.board();
    match detail {
        Some(IllegalDetail::Ko { taken, by }) => {
            set(out, "taken", point_vertex(board, *taken));
            set(out, "takenBy", point_vertex(board, *by));
        }
        Some(IllegalDetail::Suicide { stones }) => set(out, "stones", vertices(board, stones)),
        _ => {}
    }
    let m = IllegalMove::new(core, reason, Some(at));
    let words = Object::new();
    set(&words, "player", m.player.name());
    set(&words, "point", m.name(at.0, at.1));
    set(&words, "width", m.size.0 as u32);
    set(&words, "height", m.size.1 as u32);
    set(&words, "rules", m.preset.name());
    if let Some((c, p)) = m.repeats_at {
        set(&words, "repeatsPlayer", c.name());
        let name = p.map_or(JsValue::NULL, |(x, y)| m.name(x as i64, y as i64).into());
        set(&words, "repeatsPoint", name);
    }
    set(out, "words", words);
}
