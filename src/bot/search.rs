//! The search: UCT with RAVE over the [`Tree`], priors from Go knowledge
//! ([`prior`]), the [`Policy`] for the playouts, and the count of each playout's end.
//!
//! A simulation walks down from the root, taking at each node the child of highest
//! urgency: its winning rate blended with its all-moves-as-first rate,
//! `(1 − β) · q + β · q_amaf` with `β = n_amaf / (n_amaf + n + n · n_amaf / K)`, so
//! that RAVE leads while a move has few simulations of its own and fades as they
//! grow (`K` is [`Params::rave_equiv`]). A leaf simulated [`Params::expand_visits`]
//! times gets its children, each with priors: a few virtual simulations, some won,
//! for captures, escapes from atari, patterns, nearness to the last move and the
//! line it is on. The playout then plays the game out, and its area count, decided
//! under the game's rules (komi, handicap compensation), is each node's win or loss.

use super::policy::{Heuristics, Policy};
use super::tree::{NodeId, Tree, PASS};
use crate::board::{Board, Point, BORDER, EMPTY};
use crate::color::Color;
use crate::count::{area_counts, decide, Winner};
use crate::game::Game;
use crate::playout::sensible_self_atari;
use crate::rng::Rng;
use crate::rules::{HalfPoints, Rules};

use super::pattern::Patterns;

/// The search's constants. [`Params::default`] is full strength; each field is named
/// so that its worth can be measured in games.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// RAVE's equivalence: after about this many simulations of its own, a move's
    /// own rate and its all-moves-as-first rate weigh the same.
    pub rave_equiv: f32,
    /// Simulations of a leaf before it gets children.
    pub expand_visits: u32,
    /// Weight of UCB's exploration term (0: the priors and RAVE explore).
    pub exploration: f32,
    /// Virtual simulations, half won, that every move starts with.
    pub prior_even: u16,
    /// Virtual wins for taking one stone, and for taking more.
    pub prior_capture_one: u16,
    /// Virtual wins for taking two stones or more.
    pub prior_capture_many: u16,
    /// Virtual wins for saving an own chain in atari.
    pub prior_escape: u16,
    /// Virtual losses for a self-atari of two stones or more.
    pub prior_self_atari: u16,
    /// Virtual wins for a 3×3 pattern.
    pub prior_pattern: u16,
    /// Virtual wins for a move next to, diagonal to, and two points from the last.
    pub prior_near: [u16; 3],
    /// Virtual losses on the first two lines, and wins on the third, far from stones.
    pub prior_empty_area: u16,
    /// The playouts' heuristics.
    pub heuristics: Heuristics,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            rave_equiv: 3500.0,
            expand_visits: 4,
            exploration: 0.0,
            prior_even: 10,
            prior_capture_one: 15,
            prior_capture_many: 30,
            prior_escape: 20,
            prior_self_atari: 10,
            prior_pattern: 10,
            prior_near: [24, 22, 8],
            prior_empty_area: 10,
            heuristics: Heuristics::default(),
        }
    }
}

/// Depth at which a simulation stops walking down the tree.
const MAX_DEPTH: usize = 400;

/// A search from one position; kept between moves so that its tree can be reused.
pub(crate) struct Search {
    pub(crate) tree: Tree,
    pub(crate) params: Params,
    /// The root position.
    root_board: Board,
    root_color: Color,
    root_ko: Option<Point>,
    root_last: Option<Point>,
    rules: Rules,
    handicap: u32,
    /// The record of the root position, to recognise a game that has gone on.
    root_history: Vec<crate::game::Action>,
    /// The changes of the setups in `root_history`, in order.
    root_setups: Vec<crate::game::SetupChange>,
    policy: Policy,
    rng: Rng,
    path: Vec<NodeId>,
    /// Per point (padded): the playouts' final owners since the root was set, summed
    /// (+1 Black, −1 White), and how many playouts.
    owners: Vec<i32>,
    owner_playouts: u32,
    /// Scratch: per point, an own chain in atari has its liberty there.
    atari_libs: Vec<bool>,
}

impl Search {
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn new(game: &Game, params: Params, seed: u64, capacity: usize) -> Search {
        let board = game.board();
        let mut s = Search {
            tree: Tree::new(capacity),
            params,
            root_board: board.clone(),
            root_color: game.to_move(),
            root_ko: None,
            root_last: None,
            rules: *game.rules(),
            handicap: game.handicap_stones(),
            root_history: Vec::new(),
            root_setups: Vec::new(),
            policy: Policy::new(board, params.heuristics),
            rng: Rng::new(seed),
            path: Vec::with_capacity(MAX_DEPTH + 1),
            owners: vec![0; board.padded_len()],
            owner_playouts: 0,
            atari_libs: vec![false; board.padded_len()],
        };
        s.set_root(game);
        s
    }

