# SPDX-License-Identifier: MIT
"""The touchpads through `peekpop calibrate` (calibration/): ordinary clicks, force clicks and pops
by an ordinary user, a heavy hand whose later use the defaults misfire on, and one whose classes overlap.
"""

from .calibration_sequence import calibration_sequence
from .devices import PRESSURE_PAD, SYNAPTICS_CLICKPAD
from .scenario import Scenario
from .strokes import pad_finger


PAD_CALIBRATION_SPACING_MS = 2000


def pad_press(dev, t0, x, y, forces, slide_mm=0.0):
    """A finger that lands at (x, y), rests 200 ms, then follows forces [(ms after the rest, level or
    units)], sliding slide_mm right over them, then lets go (the button comes up within 40 ms) and lifts."""
    lv = dev.levels
    rest, end = lv["rest"], 200 + forces[-1][0]
    steps = [(0, 0, 0, 0.6 * rest), (30, 0, 0, rest), (200, 0, 0, rest)]
    steps += [(200 + t, slide_mm * t / forces[-1][0], 0, f) for t, f in forces]
    steps += [(end + 40, slide_mm, 0, 0.7 * lv["click"]), (end + 80, slide_mm, 0, rest),
              (end + 110, slide_mm, 0, 0.5 * rest)]
    return pad_finger(dev, t0, x, y, steps)


def pad_click_at(dev, held, hold_ms=140):
    """An ordinary click: pressed to `held` within 60 ms (the button goes down on the way), held."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, held), (60 + hold_ms, held)])


def pad_heavy_click_at(dev, overshoot, held, hold_ms=250):
    """A heavy click as `heavy_click`: lands on the button hard, overshooting for ~25 ms, settles at `held`."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(40, overshoot), (50, overshoot), (90, held),
                                                      (90 + hold_ms, held)])


def pad_leaning_click_at(dev, first, held, hold_ms=250):
    """A heavy hand's click that leans in: pressed to `first` within 60 ms (the button goes down on
    the way), then on to `held` by 300 ms, after the click has settled, and held there."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, first), (300, held), (300 + hold_ms, held)])


def pad_force_click_at(dev, click, deep, hold_ms=450, lean=None):
    """A force click: clicks (held at `click` for 200 ms; leaning in as `pad_leaning_click_at` from
    `lean` when given), presses deeper to `deep` within 200 ms, holds, eases back and lets go."""
    start = [(60, lean), (300, click), (400, click)] if lean is not None else [(60, click), (260, click)]
    t = start[-1][0]
    return lambda t0, x, y: pad_press(dev, t0, x, y, start + [(t + 200, deep), (t + 200 + hold_ms, deep),
                                                              (t + 350 + hold_ms, click)])


def pad_pop_at(dev, click, deep, pop, lean=None):
    """A pop: clicks, presses deeper to `deep` and holds 350 ms, then deeper still to `pop` within
    120 ms, holds 150 ms and lets go."""
    start = [(60, lean), (300, click), (400, click)] if lean is not None else [(60, click), (220, click)]
    t = start[-1][0]
    return lambda t0, x, y: pad_press(dev, t0, x, y, start + [(t + 200, deep), (t + 550, deep), (t + 670, pop),
                                                              (t + 820, pop), (t + 900, click)])


def pad_tap_at(dev):
    """A tap-to-click: light, still, and the button never goes down."""
    tap = dev.levels["tap"]
    return lambda t0, x, y: pad_finger(dev, t0, x, y, [(0, 0, 0, 0.4 * tap), (25, 0, 0, tap), (70, 0, 0, tap),
                                                        (90, 0, 0, 0.3 * tap)])


def pad_drag_at(dev, held):
    """A click that drags 10 mm right with the button down."""
    return lambda t0, x, y: pad_press(dev, t0, x, y, [(60, held), (160, held), (460, held)], slide_mm=10)


def pad_with_thumb(dev, make):
    """`make` while a thumb rests at the pad's bottom edge from 100 ms before to 100 ms after it."""
    def both(t0, x, y):
        finger = make(t0 + 100, x, y)
        rest = dev.levels["rest"]
        thumb = pad_finger(dev, t0, 0.2, 0.92, [(0, 0, 0, 0.5 * rest), (40, 0, 0, rest),
                                                ((finger.end_us / 1000) - t0 + 60, 0, 0, rest),
                                                ((finger.end_us / 1000) - t0 + 100, 0, 0, 0.5 * rest)], palm=True)
        return [thumb, finger]
    return both


