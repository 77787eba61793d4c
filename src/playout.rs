//! Light random playouts, the inner loop of Monte-Carlo Go programs: from a position,
//! both sides play uniformly random legal moves that do not fill a one-point eye of
//! their own, until neither side has one. Simple ko applies; superko is off, as in
//! every playout engine, and a move cap stops the rare cycles.
//!
//! The empty points are kept in a list with each point's index in it, so picking a
//! random one and updating after a stone or a capture are O(1). Nothing allocates.

use crate::board::{Board, Point, EMPTY, MAX_CELLS};
use crate::color::{ByColor, Color};
use crate::count::{area_counts, decide, Winner};
use crate::game::Game;
use crate::rng::Rng;
use crate::rules::HalfPoints;

/// A reusable playout engine: keep one and call [`Playout::run`] many times.
#[derive(Clone)]
pub struct Playout {
    board: Board,
    empties: Empties,
}

/// The empty points of a playout's board, in any order, with each point's place in
/// the list: adding, removing and swapping are O(1).
#[derive(Clone)]
pub(crate) struct Empties {
    pub(crate) points: [u16; MAX_CELLS],
    index: [u16; MAX_CELLS],
    pub(crate) count: usize,
}

impl Empties {
    /// No points.
    pub(crate) const fn new() -> Empties {
        Empties {
            points: [0; MAX_CELLS],
            index: [0; MAX_CELLS],
            count: 0,
        }
    }

    /// The empty points of `board`, row by row.
    #[inline]
    pub(crate) fn fill(&mut self, board: &Board) {
        self.count = 0;
        for y in 0..board.height() {
            let base = board.point_unchecked(0, y);
            for p in base..base + board.width() {
                if board.cell(p) == EMPTY {
                    self.add(p);
                }
            }
        }
    }

    #[inline(always)]
    pub(crate) fn add(&mut self, p: Point) {
        self.index[p] = self.count as u16;
        self.points[self.count] = p as u16;
        self.count += 1;
    }

    #[inline(always)]
    pub(crate) fn remove(&mut self, p: Point) {
        let i = self.index[p] as usize;
        self.count -= 1;
        let last = self.points[self.count];
        self.points[i] = last;
        self.index[last as usize] = i as u16;
    }

    /// Exchanges the points at places `i` and `k` of the list.
    #[inline(always)]
    pub(crate) fn swap(&mut self, i: usize, k: usize) {
        let (p, q) = (self.points[i], self.points[k]);
        self.points[i] = q;
        self.index[q as usize] = i as u16;
        self.points[k] = p;
        self.index[p as usize] = k as u16;
    }
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
            empties: Empties::new(),
        }
    }

    /// The final position of the last playout.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Fills the empty-point list from `start`, copied into the engine's board.
    #[inline]
    fn reset(&mut self, start: &Board) {
        self.board.copy_from(start);
        self.empties.fill(start);
    }

    /// Plays one playout from `start` with `to_move` to play and `ko` forbidden to
    /// it, and counts the end position. At most `3 × area` moves are played.
    pub fn run(
        &mut self,
        start: &Board,
        to_move: Color,
        ko: Option<Point>,
        rng: &mut Rng,
    ) -> PlayoutResult {
        let moves = self.play_out::<false>(start, to_move, ko, rng);
        PlayoutResult {
            moves,
            area: area_counts(&self.board),
        }
    }

    /// A playout with the policy that judges dead stones; the end position is
    /// [`Playout::board`], and the result the number of moves played. On top of the
    /// light policy of [`Playout::run`]:
    /// - after the opponent's move, capture a chain it left in atari (its own or a
    ///   neighbour), else save an own chain it put in atari by extending, when that
    ///   gives two liberties or more;
    /// - no move that leaves two or more of the mover's stones in atari unless it
    ///   captures, or unless it is a nakade (three stones at most, whose last liberty
    ///   is the last one of an opposing chain it puts in atari: the capture leaves
    ///   the capturer one eye's worth of space).
    ///
    /// Groups in seki then stay in seki (filling their last shared liberties is such
    /// a self-atari for both sides), big groups are not thrown away, fights are
    /// settled as players would (a chain in atari is taken), while a single stone may
    /// still be sacrificed (a throw-in, a stone played into a two-point eye).
    ///
    /// About half as fast as [`Playout::run`]; it plays through the board's shared,
    /// not inlined, [`Board::place_quietly`], which keeps the module small. It is not
    /// inlined into its caller `life::estimate`, which the wasm build optimises for
    /// size: the playouts stay optimised for speed.
    #[inline(never)]
    pub fn run_careful(
        &mut self,
        start: &Board,
        to_move: Color,
        ko: Option<Point>,
        rng: &mut Rng,
    ) -> u32 {
        self.play_out::<true>(start, to_move, ko, rng)
    }

    /// The loop of both policies, until two passes in a row or `3 × area` moves; the
    /// number of moves played. Each policy is its own copy (`CAREFUL` is a constant),
    /// so the light playout carries none of the careful policy's code (its speed
    /// was checked with bench/ab.mjs when the two loops became this one).
    #[inline(always)]
    fn play_out<const CAREFUL: bool>(
        &mut self,
        start: &Board,
        mut to_move: Color,
        mut ko: Option<Point>,
        rng: &mut Rng,
    ) -> u32 {
        self.reset(start);
        let cap = 3 * start.area() as u32;
        let mut moves = 0;
        let mut passes = 0;
        let mut last = None;
        while passes < 2 && moves < cap {
            let reply = match last {
                Some(l) if CAREFUL => self.reply(l, to_move, ko),
                _ => None,
            };
            match reply.or_else(|| self.pick::<CAREFUL>(to_move, ko, rng)) {
                Some(p) => {
                    last = Some(p);
                    self.empties.remove(p);
                    ko = if CAREFUL {
                        self.free_captured(p, to_move);
                        self.board.place_quietly(p, to_move).ko
                    } else {
                        let Playout { board, empties } = self;
                        board.place(p, to_move, |s| empties.add(s)).ko
                    };
                    moves += 1;
                    passes = 0;
                }
                None => {
                    ko = None;
                    last = None;
                    passes += 1;
                }
            }
            to_move = to_move.opponent();
        }
        moves
    }

    /// Before `color` plays at `p` quietly: the stones the move takes (opposing
    /// chains whose last liberty is `p`) become empty points.
    #[inline(always)]
    fn free_captured(&mut self, p: Point, color: Color) {
        let mut taken = [usize::MAX; 4];
        for (i, n) in self.board.neighbors(p).into_iter().enumerate() {
            let h = self.board.chain_head(n);
            if self.board.cell(n) == color.opponent().cell()
                && self.board.atari_liberty(n).is_some()
                && !taken.contains(&h)
            {
                taken[i] = h;
                for s in self.board.chain_stones(h) {
                    self.empties.add(s);
                }
            }
        }
    }

    /// The careful policy's filter: no self-atari of two or more stones, except a
    /// nakade: at most three stones whose last liberty is also the last liberty of
    /// an opposing chain the move puts in atari (taking them leaves the capturer
    /// their points as its only space, at most three: one eye).
    #[inline(always)]
    fn careful_allows(&self, p: Point, color: Color) -> bool {
        sensible_self_atari(&self.board, p, color)
    }

    /// The careful policy's answer to the opponent's move at `l`, if it calls for
    /// one: capture a chain in atari at or next to `l`, else save an own chain next
    /// to `l` that it put in atari by extending, when that gives two liberties.
    #[inline(never)]
    fn reply(&self, l: Point, color: Color, ko: Option<Point>) -> Option<Point> {
        let b = &self.board;
        let c = color.cell();
        let ko = ko.unwrap_or(0);
        if b.cell(l) == c ^ 3 {
            for n in [l].into_iter().chain(b.neighbors(l)) {
                if b.cell(n) == c ^ 3 {
                    if let Some(q) = b.atari_liberty(n) {
                        if q != ko {
                            return Some(q);
                        }
                    }
                }
            }
        }
        for n in b.neighbors(l) {
            if b.cell(n) == c {
                if let Some(q) = b.atari_liberty(n) {
                    if q != ko && b.is_playable(q, color) && b.self_atari(q, color).is_none() {
                        return Some(q);
                    }
                }
            }
        }
        None
    }

    /// A uniformly random empty point where `color` may play without filling its
    /// own eye: draw from the candidates, and move each refused one past the end of
    /// the shrinking range so that it is not drawn again.
    #[inline(always)]
    fn pick<const CAREFUL: bool>(
        &mut self,
        color: Color,
        ko: Option<Point>,
        rng: &mut Rng,
    ) -> Option<Point> {
        let ko = ko.unwrap_or(0);
        let mut k = self.empties.count;
        while k > 0 {
            let i = rng.below(k as u32) as usize;
            let p = self.empties.points[i] as usize;
            if p != ko
                && self.board.is_playout_move(p, color)
                && (!CAREFUL || self.careful_allows(p, color))
            {
                return Some(p);
            }
            k -= 1;
            self.empties.swap(i, k);
        }
        None
    }
}

