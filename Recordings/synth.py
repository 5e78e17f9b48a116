#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write peekpop's SYNTHETIC recordings and the gestures each one is meant to produce.

No public touchscreen recording has ABS_MT_PRESSURE, so peekpop makes its own: five made-up
devices (named "peekpop synthetic ...") and a set of scenarios, each written as an evemu 1.3 file
(description embedded) beside a `.expected` file listing the gestures the user intends. Two
scenarios are also written as `libinput record` YAML (version 1). The events follow the kernel's
rules: values that did not change are not sent, ABS_MT_SLOT only precedes a slot whose values
change, empty frames are dropped, the single-touch emulation (BTN_TOUCH, BTN_TOOL_*, ABS_X/Y,
ABS_PRESSURE) follows the oldest contact, as input_mt_report_pointer_emulation() does.

Three made-up clickpads that report pressure (issue 21: force click) have ten scenarios each: two
deliberate force clicks and eight everyday uses that must give nothing. Their BTN_LEFT goes where
their kernel driver puts it (hid-magicmouse, psmouse, hid-multitouch) and follows the clicking
finger's force with hysteresis; their force levels are in the Touchpad docstring (synthetic/device.py). Two of them also
have the guided sequence of `peekpop calibrate` (calibration/: an ordinary user, a heavy hand whose
later use the defaults misfire on, and one whose classes overlap).

    python3 Recordings/synth.py          # regenerate everything below Recordings/
    python3 Recordings/synth.py --check  # exit 1 if a committed file differs from what this writes

Standard library only and deterministic: every pseudo-random jitter comes from a generator seeded
with the output file's name, so the files are byte-identical on every run. This file is the command
line; the devices, the scenarios by device family, the kernel side and the file formats are the
package beside it (synthetic/, its __init__ lists the modules).
"""

import argparse
import sys
from pathlib import Path

from synthetic.catalogue import all_files
from synthetic.labels import COMMAND
from synthetic.readme_table import readme_table, with_table

HERE = Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the committed files instead of writing")
    args = parser.parse_args()
    files = all_files()
    readme_path = HERE / "README.md"
    readme = with_table(readme_path.read_text(), readme_table(files))
    wanted = dict(files)
    wanted["README.md"] = readme
    if args.check:
        stale = [p for p, text in wanted.items() if not (HERE / p).is_file() or (HERE / p).read_text() != text]
        known = {p for p in wanted}
        extra = [str(p.relative_to(HERE)) for p in HERE.rglob("*")
                 if p.suffix in (".events", ".expected", ".yml", ".calibrated") and str(p.relative_to(HERE)) not in known]
        for p in stale:
            print(f"out of date: Recordings/{p}", file=sys.stderr)
        for p in extra:
            print(f"not made by synth.py: Recordings/{p}", file=sys.stderr)
        if stale or extra:
            print(f"run `{COMMAND}` to regenerate", file=sys.stderr)
            return 1
        print(f"{len(wanted)} files up to date")
        return 0
    for p, text in wanted.items():
        (HERE / p).parent.mkdir(parents=True, exist_ok=True)
        (HERE / p).write_text(text)
    print(f"wrote {len(wanted)} files below Recordings/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
