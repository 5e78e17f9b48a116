# SPDX-License-Identifier: MIT
# A client that does not read while ten seconds of touches arrive at once loses events: the
# kernel says so with SYN_DROPPED, and libevdev's resync leaves no contact down.
case_overflow_gives_syn_dropped() {
    peekpop-uinput $REC/demo/pressure-touchscreen.demo.events --fast --readback at-end > /tmp/out ||
        { cat /tmp/out; fail "the player failed"; }
    cat /tmp/out
    grep -q ' dropped=[1-9]' /tmp/out || fail "no SYN_DROPPED although the client read nothing until the end"
    grep -q ' stuck=0 ' /tmp/out || fail "libevdev still has contacts down after its resync"
}
