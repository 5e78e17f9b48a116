# SPDX-License-Identifier: MIT
# Real devices through their own kernel drivers: each device of Recordings/hid-devices/ made through
# /dev/uhid from its real HID report descriptor (hid-multitouch or hid-magicmouse binds it, as the
# hardware), a gesture played as that device's own reports. Per device: what `peekpop devices`
# makes of it (kept in the report for docs/devices.md's device table), a recording of it replays to
# what the daemon said live, deliberate peeks and pops (force clicks on touchpads) are recognised,
# and everyday use gives nothing.

HID=/vm/recordings/hid-devices
TOUCHSCREEN=$REC/pressure-touchscreen/pressure-touchscreen
TOUCHPAD=$REC/magic-trackpad-2/magic-trackpad-2
TIMEOUT_case_uhid_touchscreens_peek_and_pop_through_their_drivers=600
TIMEOUT_case_uhid_touchpads_force_click_through_their_drivers=600

# hid_play DEVICE RECORDING [player options]: plays RECORDING as DEVICE (a file of $HID) through
# /dev/uhid; DEVNODE is the node the driver made for the recording's touches.
hid_play() {
    device=$1 recording=$2
    shift 2
    play "$recording" --hid "$HID/$device.json" "$@" || { dmesg | grep -i hid | tail -n 20; fail "$device: the player made no device for $recording"; }
    udevadm settle --timeout=10
}

# node_json: the object `peekpop devices --json` (one line, keys sorted) gives of DEVNODE, also
# kept as /tmp/node.json. Top-level objects are the only ones a `},{` separates.
node_json() {
    peekpop devices --json > /tmp/devices.json || fail "peekpop devices --json failed"
    sed 's/},{/}\n{/g' /tmp/devices.json | grep -F "\"node\":\"$DEVNODE\"" > /tmp/node.json ||
        { cat /tmp/devices.json; fail "peekpop devices --json does not list $DEVNODE"; }
    cat /tmp/node.json
}

# described DEVICE KEY VALUE: `peekpop devices --json` gives DEVNODE's KEY the JSON text VALUE
# (for `kind`, the text listing's first line of DEVNODE says it too); what it said of DEVNODE
# goes to the report (device_facts).
described() {
    node_json > /dev/null
    grep -qF "\"$2\":$3" /tmp/node.json || { cat /tmp/node.json; fail "$1: peekpop devices --json does not say $2 $3 of $DEVNODE"; }
    if [ "$2" = kind ]; then
        peekpop devices | grep "^$DEVNODE: " | grep -qF "($(echo "$3" | tr -d '"'))" || { peekpop devices; fail "$1: peekpop devices does not say $DEVNODE is a $3"; }
    fi
    device_facts "$1"
}

# text_block: `peekpop devices`' block of DEVNODE (its lines up to the next blank one).
text_block() { peekpop devices | awk -v node="$DEVNODE: " 'index($0, node) == 1 { on = 1 } on && $0 == "" { exit } on'; }

