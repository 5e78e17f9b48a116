#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write peekpop's SYNTHETIC recordings and the gestures each one is meant to produce.

No public touchscreen recording has ABS_MT_PRESSURE, so peekpop makes its own: five made-up
devices (named "peekpop synthetic ...") and a set of scenarios, each written as an evemu 1.3 file
(description embedded) beside a `.expected` file listing the gestures the user intends. Two
scenarios are also written as `libinput record` YAML (version 1). The events follow the kernel's
rules: values that did not change are not sent, ABS_MT_SLOT only precedes a slot whose values
change, empty frames are dropped, the single-touch emulation (BTN_TOUCH, BTN_TOOL_*, ABS_X/Y,
ABS_PRESSURE) follows the oldest contact, as input_mt_report_pointer_emulation() does.

Three made-up clickpads that report pressure (issue 21: force click) have ten scenarios each: two
deliberate force clicks and eight everyday uses that must give nothing. Their BTN_LEFT goes where
their kernel driver puts it (hid-magicmouse, psmouse, hid-multitouch) and follows the clicking
finger's force with hysteresis; their force levels are in the Touchpad docstring. Two of them also
have the guided sequence of `peekpop calibrate` (calibration/: an ordinary user, a heavy hand whose
later use the defaults misfire on, and one whose classes overlap).

    python3 Recordings/synth.py          # regenerate everything below Recordings/
    python3 Recordings/synth.py --check  # exit 1 if a committed file differs from what this writes

