#!/usr/bin/env bash
# Runs every test of tengen (`npm test` runs scripts/setup.sh --test first):
#   1. lints: rustfmt, clippy with warnings as errors, tsc --strict on the page; the API
#      docs with warnings as errors, and the crate as `cargo publish` would send it
#   2. the Rust core natively: unit, seed-rule, property and regression tests, doc tests
#      (the README's Rust example among them), and the differential test against GNU Go
#      (2,000 games, about 90 s); then each fuzz target for TENGEN_FUZZ_SECONDS (30 s) so
#      that a regression shows (FUZZING.md)
#   3. the npm package built with wasm-pack, its API from Node as users import it, the
#      READMEs' examples run against it, and the package as `npm publish` would send it;
#      a four-game match of its bot against GNU Go (bench/match.mjs), about 40 s
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
cargo clippy --lib --target wasm32-unknown-unknown --features full --quiet -- -D warnings

step "API docs (warnings are errors), and the crate as it would be published"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
# --allow-dirty: a developer's uncommitted work is packaged as it stands (CI's clone is
# clean). The dry run packages the crate's include list and builds it alone.
cargo publish --dry-run --allow-dirty --quiet

step "Rust tests (native), the differential test against GNU Go among them"
cargo test --quiet

step "Fuzz targets, ${TENGEN_FUZZ_SECONDS:-30} s each"
scripts/fuzz.sh "${TENGEN_FUZZ_SECONDS:-30}"

step "npm package (wasm-pack) and its JavaScript API"
node scripts/build-pkg.mjs
node --test tests/js/
(cd pkg && npm publish --dry-run --loglevel=warn)

step "A short match of the package's bot against GNU Go (bench/match.mjs runs and reports)"
match_out="$(mktemp -d)"
node bench/match.mjs --games 4 --size 9 --playouts 300 --gnugo-level 1 --jobs 2 --out "$match_out" | tee "$match_out/log"
grep -q '^tengen won [0-9]/4 ' "$match_out/log"
test "$(ls "$match_out"/game-*.sgf | wc -l)" -eq 4
rm -rf "$match_out"

step "A short match of the network's search against GNU Go (issue 30's smoke match: 9x9, 8 visits a move)"
match_out="$(mktemp -d)"
node bench/match.mjs --net builtin --visits 8 --games 2 --size 9 --gnugo-level 1 --jobs 2 --out "$match_out" | tee "$match_out/log"
grep -q '^tengen won [0-9]/2 ' "$match_out/log"
test "$(ls "$match_out"/game-*.sgf | wc -l)" -eq 2
rm -rf "$match_out"

if [ -f www/build.mjs ]; then
  step "The page: type check, build, browser tests"
  tsc -p www/tsconfig.json --noEmit
  node www/build.mjs
  node --test --test-concurrency=1 www/tests/
fi
