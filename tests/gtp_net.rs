//! The GTP session with KataGo's b6c96 network (`BotEngine::with_net`) and the
//! `tengen-gtp` binary's network options: `kata-raw-nn` against KataGo's own answers
//! (tests/net/katago_raw_nn.txt) for positions set up by GTP commands, `genmove`
//! and the analysis commands at small budgets, and the refusals.

#[path = "common/gtp_wire.rs"]
mod gtp_wire;
#[path = "net/model.rs"]
mod model;
#[path = "net/positions.rs"]
mod positions;
#[path = "net/raw_nn.rs"]
mod raw_nn;

use std::collections::HashMap;
use std::io::{BufReader, Read, Write};
use std::process::{Command, Stdio};

use gtp_wire::{analysis_end, analysis_start, ask, binary, response};
use model::{model, MODEL};
use tengen::bot::puct::{self, PuctBot};
use tengen::bot::{self, Bot, Budget};
use tengen::gtp::{BotEngine, Config, Engine, Session};
use tengen::notation::to_gtp;
use tengen::{Action, Color, Game, Preset, Rules};

/// A session whose engine searches with the network (`visits` a move) and with 50
/// playouts where the network does not play.
fn session(rules: Rules, visits: u32) -> Session<BotEngine> {
    let bot = Bot::new(bot::Options {
        playouts: Some(50),
        ..bot::Options::default()
    })
    .unwrap();
    let search = PuctBot::new(
        model::net(),
        puct::Options {
            visits: Some(visits),
            ..puct::Options::default()
        },
    )
    .unwrap();
    let engine = BotEngine::new(bot, Budget::Playouts(50)).with_net(search);
    Session::new(
        engine,
        Config {
            rules,
            size: 9,
            ..Config::default()
        },
    )
}

fn run<E: Engine>(s: &mut Session<E>, line: &str) -> String {
    ask(s, line).unwrap_or_else(|e| panic!("{line:?} was refused: {e}"))
}

/// The GTP name of a point of `game`'s board.
fn vertex(game: &Game, p: usize) -> String {
    let b = game.board();
    let (x, y) = b.xy(p);
    to_gtp(x, y, b.height()).unwrap()
}

/// Sets up `game` in `s` by GTP commands: the board, its handicap and its moves.
fn set_up<E: Engine>(s: &mut Session<E>, game: &Game) {
    let b = game.board();
    assert_eq!(b.width(), b.height(), "square boards only");
    run(s, &format!("boardsize {}", b.width()));
    let handicap: Vec<String> = game
        .handicap_placement()
        .iter()
        .map(|&p| vertex(game, p))
        .collect();
    if !handicap.is_empty() {
        run(s, &format!("set_free_handicap {}", handicap.join(" ")));
    }
    for action in game.history() {
        let (color, m) = match *action {
            Action::Play(c, p) => (c, vertex(game, p)),
            Action::Pass(c) => (c, "pass".to_string()),
            // Play resumes by itself after two passes in GTP.
            Action::Resume => continue,
            other => panic!("{other:?} has no GTP command"),
        };
        run(s, &format!("play {} {m}", color.name()));
    }
    assert_eq!(s.game().board().hash(), game.board().hash());
    assert_eq!(s.game().to_move(), game.to_move());
}

/// The blocks of a `kata-raw-nn` answer, read by the reader of KataGo's answers.
fn read_raw_nn(name: &str, answer: &str, to_move: Color) -> Vec<raw_nn::RawNn> {
    let mut wrapped = String::new();
    for line in answer.lines() {
        if line.starts_with("symmetry ") {
            if !wrapped.is_empty() {
                wrapped += "end\n";
            }
            wrapped += &format!("position {name}\n");
        }
        wrapped += line;
        wrapped.push('\n');
    }
    wrapped += "end\n";
    raw_nn::parse(&wrapped, |_| to_move)
}

