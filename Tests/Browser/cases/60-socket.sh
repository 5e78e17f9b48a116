# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Gestures from the daemon's socket. The window waits for the hit-test of each gesture before the
# next, never for a load: with the daemon at the recorded pace (--realtime) the demo's pages have
# loaded before the next gesture, so its lines are peekpop replay's. (Without --realtime the daemon
# sends everything at once, and whether the peek after a tap hit-tests the new page or the old one
# depends on how fast it loads: there the lines rightly depend on timing.)

"$bin/peekpop" run --replay "$demo" --socket "$work/daemon.sock" --await-clients 1 --realtime 2> "$work/daemon.stderr" &
daemons+=($!)
for _ in $(seq 100); do [[ -S "$work/daemon.sock" ]] && break; sleep 0.05; done
socket_window socket-demo "$work/daemon.sock"
if ! wait "$window"; then
    fail "socket-demo: peekpop-browser exited with an error ($(grep -v 'session bus\|a11y' "$work/socket-demo.stderr" | head -5))"
elif ! diff -u "$expected" "$work/socket-demo.actual" > "$work/socket-demo.diff"; then
    fail "socket-demo: the window's lines from the daemon differ from peekpop replay --site"
    head -20 "$work/socket-demo.diff" >&2
else
    ok "the demo from the daemon's socket ($(grep -c '"session"' "$work/socket-demo.actual") session lines)"
fi

# A stream of garbage and half lines, cut into pieces of 5 bytes (stream_server.py sends peekpop
# replay's own lines at their pace, session lines included, with garbage between): the window skips
# what is not v1, ignores the session lines, notes it at most once in 10 s, and gives the same lines.
stand_in garbage "$expected"
socket_window garbage "$work/garbage.sock"
if ! wait "$window"; then
    fail "garbage: peekpop-browser exited with an error ($(grep -v 'session bus\|a11y' "$work/garbage.stderr" | head -5))"
elif ! diff -u "$expected" "$work/garbage.actual" > "$work/garbage.diff"; then
    fail "garbage: the window's lines differ from peekpop replay --site"
    head -20 "$work/garbage.diff" >&2
elif notes=$(grep -c "skipped a line from" "$work/garbage.stderr"); (( notes < 1 || notes > 2 )); then
    fail "garbage: $notes notes of skipped lines, expected 1 or 2 (one per 10 s): $(grep skipped "$work/garbage.stderr" | head -3)"
else
    ok "garbage and half lines on the socket ($notes notes)"
fi

# A stream sent all at once: each gesture waits for the hit-test of the one before, so an answer
# carries its own gesture's time (not that of the peek's next `changed`, 8 ms later). Without a
# pace only what needs no load between gestures is the same on every machine: the demo's peeks and
# its pop handed to the system browser, on a window that starts on the page they are made on.
apple="http://127.0.0.1:$port/en.wikipedia.org/wiki/Apple_Inc."
python3 -c 'import json, sys; site = json.load(open(sys.argv[1])); site["start"] = sys.argv[2]; json.dump(site, open(sys.argv[3], "w"))' "$site" "$apple" "$work/apple-site.json"
{ printf '{"v":1,"time":0.000000,"session":"navigated","url":"%s","mode":"in-app"}\n' "$apple"
  sed -n '/"gesture":"peek","phase":"began"/,$p' "$expected" | sed '/"gesture":"edge-pan"/,$d'; } > "$work/at-once.expected"
stand_in at-once "$work/at-once.expected" --at-once
rm -f "$work/opened"
timeout 120 "$bin/peekpop-browser" --site "$work/apple-site.json" --state "$work/at-once.window" --socket "$work/at-once.sock" \
    --events --quit-when-done > "$work/at-once.actual" 2> "$work/at-once.stderr" || fail "at once: peekpop-browser exited with an error"
if ! diff -u "$work/at-once.expected" "$work/at-once.actual" > "$work/at-once.diff"; then
    fail "a stream sent at once: the window's lines differ from peekpop replay --site"
    head -20 "$work/at-once.diff" >&2
elif [[ "$(cat "$work/opened" 2>/dev/null)" != "http://localhost:$port/www.apple.com/" ]]; then
    fail "a stream sent at once: xdg-open got '$(cat "$work/opened" 2>/dev/null)'"
else
    ok "a stream sent at once ($(grep -c '"session"' "$work/at-once.actual") session lines at their gestures' times)"
fi

# Lines dropped mid-peek ({"v":1,"dropped":N}, what the daemon sends a client that fell behind):
# the window cancels the peek at once (the preview is dismissed), notes it, and skips the rest of
# that peek, whose release it will not give the core twice.
{ head -n 10 "$work/at-once.expected"; echo '{"v":1,"dropped":40}'; sed -n '11,/"phase":"ended"/p' "$work/at-once.expected"; } > "$work/dropped.stream"
python3 - "$work/at-once.expected" > "$work/dropped.expected" <<'PY'
import json, sys
lines = open(sys.argv[1]).read().splitlines()[:10]
last, shown = json.loads(lines[9]), json.loads(lines[2])
print("\n".join(lines))
print(lines[9].replace('"phase":"changed"', '"phase":"cancelled"'))
print('{"v":1,"time":%.6f,"session":"preview-dismissed","url":"%s"}' % (last["time"], shown["url"]))
PY
stand_in dropped "$work/dropped.stream" --at-once
timeout 120 "$bin/peekpop-browser" --site "$work/apple-site.json" --state "$work/dropped.window" --socket "$work/dropped.sock" \
    --events --quit-when-done > "$work/dropped.actual" 2> "$work/dropped.stderr" || fail "dropped: peekpop-browser exited with an error"
