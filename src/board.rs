//! The board: geometry, stones, chains with their liberties, and the Zobrist hash.
//!
//! Layout (after KataGo's board): a 1-D array with a border, so that the four
//! neighbours of `p` are `p - stride`, `p - 1`, `p + 1`, `p + stride` with no bounds
//! checks on coordinates. Each row is `width` points followed by one border cell, which
//! is also the left border of the next row; a border row lies above and below.
//!
//! Chains are circular linked lists through their stones (`next`), each stone naming
//! its chain's representative (`head`). Per chain we keep *pseudo-liberties*: every
//! (stone, empty neighbour) adjacency counts once, so a point next to two stones of a
//! chain counts twice. Beside the count we keep the sum and the sum of squares of the
//! liberty indices: all pseudo-liberties are one point exactly when
//! `sum² == count × sum_of_squares` (Cauchy–Schwarz), which tells "in atari", and
//! which point, in O(1). Nothing here allocates.

use crate::color::{ByColor, Color};
use crate::zobrist::{zobrist, EMPTY_BOARD_HASH};

// `Board::check_invariants`, for tests and fuzzing.
#[cfg(any(test, feature = "invariants"))]
pub(crate) mod invariants;

/// The smallest board side supported.
pub const MIN_SIZE: usize = 2;
/// The largest board side supported.
pub const MAX_SIZE: usize = 25;
/// Cells of the padded array for the largest board.
pub const MAX_CELLS: usize = (MAX_SIZE + 2) * (MAX_SIZE + 1);
/// Border cells past the padded array, so that the legal-map scan may read eight cells
/// at a time below the last row (see `classify_moves`).
pub const CELLS_PAD: usize = 8;

/// Cell value of an empty point.
pub const EMPTY: u8 = 0;
/// Cell value of a black stone.
pub const BLACK: u8 = 1;
/// Cell value of a white stone.
pub const WHITE: u8 = 2;
/// Cell value of the border around the board.
pub const BORDER: u8 = 3;

/// A point of the board as an index into the padded array (see the module docs).
/// Get one from [`Board::point`]; [`Board::xy`] converts back.
pub type Point = usize;

/// The head of a stone whose chain record is being rebuilt (setup): cell 0 is
/// a border cell, never a chain's head.
const NO_HEAD: u16 = 0;

#[derive(Clone, Copy, Default, Debug)]
struct Chain {
    /// Pseudo-liberty count.
    libs: u16,
    /// Stones in the chain.
    size: u16,
    /// Sum of the pseudo-liberty indices.
    lib_sum: u32,
    /// Sum of their squares.
    lib_sq: u32,
}

impl Chain {
    /// All pseudo-liberties are the same point (or there are none).
    #[inline(always)]
    fn single_liberty(&self) -> bool {
        let s = self.lib_sum as u64;
        s * s == self.libs as u64 * self.lib_sq as u64
    }
}

/// What playing a stone somewhere would do, found without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// The point holds a stone.
    Occupied,
    /// The stone would have no liberties and would capture nothing.
    Suicide,
    /// The move is possible. `hash` is the position's hash after it.
    Legal {
        /// Zobrist hash of the resulting board.
        hash: u64,
        /// Opposing stones it would capture.
        captures: u32,
        /// It would remove the mover's own chain (multi-stone suicide, where allowed).
        suicide: bool,
    },
}

/// What a legal move would take: see [`Board::legality`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Opposing stones it would capture.
    pub captures: u32,
    /// It would remove the mover's own chain (multi-stone suicide, where allowed).
    pub suicide: bool,
}

/// What [`Board::place`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Placed {
    /// Opposing stones removed.
    pub captured: u32,
    /// Own stones removed by a multi-stone suicide.
    pub suicided: u32,
    /// The point the opponent may not retake at once (simple ko), if any.
    pub ko: Option<Point>,
    /// Chains of the mover's colour the stone joined (0 to 4): see
    /// [`Board::last_merges`].
    pub joined: u8,
    /// Chains removed (0 to 4), captured or the mover's own in a suicide: see
    /// [`Board::last_removed_chains`].
    pub removed_chains: u8,
}

/// The four neighbours of an empty point as a stone of one colour there would meet
/// them: [`Board::scan`] makes it, [`Scan::outcome`] judges the move from it without
/// playing it.
#[derive(Clone, Copy, Debug, Default)]
pub struct Scan {
    /// A neighbour is empty: the new stone has a liberty of its own.
    liberty: bool,
    /// A neighbour is a stone of the mover's colour.
    joins: bool,
    /// Some own chain next to the point keeps a liberty elsewhere.
    own_safe: bool,
    /// Opposing stones the move would capture.
    captures: u32,
}

impl Scan {
    /// What the move would take, or `None` for a forbidden suicide (a stone with no
    /// liberty that captures nothing and joins no chain with a liberty elsewhere;
    /// with `allow_suicide`, only a single stone's suicide is forbidden).
    #[inline(always)]
    pub fn outcome(&self, allow_suicide: bool) -> Option<Outcome> {
        if self.liberty || self.own_safe || self.captures > 0 {
            Some(Outcome {
                captures: self.captures,
                suicide: false,
            })
        } else if allow_suicide && self.joins {
            Some(Outcome {
                captures: 0,
                suicide: true,
            })
        } else {
            None
        }
    }
}

