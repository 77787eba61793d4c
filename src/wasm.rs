//! The JavaScript façade: the only module that knows about wasm-bindgen.
//!
//! Every value from JavaScript is checked here before the core sees it, and every
//! refusal is a thrown `Error` named `TengenError` with a stable `code` and a message
//! in plain words; a refused call changes nothing. Boards cross as typed arrays in one
//! call; structured values go through serde-wasm-bindgen.

use js_sys::{Array, Int8Array, Reflect, Uint16Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::board::{sort_points, Point};
use crate::color::Color;
use crate::game::{self, Action, End, Game as Core, Handicap, Illegal, SetupError};
use crate::notation;
use crate::playout::Playout;
use crate::rng::Rng;
use crate::rules::{HalfPoints, HandicapCompensation, KoRule, Preset, Rules, Scoring};
use crate::score::ScoreError;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** A point: `[x, y]`, x the column from the left, y the row from the top, from 0. */
export type Vertex = [number, number];
/** `"black"` or `"white"`. */
export type Player = "black" | "white";
/** The rule presets. */
export type RulesName = "chinese" | "japanese" | "korean" | "ing" | "aga" | "new-zealand" | "tromp-taylor";
/** Why a move is illegal. */
export type IllegalReason = "occupied" | "suicide" | "ko" | "superko" | "out-of-bounds" | "game-over";

/** Options for `new Game()`. Every field is optional. */
export interface GameOptions {
  /** Side of a square board, 2–25. Default 19. */
  size?: number;
  /** Columns, for a rectangular board (2–25); defaults to `size`. */
  width?: number;
  /** Rows, for a rectangular board (2–25); defaults to `size`. */
  height?: number;
  /** Rule preset. Default `"chinese"`. */
  rules?: RulesName;
  /** Komi for White: a whole or half number. Default: the preset's. */
  komi?: number;
  /** Handicap: a number of stones on the standard points (2–9), or the points. White moves first. */
  handicap?: number | Vertex[];
  /** Override the preset's repetition rule. */
  ko?: "simple" | "positional" | "situational";
  /** Override: allow multi-stone suicide. Single-stone suicide is always refused. */
  suicide?: boolean;
  /** Override the counting method. */
  scoring?: "area" | "territory";
  /** Override the area-counting compensation for handicap stones. */
  handicapCompensation?: "none" | "n-1" | "n";
}

/** The rules a game is played under, after the preset and overrides. */
export interface RuleSet {
  name: RulesName;
  ko: "simple" | "positional" | "situational";
  suicide: boolean;
  scoring: "area" | "territory";
  komi: number;
  tieToBlack: boolean;
  splitDame: boolean;
  handicapCompensation: "none" | "n-1" | "n";
}

/** Every refused call throws this: an `Error` named "TengenError" with a stable `code`. */
export interface TengenError extends Error {
  name: "TengenError";
  code:
    | IllegalReason
    | "invalid-coordinate"
    | "invalid-options"
    | "invalid-size"
    | "invalid-rules"
    | "invalid-komi"
    | "invalid-handicap"
    | "invalid-argument"
    | "not-a-stone";
  /** For `"superko"`: the move number after which the repeated position arose (0 = start). */
  repeatsMove?: number;
  /** For `"superko"`: that move's point, or null for the start or a pass. */
  repeatsAt?: Vertex | null;
  /** For `playMany`: the entry that was refused. */
  index?: number;
}

/** What `play` did. */
export interface PlayResult {
  /** The stones removed, as `[x, y]`. */
  captured: Vertex[];
}

/** A chain (a group of connected stones). */
export interface Chain {
  color: Player;
  stones: Vertex[];
  liberties: Vertex[];
}

/** A move in the record: `point` is null for a pass. */
export interface MoveRecord {
  color: Player;
  point: Vertex | null;
}

/** Why a move is illegal, in words and with the earlier move a superko repeats. */
export interface IllegalMoveInfo {
  code: IllegalReason;
  message: string;
  /** For `"superko"`: the move number after which the repeated position arose (0 = start). */
  repeatsMove?: number;
  /** For `"superko"`: that move's point, or null for the start or a pass. */
  repeatsAt?: Vertex | null;
}

/** The count in stones (子), for area counting. */
export interface StonesResult {
  black: number;
  white: number;
  /** Black wins with more than this: 184.25 on 19×19 with komi 7.5. */
  threshold: number;
  /** The smallest whole count that wins for Black: 185 on 19×19 with komi 7.5. */
  needed: number;
  /** Black's margin in stones: half the margin in points (4.5 points = 2.25 stones). */
  margin: number;
}

/** The outcome of `game.score()`. */
export interface Score {
  scoring: "area" | "territory";
  /** Black's points before komi (area, or territory plus prisoners). */
  black: number;
  /** White's points before komi and handicap compensation. */
  white: number;
  komi: number;
  handicapCompensation: number;
  /** black − white − komi − handicapCompensation: positive when Black leads. */
  margin: number;
  winner: "black" | "white" | "draw" | "no-result";
  /** SGF RE form: "B+2.5", "W+0.5", "0", "Void". */
  result: string;
  /** Owner of every point, row-major: 1 Black, −1 White, 0 nobody. */
  ownership: Int8Array;
  /** Empty points counted (area or territory) for each side. */
  territory: { black: number; white: number };
  /** Living stones after removing the dead. */
  stones: { black: number; white: number };
  /** Prisoners the count used (territory counting: captures plus dead stones). */
  prisoners: { black: number; white: number };
  dame: Vertex[];
  seki: Vertex[];
  /** Every dead stone, whole chains. */
  dead: Vertex[];
  /** For area counting, the count in stones (子); null for territory counting. */
  areaStones: StonesResult | null;
}
"#;

/// A thrown error: an `Error` named `TengenError` with a stable `code`.
fn error(code: &str, message: &str) -> JsValue {
    let e = js_sys::Error::new(message);
    e.set_name("TengenError");
    let _ = Reflect::set(&e, &"code".into(), &code.into());
    e.into()
}

fn set(obj: &JsValue, key: &str, value: &JsValue) {
    let _ = Reflect::set(obj, &key.into(), value);
}

thread_local! {
    /// [`OPTION_KEYS`] as JavaScript strings, made once.
    static OPTION_NAMES: Vec<JsValue> = OPTION_KEYS.iter().map(|k| JsValue::from_str(k)).collect();
    /// The names of [`Preset::ALL`] as JavaScript strings, made once.
    static PRESET_NAMES: Vec<JsValue> = Preset::ALL.iter().map(|p| JsValue::from_str(p.name())).collect();
}

/// The option names `new Game()` accepts.
const OPTION_KEYS: [&str; 10] = [
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
];

/// A number as JavaScript writes it (no float formatting code in the module).
fn num(v: f64) -> String {
    js_sys::Number::from(v)
        .to_string_with_radix(10)
        .map(String::from)
        .unwrap_or_default()
}

/// Whatever a JS value is, in words for an error message.
fn shown(v: &JsValue) -> String {
    match v.as_f64() {
        Some(n) => num(n),
        None => match v.as_string() {
            Some(s) => ["\"", &s, "\""].concat(),
            None => js_sys::JsString::from(v.js_typeof()).into(),
        },
    }
}

fn whole(v: f64) -> Option<usize> {
    (v.is_finite() && v.fract() == 0.0 && (0.0..=1e6).contains(&v)).then_some(v as usize)
}

/// The values of the options given, in the order of [`OPTION_KEYS`]; `None` where
/// absent or undefined (so that an absent option costs no call into JavaScript).
type OptionValues = [Option<JsValue>; OPTION_KEYS.len()];

fn value_of<'a>(opts: &'a OptionValues, key: &str) -> Option<&'a JsValue> {
    opts[OPTION_KEYS.iter().position(|k| *k == key).unwrap_or(0)].as_ref()
}

