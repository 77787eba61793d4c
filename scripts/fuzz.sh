#!/usr/bin/env bash
# Runs tengen's fuzz targets (fuzz/, cargo-fuzz and libFuzzer on the nightly toolchain).
#   scripts/fuzz.sh SECONDS                 every target, one after the other
#   scripts/fuzz.sh SECONDS TARGET [ARG…]   one target; ARGs go to libFuzzer
#                                           (e.g. -runs=10000000 instead of a time)
# Targets: calls, notation, sgf, terms, gtp, solve (see FUZZING.md). New inputs go to
# fuzz/corpus/TARGET (not checked in); the seeds in fuzz/seeds/TARGET are read only. A
# crash stops the run with the input in fuzz/artifacts/TARGET/: make it a regression
# test in tests/ (FUZZING.md says how). scripts/setup.sh --test installs cargo-fuzz.
#
# Built without a sanitizer: the core has no `unsafe`, so AddressSanitizer finds
# nothing the Rust checks do not, at twice the cost. Debug assertions and overflow
# checks are on (cargo-fuzz's default). Without the trace-compares instrumentation the
# targets ran 2-3 times as many inputs and reached more coverage in the same time.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

seconds=${1:?usage: scripts/fuzz.sh SECONDS [TARGET [libFuzzer args…]]}
shift
targets=(calls notation sgf terms gtp solve model)
if [ $# -gt 0 ]; then
  targets=("$1")
  shift
fi
flags=(--sanitizer none --no-trace-compares)

# The longest input each target reads usefully.
max_len() {
  case "$1" in
    calls) echo 1024 ;;
    notation) echo 256 ;;
    sgf) echo 4096 ;;
    terms) echo 512 ;;
    gtp) echo 1024 ;;
    solve) echo 64 ;;
    model) echo 1024 ;;
  esac
}

if [ ${#targets[@]} -eq 1 ]; then
  nice -n 10 cargo +nightly fuzz build "${flags[@]}" "${targets[0]}"
else
  nice -n 10 cargo +nightly fuzz build "${flags[@]}"
fi
for t in "${targets[@]}"; do
  mkdir -p "fuzz/corpus/$t"
  printf '[fuzz] %s for %s s\n' "$t" "$seconds"
  # libFuzzer reports on stderr; keep its last lines (the run count) and any crash.
  log=$(mktemp)
  if ! nice -n 10 cargo +nightly fuzz run "${flags[@]}" "$t" "fuzz/corpus/$t" "fuzz/seeds/$t" -- \
    -max_total_time="$seconds" -max_len="$(max_len "$t")" -timeout=120 -rss_limit_mb=2048 \
    -print_final_stats=1 "$@" >"$log" 2>&1; then
    tail -n 60 "$log"
    rm -f "$log"
    echo "[fuzz] $t FAILED: the input is in fuzz/artifacts/$t/" >&2
    exit 1
  fi
  grep -E '^Done' "$log" | sed "s/^/[fuzz] $t: /"
  rm -f "$log"
done
