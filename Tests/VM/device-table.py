#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""docs/devices.md's table of real devices through their kernel drivers, from a VM run's results.

Reads the `measure uhid:DEVICE KIND|AXIS|MIN..MAX|RESOLUTION|FORCE-CLICK|DRIVER|NAME` lines that
Tests/VM/cases/55-uhid.sh leaves (`.build-vm/vm/results.txt`) and each device's file in
Recordings/hid-devices/, and rewrites docs/devices.md (or DOC) between its `uhid-devices` markers.

usage: python3 Tests/VM/device-table.py [RESULTS] [DOC]
"""
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(os.path.dirname(here))
results = sys.argv[1] if len(sys.argv) > 1 else os.path.join(repo, ".build-vm/vm/results.txt")
readme = sys.argv[2] if len(sys.argv) > 2 else os.path.join(repo, "docs", "devices.md")
BEGIN, END = "<!-- uhid-devices:begin -->", "<!-- uhid-devices:end -->"
BUSES = {"usb": "USB", "bluetooth": "Bluetooth", "i2c": "I2C"}

facts = {}
for line in open(results, encoding="utf-8"):
    if line.startswith("measure uhid:"):
        key, _, value = line[len("measure uhid:"):].rstrip("\n").partition(" ")
        facts[key] = value.split("|", 6)
if not facts:
    sys.exit(f"{results}: no `measure uhid:` lines: run `VM_CASES=55-uhid Tests/VM/run.sh` first")

rows = ["| device (ids) | driver | the node it made | kind | pressure (range, resolution) | force click |",
        "|---|---|---|---|---|---|"]
for key in sorted(facts):
    kind, axis, span, resolution, force, driver, name = facts[key]
    device = key[:-len("-pen")] if key.endswith("-pen") else key
    with open(os.path.join(repo, "Recordings/hid-devices", device + ".json"), encoding="utf-8") as file:
        description = json.load(file)
    ids = f"{BUSES[description['bus']]} {description['vendor']}:{description['product']}"
    pressure = "none" if axis == "none" else f"`{axis}` {span}, {'no resolution' if resolution == '0' else resolution + ' units/g'}"
    click = {"true": "yes", "false": "no", "-": "—"}[force]
    rows.append(f"| {description['about']}{' (its pen)' if key.endswith('-pen') else ''} ({ids}) | `{driver}` | \"{name}\" | {kind} | {pressure} | {click} |")

text = open(readme, encoding="utf-8").read()
start, end = text.find(BEGIN), text.find(END)
if start < 0 or end < start:
    sys.exit(f"{readme}: no {BEGIN} … {END} markers")
text = text[:start + len(BEGIN)] + "\n" + "\n".join(rows) + "\n" + text[end:]
with open(readme, "w", encoding="utf-8") as file:
    file.write(text)
print(f"{readme}: {len(facts)} devices from {results}")
