# SPDX-License-Identifier: MIT
"""The table in Recordings/README.md of every recording, what the user does and the gestures it
must give, and of every device.
"""

from .devices import CALIBRATION_DEVICES, DEVICES, TOUCHPADS


TABLE_BEGIN, TABLE_END = "<!-- BEGIN synth.py table -->", "<!-- END synth.py table -->"


def readme_table(files):
    rows = ["| file | the user | expected |", "|---|---|---|"]
    expected = dict(files)
    for path, text in files:
        stem = path.rsplit(".", 1)[0]
        if path.endswith((".expected", ".calibrated")):
            continue
        exp = expected.get(stem + ".expected") or expected.get(stem + ".calibrated")
        scenario_line = next(l for l in text.splitlines() if l.startswith("# Scenario: "))
        does = scenario_line.split(". The user ", 1)[1].rstrip(".")
        if exp is None:
            outcome = "(calibrated from)"
        else:
            gestures = [l for l in exp.splitlines() if l and not l.startswith("#")]
            outcome = "<br>".join(gestures) if gestures else "(nothing)"
            if path.startswith("calibration/"):
                outcome += " (with the calibrated profile)"
        rows.append(f"| `{path}` | {does} | {outcome} |")
    rows.append("")
    rows.append("| device | parameters |")
    rows.append("|---|---|")
    rows += [f"| `{d.slug}` ({d.name}) | {d.summary} |" for d in DEVICES + TOUCHPADS + CALIBRATION_DEVICES]
    return "\n".join(rows)


def with_table(readme, table):
    head, rest = readme.split(TABLE_BEGIN, 1)
    _, tail = rest.split(TABLE_END, 1)
    return f"{head}{TABLE_BEGIN}\n{table}\n{TABLE_END}{tail}"