/// A Go board from 2×2 to 25×25, square or rectangular.
///
/// The arrays are as long as this board's padded array (plus [`CELLS_PAD`] cells): a
/// 9×9 board takes 2 KB, not the 12 KB of a 25×25 one, which makes a new game, a copy
/// and the working set of many games that much smaller.
#[derive(Clone)]
pub struct Board {
    width: u8,
    height: u8,
    stride: u16,
    len: u16,
    cells: Box<[u8]>,
    head: Box<[u16]>,
    next: Box<[u16]>,
    chains: Box<[Chain]>,
    hash: u64,
    stones: ByColor<u16>,
    /// What the last [`Board::place`] joined and removed, for [`Board::unplace`]: the
    /// (kept, gone) heads of each join, and the size of each chain removed.
    merges: [(u16, u16); 4],
    removed_sizes: [u16; 4],
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Board {}x{}", self.width, self.height)?;
        for y in 0..self.height() {
            for x in 0..self.width() {
                let c = match self.cells[self.point_unchecked(x, y)] {
                    BLACK => 'X',
                    WHITE => 'O',
                    _ => '.',
                };
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl Board {
    /// An empty board, or `None` if a side is outside 2..=25.
    pub fn new(width: usize, height: usize) -> Option<Board> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&width) || !(MIN_SIZE..=MAX_SIZE).contains(&height) {
            return None;
        }
        let stride = width + 1;
        let len = (height + 2) * stride;
        let mut board = Board {
            width: width as u8,
            height: height as u8,
            stride: stride as u16,
            len: len as u16,
            cells: vec![BORDER; len + CELLS_PAD].into_boxed_slice(),
            head: vec![0; len].into_boxed_slice(),
            next: vec![0; len].into_boxed_slice(),
            chains: vec![Chain::default(); len].into_boxed_slice(),
            hash: EMPTY_BOARD_HASH,
            stones: ByColor::default(),
            merges: [(0, 0); 4],
            removed_sizes: [0; 4],
        };
        board.empty_points();
        Some(board)
    }

    /// Makes the points of the board empty cells (all cells start as border).
    fn empty_points(&mut self) {
        let (w, s) = (self.width(), self.stride());
        for y in 0..self.height() {
            let row = (y + 1) * s;
            self.cells[row..row + w].fill(EMPTY);
        }
    }

    /// Takes every stone off the board.
    pub fn clear(&mut self) {
        self.cells.fill(BORDER);
        self.empty_points();
        self.head.fill(0);
        self.next.fill(0);
        self.chains.fill(Chain::default());
        self.hash = EMPTY_BOARD_HASH;
        self.stones = ByColor::default();
    }

    /// Makes `self` a copy of `other` without allocating when both have the same
    /// dimensions (playouts restart from a copy).
    pub fn copy_from(&mut self, other: &Board) {
        if self.len != other.len {
            *self = other.clone();
            return;
        }
        self.width = other.width;
        self.height = other.height;
        self.stride = other.stride;
        self.cells.copy_from_slice(&other.cells);
        self.head.copy_from_slice(&other.head);
        self.next.copy_from_slice(&other.next);
        self.chains.copy_from_slice(&other.chains);
        self.hash = other.hash;
        self.stones = other.stones;
    }

    /// Length of the cell array: the padded array and [`CELLS_PAD`] border cells
    /// after it. An array indexed like the cells for [`Board::classify_moves`] must be
    /// at least this long.
    #[inline(always)]
    pub fn cells_len(&self) -> usize {
        self.cells.len()
    }

    /// Columns.
    #[inline(always)]
    pub fn width(&self) -> usize {
        self.width as usize
    }

    /// Rows.
    #[inline(always)]
    pub fn height(&self) -> usize {
        self.height as usize
    }

    /// Distance between vertically adjacent points in the padded array.
    #[inline(always)]
    pub fn stride(&self) -> usize {
        self.stride as usize
    }

    /// Length of the padded array in use: every point index is below it.
    #[inline(always)]
    pub fn padded_len(&self) -> usize {
        self.len as usize
    }

    /// Points on the board (`width × height`).
    #[inline(always)]
    pub fn area(&self) -> usize {
        self.width() * self.height()
    }

    /// The point at column `x` from the left and row `y` from the top, or `None` if
    /// off the board.
    #[inline]
    pub fn point(&self, x: usize, y: usize) -> Option<Point> {
        (x < self.width() && y < self.height()).then(|| self.point_unchecked(x, y))
    }

    /// The point at (x, y), which the caller knows is on the board.
    #[inline(always)]
    pub fn point_unchecked(&self, x: usize, y: usize) -> Point {
        (y + 1) * self.stride() + x
    }

    /// Column and row of a point.
    #[inline]
    pub fn xy(&self, p: Point) -> (usize, usize) {
        (p % self.stride(), p / self.stride() - 1)
    }

    /// Row-major index (`y * width + x`) of a point, as in the JavaScript arrays.
    #[inline]
    pub fn row_major(&self, p: Point) -> usize {
        let (x, y) = self.xy(p);
        y * self.width() + x
    }

    /// Every point of the board, row by row from the top.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.height())
            .flat_map(move |y| (0..self.width()).map(move |x| self.point_unchecked(x, y)))
    }

    /// The cells of the eight points around `p` (a point), two bits each, in
    /// reading order from the top left: the 3×3 neighbourhood's code that shape
    /// patterns are looked up by. Off the board is [`BORDER`].
    ///
    /// Each row of three cells is read as one little-endian word (`row_code`,
    /// `side_code`): three reads instead of eight. The word of the row below
    /// reaches `p + s + 2`, at most the padded array's length, inside the
    /// [`CELLS_PAD`] cells.
    #[inline(always)]
    pub fn neighbourhood(&self, p: Point) -> u16 {
        let s = self.stride();
        let word = |c: &[u8], i: usize| u32::from_le_bytes(c[i..i + 4].try_into().unwrap());
        // The code of the row above, and the cells from the left neighbour to the end
        // of the word below (one bounds check for the words in it).
        let (above, c) = if p > s {
            let c = &self.cells[p - s - 1..p + s + 3];
            (row_code(word(c, 0)), &c[s..])
        } else {
            // Above-left of the first point is index −1, before the array: the row
            // above it is all border.
            (0x3f, &self.cells[p - 1..p + s + 3])
        };
        above | side_code(word(c, 0)) << 6 | row_code(word(c, s)) << 10
    }

    /// The 5×5 cells centred on the point `p`, from which [`Square::code`] makes the
    /// neighbourhood codes of `p` and of the eight points around it without reading
    /// the board again (the playouts' pattern answer looks at all nine).
    #[inline(always)]
    pub(crate) fn square(&self, p: Point) -> Square {
        let s = self.stride();
        let word = |c: &[u8], i: usize| u64::from_le_bytes(c[i..i + 8].try_into().unwrap());
        // Row k is the eight cells from two columns left of `p`, `k − 2` rows down.
        let first = p.checked_sub(2 * s + 2);
        if let Some(c) = first.and_then(|i| self.cells.get(i..i + 4 * s + 8)) {
            // All five inside the cells (one bounds check for the five words).
            return Square([
                word(c, 0),
                word(c, s),
                word(c, 2 * s),
                word(c, 3 * s),
                word(c, 4 * s),
            ]);
        }
        // Near the top or the bottom. A row that begins before the array is in the
        // border row above the board or higher, and one that ends past the cells is
        // below the border row under it: both read as border (only points off the
        // board have such rows in their codes).
        let row = |k: usize| {
            (p + k * s)
                .checked_sub(2 * s + 2)
                .and_then(|i| self.cells.get(i..i + 8))
                .map_or(u64::from_le_bytes([BORDER; 8]), |w| word(w, 0))
        };
        Square([row(0), row(1), row(2), row(3), row(4)])
    }

