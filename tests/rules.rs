//! One test per rule of docs/rules.md (which names each rule's source), through the
//! public API.
//!
//! Positions are built by playing the stones in turn (passing when one colour has no
//! stone left to place), as a person would set them up on a real board.

mod common;

use tengen::{
    Action, ByColor, Color, End, Game, Handicap, Illegal, InvalidSetup, KoRule, Preset, Rules,
    Scoring, SetupChange, Winner,
};

type Xy = (usize, usize);

fn game(size: usize, preset: Preset) -> Game {
    Game::new(size, size, Rules::preset(preset), Handicap::None).unwrap()
}

fn pt(g: &Game, (x, y): Xy) -> usize {
    g.board().point(x, y).unwrap()
}

fn xy(g: &Game, p: usize) -> Xy {
    g.board().xy(p)
}

/// Plays `black` and `white` stones alternately, passing for the side that has run
/// out, then passes once more if needed so that `to_move` is to play.
fn play_stones(g: &mut Game, black: &[Xy], white: &[Xy], to_move: Color) {
    common::play_stones(g, black, white, Some(to_move));
}

fn play(g: &mut Game, p: Xy) -> Vec<Xy> {
    let q = pt(g, p);
    let captured = g
        .play(q)
        .unwrap_or_else(|e| panic!("{p:?} refused: {e:?}"))
        .to_vec();
    let mut out: Vec<Xy> = captured.into_iter().map(|s| xy(g, s)).collect();
    out.sort_unstable();
    out
}

fn reason(g: &Game, p: Xy) -> Option<Illegal> {
    g.illegal_reason(pt(g, p))
}

fn color_at(g: &Game, p: Xy) -> Option<Color> {
    g.board().color(pt(g, p))
}

/// Capture (docs/rules.md, "Play"; Chinese rules art. 3–4, 提子): a chain whose last
/// liberty is taken is removed at once.
#[test]
fn capture_removes_a_chain_without_liberties() {
    let mut g = game(9, Preset::Chinese);
    // White chain (4,4)-(4,5) surrounded on all sides but (4,6).
    play_stones(
        &mut g,
        &[(4, 3), (3, 4), (5, 4), (3, 5), (5, 5)],
        &[(4, 4), (4, 5)],
        Color::Black,
    );
    assert_eq!(g.board().liberty_count(pt(&g, (4, 4))), 1);
    assert_eq!(play(&mut g, (4, 6)), vec![(4, 4), (4, 5)]);
    assert_eq!(color_at(&g, (4, 4)), None);
    assert_eq!(color_at(&g, (4, 5)), None);
    assert_eq!(g.captures(Color::Black), 2);
    g.check_invariants().unwrap();
}

/// Capture, the second case of the Chinese rules' art. 4: after the move both sides are
/// without liberties; only the
/// opposing chain is removed, and the mover's stone then has a liberty.
#[test]
fn both_sides_without_liberties_removes_only_the_opponent() {
    let mut g = game(5, Preset::Chinese);
    // (1,1) is surrounded by White; White (2,1) has (1,1) as its only liberty.
    play_stones(
        &mut g,
        &[(2, 0), (3, 1), (2, 2)],
        &[(1, 0), (0, 1), (2, 1), (1, 2)],
        Color::Black,
    );
    assert_eq!(play(&mut g, (1, 1)), vec![(2, 1)]);
    assert_eq!(color_at(&g, (1, 1)), Some(Color::Black));
    let chain = pt(&g, (1, 1));
    assert_eq!(g.board().liberties(chain), vec![pt(&g, (2, 1))]);
    g.check_invariants().unwrap();
}

/// Suicide (docs/rules.md, "Play"; Chinese rules art. 5, 禁著點): a move that leaves its
/// own chain without liberties and captures nothing is forbidden; Ing allows it for
/// several stones, never for one.
#[test]
fn suicide_is_forbidden_and_ing_allows_it_for_several_stones() {
    for preset in [Preset::Chinese, Preset::Japanese, Preset::Ing] {
        let mut g = game(5, preset);
        // Black (0,1) has one liberty, (0,0); White also surrounds the corner.
        play_stones(&mut g, &[(0, 1)], &[(1, 0), (1, 1), (0, 2)], Color::Black);
        let corner = pt(&g, (0, 0));
        let before = g.board().hash();
        if preset == Preset::Ing {
            assert_eq!(g.illegal_reason(corner), None);
            assert_eq!(g.play(corner).unwrap().len(), 2, "own stones removed");
            assert_eq!(
                g.captures(Color::White),
                2,
                "suicided stones are White's prisoners"
            );
            assert_eq!(color_at(&g, (0, 1)), None);
            g.check_invariants().unwrap();
        } else {
            assert_eq!(g.illegal_reason(corner), Some(Illegal::Suicide));
            assert_eq!(g.play(corner), Err(Illegal::Suicide));
            assert_eq!(g.board().hash(), before, "a refused move changes nothing");
        }
        // A single-stone suicide is refused under every rule set.
        let mut g = game(5, preset);
        play_stones(&mut g, &[], &[(1, 0), (0, 1)], Color::Black);
        assert_eq!(reason(&g, (0, 0)), Some(Illegal::Suicide));
    }
}

