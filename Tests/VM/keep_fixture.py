# SPDX-License-Identifier: MIT
"""Keeps what a real desktop-suite case left as a fixture of the verdicts' tests (verdict_test.py).

usage: python3 Tests/VM/keep_fixture.py CASE_DIR NAME
  CASE_DIR: a case's folder of a run (.build-vm/desktop/share/CASE, or CASE.try-N)
  NAME:     the fixture's folder under Tests/VM/fixtures/

Copies the files guest/verdict.py reads, and the witness's log cut to the case (from 10 s before
its first frame to 2 minutes after its last): the whole boot's log is the whole suite's.
"""
import glob
import os
import shutil
import sys

READ = ["beacon.log", "window.events", "daemon.out", "touch.trace", "paint.trace",
        "played.*.events", "frames.*.txt", "replayed.*.events"]


def main(case_dir, name):
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures", name)
    os.makedirs(target, exist_ok=True)
    for pattern in READ:
        for path in glob.glob(os.path.join(case_dir, pattern)):
            shutil.copy(path, target)
    kernel_times = [float(line.split()[2]) for path in glob.glob(os.path.join(case_dir, "frames.*.txt"))
                    for line in open(path) if line.strip()]
    if not kernel_times:
        sys.exit(f"keep_fixture: {case_dir}: no frames.N.txt: not a desktop case's folder")
    start, end = min(kernel_times) - 10, max(kernel_times) + 120
    with open(os.path.join(case_dir, "witness.log")) as log, open(os.path.join(target, "witness.log"), "w") as kept:
        for line in log:
            fields = line.split()
            if fields and fields[0] == "start" or len(fields) == 3 and start <= float(fields[1]) <= end:
                kept.write(line)
    print(f"kept {case_dir} as {target}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
