//! Visits a second of the network's PUCT search, natively (issue 30): the search of
//! `tengen::bot::puct::PuctBot` with the b6c96 network (npm/nets/b6c96.bin.gz), one
//! `analyze` of a fixed number of visits for each position given, each by a fresh
//! `PuctBot` (no tree kept from another search) over a fresh `Net`, so that neither
//! the tree nor the network's evaluation cache carries anything from one position to
//! the next: every search starts as a new bot's first move does (the cache still
//! serves the transpositions within the search, as in play). Loading the network and
//! one evaluation of the empty board of the position's size (which grows its buffers
//! to the board; no search from these positions reaches an empty board, so the cache
//! gives it nothing) are not timed; the search is, from the call of `analyze` to its
//! answer.
//!
//! ```sh
//! cargo run --release --example net_visits -- [--visits N] < positions.txt
//! ```
//!
//! Each line of the standard input is one position, `SIZE KOMI MOVE…` with the moves
//! in GTP's notation (`D4`, `pass`), Black first, under the Chinese preset; empty lines
//! and lines beginning with `#` are skipped. `--visits N` is each search's budget
//! (default 200 on boards up to 9×9, 100 on larger ones). The output: per board size,
//! the positions, the visits made, the seconds they took and the visits a second, as
//! `size=19 positions=30 visits=3000 seconds=61.234567 visits_per_second=48.99`.
//! bench/visits.mjs feeds it the same positions as the package's wasm `Bot`, in
//! alternating rounds, and prints the two side by side.

use std::collections::BTreeMap;
use std::io::{BufRead, Read};
use std::time::Instant;

use tengen::bot::puct::{Budget, Options, PuctBot};
use tengen::net::{Net, Symmetry};
use tengen::notation::from_gtp;
use tengen::{Game, HalfPoints, Handicap, Preset, Rules};

/// The position of one input line, or why it cannot be read.
fn position(line: &str) -> Result<Game, String> {
    let mut fields = line.split_whitespace();
    let size: usize = fields
        .next()
        .and_then(|s| s.parse().ok())
        .ok_or("a board size first")?;
    let komi: f64 = fields
        .next()
        .and_then(|s| s.parse().ok())
        .ok_or("the komi second")?;
    let mut rules = Rules::preset(Preset::Chinese);
    rules.komi = HalfPoints::from_points(komi).ok_or("a whole or half komi")?;
    let mut game = Game::new(size, size, rules, Handicap::None).map_err(|e| e.to_string())?;
    for m in fields {
        if m.eq_ignore_ascii_case("pass") {
            game.pass().map_err(|e| format!("{m}: {e}"))?;
        } else {
            let (x, y) = from_gtp(m, size).ok_or(format!("{m}: not a vertex"))?;
            let p = game
                .board()
                .point(x, y)
                .ok_or(format!("{m}: off the board"))?;
            game.play(p).map_err(|e| format!("{m}: {e}"))?;
        }
    }
    Ok(game)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let visits: Option<u32> = args.iter().position(|a| a == "--visits").map(|at| {
        args.get(at + 1)
            .and_then(|v| v.parse().ok())
            .expect("--visits N")
    });
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_end(&mut bytes)
        .unwrap();
    // Per board size: positions, visits and seconds.
    let mut totals: BTreeMap<usize, (u32, u64, f64)> = BTreeMap::new();
    for (n, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("the standard input");
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let game = position(line).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let size = game.board().width();
        let v = visits.unwrap_or(if size <= 9 { 200 } else { 100 });
        let mut net = Net::load(&bytes).unwrap();
        let empty = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
        net.evaluate(&empty, Symmetry::One(0)).unwrap();
        let mut bot = PuctBot::new(net, Options::default()).unwrap();
        let t0 = Instant::now();
        let a = bot
            .analyze(
                &game,
                Budget {
                    visits: Some(v),
                    time_ms: None,
                },
            )
            .unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let secs = t0.elapsed().as_secs_f64();
        let t = totals.entry(size).or_default();
        t.0 += 1;
        t.1 += u64::from(a.visits);
        t.2 += secs;
    }
    if totals.is_empty() {
        eprintln!("no positions: give them on the standard input, one a line (see the top of examples/net_visits.rs)");
        std::process::exit(2);
    }
    for (size, (positions, visits, secs)) in totals {
        println!(
            "size={size} positions={positions} visits={visits} seconds={secs:.6} visits_per_second={:.2}",
            visits as f64 / secs
        );
    }
}