Standard library only and deterministic: every pseudo-random jitter comes from a generator seeded
with the output file's name, so the files are byte-identical on every run.
"""

import argparse
import math
import random
import sys
import zlib
from io import StringIO
from pathlib import Path

HERE = Path(__file__).resolve().parent
COMMAND = "python3 Recordings/synth.py"

# --- event codes (linux/input-event-codes.h) and the names libevdev gives them -------------------

EV_SYN, EV_KEY, EV_ABS, EV_MSC = 0x00, 0x01, 0x03, 0x04
SYN_REPORT, SYN_MT_REPORT, SYN_DROPPED = 0, 2, 3
MSC_SERIAL, MSC_TIMESTAMP = 0x00, 0x05
BTN_LEFT = 0x110
BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOOL_FINGER, BTN_TOOL_QUINTTAP = 0x140, 0x141, 0x145, 0x148
BTN_TOUCH, BTN_STYLUS, BTN_STYLUS2 = 0x14A, 0x14B, 0x14C
BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP = 0x14D, 0x14E, 0x14F
ABS_X, ABS_Y, ABS_PRESSURE, ABS_DISTANCE, ABS_TILT_X, ABS_TILT_Y = 0x00, 0x01, 0x18, 0x19, 0x1A, 0x1B
ABS_MT_SLOT, ABS_MT_POSITION_X, ABS_MT_POSITION_Y = 0x2F, 0x35, 0x36
ABS_MT_TRACKING_ID, ABS_MT_PRESSURE = 0x39, 0x3A
INPUT_PROP_POINTER, INPUT_PROP_DIRECT, INPUT_PROP_BUTTONPAD, INPUT_PROP_PRESSUREPAD = 0x00, 0x01, 0x02, 0x07
BUS_VIRTUAL = 0x06

TYPE_NAMES = {EV_SYN: "EV_SYN", EV_KEY: "EV_KEY", 0x02: "EV_REL", EV_ABS: "EV_ABS", EV_MSC: "EV_MSC",
              0x05: "EV_SW", 0x11: "EV_LED", 0x12: "EV_SND", 0x14: "EV_REP", 0x15: "EV_FF"}
# libevdev_event_type_get_max() for every type it knows; evemu writes one B: line per 64 codes.
TYPE_MAX = {EV_SYN: 0x0F, EV_KEY: 0x2FF, 0x02: 0x0F, EV_ABS: 0x3F, EV_MSC: 0x07, 0x05: 0x10,
            0x11: 0x0F, 0x12: 0x07, 0x14: 0x01, 0x15: 0x7F}
CODE_NAMES = {
    EV_SYN: {0: "SYN_REPORT", 1: "SYN_CONFIG", 2: "SYN_MT_REPORT", 3: "SYN_DROPPED", 15: "SYN_MAX"},
    EV_KEY: {BTN_LEFT: "BTN_LEFT", BTN_TOOL_PEN: "BTN_TOOL_PEN", BTN_TOOL_RUBBER: "BTN_TOOL_RUBBER",
             BTN_TOOL_FINGER: "BTN_TOOL_FINGER", BTN_TOOL_QUINTTAP: "BTN_TOOL_QUINTTAP",
             BTN_TOUCH: "BTN_TOUCH", BTN_STYLUS: "BTN_STYLUS", BTN_STYLUS2: "BTN_STYLUS2",
             BTN_TOOL_DOUBLETAP: "BTN_TOOL_DOUBLETAP", BTN_TOOL_TRIPLETAP: "BTN_TOOL_TRIPLETAP",
             BTN_TOOL_QUADTAP: "BTN_TOOL_QUADTAP"},
    EV_ABS: {ABS_X: "ABS_X", ABS_Y: "ABS_Y", ABS_PRESSURE: "ABS_PRESSURE", ABS_DISTANCE: "ABS_DISTANCE",
             ABS_TILT_X: "ABS_TILT_X", ABS_TILT_Y: "ABS_TILT_Y", ABS_MT_SLOT: "ABS_MT_SLOT",
             ABS_MT_POSITION_X: "ABS_MT_POSITION_X", ABS_MT_POSITION_Y: "ABS_MT_POSITION_Y",
             ABS_MT_TRACKING_ID: "ABS_MT_TRACKING_ID", ABS_MT_PRESSURE: "ABS_MT_PRESSURE"},
    EV_MSC: {MSC_SERIAL: "MSC_SERIAL", MSC_TIMESTAMP: "MSC_TIMESTAMP"},
}
PROP_NAMES = {INPUT_PROP_POINTER: "INPUT_PROP_POINTER", INPUT_PROP_DIRECT: "INPUT_PROP_DIRECT",
              INPUT_PROP_BUTTONPAD: "INPUT_PROP_BUTTONPAD", INPUT_PROP_PRESSUREPAD: "INPUT_PROP_PRESSUREPAD"}


def code_name(type_, code):
    return CODE_NAMES.get(type_, {}).get(code, "(null)")


# --- devices -------------------------------------------------------------------------------------

class Device:
    """A made-up input device: what evemu-describe would print, plus how its driver reports."""

    def __init__(self, slug, name, product, kind, rate_hz, props, keys, abs_axes, msc=(), summary="",
                 first_tracking_id=0):
        self.slug = slug
        self.name = name
        self.id = (BUS_VIRTUAL, 0x0000, product, 0x0001)
        self.kind = kind            # "mt-b", "mt-a", "single", "pen" or "touchpad": which emitter drives it
        self.rate_hz = rate_hz
        self.props = sorted(props)
        self.codes = {EV_SYN: list(range(TYPE_MAX[EV_SYN] + 1)), EV_KEY: sorted(keys),
                      EV_ABS: sorted(abs_axes)}
        if msc:
            self.codes[EV_MSC] = sorted(msc)
        self.absinfo = abs_axes     # code -> (min, max, fuzz, flat, resolution)
        self.summary = summary
        self.first_tracking_id = first_tracking_id
        self.pressure_noise = 1     # +- units of sensor noise on ABS_MT_PRESSURE

    def has(self, type_, code):
        return code in self.codes.get(type_, ())

    def raw(self, code, fraction):
        """A normalised value (0..1) as this axis reports it, rounded half up and clamped."""
        lo, hi = self.absinfo[code][0], self.absinfo[code][1]
        return min(hi, max(lo, int(math.floor(lo + fraction * (hi - lo) + 0.5))))

    def size_mm(self):
        """Integer width x height in mm the way evemu and libinput print it, or None."""
        x, y = self.absinfo.get(ABS_X), self.absinfo.get(ABS_Y)
        if x and y and x[4] and y[4]:
            return ((x[1] - x[0]) // x[4], (y[1] - y[0]) // y[4])
        return None


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



class Touchpad(Device):
    """A clickpad (INPUT_PROP_BUTTONPAD: the whole pad is the button) whose contacts report pressure.

    `driver` says where a frame carries BTN_LEFT and the finger count, as that kernel driver sends
    them. `levels` are the force of everyday and deliberate presses in the device's own units (raw
    ABS_MT_PRESSURE; grams on a pad whose pressure has a resolution, raw = grams x resolution):
    `rest` a resting finger or pointer move, `tap` a light tap-to-click, `click` where the button
    goes down (back up below `button_up`, by default 85 % of it: a clickpad's dome has hysteresis),
    `held` a normal click held, `drag` a held click sliding (a little firmer, to keep the button
    down), `heavy` a heavy-handed click held, `overshoot` the moment a heavy click lands (just past
    the force-click threshold for about 25 ms, inside the first 80 ms of the click, which a force
    click must press deeper than), `peek` and `pop` deliberate force clicks, `palm` a resting palm or
    thumb (a large contact: a high reading on capacitive pads, light on a force-sensing one).
    """

    def __init__(self, slug, name, product, rate_hz, driver, x, y, slots, pressure, levels, button_up=None,
                 pressurepad=False, msc=(), first_tracking_id=0, pressure_noise=2, summary=""):
        (x_min, x_max, x_res), (y_min, y_max, y_res), (p_max, p_res) = x, y, pressure
        axes = {ABS_X: (x_min, x_max, 0, 0, x_res), ABS_Y: (y_min, y_max, 0, 0, y_res),
                ABS_PRESSURE: (0, p_max, 0, 0, p_res), ABS_MT_SLOT: (0, slots - 1, 0, 0, 0),
                ABS_MT_POSITION_X: (x_min, x_max, 0, 0, x_res), ABS_MT_POSITION_Y: (y_min, y_max, 0, 0, y_res),
                ABS_MT_TRACKING_ID: (0, 65535, 0, 0, 0), ABS_MT_PRESSURE: (0, p_max, 0, 0, p_res)}
        props = [INPUT_PROP_POINTER, INPUT_PROP_BUTTONPAD] + ([INPUT_PROP_PRESSUREPAD] if pressurepad else [])
        # input_mt_init_slots(INPUT_MT_POINTER) sets BTN_TOOL_QUINTTAP from 5 slots on.
        keys = [BTN_LEFT, BTN_TOUCH, BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP, BTN_TOOL_QUADTAP,
                BTN_TOOL_QUINTTAP]
        super().__init__(slug, name, product, "touchpad", rate_hz, props, keys, axes, msc=msc, summary=summary,
                         first_tracking_id=first_tracking_id)
        self.driver = driver        # "hid-magicmouse", "psmouse" or "hid-multitouch"
        self.levels = levels
        self.pressure_noise = pressure_noise
        self.button = (self.force("click"), self.force(button_up if button_up is not None else 0.85 * levels["click"]))

    def force(self, level):
        """A level (a name in `levels`, or a number in the device's units) as a fraction of the pressure axis."""
        value = self.levels[level] if isinstance(level, str) else level
        lo, hi, _, _, res = self.absinfo[ABS_MT_PRESSURE]
        return value * (res or 1) / (hi - lo)

    def says(self, level):
        """A level as the README and .expected files write it: `60 of 253`, or `200 g`."""
        value = self.levels[level] if isinstance(level, str) else level
        lo, hi, _, _, res = self.absinfo[ABS_MT_PRESSURE]
        return f"{value:g} g" if res else f"{value:g} of {hi}"

    def dx(self, mm):
        """mm across the pad as a fraction of its width."""
        lo, hi, _, _, res = self.absinfo[ABS_X]
        return mm * res / (hi - lo)

    def dy(self, mm):
        """mm down the pad as a fraction of its height."""
        lo, hi, _, _, res = self.absinfo[ABS_Y]
        return mm * res / (hi - lo)


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


# --- what the user does: strokes of keyframes ----------------------------------------------------

class Stroke:
    """One finger (touching from the first keyframe to the last) or one pen (in proximity that long).

    Keyframes are (ms, x, y, force[, distance]) with x, y, force and distance normalised to 0..1 and
    interpolated linearly (force only between two touching keyframes); a pen touches while force > 0 and hovers at `distance` otherwise. The
    stroke is present in frames at times start <= t < end, so a stroke that `replaces` another one
    and starts when it ends takes over its slot in the same frame (a tracking ID replaced without
    a lift).
    """

    def __init__(self, keys, replaces=None, worn=0.0, palm=False):
        self.keys = [k if len(k) == 5 else (*k, 0.0) for k in keys]
        self.replaces = replaces
        self.worn = worn            # pens: the pressure (fraction) a worn tip reports while hovering
        self.palm = palm            # touchpads: a resting palm or thumb, which does not push the button
        self.start_us = int(self.keys[0][0] * 1000)
        self.end_us = int(self.keys[-1][0] * 1000)

    def at(self, t_us):
        """(x, y, force, distance) at t_us, or None when the stroke is not present."""
        if not self.start_us <= t_us < self.end_us:
            return None
        t = t_us / 1000
        for a, b in zip(self.keys, self.keys[1:]):
            if a[0] <= t <= b[0]:
                w = 0.0 if b[0] == a[0] else (t - a[0]) / (b[0] - a[0])
                x, y, distance = (a[i] + w * (b[i] - a[i]) for i in (1, 2, 4))
                # Force only ramps between touching keyframes: a pen touches down or lifts at a keyframe.
                force = a[3] + w * (b[3] - a[3]) if a[3] > 0 and b[3] > 0 else a[3]
                return x, y, force, distance
        return tuple(self.keys[-1][1:])


def press(t0, x, y, profile):
    """A still finger at (x, y) whose force follows profile [(ms after t0, force), ...]."""
    return Stroke([(t0 + dt, x, y, f) for dt, f in profile])


def path(t0, points):
    """A finger following [(ms after t0, x, y, force), ...]."""
    return Stroke([(t0 + dt, x, y, f) for dt, x, y, f in points])


def pen(t0, x, y, profile, hover_ms=60):
    """A pen that approaches (x, y), touches with force profile [(ms, force)], then leaves."""
    keys = [(t0, x - 0.02, y - 0.01, 0.0, 0.45), (t0 + hover_ms * 0.7, x, y, 0.0, 0.12)]
    touch0 = t0 + hover_ms
    keys += [(touch0 + dt, x, y, f, 0.0) for dt, f in profile]
    end = touch0 + profile[-1][0]
    keys += [(end + 1, x, y, 0.0, 0.1), (end + hover_ms, x + 0.01, y + 0.02, 0.0, 0.5)]
    return Stroke(keys)


LIGHT, PEEK, POP = 0.10, 0.55, 0.98
TAP = [(0, 0.04), (20, LIGHT), (55, LIGHT), (70, 0.03)]                     # 70 ms, light, still
PEEK_RELEASE = [(0, 0.05), (40, LIGHT), (190, PEEK), (900, PEEK), (950, 0.05)]
PEEK_POP = [(0, 0.05), (40, LIGHT), (190, PEEK), (890, PEEK), (1010, POP), (1110, POP), (1160, 0.05)]
QUICK_HARD = [(0, 0.08), (60, POP), (180, POP), (210, 0.05)]
FIRM_TAP = [(0, 0.05), (40, 0.40), (80, 0.04)]                              # issue 14: 80 ms, peak 0.40
HARD_TAP = [(0, 0.05), (40, 0.80), (80, 0.04)]                              # issue 14: 80 ms, peak 0.80
LONG_PRESS = [(0, 0.0), (1000, 0.0)]                                         # no force, 1000 ms still


class Scenario:
    """A recording to write: strokes, what the user does, and the gestures that must come out."""

    def __init__(self, name, does, strokes, expected, drop=None):
        self.name = name
        self.does = does
        self.strokes = strokes
        self.expected = expected
        self.drop = drop    # (first dropped frame index, frames dropped) for SYN_DROPPED


def tap(tool="finger"):
    return Scenario("light-tap", "taps lightly (force 0.10 where the device measures force) and still for 70 ms",
                    [press(0, 0.5, 0.5, TAP)], [f"{tool} tap recognized"])


def peek_release():
    return Scenario("peek-release", "presses to force 0.55 within 190 ms, holds still 710 ms, then lifts",
                    [press(0, 0.45, 0.4, PEEK_RELEASE)], ["finger hint began", "finger peek began", "finger peek ended"])


def peek_pop():
    return Scenario("peek-pop", "presses to force 0.55, holds 700 ms (peek), presses on to 0.98 (pop), lifts",
                    [press(0, 0.55, 0.45, PEEK_POP)], ["finger hint began", "finger peek began", "finger pop recognized"])


def quick_hard_press():
    return Scenario("quick-hard-press", "presses straight to force 0.98 within 60 ms and lifts after 210 ms",
                    [press(0, 0.5, 0.55, QUICK_HARD)], ["finger hint began", "finger peek began", "finger pop recognized"])


# A tap past the hint's force (0.2): the hint begins, ends by the lift at the latest, then the tap.
FIRM_TAP_GESTURES = ["finger hint began", "finger hint ended", "finger tap recognized"]


def firm_tap():
    return Scenario("firm-tap", "taps a key firmly: force up to 0.40 (past the peek force) and back within 80 ms, "
                    "still: a tap, not a preview flashing up and away",
                    [press(0, 0.5, 0.5, FIRM_TAP)], FIRM_TAP_GESTURES)


def hard_tap():
    return Scenario("hard-tap", "taps a link hard: force up to 0.80 (past the pop force) and back within 80 ms, "
                    "still: a tap, not a peek and a pop",
                    [press(0, 0.5, 0.5, HARD_TAP)], FIRM_TAP_GESTURES)


def gradual_peek(peek_ms):
    """A person pressing gradually: past the hint's force (0.2) within 60 ms of landing, at the peek's
    (0.35) only at `peek_ms`, later than a browser's 500 ms long press for 600 and 900."""
    return Scenario(f"gradual-peek-{peek_ms}",
                    f"lands and presses gradually: force 0.22 at 60 ms, 0.35 (the peek's) at {peek_ms} ms, "
                    f"0.55 at {peek_ms + 150} ms, holds still until {peek_ms + 700} ms, then lifts",
                    [press(0, 0.45, 0.4, [(0, 0.05), (60, 0.22), (peek_ms, 0.35), (peek_ms + 150, PEEK),
                                          (peek_ms + 700, PEEK), (peek_ms + 750, 0.05)])],
                    ["finger hint began", "finger peek began", "finger peek ended"])


def press_eases_off():
    return Scenario("press-eases-off",
                    "presses to force 0.26 (past the hint's 0.2, short of the peek's 0.35) within 60 ms, holds still "
                    "3 s, eases off to 0.08 and rests there 500 ms, then lifts: a hint that ends without a peek",
                    [press(0, 0.5, 0.5, [(0, 0.05), (60, 0.26), (3000, 0.26), (3100, 0.08), (3600, 0.08),
                                         (3650, 0.03)])],
                    ["finger hint began", "finger hint ended"])


def rest_then_peek():
    return Scenario("rest-then-peek",
                    "rests a finger lightly (force 0.10) for 4 s in the middle of the screen, presses to 0.55 for 1 s, then lifts: the VM "
                    "suite opens the device while the finger rests (a device opened with a finger down)",
                    [press(0, 0.5, 0.5, [(0, 0.05), (40, LIGHT), (4000, LIGHT), (4150, PEEK), (5000, PEEK),
                                         (5050, 0.05)])],
                    ["finger hint began", "finger peek began", "finger peek ended"])


def move_then_press():
    return Scenario("move-then-press",
                    "touches lightly, slides 0.15 of the width (over 40 mm where the size is known), "
                    "stops, then presses hard to 0.98: moved beyond the slop first, so no peek and no pop",
                    [path(0, [(0, 0.3, 0.5, LIGHT), (30, 0.3, 0.5, LIGHT), (230, 0.45, 0.5, LIGHT),
                              (300, 0.45, 0.5, LIGHT), (450, 0.45, 0.5, POP), (750, 0.45, 0.5, POP),
                              (790, 0.45, 0.5, 0.05)])], [])


def move_then_hold():
    return Scenario("move-then-hold",
                    "touches, slides 0.15 of the width, then holds still 1200 ms: moved beyond the slop "
                    "first, so no long-press peek",
                    [path(0, [(0, 0.3, 0.5, 0), (30, 0.3, 0.5, 0), (230, 0.45, 0.5, 0), (1430, 0.45, 0.5, 0)])],
                    [])


def peek_cancelled_by_second_finger():
    return Scenario("peek-cancelled-by-second-finger",
                    "presses to force 0.55 and holds (peek), then a second finger lands 0.2 of the width "
                    "away; both stay still 200 ms and lift together",
                    [press(0, 0.4, 0.5, [(0, 0.05), (40, LIGHT), (190, PEEK), (800, PEEK)]),
                     press(600, 0.6, 0.5, [(0, LIGHT), (200, LIGHT)])],
                    ["finger hint began", "finger peek began", "finger peek cancelled"])


def long_press_peek():
    return Scenario("long-press", "holds one finger still for 1000 ms without force, then lifts",
                    [press(0, 0.5, 0.5, LONG_PRESS)], ["finger peek began", "finger peek ended"])


def two_fingers(name, does, a, b, expected):
    """Two fingers moving from a[0] to a[1] and b[0] to b[1] over 500 ms; the second lands 16 ms after
    the first and lifts 20 ms before it, as real hands do."""
    (ax0, ay0), (ax1, ay1) = a
    (bx0, by0), (bx1, by1) = b
    first = path(0, [(0, ax0, ay0, LIGHT), (40, ax0, ay0, LIGHT), (540, ax1, ay1, LIGHT), (620, ax1, ay1, LIGHT)])
    second = path(0, [(16, bx0, by0, LIGHT), (40, bx0, by0, LIGHT), (540, bx1, by1, LIGHT), (600, bx1, by1, LIGHT)])
    return Scenario(name, does, [first, second], expected)


def pinch_out():
    return two_fingers("pinch-out", "puts two fingers down 0.16 of the width apart and spreads them to 0.40 "
                       "(span x2.5), then lifts", ((0.42, 0.5), (0.30, 0.5)), ((0.58, 0.5), (0.70, 0.5)),
                       ["finger pinch began", "finger pinch ended scale>1"])


def pinch_in():
    return two_fingers("pinch-in", "puts two fingers down 0.40 of the width apart and brings them to 0.16 "
                       "(span x0.4), then lifts", ((0.30, 0.5), (0.42, 0.5)), ((0.70, 0.5), (0.58, 0.5)),
                       ["finger pinch began", "finger pinch ended scale<1"])


def two_finger_scroll():
    return two_fingers("two-finger-scroll", "moves two fingers 0.1 of the width apart down by 0.3 of the height "
                       "in parallel (the span stays the same: not a pinch)",
                       ((0.45, 0.35), (0.45, 0.65)), ((0.55, 0.35), (0.55, 0.65)), [])


EDGE_START = 0.005      # within 1 % of the edge
EDGES = {"left": (lambda d: (EDGE_START + d, 0.5)), "right": (lambda d: (1 - EDGE_START - d, 0.5)),
         "top": (lambda d: (0.5, EDGE_START + d)), "bottom": (lambda d: (0.5, 1 - EDGE_START - d))}


def edge_pan(edge, committed):
    where = EDGES[edge]
    if committed:
        travel, move_ms, hold_ms = 0.60, 400, 80
        does = f"lands within 1 % of the {edge} edge and pans inward 0.60 of the surface, then lifts"
    else:
        travel, move_ms, hold_ms = 0.10, 150, 150
        does = f"lands within 1 % of the {edge} edge, pans inward 0.10 of the surface, stops 150 ms, lifts"
    points = [(0, *where(0), LIGHT), (30, *where(0), LIGHT)]
    points += [(30 + move_ms * i / 8, *where(travel * (1 - math.cos(math.pi * i / 8)) / 2), LIGHT) for i in range(1, 9)]
    points.append((30 + move_ms + hold_ms, *where(travel), LIGHT))
    kind = "committed" if committed else "short"
    return Scenario(f"edge-pan-{edge}-{kind}", does, [path(0, points)],
                    [f"finger edge-pan began edge={edge}",
                     f"finger edge-pan ended edge={edge} committed={'true' if committed else 'false'}"])


def middle_swipe():
    return Scenario("middle-swipe", "swipes quickly leftward from the middle (0.6 to 0.2 of the width) and lifts "
                    "while moving: not an edge-pan",
                    [path(0, [(0, 0.6, 0.5, LIGHT), (30, 0.6, 0.5, LIGHT), (230, 0.2, 0.5, LIGHT)])], [])


def tracking_id_replaced():
    first = press(0, 0.3, 0.4, TAP)
    second = Stroke([(70, 0.6, 0.6, 0.04), (90, 0.6, 0.6, LIGHT), (125, 0.6, 0.6, LIGHT), (140, 0.6, 0.6, 0.03)],
                    replaces=first)
    return Scenario("tracking-id-replaced",
                    "taps twice at different places; the firmware gives the second tap a new tracking ID in "
                    "the first tap's slot without ever sending -1 in between",
                    [first, second], ["finger tap recognized", "finger tap recognized"])


def slot_reuse_taps():
    return Scenario("slot-reuse-taps",
                    "taps three times 400 ms apart, the first two at the very same place, so the kernel "
                    "reuses slot 0 and leaves out the unchanged positions of the second tap",
                    [press(0, 0.3, 0.3, TAP), press(400, 0.3, 0.3, TAP), press(800, 0.7, 0.6, TAP)],
                    ["finger tap recognized"] * 3)


def syn_dropped_during_peek(dev, hold):
    """A peek interrupted by a buffer overrun; the finger lifts in the frame after the overrun."""
    period_ms = 1000 / dev.rate_hz
    first_dropped = int(math.ceil(hold / period_ms))
    dropped = 12
    # Half a period after the partial frame, so the next frame is the lift whatever the jitter.
    lift = (first_dropped + dropped + 0.5) * period_ms
    has_force = dev.has(EV_ABS, ABS_PRESSURE)
    keys = [(0, 0.5, 0.5, 0.05 if has_force else 0.0)]
    if has_force:
        keys += [(40, 0.5, 0.5, LIGHT), (190, 0.5, 0.5, PEEK)]
    # While the reader is behind, the finger slides 9 mm and eases off: state the reader never sees.
    keys += [(hold, 0.5, 0.5, PEEK if has_force else 0.0), (lift - 20, 0.53, 0.5, 0.35 if has_force else 0.0),
             (lift, 0.53, 0.5, 0.3 if has_force else 0.0)]
    return Scenario("syn-dropped-during-peek",
                    "peeks (force 0.55, or a still long press without pressure); while peeking the reader "
                    "falls behind and the kernel drops events (SYN_DROPPED, one partial frame); the finger "
                    "lifts in the next frame; 500 ms later a light tap elsewhere shows the stream recovered",
                    [Stroke(keys), press(lift + 500, 0.3, 0.3, TAP)],
                    (["finger hint began"] if has_force else []) + ["finger peek began", "finger peek cancelled", "finger tap recognized"],
                    drop=(first_dropped, dropped))


def pen_tap():
    return Scenario("light-tap", "hovers in, taps with force 0.10 for 70 ms, hovers out",
                    [pen(0, 0.5, 0.5, TAP)], ["pen tap recognized"])


def pen_tap_saturating():
    return Scenario("tap-saturating",
                    "taps hard: pressure starts at half scale, saturates at 2047 within 100 ms and the pen "
                    "lifts after 270 ms, still: a tap, not a pop",
                    [pen(0, 0.4, 0.6, [(0, 0.5), (50, 0.85), (100, 1.0), (265, 1.0), (270, 0.6)])],
                    ["pen hint began", "pen hint ended", "pen tap recognized"])


def pen_peek_release():
    return Scenario("peek-release", "presses to 0.55 and holds 900 ms, then lifts",
                    [pen(0, 0.5, 0.4, [(0, 0.05), (40, LIGHT), (190, PEEK), (1090, PEEK), (1120, 0.05)])],
                    ["pen hint began", "pen peek began", "pen peek ended"])


def pen_peek_pop():
    return Scenario("peek-pop",
                    "presses and holds 900 ms at moderate pressure (0.55: peek), eases off to 0.35 (below "
                    "half) for 200 ms, then presses to full scale (pop) and lifts",
                    [pen(0, 0.6, 0.5, [(0, 0.05), (40, LIGHT), (190, PEEK), (1090, PEEK), (1240, 0.35),
                                       (1440, 0.35), (1540, 1.0), (1640, 1.0), (1670, 0.05)])],
                    ["pen hint began", "pen peek began", "pen pop recognized"])


def pen_dwell_then_pop():
    return Scenario("dwell-then-pop",
                    "presses to half scale, holds there 330 ms, then presses on to 0.9 before the 500 ms pen "
                    "hold has elapsed, holds and lifts: paused at preview force, so the peek pops as it begins",
                    [pen(0, 0.55, 0.45, [(0, 0.1), (30, 0.5), (360, 0.5), (400, 0.9), (800, 0.9), (830, 0.05)])],
                    ["pen hint began", "pen peek began", "pen pop recognized"])


def pen_saturated_hold():
    return Scenario("saturated-hold",
                    "lands at full scale and stays there 900 ms, then lifts: it never paused at preview "
                    "force nor eased off, so it peeks without popping",
                    [pen(0, 0.45, 0.55, [(0, 1.0), (900, 1.0), (930, 0.05)])],
                    ["pen hint began", "pen peek began", "pen peek ended"])


def pen_worn_tip():
    keys = [(0, 0.48, 0.49, 0.0, 0.8), (42, 0.5, 0.5, 0.0, 0.12)]
    keys += [(60 + dt, 0.5, 0.5, f, 0.0) for dt, f in
             [(0, 0.05), (40, LIGHT), (190, PEEK), (1090, PEEK), (1240, 0.35), (1440, 0.35), (1540, 1.0),
              (1640, 1.0), (1670, 0.05)]]
    keys += [(1731, 0.5, 0.5, 0.0, 0.1), (1790, 0.51, 0.52, 0.0, 0.6)]
    return Scenario("worn-tip",
                    "a worn pen that reports 3 % pressure while hovering comes into proximity far away (80 % "
                    "of the distance range: libinput takes that pressure as its offset), presses and holds "
                    "900 ms at 0.55 above it (peek), eases off to 0.35, presses to full scale (pop) and lifts",
                    [Stroke(keys, worn=0.03)], ["pen hint began", "pen peek began", "pen pop recognized"])


def pen_move_then_press():
    keys = [(0, 0.3, 0.5, 0.0, 0.45), (40, 0.3, 0.5, 0.0, 0.12), (60, 0.3, 0.5, LIGHT, 0.0),
            (310, 0.45, 0.5, LIGHT, 0.0), (380, 0.45, 0.5, LIGHT, 0.0), (530, 0.45, 0.5, 1.0, 0.0),
            (830, 0.45, 0.5, 1.0, 0.0), (850, 0.45, 0.5, 0.05, 0.0), (851, 0.45, 0.5, 0.0, 0.1),
            (910, 0.46, 0.52, 0.0, 0.5)]
    return Scenario("move-then-press", "draws a 0.15-wide line at light force, stops, then presses to full "
                    "scale: moved beyond the slop first, so no peek and no pop", [Stroke(keys)], [])


def pen_hover():
    keys = [(0, 0.3, 0.3, 0.0, 0.8), (150, 0.4, 0.35, 0.0, 0.2), (450, 0.6, 0.45, 0.0, 0.15),
            (600, 0.65, 0.5, 0.0, 0.8)]
    return Scenario("hover", "brings the pen into proximity, moves it just above the surface and takes it "
                    "away without touching", [Stroke(keys)], [])


SCENARIOS = {
    PRESSURE_TOUCHSCREEN: [tap(), firm_tap(), hard_tap(), peek_release(), peek_pop(), quick_hard_press(), move_then_press(),
                           peek_cancelled_by_second_finger(), pinch_out(), pinch_in(), two_finger_scroll(),
                           *[edge_pan(e, c) for e in EDGES for c in (True, False)], middle_swipe(),
                           syn_dropped_during_peek(PRESSURE_TOUCHSCREEN, 350), tracking_id_replaced(),
                           slot_reuse_taps(), rest_then_peek(), *[gradual_peek(ms) for ms in (300, 600, 900)],
                           press_eases_off()],
    PLAIN_TOUCHSCREEN: [tap(), long_press_peek(), move_then_hold(), pinch_out(), pinch_in(), two_finger_scroll(),
                        *[edge_pan(e, c) for e in EDGES for c in (True, False)], middle_swipe(),
                        syn_dropped_during_peek(PLAIN_TOUCHSCREEN, 1050), tracking_id_replaced(),
                        slot_reuse_taps()],
    PEN_TABLET: [pen_tap(), pen_tap_saturating(), pen_peek_release(), pen_peek_pop(), pen_dwell_then_pop(),
                 pen_saturated_hold(), pen_worn_tip(), pen_move_then_press(), pen_hover()],
    RESISTIVE_PANEL: [tap(), firm_tap(), hard_tap(), peek_release(), peek_pop(), quick_hard_press(), move_then_press(),
                      *[edge_pan(e, c) for e in EDGES for c in (True, False)], middle_swipe()],
    PROTOCOL_A_TOUCHSCREEN: [tap(), long_press_peek(), pinch_out(), pinch_in(), two_finger_scroll()],
}


def in_turn(parts):
    """The strokes and expected gestures of [(ms offset, Scenario), ...], each part moved to its offset."""
    strokes, expected = [], []
    for offset, part in parts:
        strokes += [Stroke([(t + offset, *rest) for t, *rest in s.keys]) for s in part.strokes]
        expected += part.expected
    return strokes, expected


def demo():
    """About ten seconds on the pressure touchscreen: tap, peek-release, peek-pop, edge-pan back, pinch."""
    strokes, expected = in_turn([(300, tap()), (1300, peek_release()), (3300, peek_pop()),
                                 (5600, edge_pan("left", True)), (7400, pinch_out())])
    return Scenario("demo", "taps a link, peeks at one and lets go, peeks at another and pops it, pans in "
                    "from the left edge to go back, then pinches out to zoom", strokes, expected)


def peek_slide_up(t0, x, y, then_pop=False):
    """A peek at (x, y) that slides 0.18 of the height up while held (revealing a preview's actions),
    then lifts, or pops where it ended up."""
    up = y - 0.18
    keys = [(0, x, y, 0.05), (40, x, y, LIGHT), (190, x, y, PEEK), (450, x, y, PEEK), (750, x, up, PEEK)]
    if then_pop:
        keys += [(890, x, up, PEEK), (1010, x, up, POP), (1110, x, up, POP), (1160, x, up, 0.05)]
    else:
        keys += [(900, x, up, PEEK), (950, x, up, 0.05)]
    return path(t0, keys)


# The rows of a link preview's actions (BrowserSession's PreviewLayout.revealed): their centres.
ACTION_ROWS = {"open": 0.6775, "open in new tab": 0.7675, "copy link": 0.8575, "share": 0.9475}


def preview_actions():
    """On the demo site's first page, the Apple Inc. link (centre 0.5, 0.5) peeked at and slid up
    each time: then a tap on Copy Link, on Share, on Open in New Tab, one beside the actions, and
    last a pop after the slide."""
    strokes, expected = [], []
    t = 300
    for row in ["copy link", "share", "open in new tab", None]:
        strokes.append(peek_slide_up(t, 0.5, 0.5))
        strokes.append(press(t + 1500, 0.5, ACTION_ROWS[row] if row else 0.3, TAP))
        expected += ["finger hint began", "finger peek began", "finger peek ended", "finger tap recognized"]
        t += 2200
    strokes.append(peek_slide_up(t, 0.5, 0.5, then_pop=True))
    expected += ["finger hint began", "finger peek began", "finger pop recognized"]
    return Scenario("preview-actions", "peeks at a link and slides up 0.18 of the height while pressing, lifts, "
                    "and taps where the preview's actions are (SYNTHETIC, for the demo site): Copy Link, then "
                    "Share, then Open in New Tab, then beside the actions; last slides up and pops",
                    strokes, expected)


def overview_focus():
    """On the demo site: the Apple Inc. link opened in a new tab (behind the first), a pinch-in
    (`pinch_in`, to 0.4) opening the tab overview, then a pinch-out on it that starts with both
    fingers over the first card (tab 1, the selected one: TabOverview with 2 tabs puts the cards at
    x 0.05-0.45 and 0.55-0.95, y 0.3-0.7), spreads in place (span 0.16 to 0.24: a pinch, not a
    scroll) and then on (to 0.40, x2.5) while moving right, so it is released with its focal point
    over the second card: the core focuses tab 2."""
    open_tab = Scenario("open-in-new-tab", "", [peek_slide_up(0, 0.5, 0.5),
                                                press(1500, 0.5, ACTION_ROWS["open in new tab"], TAP)],
                        ["finger hint began", "finger peek began", "finger peek ended", "finger tap recognized"])
    # As two_fingers: the second finger lands 16 ms after the first and lifts 20 ms before it.
    across = Scenario("pinch-out-across", "", [
        path(0, [(0, 0.17, 0.5, LIGHT), (40, 0.17, 0.5, LIGHT), (200, 0.13, 0.5, LIGHT), (540, 0.53, 0.5, LIGHT), (620, 0.53, 0.5, LIGHT)]),
        path(0, [(16, 0.33, 0.5, LIGHT), (40, 0.33, 0.5, LIGHT), (200, 0.37, 0.5, LIGHT), (540, 0.93, 0.5, LIGHT), (600, 0.93, 0.5, LIGHT)]),
    ], ["finger pinch began", "finger pinch ended scale>1"])
    strokes, expected = in_turn([(300, open_tab), (3000, pinch_in()), (4800, across)])
    return Scenario("overview-focus", "opens a link in a new tab from its preview's actions (SYNTHETIC, for the "
                    "demo site), pinches in to the tab overview, then pinches out starting over the first card "
                    "and moving right, released over the second", strokes, expected)


# --- calibration: the guided sequence of `peekpop calibrate`, and recordings to check its profile ----

PRESSES = 5     # of each kind, as `peekpop calibrate` asks by default
CALIBRATION_SPACING_MS = 800


def calibration_sequence(name, does, presses, spacing=CALIBRATION_SPACING_MS):
    """One contact per press (a press that is no use may add another: a resting thumb), in order,
    `spacing` ms apart, each at its own place."""
    strokes = []
    for n, make in enumerate(presses):
        x, y = 0.3 + 0.1 * (n % 5), 0.3 + 0.1 * (n // 5 % 4)
        made = make(n * spacing, x, y)
        strokes += made if isinstance(made, list) else [made]
    return Scenario(name, does, strokes, [])


def finger_tap_at(level):
    return lambda t0, x, y: press(t0, x, y, [(0, level * 0.4), (20, level), (55, level), (70, level * 0.3)])


def finger_peek_at(level):
    return lambda t0, x, y: press(t0, x, y, [(0, 0.01), (40, level * 0.4), (190, level), (650, level), (700, 0.01)])


def finger_pop_at(peek, pop):
    return lambda t0, x, y: press(t0, x, y, [(0, 0.01), (40, peek * 0.4), (190, peek), (400, peek), (500, pop),
                                             (600, pop), (650, 0.01)])


def finger_slide(t0, x, y):
    return path(t0, [(0, x, y, 0.02), (30, x, y, 0.08), (230, x + 0.1, y, 0.12), (500, x + 0.1, y, 0.12),
                     (550, x + 0.1, y, 0.01)])


SHALLOW_TAPS = [0.040, 0.052, 0.046, 0.058, 0.044]
SHALLOW_PEEKS = [0.130, 0.150, 0.140, 0.160, 0.135]
SHALLOW_POPS = [0.270, 0.300, 0.280, 0.310, 0.290]


def shallow_calibration():
    peeks = [finger_peek_at(level) for level in SHALLOW_PEEKS]
    return calibration_sequence(
        "calibration",
        "follows `peekpop calibrate`: 5 light taps (peak force 0.04-0.06), 5 presses held for a preview "
        "(0.13-0.16), one of them slid 0.1 of the width (unusable: asked again), then 5 firm presses "
        "(0.27-0.31), one contact per press",
        [finger_tap_at(level) for level in SHALLOW_TAPS] + peeks[:2] + [finger_slide] + peeks[2:]
        + [finger_pop_at(peek, pop) for peek, pop in zip(SHALLOW_PEEKS, SHALLOW_POPS)])


def shallow_calibration_overlapping():
    return calibration_sequence(
        "calibration-overlapping",
        "follows `peekpop calibrate` but taps almost as hard as it presses for a preview: light taps "
        "0.05-0.12, preview presses 0.11-0.15, firm presses 0.27-0.31: taps and previews overlap",
        [finger_tap_at(level) for level in [0.05, 0.12, 0.07, 0.09, 0.06]]
        + [finger_peek_at(level) for level in [0.11, 0.15, 0.13, 0.14, 0.12]]
        + [finger_pop_at(peek, pop) for peek, pop in zip(SHALLOW_PEEKS, SHALLOW_POPS)])


def shallow_checks():
    """What a user of the shallow touchscreen does later, with the profile calibrated on it."""
    return [
        Scenario("light-tap", "taps lightly (force 0.05) and still for 70 ms",
                 [finger_tap_at(0.05)(0, 0.5, 0.5)], ["finger tap recognized"]),
        Scenario("peek-release", "presses to force 0.14 (its preview level), holds still, then lifts",
                 [finger_peek_at(0.14)(0, 0.45, 0.4)], ["finger hint began", "finger peek began", "finger peek ended"]),
        Scenario("peek-pop", "presses to force 0.14, holds (peek), presses on to 0.29 (pop), lifts",
                 [finger_pop_at(0.14, 0.29)(0, 0.55, 0.45)], ["finger hint began", "finger peek began", "finger pop recognized"]),
        Scenario("quick-hard-press", "presses straight to its firm level (0.29) within 60 ms and lifts after 210 ms",
                 [press(0, 0.5, 0.55, [(0, 0.02), (60, 0.29), (180, 0.29), (210, 0.01)])],
                 ["finger hint began", "finger peek began", "finger pop recognized"]),
    ]


def pen_tap_at(level):
    return lambda t0, x, y: pen(t0, x, y, [(0, level * 0.5), (20, level), (90, level), (110, level * 0.3)])


def pen_peek_at(level):
    return lambda t0, x, y: pen(t0, x, y, [(0, 0.02), (40, level * 0.5), (190, level), (1000, level), (1040, 0.02)])


def pen_pop_at(peek, pop):
    return lambda t0, x, y: pen(t0, x, y, [(0, 0.02), (40, peek * 0.5), (190, peek), (900, peek), (1000, pop),
                                           (1100, pop), (1130, 0.02)])


STIFF_TAPS = [0.14, 0.20, 0.16, 0.18, 0.15]
STIFF_PEEKS = [0.16, 0.20, 0.18, 0.19, 0.17]
STIFF_POPS = [0.36, 0.40, 0.38, 0.42, 0.37]


def stiff_pen_calibration():
    spacing = 1400
    strokes = []
    makers = ([pen_tap_at(level) for level in STIFF_TAPS] + [pen_peek_at(level) for level in STIFF_PEEKS]
              + [pen_pop_at(peek, pop) for peek, pop in zip(STIFF_PEEKS, STIFF_POPS)])
    for n, make in enumerate(makers):
        strokes.append(make(n * spacing, 0.3 + 0.1 * (n % 5), 0.3 + 0.1 * (n // 5)))
    return Scenario("calibration",
                    "follows `peekpop calibrate` with the pen: 5 quick taps (110 ms, 0.14-0.20), 5 presses "
                    "held 1 s for a preview (0.16-0.20), then 5 held presses pushed on to open (0.36-0.42)",
                    strokes, [])


def stiff_pen_checks():
    return [
        Scenario("light-tap", "taps quickly (110 ms) at force 0.18",
                 [pen_tap_at(0.18)(0, 0.5, 0.5)], ["pen hint began", "pen hint ended", "pen tap recognized"]),
        Scenario("peek-release", "presses to 0.18 and holds 1 s, then lifts",
                 [pen_peek_at(0.18)(0, 0.5, 0.4)], ["pen hint began", "pen peek began", "pen peek ended"]),
        Scenario("peek-pop", "presses to 0.18, holds 900 ms (peek), pushes on to 0.40 (pop) and lifts",
                 [pen_pop_at(0.18, 0.40)(0, 0.6, 0.5)], ["pen hint began", "pen peek began", "pen pop recognized"]),
    ]


CALIBRATION_SCENARIOS = {
    SHALLOW_TOUCHSCREEN: ([shallow_calibration(), shallow_calibration_overlapping()], shallow_checks()),
    STIFF_PEN_TABLET: ([stiff_pen_calibration()], stiff_pen_checks()),
}


# --- touchpads: clicks and force clicks (issue 21) -------------------------------------------------

def pad_finger(dev, t0, x, y, steps, palm=False):
    """A contact on a touchpad from (x, y) (fractions of the pad) following steps [(ms after t0, mm right,
    mm down, force in the device's units), ...]: moves in mm keep their size on every pad."""
    return Stroke([(t0 + t, x + dev.dx(dx), y + dev.dy(dy), dev.force(f)) for t, dx, dy, f in steps], palm=palm)


def pointing(dev):
    """Lands, moves the pointer 10 mm (right and a little up) within 250 ms and rests 200 ms: the
    first steps of every click, ending at 480 ms at (10, -4) mm."""
    rest = dev.levels["rest"]
    return [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (280, 10, -4, rest), (480, 10, -4, rest)]


def click_steps(dev, t, held, hold_ms, dx=10, dy=-4):
    """From resting at t: clicks within 60 ms (the button goes down on the way up), holds `held` for
    hold_ms, lets go (the button comes up) and lifts 110 ms later."""
    lv = dev.levels
    return [(t + 60, dx, dy, held), (t + 60 + hold_ms, dx, dy, held), (t + 100 + hold_ms, dx, dy, 0.7 * lv["click"]),
            (t + 140 + hold_ms, dx, dy, lv["rest"]), (t + 170 + hold_ms, dx, dy, 0.5 * lv["rest"])]


def force_click_peek_release(dev):
    lv, says = dev.levels, dev.says
    # Pressing hard rolls the finger pad 0.3 mm: well inside a 2 mm slop.
    steps = pointing(dev) + [(540, 10, -4, lv["held"]), (740, 10, -4, lv["held"]), (940, 10.3, -4, lv["peek"]),
                             (1540, 10.3, -4, lv["peek"]), (1690, 10.3, -4, lv["held"]),
                             (1750, 10.3, -4, 0.7 * lv["click"]), (1800, 10.3, -4, lv["rest"]),
                             (1850, 10.3, -4, 0.5 * lv["rest"])]
    return Scenario("force-click-peek-release",
                    f"moves the pointer 10 mm, rests, clicks (the button goes down as the force passes "
                    f"{says('click')}; held at {says('held')} for 200 ms), presses deeper to {says('peek')} within "
                    f"200 ms, holds still 600 ms, eases off, the button comes up, lifts",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], ["finger peek began", "finger peek ended"])


def force_click_pop(dev):
    lv, says = dev.levels, dev.says
    steps = pointing(dev) + [(540, 10, -4, lv["held"]), (700, 10, -4, lv["held"]), (900, 10.3, -4, lv["peek"]),
                             (1300, 10.3, -4, lv["peek"]), (1420, 10.4, -4, lv["pop"]), (1570, 10.4, -4, lv["pop"]),
                             (1650, 10.4, -4, lv["held"]), (1700, 10.4, -4, 0.7 * lv["click"]),
                             (1750, 10.4, -4, lv["rest"]), (1800, 10.4, -4, 0.5 * lv["rest"])]
    return Scenario("force-click-pop",
                    f"moves the pointer 10 mm, rests, clicks (held at {says('held')}), presses deeper to "
                    f"{says('peek')} within 200 ms, holds 400 ms (peek), presses on to {says('pop')} within 120 ms "
                    f"(pop), holds 150 ms, lets go and lifts",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], ["finger peek began", "finger pop recognized"])


def plain_click(dev):
    says = dev.says
    steps = pointing(dev) + click_steps(dev, 480, dev.levels["held"], 120)
    return Scenario("plain-click",
                    f"moves the pointer 10 mm, rests, clicks (the button goes down as the force passes "
                    f"{says('click')}), holds {says('held')} for 120 ms, lets go and lifts: an ordinary click",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], [])


def heavy_click(dev):
    lv, says = dev.levels, dev.says
    # The finger lands on the button hard: the force overshoots for ~25 ms right after BTN_LEFT, then settles.
    steps = pointing(dev) + [(520, 10, -4, lv["overshoot"]), (530, 10, -4, lv["overshoot"]),
                             (570, 10, -4, lv["heavy"])] + click_steps(dev, 510, lv["heavy"], 700)[1:]
    return Scenario("heavy-click",
                    f"moves the pointer 10 mm, rests, clicks hard: the force overshoots to {says('overshoot')} for "
                    f"about 25 ms as the button goes down, settles at {says('heavy')} and holds it 700 ms, then lets "
                    f"go and lifts: a heavy-handed click, not a force click (never deeper than the click itself)",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], [])


def click_and_drag(dev):
    lv, says = dev.levels, dev.says
    rest = lv["rest"]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (230, 0, 0, rest), (290, 0, 0, lv["held"]),
             (450, 0, 0, lv["held"]), (550, 5, 0.3, lv["drag"]), (1050, 30, 2, lv["drag"]), (1150, 30, 2, lv["drag"]),
             (1200, 30, 2, 0.7 * lv["click"]), (1250, 30, 2, rest), (1300, 30, 2, 0.5 * rest)]
    return Scenario("click-and-drag",
                    f"rests, clicks (held at {says('held')}) and after 160 ms drags 30 mm across in 600 ms with the "
                    f"button held, pressing a little harder while it slides ({says('drag')}), stops, lets go and "
                    f"lifts: selecting text",
                    [pad_finger(dev, 0, 0.3, 0.45, steps)], [])


def tap_to_click(dev):
    tap = dev.levels["tap"]
    return Scenario("tap-to-click",
                    f"taps lightly ({dev.says('tap')}, the button never goes down) and still for 90 ms",
                    [pad_finger(dev, 0, 0.5, 0.5, [(0, 0, 0, 0.4 * tap), (25, 0, 0, tap), (70, 0, 0, tap),
                                                    (90, 0, 0, 0.3 * tap)])], [])


def pad_fingers(dev, n, move_mm, ms, name, does):
    """n fingers 18 mm apart side by side, landing 10 ms apart, moving together by move_mm (right,
    down) in `ms` and lifting within 20 ms of each other, at resting force (one a little firmer)."""
    rest = dev.levels["rest"]
    strokes = []
    for i in range(n):
        f = rest * (1 + 0.1 * i)
        land, lift = 10 * i, 60 + ms + 10 * (n - 1 - i)
        strokes.append(pad_finger(dev, 0, 0.35, 0.4, [(land, 18 * i, 0, 0.6 * f), (land + 30, 18 * i, 0, f),
                                                     (60, 18 * i, 0, f), (60 + ms, 18 * i + move_mm[0], move_mm[1], f),
                                                     (lift, 18 * i + move_mm[0], move_mm[1], 0.6 * f)]))
    return Scenario(name, does, strokes, [])


def pad_two_finger_scroll(dev):
    return pad_fingers(dev, 2, (0, 25), 500, "two-finger-scroll",
                       f"puts two fingers down 18 mm apart at resting force ({dev.says('rest')}) and scrolls them "
                       f"25 mm down together in 500 ms, then lifts")


def three_finger_swipe(dev):
    return pad_fingers(dev, 3, (-25, 0), 250, "three-finger-swipe",
                       f"puts three fingers down 18 mm apart at resting force ({dev.says('rest')}) and swipes them "
                       f"25 mm left together in 250 ms, then lifts")


def palm_rest(dev):
    lv, says = dev.levels, dev.says
    palm = pad_finger(dev, 0, 0.25, 0.94, [(0, 0, 0, 0.3 * lv["palm"]), (150, 0, 0, lv["palm"]),
                                           (1750, 0, 0, lv["palm"]), (1800, 0, 0, 0.4 * lv["palm"])], palm=True)
    finger = Stroke([(t + 400, *rest) for t, *rest in
                     pad_finger(dev, 0, 0.5, 0.45, pointing(dev) + click_steps(dev, 480, lv["held"], 150)).keys])
    return Scenario("palm-rest",
                    f"rests a palm at the pad's bottom edge ({says('palm')}: a large contact, the oldest one, so "
                    f"ABS_PRESSURE follows it) while another finger lands, moves the pointer 10 mm, clicks "
                    f"({says('held')}) for 150 ms and lifts; the palm lifts last: two contacts at the click",
                    [palm, finger], [])


def slow_pointer_move(dev):
    rest = dev.levels["rest"]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest)]
    # 40 mm in 3 s along a gentle curve, the force wandering +-10 % as a resting finger's does.
    steps += [(30 + 300 * i, 4 * i, 6 * math.sin(math.pi * i / 10), rest * (1 + 0.1 * math.sin(i * 1.7)))
              for i in range(1, 11)]
    steps += [(3130, 40, 0, rest), (3160, 40, 0, 0.5 * rest)]
    return Scenario("slow-pointer-move",
                    f"moves the pointer slowly 40 mm across in 3 s at resting force ({dev.says('rest')}, "
                    f"wandering 10 %), stops and lifts",
                    [pad_finger(dev, 0, 0.3, 0.5, steps)], [])


