#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What the session store costs: commit latency per navigation (a visit and the tab saved, one
# transaction) as p50/p99 over $NAVIGATIONS steps (default 2000), and the time to restore 200 tabs of
# 50 entries each (median of 5), on a release build, in a fresh folder under bench/out.
#
#   bench/session.sh
#   NAVIGATIONS=10000 bench/session.sh
#   STATE_ROOT=/mnt/slowdisk bench/session.sh   # measure on another file system
set -euo pipefail
cd "$(dirname "$0")/.."

NAVIGATIONS=${NAVIGATIONS:-2000}
ROOT=${STATE_ROOT:-bench/out}
FOLDER="$ROOT/session-bench"

swift build -c release --product SessionBench
BENCH="$(swift build -c release --show-bin-path)/SessionBench"
rm -rf "$FOLDER"
"$BENCH" "$FOLDER" "$NAVIGATIONS"
rm -rf "$FOLDER"