/// The shape of a ko at rows `top..top+3`: the capturing point is `(2, top + 1)` for
/// Black while White's stone sits at `(1, top + 1)`, and `(1, top + 1)` for White
/// while Black's sits at `(2, top + 1)`.
fn ko_frame(top: usize) -> (Vec<Xy>, Vec<Xy>) {
    (
        vec![(1, top), (0, top + 1), (1, top + 2)],
        vec![(2, top), (3, top + 1), (2, top + 2)],
    )
}

/// Ko (docs/rules.md, "Play"; 劫): a stone that just captured one stone and is itself a
/// single stone in atari may not be recaptured at once; after a move elsewhere it may.
#[test]
fn ko_forbids_the_immediate_recapture() {
    for preset in [Preset::Japanese, Preset::Chinese] {
        let mut g = game(7, preset);
        let (mut b, mut w) = ko_frame(0);
        w.push((1, 1));
        b.push((6, 6));
        play_stones(&mut g, &b, &w, Color::Black);
        assert_eq!(play(&mut g, (2, 1)), vec![(1, 1)]);
        assert_eq!(g.ko_point().map(|p| xy(&g, p)), Some((1, 1)));
        assert_eq!(reason(&g, (1, 1)), Some(Illegal::Ko));
        play(&mut g, (5, 5)); // White's ko threat
        play(&mut g, (5, 6)); // Black answers
        assert_eq!(g.ko_point(), None);
        assert_eq!(
            play(&mut g, (1, 1)),
            vec![(2, 1)],
            "retaken after an exchange elsewhere"
        );
        assert_eq!(reason(&g, (2, 1)), Some(Illegal::Ko));
    }
}

/// Three kos, K0 and K2 White's to lose, K1 Black's, on a 9×9 board.
fn triple_ko(preset: Preset) -> Game {
    triple_ko_under(Rules::preset(preset))
}

fn triple_ko_under(rules: Rules) -> Game {
    let mut g = Game::new(9, 9, rules, Handicap::None).unwrap();
    let (mut b, mut w) = (Vec::new(), Vec::new());
    for top in [0, 3, 6] {
        let (fb, fw) = ko_frame(top);
        b.extend(fb);
        w.extend(fw);
    }
    w.push((1, 1));
    b.push((2, 4));
    w.push((1, 7));
    play_stones(&mut g, &b, &w, Color::Black);
    g
}

/// Positional superko (docs/rules.md, "Whole-board repetition"; Chinese rules art. 6,
/// 禁止全局同形再現): no move may recreate an earlier
/// whole-board position, even one that arose with the other side to move.
/// Situational superko (AGA) compares the side to move too; simple ko does not care.
#[test]
fn positional_superko_forbids_any_repetition() {
    // B takes K0, W takes K1, B passes, W retakes K0, and now B taking K1 would
    // recreate the starting board — with White, not Black, to move.
    for (preset, expected) in [
        (Preset::Chinese, true),
        (Preset::Aga, false),
        (Preset::Japanese, false),
    ] {
        let mut g = triple_ko(preset);
        let start_move = g.move_number();
        let start_board = g.board().clone();
        play(&mut g, (2, 1));
        play(&mut g, (1, 4));
        g.pass().unwrap();
        play(&mut g, (1, 1));
        let r = reason(&g, (2, 4));
        if expected {
            assert_eq!(
                r,
                Some(Illegal::Superko {
                    repeats: start_move
                }),
                "{preset:?}"
            );
        } else {
            assert_eq!(r, None, "{preset:?}");
            play(&mut g, (2, 4));
            assert!(g
                .board()
                .points()
                .all(|p| g.board().cell(p) == start_board.cell(p)));
            assert!(
                !g.is_over(),
                "{preset:?}: a repetition with the other side to move is no cycle"
            );
        }
    }
}

