//! The shape-term namer on random positions: a game of any size is played from the
//! input's choices, then every legal move of the position is named, and the names are
//! checked against what playing the move does:
//!
//! - terms come in the order of `Term::ALL`, each once, each with sorted, distinct
//!   stones that are stones on the board before the move;
//! - 提 (capture) names exactly the stones the move takes;
//! - 劫 (ko) is named exactly when the move leaves a ko point, and names the stone
//!   taken there;
//! - 打吃 (atari) names exactly the opposing chains next to the move left with one
//!   liberty, 緊氣 (fill a liberty) those that go from three liberties to two;
//! - once the move is played, `last_move_terms` gives the same names (checked for one
//!   move of each position: it replays the game);
//! - an illegal point has no terms.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::terms::{Term, Terms};
use tengen::{Board, Color, Point};
use tengen_fuzz::{check, game, Bytes};

/// The stones of the opposing chains next to `p` whose liberty count after the move
/// (on `after`) and before it (on `before`) pass `keep`, sorted.
fn chains_next_to(
    before: &Board,
    after: &Board,
    p: Point,
    opponent: Color,
    keep: impl Fn(usize, usize) -> bool,
) -> Vec<Point> {
    let mut out = Vec::new();
    for n in before.neighbors(p) {
        if before.color(n) != Some(opponent) || after.color(n) != Some(opponent) {
            continue;
        }
        if keep(before.liberty_count(n), after.liberty_count(n)) {
            out.extend(after.chain_stones(n));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let Some(mut g) = game(&mut b) else {
        return;
    };
    // The position: moves chosen by the input among the legal ones, a pass now and then.
    // The moves: a point drawn from the input, played if it is legal, with up to
    // eight draws before the side passes (one time in sixteen it passes at once).
    // Drawing points instead of listing every legal move before each one keeps an
    // input cheap: the naming below is what this target is for, and `calls` checks
    // the legal-move map against `is_legal`.
    let moves = b.below(200);
    let (w, area) = (g.board().width(), g.board().area());
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        let mut played = false;
        if b.below(16) != 0 {
            for _ in 0..8 {
                let i = b.below(area);
                let p = g.board().point_unchecked(i % w, i / w);
                if g.is_legal(p) {
                    g.play(p).expect("legal");
                    played = true;
                    break;
                }
            }
        }
        if !played {
            let _ = g.pass();
        }
    }
    check(&g, "the moves");
    let board = g.board().clone();
    let mover = g.to_move();
    let mut terms = Terms::new();
    let mut after = board.clone();
    let mut legal = Vec::new();
    for p in board.points() {
        g.describe_move_into(p, &mut terms);
        if !g.is_legal(p) {
            assert!(terms.is_empty(), "terms for an illegal move at {p}");
            continue;
        }
        let named: Vec<Term> = terms.terms().collect();
        assert!(
            named.windows(2).all(|w| w[0] < w[1]),
            "terms out of order: {named:?}"
        );
        for (t, stones) in terms.iter() {
            assert_eq!(Term::from_id(t.id()), Some(t));
            assert!(
                stones.windows(2).all(|w| w[0] < w[1]),
                "{t:?}: stones unsorted"
            );
            for &s in stones {
                assert!(board.color(s).is_some(), "{t:?} names the empty point {s}");
            }
        }
        // The move played on a copy of the board, as `Game::play` plays it.
        after.copy_from(&board);
        let mut taken = Vec::new();
        let placed = after.place(p, mover, |s| taken.push(s));
        taken.retain(|&s| board.color(s) == Some(mover.opponent()));
        taken.sort_unstable();
        assert_eq!(
            terms.stones(Term::Capture).unwrap_or(&[]),
            &taken[..],
            "capture at {p}"
        );
        match placed.ko {
            Some(k) => assert_eq!(terms.stones(Term::Ko), Some(&[k][..]), "ko at {p}"),
            None => assert!(!terms.contains(Term::Ko), "ko at {p} without a ko point"),
        }
        let atari = chains_next_to(&board, &after, p, mover.opponent(), |_, now| now == 1);
        assert_eq!(
            terms.stones(Term::Atari).unwrap_or(&[]),
            &atari[..],
            "atari at {p}"
        );
        let fill = chains_next_to(&board, &after, p, mover.opponent(), |was, now| {
            was == 3 && now == 2
        });
        assert_eq!(
            terms.stones(Term::FillLiberty).unwrap_or(&[]),
            &fill[..],
            "fill-liberty at {p}"
        );
        legal.push(p);
    }
    // One of the moves played: `last_move_terms` names it as it is named before (named
    // again here rather than keeping a copy of every move's names).
    if !legal.is_empty() {
        let p = legal[b.below(legal.len())];
        g.describe_move_into(p, &mut terms);
        let mut after = g.clone();
        after.play(p).expect("legal");
        assert_eq!(after.last_move_terms(), terms, "last_move_terms at {p}");
    }
    // Describing changed nothing.
    assert_eq!(g.board().hash(), board.hash());
    check(&g, "naming every move");
});
