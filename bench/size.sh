#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make size`: the programs' and packages' sizes against issue 23's goals (each program at most
# 12 MB stripped, each .deb at most 5 MB), beside the last build that linked all of Foundation
# ($REFERENCE, built once into bench/out), and `peekpop replay` of the demo timed against that
# reference in the same run: start-up must be no slower without Foundation.
#
#   make size                          # make deb, then this script
#   bench/size.sh                      # the tables of what make deb left, the reference built once
#   RUNS=41 bench/size.sh              # more alternating runs of each replay
#   REFERENCE=<commit> bench/size.sh   # another reference
#
# Each program is the release build `make install` ships (static Swift runtime); "stripped" is what
# `make install-strip` installs. Replays alternate reference and current so both see the same machine
# noise; the table shows medians and the ratio. Exits non-zero when a build or a replay fails, or a
# goal is missed.
set -euo pipefail
cd "$(dirname "$0")/.."

# 3d19810: the parent of 06fc2a0, which took Foundation's internationalisation out (issue 23).
REFERENCE=${REFERENCE:-3d19810}
RUNS=${RUNS:-21}
OUT=bench/out
MB=1000000
PROGRAM_GOAL=$((12 * MB))
DEB_GOAL=$((5 * MB))
DEMO=Recordings/demo/pressure-touchscreen.demo.events
mkdir -p "$OUT"

# `make size` builds the packages (make deb, which builds the programs) before this script.
current_bin=.build-release/release
debs=(.build/deb/*.deb)
[ -e "${debs[0]}" ] || { echo "size: no packages in .build/deb: make size (or make deb) builds them" >&2; exit 1; }
programs=(peekpop peekpop-native-host peekpop-browser)

echo "== building the reference ($REFERENCE) once"
source bench/reference.sh
reference_tree=$(reference_tree "$REFERENCE")
for program in "${programs[@]}"; do
    (cd "$reference_tree" && swift build -c release --static-swift-stdlib --scratch-path .build-release \
        --product "$program" >/dev/null)
done
reference_bin=$reference_tree/.build-release/release

# The size of $1 in bytes, and of its stripped copy.
bytes() { stat -c %s "$1"; }
stripped_bytes() {
    local copy
    copy=$(mktemp "$OUT/stripped.XXXXXX")
    strip -o "$copy" "$1"
    bytes "$copy"
    rm -f "$copy"
}
megabytes() { awk -v b="$1" 'BEGIN { printf "%.2f", b / 1000000 }'; }

missed=0
echo
echo "| program | reference, stripped MB | now, MB | now, stripped MB | goal ≤ 12 MB |"
echo "|---|---:|---:|---:|---|"
for program in "${programs[@]}"; do
    now=$(stripped_bytes "$current_bin/$program")
    verdict=met
    (( now <= PROGRAM_GOAL )) || { verdict=MISSED; missed=1; }
    echo "| $program | $(megabytes "$(stripped_bytes "$reference_bin/$program")") |" \
        "$(megabytes "$(bytes "$current_bin/$program")") | $(megabytes "$now") | $verdict |"
done

echo
echo "| package | .deb MB | installed MiB | goal ≤ 5 MB |"
echo "|---|---:|---:|---|"
for deb in "${debs[@]}"; do
    case $deb in *-dbgsym_*) continue ;; esac
    size=$(bytes "$deb")
    verdict=met
    (( size <= DEB_GOAL )) || { verdict=MISSED; missed=1; }
    installed_kib=$(dpkg-deb -f "$deb" Installed-Size)
    echo "| $(dpkg-deb -f "$deb" Package) | $(megabytes "$size") |" \
        "$(awk -v k="$installed_kib" 'BEGIN { printf "%.1f", k / 1024 }') | $verdict |"
done

echo
echo "== timing peekpop replay $DEMO ($RUNS runs each, alternating)"
: > "$OUT/size-reference.txt"
: > "$OUT/size-current.txt"
for run in $(seq "$RUNS"); do
    python3 bench/measure.py "$reference_bin/peekpop" replay "$DEMO" >> "$OUT/size-reference.txt"
    python3 bench/measure.py "$current_bin/peekpop" replay "$DEMO" >> "$OUT/size-current.txt"
done
python3 - "$OUT" "$REFERENCE" <<'PY' || missed=1
import statistics, sys
out, reference = sys.argv[1], sys.argv[2]
def runs(name):
    rows = [line.split() for line in open(f"{out}/size-{name}.txt") if line.strip()]
    return statistics.median(float(r[0]) for r in rows) * 1000, max(int(r[1]) for r in rows) / 1024
ref, now = runs("reference"), runs("current")
print(f"\n| peekpop replay of the demo | median wall ms | peak RSS MiB |")
print("|---|---:|---:|")
print(f"| reference ({reference}, Foundation linked) | {ref[0]:.1f} | {ref[1]:.1f} |")
print(f"| now | {now[0]:.1f} | {now[1]:.1f} |")
ratio = ref[0] / now[0]
print(f"\nratio reference/now (median wall): {ratio:.2f} (at least 1: no slower)")
# Medians of a few milliseconds wander by a few percent on a busy machine: 5 % is noise, not a goal missed.
sys.exit(0 if ratio >= 0.95 else f"size: replay of the demo is slower than the reference ({ratio:.2f})")
PY

(( missed == 0 )) || { echo "size: a goal was missed (above)" >&2; exit 1; }