/// Repetition under simple ko (docs/rules.md, "Repetition"): a triple ko cycles for
/// ever. The first repetition of the position is reported, not final; when the cycle
/// has been played round twice, the position occurs for the third time and the game
/// ends with no result. Rules with superko forbid the move that closes the cycle.
#[test]
fn triple_ko_played_round_twice_is_no_result() {
    let cycle = [(2, 1), (1, 4), (2, 7), (1, 1), (2, 4), (1, 7)];
    for preset in [Preset::Japanese, Preset::Korean] {
        let mut g = triple_ko(preset);
        let start_move = g.move_number();
        assert_eq!(g.repetition(), None);
        for round in 1..=2 {
            for &m in &cycle {
                assert!(!g.is_over(), "{preset:?}: over in round {round}");
                play(&mut g, m);
            }
            let r = g.repetition().expect("the cycle repeats the start");
            assert_eq!((r.repeats_move, r.count), (start_move, round + 1));
        }
        assert_eq!(g.end(), Some(End::Cycle));
        assert_eq!(g.result(), Some((Winner::NoResult, "Void".to_string())));
        assert_eq!(g.score(&[]).unwrap().winner, Winner::NoResult);
        assert_eq!(g.play(pt(&g, (5, 5))), Err(Illegal::GameOver));
        // Undo takes the end back with the move.
        assert!(g.undo());
        assert_eq!((g.end(), g.repetition().map(|r| r.count)), (None, Some(2)));
    }
    let mut g = triple_ko(Preset::Chinese);
    let start_move = g.move_number();
    for &m in &cycle[..5] {
        play(&mut g, m);
    }
    assert_eq!(
        reason(&g, cycle[5]),
        Some(Illegal::Superko {
            repeats: start_move
        })
    );
}

/// Repetition under simple ko: a single repetition does not end the game, and a player
/// who deviates from the cycle plays on; every position of the cycle is reported as
/// repeated while the cycle goes round again.
#[test]
fn a_single_repetition_does_not_end_the_game() {
    let cycle = [(2, 1), (1, 4), (2, 7), (1, 1), (2, 4), (1, 7)];
    let mut g = triple_ko(Preset::Japanese);
    for &m in &cycle {
        play(&mut g, m);
    }
    assert_eq!(g.repetition().map(|r| r.count), Some(2));
    for &m in &cycle[..3] {
        play(&mut g, m);
        assert_eq!(g.repetition().map(|r| r.count), Some(2));
    }
    // White answers elsewhere instead of retaking: a new position.
    play(&mut g, (6, 6));
    assert_eq!((g.repetition(), g.is_over()), (None, false));
}

/// Repetition under simple ko: the players may agree on no result as soon as a
/// position repeats, without playing the cycle round again; not before.
#[test]
fn players_may_end_a_repeating_game_with_no_result() {
    let cycle = [(2, 1), (1, 4), (2, 7), (1, 1), (2, 4), (1, 7)];
    let mut g = triple_ko(Preset::Japanese);
    for &m in &cycle[..5] {
        play(&mut g, m);
    }
    assert!(!g.end_no_result(), "no repetition yet");
    assert!(!g.is_over());
    play(&mut g, cycle[5]);
    assert!(g.end_no_result());
    assert_eq!(g.end(), Some(End::Cycle));
    assert_eq!(g.result(), Some((Winner::NoResult, "Void".to_string())));
    assert_eq!(g.history().last(), Some(&Action::NoResult));
    assert!(!g.end_no_result(), "already over");
    assert!(g.undo());
    assert!(!g.is_over());
}

/// The repetition limit is a rules option: 2 ends the game at the first repetition
/// (what tengen did before), and a higher one lets the cycle go round more often.
#[test]
fn the_repetition_limit_is_an_option() {
    let cycle = [(2, 1), (1, 4), (2, 7), (1, 1), (2, 4), (1, 7)];
    for (limit, rounds) in [(2, 1), (4, 3)] {
        let rules = Rules {
            repetition_limit: limit,
            ..Rules::preset(Preset::Japanese)
        };
        let mut g = triple_ko_under(rules);
        for round in 1..=rounds {
            for &m in &cycle {
                assert!(!g.is_over(), "limit {limit}: over in round {round}");
                play(&mut g, m);
            }
        }
        assert_eq!(g.end(), Some(End::Cycle), "limit {limit}");
    }
}