TOUCHPAD_SCENARIOS = [force_click_peek_release, force_click_pop, plain_click, heavy_click, click_and_drag,
                      tap_to_click, pad_two_finger_scroll, three_finger_swipe, palm_rest, slow_pointer_move]


# --- touchpads: the guided sequence of `peekpop calibrate` (ordinary clicks, force clicks, pops) -----

PAD_CALIBRATION_SPACING_MS = 2000


def pad_press(dev, t0, x, y, forces, slide_mm=0.0):
    """A finger that lands at (x, y), rests 200 ms, then follows forces [(ms after the rest, level or
    units)], sliding slide_mm right over them, then lets go (the button comes up within 40 ms) and lifts."""
    lv = dev.levels
    rest, end = lv["rest"], 200 + forces[-1][0]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (200, 0, 0, rest)]
    steps += [(200 + t, slide_mm * t / forces[-1][0], 0, f) for t, f in forces]
    steps += [(end + 40, slide_mm, 0, 0.7 * lv["click"]), (end + 80, slide_mm, 0, rest),
              (end + 110, slide_mm, 0, 0.5 * rest)]
    return pad_finger(dev, t0, x, y, steps)


def pad_click_at(dev, held, hold_ms=140):
    """An ordinary click: pressed to `held` within 60 ms (the button goes down on the way), held."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, held), (60 + hold_ms, held)])


def pad_heavy_click_at(dev, overshoot, held, hold_ms=250):
    """A heavy click as `heavy_click`: lands on the button hard, overshooting for ~25 ms, settles at `held`."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(40, overshoot), (50, overshoot), (90, held),
                                                      (90 + hold_ms, held)])


