//! The PUCT search's arena: nodes (positions reached) and edges (the moves out of a
//! node, each with its prior), in two vectors that are kept between searches, so
//! that once they have grown to a search's size no visit allocates. A node exists
//! only for a move visited at least once; a move not yet visited is an edge alone (a
//! point and a probability, 12 bytes), as in KataGo.
//!
//! Reusing the tree for the next move copies the subtree under the new root into a
//! second pair of vectors, breadth first, and swaps the pairs: the arena then holds
//! only what is still reachable, with the root at index 0.

/// The move of a pass in an [`Edge`].
pub(crate) const PASS: u16 = u16::MAX;
/// No node (an edge not yet visited).
pub(crate) const NONE: u32 = u32::MAX;

/// A move out of a node.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Edge {
    /// The point (padded index), or [`PASS`].
    pub mv: u16,
    /// The evaluator's probability of the move (normalised over the legal moves).
    pub prior: f32,
    /// The node the move leads to, or [`NONE`].
    pub child: u32,
}

/// A position of the tree. Its sums are from the point of view of the player who
/// moved into it (for the root, the opponent of the side to move), so that a parent
/// compares its children by their means directly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Node {
    /// Index of its first edge in the edge arena.
    pub first: u32,
    /// Number of edges (0 until it is expanded).
    pub edges: u16,
    /// It has been evaluated and given its edges.
    pub expanded: bool,
    /// The game is over here (two passes, or a cycle): its value is a count, the
    /// same at every visit.
    pub terminal: bool,
    /// Visits through it (its own evaluation included).
    pub visits: u32,
    /// Sum of the utilities backed up through it.
    pub utility: f64,
    /// Sum of win − loss (−1 to 1).
    pub wl: f64,
    /// Sum of the score lead, in points.
    pub score: f64,
    /// Sum of the lead's square plus the evaluation's variance of the final score
    /// (the same for both players), for the spread of the score.
    pub score_sq: f64,
}

impl Node {
    const NEW: Node = Node {
        first: 0,
        edges: 0,
        expanded: false,
        terminal: false,
        visits: 0,
        utility: 0.0,
        wl: 0.0,
        score: 0.0,
        score_sq: 0.0,
    };

    /// Mean utility, win − loss and score lead (for the player who moved into it).
    pub fn means(&self) -> (f64, f64, f64) {
        let n = self.visits.max(1) as f64;
        (self.utility / n, self.wl / n, self.score / n)
    }

    /// [`Node::means`] and the mean of `score_sq`: the value a visit that ends
    /// here backs up.
    pub fn value(&self) -> (f64, f64, f64, f64) {
        let (u, wl, s) = self.means();
        (u, wl, s, self.score_sq / self.visits.max(1) as f64)
    }

    /// The standard deviation of the final score over the evaluations backed up
    /// through it (the spread of each evaluation and that between them), in points.
    pub fn score_stdev(&self) -> f64 {
        let (_, _, s, sq) = self.value();
        (sq - s * s).max(0.0).sqrt()
    }
}

/// The arena: see the module documentation.
pub(crate) struct Tree {
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    spare_nodes: Vec<Node>,
    spare_edges: Vec<Edge>,
    max_nodes: usize,
    max_edges: usize,
}

/// Bytes of a node and of an edge, for the memory bound.
pub(crate) const NODE_BYTES: usize = std::mem::size_of::<Node>();
pub(crate) const EDGE_BYTES: usize = std::mem::size_of::<Edge>();

impl Tree {
    /// An arena of at most `bytes` (a fifth for nodes, the rest for edges), with only
    /// the root.
    pub fn new(bytes: usize) -> Tree {
        let mut t = Tree {
            nodes: Vec::new(),
            edges: Vec::new(),
            spare_nodes: Vec::new(),
            spare_edges: Vec::new(),
            max_nodes: (bytes / 5 / NODE_BYTES).max(1),
            max_edges: bytes * 4 / 5 / EDGE_BYTES,
        };
        t.reset();
        t
    }

    /// Only a fresh root (index 0) is left; the memory is kept.
    pub fn reset(&mut self) {
        self.nodes.clear();
        self.edges.clear();
        self.nodes.push(Node::NEW);
    }

    /// A new node, or `None` when the arena is full.
    #[inline]
    pub fn alloc_node(&mut self) -> Option<u32> {
        if self.nodes.len() >= self.max_nodes {
            return None;
        }
        self.nodes.push(Node::NEW);
        Some(self.nodes.len() as u32 - 1)
    }

