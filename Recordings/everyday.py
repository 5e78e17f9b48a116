#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write SYNTHETIC everyday touch on the synthetic pressure touchscreen: minutes of typing on an
on-screen keyboard, scrolls, drags and light taps on content, none of it meant to peek or pop.

    python3 Recordings/everyday.py [--minutes 10] [--seed 14] -o FILE.events

Writes FILE.events (evemu 1.3, the device and kernel-side rules of Recordings/synthetic/) and FILE.truth, one
line per stroke in time order: `START_MS END_MS KIND` (times from the start of the recording, as
`peekpop replay` reports them; KIND `key`, `content-tap`, `scroll` or `drag`). Keys and content
taps must each give one `tap`; nothing may peek or pop. Too long to commit: `bench/everyday.py`
and the tests make it when they need it. Deterministic: the same arguments give the same bytes.

The spreads, one finger at a time (two fingers at once would be a multi-touch gesture):
- typing bursts of KEYS_PER_BURST keys on a keyboard in the bottom third; a key lasts KEY_DURATION
  (landing to lift; clipped to KEY_DURATION_RANGE) and its force peaks at KEY_FORCE, lognormal with
  one key in ten past 0.35 and one in two hundred past 0.75 (capped at the axis' full scale); the
  force rises over RISE_SHARE of the tap and falls over the rest, each half a quarter sine; the next
  key lands KEY_INTERVAL after the last one landed, at least KEY_GAP after it lifted; the finger pad
  rolls up to TAP_DRIFT_MM while it touches;
- light taps on content (links, buttons): CONTENT_TAPS of CONTENT_DURATION at CONTENT_FORCE;
- scrolls that land firmly and move at once: FLICKS flicks of FLICK_DISTANCE_MM at FLICK_SPEED,
  starting after FLICK_DWELL, force up to FLICK_FORCE within FLICK_RISE, lifted while moving;
- drags: land at DRAG_FORCE, start after DRAG_DWELL, move DRAG_DISTANCE_MM at DRAG_SPEED, stop,
  rest DRAG_REST, lift;
- between activities (ACTIVITY_WEIGHTS) a pause of PAUSE.
"""

import argparse
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import synthetic  # noqa: E402  (the device, the strokes, the kernel-side emitter and the evemu writer)

DEVICE = synthetic.PRESSURE_TOUCHSCREEN
WIDTH_MM, HEIGHT_MM = DEVICE.size_mm()


def lognormal(median, sigma):
    """A lognormal spread given by its median and the sigma of its logarithm."""
    return lambda rng: median * math.exp(sigma * rng.gauss(0, 1))


def uniform(low, high):
    return lambda rng: rng.uniform(low, high)


# Typing: 50–120 ms taps (5th–95th percentile 56–128 ms), 4–5 keys a second within a burst.
KEYS_PER_BURST = (5, 30)
KEY_DURATION = lognormal(85, 0.25)
KEY_DURATION_RANGE = (35, 220)                 # ms; a tap limit of 250 ms leaves every key a tap
# ln(0.35) and ln(0.75) at the 90th and 99.5th percentiles: median 0.165, sigma 0.589.
KEY_FORCE = lognormal(0.165, 0.589)
RISE_SHARE = uniform(0.3, 0.5)
KEY_INTERVAL = lognormal(230, 0.3)             # ms, landing to landing
KEY_GAP = 40                                   # ms at least between a lift and the next landing
TAP_DRIFT_MM = 1.0
KEYBOARD_ROWS = [0.70, 0.78, 0.86, 0.94]       # of the height
KEYBOARD_KEYS = 10                             # per row, across the width
# Light taps on content: a little longer and lighter than keys (one in sixty past 0.35).
CONTENT_TAPS = (1, 4)
CONTENT_DURATION = lognormal(100, 0.25)
CONTENT_FORCE = lognormal(0.12, 0.5)
CONTENT_INTERVAL = uniform(600, 2000)          # ms
# Scrolls: firm landings (a third past 0.35) that move at once.
FLICKS = (2, 8)
FLICK_FORCE = lognormal(0.3, 0.4)
FLICK_RISE = uniform(20, 60)                   # ms to the flick's force
FLICK_DWELL = uniform(0, 30)                   # ms still before moving
FLICK_SPEED = lognormal(180, 0.5)              # mm/s
FLICK_DISTANCE_MM = uniform(20, 90)
FLICK_INTERVAL = uniform(300, 1200)            # ms between landings after a lift
# Drags (a slider, a selection): ordinary force, start within 60 ms, then slow.
DRAG_FORCE = lognormal(0.2, 0.45)
DRAG_DWELL = uniform(0, 60)                    # ms
DRAG_SPEED = uniform(30, 120)                  # mm/s
DRAG_DISTANCE_MM = uniform(20, 80)
DRAG_REST = uniform(100, 400)                  # ms still before the lift
ACTIVITY_WEIGHTS = {"typing": 0.5, "content": 0.2, "scroll": 0.2, "drag": 0.1}
PAUSE = uniform(400, 3000)                     # ms between activities
STEP_MS = 4                                    # keyframe spacing of a force curve


def clamp(value, low, high):
    return min(high, max(low, value))


def tap_stroke(t0, x, y, duration, peak, rng):
    """A still tap (the pad rolling up to TAP_DRIFT_MM) whose force rises to `peak` and falls."""
    rise = duration * RISE_SHARE(rng)
    angle = rng.uniform(0, 2 * math.pi)
    drift = rng.uniform(0, TAP_DRIFT_MM)
    dx, dy = drift * math.cos(angle) / WIDTH_MM, drift * math.sin(angle) / HEIGHT_MM
    keys, t = [], 0.0
    while t < duration:
        share = t / duration
        force = peak * (math.sin(math.pi / 2 * t / rise) if t < rise
                        else math.cos(math.pi / 2 * (t - rise) / (duration - rise)))
        keys.append((t0 + t, x + dx * share, y + dy * share, max(0.01, force)))
        t += STEP_MS
    keys.append((t0 + duration, x + dx, y + dy, 0.01))
    return synthetic.Stroke(keys)


def moving_stroke(t0, x, y, peak, rise, dwell, speed, distance_mm, angle, rest, rng):
    """A finger landing at (x, y), reaching `peak` within `rise` ms, moving `distance_mm` at `speed`
    after `dwell` ms, then resting `rest` ms (0: lifted while moving)."""
    moving = distance_mm / speed * 1000
    ux, uy = math.cos(angle) * distance_mm / WIDTH_MM, math.sin(angle) * distance_mm / HEIGHT_MM
    end = dwell + moving + rest
    keys, t = [], 0.0
    while t < end:
        share = clamp((t - dwell) / moving, 0, 1)
        wobble = 1 + 0.1 * math.sin(t / 37)
        force = peak * (math.sin(math.pi / 2 * t / rise) if t < rise else wobble)
        keys.append((t0 + t, clamp(x + ux * share, 0, 1), clamp(y + uy * share, 0, 1), clamp(force, 0.01, 1)))
        t += STEP_MS
    keys.append((t0 + end, *keys[-1][1:3], 0.01))
    return synthetic.Stroke(keys)


def typing(t, rng):
    strokes, last_lift = [], t - KEY_GAP
    for _ in range(rng.randint(*KEYS_PER_BURST)):
        row, key = rng.choice(KEYBOARD_ROWS), rng.randrange(KEYBOARD_KEYS)
        duration = clamp(KEY_DURATION(rng), *KEY_DURATION_RANGE)
        peak = min(1.0, KEY_FORCE(rng))
        landing = max(t + KEY_INTERVAL(rng) if strokes else t, last_lift + KEY_GAP)
        strokes.append(("key", tap_stroke(landing, (key + 0.5) / KEYBOARD_KEYS, row, duration, peak, rng)))
        t, last_lift = landing, landing + duration
    return strokes


def content(t, rng):
    strokes = []
    for _ in range(rng.randint(*CONTENT_TAPS)):
        duration = clamp(CONTENT_DURATION(rng), *KEY_DURATION_RANGE)
        stroke = tap_stroke(t, rng.uniform(0.05, 0.95), rng.uniform(0.05, 0.6), duration,
                            min(1.0, CONTENT_FORCE(rng)), rng)
        strokes.append(("content-tap", stroke))
        t += duration + CONTENT_INTERVAL(rng)
    return strokes


def scroll(t, rng):
    strokes = []
    for _ in range(rng.randint(*FLICKS)):
        angle = rng.choice([math.pi / 2, -math.pi / 2]) + rng.uniform(-0.2, 0.2)
        stroke = moving_stroke(t, rng.uniform(0.2, 0.8), rng.uniform(0.3, 0.7), min(1.0, FLICK_FORCE(rng)),
                               FLICK_RISE(rng), FLICK_DWELL(rng), FLICK_SPEED(rng), FLICK_DISTANCE_MM(rng),
                               angle, 0, rng)
        strokes.append(("scroll", stroke))
        t = stroke.end_us / 1000 + FLICK_INTERVAL(rng)
    return strokes


def drag(t, rng):
    stroke = moving_stroke(t, rng.uniform(0.3, 0.7), rng.uniform(0.2, 0.6), min(1.0, DRAG_FORCE(rng)),
                           30, DRAG_DWELL(rng), DRAG_SPEED(rng), DRAG_DISTANCE_MM(rng),
                           rng.uniform(0, 2 * math.pi), DRAG_REST(rng), rng)
    return [("drag", stroke)]


ACTIVITIES = {"typing": typing, "content": content, "scroll": scroll, "drag": drag}


def everyday(minutes, seed):
    """[(kind, stroke)] in time order, the first landing at 0 (where the recording's times start)
    and the last activity starting before `minutes` are over."""
    rng = random.Random(seed)
    strokes, t = [], 0.0
    names, weights = zip(*ACTIVITY_WEIGHTS.items())
    while t < minutes * 60_000:
        strokes += ACTIVITIES[rng.choices(names, weights)[0]](t, rng)
        t = strokes[-1][1].end_us / 1000 + PAUSE(rng)
    return strokes


def write(path, minutes=10, seed=14):
    """Writes the recording to `path` and its truth beside it (`.truth`)."""
    strokes = everyday(minutes, seed)
    path = Path(path)
    scenario = synthetic.Scenario("everyday", f"types, scrolls, drags and taps content for {minutes:g} minutes "
                              f"(seed {seed}; spreads in Recordings/everyday.py)", [], [])
    header = synthetic.recording_header(DEVICE, scenario)
    header[1] = f"Made by: python3 Recordings/everyday.py --minutes {minutes:g} --seed {seed}"
    header[4] = "Expected: a tap for every key and content tap in the .truth file beside this one, no peek, no pop."
    with path.open("w") as out:
        synthetic.write_evemu(DEVICE, header, synthetic.frames(DEVICE, [s for _, s in strokes], random.Random(seed)), out)
    with path.with_suffix(".truth").open("w") as out:
        out.writelines(f"{s.start_us // 1000} {s.end_us // 1000} {kind}\n" for kind, s in strokes)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("-o", "--output", required=True, help="the .events file; .truth goes beside it")
    args = parser.parse_args()
    write(args.output, args.minutes, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
