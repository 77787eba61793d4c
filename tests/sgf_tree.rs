//! The game tree: reading strictly and leniently, setup on any node, moves out of
//! turn, the cursor, editing, and hostile input.

use tengen::tree::{GameTree, ReadOptions, TreeError};
use tengen::{Color, Handicap, Illegal, Preset, Rules};

fn read(text: &str) -> Result<GameTree, TreeError> {
    GameTree::from_sgf(text, ReadOptions::default())
}

fn keep(text: &str) -> GameTree {
    GameTree::from_sgf(text, ReadOptions { keep_illegal: true }).unwrap()
}

fn stone(t: &GameTree, x: usize, y: usize) -> Option<Color> {
    let b = t.game().board();
    b.color(b.point(x, y).unwrap())
}

#[test]
fn an_illegal_move_is_refused_with_where_and_why() {
    // Move 3 (in the variation) plays on a stone.
    let e = read("(;SZ[9];B[aa](;W[bb])(;W[cc];B[cc]))").unwrap_err();
    let TreeError::IllegalMove(p) = &e else {
        panic!("{e:?}")
    };
    assert_eq!(e.code(), "sgf-illegal-move");
    assert_eq!(
        (p.move_number, p.path.as_slice(), p.reason),
        (3, &[0, 1, 0][..], Some("occupied"))
    );
    // Suicide, and a ko taken back at once.
    let e = read("(;SZ[5]AB[ba][ab];W[aa])").unwrap_err();
    assert!(
        matches!(&e, TreeError::IllegalMove(p) if p.reason == Some("suicide") && p.move_number == 1)
    );
    let ko = "(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb]XX[x];W[bb])";
    let e = read(ko).unwrap_err();
    assert!(
        matches!(&e, TreeError::IllegalMove(p) if p.reason == Some("ko") && p.move_number == 2),
        "{e:?}"
    );
}

#[test]
fn points_and_sizes_are_refused() {
    let e = read("(;SZ[9];B[jj])").unwrap_err();
    assert_eq!(e.code(), "sgf-point");
    let e = read("(;SZ[9];B[aa];W[b])").unwrap_err();
    assert!(matches!(&e, TreeError::Point(p) if p.move_number == 2 && p.path == [0, 0]));
    for sz in ["0", "53", "26", "19:30"] {
        assert_eq!(
            read(&format!("(;SZ[{sz}])")).unwrap_err().code(),
            "sgf-board-size",
            "{sz}"
        );
    }
    assert_eq!(read("(;SZ[9]AB[jj])").unwrap_err().code(), "sgf-point");
    assert_eq!(read("(;B[aa]").unwrap_err().code(), "sgf-syntax");
    assert_eq!(read("just text").unwrap_err().code(), "sgf-not-sgf");
}

#[test]
fn keep_loads_illegal_records_and_lists_every_problem() {
    let mut t = keep("(;SZ[9];B[aa];W[aa]C[on top];B[bb];W[zz];B[cc])");
    let codes: Vec<_> = t
        .problems()
        .iter()
        .map(|p| (p.code, p.move_number, p.reason))
        .collect();
    assert_eq!(
        codes,
        [
            ("sgf-illegal-move", 2, Some("occupied")),
            ("sgf-point", 4, None)
        ]
    );
    // As Sabaki does: the stone replaces the other.
    assert!(t.go_to(&[0, 0]));
    assert!(t.is_illegal());
    assert_eq!(stone(&t, 0, 0), Some(Color::White));
    assert_eq!(t.game().to_move(), Color::Black);
    t.last();
    assert_eq!(t.move_number(), 5);
    assert_eq!(stone(&t, 2, 2), Some(Color::Black));
    t.first();
    assert_eq!(stone(&t, 0, 0), None);
    // A ko retaken at once captures, as a move would.
    let mut t = keep("(;SZ[5]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])");
    t.last();
    assert_eq!(
        (stone(&t, 1, 1), stone(&t, 2, 1)),
        (Some(Color::White), None)
    );
    assert_eq!(t.problems()[0].reason, Some("ko"));
}

