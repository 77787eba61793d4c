//! The reader of KataGo's binary model format (`.bin`, already un-gzipped).
//!
//! A model file is a stream of whitespace-separated text tokens (names, versions,
//! sizes) in which every block of weights is written as `@BIN@` followed by its
//! 32-bit little-endian floats. The layers come in the order the network applies
//! them: the trunk (an initial convolution and a matrix product of the global
//! inputs, the residual blocks, the tip's batch norm), then the policy head, then
//! the value head.
//!
//! Batch norms are folded at load into one scale and one bias per channel. Every
//! size declared in the file is checked against the bytes that remain before anything
//! is allocated for it, so a truncated or lying file is refused, never trusted.
//!
//! Model version 8 (KataGo's g170 networks, input version 7) is read and verified
//! against KataGo itself (tests/net_fixtures.rs). Other versions are refused with
//! [`ModelError::Unsupported`]: no sample file of them is here to verify against.

use core::fmt;

use super::conv::PackedConv;
use super::winograd::{ConvAlgorithm, Winograd};

/// Why a model file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    /// The bytes are not a KataGo binary model (truncated, bad header, inconsistent
    /// sizes, non-finite weights…); the message says where.
    Invalid(String),
    /// A well-formed header naming a model version this reader does not evaluate.
    Unsupported(i64),
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelError::Invalid(m) => write!(f, "invalid model: {m}"),
            ModelError::Unsupported(v) => write!(
                f,
                "unsupported model version {v}: only version 8 (KataGo's g170 networks) is read"
            ),
        }
    }
}

/// The model versions this reader evaluates.
pub const SUPPORTED_VERSIONS: &[i64] = &[8];

/// A convolution: its weights packed for the direct kernel (`conv.rs`, through
/// `Deref`), and for a 3 × 3 kernel, transformed for Winograd's algorithm when the
/// model's [`ConvAlgorithm`] is one of it (`winograd.rs`).
#[derive(Clone, Debug)]
pub(crate) struct Conv {
    pub direct: PackedConv,
    pub winograd: Option<Winograd>,
}

impl core::ops::Deref for Conv {
    type Target = PackedConv;
    fn deref(&self) -> &PackedConv {
        &self.direct
    }
}

impl Conv {
    /// Sets the algorithm: transforms the kernels of a 3 × 3 convolution for
    /// Winograd's, or drops them for the direct product.
    fn set_algorithm(&mut self, algorithm: ConvAlgorithm) {
        self.winograd = match algorithm.tile() {
            Some(m) if self.direct.k == 3 => Some(Winograd::new(&self.direct, m)),
            _ => None,
        };
    }
}

/// A batch norm folded to `x * scale + bias`, followed by an activation (ReLU for
/// every supported version).
#[derive(Clone, Debug)]
pub(crate) struct Norm {
    pub scale: Vec<f32>,
    pub bias: Vec<f32>,
}

/// A dense layer `out[oc] = sum_ic in[ic] * w[ic][oc]`.
#[derive(Clone, Debug)]
pub(crate) struct MatMul {
    pub cin: usize,
    pub cout: usize,
    /// `[ic][oc]`.
    pub w: Vec<f32>,
}

/// One residual block of the trunk.
#[derive(Clone, Debug)]
pub(crate) enum Block {
    /// `x += conv2(act(mid(conv1(act(pre(x))))))`.
    Ordinary {
        pre: Norm,
        conv1: Conv,
        mid: Norm,
        conv2: Conv,
    },
    /// As ordinary, with a bias on `conv1`'s output computed from the pooled
    /// `gpool` channels.
    GlobalPool {
        pre: Norm,
        regular: Conv,
        gpool: Conv,
        gpool_norm: Norm,
        to_bias: MatMul,
        mid: Norm,
        conv2: Conv,
    },
}

