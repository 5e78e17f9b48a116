# SPDX-License-Identifier: MIT
# The window's session on real touch: a preview's actions, live against replay, and a daemon
# restarted under a running window.
START="Swift_(programming_language)"
DEMO=/vm/recordings/demo/pressure-touchscreen
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# The window's --events from a live finger are what `peekpop replay --site` prints for the same
# recording: the same gestures and the same session events, in the same order (times and
# positions apart: live ones come from the kernel and the window's touch). The pauses between
# touches are stretched by 3 s (with_pauses): a replay waits for each page to load, a person looks
# at it; a peek on a page still loading (under TCG a load takes seconds) previews the link of the
# page still shown, rightly, and the replay could not know that.
case_live_equals_replay() {
    desktop_start
    with_pauses 3 $DEMO.demo.events
    play_until /tmp/paused.events '"session":"zoom"' "the demo's last gesture (a pinch to zoom) never came"
    quiet
    peekpop replay /tmp/paused.events --site $SITE > /tmp/replay.events || fail "peekpop replay failed"
    outline /tmp/replay.events > /tmp/replay.outline
    outline /tmp/window.events > /tmp/window.outline
    [ -s /tmp/replay.outline ] || fail "the replay printed nothing"
    diff /tmp/replay.outline /tmp/window.outline || fail "the live window's events differ from the replay's"
}

# The daemon stopped and started again under the window, on a touchscreen plugged in after both:
# the window reconnects and the next gestures work.
case_a_daemon_restarted_mid_session_drives_the_window_again() {
    desktop_start
    play_until $TS.light-tap.events '"session":"navigated","url":"[^"]*Apple_Inc' "the tap did not navigate"
    pkill -TERM -x peekpop
    wait_for 30 sh -c '! pgrep -x peekpop' || fail "the daemon did not stop"
    daemon_start
    play_until $TS.peek-pop.events '"session":"navigated","url":"[^"]*Steve_Jobs' "after the restart the pop did not navigate"
}
