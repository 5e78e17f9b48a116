# SPDX-License-Identifier: MIT
# The latency bench's guest side (/vm/bench/latency.sh; bench/vm-latency.sh boots it with
# Tests/VM/run.sh --bench): each tool alone on a fresh uinput device playing the same recording,
# read by latency-probe (bench/latency/probe.c), which prints one line of numbers; the case sends it
# to the host as `bench NAME TOOL NUMBERS`. peekpop is `peekpop run` read on its socket; libinput
# is `libinput debug-events --device NODE` with its stdout on a pty (line-buffered, as in a
# terminal; into a pipe it would hold 4 KiB before writing anything).

CASE_TIMEOUT=300
LIBINPUT_DEBUG_EVENTS=/usr/libexec/libinput/libinput-debug-events
DEMO=$REC/demo/pressure-touchscreen.demo.events
STREAM=/vm/bench/stream.events
# Seconds the player waits before the first event: udev, the tool and the probe open the device,
# then the probe's idle window (from 2 s after it started to the first event: about 10 s).
STREAM_DELAY=13
DEMO_DELAY=3

# measure TOOL NAME FILE DELAY: plays FILE into a new device and measures TOOL on it.
measure() {
    tool=$1 name=$2 file=$3 delay=$4
    [ -e /dev/pts/ptmx ] || { mkdir -p /dev/pts && mount -t devpts devpts /dev/pts; } || fail "cannot mount devpts"
    if [ "$tool" = peekpop ]; then
        peekpop run --socket /run/bench.sock > /tmp/run.out 2>&1 &
        daemon=$!
        echo "$daemon" >> /tmp/case.pids
        sleep 1
        [ -S /run/bench.sock ] || { cat /tmp/run.out; fail "peekpop run made no socket"; }
    fi
    play "$file" --delay "$delay" || fail "the player did not create a device for $file"
    udevadm settle --timeout=10
    if [ "$tool" = peekpop ]; then
        latency-probe "$DEVNODE" --socket /run/bench.sock --pid "$daemon" > /tmp/probe.out 2> /tmp/probe.err
    else
        latency-probe "$DEVNODE" --libinput "$LIBINPUT_DEBUG_EVENTS" --device "$DEVNODE" > /tmp/probe.out 2> /tmp/probe.err
    fi
    status=$?
    cat /tmp/probe.out /tmp/probe.err
    [ "$tool" = peekpop ] && cat /tmp/run.out
    wait_player || fail "the player failed on $file"
    [ $status -eq 0 ] || fail "latency-probe failed on $tool (status $status)"
    emit "bench $name $tool $(cat /tmp/probe.out)"
}

case_latency_demo_peekpop() { measure peekpop demo "$DEMO" "$DEMO_DELAY"; }
case_latency_demo_libinput() { measure libinput demo "$DEMO" "$DEMO_DELAY"; }
case_latency_stream_peekpop() { measure peekpop stream "$STREAM" "$STREAM_DELAY"; }
case_latency_stream_libinput() { measure libinput stream "$STREAM" "$STREAM_DELAY"; }
