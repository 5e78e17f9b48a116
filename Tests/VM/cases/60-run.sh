# SPDX-License-Identifier: MIT
# `peekpop run`, the daemon, on live devices: the same gestures as `peekpop replay` of the same
# files, through hotplug, unplug and buffer overflow, on stdout and on its socket.

PEEK_POP=$REC/pressure-touchscreen/pressure-touchscreen.peek-pop.events
PEEK_RELEASE=$REC/pressure-touchscreen/pressure-touchscreen.peek-release.events
LIGHT_TAP=$REC/pressure-touchscreen/pressure-touchscreen.light-tap.events
DEMO=$REC/demo/pressure-touchscreen.demo.events

case_run_stdout_matches_replay() {
    start_run --stdout
    for recording in $PEEK_POP $PEEK_RELEASE $LIGHT_TAP \
                     $REC/pen-tablet/pen-tablet.peek-pop.events $REC/pressure-touchscreen/pressure-touchscreen.pinch-out.events; do
        : > /tmp/run.out
        play_live "$recording"
        run_output
        same_gestures "$(golden_of "$recording")" /tmp/run.out
    done
}

case_run_unplug_mid_peek_cancels_then_replug() {
    start_run --stdout
    began=$(grep '"gesture":"peek","phase":"began"' "$(golden_of "$PEEK_RELEASE")" | head -n 1 | sed 's/.*"time":\([0-9.]*\).*/\1/')
    [ -n "$began" ] || fail "the peek-release recording has no peek"
    play_live "$PEEK_RELEASE" --unplug-at "$(awk -v t="$began" 'BEGIN { print t + 0.1 }')"
    run_output
    gestures /tmp/run.out | grep -qx 'finger peek cancelled' || fail "unplugging during a peek did not cancel it"
    : > /tmp/run.out
    play_live "$LIGHT_TAP"
    run_output
    gestures /tmp/run.out | grep -qx 'finger tap recognized' || fail "the device plugged in again was not picked up"
}

# The demo played twice into one device, the second time starting 9 s in (1.3 s after the first
# ends), so that a reader stopped through the gap loses events in between and then sees a whole demo.
demo_twice() {
    grep -v '^E:' "$DEMO" > /tmp/twice.events
    grep '^E:' "$DEMO" | sed 's/[[:space:]]*#.*//' >> /tmp/twice.events
    grep '^E:' "$DEMO" | sed 's/[[:space:]]*#.*//' | awk '{ $2 = sprintf("%.6f", $2 + 9); print }' >> /tmp/twice.events
}

# The daemon is stopped while the first demo's peek is held and continued in the gap: about 2,400
# events (a touchscreen's evdev buffer holds 1,024) arrive meanwhile, so its read after SIGCONT is a
# SYN_DROPPED. The held peek is cancelled, nothing stays open, and the second demo is recognized
# gesture for gesture: the drop leaves no contact down to spoil what follows.
case_run_overflow_cancels_then_recognizes_what_follows() {
    demo_twice
    start_run --stdout
    daemon=$(tail -n 1 /tmp/case.pids)
    play /tmp/twice.events --delay 2 --linger 1 || fail "the player did not create a device"
    for _ in $(seq 100); do
        gestures /tmp/run.out | grep -qx 'finger peek began' && break
        sleep 0.05
    done
    kill -STOP "$daemon"
    gestures /tmp/run.out | grep -qx 'finger peek began' || { kill -CONT "$daemon"; run_output; fail "no peek began within 5 s"; }
    sleep 7
    kill -CONT "$daemon"
    wait_player || fail "the player failed"
    sleep 1
    run_output
    grep -q 'SYN_DROPPED' /tmp/run.err || fail "no SYN_DROPPED reached the daemon: the stop did not overflow its buffer"
    { printf 'finger tap recognized\nfinger hint began\nfinger peek began\nfinger peek cancelled\n'; gestures "$(golden_of "$DEMO")"; } > /tmp/gestures.expected
    gestures /tmp/run.out > /tmp/gestures.seen
    cmp -s /tmp/gestures.expected /tmp/gestures.seen || { diff /tmp/gestures.expected /tmp/gestures.seen; fail "not the held peek cancelled and then the whole demo"; }
    open_contacts /tmp/run.out > /tmp/open
    [ -s /tmp/open ] && { cat /tmp/open; fail "gestures began and never ended after an overflow"; }
    return 0
}

case_run_socket_client_sees_stream() {
    start_run --socket /run/peekpop.sock
    [ -S /run/peekpop.sock ] || { run_output; fail "no socket at /run/peekpop.sock"; }
    background sh -c 'exec socat -u UNIX-CONNECT:/run/peekpop.sock - > /tmp/client.out'
    sleep 0.5
    play_live "$PEEK_POP"
    cat /tmp/client.out
    same_gestures "$(golden_of "$PEEK_POP")" /tmp/client.out
}
