//! 夾 (pincer), 反夾 (counter-pincer), 斷 (cut: of a diagonal or of a knight's move)
//! and 跨 (into a knight's move).
//! Diagrams: `X` Black, `O` White, `x`/`o` the move.
mod common;
use common::*;
use tengen::Term;

// The opening: Black's 4-4 stone, White's knight's approach, Black's pincer.
const PINCER: &str = "...........\n...........\n.....O..x..\n...X.......";
// White answers the pincer by pinching it from its far side.
const COUNTER: &str = "...........\n...........\n.....O..X..o\n...X.......";

#[test]
fn pincer_holds_an_opposing_stone_between_two_own() {
    applies(
        Term::Pincer,
        9,
        &[
            // In contact, in a line.
            ".....
         .....
         ..XOx",
            ".....
         ..X..
         ..O..
         ..x..",
        ],
    );
    applies(Term::Pincer, 19, &[PINCER]);
    assert_eq!(stones(19, PINCER, Term::Pincer), vec![(5, 2), (3, 3)]);
}

#[test]
fn pincer_near_miss_a_chain_of_three_is_not_pinched() {
    misses(Term::Pincer, 9, &[".......\n.......\n.XOOOx."]);
}

// The two-space high pincer of a knight's approach: one line off the approaching
// stone, as the corner stone is.
const HIGH_PINCER: &str = "...........\n...........\n.....O.....\n...X....x..";

#[test]
fn pincer_one_line_off_the_pinched_stone() {
    applies(
        Term::Pincer,
        19,
        &[
            HIGH_PINCER,
            // White's one-space high pincer in the upper right.
            &mirrored(19, "...........\n...........\n.....X.....\n...O...o..."),
            // Down the left side, in the lower left: the approach below the corner
            // stone, Black's high pincer below it.
            &turned(
                19,
                &mirrored(
                    19,
                    "......\n......\n......\n...X..\n......\n..O...\n......\n......\n...x..",
                ),
            ),
        ],
    );
    assert_eq!(ids(19, HIGH_PINCER), ["pincer"]);
    assert_eq!(stones(19, HIGH_PINCER, Term::Pincer), vec![(5, 2), (3, 3)]);
}

#[test]
fn pincer_near_miss_two_lines_off_or_diagonally_next_to_it() {
    misses(
        Term::Pincer,
        19,
        &[
            "...........\n...........\n.....O.....\n...X.......\n........x..",
            "......\n......\n..XO..\n....x.",
        ],
    );
}

#[test]
fn counter_pincer_pinches_the_pincer() {
    applies(
        Term::CounterPincer,
        19,
        &[
            COUNTER,
            &mirrored(19, COUNTER),
            // Along the left side: Black 4-4, White's approach below it, Black's pincer,
            // White pinching that.
            "......
         ......
         ......
         ...X..
         ......
         ..O...
         ......
         ......
         ..X...
         ......
         ......
         ..o...",
        ],
    );
    assert_eq!(
        stones(19, COUNTER, Term::CounterPincer),
        vec![(5, 2), (8, 2), (3, 3)]
    );
    // A counter-pincer is a pincer.
    assert!(ids(19, COUNTER).contains(&"pincer"));
}

#[test]
fn counter_pincer_near_miss_the_pinched_stone_pinches_nothing() {
    // Without Black's corner stone, White's stone at (5, 2) is not pinched.
    misses(
        Term::CounterPincer,
        19,
        &["...........\n...........\n.....O..X..o"],
    );
}

#[test]
fn cut_separates_diagonal_stones() {
    applies(
        Term::Cut,
        9,
        &[
            ".....
         .....
         ..OX.
         ..xO.",
            // The crosscut.
            ".....
         .....
         ..XO.
         ..Ox.",
            ".....
         .....
         .....
         .....
         .....
         ....XO
         ....Ox",
        ],
    );
    assert_eq!(
        stones(9, ".....\n.....\n..XO.\n..Ox.", Term::Cut),
        vec![(2, 2), (3, 2), (2, 3)]
    );
}

