//! The life-and-death solver (src/solve/) for JavaScript, built only with the `solve`
//! feature (the full module): `game.solve(options)`, `game.solveTree(options)` and
//! `checkProblem(tree, options)`. The package's JavaScript (solve-client.js) adds
//! `solve(game, options)` and `solveTree(game, options)` as functions, and lets
//! `checkProblem` take them too, for the games and trees of the core module.
//!
//! Options: `{ target, goal, region, timeMs, maxNodes, tableMb, moves }`, each optional;
//! anything else in them is ignored, a bad value refused with `invalid-options`, as
//! is a problem the solver cannot pose (no stone at the target, a goal that does not
//! fit it, a region off the board or too large). A game that is over is refused
//! with `game-over`. A refusal changes nothing (the solver only reads the game).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::convert::{point_vertex, set};
use super::error::error;
use super::game::Game;
use super::tree::GameTree;
use crate::board::{Board, Point};
use crate::solve::record::{check_problem, proof_record, root_game, Finding};
use crate::solve::{self, Fate, Goal, KoInfo, Options, SolveError};

/// The TypeScript types of the solver's options and answers.
#[wasm_bindgen(typescript_custom_section)]
const SOLVE_TYPES: &'static str = include_str!("solve_types.d.ts");

/// The largest transposition table one may ask for, in MB.
const MAX_TABLE_MB: f64 = 1024.0;

/// The page's clock (milliseconds since the epoch).
fn clock() -> f64 {
    js_sys::Date::now()
}

fn bad(message: &str) -> JsValue {
    error("invalid-options", message)
}

/// The refusal of a problem the solver cannot pose.
fn solve_error(e: SolveError) -> JsValue {
    let code = match e {
        SolveError::GameOver => "game-over",
        _ => "invalid-options",
    };
    error(code, e.message())
}

/// A point of `board` from `[x, y]`, or `None`.
fn vertex_point(board: &Board, v: &JsValue) -> Option<Point> {
    if !Array::is_array(v) {
        return None;
    }
    let a: &Array = v.unchecked_ref();
    if a.length() != 2 {
        return None;
    }
    let coord = |i| {
        a.get(i)
            .as_f64()
            .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n < 1e6)
    };
    board.point(coord(0)? as usize, coord(1)? as usize)
}

/// The solver's options from `{ target, goal, region, timeMs, maxNodes, tableMb, moves }`.
fn read_options(board: &Board, options: &JsValue) -> Result<Options, JsValue> {
    let mut o = Options::default();
    if options.is_undefined() || options.is_null() {
        return Ok(o);
    }
    if !options.is_object() || Array::is_array(options) {
        return Err(bad("the solver's options must be an object"));
    }
    let get = |key: &str| {
        Reflect::get(options, &key.into()).map_err(|_| bad("the options could not be read"))
    };
    let target = get("target")?;
    if !target.is_undefined() && !target.is_null() {
        o.target = Some(
            vertex_point(board, &target)
                .ok_or_else(|| bad("target must be a vertex [x, y] on the board"))?,
        );
    }
    let goal = get("goal")?;
    if !goal.is_undefined() && !goal.is_null() {
        o.goal = Some(match goal.as_string().as_deref() {
            Some("kill") => Goal::Kill,
            Some("live") => Goal::Live,
            _ => return Err(bad("goal must be \"kill\" or \"live\"")),
        });
    }
    let region = get("region")?;
    if !region.is_undefined() && !region.is_null() {
        if !Array::is_array(&region) {
            return Err(bad("region must be a list of vertices [x, y]"));
        }
        let list: &Array = region.unchecked_ref();
        let mut points = Vec::with_capacity(list.length() as usize);
        for v in list.iter() {
            points.push(
                vertex_point(board, &v)
                    .ok_or_else(|| bad("region must be a list of vertices [x, y] on the board"))?,
            );
        }
        o.region = Some(points);
    }
    let time = get("timeMs")?;
    if !time.is_undefined() {
        o.time_ms = Some(
            time.as_f64()
                .filter(|t| t.is_finite() && *t > 0.0)
                .ok_or_else(|| bad("timeMs must be a positive number of milliseconds"))?,
        );
    }
    let nodes = get("maxNodes")?;
    if !nodes.is_undefined() {
        o.max_nodes = Some(
            nodes
                .as_f64()
                .filter(|n| n.fract() == 0.0 && (1.0..=9_007_199_254_740_991.0).contains(n))
                .ok_or_else(|| bad("maxNodes must be a whole number from 1"))? as u64,
        );
    }
    let table = get("tableMb")?;
    if !table.is_undefined() {
        let mb = table
            .as_f64()
            .filter(|n| n.fract() == 0.0 && (1.0..=MAX_TABLE_MB).contains(n))
            .ok_or_else(|| bad("tableMb must be a whole number of MB from 1 to 1024"))?;
        o.table_bytes = (mb as usize) << 20;
    }
    let frame = get("frame")?;
    if !frame.is_undefined() {
        o.frame = Some(
            frame
                .as_bool()
                .ok_or_else(|| bad("frame must be true or false"))?,
        );
    }
    let moves = get("moves")?;
    if !moves.is_undefined() {
        o.each_move = moves
            .as_bool()
            .ok_or_else(|| bad("moves must be true or false"))?;
    }
    Ok(o)
}

fn fate_value(f: Option<Fate>) -> JsValue {
    f.map_or(JsValue::NULL, |f| f.name().into())
}

/// `{ threatsFirst, approach }` or null.
fn ko_value(ko: Option<KoInfo>) -> JsValue {
    let Some(k) = ko else {
        return JsValue::NULL;
    };
    let o: JsValue = Object::new().into();
    set(&o, "threatsFirst", k.threats_first.name());
    set(
        &o,
        "approach",
        k.approach.map_or(JsValue::NULL, JsValue::from),
    );
    o
}

