# SPDX-License-Identifier: MIT
"""The shallow-pressure touchscreen through `peekpop calibrate` (calibration/), and its later use
that the calibrated profile must recognise.
"""

from .calibration_sequence import calibration_sequence
from .devices import SHALLOW_TOUCHSCREEN
from .scenario import Scenario
from .strokes import path, press


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


# Guided sequences (calibrated from) and later use (checked with the profile), per device.
SCENARIOS = {
    SHALLOW_TOUCHSCREEN: ([shallow_calibration(), shallow_calibration_overlapping()], shallow_checks()),
}
