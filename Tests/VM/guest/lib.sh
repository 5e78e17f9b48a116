# SPDX-License-Identifier: MIT
# The guest side of the VM suite: the case runner and the helpers cases use (busybox sh).
#
# A case is a function `case_NAME` in /vm/cases/*.sh; it passes by returning 0 and fails with
# `fail REASON` (or any other non-zero status): there is no skipping, every case runs and can fail.
# Everything it prints is kept and shown by the host when it does not pass.

RESULTS=/dev/ttyS1
REC=/vm/recordings
CASE_TIMEOUT=${CASE_TIMEOUT:-120}
# What the witness (guest/witness.c) logs: how late a process at normal priority ran, all boot long.
WITNESS_LOG=/run/witness.log

emit() { printf '%s\n' "$*" > "$RESULTS"; }
uptime_seconds() { read -r up _ < /proc/uptime; echo "$up"; }
# The machine was too slow for the case to mean anything, said only on evidence from outside the
# program under test (guest/verdict.py); the runner plays the same input again.
STARVED=75
starved() { echo "STARVED: $*"; exit $STARVED; }
# A failure after a uhid player (`play --hid`) went silent with a contact down longer than the
# driver allows is the machine's: the player, at a real-time priority, says so itself (`silent MS
# ms with a contact down`), and the driver may have lifted the finger: the input was not the
# recording's.
fail() {
    player_silence=$(grep -s '^silent ' "${PLAYER_OUT:-/nonexistent}" | head -n 1)
    [ -z "$player_silence" ] || starved "$* (the player was $player_silence: the input was not the recording's)"
    echo "FAIL: $*"
    exit 1
}

# Starts the witness once per boot, before any case: the evidence a `starved` verdict needs.
witness_start() {
    [ -x /vm/witness ] || return 0
    /vm/witness $WITNESS_LOG &
}

# Runs every case_* function of the given files, each in a subshell under a watchdog.
run_all_cases() {
    for file in "$@"; do . "$file"; done
    for fn in $(sed -n 's/^\(case_[a-z0-9_]*\)() *{.*/\1/p' "$@"); do
        run_case "$fn"
    done
}

# A case file may give one of its cases more time: TIMEOUT_case_NAME=SECONDS. A suite may define
# `after_case`, run after each case body that passed (the desktop suite: the window kept up).
run_case() {
    name=$(echo "${1#case_}" | tr _ -)
    emit "begin $name $(uptime_seconds)"
    start=$(uptime_seconds)
    limit=$(eval echo "\${TIMEOUT_$1:-$CASE_TIMEOUT}")
    attempt=1
    while :; do
        ( "$1" || exit $?; if command -v after_case > /dev/null; then after_case; fi ) > /tmp/case.log 2>&1 &
        pid=$!
        ( sleep "$limit"; echo "FAIL: timed out after ${limit}s" >> /tmp/case.log; kill -9 "$pid" ) 2>/dev/null &
        watchdog=$!
        wait "$pid"
        status=$?
        kill "$watchdog" 2>/dev/null
        stop_background
        # Only a `starved` verdict is played again, with exactly the same input, up to
        # SLOW_ATTEMPTS times in all; the report says which tries were starved and why.
        [ $status = $STARVED ] || break
        why=$(grep '^STARVED: ' /tmp/case.log | tail -n 1 | sed 's/^STARVED: //')
        emit "starved $name $attempt $why"
        if command -v keep_artifacts > /dev/null; then keep_artifacts "$name.try-$attempt"; fi
        [ $attempt -lt "${SLOW_ATTEMPTS:-3}" ] || break
        attempt=$((attempt + 1))
    done
    seconds=$(awk -v a="$start" -v b="$(uptime_seconds)" 'BEGIN { printf "%.2f", b - a }')
    case $status in
    0) verdict=pass ;;
    $STARVED) verdict=fail; echo "FAIL: starved on every one of its $attempt tries: $why" >> /tmp/case.log ;;
    *) verdict=fail ;;
    esac
    reason=$(grep -E '^FAIL: ' /tmp/case.log | tail -n 1 | sed 's/^FAIL: //')
    if [ "$verdict" != pass ]; then
        tail -n 60 /tmp/case.log | while IFS= read -r line; do emit "log $name $line"; done
    fi
    # Measurements a case wants in the report: lines starting `measure `.
    sed -n 's/^measure /measure /p' /tmp/case.log | while IFS= read -r line; do emit "$line"; done
    emit "result $name $verdict $seconds $attempt ${reason:-exit status $status}"
    # A suite may keep what a case leaves (guest/desktop.sh: its logs, for the host to look at).
    if command -v keep_artifacts > /dev/null; then keep_artifacts "$name"; fi
}

# wait_for SECONDS COMMAND...: polls COMMAND every 0.2 s until it succeeds, for SECONDS by the
# clock (a slow COMMAND, such as a screenshot under TCG, does not stretch the wait); its status.
wait_for() {
    until=$(( $(date +%s) + $1 ))
    shift
    until "$@" 2>/dev/null; do
        [ "$(date +%s)" -lt "$until" ] || return 1
        sleep 0.2
    done
}

