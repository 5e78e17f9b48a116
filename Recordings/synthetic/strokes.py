# SPDX-License-Identifier: MIT
"""What the user does, as strokes of keyframes: a finger, a pen, or a finger on a touchpad."""

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


def pad_finger(dev, t0, x, y, steps, palm=False):
    """A contact on a touchpad from (x, y) (fractions of the pad) following steps [(ms after t0, mm right,
    mm down, force in the device's units), ...]: moves in mm keep their size on every pad."""
    return Stroke([(t0 + t, x + dev.dx(dx), y + dev.dy(dy), dev.force(f)) for t, dx, dy, f in steps], palm=palm)
