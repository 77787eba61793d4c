//! 夾 (pincer), 反夾 (counter-pincer), 斷 (cut) and 跨 (into a knight's move).
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
