# SPDX-License-Identifier: MIT
"""Scenarios on the clickpads that sense force (issue 21): two deliberate force clicks and eight
everyday uses that must give nothing, written for every touchpad in its own units and millimetres.
"""

import math

from .devices import TOUCHPADS
from .scenario import Scenario
from .strokes import Stroke, pad_finger


def pointing(dev):
    """Lands, moves the pointer 10 mm (right and a little up) within 250 ms and rests 200 ms: the
    first steps of every click, ending at 480 ms at (10, -4) mm."""
    rest = dev.levels["rest"]
    return [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (280, 10, -4, rest), (480, 10, -4, rest)]


def click_steps(dev, t, held, hold_ms, dx=10, dy=-4):
    """From resting at t: clicks within 60 ms (the button goes down on the way up), holds `held` for
    hold_ms, lets go (the button comes up) and lifts 110 ms later."""
    lv = dev.levels
    return [(t + 60, dx, dy, held), (t + 60 + hold_ms, dx, dy, held), (t + 100 + hold_ms, dx, dy, 0.7 * lv["click"]),
            (t + 140 + hold_ms, dx, dy, lv["rest"]), (t + 170 + hold_ms, dx, dy, 0.5 * lv["rest"])]


def force_click_peek_release(dev):
    lv, says = dev.levels, dev.says
    # Pressing hard rolls the finger pad 0.3 mm: well inside a 2 mm slop.
    steps = pointing(dev) + [(540, 10, -4, lv["held"]), (740, 10, -4, lv["held"]), (940, 10.3, -4, lv["peek"]),
                             (1540, 10.3, -4, lv["peek"]), (1690, 10.3, -4, lv["held"]),
                             (1750, 10.3, -4, 0.7 * lv["click"]), (1800, 10.3, -4, lv["rest"]),
                             (1850, 10.3, -4, 0.5 * lv["rest"])]
    return Scenario("force-click-peek-release",
                    f"moves the pointer 10 mm, rests, clicks (the button goes down as the force passes "
                    f"{says('click')}; held at {says('held')} for 200 ms), presses deeper to {says('peek')} within "
                    f"200 ms, holds still 600 ms, eases off, the button comes up, lifts",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], ["finger peek began", "finger peek ended"])


def force_click_pop(dev):
    lv, says = dev.levels, dev.says
    steps = pointing(dev) + [(540, 10, -4, lv["held"]), (700, 10, -4, lv["held"]), (900, 10.3, -4, lv["peek"]),
                             (1300, 10.3, -4, lv["peek"]), (1420, 10.4, -4, lv["pop"]), (1570, 10.4, -4, lv["pop"]),
                             (1650, 10.4, -4, lv["held"]), (1700, 10.4, -4, 0.7 * lv["click"]),
                             (1750, 10.4, -4, lv["rest"]), (1800, 10.4, -4, 0.5 * lv["rest"])]
    return Scenario("force-click-pop",
                    f"moves the pointer 10 mm, rests, clicks (held at {says('held')}), presses deeper to "
                    f"{says('peek')} within 200 ms, holds 400 ms (peek), presses on to {says('pop')} within 120 ms "
                    f"(pop), holds 150 ms, lets go and lifts",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], ["finger peek began", "finger pop recognized"])


def plain_click(dev):
    says = dev.says
    steps = pointing(dev) + click_steps(dev, 480, dev.levels["held"], 120)
    return Scenario("plain-click",
                    f"moves the pointer 10 mm, rests, clicks (the button goes down as the force passes "
                    f"{says('click')}), holds {says('held')} for 120 ms, lets go and lifts: an ordinary click",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], [])


def heavy_click(dev):
    lv, says = dev.levels, dev.says
    # The finger lands on the button hard: the force overshoots for ~25 ms right after BTN_LEFT, then settles.
    steps = pointing(dev) + [(520, 10, -4, lv["overshoot"]), (530, 10, -4, lv["overshoot"]),
                             (570, 10, -4, lv["heavy"])] + click_steps(dev, 510, lv["heavy"], 700)[1:]
    return Scenario("heavy-click",
                    f"moves the pointer 10 mm, rests, clicks hard: the force overshoots to {says('overshoot')} for "
                    f"about 25 ms as the button goes down, settles at {says('heavy')} and holds it 700 ms, then lets "
                    f"go and lifts: a heavy-handed click, not a force click (never deeper than the click itself)",
                    [pad_finger(dev, 0, 0.4, 0.5, steps)], [])


