//! A bounded cache of evaluations, keyed by a 128-bit hash of the network's inputs
//! (which hold the position, its recent history and the rules) with the board's size
//! and the symmetry. The oldest entry makes room for a new one; once every slot has
//! held an evaluation of the largest board, nothing more is allocated.

use std::collections::HashMap;

use super::Evaluation;

/// Evaluations by key, at most `capacity` of them.
pub(crate) struct Cache {
    map: HashMap<u128, usize>,
    slots: Vec<(u128, Evaluation)>,
    next: usize,
    capacity: usize,
}

impl Cache {
    pub fn new(capacity: usize) -> Cache {
        Cache {
            map: HashMap::with_capacity(capacity),
            slots: Vec::with_capacity(capacity),
            next: 0,
            capacity,
        }
    }

    /// The most evaluations kept.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// Copies the evaluation of `key` into `out` if it is cached.
    pub fn get(&self, key: u128, out: &mut Evaluation) -> bool {
        match self.map.get(&key) {
            Some(&i) => {
                out.set_from(&self.slots[i].1);
                true
            }
            None => false,
        }
    }

    /// Keeps a copy of `e` under `key`, in place of the oldest entry when full.
    pub fn put(&mut self, key: u128, e: &Evaluation) {
        if self.capacity == 0 || self.map.contains_key(&key) {
            return;
        }
        if self.slots.len() < self.capacity {
            self.map.insert(key, self.slots.len());
            self.slots.push((key, e.clone()));
            return;
        }
        let i = self.next;
        self.next = (self.next + 1) % self.capacity;
        let slot = &mut self.slots[i];
        self.map.remove(&slot.0);
        slot.0 = key;
        slot.1.set_from(e);
        self.map.insert(key, i);
    }

    /// Entries held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.slots.len()
    }
}
