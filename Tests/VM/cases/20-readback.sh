# SPDX-License-Identifier: MIT
# The kernel round trip: what the player writes through uinput, a libevdev client of the device
# node reads back event for event. The devices are made with fuzz 0 (`--zero-fuzz`): with the
# pen tablet's own fuzz (4 on X/Y, 1 on distance and tilt) the kernel smooths and drops values the
# synthetic recordings carry, so they are not what the kernel would pass for that device.

# Two scenarios cannot come back as written, by design of the kernel and libevdev:
# - syn-dropped-during-peek: SYN_DROPPED is what a reader sees; the kernel ignores it from uinput
#   (the player leaves it out) and then drops the repeated value that follows it. The overflow
#   case makes a real one.
# - tracking-id-replaced: the kernel passes a new tracking ID in a busy slot, but libevdev drops
#   it ("BUG: ... received a double tracking ID"): a libevdev client never sees that sequence.
readback_all() {
    count=0
    for recording in "$1"/*.events "$1"/*.yml; do
        [ -f "$recording" ] || continue
        case $recording in
        *syn-dropped-during-peek* | *tracking-id-replaced*) echo "== $recording: not a kernel round trip, left out"; continue ;;
        esac
        echo "== $recording"
        peekpop-uinput "$recording" --fast --zero-fuzz --readback each-frame || fail "$recording did not read back as written"
        count=$((count + 1))
    done
    [ "$count" -gt 0 ] || fail "no recordings in $1"
}

case_readback_pressure_touchscreen() { readback_all $REC/pressure-touchscreen; }
case_readback_plain_touchscreen() { readback_all $REC/plain-touchscreen; }
case_readback_protocol_a_touchscreen() { readback_all $REC/protocol-a-touchscreen; }
case_readback_pen_tablet() { readback_all $REC/pen-tablet; }
case_readback_resistive_panel() { readback_all $REC/resistive-panel; }
case_readback_libinput_record_two_devices() { readback_all $REC/libinput-record; }

# With the recorded timing: still exact, and how late the kernel timestamps run behind the recording.
case_readback_recorded_timing() {
    peekpop-uinput $REC/pressure-touchscreen/pressure-touchscreen.peek-pop.events --readback each-frame > /tmp/out ||
        { cat /tmp/out; fail "the timed play did not read back as written"; }
    cat /tmp/out
    sed -n 's/.*lag-max-ms=\([0-9.]*\).*/measure readback-lag-max-ms \1/p' /tmp/out
}

# `--pause-at`: the player stops itself at that point of the recording with the finger down (what
# the desktop suite's peek cases hold a finger with), and once continued plays the rest later by
# as long, still exact; the frame times say the recording held still so long.
case_the_player_pauses_where_told_and_plays_on_when_continued() {
    play $REC/pressure-touchscreen/pressure-touchscreen.peek-release.events --pause-at 0.5 \
        --zero-fuzz --readback each-frame --frame-times /tmp/frames.txt || fail "the player did not start"
    wait_for 60 grep -q '^paused at 0.5$' "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never said it paused"; }
    sleep 2
    state=$(awk '{ print $3 }' /proc/$PLAYER_PID/stat)
    [ "$state" = T ] || fail "the paused player is in state $state, not stopped (T)"
    kill -CONT $PLAYER_PID
    wait_player || fail "the player did not finish as written after the pause"
    gaps=$(awk 'NR > 1 && $2 - recorded > most { most = $2 - recorded; kernel = $3 - at }
                { recorded = $2; at = $3 } END { printf "%.3f %.3f", most, kernel }' /tmp/frames.txt)
    echo "the longest gap between frames, recorded and kernel: $gaps s"
    set -- $gaps
    awk -v recorded=$1 -v kernel=$2 'BEGIN { exit !(recorded >= 2 && kernel >= 2) }' ||
        fail "the pause is not in the frame times: the longest gap is $1 s recorded, $2 s by the kernel (2 s or more)"
}