/// Whether `color` at the empty point `p` leaves no big group in atari: it puts at
/// most one own stone in atari, or captures, or is a nakade (at most three stones
/// whose last liberty is also the last liberty of an opposing chain the move puts in
/// atari). The careful playouts and the bot's policy refuse the other self-ataris.
#[inline(always)]
pub(crate) fn sensible_self_atari(board: &Board, p: Point, color: Color) -> bool {
    // Two empty neighbours are two liberties: no atari (the common case, decided
    // without the chains).
    let empty = board
        .neighbors(p)
        .iter()
        .filter(|&&n| board.cell(n) == EMPTY)
        .count();
    if empty >= 2 {
        return true;
    }
    match board.self_atari(p, color) {
        None => true,
        Some((n, last)) => n < 2 || (n <= 3 && board.ataris_at(p, color, last)),
    }
}

/// What a batch of playouts found: see [`playouts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Playouts run.
    pub playouts: u32,
    /// Moves played in all of them (passes excluded).
    pub moves: u64,
    /// Playouts Black won.
    pub black_wins: u32,
    /// Playouts White won.
    pub white_wins: u32,
}

/// Runs `count` light random playouts from the game's position and counts each end
/// position by area with every stone alive; the game's rules decide each count as
/// [`Game::score`] would ([`decide`]: komi, handicap compensation, Ing's tie to
/// Black), and a drawn playout is nobody's win.
pub fn playouts(game: &Game, count: u32, seed: u64) -> PlayoutStats {
    let board = game.board();
    let mut engine = Playout::new(board);
    let mut rng = Rng::new(seed);
    let mut stats = PlayoutStats {
        playouts: count,
        moves: 0,
        black_wins: 0,
        white_wins: 0,
    };
    for _ in 0..count {
        let r = engine.run(board, game.to_move(), game.ko_point(), &mut rng);
        stats.moves += u64::from(r.moves);
        // Neutral points are left out: split between the sides or not, they change
        // no margin.
        let ByColor { black, white } = r.area.map(|a| HalfPoints(2 * a as i32));
        match decide(game.rules(), game.handicap_stones(), black, white).winner {
            Winner::Black => stats.black_wins += 1,
            Winner::White => stats.white_wins += 1,
            Winner::Draw | Winner::NoResult => {}
        }
    }
    stats
}
