//! Light random playouts, the inner loop of Monte-Carlo Go programs: from a position,
//! both sides play uniformly random legal moves that do not fill a one-point eye of
//! their own, until neither side has one. Simple ko applies; superko is off, as in
//! every playout engine, and a move cap stops the rare cycles.
//!
//! The empty points are kept in a list with each point's index in it, so picking a
//! random one and updating after a stone or a capture are O(1). Nothing allocates.

use crate::board::{Board, Point, EMPTY, MAX_CELLS};
use crate::color::{ByColor, Color};
use crate::rng::Rng;
use crate::score::area_counts;

/// A reusable playout engine: keep one and call [`Playout::run`] many times.
#[derive(Clone)]
pub struct Playout {
    board: Board,
    empties: [u16; MAX_CELLS],
    index: [u16; MAX_CELLS],
    count: usize,
}

/// What one playout did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Moves played (passes excluded).
    pub moves: u32,
    /// Area counts of the final position with every stone alive.
    pub area: ByColor<u32>,
}

impl Playout {
    /// An engine for boards like `board`.
    pub fn new(board: &Board) -> Playout {
        Playout {
            board: board.clone(),
            empties: [0; MAX_CELLS],
            index: [0; MAX_CELLS],
            count: 0,
        }
    }

    /// The final position of the last playout.
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline(always)]
    fn add_empty(&mut self, p: Point) {
        self.index[p] = self.count as u16;
        self.empties[self.count] = p as u16;
        self.count += 1;
    }

    #[inline(always)]
    fn remove_empty(&mut self, p: Point) {
        let i = self.index[p] as usize;
        self.count -= 1;
        let last = self.empties[self.count];
        self.empties[i] = last;
        self.index[last as usize] = i as u16;
    }

    /// Plays one playout from `start` with `to_move` to play and `ko` forbidden to
    /// it, and counts the end position. At most `3 × area` moves are played.
    pub fn run(
        &mut self,
        start: &Board,
        mut to_move: Color,
        mut ko: Option<Point>,
        rng: &mut Rng,
    ) -> PlayoutResult {
        self.board.copy_from(start);
        self.count = 0;
        for y in 0..start.height() {
            let base = start.point_unchecked(0, y);
            for p in base..base + start.width() {
                if start.cell(p) == EMPTY {
                    self.add_empty(p);
                }
            }
        }
        let cap = 3 * start.area() as u32;
        let mut moves = 0;
        let mut passes = 0;
        while passes < 2 && moves < cap {
            match self.pick(to_move, ko, rng) {
                Some(p) => {
                    self.remove_empty(p);
                    let Playout {
                        board,
                        empties,
                        index,
                        count,
                        ..
                    } = self;
                    let placed = board.place(p, to_move, |s| {
                        index[s] = *count as u16;
                        empties[*count] = s as u16;
                        *count += 1;
                    });
                    ko = placed.ko;
                    moves += 1;
                    passes = 0;
                }
                None => {
                    ko = None;
                    passes += 1;
                }
            }
            to_move = to_move.opponent();
        }
        PlayoutResult {
            moves,
            area: area_counts(&self.board),
        }
    }

    /// A uniformly random empty point where `color` may play without filling its
    /// own eye: draw from the candidates, and move each refused one past the end of
    /// the shrinking range so that it is not drawn again.
    #[inline(always)]
    fn pick(&mut self, color: Color, ko: Option<Point>, rng: &mut Rng) -> Option<Point> {
        let ko = ko.unwrap_or(0);
        let mut k = self.count;
        while k > 0 {
            let i = rng.below(k as u32) as usize;
            let p = self.empties[i] as usize;
            if p != ko && self.board.is_playout_move(p, color) {
                return Some(p);
            }
            k -= 1;
            let q = self.empties[k];
            self.empties[i] = q;
            self.index[q as usize] = i as u16;
            self.empties[k] = p as u16;
            self.index[p] = k as u16;
        }
        None
    }
}
