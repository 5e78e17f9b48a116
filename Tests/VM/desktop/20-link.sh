# SPDX-License-Identifier: MIT
# A finger on a link, through the kernel to sway, the page, the daemon and the window at once.
# The site (desktop/site.json) has one link in the middle of each page, where the recordings press.
START="Swift_(programming_language)"
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# The page got nothing of a finger peekpop owns: no click, long-press menu or text selection.
page_got_nothing() { # PAGE
    for type in click contextmenu dblclick selection; do
        [ "$(beacons $type "$1")" = 0 ] || { cat $BEACON; fail "the page $1 got a $type for a finger peekpop owns"; }
    done
}

case_peek_shows_the_card_and_the_page_gets_nothing() {
    desktop_start
    touch_hold $TS.peek-release.events $PEEK_HELD
    daemon_printed '"gesture":"peek","phase":"began"'
    wait_for 120 grep -q '"session":"preview-shown"' /tmp/window.events || fail "the window showed no preview"
    sleep 3
    screenshot $OUT/peek.ppm
    release
    wait_player > /dev/null
    record_latencies
    card=$(colour_share $OUT/peek.ppm "$(colour_of "Apple Inc.")")
    echo "the card's page colour covers $card per mille of the screen"
    [ "$card" -ge 100 ] || fail "the card is not on screen: Apple Inc.'s colour covers $card per mille"
    wait_for 60 grep -q '"session":"preview-dismissed"' /tmp/window.events || fail "the preview was not dismissed on release"
    sleep 3
    screenshot $OUT/peek-released.ppm
    [ "$(colour_share $OUT/peek-released.ppm "$(colour_of "Apple Inc.")")" -lt 5 ] || fail "the card is still on screen after the release"
    page_got_nothing "$START"
    [ "$(session_lines navigated)" -le 1 ] || { cat /tmp/window.events; fail "the window navigated"; }
}

case_peek_then_pop_navigates_once() {
    desktop_start
    play_until $TS.peek-pop.events '"session":"navigated","url":"[^"]*Apple_Inc' "the pop did not navigate to the link"
    sleep 5
    record_latencies
    [ "$(grep -c '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events)" = 1 ] || { cat /tmp/window.events; fail "more than one navigation for one pop"; }
    [ "$(beacons show Apple_Inc.)" -ge 1 ] || fail "the Apple Inc. page never showed"
    page_got_nothing "$START"
}

case_a_tap_clicks_once_and_navigates_once() {
    desktop_start
    play_until $TS.light-tap.events '"session":"navigated","url":"[^"]*Apple_Inc' "the tap did not navigate"
    sleep 5
    cat $BEACON
    record_latencies
    [ "$(beacons click "$START")" = 1 ] || fail "the start page got $(beacons click "$START") clicks for one tap, not 1"
    grep '"type": "click"' $BEACON | grep -q '"trusted": "true"' || fail "the click was not the browser's own"
    [ "$(grep -c '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events)" = 1 ] || fail "more than one navigation for one tap"
}