/// Reads option `key`: `None` if absent, the value if `accept` takes it, else an
/// `invalid-options` error saying what was expected.
fn option<T>(
    opts: &OptionValues,
    key: &str,
    expected: &str,
    accept: impl Fn(&JsValue) -> Option<T>,
) -> Result<Option<T>, JsValue> {
    let Some(v) = value_of(opts, key) else {
        return Ok(None);
    };
    accept(v).map(Some).ok_or_else(|| {
        error(
            "invalid-options",
            &["option ", key, " must be ", expected, ", not ", &shown(v)].concat(),
        )
    })
}

fn side(opts: &OptionValues, key: &str, default: usize) -> Result<usize, JsValue> {
    match option(opts, key, "a number", JsValue::as_f64)? {
        None => Ok(default),
        Some(v) => match whole(v) {
            Some(n) if (2..=25).contains(&n) => Ok(n),
            _ => Err(error(
                "invalid-size",
                &[key, " must be a whole number from 2 to 25, not ", &num(v)].concat(),
            )),
        },
    }
}

fn parse_options(object: JsValue) -> Result<(usize, usize, Rules, Handicap), JsValue> {
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
    OPTION_NAMES.with(|names| {
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
            match OPTION_KEYS.iter().position(|k| *k == name) {
                Some(i) => {
                    opts[i] = Reflect::get(&object, &key)
                        .ok()
                        .filter(|v| !v.is_undefined())
                }
                None => {
                    return Err(error(
                        "invalid-options",
                        &[
                            "unknown option \"",
                            &name,
                            "\"; the options are ",
                            &OPTION_KEYS.join(", "),
                        ]
                        .concat(),
                    ))
                }
            }
        }
    }
    let size = side(&opts, "size", 19)?;
    let width = side(&opts, "width", size)?;
    let height = side(&opts, "height", size)?;
    // A preset's name is matched against the names made into JavaScript strings once
    // (a comparison in JavaScript), before any string crosses into Rust.
    let preset = value_of(&opts, "rules").and_then(|v| {
        PRESET_NAMES.with(|names| names.iter().position(|n| n == v).map(|i| Preset::ALL[i]))
    });
    let mut rules = match preset {
        Some(p) => Rules::preset(p),
        None => match option(&opts, "rules", "a string", JsValue::as_string)? {
            None => Rules::default(),
            Some(name) => Rules::preset(Preset::parse(&name).ok_or_else(|| {
                error(
                    "invalid-rules",
                    &[
                        "unknown rules \"",
                        &name,
                        "\": use chinese, japanese, korean, ing, aga, new-zealand or tromp-taylor",
                    ]
                    .concat(),
                )
            })?),
        },
    };
    if let Some(k) = option(&opts, "komi", "a number", JsValue::as_f64)? {
        rules.komi = HalfPoints::from_points(k).ok_or_else(|| {
            error(
                "invalid-komi",
                &[
                    "komi must be a whole or half number of points, not ",
                    &num(k),
                ]
                .concat(),
            )
        })?;
    }
    if let Some(k) = option(&opts, "ko", "simple, positional or situational", |v| {
        v.as_string().as_deref().and_then(KoRule::parse)
    })? {
        rules.ko = k;
    }
    if let Some(s) = option(&opts, "suicide", "true or false", JsValue::as_bool)? {
        rules.suicide = s;
    }
    if let Some(s) = option(&opts, "scoring", "area or territory", |v| {
        v.as_string().as_deref().and_then(Scoring::parse)
    })? {
        rules.scoring = s;
    }
    if let Some(h) = option(&opts, "handicapCompensation", "none, n-1 or n", |v| {
        v.as_string()
            .as_deref()
            .and_then(HandicapCompensation::parse)
    })? {
        rules.handicap_compensation = h;
    }
    let handicap = match value_of(&opts, "handicap").cloned() {
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
                        return Err(error(
                            "invalid-handicap",
                            &[
                                "handicap point ",
                                &js_sys::JSON::stringify(&p)
                                    .map(String::from)
                                    .unwrap_or_default(),
                                " is not a point [x, y] of the board",
                            ]
                            .concat(),
                        ))
                    }
                }
            }
            Handicap::Free(out)
        }
        Some(v) => match v.as_f64().and_then(whole) {
            Some(0) => Handicap::None,
            Some(n) if n >= 2 => Handicap::Fixed(n as u32),
            _ => return Err(error(
                "invalid-handicap",
                &[
                    "handicap must be 0, a number of stones from 2 to 9, or a list of points, not ",
                    &shown(&v),
                ]
                .concat(),
            )),
        },
    };
    Ok((width, height, rules, handicap))
}

