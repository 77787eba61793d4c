//! The playout policy: how both sides play from a leaf of the tree to the end of the
//! game. Uniformly random moves make a poor judge of a position (a chain in atari
//! is as likely to be saved as to be left), so the policy plays like a weak player:
//!
//! 1. **Atari**: after the opponent's move, take a chain of theirs in atari next to
//!    it, or save an own chain it put in atari, by extending when that gives two
//!    liberties or by taking an opposing chain in atari that touches it.
//! 2. **Shape**: answer the opponent's move with a 3×3 pattern on one of the eight
//!    points around it (`Patterns`).
//! 3. **Random**: otherwise a uniformly random move.
//!
//! No move fills a one-point eye of the mover's own, none is a suicide, and none
//! leaves two or more own stones in atari unless it captures or is a nakade
//! (`sensible_self_atari`). The game ends after two passes (a side passes when it
//! has no such move) or `3 × area` moves. Each heuristic can be switched off
//! ([`Heuristics`]), so that its gain can be measured in games. Nothing allocates.

use super::pattern::Patterns;
use crate::board::{Board, Point, MAX_CELLS};
use crate::color::Color;
use crate::playout::{sensible_self_atari, Empties};
use crate::rng::Rng;

/// Which heuristics the playouts use, and how often (in thousandths).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Heuristics {
    /// Chance of looking for an atari answer to the last move.
    pub atari: u16,
    /// Chance of looking for a 3×3 pattern answer to the last move.
    pub pattern: u16,
    /// Refuse self-ataris of two or more stones (else only suicide is refused).
    pub no_self_atari: bool,
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics {
            atari: 1000,
            pattern: 900,
            no_self_atari: true,
        }
    }
}

/// Who first played on each point in a simulation, and when: for the all-moves-as-
/// first (RAVE) statistics. `0` is nobody; else `2 × ply + colour + 1`.
pub(crate) struct FirstPlay {
    marks: [u16; MAX_CELLS],
}

impl FirstPlay {
    pub(crate) const fn new() -> FirstPlay {
        FirstPlay {
            marks: [0; MAX_CELLS],
        }
    }

    /// Forgets every mark on a board of `len` cells.
    #[inline]
    pub(crate) fn clear(&mut self, len: usize) {
        self.marks[..len].fill(0);
    }

    /// `color` plays at `p` at `ply`, unless someone played there before.
    #[inline(always)]
    pub(crate) fn mark(&mut self, p: Point, color: Color, ply: u32) {
        if self.marks[p] == 0 {
            self.marks[p] = (2 * ply.min(30_000) + color.index() as u32 + 1) as u16;
        }
    }

    /// `color` was the first to play at `p`, at `ply` or later.
    #[inline(always)]
    pub(crate) fn first_by(&self, p: Point, color: Color, ply: u32) -> bool {
        let m = self.marks[p] as u32;
        m != 0 && (m - 1) & 1 == color.index() as u32 && (m - 1) / 2 >= ply
    }
}

/// A reusable playout engine for the bot: its board, the empty points, the marks.
pub(crate) struct Policy {
    pub(crate) board: Board,
    empties: Empties,
    pub(crate) first: FirstPlay,
    heuristics: Heuristics,
    patterns: &'static Patterns,
}

impl Policy {
    pub(crate) fn new(board: &Board, heuristics: Heuristics) -> Policy {
        Policy {
            board: board.clone(),
            empties: Empties::new(),
            first: FirstPlay::new(),
            heuristics,
            patterns: Patterns::get(),
        }
    }

    /// Plays the game out from [`Policy::board`] (set up by the caller) with `color`
    /// to move, `ko` forbidden to it and `last` the opponent's last move; marks each
    /// move from `ply` on. Returns the moves played.
    pub(crate) fn play_out(
        &mut self,
        mut color: Color,
        mut ko: Option<Point>,
        mut last: Option<Point>,
        mut ply: u32,
        rng: &mut Rng,
    ) -> u32 {
        self.empties.fill(&self.board);
        let cap = 3 * self.board.area() as u32;
        let (mut moves, mut passes) = (0, 0);
        while passes < 2 && moves < cap {
            match self.choose(color, ko, last, rng) {
                Some(p) => {
                    self.empties.remove(p);
                    let Policy { board, empties, .. } = self;
                    ko = board.place(p, color, |s| empties.add(s)).ko;
                    self.first.mark(p, color, ply);
                    last = Some(p);
                    moves += 1;
                    passes = 0;
                }
                None => {
                    ko = None;
                    last = None;
                    passes += 1;
                }
            }
            color = color.opponent();
            ply += 1;
        }
        moves
    }

    /// The policy's move for `color`, or `None` to pass.
    #[inline(always)]
    fn choose(
        &mut self,
        color: Color,
        ko: Option<Point>,
        last: Option<Point>,
        rng: &mut Rng,
    ) -> Option<Point> {
        let ko = ko.unwrap_or(0);
        if let Some(l) = last {
            if chance(rng, self.heuristics.atari) {
                if let Some(p) = self.atari_answer(l, color, ko, rng) {
                    return Some(p);
                }
            }
            if chance(rng, self.heuristics.pattern) {
                if let Some(p) = self.pattern_answer(l, color, ko, rng) {
                    return Some(p);
                }
            }
        }
        self.random_move(color, ko, rng)
    }

