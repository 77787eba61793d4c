//! The `GameTree` class: an SGF record with variations, and a cursor over it.
//!
//! Files arrive as text or as bytes; bytes are decoded by the core's rules
//! ([`crate::sgf::decode`]) with the platform's `TextDecoder` for the legacy
//! charsets, so the module carries no code tables.

use js_sys::{Array, Object, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::convert::{set, shown, vertex, whole};
use super::error::error;
use super::game::Game;
use super::options::parse_options;
use crate::color::Color;
use crate::messages::cat;
use crate::sgf::points::{parse_point, parse_point_list};
use crate::sgf::{Decoder, Node, SgfError};
use crate::tree::{GameTree as Core, Problem, ReadOptions, TreeError};

#[wasm_bindgen(typescript_custom_section)]
const TS_TREE: &'static str = r#"
/** Options for `GameTree.fromSgf`. */
export interface SgfReadOptions {
  /** `"refuse"` (the default): an illegal move refuses the file. `"keep"`: load it anyway, mark the node and list it in `problems`. */
  illegal?: "refuse" | "keep";
}
/** The game information of a record. */
export interface GameInfo {
  width: number;
  height: number;
  komi: number;
  handicap: number;
  rules: RulesName;
  black: string | null;
  white: string | null;
  blackRank: string | null;
  whiteRank: string | null;
  /** The result in the FF[4] form (`B+R`, `W+3.5`, `0`, `Void`, `?`), or null if there is none or it could not be read. */
  result: string | null;
  /** `RE` as written. */
  resultText: string | null;
  event: string | null;
  round: string | null;
  date: string | null;
  place: string | null;
  name: string | null;
  comment: string | null;
  /** Every root property, as read: identifier to values. */
  properties: Record<string, string[]>;
}
/** A move: `point` is null for a pass. */
export interface TreeMove { color: Player; point: Vertex | null; }
/** A child of the current node. */
export interface TreeChild { color: Player | null; point: Vertex | null; comment: string | null; }
/** A node of the tree. */
export interface TreeNode {
  move: TreeMove | null;
  /** Stones added (`AB`, `AW`), removed (`AE`) and the side to move set (`PL`), or null if none. */
  setup: { black: Vertex[]; white: Vertex[]; empty: Vertex[]; toMove: Player | null } | null;
  comment: string | null;
  /** The node's name (`N`). */
  name: string | null;
  /** `TE`, `BM`, `DO`, `IT`. */
  annotation: "good" | "bad" | "doubtful" | "interesting" | null;
  markup: {
    triangle: Vertex[]; square: Vertex[]; circle: Vertex[]; cross: Vertex[];
    labels: { point: Vertex; text: string }[];
    arrows: { from: Vertex; to: Vertex }[];
    lines: { from: Vertex; to: Vertex }[];
  };
  /** Every property of the node, as read. */
  properties: Record<string, string[]>;
  /** The node holds an illegal move, kept by `{ illegal: "keep" }`. */
  illegal: boolean;
}
/** Something read leniently or kept although illegal. */
export interface TreeProblem {
  code: "sgf-illegal-move" | "sgf-point" | "sgf-illegal-setup" | "sgf-missing-semicolon";
  message: string;
  path: number[];
  moveNumber: number;
  reason: IllegalReason | "no-liberties" | "repeated-point" | null;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `Float64Array.from(items)`: one copy of a path; throws for a Symbol or BigInt.
    #[wasm_bindgen(catch, js_namespace = Float64Array, js_name = from)]
    fn f64_array_from(items: &JsValue) -> Result<js_sys::Float64Array, JsValue>;
}

/// `TextDecoder`, behind the core's decoding seam.
struct Web;

impl Decoder for Web {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn decode(&mut self, label: &str, bytes: &[u8], fatal: bool) -> Option<String> {
        let options = web_sys::TextDecoderOptions::new();
        options.set_fatal(fatal);
        let d = web_sys::TextDecoder::new_with_label_and_options(label, &options).ok()?;
        d.decode_with_u8_array(bytes).ok()
    }
}

/// An SGF game record with variations, and a cursor over it.
///
/// ```js
/// import { GameTree } from "tengen";
/// const tree = GameTree.fromSgf("(;SZ[9]KM[6.5];B[ee];W[cc](;B[gg])(;B[cg]))");
/// tree.last();           // to the end of the main line
/// tree.moveNumber;       // 3
/// tree.previous();       // back to W[cc]
/// tree.children();       // two variations
/// tree.play(6, 2);       // a third one
/// tree.toSgf();
/// ```
#[wasm_bindgen]
pub struct GameTree {
    pub(super) core: Core,
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn tree_error(e: TreeError) -> JsValue {
    let err = error(e.code(), &e.message());
    match &e {
        TreeError::Sgf(SgfError::Syntax { line, column, .. }) => {
            set(&err, "line", *line);
            set(&err, "column", *column);
        }
        TreeError::IllegalMove(p) | TreeError::Point(p) | TreeError::Setup(p) => {
            set_place(&err, p);
        }
        TreeError::Sgf(_) => {}
    }
    err
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn path_array(path: &[usize]) -> JsValue {
    let steps: Vec<u32> = path.iter().map(|&k| k as u32).collect();
    Array::from(&js_sys::Uint32Array::from(steps.as_slice())).into()
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn read_options(options: &JsValue) -> Result<ReadOptions, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(ReadOptions::default());
    }
    if !options.is_object() || Array::is_array(options) {
        return Err(error(
            "invalid-options",
            "options must be an object such as { illegal: \"keep\" }",
        ));
    }
    let illegal = js_sys::Reflect::get(options, &"illegal".into()).unwrap_or(JsValue::UNDEFINED);
    match illegal.as_string().as_deref() {
        _ if illegal.is_undefined() => Ok(ReadOptions::default()),
        Some("keep") => Ok(ReadOptions { keep_illegal: true }),
        Some("refuse") => Ok(ReadOptions::default()),
        _ => Err(error(
            "invalid-options",
            &cat(&[
                "option illegal must be \"refuse\" or \"keep\", not ",
                &shown(&illegal),
            ]),
        )),
    }
}

/// The text of a file given as a string or as bytes.
#[cfg_attr(tengen_nightly, optimize(size))]
fn text_of(input: &JsValue) -> Result<String, JsValue> {
    if let Some(s) = input.as_string() {
        return Ok(s);
    }
    if let Some(bytes) = input.dyn_ref::<Uint8Array>() {
        if bytes.length() as usize > crate::sgf::MAX_TEXT {
            return Err(tree_error(TreeError::Sgf(SgfError::TooLarge(
                "the file is larger than 64 MB",
            ))));
        }
        let decoded = crate::sgf::decode(&bytes.to_vec(), &mut Web)
            .map_err(|e| tree_error(TreeError::Sgf(e)))?;
        return Ok(decoded.text);
    }
    Err(error(
        "invalid-argument",
        &cat(&[
            "an SGF file must be a string or a Uint8Array, not ",
            &shown(input),
        ]),
    ))
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn color_name(c: Color) -> JsValue {
    JsValue::from_str(c.name())
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn opt_str(s: Option<&str>) -> JsValue {
    s.map_or(JsValue::NULL, JsValue::from_str)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn properties(node: &Node) -> JsValue {
    let o = Object::new();
    for p in &node.props {
        let values: Array = p.values.iter().map(|v| JsValue::from_str(v)).collect();
        set(&o, &p.id, values);
    }
    o.into()
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn move_object(color: Color, point: Option<(usize, usize)>) -> JsValue {
    let o = Object::new();
    set(&o, "color", color_name(color));
    set(
        &o,
        "point",
        point.map_or(JsValue::NULL, |(x, y)| vertex(x, y)),
    );
    o.into()
}

/// The points of the point list `id` of `node` as vertices (none if it holds a value
/// that is not a point on the board).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn point_list(node: &Node, id: &str, w: usize, h: usize) -> Array {
    let pts = node
        .prop(id)
        .and_then(|p| parse_point_list(&p.values, w, h).ok())
        .unwrap_or_default();
    pts.into_iter().map(|(x, y)| vertex(x, y)).collect()
}

/// The values `a:b` of property `id` of `node` as `{ [first]: a, [second]: b }`,
/// `a` a point on the board, `b` another (`AR`, `LN`) or text (`LB`, whose second
/// key is `text`); values that are not are left out.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn pairs(node: &Node, id: &str, w: usize, h: usize, first: &str, second: &str) -> Array {
    let on = |v: &str| {
        parse_point(v)
            .filter(|&(x, y)| x < w && y < h)
            .map(|(x, y)| vertex(x, y))
    };
    let out = Array::new();
    for v in node
        .prop(id)
        .map(|p| p.values.as_slice())
        .unwrap_or_default()
    {
        let Some((a, b)) = crate::sgf::info::split_at_byte(v, b":") else {
            continue;
        };
        let b = if second == "text" {
            Some(b.into())
        } else {
            on(b)
        };
        if let (Some(a), Some(b)) = (on(a), b) {
            let l = Object::new();
            set(&l, first, a);
            set(&l, second, b);
            out.push(&l);
        }
    }
    out
}

#[wasm_bindgen]
impl GameTree {
    /// An empty record: `{ size, width, height, rules, komi, handicap }` as for
    /// `new Game()`. Throws a `TengenError` on bad options.
    #[wasm_bindgen(constructor)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "GameOptions")] options: Option<JsValue>,
    ) -> Result<GameTree, JsValue> {
        let (width, height, rules, handicap) =
            parse_options(options.unwrap_or(JsValue::UNDEFINED))?;
        let core = Core::new(width, height, rules, handicap).map_err(super::error::setup_error)?;
        Ok(GameTree { core })
    }

    /// The first game of an SGF file (a string, or a `Uint8Array` of its bytes in
    /// any charset). Throws a `TengenError`: `sgf-syntax` (with `line` and
    /// `column`), `sgf-not-sgf`, `sgf-board-size`, `sgf-too-large`,
    /// `sgf-illegal-move` or `sgf-point` (with `moveNumber`, `path` and `reason`).
    #[wasm_bindgen(js_name = fromSgf)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_sgf(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "SgfReadOptions")] options: Option<JsValue>,
    ) -> Result<GameTree, JsValue> {
        let options = read_options(&options.unwrap_or(JsValue::UNDEFINED))?;
        let text = text_of(&input)?;
        let core = Core::from_sgf(&text, options).map_err(tree_error)?;
        Ok(GameTree { core })
    }

    /// Every game of an SGF file. Throws as `fromSgf`.
    #[wasm_bindgen(js_name = fromSgfCollection, unchecked_return_type = "GameTree[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_sgf_collection(
        #[wasm_bindgen(unchecked_param_type = "string | Uint8Array")] input: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "SgfReadOptions")] options: Option<JsValue>,
    ) -> Result<Array, JsValue> {
        let options = read_options(&options.unwrap_or(JsValue::UNDEFINED))?;
        let text = text_of(&input)?;
        let trees = Core::collection_from_sgf(&text, options).map_err(tree_error)?;
        Ok(trees
            .into_iter()
            .map(|core| JsValue::from(GameTree { core }))
            .collect())
    }

    /// The game information.
    #[wasm_bindgen(getter, unchecked_return_type = "GameInfo")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn info(&self) -> JsValue {
        let i = self.core.info();
        let o = Object::new();
        set(&o, "width", i.width as u32);
        set(&o, "height", i.height as u32);
        set(&o, "komi", self.core.game().rules().komi.points());
        set(&o, "handicap", i.handicap);
        set(&o, "rules", self.core.game().rules().preset.name());
        for (key, v) in [
            ("black", &i.black),
            ("white", &i.white),
            ("blackRank", &i.black_rank),
            ("whiteRank", &i.white_rank),
            ("result", &i.result),
            ("resultText", &i.result_text),
            ("event", &i.event),
            ("round", &i.round),
            ("date", &i.date),
            ("place", &i.place),
            ("name", &i.name),
            ("comment", &i.comment),
        ] {
            set(&o, key, opt_str(v.as_deref()));
        }
        set(&o, "properties", properties(self.core.sgf().root()));
        o.into()
    }

    /// The record as an `FF[4]` file in UTF-8.
    #[wasm_bindgen(js_name = toSgf)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn to_sgf(&self) -> String {
        self.core.to_sgf()
    }

    /// To the root; false if already there.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn first(&mut self) -> bool {
        self.core.first()
    }

    /// To the end of the current line (first children); false if at its end.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn last(&mut self) -> bool {
        self.core.last()
    }

    /// To the parent; false at the root.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn previous(&mut self) -> bool {
        self.core.previous()
    }

    /// To child `variation` (default 0, the main line); false if there is none.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn next(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] variation: JsValue,
    ) -> Result<bool, JsValue> {
        let k = if variation.is_undefined() {
            0
        } else {
            match variation.as_f64().and_then(whole) {
                Some(k) => k,
                None => {
                    return Err(error(
                        "invalid-argument",
                        &cat(&[
                            "next(variation): a variation is a whole number from 0, not ",
                            &shown(&variation),
                        ]),
                    ))
                }
            }
        };
        Ok(self.core.next(k))
    }

    /// To the node at `path` (child indices from the root); false, moving nothing,
    /// if there is none.
    #[wasm_bindgen(js_name = goTo)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn go_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number[]")] path: JsValue,
    ) -> Result<bool, JsValue> {
        let bad = || {
            error(
                "invalid-argument",
                &cat(&[
                    "goTo(path): a path is an array of whole numbers, not ",
                    &shown(&path),
                ]),
            )
        };
        if !Array::is_array(&path) {
            return Err(bad());
        }
        // One copy across the boundary, not one call per step; anything but a number
        // is NaN there.
        let numbers = f64_array_from(&path).map_err(|_| bad())?.to_vec();
        let mut steps = Vec::with_capacity(numbers.len());
        for v in numbers {
            steps.push(whole(v).ok_or_else(bad)?);
        }
        Ok(self.core.go_to(&steps))
    }

    /// Child indices from the root to the current node.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn path(&self) -> JsValue {
        path_array(self.core.path())
    }

    /// Moves from the root to the current node (the first move is 1).
    #[wasm_bindgen(getter, js_name = moveNumber)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn move_number(&self) -> u32 {
        self.core.move_number()
    }

    /// The children of the current node, the main line first.
    #[wasm_bindgen(unchecked_return_type = "TreeChild[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn children(&self) -> Array {
        let (sgf, info) = (self.core.sgf(), self.core.info());
        let out = Array::new();
        for &c in &self.core.node().children {
            let node = sgf.node(c);
            let mv = crate::tree::node_move(node, info.width, info.height);
            let o = Object::new();
            set(&o, "color", mv.map_or(JsValue::NULL, |m| color_name(m.0)));
            set(
                &o,
                "point",
                mv.and_then(|m| m.1)
                    .map_or(JsValue::NULL, |(x, y)| vertex(x, y)),
            );
            set(&o, "comment", opt_str(node.get("C")));
            out.push(&o);
        }
        out
    }

    /// The current node: its move, setup, comment, markup and every property.
    #[wasm_bindgen(getter, unchecked_return_type = "TreeNode")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node(&self) -> JsValue {
        let node = self.core.node();
        let info = self.core.info();
        let (w, h) = (info.width, info.height);
        let o = Object::new();
        set(
            &o,
            "move",
            self.core
                .current_move()
                .map_or(JsValue::NULL, |(c, p)| move_object(c, p)),
        );
        let list = |id: &str| point_list(node, id, w, h);
        let has_setup = ["AB", "AW", "AE", "PL"]
            .iter()
            .any(|id| node.prop(id).is_some());
        let setup = if has_setup {
            let s = Object::new();
            set(&s, "black", list("AB"));
            set(&s, "white", list("AW"));
            set(&s, "empty", list("AE"));
            let to_move = match node.get("PL").map(str::trim_ascii) {
                Some("B" | "b" | "1") => color_name(Color::Black),
                Some("W" | "w" | "2") => color_name(Color::White),
                _ => JsValue::NULL,
            };
            set(&s, "toMove", to_move);
            s.into()
        } else {
            JsValue::NULL
        };
        set(&o, "setup", setup);
        set(&o, "comment", opt_str(node.get("C")));
        set(&o, "name", opt_str(node.get("N")));
        let annotation = [
            ("TE", "good"),
            ("BM", "bad"),
            ("DO", "doubtful"),
            ("IT", "interesting"),
        ]
        .iter()
        .find(|(id, _)| node.prop(id).is_some())
        .map_or(JsValue::NULL, |(_, a)| JsValue::from_str(a));
        set(&o, "annotation", annotation);
        let markup = Object::new();
        for (key, id) in [
            ("triangle", "TR"),
            ("square", "SQ"),
            ("circle", "CR"),
            ("cross", "MA"),
        ] {
            set(&markup, key, list(id));
        }
        for (key, id, first, second) in [
            ("labels", "LB", "point", "text"),
            ("arrows", "AR", "from", "to"),
            ("lines", "LN", "from", "to"),
        ] {
            set(&markup, key, pairs(node, id, w, h, first, second));
        }
        set(&o, "markup", markup);
        set(&o, "properties", properties(node));
        set(&o, "illegal", self.core.is_illegal());
        o.into()
    }

    /// The game at the current node: a copy (playing on it changes nothing here;
    /// use `play` to add to the record).
    #[wasm_bindgen(getter)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn game(&self) -> Game {
        Game::from_core(self.core.game().clone())
    }

    /// Plays a stone for the side to move at (x, y): follows the child with that
    /// move if there is one, else adds a variation. Throws a `TengenError` whose
    /// `code` is the rules' reason, changing nothing, if the move is illegal.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<(), JsValue> {
        let game = self.core.game();
        let at = x.as_f64().zip(y.as_f64());
        let Some(p) = super::convert::point(game.board(), &x, &y)? else {
            return Err(super::error::illegal_error(
                game,
                crate::game::Illegal::OutOfBounds,
                at,
            ));
        };
        let (px, py) = game.board().xy(p);
        self.core
            .play(px, py)
            .map_err(|e| super::error::illegal_error(self.core.game(), e, at))
    }

    /// Passes for the side to move: follows that child if there is one, else adds a
    /// variation.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn pass(&mut self) -> Result<(), JsValue> {
        self.core
            .pass()
            .map_err(|e| super::error::illegal_error(self.core.game(), e, None))
    }

    /// Sets the current node's comment (an empty text removes it).
    #[wasm_bindgen(js_name = setComment)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn set_comment(&mut self, text: JsValue) -> Result<(), JsValue> {
        let Some(t) = text.as_string() else {
            return Err(error(
                "invalid-argument",
                &cat(&[
                    "setComment(text): a comment is a string, not ",
                    &shown(&text),
                ]),
            ));
        };
        self.core.set_comment(&t);
        Ok(())
    }

    /// Deletes the current node with its variations and moves to its parent;
    /// false at the root.
    #[wasm_bindgen(js_name = deleteNode)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn delete_node(&mut self) -> bool {
        self.core.delete_node()
    }

    /// Makes the line through the current node the main line.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn promote(&mut self) {
        self.core.promote()
    }

    /// Nodes in the tree.
    #[wasm_bindgen(getter, js_name = nodeCount)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn node_count(&self) -> u32 {
        self.core.node_count() as u32
    }

    /// Everything read leniently, and with `{ illegal: "keep" }` every illegal move
    /// kept.
    #[wasm_bindgen(getter, unchecked_return_type = "TreeProblem[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn problems(&self) -> Array {
        self.core.problems().iter().map(problem_object).collect()
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn problem_object(p: &Problem) -> JsValue {
    let o = Object::new();
    set(&o, "code", p.code);
    set(&o, "message", p.message.as_str());
    set_place(&o, p);
    o.into()
}

/// Sets where a problem is and why: `path`, `moveNumber` and `reason`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(super) fn set_place(o: &JsValue, p: &Problem) {
    set(o, "path", path_array(&p.path));
    set(o, "moveNumber", p.move_number);
    set(o, "reason", p.reason.map_or(JsValue::NULL, JsValue::from));
}
