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
//!
//! In the full module (feature `net`) a bot may also be made with a network
//! (`Bot.__withNet(options, net)`, which net-client.js calls for `new Bot({ net })`):
//! it then searches with the network (`crate::bot::puct`) on the boards the network
//! serves, 7×7 to 19×19, and with the playouts elsewhere; each answer says which in
//! `engine`. `visits` is the network's budget, `playouts` the playout search's,
//! `timeMs` both.

use wasm_bindgen::prelude::*;

use super::bot_values::{read, write, AnalysisOut, BudgetIn, CandidateOut, MoveOut, OptionsIn};
use super::convert::num;
use super::error::{error, error_of};
use super::game::Game;
use crate::board::{Board, Point};
#[cfg(feature = "net")]
use crate::bot::puct;
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
    /// The network's search runs it, to this many visits in all.
    #[cfg(feature = "net")]
    net: Option<u32>,
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
    /// The network's search, for a bot made with a network (the full module).
    #[cfg(feature = "net")]
    puct: Option<puct::PuctBot<super::net::Shared>>,
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
        #[cfg(feature = "net")]
        if let Some(v) = o.visits {
            whole(v, "visits", 1, puct::MAX_VISITS as u64)?;
        }
        let mut core = bot::Bot::new(options).map_err(bot_error)?;
        core.set_clock(now);
        Ok(Bot {
            core,
            plan: None,
            board: None,
            #[cfg(feature = "net")]
            puct: None,
        })
    }

    /// A bot that searches with `net` on the boards it serves (7×7 to 19×19) and
    /// with the playouts elsewhere: `new Bot({ net, ...options })` of the full
    /// module (net-client.js). `options` as the constructor's, and `visits`, the
    /// network's search's visits per move (default 200 when no `timeMs` is given).
    #[cfg(feature = "net")]
    #[wasm_bindgen(js_name = __withNet, skip_typescript)]
    pub fn with_net(options: JsValue, net: &super::net::Net) -> Result<Bot, JsValue> {
        let o: OptionsIn = read(options.clone(), "new Bot(options)")?;
        let mut bot = Bot::new(options)?;
        let p = bot.core.options();
        let d = puct::Options::default();
        let mut search = puct::PuctBot::new(
            net.shared(),
            puct::Options {
                level: p.level,
                visits: o.visits.map(|v| v as u32),
                time_ms: p.time_ms,
                seed: p.seed,
                resign: p.resign,
                memory_mb: if o.memory_mb.is_some() {
                    p.memory_mb
                } else {
                    d.memory_mb
                },
                ..d
            },
        )
        .map_err(bot_error)?;
        search.set_clock(now);
        bot.puct = Some(search);
        Ok(bot)
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
        #[cfg(feature = "net")]
        if let Some(b) = self.net_budget_of(&game.core, &budget)? {
            let t0 = now();
            let search = self.net_for(&game.core).ok_or_else(bad_state)?;
            let m = search.genmove_with(&game.core, b).map_err(bot_error)?;
            return Ok(net_move_out(game.core.board(), &m, now() - t0));
        }
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
        #[cfg(feature = "net")]
        if let Some(b) = self.net_budget_of(&game.core, &budget)? {
            let search = self.net_for(&game.core).ok_or_else(bad_state)?;
            let a = search.analyze(&game.core, b).map_err(bot_error)?;
            return Ok(net_analysis_out(game.core.board(), &a, search.playouts()));
        }
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
        #[cfg(feature = "net")]
        if let Some(mut b) = self.net_budget_of(&game.core, &budget)? {
            let search = self.net_for(&game.core).ok_or_else(bad_state)?;
            if for_move {
                b = b.at_level(search.options().level);
            }
            search.start(&game.core).map_err(bot_error)?;
            let t0 = now();
            self.plan = Some(Plan {
                playouts: None,
                deadline: b.time_ms.map(|ms| t0 + ms as f64),
                t0,
                net: Some(b.visits.unwrap_or(puct::MAX_VISITS)),
            });
            self.board = Some(game.core.board().clone());
            return Ok(());
        }
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
            #[cfg(feature = "net")]
            net: None,
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
        #[cfg(feature = "net")]
        if let (Some(total), Some(search)) = (plan.net, self.puct.as_mut()) {
            if left_ms <= 0.0 || search.playouts() >= total {
                return false;
            }
            search.think_up_to(total, Some(slice));
            return search.playouts() < total && plan.deadline.is_none_or(|d| now() < d);
        }
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
        #[cfg(feature = "net")]
        if let (
            Some(Plan {
                net: Some(_), t0, ..
            }),
            Some(search),
        ) = (&self.plan, &mut self.puct)
        {
            let t0 = *t0;
            let m = search.choose(&game.core);
            self.plan = None;
            return net_move_out(game.core.board(), &m, now() - t0);
        }
        let m = self.core.choose(&game.core, false);
        let t0 = self.plan.take().map_or(now(), |p| p.t0);
        move_out(game.core.board(), &m, now() - t0)
    }

    /// The analysis after the slices so far (`analyze`'s answer).
    #[wasm_bindgen(js_name = __analysis, skip_typescript)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn analysis(&self) -> JsValue {
        #[cfg(feature = "net")]
        if let (Some(Plan { net: Some(_), .. }), Some(search), Some(board)) =
            (&self.plan, &self.puct, &self.board)
        {
            return net_analysis_out(board, &search.analysis(), search.playouts());
        }
        let t0 = self.plan.as_ref().map_or(now(), |p| p.t0);
        match &self.board {
            Some(board) => analysis_out(board, &self.core.analysis(t0)),
            None => JsValue::NULL,
        }
    }
}

