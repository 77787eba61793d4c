//! Life and death at the end of a game: which stones are dead, which are in seki, and
//! who will own each point (article 8: the players agree on the dead stones; the
//! engine proposes them).
//!
//! The method, in order:
//! 1. **Benson's algorithm** ([`Benson`]) finds the chains no sequence of moves can
//!    capture, and the regions they own for sure. Those chains are never dead; the
//!    opposing stones in those regions are.
//! 2. **Playouts** ([`Playout::run_careful`]) play the position out many times with a
//!    policy that lets dead groups die: neither side fills its own true one-point eye
//!    (a false eye is not protected, so it gets filled), nobody plays a move that
//!    leaves two or more of their own stones in atari unless it captures (so groups
//!    in seki stay in seki, while a single stone may still be thrown in), and play
//!    goes on until neither side has a move, so a group with one eye in an enclosed
//!    area has its outside liberties filled and is captured. Half the playouts start
//!    with the player to move, half with the other. Each point's owner at the end
//!    (a stone's colour; an empty point's surrounding colour) is averaged.
//! 3. Each chain is judged by its stones' mean owner, and chains of one colour that
//!    share a liberty are judged together, so that a group lives or dies whole.
//! 4. **Seki**: a living chain, not unconditionally alive, with a liberty that stays
//!    empty between both colours at the end of most playouts (neither side could fill
//!    it) is in seki: alive, and its shared liberties belong to nobody.

mod benson;

pub use benson::Benson;

use crate::board::{sort_points, Board, Point, BLACK, BORDER, EMPTY, WHITE};
use crate::game::Game;
use crate::playout::Playout;
use crate::rng::Rng;

/// Playouts of [`Options::default`].
pub const DEFAULT_PLAYOUTS: u32 = 100;
/// Seed of [`Options::default`].
pub const DEFAULT_SEED: u64 = 0x5EED_DEAD_570E;

/// How hard to look: see [`Game::guess_dead`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Playouts to average (more: steadier, slower).
    pub playouts: u32,
    /// Seed of the playouts' random numbers: equal seeds give equal answers.
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            playouts: DEFAULT_PLAYOUTS,
            seed: DEFAULT_SEED,
        }
    }
}

/// What [`estimate`] finds.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// The expected final owner of each point, row-major, in [-1, 1]: 1 Black's,
    /// −1 White's, 0 nobody's or undecided.
    pub ownership: Vec<f32>,
    /// The dead stones, in point order.
    pub dead: Vec<Point>,
    /// The living stones in seki, in point order.
    pub seki: Vec<Point>,
}

