//! Proof trees: built from a finished search by walking the winner's moves on their
//! own lines, and checked by a replay that shares nothing with the search but the
//! game: every move of the loser answered, each line ending in a capture, Benson's
//! unconditional life, two passes, or a repetition by the loser.

use super::position::{Leaf, Mode, Pos, Step};
use super::search::Searcher;
use crate::board::{Point, EMPTY};
use crate::color::Color;
use crate::game::{End, Game};
use crate::life::Benson;

/// A node of a proof tree: the winner's one move, or every move of the loser, or the
/// end of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The moves from here with the proof after each.
    pub children: Vec<(Step, Node)>,
    /// How the line ends here, if it does.
    pub leaf: Option<Leaf>,
}

impl Node {
    fn leaf(leaf: Leaf) -> Node {
        Node {
            children: Vec::new(),
            leaf: Some(leaf),
        }
    }

    /// Nodes in the tree.
    pub fn size(&self) -> usize {
        1 + self.children.iter().map(|(_, n)| n.size()).sum::<usize>()
    }
}

/// A proof that `winner` wins the model from a position.
#[derive(Clone, Debug)]
pub struct Proof {
    /// Who wins.
    pub winner: Color,
    /// A stone of the target chain.
    pub target: Point,
    /// The points where stones may be played.
    pub region: Vec<Point>,
    /// Ko threats Black and White hold ([`MASTER`](super::position::MASTER) for a ko master).
    pub threats: [u8; 2],
    /// What the defender must reach.
    pub mode: Mode,
    /// The moves played from the problem's position before the proof starts (a first
    /// move whose result it proves), each with its player.
    pub before: Vec<(Color, Step)>,
    /// The tree.
    pub root: Node,
}

/// Builds the proof tree that `winner` wins from `pos` with the searcher's results
/// (searching again where the table no longer holds them). `None` if the search
/// does not prove it within the budget, or the tree would pass `limit` nodes.
pub fn build(s: &mut Searcher, pos: &mut Pos, winner: Color, limit: usize) -> Option<Node> {
    let mut count = 0;
    node(s, pos, winner, &mut count, limit)
}

fn node(
    s: &mut Searcher,
    pos: &mut Pos,
    winner: Color,
    count: &mut usize,
    limit: usize,
) -> Option<Node> {
    *count += 1;
    if *count > limit || s.aborted {
        return None;
    }
    if let Some((leaf, w)) = pos.end() {
        return (w == winner).then(|| Node::leaf(leaf));
    }
    let want = winner == s.prover();
    let mut steps = Vec::new();
    pos.steps(&mut steps);
    if pos.to_move() == winner {
        // A move the table already proves, else the first one a search proves.
        for searching in [false, true] {
            for &step in &steps {
                let Ok(repeated) = pos.play(step) else {
                    continue;
                };
                let mut found = None;
                if !repeated {
                    let value = if searching {
                        s.prove(pos)
                    } else {
                        s.stored(pos)
                    };
                    if value == Some(want) {
                        found = node(s, pos, winner, count, limit);
                    }
                }
                pos.undo();
                if let Some(n) = found {
                    return Some(Node {
                        children: vec![(step, n)],
                        leaf: None,
                    });
                }
                if s.aborted {
                    return None;
                }
            }
        }
        None
    } else {
        let mut children = Vec::with_capacity(steps.len());
        for step in steps {
            let Ok(repeated) = pos.play(step) else {
                continue;
            };
            let n = if repeated {
                Some(Node::leaf(Leaf::Repetition))
            } else if s.prove(pos) == Some(want) {
                node(s, pos, winner, count, limit)
            } else {
                None
            };
            pos.undo();
            children.push((step, n?));
        }
        Some(Node {
            children,
            leaf: None,
        })
    }
}

/// Why a proof tree does not prove what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckError {
    /// The moves from the proof's root to the node at fault.
    pub line: Vec<Step>,
    /// What is wrong there.
    pub reason: &'static str,
}

/// Replays `proof` from `game`'s position under the game's suicide rule and its
/// repetition rule (positional superko counts the stones alone, the other rules the
/// side to move too): the winner's moves are legal and do not repeat, every legal move
/// of the loser (each empty point of the region, the pass, a threat where one is
/// allowed) is answered, and every leaf is what it says.
pub fn check(game: &Game, proof: &Proof) -> Result<(), CheckError> {
    let mut replay = Replay {
        game: super::position::search_game(game),
        proof,
        defender: game.board().color(proof.target).unwrap_or(Color::Black),
        positional: game.rules().ko == crate::rules::KoRule::Positional,
        threats: proof.threats,
        used: [0, 0],
        seen: Vec::new(),
        line: Vec::new(),
    };
    if game.board().color(proof.target).is_none() {
        return Err(replay.fault("no target stone"));
    }
    for &(color, step) in &proof.before {
        if replay.game.to_move() != color {
            return Err(replay.fault("a move before the proof is out of turn"));
        }
        replay.seen.push(replay.signature());
        if !replay.apply(step) {
            return Err(replay.fault("a move before the proof is illegal"));
        }
    }
    replay.walk(&proof.root)
}

