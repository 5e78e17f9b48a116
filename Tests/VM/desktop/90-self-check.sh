# SPDX-License-Identifier: MIT
# The suite checks itself, with knobs of the harness (guest/desktop.sh's self_check_knob), never of
# the product: a window that stalls while the machine has time must fail its case, not be excused
# as the machine's slowness; a machine that really is starved must be said to be, and played again.
. /vm/desktop/20-link.sh

# self_checked KNOB=VALUE CASE: runs CASE with the knob set, its lines shown with FAIL and STARVED
# marked as the inner case's; sets status and why (its last reason). What the inner case left is
# kept apart (in $OUT/inner-KNOB/), so that the self-check's own after_case does not judge it again.
self_checked() {
    status=0
    # Its latencies are not the run's: LATENCY_FILE keeps them out of the run's table and check.
    ( export "$1" LATENCY_FILE=/dev/null; "$2" || exit $?; after_case ) > /tmp/self-check.log 2>&1 || status=$?
    keep_case_files "inner-${1%%=*}"
    sed 's/^\(FAIL\|STARVED\): /inner \1: /' /tmp/self-check.log
    grep -q '^self-check: ' /tmp/self-check.log || fail "the knob $1 never acted"
    why=$(sed -n 's/^\(FAIL\|STARVED\): //p' /tmp/self-check.log | tail -n 1)
}

# The window stopped (SIGSTOP) for 3 s as its first touch reaches it, in the peek case; the witness
# ran on time meanwhile, so the verdict must be a failure that says the window stalled. Starved
# (the witness itself was held back by the host) is played again.

case_a_window_stopped_at_the_first_touch_fails_the_peek_case() {
    self_checked STALL_WINDOW_S=3 case_peek_shows_the_card_and_the_page_gets_nothing
    [ $status != $STARVED ] || starved "the stalled case was judged starved: $why"
    [ $status != 0 ] || fail "the peek case passed with its window stopped for 3 s at the first touch"
    case $why in
    *"the window stalled"*"while the machine had time"*) echo "the stalled case failed as it must: $why" ;;
    *) fail "the peek case failed, but not as a stall of the window: $why" ;;
    esac
}

# Every CPU taken by a real-time busy loop for 3 s from the tap's first frame: the witness and the
# window wait, the tap reaches the window about 3 s late, past the 2 s it may take, and the tap
# case must be judged starved, saying by what evidence. (A 2 s hog left the tap 1.96 s late, within
# the bound: a starved machine whose case still passed, rightly.)
case_a_starved_machine_is_said_to_be_in_the_tap_case() {
    self_checked HOG_S=3 case_a_tap_clicks_once_and_navigates_once
    [ $status = $STARVED ] || fail "the tap case on a machine starved for 3 s ended with status $status, not starved ($STARVED): $why"
    echo "the starved case was said to be: $why"
}
