//! Solutions as game records, and problem records checked against proofs.
//!
//! [`proof_record`] writes a solution as a [`GameTree`]: from the problem's stones,
//! every first move with a proved result, marked correct (`TE`, "Correct: …") when
//! it reaches the best result and wrong (`BM`, "Wrong: …") when it does not; under a
//! correct move the proof that the side to move succeeds, under a wrong one the proof
//! of its refutation. A proof answers every move of the losing side, so each line of
//! the record ends where the proof's checker confirmed it: a capture, Benson's
//! unconditional life, or two passes (each leaf says which in its comment). Moves
//! that would repeat a position of the line are left out (the model forbids them);
//! a ko threat of the model is written as a pass by its player and a pass in answer
//! (the threat and its answer played elsewhere). The record's game plays under the
//! model's rules: the game's suicide rule and simple ko (the proof's model judges
//! repetition itself), so that the ko is retaken after a threat's two passes; `RU`
//! names the game's preset.
//!
//! [`check_problem`] reads a problem record's answer marks and compares each first
//! move it holds with the solver's proved result for it.

use super::position::{Leaf, Step, MASTER};
use super::proof::{Node, Proof};
use super::{Fate, Goal, KoInfo, Options, Proofs, Solution, SolveError};
use crate::board::Point;
use crate::color::Color;
use crate::game::Game;
use crate::notation::to_gtp;
use crate::sgf::{self, Property};
use crate::tree::{node_move, GameTree, TreeError};

/// The most nodes [`proof_record`] writes; the lines past it are cut (the comment of
/// the root says so).
pub const RECORD_LIMIT: usize = 50_000;

/// How good `fate` is for `prover`, the side to move, whose aim is `goal`: higher is
/// better. For the killer: dead, a ko the killer takes first, a ko where the killer
/// needs the first threat, seki, alive; the other way round for the defender, with
/// alive above seki.
pub fn rank(fate: Fate, ko: Option<KoInfo>, goal: Goal, prover: Color) -> u8 {
    let takes_ko_first = ko.is_some_and(|k| k.threats_first != prover);
    let kill = match fate {
        Fate::Dead => 4,
        Fate::Ko if takes_ko_first => 3,
        Fate::Ko => 2,
        Fate::Seki => 1,
        Fate::Alive => 0,
    };
    match goal {
        Goal::Kill => kill,
        // For the defender: the killer's ranks turned over (a ko the defender takes
        // first is one the killer needs the first threat in).
        Goal::Live => 4 - kill,
    }
}

/// The proofs of the plain and the ko-master models (not the approach probes).
fn models(proofs: &[Proof]) -> impl Iterator<Item = &Proof> {
    proofs.iter().filter(|p| {
        let [b, w] = p.threats;
        (b == 0 || b == MASTER) && (w == 0 || w == MASTER) && (b == 0 || w == 0)
    })
}

/// The proof to show of `prover`'s success: the last (strongest) model it wins.
pub fn success(proofs: &[Proof], prover: Color) -> Option<&Proof> {
    models(proofs).filter(|p| p.winner == prover).last()
}

/// The proof to show of the opponent's refutation: the last model `prover` loses.
pub fn refutation(proofs: &[Proof], prover: Color) -> Option<&Proof> {
    models(proofs).filter(|p| p.winner != prover).last()
}

/// The first move of a proof (the winner's, when the winner moves first).
fn first_step(p: &Proof) -> Option<Step> {
    match &p.root.children[..] {
        [(s, _)] if p.root.leaf.is_none() => Some(*s),
        _ => None,
    }
}

/// A point as a player reads it (`C3`), or "pass".
fn point_name(game: &Game, p: Option<Point>) -> String {
    let b = game.board();
    p.and_then(|p| {
        let (x, y) = b.xy(p);
        to_gtp(x, y, b.height())
    })
    .unwrap_or_else(|| "pass".into())
}

fn sgf_point(game: &Game, p: Point) -> String {
    let (x, y) = game.board().xy(p);
    crate::notation::to_sgf(x, y).unwrap_or_default()
}

