# SPDX-License-Identifier: MIT
# Firefox ESR (Wayland, kiosk, a new profile: default settings but for the few prefs of
# guest/browsers.sh) with peekpop Touch, its native host and the daemon, on a real uinput
# touchscreen through sway. The bodies are guest/browsers.sh's, shared with Chromium (10-chromium.sh).
TIMEOUT_case_firefox_edge_pans_go_back_one_page_swipe_after_swipe=$((CASE_TIMEOUT + 300))

case_firefox_peek_on_a_link_shows_the_card_and_the_page_gets_no_click() { peek_shows_the_card firefox Start; }
case_firefox_a_tap_clicks_once_and_navigates_once() { tap_clicks_once firefox; }
case_firefox_peek_then_pop_navigates_once() { peek_pop_navigates_once firefox; }
case_firefox_peek_held_for_the_card_then_pop_navigates_once() { peek_pop_navigates_once firefox held; }
case_firefox_edge_pans_go_back_one_page_swipe_after_swipe() { edge_pans_go_back_once firefox; }
case_firefox_a_pinch_is_not_acted_on_twice() { pinch_is_acted_on_once firefox; }
case_firefox_a_link_in_an_open_shadow_root_previews() { peek_shows_the_card firefox Shadow; }
case_firefox_a_link_in_a_same_origin_frame_previews() { peek_shows_the_card firefox Frame; }
case_firefox_peeks_reached_late_in_the_touch_get_no_menu_drag_or_click() { gradual_peeks_get_nothing firefox; }
