# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The browsing mode (issue 23): no site file, a browser.json naming the start page and the search
# (the test server's /search). URLs on the command line open in tabs, in a window on a 1024 x 600
# screen (a nested Xvfb); the address field takes a typed address and search words (xdotool); a
# link to another site (another host: the test pages' other hosts are served on localhost) opens
# a new tab of the window, not the system browser, and the relaunched window's overview shows both
# sites' tabs; with a local mimeapps.list naming the desktop entry, xdg-open starts the window on a
# URL, and hands the next URL to the window already running, which opens it in a tab.
browse_config=$work/browse-config
mkdir -p "$browse_config/peekpop"
swift_page=$(grep -o '"start": *"[^"]*"' "$site" | sed 's/.*"\([^"]*\)"$/\1/')
printf '{"start": "%s", "search": "http://127.0.0.1:%s/search?q=%%s"}' "$swift_page" "$port" > "$browse_config/peekpop/browser.json"
page_url() { printf 'http://127.0.0.1:%s/en.wikipedia.org/wiki/%s' "$port" "$1"; }
jobs_page=$(page_url Steve_Jobs)
objc_page=$(page_url Objective-C)
apple_page=$(page_url Apple_Inc.)
apple_com=http://localhost:$port/www.apple.com/
grep -v '^E: ' "$demo" > "$work/browse-nothing.events"
browse_sessions() { # FILE: its session lines as "EVENT [TAB] URL [MODE]"
    python3 -c 'import json, sys
for line in open(sys.argv[1]):
    if "\"session\"" in line:
        print(" ".join(str(value) for key, value in json.loads(line).items() if key not in ("v", "time")))' "$1"
}
# The address field shows an address (dark text on white) or is hidden (the toolbar's grey).
address_shown() { (( $(address_darkest "$1") < 60 )) && [[ "$(address_field "$1")" == "255 255 255" ]]; }
address_hidden() { (( $(address_darkest "$1") > 200 )) && [[ "$(address_field "$1")" != "255 255 255" ]]; }

# URLs on the command line, the window on a 1024 x 600 screen: the first in the fresh tab (no start
# page), the second in a tab of its own in front; the toolbar above the page, the address shown.
failures_before=$failures
rm -rf "$work/browse-urls-shots"
if XDG_CONFIG_HOME=$browse_config timeout 120 xvfb-run -a -s "-screen 0 1024x600x24" "$bin/peekpop-browser" \
        --state "$work/browse-urls" --replay "$work/browse-nothing.events" --events --quit-when-done \
        --screenshots "$work/browse-urls-shots" "$jobs_page" "$objc_page" > "$work/browse-urls.actual" 2> "$work/browse-urls.stderr"; then
    expected_lines=$(printf '%s\n' "navigated $jobs_page in-app" "tab-opened 2 $objc_page" "tab-focused 2 $objc_page")
    [[ "$(browse_sessions "$work/browse-urls.actual")" == "$expected_lines" ]] \
        || fail "URLs on the command line: lines $(browse_sessions "$work/browse-urls.actual" | tr '\n' ';')"
    shot=$work/browse-urls-shots/003-tab-focused.png
    read -r _ _ _ width height _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$shot" 0 0)
    [[ "$width x $height" == "1024 x 600" ]] || fail "URLs on the command line: the window is $width x $height on a 1024 x 600 screen"
    [[ "$(pixel "$shot" 1000 590)" == "$(colour_of "Objective-C")" ]] || fail "$shot: the bottom of the page is $(pixel "$shot" 1000 590), not Objective-C's"
    [[ "$(pixel "$shot" 1000 $((top + 4)))" == "$(colour_of "Objective-C")" ]] || fail "$shot: the page does not start under the toolbar"
    address_shown "$shot" || fail "$shot: the address field shows no address ($(address_darkest "$shot"), $(address_field "$shot"))"
    [[ "$(buttons "$shot" "0 1 2 3 4 5")" == "on off on on on on" ]] || fail "$shot: buttons $(buttons "$shot" "0 1 2 3 4 5")"
    (( failures == failures_before )) && ok "URLs on the command line open in tabs; at 1024 x 600 the toolbar, the address and the page all show"
