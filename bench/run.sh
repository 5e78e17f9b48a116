#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# peekpop's replay speed and memory against the libevemu baseline and against a pinned earlier
# build of peekpop ($REFERENCE), on a generated recording: ten fingers on the pressure touchscreen
# at 240 Hz for $MINUTES minutes (default 5).
#
#   bench/run.sh                  # builds all three, generates bench/out/*.events once, prints the table
#   RUNS=9 MINUTES=3 bench/run.sh
#   REFERENCE=<commit> bench/run.sh
#   CALLGRIND=1 bench/run.sh      # also counts instructions on the 1-minute file (needs valgrind)
#
# Each tool runs $RUNS times, alternating, so all see the same machine noise; the table shows
# median wall time, events/s and peak RSS of each, then the ratio baseline/peekpop (>1: peekpop is
# faster) and peekpop's peak RSS on a 1-minute file, to show it does not grow with length. These are
# plain runs, no profiler attached. On a busy machine wall times wander; CALLGRIND=1 adds instruction
# counts, which do not. Exits non-zero when any step fails, peekpop included, and when peekpop's
# median is more than 5 % slower than the reference's (the goal of issue 42: the per-event path
# no slower than before it went through an existential).
set -euo pipefail
cd "$(dirname "$0")/.."

MINUTES=${MINUTES:-5}
RUNS=${RUNS:-7}
# c67964d: the last build before the device pipeline called its recognizer through `any FrameRecognizer`.
REFERENCE=${REFERENCE:-c67964d}
OUT=bench/out
mkdir -p "$OUT"

echo "== building"
gcc -O2 -Wall -Wextra -Werror -o "$OUT/evemu_parse" bench/evemu_parse.c $(pkg-config --cflags --libs evemu)
# The release build `make install` ships (as size.sh builds it, so the two share the reference's).
RELEASE=(-c release --static-swift-stdlib --scratch-path .build-release)
swift build "${RELEASE[@]}" --product peekpop
PEEKPOP="$(swift build "${RELEASE[@]}" --show-bin-path)/peekpop"
if [ ! -x "$PEEKPOP" ]; then
    echo "error: no peekpop binary at $PEEKPOP after the build" >&2
    exit 1
fi
source bench/reference.sh
reference_tree=$(reference_tree "$REFERENCE")
(cd "$reference_tree" && swift build "${RELEASE[@]}" --product peekpop >/dev/null)
REFERENCE_PEEKPOP="$(cd "$reference_tree" && swift build "${RELEASE[@]}" --show-bin-path)/peekpop"

echo "== generating"
FILE="$OUT/bench-${MINUTES}min.events"
SHORT="$OUT/bench-1min.events"
# Generated once; again only when the generator changed since.
for spec in "$MINUTES:$FILE" "1:$SHORT"; do
    minutes=${spec%%:*} file=${spec#*:}
    if [ ! -s "$file" ] || [ bench/generate.py -nt "$file" ] || [ -n "$(find Recordings/synthetic -name '*.py' -newer "$file")" ]; then
        python3 bench/generate.py --minutes "$minutes" -o "$file"
    fi
done
EVENTS=$("$OUT/evemu_parse" "$FILE" | cut -d' ' -f1)
echo "$FILE: $EVENTS events, $(du -h "$FILE" | cut -f1)"

echo "== measuring ($RUNS runs each, alternating)"
: > "$OUT/baseline.txt"
: > "$OUT/reference.txt"
: > "$OUT/peekpop.txt"
for run in $(seq "$RUNS"); do
    python3 bench/measure.py "$OUT/evemu_parse" "$FILE" >> "$OUT/baseline.txt"
    python3 bench/measure.py "$REFERENCE_PEEKPOP" replay "$FILE" >> "$OUT/reference.txt"
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

python3 - "$OUT" "$EVENTS" "$MINUTES" "$CALLGRIND_SUMMARY" "$LONG_SECONDS" "$REFERENCE" <<'PY'
import statistics, sys
out, events, minutes, callgrind, long_seconds, reference = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], float(sys.argv[5]), sys.argv[6]
def runs(name):
    rows = [line.split() for line in open(f"{out}/{name}.txt") if line.strip()]
    if not rows:
        sys.exit(f"bench: no measurements in {out}/{name}.txt")
    return statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows)
base, ref, peek, short = runs("baseline"), runs("reference"), runs("peekpop"), runs("peekpop-1min")
print()
print(f"| {minutes}-minute file, {events} events | median wall s | peak RSS MiB | events/s |")
print("|---|---|---|---|")
print(f"| libevemu parse (baseline) | {base[0]:.3f} | {base[1] / 1024:.1f} | {events / base[0]:,.0f} |")
print(f"| peekpop replay at {reference} (reference) | {ref[0]:.3f} | {ref[1] / 1024:.1f} | {events / ref[0]:,.0f} |")
print(f"| peekpop replay > /dev/null | {peek[0]:.3f} | {peek[1] / 1024:.1f} | {events / peek[0]:,.0f} |")
print(f"\nratio baseline/peekpop (median wall): {base[0] / peek[0]:.2f} (above 1: peekpop is faster)")
print(f"peekpop peak RSS: 1-minute file {short[1] / 1024:.1f} MiB, {minutes}-minute file {peek[1] / 1024:.1f} MiB")
print(f"a 50 MiB line refused (exit 65) in {long_seconds:.3f} s")
slower = peek[0] / ref[0]
print(f"peekpop/reference (median wall): {slower:.2f} (goal: at most 1.05)")
if slower > 1.05:
    print(f"MISSED: the replay is {(slower - 1) * 100:.0f} % slower than the reference's ({reference}); the goal allows 5 %")
if callgrind:
    base_ir, peek_ir = (int(n) for n in callgrind.split())
    print(f"instructions, 1-minute file (callgrind): libevemu {base_ir:,}, peekpop {peek_ir:,}, "
          f"ratio {base_ir / peek_ir:.2f}")
sys.exit(1 if slower > 1.05 else 0)
PY
