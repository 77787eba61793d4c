//! The values `Bot` reads and writes across the boundary (src/wasm/bot.rs), and how
//! they cross.
//!
//! The answers (`genmove`'s move, `analyze`'s analysis) are `#[derive(Serialize)]`
//! structs written with serde-wasm-bindgen through [`super::entries`], which builds
//! the objects and arrays itself instead of through serde-wasm-bindgen's cache of
//! field names (2.5 KB of the module).
//!
//! The options are read by hand: fields read with `Reflect`, as the rest of the
//! façade does. The `serde-io` feature (`TENGEN_SERDE=1 node scripts/build-pkg.mjs`)
//! reads the same structs with serde-wasm-bindgen instead (derived `Deserialize`),
//! for the size comparison of BENCHMARKS.md ("Sizes"): its reader brings the
//! standard library's formatting code, float printing included, into the module.
//!
//! serde-wasm-bindgen reads a struct by looking up the fields it declares, so
//! `deny_unknown_fields` alone would never see a key it does not know (`{ levle: 3 }`
//! would be read as `{}`): with `serde-io` the options are read from their object's
//! entries ([`super::entries`]), so that it does; by hand, the keys are checked here
//! first.

use wasm_bindgen::prelude::*;

use super::error::error_of;
use crate::messages::joined;

/// `new Bot(options)` as given; every field optional.
#[derive(Default)]
#[cfg_attr(feature = "serde-io", derive(serde::Deserialize))]
#[cfg_attr(
    feature = "serde-io",
    serde(deny_unknown_fields, rename_all = "camelCase")
)]
pub(super) struct OptionsIn {
    pub(super) level: Option<f64>,
    pub(super) playouts: Option<f64>,
    pub(super) time_ms: Option<f64>,
    pub(super) seed: Option<f64>,
    pub(super) resign: Option<bool>,
    pub(super) memory_mb: Option<f64>,
    /// The network's search's visits per move (the full module).
    #[cfg(feature = "net")]
    pub(super) visits: Option<f64>,
}

/// The budget argument of `genmove` and `analyze`.
#[derive(Default)]
#[cfg_attr(feature = "serde-io", derive(serde::Deserialize))]
#[cfg_attr(
    feature = "serde-io",
    serde(deny_unknown_fields, rename_all = "camelCase")
)]
pub(super) struct BudgetIn {
    pub(super) playouts: Option<f64>,
    pub(super) time_ms: Option<f64>,
    /// The network's search's visits (the full module).
    #[cfg(feature = "net")]
    pub(super) visits: Option<f64>,
}

/// `genmove`'s answer.
#[derive(serde::Serialize)]
pub(super) struct MoveOut {
    pub(super) point: Option<[u8; 2]>,
    pub(super) resign: bool,
    pub(super) winrate: f64,
    /// The side to move's expected lead (null from the playout search, which
    /// does not estimate it).
    #[cfg(feature = "net")]
    #[serde(rename = "scoreLead")]
    pub(super) score_lead: Option<f64>,
    /// Visits of the root.
    #[cfg(feature = "net")]
    pub(super) visits: u32,
    pub(super) playouts: u32,
    pub(super) ms: u32,
    /// `"net"` or `"playouts"`: the search that answered.
    #[cfg(feature = "net")]
    pub(super) engine: &'static str,
}

/// One candidate of `analyze`'s answer.
#[derive(serde::Serialize)]
pub(super) struct CandidateOut {
    pub(super) point: Option<[u8; 2]>,
    pub(super) visits: u32,
    pub(super) winrate: f64,
    #[cfg(feature = "net")]
    #[serde(rename = "scoreLead")]
    pub(super) score_lead: Option<f64>,
    pub(super) prior: f64,
    pub(super) pv: Vec<Option<[u8; 2]>>,
}

/// `analyze`'s answer.
#[derive(serde::Serialize)]
pub(super) struct AnalysisOut {
    pub(super) winrate: f64,
    #[cfg(feature = "net")]
    #[serde(rename = "scoreLead")]
    pub(super) score_lead: Option<f64>,
    #[cfg(feature = "net")]
    pub(super) visits: u32,
    pub(super) playouts: u32,
    pub(super) ms: u32,
    pub(super) moves: Vec<CandidateOut>,
    pub(super) ownership: Vec<f64>,
    #[cfg(feature = "net")]
    pub(super) engine: &'static str,
}

/// A struct read from an options object.
pub(super) trait Read: Sized + Default {
    /// Its fields as JavaScript spells them.
    const FIELDS: &'static [&'static str];
    /// Reads it from an object whose keys are all among [`Read::FIELDS`].
    fn from_object(o: &JsValue) -> Result<Self, JsValue>;
}

impl Read for OptionsIn {
    #[cfg(not(feature = "net"))]
    const FIELDS: &'static [&'static str] =
        &["level", "playouts", "timeMs", "seed", "resign", "memoryMb"];
    #[cfg(feature = "net")]
    const FIELDS: &'static [&'static str] = &[
        "level", "playouts", "timeMs", "seed", "resign", "memoryMb", "visits",
    ];

    #[cfg(not(feature = "serde-io"))]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from_object(o: &JsValue) -> Result<Self, JsValue> {
        Ok(OptionsIn {
            level: number(o, "level")?,
            playouts: number(o, "playouts")?,
            time_ms: number(o, "timeMs")?,
            seed: number(o, "seed")?,
            resign: flag(o, "resign")?,
            memory_mb: number(o, "memoryMb")?,
            #[cfg(feature = "net")]
            visits: number(o, "visits")?,
        })
    }

    #[cfg(feature = "serde-io")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from_object(o: &JsValue) -> Result<Self, JsValue> {
        serde_read(o)
    }
}

