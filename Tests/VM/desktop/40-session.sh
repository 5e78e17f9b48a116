# SPDX-License-Identifier: MIT
# The window's session on real touch: a preview's actions, live against replay, and a daemon
# restarted under a running window.
START="Swift_(programming_language)"
DEMO=/vm/recordings/demo/pressure-touchscreen
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# peek on a link, slide up, lift, then tap the card's actions (Copy Link, Share, Open in New Tab),
# beside them (dismissed), and last a pop: each acts once, as the replay has it, and the taps on
# the card are the window's, not the page's.
case_preview_actions_act_once_and_the_page_gets_nothing() {
    desktop_start
    play_until $DEMO.preview-actions.events '"session":"navigated","url":"[^"]*Apple_Inc' "the last pop did not navigate"
    sleep 5
    record_latencies
    cat /tmp/window.events $BEACON /tmp/opened
    peekpop replay $DEMO.preview-actions.events --site $SITE > /tmp/replay.events || fail "peekpop replay failed"
    outline /tmp/replay.events > /tmp/replay.outline
    outline /tmp/window.events > /tmp/window.outline
    diff /tmp/replay.outline /tmp/window.outline || fail "the actions the window took differ from the replay's"
    grep -q "^xdg-email .*Apple_Inc" /tmp/opened || fail "Share did not hand the link to the mail program"
    for type in click contextmenu dblclick selection; do
        [ "$(beacons $type "$START")" = 0 ] || fail "the page got a $type while the card and its actions were up"
    done
}

# The window's --events from a live finger are what `peekpop replay --site` prints for the same
# recording: the same gestures and the same session events, in the same order (times and
# positions apart: live ones come from the kernel and the window's touch).
case_live_equals_replay() {
    desktop_start
    play_until $DEMO.demo.events '"session":"zoom"' "the demo's last gesture (a pinch to zoom) never came"
    sleep 3
    peekpop replay $DEMO.demo.events --site $SITE > /tmp/replay.events || fail "peekpop replay failed"
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