    /// The four neighbours of `p` (some may be border cells).
    #[inline(always)]
    pub fn neighbors(&self, p: Point) -> [Point; 4] {
        let s = self.stride();
        [p - s, p - 1, p + 1, p + s]
    }

    /// The cell value at `p`: [`EMPTY`], [`BLACK`], [`WHITE`] or [`BORDER`].
    #[inline(always)]
    pub fn cell(&self, p: Point) -> u8 {
        self.cells[p]
    }

    /// The colour of the stone at `p`, if any.
    #[inline]
    pub fn color(&self, p: Point) -> Option<Color> {
        match self.cells[p] {
            BLACK => Some(Color::Black),
            WHITE => Some(Color::White),
            _ => None,
        }
    }

    /// The Zobrist hash of the stones on the board.
    #[inline(always)]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones of `color` on the board.
    #[inline]
    pub fn stone_count(&self, color: Color) -> usize {
        self.stones[color] as usize
    }

    /// The representative stone of the chain through `p` (a stone).
    #[inline(always)]
    pub fn chain_head(&self, p: Point) -> Point {
        self.head[p] as usize
    }

    /// Stones in the chain through `p` (a stone).
    #[inline]
    pub fn chain_size(&self, p: Point) -> usize {
        self.chains[self.head[p] as usize].size as usize
    }

