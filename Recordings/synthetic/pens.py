# SPDX-License-Identifier: MIT
"""Scenarios on the pen tablet: taps, peeks and pops with a pen, a worn tip, a hover."""

from .devices import PEN_TABLET
from .force_profiles import LIGHT, PEEK, TAP
from .scenario import Scenario
from .strokes import Stroke, pen


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
    PEN_TABLET: [pen_tap(), pen_tap_saturating(), pen_peek_release(), pen_peek_pop(), pen_dwell_then_pop(),
                 pen_saturated_hold(), pen_worn_tip(), pen_move_then_press(), pen_hover()],
}