/// A whole network, ready to evaluate.
#[derive(Clone, Debug)]
pub(crate) struct Model {
    pub name: String,
    pub version: i64,
    pub input_version: u32,
    pub spatial_inputs: usize,
    pub global_inputs: usize,
    pub channels: usize,
    pub initial_conv: Conv,
    pub initial_matmul: MatMul,
    pub blocks: Vec<Block>,
    pub tip: Norm,
    // Policy head.
    pub p1: Conv,
    pub g1: Conv,
    pub g1_norm: Norm,
    pub g1_to_bias: MatMul,
    pub p1_norm: Norm,
    pub p2: Conv,
    pub to_pass: MatMul,
    // Value head.
    pub v1: Conv,
    pub v1_norm: Norm,
    pub v2: MatMul,
    pub v2_bias: Vec<f32>,
    pub v3: MatMul,
    pub v3_bias: Vec<f32>,
    pub sv3: MatMul,
    pub sv3_bias: Vec<f32>,
    pub ownership: Conv,
    /// How the 3 × 3 convolutions are computed.
    pub algorithm: ConvAlgorithm,
}

impl Model {
    /// The number of residual blocks.
    pub fn block_count(&self) -> usize {
        self.blocks.len()
    }

    /// The widest layer, in channels (for the working buffers).
    pub fn max_channels(&self) -> usize {
        let mut m = self.channels.max(self.spatial_inputs);
        for b in &self.blocks {
            match b {
                Block::Ordinary { conv1, .. } => m = m.max(conv1.cout),
                Block::GlobalPool { regular, gpool, .. } => m = m.max(regular.cout).max(gpool.cout),
            }
        }
        m.max(self.p1.cout).max(self.g1.cout).max(self.v1.cout)
    }

    /// Every convolution of the network.
    pub fn convs(&self) -> Vec<&Conv> {
        let mut convs = vec![
            &self.initial_conv,
            &self.p1,
            &self.g1,
            &self.p2,
            &self.v1,
            &self.ownership,
        ];
        for b in &self.blocks {
            match b {
                Block::Ordinary { conv1, conv2, .. } => convs.extend([conv1, conv2]),
                Block::GlobalPool {
                    regular,
                    gpool,
                    conv2,
                    ..
                } => convs.extend([regular, gpool, conv2]),
            }
        }
        convs
    }

    /// Chooses how the 3 × 3 convolutions are computed (their kernels transformed
    /// once here).
    pub fn set_algorithm(&mut self, algorithm: ConvAlgorithm) {
        self.algorithm = algorithm;
        let heads = [
            &mut self.initial_conv,
            &mut self.p1,
            &mut self.g1,
            &mut self.p2,
            &mut self.v1,
            &mut self.ownership,
        ];
        for c in heads {
            c.set_algorithm(algorithm);
        }
        for b in &mut self.blocks {
            match b {
                Block::Ordinary { conv1, conv2, .. } => {
                    conv1.set_algorithm(algorithm);
                    conv2.set_algorithm(algorithm);
                }
                Block::GlobalPool {
                    regular,
                    gpool,
                    conv2,
                    ..
                } => {
                    regular.set_algorithm(algorithm);
                    gpool.set_algorithm(algorithm);
                    conv2.set_algorithm(algorithm);
                }
            }
        }
    }
}

/// The largest kernel side accepted (KataGo's networks use 1, 3 and 5).
const MAX_KERNEL: usize = 9;
/// The most whitespace KataGo tolerates before a `@BIN@` block.
const MAX_GAP: usize = 100;

