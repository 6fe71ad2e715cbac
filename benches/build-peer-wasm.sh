#!/usr/bin/env bash
# Builds the `sudoku` crate's wasm peer (peer-wasm/, AGPL, never part of
# pencilmark) into peer-wasm/pkg/ for wasm.mjs: the same toolchain, profile
# and wasm-bindgen CLI as pencilmark's own .wasm (scripts/build-wasm.sh).
set -euo pipefail
cd "$(dirname "$0")/peer-wasm"
cargo build --release --locked --target wasm32-unknown-unknown
rm -rf pkg
wasm-bindgen --target web --remove-name-section --out-dir pkg \
  target/wasm32-unknown-unknown/release/sudoku_peer_wasm.wasm
echo "built benches/peer-wasm/pkg"
