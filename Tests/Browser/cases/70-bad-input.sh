# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# Bad input, each with what a user expects: a page that spoofs the window's scripts, a javascript:
# or data: link, links to another host or with target=_blank, a redirect loop, a download, a 404,
# a connection dropped before an answer and mid-page, a site file with bad hosts. Each window
# takes its gestures from a stand-in daemon (stream_server.py, at the lines'
# pace), must quit by itself with --quit-when-done and exit 0, and is checked by its session lines
# (times left out), its stored session and its notes on stderr.
url_of() { printf 'http://127.0.0.1:%s/%s' "$port" "$1"; }
encoded() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
gesture() { # TIME GESTURE PHASE X Y [EXTRA JSON]: one gesture line as the daemon sends it
    printf '{"v":1,"time":%s,"device":"test","tool":"finger","gesture":"%s","phase":"%s","x":%s,"y":%s%s,"contact":0}\n' "$1" "$2" "$3" "$4" "$5" "${6:-}"
}
peek_and_tap() { # X Y: a peek let go, then a tap, at the point
    gesture 0.5 peek began "$1" "$2" ',"force":0.4'
    gesture 1.0 peek ended "$1" "$2" ',"force":0.05'
    gesture 1.5 tap recognized "$1" "$2"
}
back_pan() { # a committed edge-pan from the left edge
    gesture 0.5 edge-pan began 0.02 0.5 ',"edge":"left","progress":0.05'
    gesture 1.0 edge-pan ended 0.6 0.5 ',"edge":"left","progress":0.6,"committed":true'
}
sessions() { # FILE: its session lines without their times
    python3 -c 'import json, sys
for line in open(sys.argv[1]):
    if "\"session\"" in line:
        print(" ".join(str(value) for key, value in json.loads(line).items() if key not in ("v", "time")))' "$1"
}
bad_window() { # NAME START [OPTIONS...]: the window on START with the gestures of $work/NAME.stream; its exit status in $bad_status
    local name=$1 start=$2
    shift 2
    printf '{"start": "%s", "allow": ["127.0.0.1"]}' "$start" > "$work/$name-site.json"
    stand_in "$name" "$work/$name.stream"
    rm -f "$work/opened"
    bad_status=0
    timeout 60 "$bin/peekpop-browser" --site "$work/$name-site.json" --state "$work/$name" --socket "$work/$name.sock" \
        --events --quit-when-done "$@" > "$work/$name.actual" 2> "$work/$name.stderr" || bad_status=$?
}
bad_check() { # NAME DESCRIPTION EXPECTED-SESSIONS STORED-PATTERN...: status 0, those lines, a stored session matching each pattern
    local name=$1 description=$2 expected=$3 stored pattern
    shift 3
    stored=$("$bin/peekpop" session show --state "$work/$name" 2>&1)
    if (( bad_status != 0 )); then
        fail "$description: peekpop-browser exited with $bad_status ($(grep -v 'session bus\|a11y' "$work/$name.stderr" | head -3))"
        return 1
    elif [[ "$(sessions "$work/$name.actual")" != "$expected" ]]; then
        fail "$description: session lines"$'\n'"$(sessions "$work/$name.actual")"$'\n'"expected"$'\n'"$expected"
        return 1
    fi
    for pattern in "$@"; do
        [[ "$stored" == *"$pattern"* ]] || { fail "$description: stored $stored, expected $pattern in it"; return 1; }
    done
}

apple=$(url_of en.wikipedia.org/wiki/Apple_Inc.)

# A page whose script replaces document.elementFromPoint, closest, getBoundingClientRect,
# dispatchEvent, MouseEvent and JSON, and defines globals named as the window's scripts' variables:
# the isolated world still finds the real link for a peek, and a tap still clicks it.
hostile=$(url_of "link-to/$(encoded "$apple")")
peek_and_tap 0.5 0.5 > "$work/hostile.stream"
bad_window hostile "$hostile"
bad_check hostile "a page spoofing the hit-test" "navigated $hostile in-app
preview-shown $apple
preview-dismissed $apple
navigated $apple in-app" "\"current\":\"$apple\"" "\"back\":[\"$hostile\"]" \
    && ok "a page spoofing elementFromPoint and the scripts' globals: the real link is previewed and clicked"

