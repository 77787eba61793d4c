//! The steps from an orthogonally adjacent own stone: 衝, 立, 爬, 並, 長, tried in that
//! order. Diagrams on 9×9: `X` Black, `O` White, `x` the move; line 1 is the edge.
mod common;
use common::*;
use tengen::Term;

#[test]
fn push_through_into_a_one_point_jump() {
    applies(
        Term::PushThrough,
        9,
        &[
            ".....
         .....
         .OxO.
         ..X..",
            ".....
         .....
         .....
         ....O
         ...Xx
         ....O",
            "..OxO
         ...X.",
        ],
    );
    assert_eq!(
        stones(9, ".....\n.....\n.OxO.\n..X..", Term::PushThrough),
        vec![(1, 2), (3, 2), (2, 3)]
    );
}

#[test]
fn push_through_near_miss_no_own_stone_behind() {
    // A wedge from nowhere (挖) is not 衝.
    misses(Term::PushThrough, 9, &[".....\n.....\n.OxO.\n.....\n..X.."]);
}

#[test]
fn descend_toward_the_edge_onto_the_first_or_second_line() {
    applies(
        Term::Descend,
        9,
        &[
            "...x.
         ...X.",
            ".....
         ..x..
         ..X..",
            ".....
         .....
         .....
         .....
         xX...",
        ],
    );
}

#[test]
fn descend_near_miss_onto_the_third_line() {
    misses(Term::Descend, 9, &["....\n....\n...x\n...X"]);
}

#[test]
fn crawl_along_a_low_line_under_an_opposing_stone() {
    applies(
        Term::Crawl,
        9,
        &[
            ".....
         ..Xx.
         ..O..",
            "..Xx.
         ..O..",
            ".....
         .....
         .....
         .XO..
         .x...",
        ],
    );
    // A crawl is a low extension: 長 comes with it.
    assert!(ids(9, ".....\n..Xx.\n..O..").contains(&"extend"));
    assert_eq!(
        stones(9, ".....\n..Xx.\n..O..", Term::Crawl),
        vec![(2, 1), (2, 2)]
    );
}

#[test]
fn crawl_near_miss_nothing_above() {
    misses(Term::Crawl, 9, &[".....\n..Xx.\n....."]);
}

#[test]
fn extend_straight_on() {
    applies(
        Term::Extend,
        9,
        &[
            // The line of own stones grows.
            ".....
         .....
         .....
         .....
         ..XXx",
            // Straight away from the opposing stone in contact.
            ".....
         .....
         .....
         .....
         ..OXx",
            // Off its line, toward the centre.
            "....
         ..X.
         ..x.",
        ],
    );
}

#[test]
fn extend_near_miss_beside_a_lone_stone_is_side_by_side() {
    misses(Term::Extend, 9, &["....\n....\n..Xx"]);
}

#[test]
fn side_by_side_on_the_same_line() {
    applies(
        Term::SideBySide,
        9,
        &[
            "....
         ....
         ..Xx",
            "....
         ..O.
         ..Xx",
            "....
         ....
         ....
         ..x.
         ..X.",
        ],
    );
}

#[test]
fn side_by_side_near_miss_a_line_behind_makes_it_extend() {
    misses(Term::SideBySide, 9, &["....\n....\n.XXx"]);
}
