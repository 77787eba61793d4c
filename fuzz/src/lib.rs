//! What the fuzz targets share: reading structured choices out of libFuzzer's bytes.
//!
//! A [`Bytes`] hands out small numbers from the input, and zeros once it is used up,
//! so that every input decodes to something and short inputs to simple things: the
//! fuzzer's mutations of a byte then change one choice.

use tengen::{Game, HalfPoints, Handicap, KoRule, Preset, Rules};

// The SGF decoder over encoding_rs is the native tests' own file, so that the fuzz
// targets and the tests decode legacy charsets with the same code.
#[path = "../../tests/common/decoder.rs"]
mod decoder;
pub use decoder::Rs;

/// A reader of choices from the fuzzer's input.
pub struct Bytes<'a> {
    data: &'a [u8],
}

impl<'a> Bytes<'a> {
    /// A reader of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data }
    }

    /// Whether the input is used up.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The next byte (0 once the input is used up).
    pub fn byte(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// A number below `n` (`n` > 0), from one byte, or two for `n` above 256.
    pub fn below(&mut self, n: usize) -> usize {
        let v = if n > 256 {
            u16::from_le_bytes([self.byte(), self.byte()]) as usize
        } else {
            self.byte() as usize
        };
        v % n
    }

    /// A coin toss.
    pub fn bool(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    /// Eight bytes as a `u64`.
    pub fn u64(&mut self) -> u64 {
        let mut b = [0u8; 8];
        for x in &mut b {
            *x = self.byte();
        }
        u64::from_le_bytes(b)
    }

    /// The rest of the input.
    pub fn rest(&mut self) -> &'a [u8] {
        std::mem::take(&mut self.data)
    }
}

/// Rules: a preset, sometimes with the ko rule, suicide, komi or dame changed.
pub fn rules(b: &mut Bytes) -> Rules {
    let mut rules = Rules::preset(Preset::ALL[b.below(Preset::ALL.len())]);
    let overrides = b.byte();
    if overrides & 1 != 0 {
        rules.ko = [KoRule::Simple, KoRule::Positional, KoRule::Situational][b.below(3)];
    }
    if overrides & 2 != 0 {
        rules.suicide = !rules.suicide;
    }
    if overrides & 4 != 0 {
        rules.komi = HalfPoints(b.byte() as i8 as i32);
    }
    if overrides & 8 != 0 {
        rules.split_dame = !rules.split_dame;
    }
    if overrides & 16 != 0 {
        rules.tie_to_black = !rules.tie_to_black;
    }
    rules
}

/// A handicap, sometimes one the board cannot take.
pub fn handicap(b: &mut Bytes, width: usize, height: usize) -> Handicap {
    match b.below(8) {
        0 => Handicap::Fixed(b.byte() as u32 % 12),
        1 => {
            let n = b.below(6);
            // Off the board now and then: the game must refuse it.
            let stones = (0..n)
                .map(|_| (b.below(width + 1), b.below(height + 1)))
                .collect();
            Handicap::Free(stones)
        }
        _ => Handicap::None,
    }
}

/// A new game of any size 1..=26 (the sizes outside 2..=25 must be refused) with any
/// rules and handicap; `None` where `Game::new` refused.
pub fn game(b: &mut Bytes) -> Option<Game> {
    let width = 1 + b.below(26);
    let height = 1 + b.below(26);
    let rules = rules(b);
    let handicap = handicap(b, width, height);
    let game = Game::new(width, height, rules, handicap);
    if !(2..=25).contains(&width) || !(2..=25).contains(&height) {
        assert!(game.is_err(), "a {width}x{height} game was made");
    }
    game.ok()
}

/// Panics with the violation and the board if the game's invariants do not hold.
pub fn check(game: &Game, after: &str) {
    if let Err(why) = game.check_invariants() {
        panic!(
            "after {after}: {why}\n{:?}{:?}",
            game.board(),
            game.history()
        );
    }
}
