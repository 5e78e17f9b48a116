# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Relaunched on the same state, the window restores the session (no start page is opened) and the
# demo again gives the lines peekpop replay gives on the same state.
"$bin/peekpop" replay "$demo" --site "$site" --state "$work/pressure-touchscreen.demo.cli" > "$work/relaunch.expected" 2>/dev/null
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/pressure-touchscreen.demo.window" --replay "$demo" \
        --events --quit-when-done > "$work/relaunch.actual" 2> "$work/relaunch.stderr" \
        && diff -u "$work/relaunch.expected" "$work/relaunch.actual" > "$work/relaunch.diff"; then
    ok "relaunched on the same state ($(grep -c '"session"' "$work/relaunch.actual") session lines)"
else
    fail "relaunched on the same state: the lines differ from peekpop replay --state"
    head -20 "$work/relaunch.diff" >&2
fi
