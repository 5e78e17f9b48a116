# SPDX-License-Identifier: MIT
# A finger on a link, through the kernel to sway, the page, the daemon and the window at once. A
# finger the window takes from WebKit ends for the page in one touchcancel.
# The site (desktop/site.json) has one link in the middle of each page, where the recordings press.
# What the page got is judged by guest/verdict.py (`verdict`), after the pages, the window and the
# daemon have been quiet (`quiet`), never after a fixed time.
START="Swift_(programming_language)"
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# card_on_screen FILE / card_off_screen FILE: a screenshot into FILE shows the card with Apple
# Inc.'s page (its colour over a tenth of the screen) / nothing of it.
card_on_screen() { screenshot "$1" && [ "$(colour_share "$1" "$(colour_of "Apple Inc.")")" -ge 100 ]; }
card_off_screen() { screenshot "$1" && [ "$(colour_share "$1" "$(colour_of "Apple Inc.")")" -lt 5 ]; }

case_peek_shows_the_card_and_the_page_gets_nothing() {
    desktop_start
    touch_hold $TS.peek-release.events $PEEK_HELD
    daemon_printed '"gesture":"peek","phase":"began"'
    wait_for 120 grep -q '"session":"preview-shown"' /tmp/window.events || { release; fail "the window showed no preview"; }
    wait_for 60 card_on_screen $OUT/peek.ppm ||
        { release; fail "the card is not on screen: Apple Inc.'s colour covers $(colour_share $OUT/peek.ppm "$(colour_of "Apple Inc.")") per mille"; }
    release
    wait_player > /dev/null
    wait_for 60 grep -q '"session":"preview-dismissed"' /tmp/window.events || fail "the preview was not dismissed on release"
    wait_for 60 card_off_screen $OUT/peek-released.ppm || fail "the card is still on screen 60 s after the release"
    quiet
    record_latencies
    verdict page-got-nothing "$START"
    verdict taken-fingers-told "$START"
    [ "$(session_lines navigated)" -le 1 ] || { cat /tmp/window.events; fail "the window navigated"; }
}

# Gradual presses (Recordings/synth.py): the force passes the hint's level within 60 ms of landing
# and reaches the peek's at 300, 600 and 900 ms, the last two past WebKit's long press. The window
# claims the touch at the hint, so WebKit starts no long press, menu or drag under the peek.
previews_shown_at_least() { [ "$(session_lines preview-shown)" -ge "$1" ]; }
previews_dismissed_at_least() { [ "$(session_lines preview-dismissed)" -ge "$1" ]; }

case_gradual_peeks_show_the_card_and_the_page_gets_nothing() {
    desktop_start
    peeks=0
    for ms in 300 600 900; do
        peeks=$((peeks + 1))
        touch_hold $TS.gradual-peek-$ms.events "$(gradual_hold $ms)"
        wait_for 120 previews_shown_at_least $peeks || { release; fail "the window showed no preview for the peek reached at $ms ms"; }
        wait_for 60 card_on_screen $OUT/gradual-peek-$ms.ppm || { release
            fail "the card of the peek reached at $ms ms is not on screen: Apple Inc.'s colour covers $(colour_share $OUT/gradual-peek-$ms.ppm "$(colour_of "Apple Inc.")") per mille"; }
        release
        wait_player > /dev/null
        wait_for 60 previews_dismissed_at_least $peeks || fail "the preview of the peek reached at $ms ms was not dismissed on release"
        wait_for 60 card_off_screen $OUT/gradual-peek-$ms-released.ppm || fail "the card of the peek reached at $ms ms is still on screen 60 s after the release"
    done
    quiet
    verdict page-got-nothing "$START"
    verdict taken-fingers-told "$START"
    [ "$(session_lines navigated)" -le 1 ] || { cat /tmp/window.events; fail "the window navigated"; }
}

case_peek_then_pop_navigates_once() {
    desktop_start
    play_until $TS.peek-pop.events '"session":"navigated","url":"[^"]*Apple_Inc' "the pop did not navigate to the link"
    wait_for 120 grep -q '"type": "show", "href": "[^"]*Apple_Inc' $BEACON || fail "the Apple Inc. page never showed"
    quiet
    record_latencies
    [ "$(grep -c '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events)" = 1 ] || { cat /tmp/window.events; fail "more than one navigation for one pop"; }
    [ "$(beacons show Apple_Inc.)" = 1 ] || { cat $BEACON; fail "the Apple Inc. page showed $(beacons show Apple_Inc.) times for one pop"; }
    verdict page-got-nothing "$START"
    verdict page-got-nothing Apple_Inc.
}

case_a_tap_clicks_once_and_navigates_once() {
    desktop_start
    play_until $TS.light-tap.events '"session":"navigated","url":"[^"]*Apple_Inc' "the tap did not navigate"
    quiet
    cat $BEACON
    record_latencies
    verdict clicks-for-taps 1 "$START"
    grep '"type": "click"' $BEACON | grep -q '"trusted": "true"' || fail "the click was not the browser's own"
    [ "$(grep -c '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events)" = 1 ] || fail "more than one navigation for one tap"
    [ "$(beacons show Apple_Inc.)" = 1 ] || fail "the Apple Inc. page showed $(beacons show Apple_Inc.) times for one tap"
}
