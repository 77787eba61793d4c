//! Life and death proved: a tsumego solver.
//!
//! [`solve`] reads whether the target chain lives or dies with the side to move
//! playing first, and what each first move in the region leads to. Every result it
//! gives is proved: a df-pn search ([`search`]) over a model of the local fight
//! ([`position`]) finds it, a proof tree is built on its own lines and replayed by
//! an independent checker ([`proof`]); anything the budget does not cover is
//! unknown, never a guess.
//!
//! Results, for the target: `Dead` (captured, even when the defender is ko master),
//! `Alive` (not captured, and it reaches unconditional life by Benson's test, even
//! when the attacker is ko master), `Seki` (it cannot be captured, but cannot reach
//! unconditional life either), `Ko` (who wins depends on ko threats: the side that
//! must find the first threat is named, and whether it needs approach moves). A ko
//! master holds [`position::MASTER`] threats; the model is in docs/rules.md
//! ("Proving life and death").
//!
//! The problem: the target (a stone of the chain in question) and the goal (kill or
//! live, for the side to move) are given or inferred ([`Problem::new`]); the region is
//! given, or the empty points enclosed with the target by the other colour's wall.

pub mod brute;
pub mod frame;
pub mod position;
pub mod proof;
pub mod record;
pub mod search;

use crate::board::{Point, EMPTY};
use crate::color::Color;
use crate::game::Game;
use crate::life::Benson;
use crate::rules::KoRule;
use position::{Mode, Pos, Step, MASTER};
use proof::Proof;
use search::{Budget, Searcher};

/// The side to move's aim.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Capture the target.
    Kill,
    /// Keep the target on the board.
    Live,
}

impl Goal {
    /// `"kill"` or `"live"`.
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Kill => "kill",
            Goal::Live => "live",
        }
    }
}

/// What becomes of the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Unconditionally alive, whoever holds the ko threats.
    Alive,
    /// Captured, whoever holds the ko threats.
    Dead,
    /// Never captured, never unconditionally alive.
    Seki,
    /// Decided by ko threats: see [`KoInfo`].
    Ko,
}

impl Fate {
    /// `"alive"`, `"dead"`, `"seki"` or `"ko"`.
    pub const fn name(self) -> &'static str {
        match self {
            Fate::Alive => "alive",
            Fate::Dead => "dead",
            Fate::Seki => "seki",
            Fate::Ko => "ko",
        }
    }
}

/// A ko result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KoInfo {
    /// The player who must find the first ko threat (the other takes the ko first).
    pub threats_first: Color,
    /// Approach moves that player needs besides (0: a direct ko); `None` if not
    /// proved within the budget.
    pub approach: Option<u32>,
}

/// What to solve and within which budget. Every field may be left out.
#[derive(Clone, Debug)]
pub struct Options {
    /// A stone of the target chain; inferred if `None`.
    pub target: Option<Point>,
    /// The side to move's aim; inferred from the target's colour if `None`.
    pub goal: Option<Goal>,
    /// The points where stones may be played; if `None`, the empty points enclosed
    /// with the target (see [`Problem::new`]).
    pub region: Option<Vec<Point>>,
    /// Time for the whole solve, in milliseconds.
    pub time_ms: Option<f64>,
    /// Search nodes for the whole solve.
    pub max_nodes: Option<u64>,
    /// The transposition table's size in bytes (64 MB by default).
    pub table_bytes: usize,
    /// Read each first move's result too (`Solution::moves`).
    pub each_move: bool,
    /// Close the position by a frame first ([`frame::framed`]): `Some(true)` always,
    /// `Some(false)` never, `None` (the default) when no region is given and the
    /// target's enclosure is too large to prove (an open corner or side problem).
    pub frame: Option<bool>,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            target: None,
            goal: None,
            region: None,
            time_ms: None,
            max_nodes: None,
            table_bytes: 64 << 20,
            each_move: true,
            frame: None,
        }
    }
}

