//! A search guided by an evaluator, in the manner of AlphaZero and KataGo (PUCT):
//! the evaluator's policy is each move's prior, its value with a score utility is
//! each position's evaluation, and there are no random playouts.
//!
//! The search knows nothing of networks: it asks an [`Evaluator`] (the seam of
//! Fuego's design) to read a [`Game`]'s position into a [`NetOutput`]: a policy over
//! the points and pass, the chances of winning and losing and the score lead for the
//! side to move, and the ownership of every point. A KataGo network is one such
//! evaluator; the tests use a simple one that counts the area.
//!
//! **A visit** walks down from the root, at each node taking the move of highest
//! `Q + c · P · √N / (1 + n)`, where `Q` is the move's mean utility for the mover,
//! `P` its prior, `n` its visits and `N` the node's. A move not yet visited has the
//! node's own value less a reduction growing with the priors already explored
//! (first-play urgency reduction). The leaf is evaluated once and gets its moves;
//! its utility, `win − loss + w · (2/π) · atan((lead − c) / s)` (the lead centred on
//! the root's expected lead `c`, scaled by the board's side `s`), goes back up.
//! A game ended in the tree (two passes) is counted instead: the stones the
//! evaluator's ownership takes as dead are removed and the rules count the rest.
//!
//! **The move** is the most visited. Then the end of the game (`end.rs`): it never
//! passes when passing loses and a move wins; under territory counting it does not
//! fill its own territory, and passes rather than fill the last dame of a settled
//! board when passing does not lose; it resigns (option) only when every one of several
//! searches in a row found the game clearly lost.
//!
//! **Levels** 1 to 10: the low levels draw the move from the raw policy with a
//! temperature after a search capped at a few visits, so that a beginner meets
//! moves a person might play; the cap rises with the level, and level 10 searches
//! the whole budget.
//!
//! **Deterministic:** the same seed and visit budget give the same moves (given a
//! deterministic evaluator). **Tree reuse:** when the game has gone on along moves
//! the tree holds, their subtree is kept. **Memory:** the arena (`tree.rs`) grows to
//! the largest search and is kept; a visit allocates nothing once it has (a game
//! ended in the tree is counted once, with an allocation, and remembered).
//!
//! ```
//! use tengen::bot::puct::{Evaluator, NetOutput, Options, PuctBot};
//! use tengen::{Game, Handicap, Preset, Rules};
//! // An evaluator that knows nothing: every legal move alike, an even game.
//! struct Flat(Vec<u8>);
//! impl Evaluator for Flat {
//!     fn evaluate(&mut self, game: &Game, out: &mut NetOutput) {
//!         let area = game.board().area();
//!         self.0.resize(area, 0);
//!         game.legal_moves_into(&mut self.0);
//!         out.reset(area);
//!         for (p, &l) in out.policy.iter_mut().zip(&self.0) {
//!             *p = l as f32;
//!         }
//!         out.policy[area] = 1.0;
//!     }
//! }
//! let game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
//! let mut bot = PuctBot::new(Flat(Vec::new()), Options { visits: Some(50), ..Options::default() }).unwrap();
//! let m = bot.genmove(&game).unwrap();
//! assert_eq!(m.playouts, 50);
//! assert!(m.point.is_some_and(|p| game.is_legal(p)));
//! ```

mod end;
mod net;
mod tree;

pub use end::{
    dead_by_ownership, dead_by_ownership_below, dead_by_search, dead_stone_positions,
    search_ownership, DEAD_VISITS, SEARCH_DEAD,
};

#[cfg(test)]
mod tests;

use super::{default_clock, BotError, Clock, MAX_MEMORY_MB, MAX_TIME_MS};
use crate::board::Point;
use crate::color::Color;
use crate::game::{Action, Game};
use crate::rng::Rng;
use tree::{Tree, NONE, PASS};

/// The most visits one search may be given.
pub const MAX_VISITS: u32 = 10_000_000;
/// Visits of a search when no budget is given.
pub const DEFAULT_VISITS: u32 = 200;

/// What an evaluator says of a position. Everything is for the side to move except
/// the ownership, which is −1 (White) to 1 (Black), as in [`crate::bot::Analysis`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NetOutput {
    /// The prior of each move: `width * height` points row-major from the top left,
    /// then pass. Illegal moves 0; the search normalises the rest.
    pub policy: Vec<f32>,
    /// The chance the side to move wins.
    pub winrate: f32,
    /// The chance it loses (the rest is a draw or no result).
    pub lossrate: f32,
    /// Its expected lead, in points.
    pub score_lead: f32,
    /// The standard deviation of the final score, in points.
    pub score_stdev: f32,
    /// The expected owner of each point, row-major, −1 White to 1 Black.
    pub ownership: Vec<f32>,
}

