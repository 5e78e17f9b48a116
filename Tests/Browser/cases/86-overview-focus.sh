# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The bundled overview-focus recording (issue 10): the Apple Inc. link opened in a new tab (behind
# the start page, white), a pinch-in to the overview, then a pinch-out that starts with the fingers
# over the first card (tab 1, the one in front) and is released over the second. The window prints
# exactly what peekpop replay --site prints, whose core focuses tab 2, and shows tab 2's page (its
# colour, site_server.py's page_colour, in the bottom right corner, away from its links and text),
# not the start page the fingers started on.
focus_recording=$root/Recordings/demo/pressure-touchscreen.overview-focus.events
failures_before=$failures
"$bin/peekpop" replay "$focus_recording" --site "$site" > "$work/overview-focus.expected"
rm -rf "$work/overview-focus.shots"
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/overview-focus.window" --replay "$focus_recording" \
        --events --quit-when-done --screenshots "$work/overview-focus.shots" > "$work/overview-focus.actual" 2> "$work/overview-focus.stderr"; then
    sessions=$(grep -o '"session":"[a-z-]*"\(,"tab":[0-9]*\)\?' "$work/overview-focus.expected" | tr '\n' ' ')
    [[ "$sessions" == *'"session":"tab-opened","tab":2 '*'"session":"overview-shown" "session":"tab-focused","tab":2 ' ]] \
        || fail "overview-focus: peekpop replay --site printed $sessions, expected a tab opened, the overview, then tab 2 focused"
    diff -u "$work/overview-focus.expected" "$work/overview-focus.actual" > "$work/overview-focus.diff" \
        || { fail "overview-focus: the window's lines differ from peekpop replay --site"; head -20 "$work/overview-focus.diff" >&2; }
    shots=$work/overview-focus.shots
    focused=$(cd "$shots" 2>/dev/null && echo *-tab-focused.png)
    apple=$(colour_of "Apple Inc.")
    if [[ ! -f "$shots/$focused" ]]; then
        fail "overview-focus: no screenshot of the tab focused ($(cd "$shots" 2>/dev/null && echo *))"
    elif [[ "$(pixel "$shots/$focused" 1000 700)" != "$apple" ]]; then
        fail "overview-focus: the page shown is $(pixel "$shots/$focused" 1000 700), not tab 2's Apple Inc. ($apple)"
    fi
    (( failures == failures_before )) \
        && ok "overview-focus: a pinch-out started over the first card and released over the second focuses the core's tab 2, on screen and in lines equal to peekpop replay --site's"
else
    fail "overview-focus: peekpop-browser exited with $? (stderr: $work/overview-focus.stderr)"
fi
