# SPDX-License-Identifier: MIT
# Touchpads through the real kernel: the synthetic touchpads of Recordings/ played into uinput
# devices that udev takes for touchpads, read by `peekpop run --touchpads` (picked up by hotplug)
# while libinput, the compositor's library (`libinput debug-events` on the same node), reads them
# too. peekpop never grabs: libinput still gets every click and scroll, and peekpop gives nothing
# but the force clicks.

MT2=$REC/magic-trackpad-2/magic-trackpad-2
SYNAPTICS=$REC/synaptics-clickpad/synaptics-clickpad

# both_read FILE: plays FILE into a new touchpad while libinput reads it from the start (its
# events in /tmp/libinput.out); waits for the player, then gives both readers a moment.
both_read() {
    play "$1" --delay 3 || fail "the player did not create a device for $1"
    udevadm settle --timeout=10
    udevadm info --query=property --name="$DEVNODE" | grep -qx "ID_INPUT_TOUCHPAD=1" || fail "$DEVNODE: udev did not take it for a touchpad"
    background sh -c "exec libinput-debug-events --device $DEVNODE > /tmp/libinput.out 2>&1"
    wait_player || fail "the player failed on $1"
    sleep 1
    echo "-- libinput"
    cat /tmp/libinput.out
}
# libinput_saw KIND...: each libinput event kind (POINTER_BUTTON, POINTER_SCROLL_FINGER…) came.
libinput_saw() {
    for kind in "$@"; do grep -q " $kind " /tmp/libinput.out || fail "libinput got no $kind while peekpop read the touchpad"; done
}

case_touchpad_force_click_read_beside_libinput() {
    start_run --touchpads --stdout
    both_read $MT2.force-click-pop.events
    run_output
    same_gestures "$(golden_of $MT2.force-click-pop.events)" /tmp/run.out
    grep '"gesture":"peek","phase":"began"' /tmp/run.out | grep -q '"pointer":true' || fail "the touchpad's lines do not say the pointer places them"
    grep -q "reading $DEVNODE (peekpop synthetic Magic Trackpad 2, touchpad)" /tmp/run.err || fail "the daemon did not say it reads the touchpad"
    libinput_saw POINTER_BUTTON
    grep -q 'BTN_LEFT (272) released' /tmp/libinput.out || fail "libinput did not see the force click's button come up"
}

# clickpads_read N: the daemon said it reads a synthetic clickpad N times, once for each played so
# far (the node's name is no proof: a new device may get a node number a gone one had), so what it
# gave, or did not give, for the last one counts.
clickpads_read() {
    [ "$(grep -c "reading /dev/input/event[0-9]* (peekpop synthetic Synaptics clickpad, touchpad)" /tmp/run.err)" = "$1" ] ||
        { run_output; fail "the daemon did not say it reads the clickpad $DEVNODE (clickpad $1)"; }
}

# First a force click on the same clickpad: the daemon must give its peek and pop, so that the
# silence that follows is about the everyday use, not a daemon that reads nothing.
case_touchpad_everyday_use_is_all_libinputs() {
    start_run --touchpads --stdout
    both_read $SYNAPTICS.force-click-pop.events
    clickpads_read 1
    same_gestures "$(golden_of $SYNAPTICS.force-click-pop.events)" /tmp/run.out
    gestures /tmp/run.out > /tmp/control.gestures
    both_read $SYNAPTICS.two-finger-scroll.events
    clickpads_read 2
    libinput_saw POINTER_SCROLL_FINGER
    both_read $SYNAPTICS.heavy-click.events
    clickpads_read 3
    libinput_saw POINTER_BUTTON
    both_read $SYNAPTICS.click-and-drag.events
    clickpads_read 4
    libinput_saw POINTER_BUTTON POINTER_MOTION
    run_output
    # A daemon that died on the way would have given nothing too (a zombie until waited for).
    state=$(sed -n 's/^State:[[:space:]]*\([A-Z]\).*/\1/p' "/proc/$run_pid/status" 2>/dev/null)
    case $state in '' | Z | X) fail "the daemon exited during everyday touchpad use" ;; esac
    gestures /tmp/run.out > /tmp/all.gestures
    cmp -s /tmp/control.gestures /tmp/all.gestures || { diff /tmp/control.gestures /tmp/all.gestures; fail "everyday touchpad use gave gestures"; }
}

case_touchpads_are_read_only_when_asked() {
    start_run --stdout
    play_live $MT2.force-click-pop.events
    run_output
    [ -z "$(gestures /tmp/run.out)" ] || fail "the daemon read a touchpad without --touchpads"
    grep -q "reading $DEVNODE" /tmp/run.err && fail "the daemon opened the touchpad without --touchpads"
    return 0
}
