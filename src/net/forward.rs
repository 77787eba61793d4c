//! The forward pass: KataGo's layer order on a batch of padded boards.
//!
//! The trunk is the initial convolution plus a bias from the global inputs, then the
//! residual blocks, then the tip's batch norm and activation. The policy head pools
//! its `g1` channels into a bias for `p1` and into the pass logit; the value head
//! pools `v1` into a small dense network (win/loss/no-result logits and the score
//! values) and convolves it into the ownership. Global pooling reads each channel's
//! mean, the mean scaled by `(sqrt(area) - 14) / 10`, and either its maximum (trunk
//! and policy) or the mean scaled by `((sqrt(area) - 14)^2 / 100 - 0.1)` (value),
//! over the board's points only.

use super::conv::{self, matmul, Shape};
use super::model::{Block, Conv, Model, Norm};
use super::winograd::{self, Scratch};

/// `output = conv(input)` (or `+=`): by Winograd's algorithm where the kernels are
/// transformed for it, the direct product otherwise.
fn conv(
    c: &Conv,
    shape: &Shape,
    input: &[f32],
    output: &mut [f32],
    accumulate: bool,
    scratch: &mut Scratch,
) {
    match &c.winograd {
        Some(w) => winograd::conv(w, shape, input, output, accumulate, scratch),
        None => conv::conv(&c.direct, shape, input, output, accumulate),
    }
}

/// The raw outputs of one item, in the network's orientation.
pub(crate) struct Raw<'a> {
    /// One logit per point, `[y][x]` of the network's orientation.
    pub policy: &'a [f32],
    pub pass: f32,
    /// Win, loss, no-result logits.
    pub value: [f32; 3],
    /// Score mean, stdev before softplus, lead, variance of time left (before
    /// scaling).
    pub score: [f32; 4],
    /// One pre-tanh value per point, `[y][x]`.
    pub ownership: &'a [f32],
}

/// Working buffers, grown to the largest shape evaluated and then reused.
#[derive(Default)]
pub(crate) struct Workspace {
    shape: Option<Shape>,
    /// The inputs, `[channel][item][padded board]`.
    pub input: Vec<f32>,
    /// The global inputs, `[item][value]`.
    pub global: Vec<f32>,
    x: Vec<f32>,
    a: Vec<f32>,
    t1: Vec<f32>,
    t2: Vec<f32>,
    pooled: Vec<f32>,
    /// Winograd's transformed tiles.
    scratch: Scratch,
    bias: Vec<f32>,
    hidden: Vec<f32>,
    /// Per item: the policy logits and ownership, unpadded.
    policy: Vec<f32>,
    ownership: Vec<f32>,
    pass: Vec<f32>,
    value: Vec<[f32; 3]>,
    score: Vec<[f32; 4]>,
}

impl Workspace {
    /// Sizes the buffers for `shape` (allocating only when it is larger than any
    /// before) and clears the input.
    pub fn prepare(&mut self, model: &Model, shape: Shape) {
        let plane = shape.plane();
        let wide = model.max_channels() * plane;
        let grow = |v: &mut Vec<f32>, n: usize| {
            if v.len() < n {
                v.resize(n, 0.0);
            }
        };
        grow(&mut self.input, model.spatial_inputs * plane);
        self.input[..model.spatial_inputs * plane].fill(0.0);
        grow(&mut self.global, model.global_inputs * shape.n);
        grow(&mut self.x, wide);
        grow(&mut self.a, wide);
        grow(&mut self.t1, wide);
        grow(&mut self.t2, wide);
        if let Some(m) = model.algorithm.tile() {
            self.scratch.prepare(&shape, m, model.max_channels());
        }
        grow(&mut self.pooled, 3 * model.max_channels() * shape.n);
        grow(&mut self.bias, model.max_channels() * shape.n);
        grow(&mut self.hidden, model.v2.cout * shape.n);
        grow(&mut self.policy, shape.w * shape.h * shape.n);
        grow(&mut self.ownership, shape.w * shape.h * shape.n);
        grow(&mut self.pass, shape.n);
        if self.value.len() < shape.n {
            self.value.resize(shape.n, [0.0; 3]);
            self.score.resize(shape.n, [0.0; 4]);
        }
        self.shape = Some(shape);
    }

