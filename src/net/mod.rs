//! The neural-network evaluator for KataGo's model files.
//!
//! [`Net::load`] reads a model (the bytes of a `.bin`; a `.bin.gz` is inflated by the
//! caller: natively with any gzip crate, in the browser with `DecompressionStream`),
//! and [`Net::evaluate`] reads a [`Game`]'s position as KataGo would: the inputs of
//! the model's input version ([`features`]), the network (`forward.rs`, kernels in
//! `conv.rs`, the 3x3 convolutions by Winograd's F(4x4, 3x3) in `winograd.rs` unless
//! [`Net::set_conv_algorithm`] says otherwise) and KataGo's own post-processing of the
//! raw outputs:
//!
//! - the policy is a softmax over the legal points and pass (illegal points 0);
//! - win, loss and no result are a softmax of the three value logits, no result
//!   being impossible (0) under a superko rule with area scoring;
//! - the score lead is the lead output times 20, the score's deviation the softplus
//!   of its output times 20, both made unconditional on a result as KataGo does;
//! - ownership is the tanh of its output.
//!
//! Boards are evaluated at their exact size (KataGo's masked evaluation of a board
//! inside a larger padded one gives the same numbers), rectangles included; boards
//! above 19×19 are evaluated the same way, though KataGo's networks were not trained
//! on them. Nothing is allocated per evaluation once the working buffers have grown
//! to the largest board and batch seen; evaluations are cached by their inputs
//! ([`Net::set_cache_capacity`]).

pub mod features;

mod cache;
mod conv;
mod forward;
mod model;
mod winograd;

#[cfg(test)]
pub(crate) mod tests;

use core::fmt;

use crate::game::Game;
use crate::rules::KoRule;
use cache::Cache;
use conv::Shape;
use forward::Workspace;
use model::Model;

pub use model::{ModelError, SUPPORTED_VERSIONS};
pub use winograd::ConvAlgorithm;

/// The largest batch [`Net::evaluate_batch`] takes.
pub const MAX_BATCH: usize = 16;

/// The smallest and largest board side tengen's players search with a network on:
/// KataGo's networks were trained on 7×7 to 19×19 (rectangles included); elsewhere
/// the playout search plays.
pub const NET_SIDES: core::ops::RangeInclusive<usize> = 7..=19;

/// Whether a network plays on `board`: both its sides in [`NET_SIDES`].
pub fn serves(board: &crate::board::Board) -> bool {
    NET_SIDES.contains(&board.width()) && NET_SIDES.contains(&board.height())
}

/// Why a model was refused or an evaluation not made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The model's bytes: malformed, or a version not evaluated.
    Model(ModelError),
    /// A symmetry above 7.
    Symmetry(u32),
    /// An empty batch or one above [`MAX_BATCH`].
    Batch(usize),
}

impl NetError {
    /// A stable code: `invalid-model`, `unsupported-model` or `invalid-options`.
    pub fn code(&self) -> &'static str {
        match self {
            NetError::Model(ModelError::Invalid(_)) => "invalid-model",
            NetError::Model(ModelError::Unsupported(_)) => "unsupported-model",
            NetError::Symmetry(_) | NetError::Batch(_) => "invalid-options",
        }
    }
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::Model(e) => e.fmt(f),
            NetError::Symmetry(s) => write!(f, "symmetry {s} is not 0 to 7"),
            NetError::Batch(n) => write!(f, "a batch of {n} positions (1 to {MAX_BATCH})"),
        }
    }
}

impl std::error::Error for NetError {}

impl From<ModelError> for NetError {
    fn from(e: ModelError) -> Self {
        NetError::Model(e)
    }
}

/// Which of the board's 8 symmetries the network sees, or their average.
///
/// Symmetry `s` (KataGo's numbering): the board is flipped left-right if `s & 2`
/// and top-bottom if `s & 1`, then transposed if `s & 4`; the outputs are turned
/// back to the board's own orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// One symmetry, 0 to 7 (checked by the evaluation).
    One(u32),
    /// The average of the outputs of all 8.
    All,
}

impl From<u32> for Symmetry {
    fn from(s: u32) -> Self {
        Symmetry::One(s)
    }
}

