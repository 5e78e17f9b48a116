#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The latency bench's table, from the `bench RECORDING TOOL KEY=VALUE...` lines of the VM's results.

    python3 bench/latency/table.py .build-vm/vm/results.txt

Exits 1 when a measurement is missing.
"""

import sys

TOOLS = ("peekpop", "libinput")
RECORDINGS = (("demo", "demo recording"), ("stream", "10 fingers, 240 Hz"))


def read(path):
    rows = {}
    with open(path, errors="replace") as results:
        for line in results:
            words = line.split()
            if len(words) > 3 and words[0] == "bench":
                rows[(words[1], words[2])] = {key: float(value) for key, value in (w.split("=", 1) for w in words[3:])}
    return rows


def ms(value):
    return "-" if value < 0 else f"{value:.2f}"


def cpu(seconds, span):
    if seconds < 0 or span <= 0:
        return "-"
    return f"{seconds:.2f} s in {span:.1f} s ({100 * seconds / span:.1f} %)"


def share(row, seconds, span):
    """CPU seconds per second of the window, or None."""
    return row[seconds] / row[span] if row and row[seconds] > 0 and row[span] > 0 else None


def main():
    rows = read(sys.argv[1])
    cells = {
        "frames read (overflows) / frames with output": lambda r: f"{r['frames']:.0f} ({r['syn_dropped']:.0f}) / {r['frames_with_output']:.0f}",
        "latency p50 / p99 / max, ms": lambda r: f"{ms(r['p50_ms'])} / {ms(r['p99_ms'])} / {ms(r['max_ms'])}",
        "lines on no frame (timers): count, p50 / max ms": lambda r: (f"{r['timer_lines']:.0f}: {r['timer_p50_ms']:.2f} / {r['timer_max_ms']:.2f}"
                                                      if r["timer_lines"] else "none"),
    }
    table = []
    for recording, label in RECORDINGS:
        for name, text in cells.items():
            table.append((f"{label}: {name}", [text(rows[(recording, t)]) if (recording, t) in rows else "failed" for t in TOOLS]))
    for name, seconds, span in (("CPU idle (device present, no events)", "idle_cpu_s", "idle_s"),
                                ("CPU during the 10-finger 240 Hz stream", "stream_cpu_s", "stream_s")):
        table.append((name, [cpu(rows[("stream", t)][seconds], rows[("stream", t)][span]) if ("stream", t) in rows else "failed"
                             for t in TOOLS]))

    print()
    print("| | peekpop run (gesture lines on its socket) | libinput debug-events (touch lines on a pty) |")
    print("|---|---|---|")
    for name, (ours, theirs) in table:
        print(f"| {name} | {ours} | {theirs} |")
    print()

    def ratio(recording, key):
        ours, theirs = rows.get((recording, "peekpop")), rows.get((recording, "libinput"))
        return f"{theirs[key] / ours[key]:.2f}" if ours and theirs and ours[key] > 0 and theirs[key] > 0 else "-"
    ours = share(rows.get(("stream", "peekpop")), "stream_cpu_s", "stream_s")
    theirs = share(rows.get(("stream", "libinput")), "stream_cpu_s", "stream_s")
    cpu_ratio = f"{theirs / ours:.2f}" if ours and theirs else "-"
    print(f"libinput/peekpop (above 1: peekpop is quicker or cheaper): stream latency p50 {ratio('stream', 'p50_ms')}, "
          f"p99 {ratio('stream', 'p99_ms')}; demo p50 {ratio('demo', 'p50_ms')}, p99 {ratio('demo', 'p99_ms')}; "
          f"CPU per stream second {cpu_ratio}")
    print("QEMU TCG emulates the CPU, on a host shared with other work: absolute times are many times a real")
    print("machine's. Compare the columns (the ratios), not the numbers with hardware. CPU counts 10 ms ticks.")
    missing = [f"{r} {t}" for r, _ in RECORDINGS for t in TOOLS if (r, t) not in rows]
    if missing:
        sys.exit(f"vm-latency: no measurement for {', '.join(missing)}")


if __name__ == "__main__":
    main()