def pad_leaning_click_at(dev, first, held, hold_ms=250):
    """A heavy hand's click that leans in: pressed to `first` within 60 ms (the button goes down on
    the way), then on to `held` by 300 ms, after the click has settled, and held there."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, first), (300, held), (300 + hold_ms, held)])


def pad_force_click_at(dev, click, deep, hold_ms=450, lean=None):
    """A force click: clicks (held at `click` for 200 ms; leaning in as `pad_leaning_click_at` from
    `lean` when given), presses deeper to `deep` within 200 ms, holds, eases back and lets go."""
    start = [(60, lean), (300, click), (400, click)] if lean is not None else [(60, click), (260, click)]
    t = start[-1][0]
    return lambda t0, x, y: pad_press(dev, t0, x, y, start + [(t + 200, deep), (t + 200 + hold_ms, deep),
                                                              (t + 350 + hold_ms, click)])


def pad_pop_at(dev, click, deep, pop, lean=None):
    """A pop: clicks, presses deeper to `deep` and holds 350 ms, then deeper still to `pop` within
    120 ms, holds 150 ms and lets go."""
    start = [(60, lean), (300, click), (400, click)] if lean is not None else [(60, click), (220, click)]
    t = start[-1][0]
    return lambda t0, x, y: pad_press(dev, t0, x, y, start + [(t + 200, deep), (t + 550, deep), (t + 670, pop),
                                                              (t + 820, pop), (t + 900, click)])


def pad_tap_at(dev):
    """A tap-to-click: light, still, and the button never goes down."""
    tap = dev.levels["tap"]
    return lambda t0, x, y: pad_finger(dev, t0, x, y, [(0, 0, 0, 0.4 * tap), (25, 0, 0, tap), (70, 0, 0, tap),
                                                        (90, 0, 0, 0.3 * tap)])


def pad_drag_at(dev, held):
    """A click that drags 10 mm right with the button down."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, held), (160, held), (460, held)], slide_mm=10)


