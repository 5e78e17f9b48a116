#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write the benchmark recording: ten fingers on the pressure touchscreen at 240 Hz for N minutes.

    python3 bench/generate.py [--minutes 3 | --seconds S] [--seed N] [-o bench/out/bench-3min.events]

Each finger lands, circles and drifts, presses (force rising and falling, up to full scale on some
presses) and lifts, over and over, independently of the others, so frames carry up to ten slots.
For the last SOLO_FOR seconds of every SOLO_EVERY, fingers 2 to 10 rest and the first finger presses
alone and still, so the file also taps, peeks and pops and the whole output path is measured.
The device and the kernel-side rules (filtering, slot switching, pointer emulation) are those of
Recordings/synthetic/ (devices.py, emitter.py), as synth.py's recordings use them. Deterministic:
the same length and seed give the same bytes; another seed gives other fingers (the latency bench
plays a file of its own in each round).
"""

import argparse
import copy
import math
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "Recordings"))
import synthetic  # noqa: E402  (the device and emitter shared with the synthetic recordings)

DEVICE = copy.copy(synthetic.PRESSURE_TOUCHSCREEN)
DEVICE.rate_hz = 240
DEVICE.summary = synthetic.PRESSURE_TOUCHSCREEN.summary.replace("120 Hz", "240 Hz")
FINGERS = 10
SOLO_EVERY, SOLO_FOR = 10.0, 3.0
SEED = 240


def solo(t):
    """True while the first finger presses alone."""
    return t % SOLO_EVERY >= SOLO_EVERY - SOLO_FOR


class Finger:
    """One finger's endless cycle of lifted pauses and moving presses."""

    def __init__(self, index, rng):
        self.index = index
        self.rng = rng
        self.home = (0.1 + 0.8 * (index % 5) / 4, 0.3 + 0.4 * (index // 5))
        self.touch = None
        self.next_change = rng.random() * 0.5

    def state(self, t):
        """(touch identity, (x, y, force, 0)) at t seconds, or None while lifted."""
        if self.index and solo(t):
            self.touch = None
            self.next_change = t
            return None
        if t >= self.next_change:
            if self.touch is None:
                alone = solo(t)
                self.touch = Touch(t, self.rng, still=alone)
                # Alone: from quick taps to long presses; otherwise long, busy presses.
                self.next_change = t + (0.05 + 1.0 * self.rng.random() if alone else 0.3 + 2.2 * self.rng.random())
            else:
                self.touch = None
                self.next_change = t + 0.1 + 0.5 * self.rng.random()
        if self.touch is None:
            return None
        return self.touch, self.touch.at(t, self.home, self.next_change)


class Touch:
    """One press: a circle of random radius and speed, and a force curve peaking at `peak`."""

    replaces = None

    def __init__(self, t0, rng, still=False):
        self.t0 = t0
        self.radius = 0.0 if still else 0.01 + 0.06 * rng.random()
        self.speed = 1 + 5 * rng.random()
        self.phase = 2 * math.pi * rng.random()
        self.peak = 0.1 + 0.9 * rng.random()

    def at(self, t, home, end):
        angle = self.phase + self.speed * (t - self.t0)
        x = min(1.0, max(0.0, home[0] + self.radius * math.cos(angle)))
        y = min(1.0, max(0.0, home[1] + self.radius * math.sin(angle)))
        force = 0.03 + (self.peak - 0.03) * math.sin(math.pi * (t - self.t0) / max(end - self.t0, 1e-3))
        return x, y, max(0.01, force), 0.0


def frames(minutes, rng):
    """(time in µs, events) of every frame the kernel would send, in order."""
    emitter = synthetic.Emitter(DEVICE, rng)
    fingers = [Finger(i, rng) for i in range(FINGERS)]
    period = 1_000_000 / DEVICE.rate_hz
    for k in range(int(round(minutes * 60 * DEVICE.rate_hz))):
        t = int(k * period) + (int(rng.random() * 300) - 150 if k else 0)
        present = dict(s for s in (f.state(t / 1e6) for f in fingers) if s is not None)
        events = emitter.frame(t, present)
        if events:
            yield t, events


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--minutes", type=float, default=3)
    length.add_argument("--seconds", type=float)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("-o", "--output", type=Path)
    args = parser.parse_args()
    if args.seconds is not None:
        args.minutes = args.seconds / 60
    output = args.output or Path(f"bench/out/bench-{args.minutes:g}min.events")
    output.parent.mkdir(parents=True, exist_ok=True)
    does = (f"keeps ten fingers landing, circling, pressing (up to full force) and lifting for "
            f"{args.minutes:g} minutes, with one finger tapping, peeking and popping alone "
            f"{SOLO_FOR:g} s in every {SOLO_EVERY:g} s")
    scenario = synthetic.Scenario(f"bench-{args.minutes:g}min", does, [], [])
    header = synthetic.recording_header(DEVICE, scenario)
    seed = f" --seed {args.seed}" if args.seed != SEED else ""
    header[1] = f"Made by: python3 bench/generate.py --minutes {args.minutes:g}{seed}  (peekpop benchmark)"
    header[4] = "Expected gestures: none checked; this file measures speed and memory."
    with open(output, "w", buffering=1 << 20) as out:
        synthetic.write_evemu(DEVICE, header, frames(args.minutes, random.Random(args.seed)), out)
    print(output)


if __name__ == "__main__":
    main()