/// Setup (docs/rules.md, "Setup and moves out of turn"): stones added and removed as
/// SGF's AB, AW and AE do start a new position. No prisoners are counted for removed
/// stones, and a position from before the setup may be reached again even under
/// positional superko.
#[test]
fn a_setup_starts_a_new_position() {
    let mut g = game(5, Preset::Chinese);
    // Position A: Black at (1,0) and (0,1), after move 3.
    play(&mut g, (1, 0));
    g.pass().unwrap();
    play(&mut g, (0, 1));
    let a = g.board().hash();
    // Set up a white stone in the corner and take Black's (0,1) away.
    let (corner, side) = (pt(&g, (0, 0)), pt(&g, (0, 1)));
    g.setup(&[], &[corner], &[side]).unwrap();
    assert_eq!((g.move_number(), g.to_move()), (3, Color::White));
    assert_eq!(
        g.captures(Color::White),
        0,
        "a removed stone is no prisoner"
    );
    assert_eq!(g.history().last(), Some(&Action::Setup(0)));
    assert_eq!(
        g.setup_changes(0).unwrap(),
        &[
            SetupChange {
                point: corner,
                before: None,
                after: Some(Color::White)
            },
            SetupChange {
                point: side,
                before: Some(Color::Black),
                after: None
            },
        ]
    );
    g.pass().unwrap();
    // Black captures the corner stone: the board is A again, which positional
    // superko would forbid without the setup in between.
    assert_eq!(reason(&g, (0, 1)), None);
    assert_eq!(play(&mut g, (0, 1)), vec![(0, 0)]);
    assert_eq!(g.board().hash(), a);
    // Undo takes the setup back with what it removed.
    g.truncate(3);
    assert_eq!(
        (g.board().hash(), color_at(&g, (0, 1))),
        (a, Some(Color::Black))
    );
    assert_eq!(g.setup_changes(0), None);
}

/// Setup: positions from the setup on count for superko as any others. A ko taken
/// after a setup and retaken after two passes recreates the set-up position, which
/// positional superko forbids.
#[test]
fn positions_after_a_setup_count_for_superko() {
    let mut g = game(7, Preset::Chinese);
    let (b, mut w) = ko_frame(0);
    w.push((1, 1));
    let points = |list: &[Xy]| -> Vec<usize> { list.iter().map(|&p| pt(&g, p)).collect() };
    let (b, w) = (points(&b), points(&w));
    g.setup(&b, &w, &[]).unwrap();
    assert_eq!(play(&mut g, (2, 1)), vec![(1, 1)]);
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.resume());
    assert_eq!(reason(&g, (1, 1)), Some(Illegal::Superko { repeats: 0 }));
}

/// Setup: the ko point is lifted by a setup and by setting the side to move (PL), and
/// undo brings it back.
#[test]
fn a_setup_lifts_the_ko() {
    let mut g = game(7, Preset::Japanese);
    let (b, mut w) = ko_frame(0);
    w.push((1, 1));
    play_stones(&mut g, &b, &w, Color::Black);
    assert_eq!(play(&mut g, (2, 1)), vec![(1, 1)]);
    let ko = g.ko_point();
    assert!(ko.is_some());
    g.setup(&[pt(&g, (6, 6))], &[], &[]).unwrap();
    assert_eq!((g.ko_point(), reason(&g, (1, 1))), (None, None));
    assert!(g.undo());
    assert_eq!(g.ko_point(), ko);
    g.set_to_move(Color::White).unwrap();
    assert_eq!((g.ko_point(), g.to_move()), (None, Color::White));
    assert_eq!(g.history().last(), Some(&Action::SetToMove(Color::White)));
    assert!(g.undo());
    assert_eq!((g.ko_point(), g.to_move()), (ko, Color::White));
}

/// Setup: a setup that would leave a chain without liberties is refused (play can
/// never reach such a position and no rule counts it), as is one naming a point twice
/// or off the board, or coming after the end; a refused setup changes nothing.
#[test]
fn a_setup_leaving_a_chain_without_liberties_is_refused() {
    let mut g = game(5, Preset::Chinese);
    play(&mut g, (1, 0));
    g.pass().unwrap();
    play(&mut g, (0, 1));
    let (corner, hash, history) = (pt(&g, (0, 0)), g.board().hash(), g.history().len());
    assert_eq!(
        g.setup(&[], &[corner], &[]),
        Err(InvalidSetup::NoLiberties(corner))
    );
    let (a, b) = (pt(&g, (3, 3)), pt(&g, (4, 4)));
    assert_eq!(g.setup(&[a, b], &[a], &[]), Err(InvalidSetup::Repeated(a)));
    assert_eq!(g.setup(&[], &[], &[0]), Err(InvalidSetup::OutOfBounds(0)));
    assert_eq!((g.board().hash(), g.history().len()), (hash, history));
    g.check_invariants().unwrap();
    // Filling the last liberty of a chain with a stone of its own colour is fine.
    g.setup(&[corner], &[], &[]).unwrap();
    assert_eq!(g.board().liberty_count(corner), 3);
    g.resign(Color::White).unwrap();
    assert_eq!(g.setup(&[a], &[], &[]), Err(InvalidSetup::GameOver));
}