impl NetOutput {
    /// Zeroes everything for a board of `area` points (no allocation once the
    /// vectors have grown to it).
    pub fn reset(&mut self, area: usize) {
        self.policy.clear();
        self.policy.resize(area + 1, 0.0);
        self.ownership.clear();
        self.ownership.resize(area, 0.0);
        self.winrate = 0.5;
        self.lossrate = 0.5;
        self.score_lead = 0.0;
        self.score_stdev = 0.0;
    }
}

/// Reads positions for the search: a network, or anything else that can.
pub trait Evaluator {
    /// Writes into `out` what it makes of `game`'s position (the game is not over).
    /// `out` holds the previous evaluation's vectors, to be overwritten.
    fn evaluate(&mut self, game: &Game, out: &mut NetOutput);
}

/// An evaluator lent to a search (one made for a single question, as
/// [`search_ownership`]'s) reads as itself.
impl<E: Evaluator + ?Sized> Evaluator for &mut E {
    fn evaluate(&mut self, game: &Game, out: &mut NetOutput) {
        (**self).evaluate(game, out);
    }
}

/// The search's constants; [`Params::default`] is full strength.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Params {
    /// Weight of the exploration term (utility runs from about −1.3 to 1.3).
    pub c_puct: f32,
    /// First-play urgency reduction below the root: an unvisited move's value is
    /// the node's less this times the square root of the priors already visited.
    pub fpu_reduction: f32,
    /// The same at the root.
    pub root_fpu_reduction: f32,
    /// Weight of the score in the utility.
    pub score_weight: f32,
    /// The score's scale, times the square root of the board's area, in points.
    pub score_scale: f32,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            c_puct: 1.1,
            fpu_reduction: 0.2,
            root_fpu_reduction: 0.1,
            score_weight: 0.3,
            score_scale: 0.4,
        }
    }
}

/// How the bot plays. Every field has a default ([`Options::default`]); these are
/// the fields of the JavaScript `new Bot({ net, level, visits, timeMs, seed,
/// resign })`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// 1 (a beginner) to 10 (full strength at the budget). Default 10.
    pub level: u8,
    /// Visits per move (evaluations this search). With `time_ms` too, the first
    /// reached ends the search; with neither, [`DEFAULT_VISITS`].
    pub visits: Option<u32>,
    /// Milliseconds per move.
    pub time_ms: Option<u32>,
    /// Seed of the random draws (the low levels' moves). Default 1.
    pub seed: u64,
    /// Resign when clearly lost over several moves. Default on.
    pub resign: bool,
    /// The root's policy temperature: priors raised to `1 / t` and normalised
    /// (above 1 the search looks wider at the root). Default 1.
    pub root_temperature: f32,
    /// The tree's memory bound, in megabytes. Default 256.
    pub memory_mb: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            level: 10,
            visits: None,
            time_ms: None,
            seed: 1,
            resign: true,
            root_temperature: 1.0,
            memory_mb: 256,
        }
    }
}

/// A search's budget: visits, a time, or whichever comes first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// At most this many visits.
    pub visits: Option<u32>,
    /// At most about this many milliseconds.
    pub time_ms: Option<u32>,
}

impl Budget {
    /// The budget of a bot's options.
    pub fn of(options: &Options) -> Budget {
        let visits = match (options.visits, options.time_ms) {
            (None, None) => Some(DEFAULT_VISITS),
            (v, _) => v,
        };
        Budget {
            visits,
            time_ms: options.time_ms,
        }
    }

    /// This budget at a level: visits capped by the level's cap.
    pub fn at_level(self, level: u8) -> Budget {
        match level_cap(level) {
            Some(cap) => Budget {
                visits: Some(self.visits.map_or(cap, |v| v.min(cap))),
                ..self
            },
            None => self,
        }
    }

    fn check(self) -> Result<(), BotError> {
        if self.visits.is_some_and(|n| !(1..=MAX_VISITS).contains(&n)) {
            return Err(BotError::InvalidOption("visits"));
        }
        if self
            .time_ms
            .is_some_and(|ms| !(1..=MAX_TIME_MS).contains(&ms))
        {
            return Err(BotError::InvalidOption("timeMs"));
        }
        if self.visits.is_none() && self.time_ms.is_none() {
            return Err(BotError::InvalidOption("visits"));
        }
        Ok(())
    }
}