/// Every 9×9 position KataGo evaluated, set up by GTP commands under its rules:
/// `kata-raw-nn` gives, in each symmetry KataGo was asked, KataGo's numbers within
/// the evaluator's tolerances (tests/net_fixtures.rs) and its illegal points
/// (`NAN`) exactly; `kata-raw-nn all`, the eight, each as asked alone.
#[test]
fn kata_raw_nn_matches_katago() {
    let positions = positions::parse(include_str!("net/positions.txt"));
    let by_name: HashMap<_, _> = positions.iter().map(|p| (p.name.as_str(), p)).collect();
    let answers = raw_nn::parse(include_str!("net/katago_raw_nn.txt"), |n| {
        by_name[n].game.to_move()
    });
    let mut checked = 0;
    let (mut white, mut japanese) = (false, false);
    for p in positions.iter().filter(|p| {
        let b = p.game.board();
        !p.symmetries.is_empty() && b.width() == 9 && b.height() == 9
    }) {
        let mut s = session(*p.game.rules(), 1);
        set_up(&mut s, &p.game);
        let to_move = p.game.to_move();
        // The colour named or not.
        let color = match (checked % 2, to_move) {
            (0, _) => "",
            (_, Color::Black) => "b ",
            (_, Color::White) => "w ",
        };
        for theirs in answers.iter().filter(|a| a.name == p.name) {
            let mine = run(&mut s, &format!("kata-raw-nn {color}{}", theirs.symmetry));
            let mine = &read_raw_nn(&p.name, &mine, to_move)[0];
            assert_eq!(mine.symmetry, theirs.symmetry);
            let at = format!("{} (symmetry {})", p.name, theirs.symmetry);
            assert_eq!(mine.policy.len(), theirs.policy.len(), "{at}");
            for (i, (a, b)) in mine.policy.iter().zip(&theirs.policy).enumerate() {
                match (a, b) {
                    (Some(a), Some(b)) => assert!((a - b).abs() <= 0.002, "{at} point {i}"),
                    (None, None) => {}
                    _ => panic!("{at} point {i}: {a:?} against KataGo's {b:?}"),
                }
            }
            assert!((mine.winrate - theirs.winrate).abs() <= 0.002, "{at}");
            assert!((mine.lossrate - theirs.lossrate).abs() <= 0.002, "{at}");
            assert!((mine.no_result - theirs.no_result).abs() <= 0.002, "{at}");
            assert!((mine.score_lead - theirs.score_lead).abs() <= 0.05, "{at}");
            assert!((mine.score_mean - theirs.score_mean).abs() <= 0.05, "{at}");
            assert!(
                (mine.score_stdev - theirs.score_stdev).abs() <= 0.05,
                "{at}"
            );
            assert_eq!(mine.ownership.len(), 81, "{at}");
            for (i, (a, b)) in mine.ownership.iter().zip(&theirs.ownership).enumerate() {
                assert!((a - b).abs() <= 0.01, "{at} ownership {i}");
            }
            checked += 1;
            white |= to_move == Color::White;
            japanese |= p.game.rules().scoring == tengen::Scoring::Territory;
        }
    }
    // Both colours to move and a territory rule set (where no result is possible).
    assert!(checked >= 20 && white && japanese, "{checked} checked");

    // `all`: the eight symmetries in order, each as asked alone.
    let p = by_name["9x9-10k-gnugo10-4def5c6-game-2002-7"];
    let mut s = session(*p.game.rules(), 1);
    set_up(&mut s, &p.game);
    let all = run(&mut s, "kata-raw-nn all");
    let blocks = read_raw_nn(&p.name, &all, p.game.to_move());
    assert_eq!(
        blocks.iter().map(|a| a.symmetry).collect::<Vec<_>>(),
        (0..8).collect::<Vec<_>>()
    );
    assert!(!all.contains("\n\n"));
    for k in [0, 5] {
        let one = run(&mut s, &format!("kata-raw-nn {k}"));
        assert!(all.contains(&one), "symmetry {k}");
    }
}

