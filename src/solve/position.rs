//! The position a search walks: a game of its own (simple ko, so that the model below
//! decides repetition), the target, the region and the ko threats each side holds.
//!
//! The model the solver proves results in (docs/rules.md, "Life and death"):
//! - a move is a stone on an empty point of the region, legal under the game's suicide
//!   rule and the ban on retaking a ko at once, or a pass;
//! - a side that holds ko threats may, while the ko ban forbids it the ko, spend one:
//!   the threat is played elsewhere, answered, and the ban is lifted (three actions of
//!   the game: a pass, a pass, a resumption);
//! - the line ends when the target is captured (the attacker wins), when the target is
//!   unconditionally alive by Benson's test (the defender wins), or after two passes
//!   (the defender wins: the target is still on the board, unless the search asks for
//!   unconditional life, see [`Mode::Benson`]);
//! - a stone that recreates a position of the line (the stones, the side to move but
//!   under positional superko, and the threats spent) loses for its player, which is
//!   what forbidding it amounts to, since a pass is always there.

use crate::board::{Board, Point, BORDER, EMPTY, MAX_CELLS};
use crate::color::Color;
use crate::game::{End, Game};
use crate::life::{two_vital_regions, Benson};
use crate::rules::KoRule;
use crate::zobrist::mix64;
use crate::Handicap;

/// The ko threats of a ko master, the side given the threats: enough for a ko fight of
/// four stages against an opponent with none. They are counted rather than unlimited
/// so that every line is finite: a double ko, where the master could retake for ever,
/// goes to its owner once the master's threats run out, as it does on the board.
pub const MASTER: u8 = 4;

/// What the defender must reach to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The target is not captured: two passes with the target on the board, or
    /// Benson's life.
    Survive,
    /// Unconditional life (Benson's test); two passes without it lose. A target that
    /// survives but cannot reach this is in seki.
    Benson,
}

/// A move of the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// A stone on this point.
    Play(Point),
    /// A pass.
    Pass,
    /// A ko threat elsewhere, answered, which lifts the ko ban.
    Threat,
}

/// How a line ended, as the proof checker confirms it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    /// The target was captured.
    Captured,
    /// The target is unconditionally alive (Benson's test).
    Benson,
    /// Two passes with the target on the board.
    Passes,
    /// Two passes without unconditional life ([`Mode::Benson`]).
    NoLife,
    /// The last stone repeated a position of the line: its player loses.
    Repetition,
}

/// The game in which searches play: the problem's stones with the original rules'
/// suicide rule, simple ko (the model judges repetition itself) and no end by cycle.
pub fn search_game(game: &Game) -> Game {
    let mut rules = *game.rules();
    rules.ko = KoRule::Simple;
    rules.repetition_limit = u32::MAX;
    let b = game.board();
    let mut g = match Game::new(b.width(), b.height(), rules, Handicap::None) {
        Ok(g) => g,
        // The original game has this size, so this cannot happen.
        Err(_) => return game.clone(),
    };
    let mut black = Vec::new();
    let mut white = Vec::new();
    for p in b.points() {
        match b.color(p) {
            Some(Color::Black) => black.push(p),
            Some(Color::White) => white.push(p),
            None => {}
        }
    }
    // A ko ban at the root: set up the position before the capture and replay it.
    if let (Some(k), Some((color, Some(p)))) = (game.ko_point(), game.last_move()) {
        if game.last_captured() == [k] {
            let (own, other) = match color {
                Color::Black => (&mut black, &mut white),
                Color::White => (&mut white, &mut black),
            };
            own.retain(|&q| q != p);
            other.push(k);
            if g.setup(&black, &white, &[]).is_ok()
                && (g.to_move() == color || g.set_to_move(color).is_ok())
                && g.play(p).is_ok()
                && g.ko_point() == Some(k)
            {
                return g;
            }
            g = match Game::new(b.width(), b.height(), rules, Handicap::None) {
                Ok(g) => g,
                Err(_) => return game.clone(),
            };
            let (own, other) = match color {
                Color::Black => (&mut black, &mut white),
                Color::White => (&mut white, &mut black),
            };
            own.push(p);
            other.retain(|&q| q != k);
        }
    }
    let _ = g.setup(&black, &white, &[]);
    if g.to_move() != game.to_move() {
        let _ = g.set_to_move(game.to_move());
    }
    g
}