fn color_id(c: Color) -> &'static str {
    match c {
        Color::Black => "B",
        Color::White => "W",
    }
}

fn capitalized(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}

/// The result in words: "dead", "ko (White needs the first threat)", …
pub fn result_text(fate: Fate, ko: Option<KoInfo>) -> String {
    match (fate, ko) {
        (Fate::Ko, Some(k)) => {
            let approach = match k.approach {
                Some(0) => ", a direct ko".to_string(),
                Some(n) => [", ", &n.to_string(), " approach moves"].concat(),
                None => String::new(),
            };
            [
                "ko (",
                capitalized(k.threats_first),
                " needs the first threat",
                &approach,
                ")",
            ]
            .concat()
        }
        _ => fate.name().into(),
    }
}

fn prop(id: &str, value: String) -> Property {
    Property {
        id: id.into(),
        values: vec![value],
    }
}

/// Writes proofs into an SGF tree.
struct Writer<'a> {
    sgf: sgf::Tree,
    game: &'a Game,
    left: usize,
    cut: bool,
}

impl Writer<'_> {
    fn add(&mut self, parent: usize, props: Vec<Property>) -> Option<usize> {
        if self.left == 0 {
            self.cut = true;
            return None;
        }
        self.left -= 1;
        Some(self.sgf.add_child(parent, props))
    }

    fn leaf_comment(leaf: Leaf) -> &'static str {
        match leaf {
            Leaf::Captured => "The target is captured.",
            Leaf::Benson => "The target is unconditionally alive (Benson's test).",
            Leaf::Passes => "Both pass: the target stays on the board.",
            Leaf::NoLife => "Both pass without unconditional life.",
            Leaf::Repetition => "A repetition.",
        }
    }

    /// Writes the moves under proof node `node` (with `to_move` to play) below SGF
    /// node `at`.
    fn expand(&mut self, at: usize, node: &Node, to_move: Color) {
        for (step, child) in &node.children {
            if child.leaf == Some(Leaf::Repetition) {
                continue;
            }
            let id = color_id(to_move);
            let (last, next) = match step {
                Step::Play(p) => {
                    let Some(i) = self.add(at, vec![prop(id, sgf_point(self.game, *p))]) else {
                        return;
                    };
                    (i, to_move.opponent())
                }
                Step::Pass => {
                    let Some(i) = self.add(at, vec![prop(id, String::new())]) else {
                        return;
                    };
                    (i, to_move.opponent())
                }
                Step::Threat => {
                    let threat = vec![
                        prop(id, String::new()),
                        prop("C", "A ko threat elsewhere.".into()),
                    ];
                    let Some(i) = self.add(at, threat) else {
                        return;
                    };
                    let answer = vec![
                        prop(color_id(to_move.opponent()), String::new()),
                        prop("C", "The threat answered.".into()),
                    ];
                    let Some(j) = self.add(i, answer) else {
                        return;
                    };
                    (j, to_move)
                }
            };
            if let Some(leaf) = child.leaf {
                self.sgf
                    .node_mut(last)
                    .set("C", vec![Self::leaf_comment(leaf).into()]);
            }
            self.expand(last, child, next);
        }
    }
}