# A tap beside the link: the page sees a click (dispatched by script, so untrusted) and nothing loads.
gesture 0.5 tap recognized 0.1 0.1 > "$work/beside.stream"
bad_window beside "$hostile"
bad_check beside "a tap beside a link" "navigated $hostile in-app" "\"current\":\"$hostile\",\"title\":\"Clicked untrusted\"" \
    && ok "a tap beside a link: the page sees an (untrusted) click, nothing loads"

# A javascript: link is neither previewed nor run by a tap (it would set the title to "Ran").
script=$(url_of "link-to/$(encoded "javascript:document.title='Ran'")")
peek_and_tap 0.5 0.5 > "$work/script.stream"
bad_window script "$script"
bad_check script "a javascript: link" "navigated $script in-app" "\"current\":\"$script\",\"title\":\"Link\"" \
    && ok "a javascript: link: no preview, never run from a tap"

# A data: link is neither previewed nor opened; a link to another host is handed to the system
# browser by a tap as by a pop; a target=_blank link opens in the tab (new-window requests go
# through the same policy).
data=$(url_of "link-to/$(encoded "data:text/html,<title>Data</title>")")
peek_and_tap 0.5 0.5 > "$work/data.stream"
bad_window data "$data"
bad_check data "a data: link" "navigated $data in-app" "\"current\":\"$data\",\"title\":\"Clicked untrusted\"" \
    && ok "a data: link: no preview, not opened by a tap"
other=http://localhost:$port/www.apple.com/
gesture 0.5 tap recognized 0.5 0.5 > "$work/external.stream"
bad_window external "$(url_of "link-to/$(encoded "$other")")"
if bad_check external "a link to another host" "navigated $(url_of "link-to/$(encoded "$other")") in-app
navigated $other external" "\"back\":[]"; then
    if [[ "$(cat "$work/opened" 2>/dev/null)" == "$other" ]]; then ok "a tap on a link to another host hands it to the system browser"; else fail "a link to another host: xdg-open got '$(cat "$work/opened" 2>/dev/null)'"; fi
fi
# A server redirect to another host is handed to the system browser, the tab stays where it was;
# one to an allowed host goes on in the tab, where the load lands.
redirect=$(url_of "redirect-to/$(encoded "$other")")
gesture 0.5 tap recognized 0.5 0.5 > "$work/redirect.stream"
bad_window redirect "$(url_of "link-to/$(encoded "$redirect")")"
if bad_check redirect "a redirect to another host" "navigated $(url_of "link-to/$(encoded "$redirect")") in-app
navigated $redirect in-app
navigated $other external" "\"current\":\"$(url_of "link-to/$(encoded "$redirect")")\"" "\"back\":[]"; then
    if [[ "$(cat "$work/opened" 2>/dev/null)" == "$other" ]]; then ok "a redirect to another host: handed to the system browser, the tab stays"; else fail "a redirect to another host: xdg-open got '$(cat "$work/opened" 2>/dev/null)'"; fi
fi
inside=$(url_of "redirect-to/$(encoded "$apple")")
gesture 0.5 tap recognized 0.5 0.5 > "$work/inside.stream"
bad_window inside "$(url_of "link-to/$(encoded "$inside")")"
bad_check inside "a redirect to an allowed host" "navigated $(url_of "link-to/$(encoded "$inside")") in-app
navigated $inside in-app" "\"current\":\"$apple\"" && ok "a redirect to an allowed host: the tab lands where it went"
blank=$(url_of "blank-link-to/$(encoded "$apple")")
gesture 0.5 tap recognized 0.5 0.5 > "$work/blank.stream"
bad_window blank "$blank"
bad_check blank "a target=_blank link" "navigated $blank in-app
navigated $apple in-app" "\"current\":\"$apple\"" "\"back\":[\"$blank\"]" && ok "a target=_blank link: the policy opens it in the tab"

# A page that redirects to itself for ever: WebKit gives up, the window notes the URL and why, and
# stays usable (an edge-pan goes back to the start view).
loop=$(url_of loop/)
back_pan > "$work/loop.stream"
bad_window loop "$loop"
if bad_check loop "a redirect loop" "navigated $loop in-app
back None" "\"current\":null"; then
    if grep -q "^peekpop-browser: $loop: the page did not load: " "$work/loop.stderr"; then
        ok "a redirect loop: load failed, noted ($(grep -o 'did not load: .*' "$work/loop.stderr")), the window goes on"
    else
        fail "a redirect loop: no note ($(grep -v 'session bus\|a11y' "$work/loop.stderr" | head -3))"
    fi