/// The layout of `kata-raw-nn`, line by line as KataGo writes it (checked against
/// KataGo 1.17's own answer): the names, the decimals, `NAN` on an illegal point,
/// the trailing spaces of the rows, no empty line.
#[test]
fn kata_raw_nn_is_laid_out_as_katagos() {
    let mut s = session(Rules::preset(Preset::Chinese), 1);
    run(&mut s, "boardsize 7");
    run(&mut s, "play b D4");
    let text = run(&mut s, "kata-raw-nn 0");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 11 + 7 + 2 + 7, "{text}");
    let names = [
        "symmetry",
        "whiteWin",
        "whiteLoss",
        "noResult",
        "whiteLead",
        "whiteScoreSelfplay",
        "whiteScoreSelfplaySq",
        "varTimeLeft",
        "shorttermWinlossError",
        "shorttermScoreError",
    ];
    let decimals = [0, 6, 6, 6, 3, 3, 3, 3, 3, 3];
    for ((line, name), d) in lines.iter().zip(names).zip(decimals) {
        let (key, value) = line.split_once(' ').unwrap();
        assert_eq!(key, name);
        let fraction = value.split_once('.').map_or(0, |(_, f)| f.len());
        assert_eq!(fraction, d, "{line}");
    }
    assert_eq!(lines[0], "symmetry 0");
    assert_eq!(
        &lines[7..10],
        [
            "varTimeLeft -1.000",
            "shorttermWinlossError -1.000",
            "shorttermScoreError -1.000"
        ]
    );
    assert_eq!(lines[10], "policy");
    // Numbers of 8 characters and a space; `NAN` in 7 and a space, as KataGo has it.
    for row in &lines[11..18] {
        let nans = row.matches("NAN").count();
        assert!(row.ends_with(' ') && row.len() == 7 * 9 - nans, "{row:?}");
    }
    // D4, the stone, is the 4th point of the 4th row.
    assert_eq!(&lines[14][27..35], "    NAN ");
    assert!(lines[18].starts_with("policyPass 0.") && lines[18].ends_with(' '));
    assert_eq!(lines[19], "whiteOwnership");
    let owner: Vec<f32> = lines[20..]
        .iter()
        .flat_map(|l| l.split_whitespace())
        .map(|v| v.parse().unwrap())
        .collect();
    assert_eq!(owner.len(), 49);
    // White's view: Black's stone is Black's.
    assert!(owner[3 * 7 + 3] < -0.5);
    assert!(
        lines[20]
            .split(' ')
            .next()
            .unwrap()
            .split_once('.')
            .unwrap()
            .1
            .len()
            == 7
    );
}

/// Fields by name.
type Fields = HashMap<String, String>;

/// An analysis line read: each `info move …`'s fields by name (the `pv` as its
/// moves), `rootInfo`'s, and the `ownership`.
fn infos(line: &str) -> (Vec<Fields>, Fields, Vec<f32>) {
    let (line, ownership) = match line.split_once(" ownership ") {
        Some((l, o)) => (l, o.split(' ').map(|v| v.parse().unwrap()).collect()),
        None => (line, Vec::new()),
    };
    let (line, root) = match line.split_once(" rootInfo ") {
        Some((l, r)) => (l, r),
        None => (line, ""),
    };
    let pairs = |text: &str| -> Fields {
        let words: Vec<&str> = text.split(' ').filter(|w| !w.is_empty()).collect();
        words
            .chunks(2)
            .map(|kv| (kv[0].to_string(), kv[1].to_string()))
            .collect()
    };
    let moves = line
        .strip_prefix("info ")
        .unwrap_or_else(|| panic!("{line}"))
        .split(" info ")
        .map(|m| {
            let (fields, pv) = m.split_once(" pv ").unwrap();
            let mut fields = pairs(fields);
            fields.insert("pv".into(), pv.into());
            fields
        })
        .collect();
    (moves, pairs(root), ownership)
}

fn number(fields: &Fields, key: &str) -> f64 {
    fields
        .get(key)
        .unwrap_or_else(|| panic!("no {key} in {fields:?}"))
        .parse()
        .unwrap_or_else(|_| panic!("{key} in {fields:?}"))
}

