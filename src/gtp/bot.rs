//! tengen's own player behind the protocol: [`BotEngine`], the [`Engine`] of a
//! [`Bot`] and, when given one, of the search with a network ([`PuctBot`] on a
//! [`Net`]), which also keeps the clock GTP tells it of.

use super::{Candidate, Engine, Reply, Report, ScoreInfo};
use crate::board::Point;
use crate::bot::puct::{self, PuctBot};
use crate::bot::{Bot, BotMove, Budget, MAX_TIME_MS};
use crate::color::{ByColor, Color};
use crate::game::Game;
pub use crate::net::NET_SIDES;
use crate::net::{self, Evaluation, Net};

/// The share of the time a move is given that it may use: the rest covers the
/// controller's and the pipes' delays.
const SAFETY: f64 = 0.8;
/// Milliseconds kept back on every move for the same delays.
const MARGIN_MS: f64 = 100.0;

/// A [`Bot`] as a GTP engine, and with [`BotEngine::with_net`] the search with a
/// network for the boards it serves ([`NET_SIDES`]). Without a clock it thinks at
/// the budget of its options; with `time_settings` (and the `time_left` a
/// controller sends before each move) no move takes longer than its share of the
/// time left.
pub struct BotEngine {
    bot: Bot,
    budget: Budget,
    net: Option<NetSearch>,
    clock: Option<TimeSettings>,
    left: ByColor<Option<(u32, u32)>>,
}

/// The search with the network, its budget, and the position it is analysing (kept
/// so that the lines of one analysis go on with one search).
struct NetSearch {
    bot: PuctBot<Net>,
    budget: puct::Budget,
    analysing: Option<Game>,
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
            net: None,
            clock: None,
            left: ByColor::default(),
        }
    }

    /// The engine playing and analysing with `search` on the boards the network
    /// serves ([`NET_SIDES`]) at the budget of its options, the playout bot on the
    /// others and for `kgs-genmove_cleanup`; `kata-raw-nn` reads its network.
    pub fn with_net(mut self, search: PuctBot<Net>) -> BotEngine {
        let budget = puct::Budget::of(search.options());
        self.net = Some(NetSearch {
            bot: search,
            budget,
            analysing: None,
        });
        self
    }

    /// The bot.
    pub fn bot(&self) -> &Bot {
        &self.bot
    }

    /// The search with the network, if the engine has one.
    pub fn net_search(&self) -> Option<&PuctBot<Net>> {
        self.net.as_ref().map(|n| &n.bot)
    }

    /// The search with the network if it plays on `game`'s board.
    fn net_for(&mut self, game: &Game) -> Option<&mut NetSearch> {
        let serves = net::serves(game.board());
        self.net.as_mut().filter(|_| serves)
    }

    /// The budget of a move by `color` in `game`: the engine's, shortened to the
    /// clock's share when there is a clock.
    fn budget_for(&self, game: &Game, color: Color) -> Budget {
        let Some(ms) = self.clock_cap(game, color) else {
            return self.budget;
        };
        match self.budget {
            Budget::Playouts(n) => Budget::PlayoutsOrTime(n, ms),
            Budget::Time(t) => Budget::Time(t.min(ms)),
            Budget::PlayoutsOrTime(n, t) => Budget::PlayoutsOrTime(n, t.min(ms)),
        }
    }

    /// [`BotEngine::clock_ms`] as a budget's time: 1 ms to an hour.
    fn clock_cap(&self, game: &Game, color: Color) -> Option<u32> {
        let ms = self.clock_ms(game, color)?;
        Some((ms.max(1.0) as u32).min(MAX_TIME_MS))
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
        let cap = self.clock_cap(game, game.to_move());
        if let Some(n) = self.net_for(game).filter(|_| !cleanup) {
            let budget = capped(n.budget, cap);
            n.analysing = None;
            let m = n
                .bot
                .genmove_with(game, budget)
                .map_err(|e| e.to_string())?;
            return Ok(reply(m.resign, m.point));
        }
        let budget = self.budget_for(game, game.to_move());
        self.bot.set_budget(budget).map_err(|e| e.to_string())?;
        let m: BotMove = if cleanup {
            self.bot.genmove_cleanup(game)
        } else {
            self.bot.genmove(game)
        }
        .map_err(|e| e.to_string())?;
        Ok(reply(m.resign, m.point))
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

    fn analyze(&mut self, game: &Game, ms: u32, min_moves: usize) -> Report {
        let ms = ms.clamp(1, MAX_TIME_MS);
        if let Some(n) = self.net_for(game) {
            return n.analyze(game, ms, min_moves);
        }
        let Ok(analysis) = self.bot.analyze(game, Budget::Time(ms)) else {
            return Report::default();
        };
        let moves: Vec<Candidate> = analysis
            .moves
            .into_iter()
            .map(|m| Candidate {
                point: m.point,
                visits: m.visits,
                winrate: m.winrate,
                prior: m.prior,
                pv: m.pv,
                score: None,
            })
            .collect();
        Report {
            visits: moves.iter().map(|m| m.visits).sum(),
            winrate: analysis.winrate,
            score: None,
            ownership: analysis.ownership,
            moves,
        }
    }

    fn reset(&mut self) {
        if let Some(n) = &mut self.net {
            n.analysing = None;
        }
    }

    fn raw_nn(&mut self, game: &Game, symmetry: u32) -> Result<Evaluation, String> {
        let Some(n) = &mut self.net else {
            return Err("no network: start tengen-gtp with --model FILE or --net builtin".into());
        };
        n.bot
            .evaluator_mut()
            .evaluate(game, symmetry)
            .cloned()
            .map_err(|e| e.to_string())
    }

    /// With a network that serves the board: its search's dead stones
    /// ([`puct::dead_by_search`], [`puct::DEAD_VISITS`] visits from each side's
    /// move), as the package's `guessDead({ net, visits })`.
    fn dead_stones(&mut self, game: &Game) -> Option<Vec<Point>> {
        let n = self.net_for(game)?;
        puct::dead_by_search(n.bot.evaluator_mut(), game, puct::DEAD_VISITS).ok()
    }
}

