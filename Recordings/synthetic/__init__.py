# SPDX-License-Identifier: MIT
"""peekpop's SYNTHETIC recordings by device family; `python3 Recordings/synth.py` writes them.

Shared pieces:
  evdev_codes        event codes and the names libevdev gives them
  device, devices    what a made-up device is, and the ten of them
  strokes, force_profiles, scenario
                     what the user does: strokes of keyframes, everyday force curves, a recording to write
  emitter            the kernel side: contacts to evdev frames, as each device's driver sends them
  evemu, libinput_record
                     the two file formats
  labels             the comment blocks that say SYNTHETIC and what the user does
Families (each with its scenarios; the calibrated ones with their `peekpop calibrate` sequences):
  touchscreens, touchscreen_calibration
  pens, pen_calibration
  touchpads, touchpad_calibration (clickpads that sense force, issue 21)
  demo               the demo site's sessions on the pressure touchscreen
  calibration_sequence  the guided sequence shared by every calibrated family
Output: catalogue (every file, in order) and readme_table (Recordings/README.md's table).

The names below are what the other generators build on (Recordings/everyday.py,
Recordings/everyday-touchpad.py, bench/generate.py).
"""

from .device import Device, Touchpad
from .devices import PRESSURE_TOUCHSCREEN, TOUCHPADS
from .emitter import Emitter, frames
from .evdev_codes import ABS_MT_PRESSURE
from .evemu import write_evemu
from .labels import recording_header
from .scenario import Scenario
from .strokes import Stroke

__all__ = ["ABS_MT_PRESSURE", "Device", "Emitter", "PRESSURE_TOUCHSCREEN", "Scenario", "Stroke", "TOUCHPADS",
           "Touchpad", "frames", "recording_header", "write_evemu"]
