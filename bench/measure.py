#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run one command with stdout to /dev/null; print "WALL_SECONDS PEAK_RSS_KB".

    python3 bench/measure.py CMD [ARG...]

Peak RSS is getrusage(RUSAGE_CHILDREN).ru_maxrss, which covers only the command because this
process starts nothing else. Exits with the command's status, so a failing run fails the caller.
"""

import resource
import subprocess
import sys
import time

start = time.perf_counter()
status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL).returncode
wall = time.perf_counter() - start
if status != 0:
    print(f"measure.py: {' '.join(sys.argv[1:])} exited with {status}", file=sys.stderr)
    sys.exit(status)
print(f"{wall:.4f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}")
