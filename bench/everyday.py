#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Everyday touch must not peek or pop (issue 14): the figures, before and after the finger onset.

    python3 bench/everyday.py PEEKPOP [--out bench/out] [--minutes 10] [--check]

Writes ten minutes of SYNTHETIC everyday touch (Recordings/everyday.py: typing, scrolls, drags,
light taps on content, none meant to peek or pop), replays it with PEEKPOP and counts the false
peeks, the false pops and the share of taps recognised as taps. "Before" is the same binary with
`peekOnsetMilliseconds` 0 for fingers, which is the rule before the onset: the first frame at peek
force peeks. Then the delay the onset adds to every peek of the bundled recordings meant to peek
(Recordings/**/*.expected with a finger peek, and the calibrated shallow touchscreen's checks with
the profile `peekpop calibrate` writes): the time of each `peek began` and `pop` after minus before.
Presses that go straight to pop force (`quick-hard-press`) are reported apart from deliberate peeks.
With --check, exits 1 when a goal is missed: no pop, at most one peek per ten minutes, at least
99 % of taps, deliberate peeks at most 100 ms later.
"""

import argparse
import bisect
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "Recordings"))
import everyday  # noqa: E402  (the everyday-touch generator)

BEFORE = {"finger": {"peekOnsetMilliseconds": 0}}
TAP_KINDS = {"key", "content-tap"}
# A tap is reported in the first frame without the finger: within a frame (8.3 ms at 120 Hz) of the lift.
LIFT_SLACK_MS = 20
GOALS = {"pops": 0, "peeks per 10 min": 1, "taps": 0.99, "deliberate delay ms": 100}


def replay(peekpop, recording, profile=None):
    """The gesture lines of `peekpop replay`, `changed` phases left out."""
    command = [peekpop, "replay", str(recording)] + (["--profile", str(profile)] if profile else [])
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    lines = [json.loads(line) for line in output.splitlines() if line.startswith("{")]
    return [line for line in lines if "gesture" in line and line["phase"] != "changed"]


def with_onset_zero(profile_path, folder, name):
    """A copy of the profile at `profile_path` (the defaults when None) with the finger onset at 0."""
    profile = json.loads(Path(profile_path).read_text()) if profile_path else {}
    profile.setdefault("finger", {}).update(BEFORE["finger"])
    path = Path(folder) / f"{name}.before.json"
    path.write_text(json.dumps(profile))
    return path


def everyday_figures(lines, truth):
    """(peeks, pops, taps recognised, taps made, taps outside any tap) of one replay."""
    taps = sorted((start, end) for start, end, kind in truth if kind in TAP_KINDS)
    starts = [start for start, _ in taps]
    matched, stray = set(), 0
    for line in lines:
        if line["gesture"] != "tap":
            continue
        ms = line["time"] * 1000
        index = bisect.bisect_right(starts, ms) - 1
        if index >= 0 and ms <= taps[index][1] + LIFT_SLACK_MS and index not in matched:
            matched.add(index)
        else:
            stray += 1
    peeks = sum(1 for line in lines if line["gesture"] == "peek" and line["phase"] == "began")
    pops = sum(1 for line in lines if line["gesture"] == "pop")
    return peeks, pops, len(matched), len(taps), stray


def gesture(line):
    """`finger peek`, `pen pop`, …; a peek without force (a long press) is `long-press peek`."""
    if line["gesture"] == "peek" and line.get("force", 0) == 0:
        return "long-press peek"
    return f"{line['tool']} {line['gesture']}"


def delays(peekpop, folder):
    """[(recording, kind, [ms later of each peek began and pop])] over the bundled recordings."""
    cases = []
    for expected in sorted(ROOT.glob("Recordings/**/*.expected")):
        if "finger peek began" not in expected.read_text():
            continue
        recording = next(p for p in (expected.with_suffix(".events"), expected.with_suffix(".yml")) if p.exists())
        cases.append((recording, None))
    profile = Path(folder) / "shallow-touchscreen.json"
    subprocess.run([peekpop, "calibrate", "--from", str(ROOT / "Recordings/calibration/shallow-touchscreen.calibration.events"),
                    "--output", str(profile)], check=True, capture_output=True)
    for calibrated in sorted(ROOT.glob("Recordings/calibration/shallow-touchscreen.*.calibrated")):
        if "finger peek began" in calibrated.read_text():
            cases.append((calibrated.with_suffix(".events"), profile))
    rows = []
    for recording, profile_path in cases:
        before = replay(peekpop, recording, with_onset_zero(profile_path, folder, recording.stem))
        after = replay(peekpop, recording, profile_path)
        pairs = [(b, a) for b, a in zip(before, after) if b["gesture"] in ("peek", "pop") and b["phase"] in ("began", "recognized")]
        if [(l["gesture"], l["phase"]) for l in before] != [(l["gesture"], l["phase"]) for l in after]:
            raise SystemExit(f"{recording}: the onset changed the gestures, not only their times")
        kind = "jab" if "quick-hard-press" in recording.name else "deliberate"
        rows.append((recording.relative_to(ROOT), kind,
                     [(gesture(b), round((a["time"] - b["time"]) * 1000, 1)) for b, a in pairs]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("peekpop")
    parser.add_argument("--out", default=None, help="where to write the recording (default: a temporary folder)")
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(args.out or temporary)
        folder.mkdir(parents=True, exist_ok=True)
        recording = folder / f"everyday-{args.minutes:g}min.events"
        everyday.write(recording, args.minutes)
        truth = [(int(a), int(b), kind) for a, b, kind in
                 (line.split() for line in recording.with_suffix(".truth").read_text().splitlines())]
        counts = {kind: sum(1 for *_, k in truth if k == kind) for kind in ("key", "content-tap", "scroll", "drag")}
        before = everyday_figures(replay(args.peekpop, recording, with_onset_zero(None, folder, "everyday")), truth)
        after = everyday_figures(replay(args.peekpop, recording), truth)
        rows = delays(args.peekpop, folder)

    per10 = 10 / args.minutes
    print(f"everyday touch, {args.minutes:g} min: {counts['key']} keys, {counts['content-tap']} content taps, "
          f"{counts['scroll']} scrolls, {counts['drag']} drags (SYNTHETIC, Recordings/everyday.py)\n")
    print("| | before (no onset) | after (onset 150 ms) | goal |\n|---|---|---|---|")
    print(f"| false peeks per 10 min | {before[0] * per10:g} | {after[0] * per10:g} | ≤ 1 |")
    print(f"| false pops per 10 min | {before[1] * per10:g} | {after[1] * per10:g} | 0 |")
    print(f"| taps recognised | {before[2]}/{before[3]} ({100 * before[2] / before[3]:.1f} %) "
          f"| {after[2]}/{after[3]} ({100 * after[2] / after[3]:.1f} %) | ≥ 99 % |")
    print(f"| taps where none was made | {before[4]} | {after[4]} | 0 |")
    deliberate = [ms for _, kind, pairs in rows if kind == "deliberate" for g, ms in pairs if g == "finger peek"]
    jab_peeks = [ms for _, kind, pairs in rows if kind == "jab" for g, ms in pairs if g == "finger peek"]
    jab_pops = [ms for _, kind, pairs in rows if kind == "jab" for g, ms in pairs if g == "finger pop"]
    print(f"| a deliberate finger peek begins later by | | {min(deliberate):+g} … {max(deliberate):+g} ms "
          f"({len(deliberate)} peeks, mean {sum(deliberate) / len(deliberate):+.1f} ms) | ≤ about 100 ms |")
    print(f"| a held jab's peek and pop later by | | peek {min(jab_peeks):+g} … {max(jab_peeks):+g} ms, "
          f"pop {min(jab_pops):+g} … {max(jab_pops):+g} ms | |")
    print("\nper recording (ms later, in order):")
    for recording, kind, pairs in rows:
        print(f"  {recording} ({kind}): " + ", ".join(f"{g} {ms:+g}" for g, ms in pairs))
    missed = []
    if after[1] > GOALS["pops"]:
        missed.append("false pops")
    if after[0] * per10 > GOALS["peeks per 10 min"]:
        missed.append("false peeks")
    if after[2] / after[3] < GOALS["taps"] or after[4]:
        missed.append("taps")
    if max(deliberate) > GOALS["deliberate delay ms"]:
        missed.append("deliberate peek delay")
    if missed:
        print("goals missed: " + ", ".join(missed), file=sys.stderr)
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