// Black has pushed into White's knight's move at (3, 3); the cut at the other point.
const KNIGHT_CUT: &str = ".....\n.....\n..O..\n..xXX\n...O.";

#[test]
fn cut_through_a_knights_move_after_pushing_into_it() {
    applies(
        Term::Cut,
        19,
        &[
            KNIGHT_CUT,
            // White's cut of Black's knight's move in the lower right.
            &turned(19, ".....\n.....\n..X..\n..oOO\n...X."),
            // Black's knight's move along the upper side; White pushed in from below.
            &mirrored(19, "......\n......\n..Xo..\n...OX.\n...O.."),
        ],
    );
    assert_eq!(
        stones(19, KNIGHT_CUT, Term::Cut),
        vec![(2, 2), (3, 3), (3, 4)]
    );
}

#[test]
fn cut_near_miss_a_knights_move_already_joined() {
    // The two White stones are one chain around the back: nothing is cut.
    misses(Term::Cut, 9, &[".OOO.\n.O.O.\n.OxXX\n...O."]);
}

#[test]
fn cut_near_miss_other_point_not_own() {
    // 小尖無惡手: with the other point empty, White simply connects.
    misses(Term::Cut, 9, &[".....\n.....\n..O..\n..xO."]);
    // Already one chain.
    misses(Term::Cut, 9, &["..OOOO\n..O..O\n..OX.O\n..xOOO"]);
}

#[test]
fn cut_and_pincer_near_miss_a_capture_takes_the_stone_away() {
    // Black takes the ko: the white stone between Black's stones is captured, so the
    // move neither cuts it from its diagonal neighbours nor pinches it.
    let ko = ".XO.\nXOxO\n.XO.";
    applies(Term::Capture, 9, &[ko]);
    applies(Term::Ko, 9, &[ko]);
    misses(Term::Cut, 9, &[ko]);
    misses(Term::Pincer, 9, &[ko]);
    // A capture that leaves other stones: the cut between the survivors still counts.
    let both = ".X...\nXOxO.\n.XOX.\n.....";
    applies(Term::Capture, 9, &[both]);
    applies(Term::Cut, 9, &[both]);
}

#[test]
fn tsukekoshi_into_a_knights_move() {
    applies(
        Term::Tsukekoshi,
        9,
        &[
            ".....
         .....
         ..O..
         ...xX
         ...O.",
            ".....
         .....
         ..O..
         .Xx..
         ...O.",
            ".....
         ...X.
         ..Ox.
         ....O",
        ],
    );
    assert_eq!(
        stones(9, ".....\n.....\n..O..\n...xX\n...O.", Term::Tsukekoshi),
        vec![(2, 2), (3, 4)]
    );
}

#[test]
fn tsukekoshi_near_miss_without_support() {
    misses(
        Term::Tsukekoshi,
        9,
        &[".....\n.....\n..O..\n...x.\n...O.\n.....\nX...."],
    );
}

#[test]
fn tsukekoshi_supported_from_two_or_three_points_away() {
    // Black's stone a knight's move from the move: once named 小飛 alone.
    let knight = ".....\n.....\n..O..X\n...x.\n...O.";
    applies(
        Term::Tsukekoshi,
        19,
        &[
            knight,
            // White's, with its stone two points straight from the move, lower right.
            &turned(19, ".....\n.....\n..X..\n...o.O\n...X."),
            // Black's, its stone three points up from the move, on the upper edge,
            // upper right.
            &mirrored(19, "...X.\n.....\n..O..\n...x.\n...O."),
        ],
    );
    assert_eq!(ids(19, knight), ["knights-move", "tsukekoshi"]);
}

#[test]
fn tsukekoshi_near_miss_support_four_points_away() {
    misses(
        Term::Tsukekoshi,
        19,
        &[".......\n.......\n..O....\n...x...\n...O...\n.......\n.......\n...X..."],
    );
}