/// Benson's test for the chain through `target` alone, on what its life depends on:
/// its regions, the chains around those of its regions that can be vital, their
/// regions, and so on (a set closed that way gives the chains in it the answer the
/// whole board gives). A region with an empty point next to no stone of the
/// target's colour is vital to no chain and is left out. On the stack, without
/// allocating; `None` past 64 chains or regions (the caller runs the full test).
pub fn benson_local(b: &Board, target: Point) -> Option<bool> {
    const NONE: u8 = u8::MAX;
    const OUT: u8 = u8::MAX - 1;
    const HERE: u8 = u8::MAX - 2;
    const MOST: usize = 64;
    let color = b.cell(target);
    let mut heads = [0 as Point; MOST];
    heads[0] = b.chain_head(target);
    let mut chains = 1;
    let mut region_of = [NONE; MAX_CELLS];
    // Per region, the chains around it; per chain, the regions vital to it.
    let mut around = [0u64; MOST];
    let mut vital = [0u64; MOST];
    let mut regions = 0;
    let mut pts = [0u16; MAX_CELLS];
    let mut i = 0;
    while i < chains {
        for s in b.chain_stones(heads[i]) {
            for n in b.neighbors(s) {
                let v = b.cell(n);
                if v == color || v == BORDER || region_of[n] != NONE {
                    continue;
                }
                // Flood the region from n, stopping at an empty point next to no
                // stone of the colour or at a point of a region found out before.
                region_of[n] = HERE;
                pts[0] = n as u16;
                let (mut len, mut at, mut out) = (1, 0, false);
                while at < len {
                    let q = pts[at] as usize;
                    at += 1;
                    if b.cell(q) == EMPTY && !b.neighbors(q).iter().any(|&m| b.cell(m) == color) {
                        out = true;
                        break;
                    }
                    for m in b.neighbors(q) {
                        let v = b.cell(m);
                        if v == color || v == BORDER {
                            continue;
                        }
                        if region_of[m] == OUT {
                            out = true;
                        } else if region_of[m] == NONE {
                            region_of[m] = HERE;
                            pts[len] = m as u16;
                            len += 1;
                        }
                    }
                    if out {
                        break;
                    }
                }
                if out {
                    for &q in &pts[..len] {
                        region_of[q as usize] = OUT;
                    }
                    continue;
                }
                if regions == MOST {
                    return None;
                }
                let id = regions;
                regions += 1;
                // The chains around it (added to the set), and those next to every
                // empty point of it: the chains it is vital to.
                let mut all = !0u64;
                for &q in &pts[..len] {
                    let q = q as usize;
                    region_of[q] = id as u8;
                    let mut next = 0u64;
                    for m in b.neighbors(q) {
                        if b.cell(m) != color {
                            continue;
                        }
                        let h = b.chain_head(m);
                        let k = match heads[..chains].iter().position(|&x| x == h) {
                            Some(k) => k,
                            None => {
                                if chains == MOST {
                                    return None;
                                }
                                heads[chains] = h;
                                chains += 1;
                                chains - 1
                            }
                        };
                        next |= 1 << k;
                    }
                    around[id] |= next;
                    if b.cell(q) == EMPTY {
                        all &= next;
                    }
                }
                let mut v = all & around[id];
                while v != 0 {
                    let k = v.trailing_zeros() as usize;
                    vital[k] |= 1 << id;
                    v &= v - 1;
                }
            }
        }
        i += 1;
    }
    let full = |n: usize| if n == 64 { !0u64 } else { (1u64 << n) - 1 };
    let (mut live_chains, mut live_regions) = (full(chains), full(regions));
    loop {
        let mut changed = false;
        for (c, v) in vital[..chains].iter().enumerate() {
            if live_chains >> c & 1 != 0 && (v & live_regions).count_ones() < 2 {
                live_chains &= !(1 << c);
                changed = true;
            }
        }
        for (r, a) in around[..regions].iter().enumerate() {
            if live_regions >> r & 1 != 0 && a & !live_chains != 0 {
                live_regions &= !(1 << r);
                changed = true;
            }
        }
        if !changed {
            return Some(live_chains & 1 != 0);
        }
    }
}

