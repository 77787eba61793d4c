//! Game information from the root node: board size, komi, handicap, rules, players,
//! result and the rest, as programs of many countries write them.
//!
//! - `SZ[19]` or `SZ[19:13]` (width:height). `SZ[0]` and sizes above 52 are not SGF;
//!   sizes from 26 to 52 are SGF but not boards tengen plays on: both are refused.
//! - `KM`: a decimal number. **Scaled komi** (the rule applied, in this order): a `KM`
//!   of 100 or more in size is in hundredths, whatever program wrote it, as Fox and
//!   the clients derived from it do under their own `AP` (`KM[650]` is 6.5, `KM[375]`
//!   is 3.75, `KM[750]` is 7.5); then a komi in quarters that is not a whole or half
//!   number is in stones (子) of area counting, as Chinese programs write it, and one
//!   stone is two points (3.75 stones = 7.5 points, 3.25 = 6.5). Anything else is
//!   rounded to the nearest half point. The value as written stays in the properties.
//! - `RU`: the preset it names, in English or in Chinese, Japanese or Korean, where it
//!   names one (`Japanese`, `jp`, `日本`, `Chinese`, `中国规则`, `AGA`, `NZ`, `Ing`…).
//! - `RE`: read into the `FF[4]` form (`B+R`, `W+3.5`, `B+T`, `0`, `Void`, `?`) from
//!   `FF[4]` text or from words such as `黑中盘胜`, `白胜1又3/4子` (stones: 3.5 points),
//!   `黒3.5目勝ち`, `백 불계승`, `Black wins by resignation`; the text as written is kept.

use super::{Node, SgfError};
use crate::messages::cat;
use crate::rules::{HalfPoints, Preset};

/// Whether `hay` holds `needle` (bytes; smaller in wasm than `str::contains`).
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn has(hay: &str, needle: &str) -> bool {
    find(hay, needle).is_some()
}

/// Where `needle` first starts in `hay`, in bytes.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn find(hay: &str, needle: &str) -> Option<usize> {
    let n = needle.as_bytes();
    hay.as_bytes().windows(n.len().max(1)).position(|w| w == n)
}

/// `text` split at the first of the ASCII bytes `at` (a byte search: smaller in wasm
/// than `str::split_once` with a `char` pattern).
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub(crate) fn split_at_byte<'a>(text: &'a str, at: &[u8]) -> Option<(&'a str, &'a str)> {
    let i = text.bytes().position(|b| at.contains(&b))?;
    Some((text.get(..i)?, text.get(i + 1..)?))
}

/// A whole number written in ASCII digits (at most 6), white space around ignored.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn whole(text: &str) -> Option<usize> {
    let t = text.trim_ascii();
    if t.is_empty() || t.len() > 6 || !t.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(t.bytes().fold(0, |a, c| a * 10 + (c - b'0') as usize))
}

/// The game information of a root node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Komi for White (0 when `KM` is absent).
    pub komi: HalfPoints,
    /// Handicap stones (`HA`, 0 when absent).
    pub handicap: u32,
    /// The preset `RU` names, if it names one.
    pub rules: Option<Preset>,
    /// `PB`.
    pub black: Option<String>,
    /// `PW`.
    pub white: Option<String>,
    /// `BR`.
    pub black_rank: Option<String>,
    /// `WR`.
    pub white_rank: Option<String>,
    /// `RE` in the `FF[4]` form, if it could be read.
    pub result: Option<String>,
    /// `RE` as written.
    pub result_text: Option<String>,
    /// `EV`.
    pub event: Option<String>,
    /// `RO`.
    pub round: Option<String>,
    /// `DT`.
    pub date: Option<String>,
    /// `PC`.
    pub place: Option<String>,
    /// `GN`.
    pub name: Option<String>,
    /// `C` of the root.
    pub comment: Option<String>,
}

