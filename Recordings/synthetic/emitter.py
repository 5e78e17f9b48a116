# SPDX-License-Identifier: MIT
"""The kernel side: turning contacts into evdev frames as each device's driver sends them.

Values that did not change are not sent, ABS_MT_SLOT only precedes a slot whose values change,
empty frames are dropped, and the single-touch emulation follows the oldest contact, as
input_mt_report_pointer_emulation() does.
"""

import math

from .evdev_codes import (
    ABS_DISTANCE, ABS_MT_POSITION_X, ABS_MT_POSITION_Y, ABS_MT_PRESSURE, ABS_MT_SLOT, ABS_MT_TRACKING_ID,
    ABS_PRESSURE, ABS_TILT_X, ABS_TILT_Y, ABS_X, ABS_Y, BTN_LEFT, BTN_TOOL_DOUBLETAP, BTN_TOOL_FINGER,
    BTN_TOOL_PEN, BTN_TOOL_QUADTAP, BTN_TOOL_QUINTTAP, BTN_TOOL_TRIPLETAP, BTN_TOUCH, EV_ABS, EV_KEY, EV_MSC,
    EV_SYN, MSC_SERIAL, MSC_TIMESTAMP, SYN_DROPPED, SYN_MT_REPORT, SYN_REPORT)


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
