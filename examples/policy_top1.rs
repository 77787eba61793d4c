//! How often the b6c96 network's raw policy puts its highest probability on the move a
//! strong human played: the top-1 agreement over every position of the 30 Tygem 9-dan
//! games of tests/net/tygem-2016-12.txt (held out: nothing was tuned on them), under
//! Korean rules with komi 6.5, as the server played them (see BENCHMARKS.md,
//! "Network"):
//!
//! ```sh
//! cargo run --release --example policy_top1
//! ```

use std::io::Read;

use tengen::net::{Net, Symmetry};
use tengen::notation::from_sgf;
use tengen::{Game, HalfPoints, Handicap, Preset, Rules};

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).expect("the network file"))
        .read_to_end(&mut bytes)
        .expect("gunzip");
    let mut net = Net::load(&bytes).expect("the model");
    let games = include_str!("../tests/net/tygem-2016-12.txt");
    let rules = Rules {
        komi: HalfPoints::from_points(6.5).expect("komi"),
        ..Rules::preset(Preset::Korean)
    };
    let (mut agree, mut total) = (0usize, 0usize);
    // Agreement by stage: moves 1–50, 51–150, 151 on.
    let mut stages = [(0usize, 0usize); 3];
    for line in games.lines().filter(|l| !l.starts_with('#')) {
        let (id, moves) = line.split_once('\t').expect("a tab");
        let mut game = Game::new(19, 19, rules, Handicap::None).expect("a game");
        let (mut a, mut n) = (0, 0);
        for (i, mv) in moves.split(';').filter(|m| !m.is_empty()).enumerate() {
            let (x, y) = from_sgf(&mv[2..4]).expect("a point");
            let point = game.board().point(x, y).expect("on the board");
            let e = net.evaluate(&game, Symmetry::One(0)).expect("evaluation");
            let best = e
                .policy
                .iter()
                .enumerate()
                .max_by(|p, q| p.1.total_cmp(q.1))
                .map(|(i, _)| i)
                .expect("a policy");
            let hit = best == y * 19 + x;
            let stage = match i {
                0..=49 => 0,
                50..=149 => 1,
                _ => 2,
            };
            stages[stage].0 += hit as usize;
            stages[stage].1 += 1;
            a += hit as usize;
            n += 1;
            if game.play(point).is_err() {
                break;
            }
        }
        println!("game {id}: {a}/{n} ({:.1} %)", 100.0 * a as f64 / n as f64);
        agree += a;
        total += n;
    }
    let p = agree as f64 / total as f64;
    let half = 1.96 * (p * (1.0 - p) / total as f64).sqrt();
    println!(
        "top-1 agreement: {agree}/{total} = {:.1} % (95 % interval ±{:.1})",
        100.0 * p,
        100.0 * half
    );
    for (name, (a, n)) in ["moves 1-50", "moves 51-150", "moves 151-"]
        .iter()
        .zip(stages)
    {
        println!("{name}: {a}/{n} = {:.1} %", 100.0 * a as f64 / n as f64);
    }
}
