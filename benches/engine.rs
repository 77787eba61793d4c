//! tengen natively, on the workloads of the side-by-side benchmark (BENCHMARKS.md),
//! a tenth of their size so that `cargo bench` stays short:
//! playouts, replaying random games with full legality checks, legal-move maps of
//! sampled positions, area counting of final positions, undo, and the network's
//! input features of sampled positions.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::{Board, Color};

use tengen_workload::{self as workload, new_game, play_one, replay, Counts};

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

fn net_features(c: &mut Criterion) {
    use tengen::net::features::{fill, GLOBAL_V7, SPATIAL_V7};
    let w = workload::make(COUNTS);
    let positions: Vec<_> = w
        .positions
        .iter()
        .map(|&(g, at)| replay(19, &w.games19[g][..at]))
        .collect();
    let mut spatial = vec![0.0f32; SPATIAL_V7 * 361];
    let mut global = vec![0.0f32; GLOBAL_V7];
    let mut group = c.benchmark_group("net_features");
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("19x19 sampled positions", |b| {
        b.iter(|| {
            for game in &positions {
                fill(game, 7, &mut spatial, &mut global).unwrap();
                black_box(&spatial);
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

/// Undo of long 19×19 games (at least 330 moves): every move taken back one at a time,
/// and a jump back to move 300 at once, each from a copy of the finished game.
fn undo(c: &mut Criterion) {
    let w = workload::make(COUNTS);
    let finished: Vec<_> = w
        .games19
        .iter()
        .filter(|g| g.len() >= 330)
        .take(20)
        .map(|g| replay(19, g))
        .collect();
    let moves: u32 = finished.iter().map(|g| g.move_number()).sum();
    let mut group = c.benchmark_group("undo");
    group.sample_size(20);
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("19x19 every move", |b| {
        b.iter_batched_ref(
            || finished.clone(),
            |games| {
                for g in games.iter_mut() {
                    while g.undo() {}
                }
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(finished.len() as u64));
    group.bench_function("19x19 undo_to(300)", |b| {
        b.iter_batched_ref(
            || finished.clone(),
            |games| {
                for g in games.iter_mut() {
                    black_box(g.undo_to(300));
                }
            },
            BatchSize::LargeInput,
        )
    });
    group.finish();
}

criterion_group!(
    benches,
    playouts,
    replays,
    legal_maps,
    area_counts,
    undo,
    net_features
);
criterion_main!(benches);
