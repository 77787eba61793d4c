//! A computer opponent: Monte-Carlo tree search (UCT with RAVE), priors from Go
//! knowledge, and playouts that play like a weak player.
//!
//! The pieces, each in its own file: [`pattern`] (3×3 shapes), [`policy`] (the
//! playouts), `tree` (the arena of nodes, which knows nothing of Go), `search` (the
//! simulations) and `end` (when to pass or resign). The bot sits above the rules,
//! the count and the dead-stone guess, and nothing below it knows of it.
//!
//! ```
//! use tengen::bot::{Bot, Options};
//! use tengen::{Game, Handicap, Preset, Rules};
//! let mut game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
//! let mut bot = Bot::new(Options { playouts: Some(500), ..Options::default() }).unwrap();
//! let m = bot.genmove(&game).unwrap();
//! if let Some(p) = m.point {
//!     game.play(p).unwrap();
//! }
//! assert_eq!(m.playouts, 500);
//! ```
//!
//! **Budget.** A number of playouts, a time, or both (the first reached ends the
//! search); with neither, 10,000 playouts. The time is checked between batches of
//! simulations, each a few milliseconds at most.
//!
//! **Determinism.** The same seed, the same playout budget and the same calls give
//! the same moves: nothing depends on the clock unless a time is given.
//!
//! **Memory.** The tree takes at most [`Options::memory_mb`] megabytes (64 by
//! default); when it is full the search goes on without growing it. Its memory is
//! kept for the next search and for the next bot.

mod end;
pub mod pattern;
pub mod policy;
pub mod puct;
mod search;
mod tree;

pub use policy::Heuristics;
pub use search::Params;

use crate::board::Point;
use crate::game::Game;
use crate::rng::Rng;
use search::Search;
use tree::{NodeId, Tree, PASS};

/// Playouts of a search when no budget is given.
pub const DEFAULT_PLAYOUTS: u32 = 10_000;
/// The most playouts one search may be given.
pub const MAX_PLAYOUTS: u32 = 100_000_000;
/// The longest time one search may be given, in milliseconds (an hour).
pub const MAX_TIME_MS: u32 = 3_600_000;
/// The largest tree one bot may be given, in megabytes.
pub const MAX_MEMORY_MB: u32 = 4096;

/// Milliseconds from some fixed moment: the bot's clock. Natively the default
/// measures with [`std::time::Instant`]; a WebAssembly host gives its own
/// ([`Bot::set_clock`]), since the standard library has no clock there.
pub type Clock = fn() -> f64;

/// How a bot plays. Every field has a default ([`Options::default`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// 1 (a beginner) to 10 (full strength at the budget). Default 10.
    pub level: u8,
    /// Playouts per move. With `time_ms` too, the first reached ends the search.
    pub playouts: Option<u32>,
    /// Milliseconds per move.
    pub time_ms: Option<u32>,
    /// Seed of the random numbers. Default 1.
    pub seed: u64,
    /// Resign when clearly lost over several moves. Default on.
    pub resign: bool,
    /// The tree's memory bound, in megabytes. Default 64.
    pub memory_mb: u32,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            level: 10,
            playouts: None,
            time_ms: None,
            seed: 1,
            resign: true,
            memory_mb: 64,
        }
    }
}

/// How long to think: a number of playouts, a time in milliseconds, or both (the
/// first reached ends the search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many playouts.
    Playouts(u32),
    /// About this many milliseconds.
    Time(u32),
    /// Whichever comes first.
    PlayoutsOrTime(u32, u32),
}

impl Budget {
    /// The budget of a bot's options: see [`Options::playouts`].
    pub fn of(options: &Options) -> Budget {
        match (options.playouts, options.time_ms) {
            (Some(n), Some(ms)) => Budget::PlayoutsOrTime(n, ms),
            (Some(n), None) => Budget::Playouts(n),
            (None, Some(ms)) => Budget::Time(ms),
            (None, None) => Budget::Playouts(DEFAULT_PLAYOUTS),
        }
    }

    fn playouts(self) -> Option<u32> {
        match self {
            Budget::Playouts(n) | Budget::PlayoutsOrTime(n, _) => Some(n),
            Budget::Time(_) => None,
        }
    }

    fn time_ms(self) -> Option<u32> {
        match self {
            Budget::Time(ms) | Budget::PlayoutsOrTime(_, ms) => Some(ms),
            Budget::Playouts(_) => None,
        }
    }

