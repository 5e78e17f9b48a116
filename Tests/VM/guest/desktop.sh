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
# on the site ($SITE_FILE, the desktop site by default), and waits for the start page to be shown; the window's --events go to
# /tmp/window.events, the daemon's lines to /tmp/daemon.out.
desktop_start() {
    site_start "${SITE_FILE:-/vm/desktop/site.json}"
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
    # The tab's page's height: a page's frames report their own, and may report first.
    height=$(grep '"where": "top"' $BEACON | sed -n 's/.*"type": "show".*"y": "\([0-9]*\)".*/\1/p' | head -n 1)
    [ -n "$height" ] || fail "no page told its height"
    awk -v height="$height" '
        $1 == "A:" && ($2 == "36" || $2 == "01") { low[$2] = $3; high[$2] = $4 }
        $1 == "E:" && $3 == "0003" && ($4 == "0036" || $4 == "0001") {
            axis = substr($4, 3); span = high[axis] - low[axis]
            $5 = sprintf("%04d", int(low[axis] + span * (768 - height) / 768 + ($5 - low[axis]) * height / 768 + 0.5))
        }
        { print }' "$1" > /tmp/fit.events
}

# Starts the daemon as the user, on the default socket in their runtime folder, with
# $DAEMON_OPTIONS (`--touchpads`); its lines go to /tmp/daemon.out.
daemon_start() {
    background /vm/as-user peekpop run --stdout ${DAEMON_OPTIONS:-} > /tmp/daemon.out 2> /tmp/daemon.err
    wait_for 60 test -S $USER_RUNTIME_DIR/peekpop.sock || { cat /tmp/daemon.err; fail "the daemon did not start"; }
}

# touch_play FILE: plays FILE, fitted to the page area (page_area_fit), into a new uinput
# touchscreen once sway, the daemon and the window have it (8 s after creating it); the kernel's
# time of each frame goes to /tmp/frames.N.txt (read back after every frame: a long recording never
# overflows the reader, and with no fuzz every frame comes back). The device stays 3 s after the
# last frame, as a real screen does after a lift: the kernel drops what a reader has not read when
# its device goes, and sway, slower than the daemon under TCG, lost a tap's lift that way (the
# window then kept a touch down for good, and the page got a touchstart with no touchend).
# More player options may follow FILE. With TOUCH_HID set (a device file of
# Recordings/hid-devices/, without .json) the touchscreen is that real device through /dev/uhid,
# its kernel driver making the evdev node.
# Each play's recording as played and its frames' kernel times are kept as played.N.events and
# frames.N.txt, N counting the case's plays from 1: what guest/verdict.py judges touches by.
touch_play() {
    file=$1
    shift
    page_area_fit "$file"
    PLAYS=$((${PLAYS:-0} + 1))
    PLAYED=/tmp/played.$PLAYS.events
    cp /tmp/fit.events $PLAYED
    play $PLAYED --delay 8 --linger 3 --readback each-frame --zero-fuzz --frame-times /tmp/frames.$PLAYS.txt \
        ${TOUCH_HID:+--hid /vm/recordings/hid-devices/$TOUCH_HID.json} "$@" || fail "the player did not create a device for $file"
    [ $PLAYS != 1 ] || [ -z "${STALL_WINDOW_S:-}${HOG_S:-}" ] || background self_check_knob
}

# The suite's self-checks (desktop/90-self-check.sh) set a knob of the harness, never of the
# product, acting the moment the kernel has the first frame of the case's first play (read from the
# device node): STALL_WINDOW_S stops the window (SIGSTOP) that long, a stall of the program under
# test while the machine has time, which its case must fail on; HOG_S runs a real-time busy loop
# above the player's priority on every CPU that long, starving the machine (the window, the
# witness and the player alike), which its case must be judged starved for.
self_check_knob() {
    window=$(pgrep -u $USER_ID -x peekpop-browser) || return 0
    python3 - "$DEVNODE" "$window" "${STALL_WINDOW_S:-}" "${HOG_S:-}" <<'PY'
import os, signal, sys, time
devnode, window, stall, hog = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
# The hog's loops are ready before the first frame, each waiting on a pipe: forked only after it
# (under TCG a fork takes longer than a tap), they once began after the tap had reached the window.
children = []
if hog:
    ready, go = os.pipe()
    for _ in range(os.cpu_count()):
        child = os.fork()
        if child == 0:
            os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(50))
            os.read(ready, 1)
            end = time.monotonic() + float(hog)
            while time.monotonic() < end:
                pass
            os._exit(0)
        children.append(child)
# Above the loops and the player: the knob acts the moment the kernel has the first event, before
# the window or the compositor reads it.
os.sched_setscheduler(0, os.SCHED_FIFO, os.sched_param(51))
device = os.open(devnode, os.O_RDONLY)
os.read(device, 24)
if stall:
    os.kill(window, signal.SIGSTOP)
    print(f"self-check: the window ({window}) stopped for {stall} s at the first frame", flush=True)
    time.sleep(float(stall))
    os.kill(window, signal.SIGCONT)
