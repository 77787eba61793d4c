//! The `Game` class: a game of Go as JavaScript sees it.

use js_sys::{Array, Int8Array, Reflect, Uint16Array, Uint8Array};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::convert::{coords, pair, point, point_vertex, rule_set, set, vertices, whole};
use super::error::{error, error_of, illegal_error, illegal_info};
use super::fast::Code;
use super::options::parse_options;
use crate::board::{sort_points, Point};
use crate::color::Color;
use crate::game::{End, Game as Core, Illegal};
use crate::score::{Score, ScoreError};

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
    pub(super) core: Core,
    /// The legal-move map (1 legal), row-major; current while `legal_revision` is the
    /// core's revision.
    pub(super) legal: Vec<u8>,
    pub(super) legal_revision: Option<u64>,
    /// Single-point checks asked at revision `checked_revision` (see `fast.rs`).
    pub(super) checked_revision: u64,
    pub(super) checks: u32,
    /// The stones the last raw play captured, as (x, y) bytes (see `fast.rs`).
    pub(super) out: Vec<u8>,
    /// The stones the last raw play captured, sorted (memory kept from play to play).
    pub(super) taken: Vec<Point>,
    /// The board row-major (1 black, −1 white, 0 empty), current while `view_hash`
    /// is the board's hash: kept up to date by the raw plays, rebuilt when asked
    /// after anything else changed the board.
    pub(super) view: Vec<i8>,
    pub(super) view_hash: Option<u64>,
}

impl Game {
    /// The JavaScript object for a core game (also for the classes that hand one out).
    pub(super) fn from_core(core: Core) -> Game {
        Game {
            core,
            legal: Vec::new(),
            legal_revision: None,
            checked_revision: u64::MAX,
            checks: 0,
            out: Vec::new(),
            taken: Vec::new(),
            view: Vec::new(),
            view_hash: None,
        }
    }
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
        let core = Core::new(width, height, rules, handicap).map_err(super::error::setup_error)?;
        Ok(Game::from_core(core))
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
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn rules(&self) -> JsValue {
        rule_set(self.core.rules())
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
    #[cfg_attr(tengen_nightly, optimize(size))]
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
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn winner(&self) -> JsValue {
        self.core
            .result()
            .map_or(JsValue::NULL, |(w, _)| w.name().into())
    }

    /// The last move: `{ color, point }` with `point` null for a pass; null before
    /// the first move.
    #[wasm_bindgen(getter, js_name = lastMove, unchecked_return_type = "MoveRecord | null")]
    #[cfg_attr(tengen_nightly, optimize(size))]
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
        let p = point(self.core.board(), &x, &y)?;
        let p = match p {
            Some(p) => p,
            None => {
                return Err(illegal_error(
                    &self.core,
                    Illegal::OutOfBounds,
                    coords(&x, &y),
                ))
            }
        };
        match self.core.play(p) {
            Ok(_) => {
                let o = js_sys::Object::new();
                let mut captured = self.core.last_captured().to_vec();
                sort_points(&mut captured);
                set(&o, "captured", vertices(self.core.board(), &captured));
                Ok(o.into())
            }
            Err(e) => Err(illegal_error(&self.core, e, coords(&x, &y))),
        }
    }

    /// Plays like `play`, but returns instead of throwing when the rules refuse the
    /// move: null if the stone was played, else the reason (`"occupied"`,
    /// `"suicide"`, `"ko"`, `"superko"`, `"out-of-bounds"`, `"game-over"`), the game
    /// unchanged. For loops that try moves and expect refusals; no error is built.
    /// Arguments that are not whole numbers still throw `invalid-coordinate`.
    #[wasm_bindgen(js_name = tryPlay, unchecked_return_type = "IllegalReason | null")]
    pub fn try_play(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let code = match point(self.core.board(), &x, &y)? {
            None => Code::OutOfBounds,
            Some(p) => self.play_point(p).err().unwrap_or(Code::Legal),
        };
        Ok(code.name().map_or(JsValue::NULL, JsValue::from))
    }

