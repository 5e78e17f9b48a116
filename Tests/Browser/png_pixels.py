#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Reads an 8-bit RGB or RGBA PNG (what gdk_texture_save_to_png writes) with the standard library
only, for the browser tests' pixel checks.

Usage: png_pixels.py FILE X Y    prints the pixel at (X, Y) as "R G B" and the image's size and
                                 number of distinct colours: "R G B WIDTH HEIGHT COLOURS"
       png_pixels.py FILE X0 Y0 X1 Y1
                                 prints the darkest luminance (0..255) and the number of distinct
                                 colours in the box from (X0, Y0) to (X1, Y1), ends excluded:
                                 "DARKEST COLOURS" (a disabled button's label is light; a blurred
                                 edge has many colours where a crisp one has two or three)
"""
import struct
import sys
import zlib


def read_png(path):
    with open(path, "rb") as file:
        data = file.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA, not interlaced (depth {depth}, colour type {colour})")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                line[i] = (line[i] + (left, up, corner)[distances.index(min(distances))]) & 0xFF
        rows.append(line)
        previous = line
    return width, height, channels, rows


def box(path, x0, y0, x1, y1):
    _, _, channels, rows = read_png(path)
    pixels = [bytes(rows[y][x * channels:x * channels + 3]) for y in range(y0, y1) for x in range(x0, x1)]
    darkest = min((299 * r + 587 * g + 114 * b) // 1000 for r, g, b in pixels)
    print(darkest, len(set(pixels)))


def main():
    if len(sys.argv) == 6:
        return box(sys.argv[1], *map(int, sys.argv[2:]))
    path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    width, height, channels, rows = read_png(path)
    colours = {bytes(row[i:i + 3]) for row in rows for i in range(0, width * channels, channels)}
    pixel = rows[y][x * channels:x * channels + 3]
    print(pixel[0], pixel[1], pixel[2], width, height, len(colours))


if __name__ == "__main__":
    main()
