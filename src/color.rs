//! The two colours of stones.

/// A player, or the colour of a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    Black = 1,
    White = 2,
}

impl Color {
    /// The other player.
    #[inline(always)]
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The cell value of a stone of this colour on a [`crate::Board`].
    #[inline(always)]
    pub const fn cell(self) -> u8 {
        self as u8
    }

    /// 0 for Black, 1 for White: an index into per-player arrays.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize - 1
    }

    /// `1` for Black, `-1` for White: the sign convention of board arrays.
    #[inline(always)]
    pub const fn sign(self) -> i8 {
        match self {
            Color::Black => 1,
            Color::White => -1,
        }
    }

    /// `"black"` or `"white"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    /// `'B'` or `'W'`, as in SGF and GTP.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }

    /// Parses `"black"`/`"white"` and the one-letter forms, any case.
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "black" | "b" => Some(Color::Black),
            "white" | "w" => Some(Color::White),
            _ => None,
        }
    }
}
