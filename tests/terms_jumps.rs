//! Moves at a distance from the nearest own stone: 關 and 跳 (two points straight:
//! 跳 in a fight, in contact or out of a weak stone hemmed in, 關 into open space),
//! and the three kinds of 飛: 小飛 (日, one by two), 象步飛 (田, two by two) and 大飛
//! (目, one by three). Diagrams: `X` Black, `O` White, `x` the move.
mod common;
use common::*;
use tengen::Term;

#[test]
fn one_point_jump_into_open_space() {
    applies(
        Term::OnePointJump,
        9,
        &[
            "......
         ......
         ..X.x.",
            "......
         ......
         ......
         ...X..
         ......
         ...x..",
            "......
         ......
         ......
         ......
         ......
         ......
         ..x.X.
         ......
         ...O..",
        ],
    );
}

#[test]
fn one_point_jump_near_miss_in_contact_is_jump() {
    misses(Term::OnePointJump, 9, &["......\n..O...\n..X.x."]);
}

#[test]
fn jump_in_contact_with_opposing_stones() {
    applies(
        Term::Jump,
        9,
        &[
            // The stone jumped from is touched.
            "......
         ..O...
         ..X.x.",
            // The point jumped over is touched.
            "......
         ......
         ......
         ...X..
         ....O.
         ...x..",
            // The move lands against an opposing stone.
            "......
         ......
         ......
         .Ox...
         ......
         ..X...",
        ],
    );
}

// A lone Black stone boxed in by White stones two points away, jumping out.
const BOXED: &str = "
    .........
    .........
    ....O....
    .........
    ..O.X.O..
    .........
    ....x....";
// The same with the colours the other way round.
const BOXED_WHITE: &str = "
    .........
    .........
    ....X....
    .........
    ..X.O.X..
    .........
    ....o....";
// A White invader on the third line jumping out between Black's fourth-line stones.
const INVADER: &str = "
    .............
    .............
    .........O...
    .......X...X.
    .........o...";
// A Black chain of two, its lower stone touched on both sides (four liberties),
// jumping out from its other stone, which nothing touches.
const WEAK_PAIR: &str = "
    .....
    .....
    ..x..
    .....
    ..X..
    .OXO.
    .....";
const WEAK_PAIR_WHITE: &str = "
    .....
    .....
    ..o..
    .....
    ..O..
    .XOX.
    .....";

#[test]
fn jump_out_of_a_weak_stone_hemmed_in() {
    applies(
        Term::Jump,
        19,
        &[
            BOXED,
            &mirrored(19, BOXED_WHITE),
            INVADER,
            &turned(19, INVADER),
            WEAK_PAIR,
            &turned(19, WEAK_PAIR_WHITE),
        ],
    );
    misses(Term::OnePointJump, 19, &[BOXED, INVADER, WEAK_PAIR]);
    assert_eq!(stones(19, INVADER, Term::Jump), vec![(9, 2)]);
}

#[test]
fn one_point_jump_near_miss_approached_once_pressed_from_one_side_or_strong() {
    // A 4-4 stone after a knight's approach: one opposing stone near is no fight.
    let approached = "
        ......
        ......
        .....O
        ...X..
        ......
        ...x..";
    // Two opposing stones near, but the chain jumped from has six liberties.
    let strong = "
        .......
        .......
        .......
        ...X.O.
        ...X...
        .......
        ...x...
        .O.....";
    // White's approach stone pressed by Black's 4-4 stone and kosumi, both on one
    // side of it, jumps away from them along the side.
    let one_side = "
        ........
        ........
        .....O.o
        ...X....
        ....X...";
    for d in [approached, strong, one_side] {
        assert_eq!(ids(19, d), ["one-point-jump"], "{d}");
        assert_eq!(ids(19, &turned(19, d)), ["one-point-jump"], "{d}");
    }
}

#[test]
fn jump_near_miss_opposing_stone_in_between() {
    let found = ids(9, "......\n......\n..XOx.");
    assert!(
        !found.contains(&"jump") && !found.contains(&"one-point-jump"),
        "{found:?}"
    );
}

#[test]
fn knights_move_one_by_two() {
    applies(
        Term::KnightsMove,
        9,
        &[
            "......
         ......
         ..X...
         ......
         ...x..",
            "......
         ......
         ..X...
         ....x.",
            "........
         ........
         ........
         ........
         .....x..
         ........
         ......X.",
        ],
    );
}

#[test]
fn knights_move_near_miss_a_nearer_own_stone_names_the_move() {
    // The stone at (3, 2) is a one-point jump away: the move is 關, not 小飛.
    misses(
        Term::KnightsMove,
        9,
        &["......\n......\n..XX..\n......\n...x.."],
    );
    // Both points between taken by the opponent: no 飛 through them.
    misses(
        Term::KnightsMove,
        9,
        &["......\n......\n..X...\n..OO..\n...x.."],
    );
}

#[test]
fn elephant_step_two_by_two() {
    applies(
        Term::ElephantStep,
        9,
        &[
            "......
         ......
         ..X...
         ......
         ....x.",
            "......
         ......
         ......
         ......
         ..x...
         ......
         ....X.",
            "......
         ....X.
         ......
         ..x...",
        ],
    );
}

#[test]
fn elephant_step_near_miss_centre_taken() {
    misses(
        Term::ElephantStep,
        9,
        &["......\n......\n..X...\n...O..\n....x."],
    );
}

#[test]
fn large_knights_move_one_by_three() {
    applies(
        Term::LargeKnightsMove,
        9,
        &[
            "......
         ......
         ..X...
         ......
         ......
         ...x..",
            "......
         ......
         ..X...
         .....x",
            ".......
         .......
         ......X
         ...x...",
        ],
    );
}

#[test]
fn large_knights_move_near_miss_two_by_three() {
    misses(
        Term::LargeKnightsMove,
        9,
        &["......\n......\n..X...\n......\n......\n....x."],
    );
}

/// The three kinds of 飛 (knight's move, large knight's move, elephant's step), from one
/// stone on 19×19.
#[test]
fn the_three_kinds_of_fei() {
    let from = ".......\n.......\n.......\n...X...\n";
    let knight = format!("{from}.......\n....x..");
    let large = format!("{from}.......\n.......\n....x..");
    let elephant = format!("{from}.......\n.....x.");
    assert_eq!(ids(19, &knight), ["knights-move"]);
    assert_eq!(ids(19, &large), ["large-knights-move"]);
    assert_eq!(ids(19, &elephant), ["elephant-step"]);
}