/// `solution` and its `proofs` (from [`super::solve_with_proofs`] on `game`) as a
/// game record (see the module docs).
pub fn proof_record(
    game: &Game,
    solution: &Solution,
    proofs: &Proofs,
) -> Result<GameTree, TreeError> {
    let b = game.board();
    let prover = game.to_move();
    let problem = &solution.problem;
    let mut sgf = sgf::Tree::new();
    {
        let root = sgf.root_mut();
        let (w, h) = (b.width(), b.height());
        let size = if w == h {
            w.to_string()
        } else {
            [w.to_string(), ":".into(), h.to_string()].concat()
        };
        root.set("SZ", vec![size]);
        for (id, c) in [("AB", Color::Black), ("AW", Color::White)] {
            let stones: Vec<String> = (b.points())
                .filter(|&p| b.color(p) == Some(c))
                .map(|p| sgf_point(game, p))
                .collect();
            root.set(id, stones);
        }
        root.set("PL", vec![color_id(prover).into()]);
    }
    let mut w = Writer {
        sgf,
        game,
        left: RECORD_LIMIT,
        cut: false,
    };
    let goal = problem.goal;
    let aim = [
        capitalized(prover),
        " to ",
        goal.name(),
        " the ",
        problem.defender.name(),
        " stones at ",
        &point_name(game, Some(problem.target)),
    ]
    .concat();
    let mut summary = match solution.result {
        None => [&aim, ": not proved within the budget."].concat(),
        Some(fate) => {
            let best = rank(fate, solution.ko, goal, prover);
            let mut correct = Vec::new();
            let mut wrong = Vec::new();
            for (m, (_, mp)) in solution.moves.iter().zip(&proofs.moves) {
                let Some(r) = m.result else { continue };
                let shown = (rank(r, m.ko, goal, prover) == best)
                    .then(|| success(mp, prover))
                    .flatten();
                match shown {
                    Some(p) => correct.push((m, p)),
                    None => {
                        if let Some(p) = refutation(mp, prover) {
                            wrong.push((m, p));
                        }
                    }
                }
            }
            for (ok, list) in [(true, &correct), (false, &wrong)] {
                for (m, p) in list {
                    let text = [
                        if ok { "Correct: " } else { "Wrong: " },
                        &result_text(m.result.unwrap_or(fate), m.ko),
                        ".",
                    ]
                    .concat();
                    let mark = if ok { "TE" } else { "BM" };
                    let value = m.point.map_or(String::new(), |q| sgf_point(game, q));
                    let props = vec![
                        prop(color_id(prover), value),
                        prop(mark, "1".into()),
                        prop("C", text),
                    ];
                    let Some(i) = w.add(0, props) else { break };
                    w.expand(i, &p.root, prover.opponent());
                }
            }
            let best_text = match solution.best {
                Some(p) => [" Best: ", &point_name(game, Some(p)), "."].concat(),
                None => String::new(),
            };
            [
                &aim,
                ": ",
                &result_text(fate, solution.ko),
                " (proved).",
                &best_text,
            ]
            .concat()
        }
    };
    if w.cut {
        summary.push_str(" The record is cut at its node limit.");
    }
    w.sgf.root_mut().set("C", vec![summary]);
    // The model's rules: the game's suicide rule and simple ko, the model judging
    // repetition itself (a threat's two passes let the ko be retaken).
    let rules = crate::rules::Rules {
        ko: crate::rules::KoRule::Simple,
        ..*game.rules()
    };
    GameTree::with_rules(w.sgf, rules)
}

/// What [`check_problem`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// A branch marked correct that a proof refutes.
    CorrectRefuted,
    /// A branch marked wrong that reaches the best result.
    WrongWorks,
    /// A wrong first move in the region that the record does not answer.
    NoRefutation,
    /// The record marks no branch correct: the proof's result.
    NoResult,
    /// A result the budget did not prove (or a move outside the solved region).
    Unknown,
}

impl FindingKind {
    /// `"correct-refuted"`, `"wrong-works"`, `"no-refutation"`, `"no-result"`,
    /// `"unknown"`.
    pub const fn name(self) -> &'static str {
        match self {
            FindingKind::CorrectRefuted => "correct-refuted",
            FindingKind::WrongWorks => "wrong-works",
            FindingKind::NoRefutation => "no-refutation",
            FindingKind::NoResult => "no-result",
            FindingKind::Unknown => "unknown",
        }
    }
}

/// One finding of [`check_problem`].
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// What it is.
    pub kind: FindingKind,
    /// The record's branch (its child index at the root), if it has one.
    pub branch: Option<usize>,
    /// The first move: `Some(None)` for a pass, `None` for the problem as a whole.
    pub point: Option<Option<Point>>,
    /// The proved result of the move (of the problem, for `NoResult`).
    pub result: Option<Fate>,
    /// Its ko details.
    pub ko: Option<KoInfo>,
    /// The answer that refutes the move (`Some(None)`: a pass), or for `NoResult`
    /// the best first move.
    pub reply: Option<Option<Point>>,
    /// In words.
    pub message: String,
}

