# SPDX-License-Identifier: MIT
# Pages built on real libraries from Debian's archive (Tests/Fixtures/real-libraries: Leaflet and
# SortableJS, served from the host's /usr/share/javascript), in the window on real touch. A peek
# on a link in them shows its card; the library does nothing under it (its own events, which the
# page reports as `library` beacons); the page got a touchcancel for the finger and nothing else of
# it; and after the release an ordinary tap on the same link follows it.
TS=/vm/recordings/pressure-touchscreen/pressure-touchscreen

# real_library_peek SITE QUERY: the window on SITE's page (desktop/SITE), a peek held on its link
# (to /link-at/target.html?QUERY) and released, then a tap on it.
real_library_peek() {
    SITE_FILE=/vm/desktop/$1 desktop_start
    link="\"url\":\"[^\"]*/link-at/target.html?$2\""
    touch_hold $TS.peek-release.events $PEEK_HELD
    wait_for 120 grep -q "\"session\":\"preview-shown\",$link" /tmp/window.events || { release; cat /tmp/window.events; fail "no preview of the $2 link"; }
    release
    wait_player > /dev/null
    wait_for 60 grep -q '"session":"preview-dismissed"' /tmp/window.events || fail "the preview was not dismissed on release"
    quiet
    verdict page-got-nothing
    verdict taken-fingers-told
    [ "$(grep -c '"type": "library"' $BEACON)" = 0 ] || fail "the library acted under the peek: $(grep '"type": "library"' $BEACON | head -3)"
    play_until $TS.light-tap.events "\"session\":\"navigated\",$link" "after the peek, a tap on the $2 link did not follow it"
}

case_a_peek_on_a_link_in_a_leaflet_popup_is_peekpops_alone() { real_library_peek real-libraries-leaflet.json leaflet-popup; }
case_a_peek_on_a_link_of_a_long_press_sortablejs_list_is_peekpops_alone() { real_library_peek real-libraries-sortable.json sortable-long-2; }
