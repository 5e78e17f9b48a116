# SPDX-License-Identifier: MIT
# The latency bench's guest side (/vm/bench/latency.sh; bench/vm-latency.sh boots it with
# Tests/VM/run.sh --bench). Each measurement is a round: one tool alone on a fresh uinput device
# playing one recording, read by latency-probe (bench/latency/probe.c), whose two lines the case
# sends to the host as `bench NAME ROUND TOOL NUMBERS` and `frames NAME ROUND TOOL LATENCIES`.
# peekpop is `peekpop run` read on its socket; libinput is `libinput debug-events --device NODE`
# with its stdout on a pty (line-buffered, as in a terminal; into a pipe it would hold 4 KiB
# before writing anything).
#
# Fair to both tools, as far as one VM on a shared host can be:
# - Short rounds, the tools alternating ABBA (peekpop then libinput, libinput then peekpop, ...):
#   load that comes and goes on the host falls on both alike, and neither always goes first. The
#   10-finger stream is initramfs.sh's files of ROUND seconds each (different fingers in each),
#   every file played once to each tool; the demo is played twice to each.
# - The same frames: both tools of a file see the same frames in the same order, so the table
#   also compares them on the frames where peekpop printed (bench/latency/table.py).

DEMO=$REC/demo/pressure-touchscreen.demo.events
STREAMS=$(ls /vm/bench/stream-*.events)
# Seconds the player waits before the first event: udev, the tool and the probe open the device.
# The first round of each tool waits longer, for the probe's idle window (from 2 s after it
# started to the first event: about 10 s).
DELAY=3
IDLE_DELAY=13
# A round takes its recording, the delay and about 5 s more under TCG.
CASE_TIMEOUT=$((120 + 40 * $(echo "$STREAMS" | wc -l)))
LIBINPUT_DEBUG_EVENTS=/usr/libexec/libinput/libinput-debug-events

# probe_round TOOL FILE DELAY [WRAPPER...]: plays FILE into a new device while TOOL runs (under
# WRAPPER, a command such as strace, when given) and latency-probe measures it: its figures in
# /tmp/probe.out, its notes in /tmp/probe.err, peekpop's own output in /tmp/run.out. Returns the
# probe's status.
probe_round() {
    tool=$1 file=$2 delay=$3
    shift 3
    rm -f /run/bench.sock
    if [ "$tool" = peekpop ]; then
        "$@" peekpop run --socket /run/bench.sock > /tmp/run.out 2>&1 &
        daemon=$!
        echo "$daemon" >> /tmp/case.pids
        # A wrapped daemon starts slower.
        if [ $# -gt 0 ]; then sleep 2; else sleep 1; fi
        [ -S /run/bench.sock ] || { cat /tmp/run.out; fail "peekpop run${1:+ under $1} made no socket"; }
    fi
    play "$file" --delay "$delay" || fail "the player did not create a device for $file"
    udevadm settle --timeout=10
    if [ "$tool" = peekpop ]; then
        latency-probe "$DEVNODE" --socket /run/bench.sock --pid "$daemon" > /tmp/probe.out 2> /tmp/probe.err
        probed=$?
        kill "$daemon" 2>/dev/null
        wait "$daemon" 2>/dev/null
    else
        latency-probe "$DEVNODE" --libinput "$@" "$LIBINPUT_DEBUG_EVENTS" --device "$DEVNODE" > /tmp/probe.out 2> /tmp/probe.err
        probed=$?
    fi
    wait_player || fail "the player failed on $file"
    return $probed
}

# measure TOOL NAME ROUND FILE DELAY: plays FILE into a new device and measures TOOL on it.
measure() {
    tool=$1 name=$2 round=$3 file=$4 delay=$5
    [ -e /dev/pts/ptmx ] || { mkdir -p /dev/pts && mount -t devpts devpts /dev/pts; } || fail "cannot mount devpts"
    probe_round "$tool" "$file" "$delay"
    status=$?
    head -n 1 /tmp/probe.out
    cat /tmp/probe.err
    [ "$tool" = peekpop ] && cat /tmp/run.out
    [ $status -eq 0 ] || fail "latency-probe failed on $tool (status $status)"
    emit "bench $name $round $tool $(sed -n 1p /tmp/probe.out)"
    emit "frames $name $round $tool $(sed -n 2p /tmp/probe.out)"
}

# rounds NAME FILE...: each file once to each tool, the tool that goes first alternating.
rounds() {
    name=$1
    shift
    round=0
    for file in "$@"; do
        if [ $((round % 2)) -eq 0 ]; then order="peekpop libinput"; else order="libinput peekpop"; fi
        delay=$DELAY
        [ $round -eq 0 ] && delay=$IDLE_DELAY
        for tool in $order; do measure "$tool" "$name" "$round" "$file" "$delay"; done
        round=$((round + 1))
    done
}

case_latency_demo() { rounds demo "$DEMO" "$DEMO"; }
case_latency_stream() { rounds stream $STREAMS; }

# System calls per frame (`strace -c -f`): one more round of the first stream file for each tool,
# under strace, measured by nobody (strace slows the tool many times over). The probe is the
# client, as in the rounds: peekpop's lines go to its socket, libinput's to a pty. Sent as
# `syscalls TOOL frames=N` and `syscalls TOOL NAME CALLS ERRORS` lines.
# -I 2: with -o FILE strace would never let SIGTERM through (it would trace on for ever); this
# way it passes SIGTERM on to the tool, writes its summary and exits.
STRACE="-c -f -I 2 -o /tmp/strace.out"
traced() {
    tool=$1
    rm -f /tmp/strace.out
    # The probe's status is not this round's business: strace slows the tool many times over.
    probe_round "$tool" "$(echo "$STREAMS" | head -n 1)" "$DELAY" /usr/bin/strace $STRACE || true
    cat /tmp/strace.out
    [ -s /tmp/strace.out ] || fail "strace wrote no summary for $tool"
    emit "syscalls $tool $(sed -n 1p /tmp/probe.out | tr ' ' '\n' | grep '^frames=')"
    # strace -c rows: % time, seconds, usecs/call, calls, [errors,] syscall.
    awk '$1 ~ /^[0-9.]+$/ && NF >= 5 && $NF != "total" { print $NF, $4, (NF == 6 ? $5 : 0) }' /tmp/strace.out |
        while read -r name calls errors; do emit "syscalls $tool $name $calls $errors"; done
}

case_latency_syscalls() {
    command -v strace > /dev/null || { echo "no strace in the VM: left out"; return 0; }
    traced peekpop
    traced libinput
}
