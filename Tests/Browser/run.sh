#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The browser window against the headless site model: for each recording, the lines
# `peekpop-browser --replay REC --events` prints over real pages (WebKitGTK, under Xvfb) must be
# exactly the lines `peekpop replay REC --site SITE` prints, on a copy of the site whose pages a
# local server renders where the site file says (site_server.py). Then a screenshot is checked for
# pixels, the hand-off to the system browser for its URL, and the stored session for equality.
# Run by `make test-browser` (which builds, installs the packages and starts Xvfb); needs DISPLAY.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=lib.sh
. "$root/Tests/Browser/lib.sh"

# Every case in order, or only those named in $CASES (e.g. CASES="10-recordings 60-socket"; a later
# case may need the files an earlier one leaves).
for case_file in "$root"/Tests/Browser/cases/*.sh; do
    case_name=$(basename "$case_file" .sh)
    [[ -z "${CASES:-}" || " $CASES " == *" $case_name "* ]] || continue
    # shellcheck source=/dev/null
    . "$case_file"
done

echo "browser: $passes passed, $failures failed"
(( failures == 0 ))
