# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# A link preview's actions (iOS 10): the synthetic recording that peeks at the Apple Inc. link,
# slides up and taps each action gives the lines and the stored session (with the tab Open in New
# Tab made) peekpop replay --site gives; the actions are drawn
# under the slid-up card (white rows with blue labels, in the screenshot after preview-actions);
# Share hands the URL to xdg-email (a recording script on PATH) as arguments; and a pointer click on
# Copy Link (xdotool) puts the URL on the clipboard (xclip reads it).
printf '#!/bin/sh\nfor argument in "$@"; do printf "%%s\\n" "$argument"; done >> "%s/shared"\n' "$work" > "$work/bin/xdg-email"
chmod +x "$work/bin/xdg-email"
actions=$root/Recordings/demo/pressure-touchscreen.preview-actions.events
"$bin/peekpop" replay "$actions" --site "$site" --state "$work/actions.cli" > "$work/actions.expected" 2>/dev/null
rm -f "$work/shared" "$work/opened"
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/actions.window" --replay "$actions" \
        --events --quit-when-done --screenshots "$work/actions-shots" > "$work/actions.actual" 2> "$work/actions.stderr"; then
    if diff -u "$work/actions.expected" "$work/actions.actual" > "$work/actions.diff"; then
        ok "preview actions: the window's lines are peekpop replay --site's ($(grep -c '"session"' "$work/actions.actual") session lines)"
        # The tab opened from the preview is stored as the headless run stores it.
        [[ "$(stored_session "$work/actions.window")" == "$(stored_session "$work/actions.cli")" ]] \
            && ok "preview actions: the window stores the session peekpop replay --site --state stores (two tabs)" \
            || fail "preview actions: the stored session differs from peekpop replay --site --state"
    else
        fail "preview actions: the window's lines differ from peekpop replay --site"
        head -20 "$work/actions.diff" >&2
    fi
else
    fail "preview actions: peekpop-browser exited with $? (stderr: $work/actions.stderr)"
fi
# The actions in the screenshot after they were revealed (the page area is 1024 x $page_height
# below the toolbar): each row white at its left, its label blue (#007aff, luminance 100), at the rows of
# PreviewLayout.revealed; the card slid up past the top (its page at the top of the page area,
# where the blurred page shows while peeking).
revealed_shot=$work/actions-shots/003-preview-actions.png
failures_before=$failures
if [[ -f "$revealed_shot" ]]; then
    for centre in 0.6775 0.7675 0.8575 0.9475; do
        y=$(page_y "$centre")
        [[ "$(pixel "$revealed_shot" 154 "$y")" == "255 255 255" ]] || fail "$revealed_shot: no white row at y $y ($(pixel "$revealed_shot" 154 "$y"))"
        label_darkest=$(darkest "$revealed_shot" 300 $((y - 12)) 724 $((y + 12)))
        (( label_darkest > 85 && label_darkest < 115 )) || fail "$revealed_shot: no blue label in the row at y $y (darkest $label_darkest)"
    done
    [[ "$(pixel "$revealed_shot" 512 $((top + 20)))" == "$(colour_of "Apple Inc.")" ]] || fail "$revealed_shot: the card has not slid up to the top ($(pixel "$revealed_shot" 512 $((top + 20))))"
    [[ "$(pixel "$work/actions-shots/002-preview-shown.png" 512 $((top + 20)))" != "$(colour_of "Apple Inc.")" ]] || fail "002-preview-shown: the card is at the top while peeking"
    # Copy Link's row, once chosen: the first page, white there, crisp (no backdrop).
    copy_row=$(page_y 0.8575)
    (( $(darkest "$work/actions-shots/004-link-copied.png" 300 $((copy_row - 12)) 724 $((copy_row + 12))) > 200 )) || fail "004-link-copied: the actions are still shown"
    (( $(title_darkest "$work/actions-shots/004-link-copied.png") < 60 )) || fail "004-link-copied: the page is still blurred"
    (( failures == failures_before )) && ok "preview actions: four rows under the slid-up card, gone once one is chosen"
else
    fail "no screenshot $revealed_shot"
fi
# Share: xdg-email got the URL as arguments of its own, each time Share was chosen.
apple_url=$(grep -o '"session":"link-shared","url":"[^"]*"' "$work/actions.expected" | sed 's/.*"url":"\([^"]*\)"/\1/')
[[ -n "$apple_url" && "$(cat "$work/shared" 2>/dev/null)" == "$(printf '%s\n' --subject "$apple_url" --body "$apple_url")" ]] \
    && ok "preview actions: Share hands the URL to xdg-email as arguments" \
    || fail "preview actions: xdg-email got '$(cat "$work/shared" 2>/dev/null)', expected --subject/--body $apple_url"

# The pointer: the recording up to the first lift (before its first tap) leaves the preview with
# its actions; a click on Copy Link puts the URL on the clipboard, a click beside the rows (on
# the card) dismisses.
awk '!/^E: / || $2 + 0 < 1.3' "$actions" > "$work/actions-revealed.events"
pointer_click() { # NAME X Y LINE: one click at (X, Y) once the actions show; LINE must be printed, once
    local name=$1 x=$2 y=$3 line=$4 browser
    "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --replay "$work/actions-revealed.events" \
        --events > "$work/$name.actual" 2> "$work/$name.stderr" &
    browser=$!
    window=$(peekpop_window)
    # The rows on screen (Copy Link's white at its left), then the card's slide (180 ms) over.
    if [[ -n "$window" ]] && wait_for "$work/$name.actual" '"phase":"ended"' 30 && on_screen 154 "$(page_y 0.8575)" '(r, g, b) == (255, 255, 255)'; then
        sleep 0.5
        xdotool mousemove --window "$window" "$x" "$y" click 1
        wait_for "$work/$name.actual" "\"session\":\"$line\"" 20 && quiet "$work/$name.actual"
    fi
    local count
    count=$(grep -c "\"session\":\"$line\"" "$work/$name.actual" || true)
    (( count == 1 )) || fail "$name: $count $line lines after one click at ($x, $y) (window '$window'; lines: $(grep -c . "$work/$name.actual"))"
    [[ "$name" == copy-click ]] && timeout 5 xclip -o -selection clipboard > "$work/clipboard" 2>/dev/null
    kill "$browser" 2>/dev/null || true
    wait "$browser" 2>/dev/null || true
}
pointer_click copy-click 512 "$(page_y 0.8575)" link-copied
copied=$(grep -o '"session":"link-copied","url":"[^"]*"' "$work/copy-click.actual" | sed 's/.*"url":"\([^"]*\)"/\1/')
[[ -n "$copied" && "$(cat "$work/clipboard" 2>/dev/null)" == "$copied" ]] \
    && ok "preview actions: a click on Copy Link puts $copied on the clipboard" \
    || fail "preview actions: the clipboard holds '$(cat "$work/clipboard" 2>/dev/null)', expected '$copied'"
pointer_click dismiss-click 512 "$(page_y 0.277)" preview-dismissed
(( $(grep -c '"session":"preview-dismissed"' "$work/dismiss-click.actual" || true) == 1 )) && ok "preview actions: a click beside the rows dismisses the preview"
