//! The GTP session (`tengen::gtp`) command by command, driven by a deterministic test
//! engine defined here; a whole game of that engine against GNU Go over pipes (skipped
//! with a message when GNU Go is not installed); and the `tengen-gtp` binary over its
//! pipes, with tengen's own player (its network's commands: tests/gtp_net.rs), in a
//! game against GNU Go with the playout search and with the network.

mod common;
#[path = "common/gtp_wire.rs"]
mod gtp_wire;

use std::io::{BufReader, Write};
use std::process::Command;

use gtp_wire::{analysis_end, analysis_start, ask, binary, response};
use proptest::prelude::*;
use tengen::gtp::{Candidate, Config, Engine, Reply, Report, Session, COMMANDS};
use tengen::{Color, Game, Point};

/// Plays the first legal point, row by row from the top left, that does not fill
/// one of its own eyes, and passes when there is none. It exists only to drive the
/// protocol; it also notes what the session told it.
#[derive(Default)]
struct FirstMove {
    /// The colour and side to move of every position it was asked about.
    asked: Vec<Color>,
    resets: u32,
    clock: Vec<(u32, u32, u32)>,
    left: Vec<(Color, u32, u32)>,
    /// Milliseconds of every analysis step.
    analysed: Vec<u32>,
    /// Answer genmove with this error.
    refuse: Option<String>,
    /// Answer genmove with this point whatever the position.
    force: Option<Reply>,
}

impl FirstMove {
    fn first_move(game: &Game) -> Option<Point> {
        let b = game.board();
        let color = game.to_move();
        b.points()
            .find(|&p| game.is_legal(p) && !b.is_eye(p, color))
    }
}

impl Engine for FirstMove {
    fn genmove(&mut self, game: &Game, _cleanup: bool) -> Result<Reply, String> {
        assert!(
            !game.is_over(),
            "the session asks for moves in games not over"
        );
        self.asked.push(game.to_move());
        if let Some(e) = &self.refuse {
            return Err(e.clone());
        }
        if let Some(r) = self.force {
            return Ok(r);
        }
        Ok(FirstMove::first_move(game).map_or(Reply::Pass, Reply::Play))
    }

    fn time_settings(&mut self, main_s: u32, byo_yomi_s: u32, stones: u32) {
        self.clock.push((main_s, byo_yomi_s, stones));
    }

    fn time_left(&mut self, color: Color, seconds: u32, stones: u32) {
        self.left.push((color, seconds, stones));
    }

    fn analyze(&mut self, game: &Game, ms: u32, _min_moves: usize) -> Report {
        self.asked.push(game.to_move());
        self.analysed.push(ms);
        let n = self.analysed.len() as u32;
        let first = FirstMove::first_move(game);
        Report {
            moves: vec![
                Candidate {
                    point: None,
                    visits: n,
                    winrate: 0.25,
                    prior: 0.1,
                    pv: vec![],
                    score: None,
                },
                Candidate {
                    point: first,
                    visits: 2 * n,
                    winrate: 0.6,
                    prior: 0.5,
                    pv: vec![first, None],
                    score: None,
                },
            ],
            visits: 3 * n,
            winrate: 0.6,
            score: None,
            ownership: Vec::new(),
        }
    }

    fn reset(&mut self) {
        self.resets += 1;
    }
}

fn session() -> Session<FirstMove> {
    Session::new(FirstMove::default(), Config::default())
}

/// Asks each line, which must succeed.
fn run<E: Engine>(s: &mut Session<E>, lines: &[&str]) {
    for line in lines {
        if let Err(e) = ask(s, line) {
            panic!("{line:?} was refused: {e}");
        }
    }
}

#[test]
fn the_administrative_commands() {
    let mut s = session();
    assert_eq!(ask(&mut s, "protocol_version"), Ok("2".into()));
    assert_eq!(ask(&mut s, "name"), Ok("tengen".into()));
    assert_eq!(ask(&mut s, "version"), Ok(env!("CARGO_PKG_VERSION").into()));
    assert_eq!(ask(&mut s, "known_command play"), Ok("true".into()));
    assert_eq!(ask(&mut s, "known_command lz-analyze"), Ok("true".into()));
    assert_eq!(ask(&mut s, "known_command kata-analyze"), Ok("true".into()));
    assert_eq!(ask(&mut s, "known_command kata-raw-nn"), Ok("true".into()));
    assert_eq!(ask(&mut s, "known_command frobnicate"), Ok("false".into()));
    assert_eq!(ask(&mut s, "known_command"), Err("syntax error".into()));
    let listed = ask(&mut s, "list_commands").unwrap();
    assert_eq!(listed.split('\n').collect::<Vec<_>>(), COMMANDS);
    for name in COMMANDS.iter().filter(|&&c| !c.ends_with("analyze")) {
        let answer = ask(&mut s, name);
        assert_ne!(answer, Err("unknown command".into()), "{name}");
    }
    assert_eq!(ask(&mut s, "frobnicate"), Err("unknown command".into()));
    let quit = s.execute("quit");
    assert_eq!((quit.text.as_str(), quit.quit), ("= \n\n", true));
}

