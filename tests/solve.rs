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

/// Random small positions: each cell empty, black or white from `cells`, a target
/// among the stones, and the region found around it; kept when it has 1 to `max`
/// empty points. The solver's result and each first move's must be the brute force's.
fn compare(width: usize, height: usize, cells: &[u8], pick: usize, white: bool, preset: Preset, max: usize) -> bool {
    let rows: Vec<String> = (0..height)
        .map(|y| {
            (0..width)
                .map(|x| match cells[y * width + x] % 5 {
                    0 | 1 => '.',
                    2 | 3 if (x + y) % 2 == 0 => 'X',
                    2 | 3 => 'O',
                    _ => 'X',
                })
                .collect()
        })
        .collect();
    let rows: Vec<&str> = rows.iter().map(|r| r.as_str()).collect();
    let to_move = if white { Color::White } else { Color::Black };
    let mut g = Game::new(width, height, Rules::preset(preset), Handicap::None).unwrap();
    let (mut black, mut whites) = (Vec::new(), Vec::new());
    for (y, row) in rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            let p = g.board().point(x, y).unwrap();
            match c {
                b'X' => black.push(p),
                b'O' => whites.push(p),
                _ => {}
            }
        }
    }
    if g.setup(&black, &whites, &[]).is_err() {
        return false;
    }
    if g.to_move() != to_move {
        g.set_to_move(to_move).unwrap();
    }
    let stones: Vec<Point> = g.board().points().filter(|&p| g.board().color(p).is_some()).collect();
    if stones.is_empty() {
        return false;
    }
    let options = Options {
        target: Some(stones[pick % stones.len()]),
        max_nodes: Some(300_000),
        table_bytes: 1 << 20,
        ..Options::default()
    };
    let Ok(problem) = solve::Problem::new(&g, &options) else {
        return false;
    };
    let empty = problem.region.iter().filter(|&&p| g.board().color(p).is_none()).count();
    if empty > max {
        return false;
    }
    let s = solved(&g, &options);
    let limit = 200_000;
    if let (Some(fate), Some(truth)) = (s.result, solve::brute::fate(&g, &problem, None, limit)) {
        assert_eq!(fate, truth.0, "{rows:?} {to_move:?} target {:?}", g.board().xy(problem.target));
        assert_eq!(s.ko.map(|k| k.threats_first), truth.1.map(|k| k.threats_first), "{rows:?}");
    }
    for m in &s.moves {
        if let (Some(fate), Some(truth)) = (m.result, solve::brute::fate(&g, &problem, Some(m.point), limit)) {
            assert_eq!(fate, truth.0, "{rows:?} {to_move:?} first {:?}", m.point.map(|p| g.board().xy(p)));
        }
    }
    true
}

mod random {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]
        #[test]
        fn the_solver_agrees_with_brute_force_on_small_regions(
            width in 3usize..6,
            height in 2usize..5,
            cells in proptest::collection::vec(any::<u8>(), 25),
            pick in any::<usize>(),
            white in any::<bool>(),
            simple in any::<bool>(),
        ) {
            let preset = if simple { Preset::Japanese } else { Preset::Chinese };
            compare(width, height, &cells, pick, white, preset, 6);
        }
    }
}

