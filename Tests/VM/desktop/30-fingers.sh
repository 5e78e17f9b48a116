# SPDX-License-Identifier: MIT
# Fingers peekpop owns beyond a peek: an edge-pan's and a pinch's touches are the window's alone;
# one finger swiping and two fingers moving together stay the page's. The site's pages are three
# screens each way, scrolled to the middle one, so a scroll the page makes is seen (a `scroll` beacon).
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

# Fingers that peekpop recognises nothing in reach WebKit whole: every touch begins and ends on
# the page, none held back, none claimed.
fingers_are_the_pages() { # COUNT
    ! grep -q 'held-back\|^[0-9.]* claim ' /tmp/touch.trace || { cat /tmp/touch.trace; fail "the window kept a finger from the page"; }
    [ "$(beacons touchstart)" = "$1" ] && [ "$(beacons touchend)" = "$1" ] && [ "$(beacons touchcancel)" = 0 ] ||
        { cat $BEACON; fail "the page did not get $1 whole touches"; }
    ! grep -q '"gesture"\|"session":"\(overview-shown\|zoom\|preview-shown\|back\|forward\)"' /tmp/window.events ||
        { cat /tmp/window.events; fail "peekpop acted on fingers that made no gesture"; }
}

case_a_swipe_across_the_middle_scrolls_the_page_and_nothing_else() {
    desktop_start
    touch_play $TS.middle-swipe.events
    wait_player > /dev/null
    player_on_time
    wait_for 30 grep -q '"type": "scroll"' $BEACON || { cat $BEACON; fail "the page did not scroll under one finger swiping across it"; }
    sleep 3
    fingers_are_the_pages 1
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
    sleep 8
    echo "measure two-finger-scroll-webkit-scrolled $(beacons scroll)"
    fingers_are_the_pages 2
}
