//! The 3 × 3 convolutions by Winograd's minimal filtering: F(2 × 2, 3 × 3) or
//! F(4 × 4, 3 × 3).
//!
//! # The method
//!
//! An `m × m` tile of outputs of a 3 × 3 correlation is computed from the
//! `a × a` tile of inputs around it (`a = m + 2`) as `Aᵀ [(G g Gᵀ) ⊙ (Bᵀ d B)] A`:
//! `g` the 3 × 3 kernel, `d` the input tile, `⊙` the element-wise product. Summed
//! over the input channels, the `a²` element-wise products are `a²` independent
//! matrix products `M_e = U_e · V_e` (`U_e`: output × input channels of the
//! transformed kernels, `V_e`: input channels × tiles of the transformed inputs),
//! with `a²` multiply-adds per tile, channel pair where the direct convolution has
//! `9 m²`: 16 for 4 outputs (F(2, 3), 2.25 times fewer) or 36 for 16 (F(4, 3), 4
//! times fewer), before the transforms' own cost and the tiles past the board's
//! edge (a 19 × 19 board is covered by 20 × 20 outputs).
//!
//! The kernels are transformed once, when the algorithm is chosen
//! ([`Winograd::new`]), in `f64` and rounded once. Per convolution the input tiles
//! are transformed into `V` and the products' outputs transformed back from `M`,
//! both held in a [`Scratch`] grown once to the largest shape. F(4, 3)'s transforms
//! have larger coefficients (up to 8 and 1/24), so its rounding error is larger
//! than F(2, 3)'s; the fixtures' tolerances (tests/net_fixtures.rs) bound both.
//!
//! # Layout
//!
//! `U`: `[element][output block of 8][input channel][8]` (zeros past the output
//! channels), `V`: `[element][input channel][tile]`, `M`: `[element][tile][output
//! channel, rounded up to 8]`, tiles counted item by item, row by row and rounded up
//! to a multiple of 4. The micro kernel keeps 8 output channels × 4 tiles in
//! registers (8 vectors of 4 lanes) over the input channels: per input channel two
//! vector loads of weights and four broadcast inputs.

use super::conv::{PackedConv, Shape};

/// How the network's 3 × 3 convolutions are computed (the others are always
/// direct).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ConvAlgorithm {
    /// The direct packed matrix product over padded planes (`conv.rs`).
    Direct,
    /// Winograd's F(2 × 2, 3 × 3).
    Winograd2,
    /// Winograd's F(4 × 4, 3 × 3).
    #[default]
    Winograd4,
}

impl ConvAlgorithm {
    /// The output tile's side, or `None` for the direct product.
    pub(crate) fn tile(self) -> Option<usize> {
        match self {
            ConvAlgorithm::Direct => None,
            ConvAlgorithm::Winograd2 => Some(2),
            ConvAlgorithm::Winograd4 => Some(4),
        }
    }
}

/// Output channels per block of the micro kernel.
const OB: usize = 8;
/// Tiles per block of the micro kernel.
const NT: usize = 4;
/// Tiles per chunk of the cache blocking (a multiple of `NT`).
const TC: usize = 64;

/// A 3 × 3 convolution's kernels transformed for one tile size.
#[derive(Clone, Debug)]
pub(crate) struct Winograd {
    /// Output tile side `m` (2 or 4); the input tile side is `m + 2`.
    m: usize,
    cin: usize,
    cout: usize,
    /// `[element][cout / 8 rounded up][cin][8]`.
    u: Vec<f32>,
}

/// The working buffers of [`conv`], grown to the largest shape and reused.
#[derive(Default, Debug)]
pub(crate) struct Scratch {
    v: Vec<f32>,
    m: Vec<f32>,
}

impl Scratch {
    /// Grows the buffers (never shrinks) for convolutions of up to `channels` in and
    /// out over `shape` with output tiles of side `m`.
    pub fn prepare(&mut self, shape: &Shape, m: usize, channels: usize) {
        let a = m + 2;
        let tiles = tiles_padded(shape, m);
        let v = a * a * channels * tiles;
        let mm = a * a * tiles * channels.next_multiple_of(OB);
        if self.v.len() < v {
            self.v.resize(v, 0.0);
        }
        if self.m.len() < mm {
            self.m.resize(mm, 0.0);
        }
    }
}

/// Tiles across, down, and in all (rounded up to a multiple of [`NT`]).
fn tiles(shape: &Shape, m: usize) -> (usize, usize, usize) {
    let (tw, th) = (shape.w.div_ceil(m), shape.h.div_ceil(m));
    (tw, th, (shape.n * tw * th).next_multiple_of(NT))
}

fn tiles_padded(shape: &Shape, m: usize) -> usize {
    tiles(shape, m).2
}

// The transforms of one dimension (rows, then columns). F(2, 3) interpolates at 0,
// 1, -1 and infinity; F(4, 3) at 0, ±1, ±2 and infinity.

/// `G g` for F(2, 3), in `f64`.
fn g2(g: [f64; 3]) -> [f64; 4] {
    [
        g[0],
        (g[0] + g[1] + g[2]) / 2.0,
        (g[0] - g[1] + g[2]) / 2.0,
        g[2],
    ]
}

