//! SGF point values: `pd`, passes, and compressed point lists (`dc:df`).

/// What a move value means on a `width`×`height` board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveValue {
    /// A stone at (x, y).
    Point(usize, usize),
    /// A pass: `[]`, or `[tt]` on boards up to 19×19.
    Pass,
    /// Two letters off this board, or not two letters.
    Invalid,
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn index(c: u8) -> Option<usize> {
    match c {
        b'a'..=b'z' => Some((c - b'a') as usize),
        b'A'..=b'Z' => Some((c - b'A') as usize + 26),
        _ => None,
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn letter(i: usize) -> u8 {
    if i < 26 {
        b'a' + i as u8
    } else {
        b'A' + (i - 26) as u8
    }
}

/// Two letters as (x, y) anywhere on a 52×52 board (white space around is ignored).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn parse_point(value: &str) -> Option<(usize, usize)> {
    match value.trim_ascii().as_bytes() {
        [a, b] => Some((index(*a)?, index(*b)?)),
        _ => None,
    }
}

/// A `B` or `W` value on a `width`×`height` board.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn parse_move(value: &str, width: usize, height: usize) -> MoveValue {
    let v = value.trim_ascii();
    if v.is_empty() || (v == "tt" && width <= 19 && height <= 19) {
        return MoveValue::Pass;
    }
    match parse_point(v) {
        Some((x, y)) if x < width && y < height => MoveValue::Point(x, y),
        _ => MoveValue::Invalid,
    }
}

/// The letters of (x, y) (both below 52).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn point_text(x: usize, y: usize) -> String {
    String::from_utf8(vec![letter(x), letter(y)]).unwrap_or_default()
}

/// Every point of a list of values, each a point or a rectangle `aa:cc` (compressed
/// point list), on a `width`×`height` board; `Err` with the first value that is
/// neither or lies off the board. An empty value is an empty list (as `AE[]`).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn parse_point_list(
    values: &[String],
    width: usize,
    height: usize,
) -> Result<Vec<(usize, usize)>, String> {
    match point_list_lenient(values, width, height) {
        (points, None) => Ok(points),
        (_, Some(bad)) => Err(bad.to_string()),
    }
}

/// Every point of the values of a point list that are points or rectangles on a
/// `width`×`height` board (as [`parse_point_list`]), skipping the others; and the
/// first value skipped, if any.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn point_list_lenient(
    values: &[String],
    width: usize,
    height: usize,
) -> (Vec<(usize, usize)>, Option<&str>) {
    let mut out = Vec::new();
    let mut bad = None;
    for v in values {
        let t = v.trim_ascii();
        if t.is_empty() {
            continue;
        }
        let on = |p: Option<(usize, usize)>| p.filter(|&(x, y)| x < width && y < height);
        let rect = match crate::sgf::info::split_at_byte(t, b":") {
            Some((a, b)) => on(parse_point(a)).zip(on(parse_point(b))),
            None => on(parse_point(t)).map(|p| (p, p)),
        };
        let Some(((x1, y1), (x2, y2))) = rect else {
            bad = bad.or(Some(v.as_str()));
            continue;
        };
        for y in y1.min(y2)..=y1.max(y2) {
            for x in x1.min(x2)..=x1.max(x2) {
                out.push((x, y));
            }
        }
    }
    (out, bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_and_passes() {
        assert_eq!(parse_move("pd", 19, 19), MoveValue::Point(15, 3));
        assert_eq!(parse_move("", 19, 19), MoveValue::Pass);
        assert_eq!(parse_move("tt", 19, 19), MoveValue::Pass);
        assert_eq!(parse_move("tt", 21, 21), MoveValue::Point(19, 19));
        assert_eq!(parse_move("ss", 19, 13), MoveValue::Invalid);
        assert_eq!(parse_move("sm", 19, 13), MoveValue::Point(18, 12));
        assert_eq!(parse_move("p", 19, 19), MoveValue::Invalid);
        assert_eq!(parse_move("AA", 52, 52), MoveValue::Point(26, 26));
        assert_eq!(point_text(26, 51), "AZ");
    }

    #[test]
    fn compressed_lists() {
        let v = |s: &[&str]| s.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            parse_point_list(&v(&["dc:df"]), 19, 19).unwrap(),
            vec![(3, 2), (3, 3), (3, 4), (3, 5)]
        );
        assert_eq!(
            parse_point_list(&v(&["bb:aa", "cc"]), 19, 19).unwrap(),
            vec![(0, 0), (1, 0), (0, 1), (1, 1), (2, 2)]
        );
        assert_eq!(parse_point_list(&v(&[""]), 9, 9).unwrap(), vec![]);
        assert_eq!(parse_point_list(&v(&["jj"]), 9, 9), Err("jj".into()));
        assert_eq!(parse_point_list(&v(&["aa:"]), 9, 9), Err("aa:".into()));
    }
}
