# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The demo (the bundled recording with a site), and the other scenarios played on its site: taps,
# peeks, pops, edge-pans, pinches, on a touchscreen and a pen tablet. Left out: the two whose press
# lands within a third of a pixel of a link's edge (peek-cancelled-by-second-finger at x 0.3998 by
# a link from 0.40, syn-dropped-during-peek's tap at y 0.2996 by one from 0.30): WebKit hit-tests
# pixel-snapped boxes, the site model exact rects, and there the two rightly part.
recordings=("$root/Recordings/demo/pressure-touchscreen.demo.events")
for recording in "$root"/Recordings/pressure-touchscreen/*.events "$root"/Recordings/pen-tablet/*.events; do
    case $(basename "$recording") in
        *.peek-cancelled-by-second-finger.events | *.syn-dropped-during-peek.events) ;;
        *) recordings+=("$recording") ;;
    esac
done
for recording in "${recordings[@]}"; do
    name=$(basename "$recording" .events)
    "$bin/peekpop" replay "$recording" --site "$site" --state "$work/$name.cli" > "$work/$name.expected" 2>/dev/null
    rm -f "$work/opened"
    shots=()
    [[ "$name" == pressure-touchscreen.demo ]] && shots=(--screenshots "$work/shots")
    [[ "$name" == pressure-touchscreen.edge-pan-left-committed ]] && shots=(--screenshots "$work/start-view-shots")
    if ! timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --replay "$recording" \
            --events --quit-when-done "${shots[@]}" > "$work/$name.actual" 2> "$work/$name.stderr"; then
        fail "$name: peekpop-browser exited with $? (stderr: $work/$name.stderr)"
        sed 's/^/    /' "$work/$name.stderr" | grep -v 'session bus\|a11y' | head -20 >&2
        continue
    fi
    if ! diff -u "$work/$name.expected" "$work/$name.actual" > "$work/$name.diff"; then
        fail "$name: the window's lines differ from peekpop replay --site"
        head -20 "$work/$name.diff" >&2
        continue
    fi
    # What the session handed off went to the system browser, in order.
    expected_opened=$(grep '"mode":"external"' "$work/$name.expected" | sed 's/.*"url":"\([^"]*\)".*/\1/' || true)
    [[ "$(cat "$work/opened" 2>/dev/null || true)" == "$expected_opened" ]] || fail "$name: xdg-open got '$(cat "$work/opened" 2>/dev/null)', expected '$expected_opened'"
    # The store holds the same session as the headless run's.
    [[ "$(stored_session "$work/$name.window")" == "$(stored_session "$work/$name.cli")" ]] \
        || fail "$name: the stored session differs from peekpop replay --site --state"
    ok "$name ($(grep -c '"session"' "$work/$name.actual") session lines)"
done