/// The visits a level may search (`None`: the whole budget).
fn level_cap(level: u8) -> Option<u32> {
    const CAPS: [u32; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 400];
    CAPS.get(level.clamp(1, 10) as usize - 1).copied()
}

/// The temperature of the low levels' draw from the raw policy (`None`: no draw,
/// the most visited move).
fn level_temperature(level: u8) -> Option<f32> {
    match level {
        0 | 1 => Some(1.0),
        2 => Some(0.8),
        3 => Some(0.6),
        4 => Some(0.4),
        _ => None,
    }
}

/// The bot's choice, not yet played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuctMove {
    /// The point to play, or `None` to pass (or with `resign`).
    pub point: Option<Point>,
    /// The bot resigns.
    pub resign: bool,
    /// The chance of winning for the side to move, from the search (0 to 1).
    pub winrate: f32,
    /// The side to move's expected lead, in points.
    pub score_lead: f32,
    /// Visits of the root (those of earlier searches kept with the tree included).
    pub visits: u32,
    /// Visits this search made (evaluations asked for).
    pub playouts: u32,
    /// Milliseconds it took.
    pub ms: u32,
}

/// One candidate of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct PuctMoveInfo {
    /// The move (`None`: a pass).
    pub point: Option<Point>,
    /// Visits through it.
    pub visits: u32,
    /// The mover's chance of winning by it (0 to 1).
    pub winrate: f32,
    /// The mover's expected lead after it, in points.
    pub score_lead: f32,
    /// The standard deviation of the final score after it, in points: the spread
    /// of each evaluation under it and that between them.
    pub score_stdev: f32,
    /// The mover's mean utility by it (win − loss plus the score's share: about
    /// −1.3 to 1.3), what the search compares moves by.
    pub utility: f32,
    /// The evaluator's prior for it (0 to 1).
    pub prior: f32,
    /// The expected continuation, this move first.
    pub pv: Vec<Option<Point>>,
}

/// What the search thinks of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct PuctAnalysis {
    /// The chance of winning for the side to move (0 to 1).
    pub winrate: f32,
    /// Its expected lead, in points.
    pub score_lead: f32,
    /// The standard deviation of the final score, in points.
    pub score_stdev: f32,
    /// Its mean utility (see [`PuctMoveInfo::utility`]).
    pub utility: f32,
    /// Visits of the root.
    pub visits: u32,
    /// Milliseconds it took.
    pub ms: u32,
    /// The expected final owner of each point, row-major, −1 (White) to 1 (Black):
    /// the mean of the evaluations of this search.
    pub ownership: Vec<f32>,
    /// The candidates visited, most visited first.
    pub moves: Vec<PuctMoveInfo>,
}

/// A computer player that searches with an [`Evaluator`]: see the module
/// documentation.
pub struct PuctBot<E: Evaluator> {
    evaluator: E,
    options: Options,
    budget: Budget,
    params: Params,
    clock: Clock,
    tree: Tree,
    /// The root position, into which each visit plays its moves and takes them back.
    game: Option<Game>,
    /// The record of the root position, to recognise a game that has gone on.
    root_history: Vec<Action>,
    /// The root's priors have had the root temperature.
    root_tempered: bool,
    /// Centre of the score utility: the root player's expected lead.
    center: f32,
    out: NetOutput,
    legal: Vec<u8>,
    path: Vec<u32>,
    /// Sum of the ownership of this search's evaluations, and their number.
    owner_sum: Vec<f32>,
    owner_n: u32,
    rng: Rng,
    /// Consecutive searches that found the game clearly lost.
    lost_searches: u32,
    /// Visits of the search under way, and when it started.
    playouts: u32,
    /// `start` evaluated a new root: the first visit of the budget that follows.
    root_visit_pending: bool,
    started: f64,
}

