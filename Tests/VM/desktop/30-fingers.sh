# SPDX-License-Identifier: MIT
# Fingers peekpop owns beyond a peek: an edge-pan's and a pinch's touches are the window's alone;
# two fingers that only scroll stay the page's. The site's pages are three screens each way,
# scrolled to the middle one, so a scroll the page makes is seen (a `scroll` beacon).
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

case_edge_pan_goes_back_once_and_the_page_does_not_scroll() {
    desktop_start
    play_until $TS.light-tap.events '"session":"navigated","url":"[^"]*Apple_Inc' "the tap did not open Apple Inc."
    wait_for 120 grep -q '"type": "show", "href": "[^"]*Apple_Inc' $BEACON || fail "the Apple Inc. page never showed"
    play_until $TS.edge-pan-left-committed.events '"session":"back"' "the edge-pan did not go back"
    sleep 5
    screenshot $OUT/edge-pan-back.ppm
    cat $BEACON /tmp/window.events
    [ "$(session_lines back)" = 1 ] || fail "$(session_lines back) backs for one edge-pan"
    [ "$(beacons scroll Apple_Inc.)" = 0 ] || fail "the page scrolled under the edge-pan's finger ($(beacons scroll Apple_Inc.) scroll reports)"
    [ "$(beacons click Apple_Inc.)" = 0 ] || fail "the page got a click from the edge-pan's finger"
}

case_pinch_in_shows_the_overview_and_webkit_does_not_zoom() {
    desktop_start
    play_until $TS.pinch-in.events '"session":"overview-shown"' "the pinch did not show the overview"
    sleep 5
    cat $BEACON
    [ "$(beacons zoom)" = 0 ] || fail "WebKit zoomed the page itself too ($(beacons zoom) visual viewport changes)"
    [ "$(beacons scroll)" = 0 ] || fail "the page scrolled under the pinch's fingers"
}

case_two_finger_scroll_scrolls_the_page_and_nothing_else() {
    desktop_start
    touch_play $TS.two-finger-scroll.events
    wait_player > /dev/null
    sleep 8
    cat $BEACON /tmp/window.events
    [ "$(beacons scroll)" -ge 1 ] || fail "the page did not scroll under two fingers"
    ! grep -q '"gesture":"pinch"\|"session":"overview-shown"\|"session":"zoom"' /tmp/window.events || fail "two fingers scrolling made a pinch"
}
