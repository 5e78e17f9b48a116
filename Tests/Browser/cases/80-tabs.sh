# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Tabs (issue 10). The preview-actions recording opens a second tab behind the first (Open in New
# Tab): each tab's snapshot is stored as a downscaled PNG in the state folder (mode 0600, named
# TAB-KEY.png by the FNV-1a key of its bytes), its pixels its page's colour. The toolbar's Close
# Tab (a pointer click, xdotool) closes the tab in front: tab-closed then tab-focused, its rows and
# its PNG gone, the other tab (suspended behind it until then: no web process of its own) brought back. A relaunch keeps the
# stored PNG; one corrupted before the relaunch is replaced by a fresh snapshot once its tab loads.
tabs_state=$work/tabs.window
tabs_actions=$root/Recordings/demo/pressure-touchscreen.preview-actions.events
# The FNV-1a key a PNG file's name must carry: a name is only ever given to whole bytes.
png_key() { python3 -c 'import sys
h = 0xcbf29ce484222325
for b in open(sys.argv[1], "rb").read(): h = ((h ^ b) * 0x100000001b3) & 0xffffffffffffffff
print("%016x" % h)' "$1"; }
# Every stored PNG whole (its name's key is its bytes'), the user's only, at most 640 wide, with
# the colour of `title`'s page in its bottom right corner (away from the page's links and text).
check_pictures() { # LABEL TITLE
    local file name size
    for file in "$tabs_state"/snapshots/*.png; do
        name=$(basename "$file" .png)
        [[ "${name#*-}" == "$(png_key "$file")" ]] || fail "$1: $file is not the bytes its name says"
        [[ "$(stat -c %a "$file")" == 600 ]] || fail "$1: $file has mode $(stat -c %a "$file")"
        size=$(python3 "$root/Tests/Browser/png_pixels.py" "$file" 0 0 | cut -d' ' -f4-5)
        (( ${size% *} <= 640 && ${size% *} >= 320 )) || fail "$1: $file is $size, not downscaled to 640 wide"
        [[ "$(pixel "$file" $((${size% *} - 20)) $((${size#* } - 20)))" == "$(colour_of "$2")" ]] \
            || fail "$1: $file shows $(pixel "$file" $((${size% *} - 20)) $((${size#* } - 20))), $2 is $(colour_of "$2")"
    done
}
pictures() { (cd "$tabs_state/snapshots" && ls -A | sed 's/-.*//' | tr '\n' ' '); }

failures_before=$failures
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$tabs_state" --replay "$tabs_actions" \
        --events --quit-when-done > "$work/tabs.actual" 2> "$work/tabs.stderr"; then
    [[ "$(pictures)" == "1 2 " ]] || fail "tabs: the stored pictures are of tabs '$(pictures)', expected 1 and 2"
    check_pictures "tabs: after Open in New Tab" "Apple Inc."
    (( failures == failures_before )) && ok "tabs: a downscaled PNG of each tab's page in the state folder, mode 0600, named by its bytes"
else
    fail "tabs: peekpop-browser exited with $? (stderr: $work/tabs.stderr)"
fi

# The toolbar's Close Tab (the last quarter) on the window left alone (no daemon on its socket).
failures_before=$failures
clicks=$work/tabs-close.actual
"$bin/peekpop-browser" --site "$site" --state "$tabs_state" --socket "$work/tabs-none.sock" --events > "$clicks" 2> "$work/tabs-close.stderr" &
browser=$!
window=$(peekpop_window)
# Relaunched with tab 1 in front, tab 2 is suspended: one web process, not two.
process_tree() { echo "$1"; local child; for child in $(ps -o pid= --ppid "$1"); do process_tree "$child"; done; }
web_processes() { for pid in $(process_tree "$1"); do cat "/proc/$pid/comm" 2>/dev/null; done | grep -c '^WebKitWebProces' || true; }
# Counted once the front tab's page shows and the window has gone quiet.
apple=$(colour_of "Apple Inc.")
if [[ -n "$window" ]] && on_screen 1000 700 "(r, g, b) == (${apple// /, })" && quiet "$clicks" "$work/tabs-close.stderr"; then
    [[ "$(web_processes "$browser")" == 1 ]] && ok "tabs: relaunched with two tabs, only the one in front has a web process" \
        || fail "tabs: relaunched with two tabs, $(web_processes "$browser") web processes (expected 1: tab 2 suspended)"
else
    fail "tabs: relaunched with two tabs, the front tab's page did not show (window '$window')"
fi
if [[ -n "$window" ]] && click_once "${button_x[3]}" "$button_y" 2 enabled; then
    grep -q '"session":"tab-closed","tab":1}' "$clicks" && grep -q '"session":"tab-focused","tab":2,' "$clicks" \
        || fail "tabs: Close Tab printed $(grep '"session"' "$clicks" | tr '\n' ' '), expected tab-closed 1 then tab-focused 2"
    # Tab 2, brought back from its suspension, loads and is snapshotted afresh: read once the
    # window and its state folder are quiet.
    quiet "$clicks" "$work/tabs-close.stderr" "$tabs_state" "$tabs_state/snapshots" "$tabs_state"/* \
        || fail "tabs: after Close Tab the window and its state folder never went quiet"
else
    fail "tabs: Close Tab: ${click_trouble:-no window} (window '$window'; stderr: $work/tabs-close.stderr)"
fi
kill "$browser" 2>/dev/null || true
wait "$browser" 2>/dev/null || true
shown=$("$bin/peekpop" session show --state "$tabs_state" 2>&1)
[[ "$shown" == *'"tabs":[{"id":2,'* && "$shown" != *'"id":1,'* ]] || fail "tabs: after Close Tab the store holds $shown, expected tab 2 only"
[[ "$(pictures)" == "2 " ]] || fail "tabs: after Close Tab the stored pictures are of tabs '$(pictures)', expected 2 only"
# session show lists the PNG: its file's name, its size in bytes and in pixels.
listed=$(ls "$tabs_state"/snapshots/2-*.png)
size=$(python3 "$root/Tests/Browser/png_pixels.py" "$listed" 0 0 | cut -d' ' -f4-5)
[[ "$shown" == *"\"snapshot\":{\"file\":\"$(basename "$listed")\",\"bytes\":$(stat -c %s "$listed"),\"width\":${size% *},\"height\":${size#* }}"* ]] \
    || fail "tabs: session show lists $shown, not $(basename "$listed") of $(stat -c %s "$listed") bytes, $size pixels"
(( failures == failures_before )) && ok "tabs: Close Tab in the toolbar closes the tab in front, its rows and its PNG with it; session show lists the PNG left"

# A corrupt PNG survived: the relaunch shows the page and a fresh PNG replaces the damaged one.
failures_before=$failures
damaged=$(ls "$tabs_state"/snapshots/2-*.png)
head -c 100 /dev/urandom > "$damaged"
grep -v '^E: ' "$tabs_actions" > "$work/tabs-nothing.events"
if timeout 120 "$bin/peekpop-browser" --site "$site" --state "$tabs_state" --replay "$work/tabs-nothing.events" \
        --quit-when-done > "$work/tabs-relaunch.actual" 2> "$work/tabs-relaunch.stderr"; then
    [[ "$(pictures)" == "2 " ]] || fail "tabs: after a relaunch over a corrupt PNG the folder holds $(ls -A "$tabs_state/snapshots" | tr '\n' ' ')"
    check_pictures "tabs: relaunched over a corrupt PNG" "Apple Inc."
    (( failures == failures_before )) && ok "tabs: a corrupt stored PNG is replaced by a fresh snapshot once its tab loads"
else
    fail "tabs: relaunched over a corrupt PNG, peekpop-browser exited with $? (stderr: $work/tabs-relaunch.stderr)"
fi