/// Moves out of turn (an SGF record may give a player two moves in a row): the ko
/// point binds only the side to move, the opponent of the mover is to move after, and
/// two passes by the same player do not end the game.
#[test]
fn a_stone_out_of_turn_is_not_bound_by_the_ko() {
    let mut g = game(7, Preset::Japanese);
    let (b, mut w) = ko_frame(0);
    w.push((1, 1));
    play_stones(&mut g, &b, &w, Color::Black);
    play(&mut g, (2, 1));
    let ko = pt(&g, (1, 1));
    assert_eq!(g.play_as(Color::White, ko), Err(Illegal::Ko));
    g.play_as(Color::Black, ko).unwrap();
    assert_eq!(g.to_move(), Color::White);
    let n = g.history().len();
    assert_eq!(
        &g.history()[n - 2..],
        &[
            Action::Play(Color::Black, pt(&g, (2, 1))),
            Action::Play(Color::Black, ko)
        ]
    );
    assert_eq!(g.last_move(), Some((Color::Black, Some(ko))));
    // Black takes the ko, then passes out of turn: White still may not retake.
    g.undo();
    g.pass_as(Color::Black).unwrap();
    assert_eq!((g.to_move(), g.ko_point()), (Color::White, Some(ko)));
    assert_eq!(reason(&g, (1, 1)), Some(Illegal::Ko));
    g.pass_as(Color::Black).unwrap();
    assert!(!g.is_over(), "one player passing twice is no end");
    g.pass().unwrap();
    assert_eq!(g.end(), Some(End::Passes));
}

/// Black's area = sum over rows of (boundary + 1): a black wall at `x = b(y)`, a
/// white wall beside it, and each side's territory behind its wall.
fn walls(size: usize, boundary: &[usize]) -> (Vec<Xy>, Vec<Xy>) {
    let mut b = Vec::new();
    let mut w = Vec::new();
    for (y, &x) in boundary.iter().enumerate() {
        b.push((x, y));
        w.push((x + 1, y));
    }
    assert_eq!(boundary.len(), size);
    (b, w)
}

/// Area counting (docs/rules.md, "Counting"; Chinese rules art. 9): on 19×19 with komi
/// 7.5 (3¾ stones) Black needs 185; the
/// margin in stones is half the margin in points.
#[test]
fn black_needs_185_and_the_result_in_stones() {
    // 5 rows with the wall at x=8 and 14 at x=9: 5×9 + 14×10 = 185 points for Black.
    let mut boundary = vec![8; 5];
    boundary.extend(vec![9; 14]);
    let (b, w) = walls(19, &boundary);
    let mut g = game(19, Preset::Chinese);
    play_stones(&mut g, &b, &w, Color::Black);
    g.pass().unwrap();
    g.pass().unwrap();
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black.points(), s.white.points()), (185.0, 176.0));
    let st = s.area_stones.unwrap();
    assert_eq!((st.needed, st.threshold, st.margin), (185, 184.25, 0.75));
    assert_eq!(
        (s.winner, s.result_string()),
        (Winner::Black, "B+1.5".to_string())
    );

    // One row less: 184 loses by a quarter stone.
    let mut boundary = vec![8; 6];
    boundary.extend(vec![9; 13]);
    let (b, w) = walls(19, &boundary);
    let mut g = game(19, Preset::Chinese);
    play_stones(&mut g, &b, &w, Color::Black);
    let s = g.score(&[]).unwrap();
    assert_eq!((s.black.points(), s.white.points()), (184.0, 177.0));
    assert_eq!(s.area_stones.unwrap().margin, -0.25);
    assert_eq!(
        (s.winner, s.result_string()),
        (Winner::White, "W+0.5".to_string())
    );

    // With one dame point split half and half: 186½ to 174½ is 4.5 points, 2¼ stones.
    // Row 0 has a gap between the walls at (10, 0): Black (9, 0), White (11, 0).
    let mut boundary = vec![9, 10];
    boundary.extend(vec![9; 12]);
    boundary.extend(vec![8; 5]);
    let (b2, mut w2) = walls(19, &boundary);
    w2[0] = (11, 0);
    let mut g = game(19, Preset::Chinese);
    play_stones(&mut g, &b2, &w2, Color::Black);
    let s = g.score(&[]).unwrap();
    assert_eq!(s.dame.len(), 1, "one dame point");
    assert_eq!((s.black.points(), s.white.points()), (186.5, 174.5));
    assert_eq!(s.margin.points(), 4.5);
    assert_eq!(s.area_stones.unwrap().margin, 2.25);
}

