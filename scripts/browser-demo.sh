#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Opens peekpop-browser on the demo: the demo site's pages served on 127.0.0.1 (as the browser tests
# serve them, so no network is needed) and the demo recording played at its recorded pace. The
# window stays open after the replay; close it to end. A fresh session each time (state in a
# temporary folder); the system browser gets the demo's one external link (www.apple.com).
# Usage: scripts/browser-demo.sh [peekpop-browser options...]   (needs a display)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$root/.build/debug}
work=$(mktemp -d)
server=""
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

python3 "$root/Tests/Browser/site_server.py" "$root/Recordings/demo/demo-site.json" "$work/site.json" > "$work/port" &
server=$!
for _ in $(seq 100); do [[ -s "$work/port" ]] && break; sleep 0.1; done
[[ -s "$work/port" ]] || { echo "browser-demo: the page server did not start" >&2; exit 1; }

"$bin/peekpop-browser" --site "$work/site.json" --state "$work/state" \
    --replay "$root/Recordings/demo/pressure-touchscreen.demo.events" --realtime --events "$@"
