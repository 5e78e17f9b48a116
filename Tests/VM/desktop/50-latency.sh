# SPDX-License-Identifier: MIT
# The latency table of docs/performance.md: a peek and a plain tap on the link, in turn, six times, on real
# touch. Every peek must show its card and every tap click once (a lost one fails the case);
# record_latencies takes each card's and each tap's time for the table run.sh prints.
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen
ROUNDS=6

case_every_peek_shows_its_card_and_every_tap_clicks_once() {
    desktop_start
    in_turn $ROUNDS 3 $TS.peek-release.events $TS.light-tap.events
    touch_play /tmp/in-turn.events
    wait_player > /dev/null
    player_on_time
    wait_for 120 sh -c "[ \$(grep -c '\"session\":\"navigated\"' /tmp/window.events) -gt $ROUNDS ]" || true
    quiet
    record_latencies
    cat /tmp/window.events $BEACON | grep -v '"changed"'
    [ "$(session_lines preview-shown)" = $ROUNDS ] || fail "$(session_lines preview-shown) cards for $ROUNDS peeks"
    # Seen by others than the window: each card painted (the paint trace is the window's, but a
    # card it painted and never showed would leave the screen without it), each card's page loaded.
    [ "$(grep -c ' card-painted' /tmp/paint.trace)" = $ROUNDS ] || fail "$(grep -c ' card-painted' /tmp/paint.trace) cards painted for $ROUNDS peeks"
    verdict clicks-for-taps $ROUNDS
    [ "$(session_lines navigated)" = $((ROUNDS + 1)) ] || fail "$(session_lines navigated) navigations for $ROUNDS taps and the start page"
}
