# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# A page that never finishes loading holds the window only so long: the window goes on, and says
# so; its screenshot shows the progress bar (#3584e4) along the top of the page area. Its gestures
# come from a socket whose stream ends at once, so it quits once settled.
printf '{"start": "http://127.0.0.1:%s/hang/page", "allow": ["127.0.0.1"]}' "$(cat "$work/port")" > "$work/hang-site.json"
: > "$work/empty.stream"
stand_in hang "$work/empty.stream"
started=$(date +%s)
if timeout 60 "$bin/peekpop-browser" --site "$work/hang-site.json" --state "$work/hang" --socket "$work/hang.sock" --quit-when-done --screenshots "$work/hang-shots" > /dev/null 2> "$work/hang.stderr"; then
    if ! grep -q "has not settled 5 s after the last input" "$work/hang.stderr"; then
        fail "a page held back: no note ($(grep -v 'session bus\|a11y' "$work/hang.stderr"))"
    elif (( $(date +%s) - started >= 30 )); then
        fail "a page held back held the window $(( $(date +%s) - started )) s"
    elif [[ "$(pixel "$work/hang-shots/001-navigated.png" 1 $((top + 1)))" != "53 132 228" ]]; then
        fail "a page held back: no progress bar in its screenshot ($(pixel "$work/hang-shots/001-navigated.png" 1 $((top + 1))))"
    else
        ok "a page that never finishes loading (the progress bar shows while it loads)"
    fi
else
    fail "a page held back: peekpop-browser did not quit by itself"
fi
