//! The texts: the package's copy of them is current, and the examples the
//! JavaScript texts module is tested against are what Rust renders.
//!
//! `TENGEN_BLESS=1 cargo test --test texts` rewrites `src/text/texts-data.js` and
//! `tests/js/texts-examples.json` from `src/text/`.

use tengen::text::{self, Lang};
use tengen::{Game, Handicap, IllegalMove, Point, Preset, Rules};

fn check_or_bless(path: &str, fresh: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("TENGEN_BLESS").is_some() {
        std::fs::write(&path, fresh).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == fresh,
        "{} is out of date with src/text/: run TENGEN_BLESS=1 cargo test --test texts",
        path.display()
    );
}

#[test]
fn the_packaged_texts_are_current() {
    let module = format!(
        "// The texts of src/text/, for the package's texts.js. Made by\n// `TENGEN_BLESS=1 cargo test --test texts`: edit src/text/, not this file.\nexport default {};\n",
        text::data_json().trim_end()
    );
    check_or_bless("src/text/texts-data.js", &module);
}

/// A few games, each with the steps of its count and refusals in every language.
#[test]
fn examples_for_the_javascript_texts() {
    let mut out = String::from("[\n");
    // Black walls off columns 0-3, White 5-8; a White stone dies in Black's area. Counted
    // by area (Chinese) and by territory (Japanese).
    let mut walled: Vec<(usize, usize)> = (0..9).flat_map(|y| [(3, y), (5, y)]).collect();
    walled.extend([(0, 8), (1, 1)]);
    type Example<'a> = (usize, Preset, &'a [(usize, usize)], &'a [(usize, usize)]);
    let games: [Example; 4] = [
        (9, Preset::Chinese, &walled, &[(1, 1)]),
        (9, Preset::Japanese, &walled, &[(1, 1)]),
        (9, Preset::Aga, &[(4, 4), (4, 5), (5, 5), (3, 5)], &[]),
        (19, Preset::Ing, &[(3, 3), (15, 15)], &[]),
    ];
    for (k, (size, preset, moves, dead)) in games.iter().enumerate() {
        let mut g = Game::new(*size, *size, Rules::preset(*preset), Handicap::None).unwrap();
        for &(x, y) in moves.iter() {
            g.play(g.board().point(x, y).unwrap()).unwrap();
        }
        let dead: Vec<Point> = dead
            .iter()
            .map(|&(x, y)| g.board().point(x, y).unwrap())
            .collect();
        let e = g.explain_score(&dead).unwrap();
        let mut langs = Vec::new();
        for lang in Lang::ALL {
            let lines: Vec<String> = e
                .steps
                .iter()
                .map(|s| format!("{:?}", text::step_text(s, &e, lang)))
                .collect();
            langs.push(format!("\"{}\": [{}]", lang.code(), lines.join(", ")));
        }
        // Refusals: an occupied point, and off the board.
        let first = moves[0];
        let mut refusals = Vec::new();
        for (x, y) in [(first.0 as i64, first.1 as i64), (*size as i64, 0)] {
            let reason = match g.board().point(x as usize, y as usize) {
                Some(p) => g.illegal_reason(p).unwrap(),
                None => tengen::Illegal::OutOfBounds,
            };
            let m = IllegalMove::new(&g, reason, Some((x, y)));
            let texts: Vec<String> = Lang::ALL
                .iter()
                .map(|&l| format!("\"{}\": {:?}", l.code(), text::refusal_text(&m, l)))
                .collect();
            refusals.push(format!(
                "{{ \"at\": [{x}, {y}], \"texts\": {{ {} }} }}",
                texts.join(", ")
            ));
        }
        let moves: Vec<String> = moves.iter().map(|(x, y)| format!("[{x}, {y}]")).collect();
        let dead: Vec<String> = dead
            .iter()
            .map(|&p| {
                format!("{:?}", g.board().xy(p))
                    .replace('(', "[")
                    .replace(')', "]")
            })
            .collect();
        out += &format!(
            "  {{ \"size\": {size}, \"rules\": \"{}\", \"moves\": [{}], \"dead\": [{}],\n    \"steps\": {{ {} }},\n    \"refusals\": [{}] }}{}\n",
            preset.name(),
            moves.join(", "),
            dead.join(", "),
            langs.join(",\n      "),
            refusals.join(", "),
            if k + 1 < games.len() { "," } else { "" }
        );
    }
    out += "]\n";
    check_or_bless("tests/js/texts-examples.json", &out);
}