impl GameInfo {
    /// Reads the root's game information. Refuses only a board size tengen cannot
    /// play on (`sgf-board-size`); anything else unreadable is left out.
    #[cfg_attr(tengen_nightly, optimize(size))]
    pub fn from_root(root: &Node) -> Result<GameInfo, SgfError> {
        let (width, height) = board_size(root.get("SZ"))?;
        let text = |id: &str| trimmed(root, id);
        let result_text = root.get("RE").map(str::to_string);
        Ok(GameInfo {
            width,
            height,
            komi: root.get("KM").and_then(komi).unwrap_or(HalfPoints(0)),
            handicap: root.get("HA").and_then(whole).unwrap_or(0) as u32,
            rules: root.get("RU").and_then(rules),
            black: text("PB"),
            white: text("PW"),
            black_rank: text("BR"),
            white_rank: text("WR"),
            result: result_text.as_deref().and_then(result),
            result_text,
            event: text("EV"),
            round: text("RO"),
            date: text("DT"),
            place: text("PC"),
            name: text("GN"),
            comment: root.get("C").map(str::to_string),
        })
    }
}

/// Property `id` of `root` without the spaces around it: one copy for the nine
/// texts of [`GameInfo::from_root`].
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn trimmed(root: &Node, id: &str) -> Option<String> {
    root.get(id).map(|s| s.trim_ascii().to_string())
}

/// `SZ` as (width, height); 19×19 when absent.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn board_size(sz: Option<&str>) -> Result<(usize, usize), SgfError> {
    let Some(v) = sz else {
        return Ok((19, 19));
    };
    let (w, h) = match split_at_byte(v, b":") {
        Some((w, h)) => (whole(w), whole(h)),
        None => (whole(v), whole(v)),
    };
    let shown = || cat(&["SZ[", v, "]"]);
    let (Some(w), Some(h)) = (w, h) else {
        return Err(SgfError::BoardSize(
            shown() + " is not a board size (a number, or width:height)",
        ));
    };
    if !(1..=52).contains(&w) || !(1..=52).contains(&h) {
        return Err(SgfError::BoardSize(
            shown() + ": SGF boards have 1 to 52 lines on a side",
        ));
    }
    if !(2..=25).contains(&w) || !(2..=25).contains(&h) {
        return Err(SgfError::BoardSize(
            shown() + ": tengen plays on boards from 2x2 to 25x25",
        ));
    }
    Ok((w, h))
}

/// A decimal number in hundredths (`-6.5` is -650); `None` if it is not one.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn hundredths(text: &str) -> Option<i64> {
    let t = text.trim_ascii();
    let (neg, t) = match t.as_bytes().first() {
        Some(b'-') => (true, t.get(1..).unwrap_or_default()),
        Some(b'+') => (false, t.get(1..).unwrap_or_default()),
        _ => (false, t),
    };
    let (whole, frac) = split_at_byte(t, b".,").unwrap_or((t, ""));
    if whole.len() > 9
        || (whole.is_empty() && frac.is_empty())
        || !whole
            .bytes()
            .chain(frac.bytes())
            .all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let mut v: i64 = whole.bytes().fold(0, |a, c| a * 10 + (c - b'0') as i64) * 100;
    let mut scale = 10;
    for c in frac.bytes().take(2) {
        v += (c - b'0') as i64 * scale;
        scale /= 10;
    }
    Some(if neg { -v } else { v })
}

/// `KM` in half points, by the rule in the module's documentation.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn komi(text: &str) -> Option<HalfPoints> {
    let mut v = hundredths(text)?;
    if v.abs() >= 10_000 {
        v /= 100;
    }
    let half = if v % 50 == 0 {
        v / 50
    } else if v % 25 == 0 {
        // Quarters: stones of area counting, two points each.
        v / 25
    } else {
        (v + v.signum() * 25) / 50
    };
    (half.abs() <= 20_000).then_some(HalfPoints(half as i32))
}

/// The value of `key` in a table of (key, value) pairs, by exact match.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn lookup<T: Copy>(table: &[(&str, T)], key: &str) -> Option<T> {
    table.iter().find(|(k, _)| *k == key).map(|&(_, v)| v)
}

/// How a word of [`RULE_WORDS`] must appear in the `RU` text.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Named {
    /// The whole text.
    Is,
    /// Anywhere in it.
    In,
    /// At its start.
    Starts,
}

