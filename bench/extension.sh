#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The peekpop Touch WebExtension beside the browsers' own navigation (issue 43): Chromium and
# Firefox ESR from Debian, each a window on one Xvfb with its normal renderer (no GPU), the
# extension and its host manifests installed as a user would (`make install-webextension` into a
# temporary DESTDIR, the WebExtension suite's Tests/WebExtension/run.py Rig), the real
# peekpop-native-host started by the browser, and the gesture stream written on the daemon's
# socket by the bench (bench/browser.py's Stream, as `peekpop run` sends it). Everything is timed
# on CLOCK_MONOTONIC, from what reaches the X screen (bench/screen.py) where it can be:
#
#   peek     $PEEKS peeks (default 100), alternately on two links of a local page (every page its
#            own colour), each after its finger went down (a touch on the page by CDP or
#            Marionette, then the line): from the line written to the card on the page (the
#            content script had it: the page's own world notes the card's element arriving, its
#            performance.now() related to CLOCK_MONOTONIC by the tightest of several round trips),
#            to the card's first frame on the screen (the page beside the card dimmed), to the
#            linked page's colour on the screen in the card. p50 and p99.
#            Reference: every $POP_EVERY-th peek (default 3) pops instead: pop line → the same
#            page's colour in the tab (the browser's own load). Then back by a committed edge-pan
#            from the left (ended → the start page on the screen), forward by Alt+Right and back
#            by Alt+Left, the browser's own Back (xdotool), timed the same way.
#   idle     (quiet mode) with no finger down for $IDLE_SECONDS (default 60): context switches per
#            minute of the native host and of the extension's processes (Chromium's extension
#            renderer, Firefox's extension process), all threads, from /proc; then PSS of the
#            browser's process tree (host included) with the extension and one tab, beside the same
#            browser started without it on the same page.
#
# Quiet, then with $BUSY_CORES (default 1) CPU-bound processes, a table per browser with a column
# group per mode; the goals of issue 43 are checked, a MISSED line for each missed.
#
#   bench/extension.sh                       # both browsers
#   bench/extension.sh chromium              # one
#   PEEKS=20 IDLE_SECONDS=10 BIN_DIR=/path/to/release bench/extension.sh   # no build: binaries from BIN_DIR
#
# Results in bench/out/extension.txt. On a busy machine times wander: compare within one run.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in xvfb-run xdotool chromium firefox-esr; do
    command -v "$tool" > /dev/null || { echo "error: bench/extension.sh needs $tool (make bench installs it)" >&2; exit 1; }
done
mkdir -p bench/out

if [ -z "${BIN_DIR:-}" ]; then
    echo "== building"
    # The release build `make install` ships (the Makefile's RELEASE_FLAGS, as bench/run.sh builds it).
    RELEASE=(-c release --static-swift-stdlib --scratch-path .build-release)
    swift build "${RELEASE[@]}" --product peekpop
    swift build "${RELEASE[@]}" --product peekpop-native-host
    BIN_DIR="$(swift build "${RELEASE[@]}" --show-bin-path)"
fi

echo "== measuring"
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" python3 -B bench/extension.py "$BIN_DIR" bench/out/extension.txt "$@"
