#!/usr/bin/env bash
# Makes docs/terminal.png, the README's picture of `steps --pretty`: an
# xterm on a virtual display (Debian's xterm, xvfb, x11-apps and
# ImageMagick), showing the XY-Wing step of tests/fixtures/terminal/9x9.txt
# and the legend.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --quiet --release --locked
work=$(mktemp -d)
trap 'kill "$display_pid" 2>/dev/null || true; rm -rf "$work"' EXIT
fixture=tests/fixtures/terminal/9x9.txt
cat >"$work/show.sh" <<SCRIPT
printf '\$ pencilmark steps --pretty %s\n' "$fixture"
target/release/pencilmark steps --pretty --color always "$fixture" \
  | awk '/^XY-Wing/ { on = 1 } /^r2c7 = 9/ { on = 0 } /^Legend/ { on = 1 } on'
sleep 30
SCRIPT
Xvfb :57 -screen 0 1000x1000x24 >/dev/null 2>&1 &
display_pid=$!
sleep 1
DISPLAY=:57 xterm -geometry 96x54+0+0 -fa 'DejaVu Sans Mono' -fs 10 \
  -bg '#1e1e1e' -fg '#d4d4d4' -bc -e bash "$work/show.sh" &
sleep 4
DISPLAY=:57 xwd -root -silent >"$work/screen.xwd"
convert "$work/screen.xwd" -trim +repage docs/terminal.png
echo "docs/terminal.png"
