//! The positions a game has been through, for superko and cycle detection.
//!
//! An open-addressing hash table from a position's Zobrist key to the number of the
//! move after which that position first arose (0 = the starting position). Lookups
//! are one or two probes into a small, cache-resident array and never allocate;
//! inserting allocates only when the table doubles, which a game of normal length
//! never reaches past the reserved size.

use crate::color::{ByColor, Color};

/// Zobrist keys of earlier positions, each with the move that first made it.
#[derive(Clone, Debug)]
pub struct PositionTable {
    keys: Vec<u64>,
    moves: Vec<u32>,
    len: usize,
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

    /// Forgets every position, keeping the memory.
    pub fn clear(&mut self) {
        self.keys.fill(0);
        self.len = 0;
        self.counts = [0; 64];
        self.most = ByColor::default();
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

    /// Records that position `key` arose after move `move_number`, unless it already
    /// had. `key` must not be 0.
    pub fn insert(&mut self, key: u64, move_number: u32) {
        if 2 * (self.len + 1) > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut i = self.slot(key);
        loop {
            let k = self.keys[i];
            if k == key {
                return;
            }
            if k == 0 {
                self.keys[i] = key;
                self.moves[i] = move_number;
                self.len += 1;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let bits = 64 - self.shift + 1;
        let old = std::mem::replace(self, Self::with_bits(bits));
        self.counts = old.counts;
        self.most = old.most;
        for (k, m) in old.keys.iter().zip(&old.moves) {
            if *k != 0 {
                self.insert(*k, *m);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_first_move_and_grows() {
        let mut t = PositionTable::default();
        for i in 1..5000u64 {
            t.insert(crate::zobrist::mix64(i), i as u32);
        }
        t.insert(crate::zobrist::mix64(7), 9999);
        assert_eq!(t.len(), 4999);
        for i in 1..5000u64 {
            assert_eq!(t.get(crate::zobrist::mix64(i)), Some(i as u32));
        }
        assert_eq!(t.get(crate::zobrist::mix64(6000)), None);
        t.clear();
        assert!(t.is_empty());
        assert_eq!(t.get(crate::zobrist::mix64(7)), None);
    }
}
