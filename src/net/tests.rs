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
