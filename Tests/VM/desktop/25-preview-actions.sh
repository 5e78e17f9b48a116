# SPDX-License-Identifier: MIT
# A preview's actions on real touch: the demo recording's peeks slid up to their actions, each
# action tapped, and a pinch out over a card opened from them. Found here: now and then a peek slid
# up showed no actions, and the next tap, meant for an action, landed on the page. The window's
# touch trace showed why: a busy window read the daemon's lines of the slide before the
# compositor's moves of the same finger, and placed the peek where the touch was last seen. A
# gesture's position now adds the device's movement since (TouchSequenceMatcher.md).
DEMO=/vm/recordings/demo/pressure-touchscreen
START="Swift_(programming_language)"

# peek on a link, slide up, lift, then tap the card's actions (Copy Link, Share, Open in New Tab),
# beside them (dismissed), and last a pop: each acts once, as the replay has it, and the taps on
# the card are the window's, not the page's.
case_preview_actions_act_once_and_the_page_gets_nothing() {
    desktop_start
    play_until $DEMO.preview-actions.events '"session":"navigated","url":"[^"]*Apple_Inc' "the last pop did not navigate"
    quiet
    record_latencies
    cat /tmp/window.events $BEACON /tmp/opened
    peekpop replay $DEMO.preview-actions.events --site $SITE > /tmp/replay.events || fail "peekpop replay failed"
    outline /tmp/replay.events > /tmp/replay.outline
    outline /tmp/window.events > /tmp/window.outline
    diff /tmp/replay.outline /tmp/window.outline || fail "the actions the window took differ from the replay's"
    grep -q "^xdg-email .*Apple_Inc" /tmp/opened || fail "Share did not hand the link to the mail program"
    verdict page-got-nothing "$START"
    verdict page-got-nothing Apple_Inc.
}

# A tab opened from a preview's actions, a pinch in to the overview, a pinch out over the new tab's
# card: that tab in front, and WebKit zoomed nothing itself.
case_pinch_out_over_a_card_brings_its_tab_to_the_front() {
    desktop_start
    play_until $DEMO.overview-focus.events '"session":"tab-focused"' "the pinch out over a card focused no tab"
    quiet
    cat /tmp/window.events $BEACON
    [ "$(session_lines overview-shown)" = 1 ] || fail "the pinch in did not show the overview once"
    grep -q '"session":"tab-focused","tab":2' /tmp/window.events || fail "the tab in front is not the one under the fingers (2)"
    [ "$(beacons zoom)" = 0 ] || fail "WebKit zoomed a page itself too ($(beacons zoom) visual viewport changes)"
    verdict page-got-nothing
}
