#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# `make test-install`: make install and uninstall into a DESTDIR, system-wide and for a user, the
# installed unit and desktop entry checked by their own tools, then the Debian packages (`make
# deb`): their contents, the AppStream metadata, the WebExtension's links and host manifests as
# they unpack, and lintian. The release build is the one `make install` and `make deb` share
# (.build-release), so only the first of them builds.
#
# usage: Tests/Install/run.sh     (from `make test-install`; needs the browser's packages)
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cd "$repo"
work=$(mktemp -d "${TMPDIR:-/tmp}/peekpop-install.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "test-install: FAIL: $*" >&2; failures=$((failures + 1)); }
ok() { echo "test-install: ok: $*"; }

# Every file and link under $1 with its mode, as the expected lists write them.
listing() { (cd "$1" && find . -mindepth 1 ! -type d -printf '%M %P\n' | LC_ALL=C sort); }

# The expected list $1 with its ${…} variables filled in, sorted like `listing`.
expected() {
    grep -v '^#' "$1" |
    udevdir=$(pkg-config --variable=udevdir udev 2>/dev/null || echo /usr/lib/udev) \
    systemduserunitdir=$(pkg-config --variable=systemduserunitdir systemd 2>/dev/null || echo /usr/lib/systemd/user) \
    awk '{ while (match($0, /\$\{[a-z]+\}/)) {
            name = substr($0, RSTART + 2, RLENGTH - 3); value = ENVIRON[name]; sub(/^\//, "", value)
            $0 = substr($0, 1, RSTART - 1) value substr($0, RSTART + RLENGTH) } print }' |
    LC_ALL=C sort
}

# compare WHAT EXPECTED ACTUAL: the two lists are the same, or the difference is shown.
compare() {
    if diff -u "$2" "$3" > "$work/diff"; then ok "$1"; else fail "$1:"; cat "$work/diff" >&2; fi
}

# 0. Every source file carries the licence's SPDX line (scripts/spdx.sh adds it).
scripts/spdx.sh --check && ok "every source file has its SPDX-License-Identifier line" || fail "SPDX lines missing"

# 1. System install (PREFIX /usr/local) into a DESTDIR.
destdir="$work/system"
make --no-print-directory install DESTDIR="$destdir" > "$work/install.log"
expected "$here/expected-files" > "$work/expected"
listing "$destdir" > "$work/actual"
compare "make install DESTDIR: exactly the expected files and modes" "$work/expected" "$work/actual"

unit=$(find "$destdir" -name peekpop.service)
grep -qx 'ExecStart=/usr/local/bin/peekpop run' "$unit" && ok "the unit starts the installed peekpop" ||
    fail "the unit's ExecStart is $(grep '^ExecStart=' "$unit")"
if desktop-file-validate "$destdir/usr/local/share/applications/peekpop-browser.desktop" > "$work/validate" 2>&1 && [[ ! -s "$work/validate" ]]; then
    ok "desktop-file-validate: no message"
else
    fail "desktop-file-validate:"; cat "$work/validate" >&2
fi
cmp -s udev-rules/70-peekpop.rules "$(find "$destdir" -name 70-peekpop.rules)" && ok "the udev rule is the repository's" ||
    fail "the installed udev rule differs from udev-rules/70-peekpop.rules"

make --no-print-directory uninstall DESTDIR="$destdir" > /dev/null
listing "$destdir" > "$work/actual"
compare "make uninstall leaves no file" /dev/null "$work/actual"

# 2. User install (PREFIX under $HOME), as a user makes it: no DESTDIR, a $HOME of its own. No
# udev rule, and the way to get one said; the unit, its ExecStart real, accepted by systemd.
home="$work/home"
mkdir -p "$home" "$work/runtime"
chmod 0700 "$work/runtime"
as_user() { env HOME="$home" XDG_RUNTIME_DIR="$work/runtime" "$@"; }
as_user make --no-print-directory install PREFIX="$home/.local" > "$work/install.log"
expected "$here/expected-user-files" > "$work/expected"
listing "$home/.local" > "$work/actual"
compare "make install PREFIX=\$HOME/.local: the expected files, no udev rule" "$work/expected" "$work/actual"
grep -q 'sudo make install-udev' "$work/install.log" && ok "a user install says how to get the udev rule" ||
    { fail "a user install does not say how to get the udev rule:"; cat "$work/install.log" >&2; }
