//! Evaluations a second of KataGo's b6c96 network on 19x19 positions, at batch 1 and
//! 8, the GFLOP/s of its convolutions, the time of the input features alone, and the
//! machine's peak from a small loop of 4-lane multiply-adds (see BENCHMARKS.md, "The
//! network evaluator"):
//!
//! ```sh
//! cargo run --release --example net_bench
//! ```

use std::io::Read;
use std::time::Instant;

use tengen::net::{features, Net, Symmetry};
use tengen::rng::Rng;
use tengen::{Game, Handicap, Rules};

/// A position of `moves` random legal moves.
fn position(moves: usize, seed: u64) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(19, 19, Rules::default(), Handicap::None).unwrap();
    while game.move_number() < moves as u32 {
        let p = game
            .board()
            .point(rng.below(19) as usize, rng.below(19) as usize)
            .unwrap();
        if game.is_legal(p) {
            game.play(p).unwrap();
        }
    }
    game
}

/// GFLOP/s of 8 independent 4-lane multiply-add chains (what the kernel's 4 x 8
/// block does), as the compiler vectorises them.
fn peak() -> f64 {
    let mut acc = [[1.0f32; 4]; 8];
    let m = std::hint::black_box([0.999_9f32; 4]);
    let a = std::hint::black_box([1e-4f32; 4]);
    let n: u64 = 50_000_000;
    let t = Instant::now();
    for _ in 0..n {
        for v in acc.iter_mut() {
            for j in 0..4 {
                v[j] = v[j] * m[j] + a[j];
            }
        }
    }
    let secs = t.elapsed().as_secs_f64();
    std::hint::black_box(acc);
    (n * 8 * 4 * 2) as f64 / secs / 1e9
}

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(std::fs::File::open(path).unwrap())
        .read_to_end(&mut bytes)
        .unwrap();
    let mut net = Net::load(&bytes).unwrap();
    net.set_cache_capacity(0);
    let games: Vec<Game> = (0..64).map(|i| position(20 + 3 * i, i as u64)).collect();
    let flops = net.conv_flops(19, 19);
    println!("b6c96, 19x19: {:.3} GFLOP per evaluation", flops / 1e9);
    for batch in [1usize, 8] {
        let refs: Vec<&Game> = games.iter().collect();
        // Warm up (the working buffers grow once).
        net.evaluate_batch(&refs[..batch], Symmetry::One(0))
            .unwrap();
        let mut evaluations = 0;
        let t = Instant::now();
        while t.elapsed().as_secs_f64() < 3.0 {
            for chunk in refs.chunks(batch) {
                net.evaluate_batch(chunk, Symmetry::One(0)).unwrap();
                evaluations += chunk.len();
            }
        }
        let secs = t.elapsed().as_secs_f64();
        let rate = evaluations as f64 / secs;
        println!(
            "batch {batch}: {rate:.1} evaluations/s, {:.2} GFLOP/s",
            rate * flops / 1e9
        );
    }
    // The input features alone (part of every evaluation above).
    let info = net.info();
    let mut spatial = vec![0.0; features::spatial_channels(info.input_version) * 19 * 19];
    let mut global = vec![0.0; features::global_channels(info.input_version)];
    let mut fills = 0;
    let t = Instant::now();
    while t.elapsed().as_secs_f64() < 1.0 {
        for game in &games {
            features::fill(game, info.input_version, &mut spatial, &mut global).unwrap();
            fills += 1;
        }
    }
    println!(
        "input features alone: {:.0} µs a position",
        t.elapsed().as_secs_f64() / fills as f64 * 1e6
    );
    println!(
        "peak of the 4-lane multiply-add loop: {:.2} GFLOP/s",
        peak()
    );
}