impl<E: Evaluator> PuctBot<E> {
    /// A bot reading positions with `evaluator`, or the name of the first option
    /// out of range.
    pub fn new(evaluator: E, options: Options) -> Result<PuctBot<E>, BotError> {
        if !(1..=10).contains(&options.level) {
            return Err(BotError::InvalidOption("level"));
        }
        if !(1..=MAX_MEMORY_MB).contains(&options.memory_mb) {
            return Err(BotError::InvalidOption("memory"));
        }
        let t = options.root_temperature;
        if !(t.is_finite() && (0.05..=20.0).contains(&t)) {
            return Err(BotError::InvalidOption("rootTemperature"));
        }
        let budget = Budget::of(&options);
        budget.check()?;
        Ok(PuctBot {
            evaluator,
            budget,
            params: Params::default(),
            clock: default_clock,
            tree: Tree::new(options.memory_mb as usize * (1 << 20)),
            game: None,
            root_history: Vec::new(),
            root_tempered: false,
            center: 0.0,
            out: NetOutput::default(),
            legal: Vec::new(),
            path: Vec::with_capacity(64),
            owner_sum: Vec::new(),
            owner_n: 0,
            rng: Rng::new(options.seed ^ 0x9C7),
            lost_searches: 0,
            playouts: 0,
            root_visit_pending: false,
            started: 0.0,
            options,
        })
    }

    /// The options it was made with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The evaluator, to change its settings.
    pub fn evaluator_mut(&mut self) -> &mut E {
        &mut self.evaluator
    }

    /// Sets the clock that time budgets are measured with.
    pub fn set_clock(&mut self, clock: Clock) {
        self.clock = clock;
    }

    /// Sets the budget [`PuctBot::genmove`] uses.
    pub fn set_budget(&mut self, budget: Budget) -> Result<(), BotError> {
        budget.check()?;
        self.budget = budget;
        Ok(())
    }

    /// Replaces the search's constants (the tree is dropped).
    pub fn set_params(&mut self, params: Params) {
        self.params = params;
        self.game = None;
    }

    /// The move the bot would play for the side to move, at its budget and level.
    pub fn genmove(&mut self, game: &Game) -> Result<PuctMove, BotError> {
        self.genmove_with(game, self.budget)
    }

    /// [`PuctBot::genmove`] with another budget.
    pub fn genmove_with(&mut self, game: &Game, budget: Budget) -> Result<PuctMove, BotError> {
        budget.check()?;
        self.start(game)?;
        self.think(budget.at_level(self.options.level));
        Ok(self.choose(game))
    }

    /// What the search thinks of the position, at full strength whatever the level.
    pub fn analyze(&mut self, game: &Game, budget: Budget) -> Result<PuctAnalysis, BotError> {
        budget.check()?;
        self.start(game)?;
        self.think(budget);
        Ok(self.analysis())
    }

    /// Sets the position to search from, keeping the subtree of the last search
    /// when the game has gone on along it. Step by step use: `start`,
    /// [`PuctBot::think`] (as often as wanted), then [`PuctBot::choose`] or
    /// [`PuctBot::analysis`].
    pub fn start(&mut self, game: &Game) -> Result<(), BotError> {
        if game.is_over() {
            return Err(BotError::GameOver);
        }
        let reused = self.reuse(game);
        if !reused {
            self.tree.reset();
            self.lost_searches = 0;
        }
        match &mut self.game {
            Some(g) => g.clone_from(game),
            None => self.game = Some(game.clone()),
        }
        self.root_history.clear();
        self.root_history.extend_from_slice(game.history());
        self.root_tempered = false;
        let area = game.board().area();
        self.owner_sum.clear();
        self.owner_sum.resize(area, 0.0);
        self.owner_n = 0;
        self.legal.resize(area, 0);
        self.playouts = 0;
        self.started = (self.clock)();
        // The root's own evaluation, if new, is this search's first visit.
        self.root_visit_pending = false;
        if !self.tree.nodes[0].expanded {
            self.center = 0.0;
            self.visit();
            self.playouts += 1;
            self.root_visit_pending = true;
        }
        let root = self.tree.nodes[0];
        // The root's stats are for the opponent of the side to move.
        self.center = -(root.score / root.visits.max(1) as f64) as f32;
        self.temper_root();
        Ok(())
    }

