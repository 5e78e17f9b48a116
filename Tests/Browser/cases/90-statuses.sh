# SPDX-License-Identifier: MIT
# shellcheck shell=bash
# The command line's statuses (sysexits, as peekpop's).
[[ $(status "$bin/peekpop-browser" --help) == 0 ]] || fail "--help did not exit 0"
[[ $(status "$bin/peekpop-browser" --realtime) == 64 ]] || fail "--realtime without --replay did not exit 64"
[[ $(status "$bin/peekpop-browser" --socket "$work/x.sock" --replay "$demo") == 64 ]] || fail "--socket with --replay did not exit 64"
[[ $(status env -u XDG_RUNTIME_DIR "$bin/peekpop-browser" --site "$site" --state "$work/s") == 78 ]] || fail "no XDG_RUNTIME_DIR and no --socket did not exit 78"
grep -q "XDG_RUNTIME_DIR is not set" "$work/status.stderr" || fail "no XDG_RUNTIME_DIR: $(cat "$work/status.stderr")"
[[ $(status "$bin/peekpop-browser" extra) == 64 ]] || fail "an operand did not exit 64"
[[ $(status "$bin/peekpop-browser" --site "$work/missing.json") == 66 ]] || fail "a missing site did not exit 66"
printf '{"start": "javascript:alert(1)", "allow": []}' > "$work/bad-site.json"
[[ $(status "$bin/peekpop-browser" --site "$work/bad-site.json") == 65 ]] || fail "a site with a javascript: start did not exit 65"
grep -q "bad-site.json: start:" "$work/status.stderr" || fail "the bad site's message does not name the file and key: $(cat "$work/status.stderr")"
[[ $(status "$bin/peekpop-browser" --site "$site" --state "$work/s" --replay "$work/missing.events") == 66 ]] || fail "a missing recording did not exit 66"
[[ $(status env -u DISPLAY -u WAYLAND_DISPLAY "$bin/peekpop-browser" --site "$site" --state "$work/s") == 69 ]] || fail "no display did not exit 69"
grep -q "^peekpop-browser: cannot open a display" "$work/status.stderr" || fail "no display: $(cat "$work/status.stderr")"
ok "exit statuses"