else:
    os.write(go, b"x" * len(children))
    print(f"self-check: every CPU busy at a real-time priority for {hog} s from the first frame", flush=True)
    for child in children:
        os.waitpid(child, 0)
PY
}

# touch_hold FILE SECONDS: plays FILE (touch_play) up to SECONDS into it and holds the finger there,
# down and still, until `release`: the player stops itself at that point of the recording
# (`--pause-at`), whatever the machine's speed. Returns once it holds.
touch_hold() {
    touch_play "$1" --pause-at "$2"
    wait_for 120 grep -q '^paused at' "$PLAYER_OUT" || { cat "$PLAYER_OUT"; fail "the player never reached $2 s into $1"; }
}
release() { kill -CONT "$PLAYER_PID"; }
# gradual_hold MS: where gradual-peek-MS.events (Recordings/synth.py) is held: 0.4 s past its peek,
# at the peek's force.
gradual_hold() { awk -v ms="$1" 'BEGIN { print (ms + 400) / 1000 }'; }
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

# verdict CHECK [ARGS...]: one check of guest/verdict.py on what the case left so far: returns
# when it passes, fails with its reason, or says the machine was too slow (starved) when the
# witness or the player shows it.
verdict() {
    why=$(verdict_py "$@")
    case $? in
    0) return 0 ;;
    $STARVED) starved "$why" ;;
    *) fail "$why" ;;
    esac
}
# verdict.py on this case's files, each play's recording replayed first by `peekpop replay` (the
# stream's times on the recording's clock, replayed.N.events: when each gesture was made).
verdict_py() {
    for played in /tmp/played.*.events; do
        [ -f "$played" ] || continue
        replayed=/tmp/replayed.${played#/tmp/played.}
        [ -f "$replayed" ] || peekpop replay "$played" > "$replayed" 2>/dev/null
    done
    python3 /vm/verdict.py --case /tmp --witness $WITNESS_LOG "$@"
}

# How late the player may write a frame: a starved player stretches a tap into a press, and what
# the window then did says nothing about peekpop.
PLAYER_LAG_MAX=100
# The finger is not slowed by what the machine does: the player runs before the guest's other
# work (sway, WebKit, the daemon), at a real-time priority; it sleeps between frames.
PLAYER_PRIORITY="chrt --fifo 20"
player_on_time() { verdict player-on-time $PLAYER_LAG_MAX; }

# quiet: waits until the pages, the window and the daemon have said nothing for SETTLE_S of time
# the machine gave (the witness's clock), at most SETTLE_MAX_S, before a check that nothing more
# happened reads them.
SETTLE_S=3
SETTLE_MAX_S=60
quiet() {
    python3 /vm/verdict.py --witness $WITNESS_LOG settle $SETTLE_S $SETTLE_MAX_S $BEACON /tmp/window.events /tmp/daemon.out
}

# After each case that passed: the window was not the one that stalled.
after_case() {
    [ -f /tmp/touch.trace ] || return 0
    verdict window-kept-up
}

# play_until FILE LINE WHY: plays FILE (touch_play) and waits for the window's --events to have a
# line matching LINE; when it never comes, fails with WHY, showing the events, after asking the
# verdicts whether a tap of the recordings lost its click to the machine (starved) or not.
play_until() {
    touch_play "$1"
    wait_player > /dev/null
    player_on_time
    wait_for 120 grep -q "$2" /tmp/window.events || { cat /tmp/window.events; verdict taps-clicked; fail "$3"; }
}

# Latency samples for the run's check and docs/performance.md's table, in $OUT/latency.txt (run.sh sums
# them up and checks them), `KIND MS`: `card` from the kernel's timestamp of the frame that made
# each peek of the case's recordings to the window's first frame painted with its card
# (PEEKPOP_PAINT_TRACE); `tap` from a tap's lift to the page's frame after its own reaction.
record_latencies() { verdict_py latencies >> "${LATENCY_FILE:-$OUT/latency.txt}"; }

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

# What a case leaves, kept in $OUT/NAME/ (.build-vm/desktop/share on the host) with the witness's
# log; keep_case_files leaves the case's own log (/tmp/case.log, which the runner reads) in place.
keep_artifacts() {
    keep_case_files "$1"
    [ -f /tmp/case.log ] && mv /tmp/case.log "$OUT/$1/"
    return 0
}
keep_case_files() {
    mkdir -p "$OUT/$1"
    for file in /tmp/window.events /tmp/window.err /tmp/daemon.out /tmp/daemon.err /tmp/beacon.log /tmp/paint.trace /tmp/touch.trace \
                /tmp/played.*.events /tmp/frames.*.txt /tmp/replayed.*.events /tmp/opened; do
        [ -f "$file" ] && mv "$file" "$OUT/$1/"
    done
    cp $WITNESS_LOG "$OUT/$1/witness.log" 2>/dev/null
    return 0
}

# session_lines KIND: the window's session lines of KIND (navigated, preview-shown...).
session_lines() { grep -c "\"session\":\"$1\"" /tmp/window.events; }