    /// Whether the last search's tree holds `game`'s position: the same board and
    /// rules, and a record that goes on from the last root's by moves it holds.
    /// If so, the tree now has that position at its root.
    fn reuse(&mut self, game: &Game) -> bool {
        let Some(old) = &self.game else {
            return false;
        };
        let (a, b) = (old.board(), game.board());
        if a.width() != b.width()
            || a.height() != b.height()
            || old.rules() != game.rules()
            || old.handicap_placement() != game.handicap_placement()
            || !game.history().starts_with(&self.root_history)
            // The same actions, but a setup's stones are its own: two games set up
            // differently share `Setup(0)` in their records.
            || self.root_history.iter().any(|a| {
                matches!(*a, Action::Setup(n) if old.setup_changes(n) != game.setup_changes(n))
            })
        {
            return false;
        }
        let mut node = 0u32;
        // The side to move at each step: moves out of turn are not in the tree.
        let mut color = old.to_move();
        for action in &game.history()[self.root_history.len()..] {
            let mv = match *action {
                Action::Play(c, p) if c == color => p as u16,
                Action::Pass(c) if c == color => PASS,
                _ => return false,
            };
            color = color.opponent();
            match self.tree.child(node, mv) {
                Some(c) if self.tree.nodes[c as usize].expanded => node = c,
                _ => return false,
            }
        }
        self.tree.reroot(node);
        true
    }

    /// Raises the root's priors to `1 / root_temperature`, once per root.
    fn temper_root(&mut self) {
        let t = self.options.root_temperature;
        if self.root_tempered || t == 1.0 {
            return;
        }
        self.root_tempered = true;
        let edges = self.tree.edges_of_mut(0);
        let mut sum = 0.0;
        for e in edges.iter_mut() {
            e.prior = e.prior.powf(1.0 / t);
            sum += e.prior;
        }
        if sum > 0.0 {
            for e in edges.iter_mut() {
                e.prior /= sum;
            }
        }
    }

    /// Visits the tree within `budget` (more may follow); returns the visits made.
    pub fn think(&mut self, budget: Budget) -> u32 {
        if self.game.is_none() {
            return 0;
        }
        let t0 = (self.clock)();
        let max = budget.visits.unwrap_or(MAX_VISITS);
        let mut done = 0;
        // The root's first evaluation, made by `start`, counts towards the budget.
        let already = std::mem::take(&mut self.root_visit_pending) as u32;
        while done + already < max {
            if let Some(ms) = budget.time_ms {
                if (self.clock)() - t0 >= ms as f64 {
                    break;
                }
            }
            self.visit();
            done += 1;
        }
        self.playouts += done;
        done
    }

    /// Visits until this search has made `total` visits in all (the root's first
    /// evaluation included), for at most `time_ms` if given: the slices of a search
    /// run in steps (a worker that listens between them). Returns the visits made.
    pub fn think_up_to(&mut self, total: u32, time_ms: Option<u32>) -> u32 {
        let pending = self.root_visit_pending as u32;
        let max = total.saturating_sub(self.playouts) + pending;
        if max == 0 {
            return 0;
        }
        self.think(Budget {
            visits: Some(max),
            time_ms,
        })
    }