def pad_with_thumb(dev, make):
    """`make` while a thumb rests at the pad's bottom edge from 100 ms before to 100 ms after it."""
    def both(t0, x, y):
        finger = make(t0 + 100, x, y)
        rest = dev.levels["rest"]
        thumb = pad_finger(dev, t0, 0.2, 0.92, [(0, 0, 0, 0.5 * rest), (40, 0, 0, rest),
                                                ((finger.end_us / 1000) - t0 + 60, 0, 0, rest),
                                                ((finger.end_us / 1000) - t0 + 100, 0, 0, 0.5 * rest)], palm=True)
        return [thumb, finger]
    return both


def clickpad_calibration(dev):
    """An ordinary user of the Synaptics clickpad through `peekpop calibrate`, with four presses that
    are no use (asked again): a tap-to-click among the clicks, a click that drags, a force click with
    a thumb resting on the pad, and a force click no deeper than the heaviest ordinary clicks."""
    lv, says = dev.levels, dev.says
    clicks = [pad_click_at(dev, lv["held"]), pad_click_at(dev, 86), pad_heavy_click_at(dev, lv["overshoot"], lv["heavy"]),
              pad_tap_at(dev), pad_click_at(dev, 80), pad_drag_at(dev, lv["held"]), pad_heavy_click_at(dev, 130, 116)]
    forces = [pad_force_click_at(dev, lv["held"], deep) for deep in (155, 150)]
    forces += [pad_with_thumb(dev, pad_force_click_at(dev, lv["held"], 158)), pad_force_click_at(dev, lv["held"], 160),
               pad_force_click_at(dev, lv["held"], 124)]
    forces += [pad_force_click_at(dev, lv["held"], deep) for deep in (152, 157)]
    pops = [pad_pop_at(dev, lv["held"], lv["peek"], pop) for pop in (200, 210, 205, 198, 212)]
    return calibration_sequence(
        "calibration",
        f"follows `peekpop calibrate` on a touchpad, one finger at a time: 5 ordinary clicks (held at 80-86 of "
        f"255, two heavy ones landing at {says('overshoot')} and 130 and settling at {says('heavy')} and "
        f"116), among them a tap-to-click (no BTN_LEFT: asked again) and a click that drags 10 mm (asked again); 5 "
        f"force clicks (clicked at {says('held')}, pressed on to 150-160 and held 450 ms), among them one with a "
        f"thumb resting on the pad (two contacts: asked again) and one pressed only to 124, no deeper than the "
        f"heaviest clicks (asked again); then 5 pops (pressed to {says('peek')}, then on to 198-212)",
        clicks + forces + pops, spacing=PAD_CALIBRATION_SPACING_MS)


