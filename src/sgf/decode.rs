//! Bytes to text, before parsing: real SGF files come in every encoding, often with
//! no `CA[…]` to say which, and in double-byte encodings a trail byte can be `\` or
//! `]`, so the whole file is decoded first.
//!
//! The order, after the limits and a check that the bytes are text:
//! 1. a byte-order mark (UTF-8, UTF-16 LE or BE; UTF-16 without one is recognised by
//!    its zero bytes);
//! 2. `CA[…]`, unless the bytes contradict it: a legacy charset declared over bytes
//!    that are valid UTF-8 with non-ASCII characters in them is UTF-8, and a legacy
//!    charset whose decoding fails is detected instead; a declared UTF-8 with a few
//!    bad bytes (at most one malformed sequence per two valid multi-byte characters;
//!    Fox cuts long names in the middle of a character) is decoded with U+FFFD for
//!    them, and one with more is detected. A legacy encoding read as UTF-8 breaks
//!    more often than it forms a valid character (GBK text: about four malformed
//!    sequences per valid one), while a short record with one cut name may hold only a
//!    handful of other characters;
//! 3. UTF-8, when the bytes are valid UTF-8;
//! 4. otherwise detection among GB18030 (GBK, GB2312), EUC-KR, Shift_JIS, Big5 and
//!    Windows-1252: each is scored by walking the bytes in its own double-byte
//!    structure; an encoding the bytes break is out; the others earn points for the
//!    characters its users write most (GB2312's first-level hanzi, KS X 1001's hangul,
//!    JIS level-1 kanji and kana, Big5's common hanzi, an accented letter between
//!    ASCII ones) and lose points for rare or private-use ones. Ties go in that order.
//!
//! Decoding the legacy encodings is left to a [`Decoder`]: in wasm the platform's
//! `TextDecoder`, which costs the module no tables; natively whatever crate the
//! caller likes. [`Utf8Only`] decodes what needs no tables (UTF-8, Windows-1252).

use super::{SgfError, MAX_TEXT};

/// Decodes bytes in a named encoding.
pub trait Decoder {
    /// `bytes` decoded from the encoding with the WHATWG label `label` (`gb18030`,
    /// `shift_jis`, `euc-kr`, `big5`, `windows-1252`, …). With `fatal`, `None` if a
    /// byte sequence is malformed; without, malformed sequences become U+FFFD. `None`
    /// also when the label is not one this decoder knows.
    fn decode(&mut self, label: &str, bytes: &[u8], fatal: bool) -> Option<String>;
}

/// The decoder that needs no tables: UTF-8 and Windows-1252 (Latin-1) only.
pub struct Utf8Only;

/// Windows-1252's characters for bytes 0x80–0x9F (the rest of its high half is
/// Latin-1).
const CP1252: [u16; 32] = [
    0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039,
    0x152, 0x8D, 0x17D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x2DC,
    0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178,
];

impl Decoder for Utf8Only {
    fn decode(&mut self, label: &str, bytes: &[u8], fatal: bool) -> Option<String> {
        match label {
            "utf-8" if fatal => String::from_utf8(bytes.to_vec()).ok(),
            "utf-8" => Some(String::from_utf8_lossy(bytes).into_owned()),
            "utf-16le" | "utf-16be" => {
                let units: Vec<u16> = bytes
                    .chunks(2)
                    .map(|c| {
                        let pair = [c[0], *c.get(1).unwrap_or(&0)];
                        if label == "utf-16be" {
                            u16::from_be_bytes(pair)
                        } else {
                            u16::from_le_bytes(pair)
                        }
                    })
                    .collect();
                if fatal {
                    bytes
                        .len()
                        .is_multiple_of(2)
                        .then(|| String::from_utf16(&units).ok())
                        .flatten()
                } else {
                    Some(String::from_utf16_lossy(&units))
                }
            }
            "windows-1252" => Some(
                bytes
                    .iter()
                    .map(|&b| match b {
                        0x80..=0x9F => {
                            char::from_u32(CP1252[(b - 0x80) as usize] as u32).unwrap_or('\u{FFFD}')
                        }
                        _ => b as char,
                    })
                    .collect(),
            ),
            _ => None,
        }
    }
}

