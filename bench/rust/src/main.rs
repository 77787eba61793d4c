//! The native side of the side-by-side benchmark (bench/run.mjs):
//!   native gen FILE [--quick]    writes the seeded workloads, with tengen's results, as JSON
//!   native run [--quick] [--reps N]
//!                                times tengen and the goban crate natively on the same
//!                                workloads, checks their results, prints JSON
//! The workloads come from benches/workload.rs of the main crate (tengen's engine).

#[path = "../../../benches/workload.rs"]
mod workload;

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Instant;
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::{Board, Color};
use tengen_bench::peer::{self, GobanGame};
use workload::{board_string, fnv1a, replay, replay_playout, Counts, Workload};

const QUICK: Counts = Counts {
    games: 100,
    positions: 1000,
    playouts: 50,
};

/// Playouts timed per run: (9×9, 19×19).
fn playout_counts(quick: bool) -> (u32, u32) {
    if quick {
        (2000, 400)
    } else {
        (20_000, 4000)
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let counts = if quick { QUICK } else { workload::FULL };
    match args.get(1).map(String::as_str) {
        Some("gen") => {
            let path = args.get(2).expect("gen FILE");
            let w = workload::make(counts);
            std::fs::write(path, to_json(&w, quick)).expect("write workload");
        }
        Some("run") => {
            let reps = args
                .iter()
                .position(|a| a == "--reps")
                .and_then(|i| args.get(i + 1))
                .and_then(|s| s.parse().ok())
                .unwrap_or(if quick { 3 } else { 5 });
            let w = workload::make(counts);
            println!("{}", run(&w, quick, reps));
        }
        Some("prof") => {
            // One workload, once, for valgrind --tool=callgrind.
            let w = workload::make(QUICK);
            let what = args.get(2).map(String::as_str).unwrap_or("legal");
            profile(&w, what);
        }
        _ => eprintln!(
            "usage: native gen FILE [--quick] | native run [--quick] [--reps N] | native prof legal|replay9|replay19|playout9|area19"
        ),
    }
}

fn list(v: &[u16]) -> String {
    let mut s = String::with_capacity(v.len() * 4);
    s.push('[');
    for (i, m) in v.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        write!(s, "{m}").unwrap();
    }
    s.push(']');
    s
}

/// The workload and tengen's results on it, for the JavaScript side.
fn to_json(w: &Workload, quick: bool) -> String {
    let mut s = String::new();
    write!(s, "{{\"seed\":\"{:#x}\",\"quick\":{quick},", workload::SEED).unwrap();
    for (name, size, games) in [("games19", 19, &w.games19), ("games9", 9, &w.games9)] {
        write!(s, "\"{name}\":{{\"size\":{size},\"moves\":[").unwrap();
        for (i, g) in games.iter().enumerate() {
            s.push_str(if i > 0 { "," } else { "" });
            s.push_str(&list(g));
        }
        s.push_str("],\"final\":[");
        for (i, g) in games.iter().enumerate() {
            let game = replay(size, g);
            let b = game.board();
            let a = workload::area(b);
            s.push_str(if i > 0 { "," } else { "" });
            write!(
                s,
                "{{\"board\":\"{}\",\"captures\":[{},{}],\"area\":[{},{}]}}",
                board_string(b),
                game.captures(Color::Black),
                game.captures(Color::White),
                a[0],
                a[1]
            )
            .unwrap();
        }
        s.push_str("]},");
    }
    s.push_str("\"positions\":[");
    let mut map = vec![0u8; 361];
    for (i, &(g, at)) in w.positions.iter().enumerate() {
        let game = replay(19, &w.games19[g][..at]);
        game.legal_moves_into(&mut map);
        let legal = map.iter().filter(|&&v| v == 1).count();
        s.push_str(if i > 0 { "," } else { "" });
        write!(s, "[{g},{at},{},{legal}]", fnv1a(&map)).unwrap();
    }
    s.push_str("],");
    for (name, size, records) in [
        ("playouts9", 9, &w.playouts9),
        ("playouts19", 19, &w.playouts19),
    ] {
        write!(s, "\"{name}\":{{\"size\":{size},\"moves\":[").unwrap();
        for (i, r) in records.iter().enumerate() {
            s.push_str(if i > 0 { "," } else { "" });
            s.push_str(&list(r));
        }
        s.push_str("],\"final\":[");
        for (i, r) in records.iter().enumerate() {
            let b = replay_playout(size, r);
            let a = workload::area(&b);
            s.push_str(if i > 0 { "," } else { "" });
            write!(
                s,
                "{{\"board\":\"{}\",\"area\":[{},{}]}}",
                board_string(&b),
                a[0],
                a[1]
            )
            .unwrap();
        }
        // The length of tengen's playouts, for checking the peers' own playouts.
        let n = 20_000;
        let empty = Board::new(size, size).unwrap();
        let mut engine = Playout::new(&empty);
        let mut rng = Rng::new(0x5EED);
        let lens: Vec<f64> = (0..n)
            .map(|_| engine.run(&empty, Color::Black, None, &mut rng).moves as f64)
            .collect();
        let mean = lens.iter().sum::<f64>() / n as f64;
        let sd = (lens.iter().map(|l| (l - mean) * (l - mean)).sum::<f64>() / n as f64).sqrt();
        write!(s, "],\"meanMoves\":{mean:.3},\"sdMoves\":{sd:.3}}},").unwrap();
    }
    s.pop();
    s.push('}');
    s
}

