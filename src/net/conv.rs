//! The kernels: convolutions as an implicit matrix product over padded planes, and
//! the small dense layers.
//!
//! # Layout
//!
//! Every activation is a set of planes `[channel][item][row][column]` of a *padded*
//! board: `pad` rows and columns of zeros around each board of the batch
//! ([`Shape`]). A convolution with a `k × k` kernel (`k / 2 <= pad`) then needs no
//! `im2col` copy: for each tap `(ky, kx)` the input the whole batch reads is one
//! contiguous run of each input plane, shifted by `ky * stride + kx`. Output
//! position `q` of that run is board point `(q % stride, q / stride)` of the first
//! item where it lies inside a board; elsewhere (a border column or the rows between
//! two boards) the product computes a value nobody needs, which
//! [`Shape::clear_borders`] zeroes afterwards. The work wasted is the border's share
//! of each row, `2 * pad / (width + 2 * pad)`.
//!
//! # Kernel
//!
//! The weights are packed `[output block of 4][tap][input channel][4]`; the micro
//! kernel keeps a 4 × 8 block of outputs in registers over every tap and input
//! channel (8 vectors of 4 lanes: `simd128` in wasm, SSE natively, where the
//! compiler vectorises the fixed-size loops). There is no per-call allocation.

/// The padded geometry of a batch of boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Board width and height (of the network's orientation).
    pub w: usize,
    pub h: usize,
    /// Zero rows and columns around each board.
    pub pad: usize,
    /// Boards in the batch.
    pub n: usize,
}

impl Shape {
    /// Padded row length.
    #[inline]
    pub fn stride(&self) -> usize {
        self.w + 2 * self.pad
    }

    /// Padded plane size of one board.
    #[inline]
    pub fn area(&self) -> usize {
        self.stride() * (self.h + 2 * self.pad)
    }

    /// Length of one channel over the whole batch.
    #[inline]
    pub fn plane(&self) -> usize {
        self.area() * self.n
    }

    /// Index within a channel of point (x, y) of item `i`.
    #[inline]
    pub fn at(&self, i: usize, x: usize, y: usize) -> usize {
        i * self.area() + (y + self.pad) * self.stride() + x + self.pad
    }

    /// Zeroes the border of every board in the first `channels` planes of `buf`.
    pub fn clear_borders(&self, buf: &mut [f32], channels: usize) {
        let (s, p, a) = (self.stride(), self.pad, self.area());
        for c in 0..channels {
            let plane = &mut buf[c * self.plane()..(c + 1) * self.plane()];
            for item in plane.chunks_exact_mut(a) {
                item[..p * s].fill(0.0);
                item[(p + self.h) * s..].fill(0.0);
                for y in p..p + self.h {
                    let row = &mut item[y * s..(y + 1) * s];
                    row[..p].fill(0.0);
                    row[p + self.w..].fill(0.0);
                }
            }
        }
    }

    /// Calls `f(channel, item, row)` with each board row (interior only) of the
    /// first `channels` planes of `buf`.
    #[inline]
    pub fn rows_mut(
        &self,
        buf: &mut [f32],
        channels: usize,
        mut f: impl FnMut(usize, usize, &mut [f32]),
    ) {
        let (s, p, a) = (self.stride(), self.pad, self.area());
        for c in 0..channels {
            let plane = &mut buf[c * self.plane()..(c + 1) * self.plane()];
            for (i, item) in plane.chunks_exact_mut(a).enumerate() {
                for y in p..p + self.h {
                    f(c, i, &mut item[y * s + p..y * s + p + self.w]);
                }
            }
        }
    }

    /// As [`Shape::rows_mut`], read-only.
    #[inline]
    pub fn rows(&self, buf: &[f32], channels: usize, mut f: impl FnMut(usize, usize, &[f32])) {
        let (s, p, a) = (self.stride(), self.pad, self.area());
        for c in 0..channels {
            let plane = &buf[c * self.plane()..(c + 1) * self.plane()];
            for (i, item) in plane.chunks_exact(a).enumerate() {
                for y in p..p + self.h {
                    f(c, i, &item[y * s + p..y * s + p + self.w]);
                }
            }
        }
    }
}

/// Output channels per block of the micro kernel.
const MR: usize = 4;
/// Positions per block of the micro kernel.
const NR: usize = 8;
/// Positions per chunk of the cache blocking (a multiple of `NR`).
const QC: usize = 256;

/// A convolution's weights packed for [`conv`].
#[derive(Clone, Debug)]
pub(crate) struct PackedConv {
    pub k: usize,
    pub cin: usize,
    pub cout: usize,
    /// `[cout / 4 rounded up][tap][cin][4]`, zeros past `cout`.
    w: Vec<f32>,
}