/// A game of Go: the board, whose turn it is, ko and superko, passes, the count.
///
/// ```js
/// import { Game } from "tengen";
/// const game = new Game({ size: 9, rules: "japanese" });
/// game.play(2, 6);            // Black C3
/// game.isLegal(2, 6);         // false: occupied
/// ```
#[wasm_bindgen]
pub struct Game {
    core: Core,
    scratch: Vec<u8>,
}

#[wasm_bindgen]
impl Game {
    /// A new game. Every option is optional: 19×19, Chinese rules, komi 7.5.
    /// Throws a `TengenError` (`invalid-options`, `invalid-size`, `invalid-rules`,
    /// `invalid-komi`, `invalid-handicap`) on bad options.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "GameOptions")] options: JsValue,
    ) -> Result<Game, JsValue> {
        let (width, height, rules, handicap) = parse_options(options)?;
        let core = Core::new(width, height, rules, handicap).map_err(|e| match e {
            SetupError::Size => error("invalid-size", "board sides must be from 2 to 25"),
            SetupError::Handicap(why) => error("invalid-handicap", why),
        })?;
        Ok(Game {
            core,
            scratch: Vec::new(),
        })
    }

    /// Columns of the board.
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.core.board().width() as u32
    }

    /// Rows of the board.
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.core.board().height() as u32
    }

    /// Side of the board (the width, for a rectangular board).
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u32 {
        self.width()
    }

    /// The rules in force, preset and overrides resolved.
    #[wasm_bindgen(getter, unchecked_return_type = "RuleSet")]
    pub fn rules(&self) -> JsValue {
        let r = self.core.rules();
        let o = js_sys::Object::new();
        set(&o, "name", &r.preset.name().into());
        set(&o, "ko", &r.ko.name().into());
        set(&o, "suicide", &r.suicide.into());
        set(&o, "scoring", &r.scoring.name().into());
        set(&o, "komi", &r.komi.points().into());
        set(&o, "tieToBlack", &r.tie_to_black.into());
        set(&o, "splitDame", &r.split_dame.into());
        set(
            &o,
            "handicapCompensation",
            &r.handicap_compensation.name().into(),
        );
        o.into()
    }

    /// Komi for White, in points.
    #[wasm_bindgen(getter)]
    pub fn komi(&self) -> f64 {
        self.core.rules().komi.points()
    }

    /// Handicap stones Black received.
    #[wasm_bindgen(getter)]
    pub fn handicap(&self) -> u32 {
        self.core.handicap_stones()
    }

    /// The side to move: `"black"` or `"white"`.
    #[wasm_bindgen(getter, unchecked_return_type = "Player")]
    pub fn turn(&self) -> String {
        self.core.to_move().name().to_string()
    }

    /// Prisoners each side has taken: `{ black, white }`.
    #[wasm_bindgen(getter, unchecked_return_type = "{ black: number; white: number }")]
    pub fn captures(&self) -> JsValue {
        pair(
            self.core.captures(Color::Black),
            self.core.captures(Color::White),
        )
    }

    /// Moves played so far, passes included; handicap stones are not moves.
    #[wasm_bindgen(getter, js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.core.move_number()
    }

    /// Whether the game has ended (two passes, resignation, or a long cycle).
    #[wasm_bindgen(getter, js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.core.is_over()
    }

    /// How the game ended: `"passes"`, `"resignation"`, `"cycle"`, or null.
    #[wasm_bindgen(getter, js_name = endReason, unchecked_return_type = "\"passes\" | \"resignation\" | \"cycle\" | null")]
    pub fn end_reason(&self) -> JsValue {
        match self.core.end() {
            None => JsValue::NULL,
            Some(End::Passes) => "passes".into(),
            Some(End::Resignation(_)) => "resignation".into(),
            Some(End::Cycle) => "cycle".into(),
        }
    }

    /// The result once the game is over, in SGF form (`"B+R"`, `"W+3.5"`, `"0"`,
    /// `"Void"` for no result), else null. After two passes it counts every stone
    /// as alive; use `score({ dead })` for the agreed count.
    #[wasm_bindgen(getter, unchecked_return_type = "string | null")]
    pub fn result(&self) -> JsValue {
        self.core
            .result()
            .map_or(JsValue::NULL, |(_, text)| text.into())
    }

    /// The winner once the game is over: `"black"`, `"white"`, `"draw"`,
    /// `"no-result"`, else null. Same caveat as `result`.
    #[wasm_bindgen(
        getter,
        unchecked_return_type = "\"black\" | \"white\" | \"draw\" | \"no-result\" | null"
    )]
    pub fn winner(&self) -> JsValue {
        self.core
            .result()
            .map_or(JsValue::NULL, |(w, _)| w.name().into())
    }

    /// The last move: `{ color, point }` with `point` null for a pass; null before
    /// the first move.
    #[wasm_bindgen(getter, js_name = lastMove, unchecked_return_type = "MoveRecord | null")]
    pub fn last_move(&self) -> JsValue {
        match self.core.last_move() {
            None => JsValue::NULL,
            Some((color, p)) => self.move_record(color, p),
        }
    }

    /// Plays a stone for the side to move at column `x`, row `y` (from the top-left,
    /// from 0). Returns `{ captured: [[x, y], …] }`, the removed stones row by row. Throws a `TengenError` whose
    /// `code` is the reason (`occupied`, `suicide`, `ko`, `superko`,
    /// `out-of-bounds`, `game-over`, or `invalid-coordinate` for a non-integer); a
    /// superko error also has `repeatsMove` and `repeatsAt`. A refused move changes
    /// nothing.
    #[wasm_bindgen(unchecked_return_type = "PlayResult")]
    pub fn play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = self.point(&x, &y)?;
        let p = match p {
            Some(p) => p,
            None => return Err(self.illegal_error(Illegal::OutOfBounds, &x, &y)),
        };
        match self.core.play(p) {
            Ok(_) => {
                let o = js_sys::Object::new();
                let mut captured = self.core.last_captured().to_vec();
                sort_points(&mut captured);
                set(&o, "captured", &self.vertices(&captured));
                Ok(o.into())
            }
            Err(e) => Err(self.illegal_error(e, &x, &y)),
        }
    }

    /// The side to move passes. Two passes in a row end the game. Throws
    /// `game-over` after the end.
    pub fn pass(&mut self) -> Result<(), JsValue> {
        self.core.pass().map_err(|_| {
            error(
                "game-over",
                "the game is over; undo a move, or resume play after the passes, to go on",
            )
        })
    }

    /// The side to move resigns, or `player` if given. Throws `game-over` after
    /// the end.
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> Result<(), JsValue> {
        let color = if player.is_undefined() {
            self.core.to_move()
        } else {
            player
                .as_string()
                .as_deref()
                .and_then(Color::parse)
                .ok_or_else(|| {
                    error(
                        "invalid-argument",
                        "resign() takes \"black\", \"white\" or nothing (the side to move)",
                    )
                })?
        };
        self.core
            .resign(color)
            .map_err(|_| error("game-over", "the game is over"))
    }

    /// Takes back the last action (stone, pass, resignation or resumption). Returns
    /// false if there was nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.core.undo()
    }

    /// Goes back to the position after move `n` (0 = the start). Returns false,
    /// changing nothing, if `n` is beyond the current move.
    #[wasm_bindgen(js_name = undoTo)]
    pub fn undo_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<bool, JsValue> {
        let n = n
            .as_f64()
            .and_then(whole)
            .ok_or_else(|| error("invalid-argument", "undoTo() takes a whole move number"))?;
        Ok(n <= u32::MAX as usize && self.core.undo_to(n as u32))
    }

    /// Resumes play after two passes (the Chinese rules settle disputes about dead
    /// stones by playing on). Returns false, changing nothing, if the game did not
    /// end by passes.
    pub fn resume(&mut self) -> bool {
        self.core.resume()
    }

    /// Whether the side to move may play at (x, y). False off the board.
    #[wasm_bindgen(js_name = isLegal)]
    pub fn is_legal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(self.point(&x, &y)?.is_some_and(|p| self.core.is_legal(p)))
    }

    /// Why the side to move may not play at (x, y): `"occupied"`, `"suicide"`,
    /// `"ko"`, `"superko"`, `"out-of-bounds"`, `"game-over"`; null if it may.
    #[wasm_bindgen(js_name = illegalReason, unchecked_return_type = "IllegalReason | null")]
    pub fn illegal_reason(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        Ok(match self.point(&x, &y)? {
            None => "out-of-bounds".into(),
            Some(p) => self
                .core
                .illegal_reason(p)
                .map_or(JsValue::NULL, |e| e.code().into()),
        })
    }

    /// Like `illegalReason`, with the message `play` would throw and, for superko,
    /// the earlier move whose position would repeat. Null if the move is legal.
    #[wasm_bindgen(js_name = explainIllegal, unchecked_return_type = "IllegalMoveInfo | null")]
    pub fn explain_illegal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let reason = match self.point(&x, &y)? {
            None => Some(Illegal::OutOfBounds),
            Some(p) => self.core.illegal_reason(p),
        };
        Ok(match reason {
            None => JsValue::NULL,
            Some(e) => {
                let err = self.illegal_error(e, &x, &y);
                let o = js_sys::Object::new();
                for key in ["code", "message", "repeatsMove", "repeatsAt"] {
                    let v = Reflect::get(&err, &key.into()).unwrap_or(JsValue::UNDEFINED);
                    if !v.is_undefined() {
                        set(&o, key, &v);
                    }
                }
                o.into()
            }
        })
    }

    /// The legality of every point for the side to move, row-major
    /// (`y * width + x`): 1 legal, 0 not. One call for the whole board.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&mut self) -> Uint8Array {
        let n = self.core.board().area();
        self.scratch.resize(n, 0);
        self.core.legal_moves_into(&mut self.scratch);
        Uint8Array::from(&self.scratch[..])
    }

    /// The point the side to move may not take because of ko, as `[x, y]`, or null.
    #[wasm_bindgen(js_name = koPoint, unchecked_return_type = "Vertex | null")]
    pub fn ko_point(&self) -> JsValue {
        match self.core.ko_point() {
            Some(p) if !self.core.is_over() => self.vertex(p),
            _ => JsValue::NULL,
        }
    }

    /// The board, row-major (`y * width + x`): 1 black, −1 white, 0 empty.
    pub fn board(&self) -> Int8Array {
        let b = self.core.board();
        let mut out = vec![0i8; b.area()];
        for p in b.points() {
            if let Some(c) = b.color(p) {
                out[b.row_major(p)] = c.sign();
            }
        }
        Int8Array::from(&out[..])
    }

    /// The chain through (x, y): `{ color, stones, liberties }`, or null if the point
    /// is empty. Throws for coordinates off the board.
    #[wasm_bindgen(js_name = chainAt, unchecked_return_type = "Chain | null")]
    pub fn chain_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = self
            .point(&x, &y)?
            .ok_or_else(|| self.illegal_error(Illegal::OutOfBounds, &x, &y))?;
        let b = self.core.board();
        let Some(color) = b.color(p) else {
            return Ok(JsValue::NULL);
        };
        let mut stones: Vec<Point> = b.chain_stones(p).collect();
        sort_points(&mut stones);
        let o = js_sys::Object::new();
        set(&o, "color", &color.name().into());
        set(&o, "stones", &self.vertices(&stones));
        set(&o, "liberties", &self.vertices(&b.liberties(p)));
        Ok(o.into())
    }

    /// Counts the game with the agreed dead stones (`{ dead: [[x, y], …] }`; one
    /// stone names its whole chain). Works at any time; the rules choose area or
    /// territory counting. Throws `out-of-bounds` or `not-a-stone` for a bad dead
    /// point, `invalid-argument` for a malformed list.
    #[wasm_bindgen(unchecked_return_type = "Score")]
    pub fn score(
        &self,
        #[wasm_bindgen(unchecked_param_type = "{ dead?: Vertex[] }")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let dead = self.dead_points(&options)?;
        let s = self.core.score(&dead).map_err(|e| match e {
            ScoreError::OutOfBounds(_) => error("out-of-bounds", "a dead stone is off the board"),
            ScoreError::Empty(p) => {
                let (x, y) = self.core.board().xy(p);
                error(
                    "not-a-stone",
                    &format!("dead stones must be stones, but ({x}, {y}) is empty"),
                )
            }
        })?;
        let o = js_sys::Object::new();
        set(&o, "scoring", &s.scoring.name().into());
        set(&o, "black", &s.black.points().into());
        set(&o, "white", &s.white.points().into());
        set(&o, "komi", &s.komi.points().into());
        set(
            &o,
            "handicapCompensation",
            &s.handicap_compensation.points().into(),
        );
        set(&o, "margin", &s.margin.points().into());
        set(&o, "winner", &s.winner.name().into());
        set(&o, "result", &s.result_string().into());
        set(&o, "ownership", &Int8Array::from(&s.ownership[..]).into());
        set(&o, "territory", &pair(s.territory[0], s.territory[1]));
        set(&o, "stones", &pair(s.stones[0], s.stones[1]));
        set(&o, "prisoners", &pair(s.prisoners[0], s.prisoners[1]));
        set(&o, "dame", &self.vertices(&s.dame));
        set(&o, "seki", &self.vertices(&s.seki));
        set(&o, "dead", &self.vertices(&s.dead));
        set(
            &o,
            "areaStones",
            &s.area_stones.map_or(JsValue::NULL, |a| {
                let o = js_sys::Object::new();
                set(&o, "black", &a.black.into());
                set(&o, "white", &a.white.into());
                set(&o, "threshold", &a.threshold.into());
                set(&o, "needed", &a.needed.into());
                set(&o, "margin", &a.margin.into());
                o.into()
            }),
        );
        Ok(o.into())
    }

    /// The game record: every stone and pass in order, `{ color, point }` with
    /// `point` null for a pass.
    #[wasm_bindgen(unchecked_return_type = "MoveRecord[]")]
    pub fn moves(&self) -> Array {
        let out = Array::new();
        let mut color = if self.core.handicap_stones() > 0 {
            Color::White
        } else {
            Color::Black
        };
        for a in self.core.history() {
            let p = match *a {
                Action::Play(p) => Some(p),
                Action::Pass => None,
                Action::Resign(_) | Action::Resume => continue,
            };
            out.push(&self.move_record(color, p));
            color = color.opponent();
        }
        out
    }

    /// The handicap stones on the board at the start, as `[[x, y], …]`.
    #[wasm_bindgen(js_name = handicapStones, unchecked_return_type = "Vertex[]")]
    pub fn handicap_stones(&self) -> JsValue {
        let mut pts = self.core.handicap_placement().to_vec();
        sort_points(&mut pts);
        self.vertices(&pts)
    }

    /// Plays many moves in one call, for speed: each entry is `y * width + x`, or
    /// 65535 for a pass, in a `Uint16Array` (or an array of such numbers). All or
    /// nothing: on the first illegal move the game goes back to where it was and a
    /// `TengenError` is thrown with `index` set to the entry; anything else than such
    /// a list is refused with `invalid-argument`. Returns the total number of stones
    /// captured.
    #[wasm_bindgen(js_name = playMany)]
    pub fn play_many(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Uint16Array | number[]")] moves: JsValue,
    ) -> Result<u32, JsValue> {
        let buf = move_list(&moves)?;
        let start = self.core.move_number();
        let had_history = self.core.history().len();
        let w = self.core.board().width();
        let area = self.core.board().area();
        let mut captured = 0u32;
        for (i, &m) in buf.iter().enumerate() {
            let r = if m == u16::MAX {
                self.core.pass()
            } else if (m as usize) < area {
                let p = self
                    .core
                    .board()
                    .point_unchecked(m as usize % w, m as usize / w);
                self.core.play(p).map(|c| captured += c.len() as u32)
            } else {
                Err(Illegal::OutOfBounds)
            };
            if let Err(e) = r {
                let x: JsValue = ((m as usize % w.max(1)) as f64).into();
                let y: JsValue = ((m as usize / w.max(1)) as f64).into();
                let err = if m as usize >= area && m != u16::MAX {
                    error(
                        "out-of-bounds",
                        &format!("entry {i} ({m}) is not a point of the board"),
                    )
                } else {
                    self.illegal_error(e, &x, &y)
                };
                set(&err, "index", &(i as f64).into());
                if self.core.history().len() != had_history {
                    self.core.undo_to(start);
                }
                return Err(err);
            }
        }
        Ok(captured)
    }

    /// Runs `count` light random playouts from the current position (uniformly
    /// random legal moves that do not fill a one-point own eye, simple ko, until both
    /// sides pass) and counts each end position by area with every stone alive.
    /// Returns `{ playouts, moves, blackWins, whiteWins }` (wins after komi).
    #[wasm_bindgen(
        unchecked_return_type = "{ playouts: number; moves: number; blackWins: number; whiteWins: number }"
    )]
    pub fn playouts(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] count: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (count, seed) = playout_args("playouts", &count, &seed)?;
        let board = self.core.board();
        let mut engine = Playout::new(board);
        let mut rng = Rng::new(seed);
        let komi2 = self.core.rules().komi.0;
        let (mut moves, mut black, mut white) = (0f64, 0u32, 0u32);
        for _ in 0..count {
            let r = engine.run(board, self.core.to_move(), self.core.ko_point(), &mut rng);
            moves += r.moves as f64;
            let margin2 = 2 * (r.area[0] as i32 - r.area[1] as i32) - komi2;
            if margin2 > 0 {
                black += 1;
            } else if margin2 < 0 {
                white += 1;
            }
        }
        let o = js_sys::Object::new();
        set(&o, "playouts", &count.into());
        set(&o, "moves", &moves.into());
        set(&o, "blackWins", &black.into());
        set(&o, "whiteWins", &white.into());
        Ok(o.into())
    }

    /// The mean owner of every point over `playouts` light random playouts (default
    /// 200), row-major, from −1 (always White's) to 1 (always Black's): a rough
    /// reading of the position for teaching displays.
    pub fn ownership(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] playouts: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<js_sys::Float32Array, JsValue> {
        let (count, seed) = playout_args("ownership", &playouts, &seed)?;
        Ok(js_sys::Float32Array::from(
            &crate::estimate::ownership(&self.core, count, seed)[..],
        ))
    }

    /// Proposes the dead stones (article 8 lets the engine propose, the players
    /// agree): every stone of each chain that light random playouts (default 200)
    /// mostly give to the opponent. A starting point for `score({ dead })`, to be
    /// corrected by the players.
    #[wasm_bindgen(js_name = suggestDead, unchecked_return_type = "Vertex[]")]
    pub fn suggest_dead(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] playouts: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (count, seed) = playout_args("suggestDead", &playouts, &seed)?;
        Ok(self.vertices(&crate::estimate::suggest_dead(&self.core, count, seed, 0.2)))
    }

    /// Area counts of the position as it stands with every stone alive (Tromp-Taylor
    /// style), `[black, white]`: stones plus empty regions reaching only one colour.
    #[wasm_bindgen(js_name = areaCounts, unchecked_return_type = "[number, number]")]
    pub fn area_counts(&self) -> Array {
        let c = crate::score::area_counts(self.core.board());
        Array::of2(&c[0].into(), &c[1].into())
    }
}

