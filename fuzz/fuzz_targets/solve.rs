//! The life-and-death solver on random small enclosed positions, against a
//! brute-force minimax of the same model (`tengen::solve::brute`): a board of 3×2 to
//! 6×5 with stones from the input, any rules, either side to move, a target among the
//! stones and the region found around it, kept when it has at most 8 empty points.
//!
//! - every proof the solve gives passes the independent check;
//! - the result, and each first move's, is the brute force's wherever both finish
//!   (the solver may say unknown, never something else);
//! - a refused problem is refused with a reason, never a panic.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::solve::{self, brute, proof, Options};
use tengen::{Game, Handicap, Point};
use tengen_fuzz::{rules, Bytes};

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let (width, height) = (3 + b.below(4), 2 + b.below(4));
    let Ok(mut game) = Game::new(width, height, rules(&mut b), Handicap::None) else {
        return;
    };
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for p in game.board().points().collect::<Vec<_>>() {
        match b.below(3) {
            1 => black.push(p),
            2 => white.push(p),
            _ => {}
        }
    }
    if game.setup(&black, &white, &[]).is_err() {
        return;
    }
    if b.bool() {
        let other = game.to_move().opponent();
        game.set_to_move(other).unwrap();
    }
    let stones: Vec<Point> = (game.board().points())
        .filter(|&p| game.board().color(p).is_some())
        .collect();
    if stones.is_empty() {
        return;
    }
    let options = Options {
        target: Some(stones[b.below(stones.len())]),
        max_nodes: Some(20_000),
        table_bytes: 1 << 18,
        ..Options::default()
    };
    let Ok(problem) = solve::Problem::new(&game, &options) else {
        return;
    };
    let empty = (problem.region.iter())
        .filter(|&&p| game.board().color(p).is_none())
        .count();
    if empty > 8 {
        return;
    }
    let clock = solve::native_clock();
    let (s, proofs) = solve::solve_with_proofs(&game, &options, &clock).unwrap();
    for p in proofs
        .root
        .iter()
        .chain(proofs.moves.iter().flat_map(|(_, v)| v))
    {
        proof::check(&game, p).unwrap();
    }
    let limit = 20_000;
    if let (Some(fate), Some(truth)) = (s.result, brute::fate(&game, &problem, None, limit)) {
        assert_eq!(fate, truth.0);
        assert_eq!(
            s.ko.map(|k| k.threats_first),
            truth.1.map(|k| k.threats_first)
        );
    }
    for m in &s.moves {
        if let (Some(fate), Some(truth)) =
            (m.result, brute::fate(&game, &problem, Some(m.point), limit))
        {
            assert_eq!(fate, truth.0);
        }
    }
});
