#!/usr/bin/env bash
# Builds the npm package in pkg/: the wasm and its JS glue (wasm-bindgen's
# `web` target, in pkg/wasm/: it finds the .wasm through import.meta.url, so
# bundlers, plain browsers, Workers and Node all load the same files), the
# search-only module the same way in pkg/wasm-search/ (the crate without its
# default `explain` feature: parse, solve, countSolutions, solutions, solveAll and
# countAll, for the `pencilmark/search` entry), beside the package's own JS,
# types, README and manifest from npm/. The page (www/) and the tests use
# pkg/; `npm pack pkg` makes the tarball. Needs the wasm32 target and a
# wasm-bindgen CLI of the version in Cargo.lock (scripts/setup.sh installs
# both).
set -euo pipefail
cd "$(dirname "$0")/.."

crate=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
package=$(node -p 'require("./npm/package.json").version')
if [ "$crate" != "$package" ]; then
  echo "build-wasm: npm/package.json says $package, Cargo.toml $crate: make them agree" >&2
  exit 1
fi

# The whole module, then the search alone, each in a target folder of its
# own: a cdylib's file name does not change with its features, so in one
# folder each build would undo the other and every run would compile both.
# Each is copied aside before pkg/ is replaced.
wasm=wasm32-unknown-unknown/release/pencilmark.wasm
aside=$(mktemp -d)
trap 'rm -rf "$aside"' EXIT
cargo build --lib --release --locked --target wasm32-unknown-unknown
cp "target/$wasm" "$aside/pencilmark.wasm"
cargo build --lib --release --locked --target wasm32-unknown-unknown --no-default-features \
  --target-dir target/search-only
cp "target/search-only/$wasm" "$aside/pencilmark_search.wasm"

rm -rf pkg
# Without the name section (function names for stack traces: 13% of the
# gzipped .wasm), which nothing needs at run time.
wasm-bindgen --target web --remove-name-section --out-dir pkg/wasm "$aside/pencilmark.wasm"
wasm-bindgen --target web --remove-name-section --out-name pencilmark_search \
  --out-dir pkg/wasm-search "$aside/pencilmark_search.wasm"
# The raw exports' types: nothing imports them.
rm pkg/wasm/pencilmark_bg.wasm.d.ts pkg/wasm-search/pencilmark_search_bg.wasm.d.ts
# Nor the types of the glue's own loading (init, initSync and their inputs):
# the package's JS calls them, no user does, and they name the DOM's types
# (Response, BufferSource, WebAssembly), which a Node project's TypeScript
# does not have.
for types in pkg/wasm/pencilmark.d.ts pkg/wasm-search/pencilmark_search.d.ts; do
  line=$(grep -n '^export type InitInput = ' "$types" | cut -d: -f1)
  if [ -z "$line" ]; then
    echo "$types: no 'export type InitInput' to cut the glue's types at" >&2
    exit 1
  fi
  head -n $((line - 1)) "$types" > "$types.cut"
  mv "$types.cut" "$types"
done
cp npm/*.js npm/*.d.ts npm/package.json npm/README.md LICENSE-MIT LICENSE-APACHE pkg/
echo "built pkg/ (pencilmark $package)"
