# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Edge-pan is interactive: the page follows the finger over the page it would go to, and on release
# runs on or springs back. --screenshots captures a pan halfway (NNN-edge-pan.png, numbered as the
# event it may end in) and after a spring-back (NNN-edge-pan-sprung-back.png). The window is
# 1024 x 768, the page area below the toolbar; 0.62 down it ($row) no page of the demo site has a
# link, so there each page is its background colour.
row=$(page_y 0.62)
pan_shots() { # NAME RECORDING [STATE]: the window's screenshots of RECORDING in $work/NAME.shots
    rm -rf "$work/$1.shots"
    timeout 120 "$bin/peekpop-browser" --site "$site" --state "${3:-$work/$1.state}" --replay "$2" \
        --quit-when-done --screenshots "$work/$1.shots" > /dev/null 2> "$work/$1.stderr" \
        || fail "$1: peekpop-browser exited with $? (stderr: $work/$1.stderr)"
}
shot_list() { (cd "$work/$1.shots" 2>/dev/null && echo *); }
# The shadow the moving page casts on its left edge: grey just left of it, over a white page.
shadowed() { # SHOT X: the darkest pixel of the 24 px left of X in the 20 rows about $row is grey
    local value
    value=$(darkest "$1" $(($2 - 24)) $((row - 10)) "$2" $((row + 10)))
    (( value > 100 && value < 235 ))
}
pan_recording=$root/Recordings/pressure-touchscreen/pressure-touchscreen.edge-pan

# Back from Apple Inc. to the Swift page (the demo's pan, 0.60 of the width): halfway, the Apple
# page has moved half across (its left edge at 0.5026 × 1024 = 515) over the Swift page's snapshot
# (white); completed, the Swift page fills the area.
if [[ ! -f "$work/shots/007-edge-pan.png" ]]; then
    pan_shots demo "$demo"
    demo_pan_shots=$work/demo.shots
else
    demo_pan_shots=$work/shots # left by cases/10-recordings.sh
fi
halfway=$demo_pan_shots/007-edge-pan.png
if [[ -f "$halfway" ]]; then
    apple_colour=$(colour_of "Apple Inc.")
    [[ "$(pixel "$halfway" 100 "$row")" == "255 255 255" ]] || fail "demo halfway: left of the page is $(pixel "$halfway" 100 "$row"), not the Swift page's snapshot (white)"
    [[ "$(pixel "$halfway" 530 "$row")" == "$apple_colour" && "$(pixel "$halfway" 900 "$row")" == "$apple_colour" ]] \
        || fail "demo halfway: right of x 515 is $(pixel "$halfway" 530 "$row"), not the Apple Inc. page ($apple_colour)"
    [[ "$(pixel "$halfway" 500 "$row")" != "$apple_colour" ]] || fail "demo halfway: the Apple Inc. page has not moved"
    shadowed "$halfway" 515 || fail "demo halfway: no shadow on the moving page's edge (darkest $(darkest "$halfway" 491 $((row - 10)) 515 $((row + 10))))"
    [[ "$(buttons "$halfway")" == "on off on" ]] || fail "demo halfway: buttons $(buttons "$halfway"), expected on off on"
    completed=$demo_pan_shots/007-back.png
    [[ "$(pixel "$completed" 100 "$row") $(pixel "$completed" 900 "$row")" == "255 255 255 255 255 255" ]] \
        || fail "demo 007-back: the Swift page does not fill the area ($(pixel "$completed" 100 "$row"), $(pixel "$completed" 900 "$row"))"
    (( $(darkest "$completed" 0 $((row - 10)) 1024 $((row + 10))) == 255 )) || fail "demo 007-back: something is left of the pan across the page"
    ok "edge-pan halfway shows two pages (the page moved over the previous page's snapshot, shadow on its edge); completed, the previous page"
else
    fail "no screenshot $halfway: $(cd "$demo_pan_shots" 2>/dev/null && echo *)"
fi

# Back from the first page to the start view (0.60): the start view, drawn live, under the page,
# its Start button lagging 0.3 × (1 - 0.5026) of the width behind (its left part at x 309).
pan_shots to-start "$pan_recording-left-committed.events"
[[ "$(shot_list to-start)" == "001-navigated.png 002-back.png 002-edge-pan.png" ]] || fail "pan to the start view: screenshots $(shot_list to-start)"
if [[ -f "$work/to-start.shots/002-edge-pan.png" ]]; then
    shot=$work/to-start.shots/002-edge-pan.png
    read -r r g b < <(pixel "$shot" 309 $((top + page_height / 2)))
    (( b > 200 && r < 100 )) || fail "pan to the start view, halfway: no Start button under the page at x 309 ($r $g $b)"
    [[ "$(pixel "$shot" 900 "$row")" == "255 255 255" ]] || fail "pan to the start view, halfway: the Swift page is not right of the middle"
    shadowed "$shot" 515 || fail "pan to the start view, halfway: no shadow on the page's edge"
    ok "edge-pan halfway from the first page: the start view under it"
fi

# Forward again, relaunched on that start view (0.60 from the right): the next page slides in from
# the right (its left edge at 1024 × (1 - 0.5026) = 509) over the start view, which lags behind;
# completed, the Swift page.
pan_shots from-start "$pan_recording-right-committed.events" "$work/to-start.state"
[[ "$(shot_list from-start)" == "001-edge-pan.png 001-forward.png" ]] || fail "pan forward from the start view: screenshots $(shot_list from-start)"
if [[ -f "$work/from-start.shots/001-edge-pan.png" ]]; then
    shot=$work/from-start.shots/001-edge-pan.png
    read -r r g b < <(pixel "$shot" 309 $((top + page_height / 2)))
    (( b > 200 && r < 100 )) || fail "pan forward, halfway: no Start button left of the incoming page ($r $g $b)"
    shadowed "$shot" 509 || fail "pan forward, halfway: no shadow on the incoming page's edge (darkest $(darkest "$shot" 485 $((row - 10)) 509 $((row + 10))))"
    [[ "$(pixel "$work/from-start.shots/001-forward.png" 309 $((top + page_height / 2)))" == "255 255 255" ]] || fail "pan forward completed: the Swift page does not fill the area"
    ok "edge-pan forward from the start view: the next page slides in over it"
fi

# A short pan (0.10, under the commit threshold) springs back: the page is where it was, exactly.
pan_shots short "$pan_recording-left-short.events"
if [[ "$(shot_list short)" == "001-navigated.png 002-edge-pan-sprung-back.png" ]]; then
    cmp -s "$work/short.shots/001-navigated.png" "$work/short.shots/002-edge-pan-sprung-back.png" \
        && ok "a short edge-pan springs back: the page exactly as before" \
        || fail "a short edge-pan: the page after the spring-back differs from before it"
else
    fail "short pan: screenshots $(shot_list short)"
fi

# Nothing ahead: a pan from the right edge does not move the page (no screenshot of it).
pan_shots nowhere "$pan_recording-right-committed.events"
[[ "$(shot_list nowhere)" == "001-navigated.png" ]] && ok "an edge-pan with nowhere to go does not move the page" \
    || fail "pan with nowhere to go: screenshots $(shot_list nowhere)"
