# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# History restore: quit and relaunch on the same --state. The relaunched window shows the page it
# was on with the buttons as they were, its toolbar's Back (a pointer click) goes where it went
# before, by WebKit's own list (restored from the store, not rebuilt by loads); a tab left on its
# start view comes back there with Forward enabled; a stored list WebKit cannot read falls back to
# loading the page, said once on stderr; and kill -9 mid-session loses nothing that was reported.
restore_recordings=$root/Recordings/pressure-touchscreen
swift_page=$(grep -o '"start": *"[^"]*"' "$site" | sed 's/.*"\([^"]*\)"$/\1/')
# The session lines of FILE as "EVENT URL" (url null on the start view; none for zoom and the like).
session_lines() { grep '"session"' "$1" | sed 's/.*"session":"\([a-z-]*\)"\(,"url":\(null\|"[^"]*"\)\)\{0,1\}.*/\1 \3/; s/"//g; s/ $//'; }
stored_state_bytes() { # DIR: the length of the (one) tab's stored WebKit list, 0 for none
    python3 -c 'import sqlite3, sys
print(sqlite3.connect(sys.argv[1]).execute("SELECT coalesce(max(length(renderer_state)), 0) FROM tabs").fetchone()[0])' "$1/session.sqlite"
}
relaunch_clicking() { # NAME STATE: the window relaunched on STATE from no daemon, its clicks' lines in $clicks
    clicks=$work/$1.actual
    "$bin/peekpop-browser" --site "$site" --state "$2" --events --screenshots "$work/$1-shots" > "$clicks" 2> "$work/$1.stderr" &
    clicked=$!
    window=$(peekpop_window)
}
wait_for_file() { # FILE: up to 10 s, then a moment for it to be written whole
    for _ in $(seq 100); do [[ -f "$1" ]] && break; sleep 0.1; done
    sleep 0.2
}
end_relaunch() {
    kill "$clicked" 2>/dev/null || true
    wait "$clicked" 2>/dev/null || true
}

# The first run: a tap on the Swift page's Apple Inc. link; Swift is behind it.
restored=$work/restore.window
light_tap=$restore_recordings/pressure-touchscreen.light-tap.events
timeout 120 "$bin/peekpop-browser" --site "$site" --state "$restored" --replay "$light_tap" --events --quit-when-done \
    > "$work/restore-first.actual" 2> "$work/restore-first.stderr" || fail "restore: the first run exited with $?"
apple_page=$(session_lines "$work/restore-first.actual" | sed -n '2s/^navigated //p')
[[ -n "$apple_page" ]] || fail "restore: the first run did not go to a second page ($(session_lines "$work/restore-first.actual" | tr '\n' ';'))"
(( $(stored_state_bytes "$restored") > 0 )) || fail "restore: no WebKit back/forward list stored"
cp -r "$restored" "$work/restore-garbage.window"

# Relaunched with a pinch: the same lines as peekpop replay on the headless run's state (the page
# restored, not opened afresh), and the zoom's screenshot shows the Apple Inc. page and the
# buttons as they were (back and reload on, forward off).
pinch_out=$restore_recordings/pressure-touchscreen.pinch-out.events
"$bin/peekpop" replay "$light_tap" --site "$site" --state "$work/restore.cli" > /dev/null 2>&1
"$bin/peekpop" replay "$pinch_out" --site "$site" --state "$work/restore.cli" > "$work/restore-pinch.expected" 2> /dev/null
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$restored" --replay "$pinch_out" --events --quit-when-done \
        --screenshots "$work/restore-pinch-shots" > "$work/restore-pinch.actual" 2> "$work/restore-pinch.stderr" \
        && diff -u "$work/restore-pinch.expected" "$work/restore-pinch.actual" > "$work/restore-pinch.diff"; then
    shot=$work/restore-pinch-shots/001-zoom.png
    if [[ "$(pixel "$shot" 900 600)" == "$(colour_of "Apple Inc.")" && "$(buttons "$shot")" == "on off on" ]]; then
        ok "relaunched on the page it was on, buttons as they were"
    else
        fail "relaunched: $shot shows $(pixel "$shot" 900 600) (Apple Inc. is $(colour_of "Apple Inc.")), buttons $(buttons "$shot")"
    fi
else
    fail "relaunched with a pinch: the lines differ from peekpop replay --state"
    head -20 "$work/restore-pinch.diff" >&2
fi
[[ "$(stored_session "$restored")" == "$(stored_session "$work/restore.cli")" ]] \
    || fail "relaunched: the stored session differs from peekpop replay --state's"

# Relaunched again: the toolbar's Back goes to the Swift page (white), by WebKit's own list: its
# current item was restored, so WebKit's back list has the Swift page and no load was needed.
relaunch_clicking restore-back "$restored"
if [[ -n "$window" ]] && click_once "${button_x[0]}" "$button_y" 1 enabled; then
    shot=$work/restore-back-shots/001-back.png
    [[ "$(session_lines "$clicks")" == "back $swift_page" ]] || fail "relaunched, Back gave: $(session_lines "$clicks" | tr '\n' ';')"
    wait_for_file "$shot" # taken once the page has loaded
    [[ "$(pixel "$shot" 900 600)" == "255 255 255" && "$(buttons "$shot")" == "on on on" ]] \
        || fail "relaunched, after Back: $shot shows $(pixel "$shot" 900 600), buttons $(buttons "$shot")"
    ok "relaunched, the toolbar's Back goes where it went before"