    /// The budget of a level: a share of this one (at least a few playouts). Public
    /// for hosts that run a search in slices (the package's Web Worker).
    pub fn at_level(self, level: u8) -> Budget {
        let share = LEVEL_SHARE[(level.clamp(1, 10) - 1) as usize];
        let scale = |n: u32| ((n as f64 * share) as u32).max(8.min(n));
        match self {
            Budget::Playouts(n) => Budget::Playouts(scale(n)),
            Budget::Time(ms) => Budget::Time(scale(ms)),
            Budget::PlayoutsOrTime(n, ms) => Budget::PlayoutsOrTime(scale(n), scale(ms)),
        }
    }
}

/// The share of the budget each level thinks with, from level 1 to 10.
const LEVEL_SHARE: [f64; 10] = [0.004, 0.01, 0.025, 0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.0];
/// Up to this level the move is drawn among the best, weighted by their simulations
/// squared, rather than always the most simulated.
const LEVEL_SAMPLED: u8 = 4;

/// Why a bot refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BotError {
    /// An option is out of range: its name.
    InvalidOption(&'static str),
    /// The game is over.
    GameOver,
}

impl BotError {
    /// A stable code: `invalid-options` or `game-over`.
    pub const fn code(self) -> &'static str {
        match self {
            BotError::InvalidOption(_) => "invalid-options",
            BotError::GameOver => "game-over",
        }
    }
}

impl std::fmt::Display for BotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BotError::InvalidOption(name) => write!(f, "the bot's option {name} is out of range"),
            BotError::GameOver => f.write_str("the game is over: there is no move to make"),
        }
    }
}

impl std::error::Error for BotError {}

/// The bot's choice, not yet played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BotMove {
    /// The point to play, or `None` to pass (or with `resign`).
    pub point: Option<Point>,
    /// The bot resigns.
    pub resign: bool,
    /// The chance of winning for the side to move, from the search (0 to 1).
    pub winrate: f32,
    /// Playouts this search ran.
    pub playouts: u32,
    /// Milliseconds it took.
    pub ms: u32,
}

/// The answer of [`Bot::choose`] before any [`Bot::start`]: a pass.
const NO_SEARCH: BotMove = BotMove {
    point: None,
    resign: false,
    winrate: 0.5,
    playouts: 0,
    ms: 0,
};

/// One candidate of an analysis.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveInfo {
    /// The move (`None`: a pass).
    pub point: Option<Point>,
    /// Simulations through it.
    pub visits: u32,
    /// The mover's chance of winning by it (0 to 1).
    pub winrate: f32,
    /// The prior knowledge's chance for it (0 to 1).
    pub prior: f32,
    /// The expected continuation, this move first.
    pub pv: Vec<Option<Point>>,
}

/// What the search thinks of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The chance of winning for the side to move (0 to 1).
    pub winrate: f32,
    /// Playouts this search ran.
    pub playouts: u32,
    /// Milliseconds it took.
    pub ms: u32,
    /// The candidates, most simulated first.
    pub moves: Vec<MoveInfo>,
    /// The expected final owner of each point, row-major, −1 (White) to 1 (Black).
    pub ownership: Vec<f32>,
}

/// A computer player: see the module documentation.
pub struct Bot {
    options: Options,
    budget: Budget,
    params: Params,
    clock: Clock,
    search: Option<Search>,
    rng: Rng,
    /// Consecutive searches that found the game clearly lost.
    lost_searches: u32,
    /// Playouts of the search under way.
    playouts: u32,
    /// When [`Bot::start`] set it up, by the clock.
    started: f64,
}

impl Bot {
    /// A bot with these options, or the name of the first out of range.
    pub fn new(options: Options) -> Result<Bot, BotError> {
        check(&options)?;
        Ok(Bot {
            budget: Budget::of(&options),
            params: Params::default(),
            clock: default_clock,
            search: None,
            rng: Rng::new(options.seed ^ 0xB07),
            lost_searches: 0,
            playouts: 0,
            started: 0.0,
            options,
        })
    }

    /// The options it was made with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Sets the clock that time budgets are measured with.
    pub fn set_clock(&mut self, clock: Clock) {
        self.clock = clock;
    }

    /// Sets the budget [`Bot::genmove`] uses.
    pub fn set_budget(&mut self, budget: Budget) -> Result<(), BotError> {
        check_budget(budget)?;
        self.budget = budget;
        Ok(())
    }

    /// Replaces the search's constants (for measuring them in games).
    pub fn set_params(&mut self, params: Params) {
        self.params = params;
        self.search = None;
    }

    /// The move the bot would play for the side to move, at its budget and level.
    pub fn genmove(&mut self, game: &Game) -> Result<BotMove, BotError> {
        self.genmove_with(game, self.budget)
    }

