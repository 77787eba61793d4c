//! Refusals in words: the one English text of every refusal of the core, shared by
//! Rust users (`Display`, `std::error::Error`), the npm package (the `message` of a
//! `TengenError`) and the page.
//!
//! [`Illegal`], [`SetupError`], [`HandicapError`] and [`ScoreError`] say what went
//! wrong on their own. A refused move says more with its context: [`IllegalMove`]
//! carries the point as players name it ("Q16"), the player, and for superko the
//! earlier move whose position would come back. Every sentence is in this file, so
//! that a translation has one place to start from.

use std::fmt;

use crate::color::Color;
use crate::game::{Game, HandicapError, Illegal, SetupError};
use crate::notation;
use crate::rules::Preset;
use crate::score::ScoreError;

const GAME_OVER: &str = "the game is over; undo a move, or resume play after the passes, to go on";

/// "Black" or "White".
fn player(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Illegal::OutOfBounds => f.write_str("the point is off the board"),
            Illegal::Occupied => f.write_str("the point is occupied: there is already a stone there"),
            Illegal::Suicide => f.write_str(
                "a forbidden point: the stone would have no liberties and capture nothing (suicide)",
            ),
            Illegal::Ko => f.write_str(
                "ko: the ko may not be retaken at once; play elsewhere first (a ko threat)",
            ),
            Illegal::Superko { repeats: 0 } => f.write_str(
                "superko: the move would repeat the whole-board position at the start of the game",
            ),
            Illegal::Superko { repeats } => write!(
                f,
                "superko: the move would repeat the whole-board position after move {repeats}"
            ),
            Illegal::GameOver => f.write_str(GAME_OVER),
        }
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
    pub(crate) fn name(&self, x: i64, y: i64) -> String {
        let (w, h) = self.size;
        match (usize::try_from(x), usize::try_from(y)) {
            (Ok(ux), Ok(uy)) if ux < w => {
                notation::to_gtp(ux, uy, h).unwrap_or_else(|| format!("({x}, {y})"))
            }
            _ => format!("({x}, {y})"),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = match self.at {
            Some((x, y)) => self.name(x, y),
            None => "a pass".to_string(),
        };
        let who = player(self.player);
        let (w, h) = self.size;
        match self.reason {
            Illegal::OutOfBounds => write!(f, "{at} is off the {w}x{h} board"),
            Illegal::Occupied => write!(f, "{at} is occupied: there is already a stone there"),
            Illegal::Suicide => write!(
                f,
                "{at} is a forbidden point for {who}: the stone would have no liberties and capture nothing (suicide)"
            ),
            Illegal::Ko => write!(
                f,
                "ko: {who} may not retake the ko at {at} at once; play elsewhere first (a ko threat)"
            ),
            Illegal::Superko { repeats } => {
                write!(f, "superko: {at} would repeat the whole-board position ")?;
                match self.repeats_at {
                    Some((c, Some((x, y)))) => write!(
                        f,
                        "after move {repeats} ({} {})",
                        player(c),
                        self.name(x as i64, y as i64)
                    )?,
                    Some((c, None)) => {
                        write!(f, "after move {repeats} ({}'s pass)", player(c))?
                    }
                    None => f.write_str("at the start of the game")?,
                }
                write!(f, ", which the {} rules forbid", self.preset.name())
            }
            Illegal::GameOver => f.write_str(GAME_OVER),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HandicapError::NoStandardPlacement => {
                "no standard placement for that many stones on this board (2-9 where both sides are odd and above 7, else 2-4 from 7x7, and 6 where one side is odd and above 7); place them freely instead"
            }
            HandicapError::OffBoard => "a handicap stone is off the board",
            HandicapError::SamePoint => "two handicap stones on one point",
            HandicapError::NoLiberty => "the handicap stones would leave no liberty",
        })
    }
}

impl std::error::Error for HandicapError {}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Size => f.write_str("board sides must be from 2 to 25"),
            SetupError::Handicap(why) => why.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ScoreError::OutOfBounds(_) => f.write_str("a dead stone is off the board"),
            ScoreError::Empty { x, y } => {
                write!(f, "dead stones must be stones, but ({x}, {y}) is empty")
            }
        }
    }
}

impl std::error::Error for ScoreError {}
