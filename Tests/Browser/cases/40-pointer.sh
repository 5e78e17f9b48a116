# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Pointer clicks (xdotool, through XTEST) on the window's buttons feed the core as gestures do:
# Back from the first page to the start view, its Start button, Back again, then Forward, each
# giving its session line. Each click is sent once, when the screen shows its button enabled (the
# Start button blue): one that gives no line, or more than one, fails.
clicks=$work/clicks.actual
"$bin/peekpop-browser" --site "$site" --state "$work/clicks" --events > "$clicks" 2> "$work/clicks.stderr" &
clicked=$!
window=$(peekpop_window)
swift_page=$(grep -o '"start": *"[^"]*"' "$site" | sed 's/.*"\([^"]*\)"$/\1/')
if [[ -n "$window" ]] && wait_for "$clicks" '"session"' 30 \
        && click_once "${button_x[0]}" "$button_y" 2 enabled \
        && click_once 462 $((top + page_height / 2)) 3 'b > 200 and r < 100' \
        && click_once "${button_x[0]}" "$button_y" 4 enabled \
        && click_once "${button_x[1]}" "$button_y" 5 enabled; then
    expected_clicks=$(printf '%s\n' "navigated $swift_page" "back null" "navigated $swift_page" "back null" "forward $swift_page")
    actual_clicks=$(grep '"session"' "$work/clicks.actual" | sed 's/.*"session":"\([a-z]*\)","url":\(null\|"[^"]*"\).*/\1 \2/; s/"//g')
    [[ "$actual_clicks" == "$expected_clicks" ]] && ok "pointer clicks on back, start and forward" \
        || fail "pointer clicks gave: $actual_clicks"
else
    fail "pointer clicks: ${click_trouble:-no answer} (window '$window'; lines: $(cat "$work/clicks.actual"))"
fi
kill "$clicked" 2>/dev/null || true
wait "$clicked" 2>/dev/null || true
