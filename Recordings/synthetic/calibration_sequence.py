# SPDX-License-Identifier: MIT
"""The guided sequence of `peekpop calibrate`, shared by every device that is calibrated: one
contact per press, in order, each at its own place.
"""

from .scenario import Scenario


CALIBRATION_SPACING_MS = 800


def calibration_sequence(name, does, presses, spacing=CALIBRATION_SPACING_MS):
    """One contact per press (a press that is no use may add another: a resting thumb), in order,
    `spacing` ms apart, each at its own place."""
    strokes = []
    for n, make in enumerate(presses):
        x, y = 0.3 + 0.1 * (n % 5), 0.3 + 0.1 * (n // 5 % 4)
        made = make(n * spacing, x, y)
        strokes += made if isinstance(made, list) else [made]
    return Scenario(name, does, strokes, [])
