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

use crate::board::{Board, Point, BLACK, BORDER, EMPTY, MAX_CELLS, WHITE};

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
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn new(board: &Board) -> Benson {
        let mut owner = vec![EMPTY; board.padded_len()];
        for color in [BLACK, WHITE] {
            run(board, color, &mut owner);
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

/// Whether the chain through `target` (a stone) has at least two vital regions in
/// the sense of Benson's test (regions of points without a stone of its colour, every
/// empty point of which is a liberty of the chain): what the test needs of a chain
/// before anything is dropped, so without it the chain is not unconditionally alive.
/// A cheap filter before [`Benson::new`] where one chain's life is asked (the
/// life-and-death solver's): a region's flood stops at its first empty point that is
/// not a liberty, and nothing is allocated.
pub fn two_vital_regions(b: &Board, target: Point) -> bool {
    let color = b.cell(target);
    let head = b.chain_head(target);
    let mut seen = [0u64; MAX_CELLS.div_ceil(64)];
    let mut stack = [0u16; MAX_CELLS];
    let mut vital = 0;
    let liberty = |q: Point| {
        b.neighbors(q)
            .iter()
            .any(|&m| b.cell(m) == color && b.chain_head(m) == head)
    };
    for s in b.chain_stones(target) {
        for n in b.neighbors(s) {
            let v = b.cell(n);
            if v == color || v == BORDER || seen[n / 64] >> (n % 64) & 1 != 0 {
                continue;
            }
            seen[n / 64] |= 1 << (n % 64);
            stack[0] = n as u16;
            let mut len = 1;
            let mut all_liberties = true;
            while len > 0 {
                len -= 1;
                let q = stack[len] as usize;
                if b.cell(q) == EMPTY && !liberty(q) {
                    all_liberties = false;
                    break;
                }
                for m in b.neighbors(q) {
                    let v = b.cell(m);
                    if v != color && v != BORDER && seen[m / 64] >> (m % 64) & 1 == 0 {
                        seen[m / 64] |= 1 << (m % 64);
                        stack[len] = m as u16;
                        len += 1;
                    }
                }
            }
            if all_liberties {
                vital += 1;
                if vital >= 2 {
                    return true;
                }
            }
        }
    }
    false
}

/// Benson's algorithm for `color`: marks in `owner` its unconditionally alive
/// stones and the points of their vital regions.
#[cfg_attr(tengen_nightly, optimize(size))]
fn run(b: &Board, color: u8, owner: &mut [u8]) {
    let len = b.padded_len();
    // Regions (flood fills over the points without a stone of `color`), and per
    // region its empty points; `links` holds (region, chain head, empty points of
    // the region next to that chain) for every chain around every region.
    let mut region = vec![u16::MAX; len];
    let mut empties: Vec<u16> = Vec::new();
    let mut links: Vec<(u16, u16, u16)> = Vec::new();
    let mut pts = Vec::new();
    for p in 0..len {
        let v = b.cell(p);
        if v == color || v == BORDER || region[p] != u16::MAX {
            continue;
        }
        let id = empties.len() as u16;
        let first = links.len();
        pts.clear();
        pts.push(p);
        region[p] = id;
        let mut count = 0;
        let mut i = 0;
        while i < pts.len() {
            let q = pts[i];
            i += 1;
            let empty = b.cell(q) == EMPTY;
            count += empty as u16;
            let mut seen = [u16::MAX; 4];
            for (j, n) in b.neighbors(q).into_iter().enumerate() {
                let v = b.cell(n);
                if v == color {
                    let h = b.chain_head(n) as u16;
                    let k = match links[first..].iter().position(|l| l.1 == h) {
                        Some(k) => first + k,
                        None => {
                            links.push((id, h, 0));
                            links.len() - 1
                        }
                    };
                    // Each empty point counts once for each chain next to it.
                    if empty && !seen.contains(&h) {
                        links[k].2 += 1;
                    }
                    seen[j] = h;
                } else if v != BORDER && region[n] == u16::MAX {
                    region[n] = id;
                    pts.push(n);
                }
            }
        }
        empties.push(count);
    }

    // Drop chains with fewer than two vital regions, and regions next to a dropped
    // chain, until nothing drops. `alive` by chain head.
    let mut alive = vec![false; len];
    for (p, a) in alive.iter_mut().enumerate() {
        *a = b.cell(p) == color;
    }
    let mut live_region = vec![true; empties.len()];
    let vital = |l: &(u16, u16, u16)| l.2 == empties[l.0 as usize];
    loop {
        let mut count = vec![0u8; len];
        for l in &links {
            if live_region[l.0 as usize] && vital(l) {
                count[l.1 as usize] = count[l.1 as usize].saturating_add(1);
            }
        }
        let mut changed = false;
        for p in 0..len {
            if alive[p] && b.chain_head(p) == p && count[p] < 2 {
                alive[p] = false;
                changed = true;
            }
        }
        for l in &links {
            if live_region[l.0 as usize] && !alive[l.1 as usize] {
                live_region[l.0 as usize] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut owned_region = vec![false; empties.len()];
    for l in &links {
        owned_region[l.0 as usize] |= live_region[l.0 as usize] && alive[l.1 as usize] && vital(l);
    }
    for p in 0..len {
        let v = b.cell(p);
        if (v == color && alive[b.chain_head(p)])
            || (region[p] != u16::MAX && owned_region[region[p] as usize])
        {
            owner[p] = color;
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

    /// Every stone of the boards: two_vital_regions holds wherever Benson's test
    /// finds life, and fails on the one-eyed chains.
    #[test]
    fn two_vital_regions_is_necessary() {
        let boards: [&[&str]; 4] = [
            &[".X.XO", "XXXXO", "OOOOO", ".....", "....."],
            &[".X..O", "XXXXO", "OOOOO", "O.O.O", "OOOOO"],
            &[".XO.X..", "XXXXXX.", "......."],
            &["X.X.O", ".XXOO", "XXO.O", "OOOO.", "....."],
        ];
        let mut filtered = 0;
        for rows in boards {
            let b = board(rows);
            let benson = Benson::new(&b);
            for p in b.points() {
                if b.cell(p) == EMPTY {
                    continue;
                }
                let two = two_vital_regions(&b, p);
                assert!(two || !benson.is_alive(&b, p), "{rows:?} {:?}", b.xy(p));
                filtered += !two as usize;
            }
        }
        assert!(filtered > 0);
        // The one-eyed black chain of the second board.
        let b = board(&[".X..O", "XXXXO", "OOOOO", "O.O.O", "OOOOO"]);
        assert!(!two_vital_regions(&b, b.point(1, 0).unwrap()));
        let b = board(&[".X.XO", "XXXXO", "OOOOO", ".....", "....."]);
        assert!(two_vital_regions(&b, b.point(1, 0).unwrap()));
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
