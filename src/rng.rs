//! A small, fast, seedable random number generator for playouts, tests and benchmarks:
//! Marsaglia's xorshift64 (13, 7, 17), seeded through SplitMix64's mixer so that nearby
//! seeds give unrelated streams. Reproducible on every platform; three shifts and three
//! XORs a number, which in wasm made 9×9 playouts 5 % faster than SplitMix64's two
//! 64-bit multiplies (the draw is 40 % of a playout). Not for cryptography.

/// xorshift64 generator (never zero).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed; equal seeds give equal sequences.
    pub fn new(seed: u64) -> Rng {
        Rng(crate::zobrist::mix64(seed) | 1)
    }

    /// The next 64 random bits.
    #[inline(always)]
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n` > 0), by multiply-shift (Lemire) with negligible bias.
    #[inline(always)]
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}
