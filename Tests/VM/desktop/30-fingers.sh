# SPDX-License-Identifier: MIT
# Fingers peekpop owns beyond a peek: an edge-pan's and a pinch's touches are the window's alone
# (a pinch's fingers the page saw land end for it in a touchcancel);
# one finger swiping and two fingers moving together stay the page's. The site's pages are three
# screens each way, scrolled to the middle one, so a scroll the page makes is seen (a `scroll` beacon).
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen
START="Swift_(programming_language)"
# The overview's dark ground (WindowStyle's #2c2c30).
OVERVIEW_GROUND="44 44 48"

# start_page_on_screen FILE: a screenshot into FILE shows the (white) start page, none of Apple Inc.'s.
start_page_on_screen() {
    screenshot "$1" && [ "$(colour_share "$1" "255 255 255")" -ge 500 ] && [ "$(colour_share "$1" "$(colour_of "Apple Inc.")")" -lt 5 ]
}
# overview_on_screen FILE: a screenshot into FILE shows the overview's ground around its card.
overview_on_screen() { screenshot "$1" && [ "$(colour_share "$1" "$OVERVIEW_GROUND")" -ge 200 ]; }

case_edge_pan_goes_back_once_and_the_page_does_not_scroll() {
    desktop_start
    play_until $TS.light-tap.events '"session":"navigated","url":"[^"]*Apple_Inc' "the tap did not open Apple Inc."
    wait_for 120 grep -q '"type": "show", "href": "[^"]*Apple_Inc' $BEACON || fail "the Apple Inc. page never showed"
    play_until $TS.edge-pan-left-committed.events '"session":"back"' "the edge-pan did not go back"
    quiet
    cat $BEACON /tmp/window.events
    [ "$(session_lines back)" = 1 ] || fail "$(session_lines back) backs for one edge-pan"
    # Seen by others than the window: the start page came up again, and it is what is on screen.
    [ "$(grep '"type": "show"' $BEACON | tail -n 1 | grep -c "\"href\": \"$PAGES/$START\"")" = 1 ] ||
        fail "the start page did not come up again after the edge-pan (the pages' last show: $(grep '"type": "show"' $BEACON | tail -n 1))"
    [ "$(beacons show "$START")" = 2 ] || fail "the start page showed $(beacons show "$START") times, not twice (at start and once back)"
    wait_for 30 start_page_on_screen $OUT/edge-pan-back.ppm ||
        fail "the screen does not show the start page after the edge-pan: white covers $(colour_share $OUT/edge-pan-back.ppm "255 255 255") per mille, Apple Inc.'s colour $(colour_share $OUT/edge-pan-back.ppm "$(colour_of "Apple Inc.")")"
    [ "$(beacons scroll Apple_Inc.)" = 0 ] || fail "the page scrolled under the edge-pan's finger ($(beacons scroll Apple_Inc.) scroll reports)"
    [ "$(beacons click Apple_Inc.)" = 0 ] || fail "the page got a click from the edge-pan's finger"
}

case_pinch_in_shows_the_overview_and_webkit_does_not_zoom() {
    desktop_start
    play_until $TS.pinch-in.events '"session":"overview-shown"' "the pinch did not show the overview"
    wait_for 60 overview_on_screen $OUT/pinch-overview.ppm ||
        fail "the overview is not on screen: its ground covers $(colour_share $OUT/pinch-overview.ppm "$OVERVIEW_GROUND") per mille"
    quiet
    cat $BEACON
    [ "$(session_lines overview-shown)" = 1 ] || fail "$(session_lines overview-shown) overviews for one pinch"
    verdict page-got-nothing
    verdict taken-fingers-told "$START"
    [ "$(beacons zoom)" = 0 ] || fail "WebKit zoomed the page itself too ($(beacons zoom) visual viewport changes)"
    [ "$(beacons scroll)" = 0 ] || fail "the page scrolled under the pinch's fingers"
}

case_a_swipe_across_the_middle_scrolls_the_page_and_nothing_else() {
    desktop_start
    touch_play $TS.middle-swipe.events
    wait_player > /dev/null
    player_on_time
    wait_for 30 grep -q '"type": "scroll"' $BEACON || { cat $BEACON; fail "the page did not scroll under one finger swiping across it"; }
    quiet
    verdict fingers-are-the-pages 1
}

# Two fingers moving together: no pinch, no overview, and WebKit gets both. Whether WebKit then
# scrolls is its own choice, and it varies: its drag gesture scrolls by the first finger's moves
# while its zoom gesture (two fingers, scale 1) sets the scroll position from the fingers' centre,
# and which comes last depends on timing. The report says which it did (`measure`).
case_two_fingers_moving_together_stay_the_pages() {
    desktop_start
    touch_play $TS.two-finger-scroll.events
    wait_player > /dev/null
    player_on_time
    wait_for 60 sh -c "[ \$(grep -c '\"type\": \"touchend\"' $BEACON) -ge 2 ]" || { cat $BEACON; fail "the page never got both fingers' touchend"; }
    quiet
    echo "measure two-finger-scroll-webkit-scrolled $(beacons scroll)"
    verdict fingers-are-the-pages 2
}