/// Why a problem cannot be solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The game is over.
    GameOver,
    /// The target point holds no stone.
    NoStone,
    /// No target was given and none could be inferred.
    NoTarget,
    /// The goal does not fit the target: killing one's own stones, or saving the
    /// opponent's.
    GoalMismatch,
    /// A point of the region is off the board.
    RegionOffBoard,
    /// The region has no empty point, or more than [`MAX_REGION`].
    RegionSize,
    /// A budget or the table size is not a positive number.
    Budget,
}

impl SolveError {
    /// A sentence saying what is wrong.
    pub const fn message(self) -> &'static str {
        match self {
            SolveError::GameOver => "the game is over",
            SolveError::NoStone => "the target point holds no stone",
            SolveError::NoTarget => "no target chain could be found: give target",
            SolveError::GoalMismatch => {
                "the goal does not fit the target: the side to move lives with its own stones and kills the opponent's"
            }
            SolveError::RegionOffBoard => "a point of the region is off the board",
            SolveError::RegionSize => {
                "the region must hold between 1 and 64 empty points: give region"
            }
            SolveError::Budget => "timeMs, maxNodes and the table size must be positive numbers",
        }
    }
}

/// The most empty points a region may hold.
pub const MAX_REGION: usize = 64;

/// A problem made definite: the target, the defender, the goal and the region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// A stone of the target chain.
    pub target: Point,
    /// The target's colour.
    pub defender: Color,
    /// The side to move's aim.
    pub goal: Goal,
    /// The points where stones may be played, in point order.
    pub region: Vec<Point>,
}

impl Problem {
    /// The problem `options` describe on `game`'s position. Without a target, the
    /// chain whose enclosure (the empty points and stones of its colour reached from
    /// it without crossing the other colour) is smallest, of the colour the goal
    /// points to (either without a goal), and not unconditionally alive. Without a
    /// region: that enclosure's empty points and stones of the defender's colour, and
    /// the attacker's chains inside it (all of whose neighbours lie in it).
    pub fn new(game: &Game, options: &Options) -> Result<Problem, SolveError> {
        let b = game.board();
        let to_move = game.to_move();
        let target = match options.target {
            Some(t) => {
                if b.color(t).is_none() {
                    return Err(SolveError::NoStone);
                }
                t
            }
            None => infer_target(game, options.goal)?,
        };
        let defender = b.color(target).ok_or(SolveError::NoStone)?;
        let goal = match options.goal {
            Some(g) => g,
            None if defender == to_move => Goal::Live,
            None => Goal::Kill,
        };
        if (goal == Goal::Live) != (defender == to_move) {
            return Err(SolveError::GoalMismatch);
        }
        let mut region = match &options.region {
            Some(points) => {
                let mut r = Vec::with_capacity(points.len());
                for &p in points {
                    if p >= b.padded_len() || b.cell(p) == crate::board::BORDER {
                        return Err(SolveError::RegionOffBoard);
                    }
                    r.push(p);
                }
                r.extend(b.chain_stones(target));
                r
            }
            None => enclosure(game, target),
        };
        close_region(game, &mut region);
        crate::board::sort_points(&mut region);
        region.dedup();
        let empty = region.iter().filter(|&&p| b.cell(p) == EMPTY).count();
        if empty == 0 || empty > MAX_REGION {
            return Err(SolveError::RegionSize);
        }
        Ok(Problem {
            target,
            defender,
            goal,
            region,
        })
    }
}

