//! Dead stones read from the b6c96 network's ownership, on the finished GNU Go games
//! of the dead-stone corpus (tests/dead-stones-corpus.txt, its tuning and held-out
//! halves, and tests/dead-stones-fresh.txt), with GNU Go's `final_status_list dead`
//! as the reference, as tests/dead_stones.rs judges the playout method: the share of
//! stones whose status agrees, and of games whose winner under area counting agrees
//! (see BENCHMARKS.md, "Dead stones with the network"). The method is the package's
//! `guessDead({ net })`: the network's ownership (the mean of its 8 symmetries) of the
//! game without its closing passes, read with each side to move
//! (`dead_stone_positions`), judged chain by chain (`dead_by_ownership`: a chain is
//! dead when the reading with its opponent to move gives it to the opponent; Benson's
//! verdicts and the seki of the playout method kept):
//!
//! ```sh
//! cargo run --release --example net_deadstones [--misses] [--visits N] [--threshold T]... [--set NAME]... [--id TEXT]
//! ```
//!
//! `--visits N` measures `guessDead({ net, visits: N })`: the mean ownership of a PUCT
//! search of N visits from each of the two positions (`search_ownership`), judged by
//! the same rule (the package's threshold there is `SEARCH_DEAD`, 0). `--threshold T` (once or more; default −0.4, the package's) judges
//! the same readings at each T; `--set` (tune, held, fresh) reads only the sets named,
//! `--id` only the games whose id contains its text.

use std::io::Read;

use tengen::bot::puct::{dead_by_ownership_below, dead_stone_positions, search_ownership};
use tengen::net::{Net, Symmetry};
use tengen::notation::{from_gtp, to_gtp};
use tengen::{Game, HalfPoints, Handicap, KoRule, Point, Preset, Rules};

fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.split(' ')
        .find_map(|f| f.strip_prefix(key)?.strip_prefix('='))
}

/// The finished game of a corpus line, and GNU Go's dead stones.
fn case(line: &str) -> (Game, Vec<Point>) {
    let size: usize = field(line, "size").unwrap().parse().unwrap();
    let komi: f64 = field(line, "komi").unwrap().parse().unwrap();
    let handicap: u32 = field(line, "handicap").map_or(0, |h| h.parse().unwrap());
    let mut rules = Rules::preset(Preset::Chinese);
    rules.komi = HalfPoints::from_points(komi).unwrap();
    if field(line, "rules") == Some("japanese") {
        rules.ko = KoRule::Simple;
    }
    let handicap = if handicap > 0 {
        Handicap::Fixed(handicap)
    } else {
        Handicap::None
    };
    let mut game = Game::new(size, size, rules, handicap).unwrap();
    // The whole game, closing passes included, as a player's Game holds it at the
    // count: `dead_stone_positions` takes them back.
    for m in field(line, "moves").unwrap().split(',') {
        if m == "PASS" {
            game.pass().unwrap();
        } else {
            let (x, y) = from_gtp(m, size).unwrap();
            let p = game.board().point(x, y).unwrap();
            game.play(p).unwrap();
        }
    }
    let b = game.board();
    let dead = field(line, "dead")
        .unwrap()
        .split(',')
        .filter(|s| !s.is_empty())
        .map(|s| {
            let (x, y) = from_gtp(s, size).unwrap();
            b.point(x, y).unwrap()
        })
        .collect();
    (game, dead)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let misses = args.iter().any(|a| a == "--misses");
    let value = |name: &str| {
        let at = args.iter().position(|a| a == name)?;
        args.get(at + 1)
            .map(|v| v.parse::<f32>().expect("a number"))
    };
    let visits = value("--visits").map(|v| v as u32);
    // Several thresholds judged from the same readings: `--threshold T` once or more.
    let mut thresholds: Vec<f32> = args
        .windows(2)
        .filter(|w| w[0] == "--threshold")
        .map(|w| w[1].parse().expect("a number"))
        .collect();
    if thresholds.is_empty() {
        thresholds.push(-0.4);
    }
    // Only the games whose id contains `--id TEXT`, if given.
    let id_part = args
        .windows(2)
        .find(|w| w[0] == "--id")
        .map(|w| w[1].clone());
    // Only the sets named by `--set NAME` (tune, held, fresh), or all three.
    let only: Vec<&str> = args
        .windows(2)
        .filter(|w| w[0] == "--set")
        .map(|w| w[1].as_str())
        .collect();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_end(&mut bytes)
        .unwrap();
    let mut net = Net::load(&bytes).unwrap();
    let corpus = include_str!("../tests/dead-stones-corpus.txt");
    let fresh = include_str!("../tests/dead-stones-fresh.txt");
    let sets: [(&str, Vec<&str>); 3] = [
        (
            "tune",
            corpus
                .lines()
                .filter(|l| field(l, "half") == Some("tune"))
                .collect(),
        ),
        (
            "held",
            corpus
                .lines()
                .filter(|l| field(l, "half") == Some("held"))
                .collect(),
        ),
        (
            "fresh",
            fresh.lines().filter(|l| l.starts_with("id=")).collect(),
        ),
    ];
    for (name, lines) in sets {
        if !only.is_empty() && !only.contains(&name) {
            continue;
        }
        let n = thresholds.len();
        let (mut stones, mut agree, mut games, mut winners) = (0, vec![0; n], 0, vec![0; n]);
        for line in lines {
            if id_part
                .as_deref()
                .is_some_and(|t| !field(line, "id").unwrap_or("").contains(t))
            {
                continue;
            }
            let (game, reference) = case(line);
            let b = game.board();
            let [black, white] = match visits {
                Some(v) => search_ownership(&mut net, &game, v).unwrap(),
                None => dead_stone_positions(&game)
                    .map(|g| net.evaluate(&g, Symmetry::All).unwrap().ownership.clone()),
            };
            games += 1;
            for (t, &threshold) in thresholds.iter().enumerate() {
                let guess = dead_by_ownership_below(&game, [&black, &white], threshold);
                let mut differ = Vec::new();
                for p in b.points() {
                    if b.color(p).is_none() {
                        continue;
                    }
                    let (x, y) = b.xy(p);
                    let dead = guess.contains(&p);
                    if t == 0 {
                        stones += 1;
                    }
                    if dead == reference.contains(&p) {
                        agree[t] += 1;
                    } else {
                        let name = to_gtp(x, y, b.height()).unwrap();
                        differ.push(format!("{name}{}", if dead { "+" } else { "-" }));
                    }
                }
                if game.score(&guess).unwrap().winner == game.score(&reference).unwrap().winner {
                    winners[t] += 1;
                }
                if misses && !differ.is_empty() {
                    println!(
                        "  {} (below {threshold}): {}",
                        field(line, "id").unwrap(),
                        differ.join(" ")
                    );
                }
            }
        }
        for (t, threshold) in thresholds.iter().enumerate() {
            println!(
                "{name}: {games} games, {stones} stones, dead below {threshold}: stones agree {:.3} % ({} differ), winners agree {:.2} %",
                100.0 * agree[t] as f64 / stones as f64,
                stones - agree[t],
                100.0 * winners[t] as f64 / games as f64
            );
        }
    }
}
