//! The moves diagonal to an own stone that touch no own stone: 尖, 尖頂, 扳, and the
//! tiger 虎 with its mouth (上虎, 下虎, 雙虎); and 虎口, a stone played into the
//! opponent's mouth. Diagrams on 9×9: `X` Black, `O` White, `x` the move.
mod common;
use common::*;
use tengen::{Game, Handicap, Preset, Rules, Term};

#[test]
fn kosumi_diagonal_with_both_points_beside_empty() {
    applies(
        Term::Kosumi,
        9,
        &[
            "....
         ..X.
         ...x",
            ".....
         .....
         .....
         .....
         ....X
         ...x.",
            ".....
         .....
         ..X.O
         ...x.",
        ],
    );
}

#[test]
fn kosumi_near_miss_an_opposing_stone_beside_makes_it_hane() {
    misses(Term::Kosumi, 9, &["....\n....\n..XO\n...x"]);
}

/// 小尖無惡手: a diagonal step cannot be cut. Whichever of the two points beside it
/// White takes, Black connects at the other.
#[test]
fn kosumi_cannot_be_cut() {
    for cut in [(3, 2), (2, 3)] {
        let mut g = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        let p = |g: &Game, x, y| g.board().point(x, y).unwrap();
        g.play(p(&g, 2, 2)).unwrap();
        g.pass().unwrap();
        let kosumi = p(&g, 3, 3);
        assert!(g.describe_move(kosumi).contains(Term::Kosumi));
        g.play(kosumi).unwrap();
        g.play(p(&g, cut.0, cut.1)).unwrap();
        let other = if cut == (3, 2) { (2, 3) } else { (3, 2) };
        g.play(p(&g, other.0, other.1)).unwrap();
        assert_eq!(
            g.board().chain_head(p(&g, 2, 2)),
            g.board().chain_head(p(&g, 3, 3))
        );
    }
}

#[test]
fn kosumi_tsuke_lands_against_an_opposing_stone_ahead() {
    applies(
        Term::KosumiTsuke,
        9,
        &[
            ".....
         .....
         ...xO
         ..X..",
            ".....
         .....
         ..X..
         ...x.
         ...O.",
            ".....
         .....
         .....
         .....
         ...Ox
         .....X",
        ],
    );
    // It is a 尖 and a 頂 as well.
    let found = ids(9, ".....\n.....\n...xO\n..X..");
    for id in ["kosumi", "bump", "kosumi-tsuke"] {
        assert!(found.contains(&id), "{id} in {found:?}");
    }
    assert_eq!(
        stones(9, ".....\n.....\n...xO\n..X..", Term::KosumiTsuke),
        vec![(4, 2), (2, 3)]
    );
}

#[test]
fn kosumi_tsuke_near_miss_opposing_stone_only_diagonally_ahead() {
    misses(Term::KosumiTsuke, 9, &["....\n....\n..X.\n...x\n....O"]);
}

#[test]
fn hane_wraps_around_an_opposing_stone_in_contact() {
    applies(
        Term::Hane,
        9,
        &[
            "....
         ....
         ..XO
         ...x",
            "....
         ....
         ...Ox
         ...X.",
            "...x.
         ..XO.",
        ],
    );
}

#[test]
fn hane_near_miss_both_points_beside_opposing() {
    misses(Term::Hane, 9, &["....\n....\n..XO\n..Ox"]);
}

#[test]
fn tiger_completes_the_shape_on_a_diagonal_pair() {
    applies(
        Term::Tiger,
        9,
        &[
            // Mouth at (3, 2), opening up.
            "....
         ....
         ..X.x
         ...X.",
            // Mouth at (3, 2), opening down.
            "....
         ...X.
         ..X.x",
            // Mouth at (5, 4), opening up, by the middle of the board.
            "......
         ......
         ......
         ......
         ....X.x
         .....X.",
        ],
    );
    assert_eq!(
        stones(9, "....\n....\n..X.x\n...X.", Term::Tiger),
        vec![(2, 2), (3, 3)]
    );
    // The diagonal step is named 虎, not 尖.
    assert!(!ids(9, "....\n....\n..X.x\n...X.").contains(&"kosumi"));
}

#[test]
fn tiger_near_miss_the_point_is_already_enclosed() {
    // Own stones on all four sides of (3, 2): an eye, not a mouth.
    misses(Term::Tiger, 9, &["....\n...X.\n..X.x\n...X."]);
    // Closing a one-point jump from the side is not 虎 (no diagonal pair before).
    misses(Term::Tiger, 9, &["....\n..X.\n...x\n..X."]);
}

#[test]
fn lower_tiger_opens_toward_the_edge() {
    applies(
        Term::LowerTiger,
        9,
        &[
            "....
         ....
         ..X.x
         ...X.",
            ".....
         .....
         .....
         .....
         .....
         .X...
         x.X..",
            "....
         .X..
         ..X.
         .x..",
        ],
    );
}

#[test]
fn lower_tiger_near_miss_opening_toward_the_centre() {
    misses(Term::LowerTiger, 9, &["....\n...X.\n..X.x"]);
}

#[test]
fn upper_tiger_opens_toward_the_centre() {
    applies(
        Term::UpperTiger,
        9,
        &[
            "....
         ...X.
         ..X.x",
            ".....
         .X...
         x.X..",
            ".....
         .....
         .....
         .....
         .....
         .....
         ..X.x
         ...X.",
        ],
    );
}

#[test]
fn upper_tiger_near_miss_opening_toward_the_edge() {
    misses(Term::UpperTiger, 9, &["....\n....\n..X.x\n...X."]);
}

/// 雙虎 as glossaries draw it: three stones in a row of diagonal steps, and one move that makes
/// two tiger's mouths at once.
#[test]
fn double_tiger_makes_two_mouths() {
    applies(
        Term::DoubleTiger,
        9,
        &[
            ".....
         .X.x.
         ..X..
         ...X.",
            ".....
         .X...
         ..X..
         .x.X.",
            ".......
         .......
         .......
         .......
         ...X.x.
         ....X..
         .....X.",
        ],
    );
    assert_eq!(
        stones(9, ".....\n.X.x.\n..X..\n...X.", Term::DoubleTiger),
        vec![(1, 1), (2, 2), (3, 3)]
    );
}

#[test]
fn double_tiger_near_miss_one_mouth() {
    misses(Term::DoubleTiger, 9, &[".....\n.X.x.\n..X..\n....."]);
}

#[test]
fn tigers_mouth_is_played_into_three_opposing_stones() {
    applies(
        Term::TigersMouth,
        9,
        &[
            ".....
         ..O..
         .OxO.
         .....",
            ".....
         .....
         .....
         ....O
         ...Ox
         ....O",
            ".....
         .....
         ..O..
         .OxO.
         ..X..",
        ],
    );
}

#[test]
fn tigers_mouth_near_miss_two_opposing_stones() {
    misses(Term::TigersMouth, 9, &[".....\n..O..\n.Ox..\n....."]);
}
