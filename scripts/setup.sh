#!/usr/bin/env bash
# Installs what pencilmark's build and tests need on a fresh machine that has
# only rustup/cargo, node 20 and npm: the wasm32 target, the wasm-bindgen CLI
# of the exact version in Cargo.lock, and the npm packages. With --browser,
# also Debian's Chromium and chromedriver (for the browser tests); with
# --fuzz, also cargo-fuzz (for scripts/fuzz.sh; when it cannot be installed
# this says so and goes on). Skips whatever is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  rustup target add wasm32-unknown-unknown
fi

version=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
  echo "setup: installing wasm-bindgen-cli $version (a few minutes)"
  # --locked fails on this registry (see ../shared/TOOLCHAIN.md): plain install.
  cargo install wasm-bindgen-cli --version "$version"
fi

browser=false
fuzz=false
for arg in "$@"; do
  case "$arg" in
    --browser) browser=true ;;
    --fuzz) fuzz=true ;;
    *) echo "setup: unknown option $arg" >&2; exit 2 ;;
  esac
done

if $fuzz && ! cargo fuzz --version >/dev/null 2>&1; then
  echo "setup: installing cargo-fuzz (a few minutes)"
  cargo install cargo-fuzz --locked >/dev/null 2>&1 \
    || cargo install cargo-fuzz >/dev/null 2>&1 \
    || echo "setup: cargo-fuzz could not be installed; scripts/fuzz.sh will skip"
fi

if $browser; then
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    echo "setup: installing chromium and chromium-driver from apt"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