/// `G g` for F(4, 3), in `f64`.
fn g4(g: [f64; 3]) -> [f64; 6] {
    [
        g[0] / 4.0,
        -(g[0] + g[1] + g[2]) / 6.0,
        -(g[0] - g[1] + g[2]) / 6.0,
        (g[0] + 2.0 * g[1] + 4.0 * g[2]) / 24.0,
        (g[0] - 2.0 * g[1] + 4.0 * g[2]) / 24.0,
        g[2],
    ]
}

/// `Bᵀ d` for F(2, 3).
#[inline(always)]
fn bt2(d: &[f32; 4]) -> [f32; 4] {
    [d[0] - d[2], d[1] + d[2], d[2] - d[1], d[1] - d[3]]
}

/// `Bᵀ d` for F(4, 3).
#[inline(always)]
fn bt4(d: &[f32; 6]) -> [f32; 6] {
    let (p, q) = (d[4] - 4.0 * d[2], d[3] - 4.0 * d[1]);
    let (r, s) = (d[4] - d[2], 2.0 * (d[3] - d[1]));
    [
        4.0 * d[0] - 5.0 * d[2] + d[4],
        p + q,
        p - q,
        r + s,
        r - s,
        4.0 * d[1] - 5.0 * d[3] + d[5],
    ]
}

/// `Aᵀ m` for F(2, 3).
#[inline(always)]
fn at2(m: &[f32; 4]) -> [f32; 2] {
    [m[0] + m[1] + m[2], m[1] - m[2] - m[3]]
}

/// `Aᵀ m` for F(4, 3).
#[inline(always)]
fn at4(m: &[f32; 6]) -> [f32; 4] {
    let (s1, d1) = (m[1] + m[2], m[1] - m[2]);
    let (s2, d2) = (m[3] + m[4], m[3] - m[4]);
    [
        m[0] + s1 + s2,
        d1 + 2.0 * d2,
        s1 + 4.0 * s2,
        d1 + 8.0 * d2 + m[5],
    ]
}

impl Winograd {
    /// Transforms the kernels of a 3 × 3 convolution for output tiles of side `m`
    /// (2 or 4).
    pub fn new(c: &PackedConv, m: usize) -> Winograd {
        assert!(c.k == 3 && (m == 2 || m == 4));
        let a = m + 2;
        let blocks = c.cout.div_ceil(OB);
        let mut u = vec![0.0; a * a * blocks * c.cin * OB];
        for oc in 0..c.cout {
            for ic in 0..c.cin {
                let g = |ky: usize, kx: usize| f64::from(c.weight(ky * 3 + kx, ic, oc));
                // G g Gᵀ: `G` on each column of g, then on each row of that.
                let gt = |v: [f64; 3]| -> [f64; 6] {
                    if m == 2 {
                        let t = g2(v);
                        [t[0], t[1], t[2], t[3], 0.0, 0.0]
                    } else {
                        g4(v)
                    }
                };
                let cols: [[f64; 6]; 3] =
                    core::array::from_fn(|kx| gt([g(0, kx), g(1, kx), g(2, kx)]));
                let rows: [[f64; 3]; 6] =
                    core::array::from_fn(|r| [cols[0][r], cols[1][r], cols[2][r]]);
                for (r, row) in rows.iter().enumerate().take(a) {
                    let row = gt(*row);
                    for (col, &v) in row.iter().enumerate().take(a) {
                        let e = r * a + col;
                        let (b, l) = (oc / OB, oc % OB);
                        u[((e * blocks + b) * c.cin + ic) * OB + l] = v as f32;
                    }
                }
            }
        }
        Winograd {
            m,
            cin: c.cin,
            cout: c.cout,
            u,
        }
    }
}

/// `output = conv(input)` (or `+=` with `accumulate`) over the batch of `shape`, as
/// [`super::conv::conv`] computes it: the inputs' borders need not be zero (only
/// the boards' points are read), and only the boards' points of `output` are
/// written.
pub(crate) fn conv(
    w: &Winograd,
    shape: &Shape,
    input: &[f32],
    output: &mut [f32],
    accumulate: bool,
    scratch: &mut Scratch,
) {
    match w.m {
        2 => conv_m::<2, 4>(w, shape, input, output, accumulate, scratch, bt2, at2),
        _ => conv_m::<4, 6>(w, shape, input, output, accumulate, scratch, bt4, at4),
    }
}

