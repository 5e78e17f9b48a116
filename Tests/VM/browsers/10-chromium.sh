# SPDX-License-Identifier: MIT
# Chromium (Wayland, kiosk, default settings: its overscroll history navigation on) with peekpop
# Touch, its native host and the daemon, on a real uinput touchscreen through sway. The bodies are
# guest/browsers.sh's, shared with Firefox (20-firefox.sh).
TIMEOUT_case_chromium_edge_pans_go_back_one_page_swipe_after_swipe=$((CASE_TIMEOUT + 300))

case_chromium_peek_on_a_link_shows_the_card_and_the_page_gets_no_click() { peek_shows_the_card chromium Start; }
case_chromium_a_tap_clicks_once_and_navigates_once() { tap_clicks_once chromium; }
case_chromium_peek_then_pop_navigates_once() { peek_pop_navigates_once chromium; }
case_chromium_peek_held_for_the_card_then_pop_navigates_once() { peek_pop_navigates_once chromium held; }
case_chromium_edge_pans_go_back_one_page_swipe_after_swipe() { edge_pans_go_back_once chromium; }
case_chromium_a_pinch_is_not_acted_on_twice() { pinch_is_acted_on_once chromium; }
case_chromium_a_link_in_an_open_shadow_root_previews() { peek_shows_the_card chromium Shadow; }
case_chromium_a_link_in_a_same_origin_frame_previews() { peek_shows_the_card chromium Frame; }
case_chromium_peeks_reached_late_in_the_touch_get_no_menu_drag_or_click() { gradual_peeks_get_nothing chromium; }
