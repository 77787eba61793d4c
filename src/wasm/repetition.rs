//! Repetition under simple ko (docs/rules.md, "Repetition under simple ko"): whether
//! the current position repeats an earlier one, and the players' agreement on no
//! result while it does.

use wasm_bindgen::prelude::*;

use super::convert::set;
use super::game::Game;

#[wasm_bindgen]
impl Game {
    /// The current position repeats an earlier one: `{ repeatsMove, count }`, the move
    /// after which it first arose (0: the start, or the last setup) and how many times
    /// it has occurred (2 or more); null if it does not. A position is the stones and
    /// the player to move (the stones alone under positional superko). Under simple
    /// ko the game goes on after a repetition and ends with no result at the
    /// `repetitionLimit`th occurrence (default 3).
    #[wasm_bindgen(getter, unchecked_return_type = "Repetition | null")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn repetition(&self) -> JsValue {
        let Some(r) = self.core.repetition() else {
            return JsValue::NULL;
        };
        let o = js_sys::Object::new();
        set(&o, "repeatsMove", r.repeats_move);
        set(&o, "count", r.count);
        o.into()
    }

    /// Ends the game with no result by the players' agreement while the current
    /// position repeats an earlier one (`repetition` is not null): `endReason` becomes
    /// `"cycle"` and `result` `"Void"`. Returns false, changing nothing, if the game
    /// is over or the position does not repeat. `undo()` takes it back.
    #[wasm_bindgen(js_name = endNoResult)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn end_no_result(&mut self) -> bool {
        self.core.end_no_result()
    }
}
