//! Moves against opposing stones: 頂 (at the head of a line), 鼻頂 (in front of a
//! square), 擋 (standing in a stone's way, leaning on own stones), 鎮 (capping toward
//! the centre), and 碰 (contact) where none of the terms fits.
//! Diagrams: `X` Black, `O` White, `x`/`o` the move.
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
    // The own stone behind is not part of the shape.
    assert_eq!(
        stones(9, ".....\n..O..\n..O..\n..x..\n..X..", Term::Bump),
        vec![(2, 1), (2, 2)]
    );
}

// White's line of two runs down; Black plays at its head with no stone of its own near.
const HEAD: &str = ".....\n..O..\n..O..\n..x..";

#[test]
fn bump_needs_no_own_stone_behind() {
    applies(
        Term::Bump,
        19,
        &[
            HEAD,
            // White at the head of Black's line along the lower side.
            &turned(19, "........\n.XXXo...\n........"),
            // On the right side, Black's line running left from the edge.
            &mirrored(19, "......\n......\n......\n..OOx.\n......"),
        ],
    );
    assert_eq!(ids(19, HEAD), ["bump"]);
}

#[test]
fn bump_near_miss_beside_the_line_or_a_lone_stone() {
    misses(
        Term::Bump,
        9,
        &[
            ".....\n.....\n..O..\n..x..\n..X..",
            // Beside the line's head, not in front of it.
            ".....\n..O..\n..Ox.\n.....",
        ],
    );
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

// A White square on the upper side; Black right in front of it, alone.
const SQUARE: &str = ".......\n.......\n...OO..\n...OO..\n...x...";

#[test]
fn nose_bump_needs_no_own_stone() {
    applies(
        Term::NoseBump,
        19,
        &[
            SQUARE,
            // White in front of a Black square in the lower right, from the side.
            &turned(19, "......\n......\n..XXo.\n..XX..\n......"),
            // Black in front of a White square in the upper right, from below.
            &mirrored(19, SQUARE),
        ],
    );
    assert_eq!(ids(19, SQUARE), ["nose-bump", "bump"]);
}

#[test]
fn nose_bump_near_miss_three_stones_are_no_square() {
    misses(
        Term::NoseBump,
        9,
        &[".....\n.....\n...OO\n...O.\n...x.\n...X."],
    );
    // With no own stone: the head of the line, 頂 alone.
    let three = ".......\n.......\n...OO..\n...O...\n...x...";
    assert_eq!(ids(19, three), ["bump"]);
    assert_eq!(ids(19, &turned(19, three)), ["bump"]);
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

// White invades Black's 4-4 point at the 3-3 point; Black blocks on either side.
const INVASION: &str = "......\n......\n..O...\n..xX..";
const INVASION_OTHER_SIDE: &str = "......\n......\n..Ox..\n...X..";

#[test]
fn block_a_single_invading_stone() {
    applies(
        Term::Block,
        19,
        &[
            INVASION,
            INVASION_OTHER_SIDE,
            // White blocks Black's invasion of its 4-4 point in the lower right.
            &turned(19, "......\n......\n..X...\n..oO.."),
            // On the left side: Black's stone on the fourth line, White's below it on
            // the third, toward the edge; Black stops it coming out along the side.
            "......\n......\n......\n......\n...X..\n..Ox..\n......",
        ],
    );
    assert_eq!(ids(19, INVASION), ["block", "extend"]);
    assert_eq!(stones(19, INVASION, Term::Block), vec![(2, 2), (3, 3)]);
}

// White's crawl on the second line; Black hanes at its head from above.
const HANE_AT_THE_HEAD: &str = ".....\n.OOx.\n..X..";

#[test]
fn block_at_the_head_of_a_line_by_a_hane() {
    applies(
        Term::Block,
        19,
        &[
            HANE_AT_THE_HEAD,
            // White hanes at the head of Black's line in the lower right.
            &turned(19, ".....\n.XXo.\n..O.."),
            // In the centre: Black's line runs up, White leans on its stone beside the
            // head.
            "..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             ..........
             .........o
             ........OX
             .........X",
        ],
    );
    assert_eq!(ids(19, HANE_AT_THE_HEAD), ["bump", "hane", "block"]);
    assert_eq!(
        stones(19, HANE_AT_THE_HEAD, Term::Block),
        vec![(1, 1), (2, 1), (2, 2)]
    );
}

#[test]
fn block_near_miss_under_alongside_wedged_or_a_hane_on_a_single_stone() {
    misses(
        Term::Block,
        19,
        &[
            // Black crawls under White's stone: pushed, not blocking.
            "......\n.Xx...\n.OO...",
            // A hane around a single stone: 扳, no line to stop.
            "......\n......\n..XO..\n...x..",
            // Pushing into a stone from an own stone straight behind.
            "......\n......\n..O...\n..x...\n..X...",
            // Alongside an opposing line, not at its head.
            "......\n......\n.OX...\n.Ox...\n......",
            // Wedged between two opposing stones: 衝.
            "......\n......\n.OxO..\n..X...",
        ],
    );
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

#[test]
fn contact_where_no_other_term_fits() {
    // Black attaches to White's lone 4-4 stone from the side.
    let attach = "......\n......\n......\n...Ox.";
    applies(
        Term::Contact,
        19,
        &[
            attach,
            // White attaches under Black's lone stone in the lower right.
            &turned(19, "......\n......\n......\n...X..\n...o.."),
            // Black against the middle of a White line of three on 9×9.
            ".....\n.....\n.OOO.\n..x..",
        ],
    );
    assert_eq!(ids(19, attach), ["contact"]);
    assert_eq!(stones(19, attach, Term::Contact), vec![(3, 3)]);
}

#[test]
fn contact_near_miss_another_term_or_no_contact() {
    // 緊氣 names it: the stone on the edge had three liberties.
    assert_eq!(ids(9, "..Ox.\n....."), ["fill-liberty"]);
    // 頂 names it.
    misses(Term::Contact, 9, &[HEAD]);
    // Touching nothing: a 關.
    assert_eq!(ids(9, "......\n......\n..X.x."), ["one-point-jump"]);
}