else
    fail "URLs on the command line: peekpop-browser exited with $? (stderr: $work/browse-urls.stderr)"
fi

# The address field: a click in it, an address typed and Enter opens it in the tab; Ctrl+L, words
# and Enter search for them with browser.json's search; an address on another site opens in the
# tab too. Each is typed once, when its line has come for the one before, the field showing.
failures_before=$failures
typed=$work/browse-typed.actual
XDG_CONFIG_HOME=$browse_config "$bin/peekpop-browser" --state "$work/browse-typed" --replay "$work/browse-nothing.events" \
    --events --screenshots "$work/browse-typed-shots" > "$typed" 2> "$work/browse-typed.stderr" &
browser=$!
window=$(peekpop_window)
enter_address() { # KEYS TEXT URL: puts the keyboard in the field with KEYS (a click, or ctrl+l), types TEXT and Enter, once; 0 when URL is navigated to
    on_screen 174 "$button_y" '(r, g, b) == (255, 255, 255)' || return 1
    if [[ "$1" == click ]]; then xdotool mousemove --window "$window" 500 "$button_y" click 1; else xdotool key --window "$window" "$1"; fi
    sleep 0.5
    xdotool key ctrl+a
    xdotool type --delay 30 "$2"
    xdotool key Return
    wait_for "$typed" "\"session\":\"navigated\",\"url\":\"$3\"" 20
}
if [[ -n "$window" ]] && wait_for "$typed" '"session"' 30 \
        && enter_address click "127.0.0.1:$port/en.wikipedia.org/wiki/Steve_Jobs" "$jobs_page" \
        && enter_address ctrl+l "peekpop test words" "http://127.0.0.1:$port/search?q=peekpop+test+words" \
        && enter_address ctrl+l "localhost:$port/www.apple.com/" "$apple_com" && quiet "$typed"; then
    expected_lines=$(printf '%s\n' "navigated $swift_page in-app" "navigated $jobs_page in-app" \
        "navigated http://127.0.0.1:$port/search?q=peekpop+test+words in-app" "navigated $apple_com in-app")
    [[ "$(browse_sessions "$typed")" == "$expected_lines" ]] || fail "the address field: lines $(browse_sessions "$typed" | tr '\n' ';')"
    shot=$work/browse-typed-shots/002-navigated.png
    [[ "$(pixel "$shot" 1000 700)" == "$(colour_of "Steve Jobs")" ]] || fail "$shot: the page is $(pixel "$shot" 1000 700), not Steve Jobs'"
    address_shown "$shot" || fail "$shot: the address field shows no address"
    (( failures == failures_before )) && ok "the address field opens a typed address, searches for words, and goes to another site in the tab"
else
    fail "the address field: no line for what was typed (window '$window'; lines: $(browse_sessions "$typed" | tr '\n' ';'))"
fi
kill "$browser" 2>/dev/null || true
wait "$browser" 2>/dev/null || true

# Links: the Swift page's Apple Inc. link (the same site) opens in the tab; on that page, the
# www.apple.com link (another site) opens in a new tab in front, and nothing goes to the system
# browser. Relaunched on the same state and pinched into the overview, both tabs have their cards.
failures_before=$failures
{ printf '{"v":1,"time":3.0,"device":"test","tool":"finger","gesture":"tap","phase":"recognized","x":0.5,"y":0.5,"contact":0}\n'
  printf '{"v":1,"time":9.0,"device":"test","tool":"finger","gesture":"tap","phase":"recognized","x":0.625,"y":0.46,"contact":1}\n'; } > "$work/browse-links.stream"