fn vertex_or_null(board: &Board, p: Option<Point>) -> JsValue {
    p.map_or(JsValue::NULL, |p| point_vertex(board, p))
}

/// The answer object of `solve`.
fn solution_value(board: &Board, s: &solve::Solution) -> JsValue {
    let o: JsValue = Object::new().into();
    let status = if s.result.is_some() {
        "proved"
    } else {
        "unknown"
    };
    set(&o, "status", status);
    set(&o, "result", fate_value(s.result));
    set(&o, "ko", ko_value(s.ko));
    set(&o, "target", point_vertex(board, s.problem.target));
    set(&o, "goal", s.problem.goal.name());
    set(&o, "best", vertex_or_null(board, s.best));
    let moves: Array = s
        .moves
        .iter()
        .map(|m| {
            let v: JsValue = Object::new().into();
            set(&v, "point", vertex_or_null(board, m.point));
            set(&v, "result", fate_value(m.result));
            set(&v, "ko", ko_value(m.ko));
            v
        })
        .collect();
    set(&o, "moves", moves);
    let region: Array = (s.problem.region.iter())
        .filter(|&&p| board.color(p).is_none())
        .map(|&p| point_vertex(board, p))
        .collect();
    set(&o, "region", region);
    set(&o, "nodes", s.nodes as f64);
    set(&o, "ms", s.ms);
    set(&o, "framed", s.framed);
    o
}

#[wasm_bindgen]
impl Game {
    /// Proves the life and death of a group with the side to move playing first (see
    /// `SolveOptions` and `SolveResult`): `status` is `"proved"`, or `"unknown"` when
    /// the budget (`timeMs`, `maxNodes`) ran out first, never a guess. Throws
    /// `invalid-options` for bad options or a problem that cannot be posed, and
    /// `game-over`; the game is unchanged either way.
    #[wasm_bindgen(unchecked_return_type = "SolveResult")]
    pub fn solve(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let board = self.core.board();
        let o = read_options(board, &options)?;
        let s = solve::solve(&self.core, &o, &clock).map_err(solve_error)?;
        Ok(solution_value(board, &s))
    }

    /// The proof as a record (a new `GameTree` from this position): each first move
    /// with a proved result, marked correct (`TE`, "Correct: …") or wrong (`BM`,
    /// "Wrong: …"); under a correct move every line of the proof that it succeeds,
    /// under a wrong one every line of its refutation, each ending in a capture,
    /// unconditional life or two passes. The root's comment gives the result. Options
    /// and refusals as `solve`'s.
    #[wasm_bindgen(js_name = solveTree)]
    pub fn solve_tree(
        &self,
        #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: JsValue,
    ) -> Result<GameTree, JsValue> {
        let mut o = read_options(self.core.board(), &options)?;
        // The record answers every first move, whatever `moves` says.
        o.each_move = true;
        let (s, proofs) = solve::solve_with_proofs(&self.core, &o, &clock).map_err(solve_error)?;
        // A framed problem's proof is recorded on the framed position.
        let framed = if s.framed {
            solve::posed(&self.core, &o).map_err(solve_error)?
        } else {
            None
        };
        proof_record(framed.as_ref().unwrap_or(&self.core), &s, &proofs)
            .map(|core| GameTree { core })
            .map_err(|e| error("invalid-argument", &e.message()))
    }
}

/// Checks a problem record against the solver's proofs: the problem is the position
/// at the root of `tree`, for the side to move there, with `options` as `solve`'s.
/// Answer marks read: comments saying "Correct" or "RIGHT", "Wrong" or "Incorrect";
/// `TE` and `BM` on a move; `GB` and `GW`. The findings: each branch marked correct
/// that a proof refutes, each branch marked wrong that reaches the best result, each
/// wrong first move in the region that the record does not answer, and the proved
/// result where the record marks no branch correct; a result not proved within the
/// budget is `"unknown"`. Takes a `GameTree` of either module (the package's
/// JavaScript, solve-client.js, copies the core module's through its SGF). Throws as
/// `solve`.
#[wasm_bindgen(js_name = checkProblem, unchecked_return_type = "ProblemFinding[]")]
pub fn check_problem_js(
    tree: &GameTree,
    #[wasm_bindgen(unchecked_optional_param_type = "SolveOptions")] options: JsValue,
) -> Result<Array, JsValue> {
    let game = root_game(&tree.core);
    let board = game.board();
    let o = read_options(board, &options)?;
    let findings = check_problem(&tree.core, &o, &clock).map_err(solve_error)?;
    Ok(findings.iter().map(|f| finding_value(board, f)).collect())
}

/// `{ kind, branch, point, result, ko, reply, message }`.
fn finding_value(board: &Board, f: &Finding) -> JsValue {
    let o: JsValue = Object::new().into();
    set(&o, "kind", f.kind.name());
    set(
        &o,
        "branch",
        f.branch.map_or(JsValue::NULL, |k| (k as u32).into()),
    );
    // The problem as a whole (`no-result`): its best first move.
    let point = match (f.point, f.kind) {
        (None, solve::record::FindingKind::NoResult) => f.reply.flatten(),
        (p, _) => p.flatten(),
    };
    set(&o, "point", vertex_or_null(board, point));
    set(&o, "result", fate_value(f.result));
    set(&o, "ko", ko_value(f.ko));
    let reply = match f.kind {
        solve::record::FindingKind::NoResult => None,
        _ => f.reply.flatten(),
    };
    set(&o, "reply", vertex_or_null(board, reply));
    set(&o, "message", f.message.as_str());
    o
}
