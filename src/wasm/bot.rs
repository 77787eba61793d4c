//! The `Bot` class: the computer opponent of `src/bot/` as JavaScript sees it.
//!
//! Its options and budgets come in, and its answers go out, as the structs of
//! [`super::bot_values`]; every number is checked here (whole, finite, in range)
//! before the core sees it. The game is the package's own `Game`: boundary.js
//! refuses anything else (`invalid-argument`) and a freed one (`freed`) before the
//! call reaches this file.
//!
//! Besides `genmove` and `analyze`, which search in one call, the Web Worker of the
//! package (bot-serve.js) searches in slices so that it can hear `stop` between
//! them: `__start`, `__think` as long as it answers true, then `__choose` or
//! `__analysis`; and `__budget` checks a budget without searching.

use wasm_bindgen::prelude::*;

use super::bot_values::{read, write, AnalysisOut, BudgetIn, CandidateOut, MoveOut, OptionsIn};
use super::convert::num;
use super::error::{error, error_of};
use super::game::Game;
use crate::board::{Board, Point};
use crate::bot::{self, Budget, MAX_MEMORY_MB, MAX_PLAYOUTS, MAX_TIME_MS};

#[wasm_bindgen]
extern "C" {
    /// The host's clock in milliseconds: WebAssembly has none of its own.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn now() -> f64;
}

/// A search under way in slices: what is left of its budget.
struct Plan {
    /// Playouts still to run, if the budget counts them.
    playouts: Option<u32>,
    /// When the time runs out (the clock's milliseconds), if the budget has one.
    deadline: Option<f64>,
    /// When it started.
    t0: f64,
}

/// A computer player (Monte-Carlo tree search): `genmove(game)` for its move,
/// `analyze(game, budget)` for what it thinks of the position.
///
/// ```js
/// import { Game, Bot } from "tengen";
/// const game = new Game({ size: 9 });
/// const bot = new Bot({ level: 10, playouts: 2000, seed: 1 });
/// const m = bot.genmove(game);   // { point: [x, y] | null, resign, winrate, playouts, ms }
/// if (m.point) game.play(...m.point);
/// ```
#[wasm_bindgen]
pub struct Bot {
    core: bot::Bot,
    plan: Option<Plan>,
    /// The board of the game given to `__start`, for the points of `__analysis`.
    board: Option<Board>,
}

