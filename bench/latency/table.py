#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The latency bench's table, from the VM's results: for each round (bench/latency/guest.sh), a
`bench RECORDING ROUND TOOL KEY=VALUE...` line of the probe's figures and a
`frames RECORDING ROUND TOOL J:US ... t:US ...` line of every latency behind them.

    python3 bench/latency/table.py .build-vm/vm/results.txt

The rounds of a tool are pooled: percentiles over every frame that made it print, CPU over every
second of stream. "The same frames" compares the tools where peekpop printed: in each file played
to both (and read by the probe without an overflow, so frame J is the same frame for both), the
frames that gave a peekpop line, with libinput's latency on those very frames. peekpop prints on
few frames (gestures) and libinput on every frame with a touch, so the figures over all frames
time the two on different frames; the same-frame row does not.

Exits 1 when a measurement is missing.
"""

import math
import sys
from collections import defaultdict

TOOLS = ("peekpop", "libinput")
RECORDINGS = (("demo", "demo recording"), ("stream", "10 fingers, 240 Hz"))
# A window of at least this many seconds counts for idle CPU (the first round of each tool).
IDLE_WINDOW_S = 5


def read(path):
    """{(recording, tool): {round: figures}}, {(recording, tool): {round: (frames, timers)}} and
    {tool: {"frames": N, system call: (calls, errors)}} (the strace round)."""
    figures, latencies, syscalls = defaultdict(dict), defaultdict(dict), defaultdict(dict)
    with open(path, errors="replace") as results:
        for line in results:
            words = line.split()
            if len(words) == 3 and words[0] == "syscalls" and words[2].startswith("frames="):
                syscalls[words[1]]["frames"] = int(words[2].split("=", 1)[1])
            elif len(words) == 5 and words[0] == "syscalls":
                syscalls[words[1]][words[2]] = (int(words[3]), int(words[4]))
            if len(words) > 4 and words[0] == "bench":
                figures[(words[1], words[3])][words[2]] = {k: float(v) for k, v in (w.split("=", 1) for w in words[4:])}
            elif len(words) >= 4 and words[0] == "frames":
                frames, timers = {}, []
                for word in words[4:]:
                    key, value = word.split(":", 1)
                    if key == "t":
                        timers.append(int(value))
                    else:
                        frames[int(key)] = int(value)
                latencies[(words[1], words[3])][words[2]] = (frames, timers)
    return figures, latencies, syscalls


def percentile(values, q):
    """Nearest rank, as the probe computes it; None for no values."""
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered), max(1, math.ceil(q * len(ordered)))) - 1]


def ms(us):
    return "-" if us is None else f"{us / 1000:.2f}"


def ratio(ours, theirs):
    """libinput / peekpop: above 1, peekpop is quicker or cheaper."""
    return f"{theirs / ours:.2f}" if ours and theirs else "-"


def summary(figures, latencies, recording, tool):
    """The pooled figures of one tool on one recording, or None when it has no round."""
    rounds = figures.get((recording, tool))
    if not rounds:
        return None
    frames = [us for f, _ in latencies.get((recording, tool), {}).values() for us in f.values()]
    timers = [us for _, t in latencies.get((recording, tool), {}).values() for us in t]
    total = lambda key: sum(r[key] for r in rounds.values())  # noqa: E731
    idle = [r for r in rounds.values() if r["idle_s"] >= IDLE_WINDOW_S and r["idle_cpu_s"] >= 0]
    stream = [r for r in rounds.values() if r["stream_cpu_s"] >= 0 and r["stream_s"] > 0]
    return {
        "rounds": len(rounds),
        "frames": total("frames"), "overflows": total("syn_dropped"), "with_output": total("frames_with_output"),
        "p50": percentile(frames, 0.50), "p99": percentile(frames, 0.99), "max": percentile(frames, 1.0),
        "round_p50": [percentile(list(latencies.get((recording, tool), {}).get(k, ({}, []))[0].values()), 0.5)
                      for k in sorted(rounds, key=int)],
        "timers": len(timers), "timer_p50": percentile(timers, 0.5), "timer_max": percentile(timers, 1.0),
        "idle": (sum(r["idle_cpu_s"] for r in idle), sum(r["idle_s"] for r in idle)) if idle else None,
        "cpu": (sum(r["stream_cpu_s"] for r in stream), sum(r["stream_s"] for r in stream)) if stream else None,
    }


def same_frames(figures, latencies, recording):
    """(peekpop's, libinput's) latencies on the frames where peekpop printed, over the rounds both
    tools read without an overflow, and how many rounds were left out."""
    ours_all, theirs_all = latencies.get((recording, "peekpop"), {}), latencies.get((recording, "libinput"), {})
    ours, theirs, left_out = [], [], 0
    for key in sorted(set(ours_all) & set(theirs_all), key=int):
        if any(figures[(recording, tool)][key]["syn_dropped"] > 0 for tool in TOOLS):
            left_out += 1
            continue
        for frame, us in ours_all[key][0].items():
            if frame in theirs_all[key][0]:
                ours.append(us)
                theirs.append(theirs_all[key][0][frame])
    return ours, theirs, left_out


def cpu(share):
    if share is None or share[1] <= 0:
        return "-"
    seconds, span = share
    return f"{seconds:.2f} s in {span:.1f} s ({100 * seconds / span:.1f} %)"


def per_second(share):
    return share[0] / share[1] if share and share[1] > 0 and share[0] > 0 else None


def main():
    figures, latencies, syscalls = read(sys.argv[1])
    table = []
    verdict = []
    for recording, label in RECORDINGS:
        ours, theirs = (summary(figures, latencies, recording, tool) for tool in TOOLS)
        if not ours or not theirs:
            table.append((f"{label}", "failed" if not ours else "", "failed" if not theirs else "", "-"))
            verdict.append(False)
            continue
        cell = lambda s: f"{s['rounds']}: {s['frames']:.0f} ({s['overflows']:.0f}) / {s['with_output']:.0f}"  # noqa: E731
        table.append((f"{label}: rounds: frames read (overflows) / frames with output", cell(ours), cell(theirs), ""))
        cell = lambda s: f"{ms(s['p50'])} / {ms(s['p99'])} / {ms(s['max'])}"  # noqa: E731
        table.append((f"{label}: latency p50 / p99 / max, ms (every frame with output)", cell(ours), cell(theirs),
                      f"{ratio(ours['p50'], theirs['p50'])} / {ratio(ours['p99'], theirs['p99'])}"))
        a, b, left_out = same_frames(figures, latencies, recording)
        p = [percentile(x, q) for x in (a, b) for q in (0.5, 0.99)]
        note = f", {left_out} round(s) with an overflow left out" if left_out else ""
        table.append((f"{label}: latency p50 / p99, ms, on the same frames (the {len(a)} where peekpop printed{note})",
                      f"{ms(p[0])} / {ms(p[1])}", f"{ms(p[2])} / {ms(p[3])}", f"{ratio(p[0], p[2])} / {ratio(p[1], p[3])}"))
        cell = lambda s: ", ".join(ms(v) for v in s["round_p50"])  # noqa: E731
        table.append((f"{label}: p50 of each round, ms (by file)", cell(ours), cell(theirs), ""))
        cell = lambda s: f"{s['timers']}: {ms(s['timer_p50'])} / {ms(s['timer_max'])}" if s["timers"] else "none"  # noqa: E731
        table.append((f"{label}: lines on no frame (timers): count, p50 / max ms", cell(ours), cell(theirs), ""))
        verdict.append(all(x is not None and y is not None and x <= y
                           for x, y in ((ours["p50"], theirs["p50"]), (ours["p99"], theirs["p99"]))))
    ours, theirs = (summary(figures, latencies, "stream", tool) for tool in TOOLS)
    if ours and theirs:
        table.append(("CPU idle (device present, no events)", cpu(ours["idle"]), cpu(theirs["idle"]),
                      ratio(per_second(ours["idle"]), per_second(theirs["idle"]))))
        table.append(("CPU during the 10-finger 240 Hz stream", cpu(ours["cpu"]), cpu(theirs["cpu"]),
                      ratio(per_second(ours["cpu"]), per_second(theirs["cpu"]))))
        cheaper = per_second(ours["cpu"]) is not None and per_second(theirs["cpu"]) is not None \
            and per_second(ours["cpu"]) < per_second(theirs["cpu"])
    else:
        cheaper = False

    if all(syscalls.get(t, {}).get("frames") for t in TOOLS):
        def calls(tool):
            frames = syscalls[tool]["frames"]
            rows = sorted(((v[0], v[1], n) for n, v in syscalls[tool].items() if n != "frames"), reverse=True)
            total = sum(c for c, _, _ in rows) / frames
            top = ", ".join(f"{n} {c / frames:.2f}" + (f" ({e / frames:.2f} failed)" if e else "") for c, e, n in rows[:4])
            return total, f"{total:.2f}: {top}"
        (ours, ours_text), (theirs, theirs_text) = calls("peekpop"), calls("libinput")
        table.append(("system calls per frame read (strace -c -f, one more round of the first stream file, not timed)",
                      ours_text, theirs_text, ratio(ours, theirs)))

    print()
    print("| | peekpop run (gesture lines on its socket) | libinput debug-events (touch lines on a pty) | libinput / peekpop |")
    print("|---|---|---|---|")
    for name, a, b, r in table:
        print(f"| {name} | {a} | {b} | {r} |")
    print()
    print("Ratios: libinput / peekpop (above 1: peekpop is quicker or cheaper). Goal (issue 8): peekpop's p50 and p99")
    print(f"at or below libinput's on both recordings and less CPU per stream second: "
          f"demo {'met' if verdict[0] else 'NOT met'}, stream {'met' if verdict[1] else 'NOT met'}, "
          f"CPU {'met' if cheaper else 'NOT met'}.")
    print("QEMU TCG emulates the CPU, on a host shared with other work: absolute times are many times a real")
    print("machine's. Compare the columns (the ratios), not the numbers with hardware. CPU counts 10 ms ticks.")
    missing = [f"{r} {t}" for r, _ in RECORDINGS for t in TOOLS if (r, t) not in figures]
    if missing:
        sys.exit(f"vm-latency: no measurement for {', '.join(missing)}")


if __name__ == "__main__":
    main()
