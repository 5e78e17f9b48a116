# SPDX-License-Identifier: MIT
"""Scenarios on the touchscreens (the pressure and plain touchscreens, the resistive panel, the
protocol A touchscreen): taps, peeks and pops, pinches, edge-pans, and what the kernel does
to a stream (a tracking ID replaced, a slot reused, SYN_DROPPED).
"""

import math

from .devices import PLAIN_TOUCHSCREEN, PRESSURE_TOUCHSCREEN, PROTOCOL_A_TOUCHSCREEN, RESISTIVE_PANEL
from .evdev_codes import ABS_PRESSURE, EV_ABS
from .force_profiles import FIRM_TAP, HARD_TAP, LIGHT, LONG_PRESS, PEEK, PEEK_POP, PEEK_RELEASE, POP, QUICK_HARD, TAP
from .scenario import Scenario
from .strokes import Stroke, path, press


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


# Each touchscreen's scenarios, in the order their files are written.
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
    RESISTIVE_PANEL: [tap(), firm_tap(), hard_tap(), peek_release(), peek_pop(), quick_hard_press(), move_then_press(),
                      *[edge_pan(e, c) for e in EDGES for c in (True, False)], middle_swipe()],
    PROTOCOL_A_TOUCHSCREEN: [tap(), long_press_peek(), pinch_out(), pinch_in(), two_finger_scroll()],
}
