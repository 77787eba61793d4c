//! 提 (capture), 劫 (ko), 打吃 (atari), 緊氣 (filling a liberty): what a move does to
//! the opposing chains it touches. Diagrams: `X` Black, `O` White, `x`/`o` the move.
mod common;
use common::*;
use tengen::Term;

#[test]
fn capture_removes_chains_left_without_liberties() {
    applies(
        Term::Capture,
        9,
        &[
            ".XOx
         ..X.",
            ".XX.
         XOOx
         .XX.",
            "Ox
         X.",
        ],
    );
    // The two-stone chain is named whole.
    assert_eq!(
        stones(9, ".XX.\nXOOx\n.XX.", Term::Capture),
        vec![(1, 1), (2, 1)]
    );
}

#[test]
fn capture_near_miss_atari_is_not_capture() {
    misses(Term::Capture, 9, &[".XOx\n...."]);
}

#[test]
fn ko_is_a_lone_stone_taking_one_and_left_in_atari() {
    applies(
        Term::Ko,
        9,
        &[
            ".XO.
         XOxO
         .XO.",
            "XOxO
         .XO.",
            "OxO
         XO.",
        ],
    );
    assert_eq!(stones(9, "XOxO\n.XO.", Term::Ko), vec![(1, 0)]);
    // Taking a ko is a capture too.
    assert!(ids(9, "XOxO\n.XO.").contains(&"capture"));
}

#[test]
fn ko_near_miss_capturing_stone_joins_own_chain() {
    misses(Term::Ko, 9, &["XOxO\n.XX."]);
}

#[test]
fn ko_agrees_with_the_rules() {
    // After the capture named 劫, the other side may not retake at once.
    let common::Setup { mut game, at } = setup(9, ".XO.\nXOxO\n.XO.");
    game.play(at).unwrap();
    let back = game.board().point(1, 1).unwrap();
    assert_eq!(game.illegal_reason(back), Some(tengen::Illegal::Ko));
}

#[test]
fn atari_leaves_one_liberty() {
    applies(
        Term::Atari,
        9,
        &[
            ".XOx.
         .....",
            "..X..
         .XOx.",
            ".XX..
         XOOx.
         .X...",
        ],
    );
    assert_eq!(
        stones(9, ".XX..\nXOOx.\n.X...", Term::Atari),
        vec![(1, 1), (2, 1)]
    );
}

#[test]
fn atari_near_miss_three_liberties_left() {
    misses(Term::Atari, 9, &["....\n.Ox.\n...."]);
}

#[test]
fn fill_liberty_leaves_two() {
    applies(
        Term::FillLiberty,
        9,
        &[
            "..Ox",
            "....
         .XOx
         ....",
            "OOx
         ...",
        ],
    );
}

#[test]
fn fill_liberty_near_miss_four_liberties_before() {
    misses(Term::FillLiberty, 9, &["....\n.Ox.\n...."]);
}