#[wasm_bindgen]
impl Bot {
    /// A bot. Every option is optional: `level` 1–10 (default 10), `playouts` per
    /// move (default 10,000 when no `timeMs` is given), `timeMs` per move (with
    /// `playouts` too, the first reached ends the search), `seed` (default 1: the
    /// same seed and calls give the same moves), `resign` (default true), `memoryMb`
    /// (the tree's bound, default 64). Throws `invalid-options` for an unknown
    /// option or a value out of range.
    #[wasm_bindgen(constructor)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "BotOptions")] options: JsValue,
    ) -> Result<Bot, JsValue> {
        let o: OptionsIn = read(options, "new Bot(options)")?;
        let d = bot::Options::default();
        let options = bot::Options {
            level: match o.level {
                None => d.level,
                Some(v) => whole(v, "level", 1, 10)? as u8,
            },
            playouts: o
                .playouts
                .map(|v| whole(v, "playouts", 1, MAX_PLAYOUTS as u64))
                .transpose()?
                .map(|n| n as u32),
            time_ms: o
                .time_ms
                .map(|v| whole(v, "timeMs", 1, MAX_TIME_MS as u64))
                .transpose()?
                .map(|n| n as u32),
            seed: match o.seed {
                None => d.seed,
                Some(v) => whole(v, "seed", 0, 1 << 53)?,
            },
            resign: o.resign.unwrap_or(d.resign),
            memory_mb: match o.memory_mb {
                None => d.memory_mb,
                Some(v) => whole(v, "memoryMb", 1, MAX_MEMORY_MB as u64)? as u32,
            },
        };
        let mut core = bot::Bot::new(options).map_err(bot_error)?;
        core.set_clock(now);
        Ok(Bot {
            core,
            plan: None,
            board: None,
        })
    }

    /// The move the bot would play for the side to move, not played: `{ point:
    /// [x, y] | null (a pass), resign, winrate (for the side to move, 0–1),
    /// playouts, ms }`. `budget` (`{ playouts, timeMs }`) replaces the bot's own for
    /// this move; the level takes its share of either. Throws `game-over` for a
    /// finished game, `invalid-options` for a bad budget; changes neither.
    #[wasm_bindgen(unchecked_return_type = "BotMove")]
    pub fn genmove(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_optional_param_type = "BotBudget")] budget: JsValue,
    ) -> Result<JsValue, JsValue> {
        let budget = self.budget_of(budget)?;
        let t0 = now();
        let m = self
            .core
            .genmove_with(&game.core, budget)
            .map_err(bot_error)?;
        // The core's `ms` times the choice alone; the caller waited for the search.
        Ok(move_out(game.core.board(), &m, now() - t0))
    }

    /// What the search thinks of the position, at full strength whatever the level:
    /// `{ winrate, playouts, ms, moves: [{ point, visits, winrate, prior, pv }],
    /// ownership }`, the moves most visited first, each `pv` the expected
    /// continuation from that move (null for a pass), `ownership` the expected owner
    /// of each point, row-major, −1 White to 1 Black. Refuses as `genmove` does.
    #[wasm_bindgen(unchecked_return_type = "Analysis")]
    pub fn analyze(
        &mut self,
        game: &Game,
        #[wasm_bindgen(unchecked_optional_param_type = "BotBudget")] budget: JsValue,
    ) -> Result<JsValue, JsValue> {
        let budget = self.budget_of(budget)?;
        let a = self.core.analyze(&game.core, budget).map_err(bot_error)?;
        Ok(analysis_out(game.core.board(), &a))
    }

    /// Checks a budget as `genmove` would, searching nothing.
    #[wasm_bindgen(js_name = __budget, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn check_budget(&self, budget: JsValue) -> Result<(), JsValue> {
        self.budget_of(budget).map(|_| ())
    }

    /// Starts a search of `game` in slices within `budget` (see the top of this
    /// file), at the bot's level if `for_move`, else at full strength.
    #[wasm_bindgen(js_name = __start, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn start(&mut self, game: &Game, budget: JsValue, for_move: bool) -> Result<(), JsValue> {
        let mut budget = self.budget_of(budget)?;
        if for_move {
            budget = budget.at_level(self.core.options().level);
        }
        self.core.start(&game.core).map_err(bot_error)?;
        let t0 = now();
        let (playouts, time) = match budget {
            Budget::Playouts(n) => (Some(n), None),
            Budget::Time(ms) => (None, Some(ms)),
            Budget::PlayoutsOrTime(n, ms) => (Some(n), Some(ms)),
        };
        self.plan = Some(Plan {
            playouts,
            deadline: time.map(|ms| t0 + ms as f64),
            t0,
        });
        self.board = Some(game.core.board().clone());
        Ok(())
    }

    /// Runs one slice of at most `slice_ms` milliseconds of the search started by
    /// `__start`; true while the budget is not spent.
    #[wasm_bindgen(js_name = __think, skip_typescript)]
    pub fn think(&mut self, slice_ms: f64) -> bool {
        let Some(plan) = self.plan.as_mut() else {
            return false;
        };
        let left_ms = plan.deadline.map_or(f64::INFINITY, |d| d - now());
        let slice = slice_ms.min(left_ms).clamp(1.0, MAX_TIME_MS as f64) as u32;
        let max = plan.playouts.unwrap_or(MAX_PLAYOUTS);
        if max == 0 || left_ms <= 0.0 {
            return false;
        }
        let done = self.core.think(Budget::PlayoutsOrTime(max, slice));
        if let Some(n) = plan.playouts.as_mut() {
            *n = n.saturating_sub(done);
        }
        plan.playouts != Some(0) && plan.deadline.is_none_or(|d| now() < d)
    }

    /// The move after the slices so far (`genmove`'s answer), for `game` as given
    /// to `__start`.
    #[wasm_bindgen(js_name = __choose, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn choose(&mut self, game: &Game) -> JsValue {
        let m = self.core.choose(&game.core, false);
        let t0 = self.plan.take().map_or(now(), |p| p.t0);
        move_out(game.core.board(), &m, now() - t0)
    }

    /// The analysis after the slices so far (`analyze`'s answer).
    #[wasm_bindgen(js_name = __analysis, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn analysis(&self) -> JsValue {
        let t0 = self.plan.as_ref().map_or(now(), |p| p.t0);
        match &self.board {
            Some(board) => analysis_out(board, &self.core.analysis(t0)),
            None => JsValue::NULL,
        }
    }
}

