//! The positions a game has been through, for superko and repetition.
//!
//! An open-addressing hash table (linear probing) from a position's Zobrist key to the
//! number of the move after which that position first arose (0 = the starting
//! position), with how often it has occurred. Lookups are one or two probes into a
//! small, cache-resident array and never allocate; inserting allocates only when the
//! table doubles, which a game of normal length never reaches past the reserved size.
//! Undo takes an insertion back exactly ([`PositionTable::remove`]).
//!
//! Occurrence counts above one are rare (superko forbids them; under simple ko they
//! come from cycles), so they live in a short list beside the table rather than in
//! every slot.

use crate::color::{ByColor, Color};

/// Zobrist keys of earlier positions, each with the move that first made it.
#[derive(Clone, Debug)]
pub struct PositionTable {
    keys: Vec<u64>,
    moves: Vec<u32>,
    len: usize,
    /// The positions stored more than once, with their number of occurrences.
    repeats: Vec<(u64, u32)>,
    shift: u32,
    /// The stone counts of the positions, as bits: bit `white % 64` of word
    /// `black % 64`. A position whose counts no earlier one had cannot repeat one,
    /// and needs neither its hash nor a lookup.
    counts: [u64; 64],
    /// The most stones of each colour in a stored position. A colour's count grows by
    /// one stone at a time, so it has had every count up to this one.
    most: ByColor<usize>,
}

const INITIAL_BITS: u32 = 11; // 2048 slots: half-full after 1,024 positions

impl Default for PositionTable {
    fn default() -> Self {
        Self::with_bits(INITIAL_BITS)
    }
}

impl PositionTable {
    fn with_bits(bits: u32) -> Self {
        PositionTable {
            keys: vec![0; 1 << bits],
            moves: vec![0; 1 << bits],
            len: 0,
            repeats: Vec::new(),
            shift: 64 - bits,
            counts: [0; 64],
            most: ByColor::default(),
        }
    }

    /// A table that holds `n` positions before it grows.
    pub fn with_capacity(n: usize) -> Self {
        let mut bits = 4;
        while (1usize << bits) < 2 * n {
            bits += 1;
        }
        Self::with_bits(bits)
    }

    /// Number of distinct positions stored.
    pub fn len(&self) -> usize {
        self.len
    }

    /// No position stored.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Notes that a position with `black` and `white` stones was stored.
    #[inline]
    pub fn note_counts(&mut self, black: usize, white: usize) {
        self.counts[black & 63] |= 1 << (white & 63);
        self.most.black = self.most.black.max(black);
        self.most.white = self.most.white.max(white);
    }

    /// The most stones of `color` in a stored position: no stored position had more.
    #[inline]
    pub fn most_stones(&self, color: Color) -> usize {
        self.most[color]
    }

