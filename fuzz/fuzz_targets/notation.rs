//! The notation parsers on any text: GTP vertices (`Q16`), SGF points (`pd`), SGF move
//! values and point lists (`dc:df`), and the game-information values of an SGF root
//! (`SZ`, `KM`, `RU`, `RE`). Nothing may panic; what parses must be on the board and
//! write back to the same text; the normal forms must be fixed points.

#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::notation::{from_gtp, from_sgf, to_gtp, to_sgf};
use tengen::sgf::info::{board_size, komi, result, rules};
use tengen::sgf::points::{parse_move, parse_point, parse_point_list, point_text, MoveValue};
use tengen_fuzz::Bytes;

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let width = 1 + b.below(27);
    let height = 1 + b.below(27);
    let (x, y) = (b.below(60), b.below(60));
    let text = String::from_utf8_lossy(b.rest()).into_owned();

    // GTP.
    if let Some((px, py)) = from_gtp(&text, height) {
        assert!(
            px < 25 && py < height,
            "{text:?} read as ({px}, {py}) on {height} rows"
        );
        let written = to_gtp(px, py, height).expect("a point read is a point written");
        assert!(
            written.eq_ignore_ascii_case(text.trim()),
            "{text:?} read as ({px}, {py}), written {written:?}"
        );
    }
    match to_gtp(x, y, height) {
        Some(v) => assert_eq!(from_gtp(&v, height), Some((x, y)), "{v:?}"),
        None => assert!(x >= 25 || y >= height),
    }

    // SGF points.
    if let Some((px, py)) = from_sgf(&text) {
        assert!(px < 52 && py < 52);
        assert_eq!(to_sgf(px, py).as_deref(), Some(text.as_str()));
        assert_eq!(parse_point(&text), Some((px, py)));
    }
    match to_sgf(x, y) {
        Some(v) => {
            assert_eq!(from_sgf(&v), Some((x, y)));
            assert_eq!(point_text(x, y), v);
        }
        None => assert!(x >= 52 || y >= 52),
    }
    match parse_move(&text, width, height) {
        MoveValue::Point(px, py) => {
            assert!(
                px < width && py < height,
                "{text:?} off a {width}x{height} board"
            );
        }
        MoveValue::Pass => {
            let t = text.trim();
            assert!(t.is_empty() || t == "tt", "{text:?} read as a pass");
        }
        MoveValue::Invalid => {}
    }
    let values: Vec<String> = text.split(['[', ']']).map(str::to_string).collect();
    if let Ok(points) = parse_point_list(&values, width, height) {
        assert!(points.iter().all(|&(px, py)| px < width && py < height));
    }

    // Game information.
    if let Ok((w, h)) = board_size(Some(&text)) {
        assert!((2..=25).contains(&w) && (2..=25).contains(&h));
        assert_eq!(board_size(Some(&format!("{w}:{h}"))), Ok((w, h)));
    }
    if let Some(k) = komi(&text) {
        assert!(k.0.abs() <= 20_000);
        // A komi under 100 points, written with its decimal point, reads back as
        // itself. From 100 on every KM is hundredths (scaled komi, see
        // tengen::sgf::info), so a komi of 100 points or more (73.75 stones in
        // quarters is 147.5 points) has no KM text of its own to round-trip.
        if k.points().abs() < 100.0 {
            assert_eq!(
                komi(&format!("{:.1}", k.points())),
                Some(k),
                "komi {text:?}"
            );
        }
    }
    if let Some(preset) = rules(&text) {
        assert_eq!(rules(preset.name()), Some(preset), "{text:?}");
    }
    if let Some(re) = result(&text) {
        assert_eq!(
            result(&re).as_deref(),
            Some(re.as_str()),
            "RE {text:?} as {re:?}"
        );
    }
});
