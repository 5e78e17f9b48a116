# SPDX-License-Identifier: MIT
"""The evemu 1.3 writer: the device block as evemu_write() prints it and the events as evemu-record
writes them.
"""

from .evdev_codes import EV_ABS, EV_SYN, PROP_NAMES, SYN_MT_REPORT, TYPE_MAX, TYPE_NAMES, code_name


def evemu_description(dev):
    """The device block of an evemu 1.3 file, as evemu_write() prints it."""
    lines = [f'# Input device name: "{dev.name}"',
             "# Input device ID: bus %s vendor %s product %s version %s" % tuple(c_hash04x(v) for v in dev.id)]
    if dev.size_mm():
        lines.append("# Size in mm: %dx%d" % dev.size_mm())
    lines.append("# Supported events:")
    for type_ in sorted(dev.codes):
        lines.append(f"#   Event type {type_} ({TYPE_NAMES[type_]})")
        for code in dev.codes[type_]:
            lines.append(f"#     Event code {code} ({code_name(type_, code)})")
            if type_ == EV_ABS:
                lo, hi, fuzz, flat, res = dev.absinfo[code]
                lines += [f"#       Value   {0:6d}", f"#       Min     {lo:6d}", f"#       Max     {hi:6d}",
                          f"#       Fuzz    {fuzz:6d}", f"#       Flat    {flat:6d}", f"#       Resolution {res:3d}"]
    lines.append("# Properties:")
    lines += [f"#   Property  type {p} ({PROP_NAMES[p]})" for p in dev.props]
    lines.append(f"N: {dev.name}")
    lines.append("I: %04x %04x %04x %04x" % dev.id)
    lines.append("P: " + " ".join("%02x" % b for b in bitmask(dev.props, 8)))
    lines.append("B: 00 0b 00 00 00 00 00 00 00")
    for type_ in sorted(TYPE_MAX):
        if type_ == EV_SYN:
            continue
        mask = bitmask(dev.codes.get(type_, []), (TYPE_MAX[type_] + 8) // 8)
        mask += [0] * (-len(mask) % 8)
        lines += ["B: %02x " % type_ + " ".join("%02x" % b for b in mask[i:i + 8]) for i in range(0, len(mask), 8)]
    lines += ["A: %02x %d %d %d %d %d" % (code, *dev.absinfo[code]) for code in dev.codes[EV_ABS]]
    return lines


def c_hash04x(value):
    """printf("%#04x"): zero has no 0x prefix."""
    return "%#04x" % value if value else "0000"


def bitmask(codes, nbytes):
    mask = [0] * nbytes
    for code in codes:
        mask[code // 8] |= 1 << (code % 8)
    return mask


def write_evemu(dev, header, frame_stream, out):
    """An evemu 1.3 recording, events written as evemu-record writes them (time relative to the start)."""
    out.write("# EVEMU 1.3\n")
    out.write("".join(f"# {line}\n" if line else "#\n" for line in header))
    out.write("\n".join(evemu_description(dev)) + "\n")
    out.write("################################\n#      Waiting for events      #\n################################\n")
    origin, last_ms = None, 0
    for t, events in frame_stream:
        origin = t if origin is None else origin
        rel = t - origin
        sec, usec = divmod(rel, 1_000_000)
        for type_, code, value in events:
            if type_ == EV_SYN and code == SYN_MT_REPORT:
                desc = f"++++++++++++ {code_name(type_, code)} ({value}) ++++++++++"
            elif type_ == EV_SYN:
                ms = sec * 1000 + usec // 1000
                desc = f"------------ {code_name(type_, code)} ({value}) ---------- {ms - last_ms:+d}ms"
                last_ms = ms
            else:
                desc = f"{TYPE_NAMES[type_]} / {code_name(type_, code):<20} {value}"
            out.write(f"E: {sec}.{usec:06d} {type_:04x} {code:04x} {value:04d}\t# {desc}\n")
