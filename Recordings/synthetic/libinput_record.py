# SPDX-License-Identifier: MIT
"""The `libinput record` (version 1) YAML writer, for one device or several on one clock."""

from .evdev_codes import ABS_MT_SLOT, ABS_MT_TRACKING_ID, EV_ABS, EV_SYN, PROP_NAMES, SYN_MT_REPORT, TYPE_NAMES, code_name


def write_libinput_record(devices, header, out):
    """A `libinput record` (version 1) file; `devices` is [(dev, [(t, events)])], times from one clock."""
    out.write("# libinput record\n")
    out.write("".join(f"# {line}\n" if line else "#\n" for line in header))
    out.write(f"version: 1\nndevices: {len(devices)}\nlibinput:\n  version: \"peekpop-synth\"\n"
              "  git: \"unknown\"\nsystem:\n  kernel: \"synthetic\"\n  dmi: \"unknown\"\ndevices:\n")
    # One device: time 0 is its first event. Several: time 0 is when recording started (0 here).
    origin = devices[0][1][0][0] if len(devices) == 1 else 0
    last_syn, syn_delta = 0, {}     # libinput record keeps one SYN clock across all devices
    for t in sorted(t - origin for _, stream in devices for t, _ in stream):
        syn_delta.setdefault(t, (t - last_syn) // 1000)
        last_syn = t
    for node, (dev, stream) in enumerate(devices, start=20):
        out.write(f"- node: /dev/input/event{node}\n  evdev:\n")
        out.write(f"    # Name: {dev.name}\n")
        out.write("    # ID: bus 0x%04x vendor 0x%04x product 0x%04x version 0x%04x\n" % dev.id)
        size = dev.size_mm()
        out.write(("    # Size in mm: %dx%d\n" % size) if size else "    # Size in mm: unknown, missing resolution\n")
        out.write("    # Supported Events:\n")
        for type_ in sorted(dev.codes):
            out.write(f"    # Event type {type_} ({TYPE_NAMES[type_]})\n")
            if type_ == EV_SYN:
                continue
            for code in dev.codes[type_]:
                out.write(f"    #   Event code {code} ({code_name(type_, code)})\n")
                if type_ == EV_ABS:
                    for label, v in zip(("Value", "Min", "Max", "Fuzz", "Flat", "Resolution"),
                                        (0, *dev.absinfo[code])):
                        out.write(f"    #       {label:<10} {v:6d}\n")
        out.write("    # Properties:\n")
        out.write("".join(f"    #    Property {p} ({PROP_NAMES[p]})\n" for p in dev.props))
        out.write(f'    name: "{dev.name}"\n    id: [{", ".join(str(v) for v in dev.id)}]\n    codes:\n')
        for type_ in sorted(dev.codes):
            out.write(f"      {type_}: [{', '.join(str(c) for c in dev.codes[type_])}] # {TYPE_NAMES[type_]}\n")
        out.write("    absinfo:\n")
        out.write("".join(f"      {code}: [{', '.join(str(v) for v in dev.absinfo[code])}]\n"
                          for code in dev.codes[EV_ABS]))
        out.write(f"    properties: [{', '.join(str(p) for p in dev.props)}]\n")
        kind = "ID_INPUT_TABLET=1" if dev.kind == "pen" else "ID_INPUT_TOUCHSCREEN=1"
        out.write(f"  udev:\n    properties:\n    - ID_INPUT=1\n    - {kind}\n    virtual: true\n  quirks:\n")
        out.write("  events:\n")
        previous = {code: 0 for code in dev.absinfo}
        slot_values = [{} for _ in range(dev.absinfo.get(ABS_MT_SLOT, (0, -1))[1] + 1)]
        slot, touching = 0, set()
        for t, events in stream:
            rel = t - origin
            sec, usec = divmod(rel, 1_000_000)
            out.write("  - evdev:\n")
            for type_, code, value in events:
                name = code_name(type_, code)
                if type_ == EV_SYN and code == SYN_MT_REPORT:
                    desc = f"++++++++++++ {name} ({value}) ++++++++++"
                elif type_ == EV_SYN:
                    desc = f"------------ {name} ({value}) ---------- {syn_delta[rel]:+d}ms"
                elif type_ == EV_ABS and code in (ABS_MT_SLOT, ABS_MT_TRACKING_ID):
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d}"
                    if code == ABS_MT_SLOT:
                        slot = value
                    else:
                        (touching.add if value != -1 else touching.discard)(slot)
                elif type_ == EV_ABS:
                    store = slot_values[slot] if code >= ABS_MT_SLOT and slot_values else previous
                    delta = value - store.get(code, 0)
                    store[code] = value
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d} ({delta:+d})"
                else:
                    desc = f"{TYPE_NAMES[type_]} / {name:<20} {value:6d}"
                out.write(f"    - [{sec:3d}, {usec:6d}, {type_:3d}, {code:3d}, {value:7d}] # {desc}\n")
            if slot_values and not touching and any(c == ABS_MT_TRACKING_ID for _, c, _ in events):
                out.write(" " * 39 + "# Touch device in neutral state\n")
