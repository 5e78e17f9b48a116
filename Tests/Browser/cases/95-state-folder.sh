# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# One process per state folder (issue 13): the window on a daemon's folder (with URLs too: a daemon
# takes none), and a daemon on the window's, are refused (75) with the folder and the holder's PID
# and command named; a look with
# `peekpop session show` at the window's folder works while it runs.
"$bin/peekpop" run --socket "$work/lock-daemon.sock" --replay "$demo" --realtime --keep-running \
    --site "$site" --state "$work/lock.daemon" > /dev/null 2> "$work/lock-daemon.stderr" &
daemon=$!
if wait_for "$work/lock.daemon/lock" "^$daemon\$" 20; then
    [[ $(status "$bin/peekpop-browser" --site "$site" --state "$work/lock.daemon" --replay "$demo") == 75 ]] \
        || fail "the window on the daemon's state folder did not exit 75: $(cat "$work/status.stderr")"
    grep -qF "peekpop-browser: $work/lock.daemon: the state folder is in use by process $daemon ($bin/peekpop run " "$work/status.stderr" \
        && ok "the window on a daemon's state folder is refused, naming the daemon" \
        || fail "the window's refusal does not name the folder and the daemon: $(cat "$work/status.stderr")"
    # A plain launch with a URL hands it to a window holding the folder; a daemon takes none.
    [[ $(status "$bin/peekpop-browser" --state "$work/lock.daemon" "http://127.0.0.1:$port/") == 75 ]] \
        && grep -qF "the state folder is in use by process $daemon" "$work/status.stderr" \
        && ok "a URL for a daemon's state folder is refused too: no window there to take it" \
        || fail "a URL for the daemon's state folder: $(cat "$work/status.stderr")"
else
    fail "the daemon did not take its state folder: $(cat "$work/lock-daemon.stderr")"
fi
kill "$daemon" 2> /dev/null || true
wait "$daemon" || fail "the daemon did not stop cleanly on SIGTERM: $(cat "$work/lock-daemon.stderr")"

"$bin/peekpop-browser" --site "$site" --state "$work/lock.window" --replay "$demo" --realtime --events --quit-when-done \
    > "$work/lock-window.actual" 2> "$work/lock-window.stderr" &
holder=$!
if wait_for "$work/lock.window/lock" "^$holder\$" 30 && wait_for "$work/lock-window.actual" '"session"' 30; then
    [[ $(status "$bin/peekpop" run --socket "$work/lock-second.sock" --replay "$demo" --site "$site" --state "$work/lock.window") == 75 ]] \
        || fail "a daemon on the window's state folder did not exit 75: $(cat "$work/status.stderr")"
    grep -qF "peekpop: $work/lock.window: the state folder is in use by process $holder ($bin/peekpop-browser " "$work/status.stderr" \
        && ok "a daemon on the window's state folder is refused, naming the window" \
        || fail "the daemon's refusal does not name the folder and the window: $(cat "$work/status.stderr")"
    shown=$("$bin/peekpop" session show --state "$work/lock.window" 2>&1) \
        && [[ $shown == *'"tabs"'* ]] \
        && ok "session show reads the window's folder while the window holds it" \
        || fail "session show on the window's folder while it runs: $shown"
else
    fail "the window did not take its state folder or report its start: $(cat "$work/lock-window.stderr")"
fi
for _ in $(seq 600); do kill -0 "$holder" 2> /dev/null || break; sleep 0.1; done
kill "$holder" 2> /dev/null && fail "the window did not quit when done"
wait "$holder" || fail "the window did not exit 0: $(cat "$work/lock-window.stderr")"
