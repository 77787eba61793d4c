//! The native side of the side-by-side benchmark (bench/run.mjs):
//!   native gen FILE [--quick]    writes the seeded workloads, with tengen's results, as JSON
//!   native run [--quick] [--reps N]
//!                                times tengen and the goban crate natively on the same
//!                                workloads, checks their results, prints JSON
//! The workloads come from the tengen-workload crate (bench/workload: tengen's engine).
//! Each engine is timed by one function, [`measure`], through the [`Engine`] trait.

use std::fmt::Write as _;
use std::hint::black_box;
use std::time::Instant;
use tengen::playout::Playout;
use tengen::rng::Rng;
use tengen::{Board, Color};
use tengen_bench::peer::{self, GobanGame};
use tengen_workload::{
    self as workload, board_string, fnv1a, replay, replay_playout, Counts, Workload, PASS,
};

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
    /// Why the engine's results disagree with tengen's, if they do.
    disagreement: Option<String>,
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
            self.disagreement.is_none(),
            self.disagreement.as_deref().unwrap_or("")
        )
    }
}

fn time<F: FnMut() -> f64>(reps: usize, mut f: F) -> Vec<f64> {
    (0..reps).map(|_| f()).collect()
}

/// An engine timed natively on the workloads, each with its own rules and its own
/// legality checks. Results are compared with tengen's.
trait Engine {
    /// A game being played or finished.
    type Game;
    /// The engine's name in the results.
    const NAME: &'static str;
    /// Positions made per timed chunk of legal-move maps (making them is not timed).
    const LEGAL_CHUNK: usize;
    /// Playouts timed per run when tengen runs `n` (a slow engine runs fewer; its rate
    /// is per playout all the same).
    fn playout_count(n: u32) -> u32 {
        n
    }
    /// `n` light playouts from the empty board; returns the moves played.
    fn playouts(size: usize, n: u32, seed: u64) -> u64;
    /// Whether a recorded tengen playout replays to the same board and area counts.
    fn replays_playout(size: usize, record: &[u16]) -> bool;
    /// A move list replayed with the rules' checks; `Err` with the index of a refused
    /// move.
    fn replay(size: usize, moves: &[u16]) -> Result<Self::Game, usize>;
    /// The board as text (see [`board_string`]).
    fn board_string(game: &Self::Game) -> String;
    /// Stones captured by Black and by White.
    fn captures(game: &Self::Game) -> [u32; 2];
    /// The legal-move map of the side to move, row-major, 1 legal.
    fn legal_map(game: &Self::Game, out: &mut [u8]);
    /// Area counts, Black's and White's, every stone alive.
    fn area(game: &Self::Game) -> [u32; 2];
}

/// tengen's own `Game`.
struct Tengen;

impl Engine for Tengen {
    type Game = tengen::Game;
    const NAME: &'static str = "tengen (native)";
    const LEGAL_CHUNK: usize = 100;

    fn playouts(size: usize, n: u32, seed: u64) -> u64 {
        let empty = Board::new(size, size).unwrap();
        let mut engine = Playout::new(&empty);
        let mut rng = Rng::new(seed);
        (0..n)
            .map(|_| engine.run(&empty, Color::Black, None, &mut rng).moves as u64)
            .sum()
    }

    fn replays_playout(_: usize, _: &[u16]) -> bool {
        true // the records are tengen's own playouts
    }

    fn replay(size: usize, moves: &[u16]) -> Result<tengen::Game, usize> {
        let mut game = workload::new_game(size);
        for (i, &m) in moves.iter().enumerate() {
            let ok = if m == PASS {
                game.pass().is_ok()
            } else {
                game.play(workload::point(game.board(), m)).is_ok()
            };
            if !ok {
                return Err(i);
            }
        }
        Ok(game)
    }

    fn board_string(game: &tengen::Game) -> String {
        board_string(game.board())
    }

    fn captures(game: &tengen::Game) -> [u32; 2] {
        [game.captures(Color::Black), game.captures(Color::White)]
    }

    fn legal_map(game: &tengen::Game, out: &mut [u8]) {
        game.legal_moves_into(out);
    }

    fn area(game: &tengen::Game) -> [u32; 2] {
        workload::area(game.board())
    }
}

/// The `goban` crate (see `peer`).
struct Goban;

impl Engine for Goban {
    type Game = GobanGame;
    const NAME: &'static str = "goban crate (native)";
    const LEGAL_CHUNK: usize = 10;

    fn playout_count(n: u32) -> u32 {
        (n / 20).max(20)
    }

    fn playouts(size: usize, n: u32, seed: u64) -> u64 {
        peer::playouts(size, n, seed).1
    }

    fn replays_playout(size: usize, record: &[u16]) -> bool {
        let mut g = GobanGame::new(size, false);
        let board = replay_playout(size, record);
        g.play_many(record).is_none()
            && g.board_string() == board_string(&board)
            && g.area() == workload::area(&board)
    }

    fn replay(size: usize, moves: &[u16]) -> Result<GobanGame, usize> {
        let mut game = GobanGame::new(size, true);
        match game.play_many(moves) {
            Some(i) => Err(i),
            None => Ok(game),
        }
    }

    fn board_string(game: &GobanGame) -> String {
        game.board_string()
    }

    fn captures(game: &GobanGame) -> [u32; 2] {
        game.captures()
    }

    fn legal_map(game: &GobanGame, out: &mut [u8]) {
        game.legal_map(out);
    }

