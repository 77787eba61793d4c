//! 3×3 shape patterns: the local shapes around an empty point where a move is
//! usually good (a hane, a cut, a block on the edge), as the MoGo programs used them
//! to make playouts answer the last move (Gelly, Wang, Munos, Teytaud, 2006). Both the
//! playout policy and the tree's priors ask `Patterns::matches`.
//!
//! A point's neighbourhood is its eight neighbours' cells, two bits each (empty,
//! black, white, border), in reading order: a 16-bit code. Every pattern is expanded
//! once, at first use, into the set of codes it matches, under the eight symmetries of
//! the square and the swap of colours, so a lookup is one bit test.

use std::sync::OnceLock;

use crate::board::{Board, Point, BLACK, BORDER, EMPTY, WHITE};

/// The shapes, as three rows around the centre (always `.`, the move): `X` a stone of
/// one colour, `O` of the other, `.` empty, `x` not `X` (empty or `O`), `o` not `O`,
/// `#` off the board, `?` anything. Colours may be swapped, and the shape turned or
/// mirrored.
const SHAPES: [[&str; 3]; 13] = [
    // Hane that encloses a stone between two own stones.
    ["XOX", "...", "???"],
    // Hane without a cut behind it.
    ["XO.", "...", "?.?"],
    // Hane that bends around (magari).
    ["XO?", "X..", "x.?"],
    // Contact on the diagonal side of an opposing stone.
    [".O.", "X..", "..."],
    // Cut that nothing protects.
    ["XO?", "O.o", "?o?"],
    // Cut after a peep.
    ["XO?", "O.X", "???"],
    // Pushing between two stones to cut (de).
    ["?X?", "O.O", "ooo"],
    // Cutting a knight's move.
    ["OX?", "o.O", "???"],
    // On the edge: chasing along it.
    ["X.?", "O.?", "##?"],
    // On the edge: blocking the cut along it.
    ["OX?", "X.O", "###"],
    // On the edge: blocking the connection along it.
    ["?X?", "x.O", "###"],
    // On the edge: descending beside a stone (sagari).
    ["?XO", "x.x", "###"],
    // On the edge: cutting along it.
    ["?OX", "X.O", "###"],
];

/// The codes of every matching neighbourhood, one bit each.
pub(crate) struct Patterns {
    bits: Box<[u64; 1024]>,
}

impl Patterns {
    /// The table, built on first use (a few milliseconds, 8 KB).
    pub(crate) fn get() -> &'static Patterns {
        static TABLE: OnceLock<Patterns> = OnceLock::new();
        TABLE.get_or_init(Patterns::build)
    }

    /// Out of line: inlined into `OnceLock`'s initialiser, which is not built for
    /// size, it would be built for speed with it.
    #[inline(never)]
    #[cfg_attr(tengen_nightly, optimize(size))]
    fn build() -> Patterns {
        let mut bits = Box::new([0u64; 1024]);
        for shape in SHAPES {
            let grid: [[u8; 3]; 3] = shape.map(|row| {
                let b = row.as_bytes();
                [b[0], b[1], b[2]]
            });
            for turned in symmetries(grid) {
                for swapped in [false, true] {
                    expand(&turned, swapped, 0, 0, &mut bits);
                }
            }
        }
        Patterns { bits }
    }

    /// Whether the empty point `p` of `board` has a listed shape around it.
    #[inline(always)]
    pub(crate) fn matches(&self, board: &Board, p: Point) -> bool {
        self.matches_code(board.neighbourhood(p))
    }

    /// Whether an empty point whose neighbourhood has the code `code`
    /// ([`Board::neighbourhood`]) has a listed shape around it.
    #[inline(always)]
    pub(crate) fn matches_code(&self, code: u16) -> bool {
        let code = code as usize;
        self.bits[code >> 6] >> (code & 63) & 1 != 0
    }
}

