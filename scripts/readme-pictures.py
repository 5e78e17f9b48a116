#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Takes the pictures of peekpop-browser in the README and docs/browser-window.md on a real
document tree: the Debian FAQ as the `debian-faq` package installs it (/usr/share/doc/debian/FAQ),
served by the tests' page server (Tests/Browser/site_server.py, without its beacon: the pages as they are). Each picture is a
`--screenshots` PNG of the window under Xvfb, fed by a stand-in daemon (Tests/Browser/stream_server.py)
with the lines `peekpop replay` prints for one of the synthetic recordings, each press moved onto
a link of the page (the recordings press the colour test pages' middle). The tests keep their
colour pages for pixel checks; these are what a person would see.

    python3 scripts/readme-pictures.py [BIN]   # BIN: where peekpop and peekpop-browser are (.build/debug)

Needs Xvfb (xvfb-run) and debian-faq; writes docs/browser-{peek,actions,edge-pan,overview,browsing}.png.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORDINGS = ROOT / "Recordings"
TOUCHSCREEN = RECORDINGS / "pressure-touchscreen" / "pressure-touchscreen"
FAQ = "https://fixtures.peekpop.test/debian-faq/"
# Where the links pressed are on the pages at 1024 x 768 (normalised over the page area, 1024 x 712).
SECTION_12_1 = (0.765, 0.861)   # basic-defs: "Section 12.1, 'What other documentation exists ...'"
# A line that changes nothing: the end of a hint no finger began.
IDLE = {"v": 1, "time": 0, "device": "idle", "tool": "finger", "gesture": "hint", "phase": "ended", "x": 0.01, "y": 0.01,
        "force": 0.0, "contact": 99}
TAB_PAGES = ["index.en.html", "basic-defs.en.html", "getting-debian.en.html", "pkg-basics.en.html"]


def replayed(recording, bin_dir):
    """The gesture lines `peekpop replay` prints for `recording`."""
    out = subprocess.run([str(bin_dir / "peekpop"), "replay", str(recording)], check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def moved(lines, places, only=lambda line: True):
    """`lines` with each contact named in `places` moved so that its first point is there (its
    path keeps its shape), and only the lines `only` keeps."""
    offsets = {}
    result = []
    for line in lines:
        if not only(line):
            continue
        contact = line.get("contact")
        if contact in places and "x" in line:
            first = offsets.setdefault(contact, (places[contact][0] - line["x"], places[contact][1] - line["y"]))
            line = {**line, "x": round(line["x"] + first[0], 4), "y": round(line["y"] + first[1], 4)}
        result.append(line)
    return result


class Pictures:
    def __init__(self, bin_dir, work):
        self.bin, self.work = bin_dir, work
        site = work / "faq-site.json"
        site.write_text(json.dumps({"start": FAQ + "basic-defs.en.html", "allow": ["fixtures.peekpop.test"]}))
        self.copy = work / "faq-site.local.json"
        self.server = subprocess.Popen([sys.executable, str(ROOT / "Tests/Browser/site_server.py"), str(site), str(self.copy)],
                                       stdout=subprocess.PIPE, text=True)
        self.port = int(self.server.stdout.readline())
        self.runs = 0

    def page(self, name):
        return f"http://127.0.0.1:{self.port}/fixtures.peekpop.test/debian-faq/{name}"

    def window(self, lines, state, urls=(), size="1024x768", site=True, env=None):
        """Runs the window on the FAQ fed `lines` (at their pace) until they end; its screenshots' folder."""
        self.runs += 1
        name = f"run{self.runs}"
        stream, sock, shots = self.work / f"{name}.stream", self.work / f"{name}.sock", self.work / f"{name}.shots"
        # The stand-in hangs up after its last line, and the window holds lines until its page has
        # settled: a line that changes nothing, seconds later, keeps the daemon there until the
        # window has taken the rest (else it says the daemon is gone over the pictures).
        last = {**IDLE, "time": max(line["time"] for line in lines) + 4}
        stream.write_text("".join(json.dumps(line) + "\n" for line in [*lines, last]))
        feeder = subprocess.Popen([sys.executable, str(ROOT / "Tests/Browser/stream_server.py"), str(sock), str(stream), "--clean"])
        for _ in range(100):
            if sock.exists():
                break
            time.sleep(0.05)
        command = ["xvfb-run", "-a", "-s", f"-screen 0 {size}x24", str(self.bin / "peekpop-browser"),
                   *(["--site", str(self.copy)] if site else []), "--state", str(state), "--socket", str(sock),
                   "--events", "--quit-when-done", "--screenshots", str(shots), *urls]
        subprocess.run(command, env={**os.environ, **(env or {})}, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=180)
        feeder.kill()
        return shots

    def close(self):
        self.server.kill()


def keep(shots, pattern, picture):
    """The first screenshot in `shots` whose name matches `pattern`, as the README's `picture`."""
    found = sorted(shots.glob(pattern))
    if not found:
        sys.exit(f"readme-pictures: no {pattern} in {shots}: {sorted(p.name for p in shots.glob('*.png'))}")
    shutil.copyfile(found[0], ROOT / "docs" / picture)
    print(f"docs/{picture} <- {found[0].name}")


def main():
    bin_dir = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / ".build/debug").resolve()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        pictures = Pictures(bin_dir, work)
        try:
            # The peek, then slid up to its actions: the preview-actions recording's first finger,
            # on the link to section 12.1, up to its lift (the preview stays, with its actions).
            lines = moved(replayed(RECORDINGS / "demo/pressure-touchscreen.preview-actions.events", bin_dir), {0: SECTION_12_1},
                          only=lambda line: line.get("contact") == 0)
            shots = pictures.window(lines, work / "peek.state")
            keep(shots, "*-preview-shown.png", "browser-peek.png")
            keep(shots, "*-preview-actions.png", "browser-actions.png")
            # The edge-pan back, halfway: the demo's tap on the same link (section 12.1 opens),
            # then its edge-pan from the left.
            lines = moved(replayed(RECORDINGS / "demo/pressure-touchscreen.demo.events", bin_dir), {0: SECTION_12_1},
                          only=lambda line: line.get("contact") in (0, 3))
            shots = pictures.window(lines, work / "edge-pan.state")
            keep(shots, "*-edge-pan.png", "browser-edge-pan.png")
            # The overview of four tabs: each page opened once in a tab of one state folder (its
            # picture stored as it loaded), then the pinch-in recording.
            idle = [{**IDLE, "time": 2}]
            for page in TAB_PAGES:
                pictures.window(idle, work / "overview.state", urls=[pictures.page(page)])
            shots = pictures.window(replayed(f"{TOUCHSCREEN}.pinch-in.events", bin_dir), work / "overview.state")
            keep(shots, "*-overview-shown.png", "browser-overview.png")
            # Browsing: two FAQ pages on the command line, no site file, on a 1024 x 600 screen.
            config = work / "config" / "peekpop"
            config.mkdir(parents=True)
            (config / "browser.json").write_text(json.dumps({"start": pictures.page("index.en.html"),
                                                             "search": f"http://127.0.0.1:{pictures.port}/search?q=%s"}))
            shots = pictures.window(idle, work / "browsing.state", urls=[pictures.page("index.en.html"), pictures.page("basic-defs.en.html")],
                                    size="1024x600", site=False, env={"XDG_CONFIG_HOME": str(work / "config")})
            keep(shots, "*-tab-focused.png", "browser-browsing.png")
        finally:
            pictures.close()


if __name__ == "__main__":
    main()
