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

# A command that fails outside any check stops the suite (set -e): the case it was in fails too,
# and the summary is still the last line.
summarised=""
summary() { echo "browser: $passes passed, $failures failed"; summarised=1; }
trap 'exit_status=$?; [[ -n "$summarised" ]] || { fail "${case_name:-set-up}: stopped by a command that failed (status $exit_status)"; summary; }; cleanup; exit "$exit_status"' EXIT

# Every case in order, or only those named in $CASES (e.g. CASES="10-recordings 60-socket"; a later
# case may need the files an earlier one leaves). A case file ending in a check that failed
# (`cond && ok`) ends with a non-zero status, which would stop the suite with no summary: it is
# sourced from a copy that keeps that status ($case_status), and the case fails unless it counted
# a failure of its own. (Sourced in a condition instead, set -e would be off inside the case.)
mkdir -p "$work/cases"
for case_file in "$root"/Tests/Browser/cases/*.sh; do
    case_name=$(basename "$case_file" .sh)
    [[ -z "${CASES:-}" || " $CASES " == *" $case_name "* ]] || continue
    { cat "$case_file"; printf '\ncase_status=$?\n'; } > "$work/cases/$case_name.sh"
    case_status=0
    failures_before_case=$failures
    # shellcheck source=/dev/null
    . "$work/cases/$case_name.sh"
    (( case_status == 0 || failures > failures_before_case )) || fail "$case_name: its last check failed (status $case_status)"
done

summary
(( failures == 0 ))
