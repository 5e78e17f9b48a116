# SPDX-License-Identifier: MIT
"""Every file below Recordings/ that synth.py writes, as (relative path, text), in order."""

import random
import zlib
from io import StringIO
from pathlib import Path

from . import pen_calibration, pens, touchpad_calibration, touchpads, touchscreen_calibration, touchscreens
from .demo import demo, overview_focus, preview_actions
from .devices import DEVICES, PEN_TABLET, PRESSURE_TOUCHSCREEN, TOUCHPADS
from .emitter import frames
from .evdev_codes import ABS_PRESSURE, EV_ABS
from .evemu import write_evemu
from .labels import calibrated_text, expected_text, recording_header
from .libinput_record import write_libinput_record
from .pens import pen_peek_pop
from .scenario import Scenario
from .strokes import Stroke
from .touchscreens import peek_pop, tap

# Each device's scenarios (written in the order of DEVICES, then TOUCHPADS), and each calibrated
# device's (guided sequences, later use), written in this order: the README's table follows both.
SCENARIOS = {**touchscreens.SCENARIOS, **pens.SCENARIOS, **touchpads.SCENARIOS}
CALIBRATION_SCENARIOS = {**touchscreen_calibration.SCENARIOS, **pen_calibration.SCENARIOS,
                         **touchpad_calibration.SCENARIOS}


def seeded(name):
    """The jitter and noise of one output file, seeded with its name so that every run writes the same bytes."""
    return random.Random(zlib.crc32(name.encode()))


def evemu_file(dev, scenario, folder):
    """(relative path, text) of the recording and of its .expected file."""
    base = f"{folder}/{dev.slug}.{scenario.name}"
    # A device without pressure never hints (docs/PROTOCOL.md).
    assert dev.has(EV_ABS, ABS_PRESSURE) or not any(" hint " in line for line in scenario.expected), base
    text = StringIO()
    write_evemu(dev, recording_header(dev, scenario),
                frames(dev, scenario.strokes, seeded(base), scenario.drop), text)
    return [(base + ".events", text.getvalue()),
            (base + ".expected", expected_text(scenario, Path(base).name + ".events"))]


def libinput_record_files():
    """Two YAML recordings: one device, and two devices (touchscreen and pen tablet) on one clock."""
    files = []
    single = peek_pop()
    base = f"libinput-record/{PRESSURE_TOUCHSCREEN.slug}.{single.name}"
    text = StringIO()
    write_libinput_record([(PRESSURE_TOUCHSCREEN, list(frames(PRESSURE_TOUCHSCREEN, single.strokes, seeded(base))))],
                          recording_header(PRESSURE_TOUCHSCREEN, single), text)
    files += [(base + ".yml", text.getvalue()), (base + ".expected", expected_text(single, Path(base).name + ".yml"))]

    finger_tap, pen_pop, finger_pop = tap(), pen_peek_pop(), peek_pop()
    finger_strokes = [Stroke([(t + 200, *r) for t, *r in s.keys]) for s in finger_tap.strokes]
    finger_strokes += [Stroke([(t + 3200, *r) for t, *r in s.keys]) for s in finger_pop.strokes]
    pen_strokes = [Stroke([(t + 800, *r) for t, *r in s.keys]) for s in pen_pop.strokes]
    mixed = Scenario("tap-pen-pop-finger-pop",
                     "taps the touchscreen lightly, then peeks and pops with the pen on the tablet, then peeks "
                     "and pops with a finger on the touchscreen (both devices recorded together, one clock)",
                     finger_strokes + pen_strokes, finger_tap.expected + pen_pop.expected + finger_pop.expected)
    base = f"libinput-record/{PRESSURE_TOUCHSCREEN.slug}+{PEN_TABLET.slug}.{mixed.name}"
    header = recording_header(PRESSURE_TOUCHSCREEN, mixed)
    header.insert(3, f"Device: {PEN_TABLET.name}: {PEN_TABLET.summary}.")
    text = StringIO()
    write_libinput_record([(PRESSURE_TOUCHSCREEN, list(frames(PRESSURE_TOUCHSCREEN, finger_strokes, seeded(base + "/touch")))),
                           (PEN_TABLET, list(frames(PEN_TABLET, pen_strokes, seeded(base + "/pen"))))], header, text)
    files += [(base + ".yml", text.getvalue()), (base + ".expected", expected_text(mixed, Path(base).name + ".yml"))]
    return files


def calibration_files():
    """calibration/: each device's guided sequences (no expectation: they are calibrated from) and
    recordings of later use with the gestures the calibrated profile must give (`.calibrated`)."""
    files = []
    for dev, (sequences, checks) in CALIBRATION_SCENARIOS.items():
        for scenario in sequences + checks:
            base = f"calibration/{dev.slug}.{scenario.name}"
            header = recording_header(dev, scenario)
            header[4] = ("Calibrate from it: peekpop calibrate --from FILE --output PROFILE." if scenario in sequences
                         else "Expected gestures, with the profile calibrated on this device: the .calibrated file beside this one.")
            text = StringIO()
            write_evemu(dev, header, frames(dev, scenario.strokes, seeded(base), scenario.drop), text)
            files.append((base + ".events", text.getvalue()))
            if scenario in checks:
                files.append((base + ".calibrated", calibrated_text(scenario, Path(base).name + ".events", dev)))
    return files


def all_files():
    files = []
    for dev in DEVICES + TOUCHPADS:
        for scenario in SCENARIOS[dev]:
            files += evemu_file(dev, scenario, dev.slug)
    files += evemu_file(PRESSURE_TOUCHSCREEN, demo(), "demo")
    files += evemu_file(PRESSURE_TOUCHSCREEN, preview_actions(), "demo")
    files += evemu_file(PRESSURE_TOUCHSCREEN, overview_focus(), "demo")
    files += libinput_record_files()
    files += calibration_files()
    return files
