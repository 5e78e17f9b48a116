# SPDX-License-Identifier: MIT
# Real pages in the window on real touch: pages built on real libraries from Debian's archive
# (Tests/Fixtures/real-libraries: Leaflet and SortableJS, served from the host's
# /usr/share/javascript) and a real document tree (the Debian FAQ of the `debian-faq` package). A
# peek on a link in them shows its card; the library does nothing under it (its own events, which
# the page reports as `library` beacons); the page got a touchcancel for the finger and nothing
# else of it; and after the release an ordinary tap on the same link follows it.
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# real_page_peek SITE LINK [TAP_LINK | no-tap]: the window on SITE's page (desktop/SITE), a peek
# held on its link (the URL ending in LINK, a pattern for grep) and released, then a tap (a little
# lower and to the right) on the same link, or on the link to TAP_LINK, which navigates the window.
real_page_peek() {
    SITE_FILE=/vm/desktop/$1 desktop_start
    link="\"url\":\"[^\"]*$2\""
    touch_hold $TS.peek-release.events $PEEK_HELD
    wait_for 120 grep -q "\"session\":\"preview-shown\",$link" /tmp/window.events || { release; cat /tmp/window.events; fail "no preview of the link to $2"; }
    release
    wait_player > /dev/null
    wait_for 60 grep -q '"session":"preview-dismissed"' /tmp/window.events || fail "the preview was not dismissed on release"
    quiet
    verdict page-got-nothing
    verdict taken-fingers-told
    [ "$(grep -c '"type": "library"' $BEACON)" = 0 ] || fail "the library acted under the peek: $(grep '"type": "library"' $BEACON | head -3)"
    [ "${3:-}" = no-tap ] && return 0
    tapped=${3:-$2}
    play_until $TS.light-tap.events "\"session\":\"navigated\",\"url\":\"[^\"]*$tapped\"" "after the peek, a tap on the link to $tapped did not follow it"
}

case_a_peek_on_a_link_in_a_leaflet_popup_is_peekpops_alone() { real_page_peek real-libraries-leaflet.json 'link-at/target.html?leaflet-popup'; }
case_a_peek_on_a_link_in_a_leaflet_control_is_peekpops_alone() { real_page_peek real-libraries-leaflet-control.json 'link-at/target.html?leaflet-control'; }
case_a_peek_on_a_link_of_a_long_press_sortablejs_list_is_peekpops_alone() { real_page_peek real-libraries-sortable.json 'link-at/target.html?sortable-long-2'; }
case_a_peek_on_a_link_of_an_immediate_sortablejs_list_is_peekpops_alone() { real_page_peek real-libraries-sortable-now.json 'link-at/target.html?sortable-now-2'; }
# An edge-pan from the left edge over the map (the page fills the screen with it) goes back, to
# the start view from this first page, and the map does not move: in fullscreen the window holds a
# touch in the edge zone back from WebKit from its first event, so the page never sees it. (Without
# that, the edge-pan's line still claims the finger before it moves, and the map stays; but the
# page has seen a touch begin.)
case_an_edge_pan_over_a_leaflet_map_goes_back_and_the_map_stays() {
    SITE_FILE=/vm/desktop/real-libraries-leaflet.json desktop_start
    play_until $TS.edge-pan-left-committed.events '"session":"back"' "the edge-pan over the map did not go back"
    quiet
    [ "$(session_lines back)" = 1 ] || fail "$(session_lines back) backs for one edge-pan"
    [ "$(grep -c '"type": "library"' $BEACON)" = 0 ] || fail "the map moved under the edge-pan: $(grep '"type": "library"' $BEACON | head -3)"
    [ "$(beacons scroll)" = 0 ] || fail "the page scrolled under the edge-pan's finger"
    [ "$(beacons touchstart)" = 0 ] || fail "the page saw the edge-pan's finger land: a touch in the edge zone was not held back"
    verdict page-got-nothing
}

# A pinch over the map is peekpop's in the window (it shows the overview), so it is not the map's:
# the map does not zoom or pan, and the page is told of both fingers it saw land.
case_a_pinch_over_a_leaflet_map_is_peekpops_and_the_map_does_not_zoom() {
    SITE_FILE=/vm/desktop/real-libraries-leaflet.json desktop_start
    play_until $TS.pinch-in.events '"session":"overview-shown"' "the pinch over the map did not show the overview"
    quiet
    [ "$(session_lines overview-shown)" = 1 ] || fail "$(session_lines overview-shown) overviews for one pinch"
    [ "$(grep -c '"type": "library"' $BEACON)" = 0 ] || fail "the map moved under peekpop's pinch: $(grep '"type": "library"' $BEACON | head -3)"
    verdict page-got-nothing
    verdict taken-fingers-told
}

# The FAQ's table of contents, moved so that its entry 2.3 is under the peek, and 2.6 under the tap.
case_a_peek_on_a_link_of_the_debian_faq_shows_its_card() {
    real_page_peek real-document-debian-faq.json 'debian-faq/getting-debian.en.html#inst-disks' 'debian-faq/getting-debian.en.html#remoteinstall'
}
# Links the page script finds past where elementFromPoint stops (Tests/Fixtures/link-at, whose
# vectors the Xvfb suite and the extension run), moved under the finger.
case_a_peek_on_a_link_in_a_shadow_root_shows_its_card() { real_page_peek link-at-shadow.json 'link-at/target.html?nested-shadow'; }
# (No tap in the frame: a link followed there is the window's to open, in the tab, not the frame's:
# WebKitGTK's navigation policy says nothing of which frame a navigation is for.)
case_a_peek_on_a_link_in_a_frame_shows_its_card() { real_page_peek link-at-frame.json 'link-at/target.html?framed' no-tap; }
