# SPDX-License-Identifier: MIT
# The browser suite's smoke subset, in `make test` (`VM_CASES=00-smoke`): per browser, one start
# and the gestures most people make, each judged as in the full suite (guest/browsers.sh).
TIMEOUT_case_chromium_smoke_peek_pop_and_edge_pans=$((CASE_TIMEOUT + 300))
TIMEOUT_case_firefox_smoke_peek_pop_and_edge_pans=$((CASE_TIMEOUT + 300))

case_chromium_smoke_peek_pop_and_edge_pans() { browser_smoke chromium; }
case_firefox_smoke_peek_pop_and_edge_pans() { browser_smoke firefox; }