stand_in browse-links "$work/browse-links.stream"
rm -f "$work/opened"
if XDG_CONFIG_HOME=$browse_config timeout 120 "$bin/peekpop-browser" --state "$work/browse-links" --socket "$work/browse-links.sock" \
        --events --quit-when-done > "$work/browse-links.actual" 2> "$work/browse-links.stderr"; then
    expected_lines=$(printf '%s\n' "navigated $swift_page in-app" "navigated $apple_page in-app" "tab-opened 2 $apple_com" "tab-focused 2 $apple_com")
    [[ "$(browse_sessions "$work/browse-links.actual")" == "$expected_lines" ]] \
        || fail "links: lines $(browse_sessions "$work/browse-links.actual" | tr '\n' ';')"
    [[ ! -s "$work/opened" ]] || fail "links: the system browser was handed $(cat "$work/opened")"
    shown=$("$bin/peekpop" session show --state "$work/browse-links" 2>&1)
    [[ "$shown" == *"\"current\":\"$apple_page\""*"\"current\":\"$apple_com\""* ]] || fail "links: the store holds $shown"
    (( failures == failures_before )) && ok "a link on the tab's site stays in the tab; a link to another site opens a new tab in front, not another browser"
else
    fail "links: peekpop-browser exited with $? (stderr: $work/browse-links.stderr)"
fi
failures_before=$failures
{ printf '{"v":1,"time":3.0,"device":"test","tool":"finger","gesture":"pinch","phase":"began","x":0.5,"y":0.5,"scale":1.0,"contact":0}\n'
  printf '{"v":1,"time":3.1,"device":"test","tool":"finger","gesture":"pinch","phase":"changed","x":0.5,"y":0.5,"scale":0.5,"contact":0}\n'
  printf '{"v":1,"time":3.2,"device":"test","tool":"finger","gesture":"pinch","phase":"ended","x":0.5,"y":0.5,"scale":0.5,"contact":0}\n'; } > "$work/browse-overview.stream"
stand_in browse-overview "$work/browse-overview.stream"
rm -rf "$work/browse-overview-shots"
if XDG_CONFIG_HOME=$browse_config timeout 120 "$bin/peekpop-browser" --state "$work/browse-links" --socket "$work/browse-overview.sock" \
        --events --quit-when-done --screenshots "$work/browse-overview-shots" > "$work/browse-overview.actual" 2> "$work/browse-overview.stderr"; then
    shot=$work/browse-overview-shots/$(cd "$work/browse-overview-shots" && echo *-overview-shown.png)
    # Two cards side by side in the middle of the page area; a point low in each, away from links.
    [[ "$(pixel "$shot" 379 "$(page_y 0.62)")" == "$(colour_of "Apple Inc.")" ]] || fail "$shot: the first card shows $(pixel "$shot" 379 "$(page_y 0.62)"), not Apple Inc."
    [[ "$(pixel "$shot" 891 "$(page_y 0.62)")" == "$(colour_of "/www.apple.com/")" ]] || fail "$shot: the second card shows $(pixel "$shot" 891 "$(page_y 0.62)"), not www.apple.com"
    address_hidden "$shot" || fail "$shot: the address field shows in the overview"
    (( failures == failures_before )) && ok "relaunched, the overview shows the tabs of both sites"
else
    fail "the overview of two sites: peekpop-browser exited with $? (stderr: $work/browse-overview.stderr)"
fi

# xdg-open with peekpop-browser as the default browser: the desktop entry in XDG_DATA_HOME, a
# mimeapps.list in XDG_CONFIG_HOME naming it for http and https (xdg-open without a desktop
# asks xdg-mime, which reads it), the built program first on PATH. The real xdg-open, not the
# recording script on PATH.
xdg_data=$work/xdg-data xdg_state=$work/xdg-state
mkdir -p "$xdg_data/applications"
cp "$root/data/peekpop-browser.desktop" "$xdg_data/applications/"
printf '[Default Applications]\nx-scheme-handler/http=peekpop-browser.desktop\nx-scheme-handler/https=peekpop-browser.desktop\ntext/html=peekpop-browser.desktop\n' \
    > "$browse_config/mimeapps.list"
