//! A sequence of core calls decoded from the input: a new game of any size, rules and
//! handicap, then moves (legal and not, in turn and out of turn), passes (in turn and
//! not), undo, undo to a move, truncation of the record, resignation, resumption, no
//! result by agreement, setups (SGF's AB/AW/AE) and side-to-move settings, counts with
//! random dead stones, legal-move maps, playouts and the dead-stone proposal.
//! After every call the game's invariants are checked (`Game::check_invariants`), a
//! refused call must change nothing, and undo must restore exactly the state seen
//! when the record was that long.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::life::{estimate, Options};
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::{Action, Color, End, Game, Illegal, Point, Repetition};
use tengen_fuzz::{check, game, Bytes};

/// What undo must restore, and a refused call must leave alone (the record itself is
/// compared with the harness's copy of it).
#[derive(Clone, Debug, PartialEq)]
struct State {
    hash: u64,
    to_move: Color,
    ko: Option<Point>,
    captures: (u32, u32),
    move_number: u32,
    actions: usize,
    end: Option<End>,
    passes: u32,
    last_captured: Vec<Point>,
    repetition: Option<Repetition>,
}

fn state(g: &Game) -> State {
    let mut last_captured = g.last_captured().to_vec();
    last_captured.sort_unstable();
    State {
        hash: g.board().hash(),
        to_move: g.to_move(),
        ko: g.ko_point(),
        captures: (g.captures(Color::Black), g.captures(Color::White)),
        move_number: g.move_number(),
        actions: g.history().len(),
        end: g.end(),
        passes: g.consecutive_passes(),
        last_captured,
        repetition: g.repetition(),
    }
}

fn any_color(b: &mut Bytes) -> Color {
    if b.bool() {
        Color::Black
    } else {
        Color::White
    }
}

/// A few points for a setup: mostly on the board, now and then a repeat or one off it.
fn some_points(b: &mut Bytes, g: &Game) -> Vec<Point> {
    let n = b.below(6);
    (0..n).map(|_| any_point(b, g)).collect()
}

