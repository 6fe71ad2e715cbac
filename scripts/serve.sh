#!/usr/bin/env bash
# Builds pencilmark (the wasm package and the page's production bundle) and
# serves the page at http://localhost:8080 until interrupted, on every
# network interface, so that a phone on the same network can open it too.
# PORT=… picks another port; HOST=127.0.0.1 keeps it to this machine.
#
#   scripts/serve.sh         the production build, as users get it
#   scripts/serve.sh --dev   webpack's development server, which rebuilds
#                            and reloads the page when www/ or npm/ change
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

dev=false
for arg in "$@"; do
  case "$arg" in
    --dev) dev=true ;;
    *) echo "serve: unknown option $arg (only --dev)" >&2; exit 2 ;;
  esac
done

scripts/setup.sh
scripts/build-wasm.sh
host=${HOST:-0.0.0.0}
port=${PORT:-8080}
if $dev; then
  echo "serving the development build at http://localhost:$port (Ctrl-C stops)"
  exec npx webpack serve --mode development --host "$host" --port "$port"
fi
npm run build
exec node scripts/static-server.mjs dist --host "$host" --port "$port"
