//! A brute-force minimax of the solver's model, for the tests and the fuzz target to
//! check the solver against on small regions. It shares no code with the search: it
//! plays on a [`Game`] directly, tries every move in turn, and stops at the first
//! that wins. Exponential: for regions of a few points.

use super::position::{search_game, MASTER};
use super::{Fate, KoInfo, Problem};
use crate::board::{Point, EMPTY};
use crate::color::Color;
use crate::game::{End, Game};
use crate::life::Benson;
use crate::rules::KoRule;

struct Brute<'a> {
    game: Game,
    problem: &'a Problem,
    positional: bool,
    threats: [u8; 2],
    used: [u32; 2],
    benson_mode: bool,
    seen: Vec<(u64, u8, u32, u32)>,
    nodes: u64,
    limit: u64,
}

impl Brute<'_> {
    fn signature(&self) -> (u64, u8, u32, u32) {
        let side = if self.positional {
            0
        } else {
            self.game.to_move() as u8
        };
        (self.game.board().hash(), side, self.used[0], self.used[1])
    }

    /// The winner with the side to move playing; `None` past the node limit.
    fn winner(&mut self, depth: u32) -> Option<Color> {
        self.nodes += 1;
        if self.nodes > self.limit || depth > 60 {
            return None;
        }
        let defender = self.problem.defender;
        let b = self.game.board();
        if b.color(self.problem.target) != Some(defender) {
            return Some(defender.opponent());
        }
        if Benson::new(b).is_alive(b, self.problem.target) {
            return Some(defender);
        }
        if self.game.end() == Some(End::Passes) {
            return Some(if self.benson_mode {
                defender.opponent()
            } else {
                defender
            });
        }
        let me = self.game.to_move();
        let points: Vec<Point> = self
            .problem
            .region
            .iter()
            .copied()
            .filter(|&p| self.game.board().cell(p) == EMPTY)
            .collect();
        for p in points {
            let before = self.signature();
            if self.game.play(p).is_err() {
                continue;
            }
            let after = self.signature();
            let w = if after == before || self.seen.contains(&after) {
                Some(me.opponent())
            } else {
                self.seen.push(before);
                let w = self.winner(depth + 1);
                self.seen.pop();
                w
            };
            self.game.undo();
            if w? == me {
                return Some(me);
            }
        }
        let i = me.index();
        let ko_here = matches!(self.game.ko_point(), Some(k) if self.problem.region.contains(&k));
        if self.threats[i] > 0 && ko_here {
            self.threats[i] -= 1;
            self.used[i] += 1;
            let _ = self.game.pass();
            let _ = self.game.pass();
            self.game.resume();
            let before = self.signature();
            self.seen.push(before);
            let w = self.winner(depth + 1);
            self.seen.pop();
            for _ in 0..3 {
                self.game.undo();
            }
            self.used[i] -= 1;
            self.threats[i] += 1;
            if w? == me {
                return Some(me);
            }
        }
        let before = self.signature();
        let _ = self.game.pass();
        self.seen.push(before);
        let w = self.winner(depth + 1);
        self.seen.pop();
        self.game.undo();
        w
    }
}

/// The winner of the model from `game`'s position (after `first`, if given), with
/// these ko threats (Black's, White's) and mode (`benson`: the defender must reach
/// unconditional life); `None` past `limit` nodes.
pub fn winner(
    game: &Game,
    problem: &Problem,
    first: Option<Option<Point>>,
    threats: [u8; 2],
    benson: bool,
    limit: u64,
) -> Option<Color> {
    let mut b = Brute {
        game: search_game(game),
        problem,
        positional: game.rules().ko == KoRule::Positional,
        threats,
        used: [0, 0],
        benson_mode: benson,
        seen: Vec::new(),
        nodes: 0,
        limit,
    };
    match first {
        Some(Some(p)) => {
            let before = b.signature();
            b.game.play(p).ok()?;
            b.seen.push(before);
        }
        // A first pass is a move elsewhere: the opponent plays as in a new problem.
        Some(None) => {
            let other = b.game.to_move().opponent();
            b.game.set_to_move(other).ok()?;
        }
        None => {}
    }
    b.winner(0)
}

/// The target's fate as [`super::solve`] defines it, by brute force: `None` past
/// `limit` nodes in any of the searches it takes. The approach count is not read.
pub fn fate(
    game: &Game,
    problem: &Problem,
    first: Option<Option<Point>>,
    limit: u64,
) -> Option<(Fate, Option<KoInfo>)> {
    let me = game.to_move();
    let master = |c: Color| {
        let mut t = [0, 0];
        t[c.index()] = MASTER;
        t
    };
    let plain = winner(game, problem, first, [0, 0], false, limit)?;
    let other = if plain == me { me.opponent() } else { me };
    let strong = winner(game, problem, first, master(other), false, limit)?;
    if strong != plain {
        let ko = KoInfo {
            threats_first: other,
            approach: None,
        };
        return Some((Fate::Ko, Some(ko)));
    }
    let defender = problem.defender;
    if plain != defender {
        return Some((Fate::Dead, None));
    }
    let life = winner(
        game,
        problem,
        first,
        master(defender.opponent()),
        true,
        limit,
    )?;
    Some((
        if life == defender {
            Fate::Alive
        } else {
            Fate::Seki
        },
        None,
    ))
}