/// How a record marks a node for the problem's solver: `Some(true)` correct,
/// `Some(false)` wrong. Comments saying "RIGHT" or "Correct" (goproblems.com and
/// most sites), "Wrong" or "Incorrect"; `TE` (good move) and `BM` (bad move), for
/// the node's mover; `GB` and `GW` (good for Black, for White).
fn mark(node: &sgf::Node, mover: Option<Color>, solver: Color) -> Option<bool> {
    if let Some(c) = node.get("C") {
        let lower = c.to_lowercase();
        let word = |w: &str| {
            lower.match_indices(w).any(|(i, _)| {
                let before = lower[..i].chars().next_back();
                let after = lower[i + w.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric)
                    && !after.is_some_and(char::is_alphanumeric)
            })
        };
        if word("wrong") || word("incorrect") || word("failure") {
            return Some(false);
        }
        if word("right") || word("correct") {
            return Some(true);
        }
    }
    for (id, good) in [("TE", true), ("BM", false)] {
        if let (Some(_), Some(m)) = (node.prop(id), mover) {
            return Some(good == (m == solver));
        }
    }
    for (id, c) in [("GB", Color::Black), ("GW", Color::White)] {
        if node.prop(id).is_some() {
            return Some(c == solver);
        }
    }
    None
}

/// A first move's branch as the record marks it: its own node's mark first, then
/// correct if any node below is marked correct, wrong if one is marked wrong.
fn branch_mark(tree: &sgf::Tree, at: usize, solver: Color, w: usize, h: usize) -> Option<bool> {
    let mover = |i: usize| node_move(tree.node(i), w, h).map(|m| m.0);
    if let Some(m) = mark(tree.node(at), mover(at), solver) {
        return Some(m);
    }
    let mut stack: Vec<usize> = tree.node(at).children.clone();
    let mut wrong = false;
    while let Some(i) = stack.pop() {
        match mark(tree.node(i), mover(i), solver) {
            Some(true) => return Some(true),
            Some(false) => wrong = true,
            None => {}
        }
        stack.extend_from_slice(&tree.node(i).children);
    }
    wrong.then_some(false)
}

/// The position at the root of `tree`.
pub fn root_game(tree: &GameTree) -> Game {
    let mut t = tree.clone();
    t.first();
    t.game().clone()
}

