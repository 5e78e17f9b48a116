# SPDX-License-Identifier: MIT
"""The stiff pen tablet through `peekpop calibrate` (calibration/), and its later use that the
calibrated profile must recognise.
"""

from .devices import STIFF_PEN_TABLET
from .scenario import Scenario
from .strokes import pen


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


SCENARIOS = {
    STIFF_PEN_TABLET: ([stiff_pen_calibration()], stiff_pen_checks()),
}
