#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The licence header (LICENSE: MIT) on every source file of the project: Swift, C, module maps,
# shell, Python, the Makefile, the udev rule, the systemd unit, the desktop entry (the icon carries
# its own, as an XML comment). Data (recordings, expected
# gestures, fixtures) and documents carry none.
#
# usage: scripts/spdx.sh           adds the header where it is missing (after a shebang line and
#                                  after Package.swift's swift-tools-version line, which must stay first)
#        scripts/spdx.sh --check   lists the files without it; exit 1 when there is one
set -euo pipefail
cd "$(dirname "$0")/.."

identifier="SPDX-License-Identifier: MIT"
check=false
case ${1:-} in
--check) check=true ;;
"") ;;
*) echo "usage: scripts/spdx.sh [--check]" >&2; exit 64 ;;
esac

# Every tracked or new (not ignored) source file, with the comment marker its language uses.
sources() {
    git ls-files --cached --others --exclude-standard -- Sources Tests scripts bench Recordings udev-rules data Package.swift Makefile debian |
    while read -r file; do
        [[ -f "$file" ]] || continue
        case $file in
        *.swift | *.c | *.h | *.modulemap) echo "// $file" ;;
        *.sh | *.py | *.rules | *.service | *.desktop | Makefile | debian/rules) echo "# $file" ;;
        *) [[ $(head -c 2 "$file") == "#!" ]] && echo "# $file" ;;
        esac
    done
}

missing=0
while read -r marker file; do
    grep -q "$identifier" "$file" && continue
    if $check; then
        echo "$file: no '$identifier' line (scripts/spdx.sh adds it)" >&2
        missing=1
        continue
    fi
    header="$marker $identifier"
    first=$(head -n 1 "$file")
    if [[ $first == "#!"* || $first == "// swift-tools-version"* ]]; then
        { echo "$first"; echo "$header"; tail -n +2 "$file"; } > "$file.spdx"
    else
        { echo "$header"; cat "$file"; } > "$file.spdx"
    fi
    chmod --reference="$file" "$file.spdx"
    mv "$file.spdx" "$file"
done < <(sources)
exit $missing
