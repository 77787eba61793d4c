//! The solver on issue 31's development sets (tests/solve/*.txt, each naming its
//! source): no wrong proof. Every proof the solver gives is replayed again by the
//! checker here; the best move's own result is the problem's; and no proved result
//! contradicts the set's answer (its expected outcome, its key's first moves).
//!
//! `fixed_subset` runs a fixed list of problems within a node budget (a few seconds);
//! `every_problem` (ignored: `cargo test --test solve_sets -- --ignored --nocapture`)
//! runs every problem of every set and prints what it finds.

use tengen::solve::{self, proof, Fate, Goal, Options, Solution, SolveError};
use tengen::{Color, Game, Handicap, Preset, Rules};

/// A problem of a set file (the format is described in bench/tsumego/sets.mjs).
struct Problem {
    name: String,
    size: (usize, usize),
    to_move: Color,
    target: (usize, usize),
    goal: Goal,
    key: Vec<(usize, usize)>,
    expect: String,
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
                key: Vec::new(),
                expect: String::new(),
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
            "key" if rest[0] != "-" => q.key = rest.iter().map(|v| xy(v)).collect(),
            "key" => {}
            "expect" => q.expect = rest.join(" "),
            "rows" => {
                for row in lines.by_ref() {
                    if row == "end" {
                        break;
                    }
                    q.rows.push(row.to_string());
                }
                out.push(p.take().unwrap());
            }
            _ => panic!("unknown line {line}"),
        }
    }
    out
}

