#!/usr/bin/env bash
# Fuzzes pencilmark with cargo-fuzz (libFuzzer): the reader (`parse`), the
# step iterator (`steps`), the search (`search`), the command line's
# streaming reader (`stream`) and the round trips told nothing
# (`round_trip`), each for SECONDS seconds
# (default 10), starting from seeds made of the test fixtures and the
# bad-input corpus.
#
#   scripts/fuzz.sh [SECONDS] [TARGET…]
#
# cargo-fuzz needs nightly features; on the stable toolchain they are
# unlocked with RUSTC_BOOTSTRAP=1 (stable ships the AddressSanitizer
# runtime this uses). `scripts/setup.sh --fuzz` installs cargo-fuzz; without
# it this says SKIPPED and exits 0, or fails when FUZZ_REQUIRED=1 (as CI
# sets it). A crash, or an input that takes more than 2 minutes (a hang),
# is left in fuzz/artifacts/TARGET/ and makes this script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

seconds=${1:-10}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(parse steps search stream round_trip)

if ! cargo fuzz --version >/dev/null 2>&1; then
  if [ "${FUZZ_REQUIRED:-0}" = 1 ]; then
    echo "fuzz: FAILED: cargo-fuzz is not installed and FUZZ_REQUIRED=1 (scripts/setup.sh --fuzz installs it)"
    exit 1
  fi
  echo "fuzz: SKIPPED: cargo-fuzz is not installed (scripts/setup.sh --fuzz installs it)"
  exit 0
fi

export RUSTC_BOOTSTRAP=1
for target in "${targets[@]}"; do
  corpus="fuzz/corpus/$target"
  mkdir -p "$corpus"
  # Seeds: each fixture puzzle, and each bad input (first byte 0: detect).
  if [ -z "$(ls -A "$corpus")" ]; then
    i=0
    grep -v '^#' tests/fixtures/puzzles.txt | cut -d' ' -f1 | while read -r puzzle; do
      printf '\0%s' "$puzzle" > "$corpus/fixture-$i"
      i=$((i + 1))
    done
    awk '/^=== /{n++; next} /^message: |^---$/{next} n{print > ("'"$corpus"'/bad-" n)}' tests/bad_inputs.txt
  fi
  echo "fuzz: $target for ${seconds}s"
  log=$(mktemp)
  if cargo fuzz run "$target" "$corpus" -- \
      -max_total_time="$seconds" -timeout=120 -max_len=8192 -print_final_stats=1 >"$log" 2>&1; then
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|Done)' "$log" || true
    rm -f "$log"
  else
    tail -n 40 "$log"
    echo "fuzz: $target FAILED (a crash or a hang is in fuzz/artifacts/$target, the log in $log)"
    exit 1
  fi
done
