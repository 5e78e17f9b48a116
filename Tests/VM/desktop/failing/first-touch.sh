# SPDX-License-Identifier: MIT
# Diagnosis: the first touch on a touchscreen plugged in after the window started, four times in
# one window. Each tap must reach the page whole (touchstart and touchend) and click once.
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

case_each_first_tap_on_a_new_touchscreen_clicks() {
    desktop_start
    for round in 1 2 3 4; do
        touch_play $TS.light-tap.events
        wait_player > /dev/null
        player_on_time
        wait_for 60 sh -c "[ \$(grep -c '\"session\":\"navigated\"' /tmp/window.events) -gt $round ]" ||
            echo "round $round: no navigation"
        sleep 2
        echo "round $round: $(beacons touchstart) touchstart, $(beacons touchend) touchend, $(beacons click) click"
        cp /tmp/touch.trace $OUT/touch-$round.trace 2>/dev/null
    done
    cat /tmp/touch.trace
    [ "$(beacons click)" = 4 ] || fail "$(beacons click) clicks for 4 taps"
}
