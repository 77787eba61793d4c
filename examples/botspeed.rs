//! Times one search from the empty board, natively: `cargo run --release --example
//! botspeed -- SIZE PLAYOUTS` (the figures in BENCHMARKS.md come from bench/).
use std::time::Instant;
use tengen::bot::{Bot, Options};
use tengen::{Game, Handicap, Preset, Rules};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let size: usize = args.get(1).map_or(9, |s| s.parse().unwrap());
    let n: u32 = args.get(2).map_or(10_000, |s| s.parse().unwrap());
    let game = Game::new(size, size, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
    let mut bot = Bot::new(Options {
        playouts: Some(n),
        ..Options::default()
    })
    .unwrap();
    let t = Instant::now();
    let m = bot.genmove(&game).unwrap();
    let s = t.elapsed().as_secs_f64();
    println!(
        "{size}x{size}: {} playouts in {s:.3} s = {:.0}/s, move {:?}, winrate {:.3}",
        m.playouts,
        m.playouts as f64 / s,
        m.point.map(|p| game.board().xy(p)),
        m.winrate
    );
}