    /// The stones of the chain through `p` (a stone), starting at `p`.
    pub fn chain_stones(&self, p: Point) -> ChainStones<'_> {
        ChainStones {
            board: self,
            start: p,
            at: Some(p),
        }
    }

    /// The chain through `p` has exactly one liberty; returns it.
    #[inline]
    pub fn atari_liberty(&self, p: Point) -> Option<Point> {
        let c = &self.chains[self.head[p] as usize];
        (c.libs > 0 && c.single_liberty()).then(|| (c.lib_sum / c.libs as u32) as usize)
    }

    /// The distinct liberties of the chain through `p` (a stone), in point order.
    /// Not for hot paths: it scans the chain.
    pub fn liberties(&self, p: Point) -> Vec<Point> {
        let mut seen = vec![false; self.padded_len()];
        let mut libs = Vec::new();
        for s in self.chain_stones(p) {
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY && !seen[n] {
                    seen[n] = true;
                    libs.push(n);
                }
            }
        }
        sort_points(&mut libs);
        libs
    }

    /// Number of distinct liberties of the chain through `p`.
    pub fn liberty_count(&self, p: Point) -> usize {
        let c = &self.chains[self.head[p] as usize];
        match c.libs {
            0 => 0,
            _ if c.single_liberty() => 1,
            _ => self.liberties(p).len(),
        }
    }

    /// A one-point eye of `color` at the empty point `p`: every neighbour is a stone
    /// of that colour or the border, and the diagonals do not make it false (at most
    /// one opposing diagonal in the middle, none on the edge).
    #[inline]
    pub fn is_eye(&self, p: Point, color: Color) -> bool {
        let cell = color.cell();
        let s = self.stride();
        for n in [p - s, p - 1, p + 1, p + s] {
            let v = self.cells[n];
            if v != cell && v != BORDER {
                return false;
            }
        }
        self.diagonals_keep_eye(p, cell)
    }

    /// The second half of [`Board::is_eye`]: the diagonals of `p` leave an eye of
    /// `cell`'s colour there real.
    #[inline(always)]
    fn diagonals_keep_eye(&self, p: Point, cell: u8) -> bool {
        let s = self.stride();
        let other = cell ^ 3;
        let mut bad = 0;
        let mut edge = 0;
        // Above-left of (0, 0) is index -1, before the padded array: off the board.
        for d in [p.wrapping_sub(s + 1), p - s + 1, p + s - 1, p + s + 1] {
            let v = self.cells.get(d).map_or(BORDER, |&v| v);
            bad += (v == other) as u32;
            edge += (v == BORDER) as u32;
        }
        bad + ((edge > 0) as u32) < 2
    }

    /// Whether `color` may play at the empty point `p` when suicide is forbidden, ko
    /// aside: the stone would have a liberty, join a chain that keeps another one, or
    /// capture. [`Board::probe`]'s verdict without its hash (the legal-move map asks it
    /// for crowded points; playouts use [`Board::is_playout_move`]).
    #[inline(always)]
    pub fn is_playable(&self, p: Point, color: Color) -> bool {
        let nbrs = self.neighbors(p);
        nbrs.iter().any(|&n| self.cells[n] == EMPTY) || self.playable_crowded(p, color)
    }

    /// [`Board::is_playable`] for a point with no empty neighbour.
    #[inline(always)]
    fn playable_crowded(&self, p: Point, color: Color) -> bool {
        let c = color.cell();
        self.neighbors(p).iter().any(|&n| {
            let v = self.cells[n];
            // Neither empty nor border: a stone, whose chain is in atari exactly when
            // its single liberty is `p`. Joining an own chain is safe unless it is in
            // atari; an opposing chain in atari is captured.
            v != BORDER && (v == c) != self.chains[self.head[n] as usize].single_liberty()
        })
    }

    /// Whether a light playout may play `color` at the empty point `p`: neither its
    /// own one-point eye ([`Board::is_eye`]) nor a suicide ([`Board::is_playable`]).
    /// One read of the four neighbours, as the bytes of a word, serves both tests.
    #[inline(always)]
    pub fn is_playout_move(&self, p: Point, color: Color) -> bool {
        const ONES: u32 = 0x0101_0101;
        let c = color.cell();
        let x = u32::from_le_bytes(self.neighbors(p).map(|n| self.cells[n]));
        // Own stones (1 = 01 or 2 = 10) and the border (11) share the colour's bit.
        let own = ONES * c as u32;
        if x & own == own {
            // No empty neighbour: an eye, unless the diagonals make it false.
            return !self.diagonals_keep_eye(p, c) && self.playable_crowded(p, color);
        }
        // Some byte is 0 (empty), found without a branch per byte.
        let has_empty = x.wrapping_sub(ONES) & !x & 0x8080_8080 != 0;
        has_empty || self.playable_crowded(p, color)
    }

    /// What `color` playing at the empty point `p` would leave in atari of its own:
    /// `(stones, liberty)` of the new chain when it would have exactly one liberty
    /// and the move captures nothing. From the chains' liberty sums, without playing
    /// (playouts that judge dead stones refuse big self-ataris with it).
    #[inline(never)]
    pub fn self_atari(&self, p: Point, color: Color) -> Option<(usize, Point)> {
        let c = color.cell();
        let (mut libs, mut sum, mut sq) = (0u64, 0u64, 0u64);
        let mut size = 1usize;
        let mut seen = [usize::MAX; 4];
        let mut own = 0u64;
        for (i, n) in self.neighbors(p).into_iter().enumerate() {
            let v = self.cells[n];
            if v == EMPTY {
                libs += 1;
                sum += n as u64;
                sq += (n * n) as u64;
            } else if v == c ^ 3 {
                if self.chains[self.head[n] as usize].single_liberty() {
                    return None; // captures
                }
            } else if v == c {
                own += 1;
                let h = self.head[n] as usize;
                if !seen[..i].contains(&h) {
                    let ch = &self.chains[h];
                    libs += ch.libs as u64;
                    sum += ch.lib_sum as u64;
                    sq += ch.lib_sq as u64;
                    size += ch.size as usize;
                }
                seen[i] = h;
            }
        }
        // Each own neighbour counted `p` once among its chain's pseudo-liberties.
        let q = p as u64;
        libs -= own;
        sum -= own * q;
        sq -= own * q * q;
        (libs > 0 && sum * sum == libs * sq).then(|| (size, (sum / libs) as Point))
    }

    /// Whether `color` playing at the empty point `p` would leave an opposing chain
    /// next to it with the single liberty `last` (an atari there; a capture is not
    /// one).
    #[inline(never)]
    pub fn ataris_at(&self, p: Point, color: Color, last: Point) -> bool {
        let o = color.cell() ^ 3;
        let nbrs = self.neighbors(p);
        let q = p as u64;
        nbrs.iter().any(|&n| {
            if self.cells[n] != o {
                return false;
            }
            let h = self.head[n];
            // The chain loses one pseudo-liberty at `p` per stone of it next to `p`.
            let k = nbrs
                .iter()
                .filter(|&&m| self.cells[m] == o && self.head[m] == h)
                .count() as u64;
            let ch = &self.chains[h as usize];
            let libs = ch.libs as u64 - k;
            let (sum, sq) = (ch.lib_sum as u64 - k * q, ch.lib_sq as u64 - k * q * q);
            libs > 0 && sum * sum == libs * sq && sum / libs == last as u64
        })
    }

    /// Sorts the points for a legal-move map of `color`, row-major into `out`: 0 for a
    /// stone, 1 for an empty point that is surely legal (it has an empty neighbour, so
    /// no suicide; and, when `removed` is given, no opposing neighbour, so no capture,
    /// and no stone of `color` ever removed from it, so no repetition: see
    /// `Game::removed`); for the other empty points, `decide(p, has_liberty)`, told
    /// whether `p` has an empty neighbour. Ko is the caller's.
    /// Eight cells at a time (SWAR: bytes in a `u64`).
    pub fn classify_moves(
        &self,
        color: Color,
        removed: Option<&[u8]>,
        out: &mut [u8],
        mut decide: impl FnMut(Point, bool) -> bool,
    ) {
        const ONES: u64 = 0x0101_0101_0101_0101;
        // Cells hold 0 (empty), 1 (black), 2 (white) or 3 (border): two bits, so with
        // `x | x >> 1` bit 0 of each byte says "not empty", with no carries between
        // bytes. Every mask below keeps bit 0 of each byte only.
        #[inline(always)]
        fn occupied(x: u64) -> u64 {
            x | x >> 1
        }
        #[inline(always)]
        fn load(a: &[u8], i: usize) -> u64 {
            u64::from_le_bytes(a[i..i + 8].try_into().unwrap())
        }
        // Bit 0 of each byte: the byte is the opponent's colour (1 = 01, 2 = 10).
        let is_opp = |x: u64| match color {
            Color::White => x & !(x >> 1),
            Color::Black => (x >> 1) & !x,
        };
        // Bit 0 of each byte: a stone of `color` (bit value 1 or 2) was removed there.
        let shift = color.cell() as u32 - 1;
        let (w, s) = (self.width(), self.stride());
        let cells = &self.cells;
        let area = self.area();
        let out = &mut out[..area];
        // The loads reach from `base - s` to `base + s + 7` for a block starting at
        // `base`, a point: at least `s - 1 >= 0`, at most `h * s + (w - 1) + s + 7`,
        // that is `len + 5` (`len = (h + 2) * s`, `s = w + 1`): inside the CELLS_PAD
        // cells past the padded array.
        for y in 0..self.height() {
            let first = self.point_unchecked(0, y);
            let mut x = 0;
            while x < w {
                let i = first + x;
                let (up, down) = (load(cells, i - s), load(cells, i + s));
                let (left, right) = (load(cells, i - 1), load(cells, i + 1));
                let empty = !occupied(load(cells, i)) & ONES;
                let crowded = occupied(up) & occupied(down) & occupied(left) & occupied(right);
                let liberty = !crowded & ONES;
                let sure = match removed {
                    None => empty & liberty,
                    Some(r) => {
                        let opp = is_opp(up) | is_opp(down) | is_opp(left) | is_opp(right);
                        let once_here = load(r, i) >> shift;
                        empty & liberty & !opp & !once_here
                    }
                };
                let n = (w - x).min(8);
                let at = y * w + x;
                if at + 8 <= area {
                    // Bytes past this row are the next row's, written again after.
                    out[at..at + 8].copy_from_slice(&sure.to_le_bytes());
                } else {
                    out[at..at + n].copy_from_slice(&sure.to_le_bytes()[..n]);
                }
                let lanes = if n == 8 { !0 } else { (1u64 << (8 * n)) - 1 };
                let mut unsure = empty & !sure & lanes;
                while unsure != 0 {
                    let lane = unsure.trailing_zeros() as usize / 8;
                    let has_liberty = (liberty >> (8 * lane)) & 1 != 0;
                    out[at + lane] = decide(i + lane, has_liberty) as u8;
                    unsure &= unsure - 1;
                }
                x += 8;
            }
        }
    }

    /// Opposing stones a stone of `color` at `p` would capture (with a liberty
    /// elsewhere or not): the chains next to `p` whose last liberty it is.
    #[inline(always)]
    pub fn captured_by(&self, p: Point, color: Color) -> u32 {
        let o = color.opponent().cell();
        let mut taken = [0u16; 4];
        let mut n_taken = 0;
        let mut stones = 0;
        for n in self.neighbors(p) {
            if self.cells[n] == o {
                let h = self.head[n];
                let chain = &self.chains[h as usize];
                if chain.single_liberty() && !taken[..n_taken].contains(&h) {
                    taken[n_taken] = h;
                    n_taken += 1;
                    stones += chain.size as u32;
                }
            }
        }
        stones
    }

    /// What playing `color` at `p` would do, without playing it. Ko and superko are
    /// the game's business, not the board's. `allow_suicide` permits multi-stone
    /// suicide; a single-stone suicide is always [`Probe::Suicide`].
    #[inline]
    pub fn probe(&self, p: Point, color: Color, allow_suicide: bool) -> Probe {
        if self.cells[p] != EMPTY {
            return Probe::Occupied;
        }
        match self.legality(p, color, allow_suicide) {
            Some(Outcome { captures, suicide }) => Probe::Legal {
                hash: self.hash_after(p, color, suicide),
                captures,
                suicide,
            },
            None => Probe::Suicide,
        }
    }

    /// [`Board::probe`]'s verdict on the empty point `p` without the hash: `None` for a
    /// forbidden suicide, else what the move would take. The hash, which walks every
    /// captured chain, is [`Board::hash_after`], for when a repetition is possible.
    #[inline]
    pub fn legality(&self, p: Point, color: Color, allow_suicide: bool) -> Option<Outcome> {
        self.scan(p, color).outcome(allow_suicide)
    }

    /// Reads the neighbours of the empty point `p` for a stone of `color`: see [`Scan`].
    /// Written without branches on the neighbours' contents (random positions make
    /// such branches unpredictable): every neighbour's head and chain record are read,
    /// stale ones for empty and border cells included, and masked out.
    #[inline(always)]
    pub fn scan(&self, p: Point, color: Color) -> Scan {
        let c = color.cell();
        let o = c ^ 3;
        let mut s = Scan::default();
        // The heads of the opposing chains taken so far, to take a chain met from two
        // sides once.
        let mut taken = [u16::MAX; 4];
        for (i, n) in self.neighbors(p).into_iter().enumerate() {
            let v = self.cells[n];
            s.liberty |= v == EMPTY;
            let h = self.head[n];
            let chain = &self.chains[h as usize];
            let atari = chain.single_liberty();
            let mine = v == c;
            s.joins |= mine;
            s.own_safe |= mine & !atari;
            if (v == o) & atari && !taken[..i].contains(&h) {
                taken[i] = h;
                s.captures += chain.size as u32;
            }
        }
        s
    }

    /// Calls `f` with the head of each distinct chain of `cell`'s colour next to `p`
    /// whose only liberty is `p` (a chain met from two sides counts once).
    #[inline(always)]
    fn for_each_atari_chain(&self, p: Point, cell: u8, mut f: impl FnMut(usize)) {
        let mut seen = [0u16; 4];
        let mut nseen = 0;
        for n in self.neighbors(p) {
            if self.cells[n] != cell {
                continue;
            }
            let h = self.head[n];
            if seen[..nseen].contains(&h) {
                continue;
            }
            seen[nseen] = h;
            nseen += 1;
            if self.chains[h as usize].single_liberty() {
                f(h as usize);
            }
        }
    }

    /// The Zobrist hash after `color` plays at the empty point `p`, a legal move:
    /// the stone added and the chains it captures removed, or, for a multi-stone
    /// `suicide`, the mover's neighbour chains removed (all in atari, none safe).
    pub fn hash_after(&self, p: Point, color: Color, suicide: bool) -> u64 {
        let c = color.cell();
        let mut hash = if suicide {
            self.hash
        } else {
            self.hash ^ zobrist(c, p)
        };
        let gone = if suicide { c } else { c ^ 3 };
        self.for_each_atari_chain(p, gone, |h| hash ^= self.chain_hash(h));
        hash
    }

    /// Plays `color` at the empty point `p`: captures opposing chains left without
    /// liberties, then removes the mover's own chain if it has none (multi-stone
    /// suicide; the caller checks that the rules allow it). `on_remove` sees each
    /// removed stone. The caller judges legality, before ([`Board::probe`]) or after
    /// (`Game::play` plays first, and replays the record in the rare case of a
    /// refusal).
    ///
    /// The neighbours are read once without branching on them (random positions make
    /// such branches unpredictable), and captures are found afterwards as chains left
    /// with no liberty, so no atari test is computed beforehand. Measured with A/B of
    /// wasm builds in one Node process: against the earlier three passes over the
    /// neighbours, playouts +16 %; `Game::play` judging first with [`Board::scan`]
    /// and playing from its record was 7–10 % slower than playing first.
    #[inline]
    pub fn place(&mut self, p: Point, color: Color, mut on_remove: impl FnMut(Point)) -> Placed {
        debug_assert_eq!(self.cells[p], EMPTY);
        let c = color.cell();
        let o = c ^ 3;
        let nbrs = self.neighbors(p);
        // The neighbours read once, without a branch per neighbour. `scan` reads them
        // the same way; one helper for both made playouts 2.5 % slower in wasm (A/B),
        // so the few lines are written twice.
        let mut own = Chain {
            libs: 0,
            size: 1,
            lib_sum: 0,
            lib_sq: 0,
        };
        let (mut mine, mut theirs) = (0u8, 0u8);
        let mut heads = [0u16; 4];
        for (i, n) in nbrs.into_iter().enumerate() {
            let v = self.cells[n];
            let empty = (v == EMPTY) as u32;
            let q = n as u32;
            own.libs += empty as u16;
            own.lib_sum += empty * q;
            own.lib_sq += empty * q * q;
            heads[i] = self.head[n];
            mine |= ((v == c) as u8) << i;
            theirs |= ((v == o) as u8) << i;
        }
        self.cells[p] = c;
        self.head[p] = p as u16;
        self.next[p] = p as u16;
        self.hash ^= zobrist(c, p);
        self.stones[color] += 1;
        self.chains[p] = own;
        let mut stones = mine | theirs;
        while stones != 0 {
            let i = stones.trailing_zeros() as usize;
            self.remove_liberty(heads[i] as usize, p);
            stones &= stones - 1;
        }
        let mut joined = 0;
        while mine != 0 {
            let i = mine.trailing_zeros() as usize;
            let a = self.head[p] as usize;
            let b = self.head[heads[i] as usize] as usize;
            if a != b {
                let (keep, gone) = self.merge(a, b);
                self.merges[joined] = (keep as u16, gone as u16);
                joined += 1;
            }
            mine &= mine - 1;
        }
        let mut captured = 0;
        let mut removed_chains = 0;
        let mut last_captured = 0;
        while theirs != 0 {
            let i = theirs.trailing_zeros() as usize;
            let h = heads[i] as usize;
            // A chain met from two sides is gone the second time.
            if self.chains[h].libs == 0 && self.cells[h] == o {
                let size = self.remove_chain(h, &mut on_remove);
                self.removed_sizes[removed_chains] = size as u16;
                removed_chains += 1;
                captured += size;
                last_captured = nbrs[i];
            }
            theirs &= theirs - 1;
        }
        let h = self.head[p] as usize;
        let mut suicided = 0;
        if self.chains[h].libs == 0 {
            // Nothing was captured (the chain would have a liberty): one chain.
            suicided = self.remove_chain(h, &mut on_remove);
            self.removed_sizes[0] = suicided as u16;
            removed_chains = 1;
        }
        let chain = &self.chains[h];
        let ko = (captured == 1 && chain.size == 1 && chain.libs == 1).then_some(last_captured);
        Placed {
            captured,
            suicided,
            ko,
            joined: joined as u8,
            removed_chains: removed_chains as u8,
        }
    }

    /// The (kept, gone) heads of the chains the last [`Board::place`] joined, in
    /// order: the first [`Placed::joined`] (the others are stale).
    #[inline(always)]
    pub fn last_merges(&self) -> [(u16, u16); 4] {
        self.merges
    }

    /// The sizes of the chains the last [`Board::place`] removed, in the order their
    /// stones were reported: the first [`Placed::removed_chains`] (the others are
    /// stale).
    #[inline(always)]
    pub fn last_removed_chains(&self) -> [u16; 4] {
        self.removed_sizes
    }

    /// Takes back the last [`Board::place`] (which did `placed`, removing `removed`):
    /// [`Board::unplace`] with what it logged.
    #[cold]
    #[inline(never)]
    pub fn unplace_last(&mut self, p: Point, color: Color, removed: &[Point], placed: &Placed) {
        let (merges, sizes) = (self.merges, self.removed_sizes);
        let sizes = &sizes[..placed.removed_chains as usize];
        let merges = &merges[..placed.joined as usize];
        self.unplace(p, color, placed, removed, sizes, merges);
    }

    /// [`Board::place`] where nobody needs the removed stones (setting up, what-ifs
    /// when counting): one copy of the code for all such callers.
    #[inline(never)]
    pub fn place_quietly(&mut self, p: Point, color: Color) -> Placed {
        self.place(p, color, |_| {})
    }

    /// Removes the chain through `p` from the board (dead-stone removal, captures).
    /// Returns the number of stones removed.
    pub fn remove_chain_at(&mut self, p: Point, mut on_remove: impl FnMut(Point)) -> u32 {
        let h = self.head[p] as usize;
        self.remove_chain(h, &mut on_remove)
    }

    /// Takes back [`Board::place`] of `color` at `p` exactly, from what it reported:
    /// `placed` (its counts), the stones it `removed` (in the order given to
    /// `on_remove`; the first `placed.captured` are the opponent's, any others the
    /// mover's own of a multi-stone suicide), the sizes of the chains they made
    /// (`chains`: [`Board::last_removed_chains`]), and the (kept, gone) heads of its
    /// joins (`merges`: [`Board::last_merges`]; may be left empty when it joined one
    /// chain).
    /// Afterwards the board is as before the
    /// move, down to each chain's head and the order of its list, so that earlier moves
    /// can be taken back the same way.
    ///
    /// As KataGo's undo: the removed chains are put back as they were (their list order
    /// was logged, and a chain the move took had no liberty left); each join is split
    /// by swapping the two heads' `next` again, and the part that had gone is walked
    /// once to give it back its head and its liberties. A stone that joined one large
    /// chain is taken out in O(1); only two large chains joined by the stone cost a walk
    /// of the smaller.
    pub fn unplace(
        &mut self,
        p: Point,
        color: Color,
        placed: &Placed,
        removed: &[Point],
        chains: &[u16],
        merges: &[(u16, u16)],
    ) {
        let (captured, joined) = (placed.captured as usize, placed.joined);
        let mut at = 0;
        for &size in chains {
            let chain = &removed[at..at + size as usize];
            let restored = if at < captured {
                color.opponent()
            } else {
                color
            };
            self.restore_chain(chain, restored);
            at += size as usize;
        }
        // A stone that joined one chain: the two heads are found again (`merges` may
        // then be left empty).
        let only;
        let merges = if merges.is_empty() && joined == 1 {
            only = [self.only_join(p, color)];
            &only[..]
        } else {
            merges
        };
        for &(keep, gone) in merges.iter().rev() {
            self.split(keep as usize, gone as usize);
        }
        let c = self.cells[p];
        self.cells[p] = EMPTY;
        self.hash ^= zobrist(c, p);
        self.stones[stone_color(c)] -= 1;
        // Every chain next to the stone lost `p` as a liberty when it was placed.
        for n in self.neighbors(p) {
            let v = self.cells[n];
            if v == BLACK || v == WHITE {
                self.add_liberty(self.head[n] as usize, p);
            }
        }
    }

    /// The (kept, gone) heads of the one join made by the stone of `color` at `p` (its
    /// removed chains put back): the stone's chain is headed by the kept head, and it
    /// joined one chain, so either the stone's own chain of one went (the other was
    /// larger), or the other chain, then a single stone and the stone's only neighbour
    /// of its colour, did.
    fn only_join(&self, p: Point, color: Color) -> (u16, u16) {
        let keep = self.head[p] as usize;
        let gone = if keep == p {
            self.neighbors(p)
                .into_iter()
                .find(|&n| self.cells[n] == color.cell())
                .unwrap_or(p)
        } else {
            p
        };
        (keep as u16, gone as u16)
    }

    /// Puts back a chain of `color` removed by a move: `stones` in its list's order,
    /// the first its head. It had no liberty (the move took its last, and nothing has
    /// changed around it since), so its record is its size alone; the chains of the
    /// other colour next to it lose the liberties its points gave them.
    fn restore_chain(&mut self, stones: &[Point], color: Color) {
        let c = color.cell();
        let h = stones[0];
        for (i, &s) in stones.iter().enumerate() {
            self.cells[s] = c;
            self.hash ^= zobrist(c, s);
            self.head[s] = h as u16;
            self.next[s] = stones[(i + 1) % stones.len()] as u16;
            for n in self.neighbors(s) {
                if self.cells[n] == c ^ 3 {
                    self.remove_liberty(self.head[n] as usize, s);
                }
            }
        }
        self.stones[color] += stones.len() as u16;
        self.chains[h] = Chain {
            libs: 0,
            size: stones.len() as u16,
            lib_sum: 0,
            lib_sq: 0,
        };
    }

    /// Undoes [`Board::merge`] of `keep` and `gone`: swapping their `next` splits the
    /// lists, the stones of `gone`'s name it their head again, and its record, counted
    /// on the way, comes off `keep`'s.
    fn split(&mut self, keep: usize, gone: usize) {
        self.next.swap(keep, gone);
        let mut part = Chain::default();
        let mut s = gone;
        loop {
            self.head[s] = gone as u16;
            part.size += 1;
            for n in self.neighbors(s) {
                if self.cells[n] == EMPTY {
                    let q = n as u32;
                    part.libs += 1;
                    part.lib_sum += q;
                    part.lib_sq += q * q;
                }
            }
            s = self.next[s] as usize;
            if s == gone {
                break;
            }
        }
        self.chains[gone] = part;
        let k = &mut self.chains[keep];
        k.libs -= part.libs;
        k.size -= part.size;
        k.lib_sum -= part.lib_sum;
        k.lib_sq -= part.lib_sq;
    }

    /// Makes the chain record of the stones connected to `start` whose head is
    /// [`NO_HEAD`] (every stone of that chain must be so marked): heads, the circular
    /// list and the pseudo-liberties, with `start` as the head. The list is walked as
    /// it is built, so no stack is needed.
    fn rebuild_chain(&mut self, start: Point) {
        let cell = self.cells[start];
        let mut chain = Chain::default();
        self.head[start] = start as u16;
        let (mut at, mut tail) = (start, start);
        loop {
            chain.size += 1;
            for n in self.neighbors(at) {
                let v = self.cells[n];
                if v == EMPTY {
                    let q = n as u32;
                    chain.libs += 1;
                    chain.lib_sum += q;
                    chain.lib_sq += q * q;
                } else if v == cell && self.head[n] == NO_HEAD {
                    self.head[n] = start as u16;
                    self.next[tail] = n as u16;
                    tail = n;
                }
            }
            if at == tail {
                break;
            }
            at = self.next[at] as usize;
        }
        self.next[tail] = start as u16;
        self.chains[start] = chain;
    }

    /// Sets each point of `changes` to a stone of the given colour or, for `None`, to
    /// empty, as setting up a position does: nothing is captured, and the chains are
    /// recomputed from the stones (O(points): setups are rare). Returns a stone of a
    /// chain left without liberties, if the new position has one; the board then holds
    /// that chain as it is, and the caller should set the points back.
    pub fn set_up(&mut self, changes: &[(Point, Option<Color>)]) -> Option<Point> {
        for &(p, color) in changes {
            let old = self.cells[p];
            if old == BLACK || old == WHITE {
                self.hash ^= zobrist(old, p);
                self.stones[stone_color(old)] -= 1;
            }
            self.cells[p] = EMPTY;
            if let Some(color) = color {
                self.cells[p] = color.cell();
                self.hash ^= zobrist(color.cell(), p);
                self.stones[color] += 1;
            }
        }
        let mut airless = None;
        for y in 0..self.height() {
            let row = self.point_unchecked(0, y);
            for p in row..row + self.width() {
                self.head[p] = NO_HEAD;
            }
        }
        for y in 0..self.height() {
            let row = self.point_unchecked(0, y);
            for p in row..row + self.width() {
                if self.cells[p] != EMPTY && self.head[p] == NO_HEAD {
                    self.rebuild_chain(p);
                    if self.chains[p].libs == 0 {
                        airless.get_or_insert(p);
                    }
                }
            }
        }
        airless
    }

    #[inline(always)]
    fn add_liberty(&mut self, h: usize, p: Point) {
        let c = &mut self.chains[h];
        let q = p as u32;
        c.libs += 1;
        c.lib_sum += q;
        c.lib_sq += q * q;
    }

    #[inline(always)]
    fn remove_liberty(&mut self, h: usize, p: Point) {
        let c = &mut self.chains[h];
        let q = p as u32;
        c.libs -= 1;
        c.lib_sum -= q;
        c.lib_sq -= q * q;
    }

    /// XOR of the Zobrist keys of the stones of the chain through `h`: walked, not
    /// stored, since only captures (and suicides) need it. Keeping it per chain made
    /// every chain record 24 bytes instead of 12, and the board twice as large to
    /// create, copy and move.
    fn chain_hash(&self, h: Point) -> u64 {
        let cell = self.cells[h];
        let mut x = 0;
        let mut s = h;
        loop {
            x ^= zobrist(cell, s);
            s = self.next[s] as usize;
            if s == h {
                return x;
            }
        }
    }

    /// Joins chains `a` and `b`; the larger keeps its head. Returns (kept, gone) heads.
    /// Swapping the two heads' `next` joins their circular lists, and swapping them
    /// again splits them ([`Board::unplace`]).
    fn merge(&mut self, a: usize, b: usize) -> (usize, usize) {
        let (keep, gone) = if self.chains[a].size >= self.chains[b].size {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = gone;
        loop {
            self.head[s] = keep as u16;
            s = self.next[s] as usize;
            if s == gone {
                break;
            }
        }
        self.next.swap(keep, gone);
        let g = self.chains[gone];
        let k = &mut self.chains[keep];
        k.libs += g.libs;
        k.size += g.size;
        k.lib_sum += g.lib_sum;
        k.lib_sq += g.lib_sq;
        (keep, gone)
    }

    fn remove_chain(&mut self, h: usize, on_remove: &mut impl FnMut(Point)) -> u32 {
        let cell = self.cells[h];
        let other = cell ^ 3;
        let chain = self.chains[h];
        self.stones[stone_color(cell)] -= chain.size;
        let mut s = h;
        loop {
            self.cells[s] = EMPTY;
            self.hash ^= zobrist(cell, s);
            on_remove(s);
            for n in self.neighbors(s) {
                if self.cells[n] == other {
                    self.add_liberty(self.head[n] as usize, s);
                }
            }
            s = self.next[s] as usize;
            if s == h {
                break;
            }
        }
        chain.size as u32
    }
}

