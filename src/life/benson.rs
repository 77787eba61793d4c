//! Benson's algorithm: the chains that no sequence of moves can capture.
//!
//! D. B. Benson, "Life in the game of Go" (Information Sciences 10, 1976). For one
//! colour, a *region* is a maximal connected set of points that hold no stone of that
//! colour (empty points and opposing stones); the colour's chains enclose it. A region
//! is *vital* to a chain when every empty point of the region is a liberty of the
//! chain. Start from every chain and every region; then repeatedly drop each chain
//! that has fewer than two vital regions among those left, and each region that
//! touches a dropped chain. What is left when nothing more drops is unconditionally
//! alive: its owner may pass for ever and the opponent still cannot capture it.
//!
//! The vital regions of those chains are the owner's for sure: an opposing stone in
//! one can never make an eye there (every empty point of the region touches the
//! living chain) and is dead.

use crate::board::{Board, Point, BLACK, BORDER, EMPTY, WHITE};

/// What Benson's algorithm finds for both colours, indexed by point.
#[derive(Clone, Debug)]
pub struct Benson {
    /// `BLACK` or `WHITE` for a stone of an unconditionally alive chain, and for a
    /// point (empty or an opposing stone) of a vital region of such a chain; `EMPTY`
    /// elsewhere.
    owner: Vec<u8>,
}

impl Benson {
    /// Runs the algorithm for both colours on `board`.
    pub fn new(board: &Board) -> Benson {
        let mut owner = vec![EMPTY; board.padded_len()];
        let mut work = Work::new(board.padded_len());
        for color in [BLACK, WHITE] {
            work.run(board, color, &mut owner);
        }
        Benson { owner }
    }

    /// The stone at `p` belongs to an unconditionally alive chain.
    pub fn is_alive(&self, board: &Board, p: Point) -> bool {
        let c = board.cell(p);
        (c == BLACK || c == WHITE) && self.owner[p] == c
    }

    /// The colour that owns `p` for sure (its stone is unconditionally alive, or it
    /// lies in a vital region of such a chain), if any.
    pub fn owner(&self, p: Point) -> u8 {
        self.owner[p]
    }

    /// An opposing stone in a vital region of an unconditionally alive chain: dead.
    pub fn is_dead(&self, board: &Board, p: Point) -> bool {
        let c = board.cell(p);
        (c == BLACK || c == WHITE) && self.owner[p] == c ^ 3
    }
}

/// Scratch space of one run, reused for the second colour.
struct Work {
    /// Region id of each point (`u16::MAX`: none).
    region: Vec<u16>,
    /// Per region: its points.
    points: Vec<Vec<Point>>,
    /// Per region: its empty points.
    empties: Vec<u32>,
    /// Per region: the chains around it (heads), with the number of the region's
    /// empty points each touches.
    around: Vec<Vec<(Point, u32)>>,
    /// Per point: a marker for counting each empty point once per chain.
    mark: Vec<u32>,
}

impl Work {
    fn new(len: usize) -> Work {
        Work {
            region: vec![u16::MAX; len],
            points: Vec::new(),
            empties: Vec::new(),
            around: Vec::new(),
            mark: vec![0; len],
        }
    }

