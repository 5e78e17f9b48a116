# SPDX-License-Identifier: MIT
# The browser suite's helpers and the bodies of its cases (guest/desktop-init sources them after
# desktop.sh when suite=browsers): Chromium and Firefox ESR on sway, in kiosk mode (the page is the
# whole screen, as on a touchscreen device, so the recordings need no fitting to a toolbar), with
# peekpop Touch and its native host as `make install` put them and `peekpop run` reading the same
# touchscreen. A case file of browsers/ names each case once per browser: BROWSER is `chromium`
# or `firefox`.

# A browser's first start reads its few hundred megabytes over 9p, under TCG: minutes. The case's
# watchdog leaves room for every start the helpers below may make (up to three, each waited on
# for its most and ended in a minute) and 5 minutes of the case's own touches.
BROWSER_START_MAX=540
CHROMIUM_STARTS=3
FIREFOX_STARTS=3
FIREFOX_SHOW_MAX=420
CASE_TIMEOUT=$((3 * (BROWSER_START_MAX + 60 + 60) + 300))
BROWSER_SITE=/vm/browsers/site.json
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# In kiosk mode the page is the whole screen, as the headless model's is the whole surface: the
# recordings are played as they are (touch_play would scale them onto the page's first height,
# which a browser reports before it went fullscreen).
page_area_fit() { cp "$1" /tmp/fit.events; }

# How late the player may write a frame (player_on_time) here: what a lag changes is the browsers'
# reading of a touch by its timing, whose shortest timer is the long press (400 ms and more), and
# 300 ms late still leaves the recordings' taps short of it. Two browsers' processes keep the guest
# busier than the window does, so 100 ms failed most runs as "too slow" without meaning anything.
PLAYER_LAG_MAX=300

# browser_start BROWSER PAGE: the page server on the browser site, the daemon, then BROWSER in kiosk
# mode on the site's PAGE (its stderr in /tmp/window.err, kept like the window's); returns once the
# page showed and the extension started its native host.
browser_start() {
    no_browser_left
    site_start $BROWSER_SITE
    daemon_start
    # A browser that cannot show a local page in 9 minutes has not come to anything peekpop does
    # yet. What the screen shows then is kept (BROWSER-did-not-show.ppm).
    started=$(date +%s)
    case $1 in
    chromium) chromium_start_until_it_shows "$2" ;;
    firefox) firefox_start_until_it_shows "$2" ;;
    *) fail "browser_start: no browser '$1' (chromium or firefox)" ;;
    esac || { tail -n 40 /tmp/window.err; screenshot $OUT/$1-did-not-show.ppm
        fail "$1 did not show $2 in any of its starts (each waited on for up to $BROWSER_START_MAX s)"; }
    echo "measure $1-start-s $(( $(date +%s) - started ))"
    wait_for 120 pgrep -u $USER_ID -f /usr/bin/peekpop-native-host > /dev/null ||
        { tail -n 40 /tmp/window.err; fail "$1 did not start peekpop-native-host: the extension is not running"; }
    # Under TCG a browser goes on starting for minutes after its page shows, both CPUs busy (a
    # peek then took 7 s to reach the page, against 1.8 s once it was done): the touches come once
    # the guest is idle, as a person's come on a browser that has started.
    python3 /vm/verdict.py --witness $WITNESS_LOG idle $IDLE_S $IDLE_MAX_S $IDLE_LEVEL | sed "s/^measure /measure $1-/"
}
# Idle: below 30 % busy (an idle guest with a browser open is about 10 %) for 3 s in a row.
IDLE_S=3
IDLE_MAX_S=240
IDLE_LEVEL=0.3

# The user's processes but sway: what a case before left, a browser still closing (the runner ends
# the process it started; its other processes take their time under TCG). By name: the shell's
# pid of sway is the subshell that started it.
leftovers() { pgrep -u $USER_ID | grep -vx -F "$(pgrep -u $USER_ID -x sway)"; }
nothing_left() { [ -z "$(leftovers)" ]; }
# Ends what a case before left, so that each browser starts alone, as a user's does.
no_browser_left() {
    nothing_left && return 0
    echo "left by the case before, ended: $(ps -o pid=,comm= -p "$(leftovers | paste -sd, -)" | tr -s '\n ' '  ')"
    kill $(leftovers) 2>/dev/null
    wait_for 30 nothing_left && return 0
    kill -KILL $(leftovers) 2>/dev/null
    wait_for 10 nothing_left || fail "processes of the case before would not end: $(leftovers | tr '\n' ' ')"
}

