# SPDX-License-Identifier: MIT
# The desktop suite's helpers (guest/desktop-init sources them after lib.sh; the host's dash runs
# them): sway, the page server with its beacon log, the window, screenshots.

OUT=/out
# The installed programs come from the overlay on /usr; the test players from the release build.
PATH=$PATH:/repo/$bin
SWAY_OUTPUT=HEADLESS-1
# The window's environment: GTK on Wayland drawing in software, as a machine without a GPU does.
WINDOW_ENV="GDK_BACKEND=wayland GSK_RENDERER=cairo GDK_DEBUG=gl-disable WEBKIT_DISABLE_DMABUF_RENDERER=1 NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory"

# The user at the seat, who runs sway, the daemon and the window (desktop-init creates them).
USER_NAME=desk USER_ID=2000 USER_HOME=/home/desk USER_RUNTIME_DIR=/run/user/2000
# as_user COMMAND...: COMMAND as that user (guest/as-user: a program, so `background` ends it).
as_user() { /vm/as-user "$@"; }

# Starts sway with one 1024x768 headless output that every touchscreen maps onto, every window
# fullscreen; returns once its IPC answers with that output, exporting WAYLAND_DISPLAY and SWAYSOCK.
sway_start() {
    cat > /tmp/sway.conf <<CONF
output $SWAY_OUTPUT resolution 1024x768 position 0 0
input type:touch map_to_output $SWAY_OUTPUT
xwayland disable
default_border none
for_window [app_id=".*"] fullscreen enable
CONF
    as_user env WLR_BACKENDS=headless,libinput WLR_RENDERER=pixman WLR_LIBINPUT_NO_DEVICES=1 \
        LIBSEAT_BACKEND=builtin SEATD_VTBOUND=0 sway -c /tmp/sway.conf > $OUT/sway.log 2>&1 &
    sway_pid=$!
    for _ in $(seq 600); do
        SWAYSOCK=$(ls "$USER_RUNTIME_DIR"/sway-ipc.*.sock 2>/dev/null | head -n 1)
        [ -n "$SWAYSOCK" ] && [ -S "$USER_RUNTIME_DIR/wayland-1" ] && break
        kill -0 $sway_pid 2>/dev/null || { wait $sway_pid; echo "sway exited with status $?" >> $OUT/sway.log; return 1; }
        sleep 0.2
    done
    [ -n "$SWAYSOCK" ] || { echo "no IPC socket after 120 s: $(ls "$USER_RUNTIME_DIR")" >> $OUT/sway.log; return 1; }
    export WAYLAND_DISPLAY=wayland-1 SWAYSOCK
    # Its sockets come before its outputs, and its IPC may not answer at first on a busy machine.
    wait_for 60 sway_has_output ||
        { echo "no output $SWAY_OUTPUT: $(as_user swaymsg -t get_outputs 2>&1 | head -c 300)" >> $OUT/sway.log; return 1; }
}

# Whether sway's IPC answers with its headless output.
sway_has_output() { as_user swaymsg -t get_outputs 2>&1 | grep -q "\"$SWAY_OUTPUT\""; }

