//! The life-and-death solver (src/solve/): known problems of every result, each
//! proof checked by the independent replay, budgets, and the solver against a
//! brute-force minimax on small regions.

use tengen::solve::{self, proof, Fate, Goal, Options, Solution};
use tengen::{Color, Game, Handicap, Point, Preset, Rules};

/// A game with `rows` set up (`X` black, `O` white) and `to_move` to play.
fn game(rows: &[&str], to_move: Color, preset: Preset) -> Game {
    let mut g = Game::new(rows[0].len(), rows.len(), Rules::preset(preset), Handicap::None).unwrap();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            let p = g.board().point(x, y).unwrap();
            match c {
                b'X' => black.push(p),
                b'O' => white.push(p),
                _ => {}
            }
        }
    }
    g.setup(&black, &white, &[]).unwrap();
    if g.to_move() != to_move {
        g.set_to_move(to_move).unwrap();
    }
    g
}

fn pt(g: &Game, x: usize, y: usize) -> Point {
    g.board().point(x, y).unwrap()
}

/// Solves with a node budget and checks every proof it gives.
fn solved(g: &Game, options: &Options) -> Solution {
    let clock = solve::native_clock();
    let (s, proofs) = solve::solve_with_proofs(g, options, &clock).unwrap();
    for p in proofs.root.iter().chain(proofs.moves.iter().flat_map(|(_, v)| v)) {
        proof::check(g, p).unwrap();
    }
    s
}

fn opts(target: Option<Point>) -> Options {
    Options {
        target,
        max_nodes: Some(2_000_000),
        ..Options::default()
    }
}

#[test]
fn straight_three_in_the_corner_dies_or_lives_by_the_vital_point() {
    let rows = [
        "...OX..", //
        "OOOOX..", //
        "XXXXX..",
    ];
    for (to_move, goal) in [(Color::Black, Goal::Kill), (Color::White, Goal::Live)] {
        let g = game(&rows, to_move, Preset::Chinese);
        let s = solved(&g, &opts(None));
        assert_eq!(s.problem.goal, goal);
        assert_eq!(s.problem.defender, Color::White);
        let fate = if to_move == Color::Black { Fate::Dead } else { Fate::Alive };
        assert_eq!(s.result, Some(fate), "{to_move:?}: {s:?}");
        assert_eq!(s.best, Some(pt(&g, 1, 0)));
        eprintln!("{s:?}");
    }
}
