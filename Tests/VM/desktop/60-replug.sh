# SPDX-License-Identifier: MIT
# The same touchscreen unplugged and plugged in again, four times, under one window: each tap on
# it is WebKit's own click, once. Found here: a device plugged in again got a new time zero in the
# daemon, its lines' times went back, the window paired none of its fingers with their touches and
# clicked for taps WebKit had seen too (and would not claim a peek's finger).
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen
ROUNDS=4

case_a_touchscreen_plugged_in_again_taps_as_before() {
    desktop_start
    for round in $(seq $ROUNDS); do
        touch_play $TS.light-tap.events
        wait_player > /dev/null
        player_on_time
        wait_for 60 sh -c "[ \$(grep -c '\"session\":\"navigated\"' /tmp/window.events) -gt $round ]" ||
            { cat /tmp/window.events /tmp/touch.trace; verdict clicks-for-taps $round; fail "plug $round: the tap did not navigate"; }
        quiet
        verdict clicks-for-taps $round
    done
    [ "$(grep '"type": "click"' $BEACON | grep -c '"trusted": "true"')" = $ROUNDS ] ||
        { cat $BEACON /tmp/touch.trace; fail "not every click was WebKit's own: the window clicked for a finger WebKit had seen"; }
    [ "$(session_lines navigated)" = $((ROUNDS + 1)) ] || fail "$(session_lines navigated) navigations for $ROUNDS taps and the start page"
}