if as_user systemd-analyze --user verify --man=no "$home/.local/share/systemd/user/peekpop.service" > "$work/verify" 2>&1; then
    ok "systemd-analyze --user verify accepts the installed unit"
else
    fail "systemd-analyze --user verify:"; cat "$work/verify" >&2
fi
# The native host's manifests go where each browser looks for a user's: outside the prefix.
manifests=("$home/.config/chromium/NativeMessagingHosts/peekpop_touch.json" "$home/.mozilla/native-messaging-hosts/peekpop_touch.json")
if grep -qs "\"path\": \"$home/.local/bin/peekpop-native-host\"" "${manifests[@]}" && [[ $(grep -ls peekpop-native-host "${manifests[@]}" | wc -l) -eq 2 ]]; then
    ok "a user install names the installed host in the browsers' per-user manifests"
else
    fail "a user install's host manifests: $(cat "${manifests[@]}" 2>&1)"
fi
as_user make --no-print-directory uninstall PREFIX="$home/.local" > /dev/null
listing "$home/.local" > "$work/actual"
for manifest in "${manifests[@]}"; do [[ -e "$manifest" ]] && echo "$manifest" >> "$work/actual"; done
compare "make uninstall PREFIX=\$HOME/.local leaves no file" /dev/null "$work/actual"

# 3. The Debian packages, every one debian/control names: what each holds (path, mode, owner and
# where a link points), then all of them unpacked in one tree, as a user installs them.
make --no-print-directory deb > "$work/deb.log" 2>&1 || { cat "$work/deb.log" >&2; fail "make deb"; exit 1; }
root="$work/root"
for package in $(sed -n 's/^Package: *//p' debian/control); do
    deb=$(ls .build/deb/${package}_*.deb)
    dpkg-deb -c "$deb" | awk '{ entry = $6 " " $1 " " $2; if ($7 == "->") entry = entry " -> " $8; print entry }' |
        LC_ALL=C sort > "$work/actual"
    expected "$here/expected-deb-$package" > "$work/expected"
    compare "dpkg-deb -c $package: the expected entries" "$work/expected" "$work/actual"
    dpkg-deb -x "$deb" "$root"
done

# The window's AppStream metadata with its desktop entry. Its one info, cid-maybe-not-rdns, is the
# .invalid in its ID (the metadata says why); any other issue fails.
if appstreamcli validate-tree --no-net --strict --override=cid-maybe-not-rdns=pedantic "$root" > "$work/appstream" 2>&1; then
    ok "appstreamcli validate-tree: the metadata and its desktop entry"
else
    fail "appstreamcli validate-tree:"; cat "$work/appstream" >&2
fi

# The WebExtension as the browsers find it: Chromium's link and Firefox's (named after the ID in
# the extension's manifest) lead to the extension, and both host manifests to the packaged host.
firefox_extensions="$root/usr/share/mozilla/extensions/{ec8030f7-c20a-464f-9b0e-13a3a9e97384}"
gecko_id=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["browser_specific_settings"]["gecko"]["id"])' \
    webextension/extension/manifest.json)
if cmp -s webextension/extension/manifest.json "$root/usr/share/chromium/extensions/peekpop-touch/manifest.json" &&
    cmp -s webextension/extension/manifest.json "$firefox_extensions/$gecko_id/manifest.json"; then
    ok "Chromium's and Firefox's links lead to the extension"
else
    fail "the browsers' links do not lead to the extension: $(ls -l "$root/usr/share/chromium/extensions" "$firefox_extensions")"
fi
host_paths=$(python3 -c 'import json, sys; print(*sorted({json.load(open(f))["path"] for f in sys.argv[1:]}))' \
    "$root/etc/chromium/native-messaging-hosts/peekpop_touch.json" "$root/usr/lib/mozilla/native-messaging-hosts/peekpop_touch.json")
if [[ $host_paths == /usr/bin/peekpop-native-host && -x "$root$host_paths" ]]; then
    ok "both host manifests name the packaged /usr/bin/peekpop-native-host"
else
    fail "the host manifests name $host_paths"
fi

if lintian --fail-on error,warning .build/deb/*.changes > "$work/lintian" 2>&1; then
    ok "lintian: no error, no warning"
else
    fail "lintian:"
fi
cat "$work/lintian"

echo "test-install: $failures failed"
[[ $failures -eq 0 ]]