    /// Visits this search has made so far (the root's first evaluation included).
    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// One visit: down the tree to a leaf, its evaluation back up.
    fn visit(&mut self) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        let root_color = game.to_move();
        self.path.clear();
        let mut node = 0u32;
        let mut played = 0;
        let value: Value;
        loop {
            self.path.push(node);
            let n = self.tree.nodes[node as usize];
            if n.terminal {
                value = n.value();
                break;
            }
            if !n.expanded {
                value = expand(
                    &mut self.tree,
                    &mut self.evaluator,
                    game,
                    node,
                    &mut self.out,
                    &mut self.legal,
                    &self.params,
                    self.center,
                    root_color,
                    &mut self.owner_sum,
                    &mut self.owner_n,
                );
                break;
            }
            let Some(i) = select(&self.tree, node, &self.params, node == 0) else {
                value = n.value();
                break;
            };
            let edge = self.tree.edges[i];
            let ok = if edge.mv == PASS {
                game.pass().is_ok()
            } else {
                game.play(edge.mv as Point).is_ok()
            };
            if !ok {
                // Cannot happen: the edges are the legal moves of this very game.
                self.tree.edges[i].prior = 0.0;
                value = n.value();
                break;
            }
            played += 1;
            let child = if edge.child == NONE {
                match self.tree.alloc_node() {
                    Some(c) => {
                        self.tree.edges[i].child = c;
                        c
                    }
                    None => {
                        // The arena is full: the position is valued, not kept. The
                        // value is for its side to move, who moved into `node`.
                        value = if game.is_over() {
                            let v = count_end(
                                &mut self.evaluator,
                                game,
                                &mut self.out,
                                &self.params,
                                self.center,
                                root_color,
                            );
                            (-v.0, -v.1, -v.2, v.3)
                        } else {
                            evaluate_leaf(
                                &mut self.evaluator,
                                game,
                                &mut self.out,
                                &self.params,
                                self.center,
                                root_color,
                            )
                        };
                        break;
                    }
                }
            } else {
                edge.child
            };
            if game.is_over() && !self.tree.nodes[child as usize].terminal {
                let v = count_end(
                    &mut self.evaluator,
                    game,
                    &mut self.out,
                    &self.params,
                    self.center,
                    root_color,
                );
                let c = &mut self.tree.nodes[child as usize];
                c.terminal = true;
                c.expanded = true;
                self.path.push(child);
                value = v;
                break;
            }
            node = child;
        }
        for _ in 0..played {
            game.undo();
        }
        // `value` is for the player who moved into the last node of the path;
        // each level up flips it.
        let (mut u, mut wl, mut s, sq) = value;
        for &id in self.path.iter().rev() {
            let n = &mut self.tree.nodes[id as usize];
            n.visits += 1;
            n.utility += u;
            n.wl += wl;
            n.score += s;
            n.score_sq += sq;
            (u, wl, s) = (-u, -wl, -s);
        }
    }

    /// The move to play after the visits so far, with the end-of-game decisions
    /// (`end.rs`) and resignation.
    pub fn choose(&mut self, game: &Game) -> PuctMove {
        let ms = ((self.clock)() - self.started).max(0.0) as u32;
        let root = self.tree.nodes[0];
        let (_, wl, score) = root.means();
        // The root's sums are for the opponent of the side to move.
        let (winrate, score_lead) = (((1.0 - wl) / 2.0) as f32, -score as f32);
        let mut point = match level_temperature(self.options.level) {
            Some(t) => self.draw(t),
            None => self.most_visited(),
        };
        point = end::adjust(self, game, point);
        let mut resign = false;
        if self.options.resign {
            if winrate < end::RESIGN_WINRATE && score_lead < -end::resign_lead(game) {
                self.lost_searches += 1;
            } else {
                self.lost_searches = 0;
            }
            resign = self.lost_searches >= end::RESIGN_SEARCHES;
        }
        PuctMove {
            point: if resign { None } else { point },
            resign,
            winrate,
            score_lead,
            visits: root.visits,
            playouts: self.playouts,
            ms,
        }
    }

    /// The root's most visited move, `None` for a pass (ties: the higher prior,
    /// which comes first).
    fn most_visited(&self) -> Option<Point> {
        let mut best: Option<(u32, u16)> = None;
        for e in self.tree.edges_of(0) {
            let v = self.visits_of(e.child);
            if best.is_none_or(|(bv, _)| v > bv) {
                best = Some((v, e.mv));
            }
        }
        best.and_then(|(_, mv)| point_of(mv))
    }

    /// A move drawn from the root's priors raised to `1 / t`, among those with at
    /// least a fiftieth of the best's probability.
    fn draw(&mut self, t: f32) -> Option<Point> {
        let edges = self.tree.edges_of(0);
        let top = edges.iter().map(|e| e.prior).fold(0.0, f32::max);
        let weight = |p: f32| {
            if p >= top / 50.0 && p > 0.0 {
                (p as f64 / top as f64).powf(1.0 / t as f64)
            } else {
                0.0
            }
        };
        let total: f64 = edges.iter().map(|e| weight(e.prior)).sum();
        if total <= 0.0 {
            return self.most_visited();
        }
        let mut r = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        for e in edges {
            r -= weight(e.prior);
            if r < 0.0 {
                return point_of(e.mv);
            }
        }
        self.most_visited()
    }

    pub(crate) fn visits_of(&self, child: u32) -> u32 {
        if child == NONE {
            0
        } else {
            self.tree.nodes[child as usize].visits
        }
    }

    /// The analysis of the visits so far.
    pub fn analysis(&self) -> PuctAnalysis {
        let ms = ((self.clock)() - self.started).max(0.0) as u32;
        let root = self.tree.nodes[0];
        let (utility, wl, score) = root.means();
        let mut moves: Vec<PuctMoveInfo> = self
            .tree
            .edges_of(0)
            .iter()
            .filter(|e| e.child != NONE)
            .map(|e| {
                let c = self.tree.nodes[e.child as usize];
                let (u, wl, s) = c.means();
                PuctMoveInfo {
                    point: point_of(e.mv),
                    visits: c.visits,
                    winrate: ((1.0 + wl) / 2.0) as f32,
                    score_lead: s as f32,
                    score_stdev: c.score_stdev() as f32,
                    utility: u as f32,
                    prior: e.prior,
                    pv: self.principal_variation(e.mv, e.child),
                }
            })
            .collect();
        super::most_first(&mut moves, |m| m.visits);
        PuctAnalysis {
            winrate: ((1.0 - wl) / 2.0) as f32,
            score_lead: -score as f32,
            score_stdev: root.score_stdev() as f32,
            utility: -utility as f32,
            visits: root.visits,
            ms,
            ownership: self.ownership(),
            moves,
        }
    }

    /// The root's moves and their priors (after the root temperature), highest
    /// first, the unvisited ones too (empty before [`PuctBot::start`]): what an
    /// analysis asked for more moves than were visited adds.
    pub fn priors(&self) -> Vec<(Option<Point>, f32)> {
        if self.game.is_none() {
            return Vec::new();
        }
        // The edges are sorted by prior, which the temperature keeps in order.
        self.tree
            .edges_of(0)
            .iter()
            .map(|e| (point_of(e.mv), e.prior))
            .collect()
    }

    /// The mean ownership of this search's evaluations (−1 White to 1 Black).
    pub fn ownership(&self) -> Vec<f32> {
        let n = self.owner_n.max(1) as f32;
        self.owner_sum.iter().map(|&s| s / n).collect()
    }

    /// The most visited line from the move `mv` into `node` (at most 30 moves).
    fn principal_variation(&self, mv: u16, mut node: u32) -> Vec<Option<Point>> {
        let mut pv = vec![point_of(mv)];
        while pv.len() < 30 {
            let next = self
                .tree
                .edges_of(node)
                .iter()
                .filter(|e| e.child != NONE)
                .max_by_key(|e| self.tree.nodes[e.child as usize].visits);
            match next {
                Some(e) => {
                    pv.push(point_of(e.mv));
                    node = e.child;
                }
                None => break,
            }
        }
        pv
    }
}