    /// Whether the search is for games like `game` (same board and rules).
    pub(crate) fn fits(&self, game: &Game) -> bool {
        let b = game.board();
        b.width() == self.root_board.width()
            && b.height() == self.root_board.height()
            && *game.rules() == self.rules
            && game.handicap_stones() == self.handicap
    }

    /// Whether the setups of the root's record are `game`'s too: two games set up
    /// differently share `Setup(0)` in their records, and a tree of one is not the
    /// other's.
    fn same_setups(&self, game: &Game) -> bool {
        let mut at = 0;
        for a in &self.root_history {
            if let crate::game::Action::Setup(n) = *a {
                let changes = game.setup_changes(n).unwrap_or(&[]);
                if self.root_setups.get(at..at + changes.len()) != Some(changes) {
                    return false;
                }
                at += changes.len();
            }
        }
        true
    }

    /// Makes `game`'s position the root: the subtree of that position when the game
    /// has gone on from the last root by moves the tree holds, else a new tree. A
    /// tree more than half full is not reused.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn set_root(&mut self, game: &Game) {
        let history = game.history();
        let reused = history.starts_with(&self.root_history)
            && self.same_setups(game)
            && self.tree.len() * 2 < self.tree.capacity()
            && self.follow(&history[self.root_history.len()..]);
        if !reused {
            let last = game.last_move().and_then(|(_, p)| p);
            self.tree.reset(last.map_or(PASS, |p| p as u16));
        }
        self.root_board.copy_from(game.board());
        self.root_color = game.to_move();
        self.root_ko = game.ko_point();
        self.root_last = game.last_move().and_then(|(_, p)| p);
        self.root_history.clear();
        self.root_history.extend_from_slice(history);
        self.root_setups.clear();
        for a in history {
            if let crate::game::Action::Setup(n) = *a {
                self.root_setups
                    .extend_from_slice(game.setup_changes(n).unwrap_or(&[]));
            }
        }
        self.owners.fill(0);
        self.owner_playouts = 0;
        self.expand_root(game);
    }

    /// Moves the root down the tree along `actions` (stones and passes); false if
    /// the tree does not hold them.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn follow(&mut self, actions: &[crate::game::Action]) -> bool {
        use crate::game::Action;
        let mut node = self.tree.root;
        for a in actions {
            let mv = match *a {
                Action::Play(_, p) => p as u16,
                _ => return false,
            };
            match self.tree.child(node, mv) {
                Some(c) => node = c,
                None => return false,
            }
        }
        self.tree.root = node;
        true
    }

    /// Gives the root its children if it has none: the legal moves (superko
    /// included) that fill no own eye.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn expand_root(&mut self, game: &Game) {
        if self.tree.get(self.tree.root).children > 0 {
            // A reused root: drop children the game no longer allows (superko).
            return self.prune_root(game);
        }
        self.policy.board.copy_from(&self.root_board);
        let root = self.tree.root;
        let (color, ko, last) = (self.root_color, self.root_ko, self.root_last);
        self.expand(root, color, ko, last, Some(game));
    }

    /// Drops the root's children that `game` refuses (superko): each is replaced by
    /// the last child, and the root has one child fewer.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn prune_root(&mut self, game: &Game) {
        let root = self.tree.root;
        let mut i = 0;
        while i < self.tree.get(root).children as usize {
            let kids = self.tree.children_mut(root);
            if game.is_legal(kids[i].mv as usize) {
                i += 1;
            } else {
                let last = kids.len() - 1;
                kids.swap(i, last);
                self.tree.get_mut(root).children -= 1;
            }
        }
    }

    /// Gives `node`, whose position is the policy's board with `color` to move, its
    /// children with their priors. At the root, `game` judges legality. False when
    /// the arena is full.
    fn expand(
        &mut self,
        node: NodeId,
        color: Color,
        ko: Option<Point>,
        last: Option<Point>,
        game: Option<&Game>,
    ) -> bool {
        let board = &self.policy.board;
        let ko = ko.unwrap_or(0);
        let mut count = 0;
        for p in board.points() {
            if candidate(board, p, color, ko, game) {
                count += 1;
            }
        }
        let Some(first) = self.tree.alloc(count) else {
            return false;
        };
        self.mark_atari_libs(color);
        let board = &self.policy.board;
        let patterns = Patterns::get();
        let mut i = first;
        for p in board.points() {
            if !candidate(board, p, color, ko, game) {
                continue;
            }
            let (visits, wins) = prior(
                board,
                p,
                color,
                last,
                &self.atari_libs,
                patterns,
                &self.params,
            );
            *self.tree.get_mut(i) = super::tree::Node {
                mv: p as u16,
                prior_visits: visits,
                prior_wins: wins,
                ..Default::default()
            };
            i += 1;
        }
        let n = self.tree.get_mut(node);
        n.first = first;
        n.children = count as u16;
        true
    }

    /// Marks the liberties of `color`'s chains in atari on the policy's board.
    fn mark_atari_libs(&mut self, color: Color) {
        self.atari_libs.fill(false);
        let b = &self.policy.board;
        for p in b.points() {
            if b.cell(p) == color.cell() && b.chain_head(p) == p {
                if let Some(q) = b.atari_liberty(p) {
                    self.atari_libs[q] = true;
                }
            }
        }
    }

    /// Runs `n` simulations.
    pub(crate) fn run(&mut self, n: u32) {
        for _ in 0..n {
            self.simulate();
        }
    }

    /// One simulation: down the tree, a playout, the result back up.
    fn simulate(&mut self) {
        self.policy.board.copy_from(&self.root_board);
        self.policy.first.clear(self.root_board.padded_len());
        self.path.clear();
        let (mut color, mut ko, mut last) = (self.root_color, self.root_ko, self.root_last);
        let mut node = self.tree.root;
        let mut ply = 0;
        loop {
            self.path.push(node);
            let n = *self.tree.get(node);
            if n.children == 0 {
                // The root has its children from `expand_root`, which judges them by
                // the game (superko): none means no move but a pass.
                let expanded = node != self.tree.root
                    && n.visits >= self.params.expand_visits
                    && self.path.len() < MAX_DEPTH
                    && self.expand(node, color, ko, last, None);
                if !expanded || self.tree.get(node).children == 0 {
                    break;
                }
            }
            let child = self.select(node);
            let p = self.tree.get(child).mv as usize;
            ko = self.policy.board.place_quietly(p, color).ko;
            self.policy.first.mark(p, color, ply);
            last = Some(p);
            color = color.opponent();
            node = child;
            ply += 1;
        }
        self.policy.play_out(color, ko, last, ply, &mut self.rng);
        let black = self.black_result();
        self.tally_owners();
        self.back_up(black);
    }

    /// The child of `node` of highest urgency.
    #[inline]
    fn select(&self, node: NodeId) -> NodeId {
        let parent = self.tree.get(node);
        let log_n = if self.params.exploration > 0.0 {
            ((parent.visits + 1) as f32).ln()
        } else {
            0.0
        };
        let k = self.params.rave_equiv;
        let mut best = (f32::MIN, 0);
        for (i, c) in self.tree.children(node).iter().enumerate() {
            let n = c.visits as f32 + c.prior_visits as f32;
            let mut v = c.value();
            if c.amaf_visits > 0 {
                let na = c.amaf_visits as f32;
                let beta = na / (na + n + n * na / k);
                v = (1.0 - beta) * v + beta * (c.amaf_wins / na);
            }
            if log_n > 0.0 {
                v += self.params.exploration * (log_n / (n + 1.0)).sqrt();
            }
            if v > best.0 {
                best = (v, i);
            }
        }
        parent.first + best.1 as NodeId
    }

    /// 1 if Black won the playout just played, 0 if White did, ½ for a draw.
    fn black_result(&self) -> f32 {
        let area = area_counts(&self.policy.board);
        let black = HalfPoints(2 * area.black as i32);
        let white = HalfPoints(2 * area.white as i32);
        match decide(&self.rules, self.handicap, black, white).winner {
            Winner::Black => 1.0,
            Winner::White => 0.0,
            Winner::Draw | Winner::NoResult => 0.5,
        }
    }

    /// Adds the playout's final owner of each point to the sums.
    fn tally_owners(&mut self) {
        let b = &self.policy.board;
        for p in b.points() {
            let owner = match b.cell(p) {
                EMPTY => {
                    let mut seen = 0;
                    for n in b.neighbors(p) {
                        let v = b.cell(n);
                        if v != BORDER {
                            seen |= v;
                        }
                    }
                    seen
                }
                v => v,
            };
            match owner {
                1 => self.owners[p] += 1,
                2 => self.owners[p] -= 1,
                _ => {}
            }
        }
        self.owner_playouts += 1;
    }

    /// Updates the nodes of the path, and the all-moves-as-first statistics of their
    /// children, with the result (`black`: Black's share of the win).
    fn back_up(&mut self, black: f32) {
        let won = |c: Color| {
            if c == Color::Black {
                black
            } else {
                1.0 - black
            }
        };
        for d in 0..self.path.len() {
            let node = self.path[d];
            // The mover into the node at depth d played at depth d − 1.
            let to_move = if d % 2 == 0 {
                self.root_color
            } else {
                self.root_color.opponent()
            };
            let n = self.tree.get_mut(node);
            n.visits += 1;
            n.wins += won(to_move.opponent());
            if n.children == 0 {
                continue;
            }
            let result = won(to_move);
            let first = &self.policy.first;
            for c in self.tree.children_mut(node) {
                if first.first_by(c.mv as usize, to_move, d as u32) {
                    c.amaf_visits += 1;
                    c.amaf_wins += result;
                }
            }
        }
    }

    /// The expected final owner of each point, row-major, in [−1, 1] (Black positive).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn ownership(&self) -> Vec<f32> {
        let n = self.owner_playouts.max(1) as f32;
        self.root_board
            .points()
            .map(|p| self.owners[p] as f32 / n)
            .collect()
    }

    /// The expected owner of one point, in [−1, 1] (Black positive).
    pub(crate) fn owner(&self, p: Point) -> f32 {
        self.owners[p] as f32 / self.owner_playouts.max(1) as f32
    }
}

