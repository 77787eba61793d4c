//! The two colours of stones, and a value for each ([`ByColor`]).

/// A player, or the colour of a stone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    /// Black, who moves first in an even game.
    Black = 1,
    /// White, who moves first after a handicap is placed.
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

    /// 0 for Black, 1 for White: an index into per-player tables (texts, lookup
    /// tables). Per-player values of the game are [`ByColor`]s.
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

/// One value for each player, as shakmaty's `ByColor`: prisoners, stone counts, the
/// two sides of a count. `pair.black` and `pair[color]` say whose it is, where a
/// `[T; 2]` needed a comment to say which end was Black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// Black's value.
    pub black: T,
    /// White's value.
    pub white: T,
}

impl<T> ByColor<T> {
    /// Black's and White's values.
    #[inline(always)]
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor { black, white }
    }

    /// The values `f` gives for each player.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        let black = f(Color::Black);
        ByColor::new(black, f(Color::White))
    }

    /// `color`'s value.
    #[inline(always)]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }

    /// `color`'s value, to change.
    #[inline(always)]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }

    /// Both values through `f`.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor::new(f(self.black), f(self.white))
    }
}

impl<T> std::ops::Index<Color> for ByColor<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, color: Color) -> &T {
        self.get(color)
    }
}

impl<T> std::ops::IndexMut<Color> for ByColor<T> {
    #[inline(always)]
    fn index_mut(&mut self, color: Color) -> &mut T {
        self.get_mut(color)
    }
}
