//! Reading a command line: the preprocessing GTP v2 prescribes (control characters
//! and comments dropped, tabs made spaces), the optional id, the command name and
//! its arguments, and the argument types (colours, vertices, numbers).

use crate::board::{Board, Point};
use crate::color::Color;

/// The error text GTP v2 gives for arguments that do not parse.
pub const SYNTAX: &str = "syntax error";

/// One command as sent: the id (digits, kept as written so that no id is too long to
/// echo), the name in lower case, and the arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command<'a> {
    /// The id before the name, if any.
    pub id: Option<&'a str>,
    /// The command name, lowered (GTP names are lower case; any case is accepted).
    pub name: String,
    /// The arguments, split at spaces.
    pub args: Vec<&'a str>,
}

/// A line after GTP's preprocessing: control characters other than tab and line
/// feed dropped, everything from `#` on dropped, tabs made spaces, and the ends
/// trimmed. An empty result is no command.
pub fn clean(line: &str) -> String {
    let before_comment = line.split('#').next().unwrap_or("");
    before_comment
        .chars()
        .filter(|&c| !c.is_control() || c == '\t')
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// Splits a cleaned, non-empty line into its id, name and arguments. The first word
/// is an id when it is all digits; a line that is only an id has an empty name.
pub fn split(line: &str) -> Command<'_> {
    let mut words = line.split(' ').filter(|w| !w.is_empty());
    let first = words.next().unwrap_or("");
    let is_id = !first.is_empty() && first.bytes().all(|b| b.is_ascii_digit());
    let (id, name) = if is_id {
        (Some(first), words.next().unwrap_or(""))
    } else {
        (None, first)
    };
    Command {
        id,
        name: name.to_ascii_lowercase(),
        args: words.collect(),
    }
}

/// A colour: `b`, `w`, `black`, `white`, any case.
pub fn color(text: &str) -> Result<Color, &'static str> {
    Color::parse(text).ok_or(SYNTAX)
}

/// A vertex of `board`: `pass` (`None`) or a point like `Q16`, any case.
pub fn vertex(board: &Board, text: &str) -> Result<Option<Point>, &'static str> {
    if text.eq_ignore_ascii_case("pass") {
        return Ok(None);
    }
    let (x, y) = crate::notation::from_gtp(text, board.height()).ok_or(SYNTAX)?;
    board.point(x, y).map(Some).ok_or(SYNTAX)
}

/// A point's GTP name (`Q16`), or `None` for a value that is not a point of `board`.
pub fn vertex_name(board: &Board, p: Point) -> Option<String> {
    if p >= board.padded_len() || board.cell(p) == crate::board::BORDER {
        return None;
    }
    let (x, y) = board.xy(p);
    crate::notation::to_gtp(x, y, board.height())
}

/// A move's GTP name: the point's, or `pass`.
pub fn move_name(board: &Board, m: Option<Point>) -> Option<String> {
    match m {
        Some(p) => vertex_name(board, p),
        None => Some("pass".into()),
    }
}

/// A whole number from 0 to `u32::MAX`, digits only (a `+` sign is forgiven).
pub fn count(text: &str) -> Result<u32, &'static str> {
    let digits = text.strip_prefix('+').unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(SYNTAX);
    }
    digits.parse().map_err(|_| SYNTAX)
}

/// A time in seconds: a whole number, or a decimal one rounded down (some controllers
/// send fractions); never negative.
pub fn seconds(text: &str) -> Result<u32, &'static str> {
    if let Ok(n) = count(text) {
        return Ok(n);
    }
    let value = float(text)?;
    if value < 0.0 {
        return Err(SYNTAX);
    }
    Ok(value.min(u32::MAX as f64) as u32)
}

/// A finite decimal number (GTP's `float`).
pub fn float(text: &str) -> Result<f64, &'static str> {
    let plain = text
        .bytes()
        .all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'-' | b'+' | b'e' | b'E'));
    match text.parse::<f64>() {
        Ok(v) if plain && v.is_finite() => Ok(v),
        _ => Err(SYNTAX),
    }
}

/// Exactly `N` arguments, or a syntax error.
pub fn exactly<'a, const N: usize>(args: &[&'a str]) -> Result<[&'a str; N], &'static str> {
    <[&str; N]>::try_from(args).map_err(|_| SYNTAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preprocessing_follows_gtp() {
        assert_eq!(clean("  play\tb D4 # a comment\r"), "play b D4");
        assert_eq!(clean("# only a comment"), "");
        assert_eq!(clean("na\u{7}me"), "name");
        assert_eq!(clean("\r\n"), "");
    }

    #[test]
    fn ids_names_and_arguments() {
        let c = split("12 GenMove  b");
        assert_eq!(
            (c.id, c.name.as_str(), c.args),
            (Some("12"), "genmove", vec!["b"])
        );
        let c = split("-1 name");
        assert_eq!((c.id, c.name.as_str()), (None, "-1"));
        let c = split("7");
        assert_eq!((c.id, c.name.as_str()), (Some("7"), ""));
        let c = split("99999999999999999999999 name");
        assert_eq!(c.id, Some("99999999999999999999999"));
    }

    #[test]
    fn vertices_and_numbers() {
        let b = Board::new(9, 9).unwrap();
        assert_eq!(vertex(&b, "PASS"), Ok(None));
        assert_eq!(vertex(&b, "a1"), Ok(b.point(0, 8)));
        assert_eq!(vertex(&b, "J9"), Ok(b.point(8, 0)));
        assert_eq!(vertex(&b, "K9"), Err(SYNTAX));
        assert_eq!(vertex(&b, "A10"), Err(SYNTAX));
        assert_eq!(vertex(&b, "é"), Err(SYNTAX));
        assert_eq!(
            vertex_name(&b, b.point(3, 5).unwrap()).as_deref(),
            Some("D4")
        );
        assert_eq!(vertex_name(&b, 0), None);
        assert_eq!(vertex_name(&b, usize::MAX), None);
        assert_eq!(count("42"), Ok(42));
        assert_eq!(count("-3"), Err(SYNTAX));
        assert_eq!(count("99999999999"), Err(SYNTAX));
        assert_eq!(seconds("12.7"), Ok(12));
        assert_eq!(seconds("-1"), Err(SYNTAX));
        assert_eq!(float("6.5"), Ok(6.5));
        assert_eq!(float("inf"), Err(SYNTAX));
        assert_eq!(float("NaN"), Err(SYNTAX));
        assert_eq!(float("1e400"), Err(SYNTAX));
    }
}
