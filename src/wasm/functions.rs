//! The free functions: notations (GTP, SGF), star and handicap points, the preset
//! names, and the `TengenError` test.

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use super::convert::{num, rule_set, shown, vertex, whole, xy_vertices};
use super::error::error_of;
use super::options::preset_named;
use crate::game;
use crate::notation;
use crate::rules::{Preset, Rules};

/// A numeric argument as a number, or a refusal with `code` naming the function
/// and the value (strings, BigInt, Symbol, objects: whatever is not a number).
#[cfg_attr(tengen_nightly, optimize(size))]
fn number(v: &JsValue, function: &str, code: &str) -> Result<f64, JsValue> {
    v.as_f64()
        .ok_or_else(|| error_of(code, &[function, "() takes numbers, not ", &shown(v)]))
}

/// An optional numeric argument: `default` when undefined.
#[cfg_attr(tengen_nightly, optimize(size))]
fn number_or(v: &JsValue, default: f64, function: &str, code: &str) -> Result<f64, JsValue> {
    if v.is_undefined() {
        Ok(default)
    } else {
        number(v, function, code)
    }
}

/// `"Q16"` for (x, y) on a board `height` rows high (letters skip I; rows count
/// from the bottom). Throws `invalid-coordinate` for points GTP cannot name and
/// for anything but numbers.
#[wasm_bindgen(js_name = toGtp)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn to_gtp(
    #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] height: JsValue,
) -> Result<String, JsValue> {
    let code = "invalid-coordinate";
    let (x, y) = (number(&x, "toGtp", code)?, number(&y, "toGtp", code)?);
    let height = number(&height, "toGtp", code)?;
    match (whole(x), whole(y), whole(height)) {
        (Some(x), Some(y), Some(h)) => notation::to_gtp(x, y, h),
        _ => None,
    }
    .ok_or_else(|| {
        error_of(
            code,
            &[
                "(",
                &num(x),
                ", ",
                &num(y),
                ") has no GTP name on a board ",
                &num(height),
                " high",
            ],
        )
    })
}

/// The text argument of a notation function, or a refusal naming the function.
#[cfg_attr(tengen_nightly, optimize(size))]
fn text_arg(text: &JsValue, function: &str) -> Result<String, JsValue> {
    text.as_string().ok_or_else(|| {
        error_of(
            "invalid-coordinate",
            &[function, "() takes a string, not ", &shown(text)],
        )
    })
}

/// Parses `"Q16"` into `[x, y]` on a board `height` rows high and `width` columns
/// wide (default: square, as wide as high); null for `"pass"`. Throws
/// `invalid-coordinate` for text that names no point of that board (`"Z3"` on
/// 19×19), and for arguments of the wrong type.
#[wasm_bindgen(js_name = fromGtp, unchecked_return_type = "Vertex | null")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn from_gtp(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] height: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] width: JsValue,
) -> Result<JsValue, JsValue> {
    let code = "invalid-coordinate";
    let text = &text_arg(&text, "fromGtp")?;
    let height = number(&height, "fromGtp", code)?;
    let width = number_or(&width, height, "fromGtp", code)?;
    if text.trim().eq_ignore_ascii_case("pass") {
        return Ok(JsValue::NULL);
    }
    match (whole(height), whole(width)) {
        (Some(h), Some(w)) => notation::from_gtp(text, h).filter(|&(x, _)| x < w),
        _ => None,
    }
    .map(|(x, y)| vertex(x, y))
    .ok_or_else(|| {
        error_of(
            code,
            &[
                "\"",
                text,
                "\" is not a point of a board ",
                &num(width),
                " wide and ",
                &num(height),
                " high",
            ],
        )
    })
}

/// SGF letters for (x, y): `"pd"` for (15, 3). Throws `invalid-coordinate` for
/// points SGF cannot name and for anything but numbers.
#[wasm_bindgen(js_name = toSgf)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn to_sgf(
    #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
) -> Result<String, JsValue> {
    let code = "invalid-coordinate";
    let (x, y) = (number(&x, "toSgf", code)?, number(&y, "toSgf", code)?);
    match (whole(x), whole(y)) {
        (Some(x), Some(y)) => notation::to_sgf(x, y),
        _ => None,
    }
    .ok_or_else(|| error_of(code, &["(", &num(x), ", ", &num(y), ") has no SGF name"]))
}