/// `genmove` plays a legal move with the network, and `kata-analyze` streams
/// KataGo's fields, the search going on from line to line; `analyze` writes
/// Sabaki's decimal points, `lz-analyze` Leela Zero's ten-thousandths.
#[test]
fn genmove_and_the_analyses_with_the_network() {
    let mut s = session(Rules::preset(Preset::Chinese), 8);
    run(&mut s, "boardsize 9");
    run(&mut s, "play b E5");
    let m = run(&mut s, "genmove w");
    assert_ne!(m, "resign");
    assert_eq!(s.game().history().len(), 2, "{m} was played");
    assert_eq!(s.game().to_move(), Color::Black);

    assert_eq!(
        s.execute("7 kata-analyze b 1 ownership true rootInfo true minmoves 6")
            .text,
        "=7\n"
    );
    let mut visits = 0.0;
    for _ in 0..3 {
        let line = s.analysis_step();
        assert!(line.ends_with('\n') && !line[..line.len() - 1].contains('\n'));
        let (moves, root, ownership) = infos(line.trim_end());
        assert!(moves.len() >= 6, "{line}");
        for (order, m) in moves.iter().enumerate() {
            for key in [
                "visits",
                "utility",
                "winrate",
                "scoreMean",
                "scoreStdev",
                "scoreLead",
                "prior",
                "lcb",
                "order",
            ] {
                number(m, key);
            }
            assert_eq!(number(m, "order"), order as f64);
            assert!((0.0..=1.0).contains(&number(m, "winrate")));
            assert!((0.0..=1.0).contains(&number(m, "prior")));
            assert!(number(m, "lcb") <= number(m, "winrate"));
            assert_eq!(m["scoreMean"], m["scoreLead"]);
            assert!(m["pv"].starts_with(&m["move"]));
        }
        // The visited first, most visited first; minmoves adds unvisited ones.
        let v: Vec<f64> = moves.iter().map(|m| number(m, "visits")).collect();
        assert!(v.windows(2).all(|w| w[0] >= w[1]), "{v:?}");
        assert_eq!(ownership.len(), 81);
        assert!(ownership.iter().all(|o| (-1.0..=1.0).contains(o)));
        let root_visits = number(&root, "visits");
        assert!(root_visits > visits, "the search goes on: {root_visits}");
        visits = root_visits;
        for key in ["utility", "winrate", "scoreMean", "scoreStdev", "scoreLead"] {
            number(&root, key);
        }
    }
    // The next command ends it with an empty line.
    assert_eq!(s.execute("name").text, "\n= tengen\n\n");

    s.execute("analyze b 1");
    let line = s.analysis_step();
    let (moves, _, _) = infos(line.trim_end());
    for m in &moves {
        for key in ["winrate", "prior", "scoreLead", "utility", "lcb"] {
            assert!(m[key].contains('.'), "{key} {}", m[key]);
        }
    }
    s.execute("lz-analyze b 1");
    let line = s.analysis_step();
    let (moves, _, _) = infos(line.trim_end());
    for m in &moves {
        assert!(!m["winrate"].contains('.') && number(m, "winrate") <= 10_000.0);
        assert!(!m.contains_key("scoreLead"));
    }
    s.finish();
    // The game goes on after the analyses, and the network plays Black.
    let m = run(&mut s, "genmove b");
    assert!(m != "resign" && s.game().history().len() == 3, "{m}");
}

/// The winrate, the score and the ownership are the side to move's, as KataGo
/// writes them by default: a position Black leads by 14 points (KataGo's network
/// says) analysed for Black, then for White.
#[test]
fn the_analysis_is_for_the_side_to_move() {
    let positions = positions::parse(include_str!("net/positions.txt"));
    let p = positions
        .iter()
        .find(|p| p.name == "9x9-10k-gnugo10-4def5c6-game-2001-20")
        .unwrap();
    assert_eq!(p.game.to_move(), Color::Black);
    let mut s = session(*p.game.rules(), 8);
    set_up(&mut s, &p.game);
    for (color, sign) in [("b", 1.0), ("w", -1.0)] {
        s.execute(&format!(
            "kata-analyze {color} 1 rootInfo true ownership true"
        ));
        let mut line = String::new();
        while line.is_empty() {
            line = s.analysis_step();
        }
        s.finish();
        let (_, root, ownership) = infos(line.trim_end());
        let winrate = number(&root, "winrate");
        let lead = number(&root, "scoreLead") * sign;
        let owned: f32 = ownership.iter().sum::<f32>() * sign as f32;
        assert!(
            (winrate - 0.5) * sign > 0.3 && lead > 5.0 && owned > 5.0,
            "{color}: {line}"
        );
    }
}

/// Boards the network does not serve are the playout search's: its moves, and its
/// analysis without the score's fields; `kata-raw-nn` still reads them.
#[test]
fn other_boards_are_the_playout_searchs() {
    let mut s = session(Rules::preset(Preset::Chinese), 8);
    run(&mut s, "boardsize 5");
    let m = run(&mut s, "genmove b");
    assert!(m != "pass" && m != "resign", "{m}");
    s.execute("kata-analyze w 1 ownership true");
    let mut line = String::new();
    while line.is_empty() {
        line = s.analysis_step();
    }
    s.finish();
    let (moves, _, ownership) = infos(line.trim_end());
    assert!(moves
        .iter()
        .all(|m| !m.contains_key("scoreLead") && m.contains_key("winrate")));
    assert_eq!(ownership.len(), 25);
    assert!(run(&mut s, "kata-raw-nn 3").starts_with("symmetry 3\nwhiteWin "));
}

