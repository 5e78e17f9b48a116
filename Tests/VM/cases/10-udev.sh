# SPDX-License-Identifier: MIT
# udev (systemd-udevd with the stock rules) tags the synthetic devices the way libinput and
# peekpop's discovery expect them.

# udev_tags FILE PROPERTY: the device of FILE, once udev has seen it, has PROPERTY=1.
udev_tags() {
    play "$1" --delay 60 || fail "the player did not create a device for $1"
    udevadm settle --timeout=10
    udevadm info --query=property --name="$DEVNODE" > /tmp/properties
    cat /tmp/properties
    grep -qx "$2=1" /tmp/properties || fail "$DEVNODE ($1): udev did not set $2=1"
    grep -qx "ID_INPUT=1" /tmp/properties || fail "$DEVNODE ($1): udev did not set ID_INPUT=1"
}

case_udev_tags_pressure_touchscreen() {
    udev_tags $REC/pressure-touchscreen/pressure-touchscreen.light-tap.events ID_INPUT_TOUCHSCREEN
}

case_udev_tags_pen_tablet() {
    udev_tags $REC/pen-tablet/pen-tablet.light-tap.events ID_INPUT_TABLET
}

case_udev_tags_resistive_panel() {
    udev_tags $REC/resistive-panel/resistive-panel.light-tap.events ID_INPUT_TOUCHSCREEN
}
