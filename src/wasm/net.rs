//! `Net`: KataGo's networks (src/net/) for JavaScript, built only with the `net`
//! feature (the evaluator's own wasm module, which the bot's worker loads; the core
//! package stays without it).
//!
//! The class takes the bytes of a `.bin` model already inflated: the package's
//! JavaScript undoes gzip with the platform's `DecompressionStream` or `node:zlib`
//! before calling `__load`. `evaluate(game, { symmetry })` gives the outputs for the
//! side to move (ownership −1 White to 1 Black), with `Float32Array`s for the policy
//! and the ownership.
//!
//! One network serves several readers: the class holds it shared ([`Shared`]), so a
//! `Bot` made with it (src/wasm/bot.rs) keeps it, and its cache, for as long as it
//! lives, even once the `Net` itself is freed. `__dead` and `__owners` are
//! `guessDead({ net })` and `ownership({ net })` (net-client.js installs them on
//! `Game`).

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::{Float32Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::convert::{set, vertices};
use super::error::error;
use super::game::Game;
use crate::bot::puct::{
    dead_by_ownership, dead_by_search, dead_stone_positions, Evaluator, NetOutput, MAX_VISITS,
};
use crate::bot::BotError;
use crate::net::{ConvAlgorithm, Net as Core, NetError, Symmetry};

/// A network shared by the `Net` that loaded it and the bots made with it.
#[derive(Clone)]
pub(super) struct Shared(Rc<RefCell<Core>>);

/// The search reads positions through the shared network (one reader at a time:
/// JavaScript calls one method at a time).
impl Evaluator for Shared {
    fn evaluate(&mut self, game: &crate::game::Game, out: &mut NetOutput) {
        match self.0.try_borrow_mut() {
            Ok(mut net) => Evaluator::evaluate(&mut *net, game, out),
            // Not reached (nothing else holds it during a search): an even reading
            // with a flat policy.
            Err(_) => out.reset(game.board().area()),
        }
    }
}

/// The TypeScript types of `Net`'s values, and its `load` (written in the package's
/// JavaScript, net-client.js).
#[wasm_bindgen(typescript_custom_section)]
const NET_TYPES: &'static str = include_str!("net_types.d.ts");

/// A KataGo network.
#[wasm_bindgen]
pub struct Net {
    core: Shared,
}

/// The refusal of a call made while the network is in use (not reached: JavaScript
/// makes one call at a time, and no call gives it back control midway).
fn busy() -> JsValue {
    error("invalid-argument", "the network is in use by another call")
}

/// The thrown error of a refusal.
fn net_error(e: NetError) -> JsValue {
    error(e.code(), &e.to_string())
}

#[wasm_bindgen]
impl Net {
    /// Reads a model from the bytes of its `.bin` file (inflated). Throws
    /// `invalid-model` or `unsupported-model`.
    #[wasm_bindgen(js_name = __load, skip_typescript)]
    pub fn load(bytes: &[u8]) -> Result<Net, JsValue> {
        Core::load(bytes)
            .map(|core| Net {
                core: Shared(Rc::new(RefCell::new(core))),
            })
            .map_err(net_error)
    }

    /// `{ name, version, blocks, channels, inputVersion }`.
    #[wasm_bindgen(getter, unchecked_return_type = "NetInfo")]
    pub fn info(&self) -> JsValue {
        let o: JsValue = Object::new().into();
        // (Borrowed elsewhere only during another call, never during this one.)
        let Ok(net) = self.core.0.try_borrow() else {
            return o;
        };
        let i = net.info();
        set(&o, "name", i.name.as_str());
        set(&o, "version", i.version);
        set(&o, "blocks", i.blocks as u32);
        set(&o, "channels", i.channels as u32);
        set(&o, "inputVersion", i.input_version);
        o
    }

    /// For the benchmarks (bench/net-wasm.mjs, bench/net-runtimes.mjs): how the 3 × 3
    /// convolutions are computed, `"direct"`, `"winograd2"` or `"winograd4"` (the
    /// default); anything else throws `invalid-options`. The outputs agree within
    /// rounding.
    #[wasm_bindgen(js_name = __setConv, skip_typescript)]
    pub fn set_conv(&mut self, algorithm: &str) -> Result<(), JsValue> {
        let a = match algorithm {
            "direct" => ConvAlgorithm::Direct,
            "winograd2" => ConvAlgorithm::Winograd2,
            "winograd4" => ConvAlgorithm::Winograd4,
            _ => {
                return Err(error(
                    "invalid-options",
                    "the convolutions are \"direct\", \"winograd2\" or \"winograd4\"",
                ))
            }
        };
        self.core
            .0
            .try_borrow_mut()
            .map_err(|_| busy())?
            .set_conv_algorithm(a);
        Ok(())
    }

    /// The network's reading of `game`'s position: `{ policy, winrate, lossrate,
    /// noResult, scoreLead, scoreStdev, ownership }`. `options.symmetry` is 0–7 or
    /// `"all"` (default 0); anything else throws `invalid-options`.
    #[wasm_bindgen(unchecked_return_type = "NetEvaluation")]
    pub fn evaluate(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_optional_param_type = "NetOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let symmetry = symmetry_of(&options)?;
        let mut net = self.core.0.try_borrow_mut().map_err(|_| busy())?;
        let e = net.evaluate(&game.core, symmetry).map_err(net_error)?;
        Ok(evaluation_out(e))
    }

    /// `evaluateBatch(games, options)` (net-client.js): the positions of 1 to 16
    /// games at once, each given as `Game.__snapshot`'s bytes (so that the games of
    /// either module cross alike), laid end to end in `snapshots`, `lengths` saying
    /// where each ends. The boards of one size go through the network together. An
    /// array of what `evaluate` gives, in the games' order.
    #[wasm_bindgen(js_name = __evaluateBatch, skip_typescript)]
    pub fn evaluate_batch(
        &mut self,
        snapshots: &[u8],
        lengths: &[u32],
        options: JsValue,
    ) -> Result<js_sys::Array, JsValue> {
        let symmetry = symmetry_of(&options)?;
        let mut games = Vec::with_capacity(lengths.len());
        let mut at = 0usize;
        for &n in lengths {
            let end = at.saturating_add(n as usize);
            let game = snapshots
                .get(at..end)
                .and_then(crate::game::Game::restore)
                .ok_or_else(|| error("invalid-argument", "these bytes are not game snapshots"))?;
            games.push(game);
            at = end;
        }
        let refs: Vec<&crate::game::Game> = games.iter().collect();
        let mut net = self.core.0.try_borrow_mut().map_err(|_| busy())?;
        let out = net.evaluate_batch(&refs, symmetry).map_err(net_error)?;
        Ok(out.iter().map(evaluation_out).collect())
    }

    /// `game.guessDead({ net, visits })`: the chains the network gives to the other
    /// side with that side to move, Benson's verdicts and the seki kept, row by row.
    /// Without `visits`, from its ownership (the mean of its 8 symmetries) of the two
    /// positions (`dead_by_ownership`); with `visits`, from a search of that many
    /// visits from each (`dead_by_search`).
    #[wasm_bindgen(js_name = __dead, skip_typescript)]
    pub fn dead(&mut self, game: &Game, options: JsValue) -> Result<JsValue, JsValue> {
        let visits = visits_of(&options)?;
        let dead = match visits {
            Some(visits) => {
                dead_by_search(self.shared(), &game.core, visits).map_err(|e| match e {
                    BotError::GameOver => error("game-over", "the game has no position to read"),
                    BotError::InvalidOption(_) => visits_error(),
                })?
            }
            None => {
                let [black, white] = dead_stone_positions(&game.core);
                let (black, white) = (self.ownership_of(&black), self.ownership_of(&white));
                dead_by_ownership(&game.core, [&black, &white])
            }
        };
        Ok(vertices(game.core.board(), &dead))
    }

    /// `game.ownership({ net })`: the network's ownership, the mean of its 8
    /// symmetries, row-major, −1 White to 1 Black.
    #[wasm_bindgen(js_name = __owners, skip_typescript)]
    pub fn ownership(&mut self, game: &Game) -> Float32Array {
        Float32Array::from(&self.ownership_of(&game.core)[..])
    }
}

impl Net {
    /// The shared network, for a bot.
    pub(super) fn shared(&self) -> Shared {
        self.core.clone()
    }

    /// The ownership of `game`'s position, the mean of the 8 symmetries.
    fn ownership_of(&mut self, game: &crate::game::Game) -> Vec<f32> {
        let Ok(mut net) = self.core.0.try_borrow_mut() else {
            return Vec::new();
        };
        match net.evaluate(game, Symmetry::All) {
            Ok(e) => e.ownership.clone(),
            Err(_) => Vec::new(),
        }
    }
}

/// An evaluation as JavaScript reads it (`NetEvaluation`).
fn evaluation_out(e: &crate::net::Evaluation) -> JsValue {
    let o: JsValue = Object::new().into();
    set(&o, "policy", Float32Array::from(&e.policy[..]));
    set(&o, "winrate", e.winrate);
    set(&o, "lossrate", e.lossrate);
    set(&o, "noResult", e.no_result);
    set(&o, "scoreLead", e.score_lead);
    set(&o, "scoreStdev", e.score_stdev);
    set(&o, "ownership", Float32Array::from(&e.ownership[..]));
    o
}

/// `options.symmetry`: absent (0), a whole number 0–7, or `"all"`.
/// The refusal of `guessDead({ net, visits })`'s `visits`.
fn visits_error() -> JsValue {
    error(
        "invalid-options",
        "guessDead's visits must be a whole number from 1 to 10,000,000",
    )
}

/// `guessDead({ net, visits })`'s `visits`: `None` when absent.
fn visits_of(options: &JsValue) -> Result<Option<u32>, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(None);
    }
    if !options.is_object() {
        return Err(error("invalid-options", "the options must be an object"));
    }
    let v = Reflect::get(options, &"visits".into()).map_err(|_| visits_error())?;
    if v.is_undefined() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=f64::from(MAX_VISITS)).contains(&n) => {
            Ok(Some(n as u32))
        }
        _ => Err(visits_error()),
    }
}

fn symmetry_of(options: &JsValue) -> Result<Symmetry, JsValue> {
    let bad = || {
        error(
            "invalid-options",
            "symmetry must be a whole number 0 to 7 or \"all\"",
        )
    };
    if options.is_undefined() || options.is_null() {
        return Ok(Symmetry::One(0));
    }
    if !options.is_object() {
        return Err(error("invalid-options", "the options must be an object"));
    }
    let s = Reflect::get(options, &"symmetry".into()).map_err(|_| bad())?;
    if s.is_undefined() {
        return Ok(Symmetry::One(0));
    }
    if s.as_string().as_deref() == Some("all") {
        return Ok(Symmetry::All);
    }
    match s.as_f64() {
        Some(v) if v.fract() == 0.0 && (0.0..=7.0).contains(&v) => Ok(Symmetry::One(v as u32)),
        _ => Err(bad()),
    }
}