    /// Whether a stored position may have had `black` and `white` stones (false: none
    /// had; true: perhaps).
    #[inline]
    pub fn may_have_counts(&self, black: usize, white: usize) -> bool {
        self.counts[black & 63] & (1 << (white & 63)) != 0
    }

    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        // Fibonacci hashing: the top bits of key × 2⁶⁴/φ.
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The move after which the position `key` first arose, if it did. `key` must
    /// not be 0.
    #[inline]
    pub fn get(&self, key: u64) -> Option<u32> {
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                return Some(self.moves[i]);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & mask;
        }
    }

    /// How many times the position `key` has occurred (0: never).
    #[inline]
    pub fn count(&self, key: u64) -> u32 {
        match self.get(key) {
            None => 0,
            Some(_) => self.repeats.iter().find(|r| r.0 == key).map_or(1, |r| r.1),
        }
    }

    /// Records an occurrence of the position `key` after move `move_number`, and
    /// returns how many times it has occurred now (1: the first time; the move of the
    /// first occurrence is kept). `key` must not be 0.
    #[inline]
    pub fn insert(&mut self, key: u64, move_number: u32) -> u32 {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                return self.count_again(key);
            }
            if k == 0 {
                self.keys[i] = key;
                self.moves[i] = move_number;
                self.len += 1;
                return 1;
            }
            i = (i + 1) & mask;
        }
    }

    /// One more occurrence of the stored position `key`; returns the count.
    #[cold]
    fn count_again(&mut self, key: u64) -> u32 {
        if let Some(r) = self.repeats.iter_mut().find(|r| r.0 == key) {
            r.1 += 1;
            return r.1;
        }
        self.repeats.push((key, 2));
        2
    }

    /// Takes back the last [`PositionTable::insert`] of `key` (undo): one occurrence
    /// fewer, and the key gone if that was the only one. The stone-count filters
    /// ([`PositionTable::may_have_counts`], [`PositionTable::most_stones`]) keep what
    /// they had: they may only ever say "perhaps" too often, never "no" wrongly.
    pub fn remove(&mut self, key: u64) {
        if let Some(at) = self.repeats.iter().position(|r| r.0 == key) {
            self.repeats[at].1 -= 1;
            if self.repeats[at].1 == 1 {
                self.repeats.swap_remove(at);
            }
            return;
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            match self.keys[i] {
                0 => return,
                k if k == key => break,
                _ => i = (i + 1) & mask,
            }
        }
        self.len -= 1;
        // Backward-shift deletion: move later entries of the probe run into the hole
        // unless their home slot lies after it, so that no lookup stops early.
        loop {
            self.keys[i] = 0;
            let mut j = i;
            loop {
                j = (j + 1) & mask;
                let k = self.keys[j];
                if k == 0 {
                    return;
                }
                let home = self.slot(k);
                let stays = if i <= j {
                    i < home && home <= j
                } else {
                    i < home || home <= j
                };
                if !stays {
                    self.keys[i] = k;
                    self.moves[i] = self.moves[j];
                    i = j;
                    break;
                }
            }
        }
    }

    fn grow(&mut self) {
        let bits = 64 - self.shift + 1;
        let old = std::mem::replace(self, Self::with_bits(bits));
        self.counts = old.counts;
        self.most = old.most;
        self.repeats = old.repeats;
        let mask = self.keys.len() - 1;
        for (&k, &m) in old.keys.iter().zip(&old.moves) {
            if k != 0 {
                let mut i = self.slot(k);
                while self.keys[i] != 0 {
                    i = (i + 1) & mask;
                }
                self.keys[i] = k;
                self.moves[i] = m;
                self.len += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::zobrist::mix64;

    #[test]
    fn keeps_the_first_move_and_grows() {
        let mut t = PositionTable::default();
        for i in 1..5000u64 {
            assert_eq!(t.insert(mix64(i), i as u32), 1);
        }
        assert_eq!(t.insert(mix64(7), 9999), 2);
        assert_eq!(t.len(), 4999);
        for i in 1..5000u64 {
            assert_eq!(t.get(mix64(i)), Some(i as u32));
        }
        assert_eq!(t.get(mix64(6000)), None);
        assert_eq!((t.count(mix64(7)), t.count(mix64(8))), (2, 1));
    }

    #[test]
    fn remove_takes_back_inserts_in_any_probe_run() {
        // A small table, so that probe runs are long and wrap around the end.
        let mut t = PositionTable::with_capacity(40);
        let keys: Vec<u64> = (1..=40u64).map(mix64).collect();
        for (i, &k) in keys.iter().enumerate() {
            t.insert(k, i as u32);
        }
        t.insert(keys[3], 99);
        t.insert(keys[3], 100);
        assert_eq!(t.count(keys[3]), 3);
        for (i, &k) in keys.iter().enumerate().rev() {
            if i == 3 {
                t.remove(k);
                t.remove(k);
                assert_eq!((t.count(k), t.get(k)), (1, Some(3)));
            }
            t.remove(k);
            assert_eq!(t.get(k), None);
            for (j, &other) in keys[..i].iter().enumerate() {
                assert_eq!(t.get(other), Some(j as u32), "key {j} lost removing {i}");
            }
        }
        assert!(t.is_empty());
    }
}
