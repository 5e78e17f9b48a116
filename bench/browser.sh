#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The browser window beside Epiphany (Debian's epiphany-browser, on WebKitGTK 2.50 as ours), in one
# run under one Xvfb and one D-Bus session, everything timed on CLOCK_MONOTONIC from what reaches
# the X screen (bench/screen.py reads single pixels of the root window) or, for the card's first
# frame, from the window's own trace (PEEKPOP_PAINT_TRACE: GTK's frame clock `after-paint`):
#
#   peek     $PEEKS peeks (default 100) from a generated gesture stream on the window's socket, as
#            `peekpop run` sends them, alternately on two links of a local page (site_server.py
#            gives every page its own colour): from the line sent to the hit-test answered (the
#            window's trace), to the card shown (the core decided; the trace), to the card's first
#            frame painted, to the linked page committed in the card's web view (the trace: what
#            is left after it is WebKit's paint and the card's next frame), and to the linked
#            page's colour on the screen inside the card. p50 and p99.
#            Reference: every $POP_EVERY-th peek (default 3) pops instead, and a pan from the left
#            edge goes back: from the pop sent to the same page's colour in the tab's own web view
#            (and to its commit there).
#            Both are WebKit loading and painting the same local page in this window; the ratio
#            says what the preview path (a second, related web view in a growing card over a
#            blurred snapshot) costs beside a plain load.
#   start    cold start to the page's colour at the centre of the screen, $RUNS runs (default 7),
#            alternating, each browser with a new home, profile and cache (Epiphany:
#            --private-instance URL; peekpop-browser: --site with that URL as start, no daemon).
#            Median and p90. Second reference, the floor: a bare WebKitGTK 6.0 window
#            (bench/webkit_window.c: GTK started, one web view, the URL), which has no more to do
#            than link WebKit, launch its processes and load the page, as every WebKitGTK browser.
#   overview $PINCHES pinches (default 30) into the overview of 20 tabs (opened from the first
#            tab's page, whose links lead to the 19 others, by Open in New Tab: a peek slid up and
#            the preview's action, on the socket) and out again: from the pinch's `ended` line sent
#            to the overview at rest first painted (the window's trace, the page's landing in its
#            card included) and to the page landed in its card on the screen. p50 and p99. Then the
#            memory of the 20 tabs beside Epiphany opened on the same 20 pages
#            (`--private-instance URL...`), each of its tabs shown in turn (Ctrl+Page Up, xdotool)
#            until its page's colour is on the screen, so every page has loaded.
#   memory   after the page is on screen and 2 s idle, summed over the browser's process tree (UI,
#            WebKitWebProcess, WebKitNetworkProcess, bwrap, xdg-dbus-proxy), median of the runs:
#            PSS (shared pages split among the processes mapping them, other programs' too: it
#            drops when other WebKit programs run), USS (private pages only) and RSS.
#
# Everything above runs in two modes, one after the other: quiet, then with $BUSY_CORES (default 1)
# CPU-bound processes the script starts and stops itself, as a build or a video call keeps a core
# busy (issue 24). The table has a column group per mode, and the goals are checked in each.
#
#   bench/browser.sh
#   BUSY_CORES=2 bench/browser.sh
#   PEEKS=200 RUNS=11 PINCHES=50 bench/browser.sh
#   GSK_RENDERER=ngl bench/browser.sh     # GTK 4 on GL (llvmpipe under Xvfb) instead of cairo
#
# Results in bench/out/browser.txt. Both browsers get the browser tests' environment (cairo,
# no DMA-BUF renderer: Xvfb has no GPU). On a busy machine times wander: compare within one run.
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in xvfb-run dbus-run-session epiphany-browser xdotool; do
    command -v "$tool" > /dev/null || { echo "error: bench/browser.sh needs $tool (make bench installs it)" >&2; exit 1; }
done
mkdir -p bench/out

echo "== building"
swift build -c release --product peekpop-browser
BROWSER="$(swift build -c release --show-bin-path)/peekpop-browser"
gcc -O2 -Wall -Wextra -Werror -o bench/out/webkit_window bench/webkit_window.c $(pkg-config --cflags --libs webkitgtk-6.0)

echo "== measuring"
# Epiphany's web process reaches its UI process over D-Bus: one session bus for both browsers.
xvfb-run -a -s "-screen 0 1280x800x24 -noreset" dbus-run-session -- python3 -B bench/browser.py "$BROWSER" bench/out/webkit_window bench/out/browser.txt