# A heavy-handed user of the same clickpad: every click leans in after it has settled.
HEAVY_LEAN, HEAVY_HELD, HEAVY_DEEP, HEAVY_POP = 100, 150, 218, 246


def heavy_clickpad_calibration(dev):
    """A heavy-handed user: clicks lean in to 148-158 of 255 after the click has settled (the
    defaults take that for a force click) or land hard (overshooting to 184-188); force clicks go
    to 210-220, pops to 243-250 (past the defaults' pop level, which every force click would reach)."""
    clicks = [pad_leaning_click_at(dev, HEAVY_LEAN, held) for held in (158, 150)]
    clicks += [pad_heavy_click_at(dev, 188, HEAVY_HELD), pad_leaning_click_at(dev, HEAVY_LEAN, 148),
               pad_heavy_click_at(dev, 184, 152)]
    forces = [pad_force_click_at(dev, HEAVY_HELD, deep, lean=HEAVY_LEAN) for deep in (215, 210, 220, 212, HEAVY_DEEP)]
    pops = [pad_pop_at(dev, HEAVY_HELD, 215, pop, lean=HEAVY_LEAN) for pop in (245, 248, 243, 250, HEAVY_POP)]
    return calibration_sequence(
        "calibration-heavy",
        "follows `peekpop calibrate` on a touchpad with a heavy hand: 5 ordinary clicks, three that lean in "
        f"after the click (the button goes down on the way to {HEAVY_LEAN} of 255, then on to 148-158 by 300 ms, "
        "past the default force click level) and two that land hard (overshooting to 184-188, settling at "
        f"150-152); 5 force clicks (leaning in to {HEAVY_HELD}, then pressed on to 210-220 and held 450 ms); "
        "5 pops (on to 215, then 243-250)",
        clicks + forces + pops, spacing=PAD_CALIBRATION_SPACING_MS)


def clickpad_calibration_overlapping(dev):
    lv = dev.levels
    return calibration_sequence(
        "calibration-overlapping",
        "follows `peekpop calibrate` on a touchpad but pops no deeper than it force-clicks: ordinary clicks "
        "held at 80-86 of 255, force clicks pressed on to 150-160, pops pressed to 150 and then only to 158-170: "
        "force clicks and pops overlap",
        [pad_click_at(dev, held) for held in (82, 86, 80, 84, 82)]
        + [pad_force_click_at(dev, lv["held"], deep) for deep in (155, 160, 150, 158, 152)]
        + [pad_pop_at(dev, lv["held"], 150, pop) for pop in (165, 158, 170, 162, 168)],
        spacing=PAD_CALIBRATION_SPACING_MS)


def pressure_pad_calibration(dev):
    lv, says = dev.levels, dev.says
    return calibration_sequence(
        "calibration",
        f"follows `peekpop calibrate` on a touchpad whose pressure is in grams: 5 ordinary clicks (held at "
        f"250-280 g, one heavy one landing at {says('overshoot')} and settling at {says('heavy')}), 5 force clicks "
        f"(clicked at {says('held')}, pressed on to 510-540 g and held 450 ms), then 5 pops (to {says('peek')}, "
        f"then on to 720-760 g)",
        [pad_click_at(dev, held) for held in (260, 280)] + [pad_heavy_click_at(dev, lv["overshoot"], lv["heavy"])]
        + [pad_click_at(dev, held) for held in (250, 270)]
        + [pad_force_click_at(dev, lv["held"], deep) for deep in (520, 540, 510, 530, 525)]
        + [pad_pop_at(dev, lv["held"], lv["peek"], pop) for pop in (740, 760, 720, 750, 730)],
        spacing=PAD_CALIBRATION_SPACING_MS)


def heavy_clickpad_checks(dev):
    """What the heavy-handed user does later, with the profile calibrated on their session; the
    defaults misfire on the first two."""
    click = Scenario("heavy-hand-click",
                     f"clicks as a heavy hand does: the button goes down on the way to {HEAVY_LEAN} of 255, the finger "
                     f"leans on to 158 by 300 ms and holds 500 ms, then lets go: an ordinary click",
                     [pad_leaning_click_at(dev, HEAVY_LEAN, 158, hold_ms=500)(0, 0.5, 0.5)], [])
    click.with_defaults = "a force click (peek began, peek ended): 158 is past the default level and its click's own force and rise"
    force = Scenario("heavy-hand-force-click",
                     f"force-clicks with a heavy hand: leans in to {HEAVY_HELD} of 255, presses on to {HEAVY_DEEP} and "
                     f"holds 450 ms, eases back and lets go: a preview, no pop",
                     [pad_force_click_at(dev, HEAVY_HELD, HEAVY_DEEP, lean=HEAVY_LEAN)(0, 0.5, 0.5)],
                     ["finger peek began", "finger peek ended"])
    force.with_defaults = "a peek already while leaning in, then a pop (peek began, pop recognized): " \
                          f"{HEAVY_DEEP} is past the default pop level"
    pop = Scenario("heavy-hand-pop",
                   f"pops with a heavy hand: leans in to {HEAVY_HELD} of 255, presses on to 215 and holds 350 ms, "
                   f"then on to {HEAVY_POP}",
                   [pad_pop_at(dev, HEAVY_HELD, 215, HEAVY_POP, lean=HEAVY_LEAN)(0, 0.5, 0.5)],
                   ["finger peek began", "finger pop recognized"])
    pop.with_defaults = "the same gestures, but the pop as soon as it presses on to 215"
    for check in (click, force, pop):
        check.calibrated_from = "calibration-heavy"
    return [click, force, pop]


# The touchpads' guided sequences: the ordinary user's sessions are checked against the pad's own ten
# scenarios (their .expected) with the calibrated profile; the heavy hand's against heavy_clickpad_checks.
CALIBRATION_SCENARIOS[SYNAPTICS_CLICKPAD] = (
    [clickpad_calibration(SYNAPTICS_CLICKPAD), heavy_clickpad_calibration(SYNAPTICS_CLICKPAD),
     clickpad_calibration_overlapping(SYNAPTICS_CLICKPAD)], heavy_clickpad_checks(SYNAPTICS_CLICKPAD))
CALIBRATION_SCENARIOS[PRESSURE_PAD] = ([pressure_pad_calibration(PRESSURE_PAD)], [])


# --- the kernel side: turning contacts into evdev frames -----------------------------------------