/// Timings of one engine on one workload: `ops` per run, seconds per run.
struct Timing {
    ops: f64,
    secs: Vec<f64>,
    moves: f64,
    ok: bool,
    note: String,
}

impl Timing {
    fn json(&self) -> String {
        let mut secs = self.secs.clone();
        secs.sort_by(f64::total_cmp);
        let med = secs[secs.len() / 2];
        format!(
            "{{\"ops\":{},\"moves\":{},\"runs\":{},\"medianSecs\":{med:.9},\"rate\":{:.3},\"moveRate\":{:.3},\"ok\":{},\"note\":\"{}\"}}",
            self.ops,
            self.moves,
            secs.len(),
            self.ops / med,
            self.moves / med,
            self.ok,
            self.note
        )
    }
}

fn time<F: FnMut() -> f64>(reps: usize, mut f: F) -> Vec<f64> {
    (0..reps).map(|_| f()).collect()
}

fn run(w: &Workload, quick: bool, reps: usize) -> String {
    let (n9, n19) = playout_counts(quick);
    let mut out = String::from("{");
    // Expected results, from tengen (the same as the workload file).
    let finals = |size: usize, games: &Vec<Vec<u16>>| -> Vec<(String, [u32; 2], [u32; 2])> {
        games
            .iter()
            .map(|g| {
                let game = replay(size, g);
                (
                    board_string(game.board()),
                    [game.captures(Color::Black), game.captures(Color::White)],
                    workload::area(game.board()),
                )
            })
            .collect()
    };
    let f19 = finals(19, &w.games19);
    let f9 = finals(9, &w.games9);
    let sums: Vec<u32> = {
        let mut map = vec![0u8; 361];
        w.positions
            .iter()
            .map(|&(g, at)| {
                replay(19, &w.games19[g][..at]).legal_moves_into(&mut map);
                fnv1a(&map)
            })
            .collect()
    };

    // ---- tengen, natively ----
    let mut t = Vec::new();
    for (size, n) in [(9usize, n9), (19, n19)] {
        let empty = Board::new(size, size).unwrap();
        let mut engine = Playout::new(&empty);
        let mut rng = Rng::new(1);
        let mut moves = 0f64;
        let secs = time(reps, || {
            let t0 = Instant::now();
            let mut m = 0u64;
            for _ in 0..n {
                m += engine.run(&empty, Color::Black, None, &mut rng).moves as u64;
            }
            moves = m as f64;
            t0.elapsed().as_secs_f64()
        });
        // Agreement: tengen's rules replay the recorded playouts (by construction).
        t.push((
            format!("playouts{size}"),
            Timing {
                ops: n as f64,
                secs,
                moves,
                ok: true,
                note: String::new(),
            },
        ));
    }
    for (size, games, fin) in [(19usize, &w.games19, &f19), (9, &w.games9, &f9)] {
        let total: usize = games.iter().map(Vec::len).sum();
        let mut ok = true;
        let secs = time(reps, || {
            let t0 = Instant::now();
            for g in games.iter() {
                black_box(replay(size, g).board().hash());
            }
            t0.elapsed().as_secs_f64()
        });
        for (g, f) in games.iter().zip(fin) {
            let game = replay(size, g);
            ok &= board_string(game.board()) == f.0;
        }
        t.push((
            format!("replay{size}"),
            Timing {
                ops: total as f64,
                secs,
                moves: total as f64,
                ok,
                note: String::new(),
            },
        ));
    }
    {
        let mut map = vec![0u8; 361];
        let mut ok = true;
        let secs = time(reps, || {
            let mut elapsed = 0.0;
            for chunk in w.positions.chunks(100) {
                let games: Vec<_> = chunk
                    .iter()
                    .map(|&(g, at)| replay(19, &w.games19[g][..at]))
                    .collect();
                let t0 = Instant::now();
                let mut x = 0u32;
                for game in &games {
                    game.legal_moves_into(&mut map);
                    x = x.wrapping_add(map[180] as u32);
                }
                black_box(x);
                elapsed += t0.elapsed().as_secs_f64();
            }
            elapsed
        });
        for (i, &(g, at)) in w.positions.iter().enumerate() {
            replay(19, &w.games19[g][..at]).legal_moves_into(&mut map);
            ok &= fnv1a(&map) == sums[i];
        }
        t.push((
            "legal19".into(),
            Timing {
                ops: w.positions.len() as f64,
                secs,
                moves: 0.0,
                ok,
                note: String::new(),
            },
        ));
    }
    for (size, games, fin) in [(19usize, &w.games19, &f19), (9, &w.games9, &f9)] {
        let boards: Vec<Board> = games
            .iter()
            .map(|g| replay(size, g).board().clone())
            .collect();
        let ok = boards
            .iter()
            .zip(fin.iter())
            .all(|(b, f)| workload::area(b) == f.2);
        let secs = time(reps, || {
            let t0 = Instant::now();
            for b in &boards {
                black_box(tengen::area_counts(b));
            }
            t0.elapsed().as_secs_f64()
        });
        t.push((
            format!("area{size}"),
            Timing {
                ops: boards.len() as f64,
                secs,
                moves: 0.0,
                ok,
                note: String::new(),
            },
        ));
    }
    write_engine(&mut out, "tengen (native)", &t);
    out.push(',');

    // ---- the goban crate, natively ----
    let mut t = Vec::new();
    for (size, n, records) in [(9usize, n9, &w.playouts9), (19, n19, &w.playouts19)] {
        // Fewer playouts: the crate is slower; the rate is per playout all the same.
        let n = (n / 20).max(20);
        let mut moves = 0f64;
        let mut seed = 1u64;
        let secs = time(reps, || {
            let t0 = Instant::now();
            let (_, m) = peer::playouts(size, n, seed);
            seed += 1;
            moves = m as f64;
            t0.elapsed().as_secs_f64()
        });
        let mut ok = true;
        let mut note = String::new();
        for r in records.iter() {
            let mut g = GobanGame::new(size, false);
            let tb = replay_playout(size, r);
            if g.play_many(r).is_some()
                || g.board_string() != board_string(&tb)
                || g.area() != workload::area(&tb)
            {
                ok = false;
                note = "a recorded playout disagrees".into();
            }
        }
        t.push((
            format!("playouts{size}"),
            Timing {
                ops: n as f64,
                secs,
                moves,
                ok,
                note,
            },
        ));
    }
    for (size, games, fin) in [(19usize, &w.games19, &f19), (9, &w.games9, &f9)] {
        let total: usize = games.iter().map(Vec::len).sum();
        let mut ok = true;
        let mut note = String::new();
        let secs = time(reps, || {
            let t0 = Instant::now();
            for g in games.iter() {
                let mut game = GobanGame::new(size, true);
                black_box(game.play_many(g));
            }
            t0.elapsed().as_secs_f64()
        });
        for (i, (g, f)) in games.iter().zip(fin).enumerate() {
            let mut game = GobanGame::new(size, true);
            if let Some(k) = game.play_many(g) {
                ok = false;
                note = format!("game {i}: move {k} refused");
                break;
            }
            if game.board_string() != f.0 || game.captures() != f.1 {
                ok = false;
                note = format!("game {i}: final board or captures differ");
                break;
            }
        }
        t.push((
            format!("replay{size}"),
            Timing {
                ops: total as f64,
                secs,
                moves: total as f64,
                ok,
                note,
            },
        ));
    }
    {
        let mut map = vec![0u8; 361];
        let mut ok = true;
        let mut note = String::new();
        let secs = time(reps, || {
            let mut elapsed = 0.0;
            for chunk in w.positions.chunks(10) {
                let games: Vec<_> = chunk
                    .iter()
                    .map(|&(g, at)| {
                        let mut game = GobanGame::new(19, true);
                        game.play_many(&w.games19[g][..at]);
                        game
                    })
                    .collect();
                let t0 = Instant::now();
                for game in &games {
                    game.legal_map(&mut map);
                    black_box(&map);
                }
                elapsed += t0.elapsed().as_secs_f64();
            }
            elapsed
        });
        for (i, &(g, at)) in w.positions.iter().enumerate() {
            let mut game = GobanGame::new(19, true);
            game.play_many(&w.games19[g][..at]);
            game.legal_map(&mut map);
            if fnv1a(&map) != sums[i] {
                ok = false;
                note = format!("position {i} (game {g}, move {at}): legal maps differ");
                break;
            }
        }
        t.push((
            "legal19".into(),
            Timing {
                ops: w.positions.len() as f64,
                secs,
                moves: 0.0,
                ok,
                note,
            },
        ));
    }
    for (size, games, fin) in [(19usize, &w.games19, &f19), (9, &w.games9, &f9)] {
        let finals: Vec<GobanGame> = games
            .iter()
            .map(|g| {
                let mut game = GobanGame::new(size, true);
                game.play_many(g);
                game
            })
            .collect();
        let ok = finals.iter().zip(fin.iter()).all(|(g, f)| g.area() == f.2);
        let secs = time(reps, || {
            let t0 = Instant::now();
            for g in &finals {
                black_box(g.area());
            }
            t0.elapsed().as_secs_f64()
        });
        t.push((
            format!("area{size}"),
            Timing {
                ops: finals.len() as f64,
                secs,
                moves: 0.0,
                ok,
                note: String::new(),
            },
        ));
    }
    write_engine(&mut out, "goban crate (native)", &t);
    out.push('}');
    out
}

