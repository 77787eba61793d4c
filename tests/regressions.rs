//! Regression tests for bugs that the invariant checks (`Game::check_invariants`), the
//! property tests (tests/properties.rs) and the fuzz targets (fuzz/) found. Each test
//! names what went wrong and replays the smallest case that showed it.

use tengen::{Color, Game, Handicap, Preset, Rules};

fn game(w: usize, h: usize, preset: Preset) -> Game {
    Game::new(w, h, Rules::preset(preset), Handicap::None).unwrap()
}

/// `Game::last_move` took a resignation or a resumption for a turn and named the
/// wrong player: after Black's pass and White's pass, resuming made the last move
/// Black's pass. Found by the invariant check of games (`Game::check_invariants`).
#[test]
fn last_move_names_the_right_player_after_resume_and_resignation() {
    let mut g = game(9, 9, Preset::Chinese);
    let p = g.board().point(2, 2).unwrap();
    g.play(p).unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.last_move(), Some((Color::Black, None)));
    assert!(g.resume());
    assert_eq!(g.last_move(), Some((Color::Black, None)));
    let q = g.board().point(6, 6).unwrap();
    g.play(q).unwrap();
    assert_eq!(g.last_move(), Some((Color::White, Some(q))));
    g.resign(Color::Black).unwrap();
    assert_eq!(g.last_move(), Some((Color::White, Some(q))));
    g.check_invariants().unwrap();
}

/// The SGF reader turned the FF[3] name `d9W` into the identifier `9W` (lower-case
/// letters dropped), which the writer wrote and no reader reads back. Found by the
/// `sgf` fuzz target (read, write, read again). An old-style name that loses its
/// first letter that way is kept whole, in capitals.
#[test]
fn sgf_identifiers_keep_a_leading_letter() {
    let trees = tengen::sgf::read("(;GaMe[1]FF[3]SiZe[19];Bp[]d9W[dp];B[])").unwrap();
    let node = trees[0].node(1);
    assert_eq!(node.get("B"), Some(""));
    assert_eq!(node.get("D9W"), Some("dp"));
    let text = tengen::sgf::write(&trees);
    assert_eq!(tengen::sgf::read(text.as_str()).unwrap(), trees, "{text}");
}

/// A file whose values held control characters read well when the file was long, but
/// the text written from it was shorter, held the same control characters, and looked
/// binary to the reader, which refused it ("it holds binary data"). Found by the `sgf`
/// fuzz target (read, write, read again). Control characters other than line breaks
/// are read as spaces, as `FF[4]` text has them.
#[test]
fn sgf_written_from_values_with_control_characters_reads_back() {
    let controls = "\u{1}\u{2}\u{3}\u{4}\u{5}\u{6}\u{7}\u{8}\u{b}";
    let file = format!("{}(;GM[1]C[a{controls}b\tc])", " ".repeat(2000));
    let trees = tengen::sgf::read(file.as_str()).unwrap();
    // Every control character is read as a space, the tab too (`FF[4]` text: white
    // space other than a line break is a space).
    assert_eq!(trees[0].root().get("C"), Some("a         b c"));
    let text = tengen::sgf::write(&trees);
    assert_eq!(tengen::sgf::read(text.as_str()).unwrap(), trees, "{text:?}");
}
