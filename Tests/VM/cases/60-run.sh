# SPDX-License-Identifier: MIT
# `peekpop run`, the daemon, on live devices: the same gestures as `peekpop replay` of the same
# files, through hotplug, unplug and buffer overflow, on stdout and on its socket.

PEEK_POP=$REC/pressure-touchscreen/pressure-touchscreen.peek-pop.events
PEEK_RELEASE=$REC/pressure-touchscreen/pressure-touchscreen.peek-release.events
LIGHT_TAP=$REC/pressure-touchscreen/pressure-touchscreen.light-tap.events

# start_run OPTIONS: the daemon in the background, stdout in /tmp/run.out, stderr in /tmp/run.err.
start_run() {
    background sh -c "exec peekpop run $* > /tmp/run.out 2> /tmp/run.err"
    sleep 1
}
# The daemon's output so far, shown with its stderr.
run_output() { cat /tmp/run.out; echo "-- stderr"; cat /tmp/run.err; }

# The golden replay output of a recording under /vm/recordings.
golden_of() { echo "/vm/golden/$(echo "recordings/${1#$REC/}" | tr / %).out"; }

# play_live FILE: plays FILE into a new device (after udev and the daemon had time to see it) and waits.
play_live() {
    play "$@" --delay 2 || fail "the player did not create a device for $1"
    wait_player || fail "the player failed on $1"
    sleep 1
}

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

case_run_overflow_leaves_no_contact_down() {
    start_run --stdout
    play_live $REC/demo/pressure-touchscreen.demo.events --fast
    run_output
    # With no gestures at all there would be nothing left open either.
    gestures /tmp/run.out | grep -q . || fail "the daemon printed no gestures for the demo"
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