    /// [`Bot::genmove`] that only passes once every opposing stone it takes as dead
    /// has been captured (GTP's `kgs-genmove_cleanup`).
    pub fn genmove_cleanup(&mut self, game: &Game) -> Result<BotMove, BotError> {
        self.start(game)?;
        self.think(self.budget.at_level(self.options.level));
        Ok(self.choose(game, true))
    }

    /// [`Bot::genmove`] with another budget.
    pub fn genmove_with(&mut self, game: &Game, budget: Budget) -> Result<BotMove, BotError> {
        check_budget(budget)?;
        self.start(game)?;
        self.think(budget.at_level(self.options.level));
        Ok(self.choose(game, false))
    }

    /// What the search thinks of the position, at full strength whatever the level.
    pub fn analyze(&mut self, game: &Game, budget: Budget) -> Result<Analysis, BotError> {
        check_budget(budget)?;
        self.start(game)?;
        let t0 = (self.clock)();
        self.think(budget);
        Ok(self.analysis(t0))
    }

    /// Sets the position to search from: the tree of the last search is kept when
    /// the game has gone on along it. Step by step use: `start`, [`Bot::think`]
    /// (as often as wanted), then [`Bot::choose`] or [`Bot::analysis`].
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn start(&mut self, game: &Game) -> Result<(), BotError> {
        if game.is_over() {
            return Err(BotError::GameOver);
        }
        match &mut self.search {
            Some(s) if s.fits(game) && s.params == self.params => s.set_root(game),
            _ => {
                let bytes = self.options.memory_mb as usize * (1 << 20);
                let capacity = bytes / Tree::NODE_BYTES;
                let seed = self.rng.next_u64();
                self.search = Some(Search::new(game, self.params, seed, capacity));
                self.lost_searches = 0;
            }
        }
        self.playouts = 0;
        self.started = (self.clock)();
        Ok(())
    }

    /// Runs simulations of the position given to [`Bot::start`] within `budget`
    /// (more may follow); returns the playouts run by this call.
    pub fn think(&mut self, budget: Budget) -> u32 {
        let Some(search) = self.search.as_mut() else {
            return 0;
        };
        let t0 = (self.clock)();
        let mut done = 0u32;
        let mut batch = 8u32;
        loop {
            let max = budget.playouts().unwrap_or(MAX_PLAYOUTS);
            let n = batch.min(max.saturating_sub(done));
            if n == 0 {
                break;
            }
            let t = (self.clock)();
            search.run(n);
            done += n;
            if let Some(ms) = budget.time_ms() {
                let now = (self.clock)();
                let spent = now - t0;
                if spent >= ms as f64 {
                    break;
                }
                // Batches of about 5 ms: checking the clock costs nothing then, and
                // the time is overrun by at most one batch.
                let per = (now - t).max(1e-3) / n as f64;
                let left = ms as f64 - spent;
                batch = ((5.0_f64.min(left) / per) as u32).clamp(1, 4096);
            } else {
                batch = (batch * 2).min(1024);
            }
        }
        self.playouts += done;
        done
    }

