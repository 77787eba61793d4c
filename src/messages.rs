//! Refusals in words: the one English text of every refusal of the core, shared by
//! Rust users (`Display`, `std::error::Error`), the npm package (the `message` of a
//! `TengenError`) and the page.
//!
//! [`Illegal`], [`SetupError`], [`HandicapError`] and [`ScoreError`] say what went
//! wrong on their own. A refused move says more with its context: [`IllegalMove`]
//! carries the point as players name it ("Q16"), the player, and for superko the
//! earlier move whose position would come back. Every sentence is in this file, so
//! that a translation has one place to start from.
//!
//! Each text is made by a `message` method from pieces, with the numbers written by
//! `decimal`; `Display` writes that text. The WebAssembly façade calls `message`, so
//! that the module carries none of `core::fmt`'s machinery (`write!` with arguments
//! and `{}` of numbers and strings pull in kilobytes of it).

use std::fmt;

use crate::color::Color;
use crate::game::{Game, HandicapError, Illegal, SetupError};
use crate::notation;
use crate::rules::Preset;
use crate::score::ScoreError;

const GAME_OVER: &str = "the game is over; undo a move, or resume play after the passes, to go on";

/// The pieces one after another, as `[a, b, c].concat()` makes them: one small copy out
/// of line for every message of the core and the façade (the standard library's
/// `concat` and `join` share a copy built for speed, 0.5 KB of wasm).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn cat(parts: &[&str]) -> String {
    joined(parts, "")
}

/// The pieces with `sep` between them, as `parts.join(sep)` makes them.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn joined(parts: &[&str], sep: &str) -> String {
    let mut out = String::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(p);
    }
    out
}

/// `n` in decimal: "-3", "0", "361".
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn decimal(n: i64) -> String {
    let mut out = String::new();
    if n < 0 {
        out.push('-');
    }
    push_digits(&mut out, n.unsigned_abs());
    out
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn push_digits(out: &mut String, n: u64) {
    if n >= 10 {
        push_digits(out, n / 10);
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// "Black" or "White".
#[cfg_attr(tengen_nightly, optimize(size))]
fn player(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

impl Illegal {
    /// The refusal in words, without the point or the player (see [`IllegalMove`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        match *self {
            Illegal::OutOfBounds => "the point is off the board".into(),
            Illegal::Occupied => "the point is occupied: there is already a stone there".into(),
            Illegal::Suicide => {
                "a forbidden point: the stone would have no liberties and capture nothing (suicide)"
                    .into()
            }
            Illegal::Ko => {
                "ko: the ko may not be retaken at once; play elsewhere first (a ko threat)".into()
            }
            Illegal::Superko { repeats: 0 } => {
                "superko: the move would repeat the whole-board position at the start of the game"
                    .into()
            }
            Illegal::Superko { repeats } => cat(&[
                "superko: the move would repeat the whole-board position after move ",
                &decimal(repeats.into()),
            ]),
            Illegal::GameOver => GAME_OVER.into(),
        }
    }
}

impl fmt::Display for Illegal {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for Illegal {}

/// A refused move with what its message names: see [`IllegalMove::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Why the move is refused.
    pub reason: Illegal,
    /// The player who tried it.
    pub player: Color,
    /// The point tried, as (x, y), which may lie off the board; `None` for a pass.
    pub at: Option<(i64, i64)>,
    /// The board's width and height.
    pub size: (usize, usize),
    /// The rules preset (a superko refusal names it).
    pub preset: Preset,
    /// For superko: the earlier move after which the position that would come back
    /// arose, as its player and point (`None` for a pass); `None` when that position
    /// is the start of the game.
    pub repeats_at: Option<(Color, Option<(usize, usize)>)>,
}

impl IllegalMove {
    /// The refusal `reason` of a move by the side to move of `game` at `at` (x, y),
    /// or of a pass (`at` = `None`).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(game: &Game, reason: Illegal, at: Option<(i64, i64)>) -> IllegalMove {
        let b = game.board();
        let repeats_at = match reason {
            Illegal::Superko { repeats } if repeats > 0 => game
                .moves()
                .nth(repeats as usize - 1)
                .map(|(c, p)| (c, p.map(|p| b.xy(p)))),
            _ => None,
        };
        IllegalMove {
            reason,
            player: game.to_move(),
            at,
            size: (b.width(), b.height()),
            preset: game.rules().preset,
            repeats_at,
        }
    }

    /// The name of a point of this board: "Q16", or "(x, y)" where GTP has none.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn name(&self, x: i64, y: i64) -> String {
        let (w, h) = self.size;
        match (usize::try_from(x), usize::try_from(y)) {
            (Ok(ux), Ok(uy)) if ux < w => notation::to_gtp(ux, uy, h).unwrap_or_else(|| pair(x, y)),
            _ => pair(x, y),
        }
    }

    /// The refusal in words: "Q16 is occupied: …", "ko: White may not retake …".
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        let at = match self.at {
            Some((x, y)) => self.name(x, y),
            None => "a pass".into(),
        };
        let who = player(self.player);
        let (w, h) = self.size;
        match self.reason {
            Illegal::OutOfBounds => cat(&[
                &at,
                " is off the ",
                &decimal(w as i64),
                "x",
                &decimal(h as i64),
                " board",
            ]),
            Illegal::Occupied => cat(&[&at, " is occupied: there is already a stone there"]),
            Illegal::Suicide => cat(&[
                &at,
                " is a forbidden point for ",
                who,
                ": the stone would have no liberties and capture nothing (suicide)",
            ]),
            Illegal::Ko => cat(&[
                "ko: ",
                who,
                " may not retake the ko at ",
                &at,
                " at once; play elsewhere first (a ko threat)",
            ]),
            Illegal::Superko { repeats } => {
                let move_number = decimal(repeats.into());
                let when = match self.repeats_at {
                    Some((c, Some((x, y)))) => cat(&[
                        "after move ",
                        &move_number,
                        " (",
                        player(c),
                        " ",
                        &self.name(x as i64, y as i64),
                        ")",
                    ]),
                    Some((c, None)) => {
                        cat(&["after move ", &move_number, " (", player(c), "'s pass)"])
                    }
                    None => "at the start of the game".into(),
                };
                cat(&[
                    "superko: ",
                    &at,
                    " would repeat the whole-board position ",
                    &when,
                    ", which the ",
                    self.preset.name(),
                    " rules forbid",
                ])
            }
            Illegal::GameOver => GAME_OVER.into(),
        }
    }
}

