//! Coordinate notations, apart from the rules: SGF letters and the GTP/human form, and
//! the star points a drawn board marks.
//!
//! Every part of tengen uses (x, y): x the column from the left, y the row from the top,
//! both from 0. SGF writes `aa` for the top-left point (column letter, then row letter,
//! `a`–`z` then `A`–`Z`, up to 52). GTP and people write `Q16`: a column letter `A`–`Z`
//! without `I`, and the row counted from the bottom starting at 1.

/// The GTP column letters (no `I`).
const GTP_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// `Q16` for (x, y) on a board `height` rows high; `None` off the 25-column range.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn to_gtp(x: usize, y: usize, height: usize) -> Option<String> {
    if x >= GTP_COLUMNS.len() || y >= height {
        return None;
    }
    let mut name = String::from(char::from(GTP_COLUMNS[x]));
    name += &crate::messages::decimal((height - y) as i64);
    Some(name)
}

/// Parses `Q16` (any case) on a board `height` rows high into (x, y). `None` for
/// malformed text, for `I`, or for a row outside the board. A pass is not a point:
/// check for `"pass"` before calling this.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn from_gtp(text: &str, height: usize) -> Option<(usize, usize)> {
    let t = text.trim().as_bytes();
    let (&c, digits) = t.split_first()?;
    let x = GTP_COLUMNS
        .iter()
        .position(|&l| l == c.to_ascii_uppercase())?;
    if digits.is_empty()
        || digits.len() > 2
        || !digits.iter().all(u8::is_ascii_digit)
        || digits[0] == b'0'
    {
        return None;
    }
    // One or two ASCII digits, checked above: no integer parser needed.
    let row = digits
        .iter()
        .fold(0, |row, &d| row * 10 + usize::from(d - b'0'));
    (1..=height).contains(&row).then(|| (x, height - row))
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn sgf_letter(i: usize) -> Option<char> {
    match i {
        0..=25 => Some((b'a' + i as u8) as char),
        26..=51 => Some((b'A' + (i - 26) as u8) as char),
        _ => None,
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn sgf_index(c: u8) -> Option<usize> {
    match c {
        b'a'..=b'z' => Some((c - b'a') as usize),
        b'A'..=b'Z' => Some((c - b'A') as usize + 26),
        _ => None,
    }
}

/// `pd` for (15, 3); `None` beyond 52.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn to_sgf(x: usize, y: usize) -> Option<String> {
    Some([sgf_letter(x)?, sgf_letter(y)?].iter().collect())
}

/// Parses two SGF letters into (x, y). (An empty value or `tt` means a pass in SGF;
/// check for it before calling this.)
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn from_sgf(text: &str) -> Option<(usize, usize)> {
    match text.as_bytes() {
        [a, b] => Some((sgf_index(*a)?, sgf_index(*b)?)),
        _ => None,
    }
}

/// Star points (hoshi) of a board, as (x, y), for drawing: nine on odd boards from
/// 15×15 (4-4 points, sides, centre), five on odd boards from 9×9 to 13×13 (corners and
/// centre), the four corner points on other boards from 7×7, none below.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn star_points(width: usize, height: usize) -> Vec<(usize, usize)> {
    if width == height {
        let n = match width {
            w if w % 2 == 1 && w >= 15 => 9,
            w if w % 2 == 1 && w >= 9 => 5,
            _ => 4,
        };
        return crate::game::handicap_points(width, height, n).unwrap_or_default();
    }
    if width < 7 || height < 7 {
        return Vec::new();
    }
    let edge = |n: usize| if n >= 13 { 3 } else { 2 };
    let (lx, ly) = (edge(width), edge(height));
    vec![
        (lx, ly),
        (width - 1 - lx, ly),
        (lx, height - 1 - ly),
        (width - 1 - lx, height - 1 - ly),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_round_trip() {
        assert_eq!(to_gtp(15, 3, 19).as_deref(), Some("Q16"));
        assert_eq!(to_gtp(8, 0, 19).as_deref(), Some("J19"));
        assert_eq!(to_gtp(0, 18, 19).as_deref(), Some("A1"));
        assert_eq!(from_gtp("q16", 19), Some((15, 3)));
        assert_eq!(from_gtp("J19", 19), Some((8, 0)));
        assert_eq!(from_gtp("I5", 19), None);
        assert_eq!(from_gtp("A20", 19), None);
        assert_eq!(from_gtp("A0", 19), None);
        assert_eq!(from_gtp("A05", 19), None);
        assert_eq!(from_gtp("", 19), None);
        for h in 2..=25 {
            for y in 0..h {
                for x in 0..25 {
                    assert_eq!(from_gtp(&to_gtp(x, y, h).unwrap(), h), Some((x, y)));
                }
            }
        }
    }

    #[test]
    fn sgf_round_trip() {
        assert_eq!(to_sgf(15, 3).as_deref(), Some("pd"));
        assert_eq!(to_sgf(0, 0).as_deref(), Some("aa"));
        assert_eq!(to_sgf(27, 51).as_deref(), Some("BZ"));
        assert_eq!(to_sgf(52, 0), None);
        assert_eq!(from_sgf("pd"), Some((15, 3)));
        assert_eq!(from_sgf("p"), None);
        assert_eq!(from_sgf("p1"), None);
    }
}