/// What a network is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetInfo {
    /// The name in the model file.
    pub name: String,
    /// KataGo's model version.
    pub version: u32,
    /// Residual blocks of the trunk.
    pub blocks: usize,
    /// Channels of the trunk.
    pub channels: usize,
    /// The input version (which features it reads).
    pub input_version: u32,
}

/// The network's reading of a position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Evaluation {
    /// The probability of each move for the side to move: `width * height` points
    /// row-major from the top left, then pass. Illegal points are 0.
    pub policy: Vec<f32>,
    /// The chance the side to move wins.
    pub winrate: f32,
    /// The chance it loses.
    pub lossrate: f32,
    /// The chance of no result.
    pub no_result: f32,
    /// The expected lead of the side to move, in points.
    pub score_lead: f32,
    /// The side to move's mean final score in the network's self-play (KataGo's
    /// `scoreMean`, printed as `whiteScoreSelfplay` by `kata-raw-nn`), in points:
    /// less useful than the lead, as the self-play games are not score-maximising.
    pub score_mean: f32,
    /// The standard deviation of the final score, in points.
    pub score_stdev: f32,
    /// Ownership of each point, row-major: −1 White to 1 Black.
    pub ownership: Vec<f32>,
}

impl Evaluation {
    fn set_from(&mut self, other: &Evaluation) {
        self.policy.clear();
        self.policy.extend_from_slice(&other.policy);
        self.ownership.clear();
        self.ownership.extend_from_slice(&other.ownership);
        self.winrate = other.winrate;
        self.lossrate = other.lossrate;
        self.no_result = other.no_result;
        self.score_lead = other.score_lead;
        self.score_mean = other.score_mean;
        self.score_stdev = other.score_stdev;
    }
}

/// The network's raw outputs for one position, before KataGo's post-processing:
/// what another runtime running the same network must reproduce (see
/// [`Net::evaluate_raw`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RawOutputs {
    /// One logit per point, row-major from the top left, then the pass logit.
    pub policy: Vec<f32>,
    /// Win, loss and no-result logits.
    pub value: [f32; 3],
    /// Score mean, score deviation (before softplus), lead and the variance of the
    /// time left, each before its scaling.
    pub score: [f32; 4],
    /// One value per point before its tanh, row-major, for the side to move.
    pub ownership: Vec<f32>,
}

/// A KataGo network, ready to evaluate positions.
pub struct Net {
    model: Model,
    ws: Workspace,
    /// The unpadded features of each game of a batch.
    spatial: Vec<f32>,
    global: Vec<f32>,
    legal: Vec<u8>,
    out: Vec<Evaluation>,
    sum: Evaluation,
    cache: Cache,
}

impl fmt::Debug for Net {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Net").field("info", &self.info()).finish()
    }
}

/// The default number of evaluations cached.
const DEFAULT_CACHE: usize = 256;
const MAX_AREA: usize = crate::board::MAX_SIZE * crate::board::MAX_SIZE;

impl Net {
    /// Reads a KataGo model from the bytes of its `.bin` file (inflated).
    pub fn load(bytes: &[u8]) -> Result<Net, NetError> {
        let model = model::parse(bytes)?;
        let mut ws = Workspace::default();
        // The working buffers for one 19x19 board now; they grow once to a larger
        // board or batch when one comes.
        ws.prepare(
            &model,
            Shape {
                w: 19,
                h: 19,
                pad: pad_of(&model),
                n: 1,
            },
        );
        let spatial = vec![0.0; model.spatial_inputs * MAX_AREA];
        let global = vec![0.0; model.global_inputs];
        Ok(Net {
            model,
            ws,
            spatial,
            global,
            legal: vec![0; MAX_AREA],
            out: vec![Evaluation::default()],
            sum: Evaluation::default(),
            cache: Cache::new(DEFAULT_CACHE),
        })
    }

    /// What this network is.
    pub fn info(&self) -> NetInfo {
        NetInfo {
            name: self.model.name.clone(),
            version: self.model.version as u32,
            blocks: self.model.block_count(),
            channels: self.model.channels,
            input_version: self.model.input_version,
        }
    }

    /// The floating-point operations (2 per multiply-add) of the convolutions of one
    /// evaluation of a `width × height` board: for the benchmarks' GFLOP/s.
    pub fn conv_flops(&self, width: usize, height: usize) -> f64 {
        let convs = self.model.convs();
        let macs: usize = convs.iter().map(|c| c.k * c.k * c.cin * c.cout).sum();
        2.0 * (macs * width * height) as f64
    }

