# SPDX-License-Identifier: MIT
# The live soak: `peekpop run` on real evdev while a touchscreen is unplugged and plugged in again
# every few seconds, half the time mid-peek, and SYN_DROPPED is forced every other round (the
# daemon is stopped while ten seconds of touches are written at once, so its kernel buffer
# overflows). Afterwards no gesture is left open on the socket, a new device's tap is a plain
# tap (no contact left down anywhere), and the daemon has the descriptors and about the memory
# (RssAnon) it had after the first rounds.

SOAK_ROUNDS=${SOAK_ROUNDS:-8}
PEEK_RELEASE=$REC/pressure-touchscreen/pressure-touchscreen.peek-release.events
DEMO=$REC/demo/pressure-touchscreen.demo.events

rss_anon() { awk '/^RssAnon:/ { print $2 }' "/proc/$1/status"; }
fd_count() { ls "/proc/$1/fd" | wc -l; }
# Whether the daemon has logged opening its Nth device; await_opened N waits up to 5 s for it.
opened() { [ "$(grep -c '^peekpop: reading ' /tmp/run.err)" -ge "$1" ]; }
await_opened() {
    wait_for 5 opened "$1" && return 0
    cat /tmp/run.err
    fail "the daemon did not open device $1"
}

case_soak_unplug_replug_and_syn_dropped_leave_nothing_open_or_growing() {
    background sh -c 'exec peekpop run --socket /run/soak.sock > /tmp/run.out 2> /tmp/run.err'
    daemon=$(tail -n 1 /tmp/case.pids)
    sleep 1
    [ -S /run/soak.sock ] || { cat /tmp/run.err; fail "no socket"; }
    background sh -c 'exec socat -u UNIX-CONNECT:/run/soak.sock - > /tmp/client.out'
    sleep 0.5
    idle_fds=$(fd_count "$daemon")
    began=$(grep '"gesture":"peek","phase":"began"' "/vm/golden/$(echo "recordings/${PEEK_RELEASE#$REC/}" | tr / %).out" |
        head -n 1 | sed 's/.*"time":\([0-9.]*\).*/\1/')
    [ -n "$began" ] || fail "the peek-release recording has no peek"
    round=0
    while [ "$round" -lt "$SOAK_ROUNDS" ]; do
        round=$((round + 1))
        if [ $((round % 2)) = 1 ]; then
            # Unplugged mid-peek (every other time 0.3 s later, still mid-peek or after the lift).
            play "$PEEK_RELEASE" --delay 1 --unplug-at "$(awk -v t="$began" -v r="$round" 'BEGIN { print t + 0.1 + (r % 4 == 3) * 0.3 }')" ||
                fail "round $round: no device"
            wait_player || fail "round $round: the player failed"
        else
            # Stopped while the demo's ten seconds are written at once: SYN_DROPPED on resume,
            # with the device still there; then it goes.
            opened=$(grep -c '^peekpop: reading ' /tmp/run.err)
            play "$DEMO" --delay 3 --fast --linger 3 || fail "round $round: no device"
            await_opened $((opened + 1))
            kill -STOP "$daemon"
            sleep 4
            kill -CONT "$daemon"
            wait_player || fail "round $round: the player failed"
        fi
        sleep 0.5
        kill -0 "$daemon" 2>/dev/null || { cat /tmp/run.err; fail "round $round: the daemon died"; }
        [ "$round" = 2 ] && warm_rss=$(rss_anon "$daemon")
    done
    sleep 1
    end_fds=$(fd_count "$daemon")
    end_rss=$(rss_anon "$daemon")
    echo "-- stderr"; cat /tmp/run.err
    grep -q 'SYN_DROPPED' /tmp/run.err || fail "no SYN_DROPPED reached the daemon: the overflow rounds did not overflow"
    [ "$(grep -c 'device gone' /tmp/run.err)" -ge "$SOAK_ROUNDS" ] || fail "fewer unplugs seen than rounds played"
    open_contacts /tmp/client.out > /tmp/open
    [ -s /tmp/open ] && { cat /tmp/open; fail "gestures began and never ended: $(tr '\n' ';' < /tmp/open)"; }
    gestures /tmp/client.out | grep -qx 'finger peek cancelled' || fail "no unplug cancelled a peek"

    # A fresh device after all that: one tap, and nothing else.
    : > /tmp/client.out
    play $REC/pressure-touchscreen/pressure-touchscreen.light-tap.events --delay 1 || fail "no device for the last tap"
    wait_player || fail "the player failed on the last tap"
    sleep 1
    gestures /tmp/client.out > /tmp/gestures
    [ "$(cat /tmp/gestures)" = "finger tap recognized" ] || fail "the last tap gave: $(tr '\n' ';' < /tmp/gestures)"

    echo "measure soak-rounds $SOAK_ROUNDS"
    echo "measure soak-fds ${idle_fds}->${end_fds}"
    echo "measure soak-rss-anon-kB ${warm_rss}->${end_rss}"
    [ "$end_fds" = "$idle_fds" ] || { ls -l "/proc/$daemon/fd"; fail "$end_fds descriptors open after the last unplug, $idle_fds before the first device"; }
    [ $((end_rss - warm_rss)) -lt 1024 ] || fail "RssAnon grew from ${warm_rss} kB to ${end_rss} kB over $SOAK_ROUNDS rounds"
}