    /// Room for `n` edges (default values), or `None` when the arena is full.
    #[inline]
    pub fn alloc_edges(&mut self, n: usize) -> Option<u32> {
        if self.edges.len() + n > self.max_edges {
            return None;
        }
        let first = self.edges.len();
        self.edges.resize(first + n, Edge::default());
        Some(first as u32)
    }

    /// The edges of `node`.
    #[inline]
    pub fn edges_of(&self, node: u32) -> &[Edge] {
        let n = &self.nodes[node as usize];
        &self.edges[n.first as usize..n.first as usize + n.edges as usize]
    }

    /// The edges of `node`, to change.
    #[inline]
    pub fn edges_of_mut(&mut self, node: u32) -> &mut [Edge] {
        let n = self.nodes[node as usize];
        &mut self.edges[n.first as usize..n.first as usize + n.edges as usize]
    }

    /// The child of `node` by `mv`, if it has been visited.
    pub fn child(&self, node: u32, mv: u16) -> Option<u32> {
        self.edges_of(node)
            .iter()
            .find(|e| e.mv == mv)
            .map(|e| e.child)
            .filter(|&c| c != NONE)
    }

    /// Keeps only the subtree under `node`, which becomes the root (index 0).
    pub fn reroot(&mut self, node: u32) {
        if node == 0 {
            return;
        }
        self.spare_nodes.clear();
        self.spare_edges.clear();
        self.spare_nodes.push(self.nodes[node as usize]);
        let mut i = 0;
        while i < self.spare_nodes.len() {
            let old = self.spare_nodes[i];
            let first = self.spare_edges.len();
            let range = old.first as usize..old.first as usize + old.edges as usize;
            self.spare_edges.extend_from_slice(&self.edges[range]);
            for e in &mut self.spare_edges[first..] {
                if e.child != NONE {
                    self.spare_nodes.push(self.nodes[e.child as usize]);
                    e.child = self.spare_nodes.len() as u32 - 1;
                }
            }
            self.spare_nodes[i].first = first as u32;
            i += 1;
        }
        std::mem::swap(&mut self.nodes, &mut self.spare_nodes);
        std::mem::swap(&mut self.edges, &mut self.spare_edges);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rerooting keeps exactly the subtree, with its statistics and shape.
    #[test]
    fn reroot_keeps_the_subtree() {
        let mut t = Tree::new(1 << 20);
        // root -(1)-> a -(3)-> c ; root -(2)-> b
        let e = t.alloc_edges(2).unwrap();
        t.nodes[0].first = e;
        t.nodes[0].edges = 2;
        let a = t.alloc_node().unwrap();
        let b = t.alloc_node().unwrap();
        t.edges[e as usize] = Edge {
            mv: 1,
            prior: 0.6,
            child: a,
        };
        t.edges[e as usize + 1] = Edge {
            mv: 2,
            prior: 0.4,
            child: b,
        };
        let ea = t.alloc_edges(2).unwrap();
        t.nodes[a as usize].first = ea;
        t.nodes[a as usize].edges = 2;
        t.nodes[a as usize].visits = 7;
        let c = t.alloc_node().unwrap();
        t.nodes[c as usize].visits = 3;
        t.edges[ea as usize] = Edge {
            mv: 3,
            prior: 0.9,
            child: c,
        };
        t.edges[ea as usize + 1] = Edge {
            mv: PASS,
            prior: 0.1,
            child: NONE,
        };
        t.reroot(a);
        assert_eq!(t.nodes.len(), 2);
        assert_eq!(t.edges.len(), 2);
        assert_eq!(t.nodes[0].visits, 7);
        assert_eq!(t.child(0, 3), Some(1));
        assert_eq!(t.nodes[1].visits, 3);
        assert_eq!(t.child(0, PASS), None);
        assert_eq!(t.edges_of(0)[1].prior, 0.1);
    }

    /// The arena refuses to grow past its bound.
    #[test]
    fn the_bound_holds() {
        let mut t = Tree::new(100 * NODE_BYTES);
        let mut n = 1;
        while t.alloc_node().is_some() {
            n += 1;
        }
        assert_eq!(n, 20);
        assert!(t.alloc_edges(t.max_edges + 1).is_none());
    }
}