    /// How the 3 × 3 convolutions are computed: Winograd's F(4 × 4, 3 × 3) unless
    /// set otherwise (the others give the same outputs within rounding; for the
    /// benchmarks and tests that compare them). Transforms the kernels once here;
    /// the cache is emptied.
    pub fn set_conv_algorithm(&mut self, algorithm: ConvAlgorithm) {
        if algorithm != self.model.algorithm {
            self.model.set_algorithm(algorithm);
            self.cache = Cache::new(self.cache.capacity());
        }
    }

    /// How the 3 × 3 convolutions are computed.
    pub fn conv_algorithm(&self) -> ConvAlgorithm {
        self.model.algorithm
    }

    /// Keeps up to `capacity` evaluations (0: none) for positions seen again.
    pub fn set_cache_capacity(&mut self, capacity: usize) {
        self.cache = Cache::new(capacity);
    }

    /// Evaluates `game`'s position for the side to move, seen in `symmetry` (a
    /// number 0–7 or [`Symmetry::All`]).
    pub fn evaluate(
        &mut self,
        game: &Game,
        symmetry: impl Into<Symmetry>,
    ) -> Result<&Evaluation, NetError> {
        let symmetry = symmetry.into();
        self.evaluate_batch(&[game], symmetry)?;
        Ok(&self.out[0])
    }

    /// The raw outputs of the network for `game`'s position in symmetry 0 (the
    /// board's own orientation), past the cache. A path for checking a conversion of
    /// the network to another runtime (bench/onnx/), not for play: it allocates the
    /// vectors it returns.
    pub fn evaluate_raw(&mut self, game: &Game) -> RawOutputs {
        let (w, h) = dims(game);
        self.features(game, 0);
        let shape = self.shape(w, h, 0, 1);
        self.ws.prepare(&self.model, shape);
        self.write_input(&shape, w, h, 0, 0);
        forward::run(&self.model, &mut self.ws, &shape);
        let raw = self.ws.raw(0);
        let mut policy = raw.policy.to_vec();
        policy.push(raw.pass);
        RawOutputs {
            policy,
            value: raw.value,
            score: raw.score,
            ownership: raw.ownership.to_vec(),
        }
    }

    /// Evaluates up to [`MAX_BATCH`] positions at once (boards of one size go through
    /// the network together), each in `symmetry`.
    pub fn evaluate_batch(
        &mut self,
        games: &[&Game],
        symmetry: Symmetry,
    ) -> Result<&[Evaluation], NetError> {
        if games.is_empty() || games.len() > MAX_BATCH {
            return Err(NetError::Batch(games.len()));
        }
        if let Symmetry::One(s) = symmetry {
            if s > 7 {
                return Err(NetError::Symmetry(s));
            }
        }
        if self.out.len() < games.len() {
            self.out.resize_with(games.len(), Evaluation::default);
        }
        match symmetry {
            Symmetry::All => {
                for (j, game) in games.iter().enumerate() {
                    self.evaluate_all(game, j);
                }
            }
            Symmetry::One(s) => {
                let mut start = 0;
                while start < games.len() {
                    let size = dims(games[start]);
                    let mut end = start + 1;
                    while end < games.len() && dims(games[end]) == size {
                        end += 1;
                    }
                    self.evaluate_run(&games[start..end], start, s);
                    start = end;
                }
            }
        }
        Ok(&self.out[..games.len()])
    }

    /// Games of one size, in one symmetry, into `out[first..]`.
    fn evaluate_run(&mut self, games: &[&Game], first: usize, s: u32) {
        let (w, h) = dims(games[0]);
        // Items not in the cache go through the network together.
        let mut pending = 0;
        let mut slots = [0usize; MAX_BATCH];
        let mut keys = [0u128; MAX_BATCH];
        for (j, game) in games.iter().enumerate() {
            let key = self.features(game, s);
            if self.cache.get(key, &mut self.out[first + j]) {
                continue;
            }
            slots[pending] = first + j;
            keys[pending] = key;
            pending += 1;
        }
        if pending == 0 {
            return;
        }
        let shape = self.shape(w, h, s, pending);
        self.ws.prepare(&self.model, shape);
        for (i, &j) in slots[..pending].iter().enumerate() {
            if games.len() > 1 {
                // The features last computed were those of the run's last game.
                self.features(games[j - first], s);
            }
            self.write_input(&shape, w, h, s, i);
        }
        forward::run(&self.model, &mut self.ws, &shape);
        for i in 0..pending {
            let j = slots[i];
            let game = games[j - first];
            let out = &mut self.out[j];
            post_process(&self.ws, i, game, s, &mut self.legal, out);
            self.cache.put(keys[i], out);
        }
    }