impl Read for BudgetIn {
    #[cfg(not(feature = "net"))]
    const FIELDS: &'static [&'static str] = &["playouts", "timeMs"];
    #[cfg(feature = "net")]
    const FIELDS: &'static [&'static str] = &["playouts", "timeMs", "visits"];

    #[cfg(not(feature = "serde-io"))]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from_object(o: &JsValue) -> Result<Self, JsValue> {
        Ok(BudgetIn {
            playouts: number(o, "playouts")?,
            time_ms: number(o, "timeMs")?,
            #[cfg(feature = "net")]
            visits: number(o, "visits")?,
        })
    }

    #[cfg(feature = "serde-io")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn from_object(o: &JsValue) -> Result<Self, JsValue> {
        serde_read(o)
    }
}

/// Reads an options object (undefined: every default); anything else, or an
/// unknown key, is `invalid-options` (`what` names it in the message).
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn read<T: Read>(value: JsValue, what: &str) -> Result<T, JsValue> {
    if value.is_undefined() {
        return Ok(T::default());
    }
    // (An array is an object whose key `length` is refused below.)
    if !value.is_object() {
        return Err(error_of("invalid-options", &[what, " must be an object"]));
    }
    // Reflect.ownKeys, which may throw (a Proxy's trap), caught: a JavaScript
    // exception passing through the module would leave the game it was given
    // borrowed. Symbol keys are unknown options too.
    let keys = js_sys::Reflect::own_keys(&value)
        .map_err(|_| error_of("invalid-options", &[what, " could not be read"]))?;
    // With `serde-io`, an unknown name is refused by `deny_unknown_fields`
    // (src/wasm/entries.rs reads the object's entries), and an array here, which
    // serde-wasm-bindgen would read as a list of pairs; a symbol key, which the
    // entries do not show, is refused here either way.
    #[cfg(feature = "serde-io")]
    if js_sys::Array::is_array(&value) {
        return Err(error_of("invalid-options", &[what, " must be an object"]));
    }
    for key in keys.iter() {
        let name = key.as_string();
        if cfg!(feature = "serde-io") && name.is_some() {
            continue;
        }
        let key = name.unwrap_or_default();
        if !T::FIELDS.contains(&key.as_str()) {
            return Err(error_of(
                "invalid-options",
                &[
                    what,
                    ": unknown option ",
                    &key,
                    " (known: ",
                    &joined(T::FIELDS, ", "),
                    ")",
                ],
            ));
        }
    }
    T::from_object(&value)
}

/// A value to write: `genmove`'s and `analyze`'s answers.
pub(super) trait Write {
    fn to_js(&self) -> JsValue;
}

/// The JavaScript value of an answer.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn write<T: Write>(value: &T) -> JsValue {
    value.to_js()
}

// The hand-written crossing.

/// `o[key]`; a getter that throws is `invalid-options`.
#[cfg(not(feature = "serde-io"))]
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn get(o: &JsValue, key: &str) -> Result<JsValue, JsValue> {
    js_sys::Reflect::get(o, &key.into())
        .map_err(|_| error_of("invalid-options", &["option ", key, " could not be read"]))
}

/// `o[key]` as a number, `None` if undefined; anything else is `invalid-options`.
#[cfg(not(feature = "serde-io"))]
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn number(o: &JsValue, key: &str) -> Result<Option<f64>, JsValue> {
    let v = get(o, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_f64()
        .map(Some)
        .ok_or_else(|| error_of("invalid-options", &["option ", key, " must be a number"]))
}

/// `o[key]` as a boolean, `None` if undefined; anything else is `invalid-options`.
#[cfg(not(feature = "serde-io"))]
#[cfg_attr(tengen_nightly, optimize(size))]
fn flag(o: &JsValue, key: &str) -> Result<Option<bool>, JsValue> {
    let v = get(o, key)?;
    if v.is_undefined() {
        return Ok(None);
    }
    v.as_bool().map(Some).ok_or_else(|| {
        error_of(
            "invalid-options",
            &["option ", key, " must be true or false"],
        )
    })
}

// The serde-wasm-bindgen crossing (the `serde-io` feature).

/// A struct read by serde-wasm-bindgen; its refusals as `invalid-options`.
#[cfg(feature = "serde-io")]
#[cfg_attr(tengen_nightly, optimize(size))]
fn serde_read<T: for<'de> serde::Deserialize<'de>>(o: &JsValue) -> Result<T, JsValue> {
    let entries = super::entries::ReadEntries(o.clone().into());
    T::deserialize(entries).map_err(|e| {
        let e = JsValue::from(e);
        let text = js_sys::Reflect::get(&e, &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_default();
        error_of("invalid-options", &["option: ", &text])
    })
}

impl<T: serde::Serialize> Write for T {
    /// As [`super::entries::written`] writes it with serde-wasm-bindgen, a pass
    /// (`None`) as null.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn to_js(&self) -> JsValue {
        super::entries::written(self).unwrap_or(JsValue::NULL)
    }
}
