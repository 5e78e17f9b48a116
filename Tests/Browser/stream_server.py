#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A stand-in for the daemon's socket that misbehaves: serves one client the lines of a stream
file (what `peekpop replay --site` prints: gesture and session lines) at their recorded pace, cut
into pieces of a few bytes, with garbage between them: text that is not JSON, a line of another
protocol version, bytes that are not UTF-8, a line over 64 KiB, and at the end half a line before
it closes the connection. With --at-once, everything is sent at once, not at the lines' pace;
with --clean, the lines alone, whole, at their pace (a stream made for the case, not garbled).
Usage: stream_server.py SOCKET STREAM_FILE [--at-once | --clean]
"""
import json
import os
import socket
import sys
import time

GARBAGE = [
    b"hello, this is not JSON\n",
    b'{"v":2,"time":0.1,"device":"future","gesture":"tap"}\n',
    b"\xff\xfe\x00 not utf-8\n",
    b'{"v":1,"time":0.2,"comment":"' + b"x" * 70000 + b'"}\n',
    b'{"v":1,"time":0.3,"device":"ts","tool":"finger","gesture":"peek","phase":"began","x":0.5,"y":0.5,"force":7}\n',
]


def main():
    path, stream = sys.argv[1], sys.argv[2]
    paced = sys.argv[3:] != ["--at-once"]
    clean = sys.argv[3:] == ["--clean"]
    lines = open(stream, "rb").read().splitlines(keepends=True)
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    if os.path.exists(path):
        os.unlink(path)
    server.bind(path)
    server.listen(1)
    client, _ = server.accept()
    start = time.monotonic()
    for index, line in enumerate(lines):
        due = json.loads(line).get("time", 0)
        delay = start + due - time.monotonic()
        if paced and delay > 0:
            time.sleep(delay)
        if clean:
            client.sendall(line)
            continue
        chunk = GARBAGE[index % len(GARBAGE)] + line if index % 7 == 3 else line
        for offset in range(0, len(chunk), 5):
            client.sendall(chunk[offset:offset + 5])
    if not clean:
        client.sendall(b'{"v":1,"time":99,"device":"ts","tool":"fin')
    client.close()
    server.close()
    os.unlink(path)


main()