fn write_engine(out: &mut String, name: &str, t: &[(String, Timing)]) {
    write!(out, "\"{name}\":{{").unwrap();
    for (i, (k, v)) in t.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        write!(out, "\"{k}\":{}", v.json()).unwrap();
    }
    out.push('}');
}

fn profile(w: &Workload, what: &str) {
    match what {
        "legal" => {
            let games: Vec<_> = w
                .positions
                .iter()
                .map(|&(g, at)| replay(19, &w.games19[g][..at]))
                .collect();
            hot_legal(&games);
        }
        "replay9" | "replay19" => {
            let (size, games) = if what == "replay9" {
                (9, &w.games9)
            } else {
                (19, &w.games19)
            };
            hot_replay(size, games);
        }
        "playout9" => {
            let empty = Board::new(9, 9).unwrap();
            let mut engine = Playout::new(&empty);
            let mut rng = Rng::new(1);
            for _ in 0..20000 {
                black_box(engine.run(&empty, Color::Black, None, &mut rng));
            }
        }
        _ => {
            let boards: Vec<Board> = w
                .games19
                .iter()
                .map(|g| replay(19, g).board().clone())
                .collect();
            for _ in 0..100 {
                for b in &boards {
                    black_box(tengen::area_counts(b));
                }
            }
        }
    }
}

#[inline(never)]
fn hot_legal(games: &[tengen::Game]) {
    let mut map = vec![0u8; 361];
    for _ in 0..10 {
        for g in games {
            g.legal_moves_into(&mut map);
            black_box(&map);
        }
    }
}

#[inline(never)]
fn hot_replay(size: usize, games: &[Vec<u16>]) {
    for _ in 0..5 {
        for g in games.iter() {
            black_box(replay(size, g).board().hash());
        }
    }
}
