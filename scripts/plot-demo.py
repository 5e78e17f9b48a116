#!/usr/bin/env python3
"""Draws docs/demo.svg for the README: the force of every touch in the demo recording over time,
the finger peek and pop thresholds, and the gestures `peekpop replay` recognised, marked where
they happened.

    python3 scripts/plot-demo.py [RECORDING] [-o docs/demo.svg]

Reads MT protocol B evemu recordings with ABS_MT_PRESSURE (the synthetic pressure touchscreen);
runs the peekpop binary built by `swift build` for the gestures. Standard library only.
"""
import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The finger defaults of ForceProfile (Sources/Gestures/ToolThresholds.swift), drawn as guides.
PEEK_FORCE, POP_FORCE = 0.35, 0.75
COLOURS = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"]
MARKS = {"tap": "#2ca02c", "peek": "#1f77b4", "pop": "#d62728", "pinch": "#9467bd", "edge-pan": "#ff7f0e"}


def force_series(path):
    """{touch index: [(time, force)]} from the recording's slots, tracking IDs and MT pressure."""
    pressure_max, slot, slots, series, touches = 255, 0, {}, {}, 0
    for line in path.read_text().splitlines():
        if line.startswith("A: 3a "):
            pressure_max = int(line.split()[3])
        if not line.startswith("E: "):
            continue
        t, etype, code, value = line.split()[1:5]
        t, etype, code, value = float(t), int(etype, 16), int(code, 16), int(value)
        if etype != 3:
            continue
        if code == 0x2F:
            slot = value
        elif code == 0x39:
            if value < 0:
                slots.pop(slot, None)
            else:
                slots[slot] = touches
                series[touches] = []
                touches += 1
        elif code == 0x3A and slot in slots:
            series[slots[slot]].append((t, value / pressure_max))
    return series


def gestures(path):
    binary = ROOT / ".build" / "debug" / "peekpop"
    out = subprocess.run([str(binary), "replay", str(path)], check=True, capture_output=True, text=True).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    return [g for g in lines if g["phase"] in ("began", "recognized", "ended", "cancelled")]


def svg(series, marks, title):
    width, height, left, right, top, bottom = 900, 330, 50, 20, 40, 60
    end = max([t for s in series.values() for t, _ in s] + [g["time"] for g in marks]) * 1.02
    x = lambda t: left + (width - left - right) * t / end
    y = lambda f: top + (height - top - bottom) * (1 - f)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="12">',
           f'<rect width="{width}" height="{height}" fill="white"/>',
           f'<text x="{left}" y="20" font-size="14" font-weight="bold">{title}</text>']
    for f in (0, 0.25, 0.5, 0.75, 1):
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(f):.1f}" y2="{y(f):.1f}" stroke="#eee"/>')
        out.append(f'<text x="{left - 8}" y="{y(f) + 4:.1f}" text-anchor="end">{f:g}</text>')
    for second in range(int(end) + 1):
        out.append(f'<text x="{x(second):.1f}" y="{height - bottom + 16}" text-anchor="middle">{second}s</text>')
    for level, name in ((PEEK_FORCE, "peek threshold"), (POP_FORCE, "pop threshold")):
        out.append(f'<line x1="{left}" x2="{width - right}" y1="{y(level):.1f}" y2="{y(level):.1f}" stroke="#999" stroke-dasharray="6 4"/>')
        out.append(f'<text x="{width - right - 4}" y="{y(level) - 4:.1f}" text-anchor="end" fill="#666">{name} {level}</text>')
    for index, points in series.items():
        if points:
            path = " ".join(f"{x(t):.1f},{y(f):.1f}" for t, f in points)
            out.append(f'<polyline points="{path}" fill="none" stroke="{COLOURS[index % len(COLOURS)]}" stroke-width="1.6"/>')
    for row, g in enumerate(marks):
        colour = MARKS.get(g["gesture"], "#333")
        label = g["gesture"] + ("" if g["phase"] == "recognized" else " " + g["phase"])
        out.append(f'<line x1="{x(g["time"]):.1f}" x2="{x(g["time"]):.1f}" y1="{top}" y2="{height - bottom}" stroke="{colour}" stroke-opacity="0.5"/>')
        # Labels near the right edge hang to the left of their line, so none is cut off.
        anchor, dx = ("end", -3) if x(g["time"]) > width - right - 80 else ("start", 3)
        out.append(f'<text x="{x(g["time"]) + dx:.1f}" y="{height - bottom + 30 + 12 * (row % 2)}" text-anchor="{anchor}" fill="{colour}">{label}</text>')
    out.append(f'<text x="14" y="{(top + height - bottom) / 2}" transform="rotate(-90 14 {(top + height - bottom) / 2})" text-anchor="middle">force</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("recording", nargs="?", default=str(ROOT / "Recordings/demo/pressure-touchscreen.demo.events"))
    parser.add_argument("-o", "--output", default=str(ROOT / "docs/demo.svg"))
    args = parser.parse_args()
    recording = Path(args.recording)
    Path(args.output).write_text(svg(force_series(recording), gestures(recording),
                                     f"peekpop replay {recording.name}: force per touch and the gestures recognised"))
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