impl Game {
    /// Validates (x, y): a thrown `invalid-coordinate` for anything but whole
    /// numbers; `None` for whole numbers off the board.
    fn point(&self, x: &JsValue, y: &JsValue) -> Result<Option<Point>, JsValue> {
        let (Some(fx), Some(fy)) = (x.as_f64(), y.as_f64()) else {
            return Err(error(
                "invalid-coordinate",
                "coordinates must be numbers: (x, y) from the top-left, from 0",
            ));
        };
        if !fx.is_finite() || !fy.is_finite() || fx.fract() != 0.0 || fy.fract() != 0.0 {
            return Err(error(
                "invalid-coordinate",
                &[
                    "coordinates must be whole numbers, not (",
                    &num(fx),
                    ", ",
                    &num(fy),
                    ")",
                ]
                .concat(),
            ));
        }
        let b = self.core.board();
        if fx < 0.0 || fy < 0.0 || fx >= b.width() as f64 || fy >= b.height() as f64 {
            return Ok(None);
        }
        Ok(b.point(fx as usize, fy as usize))
    }

    fn name_of(&self, p: Point) -> String {
        let b = self.core.board();
        let (x, y) = b.xy(p);
        notation::to_gtp(x, y, b.height()).unwrap_or_else(|| format!("({x}, {y})"))
    }

