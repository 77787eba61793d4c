//! Reading the options of `new Game(options)`: board size, rules preset and
//! overrides, komi, handicap. Each bad value is refused with its own code and a
//! message naming the option.

use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

use super::convert::{num, shown, whole};
use super::error::{error, error_of};
use crate::game::Handicap;
use crate::messages::joined;
use crate::rules::{position_of, HalfPoints, HandicapCompensation, KoRule, Preset, Rules, Scoring};

thread_local! {
    /// [`OPTION_KEYS`], then the names of [`Preset::ALL`], as JavaScript strings,
    /// made once (one list: one lazy initialiser in the module, not two).
    static NAMES: Vec<JsValue> = OPTION_KEYS
        .iter()
        .copied()
        .chain(Preset::ALL.iter().map(|p| p.name()))
        .map(JsValue::from_str)
        .collect();
}

/// The option names `new Game()` accepts.
const OPTION_KEYS: [&str; 11] = [
    "size",
    "width",
    "height",
    "rules",
    "komi",
    "handicap",
    "ko",
    "suicide",
    "scoring",
    "handicapCompensation",
    "repetitionLimit",
];

// The places of the options in [`OPTION_KEYS`] (and in [`OptionValues`]).
const SIZE: usize = 0;
const WIDTH: usize = 1;
const HEIGHT: usize = 2;
const RULES: usize = 3;
const KOMI: usize = 4;
const HANDICAP: usize = 5;
const KO: usize = 6;
const SUICIDE: usize = 7;
const SCORING: usize = 8;
const HANDICAP_COMPENSATION: usize = 9;
const REPETITION_LIMIT: usize = 10;

/// The values of the options given, in the order of [`OPTION_KEYS`]; `None` where
/// absent or undefined (so that an absent option costs no call into JavaScript).
type OptionValues = [Option<JsValue>; OPTION_KEYS.len()];

/// The value of option `i`, if given.
#[cfg_attr(tengen_nightly, optimize(size))]
fn value_of(opts: &OptionValues, i: usize) -> Option<&JsValue> {
    opts.get(i)?.as_ref()
}

/// The name of option `i`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn key(i: usize) -> &'static str {
    OPTION_KEYS.get(i).copied().unwrap_or_default()
}

/// The `invalid-options` error for option `i` given as `v`, saying what was
/// expected. One copy for every option (not inlined into each reader).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn wrong(i: usize, expected: &str, v: &JsValue) -> JsValue {
    error_of(
        "invalid-options",
        &[
            "option ",
            key(i),
            " must be ",
            expected,
            ", not ",
            &shown(v),
        ],
    )
}

/// Reads option `i`: `None` if absent, the value if `accept` takes it, else an
/// `invalid-options` error saying what was expected.
#[cfg_attr(tengen_nightly, optimize(size))]
fn option<T>(
    opts: &OptionValues,
    i: usize,
    expected: &str,
    accept: impl Fn(&JsValue) -> Option<T>,
) -> Result<Option<T>, JsValue> {
    let Some(v) = value_of(opts, i) else {
        return Ok(None);
    };
    accept(v).map(Some).ok_or_else(|| wrong(i, expected, v))
}

/// Reads option `i` as a string (names of rules, ko rules, scorings, …).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn option_string(opts: &OptionValues, i: usize, expected: &str) -> Result<Option<String>, JsValue> {
    option(opts, i, expected, JsValue::as_string)
}

/// Reads option `i`, a string that `parse` reads, else an `invalid-options` error.
#[cfg_attr(tengen_nightly, optimize(size))]
fn option_named<T>(
    opts: &OptionValues,
    i: usize,
    expected: &str,
    parse: fn(&str) -> Option<T>,
) -> Result<Option<T>, JsValue> {
    option(opts, i, expected, |v| {
        v.as_string().as_deref().and_then(parse)
    })
}