/// The words that name the presets, in the order they are tried (the text is in
/// ASCII lower case, without spaces or punctuation).
const RULE_WORDS: &[(&str, Named, Preset)] = {
    use Named::*;
    use Preset::*;
    &[
        ("jp", Is, Japanese),
        ("ja", Is, Japanese),
        ("jpn", Is, Japanese),
        ("cn", Is, Chinese),
        ("zh", Is, Chinese),
        ("chn", Is, Chinese),
        ("kr", Is, Korean),
        ("ko", Is, Korean),
        ("kor", Is, Korean),
        ("nz", Is, NewZealand),
        ("tt", Is, TrompTaylor),
        ("ing", Is, Ing),
        ("goe", Is, Ing),
        ("sst", Is, Ing),
        ("japan", In, Japanese),
        ("日本", In, Japanese),
        ("chinese", In, Chinese),
        ("china", In, Chinese),
        ("中国", In, Chinese),
        ("中國", In, Chinese),
        ("korea", In, Korean),
        ("한국", In, Korean),
        ("韩国", In, Korean),
        ("韓国", In, Korean),
        ("韓國", In, Korean),
        ("aga", In, Aga),
        ("american", In, Aga),
        ("newzealand", In, NewZealand),
        ("nz", In, NewZealand),
        ("tromp", In, TrompTaylor),
        ("ing", Starts, Ing),
        ("应氏", In, Ing),
        ("應氏", In, Ing),
    ]
};

/// The preset `RU` names.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn rules(text: &str) -> Option<Preset> {
    // Letters and digits in ASCII lower case, and every non-ASCII character.
    let t: String = text
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || !c.is_ascii())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    RULE_WORDS
        .iter()
        .find(|&&(w, how, _)| match how {
            Named::Is => t == w,
            Named::In => has(&t, w),
            Named::Starts => t.as_bytes().starts_with(w.as_bytes()),
        })
        .map(|e| e.2)
}

/// Points in quarters as `FF[4]` writes them: `3.5`, `0.25`, `12`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn quarters_text(q: u64) -> String {
    let frac = ["", ".25", ".5", ".75"][(q % 4) as usize];
    crate::messages::decimal((q / 4) as i64) + frac
}

/// Results written as one word.
const RESULT_WORDS: &[(&str, &str)] = &[
    ("0", "0"),
    ("draw", "0"),
    ("jigo", "0"),
    ("d", "0"),
    ("void", "Void"),
    ("no result", "Void"),
    ("?", "?"),
    ("unknown", "?"),
];

/// How a game was won, after `B+` or `W+`.
const HOW_WORDS: &[(&str, &str)] = &[
    ("", ""),
    ("r", "R"),
    ("res", "R"),
    ("resign", "R"),
    ("resignation", "R"),
    ("t", "T"),
    ("time", "T"),
    ("f", "F"),
    ("forfeit", "F"),
];

/// Words in results, each with what it says: `0` a draw, `V` no result, `B` Black,
/// `W` White, `L` lost, `N` won, `R` by resignation, `T` on time, `F` by forfeit.
/// One text: each entry is what it says, then the word, then a NUL (no table of 45
/// string slices in the module).
const WORDS: &str = concat!(
    "0和棋\0",
    "0和局\0",
    "0平局\0",
    "0持碁\0",
    "0무승부\0",
    "0draw\0",
    "0jigo\0",
    "V無勝負\0",
    "V无胜负\0",
    "V무효\0",
    "Vvoid\0",
    "B黑\0",
    "B黒\0",
    "B흑\0",
    "Bblack\0",
    "W白\0",
    "W백\0",
    "Wwhite\0",
    "L负\0",
    "L負\0",
    "L敗\0",
    "L패\0",
    "Llose\0",
    "Llost\0",
    "N胜\0",
    "N勝\0",
    "N승\0",
    "Nwin\0",
    "Nwon\0",
    "R中盘\0",
    "R中盤\0",
    "R中押\0",
    "R불계\0",
    "Rresign\0",
    "T超时\0",
    "T超時\0",
    "T時間\0",
    "T时间\0",
    "T시간\0",
    "Ttime\0",
    "F犯规\0",
    "F犯規\0",
    "F反則\0",
    "F반칙\0",
    "Fforfeit\0",
);

/// The NUL-ended entries of a table written as one text.
fn entries(table: &'static str) -> impl Iterator<Item = &'static str> {
    let mut rest = table;
    core::iter::from_fn(move || {
        let end = rest.bytes().position(|b| b == 0)?;
        let entry = rest.get(..end)?;
        rest = rest.get(end + 1..)?;
        Some(entry)
    })
}

/// Where the first word of [`WORDS`] that says `what` starts in `text`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn first_word(text: &str, what: u8) -> Option<usize> {
    entries(WORDS)
        .filter(|w| w.as_bytes().first() == Some(&what))
        .filter_map(|w| find(text, w.get(1..)?))
        .min()
}