# Chromium on Wayland, with Debian's wrapper (/usr/bin/chromium), whose /etc/chromium.d/extensions
# loads every folder of /usr/share/chromium/extensions: the installed extension, as a user gets it.
# --disable-gpu: the guest has no GPU (software compositing to wl_shm, not SwiftShader under TCG).
chromium_start() {
    # The host manifest: `make install` put it in the install tree's /etc, which is not the guest's.
    mkdir -p /etc/chromium/native-messaging-hosts
    cp "/repo/$installed/etc/chromium/native-messaging-hosts/peekpop_touch.json" /etc/chromium/native-messaging-hosts/ ||
        fail "no Chromium host manifest in the install tree"
    # Chromium's sandbox needs user namespaces; without them it refuses to start, so only then
    # does it run without one (the guest's kernel allows them, so this is the sandboxed Chromium).
    sandbox=
    as_user unshare --user true 2>/dev/null || { sandbox=--no-sandbox; echo "no user namespaces: Chromium runs with --no-sandbox"; }
    rm -rf $USER_HOME/chromium
    background /vm/as-user chromium --ozone-platform=wayland --kiosk --no-first-run --password-store=basic \
        --disable-gpu --enable-logging=stderr $sandbox --user-data-dir=$USER_HOME/chromium "$1" > /tmp/window.err 2>&1
}

# chromium_start_until_it_shows PAGE: Chromium on the site's PAGE, started again when it lost the
# page. On a starved guest its first start in a boot can: child processes give up connecting to
# it after 15 s, the network service restarts, and the kiosk page is never loaded (nine minutes
# seen, four starts of eleven in one run; no start that logged the restart showed its page, no
# start that showed it had logged one). That start is ended a minute after the restart and
# Chromium started afresh, up to CHROMIUM_STARTS times. Fails when the page never showed.
chromium_start_until_it_shows() {
    for start in $(seq $CHROMIUM_STARTS); do
        chromium_start "$PAGES/$1"
        wait_for $BROWSER_START_MAX shown_or_lost "$1"
        showed "$1" && return 0
        chromium_lost_its_page || return 1
        wait_for 60 showed "$1" && return 0
        echo "Chromium's network service restarted and its page never loaded (start $start of $CHROMIUM_STARTS): starting it again"
        cat /tmp/window.err >> /tmp/window.err.lost
        pkill -u $USER_ID -f /usr/lib/chromium/chromium
        wait_for 60 chromium_gone || pkill -KILL -u $USER_ID -f /usr/lib/chromium/chromium
    done
    return 1
}
chromium_lost_its_page() { grep -q 'Network service crashed or was terminated' /tmp/window.err; }
shown_or_lost() { showed "$1" || chromium_lost_its_page; }
chromium_gone() { ! pgrep -u $USER_ID -f /usr/lib/chromium/chromium > /dev/null; }

# Firefox ESR on Wayland in a new profile. Its prefs: the add-on is not signed by Mozilla (a user
# sets the same, README); touch events on although no touchscreen is there yet (Firefox looks once,
# at start, and the case's touchscreen comes later); no first-run pages or bars over the page.
FIREFOX_PREFS='
user_pref("xpinstall.signatures.required", false);
user_pref("dom.w3c_touch_events.enabled", 1);
user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("devtools.console.stdout.content", true);
user_pref("devtools.console.stdout.chrome", true);
'
firefox_start() {
    profile=$USER_HOME/firefox
    rm -rf $profile
    as_user mkdir -p $profile
    echo "$FIREFOX_PREFS" | as_user tee $profile/user.js > /dev/null
    background /vm/as-user env MOZ_ENABLE_WAYLAND=1 firefox-esr --kiosk --no-remote --profile $profile "$1" \
        > /tmp/window.err 2>&1
}

