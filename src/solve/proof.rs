//! Proof trees: built from a finished search by walking the winner's moves on their
//! own lines, and checked by a replay that shares nothing with the search but the
//! game: every move of the loser answered, each line ending in a capture, Benson's
//! unconditional life, two passes, or a repetition by the loser.
//!
//! A position reached by several lines has one subtree, shared (the tree is a
//! directed acyclic graph, as the search's positions are). The checker replays a
//! shared subtree once, and again on another line only if a position of that line
//! could recur inside it: a position of the subtree can repeat one above it only if
//! they hold as many black and as many white stones, so a subtree whose fewest black
//! or fewest white stones exceed those of every position above it checks the same on
//! any such line.

use super::position::{Leaf, Mode, Pos, Step};
use super::search::Searcher;
use crate::board::{Point, EMPTY};
use crate::color::Color;
use crate::game::{End, Game};
use crate::life::{two_vital_regions, Benson};
use crate::zobrist::mix64;
use std::collections::HashMap;
use std::rc::Rc;

/// A node of a proof tree: the winner's one move, or every move of the loser, or the
/// end of the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The moves from here with the proof after each (shared where lines meet).
    pub children: Vec<(Step, Rc<Node>)>,
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

    /// Nodes in the tree, each shared subtree counted once.
    pub fn size(&self) -> usize {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![self];
        let mut n = 0;
        while let Some(node) = stack.pop() {
            n += 1;
            for (_, c) in &node.children {
                if seen.insert(Rc::as_ptr(c)) {
                    stack.push(c);
                }
            }
        }
        n
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
    /// The side to move at the problem's position: the original one, or its
    /// opponent for the result of a first move elsewhere (a pass).
    pub to_move: Color,
    /// The stones played from the problem's position before the proof starts (a
    /// first move whose result it proves), by the side to move.
    pub before: Vec<Point>,
    /// The tree.
    pub root: Rc<Node>,
}

/// Builds the proof tree that `winner` wins from `pos` with the searcher's results
/// (searching again where the table no longer holds them). `None` if the search
/// does not prove it within the budget, or the tree would pass `limit` nodes.
pub fn build(s: &mut Searcher, pos: &mut Pos, winner: Color, limit: usize) -> Option<Rc<Node>> {
    let mut b = Builder {
        winner,
        limit,
        made: HashMap::new(),
        counts: Vec::new(),
        built: 0,
    };
    b.node(s, pos).map(|m| m.node)
}

/// A Bloom filter of positions (by a key of the stones, the side to move and the
/// threats spent, as repetition tells them apart): 256 bits, two for a position.
/// A subtree's filter holds every position of it; a line none of whose positions it
/// may hold cannot meet a repetition inside it.
type Bloom = [u64; 4];

fn bloom_of(key: u64) -> Bloom {
    let mut b = [0; 4];
    let k = mix64(key);
    for bit in [k & 255, (k >> 8) & 255] {
        b[(bit / 64) as usize] |= 1 << (bit % 64);
    }
    b
}

fn bloom_has(b: &Bloom, key: u64) -> bool {
    let one = bloom_of(key);
    (0..4).all(|i| b[i] & one[i] == one[i])
}

fn bloom_join(a: &mut Bloom, b: &Bloom) {
    for i in 0..4 {
        a[i] |= b[i];
    }
}

/// A subtree made, with its fewest black and white stones, the earliest position
/// of the line a repetition in it repeats, and its positions.
#[derive(Clone)]
struct Made {
    node: Rc<Node>,
    least: (u32, u32),
    /// The index on the line of the earliest position a repetition leaf of the
    /// subtree repeats (`usize::MAX`: none outside the subtree).
    reach: usize,
    bloom: Bloom,
}

struct Builder {
    winner: Color,
    limit: usize,
    /// The subtree made for each position (by its table key), where no repetition
    /// in it repeats a position above it.
    made: HashMap<u64, Made>,
    /// The black and white stones of each position above.
    counts: Vec<(u32, u32)>,
    /// Nodes made so far.
    built: usize,
}

fn stones(pos: &Pos) -> (u32, u32) {
    let b = pos.game.board();
    (
        b.stone_count(Color::Black) as u32,
        b.stone_count(Color::White) as u32,
    )
}

fn least(a: (u32, u32), b: (u32, u32)) -> (u32, u32) {
    (a.0.min(b.0), a.1.min(b.1))
}