/// A position of a search, with the line that led to it.
#[derive(Clone)]
pub struct Pos {
    /// The game (see [`search_game`]).
    pub game: Game,
    /// A stone of the chain whose life is in question.
    pub target: Point,
    /// The target's colour.
    pub defender: Color,
    /// The points where stones may be played.
    pub region: Vec<Point>,
    /// Ko threats left, Black's and White's ([`MASTER`] for a ko master).
    pub threats: [u8; 2],
    /// Ko threats spent on the line, Black's and White's.
    used: [u32; 2],
    /// The positions of the line, for repetition.
    path: Vec<u64>,
    positional: bool,
    /// What the defender must reach.
    pub mode: Mode,
    /// The actions each step took on the game (1 or 3), for undo.
    undo: Vec<(Step, u8)>,
}

impl Pos {
    /// The position of `game` (a [`search_game`]) with the target at `target`.
    pub fn new(game: Game, target: Point, region: Vec<Point>, positional: bool) -> Pos {
        let defender = game.board().color(target).unwrap_or(Color::Black);
        let mut pos = Pos {
            game,
            target,
            defender,
            region,
            threats: [0, 0],
            used: [0, 0],
            path: Vec::new(),
            positional,
            mode: Mode::Survive,
            undo: Vec::new(),
        };
        pos.path.push(pos.path_key());
        pos
    }

    /// The attacker's colour.
    pub fn attacker(&self) -> Color {
        self.defender.opponent()
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.game.to_move()
    }

    /// Steps taken since the search's root.
    pub fn depth(&self) -> usize {
        self.undo.len()
    }

    /// The repetition keys of the line's positions (the stones, the side to move
    /// but under positional superko, the threats spent), from the search's root to
    /// this one.
    pub fn line(&self) -> &[u64] {
        &self.path
    }

    fn path_key(&self) -> u64 {
        let side = if self.positional {
            0
        } else {
            self.to_move() as u64
        };
        self.game.board().hash()
            ^ mix64(side | (self.used[0] as u64) << 2 | (self.used[1] as u64) << 33)
    }

    /// The key of the position for the transposition table: the stones, the side to
    /// move, the ko ban, a pass or two passes just played (two end the line: such a
    /// position must not share its key with the one after a single pass), the
    /// threats left, and `salt`.
    pub fn key(&self, salt: u64) -> u64 {
        let g = &self.game;
        let state = (g.to_move() as u64)
            | (g.ko_point().unwrap_or(0) as u64) << 2
            | (g.consecutive_passes().min(2) as u64) << 12
            | (self.threats[0] as u64) << 14
            | (self.threats[1] as u64) << 22
            | (self.mode as u64) << 30;
        (g.board().hash() ^ mix64(state ^ salt.rotate_left(32))) | 1
    }

    /// The moves of the side to move, in a useful order: points next to the target's
    /// liberties and the target first, a threat when one is allowed, the pass last.
    pub fn steps(&self, out: &mut Vec<Step>) {
        out.clear();
        let b = self.game.board();
        if b.color(self.target).is_none() {
            return;
        }
        // Liberties of the target chain first, then the other points next to a
        // stone of the defender's, then the rest, each in region order.
        let head = b.chain_head(self.target);
        let mut near = [0u16; MAX_CELLS];
        let mut far = [0u16; MAX_CELLS];
        let (mut n_near, mut n_far) = (0, 0);
        for &p in &self.region {
            if b.cell(p) != EMPTY || !self.game.is_legal(p) {
                continue;
            }
            let (mut touches, mut liberty) = (false, false);
            for n in b.neighbors(p) {
                if b.color(n) == Some(self.defender) {
                    touches = true;
                    liberty |= b.chain_head(n) == head;
                }
            }
            if liberty {
                out.push(Step::Play(p));
            } else if touches {
                near[n_near] = p as u16;
                n_near += 1;
            } else {
                far[n_far] = p as u16;
                n_far += 1;
            }
        }
        let rest = near[..n_near].iter().chain(&far[..n_far]);
        out.extend(rest.map(|&p| Step::Play(p as Point)));
        if self.threat_allowed() {
            out.push(Step::Threat);
        }
        out.push(Step::Pass);
    }

