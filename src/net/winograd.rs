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
//! `U`: `[element][output block of 8][input channel][8]`, `V`: `[element][tile][input
//! channel]`, `M`: `[element][tile][output channel]`, channels rounded up to a
//! multiple of 8 (zeros past the last), tiles counted item by item, row by row and
//! rounded up to a multiple of 4. The micro kernel keeps 8 output channels × 4 tiles
//! in registers (8 vectors of 4 lanes) over the input channels: per input channel two
//! vector loads of weights and four broadcast inputs. Both transforms work on eight
//! channels at once (the compiler vectorises them), so that `V` is written and `M`
//! read a vector at a time.

use core::ops::{Add, Mul, Sub};

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
        let v = a * a * channels.next_multiple_of(OB) * tiles;
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

/// Eight lanes of one value: eight channels, transformed together (the compiler
/// vectorises the element-wise operations).
#[derive(Clone, Copy, Default)]
struct Lanes([f32; OB]);

impl Add for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn add(self, o: Lanes) -> Lanes {
        Lanes(core::array::from_fn(|l| self.0[l] + o.0[l]))
    }
}

impl Sub for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn sub(self, o: Lanes) -> Lanes {
        Lanes(core::array::from_fn(|l| self.0[l] - o.0[l]))
    }
}

impl Mul<f32> for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn mul(self, k: f32) -> Lanes {
        Lanes(core::array::from_fn(|l| self.0[l] * k))
    }
}

/// What the transforms compute with: a value, or lanes of them.
trait Value: Copy + Add<Output = Self> + Sub<Output = Self> + Mul<f32, Output = Self> {}
impl<T: Copy + Add<Output = T> + Sub<Output = T> + Mul<f32, Output = T>> Value for T {}

/// `Bᵀ d` for F(2, 3).
#[inline(always)]
fn bt2<T: Value>(d: &[T; 4]) -> [T; 4] {
    [d[0] - d[2], d[1] + d[2], d[2] - d[1], d[1] - d[3]]
}

/// `Bᵀ d` for F(4, 3).
#[inline(always)]
fn bt4<T: Value>(d: &[T; 6]) -> [T; 6] {
    let (p, q) = (d[4] - d[2] * 4.0, d[3] - d[1] * 4.0);
    let (r, s) = (d[4] - d[2], (d[3] - d[1]) * 2.0);
    [
        d[0] * 4.0 - d[2] * 5.0 + d[4],
        p + q,
        p - q,
        r + s,
        r - s,
        d[1] * 4.0 - d[3] * 5.0 + d[5],
    ]
}

/// `Aᵀ m` for F(2, 3).
#[inline(always)]
fn at2<T: Value>(m: &[T; 4]) -> [T; 2] {
    [m[0] + m[1] + m[2], m[1] - m[2] - m[3]]
}

/// `Aᵀ m` for F(4, 3).
#[inline(always)]
fn at4<T: Value>(m: &[T; 6]) -> [T; 4] {
    let (s1, d1) = (m[1] + m[2], m[1] - m[2]);
    let (s2, d2) = (m[3] + m[4], m[3] - m[4]);
    [
        m[0] + s1 + s2,
        d1 + d2 * 2.0,
        s1 + s2 * 4.0,
        d1 + d2 * 8.0 + m[5],
    ]
}

/// `Xᵀ t X` for a one-dimensional transform `x` (`t ↦ Xᵀ t`): `x` on each column of
/// `t`, then on each row of that.
#[inline(always)]
fn two_d<T: Value, const I: usize, const O: usize>(
    t: &[[T; I]; I],
    x: impl Fn(&[T; I]) -> [T; O],
) -> [[T; O]; O] {
    let cols: [[T; O]; I] = core::array::from_fn(|c| x(&core::array::from_fn(|r| t[r][c])));
    core::array::from_fn(|r| x(&core::array::from_fn(|c| cols[c][r])))
}