    fn run(&mut self, b: &Board, color: u8, owner: &mut [u8]) {
        self.region.fill(u16::MAX);
        self.points.clear();
        self.empties.clear();
        self.around.clear();
        // Regions: flood fills over the points without a stone of `color`.
        for p in b.points() {
            if b.cell(p) == color || self.region[p] != u16::MAX {
                continue;
            }
            let id = self.points.len() as u16;
            let mut pts = vec![p];
            self.region[p] = id;
            let mut i = 0;
            while i < pts.len() {
                let q = pts[i];
                i += 1;
                for n in b.neighbors(q) {
                    let v = b.cell(n);
                    if v != color && v != BORDER && self.region[n] == u16::MAX {
                        self.region[n] = id;
                        pts.push(n);
                    }
                }
            }
            let mut empties = 0;
            let mut around: Vec<(Point, u32)> = Vec::new();
            for &q in &pts {
                let empty = b.cell(q) == EMPTY;
                empties += empty as u32;
                for n in b.neighbors(q) {
                    if b.cell(n) != color {
                        continue;
                    }
                    let h = b.chain_head(n);
                    let k = match around.iter().position(|&(c, _)| c == h) {
                        Some(k) => k,
                        None => {
                            around.push((h, 0));
                            around.len() - 1
                        }
                    };
                    // Count each empty point once per chain: `mark` holds the last
                    // (chain head + 1) that counted it.
                    if empty && self.mark[q] != h as u32 + 1 {
                        self.mark[q] = h as u32 + 1;
                        around[k].1 += 1;
                    }
                }
            }
            // A point may be counted again for another chain later; clear the marks.
            for &q in &pts {
                self.mark[q] = 0;
            }
            self.points.push(pts);
            self.empties.push(empties);
            self.around.push(around);
        }

        // The chains, by head; `alive[h]` while not dropped.
        let mut alive = vec![false; b.padded_len()];
        let mut heads = Vec::new();
        for p in b.points() {
            if b.cell(p) == color && b.chain_head(p) == p {
                alive[p] = true;
                heads.push(p);
            }
        }
        let mut live_region = vec![true; self.points.len()];
        loop {
            let mut changed = false;
            let mut vital = vec![0u32; b.padded_len()];
            for (r, around) in self.around.iter().enumerate() {
                if !live_region[r] {
                    continue;
                }
                for &(h, touched) in around {
                    if touched == self.empties[r] {
                        vital[h] += 1;
                    }
                }
            }
            for &h in &heads {
                if alive[h] && vital[h] < 2 {
                    alive[h] = false;
                    changed = true;
                }
            }
            for (r, around) in self.around.iter().enumerate() {
                if live_region[r] && around.iter().any(|&(h, _)| !alive[h]) {
                    live_region[r] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for p in b.points() {
            if b.cell(p) == color && alive[b.chain_head(p)] {
                owner[p] = color;
            }
        }
        for (r, around) in self.around.iter().enumerate() {
            if live_region[r]
                && around
                    .iter()
                    .any(|&(h, touched)| alive[h] && touched == self.empties[r])
            {
                for &q in &self.points[r] {
                    owner[q] = color;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::life::tests::board;

    fn alive(rows: &[&str]) -> Vec<String> {
        let b = board(rows);
        let benson = Benson::new(&b);
        (0..b.height())
            .map(|y| {
                (0..b.width())
                    .map(|x| {
                        let p = b.point(x, y).unwrap();
                        match (b.cell(p), benson.is_alive(&b, p), benson.owner(p)) {
                            (_, true, _) => 'A',
                            (BLACK | WHITE, false, o) if o != EMPTY => 'D',
                            (EMPTY, _, BLACK) => 'b',
                            (EMPTY, _, WHITE) => 'w',
                            _ => '.',
                        }
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn two_eyes_are_unconditionally_alive() {
        // A black corner group with two one-point eyes. White's wall has a big area
        // below it but no vital region (the bottom row touches no white stone).
        assert_eq!(
            alive(&[
                ".X.XO", //
                "XXXXO", //
                "OOOOO", //
                ".....", //
                ".....",
            ]),
            [
                "bAbA.", //
                "AAAA.", //
                ".....", //
                ".....", //
                ".....",
            ]
        );
    }

    #[test]
    fn one_eye_is_not() {
        // Black has one eye at (0, 0); its other liberties reach White's area.
        assert_eq!(
            alive(&[
                ".X..O", //
                "XXXXO", //
                "OOOOO", //
                "O.O.O", //
                "OOOOO",
            ]),
            [
                "....A", //
                "....A", //
                "AAAAA", //
                "AwAwA", //
                "AAAAA",
            ]
        );
    }

    #[test]
    fn an_opposing_stone_in_a_vital_region_is_dead() {
        assert_eq!(
            alive(&[
                ".XO.X..", //
                "XXXXXX.", //
                ".......",
            ]),
            [
                "bADbA..", //
                "AAAAAA.", //
                ".......",
            ]
        );
    }
}