    /// Takes the opponent's chain of the last move `l` if it is in atari, or saves an
    /// own chain in atari next to it: a random one of those moves. (Every opposing
    /// stone next to `l` is in `l`'s chain.)
    #[inline(never)]
    fn atari_answer(&self, l: Point, color: Color, ko: Point, rng: &mut Rng) -> Option<Point> {
        let b = &self.board;
        let mut found = Moves::default();
        if let Some(q) = b.atari_liberty(l) {
            found.push(q, ko);
        }
        let c = color.cell();
        for n in b.neighbors(l) {
            if b.cell(n) == c {
                if let Some(q) = b.atari_liberty(n) {
                    self.escapes(n, q, color, ko, &mut found);
                }
            }
        }
        found.pick(rng)
    }

    /// The ways out for the own chain at `s` in atari at `lib`: extending there when
    /// it leaves two liberties or more, and taking an opposing chain in atari next
    /// to it. Not inlined: few answers get this far, and `atari_answer` keeps its
    /// few values in registers.
    #[inline(never)]
    fn escapes(&self, s: Point, lib: Point, color: Color, ko: Point, found: &mut Moves) {
        let b = &self.board;
        if b.is_playable(lib, color) && b.self_atari(lib, color).is_none() {
            found.push(lib, ko);
        }
        let o = color.opponent().cell();
        for t in b.chain_stones(s) {
            for n in b.neighbors(t) {
                if b.cell(n) == o {
                    if let Some(q) = b.atari_liberty(n) {
                        found.push(q, ko);
                    }
                }
            }
        }
    }

    /// A random one of the points around the last move `l` where a 3×3 pattern
    /// matches and the policy allows the move.
    #[inline(never)]
    fn pattern_answer(&self, l: Point, color: Color, ko: Point, rng: &mut Rng) -> Option<Point> {
        let b = &self.board;
        let s = b.stride();
        let mut found = Moves::default();
        let square = b.square(l);
        let code = square.code(1, 1);
        // Bit 2i is set when the cell of neighbour i is empty (both of its bits are
        // 0); the neighbours are visited in the order of the code.
        let mut empty = !(code | code >> 1) & 0x5555;
        // Above-left of `l`: index −1 for the first point, whose neighbour 0 is the
        // border, never visited.
        let corner = l.wrapping_sub(s + 1);
        while empty != 0 {
            let (row, column) = AROUND[empty.trailing_zeros() as usize / 2];
            let (row, column) = (row as usize, column as usize);
            empty &= empty - 1;
            let q = corner.wrapping_add(row * s + column);
            if q != ko
                && self.patterns.matches_code(square.code(row, column))
                && self.allows_pattern_move(q, color)
            {
                found.push(q, ko);
            }
        }
        found.pick(rng)
    }

    /// Whether the policy lets `color` play the pattern move at `p`: the random
    /// move's tests. Not inlined: few points match a pattern, and `pattern_answer`
    /// keeps its loop over the others in registers.
    #[inline(never)]
    fn allows_pattern_move(&self, p: Point, color: Color) -> bool {
        self.board.is_playout_move(p, color) && self.allows(p, color)
    }

    /// Whether the policy lets `color` play at `p` as far as self-atari goes.
    #[inline(always)]
    fn allows(&self, p: Point, color: Color) -> bool {
        !self.heuristics.no_self_atari || sensible_self_atari(&self.board, p, color)
    }

    /// A uniformly random empty point where `color` may play: draw from the
    /// candidates, and move each refused one past the end of the shrinking range so
    /// that it is not drawn again.
    #[inline(always)]
    fn random_move(&mut self, color: Color, ko: Point, rng: &mut Rng) -> Option<Point> {
        let mut k = self.empties.count;
        while k > 0 {
            let i = rng.below(k as u32) as usize;
            let p = self.empties.points[i] as usize;
            if p != ko && self.board.is_playout_move(p, color) && self.allows(p, color) {
                return Some(p);
            }
            k -= 1;
            self.empties.swap(i, k);
        }
        None
    }
}

/// The eight points around a point as (row, column) in the 3×3 square whose top
/// left is 0, in the order of [`Board::neighbourhood`]'s code.
const AROUND: [(u8, u8); 8] = [
    (0, 0),
    (0, 1),
    (0, 2),
    (1, 0),
    (1, 2),
    (2, 0),
    (2, 1),
    (2, 2),
];

/// `permille` chances in a thousand.
#[inline(always)]
fn chance(rng: &mut Rng, permille: u16) -> bool {
    permille >= 1000 || rng.below(1000) < permille as u32
}

/// A few candidate moves, without repeats; never the ko point.
#[derive(Default)]
struct Moves {
    points: [u16; 16],
    len: usize,
}

impl Moves {
    #[inline(always)]
    fn push(&mut self, p: Point, ko: Point) {
        if p != ko && self.len < 16 && !self.points[..self.len].contains(&(p as u16)) {
            self.points[self.len] = p as u16;
            self.len += 1;
        }
    }

    #[inline(always)]
    fn pick(&self, rng: &mut Rng) -> Option<Point> {
        (self.len > 0).then(|| self.points[rng.below(self.len as u32) as usize] as usize)
    }
}