fi

# A server that drops the connection before it answers: the same.
drop=$(url_of drop/)
back_pan > "$work/drop.stream"
bad_window drop "$drop"
if bad_check drop "a dropped connection" "navigated $drop in-app
back None" "\"current\":null"; then
    if grep -q "^peekpop-browser: $drop: the page did not load: " "$work/drop.stderr"; then
        ok "a connection dropped before an answer: load failed, noted ($(grep -o 'did not load: .*' "$work/drop.stderr")), the window goes on"
    else
        fail "a dropped connection: no note ($(grep -v 'session bus\|a11y' "$work/drop.stderr" | head -3))"
    fi
fi

# A server that drops the connection in the middle of the page: WebKit shows what came, as a
# page that finished (so do Epiphany and Safari), and the window goes on.
drop_mid=$(url_of drop-mid/)
back_pan > "$work/drop-mid.stream"
bad_window drop-mid "$drop_mid"
bad_check drop-mid "a connection dropped mid-page" "navigated $drop_mid in-app
back None" "\"current\":null" "\"forward\":[\"$drop_mid\"]" && ok "a connection dropped mid-page: what came is shown, the window goes on"

# A 404 is a page like any other: shown, titled, in the history, and no note.
missing=$(url_of missing/)
: > "$work/missing.stream"
bad_window missing "$missing"
if bad_check missing "a 404" "navigated $missing in-app" "\"current\":\"$missing\",\"title\":\"Not Found\""; then
    if grep -q "did not load" "$work/missing.stderr"; then fail "a 404: noted as a failure"; else ok "a 404: shown and kept in the history"; fi
fi

# A download (an attachment, or a type WebKit cannot show): saved in the download folder under its
# name, never over a file there, with a note (on stderr, and for a while in a banner over the top of
# the page: dark where the page is white); the tab stays on the page the link was on.
for kind in download binary; do
    file=$(url_of "$kind/report.txt")
    page=$(url_of "link-to/$(encoded "$file")")
    gesture 0.5 tap recognized 0.5 0.5 > "$work/$kind.stream"
    bad_window "$kind" "$page" --screenshots "$work/$kind-shots"
    bad_check "$kind" "a $kind" "navigated $page in-app
navigated $file in-app" "\"current\":\"$page\"" "\"back\":[]" || continue
    saved=$(sed -n "s|^peekpop-browser: $file: downloaded to ||p" "$work/$kind.stderr")
    if [[ -z "$saved" ]]; then
        fail "a $kind: no note of where it went ($(grep -v 'session bus\|a11y' "$work/$kind.stderr" | head -3))"
    elif [[ "$(cat "$saved" 2>/dev/null)" != "peekpop download test" ]]; then
        fail "a $kind: $saved does not hold the file"
    elif read -r r g b _ < <(python3 "$root/Tests/Browser/png_pixels.py" "$work/$kind-shots/002-navigated.png" 4 $((top + 8))); (( r + g + b > 450 )); then
        fail "a $kind: no banner in the window after it ($r $g $b at its top)"
    else
        ok "a $kind is saved ($saved), noted, and the tab stays on its page"
    fi
done
[[ "$(ls "$(dirname "$saved")")" == *"report (2).txt"* ]] || fail "a second download of report.txt did not get a name of its own: $(ls "$(dirname "$saved")")"

# A site file with hosts that are no hosts: exit 65 with FILE: allow[N]: reason, no window.
bad_hosts=0
for entry in "" "*" "*." "https://a.example" "a.example/path" "a.example:8080" "user@a.example" "a b.example" "*.*.example" "a.*.example"; do
    python3 -c 'import json, sys; json.dump({"start": "https://a.example/", "allow": ["a.example", sys.argv[1]]}, open(sys.argv[2], "w"))' "$entry" "$work/hosts-site.json"
    result=$(status "$bin/peekpop-browser" --site "$work/hosts-site.json" --state "$work/hosts")
    if [[ "$result" != 65 ]] || ! grep -q "^$work/hosts-site.json: allow\[1\]: expected a host or \*.domain" "$work/status.stderr"; then
        fail "a site file allowing '$entry': exit $result, $(cat "$work/status.stderr")"
        bad_hosts=$((bad_hosts + 1))
    fi
done
(( bad_hosts == 0 )) && ok "a site file with bad hosts: exit 65, FILE: allow[N]: reason"