    /// The side to move holds a threat and the ko ban forbids it a point of the
    /// region.
    pub fn threat_allowed(&self) -> bool {
        let i = self.to_move().index();
        self.threats[i] > 0
            && self
                .game
                .ko_point()
                .is_some_and(|k| self.region.contains(&k))
    }

    /// Plays `step`; `None` if it is not a legal move (nothing changes).
    /// `Some(true)`: the stone repeated a position of the line (its player loses; the
    /// step is played and must be undone as any other).
    pub fn play(&mut self, step: Step) -> Option<bool> {
        let mover = self.to_move();
        let actions = match step {
            Step::Play(p) => {
                if !self.region.contains(&p) || self.game.play(p).is_err() {
                    return None;
                }
                1
            }
            Step::Pass => {
                self.game.pass().ok()?;
                1
            }
            Step::Threat => {
                if !self.threat_allowed() {
                    return None;
                }
                let i = mover.index();
                self.threats[i] -= 1;
                self.used[i] += 1;
                let _ = self.game.pass();
                let _ = self.game.pass();
                self.game.resume();
                3
            }
        };
        self.undo.push((step, actions));
        let key = self.path_key();
        let repeated = matches!(step, Step::Play(_)) && self.path.contains(&key);
        self.path.push(key);
        Some(repeated)
    }

    /// Takes back the last step.
    pub fn undo(&mut self) {
        let Some((step, actions)) = self.undo.pop() else {
            return;
        };
        self.path.pop();
        for _ in 0..actions {
            self.game.undo();
        }
        if step == Step::Threat {
            let i = self.to_move().index();
            self.used[i] -= 1;
            self.threats[i] += 1;
        }
    }

    /// The target is unconditionally alive.
    pub fn benson_alive(&self) -> bool {
        let b = self.game.board();
        b.atari_liberty(self.target).is_none()
            && two_vital_regions(b, self.target)
            && benson_local(b, self.target)
                .unwrap_or_else(|| Benson::new(b).is_alive(b, self.target))
    }

    /// The ends found without Benson's test (a capture; two passes where they are
    /// the defender's win): what the search looks at for each child it lists, leaving
    /// the full test to the children it visits.
    pub fn quick_end(&self) -> Option<(Leaf, Color)> {
        if self.game.board().color(self.target) != Some(self.defender) {
            return Some((Leaf::Captured, self.attacker()));
        }
        if self.mode == Mode::Survive && self.game.end() == Some(End::Passes) {
            return Some((Leaf::Passes, self.defender));
        }
        None
    }

    /// How the line ends here, if it does, and who wins.
    pub fn end(&self) -> Option<(Leaf, Color)> {
        self.end_by(Pos::benson_alive)
    }

    /// [`Pos::end`], with `alive` for [`Pos::benson_alive`] (a cached answer).
    pub fn end_by(&self, alive: impl FnOnce(&Pos) -> bool) -> Option<(Leaf, Color)> {
        let b = self.game.board();
        if b.color(self.target) != Some(self.defender) {
            return Some((Leaf::Captured, self.attacker()));
        }
        if alive(self) {
            return Some((Leaf::Benson, self.defender));
        }
        if self.game.end() == Some(End::Passes) {
            return Some(match self.mode {
                Mode::Survive => (Leaf::Passes, self.defender),
                Mode::Benson => (Leaf::NoLife, self.attacker()),
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// benson_local gives Benson's answer for every stone of random boards.
    #[test]
    fn benson_local_is_bensons_test() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut alive = 0;
        for round in 0..3000 {
            let size = 5 + round % 5;
            let mut b = Board::new(size, size).unwrap();
            let fill = 35 + next() % 40;
            for p in b.points().collect::<Vec<_>>() {
                let r = next() % 100;
                let c = if r < fill / 2 {
                    Color::Black
                } else if r < fill {
                    Color::White
                } else {
                    continue;
                };
                if b.is_playable(p, c) && b.captured_by(p, c) == 0 {
                    b.place(p, c, |_| {});
                }
            }
            let benson = Benson::new(&b);
            for p in b.points() {
                if b.cell(p) == EMPTY {
                    continue;
                }
                let want = benson.is_alive(&b, p);
                alive += want as usize;
                if let Some(got) = benson_local(&b, p) {
                    assert_eq!(got, want, "round {round} point {:?}", b.xy(p));
                }
            }
        }
        assert!(alive > 100, "{alive}");
    }
}