/// Checks the problem `tree` records (at its root, for the side to move there)
/// against the solver's proofs: every branch marked correct that a proof refutes,
/// every branch marked wrong that reaches the best result, every wrong first move in
/// the region with no refutation in the record (no branch, or a branch without an
/// answer), and the proved result when the record marks no branch correct. A result
/// the budget does not prove is reported `Unknown`, never guessed.
pub fn check_problem(
    tree: &GameTree,
    options: &Options,
    clock: &dyn Fn() -> f64,
) -> Result<Vec<Finding>, SolveError> {
    let game = root_game(tree);
    let mut options = options.clone();
    options.each_move = true;
    let (s, proofs) = super::solve_with_proofs(&game, &options, clock)?;
    let prover = game.to_move();
    let goal = s.problem.goal;
    let sgf = tree.sgf();
    let (w, h) = (tree.info().width, tree.info().height);
    let b = game.board();
    let mut out = Vec::new();
    let Some(fate) = s.result else {
        out.push(Finding {
            kind: FindingKind::Unknown,
            branch: None,
            point: None,
            result: None,
            ko: None,
            reply: None,
            message: "the problem's result was not proved within the budget".into(),
        });
        return Ok(out);
    };
    let best = rank(fate, s.ko, goal, prover);
    // The record's first moves by the side to move: (branch, point, mark, answered).
    let mut branches = Vec::new();
    for (k, &c) in sgf.root().children.iter().enumerate() {
        let Some((color, at)) = node_move(sgf.node(c), w, h) else {
            continue;
        };
        if color != prover {
            continue;
        }
        let point = match at {
            Some((x, y)) => match b.point(x, y) {
                Some(p) => Some(p),
                None => continue,
            },
            None => None,
        };
        let answered = !sgf.node(c).children.is_empty();
        branches.push((k, point, branch_mark(sgf, c, prover, w, h), answered));
    }
    let name = |p: Option<Point>| point_name(&game, p);
    let reply_of = |p: Option<&Proof>| -> Option<Option<Point>> {
        match p.and_then(first_step) {
            Some(Step::Play(q)) => Some(Some(q)),
            Some(Step::Pass) => Some(None),
            _ => None,
        }
    };
    let replied = |reply: Option<Option<Point>>| match reply {
        Some(r) => [" (answered at ", &name(r), ")"].concat(),
        None => String::new(),
    };
    // A marked branch whose first move has no proved result.
    let unknown = |k, point, why: &str| Finding {
        kind: FindingKind::Unknown,
        branch: Some(k),
        point: Some(point),
        result: None,
        ko: None,
        reply: None,
        message: [&name(point), why].concat(),
    };
    for &(k, point, marked, _) in &branches {
        let Some(i) = s.moves.iter().position(|m| m.point == point) else {
            if marked.is_some() {
                out.push(unknown(
                    k,
                    point,
                    " is not a legal move in the solved region",
                ));
            }
            continue;
        };
        let m = &s.moves[i];
        let mp = &proofs.moves[i].1;
        let Some(r) = m.result else {
            if marked.is_some() {
                out.push(unknown(
                    k,
                    point,
                    "'s result was not proved within the budget",
                ));
            }
            continue;
        };
        let works = rank(r, m.ko, goal, prover) == best && success(mp, prover).is_some();
        let text = result_text(r, m.ko);
        if marked == Some(true) && !works {
            let reply = reply_of(refutation(mp, prover));
            out.push(Finding {
                kind: FindingKind::CorrectRefuted,
                branch: Some(k),
                point: Some(point),
                result: Some(r),
                ko: m.ko,
                reply,
                message: [
                    &name(point),
                    " is marked correct, but it leads to ",
                    &text,
                    &replied(reply),
                    "; the best is ",
                    &result_text(fate, s.ko),
                ]
                .concat(),
            });
        } else if marked == Some(false) && works {
            out.push(Finding {
                kind: FindingKind::WrongWorks,
                branch: Some(k),
                point: Some(point),
                result: Some(r),
                ko: m.ko,
                reply: None,
                message: [
                    &name(point),
                    " is marked wrong, but it reaches the best result, ",
                    &text,
                ]
                .concat(),
            });
        }
    }
    for (i, m) in s.moves.iter().enumerate() {
        let (Some(r), Some(p)) = (m.result, m.point) else {
            continue;
        };
        let mp = &proofs.moves[i].1;
        if rank(r, m.ko, goal, prover) == best && success(mp, prover).is_some() {
            continue;
        }
        let branch = branches.iter().find(|b| b.1 == Some(p));
        match branch {
            Some(&(_, _, Some(true), _)) | Some(&(_, _, _, true)) => continue,
            _ => {}
        }
        let reply = reply_of(refutation(mp, prover));
        out.push(Finding {
            kind: FindingKind::NoRefutation,
            branch: branch.map(|b| b.0),
            point: Some(Some(p)),
            result: Some(r),
            ko: m.ko,
            reply,
            message: [
                &name(Some(p)),
                " leads to ",
                &result_text(r, m.ko),
                &replied(reply),
                ", and the record has no answer to it",
            ]
            .concat(),
        });
    }
    if !branches.iter().any(|b| b.2 == Some(true)) {
        out.push(Finding {
            kind: FindingKind::NoResult,
            branch: None,
            point: None,
            result: Some(fate),
            ko: s.ko,
            reply: Some(s.best),
            message: [
                "the record marks no branch correct; proved: ",
                &result_text(fate, s.ko),
                match s.best {
                    Some(_) => ", best first move ",
                    None => ", with no move needed",
                },
                &s.best.map(|p| name(Some(p))).unwrap_or_default(),
            ]
            .concat(),
        });
    }
    Ok(out)
}