/// `RE` in the `FF[4]` form, by the rules in the module's documentation.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn result(text: &str) -> Option<String> {
    let lower = text.trim_ascii().to_ascii_lowercase();
    let any = |what: u8| first_word(&lower, what).is_some();
    if lower.is_empty() {
        return None;
    }
    if let Some(r) = lookup(RESULT_WORDS, &lower) {
        return Some(r.into());
    }
    // FF[4]: B+…, W+….
    let winner = match lower.as_bytes() {
        [b'b', b'+', ..] => "B+",
        [b'w', b'+', ..] => "W+",
        _ => "",
    };
    if !winner.is_empty() {
        let rest = lower.get(2..).unwrap_or_default().trim_ascii();
        let how = match lookup(HOW_WORDS, rest) {
            Some(how) => how.to_string(),
            None => {
                let q = hundredths(rest).filter(|v| *v >= 0 && v % 25 == 0)?;
                quarters_text(q as u64 / 25)
            }
        };
        return Some(winner.to_string() + &how);
    }
    if any(b'0') {
        return Some("0".into());
    }
    if any(b'V') {
        return Some("Void".into());
    }
    let black_named = match (first_word(&lower, b'B'), first_word(&lower, b'W')) {
        (Some(b), Some(w)) => b < w,
        (Some(_), None) => true,
        (None, Some(_)) => false,
        (None, None) => return None,
    };
    let lost = any(b'L') && !any(b'N');
    let winner = if black_named != lost { "B+" } else { "W+" };
    let how = match [b'R', b'T', b'F'].into_iter().find(|&w| any(w)) {
        Some(w) => char::from(w).to_string(),
        None => score_in(&lower).map(quarters_text).unwrap_or_default(),
    };
    Some(winner.to_string() + &how)
}

/// The margin written in a result in words, in quarter points: `1又3/4子` (stones,
/// two points each), `3.5目`, `1目半`, `半目`, `3집반`, `반집`, `四分之一子`.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn score_in(text: &str) -> Option<u64> {
    let stones = has(text, "子");
    // Whole number and fraction, in quarters.
    let mut q: Option<u64> = None;
    let mut chars = text.char_indices().peekable();
    let digit = |c: char| match c {
        '0'..='9' => Some(c as u64 - '0' as u64),
        '０'..='９' => Some(c as u64 - '０' as u64),
        _ => None,
    };
    while let Some((i, c)) = chars.next() {
        if let Some(d) = digit(c) {
            // A number: digits, then `.5`, `又a/b`, `a/b`.
            let mut n = d;
            let mut end = i + c.len_utf8();
            while let Some(&(j, c2)) = chars.peek() {
                match digit(c2) {
                    Some(d2) if n < 10_000 => {
                        n = n * 10 + d2;
                        end = j + c2.len_utf8();
                        chars.next();
                    }
                    _ => break,
                }
            }
            let rest = text.get(end..).unwrap_or_default();
            let mut value = n * 4;
            if let Some(r) = rest.strip_prefix('/') {
                // a/b alone.
                let den = r.chars().next().and_then(digit)?;
                return finish(n * 4 / den.max(1), stones);
            }
            if let Some(r) = rest.strip_prefix(['.', '．']) {
                // Hundredths from the first two ASCII digits, in quarters.
                let mut d = r
                    .bytes()
                    .take_while(u8::is_ascii_digit)
                    .map(|c| (c - b'0') as u64);
                let tenths = d.next().unwrap_or(0);
                value += (tenths * 10 + d.next().unwrap_or(0)) / 25;
            } else if let Some(r) = rest.strip_prefix('又') {
                // `又a/b`: the first two digits after it.
                let mut d = r.chars().filter_map(digit);
                match (d.next(), d.next()) {
                    (Some(a), Some(b)) => value += a * 4 / b.max(1),
                    _ => value += fraction_words(r),
                }
            }
            if has(rest, "半") || has(rest, "반") {
                value += 2;
            }
            q = Some(value);
            break;
        }
    }
    let q = match q {
        Some(q) => q,
        None => {
            let f = fraction_words(text);
            if f > 0 {
                f
            } else if has(text, "半") || has(text, "반집") {
                2
            } else {
                return None;
            }
        }
    };
    finish(q, stones)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn finish(q: u64, stones: bool) -> Option<u64> {
    Some(if stones { q * 2 } else { q })
}