    /// One game in all 8 symmetries, averaged into `out[j]`.
    fn evaluate_all(&mut self, game: &Game, j: usize) {
        const ALL: u32 = 8;
        let (w, h) = dims(game);
        let area = w * h;
        let mut key = 0;
        let mut sum = core::mem::take(&mut self.sum);
        sum.policy.clear();
        sum.policy.resize(area + 1, 0.0);
        sum.ownership.clear();
        sum.ownership.resize(area, 0.0);
        sum.winrate = 0.0;
        sum.lossrate = 0.0;
        sum.no_result = 0.0;
        sum.score_lead = 0.0;
        sum.score_mean = 0.0;
        sum.score_stdev = 0.0;
        let mut cached = false;
        for half in 0..2u32 {
            let shape = self.shape(w, h, half * 4, 4);
            if half == 0 {
                key = self.features(game, 0) ^ u128::from(ALL);
                if self.cache.get(key, &mut self.out[j]) {
                    cached = true;
                    break;
                }
            }
            self.ws.prepare(&self.model, shape);
            for k in 0..4 {
                self.write_input(&shape, w, h, half * 4 + k, k as usize);
            }
            forward::run(&self.model, &mut self.ws, &shape);
            for k in 0..4 {
                let s = half * 4 + k;
                let one = &mut self.out[j];
                post_process(&self.ws, k as usize, game, s, &mut self.legal, one);
                for (a, b) in sum.policy.iter_mut().zip(&one.policy) {
                    *a += b / 8.0;
                }
                for (a, b) in sum.ownership.iter_mut().zip(&one.ownership) {
                    *a += b / 8.0;
                }
                sum.winrate += one.winrate / 8.0;
                sum.lossrate += one.lossrate / 8.0;
                sum.no_result += one.no_result / 8.0;
                sum.score_lead += one.score_lead / 8.0;
                sum.score_mean += one.score_mean / 8.0;
                sum.score_stdev += one.score_stdev / 8.0;
            }
        }
        if !cached {
            self.out[j].set_from(&sum);
            self.cache.put(key, &self.out[j]);
        }
        self.sum = sum;
    }

    /// The padded shape of a `w × h` board seen in symmetry `s`, for `n` items.
    fn shape(&self, w: usize, h: usize, s: u32, n: usize) -> Shape {
        let (w, h) = if s & 4 != 0 { (h, w) } else { (w, h) };
        Shape {
            w,
            h,
            pad: pad_of(&self.model),
            n,
        }
    }