/// The seki of the module docs of `score`: Black (1,0)(2,0)(2,1) and White
/// (0,1)(0,2)(1,2)(2,2) share the liberties (0,0) and (1,1) inside live walls.
fn seki_game(preset: Preset) -> Game {
    let black = [
        (1, 0),
        (2, 0),
        (2, 1),
        (0, 3),
        (1, 3),
        (2, 3),
        (3, 3),
        (3, 2),
        (3, 4),
        (3, 5),
        (3, 6),
    ];
    let white = [
        (0, 1),
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 0),
        (3, 1),
        (4, 2),
        (4, 3),
        (4, 4),
        (4, 5),
        (4, 6),
    ];
    let mut g = game(7, preset);
    play_stones(&mut g, &black, &white, Color::Black);
    g.pass().unwrap();
    g.pass().unwrap();
    g
}

/// Seki (docs/rules.md, "Counting"; 雙活): points in seki count for nobody under territory
/// counting; area counting counts the stones and splits the shared liberties.
#[test]
fn japanese_seki_points_count_for_nobody() {
    let g = seki_game(Preset::Japanese);
    for p in [(0, 0), (1, 1)] {
        assert_eq!(reason(&g, p), Some(Illegal::GameOver));
    }
    let s = g.score(&[]).unwrap();
    assert_eq!(s.scoring, Scoring::Territory);
    let seki: Vec<Xy> = s.seki.iter().map(|&p| xy(&g, p)).collect();
    assert_eq!(seki, vec![(0, 0), (1, 1)]);
    assert!(s.dame.is_empty());
    assert_eq!(s.territory, ByColor::new(9, 16));
    assert_eq!((s.black.points(), s.white.points()), (9.0, 16.0));
    assert_eq!(s.result_string(), "W+13.5");
    assert_eq!(s.ownership[0], 0);
    assert_eq!(s.ownership[7 + 1], 0);

    let s = seki_game(Preset::Chinese).score(&[]).unwrap();
    assert_eq!((s.black.points(), s.white.points()), (21.0, 28.0));
    assert_eq!(s.result_string(), "W+14.5");
}

/// Seki needs both sides unable to fill: a shared liberty that one side can fill
/// safely is plain dame.
#[test]
fn dame_is_not_seki() {
    // Two live walls touching through one empty point in the middle row.
    let mut g = game(5, Preset::Japanese);
    let black = [(1, 0), (1, 1), (1, 3), (1, 4), (2, 2)];
    let white = [(3, 0), (3, 1), (3, 2), (3, 3), (3, 4)];
    play_stones(&mut g, &black, &white, Color::Black);
    let s = g.score(&[]).unwrap();
    assert!(s.seki.is_empty(), "{:?}", s.seki);
    let dame: Vec<Xy> = s.dame.iter().map(|&p| xy(&g, p)).collect();
    assert_eq!(dame, vec![(2, 0), (2, 1), (2, 3), (2, 4)]);
}

/// Ing counting (docs/rules.md, "Counting"; 應氏規則): Black gives 8 points and an even
/// count is a win for Black.
#[test]
fn ing_tie_goes_to_black() {
    // 8×8: 4 rows of 5 and 4 rows of 4 = 36 for Black, 28 for White: 36 − 28 − 8 = 0.
    let (b, w) = walls(8, &[4, 4, 4, 4, 3, 3, 3, 3]);
    let mut g = game(8, Preset::Ing);
    play_stones(&mut g, &b, &w, Color::Black);
    g.pass().unwrap();
    g.pass().unwrap();
    let s = g.score(&[]).unwrap();
    assert_eq!(
        (s.black.points(), s.white.points(), s.komi.points()),
        (36.0, 28.0, 8.0)
    );
    assert_eq!(s.margin.0, 0);
    assert_eq!(s.winner, Winner::Black);
    assert_eq!(g.result().unwrap().0, Winner::Black);
    // The same count with komi 8 under Chinese rules is a draw.
    let mut rules = Rules::preset(Preset::Chinese);
    rules.komi = tengen::HalfPoints(16);
    let mut g = Game::new(8, 8, rules, Handicap::None).unwrap();
    play_stones(&mut g, &b, &w, Color::Black);
    let s = g.score(&[]).unwrap();
    assert_eq!(
        (s.winner, s.result_string()),
        (Winner::Draw, "0".to_string())
    );
}

