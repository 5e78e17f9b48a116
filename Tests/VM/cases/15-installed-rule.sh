# SPDX-License-Identifier: MIT
# peekpop's udev rule as `make install` installed it (Tests/VM/initramfs.sh takes it from the
# install tree): udevd applies it, tagging touchscreens and pen tablets `uaccess` and nothing else.

# tags FILE: the udev TAGS of the device the player makes from FILE.
tags() {
    play "$1" --delay 60 || fail "the player did not create a device for $1"
    udevadm settle --timeout=10
    udevadm info --query=property --name="$DEVNODE" > /tmp/properties
    cat /tmp/properties
    sed -n 's/^TAGS=//p' /tmp/properties
}

case_installed_rule_tags_touchscreen_uaccess() {
    case $(tags $REC/pressure-touchscreen/pressure-touchscreen.light-tap.events) in
    *:uaccess:*) ;;
    *) fail "$DEVNODE (a touchscreen): no uaccess tag" ;;
    esac
}

case_installed_rule_tags_pen_tablet_uaccess() {
    case $(tags $REC/pen-tablet/pen-tablet.light-tap.events) in
    *:uaccess:*) ;;
    *) fail "$DEVNODE (a pen tablet): no uaccess tag" ;;
    esac
}

case_installed_rule_leaves_touchpad_alone() {
    # The pressure touchscreen with INPUT_PROP_POINTER instead of INPUT_PROP_DIRECT: a touchpad.
    sed 's/^P: 02 /P: 01 /' $REC/pressure-touchscreen/pressure-touchscreen.light-tap.events > /tmp/touchpad.events
    case $(tags /tmp/touchpad.events) in
    *:uaccess:*) fail "$DEVNODE (a touchpad): tagged uaccess" ;;
    esac
    grep -qx "ID_INPUT_TOUCHPAD=1" /tmp/properties || fail "$DEVNODE: udev did not take it for a touchpad"
}