if ! diff -u "$work/dropped.expected" "$work/dropped.actual" > "$work/dropped.diff"; then
    fail "lines dropped mid-peek: not cancelled and dismissed as expected"
    head -20 "$work/dropped.diff" >&2
elif ! grep -q "the daemon dropped 40 lines" "$work/dropped.stderr"; then
    fail "lines dropped mid-peek: no note ($(grep -v 'session bus\|a11y' "$work/dropped.stderr" | head -3))"
else
    ok "lines dropped mid-peek: the peek cancelled, the preview dismissed, the rest of it skipped"
fi

# The daemon killed mid-peek (kill -9: no goodbye): the window cancels the peek and the preview is
# dismissed. The recording is the demo's first peek (its lines 202 to 611, without the tap before
# it), the finger held until 30 s, on the site started at Apple Inc., the page it peeks on: with
# the tap, the peek came 1.1 s after the tap's navigation, at the recording's pace, and on a busy
# machine the page was still loading (a window feeds gestures during a load), so no preview came.
{ head -n 132 "$demo"; sed -n '202,611p' "$demo"; echo "E: 30.000000 0000 0000 0000"; } > "$work/held-peek.events"
"$bin/peekpop" run --replay "$work/held-peek.events" --socket "$work/killed.sock" --await-clients 1 --realtime 2> "$work/killed-daemon.stderr" &
killed=$!
daemons+=($killed)
for _ in $(seq 100); do [[ -S "$work/killed.sock" ]] && break; sleep 0.05; done
site="$work/apple-site.json" socket_window killed "$work/killed.sock"
if ! wait_for "$work/killed.actual" '"preview-shown"' 20; then
    fail "killed mid-peek: no preview was shown ($(tail -3 "$work/killed.actual"))"
    kill "$killed" "$window" 2>/dev/null || true
else
    kill -9 "$killed"
    wait "$killed" 2>/dev/null || true
    if ! wait "$window"; then
        fail "killed mid-peek: peekpop-browser exited with an error ($(grep -v 'session bus\|a11y' "$work/killed.stderr" | head -5))"
    elif ! tail -2 "$work/killed.actual" | head -1 | grep -q '"gesture":"peek","phase":"cancelled"' \
            || ! tail -1 "$work/killed.actual" | grep -q '"session":"preview-dismissed","url":"http://127.0.0.1:'; then
        fail "killed mid-peek: the window did not end with the peek cancelled and the preview dismissed: $(tail -2 "$work/killed.actual")"
    else
        ok "the daemon killed mid-peek: the preview is dismissed"
    fi
fi

# The daemon absent when the window starts: the window says so (on stderr, and in a banner over the
# top of the page: the first screenshot is dark where the page is white), keeps trying, and takes
# the daemon's stream once it is there.
socket_window absent "$work/later.sock" --screenshots "$work/absent-shots"
if ! wait_for "$work/absent.stderr" "no peekpop daemon at $work/later.sock (no socket): waiting for it" 30; then
    fail "daemon absent: no note ($(grep -v 'session bus\|a11y' "$work/absent.stderr" | head -3))"
    kill "$window" 2>/dev/null || true
else
    wait_for "$work/absent.actual" '"navigated"' 30 || true
    sleep 1
    "$bin/peekpop" run --replay "$demo" --socket "$work/later.sock" --await-clients 1 --realtime 2> "$work/later-daemon.stderr" &
    daemons+=($!)
    if ! wait "$window"; then
        fail "daemon absent: peekpop-browser exited with an error ($(grep -v 'session bus\|a11y' "$work/absent.stderr" | head -5))"
    elif ! diff -u "$expected" "$work/absent.actual" > "$work/absent.diff"; then
        fail "daemon absent, then started: the window's lines differ from peekpop replay --site"
        head -20 "$work/absent.diff" >&2
    else
        first=$work/absent-shots/001-navigated.png later=$work/absent-shots/002-navigated.png
        read -r _ _ _ width _ _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$first" 0 0)
        # Below the progress bar's 4 px: the banner is dark, the page behind it light.
        read -r r g b _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$first" 4 $((top + 8)))
        read -r r2 g2 b2 _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$later" 4 $((top + 8)))
        if (( r + g + b > 450 || r2 + g2 + b2 <= 450 )); then
            fail "daemon absent: the banner's corner is $r $g $b while absent and $r2 $g2 $b2 once connected (expected dark, then light)"
        else
            ok "the daemon absent at start, then started: a banner meanwhile, then the demo's lines"
        fi
    fi
fi