    fn illegal_error(&self, e: Illegal, x: &JsValue, y: &JsValue) -> JsValue {
        let b = self.core.board();
        let at = || match (x.as_f64(), y.as_f64()) {
            (Some(fx), Some(fy)) => match b.point(fx as usize, fy as usize) {
                Some(p) if fx >= 0.0 && fy >= 0.0 => self.name_of(p),
                _ => ["(", &num(fx), ", ", &num(fy), ")"].concat(),
            },
            _ => "that point".to_string(),
        };
        let player = self.core.to_move().name();
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
                let which = match self.core.move_at(repeats) {
                    Some(Some(p)) if repeats > 0 => format!("move {repeats} ({})", self.name_of(p)),
                    Some(None) if repeats > 0 => format!("move {repeats} (a pass)"),
                    _ => "the start of the game".to_string(),
                };
                format!(
                    "superko: {} would repeat the whole-board position after {which}, which the {} rules forbid",
                    at(),
                    self.core.rules().preset.name()
                )
            }
            Illegal::GameOver => "the game is over; undo a move, or resume play after the passes, to go on".to_string(),
        };
        let err = error(e.code(), &message);
        if let Illegal::Superko { repeats } = e {
            set(&err, "repeatsMove", &repeats.into());
            let at = match self.core.move_at(repeats) {
                Some(Some(p)) => self.vertex(p),
                _ => JsValue::NULL,
            };
            set(&err, "repeatsAt", &at);
        }
        err
    }

    fn vertex(&self, p: Point) -> JsValue {
        let (x, y) = self.core.board().xy(p);
        Array::of2(&(x as u32).into(), &(y as u32).into()).into()
    }

    fn vertices(&self, pts: &[Point]) -> JsValue {
        let out = Array::new_with_length(pts.len() as u32);
        for (i, &p) in pts.iter().enumerate() {
            out.set(i as u32, self.vertex(p));
        }
        out.into()
    }

    fn move_record(&self, color: Color, p: Option<Point>) -> JsValue {
        let o = js_sys::Object::new();
        set(&o, "color", &color.name().into());
        set(&o, "point", &p.map_or(JsValue::NULL, |p| self.vertex(p)));
        o.into()
    }

    fn dead_points(&self, options: &JsValue) -> Result<Vec<Point>, JsValue> {
        if options.is_undefined() || options.is_null() {
            return Ok(Vec::new());
        }
        let bad = || error("invalid-argument", "score() takes { dead: [[x, y], ...] }");
        if !options.is_object() {
            return Err(bad());
        }
        let dead = Reflect::get(options, &"dead".into()).map_err(|_| bad())?;
        if dead.is_undefined() || dead.is_null() {
            return Ok(Vec::new());
        }
        if !Array::is_array(&dead) {
            return Err(bad());
        }
        let mut out = Vec::new();
        for v in Array::from(&dead).iter() {
            if !Array::is_array(&v) {
                return Err(bad());
            }
            let a = Array::from(&v);
            if a.length() != 2 {
                return Err(bad());
            }
            match self.point(&a.get(0), &a.get(1))? {
                Some(p) => out.push(p),
                None => return Err(error("out-of-bounds", "a dead stone is off the board")),
            }
        }
        Ok(out)
    }
}