/// How the text was decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    /// The text.
    pub text: String,
    /// The encoding used, as a WHATWG label (`utf-8`, `utf-16le`, `gb18030`, …).
    pub encoding: String,
    /// `CA[…]` as the file declared it, if it did.
    pub declared: Option<String>,
    /// Some bytes could not be decoded and became U+FFFD.
    pub replaced: bool,
}

/// The legacy encodings detection chooses among, in the order ties go.
const CANDIDATES: [&str; 5] = ["gb18030", "euc-kr", "shift_jis", "big5", "windows-1252"];

/// Decodes a file's bytes by the rules in the module's documentation.
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn decode(bytes: &[u8], decoder: &mut dyn Decoder) -> Result<Decoded, SgfError> {
    if bytes.len() > MAX_TEXT {
        return Err(SgfError::TooLarge("the file is larger than 64 MB"));
    }
    let done = |text: String, encoding: &str, declared: Option<String>, replaced: bool| {
        Ok(Decoded {
            text,
            encoding: encoding.into(),
            declared,
            replaced,
        })
    };
    // 1. Byte-order marks.
    // Decoding that replaces what it cannot read goes through the decoder (in wasm the
    // platform's TextDecoder, so the module carries no lossy decoders of its own).
    let mut whole = |label: &str, bytes: &[u8]| match decoder.decode(label, bytes, true) {
        Some(text) => (text, false),
        None => (
            decoder.decode(label, bytes, false).unwrap_or_default(),
            true,
        ),
    };
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        let (text, replaced) = whole("utf-8", rest);
        return done(text, "utf-8", None, replaced);
    }
    let utf16 = match bytes {
        [0xFF, 0xFE, rest @ ..] => Some((rest, false)),
        [0xFE, 0xFF, rest @ ..] => Some((rest, true)),
        _ => utf16_without_bom(bytes).map(|be| (bytes, be)),
    };
    if let Some((rest, big_endian)) = utf16 {
        let label = if big_endian { "utf-16be" } else { "utf-16le" };
        let (text, replaced) = whole(label, rest);
        return done(text, label, None, replaced);
    }
    if !bytes.contains(&b'(') {
        return Err(SgfError::NotSgf(
            "this is not an SGF file: no game tree \"(;\" in it",
        ));
    }
    if super::parse::looks_binary(bytes) {
        return Err(SgfError::NotSgf(
            "this is not an SGF file: it holds binary data",
        ));
    }
    let declared = declared_charset(bytes);
    let label = declared.as_deref().map(canonical_label);
    let label = label.as_deref();
    let (errors, multibyte) = utf8_counts(bytes);
    // 2. and 3. UTF-8, declared or not, when the bytes are valid UTF-8 (a legacy
    // charset declared over valid UTF-8 with non-ASCII characters is contradicted).
    if errors == 0 {
        let text = String::from_utf8(bytes.to_vec()).unwrap_or_default();
        return done(text, "utf-8", declared, false);
    }
    if let Some(label) = label.filter(|l| *l != "utf-8") {
        if let Some(text) = decoder.decode(label, bytes, true) {
            return done(text, label, declared.clone(), false);
        }
    }
    if label == Some("utf-8") && errors * 2 <= multibyte {
        let text = decoder.decode("utf-8", bytes, false).unwrap_or_default();
        return done(text, "utf-8", declared, true);
    }
    // 4. Detection: the most points, each malformed sequence costing 20.
    let (best, errs) = CANDIDATES
        .iter()
        .map(|&c| (c, score(c, bytes)))
        .max_by_key(|&(c, (errs, points))| {
            let rank = CANDIDATES.iter().position(|&x| x == c).unwrap_or(0) as i64;
            (points - 20 * errs as i64) * 8 - rank
        })
        .map(|(c, (errs, _))| (c, errs))
        .unwrap_or(("utf-8", 0));
    if let Some(text) = decoder.decode(best, bytes, false) {
        return done(text, best, declared, errs > 0);
    }
    let text = decoder.decode("utf-8", bytes, false).unwrap_or_default();
    done(text, "utf-8", declared, true)
}

