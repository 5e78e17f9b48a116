#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write SYNTHETIC everyday use of one of synth.py's touchpads: minutes of pointer moves, clicks,
scrolls, drags, taps and now and then a resting palm, none of it meant to force click, with about
three deliberate force clicks a minute among them (half of them popping).

    python3 Recordings/everyday-touchpad.py --device {magic-trackpad-2,synaptics-clickpad,pressure-pad}
                                            [--minutes 10] [--seed 21] -o FILE.events

Writes FILE.events (evemu 1.3, the device and kernel-side rules of Recordings/synthetic/) and FILE.truth, one
line per stroke in time order: `START_MS END_MS KIND [CROSS_MS]` (times from the start of the
recording, as `peekpop replay` reports them, rounded down; a stroke is what one hand does from its
first contact landing to its last lifting: two fingers for a scroll, palm and finger for a
palm-click). KIND is `move`, `click`, `heavy-click`, `drag`, `tap`, `scroll`, `swipe`,
`palm-click`, `force-click` or `force-pop`; the last two add CROSS_MS, when the finger's force
first reached the force-click threshold (0.5 of the pressure range; 450 g on a pad whose pressure
has a resolution). Everyday strokes must give nothing; a force-click gives a peek (which ends), a
force-pop a peek and a pop. Too long to commit. Deterministic: the same arguments give the same
bytes.

Forces are the device's levels (synthetic.Touchpad: rest, tap, click, held, drag, heavy, overshoot,
peek, pop, palm) times spreads of median 1, so one set of spreads fits all three pads; every force
is capped at the axis' full scale. The recognizer's defaults they are set against: a force click
passes 0.5 of the range (450 g), presses 0.12 of the range (120 g) deeper than the click's own
force over its first 80 ms after BTN_LEFT, holds 50 ms within 2 mm, one finger alone; it ends
below 0.4 (350 g) and pops at 0.75 (650 g). The spreads, one hand at a time:
- pointer moves: MOVE_DISTANCE_MM (5th-95th percentile 6-46 mm) at MOVE_SPEED (30-160 mm/s) and
  resting force REST_FORCE (0.78-1.28 x rest; capped at REST_CAP of the click level, which on the
  Synaptics pad, whose resting finger reads 0.64 of its click, clips one finger in fifteen), then
  MOVE_REST still before the lift;
- clicks: a pointing move of POINT_DISTANCE_MM, DWELL, then the press rises within CLICK_RISE (at
  most 60 ms: the button goes down on the way, so all of a click's force is there within the first
  80 ms after BTN_LEFT) to CLICK_OVERSHOOT x the click's force (at least CLICK_PAST x the click
  level) and settles within OVERSHOOT_FALL; the click's force is CLICK_FORCE x held (one click in a
  hundred past 1.26 x held, clipped to CLICK_FORCE_RANGE, and at least the click level: the
  Synaptics pad's held level is only 9 % above it, so about one click in five there holds just at
  it), held CLICK_HOLD with a HELD_WOBBLE tremor, let go within RELEASE;
- heavy clicks: HEAVY_FORCE x heavy, sigma 0.10, so one heavy click in nine on the Magic Trackpad 2
  holds past the force-click threshold, one in fifty on the Synaptics pad, one in eighty on the
  pressure pad: never deeper than their own first 80 ms (HEAVY_OVERSHOOT lands 1.05-1.25 x above
  what they hold, and a held force only trembles by HELD_WOBBLE), which is what keeps them from
  peeking; held HEAVY_HOLD;
- drags: a click, DRAG_DWELL still, then DRAG_DISTANCE_MM at DRAG_SPEED pressing DRAG_PUSH x the
  click's force (at most 1.2 x: a sliding finger keeps the button down, never a force click's depth);
- taps: TAP_DURATION at TAP_FORCE x tap, capped at TAP_CAP of the click level (a tap that clicks
  is a click);
- scrolls: SCROLLS two-finger strokes SCROLL_SPACING_MM apart, the second finger SCROLL_LAG behind
  the first, SCROLL_DISTANCE_MM at SCROLL_SPEED, mostly vertical (SCROLL_HORIZONTAL of them across);
  swipes: three fingers SWIPE_SPACING_MM apart, SWIPE_DISTANCE_MM at SWIPE_SPEED, left or right;