#[test]
fn setup_on_any_node_turns_and_moves_out_of_turn() {
    let mut t =
        read("(;SZ[9];B[ee];B[cc]C[twice];AB[aa:ab]AW[ia]AE[ee]PL[W];W[gg];AE[aa])").unwrap();
    t.next(0);
    t.next(0);
    assert_eq!(t.current_move(), Some((Color::Black, Some((2, 2)))));
    assert_eq!(t.game().to_move(), Color::White);
    t.next(0);
    assert_eq!(
        (
            stone(&t, 0, 0),
            stone(&t, 0, 1),
            stone(&t, 8, 0),
            stone(&t, 4, 4)
        ),
        (
            Some(Color::Black),
            Some(Color::Black),
            Some(Color::White),
            None
        )
    );
    assert_eq!(t.move_number(), 2);
    t.next(0);
    assert_eq!(t.move_number(), 3);
    t.next(0);
    assert_eq!(stone(&t, 0, 0), None);
    t.previous();
    t.previous();
    t.previous();
    assert_eq!(stone(&t, 4, 4), Some(Color::Black));
    assert_eq!(stone(&t, 8, 0), None);
}

#[test]
fn the_cursor() {
    let mut t = read("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))").unwrap();
    assert!(!t.previous());
    assert!(t.last());
    assert_eq!((t.path(), t.move_number()), (&[0, 0, 0][..], 3));
    assert!(!t.next(0));
    assert!(t.go_to(&[0, 1]));
    assert_eq!(t.current_move(), Some((Color::White, Some((6, 2)))));
    assert!(!t.go_to(&[0, 2]));
    assert_eq!(t.path(), &[0, 1]);
    assert!(t.first());
    assert_eq!(t.game().move_number(), 0);
    t.next(0);
    let kids = t.children();
    assert_eq!(kids.len(), 2);
    assert_eq!(
        (kids[1].color, kids[1].point),
        (Some(Color::White), Some((6, 2)))
    );
}

#[test]
fn playing_adds_variations_only_when_legal() {
    let mut t = read("(;SZ[9];B[ee];W[cc])").unwrap();
    t.next(0);
    // The existing move is followed, not duplicated.
    t.play(2, 2).unwrap();
    assert_eq!((t.path(), t.node_count()), (&[0, 0][..], 3));
    t.previous();
    t.play(6, 6).unwrap();
    assert_eq!(
        (t.path(), t.node_count(), t.move_number()),
        (&[0, 1][..], 4, 2)
    );
    assert_eq!(t.play(6, 6), Err(Illegal::Occupied));
    assert_eq!(t.play(9, 0), Err(Illegal::OutOfBounds));
    assert_eq!(t.node_count(), 4);
    t.pass().unwrap();
    t.pass().unwrap();
    assert!(t.game().is_over());
    // Promote the line, then delete it.
    t.promote();
    assert_eq!(t.path(), &[0, 0, 0, 0]);
    t.first();
    t.last();
    assert_eq!(t.move_number(), 4);
    t.go_to(&[0, 0]);
    assert!(t.delete_node());
    assert_eq!((t.path(), t.node_count()), (&[0][..], 3));
    assert_eq!(t.children()[0].point, Some((2, 2)));
    t.first();
    assert!(!t.delete_node());
    t.set_comment("a <b>comment</b>");
    assert_eq!(t.info().comment.as_deref(), Some("a <b>comment</b>"));
    let back = read(&t.to_sgf()).unwrap();
    assert!(back == t);
}

