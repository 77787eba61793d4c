//! Zobrist hashing: the 64-bit keys that identify a position, for superko and
//! repetition. A key is computed from the point and the colour by a mixer, so there is
//! no table to ship or to initialise; a position's hash is the XOR of its stones' keys,
//! kept up to date by the board one stone at a time.

use crate::board::Point;

/// The key of a stone of `cell` colour (1 black, 2 white) at `p`: a SplitMix64 hash of
/// both.
#[inline(always)]
pub fn zobrist(cell: u8, p: Point) -> u64 {
    mix64(((p as u64) << 1 | (cell as u64 & 1)).wrapping_add(0x5851_F42D_4C95_7F2D))
}

/// SplitMix64's finaliser: a fast, well-spread 64-bit mixer (also the seeding of
/// [`crate::rng::Rng`]).
#[inline(always)]
pub fn mix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The hash of an empty board: non-zero, so that no position hashes to the empty slot
/// marker of the position table.
pub const EMPTY_BOARD_HASH: u64 = 0x7C3A_94F1_0B2D_E685;

/// XORed into a position's hash when White is to move, where the rules tell positions
/// apart by the side to move (situational superko, and repetition under simple ko).
pub const WHITE_TO_MOVE: u64 = 0x2D35_8DCC_AA6C_78A5;