/// `四分之一` and `四分之三` (a quarter, three quarters), in quarters.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn fraction_words(text: &str) -> u64 {
    if has(text, "四分之三") {
        3
    } else if has(text, "四分之一") {
        1
    } else if has(text, "二分之一") {
        2
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_in_many_languages() {
        for (text, ff4) in [
            ("B+R", "B+R"),
            ("W+Resign", "W+R"),
            ("b+3.50", "B+3.5"),
            ("W+0.5", "W+0.5"),
            ("B+T", "B+T"),
            ("W+Time", "W+T"),
            ("B+", "B+"),
            ("Draw", "0"),
            ("0", "0"),
            ("Void", "Void"),
            ("?", "?"),
            ("黑中盘胜", "B+R"),
            ("白中盘胜", "W+R"),
            ("白胜1又3/4子", "W+3.5"),
            ("黑胜3又1/4子", "B+6.5"),
            ("黑胜2.5目", "B+2.5"),
            ("黑胜四分之一子", "B+0.5"),
            ("黑胜", "B+"),
            ("黑超时负", "W+T"),
            ("黒3.5目勝ち", "B+3.5"),
            ("白中押し勝ち", "W+R"),
            ("白半目勝ち", "W+0.5"),
            ("黒1目半勝", "B+1.5"),
            ("持碁", "0"),
            ("백 불계승", "W+R"),
            ("흑 3집반승", "B+3.5"),
            ("백 반집승", "W+0.5"),
            ("흑 시간승", "B+T"),
            ("Black wins by resignation", "B+R"),
            ("White wins by 7.5 points", "W+7.5"),
        ] {
            assert_eq!(result(text).as_deref(), Some(ff4), "{text}");
        }
        assert_eq!(result("someone won"), None);
        assert_eq!(result("B+many"), None);
    }

    #[test]
    fn komi_rule() {
        let k = |t: &str| komi(t).map(|h| h.0);
        assert_eq!(k("6.5"), Some(13));
        assert_eq!(k("7.5"), Some(15));
        assert_eq!(k("0"), Some(0));
        assert_eq!(k("-5.5"), Some(-11));
        assert_eq!(k("375"), Some(15), "Fox: 3.75 stones");
        assert_eq!(k("650"), Some(13), "Fox: 6.5 points");
        assert_eq!(k("750.0"), Some(15), "hundredths, with a decimal point");
        assert_eq!(k("-750"), Some(-15));
        assert_eq!(k("99.5"), Some(199), "under 100: points");
        assert_eq!(k("3.75"), Some(15), "3.75 stones");
        assert_eq!(k("3.25"), Some(13));
        assert_eq!(k("6.4"), Some(13), "rounded");
        assert_eq!(k("50"), Some(100));
        assert_eq!(k("seven"), None);
    }

    #[test]
    fn sizes() {
        assert_eq!(board_size(None), Ok((19, 19)));
        assert_eq!(board_size(Some("9")), Ok((9, 9)));
        assert_eq!(board_size(Some(" 19 : 13 ")), Ok((19, 13)));
        for bad in ["0", "53", "26", "1", "x", "19:", "9:0"] {
            assert!(
                matches!(board_size(Some(bad)), Err(SgfError::BoardSize(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn rule_names() {
        assert_eq!(rules("Japanese"), Some(Preset::Japanese));
        assert_eq!(rules("jp"), Some(Preset::Japanese));
        assert_eq!(rules("Chinese"), Some(Preset::Chinese));
        assert_eq!(rules("中国规则"), Some(Preset::Chinese));
        assert_eq!(rules("日本ルール"), Some(Preset::Japanese));
        assert_eq!(rules("AGA"), Some(Preset::Aga));
        assert_eq!(rules("NZ"), Some(Preset::NewZealand));
        assert_eq!(rules("Tromp-Taylor"), Some(Preset::TrompTaylor));
        assert_eq!(rules("Korean"), Some(Preset::Korean));
        assert_eq!(rules("Ing"), Some(Preset::Ing));
        assert_eq!(rules("Klingon"), None);
    }
}