    fn area(game: &GobanGame) -> [u32; 2] {
        game.area()
    }
}

/// A game's final board (as text), captures and area counts.
type Final = (String, [u32; 2], [u32; 2]);

/// tengen's results on the workload, which every engine must reproduce.
struct Expected {
    /// Per size (19, 9): each game's final position.
    finals: [Vec<Final>; 2],
    /// The checksum of each sampled position's legal-move map.
    legal: Vec<u32>,
}

impl Expected {
    fn of(w: &Workload) -> Expected {
        let finals = |size: usize, games: &[Vec<u16>]| {
            games
                .iter()
                .map(|g| {
                    let game = replay(size, g);
                    (
                        board_string(game.board()),
                        Tengen::captures(&game),
                        workload::area(game.board()),
                    )
                })
                .collect()
        };
        let mut map = vec![0u8; 361];
        let legal = w
            .positions
            .iter()
            .map(|&(g, at)| {
                replay(19, &w.games19[g][..at]).legal_moves_into(&mut map);
                fnv1a(&map)
            })
            .collect();
        Expected {
            finals: [finals(19, &w.games19), finals(9, &w.games9)],
            legal,
        }
    }
}

/// Times engine `E` on every workload, `reps` runs each, and checks its results
/// against tengen's.
fn measure<E: Engine>(w: &Workload, expected: &Expected, quick: bool, reps: usize) -> String {
    let (n9, n19) = playout_counts(quick);
    let mut t = Vec::new();
    for (size, n, records) in [(9usize, n9, &w.playouts9), (19, n19, &w.playouts19)] {
        let n = E::playout_count(n);
        let (mut moves, mut seed) = (0u64, 1u64);
        let secs = time(reps, || {
            let t0 = Instant::now();
            moves = E::playouts(size, n, seed);
            seed += 1;
            t0.elapsed().as_secs_f64()
        });
        let disagreement = records
            .iter()
            .position(|r| !E::replays_playout(size, r))
            .map(|i| format!("recorded playout {i} disagrees"));
        t.push((
            format!("playouts{size}"),
            Timing {
                ops: n as f64,
                secs,
                moves: moves as f64,
                disagreement,
            },
        ));
    }
    let sizes = [
        (19usize, &w.games19, &expected.finals[0]),
        (9, &w.games9, &expected.finals[1]),
    ];
    for (size, games, finals) in sizes {
        let total: usize = games.iter().map(Vec::len).sum();
        let secs = time(reps, || {
            let t0 = Instant::now();
            for g in games.iter() {
                black_box(E::replay(size, g).is_ok());
            }
            t0.elapsed().as_secs_f64()
        });
        let disagreement = games
            .iter()
            .zip(finals)
            .enumerate()
            .find_map(|(i, (g, f))| match E::replay(size, g) {
                Err(k) => Some(format!("game {i}: move {k} refused")),
                Ok(game) => (E::board_string(&game) != f.0 || E::captures(&game) != f.1)
                    .then(|| format!("game {i}: final board or captures differ")),
            });
        t.push((
            format!("replay{size}"),
            Timing {
                ops: total as f64,
                secs,
                moves: total as f64,
                disagreement,
            },
        ));
    }
    {
        let at = |&(g, at): &(usize, usize)| E::replay(19, &w.games19[g][..at]).ok();
        let mut map = vec![0u8; 361];
        let secs = time(reps, || {
            let mut elapsed = 0.0;
            for chunk in w.positions.chunks(E::LEGAL_CHUNK) {
                let games: Vec<_> = chunk.iter().filter_map(at).collect();
                let t0 = Instant::now();
                for game in &games {
                    E::legal_map(game, &mut map);
                    black_box(&map);
                }
                elapsed += t0.elapsed().as_secs_f64();
            }
            elapsed
        });
        let disagreement = w.positions.iter().enumerate().find_map(|(i, p)| {
            let same = at(p).is_some_and(|game| {
                E::legal_map(&game, &mut map);
                fnv1a(&map) == expected.legal[i]
            });
            (!same).then(|| {
                format!(
                    "position {i} (game {}, move {}): legal maps differ",
                    p.0, p.1
                )
            })
        });
        t.push((
            "legal19".into(),
            Timing {
                ops: w.positions.len() as f64,
                secs,
                moves: 0.0,
                disagreement,
            },
        ));
    }
    for (size, games, finals) in sizes {
        let games: Vec<E::Game> = games
            .iter()
            .filter_map(|g| E::replay(size, g).ok())
            .collect();
        let disagreement = (games.len() != finals.len()
            || games.iter().zip(finals).any(|(g, f)| E::area(g) != f.2))
        .then(|| "area counts differ".to_string());
        let secs = time(reps, || {
            let t0 = Instant::now();
            for g in &games {
                black_box(E::area(g));
            }
            t0.elapsed().as_secs_f64()
        });
        t.push((
            format!("area{size}"),
            Timing {
                ops: games.len() as f64,
                secs,
                moves: 0.0,
                disagreement,
            },
        ));
    }
    let mut out = String::new();
    write_engine(&mut out, E::NAME, &t);
    out
}

fn run(w: &Workload, quick: bool, reps: usize) -> String {
    let expected = Expected::of(w);
    [
        measure::<Tengen>(w, &expected, quick, reps),
        measure::<Goban>(w, &expected, quick, reps),
    ]
    .iter()
    .fold(String::from("{"), |mut out, e| {
        if out.len() > 1 {
            out.push(',');
        }
        out.push_str(e);
        out
    }) + "}"
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
