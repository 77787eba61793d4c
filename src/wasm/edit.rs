//! `GameTree`'s editing methods (`setSetup`, `setMarkup`, `setPlayer`, `setProperty`,
//! `removeProperty`, `addNode`), built only with the `edit` feature: they are in the
//! full module (`tengen/full`), not in the core package, whose size budget they do not
//! fit. The editing itself is the core's (src/tree/edit.rs); here every argument from
//! JavaScript is checked and turned into SGF values, and every refusal is a
//! `TengenError` (`invalid-argument`, `sgf-illegal-setup`) that leaves the tree as it
//! was.

use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::convert::{shown, whole};
use super::error::error;
use super::tree::{set_place, GameTree};
use crate::color::Color;
use crate::sgf::points::point_text;
use crate::tree::EditError;

#[wasm_bindgen(typescript_custom_section)]
const TS_EDIT: &'static str = r#"
/** `tree.setSetup`: each list given replaces the node's `AB`, `AW` or `AE`; its points leave the lists not given. */
export interface TreeSetup { black?: Vertex[]; white?: Vertex[]; empty?: Vertex[]; }
/** `tree.setMarkup`: each kind given replaces the node's own (`[]` removes it); kinds left out stay. */
export interface TreeMarkup {
  circle?: Vertex[]; square?: Vertex[]; triangle?: Vertex[]; cross?: Vertex[];
  /** `[x, y, text]` */
  label?: [number, number, string][];
  /** `[from, to]` */
  arrow?: [Vertex, Vertex][];
  line?: [Vertex, Vertex][];
  /** `DD`: dimmed from this node on. */
  dim?: Vertex[];
  /** `SL`. */
  selected?: Vertex[];
}
"#;

/// `invalid-argument`: `what`, and what was given.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn bad(what: &str, given: &JsValue) -> JsValue {
    error(
        "invalid-argument",
        &[what, ", not ", &shown(given)].concat(),
    )
}

/// A property identifier given as a string.
#[cfg_attr(tengen_nightly, optimize(size))]
fn id_of(id: &JsValue) -> Result<String, JsValue> {
    id.as_string()
        .ok_or_else(|| bad("a property identifier is a string", id))
}

/// Each item of the array `list` read by [`sgf_item`] as `kind`; `None` if `list` is
/// not an array or an item does not read.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn strings(list: &JsValue, kind: u8) -> Option<Vec<String>> {
    if !Array::is_array(list) {
        return None;
    }
    let list: &Array = list.unchecked_ref();
    let mut out = Vec::with_capacity(list.length() as usize);
    for v in list.iter() {
        out.push(sgf_item(kind, &v)?);
    }
    Some(out)
}

/// The SGF letters of the point `x`, `y` (each whole and below 52; whether on the
/// board, the core checks).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn sgf_point(x: JsValue, y: JsValue) -> Option<String> {
    let n = |v: JsValue| whole(v.as_f64()?).filter(|&n| n < 52);
    Some(point_text(n(x)?, n(y)?))
}

/// The SGF letters of vertex `[x, y]`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn sgf_vertex(v: &JsValue) -> Option<String> {
    let a = v.dyn_ref::<Array>().filter(|a| a.length() == 2)?;
    sgf_point(a.get(0), a.get(1))
}

/// One item of a list as its SGF value: a vertex (`kind` 0), a label `[x, y, text]`
/// (1), a pair `[from, to]` (2) or a string (3).
#[cfg_attr(tengen_nightly, optimize(size))]
fn sgf_item(kind: u8, v: &JsValue) -> Option<String> {
    if kind == 3 {
        return v.as_string();
    }
    let a = v.dyn_ref::<Array>()?;
    let (mut out, b) = match (kind, a.length()) {
        (0, _) => return sgf_vertex(v),
        (1, 3) => (sgf_point(a.get(0), a.get(1))?, a.get(2).as_string()?),
        (2, 2) => (sgf_vertex(&a.get(0))?, sgf_vertex(&a.get(1))?),
        _ => return None,
    };
    out.push(':');
    out.push_str(&b);
    Some(out)
}

/// The thrown form of a refused edit.
#[cfg_attr(tengen_nightly, optimize(size))]
fn edit_error(e: EditError) -> JsValue {
    match &e {
        EditError::Argument(m) => error(e.code(), m),
        EditError::Setup(p) => {
            let err = error(e.code(), &p.message);
            set_place(&err, p);
            err
        }
    }
}