/// Adds to `region` the stones of every chain that moves in it can capture: a chain
/// all of whose liberties are points of the region (counting the points of chains
/// already added, which a capture frees), so that the points a capture frees are
/// points where stones may be played. A chain with a liberty outside the region can
/// never be captured, since no stone is played there.
fn close_region(game: &Game, region: &mut Vec<Point>) {
    let b = game.board();
    let mut inside = vec![false; b.padded_len()];
    for &p in region.iter() {
        inside[p] = true;
    }
    let mut seen = vec![false; b.padded_len()];
    loop {
        let mut grew = false;
        for p in b.points() {
            if b.color(p).is_none() || inside[p] || seen[p] {
                continue;
            }
            let liberties = b.liberties(p);
            if liberties.iter().all(|&l| inside[l]) {
                for s in b.chain_stones(p) {
                    inside[s] = true;
                    region.push(s);
                }
                grew = true;
            } else {
                for s in b.chain_stones(p) {
                    seen[s] = true;
                }
            }
        }
        if !grew {
            return;
        }
        // A chain refused in this pass may qualify once its neighbours are in.
        seen.fill(false);
    }
}

/// The points reached from `target` through empty points and stones of its colour,
/// with the opposing chains inside and the points where a stone captures an opposing
/// chain in atari that touches them.
fn enclosure(game: &Game, target: Point) -> Vec<Point> {
    let b = game.board();
    let own = b.color(target);
    let mut inside = vec![false; b.padded_len()];
    let mut list = vec![target];
    inside[target] = true;
    let mut i = 0;
    while i < list.len() {
        let p = list[i];
        i += 1;
        for n in b.neighbors(p) {
            let c = b.cell(n);
            if !inside[n] && (c == EMPTY || b.color(n) == own) {
                inside[n] = true;
                list.push(n);
            }
        }
    }
    // Opposing chains every neighbour of which is inside.
    let mut extra = Vec::new();
    let mut done = vec![false; b.padded_len()];
    for &p in &list {
        for n in b.neighbors(p) {
            if b.color(n).is_none() || b.color(n) == own || done[n] {
                continue;
            }
            let stones: Vec<Point> = b.chain_stones(n).collect();
            for &s in &stones {
                done[s] = true;
            }
            let enclosed = stones.iter().all(|&s| {
                b.neighbors(s)
                    .iter()
                    .all(|&m| b.cell(m) == crate::board::BORDER || inside[m] || stones.contains(&m))
            });
            if enclosed {
                extra.extend(stones);
            }
        }
    }
    list.extend(extra);
    // The liberty of an opposing chain in atari that touches the area: a stone there
    // captures it, which is part of the fight (a stone inside whose liberty is walled
    // in by its own colour, or lies beside another chain of the target's colour).
    // A wall with a liberty outside the region stays out of the fight: it is never
    // captured.
    for p in b.points() {
        if b.cell(p) != EMPTY || inside[p] {
            continue;
        }
        let captures = b.neighbors(p).iter().any(|&n| {
            b.color(n).is_some_and(|c| Some(c) != own)
                && b.liberty_count(n) == 1
                && b.chain_stones(n)
                    .any(|s| b.neighbors(s).iter().any(|&m| inside[m]))
        });
        if captures {
            list.push(p);
        }
    }
    list
}

fn infer_target(game: &Game, goal: Option<Goal>) -> Result<Point, SolveError> {
    let b = game.board();
    let benson = Benson::new(b);
    let colors: &[Color] = match goal {
        Some(Goal::Live) => &[game.to_move()],
        Some(Goal::Kill) => &[game.to_move().opponent()],
        None => &[Color::Black, Color::White],
    };
    let mut best: Option<(usize, usize, Point)> = None;
    let mut seen = vec![false; b.padded_len()];
    for p in b.points() {
        let Some(c) = b.color(p) else { continue };
        if seen[p] || !colors.contains(&c) {
            continue;
        }
        for s in b.chain_stones(p) {
            seen[s] = true;
        }
        if benson.is_alive(b, p) {
            continue;
        }
        let area = enclosure(game, p);
        let empty = area.iter().filter(|&&q| b.cell(q) == EMPTY).count();
        let size = b.chain_size(p);
        // Smallest enclosure, then largest chain.
        let better = match best {
            None => true,
            Some((e, s, _)) => empty < e || (empty == e && size > s),
        };
        if better {
            best = Some((empty, size, p));
        }
    }
    best.map(|(_, _, p)| p).ok_or(SolveError::NoTarget)
}

