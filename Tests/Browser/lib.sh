# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Set-up and helpers of the browser tests, sourced by run.sh before its cases (cases/*.sh), which
# run in order in one shell: a later case may look at what an earlier one left in $work.
bin=${BIN:-$root/.build/debug}
work=$(mktemp -d)
server=""
daemons=()
cleanup() {
    [[ -n "$server" ]] && kill "$server" 2>/dev/null || true
    for daemon in "${daemons[@]}"; do kill "$daemon" 2>/dev/null || true; done
    [[ -n "${KEEP_WORK:-}" ]] || rm -rf "$work"
}
trap cleanup EXIT

[[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]] || { echo "browser tests: no display (run through make test-browser)" >&2; exit 1; }
# Stable pixels, no session bus, profiles and caches of this run only.
export GSK_RENDERER=cairo WEBKIT_DISABLE_DMABUF_RENDERER=1 NO_AT_BRIDGE=1
export HOME=$work/home XDG_CONFIG_HOME=$work/config XDG_STATE_HOME=$work/state XDG_CACHE_HOME=$work/cache XDG_DATA_HOME=$work/data
# The default socket ($XDG_RUNTIME_DIR/peekpop.sock) is this run's, with no daemon on it.
export XDG_RUNTIME_DIR=$work/run
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
# The system browser, replaced at the edge by a script that records what it was handed.
mkdir -p "$work/bin"
printf '#!/bin/sh\nprintf "%%s\\n" "$*" >> "%s/opened"\n' "$work" > "$work/bin/xdg-open"
chmod +x "$work/bin/xdg-open"
export PATH=$work/bin:$PATH

python3 "$root/Tests/Browser/site_server.py" "$root/Recordings/demo/demo-site.json" "$work/site.json" > "$work/port" &
server=$!
for _ in $(seq 100); do [[ -s "$work/port" ]] && break; sleep 0.1; done
[[ -s "$work/port" ]] || { echo "browser tests: the page server did not start" >&2; exit 1; }
site=$work/site.json

failures=0
passes=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "ok   $*"; passes=$((passes + 1)); }

port=$(cat "$work/port")
demo=$root/Recordings/demo/pressure-touchscreen.demo.events
# What peekpop replay --site prints for the demo on $site (written by cases/10-recordings.sh).
expected=$work/pressure-touchscreen.demo.expected

# What the window shows, by pixels (the window is 1024 x 768: the toolbar along the top, $top px
# high, then the page area, 1024 x $page_height; test pages each have their own background
# colour, site_server.py's page_colour, the start page white).
top=56
page_height=$((768 - top))
pixel() { python3 "$root/Tests/Browser/png_pixels.py" "$1" "$2" "$3" | cut -d' ' -f1-3; }
darkest() { python3 "$root/Tests/Browser/png_pixels.py" "$@" | cut -d' ' -f1; }
colour_of() { (cd "$root/Tests/Browser" && python3 -c 'import site_server, sys; print(site_server.page_colour(sys.argv[1]))' "$1"); }
# The window's y of FRACTION (0 to 1, as a rect in a site file writes it) down the page area.
page_y() { python3 -c "print($top + round($1 * $page_height))"; }
# The toolbar's buttons, 44 px high: the middle of 0 back, 1 forward, 2 reload, 3 close tab,
# 4 new tab and 5 tabs; the address field between reload and new tab.
button_x=(30 84 138 994 876 935)
button_y=28
# The darkest pixel of each button's icon: dark when enabled, grey when disabled.
label() { # SHOT BUTTON
    darkest "$1" $((button_x[$2] - 10)) $((button_y - 10)) $((button_x[$2] + 10)) $((button_y + 10))
}
# The address field: its text's darkest pixel (dark when it shows an address, the toolbar's grey
# when it is hidden) and the colour inside its left end (white when shown).
address_darkest() { darkest "$1" 180 18 840 38; }
address_field() { pixel "$1" 174 28; }
buttons() { # SHOT [BUTTONS]: "back forward reload" (or the BUTTONS given, e.g. "0 1 2 3"), each on or off
    local states=() button value
    for button in ${2:-0 1 2}; do
        value=$(label "$1" "$button")
        if (( value < 80 )); then states+=(on); elif (( value > 120 )); then states+=(off); else states+=("?$value"); fi
    done
    echo "${states[*]}"
}
# The page's title (top left, outside the card and its shadow): crisp text is dark, blurred text grey.
title_darkest() { darkest "$1" 0 "$top" 82 $((top + 20)); }

