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
    let moves = b.below(200);
    let mut map = vec![0u8; g.board().area()];
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        g.legal_moves_into(&mut map);
        let legal: Vec<usize> = (0..map.len()).filter(|&i| map[i] == 1).collect();
        if legal.is_empty() || b.below(16) == 0 {
            let _ = g.pass();
        } else {
            let i = legal[b.below(legal.len())];
            let w = g.board().width();
            let p = g.board().point_unchecked(i % w, i / w);
            g.play(p).expect("legal");
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
        legal.push((p, terms.clone()));
    }
    // One of the moves played: `last_move_terms` names it as it was named before.
    if !legal.is_empty() {
        let (p, named) = &legal[b.below(legal.len())];
        let mut after = g.clone();
        after.play(*p).expect("legal");
        assert_eq!(&after.last_move_terms(), named, "last_move_terms at {p}");
    }
    // Describing changed nothing.
    assert_eq!(g.board().hash(), board.hash());
    check(&g, "naming every move");
});
