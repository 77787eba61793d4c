//! Sample records, each written by us in the manner of one program (tests/sgf/), read
//! into game trees: their information, main lines, comments and final boards. The
//! final board of every square sample is checked against GNU Go, which replays the
//! main line over GTP; the 19×13 one against a diagram made by an independent
//! implementation of the rules. Every sample also makes the round trip through the
//! writer unchanged.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod common;

use common::decoder::Rs;
use tengen::sgf;
use tengen::tree::{GameTree, ReadOptions};
use tengen::Color;

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/tests/sgf/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn load(name: &str) -> GameTree {
    GameTree::from_sgf_bytes(&bytes(name), &mut Rs, ReadOptions::default())
        .unwrap_or_else(|e| panic!("{name}: {e:?}"))
}

/// Goes to the end of the main line; returns its moves as GNU Go plays them.
fn main_line(t: &mut GameTree) -> Vec<(Color, Option<(usize, usize)>)> {
    t.first();
    let mut moves = Vec::new();
    while t.next(0) {
        if let Some(m) = t.current_move() {
            moves.push(m);
        }
    }
    moves
}

fn board_rows(t: &GameTree) -> Vec<String> {
    let b = t.game().board();
    (0..b.height())
        .map(|y| {
            (0..b.width())
                .map(|x| match b.color(b.point(x, y).unwrap()) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

/// The board GNU Go reaches replaying `moves` after `handicap` black stones.
fn gnugo_board(
    size: usize,
    handicap: &[(usize, usize)],
    moves: &[(Color, Option<(usize, usize)>)],
) -> Vec<String> {
    const COLS: &[u8] = b"ABCDEFGHJKLMNOPQRST";
    let v = |(x, y): (usize, usize)| format!("{}{}", COLS[x] as char, size - y);
    let path = ["/usr/games/gnugo", "gnugo"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())
        .unwrap_or("gnugo");
    let mut child = Command::new(path)
        .args(["--mode", "gtp"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("GNU Go (/usr/games/gnugo) is needed for this test");
    let mut input = child.stdin.take().unwrap();
    let mut output = BufReader::new(child.stdout.take().unwrap());
    let mut gtp = |cmd: String| -> String {
        writeln!(input, "{cmd}").unwrap();
        input.flush().unwrap();
        let mut reply = String::new();
        loop {
            let mut line = String::new();
            output.read_line(&mut line).unwrap();
            if line.trim().is_empty() && !reply.is_empty() {
                break;
            }
            reply.push_str(&line);
        }
        assert!(reply.starts_with('='), "GNU Go refused {cmd}: {reply}");
        reply[1..].trim().to_string()
    };
    gtp(format!("boardsize {size}"));
    gtp("clear_board".into());
    if !handicap.is_empty() {
        let pts: Vec<String> = handicap.iter().map(|&p| v(p)).collect();
        gtp(format!("set_free_handicap {}", pts.join(" ")));
    }
    for &(c, p) in moves {
        let color = if c == Color::Black { "black" } else { "white" };
        gtp(format!("play {color} {}", p.map_or("pass".into(), v)));
    }
    let mut rows = vec![vec!['.'; size]; size];
    for (color, mark) in [("black", 'X'), ("white", 'O')] {
        for s in gtp(format!("list_stones {color}")).split_whitespace() {
            let x = COLS.iter().position(|&c| c == s.as_bytes()[0]).unwrap();
            let y = size - s[1..].parse::<usize>().unwrap();
            rows[y][x] = mark;
        }
    }
    gtp("quit".into());
    let _ = child.wait();
    rows.into_iter().map(|r| r.into_iter().collect()).collect()
}

/// Main line, GNU Go's final board, and the round trip through the writer.
fn check(name: &str, t: &mut GameTree, moves: usize, handicap: &[(usize, usize)]) {
    let line = main_line(t);
    assert_eq!(line.len(), moves, "{name}: main-line moves");
    assert_eq!(t.move_number() as usize, moves, "{name}");
    let (w, h) = (t.info().width, t.info().height);
    if w == h {
        assert_eq!(
            board_rows(t),
            gnugo_board(w, handicap, &line),
            "{name}: final board"
        );
    }
    let written = t.to_sgf();
    let back = GameTree::from_sgf(&written, ReadOptions::default()).unwrap();
    assert!(back == *t, "{name}: round trip");
    assert_eq!(back.to_sgf(), written, "{name}: written twice");
    assert_eq!(
        back.info(),
        t.info(),
        "{name}: information after the round trip"
    );
}

fn comment(t: &mut GameTree, path: &[usize]) -> Option<String> {
    assert!(t.go_to(path));
    t.node().get("C").map(str::to_string)
}

#[test]
fn sabaki() {
    let mut t = load("sabaki.sgf");
    let i = t.info().clone();
    assert_eq!(
        (
            i.width,
            i.komi.points(),
            i.black.as_deref(),
            i.white.as_deref()
        ),
        (19, 6.5, Some("Alice"), Some("Bob"))
    );
    assert_eq!(
        (i.black_rank.as_deref(), i.white_rank.as_deref()),
        (Some("3k"), Some("2k"))
    );
    assert_eq!(
        (i.result.as_deref(), i.event.as_deref(), i.name.as_deref()),
        (Some("B+R"), Some("Tuesday league"), Some("Club game"))
    );
    assert_eq!(
        i.comment.as_deref(),
        Some("Reviewed by Carol.\nComments are hers.")
    );
    assert_eq!(t.game().rules().preset, tengen::Preset::Japanese);
    assert_eq!(
        comment(&mut t, &[0, 0, 0]).as_deref(),
        Some("A classic opening. Note the ] bracket and a back\\slash.")
    );
    // Variations at moves 10, 25 and 41.
    assert!(t.go_to(&[0; 9]));
    assert_eq!(t.children().len(), 3);
    assert_eq!(
        t.children()[1].comment.as_deref(),
        Some("Variation 1 at move 10.")
    );
    assert!(t.next(2));
    assert_eq!(t.move_number(), 10);
    assert!(t.next(0));
    assert_eq!(t.move_number(), 11);
    assert_eq!(t.node_count(), 1 + 120 + 2 * 4);
    check("sabaki", &mut t, 120, &[]);
}

#[test]
fn cgoban_kgs_handicap() {
    let mut t = load("kgs.sgf");
    let i = t.info().clone();
    assert_eq!(
        (
            i.handicap,
            i.komi.points(),
            i.result.as_deref(),
            i.result_text.as_deref()
        ),
        (3, 0.5, Some("W+R"), Some("W+Resign"))
    );
    assert_eq!(
        (i.black_rank.as_deref(), i.white_rank.as_deref()),
        (Some("1d"), Some("4d"))
    );
    assert_eq!(t.game().handicap_stones(), 3);
    assert_eq!(t.game().to_move(), Color::White);
    assert_eq!(
        comment(&mut t, &[0]).as_deref(),
        Some("whiteguy [4d]: have a nice game\nblackguy [1d]: you too\n")
    );
    assert!(t.node().get("WL").is_some(), "time left is kept");
    check("kgs", &mut t, 110, &[(3, 3), (15, 3), (3, 15)]);
}

#[test]
fn ogs_nests_every_move() {
    let mut t = load("ogs.sgf");
    assert_eq!(
        (
            t.info().width,
            t.info().komi.points(),
            t.info().name.as_deref()
        ),
        (9, 5.5, Some("Friendly Match"))
    );
    check("ogs", &mut t, 46, &[]);
    // Two passes end it.
    assert!(t.game().is_over());
    assert_eq!(t.node().get("C"), Some("kuro: good game"));
}

#[test]
fn fox_scaled_komi_and_a_cut_name() {
    let mut t = load("fox.sgf");
    let i = t.info().clone();
    assert_eq!(i.komi.points(), 7.5, "KM[375]: 3.75 stones");
    assert_eq!(t.game().rules().preset, tengen::Preset::Chinese);
    assert_eq!(i.black.as_deref(), Some("星空下的围棋少\u{FFFD}"));
    assert_eq!(i.white.as_deref(), Some("隐形的翅膀"));
    assert_eq!(
        (i.black_rank.as_deref(), i.result.as_deref()),
        (Some("9段"), Some("W+R"))
    );
    assert_eq!(
        t.sgf().root().prop("AP").unwrap().values,
        ["GNU Go:3.8", "foxwq"]
    );
    check("fox", &mut t, 140, &[]);
    assert_eq!(t.node().get("C"), Some("白中盘胜"));
}

/// A record in the manner of a client derived from Fox (`AP[YuanYu]`): it declares
/// UTF-8, and the server cut Black's name inside its fourth character, leaving that
/// character's first two bytes before `]BR[`. The file is short, with few other
/// characters beside the cut one: it stays UTF-8, with U+FFFD for the two bytes, and
/// the cut name keeps to its property, so the ranks, White's name and the komi
/// (`KM[750]`, hundredths: 7.5) are read. Read as GB18030, the cut character's lead
/// byte took the `]` as its trail byte, and the name swallowed the rest of the line.
#[test]
fn yuanyu_declared_utf8_with_a_short_cut_name() {
    let d = sgf::decode(&bytes("yuanyu.sgf"), &mut Rs).unwrap();
    assert_eq!((d.encoding.as_str(), d.replaced), ("utf-8", true));
    let mut t = load("yuanyu.sgf");
    let i = t.info().clone();
    assert_eq!(i.black.as_deref(), Some("王立诚\u{FFFD}"));
    assert_eq!(i.white.as_deref(), Some("赵善"));
    assert_eq!(
        (i.black_rank.as_deref(), i.white_rank.as_deref()),
        (Some("9段"), Some("8段"))
    );
    assert_eq!(i.komi.points(), 7.5, "KM[750]: hundredths");
    assert_eq!(i.result.as_deref(), Some("B+R"));
    check("yuanyu", &mut t, 12, &[]);
}

#[test]
fn multigo_gb18030_without_ca() {
    let mut t = load("multigo.sgf");
    let i = t.info().clone();
    assert_eq!(
        (i.black.as_deref(), i.white.as_deref()),
        (Some("古力"), Some("李昌镐"))
    );
    assert_eq!(
        i.place.as_deref(),
        Some("江西廬山"),
        "a trail byte that is ]"
    );
    assert_eq!(
        (i.result.as_deref(), i.result_text.as_deref()),
        (Some("W+3.5"), Some("白胜1又3/4子"))
    );
    assert_eq!(t.game().rules().preset, tengen::Preset::Chinese);
    assert_eq!(
        i.comment.as_deref(),
        Some("黑棋發揮出色，但白棋打劫获胜。"),
        "a trail byte that is \\"
    );
    assert_eq!(t.sgf().root().get("MULTIGOGM"), Some("1"));
    assert_eq!(comment(&mut t, &[0; 21]).as_deref(), Some("黑棋打劫"));
    assert_eq!(t.node().get("MULTIGOBM"), Some("1"));
    check("multigo", &mut t, 130, &[]);
    assert!(t
        .to_sgf()
        .starts_with("(;GM[1]FF[4]CA[UTF-8]SZ[19]AP[MultiGo:4.4.4]MULTIGOGM[1]"));
}

#[test]
fn shift_jis_without_ca() {
    let mut t = load("sjis.sgf");
    let i = t.info().clone();
    assert_eq!(
        (i.black.as_deref(), i.white.as_deref()),
        (Some("井山裕太"), Some("一力遼"))
    );
    assert_eq!(
        (i.event.as_deref(), i.round.as_deref(), i.place.as_deref()),
        (
            Some("第70期本因坊戦"),
            Some("第1局"),
            Some("東京・日本棋院")
        )
    );
    assert_eq!((i.result.as_deref(), i.komi.points()), (Some("B+3.5"), 6.5));
    assert_eq!(t.game().rules().preset, tengen::Preset::Japanese);
    assert_eq!(
        i.comment.as_deref(),
        Some("表が厚い碁。ソバを食べた後の一局")
    );
    assert_eq!(
        comment(&mut t, &[0; 31]).as_deref(),
        Some("ここで黒の打ち込みが表を制した")
    );
    check("sjis", &mut t, 125, &[]);
}

#[test]
fn euc_kr_without_ca() {
    let mut t = load("euckr.sgf");
    let i = t.info().clone();
    assert_eq!(
        (
            i.black.as_deref(),
            i.white.as_deref(),
            i.black_rank.as_deref()
        ),
        (Some("이세돌"), Some("박정환"), Some("9단"))
    );
    assert_eq!(
        (i.result.as_deref(), i.result_text.as_deref()),
        (Some("W+R"), Some("백 불계승"))
    );
    assert_eq!(i.name.as_deref(), Some("제7회 응씨배 결승 제1국"));
    assert_eq!(t.game().rules().preset, tengen::Preset::Korean);
    assert_eq!(comment(&mut t, &[0; 11]).as_deref(), Some("흑이 좋다"));
    check("euckr", &mut t, 115, &[]);
}

#[test]
fn ff1_long_names() {
    let mut t = load("ff1.sgf");
    let i = t.info().clone();
    assert_eq!(
        (i.black.as_deref(), i.white.as_deref()),
        (Some("Honinbo Shusaku"), Some("Gennan Inseki"))
    );
    assert_eq!((i.result.as_deref(), i.komi.points()), (Some("B+2"), 0.0));
    assert_eq!(comment(&mut t, &[0]).as_deref(), Some("The first move."));
    assert_eq!(t.sgf().root().get("VW"), Some(""));
    check("ff1", &mut t, 80, &[]);
    assert!(t.to_sgf().contains(";B["));
}

#[test]
fn igs_tt_passes() {
    let mut t = load("igs.sgf");
    assert_eq!(
        (t.info().width, t.info().result.as_deref()),
        (13, Some("W+3.5"))
    );
    check("igs", &mut t, 111, &[]);
    assert_eq!(t.current_move(), Some((Color::Black, None)));
    assert!(t.game().is_over());
}

#[test]
fn a_collection() {
    let text = String::from_utf8(bytes("collection.sgf")).unwrap();
    let mut all = GameTree::collection_from_sgf(&text, ReadOptions::default()).unwrap();
    assert_eq!(all.len(), 3);
    for (k, (t, moves)) in all.iter_mut().zip([40, 35, 45]).enumerate() {
        assert_eq!(
            t.info().name.as_deref(),
            Some(format!("Problem set: game {}", k + 1).as_str())
        );
        assert_eq!((t.info().width, t.info().komi.points()), (9, 7.0));
        check("collection", t, moves, &[]);
    }
    // The first game alone.
    let first = GameTree::from_sgf(&text, ReadOptions::default()).unwrap();
    assert!(first == all[0]);
}

#[test]
fn nineteen_by_thirteen() {
    let mut t = load("rect.sgf");
    assert_eq!((t.info().width, t.info().height), (19, 13));
    check("rect", &mut t, 90, &[]);
    // Made by an implementation of the rules written apart from tengen's.
    let expected = "\
OXO....X....X...O.O
.....X......O..XXXX
OX...O..X.X....O.XO
O..OX.X....XO..OX.O
.....O.X.....O..X..
...O...O...XX...O.X
....OXX..OX.....O.O
....X......O.XOOXX.
....O.X......O.O..X
.XX....XOX..O.X.OX.
X.OO.......O..X.X..
X.X...X.....OX.OO.O
X...OO.OO.O...O..X.";
    assert_eq!(board_rows(&t).join("\n"), expected);
}

#[test]
fn every_sample_reads_the_same_as_text_and_as_bytes_in_utf8() {
    for name in ["sabaki.sgf", "kgs.sgf", "ogs.sgf", "igs.sgf", "rect.sgf"] {
        let text = String::from_utf8(bytes(name)).unwrap();
        let a = GameTree::from_sgf(&text, ReadOptions::default()).unwrap();
        let b =
            GameTree::from_sgf_bytes(text.as_bytes(), &mut sgf::Utf8Only, ReadOptions::default())
                .unwrap();
        assert!(a == b, "{name}");
    }
}
