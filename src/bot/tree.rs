//! The search tree: nodes in an arena of fixed-size chunks, each node's children
//! side by side in one chunk. The tree knows nothing of Go: a node is a move, its
//! statistics and its children.
//!
//! **Memory.** The arena holds at most `capacity` nodes ([`Tree::new`]); when it is
//! full, leaves stop being expanded and the search goes on with playouts from them.
//! The chunks are allocated as the tree grows and kept in a pool shared by every tree
//! of the process when a tree is dropped, so that a new bot, or a new search of the
//! same bot, takes them back instead of asking the allocator: memory stays flat over
//! many searches and many bots.

use std::sync::Mutex;

/// Nodes a chunk holds.
const CHUNK: usize = 1 << 14;

/// A node index.
pub(crate) type NodeId = u32;

/// A move of the tree: a point, or a pass.
pub(crate) const PASS: u16 = u16::MAX;

/// One node: the move that leads to it, what the playouts through it found, the
/// prior knowledge it started with, and its children.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Node {
    /// The move (a point, or [`PASS`]).
    pub(crate) mv: u16,
    /// Children (0 until expanded).
    pub(crate) children: u16,
    /// Index of the first child.
    pub(crate) first: NodeId,
    /// Simulations through the node.
    pub(crate) visits: u32,
    /// Their wins for the player who made the move (a draw is half a win).
    pub(crate) wins: f32,
    /// Simulations in which the mover played this move later on (RAVE).
    pub(crate) amaf_visits: u32,
    /// Their wins for the mover.
    pub(crate) amaf_wins: f32,
    /// Prior knowledge, as virtual simulations and wins.
    pub(crate) prior_visits: u16,
    pub(crate) prior_wins: u16,
}

impl Node {
    /// The mover's winning rate through this node, priors included.
    #[inline(always)]
    pub(crate) fn value(&self) -> f32 {
        let n = self.visits as f32 + self.prior_visits as f32;
        if n == 0.0 {
            0.5
        } else {
            (self.wins + self.prior_wins as f32) / n
        }
    }

    /// The mover's winning rate of the real simulations only (0.5 with none).
    #[inline]
    pub(crate) fn winrate(&self) -> f32 {
        if self.visits == 0 {
            0.5
        } else {
            self.wins / self.visits as f32
        }
    }
}

/// Chunks given back by dropped trees.
static POOL: Mutex<Vec<Box<[Node]>>> = Mutex::new(Vec::new());

/// The arena.
pub(crate) struct Tree {
    chunks: Vec<Box<[Node]>>,
    /// Nodes in use (their indices are below it).
    len: usize,
    /// At most this many nodes.
    capacity: usize,
    /// The root.
    pub(crate) root: NodeId,
}

impl Tree {
    /// An empty tree of at most `capacity` nodes (at least one chunk).
    pub(crate) fn new(capacity: usize) -> Tree {
        let mut tree = Tree {
            chunks: Vec::new(),
            len: 0,
            capacity: capacity.max(CHUNK),
            root: 0,
        };
        tree.reset(PASS);
        tree
    }

    /// Bytes one node takes.
    pub(crate) const NODE_BYTES: usize = std::mem::size_of::<Node>();

    /// Forgets every node; the root is a fresh node for the move `mv`.
    pub(crate) fn reset(&mut self, mv: u16) {
        self.len = 0;
        self.root = self.alloc(1).unwrap_or(0);
        *self.get_mut(self.root) = Node {
            mv,
            ..Node::default()
        };
    }

    /// Nodes in use, the discarded ones of earlier searches included.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The most nodes the arena may hold.
    pub(crate) fn capacity(&self) -> usize {
        self.capacity
    }

    /// Room for `n` more nodes side by side.
    pub(crate) fn has_room(&self, n: usize) -> bool {
        let off = self.len % CHUNK;
        let skip = if off + n > CHUNK { CHUNK - off } else { 0 };
        self.len + skip + n <= self.capacity
    }

    /// `n` (1 ≤ n ≤ CHUNK) new nodes side by side in one chunk, or `None` when the
    /// arena is full.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn alloc(&mut self, n: usize) -> Option<NodeId> {
        if !self.has_room(n) {
            return None;
        }
        if self.len % CHUNK + n > CHUNK {
            self.len += CHUNK - self.len % CHUNK;
        }
        let chunk = self.len / CHUNK;
        while self.chunks.len() <= chunk {
            let fresh = POOL
                .lock()
                .ok()
                .and_then(|mut pool| pool.pop())
                .unwrap_or_else(|| vec![Node::default(); CHUNK].into_boxed_slice());
            self.chunks.push(fresh);
        }
        let id = self.len as NodeId;
        self.len += n;
        Some(id)
    }

    #[inline(always)]
    pub(crate) fn get(&self, id: NodeId) -> &Node {
        let i = id as usize;
        &self.chunks[i / CHUNK][i % CHUNK]
    }

    #[inline(always)]
    pub(crate) fn get_mut(&mut self, id: NodeId) -> &mut Node {
        let i = id as usize;
        &mut self.chunks[i / CHUNK][i % CHUNK]
    }

    /// The children of a node, side by side.
    #[inline(always)]
    pub(crate) fn children(&self, id: NodeId) -> &[Node] {
        let n = self.get(id);
        let i = n.first as usize;
        &self.chunks[i / CHUNK][i % CHUNK..i % CHUNK + n.children as usize]
    }

    #[inline(always)]
    pub(crate) fn children_mut(&mut self, id: NodeId) -> &mut [Node] {
        let n = *self.get(id);
        let i = n.first as usize;
        &mut self.chunks[i / CHUNK][i % CHUNK..i % CHUNK + n.children as usize]
    }

    /// The child of `id` for the move `mv`, if it has one.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn child(&self, id: NodeId, mv: u16) -> Option<NodeId> {
        let first = self.get(id).first;
        self.children(id)
            .iter()
            .position(|c| c.mv == mv)
            .map(|i| first + i as NodeId)
    }

    /// The most simulated child of `id`, if it has children.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub(crate) fn most_visited(&self, id: NodeId) -> Option<NodeId> {
        let first = self.get(id).first;
        let kids = self.children(id);
        (0..kids.len())
            .max_by_key(|&i| (kids[i].visits, std::cmp::Reverse(i)))
            .map(|i| first + i as NodeId)
    }
}

impl Drop for Tree {
    fn drop(&mut self) {
        if let Ok(mut pool) = POOL.lock() {
            // Enough for the largest default tree: more is given back.
            let keep = (64 << 20) / (CHUNK * Tree::NODE_BYTES) + 1;
            while let Some(chunk) = self.chunks.pop() {
                if pool.len() >= keep {
                    break;
                }
                pool.push(chunk);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn children_never_straddle_chunks_and_the_capacity_holds() {
        let mut t = Tree::new(2 * CHUNK);
        let a = t.alloc(CHUNK - 10).unwrap();
        assert_eq!(a, 1);
        // 20 more do not fit in the first chunk: they start the second.
        let b = t.alloc(20).unwrap() as usize;
        assert_eq!(b, CHUNK);
        assert!(t.alloc(CHUNK).is_none());
        assert!(t.alloc(CHUNK - 20).is_some());
        assert!(t.alloc(1).is_none());
    }
}
