//! Moves against opposing stones: 頂 (head-on), 鼻頂 (in front of a square), 擋
//! (blocking a line's head from the side), 鎮 (capping toward the centre).
//! Diagrams: `X` Black, `O` White, `x` the move.
mod common;
use common::*;
use tengen::Term;

#[test]
fn bump_meets_an_opposing_line_head_on() {
    applies(
        Term::Bump,
        9,
        &[
            ".....
         ..O..
         ..O..
         ..x..
         ..X..",
            ".......
         .......
         .......
         .......
         ...OOxX",
            // 尖頂 is a kind of 頂.
            ".....
         .....
         ...xO
         ..X..",
        ],
    );
    assert_eq!(
        stones(9, ".....\n..O..\n..O..\n..x..\n..X..", Term::Bump),
        vec![(2, 1), (2, 2), (2, 4)]
    );
}

#[test]
fn bump_near_miss_a_lone_opposing_stone_has_no_line() {
    misses(Term::Bump, 9, &[".....\n.....\n..O..\n..x..\n..X.."]);
}

#[test]
fn nose_bump_in_front_of_a_square() {
    applies(
        Term::NoseBump,
        9,
        &[
            ".....
         .....
         ...OO
         ...OO
         ...x.
         ...X.",
            ".....
         .....
         ...OO
         ...OO
         ..Xx.",
            ".........
         .........
         .........
         .........
         .......X.
         .....OOx.
         .....OO..",
        ],
    );
    let found = ids(9, ".....\n.....\n...OO\n...OO\n...x.\n...X.");
    assert!(found.contains(&"bump"), "{found:?}");
}

#[test]
fn nose_bump_near_miss_three_stones_are_no_square() {
    misses(
        Term::NoseBump,
        9,
        &[".....\n.....\n...OO\n...O.\n...x.\n...X."],
    );
}

#[test]
fn block_stops_a_line_at_its_head() {
    applies(
        Term::Block,
        9,
        &[
            // A crawl on the second line stopped by a stone leaning on the wall above.
            "......
         ..OOx.
         ....X.",
            ".....
         .....
         .....
         .....
         ..Xx.
         ...O.
         ...O.",
            // Leaning on a stone diagonally behind.
            ".....
         .....
         ....X
         .OOx.",
        ],
    );
    assert_eq!(
        stones(9, "......\n..OOx.\n....X.", Term::Block),
        vec![(2, 1), (3, 1), (4, 2)]
    );
}

#[test]
fn block_near_miss_nothing_to_lean_on() {
    misses(Term::Block, 9, &["......\n..OOx.\n......"]);
}

#[test]
fn cap_toward_the_centre() {
    applies(
        Term::Cap,
        19,
        &[
            "..........
         ..........
         .........O
         ..........
         .........x",
            "..........
         ..........
         ..........
         ..........
         ..........
         ..........
         ..........
         ..........
         ..........
         ..O.x.....",
            "..........
         ..........
         ..........
         .....O....
         ..........
         .....x....",
        ],
    );
    // From the 4-4 point, one point along the fourth line is an approach, not a cap.
    misses(
        Term::Cap,
        19,
        &["..........\n..........\n..........\n...O......\n..........\n...x......"],
    );
}

#[test]
fn cap_near_miss_along_the_side() {
    misses(Term::Cap, 19, &["............\n............\n.........O.x"]);
}