impl PackedConv {
    /// Packs weights given as `[tap][cin][cout]` (KataGo's file order).
    pub fn new(k: usize, cin: usize, cout: usize, w: &[f32]) -> PackedConv {
        let taps = k * k;
        let blocks = cout.div_ceil(MR);
        let mut packed = vec![0.0; blocks * taps * cin * MR];
        for t in 0..taps {
            for ic in 0..cin {
                for oc in 0..cout {
                    let (b, r) = (oc / MR, oc % MR);
                    packed[((b * taps + t) * cin + ic) * MR + r] = w[(t * cin + ic) * cout + oc];
                }
            }
        }
        PackedConv {
            k,
            cin,
            cout,
            w: packed,
        }
    }

    /// The weight of output `oc`, input `ic`, tap `t`.
    pub fn weight(&self, t: usize, ic: usize, oc: usize) -> f32 {
        let taps = self.k * self.k;
        self.w[(((oc / MR) * taps + t) * self.cin + ic) * MR + oc % MR]
    }
}

/// `output = conv(input)` (or `output += conv(input)` with `accumulate`) over the
/// batch of `shape`, both `[channel][item][padded board]`. The borders of `output`
/// hold garbage afterwards: callers clear them ([`Shape::clear_borders`]) or write
/// only interiors next.
pub(crate) fn conv(
    c: &PackedConv,
    shape: &Shape,
    input: &[f32],
    output: &mut [f32],
    accumulate: bool,
) {
    let (s, pad) = (shape.stride(), shape.pad);
    let p = c.k / 2;
    debug_assert!(p <= pad);
    let plane = shape.plane();
    assert!(input.len() >= c.cin * plane && output.len() >= c.cout * plane);
    // The run of positions from the first board's first point to the last board's
    // last point.
    let len = (shape.n - 1) * shape.area() + (shape.h - 1) * s + shape.w;
    let out_off = pad * s + pad;
    let taps = c.k * c.k;
    let mut offsets = [0usize; 81];
    for ky in 0..c.k {
        for kx in 0..c.k {
            offsets[ky * c.k + kx] = (pad - p + ky) * s + (pad - p + kx);
        }
    }
    let offsets = &offsets[..taps];
    let block_len = taps * c.cin * MR;
    // Positions in chunks of QC, every output block over one chunk before the next:
    // the chunk's input (its rows and the kernel's halo, every channel) stays in the
    // cache while it is read once per output block.
    let mut q0 = 0;
    while q0 < len {
        let q1 = (q0 + QC).min(len);
        for (b, wb) in c.w.chunks_exact(block_len).enumerate() {
            let rows = MR.min(c.cout - b * MR);
            let mut q = q0;
            while q + NR <= q1 {
                let acc = micro(wb, input, plane, offsets, c.cin, q);
                for (r, acc) in acc.iter().enumerate().take(rows) {
                    let o = (b * MR + r) * plane + out_off + q;
                    let out: &mut [f32; NR] = (&mut output[o..o + NR]).try_into().unwrap();
                    if accumulate {
                        for j in 0..NR {
                            out[j] += acc[j];
                        }
                    } else {
                        *out = *acc;
                    }
                }
                q += NR;
            }
            while q < q1 {
                for r in 0..rows {
                    let mut sum = 0.0;
                    for (t, &off) in offsets.iter().enumerate() {
                        for ic in 0..c.cin {
                            sum += wb[(t * c.cin + ic) * MR + r] * input[ic * plane + q + off];
                        }
                    }
                    let o = (b * MR + r) * plane + out_off + q;
                    if accumulate {
                        output[o] += sum;
                    } else {
                        output[o] = sum;
                    }
                }
                q += 1;
            }
        }
        q0 = q1;
    }
}

/// A 4 × 8 block of outputs: channels of `wb`, positions `q..q + 8`.
#[inline(always)]
fn micro(
    wb: &[f32],
    input: &[f32],
    plane: usize,
    offsets: &[usize],
    cin: usize,
    q: usize,
) -> [[f32; NR]; MR] {
    let mut acc = [[0.0f32; NR]; MR];
    for (t, &off) in offsets.iter().enumerate() {
        let wt = &wb[t * cin * MR..(t + 1) * cin * MR];
        for (ic, w) in wt.chunks_exact(MR).enumerate() {
            let start = ic * plane + q + off;
            let x: &[f32; NR] = input[start..start + NR].try_into().unwrap();
            for r in 0..MR {
                let wr = w[r];
                for j in 0..NR {
                    acc[r][j] += wr * x[j];
                }
            }
        }
    }
    acc
}

/// `out[oc] = sum_ic input[ic] * w[ic][oc]` for one item.
pub(crate) fn matmul(w: &[f32], cin: usize, cout: usize, input: &[f32], out: &mut [f32]) {
    let out = &mut out[..cout];
    out.fill(0.0);
    for (ic, row) in w.chunks_exact(cout).enumerate().take(cin) {
        let x = input[ic];
        for (o, &wv) in out.iter_mut().zip(row) {
            *o += x * wv;
        }
    }
}
