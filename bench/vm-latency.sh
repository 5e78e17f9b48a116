#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Latency and CPU of `peekpop run` beside `libinput debug-events`, on real kernel evdev in the VM
# (Tests/VM/run.sh --bench: one boot, QEMU TCG). Each tool runs alone on a fresh uinput device
# playing a recording, in short rounds that alternate the tools (bench/latency/guest.sh): the demo
# twice to each, and bench/generate.py's ten fingers at 240 Hz as $LATENCY_MINUTES minutes
# (default 1) of 10-second files, each played once to each tool. bench/latency/probe.c measures in
# the guest, bench/latency/table.py pools the rounds into the table:
#
#   latency  per frame that made the tool print something: from the kernel timestamp of its
#            SYN_REPORT to the moment a client read the first line it caused. peekpop: a gesture
#            line on its Unix socket; libinput: the first touch event line (TOUCH_DOWN, _MOTION,
#            _UP, _FRAME) it printed on a pty. peekpop prints only gestures (a few frames of the
#            stream make one: all in its one-finger stretches), libinput prints every touch of
#            every frame; so the table also gives both on the same frames, those where peekpop
#            printed, with libinput's latency on exactly those frames.
#   timers   lines whose time is no frame's: peekpop's deadlines (hold-to-peek), measured from the
#            deadline to the read. Touchscreens give libinput no timers: there, such a line
#            belongs to a frame the probe lost (the `overflows` count says when).
#   CPU      utime+stime of the tool: idle (device present, no event, about 10 s) and during the
#            stream, per second of stream.
#   syscalls system calls per frame read, by `strace -c -f` in one more round of each tool (not
#            timed: strace slows a tool many times over).
#
#   bench/vm-latency.sh
#   LATENCY_MINUTES=0.5 bench/vm-latency.sh
#
# Exits non-zero when the VM run or any measurement failed.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh gcc libc6-dev python3 strace
status=0
# About 20 s a round under TCG, with the boot: more than Tests/VM/run.sh's default for long streams.
VM_TIMEOUT=${VM_TIMEOUT:-$(python3 -c "import sys; print(600 + round(float(sys.argv[1]) * 6 * 2 * 30))" "${LATENCY_MINUTES:-1}")} \
    Tests/VM/run.sh --bench || status=$?
results=.build-vm/vm/results.txt

python3 bench/latency/table.py "$results" || status=1
exit "$status"
