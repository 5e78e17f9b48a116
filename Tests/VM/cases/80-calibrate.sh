# SPDX-License-Identifier: MIT
# `peekpop calibrate --device` on a live device gives the same profile as `calibrate --from` of the
# recording that was played into it: the guided mode reads the real kernel's events.
case_calibrate_live_device_matches_recording() {
    recording=$REC/calibration/shallow-touchscreen.calibration.events
    peekpop calibrate --from "$recording" --output /tmp/from.json > /tmp/from.out 2>&1 || { cat /tmp/from.out; fail "calibrate --from failed"; }
    play "$recording" --delay 2 || fail "the player did not create a device"
    udevadm settle --timeout=10
    peekpop calibrate --device "$DEVNODE" --output /tmp/live.json < /dev/null > /tmp/live.out 2>&1 &
    calibrate=$!
    echo "$calibrate" >> /tmp/case.pids
    wait_player || fail "the player failed"
    wait "$calibrate" || { cat /tmp/live.out; fail "calibrate --device failed"; }
    cat /tmp/live.out
    cmp -s /tmp/from.json /tmp/live.json || { diff /tmp/from.json /tmp/live.json; fail "the live profile differs from the recording's"; }
    [ -s /tmp/live.svg ] || fail "no plot beside the live profile"
}