# firefox_start_until_it_shows PAGE: Firefox on the site's PAGE, started afresh when it showed
# nothing for FIREFOX_SHOW_MAX s, up to FIREFOX_STARTS times. Under TCG some starts map no window
# at all and never do (the screen stays black; how often is in Tests/VM/README.md), their log
# saying nothing of why; a start that
# shows does so in 85 to 140 s on a quiet host and took 236 s once on a slow one (`measure
# firefox-start-s`). What the lost start's processes were doing is kept in the case's log (ps),
# for whoever finds out why.
firefox_start_until_it_shows() {
    for start in $(seq $FIREFOX_STARTS); do
        firefox_start "$PAGES/$1"
        wait_for $FIREFOX_SHOW_MAX showed "$1" && return 0
        echo "Firefox showed nothing in $FIREFOX_SHOW_MAX s (start $start of $FIREFOX_STARTS): starting it again; its processes:"
        ps -o pid,etime,time,stat,wchan:24,args -u $USER_ID | cut -c1-200
        cat /tmp/window.err >> /tmp/window.err.lost
        pkill -u $USER_ID -f firefox-esr
        wait_for 60 firefox_gone || pkill -KILL -u $USER_ID -f firefox-esr
        wait_for 10 firefox_gone
    done
    return 1
}
firefox_gone() { ! pgrep -u $USER_ID -f firefox-esr > /dev/null; }

# shows PAGE WHERE: how many times the site's PAGE came up as WHERE (top: the tab's page; frame: in
# a frame of a same-origin page; other: in any other frame, such as the preview card's).
# Loads, not reports: a beacon the browser sent again (a retried request) is the same load.
shows() { grep '"type": "show"' $BEACON | grep "\"href\": \"$PAGES/$1\"" | grep "\"where\": \"$2\"" |
    sed 's/.*"load": "\([^"]*\)".*/\1/' | sort -u | wc -l; }
# showed PAGE: whether the tab showed PAGE at least once.
showed() { [ "$(shows "$1" top)" -ge 1 ]; }
# The page the tab showed last.
current_page() { grep '"type": "show"' $BEACON | grep '"where": "top"' | tail -n 1 | sed 's|.*"href": "[^"]*/wiki/\([^"]*\)".*|\1|'; }
on_page() { [ "$(current_page)" = "$1" ]; }
not_on_page() { [ "$(current_page)" != "$1" ]; }

# card_shows PAGE FILE: a screenshot into FILE shows the preview card with PAGE in it (its colour
# covers a tenth of the screen: the card is most of it), and the tab is not on PAGE (whose colour
# is the whole screen).
card_shows() {
    [ "$(shows "$1" top)" = 0 ] || return 1
    screenshot "$2"
    [ "$(colour_share "$2" "$(colour_of "$1")")" -ge 100 ]
}
# card_gone PAGE FILE: a screenshot into FILE shows nothing of PAGE's colour any more.
card_gone() {
    screenshot "$2"
    [ "$(colour_share "$2" "$(colour_of "$1")")" -lt 5 ]
}

# The page got nothing of a finger peekpop owns, in any page or frame: no click, double click or
# text selection, no long-press menu nobody cancelled (the browser fires `contextmenu` for a long
# touch anyway: the extension cancels it, before the page's listener sees it, so no menu opens), no
# drag nobody cancelled once the card came (guest/verdict.py's got_nothing: a menu or click before
# the card is the machine's slowness only when the witness lost the time that made it so).
got_nothing() { verdict got-nothing; }

# `TOUCH CARD`, when (ms since the epoch, 0 for never) the latest card came (the content script
# acting on the peek line) and the touch before it began; with no card yet, the first touch.
touch_times() {
    sed -n 's/.*"type": "\([a-z-]*\)".*"prevented": "\([a-z]*\)", "at": "\([0-9]*\)".*/\1 \3/p' $BEACON |
        awk '$1 == "touchstart" { latest = $2; if (!first) first = $2 }
             $1 == "card" { touch = latest; card = $2 }
             END { printf "%.0f %.0f\n", card ? touch : first, card }'
}

# Whether more than N cards came onto the page (the content script acting on a peek's line).
cards_more_than() { [ "$(beacons card)" -gt "$1" ]; }
# Where peek-pop.events holds its finger at the peek's force (0.55 from 0.2 s, pressing on to the
# pop from 0.88 s).
PEEK_POP_HELD=0.6

# How long after its touch began the card came, in ms.
card_delay() {
    set -- $(touch_times)
    [ "$2" = 0 ] || echo $(($2 - $1))
}

# peek_shows_the_card BROWSER PAGE: a peek on PAGE's link (to One) shows the card with One, release
# takes it away, and nothing else happens: no click, no navigation, neither of the tab nor, for a
# link in a frame, of the frame.
peek_shows_the_card() {
    browser_start "$1" "$2"
    peek_card_comes_and_goes "$1" "$2"
}