# device_facts DEVICE: the report's line of what the kernel made of DEVICE, docs/devices.md's device
# table (Tests/VM/device-table.py): `measure uhid:DEVICE KIND|AXIS|MIN..MAX|RESOLUTION|FORCE-CLICK|NAME`.
device_facts() {
    node_json > /dev/null
    kind=$(sed -n 's/.*"kind":"\([a-z]*\)".*/\1/p' /tmp/node.json)
    pressure=$(sed -n 's/.*"pressure":{"code":"\([A-Z_]*\)","maximum":\([0-9-]*\),"minimum":\([0-9-]*\),"resolution":\([0-9]*\)}.*/\1|\3..\2|\4/p' /tmp/node.json)
    force=$(sed -n 's/.*"forceClick":\([a-z]*\).*/\1/p' /tmp/node.json)
    name=$(sed -n 's/.*"name":"\([^"]*\)".*/\1/p' /tmp/node.json)
    # The node's input device's HID device, and the driver bound to it.
    driver=$(basename "$(readlink -f "/sys/class/input/${DEVNODE#/dev/input/}/device/device/driver")")
    echo "measure uhid:$1 $kind|${pressure:-none||}|${force:--}|$driver|$name"
}

# live_equals_replay DEVICE RECORDING KIND RUN-OPTIONS: the daemon reads DEVICE live while `peekpop
# record` records it and `peekpop devices` says it is a KIND (the device goes with the player, so
# it is asked while it plays); the recording's replay gives the daemon's gestures, kept as /tmp/live.out.
live_equals_replay() {
    device=$1 recording=$2 kind=$3
    shift 3
    start_run --stdout "$@"
    hid_play "$device" "$recording" --delay 3
    background peekpop record --device "$DEVNODE" -o "/tmp/$device.evemu"
    # A pen's facts are its own line beside its screen's.
    described "$device$([ "$kind" = tablet ] && echo -pen)" kind "\"$kind\""
    wait_player || fail "$device: the player failed on $recording"
    sleep 1
    stop_background
    cp /tmp/run.out /tmp/live.out
    # What the driver made of it, as evemu describes it (shown when the case fails).
    grep -E '^# (Input device name|Input device ID)|^[PA]:|^B: 0[13]' "/tmp/$device.evemu"
    peekpop replay "/tmp/$device.evemu" > /tmp/replayed.out || fail "$device: peekpop replay of its recording failed"
    same_gestures /tmp/live.out /tmp/replayed.out
}

# has_gestures FILE TOOL-GESTURE-PHASE...: each line is among FILE's gestures.
has_gestures() {
    file=$1
    shift
    for wanted in "$@"; do gestures "$file" | grep -qx "$wanted" || { gestures "$file"; fail "no \"$wanted\" in $file"; }; done
}

case_uhid_touchscreens_peek_and_pop_through_their_drivers() {
    for device in goodix-27c6-0e00 elan-04f3-2a49 flatfrog-25b5-0002; do
        echo "== $device"
        live_equals_replay $device $TOUCHSCREEN.peek-pop.events touchscreen
        has_gestures /tmp/live.out "finger peek began" "finger pop recognized"
        # Everyday use: a light tap gives a tap and nothing of force.
        start_run --stdout
        hid_play $device $TOUCHSCREEN.light-tap.events --delay 3
        wait_player || fail "$device: the player failed on the light tap"
        sleep 1
        stop_background
        has_gestures /tmp/run.out "finger tap recognized"
        gestures /tmp/run.out | grep -E ' (hint|peek|pop) ' && fail "$device: a light tap gave force gestures"
    done
    return 0
}

case_uhid_touchpads_force_click_through_their_drivers() {
    for device in magic-trackpad-2 cirque-0488-108c; do
        echo "== $device"
        live_equals_replay $device $TOUCHPAD.force-click-pop.events touchpad --touchpads
        has_gestures /tmp/live.out "finger peek began" "finger pop recognized"
        # Everyday use: a plain click and a two-finger scroll give nothing.
        start_run --stdout --touchpads
        for everyday in plain-click two-finger-scroll; do
            hid_play $device $TOUCHPAD.$everyday.events --delay 3
            if [ $everyday = plain-click ]; then
                described $device forceClick 'true'
                text_block | grep -q "force click *yes" || { peekpop devices; fail "$device: peekpop devices does not say it can force-click"; }
            fi
            wait_player || fail "$device: the player failed on $everyday"
        done
        sleep 1
        stop_background
        [ -z "$(gestures /tmp/run.out)" ] || { gestures /tmp/run.out; fail "$device: a plain click and a scroll gave gestures"; }
    done
}

# The USI pens of the Goodix and Elan screens (the same HID devices: their Pen application):
# the driver's pen node reads the pen; a pen's peek and pop come through, its light tap stays a tap.
case_uhid_pens_peek_and_pop_through_their_drivers() {
    for device in goodix-27c6-0e00 elan-04f3-2a49; do
        echo "== $device pen"
        live_equals_replay $device $REC/pen-tablet/pen-tablet.peek-pop.events tablet
        has_gestures /tmp/live.out "pen peek began" "pen pop recognized"
        start_run --stdout
        hid_play $device $REC/pen-tablet/pen-tablet.light-tap.events --delay 3
        wait_player || fail "$device: the player failed on the pen's light tap"
        sleep 1
        stop_background
        has_gestures /tmp/run.out "pen tap recognized"
        gestures /tmp/run.out | grep -E ' (hint|peek|pop) ' && fail "$device: a pen's light tap gave force gestures"
    done
    return 0
}

# `peekpop calibrate --device` on the uhid touchpads, driven by a heavy hand's played session (its
# clicks lean in past the default force-click level): the profile it writes recognises the same
# hand's force clicks and pops and refuses its ordinary clicks, which the defaults take for force
# clicks (the control that shows the profile is what decides).
HEAVY=$REC/calibration/synaptics-clickpad
TIMEOUT_case_uhid_touchpads_calibrate_to_a_heavy_hand=600
case_uhid_touchpads_calibrate_to_a_heavy_hand() {
    for device in magic-trackpad-2 cirque-0488-108c; do
        echo "== $device"
        hid_play $device $HEAVY.calibration-heavy.events --delay 2
        peekpop calibrate --device "$DEVNODE" --output /tmp/$device.profile.json < /dev/null > /tmp/calibrate.out 2>&1 &
        calibrate=$!
        echo "$calibrate" >> /tmp/case.pids
        wait_player || fail "$device: the player failed on the calibration session"
        wait "$calibrate" || { cat /tmp/calibrate.out; fail "$device: calibrate --device failed"; }
        cat /tmp/calibrate.out /tmp/$device.profile.json
        for profile in default /tmp/$device.profile.json; do
            start_run --stdout --touchpads $([ $profile = default ] || echo --profile $profile)
            for press in heavy-hand-click heavy-hand-force-click heavy-hand-pop; do
                hid_play $device $HEAVY.$press.events --delay 3
                wait_player || fail "$device: the player failed on $press"
                sleep 1
                gestures /tmp/run.out > /tmp/$press.$(basename $profile).gestures
            done
            stop_background
        done
        # Each file holds the gestures so far: the click's, then with the force click's, then the pop's.
        calibrated=$(basename /tmp/$device.profile.json)
        [ -s /tmp/heavy-hand-click.default.gestures ] || fail "$device: the defaults did not take the heavy hand's click for a force click: the control is void"
        [ -s /tmp/heavy-hand-click.$calibrated.gestures ] && { cat /tmp/heavy-hand-click.$calibrated.gestures; fail "$device: calibrated, the heavy hand's ordinary click gave gestures"; }
        printf 'finger peek began\nfinger peek ended\n' | cmp -s - /tmp/heavy-hand-force-click.$calibrated.gestures ||
            { cat /tmp/heavy-hand-force-click.$calibrated.gestures; fail "$device: calibrated, the heavy hand's force click is not a peek without a pop"; }
        printf 'finger peek began\nfinger peek ended\nfinger peek began\nfinger pop recognized\n' | cmp -s - /tmp/heavy-hand-pop.$calibrated.gestures ||
            { cat /tmp/heavy-hand-pop.$calibrated.gestures; fail "$device: calibrated, the heavy hand's pop did not pop"; }
    done
}

# A finger held still: the recording has no frame then (evdev keeps only changes), but a real screen
# keeps reporting it, and hid-multitouch lifts a contact it has not heard of for 100 ms. The player,
# held (--pause-at) for 2 s at the peek's force, keeps reporting: the daemon sees no lift.
case_uhid_a_held_finger_stays_down() {
    start_run --stdout
    hid_play goodix-27c6-0e00 $TOUCHSCREEN.peek-release.events --delay 3 --pause-at 0.5
    wait_for 60 grep -q '^paused at 0.5' "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never held the finger"; }
    sleep 2
    gestures /tmp/run.out > /tmp/held.gestures
    kill -CONT "$PLAYER_PID"
    wait_player || fail "the player failed after the hold"
    sleep 1
    cat /tmp/held.gestures
    grep -qx "finger peek began" /tmp/held.gestures || fail "no peek while the finger was held at the peek's force"
    grep -q " ended$\| cancelled$\| recognized$" /tmp/held.gestures && fail "the finger held still was lifted during the hold"
    same_gestures "$(golden_of $TOUCHSCREEN.peek-release.events)" /tmp/run.out
}

# A touchpad without pressure (the XPS 13 9360's): the driver makes a clickpad peekpop cannot
# force-click, and says why.
case_uhid_touchpad_without_pressure_says_why() {
    hid_play dell-xps-9360-touchpad $TOUCHPAD.force-click-pop.events --delay 3
    described dell-xps-9360-touchpad kind '"touchpad"'
    described dell-xps-9360-touchpad forceClick 'false'
    text_block > /tmp/block.txt
    cat /tmp/block.txt
    grep -q "force click *no: it reports no pressure" /tmp/block.txt || fail "peekpop devices does not say why the XPS touchpad cannot force-click"
    wait_player || fail "the player failed on the XPS 9360 touchpad"
}
