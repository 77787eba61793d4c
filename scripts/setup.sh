#!/usr/bin/env bash
# Installs what tengen needs on a fresh Debian 12 machine, skipping whatever is there.
#   scripts/setup.sh         what `npm start` needs: the Rust wasm32 target, the nightly
#                            toolchain with rust-src (the wasm build), wasm-pack,
#                            wasm-bindgen-cli and the npm packages (esbuild, TypeScript,
#                            binaryen's wasm-opt, playwright-core, terser)
#   scripts/setup.sh --test  also what `npm test` needs, from Debian: chromium,
#                            chromium-driver, gnugo (the oracle of the differential test),
#                            a CJK font for the page's screenshots and a C++ compiler;
#                            and cargo-fuzz for the fuzz targets
# The wasm tools are built by `cargo install` into ~/.cargo/bin (about 12 minutes the
# first time; later runs find them there). Nothing is downloaded from outside the
# package registries: npm's wasm-pack and `playwright install` would, so neither is used.
set -euo pipefail
cd "$(dirname "$0")/.."

WASM_PACK_VERSION=0.15.1
WASM_BINDGEN_VERSION=0.2.130 # must equal the wasm-bindgen pinned in Cargo.toml
CARGO_FUZZ_VERSION=0.13.2
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

if [ "${1:-}" = "--test" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
  command -v gnugo >/dev/null 2>&1 || [ -x /usr/games/gnugo ] || missing+=(gnugo)
  # A CJK font, so that the page's 氣, 子 and 數子法 render in headless screenshots.
  [ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
  # A C++ compiler: cargo-fuzz builds libFuzzer from source.
  command -v c++ >/dev/null 2>&1 || missing+=(g++)
  if [ ${#missing[@]} -gt 0 ]; then
    say "apt-get install ${missing[*]}"
    sudo=""
    [ "$(id -u)" = 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "tengen needs Rust (cargo and rustup); install it with rustup, then run this again." >&2
  exit 1
fi
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi
# The wasm module is built with nightly's standard library compiled for it
# (-Z build-std, see scripts/build-pkg.mjs): nightly and its rust-src, no wasm target.
if ! rustup toolchain list | grep -q '^nightly'; then
  say "rustup toolchain install nightly --profile minimal (for the wasm build)"
  rustup toolchain install nightly --profile minimal
fi
if ! rustup component list --installed --toolchain nightly | grep -q '^rust-src'; then
  say "rustup component add rust-src --toolchain nightly (for the wasm build)"
  rustup component add rust-src --toolchain nightly
fi
if ! wasm-pack --version 2>/dev/null | grep -q " $WASM_PACK_VERSION"; then
  say "cargo install wasm-pack@$WASM_PACK_VERSION (a few minutes, once)"
  cargo install --locked "wasm-pack@$WASM_PACK_VERSION"
fi
if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION"; then
  say "cargo install wasm-bindgen-cli@$WASM_BINDGEN_VERSION (a few minutes, once)"
  # --locked fails for this version on the registry here (its lock file names a
  # webpki-roots release the index lacks); unlocked is what wasm-pack itself would do.
  cargo install --locked "wasm-bindgen-cli@$WASM_BINDGEN_VERSION" ||
    cargo install "wasm-bindgen-cli@$WASM_BINDGEN_VERSION"
fi
if [ "${1:-}" = "--test" ]; then
  # The fuzz targets (fuzz/, run briefly by scripts/test.sh): cargo-fuzz on nightly
  # (installed above).
  if ! cargo fuzz --version 2>/dev/null | grep -q " $CARGO_FUZZ_VERSION"; then
    say "cargo install cargo-fuzz@$CARGO_FUZZ_VERSION (a minute or two, once)"
    cargo install --locked "cargo-fuzz@$CARGO_FUZZ_VERSION" ||
    cargo install "cargo-fuzz@$CARGO_FUZZ_VERSION"
  fi
fi
if [ ! -x node_modules/.bin/esbuild ] || [ ! -x node_modules/.bin/wasm-opt ] ||
  [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/terser ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "npm ci"
  npm ci --no-audit --no-fund
fi
