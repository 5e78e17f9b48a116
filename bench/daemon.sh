#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# What `peekpop run` spends per input event, counted in instructions (callgrind), beside the
# libevemu baseline of bench/run.sh: the 1-minute file of bench/generate.py (ten fingers at 240 Hz,
# the stream bench/vm-latency.sh plays) goes frame by frame through the daemon's loop, device feed,
# pipeline, line encoder and socket server (DaemonBench; only the libevdev read is replaced).
# Only `Daemon.run` is counted, not reading the file. Instruction counts do not depend on the
# machine's load, and under QEMU TCG (where bench/vm-latency.sh measures CPU) time follows them.
#
#   bench/daemon.sh
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=bench/out
FILE="$OUT/bench-1min.events"
mkdir -p "$OUT"
command -v valgrind > /dev/null || { echo "error: bench/daemon.sh needs valgrind (callgrind)" >&2; exit 1; }

echo "== building"
gcc -O2 -Wall -Wextra -Werror -o "$OUT/evemu_parse" bench/evemu_parse.c $(pkg-config --cflags --libs evemu)
swift build -c release --product DaemonBench
BENCH="$(swift build -c release --show-bin-path)/DaemonBench"
if [ ! -s "$FILE" ] || [ bench/generate.py -nt "$FILE" ] || [ -n "$(find Recordings/synthetic -name '*.py' -newer "$FILE")" ]; then
    python3 bench/generate.py --minutes 1 -o "$FILE"
fi

echo "== running"
# Events, reads and lines as the harness saw them, and its speed without valgrind.
SOCKET="$OUT/daemon-bench.sock"
SUMMARY=$("$BENCH" "$FILE" "$SOCKET")
echo "$SUMMARY"
EVENTS=$(echo "$SUMMARY" | cut -d' ' -f1)

echo "== counting instructions (callgrind)"
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | sed -n 's/.*I *refs: *//p' | tr -d ,
}
base_ir=$(instructions "$OUT/evemu_parse" "$FILE")
# Daemon.run, mangled: the loop from the first read to the device going away.
feed_ir=$(instructions --collect-atstart=no '--toggle-collect=$s6DaemonAAC3runyyKF' "$BENCH" "$FILE" "$SOCKET")
[ -n "$base_ir" ] && [ -n "$feed_ir" ] && [ "$feed_ir" -gt 0 ] || { echo "error: callgrind gave no instruction count" >&2; exit 1; }

python3 - "$EVENTS" "$base_ir" "$feed_ir" <<'PY'
import sys
events, base, feed = (int(n) for n in sys.argv[1:])
print()
print(f"| 1-minute file, {events} events | instructions | per event |")
print("|---|---:|---:|")
print(f"| libevemu parse (baseline) | {base:,} | {base / events:,.0f} |")
print(f"| peekpop run: read, track, recognise, serve (DaemonBench) | {feed:,} | {feed / events:,.0f} |")
PY