stand_in() { # NAME STREAM [stream_server.py options...]: a stand-in daemon serving STREAM on $work/NAME.sock, listening when this returns
    local name=$1 stream=$2
    shift 2
    python3 "$root/Tests/Browser/stream_server.py" "$work/$name.sock" "$stream" "$@" &
    daemons+=($!)
    for _ in $(seq 100); do [[ -S "$work/$name.sock" ]] && break; sleep 0.05; done
}
socket_window() { # NAME SOCKET [peekpop-browser options...]: the window in the background, its pid in $window
    local name=$1 socket=$2
    shift 2
    timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/$name.window" --socket "$socket" \
        --events --quit-when-done "$@" > "$work/$name.actual" 2> "$work/$name.stderr" &
    window=$!
}
wait_for() { # FILE PATTERN SECONDS
    for _ in $(seq $(($3 * 20))); do grep -q "$2" "$1" 2>/dev/null && return 0; sleep 0.05; done
    return 1
}
# The X window id of the window titled peekpop, up to 30 s; empty if none showed. xdotool stops at
# the first X error, and walking the tree meets one whenever a window goes away mid-walk (the last
# run's, torn down while this one starts), so the search is made again until it finds the window.
peekpop_window() {
    local found
    for _ in $(seq 60); do
        found=$(xdotool search --name '^peekpop$' 2> /dev/null | head -1 || true)
        [[ -n "$found" ]] && { echo "$found"; return 0; }
        sleep 0.5
    done
}
# quiet FILE...: waits until none of the FILEs (what the case reads next: the window's lines, a
# stand-in's output, a folder) has changed for 1.5 s ($quiet_ms), up to 30 s; 1 if they never
# stopped. Before reading that nothing more happened, where a fixed sleep would guess how long.
quiet_ms=1500
quiet() {
    local last="" now still_since=${EPOCHREALTIME/./} give_up
    give_up=$((still_since + 30000000))
    while :; do
        now=$(stat -c '%n %s %y' -- "$@" 2> /dev/null || true)
        if [[ "$now" != "$last" ]]; then
            last=$now
            still_since=${EPOCHREALTIME/./}
        fi
        (( ${EPOCHREALTIME/./} - still_since >= quiet_ms * 1000 )) && return 0
        (( ${EPOCHREALTIME/./} < give_up )) || return 1
        sleep 0.1
    done
}
# on_screen X Y WHAT: waits up to 30 s until the X screen shows WHAT at (X, Y) of $window:
# `enabled`, a toolbar button's icon dark (its darkest pixel within 10 px below 80, as `buttons`
# reads a screenshot), or a Python condition on the pixel's r, g and b. What the X server shows is
# evidence from outside the window that it is ready for a click there (bench/screen.py reads it).
on_screen() {
    python3 - "$root/bench" "$window" "$@" <<'PY'
import subprocess, sys, time
sys.path.insert(0, sys.argv[1])
from screen import Screen
geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", sys.argv[2]], capture_output=True, text=True, check=True).stdout
origin = dict(line.split("=", 1) for line in geometry.split())
x, y, what = int(sys.argv[3]) + int(origin["X"]), int(sys.argv[4]) + int(origin["Y"]), sys.argv[5]
screen = Screen()
def shown():
    if what == "enabled":
        box = [screen.pixel(x + dx, y + dy) for dx in range(-10, 10) for dy in range(-10, 10)]
        return min((299 * r + 587 * g + 114 * b) // 1000 for r, g, b in box) < 80
    r, g, b = screen.pixel(x, y)
    return eval(what, {}, {"r": r, "g": g, "b": b})
deadline = time.monotonic() + 30
while not shown():
    if time.monotonic() > deadline:
        sys.exit(f"the screen did not show {what} at ({sys.argv[3]}, {sys.argv[4]}) of the window in 30 s: {screen.pixel(x, y)}")
    time.sleep(0.1)
PY
}
# A pointer click (xdotool, through XTEST) on $window, the X window id, whose session lines go to
# $clicks: sent once, as a person clicks once, when the screen shows what it is for (on_screen).
# A click that gives no line is a failure, and so is one that gives more than one (a doubled
# effect), read once the window's lines are quiet.
click_trouble=""
click_once() { # X Y LINES [WHAT]: once (X, Y) shows WHAT, one click; 0 once $clicks has exactly LINES session lines, else 1 with $click_trouble
    local count
    click_trouble=""
    if (( $# > 3 )) && ! click_trouble=$(on_screen "$1" "$2" "$4" 2>&1); then
        return 1
    fi
    xdotool mousemove --window "$window" "$1" "$2" click 1
    for _ in $(seq 200); do
        count=$(grep -c '"session"' "$clicks" || true)
        (( count >= $3 )) && break
        sleep 0.1
    done
    if (( count < $3 )); then
        click_trouble="one click at ($1, $2): $count session lines after 20 s, not $3"
        return 1
    fi
    quiet "$clicks" || { click_trouble="one click at ($1, $2): the window's lines never stopped"; return 1; }
    count=$(grep -c '"session"' "$clicks" || true)
    (( count == $3 )) || { click_trouble="one click at ($1, $2): $count session lines, not $3"; return 1; }
}
# The session stored in DIR as `peekpop session show` prints it, less each tab's snapshot (the
# window's are PNGs of the pages, the headless model's metadata only: no file, its own size).
stored_session() { "$bin/peekpop" session show --state "$1" 2>&1 | sed -E 's/,"snapshot":(null|\{[^}]*\})//g'; }
# Runs a command for its exit status only, its stderr in $work/status.stderr.
# Every command given to it should exit at once: one still running after 120 s is killed and its
# status is timeout's 124 (or 137), so the case fails on it instead of the suite hanging.
status() { set +e; timeout --kill-after=5 120 "$@" > /dev/null 2> "$work/status.stderr"; echo $?; set -e; }