/// Whether the tree gives `color` a child at `p`: an empty point, not the ko, neither
/// an own eye nor a suicide, and legal for `game` at the root.
#[inline]
fn candidate(board: &Board, p: Point, color: Color, ko: Point, game: Option<&Game>) -> bool {
    board.cell(p) == EMPTY
        && p != ko
        && board.is_playout_move(p, color)
        && game.is_none_or(|g| g.is_legal(p))
}

/// The prior of `color` at `p`: (virtual simulations, virtual wins).
fn prior(
    board: &Board,
    p: Point,
    color: Color,
    last: Option<Point>,
    atari_libs: &[bool],
    patterns: &Patterns,
    params: &Params,
) -> (u16, u16) {
    let mut visits = params.prior_even as u32;
    let mut wins = visits / 2;
    // Virtual simulations, all won.
    macro_rules! win {
        ($n:expr) => {{
            visits += $n as u32;
            wins += $n as u32;
        }};
    }
    let captures = board.captured_by(p, color);
    if captures == 1 {
        win!(params.prior_capture_one);
    } else if captures > 1 {
        win!(params.prior_capture_many);
    }
    if atari_libs[p] && board.self_atari(p, color).is_none() {
        win!(params.prior_escape);
    }
    if patterns.matches(board, p) {
        win!(params.prior_pattern);
    }
    if let Some(l) = last {
        let (x, y) = board.xy(p);
        let (lx, ly) = board.xy(l);
        let (dx, dy) = (x.abs_diff(lx), y.abs_diff(ly));
        let d = dx + dy + dx.max(dy);
        match d {
            2 => win!(params.prior_near[0]),
            3 => win!(params.prior_near[1]),
            4 | 5 => win!(params.prior_near[2]),
            _ => {}
        }
    }
    if !sensible_self_atari(board, p, color) {
        visits += params.prior_self_atari as u32;
    }
    if far_from_stones(board, p) {
        let (x, y) = board.xy(p);
        let line = x
            .min(y)
            .min(board.width() - 1 - x)
            .min(board.height() - 1 - y);
        match line {
            0 | 1 => visits += params.prior_empty_area as u32,
            2 => win!(params.prior_empty_area),
            _ => {}
        }
    }
    (
        visits.min(u16::MAX as u32) as u16,
        wins.min(u16::MAX as u32) as u16,
    )
}

