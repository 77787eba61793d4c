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
//! 5. **Floating groups**: a weakly alive group with at most one point of space of
//!    its own, among opposing groups that are alive or more likely to live, is dead.
//!    A group with room, 11 or more open points beside it that no living opposing
//!    stone touches and that the playouts lean to its colour, is not floating (the
//!    space to make two eyes is there, although not yet walled off), and it counts
//!    as alive for the groups around it: in a position passed out before it was
//!    settled, a one-eyed group squeezed between it and a living group loses the
//!    race, whatever the random playouts say.
//!    For this, chains of one colour next to the same dead stone are one group too:
//!    once it is off they share its point, so a weak chain that reaches a strong one
//!    through a captured stone lives with it.
//!    **Invaders in a wall**: a lone stone or two with no space of its own, in an
//!    area that one living opposing group walls off alone (nothing else in it but
//!    empty points, dead stones and other such stones), is dead when the wall leans
//!    to live and has more liberties in the area than two stones can have: the race
//!    inside the wall is the wall's. The random playouts let such invaders win a wide walled
//!    area about as often as a wall with no eye yet, so they lean to live.
//! 6. **Ownership** is the playouts' mean owner of each point, except where the
//!    verdict settles it: Benson's regions, and the regions (empty points and dead
//!    stones) that only one colour's living stones border once the dead stones are
//!    off. At the end of a game it therefore shows the count the guess gives.

mod benson;
pub(crate) mod regions;

pub use benson::{two_vital_regions, Benson};

use regions::{Regions, NONE};

use crate::board::{Board, Point, BLACK, BORDER, EMPTY, WHITE};
use crate::color::Color;
use crate::game::Game;
use crate::playout::Playout;
use crate::rng::Rng;

