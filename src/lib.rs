//! # tengen — the rules of Go
//!
//! Play, legality, ko and superko, counting, for boards from 2×2 to 25×25, under the
//! Chinese, Japanese, Korean, Ing, AGA, New Zealand and Tromp-Taylor rules.
//!
//! ```
//! use tengen::{Game, Handicap, Preset, Rules};
//! let mut game = Game::new(9, 9, Rules::preset(Preset::Chinese), Handicap::None).unwrap();
//! let p = game.board().point(4, 4).unwrap();
//! game.play(p).unwrap();
//! assert!(!game.is_legal(p));
//! ```
//!
//! The core here is plain Rust; `src/wasm/` exports it to JavaScript.

#![warn(missing_docs)]
// docs.rs (Cargo.toml, [package.metadata.docs.rs]): each item behind a feature says so.
#![cfg_attr(docsrs, feature(doc_cfg))]
// The wasm build (scripts/build-pkg.mjs, on nightly) optimises cold code for size.
#![cfg_attr(tengen_nightly, feature(optimize_attribute))]

pub mod board;
pub mod bot;
pub mod color;
pub mod count;
pub mod explain;
pub mod game;
pub mod gtp;
pub mod life;
pub mod messages;
pub mod net;
pub mod notation;
pub mod playout;
pub mod positions;
pub mod rng;
pub mod rules;
pub mod score;
pub mod sgf;
pub mod terms;
pub mod text;
pub mod tree;
pub mod zobrist;

#[cfg(target_arch = "wasm32")]
mod wasm;

/// The README's Rust examples, compiled and run as doctests (`cargo test --doc`), so
/// that an example that no longer matches the API fails the tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use board::{Board, Point, Probe};
pub use color::{ByColor, Color};
pub use explain::{CountStep, IllegalDetail, ScoreExplanation, StepKind};
pub use game::{
    handicap_points, Action, End, Game, Handicap, HandicapError, Illegal, InvalidSetup, Moves,
    Repetition, SetupChange, SetupError,
};
pub use messages::IllegalMove;
pub use notation::star_points;
pub use rules::{HalfPoints, HandicapCompensation, KoRule, Preset, Rules, Scoring};
pub use score::{area_counts, Score, ScoreError, StonesResult, Winner};
pub use terms::{Term, Terms};
pub use tree::GameTree;
