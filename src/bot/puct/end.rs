//! The end of the game for the PUCT search: counting a game ended in the tree,
//! passing, not filling one's own territory, resigning. Everything here reads the
//! evaluator's ownership and the rules' count, never the dead-stone guess.

use super::{point_of, Budget, Evaluator, NetOutput, Options, PuctBot, NONE, PASS};
use crate::board::Point;
use crate::bot::BotError;
use crate::color::Color;
use crate::game::{End, Game};
use crate::life::Benson;
use crate::rules::Scoring;

/// Below this chance of winning a search finds the game clearly lost...
pub(crate) const RESIGN_WINRATE: f32 = 0.05;
/// ...if it also expects to lose by more than [`resign_lead`] points, in this many
/// searches in a row.
pub(crate) const RESIGN_SEARCHES: u32 = 3;

/// Below this ownership (for the stone's own colour) a stone counts as dead.
const DEAD_OWNERSHIP: f32 = -0.4;
/// Below this mean ownership (for the chain's own colour), in a search with its
/// opponent to move, a chain counts as dead in [`dead_by_search`]. A search settles
/// what one reading leaves undecided, so the search's verdict is taken at its sign
/// (chosen on the tuning half of the dead-stone corpus: BENCHMARKS.md, "Dead stones
/// with the network").
pub const SEARCH_DEAD: f32 = 0.0;
/// The visits of each search of [`dead_by_search`] where nobody says otherwise
/// (`tengen-gtp`'s count, the element's): chosen on the tuning half, as
/// [`SEARCH_DEAD`].
pub const DEAD_VISITS: u32 = 64;
/// From this ownership (for the side to move) on, an empty point is its territory.
const OWN_TERRITORY: f32 = 0.8;
/// A move not filling one's own territory replaces one that does if its winning
/// chance is at most this much lower.
const FILL_MARGIN: f32 = 0.05;

/// The lead, in points, behind which a lost game is clearly lost: 3 points on
/// small boards, more on larger ones (9 on 19×19).
pub(crate) fn resign_lead(game: &Game) -> f32 {
    (game.board().area() as f32 / 40.0).max(3.0)
}

/// Black's margin in points if the game ended now with the stones `ownership`
/// (row-major, −1 White to 1 Black) gives to the other side removed as dead; `None`
/// after a cycle (no result) or if the count fails.
pub(crate) fn margin_by_ownership(game: &Game, ownership: &[f32]) -> Option<f64> {
    if game.end() == Some(End::Cycle) {
        return None;
    }
    let board = game.board();
    if ownership.len() != board.area() {
        return None;
    }
    let dead: Vec<Point> = board
        .points()
        .filter(|&p| {
            board.color(p).is_some_and(|c| {
                ownership[board.row_major(p)] * f32::from(c.sign()) < DEAD_OWNERSHIP
            })
        })
        .collect();
    game.score(&dead).ok().map(|s| s.margin.points())
}

/// The two positions the dead-stone guess with a network reads: the game's board
/// without the closing passes (or resignation) that ended it, with Black to move and
/// with White to move. With the closing passes in its inputs the network reads the
/// game as over, every stone counted as it stands; and a group that lives only if
/// its owner moves first is found out by reading the position with the opponent to
/// move (see [`dead_by_ownership`]).
pub fn dead_stone_positions(game: &Game) -> [Game; 2] {
    let mut open = game.clone();
    while open.is_over() || open.last_move().is_some_and(|(_, p)| p.is_none()) {
        if !open.undo() {
            break;
        }
    }
    let to_move = |color: Color| {
        let mut g = open.clone();
        if g.to_move() != color {
            // Refused only after the end, which the loop above took back.
            let _ = g.set_to_move(color);
        }
        g
    };
    [to_move(Color::Black), to_move(Color::White)]
}

/// The dead stones by the network: `readings` are its ownership (row-major, −1 White
/// to 1 Black) of the two [`dead_stone_positions`], Black to move first. Whole
/// chains, row by row:
/// - a chain is dead when the mean ownership of its stones, for their own colour, is
///   below the count's threshold in the reading with the **opponent to move**: the
///   game ended with both sides passing, so a group that lives only if its owner
///   plays first is dead, as GNU Go and KataGo's search read such groups;
/// - chains Benson's algorithm finds unconditionally alive are never dead, and the
///   stones in the regions it gives to the other colour always are;
/// - chains in seki stay alive: the network reads a seki's stones as the other
///   side's as often as not, and the seki test of the playout method (`life`: a
///   liberty both sides leave empty in most playouts) finds them.
///
/// Empty if a reading is not of the board's size.
pub fn dead_by_ownership(game: &Game, readings: [&[f32]; 2]) -> Vec<Point> {
    dead_by_ownership_below(game, readings, DEAD_OWNERSHIP)
}

