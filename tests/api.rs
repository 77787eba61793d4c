//! The core's answers that the npm package and the page only pass on: the record
//! with each move's player, the ko point, the playouts' wins decided as the count
//! decides them, handicap placement on every board, and every refusal in words
//! (`Display`), so that no rule and no sentence has to live in the façade.

mod common;

use tengen::playout::playouts;
use tengen::{
    handicap_points, Color, Game, HalfPoints, Handicap, HandicapError, Illegal, IllegalMove,
    Preset, Rules, ScoreError, SetupError, Winner,
};

type Xy = (usize, usize);

fn pt(g: &Game, (x, y): Xy) -> usize {
    g.board().point(x, y).unwrap()
}

fn setup(g: &mut Game, black: &[Xy], white: &[Xy]) {
    common::play_stones(g, black, white, None);
}

#[test]
fn the_record_names_each_player_after_resumption_and_resignation() {
    let mut g = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let p = pt(&g, (4, 4));
    g.play(p).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert!(g.resume());
    // Black passed last, before the resumption: White is to play.
    assert_eq!(g.last_move(), Some((Color::Black, None)));
    let q = pt(&g, (3, 3));
    g.play(q).unwrap();
    g.resign(Color::Black).unwrap();
    assert_eq!(g.last_move(), Some((Color::White, Some(q))));
    let record: Vec<_> = g.moves().collect();
    assert_eq!(
        record,
        [
            (Color::Black, Some(p)),
            (Color::White, None),
            (Color::Black, None),
            (Color::White, Some(q)),
        ]
    );
    // From the back, the same moves with the same players.
    let mut back: Vec<_> = g.moves().rev().collect();
    back.reverse();
    assert_eq!(back, record);
    assert_eq!(g.move_at(4), Some(Some(q)));
}

#[test]
fn after_a_handicap_the_record_starts_with_white() {
    let mut g = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::Fixed(2)).unwrap();
    setup(&mut g, &[(2, 2)], &[(4, 4)]);
    let players: Vec<Color> = g.moves().map(|(c, _)| c).collect();
    assert_eq!(players, [Color::White, Color::Black]);
    assert_eq!(g.last_move().map(|(c, _)| c), Some(Color::Black));
}

#[test]
fn no_ko_point_once_the_game_is_over() {
    let mut g = ko_game();
    assert!(g.ko_point().is_some());
    g.resign(Color::Black).unwrap();
    assert_eq!(g.ko_point(), None);
    assert!(g.undo());
    assert!(g.ko_point().is_some());
}

/// A game where White may not retake a ko at once: on 5×5, Black has just taken
/// the white stone at B4 (1, 1) by playing C4 (2, 1), move 9.
///
/// ```text
///   . X O . .
///   X . X O .
///   . X O . .
/// ```
fn ko_game() -> Game {
    let mut g = Game::new(5, 5, Rules::preset(Preset::Japanese), Handicap::None).unwrap();
    setup(
        &mut g,
        &[(1, 0), (0, 1), (1, 2)],
        &[(2, 0), (3, 1), (2, 2), (1, 1)],
    );
    let p = pt(&g, (2, 1));
    let captured = g.play(p).unwrap().to_vec();
    assert_eq!(captured, [pt(&g, (1, 1))]);
    assert_eq!(g.ko_point(), Some(pt(&g, (1, 1))));
    g
}

/// 6×3, every empty point a one-point eye: playouts end at once with the same count
/// (Black 9, White 9), so the decision alone makes the result.
///
/// ```text
///   . X X O O .
///   X X X O O O
///   . X X O O .
/// ```
fn even_count(rules: Rules, handicap: Handicap) -> Game {
    let mut g = Game::new(6, 3, rules, handicap).unwrap();
    let black = [(1, 0), (2, 0), (0, 1), (1, 1), (2, 1), (1, 2), (2, 2)];
    let white = [(3, 0), (4, 0), (3, 1), (4, 1), (5, 1), (3, 2), (4, 2)];
    let placed: Vec<Xy> = g
        .handicap_placement()
        .iter()
        .map(|&p| g.board().xy(p))
        .collect();
    let black: Vec<Xy> = black.into_iter().filter(|p| !placed.contains(p)).collect();
    setup(&mut g, &black, &white);
    g
}

#[test]
fn playouts_give_ing_ties_to_black_as_the_count_does() {
    let rules = Rules {
        komi: HalfPoints(0),
        ..Rules::preset(Preset::Ing)
    };
    let g = even_count(rules, Handicap::None);
    assert_eq!(g.score(&[]).unwrap().winner, Winner::Black);
    let s = playouts(&g, 20, 1);
    assert_eq!((s.black_wins, s.white_wins, s.moves), (20, 0, 0));
    // Under Chinese rules the same count is a draw: nobody's win.
    let rules = Rules {
        komi: HalfPoints(0),
        ..Rules::preset(Preset::Chinese)
    };
    let g = even_count(rules, Handicap::None);
    assert_eq!(g.score(&[]).unwrap().winner, Winner::Draw);
    let s = playouts(&g, 20, 1);
    assert_eq!((s.black_wins, s.white_wins), (0, 0));
}