#[test]
fn a_new_record() {
    let rules = Rules {
        komi: tengen::HalfPoints(13),
        ..Rules::preset(Preset::Japanese)
    };
    let mut t = GameTree::new(9, 9, rules, Handicap::Fixed(2)).unwrap();
    assert_eq!(t.game().to_move(), Color::White);
    t.play(4, 4).unwrap();
    let text = t.to_sgf();
    assert_eq!(
        text,
        "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]HA[2]AB[gc][cg]\n;W[ee])\n"
    );
    let back = read(&text).unwrap();
    assert_eq!(back.game().handicap_stones(), 2);
    assert_eq!(back.info().komi, tengen::HalfPoints(13));
    // A result is written when the game ends on the main line.
    let mut t = GameTree::new(5, 5, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    t.play(2, 2).unwrap();
    t.pass().unwrap();
    t.pass().unwrap();
    assert_eq!(t.info().result.as_deref(), Some("B+17.5"));
}

#[test]
fn hostile_input_is_bounded() {
    // 100,000 nested variations, one per move, as OGS writes: passes, so every move is legal.
    let n = 100_000;
    let mut s = String::from("(;SZ[19]");
    for i in 0..n {
        s.push_str(if i % 2 == 0 { "(;B[]" } else { "(;W[tt]" });
    }
    s.push_str(&")".repeat(n + 1));
    let mut t = read(&s).unwrap();
    assert_eq!(t.node_count(), n + 1);
    t.last();
    assert_eq!(t.move_number(), n as u32);
    let again = read(&t.to_sgf()).unwrap();
    assert!(again == t);
    // 1,000,000 nodes.
    let s = format!("(;SZ[9]{})", ";C[x]".repeat(1_000_000));
    let t = read(&s).unwrap();
    assert_eq!(t.node_count(), 1_000_001);
    // A 10 MB comment.
    let s = format!("(;SZ[9];B[ee]C[{}])", "棋".repeat(10 << 20 >> 2));
    let mut t = read(&s).unwrap();
    t.next(0);
    assert_eq!(t.node().get("C").unwrap().len(), (10 << 20 >> 2) * 3);
}

#[test]
fn the_information_is_that_of_the_root_as_written() {
    for text in [
        "(;SZ[9];B[ee])",
        "(;GM[1]FF[3]SZ[13]KM[6.5]RU[Chinese]PB[a];B[dd])",
        "(;RU[Klingon]KM[375]RE[黑中盘胜])",
        "(;SZ[19:13]HA[2]AB[dd][pj]RU[jp])",
        "(;C[root])",
    ] {
        let t = read(text).unwrap();
        let again = tengen::sgf::GameInfo::from_root(t.sgf().root()).unwrap();
        assert_eq!(*t.info(), again, "{text}");
    }
}

#[test]
fn text_values_read_white_space_as_ff4_says() {
    // Text (C): a tab is a space, line breaks stay. SimpleText (PB, GN, N): line
    // breaks are spaces too.
    let text =
        "(;GM[1]FF[4]SZ[9]PB[Lee\r\nSedol]GN[a\tb]C[one\ttwo\nthree];B[ee]N[Move\n1]C[x\ty])";
    let mut t = read(text).unwrap();
    assert_eq!(t.info().black.as_deref(), Some("Lee Sedol"));
    assert_eq!(t.info().name.as_deref(), Some("a b"));
    assert_eq!(t.info().comment.as_deref(), Some("one two\nthree"));
    assert!(t.next(0));
    assert_eq!(t.node().get("N"), Some("Move 1"));
    assert_eq!(t.node().get("C"), Some("x y"));
    // Written as read, and read back the same.
    let written = t.to_sgf();
    assert!(
        written.contains("PB[Lee Sedol]") && written.contains("C[x y]"),
        "{written}"
    );
    assert_eq!(read(&written).unwrap().to_sgf(), written);
}

#[test]
fn a_komi_of_100_or_more_is_in_hundredths_whoever_wrote_it() {
    for (text, raw, komi) in [
        // A Fox-derived client under its own AP.
        (
            "(;GM[1]FF[4]AP[SomeClient:2.1]SZ[19]KM[750];B[pd])",
            "750",
            7.5,
        ),
        ("(;AP[foxwq]KM[650])", "650", 6.5),
        ("(;KM[750.00])", "750.00", 7.5),
        ("(;AP[x]KM[-650])", "-650", -6.5),
        ("(;KM[99.5])", "99.5", 99.5),
    ] {
        let t = read(text).unwrap();
        assert_eq!(t.info().komi.points(), komi, "{text}");
        assert_eq!(t.game().rules().komi.points(), komi, "{text}");
        // The value as written is kept, and written back.
        assert_eq!(t.sgf().root().prop("KM").unwrap().values, [raw], "{text}");
        assert!(t.to_sgf().contains(&format!("KM[{raw}]")), "{text}");
    }
}