#[cfg(feature = "net")]
impl Bot {
    /// The network's search for `game`, if this bot has a network and it serves
    /// the board (7×7 to 19×19, the sizes it was trained on).
    fn net_for(
        &mut self,
        game: &crate::game::Game,
    ) -> Option<&mut puct::PuctBot<super::net::Shared>> {
        let served = crate::net::serves(game.board());
        self.puct.as_mut().filter(|_| served)
    }

    /// The network's budget of a call on `game` (checked in full, as the playout
    /// search's): `None` when the playout search answers. The bot's own unless
    /// `budget` gives `visits` or `timeMs`.
    fn net_budget_of(
        &mut self,
        game: &crate::game::Game,
        budget: &JsValue,
    ) -> Result<Option<puct::Budget>, JsValue> {
        if self.net_for(game).is_none() {
            return Ok(None);
        }
        let b: BudgetIn = read(budget.clone(), "the budget")?;
        b.playouts
            .map(|v| whole(v, "playouts", 1, MAX_PLAYOUTS as u64))
            .transpose()?;
        let visits = b
            .visits
            .map(|v| whole(v, "visits", 1, puct::MAX_VISITS as u64))
            .transpose()?
            .map(|n| n as u32);
        let time_ms = b
            .time_ms
            .map(|v| whole(v, "timeMs", 1, MAX_TIME_MS as u64))
            .transpose()?
            .map(|n| n as u32);
        let Some(search) = self.net_for(game) else {
            return Ok(None);
        };
        Ok(Some(if visits.is_none() && time_ms.is_none() {
            puct::Budget::of(search.options())
        } else {
            puct::Budget { visits, time_ms }
        }))
    }
}

/// A bot without its search (not reached: the search is checked first).
#[cfg(feature = "net")]
fn bad_state() -> JsValue {
    error("invalid-argument", "this bot has no network search")
}

#[cfg(feature = "net")]
fn net_move_out(board: &Board, m: &puct::PuctMove, ms: f64) -> JsValue {
    write(&MoveOut {
        point: xy(board, m.point),
        resign: m.resign,
        winrate: rounded(m.winrate),
        score_lead: Some(rounded_lead(m.score_lead)),
        visits: m.visits,
        playouts: m.playouts,
        ms: ms.max(0.0) as u32,
        engine: "net",
    })
}

/// `playouts`: the visits of this search (`a.visits` counts those of the searches
/// before it that the tree kept).
#[cfg(feature = "net")]
fn net_analysis_out(board: &Board, a: &puct::PuctAnalysis, playouts: u32) -> JsValue {
    write(&AnalysisOut {
        winrate: rounded(a.winrate),
        score_lead: Some(rounded_lead(a.score_lead)),
        visits: a.visits,
        playouts,
        ms: a.ms,
        moves: a
            .moves
            .iter()
            .map(|m| CandidateOut {
                point: xy(board, m.point),
                visits: m.visits,
                winrate: rounded(m.winrate),
                score_lead: Some(rounded_lead(m.score_lead)),
                prior: rounded(m.prior),
                pv: m.pv.iter().map(|&p| xy(board, p)).collect(),
            })
            .collect(),
        ownership: a.ownership.iter().map(|&v| rounded(v)).collect(),
        engine: "net",
    })
}

/// A lead in points, kept to two decimals.
#[cfg(feature = "net")]
fn rounded_lead(v: f32) -> f64 {
    (v as f64 * 100.0).round() / 100.0
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
        #[cfg(feature = "net")]
        if let Some(v) = b.visits {
            whole(v, "visits", 1, puct::MAX_VISITS as u64)?;
        }
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
        #[cfg(feature = "net")]
        score_lead: None,
        #[cfg(feature = "net")]
        visits: m.playouts,
        playouts: m.playouts,
        ms: ms.max(0.0) as u32,
        #[cfg(feature = "net")]
        engine: "playouts",
    })
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn analysis_out(board: &Board, a: &bot::Analysis) -> JsValue {
    write(&AnalysisOut {
        winrate: rounded(a.winrate),
        #[cfg(feature = "net")]
        score_lead: None,
        #[cfg(feature = "net")]
        visits: a.playouts,
        playouts: a.playouts,
        ms: a.ms,
        moves: a
            .moves
            .iter()
            .map(|m| CandidateOut {
                point: xy(board, m.point),
                visits: m.visits,
                winrate: rounded(m.winrate),
                #[cfg(feature = "net")]
                score_lead: None,
                prior: rounded(m.prior),
                pv: m.pv.iter().map(|&p| xy(board, p)).collect(),
            })
            .collect(),
        ownership: a.ownership.iter().map(|&v| rounded(v)).collect(),
        #[cfg(feature = "net")]
        engine: "playouts",
    })
}
