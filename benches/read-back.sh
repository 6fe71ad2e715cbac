#!/usr/bin/env bash
# What the generator makes, read back by the CLI: for each board, the
# puzzles of seeds 1 to 3 are made, then counted (up to 2), solved,
# stepped and rated, each command timed alone, with no budget. Prints the
# slowest of the three for each, as a table row of BENCHMARKS.md.
#
#   benches/read-back.sh [BOARD...]      BOARD: a side (25) or a box (7x5)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release --locked
bin=target/release/pencilmark
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
boards=("$@")
[ ${#boards[@]} -gt 0 ] || boards=(25 36 7x5 7x6 8x6 49 64)

# Seconds of wall time of one command, its output to $work/out.
timed() {
  local start end
  start=$(date +%s.%N)
  "$@" >"$work/out"
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}

slowest() { printf '%s\n' "$@" | sort -g | tail -1; }

for board in "${boards[@]}"; do
  case $board in
    *x*) shape=(--box "$board") ;;
    *) shape=(--size "$board") ;;
  esac
  declare -A took=()
  for seed in 1 2 3; do
    took[generate]+=" $(timed "$bin" generate --max-millis none --seed "$seed" "${shape[@]}")"
    cp "$work/out" "$work/puzzle"
    for command in count solve steps rate; do
      took[$command]+=" $(timed "$bin" "$command" --max-millis none "$work/puzzle")"
      if grep -q '^error\|"kind":"error"' "$work/out"; then
        echo "$board seed $seed: $command gave an error: $(head -c 300 "$work/out")" >&2
        exit 1
      fi
    done
  done
  row="| $board"
  for command in generate count solve steps rate; do
    # shellcheck disable=SC2086
    row+=" | $(printf '%.2f s' "$(slowest ${took[$command]})")"
  done
  echo "$row |"
  unset took
done