/// A first move and what it leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveResult {
    /// The point, or `None` for a pass.
    pub point: Option<Point>,
    /// The target's fate after it, `None` if not proved within the budget.
    pub result: Option<Fate>,
    /// For a ko, who must find the first threat and the approach moves.
    pub ko: Option<KoInfo>,
}

/// A solve's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Solution {
    /// The target's fate with the side to move playing first, `None` if not proved
    /// within the budget.
    pub result: Option<Fate>,
    /// For a ko, who must find the first threat and the approach moves.
    pub ko: Option<KoInfo>,
    /// The problem solved.
    pub problem: Problem,
    /// The side to move's best first move: `None` if no move is needed (passing
    /// does as well) or none helps, or the result is unknown.
    pub best: Option<Point>,
    /// Each first move in the region (and the pass, `point: None`) with its result.
    pub moves: Vec<MoveResult>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Time taken, in milliseconds.
    pub ms: f64,
    /// The position was closed by a frame ([`Options::frame`]): the solution is the
    /// framed position's ([`posed`] gives it).
    pub framed: bool,
}

/// The proofs behind a solution: the root result's, and each first move's.
#[derive(Clone, Debug, Default)]
pub struct Proofs {
    /// The proofs of the root result, each a model (ko threats, mode) in which it
    /// holds.
    pub root: Vec<Proof>,
    /// For each first move, the proofs of its result.
    pub moves: Vec<(Option<Point>, Vec<Proof>)>,
}

/// A monotonic clock in milliseconds for native code (the wasm façade passes the
/// page's).
#[cfg(not(target_arch = "wasm32"))]
pub fn native_clock() -> impl Fn() -> f64 {
    let start = std::time::Instant::now();
    move || start.elapsed().as_secs_f64() * 1000.0
}

/// Solves the problem `options` describe on `game`'s position for the side to move.
/// `clock` reads milliseconds (any origin).
pub fn solve(
    game: &Game,
    options: &Options,
    clock: &dyn Fn() -> f64,
) -> Result<Solution, SolveError> {
    solve_with_proofs(game, options, clock).map(|(s, _)| s)
}

/// The framed position the problem of `options` is solved on, if a frame applies
/// ([`Options::frame`]): `None` when the problem is posed on `game` itself. Refused
/// as [`solve`] refuses a problem: a frame asked for that does not fit, or an open
/// problem no frame closes, is [`SolveError::RegionSize`].
pub fn posed(game: &Game, options: &Options) -> Result<Option<Game>, SolveError> {
    match options.frame {
        Some(false) => return Ok(None),
        Some(true) => {}
        None if options.region.is_some() => return Ok(None),
        None => {
            if !matches!(Problem::new(game, options), Err(SolveError::RegionSize)) {
                return Ok(None);
            }
        }
    }
    let target = match options.target {
        Some(t) if game.board().color(t).is_some() => t,
        Some(_) => return Err(SolveError::NoStone),
        None => infer_target(game, options.goal)?,
    };
    let framed = frame::framed(game, target).ok_or(SolveError::RegionSize)?;
    // The frame's region must be one a proof can cover.
    let options = Options {
        target: Some(target),
        frame: Some(false),
        ..options.clone()
    };
    Problem::new(&framed, &options)?;
    Ok(Some(framed))
}

