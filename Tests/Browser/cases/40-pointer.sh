# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Pointer clicks (xdotool, through XTEST) on the window's buttons feed the core as gestures do:
# Back from the first page to the start view, its Start button, Back again, then Forward, each
# giving its session line. A click is repeated until its line comes (the window may not take
# input yet); a repeat is harmless, since each button is disabled once it has done its part.
clicks=$work/clicks.actual
"$bin/peekpop-browser" --site "$site" --state "$work/clicks" --events > "$clicks" 2> "$work/clicks.stderr" &
clicked=$!
window=$(peekpop_window)
swift_page=$(grep -o '"start": *"[^"]*"' "$site" | sed 's/.*"\([^"]*\)"$/\1/')
if [[ -n "$window" ]] && click_until "${button_x[0]}" "$button_y" 2 && click_until 512 $((top + page_height / 2)) 3 && click_until "${button_x[0]}" "$button_y" 4 && click_until "${button_x[1]}" "$button_y" 5; then
    expected_clicks=$(printf '%s\n' "navigated $swift_page" "back null" "navigated $swift_page" "back null" "forward $swift_page")
    actual_clicks=$(grep '"session"' "$work/clicks.actual" | sed 's/.*"session":"\([a-z]*\)","url":\(null\|"[^"]*"\).*/\1 \2/; s/"//g')
    [[ "$actual_clicks" == "$expected_clicks" ]] && ok "pointer clicks on back, start and forward" \
        || fail "pointer clicks gave: $actual_clicks"
else
    fail "pointer clicks: no answer (window '$window'; lines: $(cat "$work/clicks.actual"))"
fi
kill "$clicked" 2>/dev/null || true
wait "$clicked" 2>/dev/null || true
