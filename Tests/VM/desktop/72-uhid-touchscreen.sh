# SPDX-License-Identifier: MIT
# The window's peek, pop and tap cases (desktop/20-link.sh) on a real touchscreen's own reports:
# the Goodix laptop screen of Recordings/hid-devices/ through /dev/uhid, hid-multitouch making the
# node sway and the daemon read. What the uinput screen tells them is the same gestures; here the
# kernel's driver decides the axes, slots and resolution, as on the laptop.
command -v case_a_tap_clicks_once_and_navigates_once > /dev/null || . /vm/desktop/20-link.sh

case_goodix_touchscreen_peek_shows_the_card() { TOUCH_HID=goodix-27c6-0e00 case_peek_shows_the_card_and_the_page_gets_nothing; }
case_goodix_touchscreen_pop_navigates_once() { TOUCH_HID=goodix-27c6-0e00 case_peek_then_pop_navigates_once; }
case_goodix_touchscreen_tap_clicks_once() { TOUCH_HID=goodix-27c6-0e00 case_a_tap_clicks_once_and_navigates_once; }