# peek_card_comes_and_goes BROWSER PAGE [RECORDING HELD]: on PAGE, on screen, a peek on the link to
# One (peek-release.events held at PEEK_HELD s, or RECORDING held at HELD s) shows the card with
# One; release takes it away; no page or frame got anything, and nothing navigated.
peek_card_comes_and_goes() {
    cards=$(beacons card)
    touch_hold "${3:-$TS.peek-release.events}" "${4:-$PEEK_HELD}"
    daemon_printed '"gesture":"peek","phase":"began"'
    which=${3:+-$(basename "$3" .events | sed 's/.*\.//')}
    shot=$OUT/$1-peek-$2$which.ppm
    # The page's word first, then the screen's: screenshots and their reading, polled, would take
    # the guest's time from the browser while the line is on its way.
    wait_for 120 cards_more_than "$cards" ||
        { release; cat $BEACON; fail "no card came onto the page within 120 s of the peek"; }
    wait_for 60 card_shows One $shot ||
        { release; cat $BEACON; fail "no card with the linked page on screen within 120 s of the peek (One's colour covers $(colour_share $shot "$(colour_of One)") per mille; the tab showed One $(shows One top) times)"; }
    release
    echo "measure $1-card-ms-after-touch$which $(card_delay)"
    wait_player > /dev/null
    wait_for 60 card_gone One $OUT/$1-peek-$2$which-released.ppm || { cat $BEACON
        [ "$(shows One top)" = 0 ] || fail "the release navigated the tab to the link"
        fail "the card is still on screen 60 s after the release"; }
    quiet
    cat $BEACON
    got_nothing
    [ "$(shows One top)" = 0 ] || fail "the peek navigated the tab to the link"
    [ "$(shows One frame)" = 0 ] || fail "the peek's touch followed the link inside the frame"
}

# Gradual presses (Recordings/synth.py): the force passes the hint's level within 60 ms of landing
# and reaches the peek's at 300, 600 or 900 ms, past the browsers' long-press delay (about 500 ms).
# Each is held at the peek's force, 0.4 s after it got there.
GRADUAL_PEEKS="300 600 900"

# gradual_peeks_get_nothing BROWSER: on Start, a peek reached 300, 600 and 900 ms into its touch
# each shows the card and goes with the release, and no page gets a menu, a drag or a click: from
# the hint on the long press is the extension's to hold back.
gradual_peeks_get_nothing() {
    browser_start "$1" Start
    gradual_peeks "$1" $GRADUAL_PEEKS
}

# gradual_peeks BROWSER MS...: on the page on screen (Start), the peek reached MS ms into its touch
# shows the card and goes with the release, and the pages get nothing, for each MS in turn.
gradual_peeks() {
    browser=$1
    shift
    for ms in "$@"; do
        peek_card_comes_and_goes "$browser" Start $TS.gradual-peek-$ms.events "$(gradual_hold $ms)"
        echo "$browser: the peek reached at $ms ms showed the card, and the pages got nothing"
    done
}

# tap_clicks_once BROWSER: a plain tap on the start page's link is the page's: one trusted click,
# one navigation.
tap_clicks_once() {
    browser_start "$1" Start
    tap_to One
    quiet
    cat $BEACON
    verdict clicks-for-taps 1 Start
    grep '"type": "click"' $BEACON | grep -q '"trusted": "true"' || fail "the click was not the browser's own"
    [ "$(shows One top)" = 1 ] || fail "$(shows One top) navigations to the link for one tap"
}

# tap_to PAGE: a light tap on the link of the page on screen, which must open PAGE.
tap_to() {
    from=$(current_page)
    touch_play $TS.light-tap.events
    wait_player > /dev/null
    player_on_time
    wait_for 120 on_page "$1" || { cat $BEACON; fail "a tap on $from's link did not open $1 (the tab shows $(current_page))"; }
}

# peek_pop_navigates_once BROWSER [held]: peek then pop on the start page's link opens it, once,
# and neither page gets a click. At the recording's pace, as a person does it quickly; with `held`
# (its own case), the finger holds at the peek's force until the card is up, then presses on to
# the pop and lifts, as a person who waits for the card does. Each is always played the same way.
peek_pop_navigates_once() {
    browser_start "$1" Start
    peek_then_pop "${2:-}"
}

