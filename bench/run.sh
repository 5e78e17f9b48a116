#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# peekpop's replay speed and memory against the libevemu baseline, on a generated recording:
# ten fingers on the pressure touchscreen at 240 Hz for $MINUTES minutes (default 3).
#
#   bench/run.sh                  # builds both, generates bench/out/*.events once, prints the table
#   RUNS=9 MINUTES=5 bench/run.sh
#   CALLGRIND=1 bench/run.sh      # also counts instructions on the 1-minute file (needs valgrind)
#
# Each tool runs $RUNS times, alternating, so both see the same machine noise; the table shows
# median wall time, events/s and peak RSS of each, then the ratio baseline/peekpop (>1: peekpop is
# faster) and peekpop's peak RSS on a 1-minute file, to show it does not grow with length. These are
# plain runs, no profiler attached. On a busy machine wall times wander; CALLGRIND=1 adds instruction
# counts, which do not. Exits non-zero when any step fails, peekpop included.
set -euo pipefail
cd "$(dirname "$0")/.."

MINUTES=${MINUTES:-3}
RUNS=${RUNS:-5}
OUT=bench/out
mkdir -p "$OUT"

echo "== building"
gcc -O2 -Wall -Wextra -Werror -o "$OUT/evemu_parse" bench/evemu_parse.c $(pkg-config --cflags --libs evemu)
swift build -c release --product peekpop
PEEKPOP="$(swift build -c release --show-bin-path)/peekpop"
if [ ! -x "$PEEKPOP" ]; then
    echo "error: no peekpop binary at $PEEKPOP after the build" >&2
    exit 1
fi

echo "== generating"
FILE="$OUT/bench-${MINUTES}min.events"
SHORT="$OUT/bench-1min.events"
# Generated once; again only when the generator changed since.
for spec in "$MINUTES:$FILE" "1:$SHORT"; do
    minutes=${spec%%:*} file=${spec#*:}
    if [ ! -s "$file" ] || [ bench/generate.py -nt "$file" ] || [ Recordings/synth.py -nt "$file" ]; then
        python3 bench/generate.py --minutes "$minutes" -o "$file"
    fi
done
EVENTS=$("$OUT/evemu_parse" "$FILE" | cut -d' ' -f1)
echo "$FILE: $EVENTS events, $(du -h "$FILE" | cut -f1)"

echo "== measuring ($RUNS runs each, alternating)"
: > "$OUT/baseline.txt"
: > "$OUT/peekpop.txt"
for run in $(seq "$RUNS"); do
    python3 bench/measure.py "$OUT/evemu_parse" "$FILE" >> "$OUT/baseline.txt"
    python3 bench/measure.py "$PEEKPOP" replay "$FILE" >> "$OUT/peekpop.txt"
    echo "run $run/$RUNS done"
done
python3 bench/measure.py "$PEEKPOP" replay "$SHORT" > "$OUT/peekpop-1min.txt"

# A 50 MiB line: replay refuses it at the 4 KiB line bound (exit 65) without reading on to its end.
LONG="$OUT/long-line.events"
[ -s "$LONG" ] || python3 -c 'import sys; sys.stdout.write("N: " + "a" * (50 << 20))' > "$LONG"
LONG_SECONDS=$(python3 - "$PEEKPOP" replay "$LONG" <<'PY'
import subprocess, sys, time
start = time.perf_counter()
status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
if status != 65:
    sys.exit(f"error: replay of a 50 MiB line exited {status}, not 65")
print(f"{time.perf_counter() - start:.4f}")
PY
)

# Instruction counts of one run each on the 1-minute file ("I refs" from callgrind's summary).
CALLGRIND_SUMMARY=""
if [ -n "${CALLGRIND:-}" ]; then
    echo "== counting instructions (callgrind, 1-minute file)"
    instructions() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
            | sed -n 's/.*I *refs: *//p' | tr -d ,
    }
    base_ir=$(instructions "$OUT/evemu_parse" "$SHORT")
    peek_ir=$(instructions "$PEEKPOP" replay "$SHORT")
    [ -n "$base_ir" ] && [ -n "$peek_ir" ] || { echo "error: callgrind gave no instruction count" >&2; exit 1; }
    CALLGRIND_SUMMARY="$base_ir $peek_ir"
fi

python3 - "$OUT" "$EVENTS" "$MINUTES" "$CALLGRIND_SUMMARY" "$LONG_SECONDS" <<'PY'
import statistics, sys
out, events, minutes, callgrind, long_seconds = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], float(sys.argv[5])
def runs(name):
    rows = [line.split() for line in open(f"{out}/{name}.txt") if line.strip()]
    if not rows:
        sys.exit(f"bench: no measurements in {out}/{name}.txt")
    return statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows)
base, peek, short = runs("baseline"), runs("peekpop"), runs("peekpop-1min")
print()
print(f"| {minutes}-minute file, {events} events | median wall s | peak RSS MiB | events/s |")
print("|---|---|---|---|")
print(f"| libevemu parse (baseline) | {base[0]:.3f} | {base[1] / 1024:.1f} | {events / base[0]:,.0f} |")
print(f"| peekpop replay > /dev/null | {peek[0]:.3f} | {peek[1] / 1024:.1f} | {events / peek[0]:,.0f} |")
print(f"\nratio baseline/peekpop (median wall): {base[0] / peek[0]:.2f} (above 1: peekpop is faster)")
print(f"peekpop peak RSS: 1-minute file {short[1] / 1024:.1f} MiB, {minutes}-minute file {peek[1] / 1024:.1f} MiB")
print(f"a 50 MiB line refused (exit 65) in {long_seconds:.3f} s")
if callgrind:
    base_ir, peek_ir = (int(n) for n in callgrind.split())
    print(f"instructions, 1-minute file (callgrind): libevemu {base_ir:,}, peekpop {peek_ir:,}, "
          f"ratio {base_ir / peek_ir:.2f}")
PY
