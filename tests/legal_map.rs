//! The fast paths of `Game::legal_moves_into` and of the superko check (which skip
//! the position lookup where no earlier position can recur) against a reference that
//! keeps every earlier position and looks each candidate up.

use std::collections::HashSet;
use tengen::board::{Board, Point, Probe};
use tengen::rng::Rng;
use tengen::{Color, Game, Handicap, KoRule, Preset, Rules};

/// Legal under the rules by brute force: occupied, ko, suicide from the board's probe,
/// then the resulting position looked up among all earlier ones.
fn reference_legal(
    game: &Game,
    seen: &HashSet<(u64, Option<Color>)>,
    p: Point,
    situational: bool,
) -> bool {
    let b = game.board();
    if game.is_over() || b.color(p).is_some() || game.ko_point() == Some(p) {
        return false;
    }
    match b.probe(p, game.to_move(), game.rules().suicide) {
        Probe::Legal { hash, .. } => match game.rules().ko {
            KoRule::Simple => true,
            _ => {
                let side = situational.then(|| game.to_move().opponent());
                !seen.contains(&(hash, side))
            }
        },
        _ => false,
    }
}

fn check_preset(preset: Preset, size: usize, games: u64) {
    check_rect(preset, size, size, games);
}

fn check_rect(preset: Preset, width: usize, height: usize, games: u64) {
    let rules = Rules::preset(preset);
    let situational = rules.ko == KoRule::Situational;
    let mut map = vec![0u8; width * height];
    for seed in 0..games {
        let mut rng = Rng::new(seed ^ 0xABCD);
        let mut game = Game::new(width, height, rules, Handicap::None).unwrap();
        let mut seen = HashSet::new();
        let side = |g: &Game| situational.then(|| g.to_move());
        seen.insert((game.board().hash(), side(&game)));
        let mut moves = 0;
        while !game.is_over() && moves < 4 * width * height {
            game.legal_moves_into(&mut map);
            let b: &Board = game.board();
            let points: Vec<Point> = b.points().collect();
            let mut legal = Vec::new();
            for &p in &points {
                let want = reference_legal(&game, &seen, p, situational);
                let i = b.row_major(p);
                assert_eq!(
                    map[i] == 1,
                    want,
                    "{preset:?} seed {seed} move {moves} point {i}\n{b:?}"
                );
                assert_eq!(
                    game.is_legal(p),
                    want,
                    "is_legal, {preset:?} seed {seed} move {moves}"
                );
                if want {
                    legal.push(p);
                }
            }
            // Mostly random moves; now and then a pass, so that positions recur.
            if legal.is_empty() || rng.below(40) == 0 {
                game.pass().unwrap();
            } else {
                let p = legal[rng.below(legal.len() as u32) as usize];
                game.play(p).unwrap();
            }
            seen.insert((game.board().hash(), side(&game)));
            game.check_invariants().unwrap();
            moves += 1;
        }
    }
}

#[test]
fn legal_maps_agree_with_a_full_lookup_positional() {
    check_preset(Preset::Chinese, 5, 40);
    check_preset(Preset::Chinese, 9, 6);
}

#[test]
fn legal_maps_agree_with_a_full_lookup_with_suicide() {
    check_preset(Preset::TrompTaylor, 5, 40);
    check_preset(Preset::NewZealand, 5, 40);
}

#[test]
fn legal_maps_agree_with_a_full_lookup_situational_and_simple() {
    check_preset(Preset::Aga, 5, 40);
    check_preset(Preset::Japanese, 5, 30);
}

#[test]
fn legal_maps_survive_undo() {
    let mut game = Game::new(5, 5, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut rng = Rng::new(7);
    let mut map = vec![0u8; 25];
    for _ in 0..200 {
        if game.is_over() {
            game.undo();
        }
        game.legal_moves_into(&mut map);
        let legal: Vec<usize> = (0..25).filter(|&i| map[i] == 1).collect();
        if legal.is_empty() || rng.below(10) == 0 {
            let n = game.move_number();
            game.undo_to(n.saturating_sub(3));
            continue;
        }
        let i = legal[rng.below(legal.len() as u32) as usize];
        let p = game.board().point(i % 5, i / 5).unwrap();
        game.play(p).unwrap();
        // After an undo the fast path must know the removals of the line as played.
        let copy = {
            let mut g = Game::new(5, 5, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
            for a in game.history() {
                match a {
                    tengen::Action::Play(_, p) => {
                        g.play(*p).unwrap();
                    }
                    tengen::Action::Pass(_) => g.pass().unwrap(),
                    _ => {}
                }
            }
            g
        };
        let mut a = vec![0u8; 25];
        let mut b = vec![0u8; 25];
        game.legal_moves_into(&mut a);
        copy.legal_moves_into(&mut b);
        assert_eq!(a, b);
    }
}

#[test]
fn legal_maps_on_large_and_rectangular_boards() {
    // The map is computed eight cells at a time: rows of every length, up to 25.
    check_rect(Preset::Chinese, 25, 25, 1);
    check_rect(Preset::Chinese, 19, 19, 2);
    check_rect(Preset::Japanese, 25, 2, 10);
    check_rect(Preset::Chinese, 2, 25, 10);
    check_rect(Preset::TrompTaylor, 13, 7, 10);
    check_rect(Preset::Chinese, 17, 9, 5);
}