/// No stone within three points (Manhattan distance) of `p`: row by row, the
/// `2 × (3 − |dy|) + 1` cells around its column, cut at the board's sides.
fn far_from_stones(board: &Board, p: Point) -> bool {
    let (x, y) = board.xy(p);
    let (w, h) = (board.width(), board.height());
    (y.saturating_sub(3)..(y + 4).min(h)).all(|qy| {
        let r = 3 - qy.abs_diff(y);
        let row = board.point_unchecked(0, qy);
        (row + x.saturating_sub(r)..=row + (x + r).min(w - 1)).all(|q| board.cell(q) == EMPTY)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `far_from_stones` agrees with every point within three of `p` looked at one
    /// by one, on random positions of boards of several shapes.
    #[test]
    fn far_from_stones_looks_at_every_point_within_three() {
        let mut rng = Rng::new(3);
        for (w, h) in [(2, 2), (3, 7), (7, 3), (9, 9), (13, 13), (19, 19)] {
            let mut b = Board::new(w, h).unwrap();
            let mut color = Color::Black;
            for _ in 0..w * h / 2 {
                for p in b.points() {
                    let (x, y) = b.xy(p);
                    let near = b.points().any(|q| {
                        let (qx, qy) = b.xy(q);
                        qx.abs_diff(x) + qy.abs_diff(y) <= 3 && b.cell(q) != EMPTY
                    });
                    assert_eq!(far_from_stones(&b, p), !near, "{:?} on {w}x{h}", (x, y));
                }
                let empty: Vec<_> = b.points().filter(|&p| b.cell(p) == EMPTY).collect();
                let p = empty[rng.below(empty.len() as u32) as usize];
                if b.legality(p, color, false).is_some() {
                    b.place(p, color, |_| {});
                }
                color = color.opponent();
            }
        }
    }
}