    /// The outputs of item `i` after [`run`].
    pub fn raw(&self, i: usize) -> Raw<'_> {
        let shape = self.shape.expect("prepared");
        let area = shape.w * shape.h;
        Raw {
            policy: &self.policy[i * area..(i + 1) * area],
            pass: self.pass[i],
            value: self.value[i],
            score: self.score[i],
            ownership: &self.ownership[i * area..(i + 1) * area],
        }
    }
}

/// `out = relu(in * scale + bias)` on the boards' points, zero on their borders.
fn norm_relu(shape: &Shape, norm: &Norm, input: &[f32], out: &mut [f32]) {
    let channels = norm.scale.len();
    let plane = shape.plane();
    out[..channels * plane].copy_from_slice(&input[..channels * plane]);
    norm_relu_in_place(shape, norm, out);
}

/// [`norm_relu`] in place.
fn norm_relu_in_place(shape: &Shape, norm: &Norm, buf: &mut [f32]) {
    let channels = norm.scale.len();
    shape.rows_mut(buf, channels, |c, _, row| {
        let (s, b) = (norm.scale[c], norm.bias[c]);
        for v in row {
            *v = (*v * s + b).max(0.0);
        }
    });
    shape.clear_borders(buf, channels);
}

/// Adds `bias[item][c]` to the boards' points of the first `channels` planes.
fn add_bias(shape: &Shape, buf: &mut [f32], channels: usize, bias: &[f32]) {
    shape.rows_mut(buf, channels, |c, i, row| {
        let b = bias[i * channels + c];
        for v in row {
            *v += b;
        }
    });
}

/// Pools `channels` planes of `buf` for each item into `pooled[item][3 * channels]`:
/// mean, scaled mean, and the maximum (`value == false`) or the value head's second
/// scaled mean.
fn pool(shape: &Shape, buf: &[f32], channels: usize, value: bool, pooled: &mut [f32]) {
    let n = shape.n;
    let area = (shape.w * shape.h) as f32;
    let sqrt_area = area.sqrt();
    let pooled = &mut pooled[..n * 3 * channels];
    // Sums and maxima first, then the scalings.
    for i in 0..n {
        for c in 0..channels {
            pooled[i * 3 * channels + c] = 0.0;
            pooled[i * 3 * channels + 2 * channels + c] = f32::NEG_INFINITY;
        }
    }
    shape.rows(buf, channels, |c, i, row| {
        let base = i * 3 * channels;
        let mut s = 0.0;
        let mut m = pooled[base + 2 * channels + c];
        for &v in row {
            s += v;
            m = m.max(v);
        }
        pooled[base + c] += s;
        pooled[base + 2 * channels + c] = m;
    });
    for i in 0..n {
        let base = i * 3 * channels;
        for c in 0..channels {
            let mean = pooled[base + c] / area;
            pooled[base + c] = mean;
            pooled[base + channels + c] = mean * (sqrt_area - 14.0) * 0.1;
            if value {
                pooled[base + 2 * channels + c] =
                    mean * ((sqrt_area - 14.0) * (sqrt_area - 14.0) * 0.01 - 0.1);
            }
        }
    }
}