/// Judges the game's position: see the module documentation.
pub fn estimate(game: &Game, options: &Options) -> Estimate {
    let board = game.board();
    let len = board.padded_len();
    let benson = Benson::new(board);

    // The playouts start without the stones Benson's regions hold for sure.
    let mut start = board.clone();
    for p in board.points() {
        if benson.is_dead(board, p) && start.cell(p) != EMPTY {
            start.remove_chain_at(p, |_| {});
        }
    }

    let playouts = options.playouts.max(1);
    let mut owned = vec![0i32; len];
    let mut neutral = vec![0u32; len];
    let mut engine = Playout::new(&start);
    let mut rng = Rng::new(options.seed);
    for i in 0..playouts {
        let (color, ko) = if i % 2 == 0 {
            (game.to_move(), game.ko_point())
        } else {
            (game.to_move().opponent(), None)
        };
        engine.run_careful(&start, color, ko, &mut rng);
        tally(engine.board(), &mut owned, &mut neutral);
    }
    let mean = |p: Point| owned[p] as f32 / playouts as f32;

    // Chains, then groups of chains of one colour that share a liberty.
    let mut group = UnionFind::new(len);
    for p in board.points() {
        if board.cell(p) != EMPTY {
            continue;
        }
        let mut first = [usize::MAX; 2];
        for n in board.neighbors(p) {
            let c = board.cell(n);
            if c == BLACK || c == WHITE {
                let k = c as usize - 1;
                if first[k] == usize::MAX {
                    first[k] = n;
                } else {
                    group.union(first[k], n);
                }
            }
        }
    }
    for p in board.points() {
        let c = board.cell(p);
        if c == BLACK || c == WHITE {
            group.union(p, board.chain_head(p));
        }
    }
    // Per group: the sum of its stones' mean owners, signed for their colour, and
    // whether Benson settled any of them.
    let mut score = vec![0f32; len];
    let mut settled = vec![0i8; len];
    for p in board.points() {
        let Some(color) = board.color(p) else {
            continue;
        };
        let g = group.find(p);
        score[g] += mean(p) * color.sign() as f32;
        if benson.is_alive(board, p) {
            settled[g] = 1;
        } else if benson.is_dead(board, p) && settled[g] == 0 {
            settled[g] = -1;
        }
    }
    let mut dead = Vec::new();
    let mut seki = Vec::new();
    let half = playouts / 2;
    for p in board.points() {
        if board.color(p).is_none() {
            continue;
        }
        let g = group.find(p);
        let is_dead = match settled[g] {
            1 => false,
            -1 => true,
            _ => score[g] < 0.0,
        };
        if is_dead {
            dead.push(p);
        } else if !benson.is_alive(board, p)
            && board
                .chain_stones(p)
                .any(|s| board.neighbors(s).iter().any(|&n| neutral[n] > half))
        {
            seki.push(p);
        }
    }
    sort_points(&mut dead);
    sort_points(&mut seki);

    let mut ownership = vec![0f32; board.area()];
    for p in board.points() {
        let sure = benson.owner(p);
        ownership[board.row_major(p)] = match sure {
            BLACK => 1.0,
            WHITE => -1.0,
            _ => mean(p),
        };
    }
    Estimate {
        ownership,
        dead,
        seki,
    }
}

/// Adds the owner of every point of a finished playout to `owned` (+1 Black, −1
/// White), and counts in `neutral` the empty points next to both colours.
fn tally(end: &Board, owned: &mut [i32], neutral: &mut [u32]) {
    for p in end.points() {
        let mut mask = end.cell(p);
        if mask == EMPTY {
            for n in end.neighbors(p) {
                let v = end.cell(n);
                if v != BORDER {
                    mask |= v;
                }
            }
        }
        match mask {
            BLACK => owned[p] += 1,
            WHITE => owned[p] -= 1,
            3 => neutral[p] += 1,
            _ => {}
        }
    }
}

/// Disjoint sets of points, for grouping chains.
struct UnionFind {
    parent: Vec<u16>,
}

impl UnionFind {
    fn new(len: usize) -> UnionFind {
        UnionFind {
            parent: (0..len as u16).collect(),
        }
    }

    fn find(&mut self, mut p: usize) -> usize {
        while self.parent[p] as usize != p {
            let up = self.parent[self.parent[p] as usize];
            self.parent[p] = up;
            p = up as usize;
        }
        p
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a.max(b)] = a.min(b) as u16;
        }
    }
}

impl Game {
    /// The stones a count should take as dead, in point order: see the [`crate::life`]
    /// module for the method. A proposal for the players to correct, reproducible
    /// for equal options.
    pub fn guess_dead(&self, options: &Options) -> Vec<Point> {
        estimate(self, options).dead
    }

    /// The expected final owner of every point, row-major, in [-1, 1] (Black
    /// positive): a live territory estimate at any time of the game.
    pub fn ownership(&self, options: &Options) -> Vec<f32> {
        estimate(self, options).ownership
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::board::Board;
    use crate::color::Color;

    /// A board from rows of `X` (Black), `O` (White) and `.`.
    pub(crate) fn board(rows: &[&str]) -> Board {
        let mut b = Board::new(rows[0].len(), rows.len()).unwrap();
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.bytes().enumerate() {
                let color = match c {
                    b'X' => Color::Black,
                    b'O' => Color::White,
                    _ => continue,
                };
                b.place_quietly(b.point(x, y).unwrap(), color);
            }
        }
        b
    }
}
