//! The evaluator against KataGo: each position of tests/net/positions.txt that
//! KataGo evaluated (tests/net/katago_raw_nn.txt, see tests/net/README.md) is
//! evaluated by tengen's `Net` with KataGo's b6c96 network, in the same symmetry, and
//! every output must be within the tolerances: each policy probability 0.002,
//! the chance of winning 0.002, the score lead 0.05 points, each ownership value
//! 0.01 (the self-play score's mean, which KataGo prints to 3 decimals, within 0.05
//! as the lead; the score's deviation, which KataGo prints only through the
//! self-play score's square to 3 decimals, within 0.05).

#[path = "net/model.rs"]
mod model;
#[path = "net/positions.rs"]
mod positions;
#[path = "net/raw_nn.rs"]
mod raw_nn;

use std::collections::HashMap;
use tengen::net::{ConvAlgorithm, Net};
use tengen::Game;

/// What tengen's evaluator gives for a position, for the side to move.
struct Outputs {
    policy: Vec<f32>,
    winrate: f32,
    lossrate: f32,
    no_result: f32,
    score_lead: f32,
    score_mean: f32,
    score_stdev: f32,
    ownership: Vec<f32>,
}

/// The evaluator's outputs for `game` in `symmetry` (0–7).
fn evaluate(net: &mut Net, game: &Game, symmetry: u32) -> Outputs {
    let e = net.evaluate(game, symmetry).expect("evaluation");
    Outputs {
        policy: e.policy.to_vec(),
        winrate: e.winrate,
        lossrate: e.lossrate,
        no_result: e.no_result,
        score_lead: e.score_lead,
        score_mean: e.score_mean,
        score_stdev: e.score_stdev,
        ownership: e.ownership.to_vec(),
    }
}

/// The largest difference found for one output over all fixtures, and where.
#[derive(Default)]
struct Worst {
    diff: f32,
    at: String,
}

impl Worst {
    fn see(&mut self, diff: f32, at: impl FnOnce() -> String) {
        if diff > self.diff || diff.is_nan() {
            self.diff = diff;
            self.at = at();
        }
    }
}

#[test]
fn evaluations_match_katago() {
    let positions = positions::parse(include_str!("net/positions.txt"));
    let by_name: HashMap<_, _> = positions.iter().map(|p| (p.name.as_str(), p)).collect();
    let answers = raw_nn::parse(include_str!("net/katago_raw_nn.txt"), |n| {
        by_name[n].game.to_move()
    });
    let mut net = model::net();
    // Every way of computing the 3 × 3 convolutions, the default last.
    for algorithm in [
        ConvAlgorithm::Direct,
        ConvAlgorithm::Winograd2,
        ConvAlgorithm::Winograd4,
    ] {
        net.set_conv_algorithm(algorithm);
        check(&mut net, &answers, &by_name, algorithm);
    }
    assert_eq!(ConvAlgorithm::default(), ConvAlgorithm::Winograd4);
}

/// Every fixture evaluated by `net`, each output's largest difference printed and
/// held to its limit.
fn check(
    net: &mut Net,
    answers: &[raw_nn::RawNn],
    by_name: &HashMap<&str, &positions::Position>,
    algorithm: ConvAlgorithm,
) {
    let names = [
        "policy",
        "winrate",
        "score lead",
        "ownership",
        "score stdev",
    ];
    let limits = [0.002, 0.002, 0.05, 0.01, 0.05];
    let mut worst: [Worst; 5] = Default::default();
    for a in answers {
        let game = &by_name[a.name.as_str()].game;
        let e = evaluate(net, game, a.symmetry);
        let at = |what: &str| format!("{} (symmetry {}) {what}", a.name, a.symmetry);
        assert_eq!(e.policy.len(), a.policy.len(), "{}", at("policy length"));
        for (i, (&mine, theirs)) in e.policy.iter().zip(&a.policy).enumerate() {
            // Illegal moves: KataGo prints NAN, tengen gives 0.
            let theirs = theirs.unwrap_or(0.0);
            worst[0].see((mine - theirs).abs(), || at(&format!("point {i}")));
        }
        worst[1].see((e.winrate - a.winrate).abs(), || at(""));
        worst[1].see((e.lossrate - a.lossrate).abs(), || at("loss"));
        worst[1].see((e.no_result - a.no_result).abs(), || at("no result"));
        worst[2].see((e.score_lead - a.score_lead).abs(), || at(""));
        worst[2].see((e.score_mean - a.score_mean).abs(), || at("self-play mean"));
        for (i, (&mine, &theirs)) in e.ownership.iter().zip(&a.ownership).enumerate() {
            worst[3].see((mine - theirs).abs(), || at(&format!("point {i}")));
        }
        worst[4].see((e.score_stdev - a.score_stdev).abs(), || at(""));
    }
    let report: Vec<String> = (0..5)
        .map(|i| format!("{}: {:.6} at {}", names[i], worst[i].diff, worst[i].at))
        .collect();
    println!(
        "{algorithm:?}: {} evaluations\n{}",
        answers.len(),
        report.join("\n")
    );
    for i in 0..5 {
        assert!(worst[i].diff <= limits[i], "{}", report[i]);
    }
}
