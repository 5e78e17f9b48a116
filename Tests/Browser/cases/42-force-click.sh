# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# A touchpad's force click from the daemon, placed where the mouse pointer is (xdotool, through
# XTEST, as the compositor moves it for a touchpad). The pointer is on the Swift page's Apple Inc.
# link and its button is pressed before the daemon plays the synthetic Magic Trackpad 2, then let go
# once the window has printed the end of the force click: what the page gets then is the click
# that began the force click, which the window must swallow. Each step waits for the line that
# says it is done, and what did not happen is read once the window and the daemon are quiet, never
# after a fixed time, so a slow machine only makes it slower.
force_recordings=$root/Recordings/magic-trackpad-2
# The served copy of the Apple Inc. page, as a pattern: the site server has its own address.
apple_page='[^"]*/wiki/Apple_Inc\.'
navigations() { grep -c "\"session\":\"navigated\",\"url\":\"$apple_page\"" "$1" || true; }
# NAME RECORDING UNTIL: the window on $work/NAME.sock with the button held on the link while the
# daemon plays RECORDING, let go once the window printed UNTIL; then quiet, for a click to navigate.
force_click() {
    local name=$1 recording=$2 until=$3
    clicks=$work/$name.actual
    "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --socket "$work/$name.sock" --events \
        > "$clicks" 2> "$work/$name.stderr" &
    clicked=$!
    window=$(peekpop_window)
    [[ -n "$window" ]] && wait_for "$clicks" '"session":"navigated"' 60 || return 1
    xdotool mousemove --window "$window" 512 "$(page_y 0.5)" mousedown 1
    "$bin/peekpop" run --replay "$recording" --socket "$work/$name.sock" --await-clients 1 --realtime 2> "$work/$name.daemon.stderr" &
    daemons+=($!)
    wait_for "$clicks" "$until" 60 || { xdotool mouseup 1; return 1; }
    xdotool mouseup 1
    quiet "$clicks" "$work/$name.stderr" "$work/$name.daemon.stderr" || { echo "$name: the window and the daemon never went quiet" >&2; return 1; }
}
end_force_click() {
    kill "$clicked" 2>/dev/null || true
    wait "$clicked" 2>/dev/null || true
}

# Peek and release: the card over the page at the pointer, then gone; the release's click swallowed.
if force_click force-peek "$force_recordings/magic-trackpad-2.force-click-peek-release.events" '"preview-dismissed"'; then
    if ! grep -q '"gesture":"peek","phase":"began".*"pointer":true' "$clicks"; then
        fail "force click: the window printed no touchpad peek ($(head -c 600 "$clicks"))"
    elif ! grep -q "\"session\":\"preview-shown\",\"url\":\"$apple_page\"" "$clicks"; then
        fail "force click: no preview of the link under the pointer ($(grep '"session"' "$clicks" | tr '\n' ' '))"
    elif (( $(navigations "$clicks") != 0 )); then
        fail "force click: the click that began it also followed the link ($(grep '"session"' "$clicks" | tr '\n' ' '))"
    else
        ok "a touchpad's force click previews the link under the pointer, and the click that began it is swallowed"
        # The page's listener is disarmed by the next press: an ordinary click follows the link at once.
        xdotool mousemove --window "$window" 512 "$(page_y 0.5)" click 1
        if wait_for "$clicks" "\"session\":\"navigated\",\"url\":\"$apple_page\"" 10; then
            ok "after a force click, an ordinary click on the link follows it"
        else
            fail "after a force click, an ordinary click did not follow the link ($(grep '"session"' "$clicks" | tr '\n' ' '))"
        fi
    fi
else
    fail "force click: no answer (window '$window'; lines: $(head -c 600 "$clicks"); daemon: $(head -3 "$work/force-peek.daemon.stderr"))"
fi
end_force_click

# Peek then pop, the button let go as soon as the pop is printed: exactly one navigation, the pop's.
# (The click the release makes lands while the pop's page loads; WebKit follows it as the same
# navigation, swallowed or not: the peek-and-release case above is the one that shows the swallowing.)
if force_click force-pop "$force_recordings/magic-trackpad-2.force-click-pop.events" '"gesture":"pop"'; then
    count=$(navigations "$clicks")
    (( count == 1 )) && ok "a touchpad's force click that pops navigates once" \
        || fail "force click and pop: $count navigations to the link ($(grep '"session"' "$clicks" | tr '\n' ' '))"
else
    fail "force click and pop: no answer (lines: $(head -c 600 "$clicks"))"
fi
end_force_click