/// `None` for a pass.
fn point_of(mv: u16) -> Option<Point> {
    (mv != PASS).then_some(mv as Point)
}

/// The edge of `node` to follow: the highest `Q + c · P · √N / (1 + n)`. The edges
/// are sorted by prior, so the first unvisited one is the best unvisited.
#[inline]
fn select(tree: &Tree, node: u32, params: &Params, root: bool) -> Option<usize> {
    let n = &tree.nodes[node as usize];
    // The node's value for its side to move (its sums are for the other player).
    let parent_q = -(n.utility / n.visits.max(1) as f64) as f32;
    let mut visited_mass = 0.0f32;
    let mut child_visits = 0u32;
    for e in tree.edges_of(node) {
        if e.child != NONE {
            let c = &tree.nodes[e.child as usize];
            if c.visits > 0 {
                visited_mass += e.prior;
                child_visits += c.visits;
            }
        }
    }
    let reduction = if root {
        params.root_fpu_reduction
    } else {
        params.fpu_reduction
    };
    let fpu = parent_q - reduction * visited_mass.sqrt();
    let explore = params.c_puct * ((child_visits as f32) + 0.01).sqrt();
    let mut best = (f32::NEG_INFINITY, None);
    let mut unvisited_seen = false;
    for (i, e) in tree.edges_of(node).iter().enumerate() {
        let (q, visits) = match e.child {
            NONE => (fpu, 0),
            c => {
                let c = &tree.nodes[c as usize];
                if c.visits == 0 {
                    (fpu, 0)
                } else {
                    ((c.utility / c.visits as f64) as f32, c.visits)
                }
            }
        };
        if visits == 0 {
            if unvisited_seen || e.prior <= 0.0 && best.1.is_some() {
                continue;
            }
            unvisited_seen = true;
        }
        let v = q + explore * e.prior / (1.0 + visits as f32);
        if v > best.0 {
            best = (v, Some(n.first as usize + i));
        }
    }
    best.1
}

/// What a visit backs up: the utility, win − loss and lead for one player, and
/// the lead's square plus the score's variance (the same for both).
type Value = (f64, f64, f64, f64);

/// The [`Value`] of an evaluation, for the side to move.
fn utility_of(
    out: &NetOutput,
    area: usize,
    params: &Params,
    center: f32,
    to_move_is_root: bool,
) -> Value {
    let wl = (out.winrate - out.lossrate) as f64;
    let lead = out.score_lead as f64;
    let stdev = out.score_stdev as f64;
    (
        utility(wl, lead, area, params, center, to_move_is_root),
        wl,
        lead,
        lead * lead + stdev * stdev,
    )
}

