#!/usr/bin/env bash
# Runs every test of pencilmark: native unit and integration tests (with the
# shared puzzle sets when ../shared/data or $PENCILMARK_DATA has them), the
# wasm build's tests in Node and in headless Chromium (and those of the
# search-only build, without the `explain` feature, in Node), the page's
# unit tests, the browser end-to-end test of the built page and of the ways
# it is served, and the npm
# package's test from its packed tarball (Node, TypeScript, the examples in
# Chromium, another origin) and in consumer projects built with the tools
# its README lists.
# Installs what it needs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

scripts/setup.sh --browser

# Every browser run leaves a profile behind: keep them in a throwaway folder.
TMPDIR=$(mktemp -d)
export TMPDIR
trap 'rm -rf "$TMPDIR"' EXIT

export WASM_BINDGEN_TEST_TIMEOUT=120
export WASM_BINDGEN_TEST_DRIVER_TIMEOUT=30

echo "== native tests"
cargo test --locked

echo "== wasm tests in Node"
cargo test --locked --target wasm32-unknown-unknown --test wasm

echo "== wasm tests of the search-only build (the npm package's pencilmark/search) in Node"
cargo test --locked --target wasm32-unknown-unknown --no-default-features --test wasm

echo "== wasm tests in headless Chromium"
WASM_BINDGEN_USE_BROWSER=1 \
  CHROMEDRIVER=/usr/bin/chromedriver \
  WASM_BINDGEN_TEST_WEBDRIVER_JSON="$PWD/tests/webdriver.json" \
  cargo test --locked --target wasm32-unknown-unknown --test wasm

echo "== page: unit tests, build, end-to-end in Chromium"
scripts/build-wasm.sh
node --test tests/e2e/player.test.mjs tests/e2e/game.test.mjs
npm run build
# Directly, not through npm, so its "N passed, N failed" line shows.
node tests/e2e/run.mjs
# How scripts/serve.sh serves the page: the production build and the
# development server, at localhost and on the network.
node tests/e2e/serve.mjs

echo "== npm package: the packed tarball in fresh sites (Node test, type test, both examples in Chromium)"
node tests/package/tarball.mjs

echo "== npm package: consumer projects (Node ESM and CommonJS, TypeScript, Vite 6, the current Vite, esbuild)"
node tests/package/consumers.mjs
