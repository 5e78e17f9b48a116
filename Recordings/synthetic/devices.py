# SPDX-License-Identifier: MIT
"""The made-up devices, every name starting with "peekpop synthetic": touchscreens and a pen
tablet, the clickpads that sense force, and the two devices whose pressure the defaults do not fit.
"""

from .device import Device, Touchpad
from .evdev_codes import (
    ABS_DISTANCE, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_PRESSURE, ABS_MT_SLOT, ABS_MT_TRACKING_ID,
    ABS_PRESSURE, ABS_TILT_X, ABS_TILT_Y, ABS_X, ABS_Y, BTN_STYLUS, BTN_STYLUS2, BTN_TOOL_DOUBLETAP, BTN_TOOL_FINGER,
    BTN_TOOL_PEN, BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP, BTN_TOOL_RUBBER, BTN_TOOL_TRIPLETAP, BTN_TOUCH,
    INPUT_PROP_DIRECT, INPUT_PROP_POINTER, MSC_SERIAL, MSC_TIMESTAMP)


PRESSURE_TOUCHSCREEN = Device(
    "pressure-touchscreen", "peekpop synthetic pressure touchscreen", 0x0001, "mt-b", 120,
    [INPUT_PROP_DIRECT],
    [BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP],
    {ABS_X: (0, 4095, 0, 0, 14), ABS_Y: (0, 2303, 0, 0, 14), ABS_PRESSURE: (0, 255, 0, 0, 0),
     ABS_MT_SLOT: (0, 9, 0, 0, 0), ABS_MT_POSITION_X: (0, 4095, 0, 0, 14),
     ABS_MT_POSITION_Y: (0, 2303, 0, 0, 14), ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0),
     ABS_MT_PRESSURE: (0, 255, 0, 0, 0)},
    msc=[MSC_TIMESTAMP], first_tracking_id=3870,
    summary="MT protocol B, 10 slots, 120 Hz, 4096x2304 at 14 units/mm (292x164 mm), "
            "ABS_MT_PRESSURE 0-255, single-touch emulation with BTN_TOOL_FINGER..QUINTTAP, "
            "MSC_TIMESTAMP every frame, INPUT_PROP_DIRECT")


PLAIN_TOUCHSCREEN = Device(
    "plain-touchscreen", "peekpop synthetic touchscreen without pressure", 0x0002, "mt-b", 100,
    [INPUT_PROP_DIRECT], [BTN_TOUCH],
    {ABS_X: (0, 32767, 0, 0, 0), ABS_Y: (0, 32767, 0, 0, 0), ABS_MT_SLOT: (0, 9, 0, 0, 0),
     ABS_MT_POSITION_X: (0, 32767, 0, 0, 0), ABS_MT_POSITION_Y: (0, 32767, 0, 0, 0),
     ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0)},
    msc=[MSC_TIMESTAMP], first_tracking_id=65534,
    summary="MT protocol B, 10 slots, 100 Hz, 0-32767 on both axes with resolution 0 (size unknown), "
            "no pressure axes, BTN_TOUCH only, MSC_TIMESTAMP every frame, tracking IDs start at 65534 "
            "so they wrap to 0, INPUT_PROP_DIRECT")


PEN_TABLET = Device(
    "pen-tablet", "peekpop synthetic pen tablet", 0x0003, "pen", 200,
    [INPUT_PROP_POINTER], [BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOUCH, BTN_STYLUS, BTN_STYLUS2],
    {ABS_X: (0, 44704, 4, 0, 200), ABS_Y: (0, 27940, 4, 0, 200), ABS_PRESSURE: (0, 2047, 0, 0, 0),
     ABS_DISTANCE: (0, 63, 1, 0, 0), ABS_TILT_X: (-64, 63, 1, 0, 57), ABS_TILT_Y: (-64, 63, 1, 0, 57)},
    msc=[MSC_SERIAL],
    summary="Wacom-like, 200 Hz, 44704x27940 at 200 units/mm (223x139 mm), ABS_PRESSURE 0-2047, "
            "ABS_DISTANCE 0-63, ABS_TILT_X/Y -64..63, BTN_TOOL_PEN/RUBBER, BTN_TOUCH, BTN_STYLUS/2, "
            "MSC_SERIAL every frame, INPUT_PROP_POINTER")