/// At the count the network's search judges the dead stones (`dead_by_search`, as
/// the package's `guessDead({ net, visits })`): in a four-stone handicap game of the
/// dead-stone corpus (9-b5w3-k65-h4-s151), White's one-eyed E3-F3-E2 inside Black's
/// area, which the playouts let live, is dead as GNU Go says; and the count is the
/// rules' count with those stones taken off.
#[test]
fn the_count_takes_the_networks_dead_stones() {
    let mut rules = Rules::preset(Preset::Chinese);
    rules.komi = tengen::HalfPoints::from_points(6.5).unwrap();
    let mut game = Game::new(9, 9, rules, tengen::Handicap::Fixed(4)).unwrap();
    let moves = "F6,G6,C5,F5,E3,E6,B6,B7,G2,F2,F3,H2,G4,H3,E2,F4,B4,B3,F1,C2,PASS,D6,PASS,PASS";
    for m in moves.split(',') {
        match tengen::notation::from_gtp(m, 9) {
            Some((x, y)) => {
                game.play(game.board().point(x, y).unwrap()).unwrap();
            }
            None => game.pass().unwrap(),
        }
    }
    assert!(game.is_over());
    let mut s = session(rules, 8);
    run(&mut s, &format!("komi {}", 6.5));
    set_up(&mut s, &game);
    let dead = run(&mut s, "final_status_list dead");
    let mut listed: Vec<&str> = dead.split_whitespace().collect();
    listed.sort_unstable();
    let searched = puct::dead_by_search(model::net(), &game, puct::DEAD_VISITS).unwrap();
    let mut expected: Vec<String> = searched.iter().map(|&p| vertex(&game, p)).collect();
    expected.sort_unstable();
    assert_eq!(listed, expected);
    for stone in ["E3", "F3", "E2"] {
        assert!(listed.contains(&stone), "{stone} is dead: {dead}");
    }
    let score = game.score(&searched).unwrap();
    assert_eq!(run(&mut s, "final_score"), score.result_string());
    // The playouts' guess lets the one-eyed group live.
    let playouts = game.guess_dead(&tengen::life::Options::default());
    assert!(!playouts.iter().any(|&p| vertex(&game, p) == "E3"));
}

/// Bad arguments are answered with `?` and change nothing; odd arguments to the
/// network's commands never panic.
#[test]
fn bad_arguments_are_refused() {
    let mut s = session(Rules::preset(Preset::Chinese), 2);
    run(&mut s, "boardsize 9");
    for line in [
        "kata-raw-nn",
        "kata-raw-nn 8",
        "kata-raw-nn x",
        "kata-raw-nn b",
        "kata-raw-nn -1",
        "kata-raw-nn 0 2",
        "kata-raw-nn 0 nan",
        "kata-raw-nn 0 0.5 1",
        "kata-raw-nn b w 0",
        "kata-analyze ownership",
        "kata-analyze b 10 ownership maybe",
        "kata-analyze pvVisits true",
        "kata-analyze b 10 minmoves -2",
        "analyze interval",
        "lz-analyze ownership true",
    ] {
        let text = s.execute(line).text;
        assert!(
            text.starts_with('?') && text.ends_with("\n\n"),
            "{line}: {text:?}"
        );
        assert_eq!(s.analysis_interval(), None, "{line}");
    }
    assert!(s.game().history().is_empty());
    assert!(ask(&mut s, "kata-raw-nn 0 0.5").is_ok());
    assert!(ask(&mut s, "kata-raw-nn white all").is_ok());
    let words = [
        "",
        "b",
        "w",
        "all",
        "0",
        "7",
        "8",
        "0.5",
        "-1",
        "true",
        "ownership",
        "minmoves",
        "pass",
        "é",
    ];
    for name in ["kata-raw-nn", "kata-analyze", "analyze", "genmove"] {
        for a in words {
            for b in words {
                let text = s.execute(&format!("{name} {a} {b}")).text;
                let text = text.strip_prefix('\n').unwrap_or(&text);
                let analysis = name.ends_with("analyze") && text.ends_with("=\n");
                assert!(
                    analysis || text.ends_with("\n\n") && text.len() > 2,
                    "{name} {a} {b}: {text:?}"
                );
                // A step of a short interval (a second is the default).
                if analysis && s.analysis_interval() <= Some(100) {
                    s.analysis_step();
                }
            }
        }
    }
    // An engine with no network says so.
    let bot = Bot::new(bot::Options::default()).unwrap();
    let mut plain = Session::new(BotEngine::new(bot, Budget::Playouts(10)), Config::default());
    let e = ask(&mut plain, "kata-raw-nn 0").unwrap_err();
    assert!(e.starts_with("no network"), "{e}");
}