/// [`solve`], with the checked proofs of every result it gives.
pub fn solve_with_proofs(
    game: &Game,
    options: &Options,
    clock: &dyn Fn() -> f64,
) -> Result<(Solution, Proofs), SolveError> {
    if game.is_over() {
        return Err(SolveError::GameOver);
    }
    let positive = |v: Option<f64>| v.is_none_or(|v| v > 0.0);
    if !positive(options.time_ms) || options.max_nodes == Some(0) || options.table_bytes < 32 {
        return Err(SolveError::Budget);
    }
    if let Some(framed) = posed(game, options)? {
        let options = Options {
            frame: Some(false),
            ..options.clone()
        };
        let (mut solution, proofs) = solve_with_proofs(&framed, &options, clock)?;
        solution.framed = true;
        return Ok((solution, proofs));
    }
    let problem = Problem::new(game, options)?;
    let start = clock();
    let budget = Budget {
        max_nodes: options.max_nodes.unwrap_or(u64::MAX),
        deadline: start + options.time_ms.unwrap_or(f64::INFINITY),
        clock,
    };
    let mut solver = Solver {
        search: Searcher::new(options.table_bytes, budget),
        game,
        problem: &problem,
        positional: game.rules().ko == KoRule::Positional,
        proofs: Vec::new(),
    };
    let root = solver.judge(None);
    let root_proofs = std::mem::take(&mut solver.proofs);
    let best = match root {
        Some(v) if v.best_first.is_some() => v.best_first.and_then(|s| match s {
            Step::Play(p) => Some(p),
            _ => None,
        }),
        _ => None,
    };
    let mut moves = Vec::new();
    let mut move_proofs = Vec::new();
    if options.each_move {
        let mut steps: Vec<Option<Point>> = problem
            .region
            .iter()
            .filter(|&&p| game.board().cell(p) == EMPTY && game.is_legal(p))
            .map(|&p| Some(p))
            .collect();
        steps.push(None);
        for point in steps {
            let step = point.map_or(Step::Pass, Step::Play);
            let v = solver.judge(Some(step));
            moves.push(MoveResult {
                point,
                result: v.map(|v| v.fate),
                ko: v.and_then(|v| v.ko),
            });
            move_proofs.push((point, std::mem::take(&mut solver.proofs)));
        }
    }
    let nodes = solver.search.nodes;
    Ok((
        Solution {
            result: root.map(|v| v.fate),
            ko: root.and_then(|v| v.ko),
            problem: problem.clone(),
            best,
            moves,
            nodes,
            ms: clock() - start,
            framed: false,
        },
        Proofs {
            root: root_proofs,
            moves: move_proofs,
        },
    ))
}

#[derive(Clone, Copy)]
struct Verdict {
    fate: Fate,
    ko: Option<KoInfo>,
    /// The first move of the proof of the side to move's success, if it succeeds
    /// (outright or by taking a ko first, or by winning it as ko master).
    best_first: Option<Step>,
}

struct Solver<'a, 'b> {
    search: Searcher<'b>,
    game: &'a Game,
    problem: &'a Problem,
    positional: bool,
    proofs: Vec<Proof>,
}

/// Most nodes made for one proof tree.
const TREE_LIMIT: usize = 300_000;

