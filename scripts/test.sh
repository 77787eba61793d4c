#!/usr/bin/env bash
# Runs every test of tengen (`npm test` runs scripts/setup.sh --test first):
#   1. lints: rustfmt, clippy with warnings as errors, tsc --strict on the page
#   2. the Rust core natively: unit, seed-rule, property and regression tests, doc tests,
#      and the differential test against GNU Go (2,000 games, about 90 s); then each fuzz
#      target for TENGEN_FUZZ_SECONDS (30 s) so that a regression shows (FUZZING.md)
#   3. the npm package built with wasm-pack, and its API from Node as users import it
#   4. the page built with esbuild and played in Chromium through Playwright
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "rustfmt, clippy"
cargo fmt --check
cargo fmt --check --manifest-path fuzz/Cargo.toml
cargo clippy --all-targets --quiet -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown --quiet -- -D warnings

step "Rust tests (native), the differential test against GNU Go among them"
cargo test --quiet

step "Fuzz targets, ${TENGEN_FUZZ_SECONDS:-30} s each"
scripts/fuzz.sh "${TENGEN_FUZZ_SECONDS:-30}"

step "npm package (wasm-pack) and its JavaScript API"
node scripts/build-pkg.mjs
node --test tests/js/

if [ -f www/build.mjs ]; then
  step "The page: type check, build, browser tests"
  tsc -p www/tsconfig.json --noEmit
  node www/build.mjs
  node --test --test-concurrency=1 www/tests/
fi