#[test]
fn playouts_give_white_the_handicap_compensation_as_the_count_does() {
    // Komi −1 for White, but two handicap stones give White 2 points under Chinese
    // rules: White wins by 1, in the count and in every playout.
    let rules = Rules {
        komi: HalfPoints(-2),
        ..Rules::preset(Preset::Chinese)
    };
    let g = even_count(rules, Handicap::Free(vec![(1, 0), (2, 0)]));
    let score = g.score(&[]).unwrap();
    assert_eq!(
        (score.winner, score.margin),
        (Winner::White, HalfPoints(-2))
    );
    let s = playouts(&g, 20, 1);
    assert_eq!((s.black_wins, s.white_wins), (0, 20));
}

#[test]
fn fixed_handicaps_on_rectangular_boards_use_the_points_of_each_axis() {
    // Square boards: GTP's placement (checked against GNU Go in tests/gnugo.rs).
    assert_eq!(
        handicap_points(19, 19, 5),
        Some(vec![(15, 3), (3, 15), (3, 3), (15, 15), (9, 9)])
    );
    // 9×11: both sides odd, so every count up to 9; the far lines are per axis.
    let nine = handicap_points(9, 11, 9).unwrap();
    assert_eq!(
        nine,
        [
            (6, 2),
            (2, 8),
            (2, 2),
            (6, 8),
            (2, 5),
            (6, 5),
            (4, 2),
            (4, 8),
            (4, 5)
        ]
    );
    // 13×9: corners on the 4th line across, the 3rd line down.
    assert_eq!(handicap_points(13, 9, 2), Some(vec![(9, 2), (3, 6)]));
    // 10×13: only the height has a middle line, so 6 takes the left and right sides,
    // and no count needs the centre.
    assert_eq!(
        handicap_points(10, 13, 6),
        Some(vec![(7, 3), (2, 9), (2, 3), (7, 9), (2, 6), (7, 6)])
    );
    // 13×10: only the width has one: 6 takes the top and bottom.
    assert_eq!(handicap_points(13, 10, 6).unwrap()[4..], [(6, 2), (6, 7)]);
    for n in [5, 7, 8, 9] {
        assert_eq!(handicap_points(10, 13, n), None, "{n} stones on 10×13");
    }
    assert_eq!(handicap_points(6, 19, 2), None);
    let g = Game::new(9, 11, Rules::default(), Handicap::Fixed(9)).unwrap();
    assert_eq!(g.handicap_stones(), 9);
    assert_eq!(g.to_move(), Color::White);
}

#[test]
fn refusals_say_what_and_where_in_words() {
    let mut g = Game::new(19, 19, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let q16 = pt(&g, (15, 3));
    g.play(q16).unwrap();
    let e = g.play(q16).unwrap_err();
    assert_eq!(e, Illegal::Occupied);
    assert_eq!(
        e.to_string(),
        "the point is occupied: there is already a stone there"
    );
    let m = IllegalMove::new(&g, e, Some((15, 3)));
    assert_eq!(
        m.to_string(),
        "Q16 is occupied: there is already a stone there"
    );
    let off = IllegalMove::new(&g, Illegal::OutOfBounds, Some((19, -1)));
    assert_eq!(off.to_string(), "(19, -1) is off the 19x19 board");
    let g = ko_game();
    let ko = IllegalMove::new(&g, Illegal::Ko, Some((1, 1)));
    assert_eq!(
        ko.to_string(),
        "ko: White may not retake the ko at B4 at once; play elsewhere first (a ko threat)"
    );
    let err: &dyn std::error::Error = &ko;
    assert!(err.source().is_none());
}

#[test]
fn a_superko_refusal_names_the_earlier_move_and_its_player() {
    let g = ko_game();
    let m = IllegalMove::new(&g, Illegal::Superko { repeats: 9 }, Some((1, 1)));
    assert_eq!(m.repeats_at, Some((Color::Black, Some((2, 1)))));
    assert_eq!(
        m.to_string(),
        "superko: B4 would repeat the whole-board position after move 9 (Black C4), which the japanese rules forbid"
    );
    // Move 7 was Black's pass (Black had no stone left to set up).
    let m = IllegalMove::new(&g, Illegal::Superko { repeats: 7 }, Some((1, 1)));
    assert_eq!(m.repeats_at, Some((Color::Black, None)));
    assert!(m.to_string().contains("after move 7 (Black's pass)"));
    let start = IllegalMove::new(&g, Illegal::Superko { repeats: 0 }, Some((1, 1)));
    assert_eq!(start.repeats_at, None);
    assert!(start
        .to_string()
        .ends_with("at the start of the game, which the japanese rules forbid"));
}

#[test]
fn setup_and_count_refusals_are_errors_with_words() {
    let e = Game::new(1, 19, Rules::default(), Handicap::None).unwrap_err();
    assert_eq!(e, SetupError::Size);
    assert_eq!(e.to_string(), "board sides must be from 2 to 25");
    let e = Game::new(9, 10, Rules::default(), Handicap::Fixed(5)).unwrap_err();
    assert_eq!(e, SetupError::Handicap(HandicapError::NoStandardPlacement));
    assert!(e.to_string().starts_with("no standard placement"));
    let e = Game::new(9, 9, Rules::default(), Handicap::Free(vec![(1, 1), (1, 1)])).unwrap_err();
    assert_eq!(e.to_string(), "two handicap stones on one point");
    let g = Game::new(9, 9, Rules::default(), Handicap::None).unwrap();
    let e = g.score(&[pt(&g, (3, 4))]).unwrap_err();
    assert_eq!(e, ScoreError::Empty { x: 3, y: 4 });
    assert_eq!(
        e.to_string(),
        "dead stones must be stones, but (3, 4) is empty"
    );
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.to_string().contains("(3, 4)"));
}
