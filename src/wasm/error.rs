//! The thrown `TengenError`: an `Error` named "TengenError" with a stable `code`.

use js_sys::Reflect;
use wasm_bindgen::JsValue;

use super::convert::{set, vertex};
use crate::game::{Game as Core, Illegal, SetupError};
use crate::messages::{cat, IllegalMove};

/// A thrown error: an `Error` named `TengenError` with a stable `code`.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn error(code: &str, message: &str) -> JsValue {
    let e = js_sys::Error::new(message);
    e.set_name("TengenError");
    let _ = Reflect::set(&e, &"code".into(), &code.into());
    e.into()
}

/// [`error`] with a message made of `parts`: one copy of the joining and freeing for
/// every refusal (not one inlined into each).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn error_of(code: &str, parts: &[&str]) -> JsValue {
    error(code, &cat(parts))
}

/// The error `new Game(options)` and `new GameTree(options)` throw when the core
/// refuses the size or the handicap.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn setup_error(e: SetupError) -> JsValue {
    let code = match e {
        SetupError::Size => "invalid-size",
        SetupError::Handicap(_) => "invalid-handicap",
    };
    error(code, e.message())
}

/// The error `play(x, y)` throws for a move the rules refuse, with the core's message
/// ([`IllegalMove`]); a superko error also carries `repeatsMove` and `repeatsAt`.
/// `at` is (x, y) as given (whole numbers, perhaps off the board), or `None` for a
/// pass.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn illegal_error(core: &Core, e: Illegal, at: Option<(f64, f64)>) -> JsValue {
    let refusal = IllegalMove::new(core, e, at.map(|(x, y)| (x as i64, y as i64)));
    let err = error(e.code(), &refusal.message());
    set_repeats(&err, &refusal);
    err
}

/// `explainIllegal`'s answer: `{ code, message }` as `illegal_error` has them, and
/// `repeatsMove` and `repeatsAt` for superko.
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn illegal_info(core: &Core, e: Illegal, at: Option<(f64, f64)>) -> JsValue {
    let refusal = IllegalMove::new(core, e, at.map(|(x, y)| (x as i64, y as i64)));
    let o: JsValue = js_sys::Object::new().into();
    set(&o, "code", e.code());
    set(&o, "message", refusal.message());
    set_repeats(&o, &refusal);
    o
}

/// For superko: sets `repeatsMove` (the move after which the position arose) and
/// `repeatsAt` (that move's point, or null for the start or a pass).
#[cfg_attr(tengen_nightly, optimize(size))]
fn set_repeats(obj: &JsValue, refusal: &IllegalMove) {
    if let Illegal::Superko { repeats } = refusal.reason {
        set(obj, "repeatsMove", repeats);
        let at = match refusal.repeats_at {
            Some((_, Some((x, y)))) => vertex(x, y),
            _ => JsValue::NULL,
        };
        set(obj, "repeatsAt", at);
    }
}