/// Runs the network over the inputs in `ws` (filled by the caller after
/// [`Workspace::prepare`]) for `shape`.
pub(crate) fn run(model: &Model, ws: &mut Workspace, shape: &Shape) {
    let n = shape.n;
    let ch = model.channels;
    let Workspace {
        input,
        global,
        x,
        a,
        t1,
        t2,
        pooled,
        scratch,
        bias,
        hidden,
        policy,
        ownership,
        pass,
        value,
        score,
        ..
    } = ws;

    // The trunk.
    conv(&model.initial_conv, shape, input, x, false, scratch);
    for i in 0..n {
        matmul(
            &model.initial_matmul.w,
            model.initial_matmul.cin,
            ch,
            &global[i * model.global_inputs..],
            &mut bias[i * ch..],
        );
    }
    add_bias(shape, x, ch, bias);
    shape.clear_borders(x, ch);
    for block in &model.blocks {
        match block {
            Block::Ordinary {
                pre,
                conv1,
                mid,
                conv2,
            } => {
                norm_relu(shape, pre, x, a);
                conv(conv1, shape, a, t1, false, scratch);
                norm_relu_in_place(shape, mid, t1);
                conv(conv2, shape, t1, x, true, scratch);
                shape.clear_borders(x, ch);
            }
            Block::GlobalPool {
                pre,
                regular,
                gpool,
                gpool_norm,
                to_bias,
                mid,
                conv2,
            } => {
                norm_relu(shape, pre, x, a);
                conv(regular, shape, a, t1, false, scratch);
                conv(gpool, shape, a, t2, false, scratch);
                norm_relu_in_place(shape, gpool_norm, t2);
                pool(
                    shape,
                    t2,
                    gpool.cout,
                    false,
                    pooled_for(pooled, n, gpool.cout),
                );
                for i in 0..n {
                    let g = 3 * gpool.cout;
                    matmul(
                        &to_bias.w,
                        g,
                        regular.cout,
                        &pooled[i * g..],
                        &mut bias[i * regular.cout..],
                    );
                }
                add_bias(shape, t1, regular.cout, bias);
                norm_relu_in_place(shape, mid, t1);
                conv(conv2, shape, t1, x, true, scratch);
                shape.clear_borders(x, ch);
            }
        }
    }
    norm_relu(shape, &model.tip, x, a);

    // The policy head.
    let (p1, g1) = (&model.p1, &model.g1);
    conv(p1, shape, a, t1, false, scratch);
    conv(g1, shape, a, t2, false, scratch);
    norm_relu_in_place(shape, &model.g1_norm, t2);
    let g = 3 * g1.cout;
    pool(shape, t2, g1.cout, false, pooled_for(pooled, n, g1.cout));
    for i in 0..n {
        matmul(
            &model.g1_to_bias.w,
            g,
            p1.cout,
            &pooled[i * g..],
            &mut bias[i * p1.cout..],
        );
        let mut p = [0.0];
        matmul(&model.to_pass.w, g, 1, &pooled[i * g..], &mut p);
        pass[i] = p[0];
    }
    add_bias(shape, t1, p1.cout, bias);
    norm_relu_in_place(shape, &model.p1_norm, t1);
    conv(&model.p2, shape, t1, x, false, scratch);
    unpad(shape, x, policy);

    // The value head.
    let v1 = &model.v1;
    conv(v1, shape, a, t1, false, scratch);
    norm_relu_in_place(shape, &model.v1_norm, t1);
    let g = 3 * v1.cout;
    pool(shape, t1, v1.cout, true, pooled_for(pooled, n, v1.cout));
    let hc = model.v2.cout;
    for i in 0..n {
        let h = &mut hidden[i * hc..(i + 1) * hc];
        matmul(&model.v2.w, g, hc, &pooled[i * g..], h);
        for (v, b) in h.iter_mut().zip(&model.v2_bias) {
            *v = (*v + b).max(0.0);
        }
        let mut v = [0.0; 3];
        matmul(&model.v3.w, hc, 3, h, &mut v);
        for (v, b) in v.iter_mut().zip(&model.v3_bias) {
            *v += b;
        }
        value[i] = v;
        let mut s = [0.0; 4];
        matmul(&model.sv3.w, hc, 4, h, &mut s);
        for (s, b) in s.iter_mut().zip(&model.sv3_bias) {
            *s += b;
        }
        score[i] = s;
    }
    conv(&model.ownership, shape, t1, t2, false, scratch);
    unpad(shape, t2, ownership);
}

/// The start of the pooled buffer for `n` items of `channels` (sized at
/// [`Workspace::prepare`] for the widest layer).
fn pooled_for(pooled: &mut [f32], n: usize, channels: usize) -> &mut [f32] {
    &mut pooled[..n * 3 * channels]
}

/// Copies plane 0 of `buf`, boards' points only, to `out[item][y][x]`.
fn unpad(shape: &Shape, buf: &[f32], out: &mut [f32]) {
    let w = shape.w;
    let mut k = 0;
    shape.rows(buf, 1, |_, _, row| {
        out[k..k + w].copy_from_slice(row);
        k += w;
    });
}