class Emitter:
    """Kernel and driver state of one device: every value it last sent, so unchanged ones are left out."""

    def __init__(self, dev, rng):
        self.dev = dev
        self.rng = rng
        self.abs = {code: 0 for code in dev.absinfo}
        self.keys = {code: 0 for code in dev.codes[EV_KEY]}
        self.slots = [{ABS_MT_TRACKING_ID: -1, ABS_MT_POSITION_X: 0, ABS_MT_POSITION_Y: 0, ABS_MT_PRESSURE: 0}
                      for _ in range(dev.absinfo.get(ABS_MT_SLOT, (0, -1))[1] + 1)]
        self.slot = 0
        self.owner = {}                 # stroke -> slot (protocol B)
        self.tracking = {}              # stroke -> tracking ID
        self.order = []                 # strokes present, oldest first
        self.next_tracking_id = dev.first_tracking_id
        self.timestamp_origin = None
        self.out = []

    def send_abs(self, code, value):
        if self.dev.has(EV_ABS, code) and self.abs[code] != value:
            self.abs[code] = value
            self.out.append((EV_ABS, code, value))

    def send_key(self, code, value):
        if self.dev.has(EV_KEY, code) and self.keys[code] != value:
            self.keys[code] = value
            self.out.append((EV_KEY, code, value))

    def send_slot(self, slot, code, value):
        """An MT value; ABS_MT_SLOT goes first only when the value changes and the slot is not current."""
        if not self.dev.has(EV_ABS, code) or self.slots[slot][code] == value:
            return
        self.slots[slot][code] = value
        if slot != self.slot:
            self.slot = slot
            self.out.append((EV_ABS, ABS_MT_SLOT, slot))
        self.out.append((EV_ABS, code, value))

    def noisy(self, code, fraction, spread=1):
        """The axis value with the sensor's +-spread units of noise."""
        noise = int(math.floor(self.rng.random() * (2 * spread + 1))) - spread
        lo, hi = self.dev.absinfo[code][0], self.dev.absinfo[code][1]
        return min(hi, max(lo, self.dev.raw(code, fraction) + noise))

    def frame(self, t_us, present):
        """The events of one frame (SYN_REPORT last), or [] when the kernel would send nothing.

        `present` maps each stroke present in this frame to (x, y, force, distance).
        """
        self.out = []
        getattr(self, "frame_" + self.dev.kind.replace("-", "_"))(t_us, present)
        if not self.out:
            return []
        self.out.append((EV_SYN, SYN_REPORT, 0))
        return self.out

    def frame_mt_b(self, t_us, present):
        lifted = self.mt_slots(present)
        self.pointer_emulation()
        self.timestamp(t_us, lifted)

    def frame_touchpad(self, t_us, present):
        lifted = self.mt_slots(present)
        button = self.clickpad_button(present)
        if self.dev.driver == "hid-multitouch":
            # mt_sync_frame(): a precision touchpad's button goes before input_mt_sync_frame().
            self.send_key(BTN_LEFT, button)
            self.pointer_emulation()
        elif self.dev.driver == "psmouse":
            # synaptics_report_mt_data(): emulation without the count, the pad's own count, then buttons.
            self.pointer_emulation(use_count=False)
            self.finger_count(len(self.order))
            self.send_key(BTN_LEFT, button)
        else:
            # hid-magicmouse: input_mt_sync_frame(), then BTN_MOUSE.
            self.pointer_emulation()
            self.send_key(BTN_LEFT, button)
        self.timestamp(t_us, lifted)

    def clickpad_button(self, present):
        """BTN_LEFT: down when a finger's force passes the click level, up below the release level.
        A resting palm or thumb does not push the pad down far enough to click."""
        down, up = self.dev.button
        force = max((state[2] for stroke, state in present.items() if not stroke.palm), default=0.0)
        return int(force >= (up if self.keys[BTN_LEFT] else down))

    def mt_slots(self, present):
        """The slots' values; returns the slots whose contact lifted in this frame."""
        gone = [s for s in self.order if s not in present]
        new = [s for s in present if s not in self.owner]
        taken = set(self.owner.values())
        for stroke in new:
            if stroke.replaces in gone:
                self.owner[stroke] = self.owner.pop(stroke.replaces)
                gone.remove(stroke.replaces)
                self.order[self.order.index(stroke.replaces)] = stroke
            else:
                self.owner[stroke] = min(set(range(len(self.slots))) - taken)
                self.order.append(stroke)
            taken.add(self.owner[stroke])
            self.tracking[stroke] = self.next_tracking_id & 0xFFFF
            self.next_tracking_id += 1
        lifted = {self.owner.pop(s): s for s in gone}
        for s in gone:
            self.order.remove(s)
        by_slot = {slot: s for s, slot in self.owner.items()}
        for slot in range(len(self.slots)):
            if slot in by_slot:
                stroke = by_slot[slot]
                x, y, force, _ = present[stroke]
                self.send_slot(slot, ABS_MT_TRACKING_ID, self.tracking[stroke])
                self.send_slot(slot, ABS_MT_POSITION_X, self.noisy(ABS_MT_POSITION_X, x))
                self.send_slot(slot, ABS_MT_POSITION_Y, self.noisy(ABS_MT_POSITION_Y, y))
                if self.dev.has(EV_ABS, ABS_MT_PRESSURE):
                    pressure = self.noisy(ABS_MT_PRESSURE, force, self.dev.pressure_noise)
                    self.send_slot(slot, ABS_MT_PRESSURE, max(1, pressure))
            elif slot in lifted:
                self.send_slot(slot, ABS_MT_TRACKING_ID, -1)
        return lifted

    def pointer_emulation(self, use_count=True):
        """input_mt_report_pointer_emulation(): BTN_TOUCH, finger count, then the oldest contact."""
        count = len(self.order)
        self.send_key(BTN_TOUCH, int(count > 0))
        if use_count:
            self.finger_count(count)
        if self.order:
            oldest = self.slots[self.owner[self.order[0]]]
            self.send_abs(ABS_X, oldest[ABS_MT_POSITION_X])
            self.send_abs(ABS_Y, oldest[ABS_MT_POSITION_Y])
            self.send_abs(ABS_PRESSURE, oldest[ABS_MT_PRESSURE])
        else:
            self.send_abs(ABS_PRESSURE, 0)

    def finger_count(self, count):
        """input_mt_report_finger_count()."""
        for n, key in enumerate([BTN_TOOL_FINGER, BTN_TOOL_DOUBLETAP, BTN_TOOL_TRIPLETAP,
                                 BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP], start=1):
            self.send_key(key, int(count == n))

    def timestamp(self, t_us, lifted):
        # hid-multitouch stamps every report while touched; the scan clock restarts after idle.
        if self.dev.has(EV_MSC, MSC_TIMESTAMP) and (self.order or lifted):
            if self.timestamp_origin is None:
                self.timestamp_origin = t_us
            self.out.append((EV_MSC, MSC_TIMESTAMP, (t_us - self.timestamp_origin) & 0x7FFFFFFF))
        if not self.order:
            self.timestamp_origin = None

    def frame_mt_a(self, t_us, present):
        # Protocol A resends every contact each frame (nothing is filtered) in the firmware's order.
        self.order = [s for s in self.order if s in present] + [s for s in present if s not in self.order]
        was_touching = self.keys[BTN_TOUCH]
        first = None
        for stroke in self.order:
            x, y, _, _ = present[stroke]
            px, py = self.noisy(ABS_MT_POSITION_X, x), self.noisy(ABS_MT_POSITION_Y, y)
            first = first or (px, py)
            self.out += [(EV_ABS, ABS_MT_POSITION_X, px), (EV_ABS, ABS_MT_POSITION_Y, py),
                         (EV_SYN, SYN_MT_REPORT, 0)]
        if first is None and was_touching:
            self.out.append((EV_SYN, SYN_MT_REPORT, 0))
        self.send_key(BTN_TOUCH, int(first is not None))
        if first is not None:
            self.send_abs(ABS_X, first[0])
            self.send_abs(ABS_Y, first[1])

    def frame_single(self, t_us, present):
        # ads7846 order: BTN_TOUCH on the way down, ABS_X, ABS_Y, ABS_PRESSURE; up: BTN_TOUCH 0, ABS_PRESSURE 0.
        if present:
            x, y, force, _ = next(iter(present.values()))
            self.send_key(BTN_TOUCH, 1)
            self.send_abs(ABS_X, self.noisy(ABS_X, x))
            self.send_abs(ABS_Y, self.noisy(ABS_Y, y))
            self.send_abs(ABS_PRESSURE, max(1, self.noisy(ABS_PRESSURE, force)))
        else:
            self.send_key(BTN_TOUCH, 0)
            self.send_abs(ABS_PRESSURE, 0)

    def frame_pen(self, t_us, present):
        # Wacom order: axes, tool and touch buttons, then MSC_SERIAL in every frame while in proximity.
        if present:
            stroke, (x, y, force, distance) = next(iter(present.items()))
            touching = force > 0
            self.send_abs(ABS_X, self.noisy(ABS_X, x, 2))
            self.send_abs(ABS_Y, self.noisy(ABS_Y, y, 2))
            self.send_abs(ABS_DISTANCE, 0 if touching else self.dev.raw(ABS_DISTANCE, distance))
            # A worn tip adds its resting pressure to every press and reports it while hovering.
            pressure = stroke.worn + force * (1 - stroke.worn) if touching else stroke.worn
            self.send_abs(ABS_PRESSURE, max(1, self.noisy(ABS_PRESSURE, pressure, 2)) if pressure > 0 else 0)
            self.send_abs(ABS_TILT_X, self.dev.raw(ABS_TILT_X, 0.66 + x * 0.05))
            self.send_abs(ABS_TILT_Y, self.dev.raw(ABS_TILT_Y, 0.38 - y * 0.05))
            self.send_key(BTN_TOOL_PEN, 1)
            self.send_key(BTN_TOUCH, int(touching))
            self.out.append((EV_MSC, MSC_SERIAL, 0x1A2B3C4))
        elif self.keys[BTN_TOOL_PEN]:
            self.send_key(BTN_TOUCH, 0)
            self.send_abs(ABS_PRESSURE, 0)
            for code in (ABS_X, ABS_Y, ABS_DISTANCE, ABS_TILT_X, ABS_TILT_Y):
                self.send_abs(code, 0)
            self.send_key(BTN_TOOL_PEN, 0)
            self.out.append((EV_MSC, MSC_SERIAL, 0x1A2B3C4))


def frames(dev, strokes, rng, drop=None):
    """(time in µs, events) for every frame the kernel sends, from 0 until the last stroke has left.

    Frames come at the device's report rate with up to ±150 µs of jitter. With `drop` = (first, n),
    frames first..first+n-1 are lost to a buffer overrun: the reader sees SYN_DROPPED and the tail of
    the frame after them, as evdev leaves it.
    """
    emitter = Emitter(dev, rng)
    period = 1_000_000 / dev.rate_hz
    end = max(s.end_us for s in strokes) + 2 * period
    # Only the strokes that have started and not ended are looked at (minutes of everyday touch hold
    # thousands), in the order they were given: that order decides which slot a new contact takes.
    by_start = sorted(range(len(strokes)), key=lambda n: strokes[n].start_us)
    started, active = 0, []
    k = 0
    while k * period <= end:
        t = int(k * period) + (int(rng.random() * 300) - 150 if k else 0)
        while started < len(by_start) and strokes[by_start[started]].start_us <= t:
            active.append(by_start[started])
            started += 1
        active = sorted(n for n in active if strokes[n].end_us > t)
        present = {}
        for n in active:
            state = strokes[n].at(t)
            if state is not None:
                present[strokes[n]] = state
        events = emitter.frame(t, present)
        if drop and drop[0] <= k < drop[0] + drop[1]:
            events = []
        elif drop and k == drop[0] + drop[1]:
            events = [(EV_SYN, SYN_DROPPED, 0)] + events[-3:]
        if events:
            yield t, events
        k += 1


# --- file formats ---------------------------------------------------------------------------------

def evemu_description(dev):
    """The device block of an evemu 1.3 file, as evemu_write() prints it."""
    lines = [f'# Input device name: "{dev.name}"',
             "# Input device ID: bus %s vendor %s product %s version %s" % tuple(c_hash04x(v) for v in dev.id)]
    if dev.size_mm():
        lines.append("# Size in mm: %dx%d" % dev.size_mm())
    lines.append("# Supported events:")
    for type_ in sorted(dev.codes):
        lines.append(f"#   Event type {type_} ({TYPE_NAMES[type_]})")
        for code in dev.codes[type_]:
            lines.append(f"#     Event code {code} ({code_name(type_, code)})")
            if type_ == EV_ABS:
                lo, hi, fuzz, flat, res = dev.absinfo[code]
                lines += [f"#       Value   {0:6d}", f"#       Min     {lo:6d}", f"#       Max     {hi:6d}",
                          f"#       Fuzz    {fuzz:6d}", f"#       Flat    {flat:6d}", f"#       Resolution {res:3d}"]
    lines.append("# Properties:")
    lines += [f"#   Property  type {p} ({PROP_NAMES[p]})" for p in dev.props]
    lines.append(f"N: {dev.name}")
    lines.append("I: %04x %04x %04x %04x" % dev.id)
    lines.append("P: " + " ".join("%02x" % b for b in bitmask(dev.props, 8)))
    lines.append("B: 00 0b 00 00 00 00 00 00 00")
    for type_ in sorted(TYPE_MAX):
        if type_ == EV_SYN:
            continue
        mask = bitmask(dev.codes.get(type_, []), (TYPE_MAX[type_] + 8) // 8)
        mask += [0] * (-len(mask) % 8)
        lines += ["B: %02x " % type_ + " ".join("%02x" % b for b in mask[i:i + 8]) for i in range(0, len(mask), 8)]
    lines += ["A: %02x %d %d %d %d %d" % (code, *dev.absinfo[code]) for code in dev.codes[EV_ABS]]
    return lines


def c_hash04x(value):
    """printf("%#04x"): zero has no 0x prefix."""
    return "%#04x" % value if value else "0000"


def bitmask(codes, nbytes):
    mask = [0] * nbytes
    for code in codes:
        mask[code // 8] |= 1 << (code % 8)
    return mask


def write_evemu(dev, header, frame_stream, out):
    """An evemu 1.3 recording, events written as evemu-record writes them (time relative to the start)."""
    out.write("# EVEMU 1.3\n")
    out.write("".join(f"# {line}\n" if line else "#\n" for line in header))
    out.write("\n".join(evemu_description(dev)) + "\n")
    out.write("################################\n#      Waiting for events      #\n################################\n")
    origin, last_ms = None, 0
    for t, events in frame_stream:
        origin = t if origin is None else origin
        rel = t - origin
        sec, usec = divmod(rel, 1_000_000)
        for type_, code, value in events:
            if type_ == EV_SYN and code == SYN_MT_REPORT:
                desc = f"++++++++++++ {code_name(type_, code)} ({value}) ++++++++++"
            elif type_ == EV_SYN:
                ms = sec * 1000 + usec // 1000
                desc = f"------------ {code_name(type_, code)} ({value}) ---------- {ms - last_ms:+d}ms"
                last_ms = ms
            else:
                desc = f"{TYPE_NAMES[type_]} / {code_name(type_, code):<20} {value}"
            out.write(f"E: {sec}.{usec:06d} {type_:04x} {code:04x} {value:04d}\t# {desc}\n")


def write_libinput_record(devices, header, out):
    """A `libinput record` (version 1) file; `devices` is [(dev, [(t, events)])], times from one clock."""
    out.write("# libinput record\n")
    out.write("".join(f"# {line}\n" if line else "#\n" for line in header))
    out.write(f"version: 1\nndevices: {len(devices)}\nlibinput:\n  version: \"peekpop-synth\"\n"
              "  git: \"unknown\"\nsystem:\n  kernel: \"synthetic\"\n  dmi: \"unknown\"\ndevices:\n")
    # One device: time 0 is its first event. Several: time 0 is when recording started (0 here).
    origin = devices[0][1][0][0] if len(devices) == 1 else 0
    last_syn, syn_delta = 0, {}     # libinput record keeps one SYN clock across all devices
    for t in sorted(t - origin for _, stream in devices for t, _ in stream):
        syn_delta.setdefault(t, (t - last_syn) // 1000)
        last_syn = t
    for node, (dev, stream) in enumerate(devices, start=20):
        out.write(f"- node: /dev/input/event{node}\n  evdev:\n")
        out.write(f"    # Name: {dev.name}\n")
        out.write("    # ID: bus 0x%04x vendor 0x%04x product 0x%04x version 0x%04x\n" % dev.id)
        size = dev.size_mm()
        out.write(("    # Size in mm: %dx%d\n" % size) if size else "    # Size in mm: unknown, missing resolution\n")
        out.write("    # Supported Events:\n")
        for type_ in sorted(dev.codes):
            out.write(f"    # Event type {type_} ({TYPE_NAMES[type_]})\n")
            if type_ == EV_SYN:
                continue
            for code in dev.codes[type_]:
                out.write(f"    #   Event code {code} ({code_name(type_, code)})\n")
                if type_ == EV_ABS:
                    for label, v in zip(("Value", "Min", "Max", "Fuzz", "Flat", "Resolution"),
                                        (0, *dev.absinfo[code])):
                        out.write(f"    #       {label:<10} {v:6d}\n")
        out.write("    # Properties:\n")
        out.write("".join(f"    #    Property {p} ({PROP_NAMES[p]})\n" for p in dev.props))
        out.write(f'    name: "{dev.name}"\n    id: [{", ".join(str(v) for v in dev.id)}]\n    codes:\n')
        for type_ in sorted(dev.codes):
            out.write(f"      {type_}: [{', '.join(str(c) for c in dev.codes[type_])}] # {TYPE_NAMES[type_]}\n")
        out.write("    absinfo:\n")
        out.write("".join(f"      {code}: [{', '.join(str(v) for v in dev.absinfo[code])}]\n"
                          for code in dev.codes[EV_ABS]))
        out.write(f"    properties: [{', '.join(str(p) for p in dev.props)}]\n")
        kind = "ID_INPUT_TABLET=1" if dev.kind == "pen" else "ID_INPUT_TOUCHSCREEN=1"
        out.write(f"  udev:\n    properties:\n    - ID_INPUT=1\n    - {kind}\n    virtual: true\n  quirks:\n")
        out.write("  events:\n")
        previous = {code: 0 for code in dev.absinfo}
        slot_values = [{} for _ in range(dev.absinfo.get(ABS_MT_SLOT, (0, -1))[1] + 1)]
        slot, touching = 0, set()
        for t, events in stream:
            rel = t - origin
            sec, usec = divmod(rel, 1_000_000)
            out.write("  - evdev:\n")
            for type_, code, value in events:
                name = code_name(type_, code)
                if type_ == EV_SYN and code == SYN_MT_REPORT:
                    desc = f"++++++++++++ {name} ({value}) ++++++++++"
                elif type_ == EV_SYN:
                    desc = f"------------ {name} ({value}) ---------- {syn_delta[rel]:+d}ms"
                elif type_ == EV_ABS and code in (ABS_MT_SLOT, ABS_MT_TRACKING_ID):
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d}"
                    if code == ABS_MT_SLOT:
                        slot = value
                    else:
                        (touching.add if value != -1 else touching.discard)(slot)
                elif type_ == EV_ABS:
                    store = slot_values[slot] if code >= ABS_MT_SLOT and slot_values else previous
                    delta = value - store.get(code, 0)
                    store[code] = value
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d} ({delta:+d})"
                else:
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d}"
                out.write(f"    - [{sec:3d}, {usec:6d}, {type_:3d}, {code:3d}, {value:7d}] # {desc}\n")
            if slot_values and not touching and any(c == ABS_MT_TRACKING_ID for _, c, _ in events):
                out.write(" " * 39 + "# Touch device in neutral state\n")