/// Parses SGF letters into `[x, y]`; null for a pass (`""` or `"tt"`, as on boards
/// up to 19×19).
#[wasm_bindgen(js_name = fromSgf, unchecked_return_type = "Vertex | null")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn from_sgf(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
) -> Result<JsValue, JsValue> {
    let text = &text_arg(&text, "fromSgf")?;
    if text.is_empty() || text == "tt" {
        return Ok(JsValue::NULL);
    }
    notation::from_sgf(text)
        .map(|(x, y)| vertex(x, y))
        .ok_or_else(|| {
            error_of(
                "invalid-coordinate",
                &["\"", text, "\" is not an SGF point"],
            )
        })
}

/// The star points (hoshi) of a board, for drawing, as `[[x, y], …]`: none for
/// sides that are not whole numbers from 2 to 25. Throws `invalid-argument` for
/// anything but numbers.
#[wasm_bindgen(js_name = starPoints, unchecked_return_type = "Vertex[]")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn star_points(
    #[wasm_bindgen(unchecked_param_type = "number")] width: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] height: JsValue,
) -> Result<Array, JsValue> {
    let code = "invalid-argument";
    let width = number(&width, "starPoints", code)?;
    let height = number(&height, "starPoints", code)?;
    Ok(match (whole(width), whole(height)) {
        (Some(w), Some(h)) if w <= 25 && h <= 25 => xy_vertices(notation::star_points(w, h)),
        _ => Array::new(),
    })
}

/// The standard handicap points for `stones` stones on a board `size` columns wide
/// and `height` rows high (default: square), as `[[x, y], …]`, or null where there
/// is no standard placement. Rectangular boards get the same points per axis: the
/// near and far lines of each side, and the middle line of an odd side above 7.
/// Throws `invalid-argument` for anything but numbers.
#[wasm_bindgen(js_name = handicapPoints, unchecked_return_type = "Vertex[] | null")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn handicap_points(
    #[wasm_bindgen(unchecked_param_type = "number")] size: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] stones: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "number")] height: JsValue,
) -> Result<JsValue, JsValue> {
    let code = "invalid-argument";
    let width = number(&size, "handicapPoints", code)?;
    let stones = number(&stones, "handicapPoints", code)?;
    let height = number_or(&height, width, "handicapPoints", code)?;
    Ok(match (whole(width), whole(height), whole(stones)) {
        (Some(w), Some(h), Some(n)) if w <= 25 && h <= 25 && n <= 9 => {
            game::handicap_points(w, h, n as u32)
                .map_or(JsValue::NULL, |pts| xy_vertices(pts).into())
        }
        _ => JsValue::NULL,
    })
}

/// Whether `value` is an error thrown by tengen (a `TengenError` with a `code`).
#[wasm_bindgen(js_name = isTengenError, unchecked_return_type = "value is TengenError")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn is_tengen_error(value: &JsValue) -> bool {
    value.is_object()
        && Reflect::get(value, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .as_deref()
            == Some("TengenError")
        && Reflect::get(value, &"code".into()).is_ok_and(|c| c.is_string())
}

/// The names of the rule presets.
#[wasm_bindgen(js_name = rulesNames, unchecked_return_type = "RulesName[]")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn rules_names() -> Array {
    Preset::ALL
        .iter()
        .map(|p| JsValue::from(p.name()))
        .collect()
}

/// The settings of a rule preset, as `game.rules` gives them for a game under it
/// with no overrides: `presetRules("japanese").komi` is 6.5. Throws
/// `invalid-rules` for an unknown name, `invalid-argument` for anything but a string.
#[wasm_bindgen(js_name = presetRules, unchecked_return_type = "RuleSet")]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn preset_rules(
    #[wasm_bindgen(unchecked_param_type = "RulesName")] name: JsValue,
) -> Result<JsValue, JsValue> {
    let name = name.as_string().ok_or_else(|| {
        error_of(
            "invalid-argument",
            &[
                "presetRules() takes the name of a preset, not ",
                &shown(&name),
            ],
        )
    })?;
    Ok(rule_set(&Rules::preset(preset_named(&name)?)))
}
