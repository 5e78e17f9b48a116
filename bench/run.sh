#!/usr/bin/env bash
# peekpop's replay speed and memory against the libevemu baseline, on a generated recording:
# ten fingers on the pressure touchscreen at 240 Hz for $MINUTES minutes (default 3).
#
#   bench/run.sh                  # builds both, generates bench/out/*.events once, prints the table
#   RUNS=9 MINUTES=5 bench/run.sh
#   BENCH_BASELINE_ONLY=1 bench/run.sh   # skip the Swift build and peekpop (until the CLI exists)
#
# Each tool runs $RUNS times, alternating, so both see the same machine noise; the table shows
# median wall time, the ratio baseline/peekpop (>1: peekpop is faster), peekpop's events/s and the
# peak RSS of each, plus peekpop's peak RSS on a 1-minute file to show it does not grow with length.
# Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."

MINUTES=${MINUTES:-3}
RUNS=${RUNS:-5}
OUT=bench/out
mkdir -p "$OUT"

echo "== building"
gcc -O2 -Wall -Wextra -Werror -o "$OUT/evemu_parse" bench/evemu_parse.c $(pkg-config --cflags --libs evemu)
PEEKPOP=""
if [ -n "${BENCH_BASELINE_ONLY:-}" ]; then
    echo "note: BENCH_BASELINE_ONLY is set: measuring the libevemu baseline alone"
else
    swift build -c release --product peekpop
    PEEKPOP="$(swift build -c release --show-bin-path)/peekpop"
    if [ ! -x "$PEEKPOP" ]; then
        echo "note: no peekpop binary at $PEEKPOP: measuring the libevemu baseline alone"
        PEEKPOP=""
    fi
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
    if [ -n "$PEEKPOP" ]; then
        python3 bench/measure.py "$PEEKPOP" replay "$FILE" >> "$OUT/peekpop.txt"
    fi
    echo "run $run/$RUNS done"
done
if [ -n "$PEEKPOP" ]; then
    python3 bench/measure.py "$PEEKPOP" replay "$SHORT" > "$OUT/peekpop-1min.txt"
fi

python3 - "$OUT" "$EVENTS" "$MINUTES" <<'PY'
import statistics, sys
out, events, minutes = sys.argv[1], int(sys.argv[2]), sys.argv[3]
def runs(name):
    try:
        rows = [line.split() for line in open(f"{out}/{name}.txt") if line.strip()]
    except FileNotFoundError:
        return None
    return (statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows)) if rows else None
base, peek, short = runs("baseline"), runs("peekpop"), runs("peekpop-1min")
print()
print(f"| {minutes}-minute file, {events} events | median wall s | peak RSS MiB | events/s |")
print("|---|---|---|---|")
print(f"| libevemu parse (baseline) | {base[0]:.3f} | {base[1] / 1024:.1f} | {events / base[0]:,.0f} |")
if peek:
    print(f"| peekpop replay > /dev/null | {peek[0]:.3f} | {peek[1] / 1024:.1f} | {events / peek[0]:,.0f} |")
    print(f"\nratio baseline/peekpop: {base[0] / peek[0]:.2f} (above 1: peekpop is faster)")
    print(f"peekpop peak RSS: 1-minute file {short[1] / 1024:.1f} MiB, {minutes}-minute file {peek[1] / 1024:.1f} MiB")
else:
    print("\npeekpop: not measured (no binary); the lead runs this after merging the CLI")
PY