#[test]
fn ids_comments_case_and_line_ends() {
    let mut s = session();
    assert_eq!(s.execute("12 boardsize 9").text, "=12 \n\n");
    assert_eq!(s.execute("13 genmove b").text, "=13 A9\n\n");
    assert_eq!(s.execute("14 frobnicate").text, "?14 unknown command\n\n");
    assert_eq!(s.execute("15 play w A9").text, "?15 illegal move\n\n");
    assert_eq!(s.execute("").text, "");
    assert_eq!(s.execute("   \t  \r\n").text, "");
    assert_eq!(s.execute("# genmove w").text, "");
    assert_eq!(
        s.execute("16 name # what is it called?\r\n").text,
        "=16 tengen\n\n"
    );
    assert_eq!(s.execute("\tPLAY\tWhite\tb9\r").text, "= \n\n");
    assert_eq!(s.execute("Play B c9\u{7}").text, "= \n\n");
    assert_eq!(s.execute("17").text, "?17 unknown command\n\n");
    assert_eq!(
        s.execute("123456789012345678901234567890 name").text,
        "=123456789012345678901234567890 tengen\n\n"
    );
    let b = s.game().board();
    assert_eq!(b.color(b.point(1, 0).unwrap()), Some(Color::White));
}

#[test]
fn bad_input_is_refused_with_gtp_texts() {
    let mut s = session();
    let refused = [
        ("boardsize 1", "unacceptable size"),
        ("boardsize 26", "unacceptable size"),
        ("boardsize nine", "syntax error"),
        ("boardsize", "syntax error"),
        ("komi seven", "syntax error"),
        ("komi 7.25", "komi must be a whole or half number"),
        ("komi inf", "syntax error"),
        ("play", "syntax error"),
        ("play b", "syntax error"),
        ("play red D4", "syntax error"),
        ("play b Z9", "syntax error"),
        ("play b I5", "syntax error"),
        ("play b T20", "syntax error"),
        ("play b D4 D5", "syntax error"),
        ("genmove", "syntax error"),
        ("genmove purple", "syntax error"),
        ("final_status_list", "syntax error"),
        ("final_status_list undecided", "syntax error"),
        ("time_settings 1 2", "syntax error"),
        ("time_settings -1 2 3", "syntax error"),
        ("time_left b x 0", "syntax error"),
        ("time_left x 10 0", "syntax error"),
        ("fixed_handicap x", "syntax error"),
        ("loadsgf", "syntax error"),
        ("loadsgf a.sgf 3 4", "syntax error"),
        ("lz-analyze b x", "syntax error"),
        ("undo", "cannot undo"),
    ];
    for (line, error) in refused {
        assert_eq!(ask(&mut s, line), Err(error.into()), "{line}");
    }
    assert_eq!(s.game().move_number(), 0);
    assert_eq!(s.game().board().width(), 19);
}

#[test]
fn illegal_moves_are_refused_and_change_nothing() {
    let mut s = session();
    // A ko: Black F5 takes the white stone at E5.
    run(
        &mut s,
        &[
            "boardsize 9",
            "play b D5",
            "play w E5",
            "play b E6",
            "play w F6",
            "play b E4",
            "play w F4",
            "play b A1",
            "play w G5",
            "play b F5",
        ],
    );
    let moves = s.game().move_number();
    assert_eq!(ask(&mut s, "play w E5"), Err("illegal move".into()));
    assert_eq!(ask(&mut s, "play b D5"), Err("illegal move".into()));
    // Suicide: White A9 between Black A8 and B9.
    run(&mut s, &["play b A8", "play b B9"]);
    assert_eq!(ask(&mut s, "play w A9"), Err("illegal move".into()));
    assert_eq!(s.game().move_number(), moves + 2);
    // Elsewhere the ko may be retaken after a move away.
    run(&mut s, &["play w J9", "play b J1", "play w E5"]);
}