/// The colour of a stone's cell value ([`BLACK`] or [`WHITE`]).
#[inline(always)]
fn stone_color(cell: u8) -> Color {
    if cell == BLACK {
        Color::Black
    } else {
        Color::White
    }
}

/// The neighbourhood code of three cells in a row, the first three bytes of a
/// little-endian word: their two bits side by side. Bytes 1 and 2 (bits 8 and 16)
/// move to bits 2 and 4; the other bytes of each shift land outside the mask.
#[inline(always)]
fn row_code(x: u32) -> u16 {
    ((x | x >> 6 | x >> 12) & 0x3f) as u16
}

/// The code of the two cells beside a point, bytes 0 and 2 of a word (byte 1 is the
/// point itself).
#[inline(always)]
fn side_code(x: u32) -> u16 {
    ((x | x >> 14) & 0xf) as u16
}

/// The 5×5 cells around a point as five little-endian words, a row each from two
/// columns left of it: see [`Board::square`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Square([u64; 5]);

impl Square {
    /// The [`Board::neighbourhood`] code of the point at `row` and `column` (0 to 2)
    /// of the 3×3 square around the centre: (1, 1) is the centre itself, (0, 0) the
    /// point above-left of it. Exact for every point of the board.
    #[inline(always)]
    pub(crate) fn code(&self, row: usize, column: usize) -> u16 {
        let shift = 8 * column;
        let word = |k: usize| (self.0[row + k] >> shift) as u32;
        row_code(word(0)) | side_code(word(1)) << 6 | row_code(word(2)) << 10
    }
}