// -----------------------------------------------------------------------------------
// The binary.

/// The binary with the built-in network and with a model file, gzipped and not:
/// it plays, streams `kata-analyze` until the next command, and answers
/// `kata-raw-nn`.
#[test]
fn the_binary_plays_and_analyses_with_the_network() {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let inflated = dir.join("b6c96.bin");
    std::fs::write(&inflated, model()).unwrap();
    let inflated = inflated.to_str().unwrap().to_string();
    for args in [
        &["--net", "builtin", "--visits", "8"][..],
        &["--model", MODEL, "--visits", "8", "--seed", "3"],
        &["--model", &inflated, "--time-ms", "100"],
    ] {
        let mut child = binary(args);
        let mut input = child.stdin.take().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        writeln!(input, "1 boardsize 9\n2 play b E5\n3 genmove w").unwrap();
        assert_eq!(response(&mut out), "=1 \n");
        assert_eq!(response(&mut out), "=2 \n");
        let m = response(&mut out);
        assert!(
            m.starts_with("=3 ") && m.len() > 4 && !m.contains("resign"),
            "{args:?} {m}"
        );
        writeln!(input, "4 kata-analyze b 5 ownership true").unwrap();
        let info = analysis_start(&mut out, 4);
        let (moves, _, ownership) = infos(info.trim_end());
        assert!(
            moves[0].contains_key("scoreLead") && ownership.len() == 81,
            "{info}"
        );
        writeln!(input, "5 kata-raw-nn 0").unwrap();
        analysis_end(&mut out);
        let raw = response(&mut out);
        assert!(raw.starts_with("=5 symmetry 0\nwhiteWin 0."), "{raw}");
        writeln!(input, "6 quit").unwrap();
        assert_eq!(response(&mut out), "=6 \n");
        let status = child.wait().unwrap();
        assert!(status.success(), "{args:?}");
        let mut err = String::new();
        child
            .stderr
            .take()
            .unwrap()
            .read_to_string(&mut err)
            .unwrap();
        assert!(err.contains("g170-b6c96"), "{err}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The network options' refusals: exit status 2 and a message, never a panic.
#[test]
fn the_binary_refuses_bad_network_options() {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let garbage = dir.join("garbage.bin.gz");
    std::fs::write(&garbage, b"\x1f\x8bnot gzip at all").unwrap();
    let truncated = dir.join("truncated.bin");
    std::fs::write(&truncated, &model()[..1000]).unwrap();
    let (garbage, truncated) = (garbage.to_str().unwrap(), truncated.to_str().unwrap());
    for (args, nets) in [
        (&["--model"][..], None),
        (&["--model", "/no/such/model.bin.gz"], None),
        (&["--model", garbage], None),
        (&["--model", truncated], None),
        (&["--net", "b6c96"], None),
        (&["--net", "builtin", "--model", MODEL], None),
        (&["--visits", "10"], None),
        (&["--net", "builtin", "--visits", "0"], None),
        (&["--net", "builtin", "--visits", "-3"], None),
        (&["--net", "builtin"], Some("/no/such/directory")),
    ] {
        let mut command = Command::new(env!("CARGO_BIN_EXE_tengen-gtp"));
        command.args(args);
        if let Some(dir) = nets {
            command.env("TENGEN_NETS", dir);
        }
        let run = command.stdin(Stdio::null()).output().unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("tengen-gtp: ") && !err.contains("panicked"),
            "{args:?}: {err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
