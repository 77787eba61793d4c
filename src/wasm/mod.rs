//! The JavaScript façade: the only module that knows about wasm-bindgen.
//!
//! Every value from JavaScript is checked here before the core sees it, and every
//! refusal is a thrown `Error` named `TengenError` with a stable `code` and a message
//! in plain words; a refused call changes nothing. Boards cross as typed arrays in one
//! call; structured values (options, scores, chains, records) are read and built
//! field by field with `js_sys` (`Reflect`, `Object`, `Array`), which keeps the module
//! small.
//!
//! The parts:
//! - `types.d.ts`: the TypeScript types the signatures below name (`Vertex`,
//!   `GameOptions`, `Score`, …), added to the generated declarations;
//! - [`options`]: reading `new Game(options)`;
//! - [`error`]: the thrown `TengenError`, and the refusal messages;
//! - [`convert`]: JavaScript values to and from the core's (numbers, points,
//!   vertices, lists, pairs);
//! - [`game`]: the `Game` class;
//! - [`fast`]: the raw numeric entry points of its hot calls, which the hand-written
//!   `boundary.js` (shipped in the package) calls after a `typeof` check;
//! - [`functions`]: the free functions (notations, star and handicap points, …);
//! - [`repetition`]: `Game.repetition` and `Game.endNoResult()`;
//! - [`life`]: dead stones and ownership (`guessDead`, `ownership`);
//! - [`tree`]: the `GameTree` class (SGF records with variations), and `edit`, its
//!   editing methods (feature `edit`, in the full module only);
//! - [`bot`]: the `Bot` class (the computer opponent), and [`bot_values`], its
//!   options and answers;
//! - `solve` (feature `solve`, in the full module): `game.solve`, `game.solveTree`
//!   and `__checkProblem` (the life-and-death solver, src/solve/);
//! - [`entries`]: serde-wasm-bindgen's serializer for the bot's answers
//!   (`#[derive(Serialize)]`), with their objects and arrays built here.

// No path reachable from JavaScript may panic: a panic in wasm traps and leaves the
// module unusable for the rest of the page's life. Every refusal is a TengenError, so
// nothing here may unwrap, index out of a slice, or panic by hand; `cargo clippy
// --target wasm32-unknown-unknown` (in scripts/test.sh) holds the line.
#![deny(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::unreachable,
    clippy::todo,
    clippy::unimplemented
)]

mod bot;
mod bot_values;
mod convert;
#[cfg(feature = "edit")]
mod edit;
mod entries;
mod error;
mod fast;
mod functions;
mod game;
mod life;
#[cfg(feature = "net")]
mod net;
mod options;
mod repetition;
#[cfg(feature = "solve")]
mod solve;
mod terms;
mod tree;

use wasm_bindgen::prelude::*;

// The allocator: talc instead of the standard library's dlmalloc, 2.6 KB gzipped
// smaller, and no slower (games are created and freed in loops; their memory is
// reused, which tests/js/memory.test.mjs checks). Growing a vector copies it instead of
// trying to extend it in place ("disable-realloc-in-place", 0.2 KB smaller): nothing
// on the hot path grows a vector.
//
// Its `alloc` and `dealloc` are called through one out-of-line copy each: inlined,
// talc's bookkeeping was copied into every drop of a `Vec` or `String` and every
// `vec![]` (0.4 KB gzipped). Creating a game, the only place the hot path allocates,
// calls each a few times (BENCHMARKS.md, "Sizes").
#[global_allocator]
static ALLOCATOR: Allocator = Allocator(talc::wasm::new_wasm_dynamic_allocator());

/// talc, called through out-of-line functions.
struct Allocator(talc::wasm::WasmDynamicTalc);

// SAFETY: every method hands its arguments to talc's `GlobalAlloc` unchanged, so the
// contract is talc's.
unsafe impl core::alloc::GlobalAlloc for Allocator {
    #[inline(never)]
    unsafe fn alloc(&self, layout: core::alloc::Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.0.alloc(layout) }
    }

    #[inline(never)]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: core::alloc::Layout) {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.0.dealloc(ptr, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: core::alloc::Layout) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.0.alloc_zeroed(layout) }
    }

    unsafe fn realloc(
        &self,
        ptr: *mut u8,
        layout: core::alloc::Layout,
        new_size: usize,
    ) -> *mut u8 {
        // SAFETY: the caller's contract, passed on.
        unsafe { self.0.realloc(ptr, layout, new_size) }
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = include_str!("types.d.ts");