/// A point to try: on the board, on the border, past the padded array, or huge.
fn any_point(b: &mut Bytes, g: &Game) -> Point {
    let board = g.board();
    match b.below(8) {
        0 => b.below(board.padded_len() + 16),
        1 => [usize::MAX, usize::MAX / 2, u32::MAX as usize, 1 << 40][b.below(4)],
        _ => {
            let (x, y) = (b.below(board.width()), b.below(board.height()));
            board.point_unchecked(x, y)
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let Some(mut g) = game(&mut b) else {
        return;
    };
    check(&g, "new");
    let area = g.board().area();
    let mut map = vec![0u8; area];
    // `earlier[n]`: the state when the record had `n` actions.
    let mut earlier = vec![state(&g)];
    // The record as the calls made it.
    let mut record: Vec<Action> = Vec::new();
    while !b.is_empty() {
        let before = earlier.last().expect("the start is kept").clone();
        let op = b.below(24);
        let name;
        // Whether the call must have changed nothing.
        let mut unchanged = false;
        match op {
            0..=5 => {
                name = "a legal move";
                g.legal_moves_into(&mut map);
                let n = map.iter().filter(|&&m| m == 1).count();
                if n == 0 {
                    unchanged = true;
                } else {
                    let k = b.below(n);
                    let i = map
                        .iter()
                        .enumerate()
                        .filter(|&(_, &m)| m == 1)
                        .nth(k)
                        .map(|(i, _)| i)
                        .expect("k < n");
                    let w = g.board().width();
                    let p = g.board().point_unchecked(i % w, i / w);
                    assert_eq!(g.illegal_reason(p), None);
                    if let Err(e) = g.play(p) {
                        panic!("the legal map allowed {p}, play refused it: {e:?}");
                    }
                }
            }
            6 => {
                name = "a move anywhere";
                let p = any_point(&mut b, &g);
                let verdict = g.illegal_reason(p);
                let played = g.play(p).err();
                assert_eq!(played, verdict, "play and illegal_reason disagree at {p}");
                unchanged = verdict.is_some();
                if let Some(Illegal::Superko { repeats }) = verdict {
                    assert!(repeats <= before.move_number);
                }
            }
            7 => {
                name = "pass";
                unchanged = g.pass().is_err();
                assert_eq!(unchanged, before.end.is_some());
            }
            8 => {
                name = "undo";
                unchanged = !g.undo();
                assert_eq!(unchanged, record.is_empty());
            }
            9 => {
                name = "undo_to";
                let n = b.below(g.move_number() as usize + 3) as u32;
                unchanged = !g.undo_to(n);
                assert_eq!(unchanged, n > before.move_number);
                if !unchanged {
                    assert_eq!(g.move_number(), n);
                }
            }
            10 => {
                name = "resign";
                let c = if b.bool() { Color::Black } else { Color::White };
                unchanged = g.resign(c).is_err();
                assert_eq!(unchanged, before.end.is_some());
            }
            11 => {
                name = "resume";
                unchanged = !g.resume();
                assert_eq!(unchanged, before.end != Some(End::Passes));
            }
            12 => {
                name = "score";
                let rate = b.byte();
                let mut dead: Vec<Point> = g
                    .board()
                    .points()
                    .filter(|&p| g.board().color(p).is_some() && b.byte() < rate)
                    .collect();
                if b.below(4) == 0 {
                    dead.push(any_point(&mut b, &g));
                }
                if let Ok(s) = g.score(&dead) {
                    assert_eq!(s.ownership.len(), area);
                    let counted =
                        s.territory.black + s.territory.white + s.stones.black + s.stones.white;
                    let neutral = (s.dame.len() + s.seki.len()) as u32;
                    assert!(
                        counted + neutral >= area as u32,
                        "points missing from the count"
                    );
                }
                let _ = g.result();
                unchanged = true;
            }
            13 => {
                name = "the legal-move map";
                g.legal_moves_into(&mut map);
                let board = g.board();
                for p in board.points() {
                    let legal = g.is_legal(p);
                    assert_eq!(map[board.row_major(p)] == 1, legal, "legal map at {p}");
                }
                unchanged = true;
            }
            // Playouts cost thousands of moves on a large board: one in four.
            14 if b.below(4) == 0 => {
                name = "playouts";
                let seed = b.u64();
                let mut engine = Playout::new(g.board());
                let mut rng = Rng::new(seed);
                let r = engine.run(g.board(), g.to_move(), g.ko_point(), &mut rng);
                if let Err(why) = engine.board().check_invariants() {
                    panic!("playout: {why}");
                }
                assert_eq!(r.area, tengen::area_counts(engine.board()));
                if b.below(4) == 0 {
                    let options = Options {
                        playouts: 1 + b.below(3) as u32,
                        seed,
                    };
                    let e = estimate(&g, &options);
                    assert!(e.ownership.iter().all(|v| (-1.0..=1.0).contains(v)));
                    // Dead stones and stones in seki are stones, and never both.
                    for &p in e.dead.iter().chain(&e.seki) {
                        assert!(g.board().color(p).is_some());
                    }
                    assert!(e.dead.iter().all(|p| !e.seki.contains(p)));
                }
                unchanged = true;
            }
            16 | 17 => {
                name = "play_as";
                let c = any_color(&mut b);
                let p = any_point(&mut b, &g);
                let verdict = (c == g.to_move()).then(|| g.illegal_reason(p));
                let played = g.play_as(c, p).err();
                unchanged = played.is_some();
                if let Some(v) = verdict {
                    assert_eq!(
                        played, v,
                        "play_as in turn and illegal_reason disagree at {p}"
                    );
                }
            }
            18 => {
                name = "pass_as";
                let c = any_color(&mut b);
                unchanged = g.pass_as(c).is_err();
                assert_eq!(unchanged, before.end.is_some());
            }
            19 => {
                name = "setup";
                let (black, white, empty) = (
                    some_points(&mut b, &g),
                    some_points(&mut b, &g),
                    some_points(&mut b, &g),
                );
                unchanged = g.setup(&black, &white, &empty).is_err();
            }
            20 => {
                name = "set_to_move";
                let c = any_color(&mut b);
                unchanged = g.set_to_move(c).is_err();
                assert_eq!(unchanged, before.end.is_some());
            }
            21 => {
                name = "end_no_result";
                unchanged = !g.end_no_result();
                assert_eq!(
                    unchanged,
                    before.end.is_some() || before.repetition.is_none(),
                    "end_no_result without a repetition, or after the end"
                );
            }
            22 => {
                name = "truncate";
                let n = b.below(record.len() + 2);
                unchanged = !g.truncate(n);
                assert_eq!(unchanged, n >= record.len());
            }
            _ => {
                name = "queries";
                let _ = g.last_move();
                let _ = g.move_at(b.below(g.move_number() as usize + 3) as u32);
                let _ = g.illegal_reason(any_point(&mut b, &g));
                let _ = g.moves().rev().take(3).count();
                if let Some(r) = g.repetition() {
                    assert!(r.count >= 2 && r.repeats_move <= g.move_number());
                }
                unchanged = true;
            }
        }
        check(&g, name);
        let now = state(&g);
        let history = g.history();
        if unchanged {
            assert_eq!(now, before, "{name} was refused and changed the game");
            assert_eq!(
                history,
                &record[..],
                "{name} was refused and changed the record"
            );
            continue;
        }
        let n = history.len();
        if n < earlier.len() {
            assert_eq!(now, earlier[n], "{name}: undo to {n} actions");
            assert_eq!(history, &record[..n], "{name}: undo to {n} actions");
            record.truncate(n);
        } else {
            assert_eq!(n, record.len() + 1, "{name}: one action at a time");
            assert_eq!(&history[..n - 1], &record[..], "{name} changed the record");
            record.push(history[n - 1]);
        }
        earlier.truncate(n);
        earlier.push(now);
    }
});
