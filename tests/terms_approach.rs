//! 掛 and its kinds on 19×19: an approach to a lone stone in an otherwise empty
//! corner. Low (低掛) on the third line, high (高掛) on the fourth, counted from the
//! edge the approach runs along; one or two points apart in a straight line (一間,
//! 二間), or a knight's (小飛掛) or large knight's move (大飛掛) away.
//! Diagrams from the top-left corner: `X` Black, `O` White, `x` the move.
mod common;
use common::*;
use tengen::Term;

// The corner stones: 4-4 (星), 3-4 (小目), 3-3 (三三).
const HOSHI_KNIGHT: &str = ".......\n.......\n.....x.\n...O...";
const HOSHI_ONE_HIGH: &str = ".......\n.......\n.......\n...O.x.";
const KOMOKU_KNIGHT: &str = ".......\n.......\n....x..\n..O....";
const KOMOKU_ONE_HIGH: &str = ".......\n.......\n.......\n..O.x..";
const KOMOKU_TWO_HIGH: &str = ".......\n.......\n.......\n..O..x.";
const SANSAN_ONE_LOW: &str = ".......\n.......\n..O.x..";
const SANSAN_TWO_LOW: &str = ".......\n.......\n..O..x.";
const HOSHI_LARGE: &str = ".......\n.......\n......x\n...O...";
const KOMOKU_LARGE: &str = ".......\n.......\n.....x.\n..O....";
const KOMOKU_ONE_LOW: &str = ".......\n.......\n.......\n..O....\n.......\n..x....";
const KOMOKU_TWO_LOW: &str = ".......\n.......\n.......\n..O....\n.......\n.......\n..x....";
const HOSHI_KNIGHT_SIDE: &str = ".......\n.......\n.......\n...O...\n.......\n..x....";
const HOSHI_LARGE_SIDE: &str = ".......\n.......\n.......\n...O...\n.......\n.......\n..x....";

/// The textbook example: an approach on the third line is 低掛, on the fourth 高掛.
#[test]
fn low_on_the_third_line_high_on_the_fourth() {
    assert_eq!(
        ids(19, HOSHI_KNIGHT),
        ["knights-approach", "low-approach", "approach"]
    );
    assert_eq!(
        ids(19, HOSHI_ONE_HIGH),
        ["one-space-high-approach", "high-approach", "approach"]
    );
}

#[test]
fn approach() {
    applies(
        Term::Approach,
        19,
        &[HOSHI_KNIGHT, KOMOKU_ONE_HIGH, SANSAN_TWO_LOW],
    );
    assert_eq!(stones(19, HOSHI_KNIGHT, Term::Approach), vec![(3, 3)]);
}

#[test]
fn approach_near_miss_the_corner_is_not_empty() {
    // A second stone in the quarter: no longer a lone corner stone.
    misses(Term::Approach, 19, &[".......\n.X.....\n.....x.\n...O..."]);
    // From inside, between the stone and the edge.
    misses(Term::Approach, 19, &[".......\n...x...\n.......\n...O..."]);
    // On the fifth line.
    misses(
        Term::Approach,
        19,
        &[".......\n.......\n.......\n...O...\n.....x."],
    );
    // Boards below 9x9 have no corners to approach.
    misses(Term::Approach, 7, &[".......\n.......\n..O.x.."]);
}

#[test]
fn low_approach() {
    applies(
        Term::LowApproach,
        19,
        &[HOSHI_KNIGHT, KOMOKU_KNIGHT, SANSAN_ONE_LOW],
    );
}

#[test]
fn low_approach_near_miss_fourth_line() {
    misses(Term::LowApproach, 19, &[HOSHI_ONE_HIGH]);
}

#[test]
fn high_approach() {
    applies(
        Term::HighApproach,
        19,
        &[HOSHI_ONE_HIGH, KOMOKU_ONE_HIGH, KOMOKU_TWO_HIGH],
    );
}

#[test]
fn high_approach_near_miss_third_line() {
    misses(Term::HighApproach, 19, &[KOMOKU_KNIGHT]);
}

#[test]
fn one_space_low_approach() {
    applies(
        Term::OneSpaceLowApproach,
        19,
        &[SANSAN_ONE_LOW, KOMOKU_ONE_LOW, &turned(19, SANSAN_ONE_LOW)],
    );
}

#[test]
fn one_space_low_approach_near_miss_knights_move() {
    misses(Term::OneSpaceLowApproach, 19, &[KOMOKU_KNIGHT]);
}

#[test]
fn one_space_high_approach() {
    applies(
        Term::OneSpaceHighApproach,
        19,
        &[
            HOSHI_ONE_HIGH,
            KOMOKU_ONE_HIGH,
            &mirrored(19, HOSHI_ONE_HIGH),
        ],
    );
}

#[test]
fn one_space_high_approach_near_miss_two_spaces() {
    misses(Term::OneSpaceHighApproach, 19, &[KOMOKU_TWO_HIGH]);
}

#[test]
fn two_space_low_approach() {
    applies(
        Term::TwoSpaceLowApproach,
        19,
        &[SANSAN_TWO_LOW, KOMOKU_TWO_LOW, &turned(19, SANSAN_TWO_LOW)],
    );
}

#[test]
fn two_space_low_approach_near_miss_one_space() {
    misses(Term::TwoSpaceLowApproach, 19, &[SANSAN_ONE_LOW]);
}

#[test]
fn two_space_high_approach() {
    applies(
        Term::TwoSpaceHighApproach,
        19,
        &[
            KOMOKU_TWO_HIGH,
            ".......\n.......\n.......\n...O..x",
            &mirrored(19, KOMOKU_TWO_HIGH),
        ],
    );
}

#[test]
fn two_space_high_approach_near_miss_third_line() {
    misses(Term::TwoSpaceHighApproach, 19, &[SANSAN_TWO_LOW]);
}

#[test]
fn knights_approach() {
    applies(
        Term::KnightsApproach,
        19,
        &[HOSHI_KNIGHT, KOMOKU_KNIGHT, HOSHI_KNIGHT_SIDE],
    );
}

#[test]
fn knights_approach_near_miss_large_knight() {
    misses(Term::KnightsApproach, 19, &[HOSHI_LARGE]);
}

#[test]
fn large_knights_approach() {
    applies(
        Term::LargeKnightsApproach,
        19,
        &[HOSHI_LARGE, KOMOKU_LARGE, HOSHI_LARGE_SIDE],
    );
}

#[test]
fn large_knights_approach_near_miss_knight() {
    misses(Term::LargeKnightsApproach, 19, &[HOSHI_KNIGHT]);
}

#[test]
fn approach_near_miss_a_stone_beside_its_own_extends_a_group() {
    // White's stone at (5, 5) touches White's stone above it: it grows a wall, it does
    // not approach Black's lone stone in the lower-left quarter of 9x9.
    misses(
        Term::Approach,
        9,
        &["......\n......\n......\n......\n.....O\n...Xo."],
    );
}