/// Reads a model from the bytes of a `.bin` file (not gzipped).
pub(crate) fn parse(bytes: &[u8]) -> Result<Model, ModelError> {
    if bytes.starts_with(&[0x1f, 0x8b]) {
        return Err(invalid(
            "the bytes are gzipped: inflate the .bin.gz before loading it",
        ));
    }
    let mut r = Reader { bytes, pos: 0 };
    let name = r.token("the model's name")?.to_string();
    if name.is_empty()
        || name.len() > 96
        || !name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
    {
        return Err(invalid("the model's name is not a KataGo model name"));
    }
    let version = r.int("the model version")?;
    if !SUPPORTED_VERSIONS.contains(&version) {
        return Err(ModelError::Unsupported(version));
    }
    let input_version = 7;
    let spatial_inputs = r.count("the number of spatial inputs")?;
    let global_inputs = r.count("the number of global inputs")?;
    if spatial_inputs != super::features::spatial_channels(input_version)
        || global_inputs != super::features::global_channels(input_version)
    {
        return Err(invalid(
            "the input channels are not those of input version 7",
        ));
    }

    // The trunk.
    r.token("the trunk's name")?;
    let block_count = r.count("the number of blocks")?;
    let channels = r.count("the trunk's channels")?;
    let mid = r.count("the blocks' middle channels")?;
    let regular = r.count("the regular channels")?;
    let _dilated = r.int("the dilated channels")?;
    let gpool_channels = r.count("the global pooling channels")?;
    let _ = (mid, regular, gpool_channels);
    let initial_conv = r.conv(spatial_inputs, channels)?;
    let initial_matmul = r.matmul(global_inputs, channels)?;
    let mut blocks = Vec::new();
    for _ in 0..block_count {
        let kind = r.token("a block's kind")?;
        match kind {
            "ordinary_block" => {
                r.token("a block's name")?;
                let pre = r.norm(channels)?;
                r.activation()?;
                let conv1 = r.conv(channels, 0)?;
                let mid = r.norm(conv1.cout)?;
                r.activation()?;
                let conv2 = r.conv(conv1.cout, channels)?;
                blocks.push(Block::Ordinary {
                    pre,
                    conv1,
                    mid,
                    conv2,
                });
            }
            "gpool_block" => {
                r.token("a block's name")?;
                let pre = r.norm(channels)?;
                r.activation()?;
                let regular = r.conv(channels, 0)?;
                let gpool = r.conv(channels, 0)?;
                let gpool_norm = r.norm(gpool.cout)?;
                r.activation()?;
                let to_bias = r.matmul(gpool.cout * 3, regular.cout)?;
                let mid = r.norm(regular.cout)?;
                r.activation()?;
                let conv2 = r.conv(regular.cout, channels)?;
                blocks.push(Block::GlobalPool {
                    pre,
                    regular,
                    gpool,
                    gpool_norm,
                    to_bias,
                    mid,
                    conv2,
                });
            }
            _ => return Err(invalid("a block of an unknown kind")),
        }
    }
    let tip = r.norm(channels)?;
    r.activation()?;

    // The policy head.
    r.token("the policy head's name")?;
    let p1 = r.conv(channels, 0)?;
    let g1 = r.conv(channels, 0)?;
    let g1_norm = r.norm(g1.cout)?;
    r.activation()?;
    let g1_to_bias = r.matmul(g1.cout * 3, p1.cout)?;
    let p1_norm = r.norm(p1.cout)?;
    r.activation()?;
    let p2 = r.conv(p1.cout, 1)?;
    let to_pass = r.matmul(g1.cout * 3, 1)?;

    // The value head.
    r.token("the value head's name")?;
    let v1 = r.conv(channels, 0)?;
    let v1_norm = r.norm(v1.cout)?;
    r.activation()?;
    let v2 = r.matmul(v1.cout * 3, 0)?;
    let v2_bias = r.bias(v2.cout)?;
    r.activation()?;
    let v3 = r.matmul(v2.cout, 3)?;
    let v3_bias = r.bias(3)?;
    let sv3 = r.matmul(v2.cout, 4)?;
    let sv3_bias = r.bias(4)?;
    let ownership = r.conv(v1.cout, 1)?;

    let mut model = Model {
        name,
        version,
        input_version,
        spatial_inputs,
        global_inputs,
        channels,
        initial_conv,
        initial_matmul,
        blocks,
        tip,
        p1,
        g1,
        g1_norm,
        g1_to_bias,
        p1_norm,
        p2,
        to_pass,
        v1,
        v1_norm,
        v2,
        v2_bias,
        v3,
        v3_bias,
        sv3,
        sv3_bias,
        ownership,
        algorithm: ConvAlgorithm::Direct,
    };
    model.set_algorithm(ConvAlgorithm::default());
    Ok(model)
}

