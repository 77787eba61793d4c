//! KataGo's `kata-raw-nn` answers in tests/net/katago_raw_nn.txt (made by
//! tests/net/make_fixtures.py), turned to the side to move's view as tengen's
//! evaluator gives them.
//!
//! KataGo prints White's view: `whiteWin`, `whiteLoss`, `noResult` (6 decimals),
//! `whiteLead` and the self-play score's mean and mean square (3 decimals), the
//! policy row by row from the top (6 decimals, `NAN` on illegal points) then
//! `policyPass`, and `whiteOwnership` row by row (7 decimals, 1 for White). The
//! outputs of symmetry `k` are already turned back to the board's orientation.

use tengen::Color;

/// One answer, for the side to move.
#[derive(Clone, Debug)]
#[allow(dead_code)] // Some fields are read only by tests/net_fixtures.rs.
pub struct RawNn {
    pub name: String,
    pub symmetry: u32,
    /// Row-major, then pass; `None` where KataGo printed `NAN` (an illegal move).
    pub policy: Vec<Option<f32>>,
    pub winrate: f32,
    pub lossrate: f32,
    pub no_result: f32,
    pub score_lead: f32,
    /// The self-play score's mean (`whiteScoreSelfplay`).
    pub score_mean: f32,
    pub score_stdev: f32,
    /// −1 White to 1 Black, row-major.
    pub ownership: Vec<f32>,
}

/// Parses the fixture file; `to_move` gives each position's side to move.
pub fn parse(text: &str, to_move: impl Fn(&str) -> Color) -> Vec<RawNn> {
    let mut out = Vec::new();
    let mut lines = text.lines().filter(|l| !l.starts_with('#'));
    while let Some(line) = lines.next() {
        let Some(name) = line.strip_prefix("position ") else {
            continue;
        };
        let mut kv = std::collections::HashMap::new();
        let mut policy = Vec::new();
        let mut ownership = Vec::new();
        let mut section = "";
        for l in lines.by_ref() {
            if l == "end" {
                break;
            }
            let mut parts = l.split_whitespace();
            let Some(first) = parts.next() else { continue };
            match first {
                "policy" | "whiteOwnership" => section = first,
                "policyPass" => {
                    policy.push(probability(parts.next().unwrap()));
                    section = "";
                }
                _ if first.parse::<f32>().is_ok() || first == "NAN" => {
                    let values = std::iter::once(first).chain(parts);
                    match section {
                        "policy" => policy.extend(values.map(probability)),
                        "whiteOwnership" => {
                            ownership.extend(values.map(|v| -v.parse::<f32>().unwrap()))
                        }
                        _ => panic!("{name}: numbers outside a section: {l}"),
                    }
                }
                key => {
                    kv.insert(key.to_string(), parts.next().unwrap().to_string());
                }
            }
        }
        let get = |k: &str| -> f32 { kv[k].parse().unwrap() };
        let white = to_move(name) == Color::White;
        let (win, loss) = (get("whiteWin"), get("whiteLoss"));
        let lead = get("whiteLead");
        let mean = get("whiteScoreSelfplay");
        let sq = get("whiteScoreSelfplaySq");
        out.push(RawNn {
            name: name.to_string(),
            symmetry: kv["symmetry"].parse().unwrap(),
            policy,
            winrate: if white { win } else { loss },
            lossrate: if white { loss } else { win },
            no_result: get("noResult"),
            score_lead: if white { lead } else { -lead },
            score_mean: if white { mean } else { -mean },
            score_stdev: (sq - mean * mean).max(0.0).sqrt(),
            ownership,
        });
    }
    out
}

/// A printed probability, `None` for `NAN`.
fn probability(text: &str) -> Option<f32> {
    text.parse::<f32>().ok().filter(|p| !p.is_nan())
}