# Whether sway took the device named NAME as a touchscreen.
sway_has_touch() { as_user swaymsg -t get_inputs -r | python3 -c '
import json, sys
print(any(d["type"] == "touch" and d["name"] == sys.argv[1] for d in json.load(sys.stdin)))' "$1" | grep -q True; }

# A screenshot of the output into FILE, as PPM (what a check reads fastest under TCG).
screenshot() { as_user grim -o $SWAY_OUTPUT -t ppm - > "$1"; }

# colour_share FILE "R G B": the per mille of the screenshot's pixels that have that colour.
colour_share() { python3 -c '
import sys
data = open(sys.argv[1], "rb").read()
magic, width, height, _, pixels = data.split(maxsplit=4)
colour = bytes(int(part) for part in sys.argv[2].split())
print(pixels.count(colour) * 1000 // (int(width) * int(height)))' "$1" "$2"; }

# colour_of TITLE: the background colour of the site's page TITLE (site_server.py's page_colour).
colour_of() { (cd /repo/Tests/Browser && python3 -c 'import site_server, sys; print(site_server.page_colour(sys.argv[1]))' "$1"); }

# site_start [SITE_FILE]: starts the page server on SITE_FILE (the desktop site by default), its
# pages reporting to $BEACON; sets SITE (the served copy of the site file) and URL_OF_TITLE's base, PAGES.
site_start() {
    BEACON=/tmp/beacon.log
    : > $BEACON
    python3 /repo/Tests/Browser/site_server.py "${1:-/vm/desktop/site.json}" /tmp/site.json $BEACON > /tmp/port &
    echo $! >> /tmp/case.pids
    wait_for 30 test -s /tmp/port || fail "the page server did not start"
    SITE=/tmp/site.json
    PAGES=http://127.0.0.1:$(cat /tmp/port)/en.wikipedia.org/wiki
}

# beacons TYPE [PAGE]: how many reports of TYPE (click, scroll, show...) the pages sent, from the
# page at $PAGES/PAGE only when PAGE is given.
beacons() { grep -c "\"type\": \"$1\", \"href\": \"${2:+$PAGES/$2}" $BEACON; }

# Starts the daemon (the default socket in the user's runtime folder) and the window, fullscreen
# on the site, and waits for the start page to be shown; the window's --events go to
# /tmp/window.events, the daemon's lines to /tmp/daemon.out.
desktop_start() {
    site_start
    rm -rf /tmp/window-state /tmp/paint.trace /tmp/touch.trace /tmp/opened
    # The system browser and mail program, replaced at the edge by a script that records what it
    # was handed (the host's would open Firefox over the window).
    mkdir -p /tmp/bin
    for tool in xdg-open xdg-email; do
        printf '#!/bin/sh\nprintf "%%s %%s\\n" %s "$*" >> /tmp/opened\n' $tool > /tmp/bin/$tool
        chmod 0755 /tmp/bin/$tool
    done
    daemon_start
    background /vm/as-user env PATH=/tmp/bin:$PATH $WINDOW_ENV PEEKPOP_PAINT_TRACE=/tmp/paint.trace PEEKPOP_TOUCH_TRACE=/tmp/touch.trace \
        peekpop-browser --fullscreen --site $SITE --state /tmp/window-state --events > /tmp/window.events 2> /tmp/window.err
    wait_for 300 grep -q '"type": "show"' $BEACON || { cat /tmp/window.err; fail "the window did not show its start page"; }
}

# page_area_fit FILE: FILE's vertical positions scaled onto the page area (below the window's
# toolbar), into /tmp/fit.events: the recordings are made for the headless model, whose page area
# is the whole surface; fitted, a finger touches on screen what it touches there, so the live
# window and `peekpop replay --site` of FILE mean the same links, actions and cards. The page area's height is the
# pages' innerHeight (their `show` beacon's scroll offset), of the screen's 768; the toolbar the rest,
# at the top. A position is taken between its axis' minimum and maximum (the `A:` lines).
page_area_fit() {
    height=$(sed -n 's/.*"type": "show".*"y": "\([0-9]*\)".*/\1/p' $BEACON | head -n 1)
    [ -n "$height" ] || fail "no page told its height"
    awk -v height="$height" '
        $1 == "A:" && ($2 == "36" || $2 == "01") { low[$2] = $3; high[$2] = $4 }
        $1 == "E:" && $3 == "0003" && ($4 == "0036" || $4 == "0001") {
            axis = substr($4, 3); span = high[axis] - low[axis]
            $5 = sprintf("%04d", int(low[axis] + span * (768 - height) / 768 + ($5 - low[axis]) * height / 768 + 0.5))
        }
        { print }' "$1" > /tmp/fit.events
}

# Starts the daemon as the user, on the default socket in their runtime folder; its lines go to
# /tmp/daemon.out.
daemon_start() {
    background /vm/as-user peekpop run --stdout > /tmp/daemon.out 2> /tmp/daemon.err
    wait_for 60 test -S $USER_RUNTIME_DIR/peekpop.sock || { cat /tmp/daemon.err; fail "the daemon did not start"; }
}

# touch_play FILE: plays FILE, fitted to the page area (page_area_fit), into a new uinput
# touchscreen once sway, the daemon and the window have it (8 s after creating it); the kernel's
# time of each frame goes to /tmp/frames.txt (read back after every frame: a long recording never
# overflows the reader, and with no fuzz every frame comes back). The device stays 3 s after the
# last frame, as a real screen does after a lift: the kernel drops what a reader has not read when
# its device goes, and sway, slower than the daemon under TCG, lost a tap's lift that way (the
# window then kept a touch down for good, and the page got a touchstart with no touchend).
# More player options may follow FILE.
touch_play() {
    file=$1
    shift
    page_area_fit "$file"
    PLAYED=/tmp/fit.events
    play $PLAYED --delay 8 --linger 3 --readback each-frame --zero-fuzz --frame-times /tmp/frames.txt "$@" || fail "the player did not create a device for $file"
}

# touch_hold FILE SECONDS: plays FILE (touch_play) up to SECONDS into it and holds the finger there,
# down and still, until `release`: the player stops itself at that point of the recording
# (`--pause-at`), whatever the machine's speed. Returns once it holds.
touch_hold() {
    touch_play "$1" --pause-at "$2"
    wait_for 120 grep -q '^paused at' "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never reached $2 s into $1"; }
}
release() { kill -CONT "$PLAYER_PID"; }
# Where peek-release.events holds its finger still at the peek's force (it peeks at 0.15 s and
# lifts at 0.9 s): the peek cases hold it there while they look.
PEEK_HELD=0.5

# daemon_printed LINE: waits for the daemon to print a line matching LINE; fails when it never does.
daemon_printed() {
    wait_for 120 grep -q "$1" /tmp/daemon.out || { cat /tmp/daemon.out; fail "the daemon never printed $1"; }
}

# in_turn N GAP FILE...: the recordings (evemu, one device, each from time 0) one after the other,
# GAP seconds apart, the whole N times, into /tmp/in-turn.events.
in_turn() {
    python3 - "$@" > /tmp/in-turn.events <<'PY'
import sys
times, gap, files = int(sys.argv[1]), float(sys.argv[2]), sys.argv[3:]
recordings = [open(path).read().split("\n") for path in files]
print("\n".join(line for line in recordings[0] if line and not line.startswith("E:")))
start = 0.0
for _ in range(times):
    for lines in recordings:
        events = [line.split()[1:5] for line in lines if line.startswith("E:")]
        for at, kind, code, value in events:
            print(f"E: {start + float(at):.6f} {kind} {code} {value}")
        start += float(events[-1][0]) + gap
PY
}

# with_pauses SECONDS FILE: FILE (evemu, one device) with every pause between touches (a gap of
# 0.25 s or more between frames: a finger down sends a frame every few ms) longer by SECONDS, into
# /tmp/paused.events; the gestures themselves keep their timing.
with_pauses() {
    python3 - "$@" > /tmp/paused.events <<'PY'
import sys
extra, lines = float(sys.argv[1]), open(sys.argv[2]).read().split("\n")
shift, previous = 0.0, None
for line in lines:
    if not line.startswith("E:"):
        if line: print(line)
        continue
    at, rest = float(line.split()[1]), line.split()[2:5]
    if previous is not None and at - previous >= 0.25:
        shift += extra
    previous = at
    print(f"E: {at + shift:.6f} {' '.join(rest)}")
PY
}

# Fails, saying the run meant nothing, when the player wrote a frame more than PLAYER_LAG_MAX ms
# behind the recording's pace (from the frames' kernel times): a starved player stretches a tap
# into a press, and what the window then did says nothing about peekpop.
PLAYER_LAG_MAX=100
# The finger is not slowed by what the machine does: the player runs before the guest's other
# work (sway, WebKit, the daemon), at a real-time priority; it sleeps between frames.
PLAYER_PRIORITY="chrt --fifo 20"
player_on_time() {
    lag=$(awk 'NR == 1 { recorded = $2; kernel = $3 } { late = ($3 - kernel - ($2 - recorded)) * 1000; if (late > most) most = late }
               END { if (NR) printf "%d", most }' /tmp/frames.txt 2>/dev/null)
    echo "the player's largest lag: ${lag:-unknown (its readback lost events)} ms"
    [ -z "$lag" ] || [ "$lag" -le $PLAYER_LAG_MAX ] ||
        fail "the machine was too slow for this case to mean anything: the player wrote a frame $lag ms behind the recording (more than $PLAYER_LAG_MAX)"
}

# A case's check failed: fails with WHY, unless the window was starved so long that what it did
# says nothing about peekpop; then, saying the run meant nothing. WebKit's own long press is a timer
# in the window (GTK's long-press time, 500 ms): a touch shorter than that which reached the window
# stretched past it (its lift arriving that much later after its begin, by the window's touch
# trace: arrival times against the compositor's event times) was a long press to WebKit, a
# contextmenu and no click, whatever peekpop did.
LONG_PRESS_MS=500
fail_unless_starved() { # WHY
    stretched=$(awk -v limit=$LONG_PRESS_MS '
        $2 == "touch-begin" { split($4, t, "="); began[$3] = $1; at[$3] = t[2] }
        $2 == "touch-end" && ($3 in began) {
            split($4, t, "="); own = t[2] - at[$3]; seen = ($1 - began[$3]) * 1000
            if (own < limit && seen >= limit) printf "a %d ms touch reached the window as a %d ms one; ", own, seen
            delete began[$3] }' /tmp/touch.trace 2>/dev/null)
    [ -z "$stretched" ] || fail "the machine was too slow for this case to mean anything: ${stretched}the window's long press is $LONG_PRESS_MS ms (and: $1)"
    fail "$1"
}

# play_until FILE LINE WHY: plays FILE (touch_play) and waits for the window's --events to have a
# line matching LINE; fails with WHY, showing the events, when it never comes.
play_until() {
    touch_play "$1"
    wait_player > /dev/null
    player_on_time
    wait_for 120 grep -q "$2" /tmp/window.events || { cat /tmp/window.events; fail_unless_starved "$3"; }
}

# Latency samples for the README's table, in $OUT/latency.txt (run.sh sums them up), `KIND MS`:
# `card` from the kernel's timestamp of the frame that made each peek of the recording just played
# (or, for a peek a hold fired, that frame's plus the hold) to the window's first frame painted with its card (PEEKPOP_PAINT_TRACE); `tap` from a tap's lift
# to the page's frame after its own reaction (the `reaction` beacon).
record_latencies() {
    peekpop replay "$PLAYED" > /tmp/played.events 2>/dev/null
    python3 - /tmp/played.events /tmp/frames.txt /tmp/paint.trace $BEACON >> $OUT/latency.txt <<'PY'
import json, os, sys
played, frames, trace, beacon = sys.argv[1:]
def lines(path):
    return [line for line in open(path).read().split("\n") if line] if os.path.exists(path) else []
frame_times = [(float(recorded), float(at)) for _, recorded, at in map(str.split, lines(frames))]
painted = [float(at) for at, event in map(str.split, lines(trace)) if event == "card-painted"]
for event in map(json.loads, lines(played)):
    if event.get("gesture") != "peek" or event["phase"] != "began": continue
    # The frame that made it, or the frame before the hold's deadline that fired it.
    before = [(recorded, at) for recorded, at in frame_times if recorded <= event["time"] + 1e-6]
    if not before: continue
    recorded, at = before[-1]
    made = at + (event["time"] - recorded)
    after = [at for at in painted if at >= made]
    if after: print("card %.1f" % ((after[0] - made) * 1000))
for report in map(json.loads, lines(beacon)):
    if report["type"] == "reaction": print("tap %.1f" % float(report["ms"]))
PY
}

# outline FILE: a stream's lines without times and positions: `gesture PHASE` (changed left out)
# and `session KIND URL`, one per line, in order.
outline() { python3 -c '
import json, sys
for line in open(sys.argv[1]):
    event = json.loads(line)
    if "gesture" in event and event["phase"] != "changed":
        print(event["gesture"], event["phase"], event.get("edge", ""), event.get("committed", ""))
    elif "session" in event:
        print("session", event["session"], event.get("url", ""), event.get("tab", ""))' "$1"; }

# What a case leaves, kept in $OUT/NAME/ (.build-vm/desktop/share on the host).
keep_artifacts() {
    mkdir -p "$OUT/$1"
    for file in /tmp/window.events /tmp/window.err /tmp/daemon.out /tmp/daemon.err /tmp/beacon.log /tmp/paint.trace /tmp/touch.trace /tmp/frames.txt /tmp/opened /tmp/case.log; do
        [ -f "$file" ] && mv "$file" "$OUT/$1/"
    done
    return 0
}

# session_lines KIND: the window's session lines of KIND (navigated, preview-shown...).
session_lines() { grep -c "\"session\":\"$1\"" /tmp/window.events; }

