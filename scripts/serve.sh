#!/usr/bin/env bash
# Builds pencilmark (wasm package and page) and serves the page at
# http://localhost:8080 until interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
scripts/setup.sh
scripts/build-wasm.sh
echo "serving pencilmark at http://localhost:8080 (Ctrl-C stops)"
exec npm run serve