struct Replay<'a> {
    game: Game,
    proof: &'a Proof,
    defender: Color,
    positional: bool,
    threats: [u8; 2],
    used: [u32; 2],
    /// The positions of the line: hash, side to move (unless positional), threats
    /// spent.
    seen: Vec<(u64, u8, u32, u32)>,
    line: Vec<Step>,
}

impl Replay<'_> {
    fn fault(&self, reason: &'static str) -> CheckError {
        CheckError {
            line: self.line.clone(),
            reason,
        }
    }

    fn signature(&self) -> (u64, u8, u32, u32) {
        let side = if self.positional {
            0
        } else {
            self.game.to_move() as u8
        };
        (self.game.board().hash(), side, self.used[0], self.used[1])
    }

    fn threat_allowed(&self) -> bool {
        let i = self.game.to_move().index();
        self.threats[i] > 0
            && matches!(self.game.ko_point(), Some(k) if self.proof.region.contains(&k))
    }

    /// The legal moves of the side to move.
    fn legal(&self) -> Vec<Step> {
        let b = self.game.board();
        let mut out: Vec<Step> = (self.proof.region.iter())
            .filter(|&&p| b.cell(p) == EMPTY && self.game.is_legal(p))
            .map(|&p| Step::Play(p))
            .collect();
        if self.threat_allowed() {
            out.push(Step::Threat);
        }
        out.push(Step::Pass);
        out
    }

    /// Plays `step` (legal); returns false if it is not.
    fn apply(&mut self, step: Step) -> bool {
        match step {
            Step::Play(p) => {
                self.proof.region.contains(&p) && self.game.play(p).is_ok()
            }
            Step::Pass => self.game.pass().is_ok(),
            Step::Threat => {
                if !self.threat_allowed() {
                    return false;
                }
                let i = self.game.to_move().index();
                self.threats[i] -= 1;
                self.used[i] += 1;
                self.game.pass().is_ok() && self.game.pass().is_ok() && self.game.resume()
            }
        }
    }

    fn take_back(&mut self, step: Step) {
        match step {
            Step::Play(_) | Step::Pass => {
                self.game.undo();
            }
            Step::Threat => {
                for _ in 0..3 {
                    self.game.undo();
                }
                let i = self.game.to_move().index();
                self.used[i] -= 1;
                self.threats[i] += 1;
            }
        }
    }

    fn walk(&mut self, node: &Node) -> Result<(), CheckError> {
        let winner = self.proof.winner;
        let attacker = self.defender.opponent();
        let b = self.game.board();
        let captured = b.color(self.proof.target) != Some(self.defender);
        let alive = !captured && Benson::new(b).is_alive(b, self.proof.target);
        let passed = self.game.end() == Some(End::Passes);
        if let Some(leaf) = node.leaf {
            let holds = node.children.is_empty()
                && match leaf {
                    Leaf::Captured => captured && winner == attacker,
                    Leaf::Benson => alive && winner == self.defender,
                    Leaf::Passes => {
                        passed && !captured && self.proof.mode == Mode::Survive
                            && winner == self.defender
                    }
                    Leaf::NoLife => {
                        passed && !captured && !alive && self.proof.mode == Mode::Benson
                            && winner == attacker
                    }
                    // Judged by the parent, which saw the repeating move.
                    Leaf::Repetition => false,
                };
            return if holds {
                Ok(())
            } else {
                Err(self.fault("a leaf that does not hold"))
            };
        }
        if captured || alive || passed {
            return Err(self.fault("the line goes on past its end"));
        }
        let legal = self.legal();
        let to_move = self.game.to_move();
        if to_move == winner {
            let [(step, child)] = &node.children[..] else {
                return Err(self.fault("the winner has not one move"));
            };
            if !legal.contains(step) {
                return Err(self.fault("the winner's move is illegal"));
            }
            self.descend(*step, child, false)
        } else {
            if node.children.len() != legal.len()
                || !legal
                    .iter()
                    .all(|s| node.children.iter().any(|(c, _)| c == s))
            {
                return Err(self.fault("a move of the loser has no answer"));
            }
            for (step, child) in &node.children {
                self.descend(*step, child, true)?;
            }
            Ok(())
        }
    }

    fn descend(&mut self, step: Step, child: &Node, loser: bool) -> Result<(), CheckError> {
        self.seen.push(self.signature());
        self.line.push(step);
        if !self.apply(step) {
            return Err(self.fault("an illegal move"));
        }
        let repeated = matches!(step, Step::Play(_)) && self.seen.contains(&self.signature());
        let result = if repeated {
            if loser && child.leaf == Some(Leaf::Repetition) && child.children.is_empty() {
                Ok(())
            } else {
                Err(self.fault("a repetition not marked, or by the winner"))
            }
        } else if child.leaf == Some(Leaf::Repetition) {
            Err(self.fault("a repetition that is none"))
        } else {
            self.walk(child)
        };
        self.take_back(step);
        self.line.pop();
        self.seen.pop();
        result
    }
}
