# SPDX-License-Identifier: MIT
# `peekpop record` of a played device replays to the gestures of the recording that was played.
case_record_replays_to_same_gestures() {
    recording=$REC/pressure-touchscreen/pressure-touchscreen.peek-pop.events
    play "$recording" --delay 2 || fail "the player did not create a device"
    background peekpop record --device "$DEVNODE" -o /tmp/recorded.evemu
    wait_player || fail "the player failed"
    sleep 0.5
    stop_background
    peekpop replay /tmp/recorded.evemu > /tmp/recorded.out || fail "peekpop replay of the recording failed"
    same_gestures "/vm/golden/recordings%pressure-touchscreen%pressure-touchscreen.peek-pop.events.out" /tmp/recorded.out
}
