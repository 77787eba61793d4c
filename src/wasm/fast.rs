//! The raw entry points of the hot calls: numbers in, numbers out, no JavaScript
//! value crossing and no import call (a `JsValue` parameter costs one per
//! coordinate; an object built here costs one per field).
//!
//! They are hidden from the TypeScript declarations: the hand-written layer
//! `boundary.js`, shipped in the package, patches `Game.prototype` at load time so
//! that `play`, `tryPlay`, `isLegal`, `illegalReason`, `board` and `boardInto` check
//! `typeof` in JavaScript and call these. Anything else than plain numbers (and
//! every refusal that `play` throws) goes to the documented methods of `game.rs`,
//! which validate every value and build the `TengenError`, so the contract is theirs.
//!
//! A move's outcome crosses as one integer: the number of stones it captured (0 or
//! more), or minus a [`Code`]. The captured points are written as (x, y) bytes into a
//! buffer that JavaScript reads through a view of the wasm memory, only when there
//! are some.

use wasm_bindgen::prelude::*;

use super::game::Game;
use crate::board::{sort_points, Point};
use crate::game::Illegal;

/// Why a raw call did not play or found a move illegal; `boundary.js` maps these
/// numbers to the reason strings, in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u32)]
pub(super) enum Code {
    Legal = 0,
    OutOfBounds = 1,
    Occupied = 2,
    Suicide = 3,
    Ko = 4,
    Superko = 5,
    GameOver = 6,
    /// NaN, ±Infinity or a fraction: the documented method throws
    /// `invalid-coordinate`.
    InvalidCoordinate = 7,
}

impl Code {
    /// The reason string of a refusal: `Illegal::code`'s.
    pub(super) fn name(self) -> Option<&'static str> {
        Some(match self {
            Code::Legal => return None,
            Code::OutOfBounds => Illegal::OutOfBounds.code(),
            Code::Occupied => Illegal::Occupied.code(),
            Code::Suicide => Illegal::Suicide.code(),
            Code::Ko => Illegal::Ko.code(),
            Code::Superko => Illegal::Superko { repeats: 0 }.code(),
            Code::GameOver => Illegal::GameOver.code(),
            Code::InvalidCoordinate => "invalid-coordinate",
        })
    }
}

impl From<Illegal> for Code {
    fn from(e: Illegal) -> Code {
        match e {
            Illegal::OutOfBounds => Code::OutOfBounds,
            Illegal::Occupied => Code::Occupied,
            Illegal::Suicide => Code::Suicide,
            Illegal::Ko => Code::Ko,
            Illegal::Superko { .. } => Code::Superko,
            Illegal::GameOver => Code::GameOver,
        }
    }
}

impl Game {
    /// The point at (x, y), or why there is none: whole numbers only, on the board.
    #[inline(always)]
    fn at(&self, x: f64, y: f64) -> Result<Point, Code> {
        // NaN and ±Infinity have a NaN fraction, which is not 0.
        if x.fract() != 0.0 || y.fract() != 0.0 {
            return Err(Code::InvalidCoordinate);
        }
        let b = self.core.board();
        if x < 0.0 || y < 0.0 || x >= b.width() as f64 || y >= b.height() as f64 {
            return Err(Code::OutOfBounds);
        }
        Ok(b.point_unchecked(x as usize, y as usize))
    }

    /// Plays `p`: the number of stones captured, their (x, y) row by row in
    /// `self.out`, and the row-major view updated if it was current.
    #[inline]
    pub(super) fn play_point(&mut self, p: Point) -> Result<u32, Code> {
        let before = self.core.board().hash();
        self.core.play(p).map_err(Code::from)?;
        let n = self.core.last_captured().len();
        let b = self.core.board();
        let width = b.width();
        let fresh = self.view_hash == Some(before);
        self.view_hash = None;
        if fresh {
            let (x, y) = b.xy(p);
            if let (Some(c), Some(v)) = (b.color(p), self.view.get_mut(y * width + x)) {
                *v = c.sign();
            }
        }
        self.out.clear();
        if n > 0 {
            self.taken.clear();
            self.taken.extend_from_slice(self.core.last_captured());
            sort_points(&mut self.taken);
            for &q in &self.taken {
                let (x, y) = b.xy(q);
                self.out.extend_from_slice(&[x as u8, y as u8]);
                if let (true, Some(v)) = (fresh, self.view.get_mut(y * width + x)) {
                    *v = 0;
                }
            }
        }
        if fresh {
            self.view_hash = Some(b.hash());
        }
        Ok(n as u32)
    }

