# SPDX-License-Identifier: MIT
# libinput as the oracle for peekpop's pen reading. Every pen recording (the synthetic ones and the
# real tablet recordings with pressure) is played into a uinput device that libinput 1.22 (path
# backend) and peekpop (libevdev, ContactTracker with PenPressure) read at once; the tip must go
# down and up at the same frames, and peekpop's force must be libinput's
# `libinput_event_tablet_tool_get_pressure` within PEN_TOLERANCE (rounding: both compute the same
# double; every recording has agreed exactly). A frame every 2 ms: the real recordings last
# minutes; a round where only libinput fell behind (SYN_DROPPED) is played again slower, while
# peekpop's reader falling behind (it reads on a thread of its own) fails. X and Y get a
# resolution where a recording has none (the older real ones): libinput ignores such a tablet
# ("missing tablet capabilities: resolution"), and pressure does not depend on it.
#
# Reported per recording in the summary: `pen-oracle:NAME=FRAMES/LARGEST-DIFFERENCE`.

PEN_TOLERANCE=0.000001
SHARED=/vm/shared-recordings/evemu-devices/tablets

# oracle FILE [player options]: plays FILE and compares on its pen device. A round where only
# libinput's reader fell behind the device (the oracle's exit 75: SYN_DROPPED, events lost)
# compared nothing: it is said and played again at twice the frame gap; libinput behind at every
# gap is the machine's slowness (libinput is no part of peekpop), starved, never a difference.
# peekpop's reader falling behind (exit 2) is peekpop losing a pen's events, and a real difference
# is one: both fail at once.
ORACLE_GAPS="0.002 0.004 0.008"
# Time for every round of the longest recordings (13HD: 20 s a round at 2 ms, 80 s at 8 ms).
TIMEOUT_case_pen_oracle_synthetic=400
TIMEOUT_case_pen_oracle_cintiq_13hd=300
TIMEOUT_case_pen_oracle_cintiq_22hdt=200
TIMEOUT_case_pen_oracle_other_tablets=300
oracle() {
    file=$1
    shift
    name=$(basename "$file" | sed 's/\.[a-z]*$//; s/[^A-Za-z0-9.-]/_/g')
    for gap in $ORACLE_GAPS; do
        oracle_round "$file" "$gap" "$@"
        [ "$oracle_status" != 2 ] || fail "peekpop's reader fell behind the device (SYN_DROPPED) at a frame every ${gap}s on $file"
        [ "$oracle_status" = 75 ] || break
        echo "libinput fell behind at a frame every ${gap}s on $file: this round means nothing, playing it slower"
        echo "measure pen-oracle-replayed:$name $gap"
    done
    [ "$oracle_status" != 75 ] || starved "libinput fell behind the device even at a frame every ${gap}s on $file"
    sed -n "s/^frames=\([0-9]*\) .*largest-pressure-difference=\([0-9.]*\).*/measure pen-oracle:$name \1\/\2/p" /tmp/oracle.out > /tmp/measure
    [ -s /tmp/measure ] || fail "the oracle gave no comparison for $file (status $oracle_status)"
    cat /tmp/measure
    [ "$oracle_status" = 0 ] || fail "libinput and peekpop differ on $file (status $oracle_status)"
}

# oracle_round FILE GAP [player options]: one playing at a frame every GAP seconds; sets oracle_status.
oracle_round() {
    file=$1 gap=$2
    shift 2
    play "$file" --delay 2 --frame-gap "$gap" --fill-resolution 100 "$@" || fail "the player did not create a device for $file"
    node=$(grep -i '^created .*pen' "$PLAYER_OUT" | head -n 1 | cut -d' ' -f2)
    # libinput takes only a device udev has finished with.
    udevadm settle --timeout=5
    oracle_status=0
    peekpop-pen-oracle "${node:-$DEVNODE}" --tolerance $PEN_TOLERANCE > /tmp/oracle.out 2> /tmp/oracle.err || oracle_status=$?
    wait_player > /dev/null || { cat "$PLAYER_OUT"; fail "the player failed on $file"; }
    echo "== $file (a frame every ${gap}s)"
    cat /tmp/oracle.out /tmp/oracle.err
}

case_pen_oracle_synthetic() {
    count=0
    for recording in $REC/pen-tablet/*.events $REC/calibration/stiff-pen-tablet.*.events \
                     $REC/libinput-record/pressure-touchscreen+pen-tablet.*.yml; do
        oracle "$recording"
        count=$((count + 1))
    done
    [ "$count" -ge 12 ] || fail "only $count synthetic pen recordings"
}

case_pen_oracle_cintiq_13hd() { oracle "$SHARED/Wacom Cintiq 13HD.events"; }
case_pen_oracle_cintiq_22hdt() { oracle "$SHARED/Wacom Cintiq 22HDT Pen.events"; }
case_pen_oracle_other_tablets() {
    for recording in "UC-LOGIC Tablet WP5540U Pen" "Wacom Cintiq 12WX" "Wacom DTH2242 Pen" "Wacom Cintiq 13HD touch Pen"; do
        oracle "$SHARED/$recording.events"
    done
    oracle "$SHARED/Wacom Intuos4 6x9.stylus-drag.events" --desc "$SHARED/Wacom Intuos4 6x9.desc"
}

# The oracle held still while the pen writes (SIGSTOP) overflows both readers' evdev buffers: the
# stop holds the whole process, so peekpop's reader falls behind as libinput's does. It must say so
# for each (the detection of each reader's loss is what is checked) and exit 2, peekpop's loss,
# which outranks libinput's: the oracle cannot tell a stopped process from a slow peekpop, and a
# loss of peekpop's is never excused. Never 1: a round with lost events is no comparison.
# The device lingers after the last event: a reader of a removed device gets ENODEV before its
# buffer, so the loss would never show.
case_pen_oracle_says_when_it_fell_behind() {
    play "$REC/pen-tablet/pen-tablet.worn-tip.events" --delay 2 --frame-gap 0.002 --fill-resolution 100 --linger 6 ||
        fail "the player did not create a device"
    udevadm settle --timeout=5
    peekpop-pen-oracle "$DEVNODE" > /tmp/oracle.out 2> /tmp/oracle.err &
    oracle_pid=$!
    sleep 1
    kill -STOP "$oracle_pid"
    # 291 frames a frame every 2 ms from 2 s after the device was made: all written within 4 s.
    sleep 4
    kill -CONT "$oracle_pid"
    oracle_status=0
    wait "$oracle_pid" || oracle_status=$?
    wait_player > /dev/null || fail "the player failed"
    cat /tmp/oracle.out /tmp/oracle.err
    [ "$oracle_status" = 2 ] || fail "the oracle exited $oracle_status after both readers lost events, not 2 (peekpop's reader fell behind)"
    grep -q "peekpop's reader fell behind the device .*, and so did libinput's" /tmp/oracle.err ||
        fail "the oracle did not say that both its readers fell behind"
}