/// [`dead_by_ownership`] with another threshold: a chain is dead when its mean
/// ownership for its own colour, in the reading with its opponent to move, is below
/// `threshold` (−0.4 there). For measuring other readings, such as a search's mean
/// ownership (`cargo run --release --example net_deadstones -- --visits N`).
pub fn dead_by_ownership_below(game: &Game, readings: [&[f32]; 2], threshold: f32) -> Vec<Point> {
    let board = game.board();
    if readings.iter().any(|r| r.len() != board.area()) {
        return Vec::new();
    }
    let benson = Benson::new(board);
    let seki = crate::life::estimate(game, &crate::life::Options::default()).seki;
    board
        .points()
        .filter(|&p| {
            board.color(p).is_some_and(|c| {
                if benson.is_dead(board, p) {
                    return true;
                }
                if benson.is_alive(board, p) || seki.binary_search(&p).is_ok() {
                    return false;
                }
                // The reading with the opponent to move.
                let own = readings[(c == Color::Black) as usize];
                let (sum, n) = board.chain_stones(p).fold((0.0f32, 0u32), |(s, n), q| {
                    (s + own[board.row_major(q)], n + 1)
                });
                sum / n.max(1) as f32 * f32::from(c.sign()) < threshold
            })
        })
        .collect()
}

/// The mean ownership of a search of `visits` visits from each of the
/// [`dead_stone_positions`] (Black to move first), as [`dead_by_ownership`] reads
/// two readings. A fresh search each: the same game, evaluator and `visits` give the
/// same ownership.
pub fn search_ownership<E: Evaluator>(
    evaluator: E,
    game: &Game,
    visits: u32,
) -> Result<[Vec<f32>; 2], BotError> {
    let options = Options {
        visits: Some(visits),
        // The tree of a few hundred visits: a few megabytes at most.
        memory_mb: 16,
        ..Options::default()
    };
    let mut bot = PuctBot::new(evaluator, options)?;
    let budget = Budget {
        visits: Some(visits),
        time_ms: None,
    };
    let [black, white] = dead_stone_positions(game);
    let black = bot.analyze(&black, budget)?.ownership;
    let white = bot.analyze(&white, budget)?.ownership;
    Ok([black, white])
}

/// The dead stones by the network's search, whole chains, row by row: the rule of
/// [`dead_by_ownership`] (the reading with each chain's opponent to move, Benson's
/// verdicts, the seki kept) on the mean ownership of a search of `visits` visits from
/// each of the two positions ([`search_ownership`]), a chain dead below
/// [`SEARCH_DEAD`]. One reading misjudges groups whose life needs a few moves read
/// out (a one-eyed group in a race, a group with a false eye); a search reads them.
pub fn dead_by_search<E: Evaluator>(
    evaluator: E,
    game: &Game,
    visits: u32,
) -> Result<Vec<Point>, BotError> {
    let [black, white] = search_ownership(evaluator, game, visits)?;
    Ok(dead_by_ownership_below(game, [&black, &white], SEARCH_DEAD))
}

/// Black's margin of a game just ended in the tree by a pass: the ownership is the
/// evaluator's for the position before that pass (the same stones), read by taking
/// the pass back and playing it again. `None` for a cycle.
pub(crate) fn final_margin<E: Evaluator>(
    evaluator: &mut E,
    game: &mut Game,
    out: &mut NetOutput,
) -> Option<f64> {
    if game.end() != Some(End::Passes) {
        return None;
    }
    let passer = game.to_move().opponent();
    game.undo();
    evaluator.evaluate(game, out);
    let replayed = game.pass_as(passer).is_ok();
    debug_assert!(replayed && game.is_over());
    margin_by_ownership(game, &out.ownership)
}

/// The root's moves with their visits and the mover's chance of winning.
fn candidates<E: Evaluator>(
    bot: &PuctBot<E>,
) -> impl Iterator<Item = (Option<Point>, u32, f32)> + '_ {
    bot.tree
        .edges_of(0)
        .iter()
        .filter(|e| e.child != NONE)
        .map(|e| {
            let n = bot.tree.nodes[e.child as usize];
            let (_, wl, _) = n.means();
            (point_of(e.mv), n.visits, ((1.0 + wl) / 2.0) as f32)
        })
}