    /// Makes the legal-move map current.
    #[inline]
    pub(super) fn refresh_legal(&mut self) {
        let revision = self.core.revision();
        if self.legal_revision != Some(revision) {
            self.legal.resize(self.core.board().area(), 0);
            self.core.legal_moves_into(&mut self.legal);
            self.legal_revision = Some(revision);
        }
    }

    /// Makes the row-major view of the board current.
    #[inline]
    pub(super) fn refresh_view(&mut self) {
        let b = self.core.board();
        if self.view_hash == Some(b.hash()) && self.view.len() == b.area() {
            return;
        }
        self.view.clear();
        self.view.resize(b.area(), 0);
        for (v, p) in self.view.iter_mut().zip(b.points()) {
            *v = b.color(p).map_or(0, |c| c.sign());
        }
        self.view_hash = Some(b.hash());
    }
}

#[wasm_bindgen]
impl Game {
    /// `play(x, y)` for numbers: stones captured, or minus a [`Code`].
    #[wasm_bindgen(js_name = __play, skip_typescript)]
    pub fn play_raw(&mut self, x: f64, y: f64) -> i32 {
        match self.at(x, y).and_then(|p| self.play_point(p)) {
            Ok(n) => n as i32,
            Err(code) => -(code as i32),
        }
    }

    /// `isLegal` and `illegalReason` for numbers: a [`Code`], 0 if legal.
    ///
    /// A caller that asks about many points of one position (a hover, a search over
    /// every point) gets them from the legal-move map, made on the ninth question
    /// about the same position (about as costly as 40 single checks, and then one
    /// read each); a caller that asks once per move pays single checks only. The map
    /// tells legal from not; the reason of an illegal point is asked of the core.
    #[wasm_bindgen(js_name = __check, skip_typescript)]
    pub fn check_raw(&mut self, x: f64, y: f64) -> u32 {
        let p = match self.at(x, y) {
            Ok(p) => p,
            Err(code) => return code as u32,
        };
        let revision = self.core.revision();
        if self.legal_revision != Some(revision) {
            if self.checked_revision == revision {
                self.checks += 1;
            } else {
                self.checked_revision = revision;
                self.checks = 1;
            }
            if self.checks > 8 {
                self.refresh_legal();
            }
        }
        if self.legal_revision == Some(revision) {
            let i = y as usize * self.core.board().width() + x as usize;
            if self.legal.get(i) == Some(&1) {
                return Code::Legal as u32;
            }
        }
        self.core.illegal_reason(p).map_or(Code::Legal, Code::from) as u32
    }

    /// Where the captured (x, y) bytes of the last raw play are in wasm memory.
    #[wasm_bindgen(js_name = __captured, skip_typescript)]
    pub fn captured_raw(&self) -> *const u8 {
        self.out.as_ptr()
    }

    /// Where the row-major board (`Int8Array` of `width × height`) is in wasm memory,
    /// made current first.
    #[wasm_bindgen(js_name = __board, skip_typescript)]
    pub fn board_raw(&mut self) -> *const i8 {
        self.refresh_view();
        self.view.as_ptr()
    }

    /// Points on the board.
    #[wasm_bindgen(js_name = __area, skip_typescript)]
    pub fn area_raw(&self) -> u32 {
        self.core.board().area() as u32
    }

    /// The side to move: 1 Black, 2 White.
    #[wasm_bindgen(js_name = __turn, skip_typescript)]
    pub fn turn_raw(&self) -> u32 {
        self.core.to_move() as u32
    }
}