impl NetSearch {
    /// One more interval of the analysis of `game`: the search goes on if it was
    /// analysing this very position, and starts from it (keeping what its tree
    /// holds of it) if not.
    fn analyze(&mut self, game: &Game, ms: u32, min_moves: usize) -> Report {
        if !self
            .analysing
            .as_ref()
            .is_some_and(|g| same_position(g, game))
        {
            if self.bot.start(game).is_err() {
                self.analysing = None;
                return Report::default();
            }
            self.analysing = Some(game.clone());
        }
        self.bot.think(puct::Budget {
            visits: None,
            time_ms: Some(ms),
        });
        let a = self.bot.analysis();
        let mut moves: Vec<Candidate> = a
            .moves
            .into_iter()
            .map(|m| Candidate {
                point: m.point,
                visits: m.visits,
                winrate: m.winrate,
                prior: m.prior,
                pv: m.pv,
                score: Some(ScoreInfo {
                    lead: m.score_lead,
                    stdev: m.score_stdev,
                    utility: m.utility,
                }),
            })
            .collect();
        let root = ScoreInfo {
            lead: a.score_lead,
            stdev: a.score_stdev,
            utility: a.utility,
        };
        if moves.len() < min_moves {
            // Unvisited moves by prior, with the position's own values.
            for (point, prior) in self.bot.priors() {
                if moves.len() >= min_moves {
                    break;
                }
                if moves.iter().any(|m| m.point == point) {
                    continue;
                }
                moves.push(Candidate {
                    point,
                    visits: 0,
                    winrate: a.winrate,
                    prior,
                    pv: vec![point],
                    score: Some(root),
                });
            }
        }
        Report {
            moves,
            visits: a.visits,
            winrate: a.winrate,
            score: Some(root),
            ownership: a.ownership,
        }
    }
}

/// The network search's budget `own`, its time capped at the clock's share `cap`.
fn capped(own: puct::Budget, cap: Option<u32>) -> puct::Budget {
    match cap {
        Some(ms) => puct::Budget {
            time_ms: Some(own.time_ms.map_or(ms, |t| t.min(ms))),
            ..own
        },
        None => own,
    }
}

/// A bot's choice as a reply.
fn reply(resign: bool, point: Option<crate::board::Point>) -> Reply {
    match (resign, point) {
        (true, _) => Reply::Resign,
        (false, Some(p)) => Reply::Play(p),
        (false, None) => Reply::Pass,
    }
}

/// Whether two games are the same position with the same past: rules, board,
/// record, side to move.
fn same_position(a: &Game, b: &Game) -> bool {
    let (ba, bb) = (a.board(), b.board());
    a.rules() == b.rules()
        && ba.width() == bb.width()
        && ba.height() == bb.height()
        && ba.hash() == bb.hash()
        && a.to_move() == b.to_move()
        && a.history() == b.history()
        && a.handicap_placement() == b.handicap_placement()
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

    #[test]
    fn the_clock_caps_the_network_search() {
        let b = |visits, time_ms| puct::Budget { visits, time_ms };
        assert_eq!(capped(b(Some(200), None), None), b(Some(200), None));
        assert_eq!(
            capped(b(Some(200), None), Some(1500)),
            b(Some(200), Some(1500))
        );
        assert_eq!(capped(b(None, Some(3000)), Some(1500)), b(None, Some(1500)));
        assert_eq!(capped(b(None, Some(800)), Some(1500)), b(None, Some(800)));
        // The clock reaches it: its share of 270 s on an empty 9x9 board.
        let game = Game::new(9, 9, Rules::default(), Handicap::None).unwrap();
        let mut e = engine();
        e.time_settings(270, 0, 0);
        assert_eq!(e.clock_cap(&game, Color::Black), Some(7900));
    }
}