/// Playouts of [`Options::default`].
pub const DEFAULT_PLAYOUTS: u32 = 100;
/// Below this mean owner (signed for their colour; 1 = always theirs), living groups
/// without space of their own or room are judged by it: see the floating groups.
const FLOATING_MARGIN: f32 = 0.5;
/// A group with at least this many points of room (open points next to it that no
/// living opposing stone touches and that the playouts lean to its colour) is not
/// floating, however weak the playouts find it: it has the space to make two eyes.
/// Any value from 10 to 12 gives the same verdicts on the corpus's tuning half; 11
/// is their middle.
const ROOM: u32 = 11;

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
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn estimate(game: &Game, options: &Options) -> Estimate {
    let board = game.board();
    let len = board.padded_len();
    let benson = Benson::new(board);
    let stone = |p: Point| matches!(board.cell(p), BLACK | WHITE);

    // The playouts start without the stones Benson's regions hold for sure.
    let mut start = board.clone();
    for p in 0..len {
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

    // Groups: chains of one colour that share a liberty. Per group: the sum of its
    // stones' mean owners, signed for their colour; its stones; whether Benson
    // settled it (1 alive, −1 dead).
    let mut group = UnionFind::new(len);
    for p in 0..len {
        if board.cell(p) != EMPTY {
            continue;
        }
        let mut first = [usize::MAX; 3];
        for n in board.neighbors(p) {
            let c = board.cell(n) as usize;
            if c == 1 || c == 2 {
                if first[c] == usize::MAX {
                    first[c] = n;
                }
                group.union(first[c], n);
            }
        }
    }
    let mut score = vec![0f32; len];
    let mut stones = vec![0f32; len];
    let mut settled = vec![0i8; len];
    for p in 0..len {
        if stone(p) {
            let g = group.union(p, board.chain_head(p));
            let sign = if board.cell(p) == BLACK { 1.0 } else { -1.0 };
            score[g] += mean(p) * sign;
            stones[g] += 1.0;
            if benson.is_alive(board, p) {
                settled[g] = 1;
            } else if benson.is_dead(board, p) && settled[g] == 0 {
                settled[g] = -1;
            }
        }
    }

    // Each stone's status.
    let mut status = vec![ALIVE; len];
    for (p, st) in status.iter_mut().enumerate() {
        if !stone(p) {
            continue;
        }
        let g = group.find(p);
        *st = if settled[g] < 0 || (settled[g] == 0 && score[g] < 0.0) {
            DEAD
        } else if !benson.is_alive(board, p)
            && board.chain_stones(p).any(|s| {
                board
                    .neighbors(s)
                    .iter()
                    .any(|&n| 2 * neutral[n] > playouts)
            })
        {
            SEKI
        } else {
            ALIVE
        };
    }

    // From here on, chains that share a point once the dead stones are off are one
    // group, as chains that share a liberty are: a weak chain next to a dead stone
    // that a strong chain of its colour also touches is connected to it through the
    // captured point, and lives or dies with it.
    for p in 0..len {
        if stone(p) && status[p] == DEAD {
            let captor = board.cell(p) ^ 3;
            let mut first = usize::MAX;
            for n in board.neighbors(p) {
                if board.cell(n) == captor && status[n] != DEAD {
                    if first == usize::MAX {
                        first = n;
                    }
                    let (a, b) = (group.find(first), group.find(n));
                    if a != b {
                        let root = group.union(a, b);
                        let other = a + b - root;
                        score[root] += score[other];
                        stones[root] += stones[other];
                        settled[root] = settled[root].max(settled[other]);
                    }
                }
            }
        }
    }
    // Room, per group: the open points (empty, or dead stones) that no living
    // opposing stone touches and that the playouts give to its colour more often
    // than not, in the areas of such points next to the group: the space where it
    // could still make eyes without a fight. (Inside the opponent's wide area, the
    // points lean to the opponent: a lone invader there has no room.)
    let mut open: Vec<bool> = (0..len)
        .map(|p| board.cell(p) == EMPTY || (stone(p) && status[p] == DEAD))
        .collect();
    let mut room = vec![0u32; len];
    for c in [BLACK, WHITE] {
        let member: Vec<bool> = (0..len)
            .map(|p| {
                open[p]
                    && (if c == BLACK { mean(p) } else { -mean(p) }) > 0.0
                    && board
                        .neighbors(p)
                        .iter()
                        .all(|&n| board.cell(n) != c ^ 3 || open[n])
            })
            .collect();
        for (r, s) in room
            .iter_mut()
            .zip(space(board, &open, &member, &mut group))
        {
            *r += s;
        }
    }
    let weak =
        |g: usize| settled[g] == 0 && score[g] < FLOATING_MARGIN * stones[g] && room[g] < ROOM;

    // Floating groups: weakly alive groups with at most one point of space of their
    // own (a false eye is none) and little room, every opposing group around them
    // either strongly alive, or with room, or weak but more likely to live than they
    // are (a higher mean owner for its colour), are dead: they cannot make two eyes
    // in the opponent's area, and a one-eyed group loses the capturing race the
    // playouts call close but lean against it. A weak group facing a weak group no stronger than itself is in a
    // fight the playouts decide; groups in seki are alive.
    let private = space(board, &open, &open, &mut group);
    let mut doomed = vec![false; len];
    for (p, &st) in status.iter().enumerate() {
        if stone(p) && st == ALIVE {
            let g = group.find(p);
            doomed[g] = weak(g) && private[g] <= 1;
        }
    }
    for p in 0..len {
        if !stone(p) {
            continue;
        }
        let g = group.find(p);
        let opponent = board.cell(p) ^ 3;
        let mut facing_weak = status[p] == SEKI;
        for n in board.neighbors(p) {
            let around = if board.cell(n) == EMPTY {
                board.neighbors(n)
            } else {
                [n; 4]
            };
            for m in around {
                if board.cell(m) == opponent && status[m] != DEAD {
                    let o = group.find(m);
                    facing_weak |= weak(o) && score[o] * stones[g] <= score[g] * stones[o];
                }
            }
        }
        if facing_weak {
            doomed[g] = false;
        }
    }
    let groups = Groups {
        status: &status,
        settled: &settled,
        score: &score,
        stones: &stones,
        private: &private,
    };
    invaders(board, &groups, &mut group, &mut doomed);

    // The verdict, and the ownership: the playouts' mean, except where the verdict
    // settles a point, so that at the end of a game the estimate shows the count
    // the guessed dead stones give: Benson's regions, the dead stones (their
    // captor's), and the empty points of the regions that only one colour's living
    // stones border once the dead stones are off.
    let mut dead = Vec::new();
    let mut seki = Vec::new();
    for p in 0..len {
        if stone(p) {
            if status[p] == DEAD || doomed[group.find(p)] {
                dead.push(p);
                open[p] = true;
            } else if status[p] == SEKI {
                seki.push(p);
            }
        }
    }
    let regions = Regions::new(board, &open);
    let mut ownership = vec![0f32; board.area()];
    for p in 0..len {
        if !open[p] && !stone(p) {
            continue;
        }
        let settled = match benson.owner(p) {
            EMPTY if open[p] => regions.border[regions.id[p] as usize],
            owner => owner,
        };
        ownership[board.row_major(p)] = match settled {
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

/// Invaders in a wall: a lone stone or two (a group of at most two stones, with no
/// space of its own), in an area that one living opposing group walls off alone
/// (every other point of the area empty, a dead stone, or another such small group
/// of the invaders' colour), is dead when that wall leans to live in the playouts and
/// has more liberties in the area than two stones can have (seven or more): the
/// capturing race inside the wall is the wall's. The random playouts cannot see it:
/// in a wide area walled by a chain with no eye yet, invaders scattered inside (lone
/// stones dropped into a finished territory) win the area about as often as the
/// wall, so they lean to live, and their room (points leaning to their colour)
/// spares them from the floating groups.
/// A group in seki, or Benson's, is never an invader; an area with two walls (or
/// none) is a fight the playouts decide.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn invaders(board: &Board, groups: &Groups, group: &mut UnionFind, doomed: &mut [bool]) {
    let Groups {
        status,
        settled,
        score,
        stones,
        private,
    } = *groups;
    let len = board.padded_len();
    // At most this many stones: too few for an eye's shape of their own; and more
    // liberties than two stones can have.
    const SMALL: f32 = 2.0;
    const MORE_LIBERTIES: u32 = 7;
    // No wall seen yet; more than one, or a group of the invaders' colour that is
    // not a small one without space.
    const UNSEEN: usize = usize::MAX;
    const MANY: usize = usize::MAX - 1;
    for c in [BLACK, WHITE] {
        let o = c ^ 3;
        // The areas the opposing stones wall off (the dead ones are seldom walls; a
        // wall must be alive, below).
        let member: Vec<bool> = (0..len)
            .map(|p| !matches!(board.cell(p), BORDER) && board.cell(p) != o)
            .collect();
        let regions = Regions::new(board, &member);
        // Per area: its wall (a group's root, UNSEEN or MANY) and the wall's liberties there.
        let mut wall = vec![(UNSEEN, 0u32); regions.size.len()];
        for (p, &r) in regions.id.iter().enumerate() {
            if r == NONE {
                continue;
            }
            let (w, libs) = &mut wall[r as usize];
            let mut by_wall = false;
            for n in board.neighbors(p) {
                if board.cell(n) == o {
                    let g = group.find(n);
                    *w = if *w == UNSEEN || *w == g { g } else { MANY };
                    by_wall = true;
                }
            }
            *libs += (by_wall && board.cell(p) == EMPTY) as u32;
            if board.cell(p) == c && status[p] != DEAD {
                let g = group.find(p);
                if private[g] > 0 || settled[g] > 0 || status[p] == SEKI || stones[g] > SMALL {
                    *w = MANY;
                }
            }
        }
        for (p, &st) in status.iter().enumerate() {
            if board.cell(p) == c && st != DEAD {
                let (w, libs) = wall[regions.id[p] as usize];
                if w < MANY
                    && score[w] > 0.0
                    && status[w] == ALIVE
                    && !doomed[w]
                    && libs >= MORE_LIBERTIES
                {
                    doomed[group.find(p)] = true;
                }
            }
        }
    }
}

/// What the judging knows of each group (by root) and stone, for [`invaders`].
struct Groups<'a> {
    status: &'a [u8],
    settled: &'a [i8],
    score: &'a [f32],
    stones: &'a [f32],
    private: &'a [u32],
}

/// A stone's status while judging.
const ALIVE: u8 = 0;
const DEAD: u8 = 1;
const SEKI: u8 = 2;

/// Per group (by root): the points of the components of `member` (a subset of the
/// `open` points: empty points and dead stones' points) that only its colour's
/// living stones border, counted once per component; a one-point component that is
/// a false eye counts for nothing. With `member` = `open`: the space a group has of
/// its own once the dead stones are off; with the open points no living stone of
/// the other colour touches that lean to its colour: its room.
#[cfg_attr(tengen_nightly, optimize(size))]
fn space(board: &Board, open: &[bool], member: &[bool], group: &mut UnionFind) -> Vec<u32> {
    let len = board.padded_len();
    let regions = Regions::new(board, member);
    let mut points = vec![0u32; len];
    let mut counted = vec![NONE; len];
    for q in 0..len {
        let r = regions.id[q];
        if r == NONE {
            continue;
        }
        let mask = regions.border[r as usize];
        if mask != BLACK && mask != WHITE {
            continue;
        }
        // A false eye is no space of one's own.
        let color = if mask == BLACK {
            Color::Black
        } else {
            Color::White
        };
        if regions.size[r as usize] == 1 && board.cell(q) == EMPTY && !board.is_eye(q, color) {
            continue;
        }
        for n in board.neighbors(q) {
            if board.cell(n) == mask && !open[n] {
                let g = group.find(n);
                if counted[g] != r {
                    counted[g] = r;
                    points[g] += regions.size[r as usize];
                }
            }
        }
    }
    points
}

/// Adds the owner of every point of a finished playout to `owned` (+1 Black, −1
/// White), and counts in `neutral` the empty points next to both colours.
fn tally(end: &Board, owned: &mut [i32], neutral: &mut [u32]) {
    for p in 0..end.padded_len() {
        let mut mask = end.cell(p);
        if mask == BORDER {
            continue;
        }
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

    // Out of line: the judging calls it in many places, and it is not the hot path.
    #[inline(never)]
    fn find(&mut self, mut p: usize) -> usize {
        while self.parent[p] as usize != p {
            let up = self.parent[self.parent[p] as usize];
            self.parent[p] = up;
            p = up as usize;
        }
        p
    }

    /// Joins the sets of `a` and `b`; returns the root.
    fn union(&mut self, a: usize, b: usize) -> usize {
        let (a, b) = (self.find(a), self.find(b));
        self.parent[a.max(b)] = a.min(b) as u16;
        a.min(b)
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