    /// The move to play after the simulations so far, with the pass and resign
    /// decisions of the `end` module (`cleanup`: see [`Bot::genmove_cleanup`]).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn choose(&mut self, game: &Game, cleanup: bool) -> BotMove {
        let Some(root) = self.search.as_ref().map(|s| s.tree.root) else {
            return NO_SEARCH;
        };
        let ranked = self.ranked(root);
        let Some(search) = self.search.as_ref() else {
            return NO_SEARCH;
        };
        let winrate = ranked
            .first()
            .and_then(|&p| search.tree.child(root, p as u16))
            .map_or(0.5, |b| search.tree.get(b).winrate());
        let point = end::decide(game, search, &ranked, winrate, cleanup);
        let mut resign = false;
        if point.is_some() && self.options.resign {
            if winrate < end::RESIGN_WINRATE && self.playouts >= end::RESIGN_PLAYOUTS {
                self.lost_searches += 1;
            } else {
                self.lost_searches = 0;
            }
            // Clearly lost: the search says so over several moves, and the count of
            // the position with the guessed dead stones agrees.
            resign = self.lost_searches >= end::RESIGN_SEARCHES && end::count_loses(game);
        }
        BotMove {
            point: point.filter(|_| !resign),
            resign,
            winrate,
            playouts: self.playouts,
            ms: ((self.clock)() - self.started).max(0.0) as u32,
        }
    }

    /// The root's moves, most simulated first; at low levels the first is instead
    /// drawn among them, weighted by their simulations squared.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn ranked(&mut self, root: NodeId) -> Vec<Point> {
        let Some(search) = self.search.as_ref() else {
            return Vec::new();
        };
        let kids = search.tree.children(root);
        let mut order: Vec<usize> = (0..kids.len()).collect();
        most_first(&mut order, |&i| kids[i].visits);
        if self.options.level <= LEVEL_SAMPLED {
            let weight = |v: u32| v as f64 * v as f64;
            let total: f64 = kids.iter().map(|c| weight(c.visits)).sum();
            let mut r = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
            if let Some(at) = order.iter().position(|&i| {
                r -= weight(kids[i].visits);
                r < 0.0
            }) {
                order[..=at].rotate_right(1);
            }
        }
        order.iter().map(|&i| kids[i].mv as Point).collect()
    }

    /// The analysis of the simulations so far (`t0`: when they started).
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn analysis(&self, t0: f64) -> Analysis {
        let ms = ((self.clock)() - t0).max(0.0) as u32;
        let Some(search) = self.search.as_ref() else {
            return Analysis {
                winrate: 0.5,
                playouts: 0,
                ms,
                moves: Vec::new(),
                ownership: Vec::new(),
            };
        };
        let tree = &search.tree;
        let root = tree.root;
        let first = tree.get(root).first;
        // A loop, not an iterator chain: the chain's `collect` is a function of its
        // own, which is not built for size with this one.
        let mut moves = Vec::new();
        for (i, c) in tree.children(root).iter().enumerate() {
            if c.visits > 0 {
                moves.push(MoveInfo {
                    point: point_of(c.mv),
                    visits: c.visits,
                    winrate: c.winrate(),
                    prior: c.prior_wins as f32 / c.prior_visits.max(1) as f32,
                    pv: principal_variation(tree, first + i as NodeId),
                });
            }
        }
        most_first(&mut moves, |m| m.visits);
        Analysis {
            winrate: moves.first().map_or(0.5, |m| m.winrate),
            playouts: self.playouts,
            ms,
            moves,
            ownership: search.ownership(),
        }
    }
}

/// Sorts `items` by `key`, largest first, ties kept in order: an insertion sort (a
/// few hundred moves at most), which keeps the standard library's sorts, large in
/// WebAssembly, out of the package.
#[cfg_attr(tengen_nightly, optimize(size))]
fn most_first<T>(items: &mut [T], key: impl Fn(&T) -> u32) {
    for i in 1..items.len() {
        let mut k = i;
        while k > 0 && key(&items[k - 1]) < key(&items[k]) {
            items.swap(k - 1, k);
            k -= 1;
        }
    }
}

/// `None` for a pass.
fn point_of(mv: u16) -> Option<Point> {
    (mv != PASS).then_some(mv as Point)
}

/// The most simulated line from `node` on, `node`'s move first (at most 30 moves).
#[cfg_attr(tengen_nightly, optimize(size))]
fn principal_variation(tree: &Tree, mut node: NodeId) -> Vec<Option<Point>> {
    let mut pv = vec![point_of(tree.get(node).mv)];
    while pv.len() < 30 {
        match tree.most_visited(node) {
            Some(c) if tree.get(c).visits > 0 => {
                pv.push(point_of(tree.get(c).mv));
                node = c;
            }
            _ => break,
        }
    }
    pv
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn check(options: &Options) -> Result<(), BotError> {
    if !(1..=10).contains(&options.level) {
        return Err(BotError::InvalidOption("level"));
    }
    if !(1..=MAX_MEMORY_MB).contains(&options.memory_mb) {
        return Err(BotError::InvalidOption("memory"));
    }
    check_budget(Budget::of(options))
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn check_budget(budget: Budget) -> Result<(), BotError> {
    if budget
        .playouts()
        .is_some_and(|n| !(1..=MAX_PLAYOUTS).contains(&n))
    {
        return Err(BotError::InvalidOption("playouts"));
    }
    if budget
        .time_ms()
        .is_some_and(|ms| !(1..=MAX_TIME_MS).contains(&ms))
    {
        return Err(BotError::InvalidOption("timeMs"));
    }
    Ok(())
}

#[cfg(not(target_arch = "wasm32"))]
fn default_clock() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// WebAssembly has no clock of its own: the host sets one ([`Bot::set_clock`]).
/// Until it does, time stands still and only playout budgets end a search early;
/// a time budget alone is also bounded by [`MAX_PLAYOUTS`].
#[cfg(target_arch = "wasm32")]
fn default_clock() -> f64 {
    0.0
}
