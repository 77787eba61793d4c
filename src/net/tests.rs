//! The kernels against plain loops, the model reader's refusals, and the symmetries
//! of the real b6c96 network.

use super::conv::{conv, PackedConv, Shape};
use super::*;
use crate::rng::Rng;

/// A reproducible stream of values in [-1, 1).
fn values(rng: &mut Rng, n: usize) -> Vec<f32> {
    (0..n)
        .map(|_| (rng.below(1 << 20) as f32 / (1 << 19) as f32) - 1.0)
        .collect()
}

#[test]
fn conv_matches_a_plain_loop() {
    let mut rng = Rng::new(7);
    for &(k, cin, cout, w, h, n, pad) in &[
        (3, 5, 6, 9, 9, 1, 1),
        (3, 4, 9, 7, 5, 3, 1),
        (5, 3, 5, 6, 4, 2, 2),
        (1, 7, 4, 5, 8, 2, 2),
        (3, 2, 3, 2, 3, 1, 2),
        (1, 3, 1, 19, 19, 1, 1),
    ] {
        let shape = Shape { w, h, pad, n };
        let plane = shape.plane();
        let weights = values(&mut rng, k * k * cin * cout);
        let packed = PackedConv::new(k, cin, cout, &weights);
        let mut input = vec![0.0; cin * plane];
        let interior = values(&mut rng, cin * n * w * h);
        let mut it = interior.iter();
        shape.rows_mut(&mut input, cin, |_, _, row| {
            for v in row {
                *v = *it.next().unwrap();
            }
        });
        let at = |c: usize, i: usize, x: i64, y: i64| -> f32 {
            if x < 0 || y < 0 || x >= w as i64 || y >= h as i64 {
                0.0
            } else {
                input[c * plane + shape.at(i, x as usize, y as usize)]
            }
        };
        let base = values(&mut rng, cout * plane);
        for accumulate in [false, true] {
            let mut out = base.clone();
            conv(&packed, &shape, &input, &mut out, accumulate);
            for oc in 0..cout {
                for i in 0..n {
                    for y in 0..h {
                        for x in 0..w {
                            let mut want = 0.0;
                            let p = (k / 2) as i64;
                            for ky in 0..k {
                                for kx in 0..k {
                                    for ic in 0..cin {
                                        want += packed.weight(ky * k + kx, ic, oc)
                                            * at(
                                                ic,
                                                i,
                                                x as i64 + kx as i64 - p,
                                                y as i64 + ky as i64 - p,
                                            );
                                    }
                                }
                            }
                            let j = oc * plane + shape.at(i, x, y);
                            if accumulate {
                                want += base[j];
                            }
                            assert!((out[j] - want).abs() < 1e-4, "{k} {cin} {cout} {w}x{h} {n}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn winograd_matches_the_direct_product() {
    use super::winograd::{self, Scratch, Winograd};
    let mut rng = Rng::new(11);
    let mut scratch = Scratch::default();
    // Boards a tile covers exactly and not, rectangles, batches, one point, channels
    // not a multiple of the kernel's blocks.
    for &(cin, cout, w, h, n) in &[
        (5, 6, 9, 9, 1),
        (4, 9, 7, 5, 3),
        (8, 16, 8, 4, 2),
        (3, 2, 1, 1, 1),
        (2, 3, 2, 3, 5),
        (7, 17, 19, 19, 1),
        (6, 5, 13, 10, 2),
    ] {
        let shape = Shape { w, h, pad: 1, n };
        let plane = shape.plane();
        let weights = values(&mut rng, 9 * cin * cout);
        let packed = PackedConv::new(3, cin, cout, &weights);
        let mut input = vec![0.0; cin * plane];
        let interior = values(&mut rng, cin * n * w * h);
        let mut it = interior.iter();
        shape.rows_mut(&mut input, cin, |_, _, row| {
            for v in row {
                *v = *it.next().unwrap();
            }
        });
        let base = values(&mut rng, cout * plane);
        for m in [2, 4] {
            let wino = Winograd::new(&packed, m);
            scratch.prepare(&shape, m, cin.max(cout));
            for accumulate in [false, true] {
                let mut want = base.clone();
                conv(&packed, &shape, &input, &mut want, accumulate);
                let mut got = base.clone();
                winograd::conv(&wino, &shape, &input, &mut got, accumulate, &mut scratch);
                let mut k = 0;
                shape.rows(&want, cout, |c, i, row| {
                    let y = k / w % h;
                    k += w;
                    for (x, &v) in row.iter().enumerate() {
                        let g = got[c * plane + shape.at(i, x, y)];
                        assert!(
                            (g - v).abs() < 1e-4 * (1.0 + v.abs()),
                            "F({m}, 3) {cin}->{cout} {w}x{h}x{n} channel {c} item {i} ({x}, {y}): {g} != {v}"
                        );
                    }
                });
                // The borders are not written.
                for c in 0..cout {
                    for j in 0..plane {
                        let (q, p) = (j % shape.area(), shape.pad);
                        let (x, y) = (q % shape.stride(), q / shape.stride());
                        if x < p || y < p || x >= p + w || y >= p + h {
                            assert_eq!(got[c * plane + j], base[c * plane + j]);
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn transform_is_katago_s() {
    // Symmetry 5 (transpose, then flip in y) and 6 (transpose, then flip in x) are
    // each other's inverse; the others their own.
    let (w, h) = (5, 3);
    for s in 0..8 {
        let inv = match s {
            5 => 6,
            6 => 5,
            s => s,
        };
        for y in 0..h {
            for x in 0..w {
                let (xt, yt) = transform(s, x, y, w, h);
                let (wt, ht) = if s & 4 != 0 { (h, w) } else { (w, h) };
                assert!(xt < wt && yt < ht);
                assert_eq!(transform(inv, xt, yt, wt, ht), (x, y), "symmetry {s}");
            }
        }
    }
}

/// KataGo's g170 b6c96 network, as the package ships it, inflated (also the PUCT
/// search's tests' network).
pub(crate) fn b6c96() -> &'static [u8] {
    use std::io::Read;
    use std::sync::OnceLock;
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/npm/nets/b6c96.bin.gz");
        let mut bytes = Vec::new();
        flate2::read::GzDecoder::new(std::fs::File::open(path).expect("npm/nets/b6c96.bin.gz"))
            .read_to_end(&mut bytes)
            .expect("gunzip");
        bytes
    })
}

fn code(r: Result<Net, NetError>) -> &'static str {
    r.map(|_| "loaded").unwrap_or_else(|e| e.code())
}

#[test]
fn b6c96_info() {
    let net = Net::load(b6c96()).unwrap();
    assert_eq!(
        net.info(),
        NetInfo {
            name: "g170-b6c96-s175395328-d26788732".into(),
            version: 8,
            blocks: 6,
            channels: 96,
            input_version: 7,
        }
    );
}

#[test]
fn truncated_or_damaged_models_are_invalid() {
    let bytes = b6c96();
    let mut rng = Rng::new(29);
    let mut cuts: Vec<usize> = (0..400).collect();
    cuts.extend((0..40).map(|_| rng.below(bytes.len() as u32) as usize));
    // The last float, less one byte (after it only a newline).
    let complete = bytes.len()
        - bytes
            .iter()
            .rev()
            .take_while(|b| b.is_ascii_whitespace())
            .count();
    cuts.push(complete - 1);
    cuts.retain(|&c| c < complete);
    for cut in cuts {
        assert_eq!(
            code(Net::load(&bytes[..cut])),
            "invalid-model",
            "cut at {cut}"
        );
    }
    // Gzipped bytes, noise, a lying block count, a NaN weight.
    let gz = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/npm/nets/b6c96.bin.gz"
    ))
    .unwrap();
    assert_eq!(code(Net::load(&gz)), "invalid-model");
    let noise: Vec<u8> = (0..5000).map(|_| rng.below(256) as u8).collect();
    assert_eq!(code(Net::load(&noise)), "invalid-model");
    let text = |from: &str, to: &str| -> Vec<u8> {
        let head = String::from_utf8_lossy(&bytes[..200]).to_string();
        let at = head.find(from).unwrap();
        let mut out = bytes[..at].to_vec();
        out.extend_from_slice(to.as_bytes());
        out.extend_from_slice(&bytes[at + from.len()..]);
        out
    };
    assert_eq!(
        code(Net::load(&text("trunk\n6\n", "trunk\n60000\n"))),
        "invalid-model"
    );
    assert_eq!(
        code(Net::load(&text(
            "conv1\n5\n5\n22\n96",
            "conv1\n5\n5\n22\n65536"
        ))),
        "invalid-model"
    );
    assert_eq!(
        code(Net::load(&text("conv1\n5\n5\n", "conv1\n4\n4\n"))),
        "invalid-model"
    );
    let mut nan = bytes.to_vec();
    let at = nan.windows(5).position(|w| w == b"@BIN@").unwrap() + 5;
    nan[at..at + 4].copy_from_slice(&f32::NAN.to_le_bytes());
    assert_eq!(code(Net::load(&nan)), "invalid-model");
    assert_eq!(code(Net::load(b6c96())), "loaded");
}

#[test]
fn other_versions_are_unsupported_and_named() {
    let bytes = b6c96();
    let end = bytes.iter().position(|&b| b == b'\n').unwrap();
    for v in [3, 7, 9, 10, 11, 14, 15, 16, 17, 99] {
        let mut b = bytes[..end + 1].to_vec();
        b.extend_from_slice(format!("{v}").as_bytes());
        b.extend_from_slice(&bytes[end + 2..]);
        let e = Net::load(&b).unwrap_err();
        assert_eq!(e, NetError::Model(ModelError::Unsupported(v)));
        assert_eq!(e.code(), "unsupported-model");
        assert!(e.to_string().contains(&format!("version {v}")), "{e}");
    }
}

/// A game of `moves` random legal moves on `w × h`, each point moved by `t` (a
/// symmetry of the board, `w == h` when it transposes).
fn random_game(w: usize, h: usize, moves: usize, seed: u64, t: u32) -> crate::Game {
    let mut rng = Rng::new(seed);
    let mut game =
        crate::Game::new(w, h, crate::Rules::default(), crate::game::Handicap::None).unwrap();
    let mut mirror =
        crate::Game::new(w, h, crate::Rules::default(), crate::game::Handicap::None).unwrap();
    for _ in 0..moves {
        for _ in 0..50 {
            let (x, y) = (rng.below(w as u32) as usize, rng.below(h as u32) as usize);
            let p = game.board().point(x, y).unwrap();
            if game.is_legal(p) {
                game.play(p).unwrap();
                let (xt, yt) = transform(t, x, y, w, h);
                mirror.play(mirror.board().point(xt, yt).unwrap()).unwrap();
                break;
            }
        }
    }
    mirror
}

/// The symmetry `u` with transform(u, ·) = transform(s, transform⁻¹(t, ·)): what the
/// network must be shown of the board moved by `t` to see what it saw of the
/// original in symmetry `s`.
fn matching(s: u32, t: u32, n: usize) -> u32 {
    (0..8)
        .find(|&u| {
            (0..n).all(|y| {
                (0..n).all(|x| {
                    let (xt, yt) = transform(t, x, y, n, n);
                    transform(u, xt, yt, n, n) == transform(s, x, y, n, n)
                })
            })
        })
        .unwrap()
}

#[test]
fn symmetries_of_a_position_give_the_same_outputs_transformed() {
    let mut net = Net::load(b6c96()).unwrap();
    net.set_cache_capacity(0);
    let n = 9;
    for seed in 0..3 {
        let original = random_game(n, n, 12 + 9 * seed as usize, seed, 0);
        for s in 0..8 {
            let want = net.evaluate(&original, s).unwrap().clone();
            for t in 1..8 {
                let moved = random_game(n, n, 12 + 9 * seed as usize, seed, t);
                let got = net.evaluate(&moved, matching(s, t, n)).unwrap();
                let close = |a: f32, b: f32| (a - b).abs() < 1e-5;
                assert!(close(got.winrate, want.winrate) && close(got.score_lead, want.score_lead));
                assert!(close(got.policy[n * n], want.policy[n * n]));
                for y in 0..n {
                    for x in 0..n {
                        let (xt, yt) = transform(t, x, y, n, n);
                        let (a, b) = (y * n + x, yt * n + xt);
                        assert!(
                            close(got.policy[b], want.policy[a]),
                            "seed {seed} s {s} t {t}"
                        );
                        assert!(close(got.ownership[b], want.ownership[a]));
                    }
                }
            }
        }
    }
}

#[test]
fn all_is_the_mean_of_the_eight_and_cached() {
    let mut net = Net::load(b6c96()).unwrap();
    let game = random_game(7, 11, 20, 5, 0);
    let mut mean = Evaluation {
        policy: vec![0.0; 78],
        ownership: vec![0.0; 77],
        ..Evaluation::default()
    };
    for s in 0..8 {
        let e = net.evaluate(&game, s).unwrap();
        for (m, p) in mean.policy.iter_mut().zip(&e.policy) {
            *m += p / 8.0;
        }
        for (m, p) in mean.ownership.iter_mut().zip(&e.ownership) {
            *m += p / 8.0;
        }
        mean.winrate += e.winrate / 8.0;
        mean.score_lead += e.score_lead / 8.0;
        mean.score_mean += e.score_mean / 8.0;
    }
    let all = net.evaluate(&game, Symmetry::All).unwrap().clone();
    assert!((all.winrate - mean.winrate).abs() < 1e-5);
    assert!((all.score_lead - mean.score_lead).abs() < 1e-4);
    assert!((all.score_mean - mean.score_mean).abs() < 1e-4);
    for (a, b) in all
        .policy
        .iter()
        .zip(&mean.policy)
        .chain(all.ownership.iter().zip(&mean.ownership))
    {
        assert!((a - b).abs() < 1e-5);
    }
    assert!((all.policy.iter().sum::<f32>() - 1.0).abs() < 1e-4);
    assert_eq!(net.cache.len(), 9);
    assert_eq!(net.evaluate(&game, Symmetry::All).unwrap(), &all);
    assert_eq!(net.cache.len(), 9);
    assert_eq!(
        net.evaluate(&game, 8).unwrap_err().code(),
        "invalid-options"
    );
}

#[test]
fn a_batch_gives_what_each_position_gives_alone() {
    let mut net = Net::load(b6c96()).unwrap();
    net.set_cache_capacity(3);
    let games: Vec<_> = (0..10)
        .map(|i| {
            random_game(
                if i < 6 { 9 } else { 13 },
                9 + (i % 2) * 4,
                5 + i,
                i as u64,
                0,
            )
        })
        .collect();
    let refs: Vec<&crate::Game> = games.iter().collect();
    let batch = net
        .evaluate_batch(&refs, Symmetry::One(3))
        .unwrap()
        .to_vec();
    let mut alone = Net::load(b6c96()).unwrap();
    alone.set_cache_capacity(0);
    for (g, b) in games.iter().zip(&batch) {
        let e = alone.evaluate(g, 3).unwrap();
        assert!((e.winrate - b.winrate).abs() < 1e-5);
        for (x, y) in e.policy.iter().zip(&b.policy) {
            assert!((x - y).abs() < 1e-5);
        }
    }
    assert!(net.cache.len() <= 3);
    // Again: the last three come from the cache, the others through the network.
    let mut swapped = refs.clone();
    swapped.swap(0, 9);
    swapped.swap(1, 5);
    let again = net
        .evaluate_batch(&swapped, Symmetry::One(3))
        .unwrap()
        .to_vec();
    let mut expected = batch.clone();
    expected.swap(0, 9);
    expected.swap(1, 5);
    assert_eq!(again, expected);
    assert_eq!(
        net.evaluate_batch(&[], Symmetry::All).unwrap_err().code(),
        "invalid-options"
    );
}

#[test]
fn raw_outputs_are_what_evaluate_post_processes() {
    let mut net = Net::load(b6c96()).unwrap();
    for (w, h, moves) in [(9, 9, 12), (13, 9, 7), (19, 19, 40)] {
        let game = random_game(w, h, moves, moves as u64, 0);
        let raw = net.evaluate_raw(&game);
        assert_eq!((raw.policy.len(), raw.ownership.len()), (w * h + 1, w * h));
        let e = net.evaluate(&game, 0).unwrap().clone();
        // The policy: a softmax of the logits over the legal points and pass.
        let mut legal = vec![0u8; w * h];
        game.legal_moves_into(&mut legal);
        let ok = |k: usize| k == w * h || legal[k] != 0;
        let max = (0..=w * h)
            .filter(|&k| ok(k))
            .map(|k| raw.policy[k])
            .fold(f32::MIN, f32::max);
        let sum: f32 = (0..=w * h)
            .filter(|&k| ok(k))
            .map(|k| (raw.policy[k] - max).exp())
            .sum();
        for k in 0..=w * h {
            let p = if ok(k) {
                (raw.policy[k] - max).exp() / sum
            } else {
                0.0
            };
            assert!((p - e.policy[k]).abs() < 1e-6, "point {k}");
        }
        // Ownership: the tanh, turned to Black's side.
        let sign = if game.to_move() == crate::Color::Black {
            1.0
        } else {
            -1.0
        };
        for (r, o) in raw.ownership.iter().zip(&e.ownership) {
            assert!((sign * r.tanh() - o).abs() < 1e-6);
        }
        // The score lead, where no result is impossible or not.
        let lead = raw.score[2] * 20.0 * (1.0 - e.no_result);
        assert!((lead - e.score_lead).abs() < 1e-3);
    }
}
