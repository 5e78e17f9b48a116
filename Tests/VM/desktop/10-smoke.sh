# SPDX-License-Identifier: MIT
case_smoke() {
    ls -l /usr/bin/peekpop /usr/bin/peekpop-browser "$(command -v peekpop-uinput)"
    as_user swaymsg -t get_outputs
    play /vm/recordings/demo/pressure-touchscreen.demo.events --delay 5 || fail "no device"
    name=$(sed -n 's/^created [^ ]* //p' "$PLAYER_OUT" | head -n 1)
    wait_for 30 sway_has_touch "$name" || { as_user swaymsg -t get_inputs; fail "sway did not take $name as a touchscreen"; }
    wait_player
    screenshot $OUT/smoke.png || fail "grim"
}
