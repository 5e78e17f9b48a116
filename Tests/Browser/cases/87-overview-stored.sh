# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The overview after a relaunch (issue 10): the cards show the stored snapshots before any page has
# loaded. A store of 4 tabs, each on a page the server holds back (/hang/, never finished: no page
# loads, no snapshot is taken, so no window could have opened them: their rows are written here, in
# the schema `peekpop replay --site --state` lays out), each with a stored PNG of its own solid colour
# written as SnapshotFolder writes them (TAB-KEY.png, mode 0600, its metadata in the snapshots
# table). The window opens the overview at once (a pinch-in on its socket): the page in front (tab
# 1) shrinks into its card live; each other card shows its tab's PNG, the pixel in its middle the
# PNG's. A damaged PNG (cut to half) and a missing one give blank placeholder cards (#ffffff, the
# card's own background), the rest as before, and the window goes on and quits as usual.
stored_site=$work/stored-site.json
stored_state=$work/stored.state
python3 - "$port" "$stored_site" <<'PY'
import json, sys
hang = f"http://127.0.0.1:{sys.argv[1]}/hang/"
pages = {hang + f"tab-{n}": {"title": f"Held back {n}", "links": []} for n in range(1, 5)}
json.dump({"start": hang + "tab-1", "allow": ["127.0.0.1"], "pages": pages}, open(sys.argv[2], "w"))
PY
mkdir -p "$stored_state"
"$bin/peekpop" replay "$root/Recordings/pressure-touchscreen/pressure-touchscreen.light-tap.events" --site "$stored_site" --state "$stored_state" > /dev/null
python3 - "$stored_state" "$stored_site" <<'PY'
import json, os, sqlite3, struct, sys, zlib
state, pages = sys.argv[1], json.load(open(sys.argv[2]))["pages"]
colours = {1: (200, 40, 40), 2: (40, 160, 60), 3: (50, 80, 200), 4: (230, 160, 20)}
width, height = 640, 451
def png(rgb):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    rows = b"".join(b"\0" + bytes(rgb) * width for _ in range(height))
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) \
        + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
def key(data):  # SnapshotKey: FNV-1a 64 of the bytes
    h = 0xcbf29ce484222325
    for b in data: h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
    return "%016x" % h
db = sqlite3.connect(os.path.join(state, "session.sqlite"))
with db:
    db.execute("DELETE FROM entries")
    db.execute("DELETE FROM snapshots")
    db.execute("DELETE FROM tabs")
    for position, url in enumerate(pages):
        db.execute("INSERT INTO tabs (id, position, current_index, zoom, progress) VALUES (?, ?, 0, 1, 1)", (position + 1, position))
        db.execute("INSERT INTO entries (tab, idx, url, title) VALUES (?, 0, ?, ?)", (position + 1, url, pages[url]["title"]))
    db.execute("INSERT OR REPLACE INTO session (id, selected_tab, mode) VALUES (1, 1, 'page')")
    for tab, rgb in colours.items():
        data = png(rgb)
        path = os.path.join(state, "snapshots", f"{tab}-{key(data)}.png")
        with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), "wb") as file:
            file.write(data)
        url = db.execute("SELECT url FROM entries WHERE tab = ?", (tab,)).fetchone()[0]
        db.execute("INSERT INTO snapshots (tab, url, width, height, taken_at, key) VALUES (?, ?, ?, ?, 0, ?)",
                   (tab, url, width, height, key(data)))