impl Solver<'_, '_> {
    /// The target's fate, the side to move at the problem's position playing first
    /// (after `first`, if given, the opponent replying).
    fn judge(&mut self, first: Option<Step>) -> Option<Verdict> {
        let prover = self.game.to_move();
        let opponent = prover.opponent();
        let master = |c: Color| {
            let mut t = [0, 0];
            t[c.index()] = MASTER;
            t
        };
        // The best first move is the first move of the proof that decides the result,
        // the strongest the side to move wins: so that its own result is the result.
        let (plain, plain_first) = self.prove(first, [0, 0], Mode::Survive)?;
        let (win, ko_first, mut best_first) = if plain {
            let (strong, strong_first) = self.prove(first, master(opponent), Mode::Survive)?;
            if strong {
                (true, None, strong_first)
            } else {
                (true, Some(opponent), plain_first)
            }
        } else {
            let (wins_ko, f) = self.prove(first, master(prover), Mode::Survive)?;
            (
                false,
                wins_ko.then_some(prover),
                if wins_ko { f } else { None },
            )
        };
        if let Some(x) = ko_first {
            // Who needs the first threat needs 2 threats against the other's one in a
            // direct ko, 2 + n with n approach moves.
            let mut approach = None;
            for k in 2..=4u8 {
                let mut t = [0, 0];
                t[x.index()] = k;
                t[x.opponent().index()] = 1;
                match self.prove(first, t, Mode::Survive) {
                    Some((w, f)) if w == (x == prover) => {
                        approach = Some(k as u32 - 2);
                        // The side to move needs the threats: the move that needs
                        // the fewest.
                        if x == prover && f.is_some() {
                            best_first = f;
                        }
                        break;
                    }
                    // The side to move still wins against k threats: the move that
                    // does so makes the other side need the most.
                    Some((true, f)) if f.is_some() => best_first = f,
                    Some(_) => {}
                    None => break,
                }
            }
            return Some(Verdict {
                fate: Fate::Ko,
                ko: Some(KoInfo {
                    threats_first: x,
                    approach,
                }),
                best_first,
            });
        }
        let survives = win == (prover == self.problem.defender);
        let fate = if !survives {
            Fate::Dead
        } else {
            // Alive if it reaches unconditional life with the attacker holding every
            // ko threat; seki if it cannot.
            let attacker = self.problem.defender.opponent();
            let (w, f) = self.prove(first, master(attacker), Mode::Benson)?;
            if w == (prover == self.problem.defender) {
                if w {
                    best_first = f;
                }
                Fate::Alive
            } else {
                Fate::Seki
            }
        };
        Some(Verdict {
            fate,
            ko: None,
            best_first: if win { best_first } else { None },
        })
    }

    /// Whether the side to move at the problem's position wins the model with these
    /// threats and mode (after `first`), proved and checked; with the first move of
    /// the proof when it wins.
    fn prove(
        &mut self,
        first: Option<Step>,
        threats: [u8; 2],
        mode: Mode,
    ) -> Option<(bool, Option<Step>)> {
        let prover = self.game.to_move();
        // A proof already made for this result in another model (other threats, or
        // survival where unconditional life is asked) that the checker accepts in
        // this one: no ko arose on its lines, or none where the threats matter, and
        // no line ended by passes that this mode counts otherwise. No search needed.
        for q in self.proofs.iter().rev() {
            let p = Proof {
                threats,
                mode,
                ..q.clone()
            };
            if proof::check(self.game, &p).is_ok() {
                let win = p.winner == prover;
                let first_step = if win && first.is_none() {
                    p.root.children.first().map(|(s, _)| *s)
                } else {
                    None
                };
                self.proofs.push(p);
                return Some((win, first_step));
            }
        }
        // A first pass is a move elsewhere: the opponent plays next as in a new
        // problem (the pass does not count towards two passes ending the line).
        let mut game = position::search_game(self.game);
        let mut before = Vec::new();
        if first == Some(Step::Pass) {
            game.set_to_move(prover.opponent()).ok()?;
        }
        let mut pos = Pos::new(
            game,
            self.problem.target,
            self.problem.region.clone(),
            self.positional,
        );
        pos.threats = threats;
        pos.mode = mode;
        if let Some(Step::Play(p)) = first {
            before.push(p);
            match pos.play(Step::Play(p)) {
                Some(false) => {}
                _ => return None,
            }
        }
        let salt = (threats[0] as u64) << 8 | (threats[1] as u64) << 16 | (mode as u64) << 24;
        self.search.set_model(prover, salt);
        let win = self.search.prove(&mut pos);
        let win = win?;
        let winner = if win { prover } else { prover.opponent() };
        let root = proof::build(&mut self.search, &mut pos, winner, TREE_LIMIT);
        let root = root?;
        let p = Proof {
            winner,
            target: self.problem.target,
            region: self.problem.region.clone(),
            threats,
            mode,
            to_move: if first == Some(Step::Pass) {
                prover.opponent()
            } else {
                prover
            },
            before,
            root,
        };
        let c = proof::check(self.game, &p);
        c.ok()?;
        let first_step = if win && first.is_none() {
            p.root.children.first().map(|(s, _)| *s)
        } else {
            None
        };
        self.proofs.push(p);
        Some((win, first_step))
    }
}
