# SPDX-License-Identifier: MIT
"""The unit every family module hands over: one recording, as strokes, words and expected gestures."""

class Scenario:
    """A recording to write: strokes, what the user does, and the gestures that must come out."""

    def __init__(self, name, does, strokes, expected, drop=None):
        self.name = name
        self.does = does
        self.strokes = strokes
        self.expected = expected
        self.drop = drop    # (first dropped frame index, frames dropped) for SYN_DROPPED
