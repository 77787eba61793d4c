//! [`Board::check_invariants`]: the board's incremental data recomputed from the
//! stones alone. Compiled for tests and fuzzing only (`cfg(test)` or the `invariants`
//! feature); nothing here is on a hot path or in the wasm package.

use super::{zobrist, Board, Point, BORDER, EMPTY, EMPTY_BOARD_HASH, WHITE};
use crate::color::ByColor;

/// Fails with a description of the first broken invariant (here and in
/// `Game::check_invariants`).
macro_rules! ensure {
    ($cond:expr, $($why:tt)+) => {
        if !$cond {
            return Err(format!($($why)+));
        }
    };
}
pub(crate) use ensure;

impl Board {
    /// Checks every invariant of the board against a recomputation from scratch:
    ///
    /// - the layout: points hold `EMPTY`, `BLACK` or `WHITE`, every other cell of the
    ///   padded array (and the padding after it) is `BORDER`;
    /// - each chain's circular list (`next`) visits exactly the stones that name its
    ///   head, and those form one connected group of one colour that no stone of that
    ///   colour touches from outside;
    /// - its size, pseudo-liberty count, sum and sum of squares equal a recount;
    /// - no chain on the board is without liberties;
    /// - the incremental Zobrist hash equals the hash of the stones, and the stone
    ///   counts equal a count.
    ///
    /// Returns a description of the first violation. O(cells); for tests and fuzzing.
    pub fn check_invariants(&self) -> Result<(), String> {
        let (w, h, s) = (self.width(), self.height(), self.stride());
        ensure!(
            (super::MIN_SIZE..=super::MAX_SIZE).contains(&w)
                && (super::MIN_SIZE..=super::MAX_SIZE).contains(&h),
            "size {w}x{h}"
        );
        ensure!(s == w + 1, "stride {s} for width {w}");
        let len = self.padded_len();
        ensure!(len == (h + 2) * s, "padded length {len} for {w}x{h}");
        ensure!(
            self.cells.len() == len + super::CELLS_PAD
                && self.head.len() == len
                && self.next.len() == len
                && self.chains.len() == len,
            "array lengths"
        );
        let on_board = |p: Point| {
            let (x, y) = (p % s, p / s);
            x < w && (1..=h).contains(&y)
        };
        for (p, &v) in self.cells.iter().enumerate() {
            if p < len && on_board(p) {
                ensure!(v <= WHITE, "cell {v} at point {p}");
            } else {
                ensure!(v == BORDER, "cell {v} at border cell {p}");
            }
        }

        let mut hash = EMPTY_BOARD_HASH;
        let mut stones = ByColor::<u16>::default();
        // How many stones name each head; compared with the walks below.
        let mut members = vec![0u16; len];
        for p in self.points() {
            let v = self.cells[p];
            if v == EMPTY {
                continue;
            }
            hash ^= zobrist(v, p);
            stones[super::stone_color(v)] += 1;
            let head = self.head[p] as usize;
            ensure!(
                head < len && self.cells[head] == v,
                "stone {p}: its head {head} is not a stone of its colour"
            );
            ensure!(
                self.head[head] as usize == head,
                "stone {p}: its head {head} names another head"
            );
            members[head] += 1;
            for n in self.neighbors(p) {
                ensure!(
                    self.cells[n] != v || self.head[n] == self.head[p],
                    "adjacent stones {p} and {n} in different chains"
                );
            }
        }

        let mut visited = vec![false; len];
        let mut filled = vec![false; len];
        for head in self.points() {
            let v = self.cells[head];
            if v == EMPTY || self.head[head] as usize != head {
                continue;
            }
            let (mut size, mut libs, mut sum, mut sq) = (0u16, 0u16, 0u32, 0u32);
            let mut at = head;
            loop {
                ensure!(
                    at < len && on_board(at),
                    "chain {head}: its list leaves the board at {at}"
                );
                ensure!(
                    !visited[at],
                    "chain {head}: its list meets {at} twice (not circular through the head)"
                );
                visited[at] = true;
                ensure!(
                    self.cells[at] == v && self.head[at] as usize == head,
                    "chain {head}: its list reaches {at}, which is not one of its stones"
                );
                size += 1;
                for n in self.neighbors(at) {
                    if self.cells[n] == EMPTY {
                        libs += 1;
                        sum += n as u32;
                        sq += (n * n) as u32;
                    }
                }
                at = self.next[at] as usize;
                if at == head {
                    break;
                }
            }
            ensure!(
                size == members[head],
                "chain {head}: its list has {size} stones, {} name it their head",
                members[head]
            );
            let c = &self.chains[head];
            ensure!(
                c.size == size,
                "chain {head}: size {} recorded, {size} counted",
                c.size
            );
            ensure!(
                (c.libs, c.lib_sum, c.lib_sq) == (libs, sum, sq),
                "chain {head}: pseudo-liberties (count, sum, squares) {:?} recorded, {:?} counted",
                (c.libs, c.lib_sum, c.lib_sq),
                (libs, sum, sq)
            );
            ensure!(libs > 0, "chain {head} is on the board without a liberty");
            // Connected: a flood fill from the head over its colour reaches them all.
            filled[head] = true;
            let mut stack = vec![head];
            let mut connected = 0u16;
            while let Some(q) = stack.pop() {
                connected += 1;
                for n in self.neighbors(q) {
                    if self.cells[n] == v && !filled[n] {
                        filled[n] = true;
                        stack.push(n);
                    }
                }
            }
            ensure!(
                connected == size,
                "chain {head}: {size} stones, {connected} connected to its head"
            );
        }
        ensure!(
            self.hash == hash,
            "hash {:#x} kept, {hash:#x} recomputed",
            self.hash
        );
        ensure!(
            self.stones == stones,
            "stone counts {:?} kept, {stones:?} counted",
            self.stones
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::BLACK;
    use crate::color::Color;

    /// A board with a few chains, one of them in atari, for breaking on purpose.
    fn board() -> Board {
        let mut b = Board::new(5, 4).unwrap();
        for (x, y, c) in [
            (0, 0, Color::Black),
            (1, 0, Color::Black),
            (2, 0, Color::White),
            (1, 1, Color::White),
            (0, 1, Color::White),
            (3, 2, Color::Black),
            (3, 3, Color::Black),
        ] {
            b.place_quietly(b.point(x, y).unwrap(), c);
        }
        b
    }

    /// The check's complaint about a damaged board.
    fn fails(b: &Board) -> String {
        b.check_invariants()
            .expect_err("a damaged board passed the check")
    }

    #[test]
    fn a_sound_board_passes() {
        let b = board();
        assert_eq!(b.check_invariants(), Ok(()));
        assert_eq!(
            b.stone_count(Color::Black),
            2,
            "the pair in the corner was taken"
        );
    }

    #[test]
    fn every_kind_of_damage_is_found() {
        let b = board();
        let p = b.point(3, 2).unwrap();
        let h = b.head[p] as usize;

        let mut x = b.clone();
        x.hash ^= 1;
        assert!(fails(&x).contains("hash"), "{}", fails(&x));

        let mut x = b.clone();
        x.stones.black += 1;
        assert!(fails(&x).contains("stone counts"), "{}", fails(&x));

        for field in 0..4 {
            let mut x = b.clone();
            let c = &mut x.chains[h];
            match field {
                0 => c.libs += 1,
                1 => c.lib_sum += 1,
                2 => c.lib_sq += 1,
                _ => c.size += 1,
            }
            assert!(fails(&x).contains("chain"), "{}", fails(&x));
        }

        let mut x = b.clone();
        x.next[h] = h as u16;
        assert!(fails(&x).contains("list has 1 stones"), "{}", fails(&x));

        let mut x = b.clone();
        let q = b.chain_stones(h).nth(1).unwrap();
        x.head[q] = q as u16;
        assert!(fails(&x).contains("different chains"), "{}", fails(&x));

        let mut x = b.clone();
        x.cells[0] = EMPTY;
        assert!(fails(&x).contains("border cell 0"), "{}", fails(&x));

        let mut x = b.clone();
        let e = b.point(4, 0).unwrap();
        x.cells[e] = WHITE;
        assert!(fails(&x).contains("head"), "{}", fails(&x));

        // A stone without liberties, its records otherwise right.
        let mut x = Board::new(3, 3).unwrap();
        let (a, r, d) = (
            x.point(0, 0).unwrap(),
            x.point(1, 0).unwrap(),
            x.point(0, 1).unwrap(),
        );
        x.place_quietly(r, Color::White);
        x.place_quietly(d, Color::White);
        x.cells[a] = BLACK;
        x.head[a] = a as u16;
        x.next[a] = a as u16;
        x.chains[a] = super::super::Chain {
            libs: 0,
            size: 1,
            lib_sum: 0,
            lib_sq: 0,
        };
        x.hash ^= zobrist(BLACK, a);
        x.stones.black += 1;
        x.remove_liberty(r, a);
        x.remove_liberty(d, a);
        assert_eq!(
            fails(&x),
            format!("chain {a} is on the board without a liberty")
        );
    }
}
