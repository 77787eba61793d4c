//! The free functions: notations (GTP, SGF), star and handicap points, the preset
//! names, and the `TengenError` test.

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;

use super::convert::{num, rule_set, shown, vertex, whole, xy_vertices};
use super::error::error;
use super::options::preset_named;
use crate::game;
use crate::notation;
use crate::rules::{Preset, Rules};

/// `"Q16"` for (x, y) on a board `height` rows high (letters skip I; rows count
/// from the bottom). Throws for points GTP cannot name.
#[wasm_bindgen(js_name = toGtp)]
pub fn to_gtp(x: f64, y: f64, height: f64) -> Result<String, JsValue> {
    match (whole(x), whole(y), whole(height)) {
        (Some(x), Some(y), Some(h)) => notation::to_gtp(x, y, h),
        _ => None,
    }
    .ok_or_else(|| {
        error(
            "invalid-coordinate",
            &[
                "(",
                &num(x),
                ", ",
                &num(y),
                ") has no GTP name on a board ",
                &num(height),
                " high",
            ]
            .concat(),
        )
    })
}

/// The text argument of a notation function, or a refusal naming the function.
fn text_arg(text: &JsValue, function: &str) -> Result<String, JsValue> {
    text.as_string().ok_or_else(|| {
        error(
            "invalid-coordinate",
            &[function, "() takes a string, not ", &shown(text)].concat(),
        )
    })
}

/// Parses `"Q16"` on a board `height` rows high into `[x, y]`; null for `"pass"`.
/// Throws for text that names no point.
#[wasm_bindgen(js_name = fromGtp, unchecked_return_type = "Vertex | null")]
pub fn from_gtp(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    height: f64,
) -> Result<JsValue, JsValue> {
    let text = &text_arg(&text, "fromGtp")?;
    if text.trim().eq_ignore_ascii_case("pass") {
        return Ok(JsValue::NULL);
    }
    whole(height)
        .and_then(|h| notation::from_gtp(text, h))
        .map(|(x, y)| vertex(x, y))
        .ok_or_else(|| {
            error(
                "invalid-coordinate",
                &[
                    "\"",
                    text,
                    "\" is not a point of a board ",
                    &num(height),
                    " high",
                ]
                .concat(),
            )
        })
}

/// SGF letters for (x, y): `"pd"` for (15, 3).
#[wasm_bindgen(js_name = toSgf)]
pub fn to_sgf(x: f64, y: f64) -> Result<String, JsValue> {
    match (whole(x), whole(y)) {
        (Some(x), Some(y)) => notation::to_sgf(x, y),
        _ => None,
    }
    .ok_or_else(|| {
        error(
            "invalid-coordinate",
            &["(", &num(x), ", ", &num(y), ") has no SGF name"].concat(),
        )
    })
}

/// Parses SGF letters into `[x, y]`; null for a pass (`""` or `"tt"`, as on boards
/// up to 19×19).
#[wasm_bindgen(js_name = fromSgf, unchecked_return_type = "Vertex | null")]
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
            error(
                "invalid-coordinate",
                &format!("\"{text}\" is not an SGF point"),
            )
        })
}

/// The star points (hoshi) of a board, for drawing, as `[[x, y], …]`.
#[wasm_bindgen(js_name = starPoints, unchecked_return_type = "Vertex[]")]
pub fn star_points(width: f64, height: f64) -> Array {
    match (whole(width), whole(height)) {
        (Some(w), Some(h)) => xy_vertices(notation::star_points(w, h)),
        _ => Array::new(),
    }
}

/// The standard handicap points for `stones` stones on a `size`×`size` board, as
/// `[[x, y], …]`, or null where there is no standard placement.
#[wasm_bindgen(js_name = handicapPoints, unchecked_return_type = "Vertex[] | null")]
pub fn handicap_points(size: f64, stones: f64) -> JsValue {
    match (whole(size), whole(stones)) {
        (Some(s), Some(n)) if n <= 9 => game::handicap_points(s, s, n as u32)
            .map_or(JsValue::NULL, |pts| xy_vertices(pts).into()),
        _ => JsValue::NULL,
    }
}

/// Whether `value` is an error thrown by tengen (a `TengenError` with a `code`).
#[wasm_bindgen(js_name = isTengenError, unchecked_return_type = "value is TengenError")]
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
pub fn preset_rules(
    #[wasm_bindgen(unchecked_param_type = "RulesName")] name: JsValue,
) -> Result<JsValue, JsValue> {
    let name = name.as_string().ok_or_else(|| {
        error(
            "invalid-argument",
            &[
                "presetRules() takes the name of a preset, not ",
                &shown(&name),
            ]
            .concat(),
        )
    })?;
    Ok(rule_set(&Rules::preset(preset_named(&name)?)))
}