/// (count, seed) of the playout entry points: count a whole number up to 10 million,
/// default 200; seed any finite number, default 0.
fn playout_args(name: &str, count: &JsValue, seed: &JsValue) -> Result<(u32, u64), JsValue> {
    let count = if count.is_undefined() {
        200
    } else {
        count
            .as_f64()
            .and_then(whole)
            .filter(|&n| n <= 10_000_000)
            .ok_or_else(|| {
                error(
                    "invalid-argument",
                    &[
                        name,
                        "(count, seed): count must be a whole number up to 10,000,000",
                    ]
                    .concat(),
                )
            })? as u32
    };
    let seed = seed.as_f64().filter(|s| s.is_finite()).unwrap_or(0.0);
    Ok((count, seed.to_bits()))
}

fn pair(black: u32, white: u32) -> JsValue {
    let o = js_sys::Object::new();
    set(&o, "black", &black.into());
    set(&o, "white", &white.into());
    o.into()
}

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

/// The entries of `playMany`'s argument: a `Uint16Array` as it is, or an array of
/// whole numbers from 0 to 65535; anything else is refused (a value JavaScript cannot
/// read as such would otherwise throw inside the call and leave the game locked).
fn move_list(moves: &JsValue) -> Result<Vec<u16>, JsValue> {
    if let Some(a) = moves.dyn_ref::<Uint16Array>() {
        return Ok(a.to_vec());
    }
    let refused = || {
        error(
            "invalid-argument",
            "playMany() takes a Uint16Array (or an array) of moves: y * width + x, or 65535 for a pass",
        )
    };
    if !Array::is_array(moves) {
        return Err(refused());
    }
    Array::from(moves)
        .iter()
        .map(|v| {
            v.as_f64()
                .and_then(whole)
                .and_then(|m| u16::try_from(m).ok())
                .ok_or_else(refused)
        })
        .collect()
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
        .map(|(x, y)| Array::of2(&(x as u32).into(), &(y as u32).into()).into())
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
        .map(|(x, y)| Array::of2(&(x as u32).into(), &(y as u32).into()).into())
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
    let out = Array::new();
    if let (Some(w), Some(h)) = (whole(width), whole(height)) {
        for (x, y) in notation::star_points(w, h) {
            out.push(&Array::of2(&(x as u32).into(), &(y as u32).into()));
        }
    }
    out
}

/// The standard handicap points for `stones` stones on a `size`×`size` board, as
/// `[[x, y], …]`, or null where there is no standard placement.
#[wasm_bindgen(js_name = handicapPoints, unchecked_return_type = "Vertex[] | null")]
pub fn handicap_points(size: f64, stones: f64) -> JsValue {
    match (whole(size), whole(stones)) {
        (Some(s), Some(n)) if n <= 9 => {
            game::handicap_points(s, n as u32).map_or(JsValue::NULL, |pts| {
                let out = Array::new();
                for (x, y) in pts {
                    out.push(&Array::of2(&(x as u32).into(), &(y as u32).into()));
                }
                out.into()
            })
        }
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