def click_and_drag(dev):
    lv, says = dev.levels, dev.says
    rest = lv["rest"]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (230, 0, 0, rest), (290, 0, 0, lv["held"]),
             (450, 0, 0, lv["held"]), (550, 5, 0.3, lv["drag"]), (1050, 30, 2, lv["drag"]), (1150, 30, 2, lv["drag"]),
             (1200, 30, 2, 0.7 * lv["click"]), (1250, 30, 2, rest), (1300, 30, 2, 0.5 * rest)]
    return Scenario("click-and-drag",
                    f"rests, clicks (held at {says('held')}) and after 160 ms drags 30 mm across in 600 ms with the "
                    f"button held, pressing a little harder while it slides ({says('drag')}), stops, lets go and "
                    f"lifts: selecting text",
                    [pad_finger(dev, 0, 0.3, 0.45, steps)], [])


def tap_to_click(dev):
    tap = dev.levels["tap"]
    return Scenario("tap-to-click",
                    f"taps lightly ({dev.says('tap')}, the button never goes down) and still for 90 ms",
                    [pad_finger(dev, 0, 0.5, 0.5, [(0, 0, 0, 0.4 * tap), (25, 0, 0, tap), (70, 0, 0, tap),
                                                    (90, 0, 0, 0.3 * tap)])], [])


def pad_fingers(dev, n, move_mm, ms, name, does):
    """n fingers 18 mm apart side by side, landing 10 ms apart, moving together by move_mm (right,
    down) in `ms` and lifting within 20 ms of each other, at resting force (one a little firmer)."""
    rest = dev.levels["rest"]
    strokes = []
    for i in range(n):
        f = rest * (1 + 0.1 * i)
        land, lift = 10 * i, 60 + ms + 10 * (n - 1 - i)
        strokes.append(pad_finger(dev, 0, 0.35, 0.4, [(land, 18 * i, 0, 0.6 * f), (land + 30, 18 * i, 0, f),
                                                     (60, 18 * i, 0, f), (60 + ms, 18 * i + move_mm[0], move_mm[1], f),
                                                     (lift, 18 * i + move_mm[0], move_mm[1], 0.6 * f)]))
    return Scenario(name, does, strokes, [])


def pad_two_finger_scroll(dev):
    return pad_fingers(dev, 2, (0, 25), 500, "two-finger-scroll",
                       f"puts two fingers down 18 mm apart at resting force ({dev.says('rest')}) and scrolls them "
                       f"25 mm down together in 500 ms, then lifts")


def three_finger_swipe(dev):
    return pad_fingers(dev, 3, (-25, 0), 250, "three-finger-swipe",
                       f"puts three fingers down 18 mm apart at resting force ({dev.says('rest')}) and swipes them "
                       f"25 mm left together in 250 ms, then lifts")


def palm_rest(dev):
    lv, says = dev.levels, dev.says
    palm = pad_finger(dev, 0, 0.25, 0.94, [(0, 0, 0, 0.3 * lv["palm"]), (150, 0, 0, lv["palm"]),
                                           (1750, 0, 0, lv["palm"]), (1800, 0, 0, 0.4 * lv["palm"])], palm=True)
    finger = Stroke([(t + 400, *rest) for t, *rest in
                     pad_finger(dev, 0, 0.5, 0.45, pointing(dev) + click_steps(dev, 480, lv["held"], 150)).keys])
    return Scenario("palm-rest",
                    f"rests a palm at the pad's bottom edge ({says('palm')}: a large contact, the oldest one, so "
                    f"ABS_PRESSURE follows it) while another finger lands, moves the pointer 10 mm, clicks "
                    f"({says('held')}) for 150 ms and lifts; the palm lifts last: two contacts at the click",
                    [palm, finger], [])


def slow_pointer_move(dev):
    rest = dev.levels["rest"]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest)]
    # 40 mm in 3 s along a gentle curve, the force wandering +-10 % as a resting finger's does.
    steps += [(30 + 300 * i, 4 * i, 6 * math.sin(math.pi * i / 10), rest * (1 + 0.1 * math.sin(i * 1.7)))
              for i in range(1, 11)]
    steps += [(3130, 40, 0, rest), (3160, 40, 0, 0.5 * rest)]
    return Scenario("slow-pointer-move",
                    f"moves the pointer slowly 40 mm across in 3 s at resting force ({dev.says('rest')}, "
                    f"wandering 10 %), stops and lifts",
                    [pad_finger(dev, 0, 0.3, 0.5, steps)], [])


# Every touchpad gets the same ten, each in its own force units and millimetres.
SCENARIOS = {dev: [make(dev) for make in (force_click_peek_release, force_click_pop, plain_click, heavy_click,
                                          click_and_drag, tap_to_click, pad_two_finger_scroll, three_finger_swipe,
                                          palm_rest, slow_pointer_move)]
             for dev in TOUCHPADS}