/// The lists of `arg` (an object) at `keys`, as the SGF lists `ids` (in the same
/// order); a key left out or `undefined` is not set.
#[cfg_attr(tengen_nightly, optimize(size))]
fn lists<'a>(
    what: &str,
    arg: &JsValue,
    keys: &[&str],
    ids: &[&'a str],
) -> Result<Vec<(&'a str, Vec<String>)>, JsValue> {
    if !arg.is_object() || Array::is_array(arg) {
        return Err(bad(&[what, " takes an object of lists"].concat(), arg));
    }
    let mut out = Vec::with_capacity(ids.len());
    for (key, &id) in keys.iter().zip(ids) {
        let list = Reflect::get(arg, &(*key).into())
            .map_err(|_| bad(&[what, ": ", key, " could not be read"].concat(), arg))?;
        if list.is_undefined() {
            continue;
        }
        let kind = match id {
            "LB" => 1,
            "AR" | "LN" => 2,
            _ => 0,
        };
        let v = strings(&list, kind).ok_or_else(|| {
            let shape = match kind {
                1 => " is a list of [x, y, text] labels",
                2 => " is a list of [from, to] pairs of vertices",
                _ => " is a list of [x, y] vertices",
            };
            bad(&[what, ": ", key, shape].concat(), &list)
        })?;
        out.push((id, v));
    }
    Ok(out)
}

/// The editing methods (feature `edit`: the full module only).
#[wasm_bindgen]
impl GameTree {
    /// Sets the setup of the current node: `{ black, white, empty }` (`AB`, `AW`,
    /// `AE`), each list given replacing its property (`[]` removes it), its points
    /// leaving the other two. Checked by the rules: a setup that leaves a chain
    /// without liberties, or makes a later move of the record illegal, is refused
    /// with `sgf-illegal-setup` (with the `path` and `moveNumber` of the node at
    /// fault); setup on a node with a move, a point off the board or in two lists
    /// with `invalid-argument`.
    #[wasm_bindgen(js_name = setSetup)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_setup(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "TreeSetup")] setup: JsValue,
    ) -> Result<(), JsValue> {
        let l = lists(
            "setSetup",
            &setup,
            &["black", "white", "empty"],
            &["AB", "AW", "AE"],
        )?;
        self.core.set_lists(&l).map_err(edit_error)
    }

    /// Sets the markup of the current node: `{ circle, square, triangle, cross,
    /// label, arrow, line, dim, selected }` (`CR`, `SQ`, `TR`, `MA`, `LB`, `AR`,
    /// `LN`, `DD`, `SL`). Each kind given replaces the node's own (`[]` removes it);
    /// a point given a circle, square, triangle or cross leaves the other three.
    /// Refused with `invalid-argument` for a point off the board, two labels on a
    /// point or one without text, an arrow or line from a point to itself or given
    /// twice.
    #[wasm_bindgen(js_name = setMarkup)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_markup(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "TreeMarkup")] markup: JsValue,
    ) -> Result<(), JsValue> {
        let l = lists(
            "setMarkup",
            &markup,
            &[
                "circle", "square", "triangle", "cross", "dim", "selected", "label", "arrow",
                "line",
            ],
            &["CR", "SQ", "TR", "MA", "DD", "SL", "LB", "AR", "LN"],
        )?;
        self.core.set_lists(&l).map_err(edit_error)
    }

    /// Sets the side to move at the current node (`PL`): `"black"` or `"white"`.
    /// Refused on a node with a move (`invalid-argument`), and with
    /// `sgf-illegal-setup` if a later move of the record is then illegal.
    #[wasm_bindgen(js_name = setPlayer)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_player(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> Result<(), JsValue> {
        let color = match player.as_string().as_deref() {
            Some("black") => Color::Black,
            Some("white") => Color::White,
            _ => return Err(bad("the player is \"black\" or \"white\"", &player)),
        };
        self.core.set_player(color).map_err(edit_error)
    }

    /// Sets property `id` of the current node to `values` (each stored as reading
    /// the written record gives it back). Refused with `invalid-argument` for an
    /// identifier that is not one to five upper-case letters, no values, and the
    /// properties the tree computes itself: `B`, `W`, `AB`, `AW`, `AE`, `SZ` (and
    /// `GM`, `FF`, `CA`, which the writer writes). `PL` and the root's properties
    /// (komi, rules, handicap) re-read the record, and may be refused with
    /// `sgf-illegal-setup` as `setSetup` is.
    #[wasm_bindgen(js_name = setProperty)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_property(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] values: JsValue,
    ) -> Result<(), JsValue> {
        let id = id_of(&id)?;
        let v =
            strings(&values, 3).ok_or_else(|| bad("values are an array of strings", &values))?;
        self.core.set_property(&id, &v).map_err(edit_error)
    }

    /// Removes property `id` from the current node (nothing if it has none);
    /// refused as `setProperty` is.
    #[wasm_bindgen(js_name = removeProperty)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn remove_property(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] id: JsValue,
    ) -> Result<(), JsValue> {
        let id = id_of(&id)?;
        self.core.remove_property(&id).map_err(edit_error)
    }

    /// Adds a node with no move after the current one, as its last variation, and
    /// goes to it: a step of its own for setup, markup or a comment.
    #[wasm_bindgen(js_name = addNode)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn add_node(&mut self) {
        self.core.add_node();
    }
}
