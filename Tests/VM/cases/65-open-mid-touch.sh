# SPDX-License-Identifier: MIT
# A device opened with a finger already down: `peekpop run` reads the slots' tracking IDs and
# positions from libevdev when it opens the device, so that finger counts from that moment (a
# daemon started or restarted mid-touch), not from its next touch.

case_run_opened_mid_touch_counts_the_finger() {
    # The finger lands 1 s after the device appears, rests lightly until 5 s, presses to peek
    # force until 6 s and lifts.
    play $REC/pressure-touchscreen/pressure-touchscreen.rest-then-peek.events --delay 1 ||
        fail "the player did not create a device"
    sleep 2.5
    grep -q '^created ' "$PLAYER_OUT" || fail "no device"
    background sh -c 'exec peekpop run --stdout > /tmp/run.out 2> /tmp/run.err'
    wait_player || fail "the player failed"
    sleep 1
    cat /tmp/run.out; echo "-- stderr"; cat /tmp/run.err
    grep -q 'reading ' /tmp/run.err || fail "the daemon did not open the device"
    gestures /tmp/run.out > /tmp/gestures
    printf 'finger hint began\nfinger peek began\nfinger peek ended\n' > /tmp/expected
    cmp -s /tmp/expected /tmp/gestures || fail "the finger down when the device was opened did not peek and end: $(tr '\n' ';' < /tmp/gestures)"
}