def clickpad_calibration(dev):
    """An ordinary user of the Synaptics clickpad through `peekpop calibrate`, with four presses that
    are no use (asked again): a tap-to-click among the clicks, a click that drags, a force click with
    a thumb resting on the pad, and a force click no deeper than the heaviest ordinary clicks."""
    lv, says = dev.levels, dev.says
    clicks = [pad_click_at(dev, lv["held"]), pad_click_at(dev, 86), pad_heavy_click_at(dev, lv["overshoot"], lv["heavy"]),
              pad_tap_at(dev), pad_click_at(dev, 80), pad_drag_at(dev, lv["held"]), pad_heavy_click_at(dev, 130, 116)]
    forces = [pad_force_click_at(dev, lv["held"], deep) for deep in (155, 150)]
    forces += [pad_with_thumb(dev, pad_force_click_at(dev, lv["held"], 158)), pad_force_click_at(dev, lv["held"], 160),
               pad_force_click_at(dev, lv["held"], 124)]
    forces += [pad_force_click_at(dev, lv["held"], deep) for deep in (152, 157)]
    pops = [pad_pop_at(dev, lv["held"], lv["peek"], pop) for pop in (200, 210, 205, 198, 212)]
    return calibration_sequence(
        "calibration",
        f"follows `peekpop calibrate` on a touchpad, one finger at a time: 5 ordinary clicks (held at 80-86 of "
        f"255, two heavy ones landing at {says('overshoot')} and 130 and settling at {says('heavy')} and "
        f"116), among them a tap-to-click (no BTN_LEFT: asked again) and a click that drags 10 mm (asked again); 5 "
        f"force clicks (clicked at {says('held')}, pressed on to 150-160 and held 450 ms), among them one with a "
        f"thumb resting on the pad (two contacts: asked again) and one pressed only to 124, no deeper than the "
        f"heaviest clicks (asked again); then 5 pops (pressed to {says('peek')}, then on to 198-212)",
        clicks + forces + pops, spacing=PAD_CALIBRATION_SPACING_MS)


# A heavy-handed user of the same clickpad: every click leans in after it has settled.
HEAVY_LEAN, HEAVY_HELD, HEAVY_DEEP, HEAVY_POP = 100, 150, 218, 246


def heavy_clickpad_calibration(dev):
    """A heavy-handed user: clicks lean in to 148-158 of 255 after the click has settled (the
    defaults take that for a force click) or land hard (overshooting to 184-188); force clicks go
    to 210-220, pops to 243-250 (past the defaults' pop level, which every force click would reach)."""
    clicks = [pad_leaning_click_at(dev, HEAVY_LEAN, held) for held in (158, 150)]
    clicks += [pad_heavy_click_at(dev, 188, HEAVY_HELD), pad_leaning_click_at(dev, HEAVY_LEAN, 148),
               pad_heavy_click_at(dev, 184, 152)]
    forces = [pad_force_click_at(dev, HEAVY_HELD, deep, lean=HEAVY_LEAN) for deep in (215, 210, 220, 212, HEAVY_DEEP)]
    pops = [pad_pop_at(dev, HEAVY_HELD, 215, pop, lean=HEAVY_LEAN) for pop in (245, 248, 243, 250, HEAVY_POP)]
    return calibration_sequence(
        "calibration-heavy",
        "follows `peekpop calibrate` on a touchpad with a heavy hand: 5 ordinary clicks, three that lean in "
        f"after the click (the button goes down on the way to {HEAVY_LEAN} of 255, then on to 148-158 by 300 ms, "
        "past the default force click level) and two that land hard (overshooting to 184-188, settling at "
        f"150-152); 5 force clicks (leaning in to {HEAVY_HELD}, then pressed on to 210-220 and held 450 ms); "
        "5 pops (on to 215, then 243-250)",
        clicks + forces + pops, spacing=PAD_CALIBRATION_SPACING_MS)


