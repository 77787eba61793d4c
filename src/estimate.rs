//! Proposing the dead stones: the players agree on them (docs/rules.md, "Life and
//! death"), and the engine can propose a list to start from.
//!
//! Light random playouts from the final position show which points each side ends up
//! owning; a chain whose stones mostly end up in the opponent's hands is proposed as
//! dead. It is a proposal for the players to correct (the page lets them toggle
//! chains), not a judgement: random playouts misread seki and some tight shapes.

use crate::board::{sort_points, Point, BLACK, WHITE};
use crate::color::ByColor;
use crate::game::Game;
use crate::playout::Playout;
use crate::rng::Rng;
use crate::rules::HalfPoints;
use crate::score::{decide, Winner};

/// What a batch of playouts found: see [`playouts`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Playouts run.
    pub playouts: u32,
    /// Moves played in all of them (passes excluded).
    pub moves: u64,
    /// Playouts Black won.
    pub black_wins: u32,
    /// Playouts White won.
    pub white_wins: u32,
}

/// Runs `count` light random playouts from the game's position and counts each end
/// position by area with every stone alive; the game's rules decide each count as
/// [`Game::score`] would ([`decide`]: komi, handicap compensation, Ing's tie to
/// Black), and a drawn playout is nobody's win.
pub fn playouts(game: &Game, count: u32, seed: u64) -> PlayoutStats {
    let board = game.board();
    let mut engine = Playout::new(board);
    let mut rng = Rng::new(seed);
    let mut stats = PlayoutStats {
        playouts: count,
        moves: 0,
        black_wins: 0,
        white_wins: 0,
    };
    for _ in 0..count {
        let r = engine.run(board, game.to_move(), game.ko_point(), &mut rng);
        stats.moves += u64::from(r.moves);
        // Neutral points are left out: split between the sides or not, they change
        // no margin.
        let ByColor { black, white } = r.area.map(|a| HalfPoints(2 * a as i32));
        match decide(game.rules(), game.handicap_stones(), black, white).winner {
            Winner::Black => stats.black_wins += 1,
            Winner::White => stats.white_wins += 1,
            Winner::Draw | Winner::NoResult => {}
        }
    }
    stats
}

/// Mean owner of every point (row-major) over `playouts` light playouts from the
/// game's position: 1 always Black's, −1 always White's. An empty point at the end
/// of a playout belongs to the colour around it (playouts end with only eyes left).
pub fn ownership(game: &Game, playouts: u32, seed: u64) -> Vec<f32> {
    let board = game.board();
    let mut own = vec![0f32; board.area()];
    let mut engine = Playout::new(board);
    let mut rng = Rng::new(seed);
    for _ in 0..playouts {
        engine.run(board, game.to_move(), game.ko_point(), &mut rng);
        let end = engine.board();
        for p in end.points() {
            let cell = end.cell(p);
            let owner = if cell == BLACK || cell == WHITE {
                cell
            } else {
                end.neighbors(p)
                    .iter()
                    .map(|&n| end.cell(n))
                    .find(|&c| c == BLACK || c == WHITE)
                    .unwrap_or(0)
            };
            own[end.row_major(p)] += match owner {
                BLACK => 1.0,
                WHITE => -1.0,
                _ => 0.0,
            };
        }
    }
    if playouts > 0 {
        own.iter_mut().for_each(|v| *v /= playouts as f32);
    }
    own
}

/// The stones of every chain that the opponent owns on average by more than
/// `threshold` (light playouts are noisy: 0.2 is a sensible default) over `playouts` playouts, in point order.
pub fn suggest_dead(game: &Game, playouts: u32, seed: u64, threshold: f32) -> Vec<Point> {
    let own = ownership(game, playouts, seed);
    let board = game.board();
    let mut dead = Vec::new();
    for p in board.points() {
        let Some(color) = board.color(p) else {
            continue;
        };
        if board.chain_head(p) != p {
            continue;
        }
        let stones: Vec<Point> = board.chain_stones(p).collect();
        let mean =
            stones.iter().map(|&s| own[board.row_major(s)]).sum::<f32>() / stones.len() as f32;
        if mean * color.sign() as f32 <= -threshold {
            dead.extend(stones);
        }
    }
    sort_points(&mut dead);
    dead
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Handicap, Preset, Rules};

    #[test]
    fn a_lone_invader_in_a_big_area_is_proposed_dead() {
        // Black wall at x = 3, White wall at x = 4 on 9×9; a White stone at (1, 4)
        // inside Black's area and a Black stone at (7, 7) inside White's.
        let mut g = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        for y in 0..9 {
            g.play(g.board().point(3, y).unwrap()).unwrap();
            g.play(g.board().point(4, y).unwrap()).unwrap();
        }
        g.play(g.board().point(7, 7).unwrap()).unwrap();
        g.play(g.board().point(1, 4).unwrap()).unwrap();
        let dead: Vec<(usize, usize)> = suggest_dead(&g, 200, 1, 0.2)
            .iter()
            .map(|&p| g.board().xy(p))
            .collect();
        assert_eq!(dead, vec![(1, 4), (7, 7)]);
        let own = ownership(&g, 50, 2);
        assert!(own[0] > 0.2 && own[8] < -0.2, "{} {}", own[0], own[8]);
        // Living walls are not proposed.
        assert!(suggest_dead(&g, 200, 3, 0.2)
            .iter()
            .all(|&p| g.board().xy(p).0 != 3));
    }
}
