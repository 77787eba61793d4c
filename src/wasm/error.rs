//! The thrown `TengenError`: an `Error` named "TengenError" with a stable `code`.

use js_sys::Reflect;
use wasm_bindgen::JsValue;

use super::convert::{num, point_vertex, set};
use crate::board::Point;
use crate::game::{Game as Core, Illegal};
use crate::notation;

/// A thrown error: an `Error` named `TengenError` with a stable `code`.
pub(super) fn error(code: &str, message: &str) -> JsValue {
    let e = js_sys::Error::new(message);
    e.set_name("TengenError");
    let _ = Reflect::set(&e, &"code".into(), &code.into());
    e.into()
}

/// The GTP name of `p` ("Q16"), or "(x, y)" where GTP has none.
fn name_of(core: &Core, p: Point) -> String {
    let b = core.board();
    let (x, y) = b.xy(p);
    notation::to_gtp(x, y, b.height()).unwrap_or_else(|| format!("({x}, {y})"))
}

/// The error `play(x, y)` throws for a move the rules refuse, with its message; a
/// superko error also carries `repeatsMove` and `repeatsAt`.
pub(super) fn illegal_error(core: &Core, e: Illegal, x: &JsValue, y: &JsValue) -> JsValue {
    let b = core.board();
    let at = || match (x.as_f64(), y.as_f64()) {
        (Some(fx), Some(fy)) => match b.point(fx as usize, fy as usize) {
            Some(p) if fx >= 0.0 && fy >= 0.0 => name_of(core, p),
            _ => ["(", &num(fx), ", ", &num(fy), ")"].concat(),
        },
        _ => "that point".to_string(),
    };
    let player = core.to_move().name();
    let message = match e {
        Illegal::OutOfBounds => {
            format!("{} is off the {}x{} board", at(), b.width(), b.height())
        }
        Illegal::Occupied => format!("{} is occupied: there is already a stone there", at()),
        Illegal::Suicide => format!(
            "{} is a forbidden point for {player}: the stone would have no liberties and capture nothing (suicide)",
            at()
        ),
        Illegal::Ko => format!(
            "ko: {player} may not retake the ko at {} at once; play elsewhere first (a ko threat)",
            at()
        ),
        Illegal::Superko { repeats } => {
            let which = match core.move_at(repeats) {
                Some(Some(p)) if repeats > 0 => format!("move {repeats} ({})", name_of(core, p)),
                Some(None) if repeats > 0 => format!("move {repeats} (a pass)"),
                _ => "the start of the game".to_string(),
            };
            format!(
                "superko: {} would repeat the whole-board position after {which}, which the {} rules forbid",
                at(),
                core.rules().preset.name()
            )
        }
        Illegal::GameOver => {
            "the game is over; undo a move, or resume play after the passes, to go on".to_string()
        }
    };
    let err = error(e.code(), &message);
    if let Illegal::Superko { repeats } = e {
        set(&err, "repeatsMove", &repeats.into());
        let at = match core.move_at(repeats) {
            Some(Some(p)) => point_vertex(core.board(), p),
            _ => JsValue::NULL,
        };
        set(&err, "repeatsAt", &at);
    }
    err
}