# peek_then_pop [held]: on the page on screen (Start), peek then pop on the link to One opens it,
# once, and no page gets a click.
peek_then_pop() {
    if [ "${1:-}" = held ]; then
        cards=$(beacons card)
        touch_hold $TS.peek-pop.events $PEEK_POP_HELD
        wait_for 120 cards_more_than "$cards" || { release; cat $BEACON; fail "no card within 120 s of the peek"; }
        release
        wait_player > /dev/null
    else
        touch_play $TS.peek-pop.events
        wait_player > /dev/null
        player_on_time
    fi
    wait_for 120 showed One || { cat $BEACON; fail "the pop did not open the link"; }
    quiet
    # First what the pages got: a click follows the link too, and says why it did.
    got_nothing
    cat $BEACON
    [ "$(shows One top)" = 1 ] || { tail -n 40 /tmp/window.err; cat /tmp/daemon.out
        fail "$(shows One top) navigations to the link for one pop (each show's navigation type and referrer above)"; }
}

# edge_pans_go_back_once BROWSER: four taps make the history Start One Two Three Four; then each of
# three edge-pans from the left goes back one page: Three, Two, One.
edge_pans_go_back_once() {
    browser_start "$1" Start
    for page in One Two Three Four; do tap_to $page; done
    for page in Three Two One; do swipe_back_to $page; done
}

# swipe_back_to PAGE: an edge-pan from the left on the page on screen, which must bring back PAGE,
# the page before it, and not go on to the one before that.
swipe_back_to() {
    from=$(current_page)
    touch_play $TS.edge-pan-left-committed.events
    wait_player > /dev/null
    player_on_time
    wait_for 120 not_on_page "$from" || { cat $BEACON /tmp/daemon.out; fail "the edge-pan on $from did not go back"; }
    # A second back (the browser's own, racing the extension's) would come before the pages are quiet.
    quiet
    [ "$(current_page)" = "$1" ] ||
        { cat $BEACON; fail "the edge-pan on $from went to $(current_page), not back one page to $1"; }
    echo "edge-pan on $from: back to $1"
}

# pinch_is_acted_on_once BROWSER: fingers pinching out on the start page are the browser's (it may
# zoom the page): peekpop Touch shows no card and goes nowhere, and the page gets no click.
pinch_is_acted_on_once() {
    browser_start "$1" Start
    touch_play $TS.pinch-out.events
    wait_player > /dev/null
    player_on_time
    wait_for 60 grep -q '"gesture":"pinch","phase":"ended"' /tmp/daemon.out || { cat /tmp/daemon.out; fail "the daemon saw no pinch"; }
    quiet
    cat $BEACON
    echo "measure $1-pinch-zoom-reports $(beacons zoom)"
    card_gone One $OUT/$1-pinch.ppm || fail "a preview card came up for a pinch"
    # The fingers are the browser's, and so is what it does with them (on a slow run Firefox has
    # taken the first finger for a long press before the second landed): only a click is not.
    [ "$(beacons click)" = 0 ] || fail "a page got a click for a pinch"
    [ "$(shows One top)" = 0 ] || fail "the pinch opened the link"
    [ "$(shows Start top)" = 1 ] && on_page Start || fail "the pinch navigated (the tab shows $(current_page))"
}

# The gradual peeks of the smoke subset: the one past the browsers' long-press delay.
SMOKE_GRADUAL_PEEKS=600

# browser_smoke BROWSER: one start on Start, then: a peek on its link shows the card with One and
# the pages get nothing, and so does a peek reached 600 ms into its touch; peek then pop at the recording's pace opens One, once, with no click; a
# tap on One's link opens Two with one click; two edge-pans go back one page each, to One, then to
# Start.
browser_smoke() {
    browser_start "$1" Start
    peek_card_comes_and_goes "$1" Start
    echo "$1: the peek showed the card, and the pages got nothing"
    gradual_peeks "$1" $SMOKE_GRADUAL_PEEKS
    peek_then_pop
    echo "$1: peek then pop opened One once, with no click"
    tap_to Two
    quiet
    verdict clicks-for-taps 1 One
    [ "$(shows Two top)" = 1 ] || fail "$(shows Two top) navigations to Two for one tap"
    swipe_back_to One
    swipe_back_to Start
}
