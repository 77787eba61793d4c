//! tengen natively, on the workloads of the side-by-side benchmark (BENCHMARKS.md),
//! a tenth of their size so that `cargo bench` stays short:
//! playouts, replaying random games with full legality checks, legal-move maps of
//! sampled positions, and area counting of final positions.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::{Board, Color};

mod workload;
use workload::{new_game, play_one, replay, Counts};

const COUNTS: Counts = Counts {
    games: 100,
    positions: 1000,
    playouts: 0,
};

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    for size in [9, 19] {
        let empty = Board::new(size, size).unwrap();
        let mut engine = Playout::new(&empty);
        let mut rng = Rng::new(1);
        group.throughput(Throughput::Elements(1));
        group.bench_function(format!("{size}x{size}"), |b| {
            b.iter(|| black_box(engine.run(&empty, Color::Black, None, &mut rng)))
        });
    }
    group.finish();
}

fn replays(c: &mut Criterion) {
    let w = workload::make(COUNTS);
    let mut group = c.benchmark_group("replay");
    group.sample_size(20);
    for (size, games) in [(19, &w.games19), (9, &w.games9)] {
        let moves: usize = games.iter().map(Vec::len).sum();
        group.throughput(Throughput::Elements(moves as u64));
        group.bench_function(format!("{size}x{size} ({} games)", games.len()), |b| {
            b.iter(|| {
                for g in games.iter() {
                    let mut game = new_game(size);
                    for &m in g {
                        play_one(&mut game, m);
                    }
                    black_box(game.board().hash());
                }
            })
        });
    }
    group.finish();
}

fn legal_maps(c: &mut Criterion) {
    let w = workload::make(COUNTS);
    let positions: Vec<_> = w
        .positions
        .iter()
        .map(|&(g, at)| replay(19, &w.games19[g][..at]))
        .collect();
    let mut out = vec![0u8; 361];
    let mut group = c.benchmark_group("legal_map");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("19x19 sampled positions", |b| {
        b.iter(|| {
            for game in &positions {
                game.legal_moves_into(&mut out);
                black_box(&out);
            }
        })
    });
    group.finish();
}

fn area_counts(c: &mut Criterion) {
    let w = workload::make(COUNTS);
    let mut group = c.benchmark_group("area");
    for (size, games) in [(19, &w.games19), (9, &w.games9)] {
        let finals: Vec<Board> = games
            .iter()
            .map(|g| replay(size, g).board().clone())
            .collect();
        group.throughput(Throughput::Elements(finals.len() as u64));
        group.bench_function(format!("{size}x{size} final positions"), |b| {
            b.iter_batched_ref(
                || (),
                |_| {
                    for board in &finals {
                        black_box(tengen::area_counts(board));
                    }
                },
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, playouts, replays, legal_maps, area_counts);
criterion_main!(benches);