- palm-clicks: a palm or thumb at PALM_FORCE x palm rests at the bottom edge from PALM_LEAD before
  a click to PALM_TRAIL after it (two contacts at the click);
- force clicks: one every FORCE_INTERVAL (10-30 s: three a minute), FORCE_POP_SHARE of them popping;
  an ordinary click held FORCE_WAIT, then PEEK_RISE to PEEK_FORCE x peek (clipped to at least 1.1 x
  the threshold and 1.5 x the depth above the click, at most 0.93 x the pop level), the finger pad
  rolling at most FORCE_DRIFT_MM; held PEEK_HOLD then eased off over EASE_OFF, or held POP_WAIT, then
  POP_RISE to POP_FORCE x pop (at least 1.08 x the pop level) held POP_HOLD;
- between strokes (ACTIVITY_WEIGHTS) a pause of PAUSE.
"""

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synthetic  # noqa: E402  (the touchpads, the strokes, the kernel-side emitter and the evemu writer)

DEVICES = {dev.slug: dev for dev in synthetic.TOUCHPADS}
# The recognizer's defaults: fractions of the range, or grams where the pressure has a resolution.
FORCE_CLICK, FORCE_CLICK_GRAMS = 0.5, 450
POP, POP_GRAMS = 0.75, 650
DEPTH, DEPTH_GRAMS = 0.12, 120


def lognormal(median, sigma):
    """A lognormal spread given by its median and the sigma of its logarithm."""
    return lambda rng: median * math.exp(sigma * rng.gauss(0, 1))


def uniform(low, high):
    return lambda rng: rng.uniform(low, high)


def clipped(spread, low, high):
    return lambda rng: min(high, max(low, spread(rng)))


# Pointer moves: part of a screen's width at a hand's pace (5th-95th percentile 6-46 mm, 30-160 mm/s).
MOVE_DISTANCE_MM = lognormal(17, 0.6)
MOVE_SPEED = lognormal(70, 0.5)                  # mm/s
REST_FORCE = lognormal(1, 0.15)                  # x rest: a resting finger's reading varies with its skin
REST_CAP = 0.8                                   # of the click level: a finger that pushes the button clicks
MOVE_REST = uniform(20, 250)                     # ms still before the lift
# Clicks: point at something, stop, press.
POINT_DISTANCE_MM = lognormal(10, 0.6)
DWELL = uniform(60, 400)                         # ms still before pressing
CLICK_RISE = clipped(lognormal(35, 0.3), 15, 60)  # ms from resting to the click's peak: a dome snaps
CLICK_OVERSHOOT = uniform(1.0, 1.1)              # x the click's force, at the end of the rise
CLICK_PAST = 1.05                                # x the click level at least, at the end of the rise
OVERSHOOT_FALL = uniform(20, 50)                 # ms back to the click's force
CLICK_FORCE = lognormal(1, 0.1)                  # x held: one in a hundred past 1.26 x
CLICK_FORCE_RANGE = (0.8, 1.35)
CLICK_FLOOR = 1.0                                # x the click level: holding less lets the button up
CLICK_HOLD = clipped(lognormal(110, 0.35), 40, 400)  # ms the button stays down
HELD_WOBBLE = 0.04                               # +- share of a held force: a hand's tremor
TREMOR_MS = 240                                  # its period (about 4 Hz)
RELEASE = uniform(25, 60)                        # ms from the held force to resting
AFTER_RELEASE = uniform(30, 250)                 # ms resting before the lift
# Heavy clicks: heavy-handed users, around the device's heavy level.
HEAVY_FORCE = lognormal(1, 0.10)
HEAVY_OVERSHOOT = uniform(1.05, 1.25)            # x the heavy force, as the click lands
HEAVY_HOLD = clipped(lognormal(350, 0.5), 100, 1500)  # ms
# Drags: selecting text, moving a window.
DRAG_DWELL = uniform(80, 250)                    # ms still after the click before sliding
DRAG_DISTANCE_MM = lognormal(30, 0.4)
DRAG_SPEED = lognormal(50, 0.4)                  # mm/s
DRAG_PUSH = uniform(1.05, 1.2)                   # x the click's force while sliding
# Taps (tap-to-click): short and light; a tap hard enough to push the button would be a click.
TAP_DURATION = clipped(lognormal(85, 0.3), 40, 180)  # ms
TAP_FORCE = lognormal(1, 0.2)
TAP_CAP = 0.8                                    # of the click level
# Scrolls and swipes.
SCROLLS = (1, 4)                                 # two-finger strokes in a row
SCROLL_SPACING_MM = uniform(14, 24)
SCROLL_LAG = uniform(5, 40)                      # ms the second finger lands (and lifts) after the first
SCROLL_DISTANCE_MM = lognormal(30, 0.5)
SCROLL_SPEED = lognormal(100, 0.5)               # mm/s
SCROLL_HORIZONTAL = 0.15                         # share of scrolls across rather than down or up
SCROLL_INTERVAL = uniform(150, 600)              # ms between the strokes of a scroll
SWIPE_SPACING_MM = uniform(15, 20)
SWIPE_DISTANCE_MM = lognormal(45, 0.3)
SWIPE_SPEED = lognormal(200, 0.4)                # mm/s
# Palms: a thumb or the heel of the hand on the bottom edge while a finger clicks.
PALM_FORCE = lognormal(1, 0.08)
PALM_LEAD = uniform(200, 1500)                   # ms the palm rests before the finger lands
PALM_TRAIL = uniform(100, 800)                   # ms it stays after the finger lifts
# Deliberate force clicks.
FORCE_INTERVAL = uniform(10_000, 30_000)         # ms: three a minute
FORCE_POP_SHARE = 0.5
FORCE_WAIT = uniform(100, 300)                   # ms the click is held before pressing deeper
PEEK_RISE = clipped(lognormal(200, 0.3), 80, 500)  # ms
PEEK_FORCE = lognormal(1, 0.08)
PEEK_HOLD = clipped(lognormal(600, 0.3), 250, 1500)  # ms
EASE_OFF = uniform(100, 250)                     # ms from the peek back to the click's force
POP_WAIT = clipped(lognormal(400, 0.3), 200, 1000)  # ms at peek force before pressing on
POP_RISE = uniform(80, 200)                      # ms
POP_FORCE = lognormal(1, 0.05)
POP_HOLD = uniform(80, 250)                      # ms
FORCE_DRIFT_MM = 0.5                             # the finger pad rolls while pressing deep (slop: 2 mm)
ACTIVITY_WEIGHTS = {"move": 0.34, "click": 0.2, "scroll": 0.12, "tap": 0.1, "drag": 0.08, "heavy-click": 0.06,
                    "palm-click": 0.06, "swipe": 0.04}
PAUSE = clipped(lognormal(450, 0.6), 80, 5000)   # ms between strokes
STEP_MS = 8                                      # keyframe spacing


def clamp(value, low, high):
    return min(high, max(low, value))


def limits(dev):
    """The force-click threshold, the pop level and the depth as fractions of the pressure axis."""
    if dev.absinfo[synthetic.ABS_MT_PRESSURE][4]:
        return dev.force(FORCE_CLICK_GRAMS), dev.force(POP_GRAMS), dev.force(DEPTH_GRAMS)
    return FORCE_CLICK, POP, DEPTH


class Contact:
    """One contact's keyframes, phase by phase: each phase takes the position (moved in mm) and the
    force (a fraction of the pressure axis) smoothly to new values; while the force holds it trembles
    by `wobble`."""

    def __init__(self, dev, t, x, y, force, rng, palm=False):
        self.dev, self.palm = dev, palm
        self.t, self.x, self.y, self.force = t, x, y, force
        self.tremor = rng.uniform(0, 2 * math.pi)
        self.keys = [(t, x, y, force)]

    def go(self, ms, dx_mm=0.0, dy_mm=0.0, force=None, wobble=0.0):
        x1 = clamp(self.x + self.dev.dx(dx_mm), 0.0, 1.0)
        y1 = clamp(self.y + self.dev.dy(dy_mm), 0.0, 1.0)
        f1 = self.force if force is None else min(1.0, force)
        steps = max(1, math.ceil(ms / STEP_MS))
        for i in range(1, steps + 1):
            w = i / steps
            s = w * w * (3 - 2 * w)
            t = self.t + ms * w
            f = self.force + (f1 - self.force) * s
            f *= 1 + wobble * math.sin(2 * math.pi * t / TREMOR_MS + self.tremor)
            self.keys.append((t, self.x + (x1 - self.x) * s, self.y + (y1 - self.y) * s, clamp(f, 0.002, 1.0)))
        self.t, self.x, self.y, self.force = self.t + ms, x1, y1, f1
        return self

    def stroke(self):
        return synthetic.Stroke(self.keys, palm=self.palm)


def aim(dev, x, y, distance_mm, angle):
    """(dx, dy) in mm for a move of distance_mm at `angle` from (x, y), turned back where it would
    leave the pad (kept 3 % inside its edges)."""
    dx, dy = distance_mm * math.cos(angle), distance_mm * math.sin(angle)
    if not 0.03 <= x + dev.dx(dx) <= 0.97:
        dx = -dx
    if not 0.03 <= y + dev.dy(dy) <= 0.97:
        dy = -dy
    return dx, dy


def land(dev, t, rng, x=None, y=None, palm=False):
    """A finger landing at resting force somewhere on the pad (or at x, y)."""
    rest = min(dev.force("rest") * REST_FORCE(rng), REST_CAP * dev.force("click"))
    finger = Contact(dev, t, rng.uniform(0.15, 0.85) if x is None else x, rng.uniform(0.15, 0.8) if y is None else y,
                     0.5 * rest, rng, palm)
    return finger.go(30, force=rest), rest


def move_by(finger, rng, distance_mm, speed):
    dx, dy = aim(finger.dev, finger.x, finger.y, distance_mm, rng.uniform(0, 2 * math.pi))
    return finger.go(distance_mm / speed * 1000, dx, dy)


def lift(finger, rest):
    return finger.go(30, force=0.5 * rest)


def press(finger, rng, held):
    """Clicks from resting: rises within CLICK_RISE past the click level (the button goes down) to an
    overshoot, settles on `held`; returns the overshoot."""
    overshoot = max(held * CLICK_OVERSHOOT(rng), CLICK_PAST * finger.dev.force("click"))
    finger.go(CLICK_RISE(rng), force=overshoot).go(OVERSHOOT_FALL(rng), force=held)
    return overshoot


def let_go(finger, rng, rest):
    finger.go(RELEASE(rng), force=rest)
    return finger.go(AFTER_RELEASE(rng))


def click_force(dev, rng):
    return max(dev.force("held") * clamp(CLICK_FORCE(rng), *CLICK_FORCE_RANGE), CLICK_FLOOR * dev.force("click"))


def pointer_move(dev, t, rng):
    finger, rest = land(dev, t, rng)
    move_by(finger, rng, MOVE_DISTANCE_MM(rng), MOVE_SPEED(rng))
    return [lift(finger.go(MOVE_REST(rng)), rest)]


def pointing(dev, t, rng, x=None, y=None):
    finger, rest = land(dev, t, rng, x, y)
    move_by(finger, rng, POINT_DISTANCE_MM(rng), MOVE_SPEED(rng))
    return finger.go(DWELL(rng)), rest


def click(dev, t, rng):
    finger, rest = pointing(dev, t, rng)
    press(finger, rng, click_force(dev, rng))
    finger.go(CLICK_HOLD(rng), wobble=HELD_WOBBLE)
    return [lift(let_go(finger, rng, rest), rest)]


def heavy_click(dev, t, rng):
    finger, rest = pointing(dev, t, rng)
    heavy = dev.force("heavy") * HEAVY_FORCE(rng)
    finger.go(CLICK_RISE(rng), force=heavy * HEAVY_OVERSHOOT(rng)).go(OVERSHOOT_FALL(rng), force=heavy)
    finger.go(HEAVY_HOLD(rng), wobble=HELD_WOBBLE)
    return [lift(let_go(finger, rng, rest), rest)]


def drag(dev, t, rng):
    finger, rest = pointing(dev, t, rng)
    held = click_force(dev, rng)
    press(finger, rng, held)
    finger.go(DRAG_DWELL(rng), wobble=HELD_WOBBLE)
    distance = DRAG_DISTANCE_MM(rng)
    dx, dy = aim(dev, finger.x, finger.y, distance, rng.uniform(0, 2 * math.pi))
    finger.go(distance / DRAG_SPEED(rng) * 1000, dx, dy, force=held * DRAG_PUSH(rng))
    finger.go(CLICK_HOLD(rng) / 2, wobble=HELD_WOBBLE)
    return [lift(let_go(finger, rng, rest), rest)]


def tap(dev, t, rng):
    duration = TAP_DURATION(rng)
    peak = min(dev.force("tap") * TAP_FORCE(rng), TAP_CAP * dev.force("click"))
    finger = Contact(dev, t, rng.uniform(0.15, 0.85), rng.uniform(0.15, 0.8), 0.4 * peak, rng)
    finger.go(duration * 0.35, force=peak).go(duration * 0.45).go(duration * 0.2, force=0.3 * peak)
    return [finger]


def side_by_side(dev, t, rng, n, spacing, distance, speed, angle):
    """n fingers `spacing` mm apart across the pad, landing SCROLL_LAG apart, moving together."""
    width = spacing * (n - 1)
    x0, y0 = rng.uniform(0.15, 0.85 - dev.dx(width)), rng.uniform(0.2, 0.8)
    dx, dy = aim(dev, x0 + dev.dx(width / 2), y0, distance, angle)
    lags = sorted(SCROLL_LAG(rng) for _ in range(n - 1))
    starts = [0.0] + lags
    moving = 60 + lags[-1]
    fingers = []
    for i, lag in enumerate(starts):
        finger, rest = land(dev, t + lag, rng, x0 + dev.dx(spacing * i), y0)
        finger.go(moving - 30 - lag).go(distance / speed * 1000, dx, dy)
        fingers.append(lift(finger.go(rng.uniform(0, 30)), rest))
    return fingers


def scroll(dev, t, rng):
    horizontal = rng.random() < SCROLL_HORIZONTAL
    angle = (0 if horizontal else math.pi / 2) + rng.choice([0, math.pi]) + rng.uniform(-0.2, 0.2)
    return side_by_side(dev, t, rng, 2, SCROLL_SPACING_MM(rng), SCROLL_DISTANCE_MM(rng), SCROLL_SPEED(rng), angle)


def swipe(dev, t, rng):
    angle = rng.choice([0, math.pi]) + rng.uniform(-0.1, 0.1)
    return side_by_side(dev, t, rng, 3, SWIPE_SPACING_MM(rng), SWIPE_DISTANCE_MM(rng), SWIPE_SPEED(rng), angle)


def palm_click(dev, t, rng):
    palm_force = min(1.0, dev.force("palm") * PALM_FORCE(rng))
    palm = Contact(dev, t, rng.uniform(0.15, 0.85), rng.uniform(0.9, 0.97), 0.3 * palm_force, rng, palm=True)
    palm.go(150, force=palm_force)
    finger, rest = pointing(dev, t + PALM_LEAD(rng), rng, rng.uniform(0.2, 0.8), rng.uniform(0.2, 0.6))
    press(finger, rng, click_force(dev, rng))
    finger.go(CLICK_HOLD(rng), wobble=HELD_WOBBLE)
    lift(let_go(finger, rng, rest), rest)
    palm.go(finger.t + PALM_TRAIL(rng) - palm.t, wobble=HELD_WOBBLE).go(40, force=0.4 * palm_force)
    return [palm, finger]


def force_click(dev, t, rng, pops):
    threshold, pop, depth = limits(dev)
    finger, rest = pointing(dev, t, rng)
    held = click_force(dev, rng)
    overshoot = press(finger, rng, held)
    finger.go(FORCE_WAIT(rng), wobble=HELD_WOBBLE)
    peek = dev.force("peek") * PEEK_FORCE(rng)
    peek = min(max(peek, 1.1 * threshold, overshoot + 1.5 * depth), 0.93 * pop)
    roll = rng.uniform(0, 2 * math.pi)
    drift = rng.uniform(0, FORCE_DRIFT_MM)
    finger.go(PEEK_RISE(rng), drift * math.cos(roll), drift * math.sin(roll), force=peek)
    if pops:
        finger.go(POP_WAIT(rng), wobble=HELD_WOBBLE)
        finger.go(POP_RISE(rng), force=max(dev.force("pop") * POP_FORCE(rng), 1.08 * pop))
        finger.go(POP_HOLD(rng), wobble=HELD_WOBBLE)
    else:
        finger.go(PEEK_HOLD(rng), wobble=HELD_WOBBLE)
    finger.go(EASE_OFF(rng), -drift * math.cos(roll) / 2, -drift * math.sin(roll) / 2, force=held)
    return [lift(let_go(finger, rng, rest), rest)]


ACTIVITIES = {"move": pointer_move, "click": click, "scroll": scroll, "tap": tap, "drag": drag,
              "heavy-click": heavy_click, "palm-click": palm_click, "swipe": swipe}


def crossing_ms(contact, threshold):
    """When the contact's force first reached `threshold`, in ms (linear between keyframes, as
    synthetic.Stroke interpolates)."""
    for (t0, _, _, f0), (t1, _, _, f1) in zip(contact.keys, contact.keys[1:]):
        if f0 < threshold <= f1:
            return t0 + (threshold - f0) / (f1 - f0) * (t1 - t0)
    raise ValueError("the force never reached the threshold")


def everyday(dev, minutes, seed):
    """[(kind, [Contact], cross ms or None)] in time order, the first landing at 0 (where the
    recording's times start) and the last stroke starting before `minutes` are over."""
    rng = random.Random(seed)
    threshold = limits(dev)[0]
    names, weights = zip(*ACTIVITY_WEIGHTS.items())
    strokes, t = [], 0.0
    next_force = FORCE_INTERVAL(rng)
    while t < minutes * 60_000:
        if t >= next_force:
            pops = rng.random() < FORCE_POP_SHARE
            contacts = force_click(dev, t, rng, pops)
            strokes.append(("force-pop" if pops else "force-click", contacts, crossing_ms(contacts[0], threshold)))
            next_force += FORCE_INTERVAL(rng)
        else:
            kind = rng.choices(names, weights)[0]
            strokes.append((kind, ACTIVITIES[kind](dev, t, rng), None))
            for _ in range(rng.randint(*SCROLLS) - 1 if kind == "scroll" else 0):
                t = max(c.t for c in strokes[-1][1]) + SCROLL_INTERVAL(rng)
                strokes.append((kind, scroll(dev, t, rng), None))
        t = max(c.t for c in strokes[-1][1]) + PAUSE(rng)
    return strokes


def truth_line(kind, contacts, cross):
    made = [c.stroke() for c in contacts]
    line = f"{min(s.start_us for s in made) // 1000} {max(s.end_us for s in made) // 1000} {kind}"
    return line + (f" {int(cross * 1000) // 1000}" if cross is not None else "") + "\n"


def write(path, device, minutes=10, seed=21):
    """Writes the recording to `path` and its truth beside it (`.truth`)."""
    dev = DEVICES[device]
    strokes = everyday(dev, minutes, seed)
    path = Path(path)
    scenario = synthetic.Scenario("everyday", f"moves the pointer, clicks, drags, scrolls, swipes and taps, "
                              f"sometimes with a palm resting, for {minutes:g} minutes, with about three force "
                              f"clicks a minute (seed {seed}; spreads in Recordings/everyday-touchpad.py)", [], [])
    header = synthetic.recording_header(dev, scenario)
    header[1] = (f"Made by: python3 Recordings/everyday-touchpad.py --device {device} --minutes {minutes:g} "
                 f"--seed {seed}")
    header[4] = ("Expected: a peek for every force-click and force-pop in the .truth file beside this one "
                 "(a pop too for force-pop), nothing else.")
    with path.open("w") as out:
        synthetic.write_evemu(dev, header, synthetic.frames(dev, [c.stroke() for _, cs, _ in strokes for c in cs],
                                                    random.Random(seed)), out)
    with path.with_suffix(".truth").open("w") as out:
        out.writelines(truth_line(kind, contacts, cross) for kind, contacts, cross in strokes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", required=True, choices=sorted(DEVICES))
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("-o", "--output", required=True, help="the .events file; .truth goes beside it")
    args = parser.parse_args()
    write(args.output, args.device, args.minutes, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
