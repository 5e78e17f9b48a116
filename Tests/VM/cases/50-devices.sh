# SPDX-License-Identifier: MIT
# `peekpop devices` lists the uinput devices as udev reports them.
case_devices_lists_uinput_devices() {
    for recording in pressure-touchscreen/pressure-touchscreen.light-tap.events pen-tablet/pen-tablet.light-tap.events; do
        play "$REC/$recording" --delay 60 || fail "the player did not create a device for $recording"
        udevadm settle --timeout=10
        peekpop devices > /tmp/devices || fail "peekpop devices failed"
        cat /tmp/devices
        grep -qF "$DEVNODE" /tmp/devices || fail "peekpop devices does not list $DEVNODE ($recording)"
        grep -qF "$(sed -n 's/^created [^ ]* //p' "$PLAYER_OUT" | head -n 1)" /tmp/devices || fail "peekpop devices does not name $DEVNODE"
    done
}
