# SPDX-License-Identifier: MIT
# A Magic Trackpad 2 made through /dev/uhid (Recordings/hid-devices/magic-trackpad-2.json: the
# kernel's hid-magicmouse binds it, as for the hardware on Bluetooth), then the Cirque pressure pad
# (hid-multitouch): sway's libinput moves the pointer and clicks from it while the daemon reads the
# same node (`peekpop run --touchpads`). A force click over a link shows the card, the click that
# began it does not follow the link, a deeper press pops once, and an ordinary click follows its
# link at once. The recordings are the synthetic Magic Trackpad 2's, played as each pad's reports.
START="Swift_(programming_language)"
MT2=/vm/recordings/magic-trackpad-2/magic-trackpad-2
# Where the recordings have moved the pointer and rest, before their click (0.53 s in).
BEFORE_CLICK=0.45
# The pad (a file of Recordings/hid-devices/) and the name its driver gives its touchpad node.
TRACKPAD=magic-trackpad-2
TRACKPAD_NAME="Apple Inc. Magic Trackpad 2"

# Whether sway took the device named NAME as a touchpad.
sway_has_touchpad() { as_user swaymsg -t get_inputs -r | python3 -c '
import json, sys
print(any(d["type"] == "touchpad" and d["name"] == sys.argv[1] for d in json.load(sys.stdin)))' "$1" | grep -q True; }

# pointer_on_link: the pointer to the middle of the start page's link (site.json: x 0.40–0.60, y
# 0.35–0.55 of the page area, which is below the toolbar: the pages' innerHeight of the screen's 768).
pointer_on_link() {
    height=$(sed -n 's/.*"type": "show".*"y": "\([0-9]*\)".*/\1/p' $BEACON | head -n 1)
    [ -n "$height" ] || fail "no page told its height"
    as_user swaymsg "seat * cursor set 512 $(( 768 - height + height * 45 / 100 ))" > /dev/null || fail "sway did not move its cursor"
}

# card_on_screen FILE: a screenshot into FILE shows the card with Apple Inc.'s page (its colour
# over a tenth of the screen).
card_on_screen() { screenshot "$1" && [ "$(colour_share "$1" "$(colour_of "Apple Inc.")")" -ge 100 ]; }

# trackpad_play FILE [HOLD]: plays FILE through the uhid trackpad; once sway has it and the
# recording's pointer move is over (the player stops itself there), puts the pointer on the link
# and plays on; with HOLD the player stops again HOLD seconds into FILE (`release` goes on).
trackpad_play() {
    play "$1" --hid /vm/recordings/hid-devices/$TRACKPAD.json --delay 8 --linger 3 --pause-at "$BEFORE_CLICK${2:+,$2}" ||
        fail "the player made no $TRACKPAD for $1"
    wait_for 60 sway_has_touchpad "$TRACKPAD_NAME" || fail "sway did not take the uhid $TRACKPAD for a touchpad"
    wait_for 120 grep -q "^paused at $BEFORE_CLICK" "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never reached $BEFORE_CLICK s into $1"; }
    pointer_on_link
    release
}

# trackpad_click FILE: the whole of FILE, the pointer on the link for its click.
trackpad_click() {
    trackpad_play "$1"
    wait_player > /dev/null || fail "the player failed on $1"
}

# Where force-click-peek-release.events holds its force click at its deepest (168 of 253), the
# button down: the case looks at the screen there.
FORCE_HELD=1.2

case_trackpad_force_click_shows_the_card_and_its_click_does_not_navigate() {
    DAEMON_OPTIONS=--touchpads desktop_start
    trackpad_play $MT2.force-click-peek-release.events $FORCE_HELD
    wait_for 120 grep -q "^paused at $FORCE_HELD" "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never reached the held force click"; }
    daemon_printed '"gesture":"peek","phase":"began".*"pointer":true'
    wait_for 120 grep -q '"session":"preview-shown","url":"[^"]*Apple_Inc' /tmp/window.events ||
        { release; cat /tmp/window.events; fail "the window showed no preview of the link under the pointer"; }
    wait_for 60 card_on_screen $OUT/force-click.ppm ||
        { release; fail "the card is not on screen: Apple Inc.'s colour covers $(colour_share $OUT/force-click.ppm "$(colour_of "Apple Inc.")") per mille"; }
    release
    wait_player > /dev/null || fail "the player failed on the force click"
    wait_for 60 grep -q '"session":"preview-dismissed"' /tmp/window.events || fail "the preview was not dismissed when the button came up"
    quiet
    # The card's own page shows (a `show` beacon of Apple Inc.'s page from the preview): what
    # must not come is a navigation of the window's page.
    [ "$(session_lines navigated)" -le 1 ] && ! grep -q '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events ||
        { cat /tmp/window.events; fail "the force click's own click followed the link"; }
}

case_trackpad_force_click_pops_once() {
    DAEMON_OPTIONS=--touchpads desktop_start
    trackpad_click $MT2.force-click-pop.events
    wait_for 120 grep -q '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events ||
        { cat /tmp/window.events /tmp/daemon.out; fail "the force click's pop did not navigate to the link"; }
    quiet
    [ "$(grep -c '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events)" = 1 ] || { cat /tmp/window.events; fail "more than one navigation for one pop"; }
    # The card's page may show first (778 wide, if it loaded before the pop): the window's page,
    # the screen's width, once.
    shown=$(grep "\"type\": \"show\", \"href\": \"$PAGES/Apple_Inc.\"" $BEACON | grep -c '"x": "1024"')
    [ "$shown" = 1 ] || { cat $BEACON; fail "the Apple Inc. page showed $shown times in the window for one pop"; }
}

case_trackpad_ordinary_click_follows_the_link_at_once() {
    DAEMON_OPTIONS=--touchpads desktop_start
    trackpad_click $MT2.plain-click.events
    wait_for 120 grep -q '"session":"navigated","url":"[^"]*Apple_Inc' /tmp/window.events ||
        { cat /tmp/window.events; fail "the ordinary click did not follow the link"; }
    quiet
    [ "$(session_lines preview-shown)" = 0 ] || { cat /tmp/window.events; fail "an ordinary click showed a preview"; }
    [ -z "$(sed -n 's/.*"gesture":"\([a-z]*\)".*/\1/p' /tmp/daemon.out)" ] || { cat /tmp/daemon.out; fail "the daemon gave gestures for an ordinary click"; }
    [ "$(beacons show Apple_Inc.)" = 1 ] || { cat $BEACON; fail "the Apple Inc. page showed $(beacons show Apple_Inc.) times for one click"; }
}

case_cirque_force_click_shows_the_card_and_its_click_does_not_navigate() {
    TRACKPAD=cirque-0488-108c TRACKPAD_NAME="CIRQ1080:00 0488:108C Touchpad" case_trackpad_force_click_shows_the_card_and_its_click_does_not_navigate
}
case_cirque_force_click_pops_once() {
    TRACKPAD=cirque-0488-108c TRACKPAD_NAME="CIRQ1080:00 0488:108C Touchpad" case_trackpad_force_click_pops_once
}
case_cirque_ordinary_click_follows_the_link_at_once() {
    TRACKPAD=cirque-0488-108c TRACKPAD_NAME="CIRQ1080:00 0488:108C Touchpad" case_trackpad_ordinary_click_follows_the_link_at_once
}