impl Winograd {
    /// Transforms the kernels of a 3 × 3 convolution for output tiles of side `m`
    /// (2 or 4).
    pub fn new(c: &PackedConv, m: usize) -> Winograd {
        assert!(c.k == 3 && (m == 2 || m == 4));
        let a = m + 2;
        let blocks = c.cout.div_ceil(OB);
        let cinp = c.cin.next_multiple_of(OB);
        let mut u = vec![0.0; a * a * blocks * cinp * OB];
        let gt = |v: [f64; 3]| -> [f64; 6] {
            if m == 2 {
                let t = g2(v);
                [t[0], t[1], t[2], t[3], 0.0, 0.0]
            } else {
                g4(v)
            }
        };
        for oc in 0..c.cout {
            for ic in 0..c.cin {
                let g = |ky: usize, kx: usize| f64::from(c.weight(ky * 3 + kx, ic, oc));
                // G g Gᵀ: `G` on each column of g, then on each row of that.
                let cols: [[f64; 6]; 3] =
                    core::array::from_fn(|kx| gt([g(0, kx), g(1, kx), g(2, kx)]));
                let rows: [[f64; 3]; 6] =
                    core::array::from_fn(|r| [cols[0][r], cols[1][r], cols[2][r]]);
                for (r, row) in rows.iter().enumerate().take(a) {
                    let row = gt(*row);
                    for (col, &v) in row.iter().enumerate().take(a) {
                        let e = r * a + col;
                        let (b, l) = (oc / OB, oc % OB);
                        u[((e * blocks + b) * cinp + ic) * OB + l] = v as f32;
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
    let plane = shape.plane();
    assert!(input.len() >= w.cin * plane && output.len() >= w.cout * plane);
    let tp = tiles(shape, w.m).2;
    let (cinp, cpad) = (w.cin.next_multiple_of(OB), w.cout.next_multiple_of(OB));
    let a2 = (w.m + 2) * (w.m + 2);
    let v = &mut scratch.v[..a2 * tp * cinp];
    let m = &mut scratch.m[..a2 * tp * cpad];
    if w.m == 2 {
        input_transform::<2, 4>(shape, w.cin, input, v, bt2);
    } else {
        input_transform::<4, 6>(shape, w.cin, input, v, bt4);
    }
    products(w, tp, cinp, cpad, v, m);
    if w.m == 2 {
        output_transform::<2, 4>(shape, w.cout, m, output, accumulate, at2);
    } else {
        output_transform::<4, 6>(shape, w.cout, m, output, accumulate, at4);
    }
}

/// `V[e][t][ic] = (Bᵀ d B)[e]` of every tile `t` and input channel (zeros for the
/// channels past `cin` and the tiles past the last), eight channels at a time.
#[inline(never)]
fn input_transform<const M: usize, const A: usize>(
    shape: &Shape,
    cin: usize,
    input: &[f32],
    v: &mut [f32],
    bt: impl Fn(&[Lanes; A]) -> [Lanes; A],
) {
    let (tw, th, tp) = tiles(shape, M);
    let plane = shape.plane();
    let cinp = cin.next_multiple_of(OB);
    for c0 in (0..cinp).step_by(OB) {
        let lanes = OB.min(cin - c0);
        let mut t = 0;
        for i in 0..shape.n {
            for ty in 0..th {
                for tx in 0..tw {
                    let mut d = [[Lanes::default(); A]; A];
                    let (x0, y0) = ((tx * M) as isize - 1, (ty * M) as isize - 1);
                    for (r, row) in d.iter_mut().enumerate() {
                        let y = y0 + r as isize;
                        if y < 0 || y >= shape.h as isize {
                            continue;
                        }
                        for (c, val) in row.iter_mut().enumerate() {
                            let x = x0 + c as isize;
                            if x >= 0 && x < shape.w as isize {
                                let at = shape.at(i, x as usize, y as usize);
                                for l in 0..lanes {
                                    val.0[l] = input[(c0 + l) * plane + at];
                                }
                            }
                        }
                    }
                    let tr = two_d(&d, &bt);
                    for (r, row) in tr.iter().enumerate() {
                        for (c, val) in row.iter().enumerate() {
                            let o = ((r * A + c) * tp + t) * cinp + c0;
                            v[o..o + OB].copy_from_slice(&val.0);
                        }
                    }
                    t += 1;
                }
            }
        }
        for e in 0..A * A {
            for t in t..tp {
                let o = (e * tp + t) * cinp + c0;
                v[o..o + OB].fill(0.0);
            }
        }
    }
}

/// `M_e = U_e V_e` for every element `e`: `M[e][t][oc]`.
#[inline(never)]
fn products(w: &Winograd, tp: usize, cinp: usize, cpad: usize, v: &[f32], m: &mut [f32]) {
    let a2 = (w.m + 2) * (w.m + 2);
    let blocks = cpad / OB;
    for e in 0..a2 {
        let ue = &w.u[e * blocks * cinp * OB..(e + 1) * blocks * cinp * OB];
        let ve = &v[e * tp * cinp..(e + 1) * tp * cinp];
        let me = &mut m[e * tp * cpad..(e + 1) * tp * cpad];
        // Tiles in chunks of TC, every output block over one chunk before the next:
        // the chunk's transformed inputs stay in the cache.
        let mut t0 = 0;
        while t0 < tp {
            let t1 = (t0 + TC).min(tp);
            for (b, wb) in ue.chunks_exact(cinp * OB).enumerate() {
                let mut t = t0;
                while t < t1 {
                    let acc = micro(wb, &ve[t * cinp..(t + NT) * cinp], cinp);
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
}

/// An 8 × 4 block of `M_e`: the output channels of `wb` (`[cinp][8]`), the four
/// tiles of `x` (`[4][cinp]`).
#[inline(always)]
fn micro(wb: &[f32], x: &[f32], cinp: usize) -> [[f32; OB]; NT] {
    let mut acc = [[0.0f32; OB]; NT];
    let (x0, rest) = x.split_at(cinp);
    let (x1, rest) = rest.split_at(cinp);
    let (x2, x3) = rest.split_at(cinp);
    let x3 = &x3[..cinp];
    for (ic, w) in wb.chunks_exact(OB).enumerate().take(cinp) {
        let w: &[f32; OB] = w.try_into().unwrap();
        let xs = [x0[ic], x1[ic], x2[ic], x3[ic]];
        for j in 0..NT {
            for l in 0..OB {
                acc[j][l] += xs[j] * w[l];
            }
        }
    }
    acc
}

/// The boards' points of `output` from `M`: `Aᵀ m A` of every tile, eight output
/// channels at a time.
#[inline(never)]
fn output_transform<const M: usize, const A: usize>(
    shape: &Shape,
    cout: usize,
    m: &[f32],
    output: &mut [f32],
    accumulate: bool,
    at: impl Fn(&[Lanes; A]) -> [Lanes; M],
) {
    let (tw, th, tp) = tiles(shape, M);
    let plane = shape.plane();
    let cpad = cout.next_multiple_of(OB);
    let mut t = 0;
    for i in 0..shape.n {
        for ty in 0..th {
            for tx in 0..tw {
                let (x0, y0) = (tx * M, ty * M);
                let (mw, mh) = (M.min(shape.w - x0), M.min(shape.h - y0));
                for c0 in (0..cout).step_by(OB) {
                    let lanes = OB.min(cout - c0);
                    let mt: [[Lanes; A]; A] = core::array::from_fn(|r| {
                        core::array::from_fn(|c| {
                            let o = ((r * A + c) * tp + t) * cpad + c0;
                            Lanes(m[o..o + OB].try_into().unwrap())
                        })
                    });
                    let y = two_d(&mt, &at);
                    for l in 0..lanes {
                        let dst = &mut output[(c0 + l) * plane..(c0 + l + 1) * plane];
                        for (r, row) in y.iter().enumerate().take(mh) {
                            let start = shape.at(i, x0, y0 + r);
                            for (c, d) in dst[start..start + mw].iter_mut().enumerate() {
                                if accumulate {
                                    *d += row[c].0[l];
                                } else {
                                    *d = row[c].0[l];
                                }
                            }
                        }
                    }
                }
                t += 1;
            }
        }
    }
}
