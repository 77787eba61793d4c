//! The solver natively on the development sets (tests/solve/*.txt), each problem as
//! bench/tsumego.mjs's timed pass asks it (the result and the best move, no first
//! moves): result, nodes and milliseconds per problem, and the median.
//!
//!   cargo run --release --example solve_bench -- [set] [substring...] [--ms N] [--nodes N]

use tengen::solve::{self, Goal, Options};
use tengen::{Color, Game, Handicap, Preset, Rules};

struct Problem {
    name: String,
    size: (usize, usize),
    to_move: Color,
    target: (usize, usize),
    goal: Goal,
    rows: Vec<String>,
}

fn xy(s: &str) -> (usize, usize) {
    let (x, y) = s.split_once(',').unwrap();
    (x.parse().unwrap(), y.parse().unwrap())
}

fn parse(text: &str) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    let mut p: Option<Problem> = None;
    while let Some(line) = lines.next() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut words = line.split_whitespace();
        let word = words.next().unwrap();
        let rest: Vec<&str> = words.collect();
        if word == "problem" {
            p = Some(Problem {
                name: rest[0].to_string(),
                size: (0, 0),
                to_move: Color::Black,
                target: (0, 0),
                goal: Goal::Kill,
                rows: Vec::new(),
            });
            continue;
        }
        let q = p.as_mut().unwrap();
        match word {
            "size" => q.size = (rest[0].parse().unwrap(), rest[1].parse().unwrap()),
            "to-move" => {
                q.to_move = if rest[0] == "B" {
                    Color::Black
                } else {
                    Color::White
                }
            }
            "target" => q.target = xy(rest[0]),
            "goal" => {
                q.goal = if rest[0] == "kill" {
                    Goal::Kill
                } else {
                    Goal::Live
                }
            }
            "rows" => {
                for row in lines.by_ref() {
                    if row == "end" {
                        break;
                    }
                    q.rows.push(row.to_string());
                }
                out.push(p.take().unwrap());
            }
            _ => {}
        }
    }
    out
}

fn game(p: &Problem) -> Game {
    let mut g = Game::new(
        p.size.0,
        p.size.1,
        Rules::preset(Preset::Chinese),
        Handicap::None,
    )
    .unwrap();
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (y, row) in p.rows.iter().enumerate() {
        for (x, c) in row.bytes().enumerate() {
            let pt = g.board().point(x, y).unwrap();
            match c {
                b'X' => black.push(pt),
                b'O' => white.push(pt),
                _ => {}
            }
        }
    }
    g.setup(&black, &white, &[]).unwrap();
    if g.to_move() != p.to_move {
        g.set_to_move(p.to_move).unwrap();
    }
    g
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut ms = 10_000.0;
    let mut nodes = None;
    let mut set = "d180cf".to_string();
    let mut only = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--ms" => {
                ms = args[i + 1].parse().unwrap();
                i += 1;
            }
            "--nodes" => {
                nodes = Some(args[i + 1].parse().unwrap());
                i += 1;
            }
            "--set" => {
                set = args[i + 1].clone();
                i += 1;
            }
            s => only.push(s.to_string()),
        }
        i += 1;
    }
    let path = format!("{}/tests/solve/{set}.txt", env!("CARGO_MANIFEST_DIR"));
    let problems = parse(&std::fs::read_to_string(path).unwrap());
    let mut times = Vec::new();
    let (mut solved, mut total_nodes) = (0, 0u64);
    for p in &problems {
        if !only.is_empty() && !only.iter().any(|o| p.name.contains(o.as_str())) {
            continue;
        }
        let g = game(p);
        let b = g.board();
        let options = Options {
            target: Some(b.point(p.target.0, p.target.1).unwrap()),
            goal: Some(p.goal),
            time_ms: Some(ms),
            max_nodes: nodes,
            each_move: false,
            ..Options::default()
        };
        let clock = solve::native_clock();
        let t = std::time::Instant::now();
        let r = solve::solve(&g, &options, &clock);
        let el = t.elapsed().as_secs_f64() * 1000.0;
        match r {
            Ok(s) => {
                let best = s.best.map(|q| b.xy(q));
                println!(
                    "{:28} {:>6} {:?} best {:?} nodes {} ms {:.1}",
                    p.name,
                    s.result.map_or("unknown", |f| f.name()),
                    s.ko.map(|k| (k.threats_first, k.approach)),
                    best,
                    s.nodes,
                    el
                );
                total_nodes += s.nodes;
                if s.result.is_some() {
                    solved += 1;
                    times.push(el);
                }
            }
            Err(e) => println!("{:28} error {e:?}", p.name),
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let med = if times.is_empty() {
        0.0
    } else {
        times[times.len() / 2]
    };
    let sum: f64 = times.iter().sum();
    println!("solved {solved}, median {med:.1} ms, sum of solved {sum:.0} ms, nodes {total_nodes}");
}