RESISTIVE_PANEL = Device(
    "resistive-panel", "peekpop synthetic resistive panel", 0x0004, "single", 100,
    [INPUT_PROP_DIRECT], [BTN_TOUCH],
    {ABS_X: (0, 4095, 0, 0, 0), ABS_Y: (0, 4095, 0, 0, 0), ABS_PRESSURE: (0, 255, 0, 0, 0)},
    summary="single touch (ads7846-like), 100 Hz, 0-4095 on both axes with resolution 0, "
            "ABS_PRESSURE 0-255, BTN_TOUCH, INPUT_PROP_DIRECT")


PROTOCOL_A_TOUCHSCREEN = Device(
    "protocol-a-touchscreen", "peekpop synthetic protocol A touchscreen", 0x0005, "mt-a", 100,
    [INPUT_PROP_DIRECT], [BTN_TOUCH],
    {ABS_X: (0, 4095, 0, 0, 0), ABS_Y: (0, 4095, 0, 0, 0),
     ABS_MT_POSITION_X: (0, 4095, 0, 0, 0), ABS_MT_POSITION_Y: (0, 4095, 0, 0, 0)},
    summary="MT protocol A (SYN_MT_REPORT, no slots, no tracking IDs), 100 Hz, 0-4095 with "
            "resolution 0, no pressure, BTN_TOUCH and ABS_X/Y of the first contact, INPUT_PROP_DIRECT")


SHALLOW_TOUCHSCREEN = Device(
    "shallow-touchscreen", "peekpop synthetic shallow-pressure touchscreen", 0x0006, "mt-b", 120,
    [INPUT_PROP_DIRECT],
    [BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP],
    {ABS_X: (0, 4095, 0, 0, 16), ABS_Y: (0, 2559, 0, 0, 16), ABS_PRESSURE: (0, 1023, 0, 0, 0),
     ABS_MT_SLOT: (0, 9, 0, 0, 0), ABS_MT_POSITION_X: (0, 4095, 0, 0, 16),
     ABS_MT_POSITION_Y: (0, 2559, 0, 0, 16), ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0),
     ABS_MT_PRESSURE: (0, 1023, 0, 0, 0)},
    msc=[MSC_TIMESTAMP], first_tracking_id=100,
    summary="MT protocol B, 10 slots, 120 Hz, 4096x2560 at 16 units/mm (255x159 mm), ABS_MT_PRESSURE "
            "0-1023 of which fingers use only the bottom third (a light tap about 0.05, a firm press "
            "about 0.3), single-touch emulation, MSC_TIMESTAMP every frame, INPUT_PROP_DIRECT")


STIFF_PEN_TABLET = Device(
    "stiff-pen-tablet", "peekpop synthetic stiff pen tablet", 0x0007, "pen", 200,
    [INPUT_PROP_POINTER], [BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOUCH, BTN_STYLUS, BTN_STYLUS2],
    {ABS_X: (0, 44704, 4, 0, 200), ABS_Y: (0, 27940, 4, 0, 200), ABS_PRESSURE: (0, 8191, 0, 0, 0),
     ABS_DISTANCE: (0, 63, 1, 0, 0), ABS_TILT_X: (-64, 63, 1, 0, 57), ABS_TILT_Y: (-64, 63, 1, 0, 57)},
    msc=[MSC_SERIAL],
    summary="Wacom-like, 200 Hz, 44704x27940 at 200 units/mm (223x139 mm), ABS_PRESSURE 0-8191 with a "
            "stiff tip: a firm press reaches only 0.4 of the range, ABS_DISTANCE, ABS_TILT_X/Y, "
            "BTN_TOOL_PEN/RUBBER, BTN_TOUCH, BTN_STYLUS/2, MSC_SERIAL every frame, INPUT_PROP_POINTER")