def expected_text(scenario, recording):
    lines = [f"# SYNTHETIC: the gestures the user means in {recording} (made by {COMMAND}).",
             f"# The user {scenario.does}.",
             "# One line per gesture event in order, `changed` phases left out."]
    if not scenario.expected:
        lines.append("# Nothing at all must be recognised.")
    return "\n".join(lines + scenario.expected) + "\n"


def recording_header(dev, scenario):
    return ["SYNTHETIC recording: written by a script, not recorded from hardware.",
            f"Made by: {COMMAND}  (peekpop, Recordings/README.md)",
            f"Device: {dev.name}: {dev.summary}.",
            f"Scenario: {scenario.name}. The user {scenario.does}.",
            "Expected gestures: the .expected file beside this one.", ""]


def seeded(name):
    return random.Random(zlib.crc32(name.encode()))


def evemu_file(dev, scenario, folder):
    """(relative path, text) of the recording and of its .expected file."""
    base = f"{folder}/{dev.slug}.{scenario.name}"
    # A device without pressure never hints (docs/PROTOCOL.md).
    assert dev.has(EV_ABS, ABS_PRESSURE) or not any(" hint " in line for line in scenario.expected), base
    text = StringIO()
    write_evemu(dev, recording_header(dev, scenario),
                frames(dev, scenario.strokes, seeded(base), scenario.drop), text)
    return [(base + ".events", text.getvalue()),
            (base + ".expected", expected_text(scenario, Path(base).name + ".events"))]


def libinput_record_files():
    """Two YAML recordings: one device, and two devices (touchscreen and pen tablet) on one clock."""
    files = []
    single = peek_pop()
    base = f"libinput-record/{PRESSURE_TOUCHSCREEN.slug}.{single.name}"
    text = StringIO()
    write_libinput_record([(PRESSURE_TOUCHSCREEN, list(frames(PRESSURE_TOUCHSCREEN, single.strokes, seeded(base))))],
                          recording_header(PRESSURE_TOUCHSCREEN, single), text)
    files += [(base + ".yml", text.getvalue()), (base + ".expected", expected_text(single, Path(base).name + ".yml"))]

    finger_tap, pen_pop, finger_pop = tap(), pen_peek_pop(), peek_pop()
    finger_strokes = [Stroke([(t + 200, *r) for t, *r in s.keys]) for s in finger_tap.strokes]
    finger_strokes += [Stroke([(t + 3200, *r) for t, *r in s.keys]) for s in finger_pop.strokes]
    pen_strokes = [Stroke([(t + 800, *r) for t, *r in s.keys]) for s in pen_pop.strokes]
    mixed = Scenario("tap-pen-pop-finger-pop",
                     "taps the touchscreen lightly, then peeks and pops with the pen on the tablet, then peeks "
                     "and pops with a finger on the touchscreen (both devices recorded together, one clock)",
                     finger_strokes + pen_strokes, finger_tap.expected + pen_pop.expected + finger_pop.expected)
    base = f"libinput-record/{PRESSURE_TOUCHSCREEN.slug}+{PEN_TABLET.slug}.{mixed.name}"
    header = recording_header(PRESSURE_TOUCHSCREEN, mixed)
    header.insert(3, f"Device: {PEN_TABLET.name}: {PEN_TABLET.summary}.")
    text = StringIO()
    write_libinput_record([(PRESSURE_TOUCHSCREEN, list(frames(PRESSURE_TOUCHSCREEN, finger_strokes, seeded(base + "/touch")))),
                           (PEN_TABLET, list(frames(PEN_TABLET, pen_strokes, seeded(base + "/pen"))))], header, text)
    files += [(base + ".yml", text.getvalue()), (base + ".expected", expected_text(mixed, Path(base).name + ".yml"))]
    return files


def calibrated_text(scenario, recording, dev):
    source = getattr(scenario, "calibrated_from", "calibration")
    defaults = getattr(scenario, "with_defaults", None)
    lines = [f"# SYNTHETIC: the gestures the user means in {recording} (made by {COMMAND}),",
             f"# recognised with the profile `peekpop calibrate --from {dev.slug}.{source}.events` writes;",
             "# the default thresholds recognise no peek and no pop here." if defaults is None
             else f"# the default levels give {defaults}.",
             f"# The user {scenario.does}.",
             "# One line per gesture event in order, `changed` phases left out."]
    return "\n".join(lines + scenario.expected) + "\n"


def calibration_files():
    """calibration/: each device's guided sequences (no expectation: they are calibrated from) and
    recordings of later use with the gestures the calibrated profile must give (`.calibrated`)."""
    files = []
    for dev, (sequences, checks) in CALIBRATION_SCENARIOS.items():
        for scenario in sequences + checks:
            base = f"calibration/{dev.slug}.{scenario.name}"
            header = recording_header(dev, scenario)
            header[4] = ("Calibrate from it: peekpop calibrate --from FILE --output PROFILE." if scenario in sequences
                         else "Expected gestures, with the profile calibrated on this device: the .calibrated file beside this one.")
            text = StringIO()
            write_evemu(dev, header, frames(dev, scenario.strokes, seeded(base), scenario.drop), text)
            files.append((base + ".events", text.getvalue()))
            if scenario in checks:
                files.append((base + ".calibrated", calibrated_text(scenario, Path(base).name + ".events", dev)))
    return files


def all_files():
    files = []
    for dev in DEVICES:
        for scenario in SCENARIOS[dev]:
            files += evemu_file(dev, scenario, dev.slug)
    for dev in TOUCHPADS:
        for make in TOUCHPAD_SCENARIOS:
            files += evemu_file(dev, make(dev), dev.slug)
    files += evemu_file(PRESSURE_TOUCHSCREEN, demo(), "demo")
    files += evemu_file(PRESSURE_TOUCHSCREEN, preview_actions(), "demo")
    files += evemu_file(PRESSURE_TOUCHSCREEN, overview_focus(), "demo")
    files += libinput_record_files()
    files += calibration_files()
    return files


# --- README table -----------------------------------------------------------------------------------

TABLE_BEGIN, TABLE_END = "<!-- BEGIN synth.py table -->", "<!-- END synth.py table -->"


def readme_table(files):
    rows = ["| file | the user | expected |", "|---|---|---|"]
    expected = dict(files)
    for path, text in files:
        stem = path.rsplit(".", 1)[0]
        if path.endswith((".expected", ".calibrated")):
            continue
        exp = expected.get(stem + ".expected") or expected.get(stem + ".calibrated")
        scenario_line = next(l for l in text.splitlines() if l.startswith("# Scenario: "))
        does = scenario_line.split(". The user ", 1)[1].rstrip(".")
        if exp is None:
            outcome = "(calibrated from)"
        else:
            gestures = [l for l in exp.splitlines() if l and not l.startswith("#")]
            outcome = "<br>".join(gestures) if gestures else "(nothing)"
            if path.startswith("calibration/"):
                outcome += " (with the calibrated profile)"
        rows.append(f"| `{path}` | {does} | {outcome} |")
    rows.append("")
    rows.append("| device | parameters |")
    rows.append("|---|---|")
    rows += [f"| `{d.slug}` ({d.name}) | {d.summary} |" for d in DEVICES + TOUCHPADS + CALIBRATION_DEVICES]
    return "\n".join(rows)


def with_table(readme, table):
    head, rest = readme.split(TABLE_BEGIN, 1)
    _, tail = rest.split(TABLE_END, 1)
    return f"{head}{TABLE_BEGIN}\n{table}\n{TABLE_END}{tail}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files instead of writing")
    args = parser.parse_args()
    files = all_files()
    readme_path = HERE / "README.md"
    readme = with_table(readme_path.read_text(), readme_table(files))
    wanted = dict(files)
    wanted["README.md"] = readme
    if args.check:
        stale = [p for p, text in wanted.items() if not (HERE / p).is_file() or (HERE / p).read_text() != text]
        known = {p for p in wanted}
        extra = [str(p.relative_to(HERE)) for p in HERE.rglob("*")
                 if p.suffix in (".events", ".expected", ".yml", ".calibrated") and str(p.relative_to(HERE)) not in known]
        for p in stale:
            print(f"out of date: Recordings/{p}", file=sys.stderr)
        for p in extra:
            print(f"not made by synth.py: Recordings/{p}", file=sys.stderr)
        if stale or extra:
            print(f"run `{COMMAND}` to regenerate", file=sys.stderr)
            return 1
        print(f"{len(wanted)} files up to date")
        return 0
    for p, text in wanted.items():
        (HERE / p).parent.mkdir(parents=True, exist_ok=True)
        (HERE / p).write_text(text)
    print(f"wrote {len(wanted)} files below Recordings/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