impl Builder {
    /// The subtree at `pos`: one made already for the position where no position
    /// above can recur in it (by the stones, see the module docs, or by its
    /// positions' filter), else a new one.
    fn node(&mut self, s: &mut Searcher, pos: &mut Pos) -> Option<Made> {
        let own = stones(pos);
        let line = pos.line();
        let (depth, here) = (line.len() - 1, line[line.len() - 1]);
        if let Some((leaf, w)) = s.end(pos) {
            return (w == self.winner).then(|| Made {
                node: Rc::new(Node::leaf(leaf)),
                least: own,
                reach: usize::MAX,
                bloom: bloom_of(here),
            });
        }
        let key = s.key(pos);
        if let Some(m) = self.made.get(&key) {
            let apart = (self.counts.iter()).all(|&(b, w)| b < m.least.0 || w < m.least.1);
            if apart || line[..depth].iter().all(|&k| !bloom_has(&m.bloom, k)) {
                return Some(m.clone());
            }
        }
        self.built += 1;
        if self.built > self.limit || s.aborted {
            return None;
        }
        self.counts.push(own);
        let made = self.inner(s, pos, own);
        self.counts.pop();
        let mut made = made?;
        bloom_join(&mut made.bloom, &bloom_of(here));
        if made.reach >= depth {
            made.reach = usize::MAX;
            self.made.insert(key, made.clone());
        }
        Some(made)
    }

    fn inner(&mut self, s: &mut Searcher, pos: &mut Pos, own: (u32, u32)) -> Option<Made> {
        let winner = self.winner;
        let want = winner == s.prover();
        let mut steps = Vec::new();
        pos.steps(&mut steps);
        let one = |step: Step, m: Made| Made {
            node: Rc::new(Node {
                children: vec![(step, m.node)],
                leaf: None,
            }),
            least: least(own, m.least),
            reach: m.reach,
            bloom: m.bloom,
        };
        if pos.to_move() == winner {
            // A move that ends the line at once (a capture, a pass after a pass: a
            // leaf, where another winning move could need a large subtree), else one
            // the table already proves, else the first one a search proves.
            for &step in &steps {
                let Some(repeated) = pos.play(step) else {
                    continue;
                };
                let ends = !repeated && s.end(pos).is_some_and(|(_, w)| w == winner);
                let found = if ends { self.node(s, pos) } else { None };
                pos.undo();
                if let Some(m) = found {
                    return Some(one(step, m));
                }
            }
            for searching in [false, true] {
                for &step in &steps {
                    let Some(repeated) = pos.play(step) else {
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
                            found = self.node(s, pos);
                        }
                    }
                    pos.undo();
                    if let Some(m) = found {
                        return Some(one(step, m));
                    }
                    if s.aborted {
                        return None;
                    }
                }
            }
            None
        } else {
            let mut children = Vec::with_capacity(steps.len());
            let (mut low, mut reach, mut bloom) = (own, usize::MAX, [0; 4]);
            for step in steps {
                let Some(repeated) = pos.play(step) else {
                    continue;
                };
                let m = if repeated {
                    // The last occurrence of the position on the line before it.
                    let line = pos.line();
                    let (last, above) = line.split_last().unwrap_or((&0, &[]));
                    Some(Made {
                        node: Rc::new(Node::leaf(Leaf::Repetition)),
                        least: stones(pos),
                        reach: above.iter().rposition(|k| k == last).unwrap_or(0),
                        bloom: bloom_of(*last),
                    })
                } else if s.prove(pos) == Some(want) {
                    self.node(s, pos)
                } else {
                    None
                };
                pos.undo();
                let m = m?;
                low = least(low, m.least);
                reach = reach.min(m.reach);
                bloom_join(&mut bloom, &m.bloom);
                children.push((step, m.node));
            }
            Some(Made {
                node: Rc::new(Node {
                    children,
                    leaf: None,
                }),
                least: low,
                reach,
                bloom,
            })
        }
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
        counts: Vec::new(),
        memo: HashMap::new(),
        line: Vec::new(),
        visits: 0,
    };
    if game.board().color(proof.target).is_none() {
        return Err(replay.fault("no target stone"));
    }
    if replay.game.to_move() != proof.to_move && replay.game.set_to_move(proof.to_move).is_err() {
        return Err(replay.fault("the side to move cannot be set"));
    }
    for &p in &proof.before {
        replay.seen.push(replay.signature());
        replay.counts.push(replay.stones());
        if !replay.apply(Step::Play(p)) {
            return Err(replay.fault("a move before the proof is illegal"));
        }
    }
    replay.walk(&proof.root).map(|_| ())
}

/// A key of a position of the line for the filters.
fn seen_key(&(hash, side, b, w): &(u64, u8, u32, u32)) -> u64 {
    hash ^ mix64(side as u64 | (b as u64) << 2 | (w as u64) << 33)
}

/// The state a shared subtree was checked in: the stones, the side to move, the ko
/// point, the passes, the threats left.
type State = (u64, u8, Option<Point>, u32, [u8; 2]);

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
    /// The black and white stones of each position of the line.
    counts: Vec<(u32, u32)>,
    /// Subtrees checked in a state, with their fewest black and white stones and
    /// their positions.
    memo: HashMap<*const Node, (State, (u32, u32), Bloom)>,
    line: Vec<Step>,
    /// Nodes replayed so far (at most [`CHECK_LIMIT`]).
    visits: usize,
}