impl Bot {
    /// The budget of a call: the bot's own unless `budget` gives one.
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn budget_of(&self, budget: JsValue) -> Result<Budget, JsValue> {
        let b: BudgetIn = read(budget, "the budget")?;
        let playouts = b
            .playouts
            .map(|v| whole(v, "playouts", 1, MAX_PLAYOUTS as u64))
            .transpose()?;
        let time = b
            .time_ms
            .map(|v| whole(v, "timeMs", 1, MAX_TIME_MS as u64))
            .transpose()?;
        Ok(match (playouts, time) {
            (None, None) => Budget::of(self.core.options()),
            (Some(n), None) => Budget::Playouts(n as u32),
            (None, Some(ms)) => Budget::Time(ms as u32),
            (Some(n), Some(ms)) => Budget::PlayoutsOrTime(n as u32, ms as u32),
        })
    }
}

/// `v` as a whole number from `min` to `max`, else `invalid-options` naming `name`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn whole(v: f64, name: &str, min: u64, max: u64) -> Result<u64, JsValue> {
    if v.is_finite() && v.fract() == 0.0 && v >= min as f64 && v <= max as f64 {
        Ok(v as u64)
    } else {
        Err(error_of(
            "invalid-options",
            &[
                "option ",
                name,
                " must be a whole number from ",
                &num(min as f64),
                " to ",
                &num(max as f64),
                ", not ",
                &num(v),
            ],
        ))
    }
}

/// The core's refusal as a TengenError (the messages written here: the core's
/// `Display` would bring the formatting code into the module).
#[cfg_attr(tengen_nightly, optimize(size))]
fn bot_error(e: bot::BotError) -> JsValue {
    match e {
        bot::BotError::InvalidOption(name) => error_of(
            "invalid-options",
            &["the bot's option ", name, " is out of range"],
        ),
        bot::BotError::GameOver => error("game-over", "the game is over: there is no move to make"),
    }
}

/// A point as `[x, y]`, `None` for a pass.
#[cfg_attr(tengen_nightly, optimize(size))]
fn xy(board: &Board, p: Option<Point>) -> Option<[u8; 2]> {
    p.map(|p| {
        let (x, y) = board.xy(p);
        [x as u8, y as u8]
    })
}

/// A chance or an owner, kept to four decimals (an f32 widened shows eight more
/// digits, all noise).
#[cfg_attr(tengen_nightly, optimize(size))]
fn rounded(v: f32) -> f64 {
    (v as f64 * 1e4).round() / 1e4
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn move_out(board: &Board, m: &bot::BotMove, ms: f64) -> JsValue {
    write(&MoveOut {
        point: xy(board, m.point),
        resign: m.resign,
        winrate: rounded(m.winrate),
        playouts: m.playouts,
        ms: ms.max(0.0) as u32,
    })
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn analysis_out(board: &Board, a: &bot::Analysis) -> JsValue {
    write(&AnalysisOut {
        winrate: rounded(a.winrate),
        playouts: a.playouts,
        ms: a.ms,
        moves: a
            .moves
            .iter()
            .map(|m| CandidateOut {
                point: xy(board, m.point),
                visits: m.visits,
                winrate: rounded(m.winrate),
                prior: rounded(m.prior),
                pv: m.pv.iter().map(|&p| xy(board, p)).collect(),
            })
            .collect(),
        ownership: a.ownership.iter().map(|&v| rounded(v)).collect(),
    })
}