fn set(name: &str) -> Vec<Problem> {
    let path = format!("{}/tests/solve/{name}.txt", env!("CARGO_MANIFEST_DIR"));
    parse(&std::fs::read_to_string(path).unwrap())
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

/// Whether a result is the side to move's outright success, outright failure, or a
/// ko (`None`).
fn outright(goal: Goal, fate: Fate) -> Option<bool> {
    match (goal, fate) {
        (_, Fate::Ko) => None,
        (Goal::Kill, f) => Some(f == Fate::Dead),
        (Goal::Live, f) => Some(f != Fate::Dead),
    }
}

/// What one problem gave.
enum Outcome {
    /// The solver cannot pose it (a region too large: an open problem).
    NotPosed,
    /// Not proved within the budget.
    Unknown,
    /// Proved; with the disagreements found (empty: none).
    Proved(Solution, Vec<String>),
}

fn run(p: &Problem, max_nodes: u64) -> Outcome {
    let g = game(p);
    let b = g.board();
    let pt = |(x, y): (usize, usize)| b.point(x, y).unwrap();
    let options = Options {
        target: Some(pt(p.target)),
        goal: Some(p.goal),
        max_nodes: Some(max_nodes),
        ..Options::default()
    };
    let clock = solve::native_clock();
    let (s, proofs) = match solve::solve_with_proofs(&g, &options, &clock) {
        Ok(r) => r,
        Err(SolveError::RegionSize) => return Outcome::NotPosed,
        Err(e) => panic!("{}: {e:?}", p.name),
    };
    // Every proof replayed again, independently of the solve that made it, on the
    // position it was made on (an open problem's framed one).
    let framed = solve::posed(&g, &options).unwrap();
    assert_eq!(framed.is_some(), s.framed, "{}", p.name);
    let on = framed.as_ref().unwrap_or(&g);
    for q in proofs
        .root
        .iter()
        .chain(proofs.moves.iter().flat_map(|(_, v)| v))
    {
        if let Err(e) = proof::check(on, q) {
            panic!("{}: a proof the checker refuses: {e:?}", p.name);
        }
    }
    let Some(fate) = s.result else {
        return Outcome::Unknown;
    };
    let mut notes = Vec::new();
    // The best move's own result is the problem's.
    if let Some(best) = s.best {
        let m = s.moves.iter().find(|m| m.point == Some(best)).unwrap();
        if m.result.is_some() && (m.result != Some(fate) || m.ko != s.ko) {
            notes.push(format!(
                "best {:?} gives {:?} {:?}, the problem {fate:?} {:?}",
                b.xy(best),
                m.result,
                m.ko,
                s.ko
            ));
        }
    }
    // Against the set: an outright result the other way is a contradiction (a ko is
    // not: the sets count a ko won with threats as a success, or say nothing of it).
    let expect_win = matches!(p.expect.as_str(), "win" | "gnugo 1");
    let expect_lose = matches!(p.expect.as_str(), "lose" | "gnugo 0");
    match outright(p.goal, fate) {
        Some(false) if expect_win => notes.push(format!(
            "proved {fate:?}, the set: the side to move succeeds"
        )),
        Some(true) if expect_lose => {
            notes.push(format!("proved {fate:?}, the set: the side to move fails"))
        }
        _ => {}
    }
    for &k in &p.key {
        let m = s.moves.iter().find(|m| m.point == Some(pt(k)));
        match m.map(|m| (m.result, m.ko)) {
            None => notes.push(format!("key move {k:?} is not a legal move of the region")),
            Some((Some(r), ko)) if outright(p.goal, r) == Some(false) => {
                notes.push(format!("key move {k:?} proved {r:?} {ko:?}"))
            }
            _ => {}
        }
    }
    Outcome::Proved(s, notes)
}

/// Problems proved within 200,000 nodes a solve in the test profile, from each set.
const FIXED: &[(&str, &[&str])] = &[
    (
        "tinytsumego2",
        &[
            "tinytsumego2/Straight_Three",
            "tinytsumego2/Straight_Three_Defense",
            "tinytsumego2/Straight_Two",
            "tinytsumego2/Straight_Four",
            "tinytsumego2/Hat_Four",
            "tinytsumego2/Hat_Four_Defense",
            "tinytsumego2/Bulky_Five",
            "tinytsumego2/Rabbity_Six_Defense",
            "tinytsumego2/Rabbity_Six_Attack",
        ],
    ),
    (
        "d180cf",
        &[
            "d180cf/cc1/891",
            // A stone in atari whose one liberty is walled in: the pocket.
            "d180cf/cc1/893",
            "d180cf/cc1/894",
            "d180cf/cc1/897",
            "d180cf/cc1/899",
            "d180cf/gop/7224",
            "d180cf/gop/8755",
            "d180cf/gop/10945",
            // The position after two passes shared its table key with the one after
            // a single pass: the end stored for the one overwrote the other, and the
            // proof tree could not be built (unknown).
            "d180cf/gop/7260",
            // Black stones in atari whose liberty lies beside another white chain:
            // White's capture there was out of the region, and a move that fails
            // was proved to kill.
            "d180cf/gop/20712",
        ],
    ),
    (
        // Open problems from full-board games, closed by the automatic frame (at
        // 20,000 nodes: the root's result is proved, some first moves are not): the
        // proved best move is one of GNU Go's answers.
        "gnugo",
        &[
            "gnugo/ld_owl:10d_(games/life_and_death/ld3.sgf,_dragon_status_S18:_critical_T15_(T15|S14|T14))",
            "gnugo/ld_owl:15d_(games/life_and_death/ld4.sgf,_dragon_status_S2:_critical_T5_(S5|T6|T5))",
            "gnugo/ld_owl:67d_(games/life_and_death/ld18.sgf,_dragon_status_C9:_critical_A9_A7)",
            "gnugo/ld_owl:172_(games/life_and_death/tripod4.sgf,_owl_defend_C3:_1_(C1|A2))",
            "gnugo/ld_owl:327_(games/life_and_death/mixed4.sgf,_owl_attack_L12:_1_M13)",
        ],
    ),
];

#[test]
fn fixed_subset() {
    for (name, list) in FIXED {
        let problems = set(name);
        for want in *list {
            let p = problems.iter().find(|p| p.name == *want).unwrap();
            let open = *name == "gnugo";
            match run(p, if open { 20_000 } else { 200_000 }) {
                Outcome::Proved(s, notes) => {
                    assert!(notes.is_empty(), "{}: {notes:?}", p.name);
                    if open {
                        assert!(s.framed, "{}: open, so framed", p.name);
                        let best = s.best.map(|b| g_xy(p, b));
                        assert!(
                            best.is_some_and(|b| p.key.contains(&b)),
                            "{}: best {best:?}, GNU Go's key {:?}",
                            p.name,
                            p.key
                        );
                    } else {
                        assert!(!s.framed, "{}: enclosed, so not framed", p.name);
                    }
                }
                Outcome::Unknown => panic!("{}: not proved within the budget", p.name),
                Outcome::NotPosed => panic!("{}: not posed", p.name),
            }
        }
    }
}

/// The coordinates of a point of `p`'s board.
fn g_xy(p: &Problem, pt: tengen::Point) -> (usize, usize) {
    game(p).board().xy(pt)
}

#[test]
#[ignore]
fn every_problem() {
    let budget: u64 = std::env::var("SOLVE_NODES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200_000);
    let only = std::env::var("SOLVE_ONLY").unwrap_or_default();
    for name in ["tinytsumego2", "d180cf", "gnugo"] {
        let (mut proved, mut unknown, mut not_posed, mut flagged) = (0, 0, 0, 0);
        for p in set(name).iter().filter(|p| p.name.contains(&only)) {
            let t = std::time::Instant::now();
            match run(p, budget) {
                Outcome::Proved(s, notes) => {
                    proved += 1;
                    let g = game(p);
                    let keys: Vec<String> = p
                        .key
                        .iter()
                        .map(|&(x, y)| {
                            let m = s.moves.iter().find(|m| m.point == g.board().point(x, y));
                            format!("{x},{y}:{:?}", m.and_then(|m| m.result))
                        })
                        .collect();
                    println!(
                        "{}{} {:?} {:?} key [{}] {} nodes {:.0} ms{}",
                        p.name,
                        if s.framed { " (framed)" } else { "" },
                        s.result.unwrap(),
                        s.best.map(|b| g_xy(p, b)),
                        keys.join(" "),
                        s.nodes,
                        t.elapsed().as_secs_f64() * 1000.0,
                        if notes.is_empty() {
                            String::new()
                        } else {
                            format!("\n  {}", notes.join("\n  "))
                        }
                    );
                    if !notes.is_empty() {
                        flagged += 1;
                    }
                }
                Outcome::Unknown => {
                    unknown += 1;
                    println!(
                        "{} unknown {:.0} ms",
                        p.name,
                        t.elapsed().as_secs_f64() * 1000.0
                    );
                }
                Outcome::NotPosed => not_posed += 1,
            }
        }
        println!("== {name}: {proved} proved ({flagged} with disagreements), {unknown} unknown, {not_posed} not posed (region over 64 points)");
    }
}
