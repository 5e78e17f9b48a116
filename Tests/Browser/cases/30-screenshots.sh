# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Pixels: the first page is painted, its link (the Apple link, [0.40, 0.46, 0.20, 0.08]) in the
# pages' link colour #0645ad at the link's centre (the middle of the page area), the page white
# beside it; zoom changes the page.
first=$work/shots/001-navigated.png
if [[ -f "$first" ]]; then
    read -r _ _ _ width height colours < <(python3 "$root/Tests/Browser/png_pixels.py" "$first" 0 0)
    read -r r g b _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$first" $((width / 2)) "$(page_y 0.5)")
    [[ "$r $g $b" == "6 69 173" ]] || fail "$first: the link's centre is $r $g $b, not the link colour 6 69 173"
    read -r r g b _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$first" $((width * 80 / 100)) "$(page_y 0.5)")
    [[ "$r $g $b" == "255 255 255" ]] || fail "$first: the page beside the link is $r $g $b, not white"
    (( colours > 2 )) || fail "$first: $colours colours: nothing painted"
    cmp -s "$work/shots/007-back.png" "$work/shots/008-zoom.png" && fail "zoom did not change the rendering (007-back.png = 008-zoom.png)"
    # The edge-pan back is also captured halfway (007-edge-pan.png, cases/35-edge-pan.sh).
    expected_shots="001-navigated.png 002-navigated.png 003-preview-shown.png 004-preview-dismissed.png 005-preview-shown.png 006-navigated.png 007-back.png 007-edge-pan.png 008-zoom.png"
    [[ "$(cd "$work/shots" && echo *)" == "$expected_shots" ]] || fail "screenshots: $(cd "$work/shots" && echo *), expected $expected_shots"
    ok "screenshots ($width x $height, link colour at the link, zoom repaints)"
    [[ -n "${KEEP_SCREENSHOTS:-}" ]] && mkdir -p "$KEEP_SCREENSHOTS" && cp "$work"/shots/*.png "$KEEP_SCREENSHOTS/"
else
    fail "no screenshot $first"
fi

demo_shots=$work/shots
if [[ -f "$demo_shots/003-preview-shown.png" && -f "$demo_shots/004-preview-dismissed.png" ]]; then
    # The peek on Steve Jobs: the card shows his page (its colour in the middle of the page area),
    # the Apple Inc. page behind it blurred; released, the page is crisp and the card gone.
    [[ "$(pixel "$demo_shots/003-preview-shown.png" 512 "$(page_y 0.5)")" == "$(colour_of "Steve Jobs")" ]] \
        || fail "003-preview-shown: the card's middle is $(pixel "$demo_shots/003-preview-shown.png" 512 "$(page_y 0.5)"), not Steve Jobs' page ($(colour_of "Steve Jobs"))"
    (( $(title_darkest "$demo_shots/003-preview-shown.png") > 100 )) || fail "003-preview-shown: the page behind the card is not blurred (title darkest $(title_darkest "$demo_shots/003-preview-shown.png"))"
    [[ "$(pixel "$demo_shots/004-preview-dismissed.png" 512 "$(page_y 0.5)")" == "$(colour_of "Apple Inc.")" ]] \
        || fail "004-preview-dismissed: the middle is $(pixel "$demo_shots/004-preview-dismissed.png" 512 "$(page_y 0.5)"), not the Apple Inc. page ($(colour_of "Apple Inc."))"
    (( $(title_darkest "$demo_shots/004-preview-dismissed.png") < 60 )) || fail "004-preview-dismissed: the page is still blurred"
    # Beside the card, the page it was pressed on, blurred and dimmed (CSS brightness 0.85), in both
    # peeks: the second one's backdrop made ahead once the page settled (ReadyBackdrop), and
    # neither one's a page shown before (the start page, or the page before the tap).
    dimmed=$(python3 -c 'import sys; print(" ".join(str(round(int(c) * 0.85)) for c in sys.argv[1:]))' $(colour_of "Apple Inc."))
    for shot in 003-preview-shown 005-preview-shown; do
        beside=$(pixel "$demo_shots/$shot.png" 20 "$(page_y 0.5)")
        python3 -c 'import sys; a, b = sys.argv[1].split(), sys.argv[2].split(); sys.exit(any(abs(int(x) - int(y)) > 3 for x, y in zip(a, b)))' "$beside" "$dimmed" \
            || fail "$shot: beside the card $beside, not the Apple Inc. page blurred and dimmed ($dimmed)"
    done
    # The peek on www.apple.com (another host): its page in the card too.
    [[ "$(pixel "$demo_shots/005-preview-shown.png" 512 "$(page_y 0.5)")" == "$(colour_of "/www.apple.com/")" ]] \
        || fail "005-preview-shown: the card's middle is not the www.apple.com page"
    # The address field hides while the card is up (the toolbar's grey where it was), and shows
    # the page's address again after.
    (( $(address_darkest "$demo_shots/003-preview-shown.png") > 200 )) && [[ "$(address_field "$demo_shots/003-preview-shown.png")" != "255 255 255" ]] \
        || fail "003-preview-shown: the address field shows ($(address_darkest "$demo_shots/003-preview-shown.png"), $(address_field "$demo_shots/003-preview-shown.png"))"
    (( $(address_darkest "$demo_shots/004-preview-dismissed.png") < 60 )) && [[ "$(address_field "$demo_shots/004-preview-dismissed.png")" == "255 255 255" ]] \
        || fail "004-preview-dismissed: the address field shows no address"
    ok "the preview card over the blurred page, the address field hidden meanwhile, and both as before after release"
else
    fail "no preview screenshots in $demo_shots"
fi
# Buttons follow the core: on the first page back (to the start view) and reload, not forward.
[[ "$(buttons "$demo_shots/001-navigated.png")" == "on off on" ]] || fail "001-navigated: buttons $(buttons "$demo_shots/001-navigated.png"), expected on off on"
# The progress bar (#3584e4 along the top of the page area) has faded out once the page loaded.
[[ "$(pixel "$demo_shots/002-navigated.png" 1 $((top + 1)))" != "53 132 228" ]] || fail "002-navigated: the progress bar is still shown after the load"
# Back to the start view (an edge-pan from the first page): the start button in the middle of the
# page area (suggested-action blue), back and reload disabled, forward enabled.
start_shot=$work/start-view-shots/002-back.png
if [[ -f "$start_shot" ]]; then
    read -r r g b < <(pixel "$start_shot" 462 $((top + page_height / 2)))
    (( b > 200 && r < 100 )) || fail "$start_shot: no start button in the middle ($r $g $b)"
    [[ "$(buttons "$start_shot")" == "off on off" ]] || fail "$start_shot: buttons $(buttons "$start_shot"), expected off on off"
    [[ "$(buttons "$work/start-view-shots/001-navigated.png")" == "on off on" ]] || fail "start view run, 001-navigated: buttons $(buttons "$work/start-view-shots/001-navigated.png")"
    ok "the start view's start button; back, forward and reload as the core allows"
else
    fail "no screenshot $start_shot"
fi