/// UTF-16 without a byte-order mark: `Some(big_endian)` when at least half the first
/// characters have a zero byte on one side and few on the other (ASCII text such as
/// `(;` in UTF-16).
#[cfg_attr(tengen_nightly, optimize(size))]
fn utf16_without_bom(bytes: &[u8]) -> Option<bool> {
    let head = &bytes[..bytes.len().min(256) & !1];
    if head.len() < 4 {
        return None;
    }
    let zeros = |odd: usize| {
        head.iter()
            .skip(odd)
            .step_by(2)
            .filter(|&&b| b == 0)
            .count()
    };
    let pairs = head.len() / 2;
    let (even, odd) = (zeros(0), zeros(1));
    if odd * 2 >= pairs && even * 4 <= odd {
        Some(false)
    } else if even * 2 >= pairs && odd * 4 <= even {
        Some(true)
    } else {
        None
    }
}

/// Malformed sequences and valid multi-byte characters, reading the bytes as UTF-8.
#[cfg_attr(tengen_nightly, optimize(size))]
fn utf8_counts(bytes: &[u8]) -> (usize, usize) {
    let (mut errors, mut multibyte) = (0, 0);
    let mut rest = bytes;
    loop {
        let (good, bad) = match std::str::from_utf8(rest) {
            Ok(_) => (rest.len(), None),
            Err(e) => (
                e.valid_up_to(),
                Some(e.error_len().unwrap_or(rest.len() - e.valid_up_to())),
            ),
        };
        multibyte += rest[..good].iter().filter(|&&b| b >= 0xC0).count();
        match bad {
            None => return (errors, multibyte),
            Some(n) => {
                errors += 1;
                rest = &rest[good + n..];
            }
        }
    }
}

/// The value of the first `CA[…]` in the bytes, if it is short ASCII.
#[cfg_attr(tengen_nightly, optimize(size))]
fn declared_charset(bytes: &[u8]) -> Option<String> {
    let mut from = 0;
    while let Some(off) = bytes[from..].windows(3).position(|w| w == b"CA[") {
        let at = from + off;
        from = at + 3;
        if at > 0 && bytes[at - 1].is_ascii_alphabetic() {
            continue;
        }
        let value = &bytes[from..];
        let end = value.iter().take(64).position(|&b| b == b']')?;
        let v = std::str::from_utf8(&value[..end]).ok()?.trim_ascii();
        return (!v.is_empty()).then(|| v.to_string());
    }
    None
}

/// The WHATWG label of a charset as SGF files name it (`GB2312`, `cp936`, `SJIS`…).
#[cfg_attr(tengen_nightly, optimize(size))]
pub fn canonical_label(name: &str) -> String {
    let n = name.trim_ascii().as_bytes();
    // A known name, in any case, with `_` for `-`.
    let is = |w: &[u8]| {
        w.len() == n.len()
            && w.iter()
                .zip(n)
                .all(|(&a, &b)| a == b.to_ascii_lowercase() || (a == b'-' && b == b'_'))
    };
    // Each label with the names it is known by, separated by spaces (one text each,
    // not a table of string slices).
    let known: &[(&str, &str)] = &[
        ("utf-8", "utf-8 utf8 unicode-1-1-utf-8"),
        ("gb18030", "gb18030 gb2312 gbk cp936 ms936 euc-cn x-gbk chinese gb-2312 gb18030-2000 gb18030-2005 windows-936"),
        ("shift_jis", "shift-jis sjis cp932 ms932 windows-31j x-sjis ms-kanji csshiftjis"),
        ("euc-kr", "euc-kr cp949 ms949 uhc windows-949 ks-c-5601-1987 korean ksc5601"),
        ("big5", "big5 big-5 cp950 ms950 big5-hkscs x-x-big5"),
        ("windows-1252", "iso-8859-1 iso8859-1 latin1 latin-1 l1 us-ascii ascii windows-1252 cp1252"),
    ];
    for (label, names) in known {
        if names.as_bytes().split(|&b| b == b' ').any(is) {
            return (*label).into();
        }
    }
    name.trim_ascii().into()
}

