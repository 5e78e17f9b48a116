# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# What pages do by themselves. A frame loads in place (the page stays, nothing is asked); a script
# going to an allowed page is asked of the core and visited (a navigated line, the page behind it);
# a script going to another host is handed to the system browser and the page stays. The script
# runs after the page has loaded, so these runs are ended after a while rather than when settled.
own="http://127.0.0.1:$port/en.wikipedia.org/wiki/Apple_Inc." other="http://localhost:$port/www.apple.com/"
page_case() { # NAME START, then the expected stored session's current page, back list and opened URLs
    local name=$1 start=$2 current=$3 back=$4 opened=$5 stored
    printf '{"start": "%s", "allow": ["127.0.0.1"]}' "$start" > "$work/$name-site.json"
    rm -f "$work/opened"
    timeout 6 "$bin/peekpop-browser" --site "$work/$name-site.json" --state "$work/$name" --events > "$work/$name.actual" 2> "$work/$name.stderr" || true
    stored=$("$bin/peekpop" session show --state "$work/$name")
    if [[ "$stored" != *"\"current\":\"$current\""* || "$stored" != *"\"back\":[$back]"* ]]; then
        fail "$name: stored $stored, expected current $current and back [$back]"
    elif [[ "$(cat "$work/opened" 2>/dev/null || true)" != "$opened" ]]; then
        fail "$name: xdg-open got '$(cat "$work/opened" 2>/dev/null || true)', expected '$opened'"
    else
        ok "$name ($(grep -c '"session"' "$work/$name.actual") session lines)"
    fi
}
page_case frame "http://127.0.0.1:$port/frame-of/${own//\//%2F}" "http://127.0.0.1:$port/frame-of/${own//\//%2F}" "" ""
page_case script-in-app "http://127.0.0.1:$port/script-to/${own//\//%2F}" "$own" "\"http://127.0.0.1:$port/script-to/${own//\//%2F}\"" ""
page_case script-external "http://127.0.0.1:$port/script-to/${other//\//%2F}" "http://127.0.0.1:$port/script-to/${other//\//%2F}" "" "$other"