def clickpad_calibration_overlapping(dev):
    lv = dev.levels
    return calibration_sequence(
        "calibration-overlapping",
        "follows `peekpop calibrate` on a touchpad but pops no deeper than it force-clicks: ordinary clicks "
        "held at 80-86 of 255, force clicks pressed on to 150-160, pops pressed to 150 and then only to 158-170: "
        "force clicks and pops overlap",
        [pad_click_at(dev, held) for held in (82, 86, 80, 84, 82)]
        + [pad_force_click_at(dev, lv["held"], deep) for deep in (155, 160, 150, 158, 152)]
        + [pad_pop_at(dev, lv["held"], 150, pop) for pop in (165, 158, 170, 162, 168)],
        spacing=PAD_CALIBRATION_SPACING_MS)


def pressure_pad_calibration(dev):
    lv, says = dev.levels, dev.says
    return calibration_sequence(
        "calibration",
        f"follows `peekpop calibrate` on a touchpad whose pressure is in grams: 5 ordinary clicks (held at "
        f"250-280 g, one heavy one landing at {says('overshoot')} and settling at {says('heavy')}), 5 force clicks "
        f"(clicked at {says('held')}, pressed on to 510-540 g and held 450 ms), then 5 pops (to {says('peek')}, "
        f"then on to 720-760 g)",
        [pad_click_at(dev, held) for held in (260, 280)] + [pad_heavy_click_at(dev, lv["overshoot"], lv["heavy"])]
        + [pad_click_at(dev, held) for held in (250, 270)]
        + [pad_force_click_at(dev, lv["held"], deep) for deep in (520, 540, 510, 530, 525)]
        + [pad_pop_at(dev, lv["held"], lv["peek"], pop) for pop in (740, 760, 720, 750, 730)],
        spacing=PAD_CALIBRATION_SPACING_MS)


def heavy_clickpad_checks(dev):
    """What the heavy-handed user does later, with the profile calibrated on their session; the
    defaults misfire on the first two."""
    click = Scenario("heavy-hand-click",
                     f"clicks as a heavy hand does: the button goes down on the way to {HEAVY_LEAN} of 255, the finger "
                     f"leans on to 158 by 300 ms and holds 500 ms, then lets go: an ordinary click",
                     [pad_leaning_click_at(dev, HEAVY_LEAN, 158, hold_ms=500)(0, 0.5, 0.5)], [])
    click.with_defaults = "a force click (peek began, peek ended): 158 is past the default level and its click's own force and rise"
    force = Scenario("heavy-hand-force-click",
                     f"force-clicks with a heavy hand: leans in to {HEAVY_HELD} of 255, presses on to {HEAVY_DEEP} and "
                     f"holds 450 ms, eases back and lets go: a preview, no pop",
                     [pad_force_click_at(dev, HEAVY_HELD, HEAVY_DEEP, lean=HEAVY_LEAN)(0, 0.5, 0.5)],
                     ["finger peek began", "finger peek ended"])
    force.with_defaults = "a peek already while leaning in, then a pop (peek began, pop recognized): " \
                          f"{HEAVY_DEEP} is past the default pop level"
    pop = Scenario("heavy-hand-pop",
                   f"pops with a heavy hand: leans in to {HEAVY_HELD} of 255, presses on to 215 and holds 350 ms, "
                   f"then on to {HEAVY_POP}",
                   [pad_pop_at(dev, HEAVY_HELD, 215, HEAVY_POP, lean=HEAVY_LEAN)(0, 0.5, 0.5)],
                   ["finger peek began", "finger pop recognized"])
    pop.with_defaults = "the same gestures, but the pop as soon as it presses on to 215"
    for check in (click, force, pop):
        check.calibrated_from = "calibration-heavy"
    return [click, force, pop]


# The touchpads' guided sequences: the ordinary user's sessions are checked against the pad's own ten
# scenarios (their .expected) with the calibrated profile; the heavy hand's against heavy_clickpad_checks.
SCENARIOS = {
    SYNAPTICS_CLICKPAD: ([clickpad_calibration(SYNAPTICS_CLICKPAD), heavy_clickpad_calibration(SYNAPTICS_CLICKPAD),
                          clickpad_calibration_overlapping(SYNAPTICS_CLICKPAD)], heavy_clickpad_checks(SYNAPTICS_CLICKPAD)),
    PRESSURE_PAD: ([pressure_pad_calibration(PRESSURE_PAD)], []),
}