/// Territory counting (比目法): dead stones are removed as prisoners and their points
/// become the capturer's territory; earlier captures count too.
#[test]
fn territory_counting_takes_dead_stones_as_prisoners() {
    let (b, w) = walls(9, &[4; 9]);
    let mut g = game(9, Preset::Japanese);
    play_stones(&mut g, &b, &w, Color::White);
    // White invades Black's area with a stone that is dead; Black answers elsewhere.
    play(&mut g, (1, 4));
    play(&mut g, (7, 7)); // Black stone in White's area, also dead
    g.pass().unwrap();
    g.pass().unwrap();
    let dead = [pt(&g, (1, 4)), pt(&g, (7, 7))];
    let s = g.score(&dead).unwrap();
    // Black: 4×9 = 36 points of territory; White: 3×9 = 27; one prisoner each.
    assert_eq!(s.territory, ByColor::new(36, 27));
    assert_eq!(s.prisoners, ByColor::new(1, 1));
    assert_eq!((s.black.points(), s.white.points()), (37.0, 28.0));
    assert_eq!(s.result_string(), "B+2.5");
    assert_eq!(s.dead.len(), 2);
    // An empty point is no dead stone.
    assert_eq!(
        g.score(&[pt(&g, (0, 0))]),
        Err(tengen::ScoreError::Empty { x: 0, y: 0 })
    );
    // Area counting of the same board ignores prisoners.
    let s = {
        let mut h = game(9, Preset::Chinese);
        play_stones(&mut h, &b, &w, Color::White);
        play(&mut h, (1, 4));
        play(&mut h, (7, 7));
        let dead = [pt(&h, (1, 4)), pt(&h, (7, 7))];
        h.score(&dead).unwrap()
    };
    assert_eq!((s.black.points(), s.white.points()), (45.0, 36.0));
}

/// The end (docs/rules.md; Chinese rules art. 7): two passes end the game; play may
/// resume (Chinese rules settle
/// disputes by playing on), and a single pass after resuming does not end it.
#[test]
fn passes_end_the_game_and_play_can_resume() {
    let mut g = game(9, Preset::Chinese);
    play(&mut g, (4, 4));
    g.pass().unwrap();
    assert!(!g.is_over());
    g.pass().unwrap();
    assert_eq!(g.end(), Some(End::Passes));
    assert_eq!(g.play(pt(&g, (3, 3))), Err(Illegal::GameOver));
    assert_eq!(g.pass(), Err(Illegal::GameOver));
    assert!(g.resume());
    assert!(!g.resume());
    assert_eq!(g.to_move(), Color::White, "the turn after Black's pass");
    play(&mut g, (3, 3));
    g.pass().unwrap();
    assert!(!g.is_over());
    g.pass().unwrap();
    assert!(g.is_over());
}

/// Resignation (docs/rules.md, "The end of the game"; 投子): the game ends at once,
/// and the other player wins.
#[test]
fn resigning_ends_the_game_and_the_other_player_wins() {
    let mut g = game(9, Preset::Japanese);
    play(&mut g, (4, 4));
    g.resign(Color::White).unwrap();
    assert_eq!(g.end(), Some(End::Resignation(Color::White)));
    assert_eq!(g.result(), Some((Winner::Black, "B+R".to_string())));
    assert!(g.undo());
    assert!(!g.is_over());
}

/// Undo goes back one action at a time, or to any earlier move, exactly.
#[test]
fn undo_restores_every_earlier_position() {
    let mut g = game(7, Preset::Chinese);
    let mut rng = tengen::rng::Rng::new(7);
    let mut snapshots = vec![(
        g.board().hash(),
        g.to_move(),
        g.captures(Color::Black),
        g.captures(Color::White),
    )];
    for _ in 0..60 {
        let legal: Vec<usize> = g.board().points().filter(|&p| g.is_legal(p)).collect();
        if legal.is_empty() {
            break;
        }
        let p = legal[rng.below(legal.len() as u32) as usize];
        g.play(p).unwrap();
        snapshots.push((
            g.board().hash(),
            g.to_move(),
            g.captures(Color::Black),
            g.captures(Color::White),
        ));
    }
    let n = g.move_number();
    assert!(g.undo_to(n / 2));
    let s = snapshots[(n / 2) as usize];
    assert_eq!(
        (
            g.board().hash(),
            g.to_move(),
            g.captures(Color::Black),
            g.captures(Color::White)
        ),
        s
    );
    while g.move_number() > 0 {
        assert!(g.undo());
        let s = snapshots[g.move_number() as usize];
        assert_eq!(
            (
                g.board().hash(),
                g.to_move(),
                g.captures(Color::Black),
                g.captures(Color::White)
            ),
            s
        );
        g.check_invariants().unwrap();
    }
    assert!(!g.undo());
    assert!(!g.undo_to(1));
}

