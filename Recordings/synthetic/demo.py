# SPDX-License-Identifier: MIT
"""The demo site's sessions on the pressure touchscreen (Recordings/demo/): the ten seconds `make run`
replays, a link preview's actions, and the tab overview's focus.
"""

from .force_profiles import LIGHT, PEEK, POP, TAP
from .scenario import Scenario
from .strokes import Stroke, path, press
from .touchscreens import edge_pan, peek_pop, peek_release, pinch_in, pinch_out, tap


def in_turn(parts):
    """The strokes and expected gestures of [(ms offset, Scenario), ...], each part moved to its offset."""
    strokes, expected = [], []
    for offset, part in parts:
        strokes += [Stroke([(t + offset, *rest) for t, *rest in s.keys]) for s in part.strokes]
        expected += part.expected
    return strokes, expected


def demo():
    """About ten seconds on the pressure touchscreen: tap, peek-release, peek-pop, edge-pan back, pinch."""
    strokes, expected = in_turn([(300, tap()), (1300, peek_release()), (3300, peek_pop()),
                                 (5600, edge_pan("left", True)), (7400, pinch_out())])
    return Scenario("demo", "taps a link, peeks at one and lets go, peeks at another and pops it, pans in "
                    "from the left edge to go back, then pinches out to zoom", strokes, expected)


def peek_slide_up(t0, x, y, then_pop=False):
    """A peek at (x, y) that slides 0.18 of the height up while held (revealing a preview's actions),
    then lifts, or pops where it ended up."""
    up = y - 0.18
    keys = [(0, x, y, 0.05), (40, x, y, LIGHT), (190, x, y, PEEK), (450, x, y, PEEK), (750, x, up, PEEK)]
    if then_pop:
        keys += [(890, x, up, PEEK), (1010, x, up, POP), (1110, x, up, POP), (1160, x, up, 0.05)]
    else:
        keys += [(900, x, up, PEEK), (950, x, up, 0.05)]
    return path(t0, keys)


# The rows of a link preview's actions (BrowserSession's PreviewLayout.revealed): their centres.
ACTION_ROWS = {"open": 0.6775, "open in new tab": 0.7675, "copy link": 0.8575, "share": 0.9475}


def preview_actions():
    """On the demo site's first page, the Apple Inc. link (centre 0.5, 0.5) peeked at and slid up
    each time: then a tap on Copy Link, on Share, on Open in New Tab, one beside the actions, and
    last a pop after the slide."""
    strokes, expected = [], []
    t = 300
    for row in ["copy link", "share", "open in new tab", None]:
        strokes.append(peek_slide_up(t, 0.5, 0.5))
        strokes.append(press(t + 1500, 0.5, ACTION_ROWS[row] if row else 0.3, TAP))
        expected += ["finger hint began", "finger peek began", "finger peek ended", "finger tap recognized"]
        t += 2200
    strokes.append(peek_slide_up(t, 0.5, 0.5, then_pop=True))
    expected += ["finger hint began", "finger peek began", "finger pop recognized"]
    return Scenario("preview-actions", "peeks at a link and slides up 0.18 of the height while pressing, lifts, "
                    "and taps where the preview's actions are (SYNTHETIC, for the demo site): Copy Link, then "
                    "Share, then Open in New Tab, then beside the actions; last slides up and pops",
                    strokes, expected)


def overview_focus():
    """On the demo site: the Apple Inc. link opened in a new tab (behind the first), a pinch-in
    (`pinch_in`, to 0.4) opening the tab overview, then a pinch-out on it that starts with both
    fingers over the first card (tab 1, the selected one: TabOverview with 2 tabs puts the cards at
    x 0.05-0.45 and 0.55-0.95, y 0.3-0.7), spreads in place (span 0.16 to 0.24: a pinch, not a
    scroll) and then on (to 0.40, x2.5) while moving right, so it is released with its focal point
    over the second card: the core focuses tab 2."""
    open_tab = Scenario("open-in-new-tab", "", [peek_slide_up(0, 0.5, 0.5),
                                                press(1500, 0.5, ACTION_ROWS["open in new tab"], TAP)],
                        ["finger hint began", "finger peek began", "finger peek ended", "finger tap recognized"])
    # As two_fingers: the second finger lands 16 ms after the first and lifts 20 ms before it.
    across = Scenario("pinch-out-across", "", [
        path(0, [(0, 0.17, 0.5, LIGHT), (40, 0.17, 0.5, LIGHT), (200, 0.13, 0.5, LIGHT), (540, 0.53, 0.5, LIGHT), (620, 0.53, 0.5, LIGHT)]),
        path(0, [(16, 0.33, 0.5, LIGHT), (40, 0.33, 0.5, LIGHT), (200, 0.37, 0.5, LIGHT), (540, 0.93, 0.5, LIGHT), (600, 0.93, 0.5, LIGHT)]),
    ], ["finger pinch began", "finger pinch ended scale>1"])
    strokes, expected = in_turn([(300, open_tab), (3000, pinch_in()), (4800, across)])
    return Scenario("overview-focus", "opens a link in a new tab from its preview's actions (SYNTHETIC, for the "
                    "demo site), pinches in to the tab overview, then pinches out starting over the first card "
                    "and moving right, released over the second", strokes, expected)
