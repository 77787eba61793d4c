//! Dead stones and ownership: `game.guessDead(options?)` and
//! `game.ownership(options?)`. The method is the core's (`crate::life`); this reads
//! the options and shapes the answers.

use js_sys::{Float32Array, Reflect};
use wasm_bindgen::prelude::*;

use super::convert::vertices;
use super::error::error_of;
use super::game::Game;
use crate::life::{estimate, Options};

/// Most playouts one call may ask for: 100,000 take seconds on 19×19.
const MAX_PLAYOUTS: f64 = 100_000.0;

#[wasm_bindgen]
impl Game {
    /// The dead stones of the position, whole chains, row by row: a proposal for
    /// the count (`score({ dead })`), which the players confirm or correct (article
    /// 8). Unconditionally alive chains (Benson's algorithm) are never proposed;
    /// playouts in which groups with one eye are captured and seki stays seki decide
    /// the rest. `options`: `{ playouts, seed }` (default 100 playouts; equal options
    /// give equal answers). Throws `invalid-argument` for bad options.
    #[wasm_bindgen(js_name = guessDead, unchecked_return_type = "Vertex[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn guess_dead(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "LifeOptions")] options: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let o = life_options("guessDead", options)?;
        Ok(vertices(self.core.board(), &estimate(&self.core, &o).dead))
    }

    /// The expected final owner of every point, row-major (`y * width + x`), from
    /// −1 (White's) to 1 (Black's); 0 for points nobody will own (seki, dame) or
    /// that the playouts leave undecided. A live territory estimate at any moment of
    /// the game; at the end, dead stones' points belong to their captor.
    /// `options` as `guessDead`'s.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn ownership(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "LifeOptions")] options: Option<JsValue>,
    ) -> Result<Float32Array, JsValue> {
        let o = life_options("ownership", options)?;
        Ok(Float32Array::from(&estimate(&self.core, &o).ownership[..]))
    }
}

/// `{ playouts?, seed? }` (or a number: the playouts, as `ownership(playouts)` took
/// them before).
#[cfg_attr(tengen_nightly, optimize(size))]
fn life_options(name: &str, options: Option<JsValue>) -> Result<Options, JsValue> {
    let mut o = Options::default();
    let Some(options) = options.filter(|v| !v.is_null() && !v.is_undefined()) else {
        return Ok(o);
    };
    let bad = || bad_options(name);
    let (playouts, seed) = if options.as_f64().is_some() {
        (options, JsValue::UNDEFINED)
    } else if options.is_object() && !js_sys::Array::is_array(&options) {
        let get = |key: &str| Reflect::get(&options, &key.into()).map_err(|_| bad());
        (get("playouts")?, get("seed")?)
    } else {
        return Err(bad());
    };
    if !playouts.is_undefined() {
        o.playouts = whole(&playouts, MAX_PLAYOUTS)
            .filter(|&n| n >= 1.0)
            .ok_or_else(bad)? as u32;
    }
    if !seed.is_undefined() {
        o.seed = whole(&seed, 9_007_199_254_740_991.0).ok_or_else(bad)? as u64;
    }
    Ok(o)
}

/// The refusal of bad options, naming the method: one copy for every check (not
/// inlined into each).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn bad_options(name: &str) -> JsValue {
    error_of(
        "invalid-argument",
        &[
            name,
            "() takes { playouts, seed }: playouts a whole number from 1 to 100000, seed a whole number from 0 to 2^53 - 1",
        ],
    )
}

/// A whole number from 0 to `max`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn whole(v: &JsValue, max: f64) -> Option<f64> {
    v.as_f64()
        .filter(|n| n.fract() == 0.0 && (0.0..=max).contains(n))
}