fn invalid(what: &str) -> ModelError {
    ModelError::Invalid(what.to_string())
}

/// A cursor over the file's bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// The next whitespace-separated token (ASCII), or an error naming `what`.
    fn token(&mut self, what: &str) -> Result<&'a str, ModelError> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.bytes.len()
            && !self.bytes[self.pos].is_ascii_whitespace()
            && self.pos - start < 256
        {
            self.pos += 1;
        }
        if self.pos == start {
            return Err(ModelError::Invalid(format!("the file ends before {what}")));
        }
        core::str::from_utf8(&self.bytes[start..self.pos])
            .map_err(|_| ModelError::Invalid(format!("{what} is not text")))
    }

    fn int(&mut self, what: &str) -> Result<i64, ModelError> {
        self.token(what)?
            .parse()
            .map_err(|_| ModelError::Invalid(format!("{what} is not a whole number")))
    }

    /// A positive count, small enough that any product of a few fits a `usize`.
    fn count(&mut self, what: &str) -> Result<usize, ModelError> {
        let n = self.int(what)?;
        if !(1..=1 << 16).contains(&n) {
            return Err(ModelError::Invalid(format!("{what} is out of range")));
        }
        Ok(n as usize)
    }

    fn float(&mut self, what: &str) -> Result<f32, ModelError> {
        let x: f32 = self
            .token(what)?
            .parse()
            .map_err(|_| ModelError::Invalid(format!("{what} is not a number")))?;
        if !x.is_finite() {
            return Err(ModelError::Invalid(format!("{what} is not finite")));
        }
        Ok(x)
    }

    /// `n` floats of a `@BIN@` block, checked against the bytes left before
    /// allocating, and finite.
    fn floats(&mut self, n: usize, what: &str) -> Result<Vec<f32>, ModelError> {
        let mut gap = 0;
        loop {
            match self.bytes.get(self.pos) {
                Some(b'@') => break,
                Some(_) if gap < MAX_GAP => {
                    gap += 1;
                    self.pos += 1;
                }
                _ => {
                    return Err(ModelError::Invalid(format!(
                        "no binary block where {what} should be"
                    )))
                }
            }
        }
        if !self.bytes[self.pos..].starts_with(b"@BIN@") {
            return Err(ModelError::Invalid(format!(
                "a bad binary block for {what}"
            )));
        }
        self.pos += 5;
        let len = n
            .checked_mul(4)
            .filter(|&len| len <= self.bytes.len() - self.pos)
            .ok_or_else(|| ModelError::Invalid(format!("the file ends inside {what}")))?;
        let raw = &self.bytes[self.pos..self.pos + len];
        self.pos += len;
        let mut out = Vec::with_capacity(n);
        for c in raw.chunks_exact(4) {
            let x = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
            if !x.is_finite() {
                return Err(ModelError::Invalid(format!(
                    "a weight of {what} is not finite"
                )));
            }
            out.push(x);
        }
        Ok(out)
    }

    /// A convolution reading `cin` channels; `cout` is checked unless 0.
    fn conv(&mut self, cin: usize, cout: usize) -> Result<Conv, ModelError> {
        let name = self.token("a convolution's name")?;
        let ky = self.count("a convolution's height")?;
        let kx = self.count("a convolution's width")?;
        let ic = self.count("a convolution's input channels")?;
        let oc = self.count("a convolution's output channels")?;
        let dy = self.int("a convolution's dilation")?;
        let dx = self.int("a convolution's dilation")?;
        if ky != kx || ky % 2 != 1 || ky > MAX_KERNEL {
            return Err(ModelError::Invalid(format!(
                "{name}: a {ky}x{kx} kernel (square and odd up to {MAX_KERNEL} only)"
            )));
        }
        if dy != 1 || dx != 1 {
            return Err(ModelError::Invalid(format!(
                "{name}: a dilated convolution"
            )));
        }
        if ic != cin || (cout != 0 && oc != cout) {
            return Err(ModelError::Invalid(format!(
                "{name}: {ic} -> {oc} channels where the network needs {cin} -> {cout}"
            )));
        }
        let n = (ky * kx)
            .checked_mul(ic)
            .and_then(|n| n.checked_mul(oc))
            .ok_or_else(|| ModelError::Invalid(format!("{name}: too many weights")))?;
        let w = self.floats(n, name)?;
        Ok(Conv {
            direct: PackedConv::new(ky, ic, oc, &w),
            winograd: None,
        })
    }

    /// A batch norm over `channels`, folded to scale and bias.
    fn norm(&mut self, channels: usize) -> Result<Norm, ModelError> {
        let name = self.token("a batch norm's name")?;
        let c = self.count("a batch norm's channels")?;
        let epsilon = self.float("a batch norm's epsilon")?;
        let has_scale = self.flag("a batch norm's scale flag")?;
        let has_bias = self.flag("a batch norm's bias flag")?;
        if c != channels {
            return Err(ModelError::Invalid(format!(
                "{name}: {c} channels where the network needs {channels}"
            )));
        }
        if epsilon <= 0.0 {
            return Err(ModelError::Invalid(format!(
                "{name}: epsilon is not positive"
            )));
        }
        let mean = self.floats(c, name)?;
        let variance = self.floats(c, name)?;
        let gamma = if has_scale {
            self.floats(c, name)?
        } else {
            vec![1.0; c]
        };
        let beta = if has_bias {
            self.floats(c, name)?
        } else {
            vec![0.0; c]
        };
        let mut scale = Vec::with_capacity(c);
        let mut bias = Vec::with_capacity(c);
        for i in 0..c {
            let s = gamma[i] / (variance[i] + epsilon).sqrt();
            if !s.is_finite() {
                return Err(ModelError::Invalid(format!(
                    "{name}: a variance below zero"
                )));
            }
            scale.push(s);
            bias.push(beta[i] - s * mean[i]);
        }
        Ok(Norm { scale, bias })
    }

    fn flag(&mut self, what: &str) -> Result<bool, ModelError> {
        match self.int(what)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(ModelError::Invalid(format!("{what} is not 0 or 1"))),
        }
    }

    /// An activation layer: before version 11 only its name (ReLU).
    fn activation(&mut self) -> Result<(), ModelError> {
        self.token("an activation's name")?;
        Ok(())
    }

    /// A dense layer reading `cin`; `cout` is checked unless 0.
    fn matmul(&mut self, cin: usize, cout: usize) -> Result<MatMul, ModelError> {
        let name = self.token("a matrix product's name")?;
        let ic = self.count("a matrix product's input channels")?;
        let oc = self.count("a matrix product's output channels")?;
        if ic != cin || (cout != 0 && oc != cout) {
            return Err(ModelError::Invalid(format!(
                "{name}: {ic} -> {oc} channels where the network needs {cin} -> {cout}"
            )));
        }
        let n = ic
            .checked_mul(oc)
            .ok_or_else(|| ModelError::Invalid(format!("{name}: too many weights")))?;
        let w = self.floats(n, name)?;
        Ok(MatMul {
            cin: ic,
            cout: oc,
            w,
        })
    }

    /// A bias vector of `channels`.
    fn bias(&mut self, channels: usize) -> Result<Vec<f32>, ModelError> {
        let name = self.token("a bias's name")?;
        let c = self.count("a bias's channels")?;
        if c != channels {
            return Err(ModelError::Invalid(format!(
                "{name}: {c} channels where the network needs {channels}"
            )));
        }
        self.floats(c, name)
    }
}