    /// The side to move passes. Two passes in a row end the game. Throws
    /// `game-over` after the end.
    pub fn pass(&mut self) -> Result<(), JsValue> {
        self.core
            .pass()
            .map_err(|e| illegal_error(&self.core, e, None))
    }

    /// The side to move resigns, or `player` if given. Throws `game-over` after
    /// the end.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn resign(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "Player")] player: JsValue,
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
            .map_err(|e| illegal_error(&self.core, e, None))
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
        Ok(point(self.core.board(), &x, &y)?.is_some_and(|p| self.core.is_legal(p)))
    }

    /// Why the side to move may not play at (x, y): `"occupied"`, `"suicide"`,
    /// `"ko"`, `"superko"`, `"out-of-bounds"`, `"game-over"`; null if it may.
    #[wasm_bindgen(js_name = illegalReason, unchecked_return_type = "IllegalReason | null")]
    pub fn illegal_reason(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        Ok(match point(self.core.board(), &x, &y)? {
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
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn explain_illegal(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (reason, detail) = match point(self.core.board(), &x, &y)? {
            None => (Some(Illegal::OutOfBounds), None),
            Some(p) => match self.core.explain_illegal(p) {
                Some((e, detail)) => (Some(e), Some(detail)),
                None => (None, None),
            },
        };
        Ok(match reason {
            None => JsValue::NULL,
            Some(e) => {
                let at = coords(&x, &y);
                let o = illegal_info(&self.core, e, at);
                if let Some((x, y)) = at {
                    let at = (x as i64, y as i64);
                    super::terms::add_illegal_detail(&self.core, e, at, detail.as_ref(), &o);
                }
                o
            }
        })
    }

    /// The legality of every point for the side to move, row-major
    /// (`y * width + x`): 1 legal, 0 not. One call for the whole board.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&mut self) -> Uint8Array {
        self.refresh_legal();
        Uint8Array::from(&self.legal[..])
    }

    /// The point the side to move may not take because of ko, as `[x, y]`, or null.
    #[wasm_bindgen(js_name = koPoint, unchecked_return_type = "Vertex | null")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn ko_point(&self) -> JsValue {
        self.core
            .ko_point()
            .map_or(JsValue::NULL, |p| point_vertex(self.core.board(), p))
    }

    /// The board, row-major (`y * width + x`): 1 black, −1 white, 0 empty. A new
    /// array each call; `boardInto` fills one of yours instead.
    pub fn board(&mut self) -> Int8Array {
        self.refresh_view();
        Int8Array::from(&self.view[..])
    }

    /// Writes the board into `out`, an `Int8Array` of `width × height` entries, as
    /// `board()` gives it, and returns `out`: no allocation, for loops that read the
    /// board after every move. Throws `invalid-argument` for anything else.
    #[wasm_bindgen(js_name = boardInto)]
    pub fn board_into(&mut self, out: JsValue) -> Result<Int8Array, JsValue> {
        self.refresh_view();
        match out.dyn_into::<Int8Array>() {
            Ok(a) if a.length() as usize == self.view.len() => {
                a.copy_from(&self.view);
                Ok(a)
            }
            _ => Err(error(
                "invalid-argument",
                "boardInto() takes an Int8Array of width × height entries",
            )),
        }
    }

    /// The chain through (x, y): `{ color, stones, liberties }`, or null if the point
    /// is empty. Throws for coordinates off the board.
    #[wasm_bindgen(js_name = chainAt, unchecked_return_type = "Chain | null")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn chain_at(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] x: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] y: JsValue,
    ) -> Result<JsValue, JsValue> {
        let p = point(self.core.board(), &x, &y)?
            .ok_or_else(|| illegal_error(&self.core, Illegal::OutOfBounds, coords(&x, &y)))?;
        let b = self.core.board();
        let Some(color) = b.color(p) else {
            return Ok(JsValue::NULL);
        };
        let mut stones: Vec<Point> = b.chain_stones(p).collect();
        sort_points(&mut stones);
        let o = js_sys::Object::new();
        set(&o, "color", color.name());
        set(&o, "stones", vertices(self.core.board(), &stones));
        set(
            &o,
            "liberties",
            vertices(self.core.board(), &b.liberties(p)),
        );
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
        let s = self.core.score(&dead).map_err(|e| self.score_error(e))?;
        Ok(self.score_value(&s))
    }

    /// The game record: every stone and pass in order, `{ color, point }` with
    /// `point` null for a pass.
    #[wasm_bindgen(unchecked_return_type = "MoveRecord[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn moves(&self) -> Array {
        self.core
            .moves()
            .map(|(color, p)| self.move_record(color, p))
            .collect()
    }

    /// The handicap stones on the board at the start, as `[[x, y], …]`.
    #[wasm_bindgen(js_name = handicapStones, unchecked_return_type = "Vertex[]")]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn handicap_stones(&self) -> JsValue {
        let mut pts = self.core.handicap_placement().to_vec();
        sort_points(&mut pts);
        vertices(self.core.board(), &pts)
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
                let at = (m != u16::MAX).then(|| {
                    (
                        (m as usize % w.max(1)) as f64,
                        (m as usize / w.max(1)) as f64,
                    )
                });
                let err = illegal_error(&self.core, e, at);
                set(&err, "index", i as f64);
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
        #[wasm_bindgen(unchecked_optional_param_type = "number")] count: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] seed: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (count, seed) = playout_args("playouts", &count, &seed)?;
        let stats = crate::playout::playouts(&self.core, count, seed);
        let o = js_sys::Object::new();
        set(&o, "playouts", stats.playouts);
        set(&o, "moves", stats.moves as f64);
        set(&o, "blackWins", stats.black_wins);
        set(&o, "whiteWins", stats.white_wins);
        Ok(o.into())
    }

    /// Area counts of the position as it stands with every stone alive (Tromp-Taylor
    /// style), `[black, white]`: stones plus empty regions reaching only one colour.
    #[wasm_bindgen(js_name = areaCounts, unchecked_return_type = "[number, number]")]
    pub fn area_counts(&self) -> Array {
        let c = crate::score::area_counts(self.core.board());
        Array::of2(&c.black.into(), &c.white.into())
    }

    /// The game as bytes (the core's `Game::snapshot`): how `BotWorker` sends a game
    /// to its worker, which restores its own copy. Not part of the documented API.
    #[wasm_bindgen(js_name = __snapshot, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn snapshot(&self) -> Vec<u8> {
        self.core.snapshot()
    }

    /// The game of `__snapshot`'s bytes; `invalid-argument` for anything else.
    #[wasm_bindgen(js_name = __restore, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn restore(bytes: &[u8]) -> Result<Game, JsValue> {
        Core::restore(bytes)
            .map(Game::from_core)
            .ok_or_else(|| error("invalid-argument", "these bytes are not a game snapshot"))
    }
}

