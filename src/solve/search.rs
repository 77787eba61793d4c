//! Depth-first proof-number search (df-pn, Nagai 2002, with the 1 + ε thresholds of
//! Pawlewicz and Lew) over the model of [`super::position`], and its transposition
//! table.
//!
//! The graph-history interaction: a result that a repetition decided holds only for
//! the line that led to it. Such proofs and disproofs are marked and never stored in
//! the table; the node that found them keeps them in its own list of children while it
//! lives. What the table keeps may still, in rare cases, be used on a line where a
//! position of its proof repeats one above it: so a result is never given from the
//! search alone, but from a proof tree replayed on its own line and checked
//! ([`super::proof`]).

use super::position::{Leaf, Pos, Step};
use crate::color::Color;

/// Proof and disproof numbers of a solved node.
pub const INF: u32 = 1 << 30;

/// Deepest line searched; a longer one stops the search (never a wrong result).
const MAX_DEPTH: usize = 400;

/// A transposition table of a bounded size: buckets of two entries of 16 bytes (the
/// key, then the proof number in the low half of a word and the disproof number in the
/// high half), an unsolved entry replaced before a solved one. Zeroed memory is an
/// empty table, so a large table costs only the pages a search touches.
///
/// The table starts small and doubles in place (each entry staying in its bucket or
/// moving to the bucket one old size above) while more than half its entries are
/// used, up to its size: a small search's entries stay close together, in the cache
/// and the translation buffer, instead of being spread over the whole allocation
/// (a lookup was a cache miss, a quarter of the search's time).
pub struct Table {
    entries: Vec<[u64; 2]>,
    /// The mask of the entries in use (a power of two, less one).
    mask: usize,
    /// Entries used.
    used: usize,
}

const ENTRY: usize = 16;

/// The entries a table starts with (1 MB).
const FIRST_ENTRIES: usize = 1 << 16;

impl Table {
    /// A table of at most `bytes` bytes (at least two entries).
    pub fn new(bytes: usize) -> Table {
        let mut n = (bytes / ENTRY).max(2).next_power_of_two();
        if n * ENTRY > bytes.max(2 * ENTRY) {
            n /= 2;
        }
        let spare = SPARE.with(|s| s.take());
        let entries = if spare.len() == n {
            spare
        } else {
            drop(spare);
            vec![[0; 2]; n]
        };
        Table {
            entries,
            mask: n.min(FIRST_ENTRIES) - 1,
            used: 0,
        }
    }

    /// Bytes the table may hold.
    pub fn bytes(&self) -> usize {
        self.entries.len() * ENTRY
    }

    fn slot(&self, key: u64) -> usize {
        (key as usize) & self.mask & !1
    }

    /// The proof and disproof numbers stored for `key`.
    pub fn get(&self, key: u64) -> Option<(u32, u32)> {
        let i = self.slot(key);
        self.entries[i..i + 2]
            .iter()
            .find(|e| e[0] == key)
            .map(|e| (e[1] as u32, (e[1] >> 32) as u32))
    }

    /// Stores numbers for `key` (never 0: keys are odd).
    pub fn put(&mut self, key: u64, pn: u32, dn: u32) {
        let i = self.slot(key);
        let solved = |e: &[u64; 2]| e[1] as u32 == 0 || (e[1] >> 32) as u32 == 0;
        let pair = &mut self.entries[i..i + 2];
        let j = if let Some(j) = pair.iter().position(|e| e[0] == key || e[0] == 0) {
            j
        } else if !solved(&pair[1]) {
            1
        } else if !solved(&pair[0]) {
            0
        } else if pn == 0 || dn == 0 {
            1
        } else {
            return;
        };
        let fresh = pair[j][0] == 0;
        pair[j] = [key, pn as u64 | (dn as u64) << 32];
        if fresh {
            self.used += 1;
            if self.used * 2 > self.mask + 1 && self.mask + 1 < self.entries.len() {
                self.grow();
            }
        }
    }

