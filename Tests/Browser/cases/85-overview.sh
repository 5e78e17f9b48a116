# shellcheck shell=bash
# The tab overview (issue 10): a pinch-in on a page shrinks it into its card with the fingers, and
# the overview shows a card per tab on a dark ground (#2c2c30), each with the picture of its page
# and a title bar (#e8e8ed) over its top. The page area is 1024 x ~722; with one tab its card is the
# middle 0.8 of it (x 102..922, y 72..650), its title bar the top ~30 px of the card.
ground="44 44 48"
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
    [[ "$(pixel "$shots/$shrinking" 20 20)" == "$ground" ]] || fail "overview shrinking: the corner is $(pixel "$shots/$shrinking" 20 20), not the ground"
    [[ "$(pixel "$shots/$shrinking" 512 400)" == "255 255 255" ]] || fail "overview shrinking: the middle is $(pixel "$shots/$shrinking" 512 400), not the page"
    [[ "$(pixel "$shots/$shown" 50 360) $(pixel "$shots/$shown" 512 30)" == "$ground $ground" ]] \
        || fail "overview shown: around the card is $(pixel "$shots/$shown" 50 360), $(pixel "$shots/$shown" 512 30), not the ground"
    [[ "$(pixel "$shots/$shown" 512 400)" == "255 255 255" ]] || fail "overview shown: the card shows $(pixel "$shots/$shown" 512 400), not the page"
    (( $(darkest "$shots/$shown" 110 76 900 98) < 100 )) || fail "overview shown: no title on the card's title bar"
    [[ "$(pixel "$shots/$shown" 900 80)" == "232 232 237" ]] || fail "overview shown: the title bar is $(pixel "$shots/$shown" 900 80)"
    ok "a pinch-in shrinks the page with the fingers and lands it in its card, titled, on the overview's ground"
else
    fail "overview: screenshots missing ($(cd "$shots" 2>/dev/null && echo *))"
fi
