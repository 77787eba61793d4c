//! Evaluations a second of KataGo's b6c96 network on 19x19 positions, at batch 1 and
//! 8, with its 3x3 convolutions computed directly and by Winograd's F(2x2, 3x3) and
//! F(4x4, 3x3) in turn (rounds in a rotated order, so that the machine's load falls
//! on all alike; the ratios to the direct product are the figures to read), the
//! GFLOP/s of its convolutions (as direct convolutions: the work Winograd's saves
//! shows as more GFLOP/s), the time of the input features alone, and the
//! machine's peak from a small loop of 4-lane multiply-adds (see BENCHMARKS.md, "The
//! network evaluator"):
//!
//! ```sh
//! cargo run --release --example net_bench [rounds]
//! ```

use std::io::Read;
use std::time::Instant;

use tengen::net::{features, ConvAlgorithm, Net, Symmetry};
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
    let algorithms = [
        ConvAlgorithm::Direct,
        ConvAlgorithm::Winograd2,
        ConvAlgorithm::Winograd4,
    ];
    let rounds: usize = std::env::args()
        .nth(1)
        .map_or(3, |a| a.parse().expect("rounds"));
    let refs: Vec<&Game> = games.iter().collect();
    // rates[batch][algorithm][round]
    let mut rates = [[vec![], vec![], vec![]], [vec![], vec![], vec![]]];
    for round in 0..rounds {
        for k in 0..algorithms.len() {
            let a = (round + k) % algorithms.len();
            net.set_conv_algorithm(algorithms[a]);
            for (b, batch) in [1usize, 8].into_iter().enumerate() {
                // Warm up (the working buffers grow once).
                net.evaluate_batch(&refs[..batch], Symmetry::One(0))
                    .unwrap();
                let mut evaluations = 0;
                let t = Instant::now();
                while t.elapsed().as_secs_f64() < 1.5 {
                    for chunk in refs.chunks(batch) {
                        net.evaluate_batch(chunk, Symmetry::One(0)).unwrap();
                        evaluations += chunk.len();
                    }
                }
                rates[b][a].push(evaluations as f64 / t.elapsed().as_secs_f64());
            }
        }
        println!(
            "round {}: batch 1 {:.1} / {:.1} / {:.1}, batch 8 {:.1} / {:.1} / {:.1} evaluations/s (direct / F(2,3) / F(4,3))",
            round + 1,
            rates[0][0][round],
            rates[0][1][round],
            rates[0][2][round],
            rates[1][0][round],
            rates[1][1][round],
            rates[1][2][round]
        );
    }
    let median = |xs: &[f64]| {
        let mut v = xs.to_vec();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    for (b, batch) in [1, 8].into_iter().enumerate() {
        for (a, algorithm) in algorithms.iter().enumerate() {
            let rate = median(&rates[b][a]);
            // The ratio to the direct product within each round, then its median.
            let ratios: Vec<f64> = (0..rounds)
                .map(|r| rates[b][a][r] / rates[b][0][r])
                .collect();
            println!(
                "batch {batch}, {algorithm:?}: {rate:.1} evaluations/s (median of {rounds}), {:.2} GFLOP/s direct-equivalent, {:.2}x the direct product",
                rate * flops / 1e9,
                median(&ratios)
            );
        }
    }
    net.set_conv_algorithm(ConvAlgorithm::default());
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