/// The chosen move after the end-of-game rules:
/// - it never passes when passing loses and a move the search visited wins;
/// - under territory counting, a move into its own territory gives way to the
///   most visited one that does not fill it (or a pass), unless that is clearly
///   worse.
pub(crate) fn adjust<E: Evaluator>(
    bot: &PuctBot<E>,
    game: &Game,
    choice: Option<Point>,
) -> Option<Point> {
    let me = game.to_move();
    let ownership = bot.ownership();
    let wins = |margin: f64| margin * f64::from(me.sign()) > 0.0;
    let opponent_passed = game.last_move() == Some((me.opponent(), None));
    // Passing loses: after the opponent's pass it ends the game, and the count
    // says; otherwise the search says (a pass it did not visit leaves the position
    // as it is, so the root's own value).
    let pass_loses = || {
        if opponent_passed {
            let mut ended = game.clone();
            let _ = ended.pass();
            return !margin_by_ownership(&ended, &ownership).is_some_and(wins);
        }
        let pass = bot.tree.child(0, PASS).map(|c| bot.tree.nodes[c as usize]);
        let winrate = match pass {
            Some(n) if n.visits > 0 => (1.0 + n.means().1) / 2.0,
            _ => (1.0 - bot.tree.nodes[0].means().1) / 2.0,
        };
        winrate < 0.5
    };
    match choice {
        None => {
            if !pass_loses() {
                return None;
            }
            // The most visited move that wins, if any.
            let winning = candidates(bot)
                .filter(|&(p, _, w)| p.is_some() && w > 0.5)
                .max_by_key(|&(_, v, _)| v);
            winning.and_then(|(p, _, _)| p)
        }
        Some(p) => {
            if game.rules().scoring != Scoring::Territory {
                return Some(p);
            }
            // The last dame of a settled board is worth nothing under territory
            // counting: the game is over, and a pass that does not lose ends it.
            if is_dame(game, p) && settled(game, &ownership) && !pass_loses() {
                return None;
            }
            if !fills_own_territory(game, &ownership, p) {
                return Some(p);
            }
            let chosen = candidates(bot)
                .find(|&(q, _, _)| q == Some(p))
                .map_or(0.0, |(_, _, w)| w);
            let other = candidates(bot)
                .filter(|&(q, _, w)| {
                    w >= chosen - FILL_MARGIN
                        && q.is_none_or(|q| !fills_own_territory(game, &ownership, q))
                })
                .max_by_key(|&(_, v, _)| v);
            match other {
                Some((q, _, _)) => q,
                // Nothing visited instead: a pass, if it does not lose.
                None if !pass_loses() => None,
                None => Some(p),
            }
        }
    }
}

/// `p` is a dame: an empty point beside stones of both colours, none of whose chains
/// it would leave short of liberties (each has more than two). Between living
/// groups it is nobody's territory, whatever the search expects of it.
fn is_dame(game: &Game, p: Point) -> bool {
    let board = game.board();
    let mut colors = [false; 2];
    for n in board.neighbors(p) {
        if let Some(c) = board.color(n) {
            colors[(c == Color::Black) as usize] = true;
            if board.liberty_count(n) <= 2 {
                return false;
            }
        }
    }
    board.color(p).is_none() && colors == [true, true]
}

/// Every point of the board is decided: each stone and each empty point owned by
/// one side (at least [`OWN_TERRITORY`] either way), or a dame.
fn settled(game: &Game, ownership: &[f32]) -> bool {
    let board = game.board();
    board.points().all(|q| {
        let o = ownership.get(board.row_major(q)).copied().unwrap_or(0.0);
        o.abs() >= OWN_TERRITORY || is_dame(game, q)
    })
}

/// `p` is inside the side to move's own territory: the ownership gives it to that
/// side, no opposing stone is among its eight neighbours, and no own chain beside
/// it is in atari (the move would then defend).
pub(crate) fn fills_own_territory(game: &Game, ownership: &[f32], p: Point) -> bool {
    let board = game.board();
    let me = game.to_move();
    let Some(&o) = ownership.get(board.row_major(p)) else {
        return false;
    };
    if o * f32::from(me.sign()) < OWN_TERRITORY {
        return false;
    }
    let (x, y) = board.xy(p);
    for dy in -1i32..=1 {
        for dx in -1i32..=1 {
            let (qx, qy) = (x as i32 + dx, y as i32 + dy);
            if qx < 0 || qy < 0 {
                continue;
            }
            if let Some(q) = board.point(qx as usize, qy as usize) {
                if board.color(q) == Some(me.opponent()) {
                    return false;
                }
            }
        }
    }
    !board
        .neighbors(p)
        .into_iter()
        .any(|n| board.color(n) == Some(me) && board.atari_liberty(n) == Some(p))
}
