//! Plays the bot natively against GNU Go over GTP (Chinese rules, positional superko,
//! komi 7.5), colours alternating (the bot is Black in the first game), for quick
//! measurements while tuning (the reported matches are `node bench/match.mjs`, the
//! package in wasm).
//! `cargo run --release --example vs_gnugo -- [--net] GAMES SIZE BUDGET GNUGO_LEVEL [FIRST_SEED] [JOBS] [BOT_LEVEL] [SGF_DIR]`
//! BUDGET is the playouts a move of the playout search, or with `--net` the visits a
//! move of the PUCT search on KataGo's b6c96 network (npm/nets/b6c96.bin.gz).
//! Each game's record goes to SGF_DIR (if given) as `game-SEED.sgf`.
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Arc;
use tengen::bot::puct::{self, PuctBot};
use tengen::bot::{Bot, Options};
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
    /// The PUCT search on the network (the budget in visits) instead of the playouts.
    net: bool,
    budget: u32,
    level: u32,
    bot_level: u8,
    sgf_dir: Option<String>,
}

/// The engine that answers for the bot.
enum Engine {
    Playouts(Box<Bot>),
    Net(Box<PuctBot<Net>>),
}

impl Engine {
    fn new(set: &Setting, seed: u64) -> Engine {
        if set.net {
            Engine::Net(Box::new(
                PuctBot::new(
                    b6c96(),
                    puct::Options {
                        visits: Some(set.budget),
                        seed,
                        level: set.bot_level,
                        ..puct::Options::default()
                    },
                )
                .unwrap(),
            ))
        } else {
            Engine::Playouts(Box::new(
                Bot::new(Options {
                    playouts: Some(set.budget),
                    seed,
                    level: set.bot_level,
                    ..Options::default()
                })
                .unwrap(),
            ))
        }
    }

    /// The move (None: a pass), whether it resigns, and its time in ms.
    fn genmove(&mut self, game: &Game) -> (Option<tengen::Point>, bool, u32) {
        match self {
            Engine::Playouts(bot) => {
                let m = bot.genmove(game).unwrap();
                (m.point, m.resign, m.ms)
            }
            Engine::Net(bot) => {
                let m = bot.genmove(game).unwrap();
                (m.point, m.resign, m.ms)
            }
        }
    }
}

/// The b6c96 network, from the package's gzipped copy.
fn b6c96() -> Net {
    use std::io::Read;
    let gz = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/npm/nets/b6c96.bin.gz"
    ))
    .unwrap();
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut bytes)
        .unwrap();
    Net::load(&bytes).unwrap()
}

/// One game: whether the bot won, the result, the moves, the bot's mean ms a move.
fn play_game(seed: u64, set: &Setting, bot_black: bool) -> (bool, String, u32, u32) {
    let (size, budget, level) = (set.size, set.budget, set.level);
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
    let mut bot = Engine::new(set, seed);
    let (mut think_ms, mut bot_moves) = (0u32, 0u32);
    let mut moves = 0;
    while !game.is_over() && moves < size * size * 3 {
        let bot_turn = (game.to_move() == Color::Black) == bot_black;
        let c = if game.to_move() == Color::Black {
            "b"
        } else {
            "w"
        };
        if bot_turn {
            let (point, resign, ms) = bot.genmove(&game);
            think_ms += ms;
            bot_moves += 1;
            if resign {
                game.resign(game.to_move()).unwrap();
                break;
            }
            match point {
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
        let bot = if set.net {
            format!(
                "tengen b6c96 level {} {budget} visits seed {seed}",
                set.bot_level
            )
        } else {
            format!(
                "tengen level {} {budget} playouts seed {seed}",
                set.bot_level
            )
        };
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
    let mut a: Vec<String> = std::env::args().collect();
    let net = a.iter().any(|s| s == "--net");
    a.retain(|s| s != "--net");
    let games: u32 = a.get(1).map_or(10, |s| s.parse().unwrap());
    let size: usize = a.get(2).map_or(9, |s| s.parse().unwrap());
    let budget: u32 = a
        .get(3)
        .map_or(if net { 100 } else { 2000 }, |s| s.parse().unwrap());
    let level: u32 = a.get(4).map_or(10, |s| s.parse().unwrap());
    let first: u64 = a.get(5).map_or(1, |s| s.parse().unwrap());
    let jobs: u32 = a.get(6).map_or(2, |s| s.parse().unwrap());
    let set = Arc::new(Setting {
        size,
        net,
        budget,
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
                    "game {i} bot {} {result} {moves} moves, {ms} ms a bot move: {}",
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