/// The eight turns and mirror images of a grid.
#[cfg_attr(tengen_nightly, optimize(size))]
fn symmetries(g: [[u8; 3]; 3]) -> [[[u8; 3]; 3]; 8] {
    let turn = |g: [[u8; 3]; 3]| -> [[u8; 3]; 3] {
        let mut t = [[0; 3]; 3];
        for (r, row) in t.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = g[2 - c][r];
            }
        }
        t
    };
    let mirror = |g: [[u8; 3]; 3]| g.map(|[a, b, c]| [c, b, a]);
    let mut out = [g; 8];
    for i in 1..4 {
        out[i] = turn(out[i - 1]);
    }
    for i in 0..4 {
        out[4 + i] = mirror(out[i]);
    }
    out
}

/// The cell values a pattern letter stands for.
#[cfg_attr(tengen_nightly, optimize(size))]
fn cells_of(letter: u8, swapped: bool) -> &'static [u8] {
    let (x, o) = if swapped {
        (WHITE, BLACK)
    } else {
        (BLACK, WHITE)
    };
    match (letter, x == BLACK) {
        (b'X', true) | (b'O', false) => &[BLACK],
        (b'X', false) | (b'O', true) => &[WHITE],
        (b'.', _) => &[EMPTY],
        (b'#', _) => &[BORDER],
        (b'x', _) if o == WHITE => &[EMPTY, WHITE],
        (b'x', _) => &[EMPTY, BLACK],
        (b'o', _) if x == BLACK => &[EMPTY, BLACK],
        (b'o', _) => &[EMPTY, WHITE],
        _ => &[EMPTY, BLACK, WHITE, BORDER],
    }
}

/// Sets the bit of every code the grid matches, from neighbour `i` on, the code of
/// the neighbours before it being `code`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn expand(g: &[[u8; 3]; 3], swapped: bool, i: usize, code: usize, bits: &mut [u64; 1024]) {
    if i == 8 {
        bits[code >> 6] |= 1 << (code & 63);
        return;
    }
    // Neighbour i in reading order, skipping the centre.
    let cell = if i < 4 { i } else { i + 1 };
    for &v in cells_of(g[cell / 3][cell % 3], swapped) {
        expand(g, swapped, i + 1, code | (v as usize) << (2 * i), bits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::life::tests::board;

    fn at(rows: &[&str], x: usize, y: usize) -> bool {
        let b = board(rows);
        Patterns::get().matches(&b, b.point(x, y).unwrap())
    }

    #[test]
    fn a_hane_matches_in_every_orientation_and_colour() {
        // X at (1,1), O at (2,1): the hane at (2,2) under the O stone... as the shape
        // "XO." over "..." with the move below the O.
        assert!(at(&[".....", ".XO..", ".....", "....."], 2, 2));
        assert!(at(&[".....", ".OX..", ".....", "....."], 2, 2));
        assert!(at(&[".....", "..OX.", ".....", "....."], 2, 2));
        assert!(at(&[".....", ".....", ".OX..", "....."], 1, 1));
    }

    #[test]
    fn an_empty_neighbourhood_matches_nothing() {
        assert!(!at(&[".....", ".....", ".....", "....."], 2, 2));
        // A lone stone of each colour far apart.
        assert!(!at(&["X....", ".....", ".....", "....O"], 2, 2));
    }

    #[test]
    fn a_lone_neighbour_is_no_shape() {
        assert!(!at(&[".....", "..X..", ".....", "....."], 2, 2));
        assert!(!at(&[".....", ".O...", ".....", "....."], 2, 2));
    }

    #[test]
    fn an_unprotected_cut_matches() {
        // X at (1,1), O at (2,1) and (1,2): cutting at (2,2) between the two O stones.
        assert!(at(&[".....", ".XO..", ".O...", "....."], 2, 2));
        assert!(at(&[".....", ".OX..", ".X...", "....."], 2, 2));
    }

    #[test]
    fn the_edge_shapes_hold_on_the_first_line() {
        // Descending on the first line beside an own stone that an opposing one
        // presses: X above, O above-right, the edge below.
        assert!(at(&[".....", ".....", "..XO.", "....."], 2, 3));
    }
}