# hid-magicmouse's TRACKPAD2_* ranges; resolution = range / (160.00 and 114.90 mm), truncated as
# input_abs_set_res() does; pressure 0-253 without resolution; 16 slots; reports about every 11 ms.
MAGIC_TRACKPAD_2 = Touchpad(
    "magic-trackpad-2", "peekpop synthetic Magic Trackpad 2", 0x0008, 90, "hid-magicmouse",
    (-3678, 3934, 47), (-2478, 2587, 44), 16, (253, 0),
    dict(rest=14, tap=26, click=60, held=72, drag=85, heavy=112, overshoot=134, peek=168, pop=226, palm=205),
    first_tracking_id=212,
    summary="hid-magicmouse-like, MT protocol B, 16 slots, 90 Hz, X -3678..3934 at 47 units/mm and "
            "Y -2478..2587 at 44 (161x115 mm), ABS_MT_PRESSURE 0-253 without resolution, single-touch "
            "emulation with BTN_TOOL_FINGER..QUINTTAP, then BTN_LEFT (the clickpad's button: down when the "
            "force passes 60, up below 51), no MSC_TIMESTAMP, INPUT_PROP_POINTER and INPUT_PROP_BUTTONPAD")

# Ranges like the recorded SynPS/2 pads' (X from psmouse's nominal 1472 to about an HP 8470p's 5728, Y from
# 1408 to about a ThinkPad P50's 4754; Synaptics' Y units are finer than X: 45 and 68 units/mm on the
# P50); 5 slots and a pressure per contact where psmouse has 2 slots and one pressure for both.
SYNAPTICS_CLICKPAD = Touchpad(
    "synaptics-clickpad", "peekpop synthetic Synaptics clickpad", 0x0009, 80, "psmouse",
    (1472, 5712, 42), (1408, 4758, 63), 5, (255, 0),
    dict(rest=48, tap=56, click=75, held=82, drag=89, heavy=104, overshoot=134, peek=155, pop=205, palm=215),
    first_tracking_id=40,
    summary="psmouse-like (SynPS/2 Synaptics clickpad), MT protocol B, 5 slots, 80 Hz, X 1472..5712 at 42 "
            "units/mm and Y 1408..4758 at 63 (100x53 mm), ABS_MT_PRESSURE 0-255 without resolution, "
            "single-touch emulation in psmouse's order (BTN_TOUCH, ABS_X/Y, ABS_PRESSURE, then the pad's finger "
            "count BTN_TOOL_FINGER..QUINTTAP), then BTN_LEFT (down when the force passes 75, up below 64), "
            "no MSC_TIMESTAMP, INPUT_PROP_POINTER and INPUT_PROP_BUTTONPAD")

# A HID haptic precision touchpad: pressure in grams (hid-input gives ABS_MT_PRESSURE a resolution in
# units per gram), its own click at 200 g and release at 180 g; Windows precision pads have 5 contacts.
PRESSURE_PAD = Touchpad(
    "pressure-pad", "peekpop synthetic pressure pad", 0x000A, 120, "hid-multitouch",
    (0, 4640, 40), (0, 2880, 40), 5, (4095, 4),
    dict(rest=30, tap=60, click=200, held=260, drag=300, heavy=360, overshoot=470, peek=520, pop=740, palm=150),
    button_up=180, pressurepad=True, msc=[MSC_TIMESTAMP], first_tracking_id=1500, pressure_noise=8,
    summary="hid-multitouch-like haptic touchpad, MT protocol B, 5 slots, 120 Hz, 0..4640 x 0..2880 at 40 "
            "units/mm (116x72 mm), ABS_MT_PRESSURE 0-4095 at 4 units per gram (0-1023 g), BTN_LEFT from the "
            "pad's own click (down at 200 g, up below 180 g) before the single-touch emulation with "
            "BTN_TOOL_FINGER..QUINTTAP, MSC_TIMESTAMP every frame, INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD "
            "and INPUT_PROP_PRESSUREPAD")

DEVICES = [PRESSURE_TOUCHSCREEN, PLAIN_TOUCHSCREEN, PEN_TABLET, RESISTIVE_PANEL, PROTOCOL_A_TOUCHSCREEN]
# Clickpads that sense force (issue 21): click, drag, scroll, swipe, palms, and force clicks.
TOUCHPADS = [MAGIC_TRACKPAD_2, SYNAPTICS_CLICKPAD, PRESSURE_PAD]
# Devices whose pressure the defaults do not fit: recordings for `peekpop calibrate` (calibration/).
CALIBRATION_DEVICES = [SHALLOW_TOUCHSCREEN, STIFF_PEN_TABLET]
