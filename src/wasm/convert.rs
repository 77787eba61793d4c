//! JavaScript values to and from the core's: whole numbers, coordinates, vertices
//! (`[x, y]`), lists of vertices, `{ black, white }` pairs.

use js_sys::{Array, Reflect};
use wasm_bindgen::JsValue;

use super::error::{error, error_of};
use crate::board::{Board, Point};
use crate::messages::cat;
use crate::rules::Rules;

/// Sets `obj[key] = value` (on a plain object made here, which cannot refuse). Out of
/// line with the value's conversion and release in it, one copy per type of value:
/// each field of the objects the façade builds is then only the call.
#[inline(never)]
pub(super) fn set(obj: &JsValue, key: &str, value: impl Into<JsValue>) {
    let _ = Reflect::set(obj, &key.into(), &value.into());
}

/// A whole number from 0 to a million, as a `usize`; `None` for anything else.
pub(super) fn whole(v: f64) -> Option<usize> {
    (v.is_finite() && v.fract() == 0.0 && (0.0..=1e6).contains(&v)).then_some(v as usize)
}

/// A number as JavaScript writes it (no float formatting code in the module).
pub(super) fn num(v: f64) -> String {
    js_sys::Number::from(v)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// Whatever a JS value is, in words for an error message.
pub(super) fn shown(v: &JsValue) -> String {
    match v.as_f64() {
        Some(n) => num(n),
        None => match v.as_string() {
            Some(s) => cat(&["\"", &s, "\""]),
            None => js_sys::JsString::from(v.js_typeof()).into(),
        },
    }
}

/// The vertex `[x, y]`.
pub(super) fn vertex(x: usize, y: usize) -> JsValue {
    Array::of2(&(x as u32).into(), &(y as u32).into()).into()
}

/// The vertex `[x, y]` of a point of `board`.
pub(super) fn point_vertex(board: &Board, p: Point) -> JsValue {
    let (x, y) = board.xy(p);
    vertex(x, y)
}

/// The points of `board` as a list of vertices, in the order given.
pub(super) fn vertices(board: &Board, pts: &[Point]) -> JsValue {
    let out = Array::new_with_length(pts.len() as u32);
    for (i, &p) in pts.iter().enumerate() {
        out.set(i as u32, point_vertex(board, p));
    }
    out.into()
}

/// (x, y) pairs as a list of vertices.
pub(super) fn xy_vertices(pts: impl IntoIterator<Item = (usize, usize)>) -> Array {
    pts.into_iter().map(|(x, y)| vertex(x, y)).collect()
}

/// `{ black, white }`.
pub(super) fn pair(black: u32, white: u32) -> JsValue {
    let o = js_sys::Object::new();
    set(&o, "black", black);
    set(&o, "white", white);
    o.into()
}

/// Validates (x, y) for `board`: a thrown `invalid-coordinate` for anything but
/// whole numbers; `None` for whole numbers off the board.
pub(super) fn point(board: &Board, x: &JsValue, y: &JsValue) -> Result<Option<Point>, JsValue> {
    let (Some(fx), Some(fy)) = (x.as_f64(), y.as_f64()) else {
        return Err(error(
            "invalid-coordinate",
            "coordinates must be numbers: (x, y) from the top-left, from 0",
        ));
    };
    if !fx.is_finite() || !fy.is_finite() || fx.fract() != 0.0 || fy.fract() != 0.0 {
        return Err(error_of(
            "invalid-coordinate",
            &[
                "coordinates must be whole numbers, not (",
                &num(fx),
                ", ",
                &num(fy),
                ")",
            ],
        ));
    }
    if fx < 0.0 || fy < 0.0 || fx >= board.width() as f64 || fy >= board.height() as f64 {
        return Ok(None);
    }
    Ok(board.point(fx as usize, fy as usize))
}

/// The `RuleSet` object: the rules after the preset and the overrides.
pub(super) fn rule_set(r: &Rules) -> JsValue {
    let o = js_sys::Object::new();
    set(&o, "name", r.preset.name());
    set(&o, "ko", r.ko.name());
    set(&o, "suicide", r.suicide);
    set(&o, "scoring", r.scoring.name());
    set(&o, "komi", r.komi.points());
    set(&o, "tieToBlack", r.tie_to_black);
    set(&o, "splitDame", r.split_dame);
    set(&o, "handicapCompensation", r.handicap_compensation.name());
    set(&o, "repetitionLimit", r.repetition_limit);
    o.into()
}

/// (x, y) as numbers, for a refusal's message; `None` if either is not a number.
pub(super) fn coords(x: &JsValue, y: &JsValue) -> Option<(f64, f64)> {
    Some((x.as_f64()?, y.as_f64()?))
}