    /// Doubles the entries in use: an entry whose key has the old size's bit moves
    /// to the same place in the bucket one old size above (unused until now).
    fn grow(&mut self) {
        let n = self.mask + 1;
        let (low, high) = self.entries.split_at_mut(n);
        for (e, f) in low.iter_mut().zip(high.iter_mut()) {
            if e[0] != 0 && (e[0] as usize) & n != 0 {
                *f = *e;
                *e = [0; 2];
            }
        }
        self.mask = 2 * n - 1;
    }
}

thread_local! {
    /// The last table's entries, zeroed again, for the next table of that size:
    /// allocating and zeroing 64 MB took most of a small solve's time in wasm, and
    /// the memory of a wasm module never shrinks anyway.
    static SPARE: std::cell::RefCell<Vec<[u64; 2]>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl Drop for Table {
    /// Zeroes the entries used (a prefix) and keeps the allocation for the next
    /// table.
    fn drop(&mut self) {
        let used = (self.mask + 1).min(self.entries.len());
        self.entries[..used].fill([0; 2]);
        let entries = std::mem::take(&mut self.entries);
        SPARE.with(|s| *s.borrow_mut() = entries);
    }
}

/// The limits of a solve: nodes and a deadline on a clock (milliseconds).
pub struct Budget<'a> {
    /// Nodes the searches may visit in all.
    pub max_nodes: u64,
    /// The clock's reading past which the search stops.
    pub deadline: f64,
    /// A clock in milliseconds.
    pub clock: &'a dyn Fn() -> f64,
}

#[derive(Clone, Copy)]
struct Kid {
    step: Step,
    pn: u32,
    dn: u32,
    /// The value was decided by a repetition on this line.
    dep: bool,
}

/// A df-pn search with its table and budget; one per solve, shared by its searches.
pub struct Searcher<'a> {
    /// The transposition table.
    pub table: Table,
    /// Nodes visited so far.
    pub nodes: u64,
    budget: Budget<'a>,
    /// The budget ran out (or a line grew too long): the search stopped.
    pub aborted: bool,
    prover: Color,
    salt: u64,
    /// Lists of steps and children for the nodes of the line, reused.
    pool: Vec<(Vec<Step>, Vec<Kid>, Vec<u64>)>,
    /// Benson's test of the target by the board's hash (the target and the region
    /// are the solve's): the hash with its low bit replaced by the answer, 0 empty.
    /// The same stones recur under other models, side to move, ko and threats.
    alive: Vec<u64>,
}

/// Entries of [`Searcher`]'s cache of Benson's test (512 KB).
const ALIVE_ENTRIES: usize = 1 << 16;

