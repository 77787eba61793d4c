//! KataGo's network as the search's [`Evaluator`].

use super::{Evaluator, NetOutput};
use crate::game::Game;
use crate::net::{Net, Symmetry};
use crate::zobrist::mix64;

/// The network reads each position in one of its 8 symmetries, chosen from the
/// position (its stones and move number), so that the search sees the network's
/// views averaged over the tree while the same position always gets the same
/// answer: deterministic, and found again in the network's cache.
impl Evaluator for Net {
    fn evaluate(&mut self, game: &Game, out: &mut NetOutput) {
        let area = game.board().area();
        let symmetry = (mix64(game.board().hash() ^ u64::from(game.move_number())) % 8) as u32;
        match Net::evaluate(self, game, Symmetry::One(symmetry)) {
            Ok(e) => {
                out.policy.clear();
                out.policy.extend_from_slice(&e.policy);
                out.ownership.clear();
                out.ownership.extend_from_slice(&e.ownership);
                out.winrate = e.winrate;
                out.lossrate = e.lossrate;
                out.score_lead = e.score_lead;
                out.score_stdev = e.score_stdev;
            }
            // Not reached (a symmetry 0–7, a batch of one): an even reading with a
            // flat policy, which the search spreads over the legal moves.
            Err(_) => out.reset(area),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::puct::{Options, PuctBot};
    use crate::game::Handicap;
    use crate::rules::{Preset, Rules};

    fn b6c96() -> Net {
        Net::load(crate::net::tests::b6c96()).unwrap()
    }

    /// The search with the network: the evaluator's policy reaches the root's
    /// priors, and on an empty 9×9 board the move is one of the network's own
    /// top choices, near the centre, at an even game's winning chance.
    #[test]
    fn searches_with_the_network() {
        let game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let mut bot = PuctBot::new(
            b6c96(),
            Options {
                visits: Some(30),
                ..Options::default()
            },
        )
        .unwrap();
        let m = bot.genmove(&game).unwrap();
        let p = m.point.expect("a move on an empty board");
        let (x, y) = game.board().xy(p);
        assert!((2..=6).contains(&x) && (2..=6).contains(&y), "{:?}", (x, y));
        assert!((0.3..0.8).contains(&m.winrate), "{m:?}");
        let a = bot.analysis();
        let prior_sum: f32 = bot.tree.edges_of(0).iter().map(|e| e.prior).sum();
        assert!((prior_sum - 1.0).abs() < 1e-3);
        assert_eq!(a.ownership.len(), 81);
    }
}