/// `wl + w · (2/π) · atan((lead − c) / s)` for the side to move, with the centre
/// `c` kept for the root's player.
fn utility(
    wl: f64,
    lead: f64,
    area: usize,
    params: &Params,
    center: f32,
    to_move_is_root: bool,
) -> f64 {
    let (lead_root, sign) = if to_move_is_root {
        (lead, 1.0)
    } else {
        (-lead, -1.0)
    };
    let scale = params.score_scale as f64 * (area as f64).sqrt();
    let s = std::f64::consts::FRAC_2_PI * ((lead_root - center as f64) / scale).atan();
    wl + sign * params.score_weight as f64 * s
}

/// Evaluates the position of `game` (not over) without keeping it: the value for
/// the side to move.
fn evaluate_leaf<E: Evaluator>(
    evaluator: &mut E,
    game: &Game,
    out: &mut NetOutput,
    params: &Params,
    center: f32,
    root_color: Color,
) -> Value {
    let area = game.board().area();
    evaluator.evaluate(game, out);
    utility_of(out, area, params, center, game.to_move() == root_color)
}

/// Evaluates `node`, whose position is `game`'s, and gives it its edges: every
/// legal move and pass, with the evaluator's priors normalised, highest first.
/// Returns the value for the player who moved into it.
#[allow(clippy::too_many_arguments)]
fn expand<E: Evaluator>(
    tree: &mut Tree,
    evaluator: &mut E,
    game: &Game,
    node: u32,
    out: &mut NetOutput,
    legal: &mut [u8],
    params: &Params,
    center: f32,
    root_color: Color,
    owner_sum: &mut [f32],
    owner_n: &mut u32,
) -> Value {
    let board = game.board();
    let area = board.area();
    evaluator.evaluate(game, out);
    let (u, wl, s, sq) = utility_of(out, area, params, center, game.to_move() == root_color);
    if out.ownership.len() == owner_sum.len() {
        for (sum, &o) in owner_sum.iter_mut().zip(&out.ownership) {
            *sum += o;
        }
        *owner_n += 1;
    }
    game.legal_moves_into(legal);
    let count = legal[..area].iter().filter(|&&l| l != 0).count() + 1;
    if let Some(first) = tree.alloc_edges(count) {
        let mut k = first as usize;
        let mut sum = 0.0f32;
        let prior = |i: usize| {
            out.policy
                .get(i)
                .copied()
                .filter(|p| p.is_finite() && *p > 0.0)
                .unwrap_or(0.0)
        };
        for y in 0..board.height() {
            for x in 0..board.width() {
                let i = y * board.width() + x;
                if legal[i] != 0 {
                    let p = prior(i);
                    tree.edges[k] = tree::Edge {
                        mv: board.point_unchecked(x, y) as u16,
                        prior: p,
                        child: NONE,
                    };
                    sum += p;
                    k += 1;
                }
            }
        }
        let p = prior(area);
        tree.edges[k] = tree::Edge {
            mv: PASS,
            prior: p,
            child: NONE,
        };
        sum += p;
        let edges = &mut tree.edges[first as usize..first as usize + count];
        for e in edges.iter_mut() {
            e.prior = if sum > 0.0 {
                e.prior / sum
            } else {
                1.0 / count as f32
            };
        }
        edges.sort_unstable_by(|a, b| b.prior.total_cmp(&a.prior).then(a.mv.cmp(&b.mv)));
        let n = &mut tree.nodes[node as usize];
        n.first = first;
        n.edges = count as u16;
        n.expanded = true;
    }
    (-u, -wl, -s, sq)
}

/// The value of a game that ended in the tree, for the player who moved into its
/// last position (who made the last pass): the count of the board with the stones
/// the evaluator's ownership gives to the other side taken as dead, or an even
/// result for a game ended by a cycle.
fn count_end<E: Evaluator>(
    evaluator: &mut E,
    game: &mut Game,
    out: &mut NetOutput,
    params: &Params,
    center: f32,
    root_color: Color,
) -> Value {
    let mover = game.to_move().opponent();
    let Some(margin) = end::final_margin(evaluator, game, out) else {
        return (0.0, 0.0, 0.0, 0.0);
    };
    let lead = margin * f64::from(mover.sign());
    let wl = lead.signum();
    let area = game.board().area();
    (
        utility(wl, lead, area, params, center, mover == root_color),
        wl,
        lead,
        lead * lead,
    )
}