/// Sorts points into ascending order (row by row from the top, as the arrays the API
/// returns) and drops repeats. Through a bitset of the padded array, so O(n): the
/// standard library's sort weighed 3 KB of the wasm module for lists this simple.
/// Only the words up to the last point are read back: fewer on small boards, and a
/// loop whose length the optimiser does not know, so that it is not unrolled into
/// eleven copies (1.1 KB of wasm).
pub fn sort_points(points: &mut Vec<Point>) {
    let mut bits = [0u64; MAX_CELLS.div_ceil(64)];
    let mut words = 0;
    for &p in points.iter() {
        bits[p / 64] |= 1 << (p % 64);
        words = words.max(p / 64 + 1);
    }
    points.clear();
    for (w, &word) in bits[..words].iter().enumerate() {
        let mut word = word;
        while word != 0 {
            points.push(w * 64 + word.trailing_zeros() as usize);
            word &= word - 1;
        }
    }
}

/// Iterator over the stones of a chain; see [`Board::chain_stones`].
pub struct ChainStones<'a> {
    board: &'a Board,
    start: Point,
    at: Option<Point>,
}

impl Iterator for ChainStones<'_> {
    type Item = Point;
    fn next(&mut self) -> Option<Point> {
        let p = self.at?;
        let n = self.board.next[p] as usize;
        self.at = (n != self.start).then_some(n);
        Some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// A stone's point, cell, head and successor, and its record if it is a head.
    type Stone = (Point, u8, u16, u16, Option<(u16, u16, u32, u32)>);

    /// Everything of the board's representation that matters: each stone's cell,
    /// head and successor, each head's record, the hash and the counts.
    fn structure(b: &Board) -> Vec<Stone> {
        b.points()
            .filter(|&p| b.cells[p] != EMPTY)
            .map(|p| {
                let c = &b.chains[p];
                let record =
                    (b.head[p] as usize == p).then_some((c.libs, c.size, c.lib_sum, c.lib_sq));
                (p, b.cells[p], b.head[p], b.next[p], record)
            })
            .chain([(0, 0, b.stones.black, b.stones.white, None)])
            .chain([(b.hash as usize, 0, 0, 0, None)])
            .collect()
    }

    /// `unplace` restores the board exactly, heads and list orders included, move after
    /// move back to the empty board: random games with captures, joins of up to four
    /// chains and multi-stone suicides.
    #[test]
    fn unplace_restores_the_board_exactly() {
        let mut rng = Rng::new(11);
        for size in [3, 4, 5, 7, 9] {
            for _ in 0..40 {
                let mut b = Board::new(size, size).unwrap();
                let mut color = Color::Black;
                let mut moves = Vec::new();
                for _ in 0..4 * size * size {
                    let empty: Vec<_> = b.points().filter(|&p| b.cells[p] == EMPTY).collect();
                    let legal: Vec<_> = empty
                        .into_iter()
                        .filter(|&p| b.legality(p, color, true).is_some())
                        .collect();
                    if legal.is_empty() {
                        break;
                    }
                    let p = legal[rng.below(legal.len() as u32) as usize];
                    let before = structure(&b);
                    let mut removed = Vec::new();
                    let placed = b.place(p, color, |s| removed.push(s));
                    let logs = (
                        b.last_removed_chains()[..placed.removed_chains as usize].to_vec(),
                        b.last_merges()[..placed.joined as usize].to_vec(),
                    );
                    moves.push((p, color, placed, removed, logs, before));
                    b.check_invariants().unwrap();
                    color = color.opponent();
                }
                while let Some((p, color, placed, removed, logs, before)) = moves.pop() {
                    let (chains, merges) = &logs;
                    // One join is found again without its log, as `Game` leaves it.
                    let merges: &[_] = if placed.joined == 1 { &[] } else { merges };
                    b.unplace(p, color, &placed, &removed, chains, merges);
                    assert_eq!(structure(&b), before, "undoing {p} on {size}x{size}");
                }
            }
        }
    }

    /// `neighbourhood` is the eight cells around each point read one by one, on
    /// every board shape and on random positions, the edges and corners included;
    /// so is the code that `square` gives of each point and of each point around it
    /// on the board.
    #[test]
    fn neighbourhood_is_the_eight_cells_around() {
        let mut rng = Rng::new(5);
        for (w, h) in [
            (2, 2),
            (2, 5),
            (5, 2),
            (3, 3),
            (9, 9),
            (13, 7),
            (19, 19),
            (25, 25),
        ] {
            let mut b = Board::new(w, h).unwrap();
            let mut color = Color::Black;
            for _ in 0..3 * w * h {
                let s = b.stride() as isize;
                for p in b.points() {
                    let mut code = 0u16;
                    let around = [-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1];
                    for (i, d) in around.into_iter().enumerate() {
                        let q = p as isize + d;
                        let v = if q < 0 { BORDER } else { b.cells[q as usize] };
                        code |= (v as u16) << (2 * i);
                    }
                    assert_eq!(b.neighbourhood(p), code, "{p} on {w}x{h}");
                    let square = b.square(p);
                    for row in 0..3 {
                        for column in 0..3 {
                            let q = (p + row * s as usize + column).wrapping_sub(s as usize + 1);
                            if q < b.padded_len() && b.cells[q] != BORDER {
                                let code = square.code(row, column);
                                assert_eq!(code, b.neighbourhood(q), "{q} around {p} on {w}x{h}");
                            }
                        }
                    }
                }
                let empty: Vec<_> = b.points().filter(|&p| b.cells[p] == EMPTY).collect();
                let legal: Vec<_> = empty
                    .into_iter()
                    .filter(|&p| b.legality(p, color, false).is_some())
                    .collect();
                if legal.is_empty() {
                    break;
                }
                b.place(legal[rng.below(legal.len() as u32) as usize], color, |_| {});
                color = color.opponent();
            }
        }
    }
}