impl Game {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn move_record(&self, color: Color, p: Option<Point>) -> JsValue {
        let o = js_sys::Object::new();
        set(&o, "color", color.name());
        set(
            &o,
            "point",
            p.map_or(JsValue::NULL, |p| point_vertex(self.core.board(), p)),
        );
        o.into()
    }

    /// The thrown error of a count refused for its dead stones.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(super) fn score_error(&self, e: ScoreError) -> JsValue {
        let code = match e {
            ScoreError::OutOfBounds(_) => "out-of-bounds",
            ScoreError::Empty { .. } => "not-a-stone",
        };
        error(code, &e.message())
    }

    /// A count as the `Score` object of `score()`.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(super) fn score_value(&self, s: &Score) -> JsValue {
        let o = js_sys::Object::new();
        set(&o, "scoring", s.scoring.name());
        set(&o, "black", s.black.points());
        set(&o, "white", s.white.points());
        set(&o, "komi", s.komi.points());
        set(&o, "handicapCompensation", s.handicap_compensation.points());
        set(&o, "margin", s.margin.points());
        set(&o, "winner", s.winner.name());
        set(&o, "result", s.result_string());
        set(&o, "ownership", Int8Array::from(&s.ownership[..]));
        set(&o, "territory", pair(s.territory.black, s.territory.white));
        set(&o, "stones", pair(s.stones.black, s.stones.white));
        set(&o, "prisoners", pair(s.prisoners.black, s.prisoners.white));
        set(&o, "dame", vertices(self.core.board(), &s.dame));
        set(&o, "seki", vertices(self.core.board(), &s.seki));
        set(&o, "dead", vertices(self.core.board(), &s.dead));
        set(
            &o,
            "areaStones",
            s.area_stones.map_or(JsValue::NULL, |a| {
                let o = js_sys::Object::new();
                set(&o, "black", a.black);
                set(&o, "white", a.white);
                set(&o, "threshold", a.threshold);
                set(&o, "needed", a.needed);
                set(&o, "margin", a.margin);
                o.into()
            }),
        );
        o.into()
    }

    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(super) fn dead_points(&self, options: &JsValue) -> Result<Vec<Point>, JsValue> {
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
            match point(self.core.board(), &a.get(0), &a.get(1))? {
                Some(p) => out.push(p),
                None => return Err(error("out-of-bounds", "a dead stone is off the board")),
            }
        }
        Ok(out)
    }
}

