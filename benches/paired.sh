#!/usr/bin/env bash
# pencilmark's speed beside an earlier commit's, side by side on this
# machine: benches/src/bin/paired.rs (the search, the logic-only solve, the
# rating, the stepper and the generator) built against BASE and against
# the work tree, run in turns ROUNDS times; then benches/paired-wasm.mjs,
# the wasm builds' search calls in one Node process, in turns. Prints each
# measure's median ratio, work tree ÷ BASE (above 1: faster now).
#
#   benches/paired.sh BASE [ROUNDS]
#
# The shared sets come from $PENCILMARK_DATA, else ../shared/data beside
# the checkout. Needs what scripts/build-wasm.sh needs.
set -euo pipefail
cd "$(dirname "$0")/.."
here=$PWD
base=${1:?usage: benches/paired.sh BASE [ROUNDS]}
rounds=${2:-5}
export PENCILMARK_DATA=${PENCILMARK_DATA:-$(cd ../shared/data && pwd)}

work=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git worktree add --quiet --detach "$work/base" "$base"
cp benches/src/bin/paired.rs "$work/base/benches/src/bin/"
cp benches/paired-wasm.mjs "$work/"
(cd "$work/base/benches" && cargo build --quiet --release --bin paired)
(cd benches && cargo build --quiet --release --bin paired)
(cd "$work/base" && scripts/build-wasm.sh >/dev/null && mv pkg "$work/pkg-base")
scripts/build-wasm.sh >/dev/null

for round in $(seq "$rounds"); do
  echo "native round $round of $rounds" >&2
  "$work/base/benches/target/release/paired" >>"$work/base.jsonl"
  benches/target/release/paired >>"$work/new.jsonl"
done
node -e '
const fs = require("fs");
const read = (f) => fs.readFileSync(f, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const [base, now] = [read(process.argv[1]), read(process.argv[2])];
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
console.log("| measure | BASE /s | now /s | now ÷ BASE (median of rounds) | range |");
console.log("|---|---:|---:|---:|---:|");
for (const key of Object.keys(base[0])) {
  const ratios = base.map((b, i) => now[i][key] / b[key]);
  const fmt = (x) => x >= 1000 ? x.toFixed(0) : x.toFixed(2);
  console.log(`| ${key} | ${fmt(median(base.map((b) => b[key])))} | ${fmt(median(now.map((n) => n[key])))} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)} |`);
}' "$work/base.jsonl" "$work/new.jsonl"
node "$work/paired-wasm.mjs" "$work/pkg-base/node.js" "$here/pkg/node.js" "$rounds"
