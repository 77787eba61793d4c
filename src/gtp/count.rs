//! `final_score` and `final_status_list`: the count of the position as it stands, with
//! the dead stones the engine reads ([`Engine::dead_stones`]: the network's search,
//! when it has one) or tengen guesses ([`Game::guess_dead`]), and the seki the count
//! finds.

use super::input::{self, exactly, SYNTAX};
use super::{Answer, Engine, Session};
use crate::board::{Board, Point};
use crate::game::Game;
use crate::score::Score;

/// A stone's status at the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Alive,
    Dead,
    Seki,
}

impl<E: Engine> Session<E> {
    /// `final_score`: `B+3.5`, `W+0.5` or `0`.
    pub(super) fn final_score(&mut self) -> Answer {
        let (_, score) = self.count()?;
        Ok(score.result_string())
    }

    /// `final_status_list alive|dead|seki`: the stones of that status, a chain a line.
    pub(super) fn final_status_list(&mut self, args: &[&str]) -> Answer {
        let [wanted] = exactly(args)?;
        let wanted = match wanted.to_ascii_lowercase().as_str() {
            "alive" => Status::Alive,
            "dead" => Status::Dead,
            "seki" => Status::Seki,
            _ => return Err(SYNTAX.into()),
        };
        let (dead, score) = self.count()?;
        let board = self.game.board();
        let seki = seki_stones(board, &score, &dead);
        let status = |p: Point| {
            if dead[p] {
                Status::Dead
            } else if seki[p] {
                Status::Seki
            } else {
                Status::Alive
            }
        };
        Ok(chains(board, |p| status(p) == wanted).join("\n"))
    }

    /// The dead stones (by point) and the count with them taken off.
    fn count(&mut self) -> Result<(Vec<bool>, Score), String> {
        let game: &Game = &self.game;
        let guessed = match self.engine.dead_stones(game) {
            Some(dead) => dead,
            None => game.guess_dead(&self.config.life),
        };
        let score = game.score(&guessed).map_err(|_| "cannot score")?;
        let mut dead = vec![false; game.board().padded_len()];
        for &p in &score.dead {
            if let Some(d) = dead.get_mut(p) {
                *d = true;
            }
        }
        Ok((dead, score))
    }
}

/// The living stones of chains next to a point the count found in seki (a shared
/// liberty or an eye of a chain in seki), by point.
fn seki_stones(board: &Board, score: &Score, dead: &[bool]) -> Vec<bool> {
    let mut seki = vec![false; board.padded_len()];
    for &q in &score.seki {
        for n in board.neighbors(q) {
            if board.color(n).is_none() || dead.get(n) != Some(&false) || seki[n] {
                continue;
            }
            for s in board.chain_stones(n) {
                seki[s] = true;
            }
        }
    }
    seki
}

/// The chains whose stones `pick` takes, each as its stones' names in point order,
/// the chains in the order of their first stones.
fn chains(board: &Board, pick: impl Fn(Point) -> bool) -> Vec<String> {
    let mut listed = vec![false; board.padded_len()];
    let mut lines = Vec::new();
    for p in board.points() {
        if board.color(p).is_none() || listed[p] || !pick(p) {
            continue;
        }
        let mut stones: Vec<Point> = board.chain_stones(p).collect();
        stones.sort_unstable();
        for &s in &stones {
            listed[s] = true;
        }
        let names: Vec<String> = stones
            .iter()
            .filter_map(|&s| input::vertex_name(board, s))
            .collect();
        lines.push(names.join(" "));
    }
    lines
}
