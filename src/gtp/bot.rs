//! tengen's own player behind the protocol: [`BotEngine`], the [`Engine`] of a
//! [`Bot`], which also keeps the clock GTP tells it of.

use super::{Candidate, Engine, Reply};
use crate::bot::{Bot, BotMove, Budget, MAX_TIME_MS};
use crate::color::{ByColor, Color};
use crate::game::Game;

/// The share of the time a move is given that it may use: the rest covers the
/// controller's and the pipes' delays.
const SAFETY: f64 = 0.8;
/// Milliseconds kept back on every move for the same delays.
const MARGIN_MS: f64 = 100.0;

/// A [`Bot`] as a GTP engine. Without a clock it thinks at the budget of its
/// options; with `time_settings` (and the `time_left` a controller sends before
/// each move) no move takes longer than its share of the time left.
pub struct BotEngine {
    bot: Bot,
    budget: Budget,
    clock: Option<TimeSettings>,
    left: ByColor<Option<(u32, u32)>>,
}

/// `time_settings`: main time and Canadian byo-yomi, in seconds and stones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct TimeSettings {
    main_s: u32,
    byo_yomi_s: u32,
    byo_yomi_stones: u32,
}

impl BotEngine {
    /// The engine of `bot`, thinking at `budget` when the clock allows.
    pub fn new(bot: Bot, budget: Budget) -> BotEngine {
        BotEngine {
            bot,
            budget,
            clock: None,
            left: ByColor::default(),
        }
    }

    /// The bot.
    pub fn bot(&self) -> &Bot {
        &self.bot
    }

    /// The budget of a move by `color` in `game`: the engine's, shortened to the
    /// clock's share when there is a clock.
    fn budget_for(&self, game: &Game, color: Color) -> Budget {
        let Some(ms) = self.clock_ms(game, color) else {
            return self.budget;
        };
        let ms = (ms.max(1.0) as u32).min(MAX_TIME_MS);
        match self.budget {
            Budget::Playouts(n) => Budget::PlayoutsOrTime(n, ms),
            Budget::Time(t) => Budget::Time(t.min(ms)),
            Budget::PlayoutsOrTime(n, t) => Budget::PlayoutsOrTime(n, t.min(ms)),
        }
    }

    /// Milliseconds the clock gives a move of `color`, or `None` for no limit.
    fn clock_ms(&self, game: &Game, color: Color) -> Option<f64> {
        let settings = self.clock?;
        // GTP: byo-yomi time with no stones means no time limit.
        if settings.byo_yomi_s > 0 && settings.byo_yomi_stones == 0 {
            return None;
        }
        let (main_left, stones_left) = self.left[color].unwrap_or((settings.main_s, 0));
        let period = |seconds: u32, stones: u32| seconds as f64 * 1000.0 / stones.max(1) as f64;
        let per_move = if stones_left > 0 {
            period(main_left, stones_left)
        } else {
            let moves = moves_left(game) as f64;
            let byo_yomi = match settings.byo_yomi_stones {
                0 => 0.0,
                stones => period(settings.byo_yomi_s, stones),
            };
            main_left as f64 * 1000.0 / moves + byo_yomi
        };
        Some(per_move * SAFETY - MARGIN_MS)
    }
}

/// How many more moves the side to move may have to play: two thirds of the board's
/// points make a game, shared by the two players, and never fewer than a twelfth of
/// the points (nor 8).
fn moves_left(game: &Game) -> u32 {
    let area = game.board().area() as u32;
    let left = (area * 2 / 3).saturating_sub(game.move_number()) / 2;
    left.max(area / 12).max(8)
}

impl Engine for BotEngine {
    fn genmove(&mut self, game: &Game, cleanup: bool) -> Result<Reply, String> {
        let budget = self.budget_for(game, game.to_move());
        self.bot.set_budget(budget).map_err(|e| e.to_string())?;
        let m: BotMove = if cleanup {
            self.bot.genmove_cleanup(game)
        } else {
            self.bot.genmove(game)
        }
        .map_err(|e| e.to_string())?;
        Ok(match (m.resign, m.point) {
            (true, _) => Reply::Resign,
            (false, Some(p)) => Reply::Play(p),
            (false, None) => Reply::Pass,
        })
    }

    fn time_settings(&mut self, main_s: u32, byo_yomi_s: u32, byo_yomi_stones: u32) {
        let settings = TimeSettings {
            main_s,
            byo_yomi_s,
            byo_yomi_stones,
        };
        // 0 0 0: no clock, as GTP's "no time limit" in effect.
        self.clock = (settings != TimeSettings::default()).then_some(settings);
        self.left = ByColor::default();
    }

    fn time_left(&mut self, color: Color, seconds: u32, stones: u32) {
        self.left[color] = Some((seconds, stones));
    }

    fn analyze(&mut self, game: &Game, ms: u32) -> Vec<Candidate> {
        let budget = Budget::Time(ms.clamp(1, MAX_TIME_MS));
        let Ok(analysis) = self.bot.analyze(game, budget) else {
            return Vec::new();
        };
        analysis
            .moves
            .into_iter()
            .map(|m| Candidate {
                point: m.point,
                visits: m.visits,
                winrate: m.winrate,
                prior: m.prior,
                pv: m.pv,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::Options;
    use crate::game::Handicap;
    use crate::rules::Rules;

    fn engine() -> BotEngine {
        let bot = Bot::new(Options::default()).unwrap();
        BotEngine::new(bot, Budget::Playouts(1000))
    }

    #[test]
    fn the_clock_shortens_the_budget() {
        let game = Game::new(9, 9, Rules::default(), Handicap::None).unwrap();
        let mut e = engine();
        assert_eq!(e.budget_for(&game, Color::Black), Budget::Playouts(1000));
        e.time_settings(0, 30, 0);
        assert_eq!(e.budget_for(&game, Color::Black), Budget::Playouts(1000));
        e.time_settings(270, 0, 0);
        // 270 s over 27 moves, 80 % of it less the margin.
        assert_eq!(
            e.budget_for(&game, Color::Black),
            Budget::PlayoutsOrTime(1000, 7900)
        );
        e.time_left(Color::Black, 10, 5);
        assert_eq!(
            e.budget_for(&game, Color::Black),
            Budget::PlayoutsOrTime(1000, 1500)
        );
        e.time_left(Color::White, 0, 1);
        assert_eq!(
            e.budget_for(&game, Color::White),
            Budget::PlayoutsOrTime(1000, 1)
        );
    }
}