# Background processes a case starts go through `background`; the runner ends what is left.
background() {
    "$@" &
    echo $! >> /tmp/case.pids
}
stop_background() {
    [ -f /tmp/case.pids ] || return 0
    while read -r pid; do kill "$pid" 2>/dev/null; done < /tmp/case.pids
    rm -f /tmp/case.pids
    sleep 0.2
}

# play FILE [OPTIONS]: starts the uinput player in the background and waits for its devices;
# sets PLAYER_PID, PLAYER_OUT (its stdout) and DEVNODE (the first device's node). PLAYER_PRIORITY
# is a command to start it through (the desktop suite's `chrt`).
play() {
    PLAYER_OUT=$(mktemp /tmp/player.XXXXXX)
    ${PLAYER_PRIORITY:-} peekpop-uinput "$@" > "$PLAYER_OUT" 2>&1 &
    PLAYER_PID=$!
    echo "$PLAYER_PID" >> /tmp/case.pids
    # 30 s: a uhid device (--hid) is created once its driver's probe, under TCG, is done.
    for _ in $(seq 300); do
        DEVNODE=$(sed -n 's/^created \([^ ]*\) .*/\1/p' "$PLAYER_OUT" | head -n 1)
        [ -n "$DEVNODE" ] && return 0
        kill -0 "$PLAYER_PID" 2>/dev/null || break
        sleep 0.1
    done
    cat "$PLAYER_OUT"
    return 1
}

# Waits for the player started by `play`; its status.
wait_player() {
    wait "$PLAYER_PID"
    status=$?
    cat "$PLAYER_OUT"
    return $status
}

# start_run OPTIONS: the daemon in the background, stdout in /tmp/run.out, stderr in /tmp/run.err;
# returns once it reads its devices or waits for one (it says which once its socket listens and
# udev's monitor is open: a device plugged in from then on is seen), and fails if it exited
# instead or said nothing within 30 s. Its pid stays the last line of /tmp/case.pids.
start_run() {
    background sh -c "exec peekpop run $* > /tmp/run.out 2> /tmp/run.err"
    run_pid=$(tail -n 1 /tmp/case.pids)
    until=$(( $(date +%s) + 30 ))
    until grep -q -e '^peekpop: reading /dev/' -e '^peekpop: no .* yet .*waiting for one to be plugged in' /tmp/run.err 2>/dev/null; do
        # An exited daemon is a zombie until waited for, which kill -0 still finds.
        if grep -q '^State:.*Z' "/proc/$run_pid/status" 2>/dev/null || [ ! -e "/proc/$run_pid" ]; then
            run_status=0
            wait "$run_pid" || run_status=$?
            run_output
            fail "peekpop run $* exited with $run_status at start"
        fi
        [ "$(date +%s)" -lt "$until" ] || { run_output; fail "peekpop run $* did not start reading within 30 s"; }
        sleep 0.1
    done
}
# The daemon's output so far, shown with its stderr.
run_output() { cat /tmp/run.out; echo "-- stderr"; cat /tmp/run.err; }

# The golden replay output of a recording under /vm/recordings.
golden_of() { echo "/vm/golden/$(echo "recordings/${1#$REC/}" | tr / %).out"; }

# play_live FILE [OPTIONS]: plays FILE into a new device (after udev and the daemon had time to see it) and waits.
play_live() {
    play "$@" --delay 2 || fail "the player did not create a device for $1"
    wait_player || fail "the player failed on $1"
    sleep 1
}

# The gesture lines of a protocol v1 stream as `TOOL GESTURE PHASE`, session lines left out.
gestures() {
    sed -n 's/.*"tool":"\([a-z]*\)","gesture":"\([a-z-]*\)","phase":"\([a-z]*\)".*/\1 \2 \3/p' "$1" | grep -v ' changed$'
}

# Every began of a contact has its ended, cancelled or pop (a hint: or its peek's began): prints the ones left open.
open_contacts() {
    sed -n 's/.*"gesture":"\([a-z-]*\)","phase":"\([a-z]*\)".*"contact":\([0-9]*\).*/\1 \2 \3/p' "$1" | awk '
        $2 == "began" { open[$1 " " $3] = 1 }
        $2 == "ended" || $2 == "cancelled" { delete open[$1 " " $3] }
        $1 == "pop" { delete open["peek " $3] }
        $1 == "peek" && $2 == "began" { delete open["hint " $3] }
        END { for (key in open) print key }'
}

# Fails unless the two files hold the same gestures; shows both when not.
same_gestures() {
    gestures "$1" > /tmp/gestures.a
    gestures "$2" > /tmp/gestures.b
    [ -s /tmp/gestures.a ] || fail "$1 has no gestures"
    cmp -s /tmp/gestures.a /tmp/gestures.b && return 0
    diff /tmp/gestures.a /tmp/gestures.b
    fail "$2 does not have the gestures of $1"
}