/// (count, seed) of the playout entry points: count a whole number up to 10 million,
/// default 200; seed any finite number, default 0. Anything else is refused.
fn playout_args(name: &str, count: &JsValue, seed: &JsValue) -> Result<(u32, u64), JsValue> {
    let count = if count.is_undefined() {
        200
    } else {
        count
            .as_f64()
            .and_then(whole)
            .filter(|&n| n <= 10_000_000)
            .ok_or_else(|| {
                error_of(
                    "invalid-argument",
                    &[
                        name,
                        "(count, seed): count must be a whole number up to 10,000,000",
                    ],
                )
            })? as u32
    };
    let seed = if seed.is_undefined() {
        0.0
    } else {
        seed.as_f64().filter(|s| s.is_finite()).ok_or_else(|| {
            error_of(
                "invalid-argument",
                &[name, "(count, seed): seed must be a finite number"],
            )
        })?
    };
    Ok((count, seed.to_bits()))
}

/// The entries of `playMany`'s argument: a `Uint16Array` as it is, or an array of
/// whole numbers from 0 to 65535; anything else is refused (a value JavaScript cannot
/// read as such would otherwise throw inside the call and leave the game locked).
#[cfg_attr(tengen_nightly, optimize(size))]
fn move_list(moves: &JsValue) -> Result<Vec<u16>, JsValue> {
    if let Some(a) = moves.dyn_ref::<Uint16Array>() {
        // A detached array is empty; copying it would throw inside this call and leave
        // the game borrowed (locked against every later call).
        return Ok(if a.length() == 0 {
            Vec::new()
        } else {
            a.to_vec()
        });
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
    // Read through Reflect, whose errors come back as values: an array whose getters
    // throw (a Proxy, an accessor) must not throw through this call while the game is
    // borrowed, which would leave it locked against every later call.
    let len = Reflect::get(moves, &"length".into())?
        .as_f64()
        .and_then(whole)
        .ok_or_else(refused)?;
    (0..len as u32)
        .map(|i| {
            Reflect::get_u32(moves, i)?
                .as_f64()
                .and_then(whole)
                .and_then(|m| u16::try_from(m).ok())
                .ok_or_else(refused)
        })
        .collect()
}
