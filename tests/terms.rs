//! The term namer as a whole: ids, and what it says against what the engine does,
//! over random games on every board size.
mod common;

use proptest::prelude::*;
use tengen::{Color, Game, Handicap, Preset, Rules, Term, Terms};

#[test]
fn ids_are_unique_and_round_trip() {
    let mut seen = std::collections::HashSet::new();
    for (i, t) in Term::ALL.iter().enumerate() {
        assert_eq!(t.index(), i);
        assert!(seen.insert(t.id()), "{} twice", t.id());
        assert_eq!(Term::from_id(t.id()), Some(*t));
        assert!(
            t.id().bytes().all(|c| c.is_ascii_lowercase() || c == b'-'),
            "{}",
            t.id()
        );
    }
    assert_eq!(Term::from_id("nonsense"), None);
    assert_eq!(Term::ALL.len(), 40);
}

#[test]
fn nothing_to_name_on_an_empty_board_or_after_a_pass() {
    let mut g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    assert!(g.last_move_terms().is_empty());
    let p = g.board().point(3, 3).unwrap();
    assert!(g.describe_move(p).is_empty());
    g.play(p).unwrap();
    assert!(g.last_move_terms().is_empty());
    // White's approach, then a pass: the last move is the pass.
    let a = g.board().point(5, 2).unwrap();
    g.play(a).unwrap();
    assert!(g.last_move_terms().contains(Term::KnightsApproach));
    g.pass().unwrap();
    assert!(g.last_move_terms().is_empty());
}

#[test]
fn illegal_and_occupied_points_have_no_terms() {
    // Black may not retake the ko at once.
    let common::Setup { mut game, at } = common::setup(9, ".XO.\nXOxO\n.XO.");
    game.play(at).unwrap();
    let retake = game.board().point(1, 1).unwrap();
    assert!(!game.is_legal(retake));
    assert!(game.describe_move(retake).is_empty());
    assert!(game.describe_move(at).is_empty());
}

#[test]
fn handicap_games_name_the_last_move_from_the_right_position() {
    let mut g = Game::new(19, 19, Rules::preset(Preset::Japanese), Handicap::Fixed(2)).unwrap();
    // White approaches Black's 4-4 handicap stone at (15, 3).
    let p = g.board().point(13, 2).unwrap();
    g.play(p).unwrap();
    let t = g.last_move_terms();
    assert!(
        t.contains(Term::KnightsApproach),
        "{:?}",
        t.terms().collect::<Vec<_>>()
    );
}

#[test]
fn terms_reused_without_losing_anything() {
    let common::Setup { game, at } = common::setup(9, ".XX.\nXOOx\n.XX.");
    let mut reused = Terms::new();
    for _ in 0..3 {
        game.describe_move_into(at, &mut reused);
        assert_eq!(reused, game.describe_move(at));
    }
}

/// Random legal moves (index into the legal points), with passes now and then.
fn random_game(
    w: usize,
    h: usize,
    rules: Preset,
    picks: &[u16],
    mut check: impl FnMut(&Game, tengen::Point, &Terms, &Game),
) {
    let mut g = Game::new(w, h, Rules::preset(rules), Handicap::None).unwrap();
    let mut map = vec![0u8; w * h];
    for &pick in picks {
        if g.is_over() {
            break;
        }
        g.legal_moves_into(&mut map);
        let legal: Vec<usize> = (0..w * h).filter(|&i| map[i] == 1).collect();
        if legal.is_empty() || pick % 23 == 0 {
            g.pass().unwrap();
            continue;
        }
        let i = legal[pick as usize % legal.len()];
        let p = g.board().point(i % w, i / w).unwrap();
        let before = g.describe_move(p);
        let earlier = g.clone();
        g.play(p).unwrap();
        check(&earlier, p, &before, &g);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// What the namer says before a move is what it says of the move after it, and
    /// its tactical words agree with what the engine did: 提 names exactly the stones
    /// taken, 劫 exactly when the engine sets a ko point, 打吃 and 緊氣 exactly the
    /// opposing chains by the move left with one and two liberties; a move against
    /// opposing stones always has a name, 碰 (contact) when no other term fits.
    #[test]
    fn terms_agree_with_the_engine(
        w in 2usize..=25,
        h in 2usize..=25,
        rules in prop::sample::select(Preset::ALL.to_vec()),
        picks in prop::collection::vec(any::<u16>(), 0..300),
    ) {
        random_game(w, h, rules, &picks, |earlier, p, before, after| {
            let last = after.last_move_terms();
            assert_eq!(before, &last, "before and after disagree at {:?}", after.board().xy(p));
            let captured: Vec<_> = {
                let mut c = after.last_captured().to_vec();
                c.sort_unstable();
                // Under Ing's rules a suicide removes the mover's own stones.
                c.retain(|&s| earlier.board().color(s) == Some(earlier.to_move().opponent()));
                c
            };
            assert_eq!(before.stones(Term::Capture).unwrap_or(&[]), &captured[..]);
            assert_eq!(before.contains(Term::Ko), after.ko_point().is_some());
            let b = after.board();
            let mut atari = Vec::new();
            let mut fill = Vec::new();
            if b.color(p).is_some() {
                for n in b.neighbors(p) {
                    if b.color(n) == Some(earlier.to_move().opponent()) {
                        match b.liberties(n).len() {
                            1 => atari.extend(b.chain_stones(n)),
                            2 => fill.extend(b.chain_stones(n)),
                            _ => {}
                        }
                    }
                }
            }
            for v in [&mut atari, &mut fill] {
                v.sort_unstable();
                v.dedup();
            }
            assert_eq!(before.stones(Term::Atari).unwrap_or(&[]), &atari[..]);
            assert_eq!(before.stones(Term::FillLiberty).unwrap_or(&[]), &fill[..]);
            // A move against opposing stones always has a name, 碰 when nothing else.
            let them = Some(earlier.to_move().opponent());
            let touches = earlier.board().neighbors(p).into_iter().any(|n| earlier.board().color(n) == them);
            assert!(!touches || !before.is_empty(), "no term at {:?}", b.xy(p));
            if before.contains(Term::Contact) {
                assert!(touches && before.len() == 1, "碰 beside another term at {:?}", b.xy(p));
            }
        });
    }

    /// Every point of every position can be asked, legal or not, without a panic.
    #[test]
    fn any_point_can_be_asked(
        w in 2usize..=25,
        h in 2usize..=25,
        picks in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let mut g = Game::new(w, h, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let mut out = Terms::new();
        for (k, &pick) in picks.iter().enumerate() {
            // Every point of every eighth position (debug builds are slow).
            for y in (0..h).filter(|_| k % 8 == 0) {
                for x in 0..w {
                    let q = g.board().point(x, y).unwrap();
                    tengen::terms::describe_into(g.board(), Color::Black, q, &mut out);
                    tengen::terms::describe_into(g.board(), Color::White, q, &mut out);
                }
            }
            let i = pick as usize % (w * h);
            let p = g.board().point(i % w, i / w).unwrap();
            if g.is_legal(p) { g.play(p).unwrap(); } else if k % 7 == 0 { let _ = g.pass(); }
            if g.is_over() { break; }
        }
    }
}