/// How one encoding reads a character: its length and points (`None`: malformed),
/// from its first bytes (`b[i..]`, at least one).
type Reader = fn(&[u8], usize) -> (usize, Option<i64>);

/// (malformed sequences, points) for the bytes read in `encoding`; see the module's
/// documentation. Points are doubled to stay whole.
#[inline(never)]
#[cfg_attr(tengen_nightly, optimize(size))]
fn score(encoding: &str, b: &[u8]) -> (usize, i64) {
    let read: Reader = match encoding {
        "gb18030" => |b, i| gb18030(b[i], at(b, i + 1), b.get(i + 2..i + 4)),
        "euc-kr" => |b, i| euc_kr(b[i], at(b, i + 1)),
        "shift_jis" => |b, i| shift_jis(b[i], at(b, i + 1)),
        "big5" => |b, i| big5(b[i], at(b, i + 1)),
        _ => windows_1252,
    };
    let (mut errors, mut points) = (0usize, 0i64);
    let mut i = 0;
    while i < b.len() {
        if b[i] < 0x80 {
            i += 1;
            continue;
        }
        let (len, p) = read(b, i);
        match p {
            Some(p) => points += p,
            None => errors += 1,
        }
        i += len;
    }
    (errors, points)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn at(b: &[u8], i: usize) -> u8 {
    b.get(i).copied().unwrap_or(0)
}

/// Windows-1252: an accented letter between ASCII characters is likely.
#[cfg_attr(tengen_nightly, optimize(size))]
fn windows_1252(b: &[u8], i: usize) -> (usize, Option<i64>) {
    let c = b[i];
    let ascii = |x: Option<&u8>| x.is_none_or(|&x| x < 0x80);
    let isolated = (i == 0 || ascii(b.get(i - 1))) && ascii(b.get(i + 1));
    let letter = c >= 0xC0 && c != 0xD7 && c != 0xF7;
    (
        1,
        Some(if letter && isolated {
            6
        } else if letter {
            1
        } else {
            -2
        }),
    )
}

/// Length and points of a GB18030 character from lead `c`, trail `t`.
#[cfg_attr(tengen_nightly, optimize(size))]
fn gb18030(c: u8, t: u8, more: Option<&[u8]>) -> (usize, Option<i64>) {
    match (c, t) {
        (0x81..=0xFE, 0x30..=0x39) => match more {
            Some([0x81..=0xFE, 0x30..=0x39]) => (4, Some(-2)),
            _ => (1, None),
        },
        (0x81..=0xFE, 0x40..=0x7E | 0x80..=0xFE) => {
            let p = match (c, t) {
                (_, ..=0xA0) | (..=0xA0, _) => -2,
                (0xA1 | 0xA3, _) => 2,
                (0xA2 | 0xA4 | 0xA5, _) => 1,
                (0xA6..=0xA9, _) => 0,
                (0xB0..=0xD7, _) => 4,
                (0xD8..=0xF7, _) => 1,
                _ => -6,
            };
            (2, Some(p))
        }
        _ => (1, None),
    }
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn euc_kr(c: u8, t: u8) -> (usize, Option<i64>) {
    if !(0x81..=0xFE).contains(&c) || !matches!(t, 0x41..=0x5A | 0x61..=0x7A | 0x81..=0xFE) {
        return (1, None);
    }
    let p = if c >= 0xA1 && t >= 0xA1 {
        match c {
            0xA1..=0xA3 => Some(2),
            0xA4..=0xAC => Some(0),
            0xB0..=0xC8 => Some(5),
            0xCA..=0xFD => Some(1),
            _ => None,
        }
    } else if c <= 0xC6 {
        // Windows-949's extra hangul syllables.
        Some(1)
    } else {
        None
    };
    (2, p)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn shift_jis(c: u8, t: u8) -> (usize, Option<i64>) {
    match c {
        0xA1..=0xDF => return (1, Some(-3)),
        0x81..=0x9F | 0xE0..=0xFC => {}
        _ => return (1, None),
    }
    if !matches!(t, 0x40..=0x7E | 0x80..=0xFC) {
        return (1, None);
    }
    let p = match c {
        0x81 => Some(2),
        0x82 | 0x83 => Some(4),
        0x84 | 0x87 | 0xED | 0xEE | 0xFA..=0xFC => Some(0),
        0x88..=0x97 => Some(4),
        0x98 if t <= 0x72 => Some(4),
        0x98..=0x9F | 0xE0..=0xEA => Some(1),
        0xF0..=0xF9 => Some(-6),
        _ => None,
    };
    (2, p)
}

#[cfg_attr(tengen_nightly, optimize(size))]
fn big5(c: u8, t: u8) -> (usize, Option<i64>) {
    if !(0x81..=0xFE).contains(&c) || !matches!(t, 0x40..=0x7E | 0xA1..=0xFE) {
        return (1, None);
    }
    let p = match (c, t) {
        (0xA1..=0xA3, _) => 2,
        (0xA4..=0xC5, _) | (0xC6, ..=0x7E) => 4,
        (0xC9..=0xF9, _) => 1,
        _ => -2,
    };
    (2, Some(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(canonical_label("GB2312"), "gb18030");
        assert_eq!(canonical_label(" UTF-8 "), "utf-8");
        assert_eq!(canonical_label("Shift_JIS"), "shift_jis");
        assert_eq!(canonical_label("ISO-8859-1"), "windows-1252");
        assert_eq!(canonical_label("KOI8-R"), "KOI8-R");
    }

    #[test]
    fn boms_and_utf16() {
        let d = decode(b"\xEF\xBB\xBF(;C[x])", &mut Utf8Only).unwrap();
        assert_eq!((d.text.as_str(), d.encoding.as_str()), ("(;C[x])", "utf-8"));
        let le: Vec<u8> = "(;C[黑])"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let with_bom = [&[0xFF, 0xFE][..], &le].concat();
        assert_eq!(decode(&with_bom, &mut Utf8Only).unwrap().text, "(;C[黑])");
        let d = decode(&le, &mut Utf8Only).unwrap();
        assert_eq!(
            (d.text.as_str(), d.encoding.as_str()),
            ("(;C[黑])", "utf-16le")
        );
        let be: Vec<u8> = "(;C[x])"
            .encode_utf16()
            .flat_map(u16::to_be_bytes)
            .collect();
        assert_eq!(decode(&be, &mut Utf8Only).unwrap().text, "(;C[x])");
    }

    #[test]
    fn declared_utf8_with_a_few_bad_bytes() {
        // A name cut in the middle of a character.
        let bytes = b"(;CA[UTF-8]PB[\xE6\x9F\xAF\xE6\xB4]PW[\xE5\x8F\xA4\xE5\x8A\x9B])";
        let d = decode(bytes, &mut Utf8Only).unwrap();
        assert_eq!(d.text, "(;CA[UTF-8]PB[柯\u{FFFD}]PW[古力])");
        assert!(d.replaced);
    }

    #[test]
    fn latin1_is_detected() {
        let d = decode(b"(;PB[J\xF6rg]PW[Ren\xE9])", &mut Utf8Only).unwrap();
        assert_eq!(
            (d.text.as_str(), d.encoding.as_str()),
            ("(;PB[Jörg]PW[René])", "windows-1252")
        );
    }

    #[test]
    fn binary_is_not_sgf() {
        let mut state = 1u64;
        let bytes: Vec<u8> = (0..100_000)
            .map(|_| {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (state >> 56) as u8
            })
            .collect();
        assert!(matches!(
            decode(&bytes, &mut Utf8Only),
            Err(SgfError::NotSgf(_))
        ));
        assert!(matches!(
            decode(b"no tree", &mut Utf8Only),
            Err(SgfError::NotSgf(_))
        ));
    }
}