else
    fail "relaunched, Back: ${click_trouble:-no answer} (window '$window'; lines: $(cat "$clicks"))"
fi
end_relaunch

# Page state kept by WebKit's list: a tall page scrolled to its end (top half red, bottom half
# green), left by its link (fixed in the corner) for a blue page; relaunched, Back shows the green
# end again, which only WebKit's restored item knows (a load of the page would show its red top);
# and so does Forward from the start view after a relaunch there. (Text typed into a field is not
# checked: WebKitGTK 2.50 leaves it out of the serialised state of a page it keeps in its cache.)
mkdir -p "$work/tall"
printf '%s' '<!DOCTYPE html><html><head><title>Tall</title></head><body style="margin:0">
<div style="height:2000px;background:rgb(250,200,200)"></div><div style="height:2000px;background:rgb(200,250,200)"></div>
<a href="second.html" style="position:fixed;left:100px;top:100px;width:200px;height:60px;background:#0645ad">Second</a>
</body></html>' > "$work/tall/first.html"
printf '%s' '<!DOCTYPE html><html><head><title>Second</title></head><body style="background:rgb(200,200,250)"></body></html>' > "$work/tall/second.html"
printf '{"start": "file://%s/tall/first.html", "allow": []}' "$work" > "$work/tall-site.json"
clicks=$work/restore-scroll.actual
"$bin/peekpop-browser" --site "$work/tall-site.json" --state "$work/restore-scroll.window" --events > "$clicks" 2> "$work/restore-scroll.stderr" &
clicked=$!
window=$(peekpop_window)
# Each step once the screen shows the one before done: the page (red at its top), scrolled to its
# end (green), the link (blue) clicked.
click_trouble=""
[[ -n "$window" ]] && wait_for "$clicks" '"session"' 30 && on_screen 900 400 '(r, g, b) == (250, 200, 200)' \
    && xdotool mousemove --window "$window" 900 400 click 1 key End && on_screen 900 400 '(r, g, b) == (200, 250, 200)' \
    && click_once 200 $((top + 130)) 2 'r < 20 and b > 160' \
    || fail "the tall page scrolled to its end and its link clicked: ${click_trouble:-see above} (window '$window'; lines: $(cat "$clicks"))"
end_relaunch
site_before=$site
site=$work/tall-site.json
relaunch_clicking restore-scroll-back "$work/restore-scroll.window"
site=$site_before
if [[ -n "$window" ]] && click_once "${button_x[0]}" "$button_y" 1 enabled; then
    shot=$work/restore-scroll-back-shots/001-back.png
    wait_for_file "$shot"
    [[ "$(session_lines "$clicks")" == "back file://$work/tall/first.html" && "$(pixel "$shot" 900 400)" == "200 250 200" ]] \
        && ok "relaunched, Back restores the page's scroll position from WebKit's list" \
        || fail "relaunched, Back to the scrolled page: $(session_lines "$clicks" | tr '\n' ';') showing $(pixel "$shot" 900 400), not its green end"
else
    fail "relaunched on the scrolled page: ${click_trouble:-no answer} (lines: $(cat "$clicks"))"
fi
end_relaunch
# Back once more, to the start view, and relaunched there: Forward goes to WebKit's restored entry,
# scrolled to its end as it was.
site=$work/tall-site.json
relaunch_clicking restore-scroll-start "$work/restore-scroll.window"
[[ -n "$window" ]] && click_once "${button_x[0]}" "$button_y" 1 enabled \
    || fail "relaunched on the scrolled page, Back to the start view: ${click_trouble:-no window} (lines: $(cat "$clicks"))"
end_relaunch
relaunch_clicking restore-scroll-forward "$work/restore-scroll.window"
site=$site_before
if [[ -n "$window" ]] && click_once "${button_x[1]}" "$button_y" 1 enabled; then
    shot=$work/restore-scroll-forward-shots/001-forward.png
    wait_for_file "$shot"
    [[ "$(session_lines "$clicks")" == "forward file://$work/tall/first.html" && "$(pixel "$shot" 900 400)" == "200 250 200" ]] \
        && ok "relaunched on the start view, Forward restores the page's scroll position from WebKit's list" \
        || fail "relaunched on the start view, Forward to the scrolled page: $(session_lines "$clicks" | tr '\n' ';') showing $(pixel "$shot" 900 400), not its green end"
else
    fail "relaunched on the start view after the scrolled page: ${click_trouble:-no answer} (lines: $(cat "$clicks"))"
fi
end_relaunch