#[allow(clippy::too_many_arguments)]
#[inline(always)]
fn conv_m<const M: usize, const A: usize>(
    w: &Winograd,
    shape: &Shape,
    input: &[f32],
    output: &mut [f32],
    accumulate: bool,
    scratch: &mut Scratch,
    bt: impl Fn(&[f32; A]) -> [f32; A],
    at: impl Fn(&[f32; A]) -> [f32; M],
) {
    let (tw, th, tp) = tiles(shape, M);
    let plane = shape.plane();
    let (cin, cout) = (w.cin, w.cout);
    let cpad = cout.next_multiple_of(OB);
    let e_count = A * A;
    assert!(input.len() >= cin * plane && output.len() >= cout * plane);
    let v = &mut scratch.v[..e_count * cin * tp];
    let mbuf = &mut scratch.m[..e_count * tp * cpad];

    // The inputs' transform: V[e][ic][t].
    for ic in 0..cin {
        let src = &input[ic * plane..(ic + 1) * plane];
        let mut t = 0;
        for i in 0..shape.n {
            for ty in 0..th {
                for tx in 0..tw {
                    let mut d = [[0.0f32; A]; A];
                    let (x0, y0) = ((tx * M) as isize - 1, (ty * M) as isize - 1);
                    for (r, row) in d.iter_mut().enumerate() {
                        let y = y0 + r as isize;
                        if y < 0 || y >= shape.h as isize {
                            continue;
                        }
                        for (c, v) in row.iter_mut().enumerate() {
                            let x = x0 + c as isize;
                            if x >= 0 && x < shape.w as isize {
                                *v = src[shape.at(i, x as usize, y as usize)];
                            }
                        }
                    }
                    // Bᵀ d B: the columns, then the rows.
                    let mut tr = [[0.0f32; A]; A];
                    for c in 0..A {
                        let col: [f32; A] = core::array::from_fn(|r| d[r][c]);
                        let o = bt(&col);
                        for r in 0..A {
                            tr[r][c] = o[r];
                        }
                    }
                    for (r, row) in tr.iter().enumerate() {
                        let o = bt(row);
                        for (c, &val) in o.iter().enumerate() {
                            v[((r * A + c) * cin + ic) * tp + t] = val;
                        }
                    }
                    t += 1;
                }
            }
        }
        // The tiles rounded up: zeros.
        for e in 0..e_count {
            v[(e * cin + ic) * tp + t..(e * cin + ic + 1) * tp].fill(0.0);
        }
    }

    // The products, element by element: M_e = U_e V_e.
    let blocks = cpad / OB;
    for e in 0..e_count {
        let ue = &w.u[e * blocks * cin * OB..(e + 1) * blocks * cin * OB];
        let ve = &v[e * cin * tp..(e + 1) * cin * tp];
        let me = &mut mbuf[e * tp * cpad..(e + 1) * tp * cpad];
        let mut t0 = 0;
        while t0 < tp {
            let t1 = (t0 + TC).min(tp);
            for (b, wb) in ue.chunks_exact(cin * OB).enumerate() {
                let mut t = t0;
                while t < t1 {
                    let acc = micro(wb, ve, tp, cin, t);
                    for (j, acc) in acc.iter().enumerate() {
                        let o = (t + j) * cpad + b * OB;
                        me[o..o + OB].copy_from_slice(acc);
                    }
                    t += NT;
                }
            }
            t0 = t1;
        }
    }

    // The outputs' transform: Aᵀ M A, into the boards' points.
    let mut t = 0;
    for i in 0..shape.n {
        for ty in 0..th {
            for tx in 0..tw {
                let (x0, y0) = (tx * M, ty * M);
                let (mw, mh) = (M.min(shape.w - x0), M.min(shape.h - y0));
                for oc in 0..cout {
                    let mut mt = [[0.0f32; A]; A];
                    for (r, row) in mt.iter_mut().enumerate() {
                        for (c, val) in row.iter_mut().enumerate() {
                            *val = mbuf[((r * A + c) * tp + t) * cpad + oc];
                        }
                    }
                    let mut cols = [[0.0f32; A]; M];
                    for c in 0..A {
                        let col: [f32; A] = core::array::from_fn(|r| mt[r][c]);
                        let o = at(&col);
                        for r in 0..M {
                            cols[r][c] = o[r];
                        }
                    }
                    let dst = &mut output[oc * plane..(oc + 1) * plane];
                    for (r, row) in cols.iter().enumerate().take(mh) {
                        let o = at(row);
                        let start = shape.at(i, x0, y0 + r);
                        let out = &mut dst[start..start + mw];
                        if accumulate {
                            for (d, &s) in out.iter_mut().zip(&o) {
                                *d += s;
                            }
                        } else {
                            out.copy_from_slice(&o[..mw]);
                        }
                    }
                }
                t += 1;
            }
        }
    }
}

/// An 8 × 4 block of `M_e`: output channels of `wb`, tiles `t..t + 4`.
#[inline(always)]
fn micro(wb: &[f32], ve: &[f32], tp: usize, cin: usize, t: usize) -> [[f32; OB]; NT] {
    let mut acc = [[0.0f32; OB]; NT];
    for (ic, w) in wb.chunks_exact(OB).enumerate().take(cin) {
        let w: &[f32; OB] = w.try_into().unwrap();
        let x: &[f32; NT] = ve[ic * tp + t..ic * tp + t + NT].try_into().unwrap();
        for j in 0..NT {
            let xj = x[j];
            for l in 0..OB {
                acc[j][l] += xj * w[l];
            }
        }
    }
    acc
}
