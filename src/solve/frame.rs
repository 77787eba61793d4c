//! The automatic frame of an open problem.
//!
//! A corner or side problem taken from a game (or a book) is rarely enclosed: the
//! target's surroundings run out into the open board, so the empty points reached
//! from it are far more than a proof can cover. The tsumego frames of KataGo's
//! analysis tools fill the rest of the board with solid shape for the attacker; a
//! proof needs less, only that the fight stays where it is. [`framed`] keeps the
//! stones around the target, clears the rest of the board, and surrounds the kept box
//! with a one-stone wall of the attacker's colour. The wall has liberties outside the
//! box, so no move inside the box can capture it: its stones are outside the proof,
//! and the region is the box's empty points.
//!
//! What the frame assumes: the attacker holds the outside. A group whose life in the
//! game depends on running out, or on a weak attacking stone outside the box, is read
//! as if it could not (the frame takes its way out). The solution says when a frame
//! was used ([`super::Solution::framed`]).

use crate::board::Point;
use crate::color::Color;
use crate::game::{Game, Handicap};

/// Stones at most this many points apart (on either axis) are one cluster with the
/// target: the shape around it that the frame keeps.
const REACH: usize = 2;

/// `game`'s position closed by a frame around the stones near `target` (those reached
/// from it through stones of either colour at most two points apart): those
/// stones kept in their bounding box grown by one point, every stone outside the box
/// removed, and a wall of the attacker's colour (the target's opponent) on the ring
/// around the box, where it is on the board. The side to move and the rules are
/// `game`'s; the history is not kept. `None` when no frame fits: the box with its
/// wall would cover the whole board, or a kept chain would have no liberty.
pub fn framed(game: &Game, target: Point) -> Option<Game> {
    let b = game.board();
    let defender = b.color(target)?;
    let (w, h) = (b.width(), b.height());
    // The cluster: stones reached through stones at most REACH apart.
    let mut kept = vec![false; b.padded_len()];
    let mut list = vec![target];
    kept[target] = true;
    let mut i = 0;
    while i < list.len() {
        let (x0, y0) = b.xy(list[i]);
        i += 1;
        for y in y0.saturating_sub(REACH)..=(y0 + REACH).min(h - 1) {
            for x in x0.saturating_sub(REACH)..=(x0 + REACH).min(w - 1) {
                let p = b.point(x, y)?;
                if !kept[p] && b.color(p).is_some() {
                    kept[p] = true;
                    list.push(p);
                }
            }
        }
    }
    let xs = list.iter().map(|&p| b.xy(p).0);
    let ys = list.iter().map(|&p| b.xy(p).1);
    let (x0, x1) = (
        xs.clone().min()?.saturating_sub(1),
        (xs.max()? + 1).min(w - 1),
    );
    let (y0, y1) = (
        ys.clone().min()?.saturating_sub(1),
        (ys.max()? + 1).min(h - 1),
    );
    let in_box = |x: usize, y: usize| (x0..=x1).contains(&x) && (y0..=y1).contains(&y);
    let on_ring = |x: usize, y: usize| {
        !in_box(x, y) && x + 1 >= x0 && x <= x1 + 1 && y + 1 >= y0 && y <= y1 + 1
    };
    let (mut black, mut white) = (Vec::new(), Vec::new());
    let mut outside_empty = false;
    for y in 0..h {
        for x in 0..w {
            let p = b.point(x, y)?;
            let color = if in_box(x, y) {
                b.color(p)
            } else if on_ring(x, y) {
                Some(defender.opponent())
            } else {
                outside_empty = true;
                None
            };
            match color {
                Some(Color::Black) => black.push(p),
                Some(Color::White) => white.push(p),
                None => {}
            }
        }
    }
    // The wall needs liberties of its own outside, or moves inside could capture it.
    if !outside_empty {
        return None;
    }
    let mut framed = Game::new(w, h, *game.rules(), Handicap::None).ok()?;
    framed.setup(&black, &white, &[]).ok()?;
    if framed.to_move() != game.to_move() {
        framed.set_to_move(game.to_move()).ok()?;
    }
    Some(framed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, Rules};

    /// A game of `rows` ('X' black, 'O' white, '.' empty), Black to move.
    fn game(rows: &[&str]) -> Game {
        let (w, h) = (rows[0].len(), rows.len());
        let mut g = Game::new(w, h, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let b = g.board().clone();
        let mut black = Vec::new();
        let mut white = Vec::new();
        for (y, r) in rows.iter().enumerate() {
            for (x, c) in r.chars().enumerate() {
                let p = b.point(x, y).unwrap();
                match c {
                    'X' => black.push(p),
                    'O' => white.push(p),
                    _ => {}
                }
            }
        }
        g.setup(&black, &white, &[]).unwrap();
        g
    }

    fn rows(g: &Game) -> Vec<String> {
        let b = g.board();
        (0..b.height())
            .map(|y| {
                (0..b.width())
                    .map(|x| match b.color(b.point(x, y).unwrap()) {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }

    /// A corner group (White) with Black's stones around it and a stray stone far
    /// away: the box around the cluster is kept, the stray stone goes, and Black's
    /// wall closes the box where the board's edge does not.
    #[test]
    fn a_corner_problem_is_closed_by_the_attackers_wall() {
        let g = game(&[
            "..OOX....",
            ".O.OX....",
            "OOXX.....",
            "XX.......",
            ".........",
            ".........",
            ".........",
            "........O",
            ".........",
        ]);
        let target = g.board().point(2, 0).unwrap();
        let f = framed(&g, target).unwrap();
        assert_eq!(
            rows(&f),
            [
                "..OOX.X..",
                ".O.OX.X..",
                "OOXX..X..",
                "XX....X..",
                "......X..",
                "XXXXXXX..",
                ".........",
                ".........",
                ".........",
            ]
        );
        assert_eq!(f.to_move(), g.to_move());
    }

    /// A box that would leave no point outside its wall has no frame.
    #[test]
    fn no_frame_covers_the_whole_board() {
        let g = game(&["X.O..", ".....", "..X..", ".....", "O...X"]);
        assert!(framed(&g, g.board().point(0, 0).unwrap()).is_none());
    }
}