    /// Computes `game`'s features (into `spatial` and `global`) and returns the cache
    /// key of its evaluation in symmetry `s`.
    fn features(&mut self, game: &Game, s: u32) -> u128 {
        let (w, h) = dims(game);
        let area = w * h;
        let c = self.model.spatial_inputs;
        let iv = self.model.input_version;
        features::fill(game, iv, &mut self.spatial[..c * area], &mut self.global)
            .expect("buffers sized for the model's input version");
        // The key: the inputs themselves, hashed twice, with the size and symmetry.
        let mut a = 0xcbf2_9ce4_8422_2325u64 ^ (w as u64) << 8 ^ (h as u64) << 16;
        let mut b = 0x9e37_79b9_7f4a_7c15u64 ^ (w as u64) << 24 ^ (h as u64) << 32;
        for &v in self.spatial[..c * area].iter().chain(&self.global) {
            let bits = u64::from(v.to_bits());
            a = (a ^ bits).wrapping_mul(0x0000_0100_0000_01b3);
            b = (b.rotate_left(5) ^ bits).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
        (u128::from(a) << 64 | u128::from(b)) & !0xf | u128::from(s)
    }

    /// Writes the features last computed (of a `w × h` board) as item `item` of the
    /// batch `shape`, seen in symmetry `s`.
    fn write_input(&mut self, shape: &Shape, w: usize, h: usize, s: u32, item: usize) {
        let area = w * h;
        let plane = shape.plane();
        let input = &mut self.ws.input;
        for ch in 0..self.model.spatial_inputs {
            let src = &self.spatial[ch * area..(ch + 1) * area];
            let dst = &mut input[ch * plane..(ch + 1) * plane];
            for y in 0..h {
                for x in 0..w {
                    let (xt, yt) = transform(s, x, y, w, h);
                    dst[shape.at(item, xt, yt)] = src[y * w + x];
                }
            }
        }
        let g = self.model.global_inputs;
        self.ws.global[item * g..(item + 1) * g].copy_from_slice(&self.global);
    }
}

/// Width and height of a game's board.
fn dims(game: &Game) -> (usize, usize) {
    (game.board().width(), game.board().height())
}

/// The border the layout needs: half the largest kernel.
fn pad_of(model: &Model) -> usize {
    model.initial_conv.k.max(3) / 2
}

/// Where point (x, y) of a `w × h` board is in the network's view in symmetry `s`:
/// flipped in x if `s & 2` and in y if `s & 1`, then transposed if `s & 4` (as
/// KataGo's `getSymLoc` maps a point).
#[inline]
fn transform(s: u32, x: usize, y: usize, w: usize, h: usize) -> (usize, usize) {
    let x = if s & 2 != 0 { w - 1 - x } else { x };
    let y = if s & 1 != 0 { h - 1 - y } else { y };
    if s & 4 != 0 {
        (y, x)
    } else {
        (x, y)
    }
}

fn softplus(x: f64) -> f64 {
    if x > 30.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// KataGo's post-processing of item `i`'s raw outputs, turned back from symmetry `s`
/// to `game`'s board.
fn post_process(
    ws: &Workspace,
    i: usize,
    game: &Game,
    s: u32,
    legal: &mut [u8],
    out: &mut Evaluation,
) {
    let raw = ws.raw(i);
    let (w, h) = dims(game);
    let area = w * h;
    let wt = if s & 4 != 0 { h } else { w };
    game.legal_moves_into(legal);
    out.policy.clear();
    out.policy.resize(area + 1, 0.0);
    out.ownership.clear();
    out.ownership.resize(area, 0.0);
    let mut max = raw.pass;
    for y in 0..h {
        for x in 0..w {
            if legal[y * w + x] != 0 {
                let (xt, yt) = transform(s, x, y, w, h);
                max = max.max(raw.policy[yt * wt + xt]);
            }
        }
    }
    let mut sum = 0.0f32;
    for y in 0..h {
        for x in 0..w {
            let (xt, yt) = transform(s, x, y, w, h);
            let k = y * w + x;
            if legal[k] != 0 {
                let e = (raw.policy[yt * wt + xt] - max).exp();
                out.policy[k] = e;
                sum += e;
            }
            let o = raw.ownership[yt * wt + xt].tanh();
            out.ownership[k] = if game.to_move() == crate::Color::Black {
                o
            } else {
                -o
            };
        }
    }
    let e = (raw.pass - max).exp();
    out.policy[area] = e;
    sum += e;
    for p in &mut out.policy {
        *p /= sum;
    }

    let rules = features::kata_rules(game.rules());
    let no_result_possible = rules.ko == KoRule::Simple || rules.territory;
    let [win, loss, nr] = raw.value.map(f64::from);
    let m = win
        .max(loss)
        .max(if no_result_possible { nr } else { f64::MIN });
    let (pw, pl) = ((win - m).exp(), (loss - m).exp());
    let pn = if no_result_possible {
        (nr - m).exp()
    } else {
        0.0
    };
    let total = pw + pl + pn;
    let (pw, pl, pn) = (pw / total, pl / total, pn / total);
    let [score_mean, stdev_raw, lead_raw, _] = raw.score.map(f64::from);
    let mean = score_mean * 20.0;
    let stdev = softplus(stdev_raw) * 20.0;
    let mean_sq = (mean * mean + stdev * stdev) * (1.0 - pn);
    let mean = mean * (1.0 - pn);
    out.winrate = pw as f32;
    out.lossrate = pl as f32;
    out.no_result = pn as f32;
    out.score_lead = (lead_raw * 20.0 * (1.0 - pn)) as f32;
    out.score_mean = mean as f32;
    out.score_stdev = (mean_sq - mean * mean).max(0.0).sqrt() as f32;
}