/// "(x, y)".
#[cfg_attr(tengen_nightly, optimize(size))]
fn pair(x: i64, y: i64) -> String {
    cat(&["(", &decimal(x), ", ", &decimal(y), ")"])
}

impl fmt::Display for IllegalMove {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for IllegalMove {}

impl HandicapError {
    /// The refusal in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> &'static str {
        match self {
            HandicapError::NoStandardPlacement => {
                "no standard placement for that many stones on this board (2-9 where both sides are odd and above 7, else 2-4 from 7x7, and 6 where one side is odd and above 7); place them freely instead"
            }
            HandicapError::OffBoard => "a handicap stone is off the board",
            HandicapError::SamePoint => "two handicap stones on one point",
            HandicapError::NoLiberty => "the handicap stones would leave no liberty",
        }
    }
}

impl fmt::Display for HandicapError {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for HandicapError {}

impl SetupError {
    /// The refusal in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> &'static str {
        match self {
            SetupError::Size => "board sides must be from 2 to 25",
            SetupError::Handicap(why) => why.message(),
        }
    }
}

impl fmt::Display for SetupError {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for SetupError {}

impl ScoreError {
    /// The refusal in words.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn message(&self) -> String {
        match *self {
            ScoreError::OutOfBounds(_) => "a dead stone is off the board".into(),
            ScoreError::Empty { x, y } => cat(&[
                "dead stones must be stones, but ",
                &pair(x as i64, y as i64),
                " is empty",
            ]),
        }
    }
}

impl fmt::Display for ScoreError {
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message())
    }
}

impl std::error::Error for ScoreError {}

#[cfg(test)]
mod tests {
    use super::decimal;

    #[test]
    fn decimal_writes_what_display_writes() {
        for n in [
            0,
            1,
            9,
            10,
            19,
            99,
            100,
            361,
            1_000_000,
            -1,
            -10,
            -361,
            i64::MAX,
            i64::MIN,
        ] {
            assert_eq!(decimal(n), n.to_string());
        }
    }
}
