//! Plays the PUCT search with KataGo's b6c96 network (npm/nets/b6c96.bin.gz) natively
//! against GNU Go over GTP (Chinese rules, positional superko, komi 7.5), at a fixed
//! number of visits a move, colours alternating (the first game the bot is Black):
//! `cargo run --release --example puct_gnugo -- GAMES SIZE VISITS GNUGO_LEVEL [FIRST_SEED] [JOBS] [BOT_LEVEL] [SGF_DIR]`
//! Each game's record goes to SGF_DIR (if given) as `game-SEED.sgf`.
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use tengen::bot::puct::{Options, PuctBot};
use tengen::net::Net;
use tengen::notation::{from_gtp, to_gtp};
use tengen::{Color, Game, Handicap, Preset, Rules};

struct Gtp {
    stdin: std::process::ChildStdin,
    out: BufReader<std::process::ChildStdout>,
}

impl Gtp {
    fn ask(&mut self, cmd: &str) -> String {
        writeln!(self.stdin, "{cmd}").unwrap();
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            self.out.read_line(&mut line).unwrap();
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&line);
        }
        answer.trim().trim_start_matches('=').trim().to_string()
    }
}

struct Setting {
    size: usize,
    visits: u32,
    level: u32,
    bot_level: u8,
    sgf_dir: Option<String>,
}

/// The b6c96 network, from the package's gzipped copy.
fn b6c96() -> Net {
    use std::io::Read;
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
    let gz = std::fs::read(path).unwrap();
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut bytes)
        .unwrap();
    Net::load(&bytes).unwrap()
}

fn play_game(seed: u64, set: &Setting, bot_black: bool) -> (bool, String, u32, u32) {
    let (size, visits, level) = (set.size, set.visits, set.level);
    let mut child = Command::new("/usr/games/gnugo")
        .args([
            "--mode",
            "gtp",
            "--level",
            &level.to_string(),
            "--chinese-rules",
            "--positional-superko",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut g = Gtp {
        stdin: child.stdin.take().unwrap(),
        out: BufReader::new(child.stdout.take().unwrap()),
    };
    g.ask(&format!("boardsize {size}"));
    g.ask("clear_board");
    g.ask("komi 7.5");
    let mut game = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut bot = PuctBot::new(
        b6c96(),
        Options {
            visits: Some(visits),
            seed,
            level: set.bot_level,
            ..Options::default()
        },
    )
    .unwrap();
    let mut moves = 0;
    let (mut think_ms, mut bot_moves) = (0u32, 0u32);
    while !game.is_over() && moves < size * size * 3 {
        let bot_turn = (game.to_move() == Color::Black) == bot_black;
        let c = if game.to_move() == Color::Black {
            "b"
        } else {
            "w"
        };
        if bot_turn {
            let m = bot.genmove(&game).unwrap();
            think_ms += m.ms;
            bot_moves += 1;
            if m.resign {
                game.resign(game.to_move()).unwrap();
                break;
            }
            match m.point {
                Some(p) => {
                    let (x, y) = game.board().xy(p);
                    game.play(p).unwrap();
                    g.ask(&format!("play {c} {}", to_gtp(x, y, size).unwrap()));
                }
                None => {
                    game.pass().unwrap();
                    g.ask(&format!("play {c} pass"));
                }
            }
        } else {
            let a = g.ask(&format!("genmove {c}"));
            let a = a.to_lowercase();
            if a == "resign" {
                game.resign(game.to_move()).unwrap();
                break;
            } else if a == "pass" {
                game.pass().unwrap();
            } else {
                let (x, y) = from_gtp(&a, size).unwrap();
                let p = game.board().point(x, y).unwrap();
                if game.play(p).is_err() {
                    panic!("gnugo's move {a} refused");
                }
            }
        }
        moves += 1;
    }
    let result = match game.end() {
        Some(tengen::End::Resignation(loser)) => {
            if loser == Color::Black {
                "W+R".to_string()
            } else {
                "B+R".to_string()
            }
        }
        _ => g.ask("final_score"),
    };
    writeln!(g.stdin, "quit").unwrap();
    child.wait().unwrap();
    if std::env::var("VERBOSE").is_ok() {
        let ms: Vec<String> = game
            .moves()
            .map(|(_, p)| {
                p.map_or("pass".into(), |p| {
                    let (x, y) = game.board().xy(p);
                    to_gtp(x, y, size).unwrap()
                })
            })
            .collect();
        eprintln!("{}\n{:?}", ms.join(" "), game.board());
    }
    if let Some(dir) = &set.sgf_dir {
        let mut sgf = String::new();
        let bot = format!(
            "tengen b6c96 level {} {visits} visits seed {seed}",
            set.bot_level
        );
        let gnugo = format!("GNU Go 3.8 level {level}");
        let (pb, pw) = if bot_black {
            (&bot, &gnugo)
        } else {
            (&gnugo, &bot)
        };
        sgf.push_str(&format!(
            "(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[7.5]RU[Chinese]PB[{pb}]PW[{pw}]RE[{result}]"
        ));
        for (c, p) in game.moves() {
            let v = p.map_or(String::new(), |p| {
                let (x, y) = game.board().xy(p);
                tengen::notation::to_sgf(x, y).unwrap()
            });
            sgf.push_str(&format!(
                ";{}[{v}]",
                if c == Color::Black { "B" } else { "W" }
            ));
        }
        sgf.push_str(")\n");
        std::fs::create_dir_all(dir).unwrap();
        std::fs::write(format!("{dir}/game-{seed}.sgf"), sgf).unwrap();
    }
    let bot_won = if bot_black {
        result.starts_with('B')
    } else {
        result.starts_with('W')
    };
    (bot_won, result, moves as u32, think_ms / bot_moves.max(1))
}

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u32 = a.get(1).map_or(10, |s| s.parse().unwrap());
    let size: usize = a.get(2).map_or(9, |s| s.parse().unwrap());
    let visits: u32 = a.get(3).map_or(100, |s| s.parse().unwrap());
    let level: u32 = a.get(4).map_or(10, |s| s.parse().unwrap());
    let first: u64 = a.get(5).map_or(1, |s| s.parse().unwrap());
    let jobs: u32 = a.get(6).map_or(1, |s| s.parse().unwrap());
    let set = Arc::new(Setting {
        size,
        visits,
        level,
        bot_level: a.get(7).map_or(10, |s| s.parse().unwrap()),
        sgf_dir: a.get(8).cloned(),
    });
    let next = Arc::new(AtomicU32::new(0));
    let wins = Arc::new(AtomicU32::new(0));
    let handles: Vec<_> = (0..jobs)
        .map(|_| {
            let (next, wins, set) = (next.clone(), wins.clone(), set.clone());
            std::thread::spawn(move || loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= games {
                    break;
                }
                let (won, result, moves, ms) = play_game(first + i as u64, &set, i % 2 == 0);
                if won {
                    wins.fetch_add(1, Ordering::SeqCst);
                }
                println!(
                    "game {i} size {} bot {} {result} {moves} moves, {ms} ms a bot move: {}",
                    set.size,
                    if i % 2 == 0 { "B" } else { "W" },
                    if won { "win" } else { "loss" }
                );
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let w = wins.load(Ordering::SeqCst);
    let p = w as f64 / games as f64;
    let ci = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    println!(
        "bot won {w}/{games} = {:.1}% ± {:.1}%",
        100.0 * p,
        100.0 * ci
    );
}