/// Reads a side of the board (`size`, `width` or `height`, option `i`).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn side(opts: &OptionValues, i: usize, default: usize) -> Result<usize, JsValue> {
    match option(opts, i, "a number", JsValue::as_f64)? {
        None => Ok(default),
        Some(v) => match whole(v) {
            Some(n) if (2..=25).contains(&n) => Ok(n),
            _ => Err(error_of(
                "invalid-size",
                &[
                    key(i),
                    " must be a whole number from 2 to 25, not ",
                    &num(v),
                ],
            )),
        },
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn parse_options(object: JsValue) -> Result<(usize, usize, Rules, Handicap), JsValue> {
    if object.is_undefined() || object.is_null() {
        return Ok((19, 19, Rules::default(), Handicap::None));
    }
    if !object.is_object() || Array::is_array(&object) {
        return Err(error(
            "invalid-options",
            "options must be an object such as { size: 19, rules: \"chinese\" }",
        ));
    }
    let mut opts: OptionValues = Default::default();
    // Fast path: the option names, made into JavaScript strings once, are looked up
    // in order until as many have been found as the object has keys; no string
    // crosses into Rust. If the counts differ (an unknown key, or one set to
    // undefined), the keys are read by name to say which.
    let given = js_sys::Object::keys(&js_sys::Object::from(object.clone())).length() as usize;
    let mut found = 0;
    NAMES.with(|names| {
        for (slot, name) in opts.iter_mut().zip(names) {
            if found == given {
                break;
            }
            *slot = Reflect::get(&object, name)
                .ok()
                .filter(|v| !v.is_undefined());
            found += slot.is_some() as usize;
        }
    });
    if found != given {
        opts = Default::default();
        for key in js_sys::Object::keys(&js_sys::Object::from(object.clone())).iter() {
            let name = key.as_string().unwrap_or_default();
            match position_of(&OPTION_KEYS, &name).and_then(|i| opts.get_mut(i)) {
                Some(slot) => {
                    *slot = Reflect::get(&object, &key)
                        .ok()
                        .filter(|v| !v.is_undefined())
                }
                None => {
                    return Err(error_of(
                        "invalid-options",
                        &[
                            "unknown option \"",
                            &name,
                            "\"; the options are ",
                            &joined(&OPTION_KEYS, ", "),
                        ],
                    ))
                }
            }
        }
    }
    let size = side(&opts, SIZE, 19)?;
    let width = side(&opts, WIDTH, size)?;
    let height = side(&opts, HEIGHT, size)?;
    // A preset's name is matched against the names made into JavaScript strings once
    // (a comparison in JavaScript), before any string crosses into Rust.
    let preset = value_of(&opts, RULES).and_then(|v| {
        NAMES.with(|names| {
            names
                .iter()
                .skip(OPTION_KEYS.len())
                .zip(Preset::ALL)
                .find_map(|(n, p)| (n == v).then_some(p))
        })
    });
    let mut rules = match preset {
        Some(p) => Rules::preset(p),
        None => match option_string(&opts, RULES, "a string")? {
            None => Rules::default(),
            Some(name) => Rules::preset(preset_named(&name)?),
        },
    };
    if let Some(k) = option(&opts, KOMI, "a number", JsValue::as_f64)? {
        rules.komi = HalfPoints::from_points(k).ok_or_else(|| {
            error_of(
                "invalid-komi",
                &[
                    "komi must be a whole or half number of points, not ",
                    &num(k),
                ],
            )
        })?;
    }
    if let Some(k) = option_named(
        &opts,
        KO,
        "simple, positional or situational",
        KoRule::parse,
    )? {
        rules.ko = k;
    }
    if let Some(s) = option(&opts, SUICIDE, "true or false", JsValue::as_bool)? {
        rules.suicide = s;
    }
    if let Some(s) = option_named(&opts, SCORING, "area or territory", Scoring::parse)? {
        rules.scoring = s;
    }
    if let Some(h) = option_named(
        &opts,
        HANDICAP_COMPENSATION,
        "none, n-1 or n",
        HandicapCompensation::parse,
    )? {
        rules.handicap_compensation = h;
    }
    if let Some(n) = option(
        &opts,
        REPETITION_LIMIT,
        "a whole number from 2 to 1000",
        |v| {
            v.as_f64()
                .and_then(whole)
                .filter(|n| (2..=1000).contains(n))
        },
    )? {
        rules.repetition_limit = n as u32;
    }
    let handicap = match value_of(&opts, HANDICAP).cloned() {
        None => Handicap::None,
        Some(v) if Array::is_array(&v) => {
            let mut out = Vec::new();
            for p in Array::from(&v).iter() {
                let xy = Array::is_array(&p)
                    .then(|| Array::from(&p))
                    .filter(|a| a.length() == 2);
                let xy =
                    xy.and_then(|a| Some((whole(a.get(0).as_f64()?)?, whole(a.get(1).as_f64()?)?)));
                match xy {
                    Some((x, y)) if x < width && y < height => out.push((x, y)),
                    _ => {
                        return Err(error_of(
                            "invalid-handicap",
                            &[
                                "handicap point ",
                                // `undefined` (a hole) stringifies to no string.
                                &js_sys::JSON::stringify(&p)
                                    .ok()
                                    .and_then(|s| s.as_string())
                                    .unwrap_or_else(|| shown(&p)),
                                " is not a point [x, y] of the board",
                            ],
                        ));
                    }
                }
            }
            Handicap::Free(out)
        }
        Some(v) => match v.as_f64().and_then(whole) {
            Some(0) => Handicap::None,
            Some(n) if n >= 2 => Handicap::Fixed(n as u32),
            _ => return Err(error_of(
                "invalid-handicap",
                &[
                    "handicap must be 0, a number of stones from 2 to 9, or a list of points, not ",
                    &shown(&v),
                ],
            )),
        },
    };
    Ok((width, height, rules, handicap))
}

/// The preset named `name`, or an `invalid-rules` error listing the names.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn preset_named(name: &str) -> Result<Preset, JsValue> {
    Preset::parse(name).ok_or_else(|| {
        error_of(
            "invalid-rules",
            &[
                "unknown rules \"",
                name,
                "\": use chinese, japanese, korean, ing, aga, new-zealand or tromp-taylor",
            ],
        )
    })
}
