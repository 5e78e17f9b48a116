# SPDX-License-Identifier: MIT
"""The two kinds of made-up device. `Device` covers touchscreens and pen tablets; `Touchpad` adds
what a clickpad that senses force needs (where its button goes down and up, and its force levels in
the device's own units), which the touchpad scenarios are written in.
"""

import math

from .evdev_codes import (
    ABS_MT_PRESSURE, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_PRESSURE, ABS_X,
    ABS_Y, BTN_LEFT, BTN_TOOL_DOUBLETAP, BTN_TOOL_FINGER, BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP, BTN_TOOL_TRIPLETAP,
    BTN_TOUCH, BUS_VIRTUAL, EV_ABS, EV_KEY, EV_MSC, EV_SYN, INPUT_PROP_BUTTONPAD, INPUT_PROP_POINTER,
    INPUT_PROP_PRESSUREPAD, TYPE_MAX)


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
