//! The arithmetic of a count, below everything that counts: the area of a board with
//! every stone alive, and the winner of a count under a rule set. The playouts, the
//! life-and-death estimate and [`crate::score`] all decide games with it, so it sits
//! beneath them and depends on none of them (board → count → playout → life → score).

use crate::board::{Board, BLACK, BORDER, EMPTY, MAX_CELLS, WHITE};
use crate::color::ByColor;
use crate::rules::{HalfPoints, Rules, Scoring};

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// Black won.
    Black,
    /// White won.
    White,
    /// An exactly even count (jigo), under rules where it stays a draw.
    Draw,
    /// No result (a long cycle under rules without superko: 特殊和局).
    NoResult,
}

impl Winner {
    /// `"black"`, `"white"`, `"draw"` or `"no-result"`.
    pub const fn name(self) -> &'static str {
        match self {
            Winner::Black => "black",
            Winner::White => "white",
            Winner::Draw => "draw",
            Winner::NoResult => "no-result",
        }
    }
}

/// The margin and the winner of a count: see [`decide`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Points White gets for Black's handicap stones (area counting only).
    pub handicap_compensation: HalfPoints,
    /// `black - white - komi - handicap_compensation`: positive when Black leads.
    pub margin: HalfPoints,
    /// The winner by that margin.
    pub winner: Winner,
}

/// Decides a count of `black` and `white` points (before komi) under `rules`, in a
/// game where Black received `handicap` stones: White gets the komi and, under area
/// counting, the handicap compensation; an even margin is Black's where the rules say
/// so (Ing's tie to Black), a draw elsewhere. One decision for [`Game::score`](crate::game::Game::score) and the
/// playouts.
pub fn decide(rules: &Rules, handicap: u32, black: HalfPoints, white: HalfPoints) -> Decision {
    let compensation = if rules.scoring == Scoring::Area {
        HalfPoints(2 * rules.handicap_compensation.points(handicap) as i32)
    } else {
        HalfPoints(0)
    };
    let margin = HalfPoints(black.0 - white.0 - rules.komi.0 - compensation.0);
    let winner = if margin.0 > 0 || (margin.0 == 0 && rules.tie_to_black) {
        Winner::Black
    } else if margin.0 < 0 {
        Winner::White
    } else {
        Winner::Draw
    };
    Decision {
        handicap_compensation: compensation,
        margin,
        winner,
    }
}

/// Area counts with every stone alive (Tromp-Taylor): stones plus empty regions that
/// reach only one colour. Allocation-free; for playouts and benchmarks.
pub fn area_counts(board: &Board) -> ByColor<u32> {
    let mut counts = ByColor::new_with(|c| board.stone_count(c) as u32);
    let mut seen = [false; MAX_CELLS];
    let mut stack = [0u16; MAX_CELLS];
    for y in 0..board.height() {
        let base = board.point_unchecked(0, y);
        for p in base..base + board.width() {
            if board.cell(p) != EMPTY || seen[p] {
                continue;
            }
            // Most empty points of a finished game are one-point regions (eyes,
            // dame): counted from their neighbours, without the flood fill.
            let mut mask = 0u8;
            let mut open = false;
            for n in board.neighbors(p) {
                let v = board.cell(n);
                open |= v == EMPTY;
                if v != BORDER {
                    mask |= v;
                }
            }
            if !open {
                if mask == BLACK {
                    counts.black += 1;
                } else if mask == WHITE {
                    counts.white += 1;
                }
                continue;
            }
            mask = 0;
            let mut size = 0u32;
            let mut top = 1;
            stack[0] = p as u16;
            seen[p] = true;
            while top > 0 {
                top -= 1;
                let q = stack[top] as usize;
                size += 1;
                for n in board.neighbors(q) {
                    let v = board.cell(n);
                    if v == EMPTY {
                        if !seen[n] {
                            seen[n] = true;
                            stack[top] = n as u16;
                            top += 1;
                        }
                    } else if v != BORDER {
                        mask |= v;
                    }
                }
            }
            if mask == BLACK {
                counts.black += size;
            } else if mask == WHITE {
                counts.white += size;
            }
        }
    }
    counts
}