#[test]
fn moves_out_of_turn_and_after_two_passes() {
    let mut s = session();
    run(
        &mut s,
        &["boardsize 9", "play b E5", "play b D4", "play w pass"],
    );
    assert_eq!(s.game().to_move(), Color::Black);
    run(&mut s, &["play b pass"]);
    assert!(s.game().is_over());
    // GTP has no end of the game: play goes on.
    assert_eq!(ask(&mut s, "play w C3"), Ok(String::new()));
    assert!(!s.game().is_over());
    run(&mut s, &["play b pass", "play w pass"]);
    assert_eq!(ask(&mut s, "genmove b"), Ok("A9".into()));
    // Asked for White while Black is to move, the engine sees White to move.
    assert_eq!(ask(&mut s, "genmove b"), Ok("B9".into()));
    assert_eq!(s.engine().asked, [Color::Black, Color::Black]);
    assert_eq!(ask(&mut s, "genmove w"), Ok("C9".into()));
    assert_eq!(ask(&mut s, "genmove w"), Ok("D9".into()));
    let b = s.game().board();
    assert_eq!(b.color(b.point(3, 0).unwrap()), Some(Color::White));
}

#[test]
fn undo_takes_back_moves_only() {
    let mut s = session();
    run(
        &mut s,
        &[
            "boardsize 9",
            "fixed_handicap 2",
            "play w E5",
            "play b pass",
            "play w pass",
        ],
    );
    assert!(s.game().is_over());
    let resets = s.engine().resets;
    run(&mut s, &["undo"]);
    assert!(!s.game().is_over());
    run(&mut s, &["play b D3", "undo", "undo", "undo"]);
    assert_eq!(s.engine().resets, resets + 4);
    assert_eq!(s.game().move_number(), 0);
    assert_eq!(ask(&mut s, "undo"), Err("cannot undo".into()));
    // The handicap stays.
    assert_eq!(s.game().board().stone_count(Color::Black), 2);
    // A move played after the passes that ended a game is undone with its resumption.
    run(&mut s, &["play w pass", "play b pass", "play w D4", "undo"]);
    assert!(s.game().is_over());
}

#[test]
fn handicaps() {
    let mut s = session();
    assert_eq!(
        ask(&mut s, "fixed_handicap 9"),
        Ok("Q16 D4 D16 Q4 D10 Q10 K16 K4 K10".into())
    );
    assert_eq!(s.game().to_move(), Color::White);
    assert_eq!(
        ask(&mut s, "fixed_handicap 2"),
        Err("board not empty".into())
    );
    assert_eq!(
        ask(&mut s, "set_free_handicap A1 B2"),
        Err("board not empty".into())
    );
    assert_eq!(
        ask(&mut s, "place_free_handicap 2"),
        Err("board not empty".into())
    );
    run(&mut s, &["clear_board"]);
    for n in ["0", "1", "10"] {
        assert_eq!(
            ask(&mut s, &format!("fixed_handicap {n}")),
            Err("invalid number of stones".into())
        );
    }
    run(&mut s, &["boardsize 8"]);
    assert_eq!(
        ask(&mut s, "fixed_handicap 5"),
        Err("invalid number of stones".into())
    );
    assert_eq!(ask(&mut s, "fixed_handicap 4"), Ok("F6 C3 C6 F3".into()));

    // place_free_handicap: the nine standard points, then the engine's.
    run(&mut s, &["boardsize 19"]);
    let placed = ask(&mut s, "place_free_handicap 11").unwrap();
    assert_eq!(placed, "Q16 D4 D16 Q4 D10 Q10 K16 K4 K10 A19 B19");
    assert_eq!(s.game().handicap_stones(), 11);
    assert_eq!(s.game().to_move(), Color::White);
    run(&mut s, &["clear_board"]);
    assert_eq!(
        ask(&mut s, "place_free_handicap 1"),
        Err("invalid number of stones".into())
    );
    assert_eq!(
        ask(&mut s, "place_free_handicap 361"),
        Err("invalid number of stones".into())
    );
    // Where no standard placement exists, all the stones are the engine's.
    run(&mut s, &["boardsize 5"]);
    assert_eq!(ask(&mut s, "place_free_handicap 2"), Ok("A5 B5".into()));
    run(&mut s, &["clear_board"]);
    s.engine_mut().force = Some(Reply::Pass);
    assert_eq!(
        ask(&mut s, "place_free_handicap 3"),
        Err("invalid number of stones".into())
    );
    s.engine_mut().force = None;

    // set_free_handicap.
    for bad in [
        "A1",
        "A1 A1",
        "A1 pass",
        "A1 Z9",
        "A1 B2 C3 D4 E5 F6 G7 H8 J9 A2 A3 A4 A5 B1 B3 B4 B5 C1 C2 C4 C5 D1 D2 D3 D5",
    ] {
        assert_eq!(
            ask(&mut s, &format!("set_free_handicap {bad}")),
            Err("bad vertex list".into()),
            "{bad}"
        );
    }
    // A board filled but for one point is a handicap still.
    let all_but_e5 = "A1 A2 B1 B2 C1 C2 D1 D2 E1 E2 A3 B3 C3 D3 E3 A4 B4 C4 D4 E4 A5 B5 C5 D5";
    assert_eq!(
        ask(&mut s, &format!("set_free_handicap {all_but_e5}")),
        Ok(String::new())
    );
    run(&mut s, &["clear_board"]);
    assert_eq!(ask(&mut s, "set_free_handicap c3 A1"), Ok(String::new()));
    assert_eq!(s.game().handicap_stones(), 2);
    assert_eq!(ask(&mut s, "genmove w"), Ok("A5".into()));
}

