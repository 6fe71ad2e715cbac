#!/usr/bin/env bash
# Prints the npm package's sizes, as BENCHMARKS.md records them: the tarball
# `npm pack` makes of pkg/ (scripts/build-wasm.sh builds it), and the .wasm
# files (the whole module, and the search-only one of `pencilmark/search`)
# and the JS a browser downloads, raw and gzipped (gzip -9, file by file, as
# a server compresses them).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f pkg/package.json ] || { echo "pkg/ not found: run scripts/build-wasm.sh first" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=$(npm pack ./pkg --pack-destination "$work" --silent | tail -1)

bytes() { cat "$@" | wc -c; }
gzipped() {
  local total=0 file
  for file in "$@"; do total=$((total + $(gzip -9c "$file" | wc -c))); done
  echo "$total"
}
row() {
  local label=$1
  shift
  local files=("${@/#/pkg/}")
  printf '| %s | %s | %s |\n' "$label" "$(bytes "${files[@]}")" "$(gzipped "${files[@]}")"
}

glue=wasm/pencilmark.js
element=(element.js board.js player.js timeline.js renderer.js techniques.js protocol.js solver-worker.js)
printf '| what | bytes | gzipped |\n|---|---:|---:|\n'
printf '| the tarball (%s) | %s | |\n' "$tarball" "$(bytes "$work/$tarball")"
row 'the .wasm of pencilmark (the whole module)' wasm/pencilmark_bg.wasm
row 'the .wasm of pencilmark/search (the search-only module)' wasm-search/pencilmark_search_bg.wasm
row 'the JS of the headless API in a browser (index.js, cells.js, worker-steps.js, solver-worker.js, protocol.js, the wasm-bindgen glue)' index.js cells.js worker-steps.js solver-worker.js protocol.js "$glue"
row 'the JS of a page that only uses pencilmark/search (search.js, cells.js, the search module'"'"'s glue)' search.js cells.js wasm-search/pencilmark_search.js
row 'the JS of a page with the element (element.js and all it imports; the wasm is loaded in its worker)' "${element[@]}"
row "the JS of the solver's worker, for steps() and the element (worker.js, protocol.js, the glue)" worker.js protocol.js "$glue"
row 'every JS file of the package' $(cd pkg && find . -name '*.js' | sort)
