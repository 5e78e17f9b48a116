# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The tab overview (issue 10): a pinch-in on a page shrinks it into its card with the fingers, and
# the overview shows a card per tab on a dark ground (#2c2c30), each with the picture of its page
# and a title bar (#e8e8ed) over its top. The page area is 1024 x $page_height below the toolbar;
# with one tab its card is the middle 0.8 of it (x 102..922, from 0.1 to 0.9 down it: $card_top
# and below), its title bar the top ~30 px of the card.
ground="44 44 48"
card_top=$(page_y 0.1)
overview_shots() { # NAME RECORDING [STATE]: the window's lines in $work/NAME.actual, screenshots in $work/NAME.shots
    rm -rf "$work/$1.shots"
    timeout 120 "$bin/peekpop-browser" --site "$site" --state "${3:-$work/$1.state}" --replay "$2" --events \
        --quit-when-done --screenshots "$work/$1.shots" > "$work/$1.actual" 2> "$work/$1.stderr" \
        || fail "$1: peekpop-browser exited with $? (stderr: $work/$1.stderr)"
}

# The pinch-in recordings open the overview in the window as in peekpop replay --site.
for recording in "$root"/Recordings/pressure-touchscreen/*pinch-in*.events; do
    name=overview-$(basename "$recording" .events)
    "$bin/peekpop" replay "$recording" --site "$site" > "$work/$name.expected"
    overview_shots "$name" "$recording"
    if ! grep -q '"session":"overview-shown"' "$work/$name.expected"; then
        fail "$name: peekpop replay --site shows no overview"
    elif diff -u "$work/$name.expected" "$work/$name.actual" > "$work/$name.diff"; then
        ok "$name: the window's lines equal peekpop replay --site's (the overview shown)"
    else
        fail "$name: the window's lines differ from peekpop replay --site"
        head -20 "$work/$name.diff" >&2
    fi
done

# On its way the page has shrunk about the fingers' focal point (the middle) over the dark ground;
# shown, the one card holds the start page (white) under its title bar, the ground around it.
shots=$work/overview-pressure-touchscreen.pinch-in.shots
shrinking=$(cd "$shots" 2>/dev/null && echo *-overview-shrinking.png)
shown=$(cd "$shots" 2>/dev/null && echo *-overview-shown.png)
if [[ -f "$shots/$shrinking" && -f "$shots/$shown" ]]; then
    [[ "$(pixel "$shots/$shrinking" 20 $((top + 20)))" == "$ground" ]] || fail "overview shrinking: the corner is $(pixel "$shots/$shrinking" 20 $((top + 20))), not the ground"
    [[ "$(pixel "$shots/$shrinking" 512 "$(page_y 0.55)")" == "255 255 255" ]] || fail "overview shrinking: the middle is $(pixel "$shots/$shrinking" 512 "$(page_y 0.55)"), not the page"
    [[ "$(pixel "$shots/$shown" 50 "$(page_y 0.5)") $(pixel "$shots/$shown" 512 $((top + 30)))" == "$ground $ground" ]] \
        || fail "overview shown: around the card is $(pixel "$shots/$shown" 50 "$(page_y 0.5)"), $(pixel "$shots/$shown" 512 $((top + 30))), not the ground"
    [[ "$(pixel "$shots/$shown" 512 "$(page_y 0.55)")" == "255 255 255" ]] || fail "overview shown: the card shows $(pixel "$shots/$shown" 512 "$(page_y 0.55)"), not the page"
    (( $(darkest "$shots/$shown" 110 $((card_top + 4)) 900 $((card_top + 26))) < 100 )) || fail "overview shown: no title on the card's title bar"
    [[ "$(pixel "$shots/$shown" 900 $((card_top + 8)))" == "232 232 237" ]] || fail "overview shown: the title bar is $(pixel "$shots/$shown" 900 $((card_top + 8)))"
    ok "a pinch-in shrinks the page with the fingers and lands it in its card, titled, on the overview's ground"
else
    fail "overview: screenshots missing ($(cd "$shots" 2>/dev/null && echo *))"
fi

# Several tabs, opened as a user opens them (Open in New Tab from a link's preview), gestures sent
# at once on the socket: a pinch closing to 0.5 opens the overview; then a pinch on it, spreading
# over the bottom right card, zooms the grid (past TabOverview.criticalScale + titleFade = 1.75 the
# title bars have faded out) and released at 1.9 focuses that card's tab, whatever card the fingers
# started on.
clock_ms=0
gesture_line() { # GESTURE PHASE X Y [,"KEY":VALUE...]: one gesture line, 20 ms after the one before
    clock_ms=$((clock_ms + 20))
    printf '{"v":1,"time":%d.%03d000,"device":"synthetic","tool":"finger","gesture":"%s","phase":"%s","x":%s,"y":%s%s}\n' \
        $((clock_ms / 1000)) $((clock_ms % 1000)) "$1" "$2" "$3" "$4" "${5:-}"
}
pinch_lines() { # X Y SCALE...: a pinch at (X, Y) through the scales, as gesture lines
    local x=$1 y=$2 phase=began scale
    shift 2
    for scale in "$@"; do
        gesture_line pinch "$phase" "$x" "$y" ",\"scale\":$scale"
        phase=changed
    done
    gesture_line pinch ended "$x" "$y" ",\"scale\":$scale"
}
# COUNT - 1 tabs opened from the start page: a peek on a link slid up 0.18 (past
# PreviewLayout.revealDistance), lifted, and a tap on the preview's Open in New Tab (its row's
# centre, as ACTION_ROWS in Recordings/synthetic/demo.py); the Apple Inc. link (the middle) and the
# Objective-C one (top left) in turn, so tabs 2, 4, 6... are on Apple Inc. and tabs 3, 5... on
# Objective-C.
open_tab_lines() { # COUNT
    local tab x y up
    for ((tab = 2; tab <= $1; tab++)); do
        if (( tab % 2 == 0 )); then read -r x y up <<< "0.5 0.5 0.32"; else read -r x y up <<< "0.225 0.325 0.145"; fi
        gesture_line peek began "$x" "$y" ',"force":0.6'
        gesture_line peek changed "$x" "$up" ',"force":0.6'
        gesture_line peek ended "$x" "$up" ',"force":0.1'
        gesture_line tap recognized 0.5 0.7675
    done
}
card_point() { # COUNT INDEX SCALE FX FY: a pixel 12 px into the top of card INDEX (from 0), left of its title, zoomed by SCALE about (FX, FY)
    python3 - "$@" "$top" "$page_height" <<'PY'
import math, sys
n, i, s, fx, fy = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
area_top, area_height = int(sys.argv[6]), int(sys.argv[7])
c = math.ceil(math.sqrt(n)); rows = math.ceil(n / c); cell = 1 / c; top = (1 - rows * cell) / 2
x, y, w = (i % c) * cell + 0.1 * cell, top + (i // c) * cell + 0.1 * cell, 0.8 * cell
x, y, w = fx + (x - fx) * s, fy + (y - fy) * s, w * s
print(int((x + w * 0.08) * 1024), area_top + int(y * area_height) + 12)
PY
}
many_tabs() { # NAME COUNT X Y: the window opens COUNT - 1 tabs, is pinched into the overview and out at (X, Y)
    local name=$1 count=$2
    clock_ms=0
    { open_tab_lines "$count"; pinch_lines 0.5 0.5 0.9 0.7 0.5; pinch_lines "$3" "$4" 1.0 1.3 1.6 1.9; } > "$work/$name.stream"
    stand_in "$name" "$work/$name.stream" --at-once
    rm -rf "$work/$name.shots"
    timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --socket "$work/$name.sock" \
        --events --quit-when-done --screenshots "$work/$name.shots" > "$work/$name.actual" 2> "$work/$name.stderr" \
        || fail "$name: peekpop-browser exited with $? (stderr: $work/$name.stderr)"
}
# COUNT, the pinch-out's focal point and the tab whose card the core focuses there, and that tab's
# page. Each card shows its tab's page as this window last drew it: the preview it was opened from.
for spec in "4 0.75 0.75 4 Apple Inc." "20 0.5 0.6 13 Objective-C"; do
    read -r count fx fy focused page <<< "$spec"
    name=tabs-$count
    failures_before=$failures
    many_tabs "$name" "$count" "$fx" "$fy"
    opened=$(grep -c '"session":"tab-opened"' "$work/$name.actual" || true)
    (( opened == count - 1 )) || fail "$name: $opened tabs opened from previews, expected $((count - 1))"
    sessions=$(grep -o '"session":"\(overview-shown\|tab-focused\)"[^}]*' "$work/$name.actual" | tr '\n' ' ')
    [[ "$sessions" == '"session":"overview-shown" "session":"tab-focused","tab":'"$focused"',"url"'* ]] \
        || fail "$name: session lines $sessions, expected the overview shown, then tab $focused focused"
    shots=$work/$name.shots
    shown=$(cd "$shots" 2>/dev/null && echo *-overview-shown.png)
    zoomed=$(cd "$shots" 2>/dev/null && echo *-overview-zoomed.png)
    if [[ -f "$shots/$shown" && -f "$shots/$zoomed" ]]; then
        columns=$(python3 -c "import math, sys; print(math.ceil(math.sqrt(int(sys.argv[1]))))" "$count")
        # The ground between the first two columns, and every card's title bar at its top.
        [[ "$(pixel "$shots/$shown" $((1024 / columns)) "$(page_y 0.277)")" == "$ground" ]] || fail "$name: no ground between the first two columns"
        for index in 0 $((count - 1)); do
            read -r x y < <(card_point "$count" "$index" 1 0.5 0.5)
            [[ "$(pixel "$shots/$shown" "$x" "$y")" == "232 232 237" ]] || fail "$name: card $index's title bar is $(pixel "$shots/$shown" "$x" "$y") at $x $y"
        done
        # Zoomed past the critical scale: the focused card's title bar has faded, what is under it shows.
        colour=$(colour_of "$page")
        read -r x y < <(card_point "$count" $((focused - 1)) 1.9 "$fx" "$fy")
        [[ "$(pixel "$shots/$zoomed" "$x" "$y")" == "$colour" ]] \
            || fail "$name: zoomed to 1.9, the top of card $focused is $(pixel "$shots/$zoomed" "$x" "$y") at $x $y, not its page ($colour): the title bar has not faded"
        (( failures == failures_before )) \
            && ok "$name: $((count - 1)) tabs opened from previews; the overview of $count tabs, titled cards on the ground; zoomed past the critical scale the titles fade, and released the core's tab $focused is focused"
    else
        fail "$name: screenshots missing ($(cd "$shots" 2>/dev/null && echo *))"
    fi
done

# Over-pinched (closed to 0.6 on the overview) and pinched out short of the critical scale (1.3):
# each time the grid springs back exactly to where it was, and no tab is focused.
# The window relaunched on the 4 tabs it opened above (tabs-4.window), in the page mode.
cp -r "$work/tabs-4.window" "$work/spring.window"
clock_ms=0
{ pinch_lines 0.5 0.5 0.9 0.7 0.5; pinch_lines 0.5 0.5 0.9 0.75 0.6; } > "$work/spring-in.stream"
clock_ms=0
{ pinch_lines 0.5 0.5 0.9 0.7 0.5; pinch_lines 0.3 0.3 1.1 1.3; } > "$work/spring-out.stream"
for kind in in out; do
    name=spring-$kind
    stand_in "$name" "$work/$name.stream" --at-once
    rm -rf "$work/$name.shots"
    cp -r "$work/spring.window" "$work/$name.window"
    timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --socket "$work/$name.sock" \
        --events --quit-when-done --screenshots "$work/$name.shots" > "$work/$name.actual" 2> "$work/$name.stderr" \
        || fail "$name: peekpop-browser exited with $? (stderr: $work/$name.stderr)"
    shots=$(cd "$work/$name.shots" 2>/dev/null && echo *)
    if [[ "$shots" != "001-overview-shown.png 001-overview-shrinking.png 002-overview-sprung-back.png" ]]; then
        fail "$name: screenshots $shots"
    elif grep -q '"session":"tab-focused"' "$work/$name.actual"; then
        fail "$name: a tab was focused"
    elif cmp -s "$work/$name.shots/001-overview-shown.png" "$work/$name.shots/002-overview-sprung-back.png"; then
        ok "$name: the overview pinched $kind short of focusing springs back exactly to rest"
    else
        fail "$name: sprung back, the overview is not as it was (see $work/$name.shots)"
    fi
done

# A pointer drag on the overview pulls the grid past its end (the core's grid always fits the page
# area), resisted, and it springs back on release. The window relaunched in the overview of 4 tabs:
# the first card's title bar (#e8e8ed) 36..64 px down the page area; dragged down 200 px, the grid
# follows 70 px (OverviewGrid.rubberBand, 0.35) and the ground shows there; released, the title bar
# is back.
# (spring-in left its session in the overview: the relaunch opens on it.)
cp -r "$work/spring-in.window" "$work/drag.window"
"$bin/peekpop-browser" --site "$site" --state "$work/drag.window" > /dev/null 2> "$work/drag.stderr" &
dragged=$!
if [[ -n "$(peekpop_window)" ]]; then
    if python3 - "$root/bench" "$top" <<'PY'
import subprocess, sys, time
sys.path.insert(0, sys.argv[1])
from screen import Screen, near
screen, title, ground, top = Screen(), (232, 232, 237), (44, 44, 48), int(sys.argv[2])
def xdotool(*args): subprocess.run(["xdotool", *map(str, args)], check=True)
if screen.wait_for(150, top + 50, near(title, 2), timeout=30) is None: sys.exit("the overview never showed")
xdotool("mousemove", 256, top + 400, "mousedown", 1)
for y in range(top + 420, top + 620, 20):
    xdotool("mousemove", 256, y)
    time.sleep(0.02)
if screen.wait_for(150, top + 50, near(ground, 2), timeout=5) is None: sys.exit(f"dragged, the grid did not follow ({screen.pixel(150, top + 50)} at 150 {top + 50})")
if screen.wait_for(150, top + 115, near(title, 2), timeout=5) is None: sys.exit(f"dragged 200 px, the title bar is not 70 px lower ({screen.pixel(150, top + 115)} at 150 {top + 115})")
xdotool("mouseup", 1)
if screen.wait_for(150, top + 50, near(title, 2), timeout=5) is None: sys.exit("released, the grid did not spring back")
PY
    then
        ok "a pointer drag pulls the overview's grid past its end, resisted, and it springs back on release"
    else
        fail "pointer drag on the overview (above)"
    fi
else
    fail "pointer drag: no window"
fi
kill "$dragged" 2>/dev/null || true
wait "$dragged" 2>/dev/null || true

# A tap on a card (the third of 4, bottom left: Objective-C) focuses its tab, grown from its card into the page.
clock_ms=0
{ pinch_lines 0.5 0.5 0.9 0.7 0.5
  gesture_line tap recognized 0.25 0.75; } > "$work/tap.stream"
stand_in tap "$work/tap.stream" --at-once
cp -r "$work/spring.window" "$work/tap.window"
timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/tap.window" --socket "$work/tap.sock" \
    --events --quit-when-done --screenshots "$work/tap.shots" > "$work/tap.actual" 2> "$work/tap.stderr" \
    || fail "tap: peekpop-browser exited with $? (stderr: $work/tap.stderr)"
focused=$(grep -o '"session":"tab-focused","tab":[0-9]*' "$work/tap.actual" || true)
objc=$(colour_of "Objective-C")
if [[ "$focused" != '"session":"tab-focused","tab":3' ]]; then
    fail "tap on the third card: focused '$focused'"
elif [[ "$(pixel "$work/tap.shots/002-tab-focused.png" 512 "$(page_y 0.5)")" != "$objc" ]]; then
    fail "tap on the third card: the page shown is $(pixel "$work/tap.shots/002-tab-focused.png" 512 "$(page_y 0.5)"), not Objective-C ($objc)"
else
    ok "a tap on a card focuses its tab, its page in front"
fi