/// Handicap (docs/rules.md, "Counting"): the stones sit on the standard points, White
/// moves first, and area counting compensates White as each rule set says.
#[test]
fn handicap_stones_sit_on_the_standard_points_and_white_moves_first() {
    let g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::Fixed(4)).unwrap();
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().stone_count(Color::Black), 4);
    for p in [(3, 3), (15, 3), (3, 15), (15, 15)] {
        assert_eq!(color_at(&g, p), Some(Color::Black));
    }
    let s = g.score(&[]).unwrap();
    assert_eq!(
        s.handicap_compensation.points(),
        4.0,
        "Chinese: one point per stone"
    );
    let aga = Game::new(19, 19, Rules::preset(Preset::Aga), Handicap::Fixed(4)).unwrap();
    assert_eq!(
        aga.score(&[]).unwrap().handicap_compensation.points(),
        3.0,
        "AGA: N − 1"
    );
    let nz = Game::new(
        19,
        19,
        Rules::preset(Preset::NewZealand),
        Handicap::Fixed(4),
    )
    .unwrap();
    assert_eq!(nz.score(&[]).unwrap().handicap_compensation.points(), 0.0);
    let jp = Game::new(19, 19, Rules::preset(Preset::Japanese), Handicap::Fixed(4)).unwrap();
    assert_eq!(
        jp.score(&[]).unwrap().handicap_compensation.points(),
        0.0,
        "territory needs none"
    );

    let free = Game::new(9, 9, Rules::default(), Handicap::Free(vec![(0, 0), (8, 8)])).unwrap();
    assert_eq!(free.to_move(), Color::White);
    assert!(Game::new(9, 9, Rules::default(), Handicap::Fixed(10)).is_err());
    assert!(Game::new(8, 8, Rules::default(), Handicap::Fixed(5)).is_err());
    assert!(Game::new(9, 9, Rules::default(), Handicap::Free(vec![(0, 0), (0, 0)])).is_err());
    assert!(Game::new(9, 9, Rules::default(), Handicap::Free(vec![(9, 0)])).is_err());
    assert!(Game::new(
        2,
        2,
        Rules::default(),
        Handicap::Free(vec![(0, 0), (0, 1), (1, 0), (1, 1)])
    )
    .is_err());
}

/// Boards (docs/rules.md, "Coordinates"): every size from 2×2 to 25×25, square or not,
/// plays to its far corner and counts all its points for a lone stone; 1 and 26 are
/// refused.
#[test]
fn every_board_from_2x2_to_25x25_plays_and_counts() {
    for (w, h) in [(2, 2), (2, 25), (25, 2), (25, 25), (13, 9)] {
        let mut g = Game::new(w, h, Rules::default(), Handicap::None).unwrap();
        let corner = g.board().point(w - 1, h - 1).unwrap();
        g.play(corner).unwrap();
        assert_eq!(g.board().xy(corner), (w - 1, h - 1));
        assert_eq!(g.board().area(), w * h);
        assert_eq!(g.score(&[]).unwrap().black.points(), (w * h) as f64);
    }
    assert!(Game::new(1, 9, Rules::default(), Handicap::None).is_err());
    assert!(Game::new(26, 9, Rules::default(), Handicap::None).is_err());
}

/// The ko rule option overrides the preset.
#[test]
fn overrides_change_only_what_they_name() {
    let mut rules = Rules::preset(Preset::Japanese);
    rules.ko = KoRule::Positional;
    let mut g = triple_ko_under(rules);
    let start = g.move_number();
    for m in [(2, 1), (1, 4), (2, 7), (1, 1), (2, 4)] {
        play(&mut g, m);
    }
    assert_eq!(
        reason(&g, (1, 7)),
        Some(Illegal::Superko { repeats: start })
    );
    assert_eq!(g.score(&[]).unwrap().scoring, Scoring::Territory);
}