db.close()
PY
stored_png() { ls "$1"/snapshots/"$2"-*.png 2>/dev/null || true; }
# A pinch closing to 0.5 in the middle, sent at once.
cat > "$work/stored.stream" <<'EOF'
{"v":1,"time":0.020000,"device":"synthetic","tool":"finger","gesture":"pinch","phase":"began","x":0.5,"y":0.5,"scale":0.9}
{"v":1,"time":0.040000,"device":"synthetic","tool":"finger","gesture":"pinch","phase":"changed","x":0.5,"y":0.5,"scale":0.7}
{"v":1,"time":0.060000,"device":"synthetic","tool":"finger","gesture":"pinch","phase":"changed","x":0.5,"y":0.5,"scale":0.5}
{"v":1,"time":0.060000,"device":"synthetic","tool":"finger","gesture":"pinch","phase":"ended","x":0.5,"y":0.5,"scale":0.5}
EOF
stored_overview() { # NAME [STREAM]: the window relaunched on $work/NAME.window, pinched into the overview (or given STREAM); its screenshot's path in $shown
    local name=$1
    stand_in "$name" "${2:-$work/stored.stream}" --at-once
    rm -rf "$work/$name.shots"
    timeout 120 "$bin/peekpop-browser" --site "$stored_site" --state "$work/$name.window" --socket "$work/$name.sock" \
        --events --quit-when-done --screenshots "$work/$name.shots" > "$work/$name.actual" 2> "$work/$name.stderr" \
        || fail "$name: peekpop-browser exited with $? (stderr: $work/$name.stderr)"
    shown=$work/$name.shots/$(cd "$work/$name.shots" 2>/dev/null && echo *-overview-shown.png)
    [[ -f "$shown" ]] || fail "$name: no overview screenshot ($(cd "$work/$name.shots" 2>/dev/null && echo *))"
    # The page in front was still loading when the window quit (as in 55-hang.sh).
    grep -q "has not settled 5 s after the last input" "$work/$name.stderr" \
        || fail "$name: the page in front was not held back (stderr: $work/$name.stderr)"
}
# The middle of card INDEX (from 0) of 4 (a 2 x 2 grid, each card 0.4 of the page area, 1024 x
# $page_height below the toolbar).
card_middle() { echo $((1024 / 4 + 1024 / 2 * ($1 % 2))) $((top + page_height / 4 + page_height / 2 * ($1 / 2))); }
card_shows() { # SHOT INDEX "R G B"
    local x y
    read -r x y < <(card_middle "$2")
    [[ "$(pixel "$1" "$x" "$y")" == "$3" ]] || { echo "card $2 shows $(pixel "$1" "$x" "$y") at $x $y, not $3"; return 1; }
}

failures_before=$failures
cp -r "$stored_state" "$work/stored-all.window"
stored_overview stored-all
if [[ -f "$shown" ]]; then
    for tab in 2 3 4; do
        png_file=$(stored_png "$work/stored-all.window" "$tab")
        problem=$(card_shows "$shown" $((tab - 1)) "$(pixel "$png_file" 320 225)") \
            || fail "stored-all: tab $tab's stored picture is not on its card: $problem"
    done
fi
(( failures == failures_before )) && ok "relaunched with every page held back, the overview's cards show their tabs' stored PNGs"

failures_before=$failures
cp -r "$stored_state" "$work/stored-damaged.window"
damaged=$(stored_png "$work/stored-damaged.window" 3)
head -c $(($(stat -c %s "$damaged") / 2)) "$damaged" > "$work/stored-damaged.png" && mv "$work/stored-damaged.png" "$damaged"
rm "$(stored_png "$work/stored-damaged.window" 4)"
stored_overview stored-damaged
if [[ -f "$shown" ]]; then
    problem=$(card_shows "$shown" 1 "$(pixel "$(stored_png "$work/stored-damaged.window" 2)" 320 225)") \
        || fail "stored-damaged: tab 2's stored picture is not on its card: $problem"
    for index in 2 3; do
        problem=$(card_shows "$shown" "$index" "255 255 255") || fail "stored-damaged: no placeholder for a damaged or missing PNG: $problem"
    done
fi
(( failures == failures_before )) && ok "a damaged and a missing stored PNG give placeholder cards, the other stored PNGs still shown"

# A suspended tab brought to the front shows its stored picture at once, while its page loads
# again: a tap on tab 2's card (top right) focuses it, its page held back, and once the window has
# given up waiting for that load its screenshot still shows the PNG's colour over the page area's
# middle, where the revived view alone is blank.
failures_before=$failures
cp -r "$stored_state" "$work/stored-revived.window"
{ cat "$work/stored.stream"
  echo '{"v":1,"time":0.100000,"device":"synthetic","tool":"finger","gesture":"tap","phase":"recognized","x":0.75,"y":0.25}'; } > "$work/stored-revived.stream"
stored_overview stored-revived "$work/stored-revived.stream"
focused=$work/stored-revived.shots/$(cd "$work/stored-revived.shots" 2>/dev/null && echo *-tab-focused.png)
if ! grep -q '"session":"tab-focused","tab":2,' "$work/stored-revived.actual"; then
    fail "stored-revived: the tap focused no tab 2 ($(grep '"session"' "$work/stored-revived.actual" | tr '\n' ' '))"
elif [[ ! -f "$focused" ]]; then
    fail "stored-revived: no screenshot of the tab focused ($(cd "$work/stored-revived.shots" 2>/dev/null && echo *))"
elif [[ "$(pixel "$focused" 512 "$(page_y 0.5)")" != "$(pixel "$(stored_png "$work/stored-revived.window" 2)" 320 225)" ]]; then
    fail "stored-revived: tab 2 brought back shows $(pixel "$focused" 512 "$(page_y 0.5)"), not its stored picture ($(pixel "$(stored_png "$work/stored-revived.window" 2)" 320 225))"
fi
(( failures == failures_before )) && ok "a suspended tab brought to the front shows its stored picture at once while its page loads again"
