#!/usr/bin/env bash
# Builds the wasm package: pkg/ (ES module for bundlers) and pkg-node/
# (CommonJS for Node). Needs the wasm32 target and a wasm-bindgen CLI of the
# version in Cargo.lock (scripts/setup.sh installs both).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --lib --release --locked --target wasm32-unknown-unknown
wasm=target/wasm32-unknown-unknown/release/pencilmark.wasm
version=$(node -p 'require("./package.json").version' 2>/dev/null || echo 0.1.0)

rm -rf pkg pkg-node
wasm-bindgen --target bundler --out-dir pkg "$wasm"
wasm-bindgen --target nodejs --out-dir pkg-node "$wasm"

# The bundler package: an ES module whose entry has side effects (it
# instantiates the wasm), which webpack must not tree-shake away.
cat > pkg/package.json <<JSON
{
  "name": "pencilmark",
  "version": "$version",
  "description": "A Sudoku solver that shows its work (WebAssembly).",
  "license": "MIT OR Apache-2.0",
  "type": "module",
  "main": "pencilmark.js",
  "module": "pencilmark.js",
  "types": "pencilmark.d.ts",
  "sideEffects": ["./pencilmark.js", "./snippets/*"],
  "files": ["pencilmark_bg.wasm", "pencilmark.js", "pencilmark_bg.js", "pencilmark.d.ts", "pencilmark_bg.wasm.d.ts"]
}
JSON
echo '{ "type": "commonjs" }' > pkg-node/package.json
echo "built pkg/ and pkg-node/"
