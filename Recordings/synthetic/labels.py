# SPDX-License-Identifier: MIT
"""The comment blocks that label every file SYNTHETIC: the recording's header, and the `.expected`
and `.calibrated` files beside it.
"""

# The maker every file names: the one command, whichever module wrote the file.
COMMAND = "python3 Recordings/synth.py"


def expected_text(scenario, recording):
    lines = [f"# SYNTHETIC: the gestures the user means in {recording} (made by {COMMAND}).",
             f"# The user {scenario.does}.",
             "# One line per gesture event in order, `changed` phases left out."]
    if not scenario.expected:
        lines.append("# Nothing at all must be recognised.")
    return "\n".join(lines + scenario.expected) + "\n"


def recording_header(dev, scenario):
    return ["SYNTHETIC recording: written by a script, not recorded from hardware.",
            f"Made by: {COMMAND}  (peekpop, Recordings/README.md)",
            f"Device: {dev.name}: {dev.summary}.",
            f"Scenario: {scenario.name}. The user {scenario.does}.",
            "Expected gestures: the .expected file beside this one.", ""]


def calibrated_text(scenario, recording, dev):
    source = getattr(scenario, "calibrated_from", "calibration")
    defaults = getattr(scenario, "with_defaults", None)
    lines = [f"# SYNTHETIC: the gestures the user means in {recording} (made by {COMMAND}),",
             f"# recognised with the profile `peekpop calibrate --from {dev.slug}.{source}.events` writes;",
             "# the default thresholds recognise no peek and no pop here." if defaults is None
             else f"# the default levels give {defaults}.",
             f"# The user {scenario.does}.",
             "# One line per gesture event in order, `changed` phases left out."]
    return "\n".join(lines + scenario.expected) + "\n"