/// Plays a 9×9 position given as rows of `X`, `O` and `.` through `play`, Black's
/// stones first.
fn set_up(s: &mut Session<FirstMove>, rows: [&str; 9]) {
    run(s, &["boardsize 9", "komi 0"]);
    for color in ['X', 'O'] {
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                if c == color {
                    let name = tengen::notation::to_gtp(x, y, 9).unwrap();
                    let player = if c == 'X' { "b" } else { "w" };
                    run(s, &[&format!("play {player} {name}")]);
                }
            }
        }
    }
}

#[test]
fn final_score_and_status_with_dead_stones() {
    let mut s = session();
    set_up(
        &mut s,
        [
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            ".O..XO.X.",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
    );
    assert_eq!(ask(&mut s, "final_status_list dead"), Ok("B5\nH5".into()));
    assert_eq!(ask(&mut s, "final_status_list seki"), Ok(String::new()));
    assert_eq!(
        ask(&mut s, "final_status_list alive"),
        Ok("E9 E8 E7 E6 E5 E4 E3 E2 E1\nF9 F8 F7 F6 F5 F4 F3 F2 F1".into())
    );
    // Area counting, Black 45, White 36.
    assert_eq!(ask(&mut s, "final_score"), Ok("B+9".into()));
    run(&mut s, &["komi 9"]);
    assert_eq!(ask(&mut s, "final_score"), Ok("0".into()));
    run(&mut s, &["komi 7.5"]);
    assert_eq!(ask(&mut s, "final_score"), Ok("B+1.5".into()));
    run(&mut s, &["komi -2"]);
    assert_eq!(ask(&mut s, "final_score"), Ok("B+11".into()));
    run(&mut s, &["komi 12"]);
    assert_eq!(ask(&mut s, "final_score"), Ok("W+3".into()));
    // The komi stays for the next game.
    run(&mut s, &["clear_board"]);
    assert_eq!(s.game().rules().komi.points(), 12.0);
}

#[test]
fn final_status_of_a_seki() {
    let mut s = session();
    // White D9-D7, E7 and Black F9-F7 share E9 and E8, neither with an eye.
    set_up(
        &mut s,
        [
            ".XXO.XO.O",
            "XXXO.XOOO",
            ".XXOOXO.O",
            "XXXXXOOOO",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
            "....XO...",
        ],
    );
    assert_eq!(
        ask(&mut s, "final_status_list seki"),
        Ok("D9 D8 D7 E7\nF9 F8 F7".into())
    );
    assert_eq!(ask(&mut s, "final_status_list dead"), Ok(String::new()));
    let alive = ask(&mut s, "final_status_list alive").unwrap();
    assert!(!alive.contains("D9") && !alive.contains("F9") && alive.contains("B9"));
    // Chinese counting: 43 to 38, the shared liberties split.
    assert_eq!(ask(&mut s, "final_score"), Ok("B+5".into()));
}

#[test]
fn showboard_draws_as_gnugo_does() {
    let mut s = session();
    run(
        &mut s,
        &[
            "boardsize 7",
            "play b C3",
            "play w D3",
            "play b pass",
            "play w B3",
            "play b pass",
            "play w C4",
            "play b pass",
            "play w C2",
        ],
    );
    let board = ask(&mut s, "showboard").unwrap();
    let expected = "
   A B C D E F G
 7 . . . . . . . 7
 6 . . . . . . . 6
 5 . . + . + . . 5
 4 . . O . . . . 4
 3 . O + O + . . 3
 2 . . O . . . . 2     WHITE (O) has captured 1 stones
 1 . . . . . . . 1     BLACK (X) has captured 0 stones
   A B C D E F G";
    assert_eq!(board, expected);
    let big = ask(&mut s, "boardsize 19")
        .and_then(|_| ask(&mut s, "showboard"))
        .unwrap();
    assert!(big.contains("\n19 . . . . . . . . . . . . . . . . . . . 19\n"));
    assert!(big.contains("\n 4 . . . + . . . . . + . . . . . + . . . 4\n"));
    assert!(big.ends_with("\n   A B C D E F G H J K L M N O P Q R S T"));
}

#[test]
fn komi_mid_game_keeps_the_game() {
    let mut s = session();
    run(
        &mut s,
        &[
            "boardsize 9",
            "fixed_handicap 3",
            "play w E5",
            "play b F5",
            "play w pass",
        ],
    );
    let before = s.game().board().clone();
    run(&mut s, &["komi 0.5"]);
    assert_eq!(s.game().rules().komi.points(), 0.5);
    assert_eq!(s.game().move_number(), 3);
    assert_eq!(s.game().handicap_stones(), 3);
    assert_eq!(s.game().to_move(), Color::Black);
    assert_eq!(s.game().board().hash(), before.hash());
}

#[test]
fn time_commands_reach_the_engine() {
    let mut s = session();
    run(
        &mut s,
        &[
            "time_settings 300 30 5",
            "time_left b 250 0",
            "time_left WHITE 20.9 3",
        ],
    );
    assert_eq!(s.engine().clock, [(300, 30, 5)]);
    assert_eq!(
        s.engine().left,
        [(Color::Black, 250, 0), (Color::White, 20, 3)]
    );
}

#[test]
fn engine_errors_and_illegal_choices_are_reported() {
    let mut s = session();
    run(&mut s, &["boardsize 9", "play b E5"]);
    s.engine_mut().refuse = Some("out of ideas".into());
    assert_eq!(ask(&mut s, "genmove w"), Err("out of ideas".into()));
    s.engine_mut().refuse = None;
    let e5 = s.game().board().point(4, 4).unwrap();
    s.engine_mut().force = Some(Reply::Play(e5));
    assert_eq!(
        ask(&mut s, "genmove w"),
        Err("the engine chose an illegal move: E5 (occupied)".into())
    );
    s.engine_mut().force = Some(Reply::Play(usize::MAX));
    assert_eq!(
        ask(&mut s, "genmove w"),
        Err("the engine chose a point off the board".into())
    );
    s.engine_mut().force = Some(Reply::Resign);
    assert_eq!(ask(&mut s, "genmove w"), Ok("resign".into()));
    s.engine_mut().force = Some(Reply::Pass);
    assert_eq!(ask(&mut s, "kgs-genmove_cleanup w"), Ok("pass".into()));
    assert_eq!(s.game().move_number(), 2);
}

/// A small record: 9×9, komi 5.5, Black E5, White C3, Black G3, White pass.
const RECORD: &str = "(;GM[1]FF[4]SZ[9]KM[5.5];B[ee];W[cg];B[gg];W[])";

fn with_record(files: &[(&'static str, &'static str)]) -> Session<FirstMove> {
    let files = files.to_vec();
    session().with_files(Box::new(move |path| {
        files
            .iter()
            .find(|(name, _)| *name == path)
            .map(|(_, text)| text.as_bytes().to_vec())
            .ok_or_else(|| "no such file".to_string())
    }))
}

#[test]
fn loadsgf_replays_the_main_line() {
    let mut s = with_record(&[
        ("game.sgf", RECORD),
        (
            "handicap.sgf",
            "(;SZ[13]HA[2]KM[0.5]AB[jd][dj];W[gg](;B[dd])(;B[jj]))",
        ),
        ("broken.sgf", "(;SZ[9];B[ee];W[ee])"),
        ("garbage.sgf", "\u{0}\u{1}not a record"),
        (
            "setup.sgf",
            "(;SZ[9]KM[7]AB[aa][bb]AW[cc];PL[W];W[dd];B[];W[];B[ee])",
        ),
    ]);
    let resets = s.engine().resets;
    assert_eq!(ask(&mut s, "loadsgf game.sgf"), Ok(String::new()));
    assert_eq!(s.engine().resets, resets + 1);
    assert_eq!(s.game().board().width(), 9);
    assert_eq!(s.game().rules().komi.points(), 5.5);
    assert_eq!(s.game().move_number(), 4);
    assert_eq!(s.game().to_move(), Color::Black);
    // The position before move 3: two moves played.
    run(&mut s, &["loadsgf game.sgf 3"]);
    assert_eq!(s.game().move_number(), 2);
    assert_eq!(s.game().to_move(), Color::Black);
    run(&mut s, &["loadsgf game.sgf 1"]);
    assert_eq!(s.game().move_number(), 0);
    // Undo goes back through the loaded moves.
    run(&mut s, &["loadsgf game.sgf", "undo", "undo"]);
    assert_eq!(s.game().move_number(), 2);
    // The handicap of HA/AB stays a handicap; the main line is the first variation.
    run(&mut s, &["loadsgf handicap.sgf"]);
    assert_eq!(s.game().board().width(), 13);
    assert_eq!(s.game().handicap_stones(), 2);
    let b = s.game().board();
    assert_eq!(b.color(b.point(3, 3).unwrap()), Some(Color::Black));
    assert_eq!(b.color(b.point(9, 9).unwrap()), None);
    // Setup stones, the side to move set, and play on after two passes.
    run(&mut s, &["loadsgf setup.sgf"]);
    let b = s.game().board();
    let at = |x, y| b.color(b.point(x, y).unwrap());
    assert_eq!(
        (at(0, 0), at(1, 1), at(2, 2)),
        (Some(Color::Black), Some(Color::Black), Some(Color::White))
    );
    assert_eq!(
        (at(3, 3), at(4, 4)),
        (Some(Color::White), Some(Color::Black))
    );
    assert_eq!(
        (s.game().move_number(), s.game().to_move()),
        (4, Color::White)
    );
    assert_eq!(s.game().handicap_stones(), 0);
    run(&mut s, &["undo", "undo", "undo", "undo"]);
    assert_eq!(ask(&mut s, "undo"), Err("cannot undo".into()));
    assert_eq!(s.game().board().stone_count(Color::Black), 2);
    run(&mut s, &["loadsgf handicap.sgf"]);
    // clear_board keeps the loaded size.
    run(&mut s, &["clear_board"]);
    assert_eq!(s.game().board().width(), 13);
    for bad in [
        "loadsgf missing.sgf",
        "loadsgf broken.sgf",
        "loadsgf garbage.sgf",
        "loadsgf game.sgf x",
    ] {
        let answer = ask(&mut s, bad);
        assert!(
            answer == Err("cannot load file".into()) || answer == Err("syntax error".into()),
            "{bad}: {answer:?}"
        );
    }
    // A session without a file reader loads nothing.
    assert_eq!(
        ask(&mut session(), "loadsgf game.sgf"),
        Err("cannot load file".into())
    );
}

#[test]
fn loadsgf_reads_a_file_from_disk() {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("record.sgf");
    std::fs::write(&path, RECORD).unwrap();
    let mut s = session().with_files(Box::new(|p| std::fs::read(p).map_err(|e| e.to_string())));
    let answer = ask(&mut s, &format!("loadsgf {}", path.display()));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(answer, Ok(String::new()));
    assert_eq!(s.game().move_number(), 4);
}

#[test]
fn lz_analyze_streams_until_the_next_line() {
    let mut s = session();
    run(&mut s, &["boardsize 9", "play b A9"]);
    assert_eq!(s.execute("5 lz-analyze b 25").text, "=5\n");
    assert_eq!(s.analysis_interval(), Some(250));
    let first = s.analysis_step();
    assert_eq!(
        first,
        "info move B9 visits 2 winrate 6000 prior 5000 lcb 1316 order 0 pv B9 pass \
         info move pass visits 1 winrate 2500 prior 1000 lcb 146 order 1 pv pass\n"
    );
    let second = s.analysis_step();
    assert!(second.starts_with("info move B9 visits 4 "), "{second}");
    assert_eq!(s.engine().analysed, [250, 250]);
    // Black was asked for while White is to move: the engine saw Black to move.
    assert_eq!(s.engine().asked, [Color::Black, Color::Black]);
    assert_eq!(s.game().to_move(), Color::White);
    // The next command ends it, with the empty line before its own answer.
    assert_eq!(s.execute("6 name").text, "\n=6 tengen\n\n");
    assert_eq!(s.analysis_interval(), None);
    assert_eq!(s.analysis_step(), "");
    assert_eq!(s.finish(), "");
    // Without arguments: the side to move, every second; a refused start answers `?`.
    assert_eq!(s.execute("lz-analyze").text, "=\n");
    assert_eq!(s.analysis_interval(), Some(1000));
    assert_eq!(
        s.execute("lz-analyze interval").text,
        "\n? syntax error\n\n"
    );
    assert_eq!(s.execute("lz-analyze w interval 5").text, "=\n");
    assert_eq!(s.analysis_interval(), Some(50));
    assert_eq!(s.finish(), "\n");
    assert_eq!(s.finish(), "");
    // Any line ends it, an empty one or a comment too.
    assert_eq!(s.execute("lz-analyze").text, "=\n");
    assert_eq!(s.execute("# enough").text, "\n");
    assert_eq!(s.analysis_interval(), None);
    assert_eq!(s.execute("").text, "");
}

#[test]
fn every_listed_command_survives_odd_arguments() {
    let words = [
        "",
        "b",
        "w",
        "pass",
        "A1",
        "T19",
        "Z99",
        "0",
        "2",
        "-1",
        "7.5",
        "dead",
        "é",
        "9999999999",
    ];
    let mut s = with_record(&[("game.sgf", RECORD)]);
    for name in COMMANDS.iter().filter(|&&c| c != "quit") {
        for a in words {
            for b in words {
                let text = s.execute(&format!("{name} {a} {b}")).text;
                let analysis = name.ends_with("analyze") && text.ends_with("=\n");
                assert!(
                    analysis || text.ends_with("\n\n") && text.len() > 2,
                    "{name} {a} {b}: {text:?}"
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Any lines, of any characters or of command-like words, get a GTP answer (or
    /// none for no command), and never a panic.
    #[test]
    fn any_input_is_answered(
        garbage in proptest::collection::vec(".{0,40}", 0..10),
        words in proptest::collection::vec(
            proptest::collection::vec(
                prop_oneof![
                    proptest::sample::select(COMMANDS.to_vec()).prop_map(String::from),
                    "[bwBW]|pass|[A-Za-z][0-9]{1,2}|-?[0-9]{1,3}(\\.5)?|#|\\t|\\r".prop_map(String::from),
                ],
                0..5,
            ),
            0..30,
        ),
    ) {
        let mut s = session();
        let lines = garbage.into_iter().chain(words.into_iter().map(|w| w.join(" ")));
        for line in lines {
            if line.trim_start().starts_with("quit") {
                continue;
            }
            let text = s.execute(&line).text;
            let text = text.strip_prefix('\n').unwrap_or(&text);
            prop_assert!(
                text.is_empty()
                    || (text.starts_with(['=', '?']) && text.ends_with("\n\n"))
                    || text.starts_with('=') && text.ends_with('\n'),
                "{:?} answered {:?}", line, text
            );
            s.analysis_step();
        }
    }
}

// -----------------------------------------------------------------------------------
// Against GNU Go.

/// GNU Go, or a message saying why the test is skipped.
fn gnugo(args: &[&str]) -> Option<common::Gtp> {
    let path = common::gnugo_path(None);
    if !path.is_file() {
        eprintln!(
            "GNU Go is not installed ({}): skipping the game against it",
            path.display()
        );
        return None;
    }
    Some(common::Gtp::start(&path, args))
}

/// A whole 9×9 game, the test engine (Black) against GNU Go (White) under the same
/// Chinese rules: every move of each is legal for the other, and both count it.
#[test]
fn a_whole_game_against_gnugo() {
    let Some(mut gnugo) = gnugo(&["--level", "1", "--chinese-rules", "--positional-superko"])
    else {
        return;
    };
    let mut s = session();
    for setup in ["boardsize 9", "clear_board", "komi 7.5"] {
        run(&mut s, &[setup]);
        gnugo.reply(setup).unwrap();
    }
    let mut passes = 0;
    let mut moves = 0;
    let mut color = "b";
    while passes < 2 && moves < 400 {
        let m = if color == "b" {
            let m = ask(&mut s, "genmove b").unwrap();
            gnugo
                .reply(&format!("play b {m}"))
                .unwrap_or_else(|e| panic!("GNU Go refused {m}: {e}"));
            m
        } else {
            let m = gnugo.ask("genmove w");
            if m == "resign" {
                break;
            }
            run(&mut s, &[&format!("play w {m}")]);
            m
        };
        passes = if m.eq_ignore_ascii_case("pass") {
            passes + 1
        } else {
            0
        };
        moves += 1;
        color = if color == "b" { "w" } else { "b" };
        let ours = ask(&mut s, "showboard").unwrap();
        assert_eq!(
            ours.matches('X').count() - 1,
            gnugo_stones(&mut gnugo, "black"),
            "move {moves}"
        );
    }
    let ours = ask(&mut s, "final_score").unwrap();
    let theirs = gnugo.ask("final_score");
    eprintln!("after {moves} moves: tengen counts {ours}, GNU Go {theirs}");
    assert!(
        ours == "0" || ours.starts_with("B+") || ours.starts_with("W+"),
        "{ours}"
    );
    assert!(moves > 20, "the game lasted {moves} moves");
    // The game is the same every time (neither player draws at random), and the two
    // counts of its end agree.
    assert_eq!(ours, theirs);
}

/// How many stones of `color` GNU Go has on its board.
fn gnugo_stones(gnugo: &mut common::Gtp, color: &str) -> usize {
    gnugo
        .ask(&format!("list_stones {color}"))
        .split_whitespace()
        .count()
}

// -----------------------------------------------------------------------------------
// The binary.

#[test]
fn the_binary_plays_and_analyses_over_pipes() {
    let mut child = binary(&["--playouts", "300", "--seed", "7"]);
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    writeln!(input, "1 boardsize 9\n2 play b E5\n3 genmove w").unwrap();
    assert_eq!(response(&mut out), "=1 \n");
    assert_eq!(response(&mut out), "=2 \n");
    let m = response(&mut out);
    assert!(m.starts_with("=3 ") && m.len() > 4, "{m}");
    writeln!(input, "4 lz-analyze b 5").unwrap();
    let info = analysis_start(&mut out, 4);
    assert!(
        info.starts_with("info move ") && info.contains(" visits ") && info.contains(" pv "),
        "{info}"
    );
    writeln!(input, "5 name").unwrap();
    // The rest of the analysis, then the answer.
    analysis_end(&mut out);
    assert_eq!(response(&mut out), "=5 tengen\n");
    writeln!(input, "6 loadsgf /no/such/file.sgf\n7 quit").unwrap();
    assert_eq!(response(&mut out), "?6 cannot load file\n");
    assert_eq!(response(&mut out), "=7 \n");
    assert!(child.wait().unwrap().success());
}

#[test]
fn the_binary_takes_its_options() {
    let help = binary(&["--help"]).wait_with_output().unwrap();
    assert!(help.status.success());
    assert!(String::from_utf8_lossy(&help.stdout).contains("--playouts"));
    for bad in [
        &["--level"][..],
        &["--level", "11"],
        &["--rules", "klingon"],
        &["--frobnicate"],
        &["--playouts", "-5"],
    ] {
        let run = binary(bad).wait_with_output().unwrap();
        assert_eq!(run.status.code(), Some(2), "{bad:?}");
        assert!(!run.stderr.is_empty());
    }
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let not_utf8 = std::ffi::OsStr::from_bytes(b"--\xff");
        let run = Command::new(env!("CARGO_BIN_EXE_tengen-gtp"))
            .arg(not_utf8)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(2));
    }
    // The rules reach the game: Japanese counting by territory.
    let mut child = binary(&["--rules", "japanese", "--playouts", "10"]);
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    writeln!(input, "boardsize 9\nplay b E5\nfinal_score").unwrap();
    drop(input);
    assert_eq!(response(&mut out), "= \n");
    assert_eq!(response(&mut out), "= \n");
    // Territory counting: no territory of one stone's worth... Black's 80 points
    // less komi 6.5.
    assert_eq!(response(&mut out), "= B+73.5\n");
    assert!(child.wait().unwrap().success());
}

/// The binary's own player (a few hundred playouts a move) against GNU Go on 9×9,
/// each over its pipes, to the end: two passes or a resignation.
#[test]
fn the_binary_plays_a_game_against_gnugo() {
    game_against_gnugo(&["--playouts", "300", "--seed", "3"]);
}

/// The same with the network (8 visits a move), found by `--net builtin`: the
/// game ends, and the network wins it (a deterministic game: the same every run).
#[test]
fn the_binary_plays_a_game_against_gnugo_with_the_network() {
    let Some(end) = game_against_gnugo(&["--net", "builtin", "--visits", "8"]) else {
        return;
    };
    assert!(
        end.contains("tengen counts B+") || end == "w resigned",
        "{end}"
    );
}

/// A 9×9 game of the binary run with `args` (Black) against GNU Go level 1 (White),
/// to two passes or a resignation; how it ended, or `None` without GNU Go.
fn game_against_gnugo(args: &[&str]) -> Option<String> {
    let mut gnugo = gnugo(&["--level", "1", "--chinese-rules", "--positional-superko"])?;
    let mut child = binary(args);
    let mut input = child.stdin.take().unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut tengen = |command: &str| {
        writeln!(input, "{command}").unwrap();
        let text = response(&mut out);
        assert!(
            text.starts_with("= "),
            "tengen-gtp refused {command:?}: {text}"
        );
        text[2..].trim_end().to_string()
    };
    for setup in [
        "boardsize 9",
        "clear_board",
        "komi 7.5",
        "time_settings 0 1 0",
    ] {
        tengen(setup);
        gnugo.reply(setup).unwrap();
    }
    let (mut passes, mut moves, mut end) = (0, 0, String::new());
    while passes < 2 && moves < 300 {
        let color = if moves % 2 == 0 { "b" } else { "w" };
        let m = if color == "b" {
            tengen("genmove b")
        } else {
            gnugo.ask("genmove w")
        };
        if m.eq_ignore_ascii_case("resign") {
            end = format!("{color} resigned");
            break;
        }
        if color == "b" {
            gnugo.reply(&format!("play b {m}")).unwrap();
        } else {
            tengen(&format!("play w {m}"));
        }
        passes = if m.eq_ignore_ascii_case("pass") {
            passes + 1
        } else {
            0
        };
        moves += 1;
    }
    if end.is_empty() {
        end = format!(
            "tengen counts {}, GNU Go {}",
            tengen("final_score"),
            gnugo.ask("final_score")
        );
    }
    eprintln!("tengen-gtp {args:?} against GNU Go: {moves} moves, {end}");
    assert!(moves >= 10, "{moves} moves");
    // The end of the input ends the program.
    drop(input);
    assert!(child.wait().unwrap().success());
    Some(end)
}