# A stored list WebKit cannot read: the page is loaded without it, said once, and the run goes on
# as the headless one does.
python3 -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("UPDATE tabs SET renderer_state = ?", (b"not a WebKit session state \x00\xff" * 8,))
db.commit()' "$work/restore-garbage.window/session.sqlite"
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/restore-garbage.window" --replay "$pinch_out" --events \
        --quit-when-done --screenshots "$work/restore-garbage-shots" > "$work/restore-garbage.actual" 2> "$work/restore-garbage.stderr" \
        && cmp -s "$work/restore-pinch.expected" "$work/restore-garbage.actual"; then
    notes=$(grep -c 'cannot be read by WebKit' "$work/restore-garbage.stderr" || true)
    if (( notes != 1 )); then
        fail "a stored list WebKit cannot read: noted $notes times"
    elif [[ "$(pixel "$work/restore-garbage-shots/001-zoom.png" 900 600)" != "$(colour_of "Apple Inc.")" ]]; then
        fail "a stored list WebKit cannot read: the page is not loaded"
    elif ! python3 -c 'import sqlite3, sys
blobs = [row[0] for row in sqlite3.connect(sys.argv[1]).execute("SELECT renderer_state FROM tabs")]
sys.exit(0 if blobs and all(blob and b"not a WebKit" not in blob for blob in blobs) else 1)' "$work/restore-garbage.window/session.sqlite"; then
        fail "a stored list WebKit cannot read: WebKit's new list did not replace it in the store"
    else
        ok "a stored list WebKit cannot read: the page loaded without it, noted once"
    fi
else
    fail "a stored list WebKit cannot read: exit or lines differ (stderr: $(head -3 "$work/restore-garbage.stderr"))"
fi

# A tab left on its start view (back from the first page) comes back there: Forward enabled goes
# to the page, and Back then returns to the start view, its start button shown, buttons off on off.
timeout 120 "$bin/peekpop-browser" --site "$site" --state "$work/restore-start.window" --events --quit-when-done \
    --replay "$restore_recordings/pressure-touchscreen.edge-pan-left-committed.events" > /dev/null 2>&1 \
    || fail "restore: the start view run exited with $?"
relaunch_clicking restore-start "$work/restore-start.window"
if [[ -n "$window" ]] && click_once "${button_x[1]}" "$button_y" 1 enabled && click_once "${button_x[0]}" "$button_y" 2 enabled; then
    [[ "$(session_lines "$clicks" | tr '\n' ';')" == "forward $swift_page;back null;" ]] \
        || fail "relaunched on the start view, Forward then Back gave: $(session_lines "$clicks" | tr '\n' ';')"
    shot=$work/restore-start-shots/002-back.png
    wait_for_file "$shot"
    read -r r g b < <(pixel "$shot" 462 $((top + page_height / 2)))
    (( b > 200 && r < 100 )) && [[ "$(buttons "$shot")" == "off on off" ]] \
        || fail "relaunched on the start view, after Back: $shot has ($r $g $b) mid-page, buttons $(buttons "$shot")"
    ok "relaunched on the start view, Forward and Back as before"
else
    fail "relaunched on the start view: ${click_trouble:-no answer} (window '$window'; lines: $(cat "$clicks"))"
fi
end_relaunch

# kill -9 mid-session (the demo at its recorded pace, killed at its back): every line reported
# before the kill is in the store: each in-app page in the tab's list, the tab on the page of the
# last move, and the zoom of a zoom line.
killed=$work/restore-killed
"$bin/peekpop-browser" --site "$site" --state "$killed.window" --replay "$demo" --realtime --events > "$killed.actual" 2> "$killed.stderr" &
killed_window=$!
wait_for "$killed.actual" '"session":"back"' 60 || fail "kill -9: the demo did not get to its back"
kill -9 "$killed_window" 2>/dev/null || true
wait "$killed_window" 2>/dev/null || true
"$bin/peekpop" session show --state "$killed.window" > "$killed.show" 2>&1 || fail "kill -9: session show failed: $(cat "$killed.show")"
if python3 - "$killed.actual" "$killed.show" <<'EOF'
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1]) if '"session"' in line]
show = json.load(open(sys.argv[2]))
tab = next(t for t in show["tabs"] if t["id"] == show["selected"])
pages = tab["back"] + ([tab["current"]] if tab["current"] else []) + tab["forward"]
moves = [l for l in lines if l["session"] in ("back", "forward") or (l["session"] == "navigated" and l["mode"] == "in-app")]
problems = [f'{l["url"]} not in the list' for l in moves if l["url"] and l["url"] not in pages]
if moves and tab["current"] != moves[-1]["url"]:
    problems.append(f'current {tab["current"]}, the last line says {moves[-1]["url"]}')
zooms = [l for l in lines if l["session"] == "zoom"]
if zooms and abs(tab["zoom"] - zooms[-1]["scale"]) > 1e-3:
    problems.append(f'zoom {tab["zoom"]}, the last line says {zooms[-1]["scale"]}')
if problems:
    print("; ".join(problems), file=sys.stderr)
sys.exit(1 if problems or not moves else 0)
EOF
then
    ok "kill -9 mid-session: every line reported is in the store ($(grep -c '"session"' "$killed.actual") lines)"
else
    fail "kill -9 mid-session: the store lacks what was reported ($killed.show)"
fi
