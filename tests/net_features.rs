//! tengen's network inputs against KataGo's own: every position of
//! tests/net/positions.txt, its features computed by `net::features::fill` and by
//! KataGo (tests/net/katago_features.txt, printed by tests/net/katago_features.cpp;
//! see tests/net/README.md). Spatial features must be equal, global ones within
//! float rounding.

#[path = "net/positions.rs"]
mod positions;
#[path = "net/raw_nn.rs"]
mod raw_nn;

use std::collections::HashMap;
use tengen::net::features::{fill, GLOBAL_V7, SPATIAL_V7};

/// KataGo's features of one position: the global values and, per spatial channel
/// above 0, the points set.
struct Expected {
    global: Vec<f32>,
    channels: HashMap<usize, Vec<(usize, usize)>>,
}

fn expected() -> HashMap<String, Expected> {
    let text = include_str!("net/katago_features.txt");
    let mut out = HashMap::new();
    let mut name = String::new();
    let mut cur = Expected {
        global: Vec::new(),
        channels: HashMap::new(),
    };
    for line in text.lines() {
        let mut parts = line.split_whitespace();
        match parts.next() {
            Some("position") => name = parts.next().unwrap().to_string(),
            Some("global") => cur.global = parts.map(|v| v.parse().unwrap()).collect(),
            Some("end") => {
                out.insert(
                    std::mem::take(&mut name),
                    std::mem::replace(
                        &mut cur,
                        Expected {
                            global: Vec::new(),
                            channels: HashMap::new(),
                        },
                    ),
                );
            }
            Some(c) if c.starts_with('c') => {
                let ch: usize = c[1..].parse().unwrap();
                let pts = parts
                    .map(|xy| {
                        let (x, y) = xy.split_once(',').unwrap();
                        (x.parse().unwrap(), y.parse().unwrap())
                    })
                    .collect();
                cur.channels.insert(ch, pts);
            }
            _ => {}
        }
    }
    out
}

#[test]
fn features_match_katago() {
    let expected = expected();
    let positions = positions::parse(include_str!("net/positions.txt"));
    assert!(positions.len() >= 800, "{} positions", positions.len());
    let mut failures = Vec::new();
    for p in &positions {
        let e = expected
            .get(&p.name)
            .unwrap_or_else(|| panic!("{}: no KataGo features", p.name));
        let b = p.game.board();
        let (w, h) = (b.width(), b.height());
        let mut spatial = vec![0.0; SPATIAL_V7 * w * h];
        let mut global = vec![0.0; GLOBAL_V7];
        fill(&p.game, 7, &mut spatial, &mut global).unwrap();
        for c in 0..SPATIAL_V7 {
            let mine: Vec<(usize, usize)> = (0..h)
                .flat_map(|y| (0..w).map(move |x| (x, y)))
                .filter(|&(x, y)| spatial[c * w * h + y * w + x] != 0.0)
                .collect();
            let theirs = if c == 0 {
                (0..h).flat_map(|y| (0..w).map(move |x| (x, y))).collect()
            } else {
                e.channels.get(&c).cloned().unwrap_or_default()
            };
            if mine != theirs {
                failures.push(format!(
                    "{} channel {c}: tengen {mine:?}, KataGo {theirs:?}",
                    p.name
                ));
            }
        }
        for (i, (a, b)) in global.iter().zip(&e.global).enumerate() {
            if (a - b).abs() > 1e-5 {
                failures.push(format!("{} global {i}: tengen {a}, KataGo {b}", p.name));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} differences:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// KataGo's recorded answers agree with tengen's rules and are whole: a probability
/// for every legal move and none (`NAN`) for the others (ko, superko and suicide
/// included), summing to 1; the outcome's chances summing to 1; an ownership for
/// every point.
#[test]
fn raw_outputs_agree_with_tengen_rules() {
    let positions = positions::parse(include_str!("net/positions.txt"));
    let by_name: HashMap<_, _> = positions.iter().map(|p| (p.name.as_str(), p)).collect();
    let answers = raw_nn::parse(include_str!("net/katago_raw_nn.txt"), |n| {
        by_name[n].game.to_move()
    });
    let evaluated: usize = positions.iter().map(|p| p.symmetries.len()).sum();
    assert_eq!(answers.len(), evaluated);
    assert!(answers.len() >= 60);
    for a in &answers {
        let game = &by_name[a.name.as_str()].game;
        let b = game.board();
        let area = b.area();
        assert_eq!(a.policy.len(), area + 1, "{}", a.name);
        assert_eq!(a.ownership.len(), area, "{}", a.name);
        let mut legal = vec![0u8; area];
        game.legal_moves_into(&mut legal);
        for (i, &l) in legal.iter().enumerate() {
            assert_eq!(a.policy[i].is_some(), l == 1, "{} point {i}", a.name);
        }
        let sum: f32 = a.policy.iter().flatten().sum();
        assert!((sum - 1.0).abs() < 1e-3, "{}: policy sums to {sum}", a.name);
        let outcome = a.winrate + a.lossrate + a.no_result;
        assert!((outcome - 1.0).abs() < 1e-5, "{}", a.name);
        assert!(a.ownership.iter().all(|o| o.abs() <= 1.0), "{}", a.name);
    }
}
