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
# Pointer clicks (xdotool, through XTEST) on $window, the X window id, whose session lines go to
# $clicks: a click is repeated until its line comes (the window may not take input yet).
click_until() { # X Y LINES: clicks at (X, Y) in the window until $clicks has LINES session lines
    local attempt
    for attempt in 1 2 3 4 5; do
        xdotool mousemove --window "$window" "$1" "$2" click 1
        for _ in $(seq 20); do
            (( $(grep -c '"session"' "$clicks" || true) >= $3 )) && return 0
            sleep 0.1
        done
    done
    return 1
}
# The session stored in DIR as `peekpop session show` prints it, less each tab's snapshot (the
# window's are PNGs of the pages, the headless model's metadata only: no file, its own size).
stored_session() { "$bin/peekpop" session show --state "$1" 2>&1 | sed -E 's/,"snapshot":(null|\{[^}]*\})//g'; }
# Runs a command for its exit status only, its stderr in $work/status.stderr.
# Every command given to it should exit at once: one still running after 120 s is killed and its
# status is timeout's 124 (or 137), so the case fails on it instead of the suite hanging.
status() { set +e; timeout --kill-after=5 120 "$@" > /dev/null 2> "$work/status.stderr"; echo $?; set -e; }