impl<'a> Searcher<'a> {
    /// A searcher with a table of `table_bytes` bytes.
    pub fn new(table_bytes: usize, budget: Budget<'a>) -> Searcher<'a> {
        Searcher {
            table: Table::new(table_bytes),
            nodes: 0,
            budget,
            aborted: false,
            prover: Color::Black,
            salt: 0,
            pool: Vec::new(),
            alive: vec![0; ALIVE_ENTRIES],
        }
    }

    /// Sets whose win the following searches prove, and the salt that keeps one
    /// model's results apart from another's in the table.
    pub fn set_model(&mut self, prover: Color, salt: u64) {
        self.prover = prover;
        self.salt = salt ^ prover as u64;
    }

    /// Whether the prover wins from `pos` (on the line that led to it): `None` if the
    /// budget ran out first.
    pub fn prove(&mut self, pos: &mut Pos) -> Option<bool> {
        if let Some((_, w)) = self.end(pos) {
            return Some(w == self.prover);
        }
        if let Some((pn, dn)) = self.table.get(pos.key(self.salt)) {
            if pn == 0 || dn == 0 {
                return Some(pn == 0);
            }
        }
        if self.aborted {
            return None;
        }
        let (pn, dn, _) = self.mid(pos, INF, INF);
        if self.aborted {
            None
        } else if pn == 0 {
            Some(true)
        } else if dn == 0 {
            Some(false)
        } else {
            None
        }
    }

    /// [`Pos::end`], with Benson's test from the cache where it holds the stones.
    pub fn end(&mut self, pos: &Pos) -> Option<(Leaf, Color)> {
        pos.end_by(|pos| {
            let hash = pos.game.board().hash();
            let i = hash as usize & (ALIVE_ENTRIES - 1);
            let e = self.alive[i];
            if e != 0 && (e ^ hash) >> 1 == 0 {
                return e & 1 != 0;
            }
            let alive = pos.benson_alive();
            self.alive[i] = (hash & !1 | alive as u64).max(2);
            alive
        })
    }

    /// A stored result for `pos`, without searching.
    pub fn stored(&mut self, pos: &Pos) -> Option<bool> {
        if let Some((_, w)) = self.end(pos) {
            return Some(w == self.prover);
        }
        match self.table.get(pos.key(self.salt)) {
            Some((0, _)) => Some(true),
            Some((_, 0)) => Some(false),
            _ => None,
        }
    }

    /// The table key of `pos` in the current model.
    pub fn key(&self, pos: &Pos) -> u64 {
        pos.key(self.salt)
    }

    /// The prover of the searches.
    pub fn prover(&self) -> Color {
        self.prover
    }

    fn out_of_budget(&mut self, pos: &Pos) -> bool {
        if !self.aborted {
            self.nodes += 1;
            if self.nodes >= self.budget.max_nodes
                || pos.depth() > MAX_DEPTH
                || (self.nodes & 255 == 0 && (self.budget.clock)() > self.budget.deadline)
            {
                self.aborted = true;
            }
        }
        self.aborted
    }

    /// The value of a child just played, a repetition or an end; else `Err` with
    /// its table key, to be looked up.
    fn child(&self, pos: &Pos, repeated: bool, or: bool) -> Result<Kid, u64> {
        let kid = |pn, dn, dep| Kid {
            step: Step::Pass,
            pn,
            dn,
            dep,
        };
        if repeated {
            // The mover loses: the prover at an OR node, the opponent at an AND node.
            return Ok(if or {
                kid(INF, 0, true)
            } else {
                kid(0, INF, true)
            });
        }
        if let Some((_, w)) = pos.quick_end() {
            return Ok(if w == self.prover {
                kid(0, INF, false)
            } else {
                kid(INF, 0, false)
            });
        }
        Err(pos.key(self.salt))
    }

    /// The multiple-iterative-deepening step of df-pn at `pos` within
    /// the thresholds: returns the node's proof and disproof numbers and whether a
    /// solved value rests on a repetition of the line.
    fn mid(&mut self, pos: &mut Pos, thpn: u32, thdn: u32) -> (u32, u32, bool) {
        if self.out_of_budget(pos) {
            return (1, 1, false);
        }
        let key = pos.key(self.salt);
        // Benson's test is made here, for the positions visited, not for every child
        // listed; and once only: a position the table holds unsolved was visited
        // before and is no end (an end is stored solved).
        let visited = self
            .table
            .get(key)
            .is_some_and(|(pn, dn)| pn != 0 && dn != 0);
        if !visited {
            if let Some((_, w)) = self.end(pos) {
                let (pn, dn) = if w == self.prover { (0, INF) } else { (INF, 0) };
                self.table.put(key, pn, dn);
                return (pn, dn, false);
            }
        }
        let or = pos.to_move() == self.prover;
        // The lists of this node, from the pool (no allocation once it has grown).
        let (mut steps, mut kids, mut keys) = self.pool.pop().unwrap_or_default();
        pos.steps(&mut steps);
        kids.clear();
        keys.clear();
        for &step in &steps {
            if let Some(repeated) = pos.play(step) {
                let (kid, key) = match self.child(pos, repeated, or) {
                    Ok(kid) => (kid, 0),
                    Err(key) => (
                        Kid {
                            step,
                            pn: 1,
                            dn: 1,
                            dep: false,
                        },
                        key,
                    ),
                };
                pos.undo();
                kids.push(Kid { step, ..kid });
                keys.push(key);
            }
        }
        // The table's values, looked up together after the moves: the lookups
        // (each most likely a cache miss) are then in flight at once.
        for (kid, &key) in kids.iter_mut().zip(&keys) {
            if key != 0 {
                if let Some((pn, dn)) = self.table.get(key) {
                    kid.pn = pn;
                    kid.dn = dn;
                }
            }
        }
        let result = self.expand(pos, key, or, &mut kids, thpn, thdn);
        self.pool.push((steps, kids, keys));
        result
    }

    /// The loop of [`Searcher::mid`] over the children `kids` of `pos`.
    fn expand(
        &mut self,
        pos: &mut Pos,
        key: u64,
        or: bool,
        kids: &mut [Kid],
        thpn: u32,
        thdn: u32,
    ) -> (u32, u32, bool) {
        loop {
            let (pn, dn, dep) = summary(or, kids);
            if self.aborted {
                return (pn.max(1), dn.max(1), false);
            }
            if pn == 0 || dn == 0 || pn >= thpn || dn >= thdn {
                if !(dep && (pn == 0 || dn == 0)) {
                    self.table.put(key, pn, dn);
                }
                return (pn, dn, dep);
            }
            // The most promising child and the thresholds that send the search back
            // here when another child becomes better.
            let (best, second) = if or {
                best_two(kids, |k| k.pn)
            } else {
                best_two(kids, |k| k.dn)
            };
            let k = kids[best];
            let grown = second.saturating_add(second / 4).saturating_add(1).min(INF);
            let (cpn, cdn) = if or {
                (
                    thpn.min(grown),
                    thdn.saturating_sub(dn).saturating_add(k.dn).min(INF),
                )
            } else {
                (
                    thpn.saturating_sub(pn).saturating_add(k.pn).min(INF),
                    thdn.min(grown),
                )
            };
            if pos.play(k.step).is_none() {
                // Cannot happen: the step was legal when listed.
                self.aborted = true;
                continue;
            }
            let (pn, dn, dep) = self.mid(pos, cpn, cdn);
            pos.undo();
            kids[best] = Kid {
                step: k.step,
                pn,
                dn,
                dep,
            };
        }
    }
}

/// The index of the child with the smallest value (the first of equals), and the
/// second smallest value.
fn best_two(kids: &[Kid], value: impl Fn(&Kid) -> u32) -> (usize, u32) {
    let mut best = 0;
    let mut first = INF;
    let mut second = INF;
    for (i, k) in kids.iter().enumerate() {
        let v = value(k);
        if v < first {
            second = first;
            first = v;
            best = i;
        } else if v < second {
            second = v;
        }
    }
    (best, second)
}

/// The node's numbers from its children's, and whether a solved value rests on a
/// repetition of the line.
fn summary(or: bool, kids: &[Kid]) -> (u32, u32, bool) {
    let (mut min, mut sum) = (INF, 0u32);
    let (mut min_free, mut zero_dep, mut any_dep) = (false, false, false);
    for k in kids {
        let (a, b) = if or { (k.pn, k.dn) } else { (k.dn, k.pn) };
        if a < min {
            min = a;
        }
        if a == 0 {
            if k.dep {
                zero_dep = true;
            } else {
                min_free = true;
            }
        }
        if b == 0 && k.dep {
            any_dep = true;
        }
        sum = sum.saturating_add(b).min(INF - 1);
    }
    if kids.iter().any(|k| (if or { k.dn } else { k.pn }) == INF) {
        sum = INF;
    }
    // Solved by one child (min == 0): rests on a repetition only if every such child
    // does. Solved by all (sum == 0): if any does.
    let dep = if min == 0 {
        zero_dep && !min_free
    } else {
        sum == 0 && any_dep
    };
    if or {
        (min, sum, dep)
    } else {
        (sum, min, dep)
    }
}
