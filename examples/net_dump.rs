//! Writes the positions of the network's side-by-side benchmark (bench/net-runtimes.mjs)
//! with the inputs tengen computes for them and tengen's raw outputs, so that a
//! conversion of the network to another runtime (bench/onnx/convert.py) can be
//! checked against tengen before anything is timed (bench/onnx/check.py):
//!
//! ```sh
//! cargo run --release --example net_dump [-- OUT_DIR [POSITIONS [CONV]]]
//! ```
//!
//! OUT_DIR (default bench/onnx/out) gets, for POSITIONS (default 320) 19x19
//! positions of random legal moves from a fixed seed, Chinese rules (the default),
//! each position's inputs and outputs in symmetry 0 as little-endian f32 arrays:
//!
//! | file | shape |
//! |---|---|
//! | spatial.f32 | [N, 22, 19, 19] (input version 7's spatial features) |
//! | global.f32 | [N, 19] (its global features) |
//! | policy.f32 | [N, 362] (logits of the points, row-major, then pass) |
//! | value.f32 | [N, 3] (win, loss, no-result logits) |
//! | score.f32 | [N, 4] (the score values before scaling) |
//! | ownership.f32 | [N, 361] (before tanh, for the side to move) |
//!
//! and positions.json: the moves of each position as [x, y] from the top left, to
//! set the same games up in JavaScript.
//!
//! CONV is how tengen's 3x3 convolutions are computed for the dump: `direct` (the
//! default: the plain sum of products, the reference a conversion is checked
//! against), `winograd2` or `winograd4` (the evaluator's default, whose rounding
//! differs from the direct product's by up to ~2e-4 on the largest policy logits,
//! about 50 in size).

use std::fs;
use std::io::Read;
use std::path::PathBuf;

use tengen::net::{features, ConvAlgorithm, Net};
use tengen::rng::Rng;
use tengen::{Game, Handicap, Rules};

const SIZE: usize = 19;

/// A position of `moves` random legal moves, and those moves.
fn position(moves: usize, rng: &mut Rng) -> (Game, Vec<(usize, usize)>) {
    let mut game = Game::new(SIZE, SIZE, Rules::default(), Handicap::None).unwrap();
    let mut played = Vec::new();
    while played.len() < moves {
        let (x, y) = (rng.below(19) as usize, rng.below(19) as usize);
        let p = game.board().point(x, y).unwrap();
        if game.is_legal(p) {
            game.play(p).unwrap();
            played.push((x, y));
        }
    }
    (game, played)
}

fn write_f32(path: PathBuf, values: &[f32]) {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    fs::write(path, bytes).unwrap();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let root = env!("CARGO_MANIFEST_DIR");
    let out = PathBuf::from(
        args.get(1)
            .cloned()
            .unwrap_or_else(|| format!("{root}/bench/onnx/out")),
    );
    let n: usize = args.get(2).map_or(320, |s| s.parse().unwrap());
    fs::create_dir_all(&out).unwrap();

    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(fs::File::open(format!("{root}/npm/nets/b6c96.bin.gz")).unwrap())
        .read_to_end(&mut bytes)
        .unwrap();
    let mut net = Net::load(&bytes).unwrap();
    let conv = match args.get(3).map_or("direct", |s| s.as_str()) {
        "direct" => ConvAlgorithm::Direct,
        "winograd2" => ConvAlgorithm::Winograd2,
        "winograd4" => ConvAlgorithm::Winograd4,
        other => panic!("CONV is direct, winograd2 or winograd4, not {other}"),
    };
    net.set_conv_algorithm(conv);
    let info = net.info();
    let (sc, gc) = (
        features::spatial_channels(info.input_version),
        features::global_channels(info.input_version),
    );
    let area = SIZE * SIZE;

    let mut rng = Rng::new(29);
    let (mut spatial, mut global) = (vec![0.0; n * sc * area], vec![0.0; n * gc]);
    let (mut policy, mut value, mut score, mut ownership) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let mut json = format!(
        "{{\"size\":{SIZE},\"model\":\"{}\",\"spatial\":{sc},\"global\":{gc},\"positions\":[",
        info.name
    );
    for i in 0..n {
        // 20 to 219 moves: openings to endings.
        let (game, moves) = position(20 + (i * 37) % 200, &mut rng);
        features::fill(
            &game,
            info.input_version,
            &mut spatial[i * sc * area..(i + 1) * sc * area],
            &mut global[i * gc..(i + 1) * gc],
        )
        .unwrap();
        let raw = net.evaluate_raw(&game);
        policy.extend_from_slice(&raw.policy);
        value.extend_from_slice(&raw.value);
        score.extend_from_slice(&raw.score);
        ownership.extend_from_slice(&raw.ownership);
        let moves: Vec<String> = moves.iter().map(|(x, y)| format!("[{x},{y}]")).collect();
        json += &format!(
            "{}{{\"moves\":[{}]}}",
            if i == 0 { "" } else { "," },
            moves.join(",")
        );
    }
    json += "]}\n";
    fs::write(out.join("positions.json"), json).unwrap();
    write_f32(out.join("spatial.f32"), &spatial);
    write_f32(out.join("global.f32"), &global);
    write_f32(out.join("policy.f32"), &policy);
    write_f32(out.join("value.f32"), &value);
    write_f32(out.join("score.f32"), &score);
    write_f32(out.join("ownership.f32"), &ownership);
    println!(
        "{n} positions written to {} (convolutions: {conv:?})",
        out.display()
    );
}