xdg_env=(env XDG_CONFIG_HOME="$browse_config" XDG_DATA_HOME="$xdg_data" XDG_STATE_HOME="$xdg_state" PATH="$bin:$PATH")
[[ "$("${xdg_env[@]}" xdg-mime query default x-scheme-handler/https)" == peekpop-browser.desktop ]] \
    || fail "xdg-mime does not name peekpop-browser.desktop for https: $("${xdg_env[@]}" xdg-mime query default x-scheme-handler/https)"
# No window yet: xdg-open starts one on the URL (and waits for it, as it does for any browser).
failures_before=$failures
"${xdg_env[@]}" /usr/bin/xdg-open "$jobs_page" > /dev/null 2> "$work/xdg-first.stderr" &
opener=$!
for _ in $(seq 120); do
    [[ "$("$bin/peekpop" session show --state "$xdg_state/peekpop" 2>/dev/null)" == *"\"current\":\"$jobs_page\""* ]] && break
    sleep 0.5
done
[[ "$("$bin/peekpop" session show --state "$xdg_state/peekpop" 2>&1)" == *"\"current\":\"$jobs_page\""* ]] \
    || fail "xdg-open with no window: the session holds $("$bin/peekpop" session show --state "$xdg_state/peekpop" 2>&1) ($(cat "$work/xdg-first.stderr"))"
started=$(head -1 "$xdg_state/peekpop/lock" 2>/dev/null)
[[ -n "$started" ]] && kill "$started" 2>/dev/null
wait "$opener" 2>/dev/null || true
(( failures == failures_before )) && ok "xdg-open, peekpop-browser the default browser, starts the window on the URL"
# A window running: xdg-open hands the URL to it (a tab in front) and returns at once; a URL the
# window refuses is said and exits 65; a run of its own (a replay) on the held folder is refused (75).
failures_before=$failures
"${xdg_env[@]}" "$bin/peekpop-browser" --events --screenshots "$work/xdg-shots" > "$work/xdg.actual" 2> "$work/xdg.stderr" &
browser=$!
for _ in $(seq 120); do [[ -S "$xdg_state/peekpop/window.sock" ]] && break; sleep 0.25; done
sleep 2 # its restored page loading
if [[ -S "$xdg_state/peekpop/window.sock" ]] && [[ $(status "${xdg_env[@]}" /usr/bin/xdg-open "$objc_page") == 0 ]] \
        && wait_for "$work/xdg.actual" '"session":"tab-focused"' 30 && quiet "$work/xdg.actual"; then
    [[ "$(browse_sessions "$work/xdg.actual")" == "$(printf '%s\n' "tab-opened 2 $objc_page" "tab-focused 2 $objc_page")" ]] \
        || fail "xdg-open to the running window: lines $(browse_sessions "$work/xdg.actual" | tr '\n' ';')"
    sleep 2
    shot=$work/xdg-shots/002-tab-focused.png
    [[ "$(pixel "$shot" 1000 700)" == "$(colour_of "Objective-C")" ]] || fail "$shot: the page is $(pixel "$shot" 1000 700), not Objective-C's"
    [[ $(status "${xdg_env[@]}" "$bin/peekpop-browser" "javascript:alert(1)") == 65 ]] && grep -q "javascript:alert(1): not opened" "$work/status.stderr" \
        || fail "a javascript: URL handed to the window: $(cat "$work/status.stderr")"
    [[ $(status "${xdg_env[@]}" "$bin/peekpop-browser" --replay "$demo" "$objc_page") == 75 ]] \
        || fail "a replay on the window's folder was not refused (75): $(cat "$work/status.stderr")"
    (( failures == failures_before )) && ok "xdg-open hands a URL to the window already running, which opens it in a tab"
else
    fail "xdg-open to the running window: no tab (lines: $(browse_sessions "$work/xdg.actual" | tr '\n' ';'); stderr: $(grep -v 'session bus\|a11y' "$work/xdg.stderr" | head -3); status: $(cat "$work/status.stderr"))"
fi
kill "$browser" 2>/dev/null || true
wait "$browser" 2>/dev/null || true
