# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The paint trace bench/browser.sh reads (PEEKPOP_PAINT_TRACE): for every preview the session
# shows, its peek's hit-test-answered, then one card-shown and, no earlier, one card-painted line
# on CLOCK_MONOTONIC, in order (the demo's peeks each show a preview), and after its card-shown,
# before the next peek's, one preview-committed (its page in the card); a page-committed for
# each tab's load (the start page's at least); an unwritable trace is refused with 73 before any
# window opens.
rm -f "$work/paint-trace"
if ! PEEKPOP_PAINT_TRACE=$work/paint-trace timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/trace.window" \
        --replay "$demo" --events --quit-when-done > "$work/trace.actual" 2> "$work/trace.stderr"; then
    fail "paint trace: peekpop-browser exited with an error ($(grep -v 'session bus\|a11y' "$work/trace.stderr" | head -3))"
else
    previews=$(grep -c '"session":"preview-shown"' "$work/trace.actual" || true)
    before=$(python3 -c 'import time; print(time.monotonic())')
    problem=$(python3 - "$work/paint-trace" "$previews" "$before" <<'PY'
import sys
path, previews, before = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
try:
    events = [line.split() for line in open(path)]
except OSError as error:
    sys.exit(f"no trace: {error}")
names = [name for _, name in events]
times = [float(seconds) for seconds, _ in events]
card = [name for name in names if name in ("hit-test-answered", "card-shown", "card-painted")]
# Each preview's commits: those after its card-shown, before the next peek's hit-test.
peeks = " ".join(name for name in names if name in ("hit-test-answered", "card-shown", "preview-committed")).split("hit-test-answered")[1:]
if previews < 1:
    print("the demo showed no preview")
elif card != ["hit-test-answered", "card-shown", "card-painted"] * previews:
    print(f"{previews} previews, trace {names}")
elif [peek.split() for peek in peeks] != [["card-shown", "preview-committed"]] * previews:
    print(f"{previews} previews, not one preview-committed after each card-shown: {names}")
elif "page-committed" not in names:
    print(f"no page-committed: {names}")
elif times != sorted(times) or not 0 < times[-1] <= before:
    print(f"times not in order on CLOCK_MONOTONIC: {times} (now {before})")
PY
) || problem=${problem:-the trace could not be read}
    if [[ -n "$problem" ]]; then fail "paint trace: $problem"; else ok "paint trace: shown, painted and committed for each of $previews previews"; fi
fi
[[ "$(status env PEEKPOP_PAINT_TRACE=/nonexistent/trace "$bin/peekpop-browser" --site "$site" --state "$work/trace.window" --replay "$demo")" == 73 ]] \
    || fail "an unwritable paint trace: not exit 73 ($(cat "$work/status.stderr"))"