/// The most nodes a check replays: a proof that needs more is refused.
pub const CHECK_LIMIT: usize = 2_000_000;

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

    fn stones(&self) -> (u32, u32) {
        let b = self.game.board();
        (
            b.stone_count(Color::Black) as u32,
            b.stone_count(Color::White) as u32,
        )
    }

    fn state(&self) -> State {
        let g = &self.game;
        (
            g.board().hash(),
            g.to_move() as u8,
            g.ko_point(),
            g.consecutive_passes(),
            self.threats,
        )
    }

    /// No position of the line can recur in a subtree with these fewest stones, or
    /// whose positions' filter holds none of the line's.
    fn apart(&self, least: (u32, u32), bloom: &Bloom) -> bool {
        self.counts.iter().all(|&(b, w)| b < least.0 || w < least.1)
            || self.seen.iter().all(|s| !bloom_has(bloom, seen_key(s)))
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
            Step::Play(p) => self.proof.region.contains(&p) && self.game.play(p).is_ok(),
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

    /// Checks the subtree at `node` from the position as it stands; returns its
    /// fewest black and white stones and its positions. A subtree checked where no
    /// position of the line could recur in it checks the same on another line where
    /// none can.
    fn walk(&mut self, node: &Node) -> Result<((u32, u32), Bloom), CheckError> {
        let here = self.state();
        if let Some(&(state, least, bloom)) = self.memo.get(&(node as *const Node)) {
            if state == here && self.apart(least, &bloom) {
                return Ok((least, bloom));
            }
        }
        self.visits += 1;
        if self.visits > CHECK_LIMIT {
            return Err(self.fault("the proof is too long to check"));
        }
        let (least, mut bloom) = self.walk_here(node)?;
        bloom_join(&mut bloom, &bloom_of(seen_key(&self.signature())));
        if self.apart(least, &bloom) {
            self.memo.insert(node as *const Node, (here, least, bloom));
        }
        Ok((least, bloom))
    }

    fn walk_here(&mut self, node: &Node) -> Result<((u32, u32), Bloom), CheckError> {
        let own = self.stones();
        let winner = self.proof.winner;
        let attacker = self.defender.opponent();
        let b = self.game.board();
        let captured = b.color(self.proof.target) != Some(self.defender);
        let alive = !captured
            && two_vital_regions(b, self.proof.target)
            && Benson::new(b).is_alive(b, self.proof.target);
        let passed = self.game.end() == Some(End::Passes);
        if let Some(leaf) = node.leaf {
            let holds = node.children.is_empty()
                && match leaf {
                    Leaf::Captured => captured && winner == attacker,
                    Leaf::Benson => alive && winner == self.defender,
                    Leaf::Passes => {
                        passed
                            && !captured
                            && self.proof.mode == Mode::Survive
                            && winner == self.defender
                    }
                    Leaf::NoLife => {
                        passed
                            && !captured
                            && !alive
                            && self.proof.mode == Mode::Benson
                            && winner == attacker
                    }
                    // Judged by the parent, which saw the repeating move.
                    Leaf::Repetition => false,
                };
            return if holds {
                Ok((own, [0; 4]))
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
            let (least, bloom) = self.descend(*step, child, false)?;
            Ok(((own.0.min(least.0), own.1.min(least.1)), bloom))
        } else {
            if node.children.len() != legal.len()
                || !legal
                    .iter()
                    .all(|s| node.children.iter().any(|(c, _)| c == s))
            {
                return Err(self.fault("a move of the loser has no answer"));
            }
            let (mut least, mut bloom) = (own, [0; 4]);
            for (step, child) in &node.children {
                let (l, b) = self.descend(*step, child, true)?;
                least = (least.0.min(l.0), least.1.min(l.1));
                bloom_join(&mut bloom, &b);
            }
            Ok((least, bloom))
        }
    }

    fn descend(
        &mut self,
        step: Step,
        child: &Node,
        loser: bool,
    ) -> Result<((u32, u32), Bloom), CheckError> {
        self.seen.push(self.signature());
        self.counts.push(self.stones());
        self.line.push(step);
        if !self.apply(step) {
            return Err(self.fault("an illegal move"));
        }
        let repeated = matches!(step, Step::Play(_)) && self.seen.contains(&self.signature());
        let result = if repeated {
            if loser && child.leaf == Some(Leaf::Repetition) && child.children.is_empty() {
                Ok((self.stones(), bloom_of(seen_key(&self.signature()))))
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
        self.counts.pop();
        result
    }
}
