#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The peekpop Touch WebExtension measured on the X screen, in Chromium and Firefox ESR with their
windows on Xvfb (issue 43). Run by bench/extension.sh inside its own Xvfb; see there for what each
figure is.

Reused, not copied: the extension, its host manifests and the browsers' drivers are the WebExtension
suite's (Tests/WebExtension: run.Rig installs with `make install-webextension` into a DESTDIR and
registers the host per user; cdp.Chromium and marionette.Firefox drive the browser, here with a
window); the gesture stream (Stream), the page server (Work.serve: every page its own colour), the
page area, the busy mode and the percentiles are bench/browser.py's; the pixels bench/screen.py's.

The content script's moment has no CLOCK_MONOTONIC of its own: the page's own world notes
`performance.now()` when the card's host element lands on the page (a MutationObserver: the
content script appends it in the very task that handles the line, so the observer runs at that
task's end), and the page's clock is related to CLOCK_MONOTONIC by asking the page for
`performance.now()` between two readings of CLOCK_MONOTONIC, keeping the tightest of several
round trips (the error is at most half of it, printed). No change to the extension.

Usage: extension.py BIN_DIR OUTPUT [chromium|firefox ...]   (environment: PEEKS, POP_EVERY, BUSY_CORES, IDLE_SECONDS)
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "Tests" / "WebExtension"))
import browser as window_bench  # noqa: E402  (bench/browser.py)
import run as webext  # noqa: E402  (Tests/WebExtension/run.py)
from browser import Busy, PageArea, Stream, colour_of, distinct_title, ms, percentile, stop, memory, tree, WHITE, LINK  # noqa: E402
from screen import Screen, near  # noqa: E402

PEEKS = int(os.environ.get("PEEKS", "100"))
POP_EVERY = int(os.environ.get("POP_EVERY", "3"))
BUSY_CORES = int(os.environ.get("BUSY_CORES", "1"))
IDLE_SECONDS = int(os.environ.get("IDLE_SECONDS", "60"))
MODES = (("quiet", 0), (f"{BUSY_CORES} core{'s' if BUSY_CORES > 1 else ''} busy", BUSY_CORES))
# The card (content.js, Card): the backdrop over the whole viewport, the card from 8 % to 92 % of its
# width and 10 % to 90 % of its height, its frame under a title line.
BACKDROP = (0.04, 0.5)   # outside the card: the page under the backdrop (white, dimmed to about 166)
IN_CARD = (0.5, 0.6)     # the card's frame: the linked page's colour once it has painted
ASIDE = (0.04, 0.5)      # the tab's own page when no card shows
# The page's own world notes each card's arrival (performance.now(), ms), once per document.
OBSERVER = """(() => {
  if (!window.benchCards) {
    window.benchCards = [];
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) for (const node of record.addedNodes) {
        if (node.localName === "peekpop-touch-preview") window.benchCards.push(now);
      }
    }).observe(document.documentElement, { childList: true });
  }
  return window.benchCards.length;
})()"""
DIMMED = lambda pixel: max(pixel) < 215 and max(pixel) - min(pixel) < 12  # noqa: E731 (white under the backdrop)


def clock_offset(browser, samples=12):
    """(offset, error) in seconds: CLOCK_MONOTONIC = the page's performance.now() / 1000 + offset,
    from the tightest of `samples` round trips (error: half of it)."""
    best = None
    for _ in range(samples):
        before = time.monotonic()
        page = browser.evaluate("performance.now()") / 1000
        after = time.monotonic()
        if best is None or after - before < best[1] * 2:
            best = ((before + after) / 2 - page, (after - before) / 2)
    return best


def viewport(browser):
    return tuple(browser.evaluate("[innerWidth, innerHeight]"))


def key(keys):
    """A key press to the window under the pointer (no window manager: the focus follows it)."""
    subprocess.run(["xdotool", "key", keys], check=True)


class Session:
    """One browser with the extension, the host it started, the stream it reads and the start page."""

    def __init__(self, name, rig, stream, start, links):
        self.name, self.rig, self.stream, self.start, self.links = name, rig, stream, start, links
        self.log = open(rig.work / f"{name}.log", "w")
        if name == "chromium":
            from cdp import Chromium
            profile = rig.work / "chromium"
            rig.register_host("chromium", profile / "NativeMessagingHosts")
            self.browser = Chromium(shutil.which("chromium"), str(rig.installed("chromium extension")), str(profile), rig.env,
                                    self.log, headless=False,
                                    extra=["--window-position=0,0", "--window-size=1280,800", "--test-type",
                                           "--force-device-scale-factor=1"])
            self.browser.attach_page()
        else:
            from marionette import Firefox
            rig.register_host("firefox", rig.work / "home" / ".mozilla" / "native-messaging-hosts")
            self.browser = Firefox(shutil.which("firefox-esr") or shutil.which("firefox"), rig.installed("firefox extension"),
                                   rig.work / "firefox", rig.env, self.log, headless=False)
            self.browser.send("WebDriver:SetWindowRect", {"x": 0, "y": 0, "width": 1280, "height": 800})
        stream.accept(timeout=60)
        self.screen = Screen()
        self.browser.navigate(start)
        if self.screen.wait_for(640, 500, near(WHITE, 0), timeout=30) is None:
            raise SystemExit(f"bench: {name}: the start page never showed (the screen shows {self.screen.pixel(640, 500)})")
        time.sleep(0.5)
        self.area = PageArea(self.screen)
        print(f"{name}: page area on the screen x {self.area.left}..{self.area.right}, y {self.area.top}..{self.area.bottom}", flush=True)
        # The keyboard's focus for Alt+Left / Alt+Right: a click on the page, away from its links.
        subprocess.run(["xdotool", "mousemove", *map(str, self.area.point(0.5, 0.85)), "click", "1"], check=True)
        self.page_ready()

    def page_ready(self):
        """The start page is in front: its observer in place, its clock related to CLOCK_MONOTONIC."""
        self.browser.evaluate(OBSERVER)
        self.offset, self.error = clock_offset(self.browser)
        self.size = viewport(self.browser)

    def css(self, x, y):
        return (round(x * self.size[0]), round(y * self.size[1]))

    def touch(self, kind, x=None, y=None):
        try:
            if x is None:
                self.browser.touch(kind)
            else:
                self.browser.touch(kind, *self.css(x, y))
        except Exception as error:  # a page going away may answer late (run.py does the same)
            print(f"{self.name}: {kind}: {error}", flush=True)

    def quit(self):
        self.browser.quit()
        self.log.close()


def peeks(session, results):
    """PEEKS peeks alternately on the start page's two links, each after its finger went down (a
    touch on the page, then the line): line → card on the page (the page's world) → the card's
    first frame on the screen (the dimmed page beside it) → the linked page's colour in the card.
    Every POP_EVERY-th pops instead: pop → the page's colour in the tab; then back by an edge-pan
    from the left (ended → the start page on the screen), forward by Alt+Right, back by Alt+Left
    (the browser's own Back, timed the same way)."""
    screen, area, stream = session.screen, session.area, session.stream
    backdrop, aside = area.point(*BACKDROP), area.point(*ASIDE)
    for index in range(PEEKS):
        title, rect = session.links[index % len(session.links)]
        colour = colour_of(title)
        x, y = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
        probe = area.point(*IN_CARD)
        before = session.browser.evaluate("window.benchCards.length")
        session.touch("touchStart", x, y)
        time.sleep(0.02)
        stream.contact += 1
        sent = stream.send("peek", "began", x, y, force=0.4)
        framed = screen.wait_for(*backdrop, DIMMED, timeout=10)
        shown = screen.wait_for(*probe, near(colour), timeout=10) if framed else None
        if shown is None:
            results["failures"] += 1
            print(f"{session.name}: peek {index + 1} not seen (card {framed is not None}; screen {screen.pixel(*probe)})", flush=True)
            stream.send("peek", "ended", x, y, force=0.0)
            session.touch("touchEnd")
            time.sleep(1)
            continue
        cards = session.browser.evaluate("window.benchCards")
        if len(cards) > before:
            results["content"].append(cards[before] / 1000 + session.offset - sent)
            results["to-screen"].append(framed - (cards[before] / 1000 + session.offset))
        if index == 0:
            results["first"] = (framed - sent, shown - sent)
        results["frame"].append(framed - sent)
        results["page"].append(shown - sent)
        if POP_EVERY and index % POP_EVERY == POP_EVERY - 1:
            popped = stream.send("pop", "recognized", x, y, force=0.9)
            painted = screen.wait_for(*aside, near(colour), timeout=10)
            session.touch("touchEnd")
            if painted is None:
                raise SystemExit(f"bench: {session.name}: the pop did not open the link")
            results["pop"].append(painted - popped)
            time.sleep(0.3)
            backs(session, results, colour)
        else:
            stream.send("peek", "ended", x, y, force=0.0)
            session.touch("touchEnd")
            if screen.wait_for(*backdrop, near(WHITE, 2), timeout=10) is None:
                raise SystemExit(f"bench: {session.name}: a card stayed after its peek ended")
        time.sleep(0.1)


def backs(session, results, colour):
    """From the popped page: back by a committed edge-pan (its finger on the page's left edge, the
    lines as the daemon sends them), forward by Alt+Right, back by Alt+Left; each back timed to the
    start page's white on the screen."""
    screen, stream, aside = session.screen, session.stream, session.area.point(*ASIDE)
    stream.contact += 1
    session.touch("touchStart", 0.005, 0.5)
    time.sleep(0.02)
    for phase, progress in (("began", 0.02), ("changed", 0.25), ("changed", 0.5)):
        session.touch("touchMove", 0.005 + progress / 2, 0.5)
        stream.send("edge-pan", phase, progress, 0.5, edge="left", progress=progress)
        time.sleep(0.016)
    ended = stream.send("edge-pan", "ended", 0.5, 0.5, edge="left", progress=0.5, committed=True)
    shown = screen.wait_for(*aside, near(WHITE, 0), timeout=10)
    session.touch("touchEnd")
    if shown is None:
        raise SystemExit(f"bench: {session.name}: the edge-pan did not go back")
    results["edge"].append(shown - ended)
    time.sleep(0.3)
    key("alt+Right")
    if screen.wait_for(*aside, near(colour), timeout=10) is None:
        raise SystemExit(f"bench: {session.name}: Alt+Right did not go forward")
    time.sleep(0.3)
    pressed = time.monotonic()
    key("alt+Left")
    shown = screen.wait_for(*aside, near(WHITE, 0), timeout=10)
    if shown is None:
        raise SystemExit(f"bench: {session.name}: Alt+Left did not go back")
    results["back"].append(shown - pressed)
    time.sleep(0.3)
    session.page_ready()


# The page's own world puts a dimmed layer over the viewport, as the card's backdrop, and says when.
OVERLAY = """(() => {
  const layer = document.createElement("div");
  layer.id = "bench-floor";
  layer.setAttribute("style", "position: fixed; inset: 0; z-index: 2147483647; background: rgba(0, 0, 0, 0.35)");
  document.documentElement.append(layer);
  return performance.now();
})()"""


def paint_floor(session, results, count=20):
    """The browser's own floor for the card's first frame: a dimmed layer appended by the page's
    own script (no extension on the way), from its append to the dimmed page on the screen, the
    same way as the card's (the card on the page → its first frame on the screen)."""
    screen, backdrop = session.screen, session.area.point(*BACKDROP)
    for _ in range(count):
        appended = session.browser.evaluate(OVERLAY) / 1000 + session.offset
        shown = screen.wait_for(*backdrop, DIMMED, timeout=10)
        session.browser.evaluate("document.getElementById('bench-floor').remove() || 1")
        if shown is not None:
            results["floor"].append(shown - appended)
        if screen.wait_for(*backdrop, near(WHITE, 2), timeout=10) is None:
            raise SystemExit(f"bench: {session.name}: the page's own layer stayed")
        time.sleep(0.1)


def switches(pid):
    """Context switches (voluntary + involuntary) of every thread of `pid`: each is a wake-up or a
    preemption; with nothing to do, wake-ups."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/status", encoding="utf-8") as file:
                for line in file:
                    if line.startswith("voluntary_ctxt_switches") or line.startswith("nonvoluntary_ctxt_switches"):
                        total += int(line.split()[1])
    except OSError:
        pass
    return total


def extension_processes(root, name):
    """The pids of the extension's own processes under `root`: Chromium's extension renderer (its
    command line says --extension-process), Firefox's web extension process (named WebExtensions)."""
    pids = []
    for pid in tree(root):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                # (Chromium rewrites its children's command lines as one string: split on spaces too.)
                argv = file.read().decode(errors="replace").replace("\0", " ").split()
            with open(f"/proc/{pid}/comm", encoding="utf-8") as file:
                comm = file.read().strip()
        except OSError:
            continue
        if (name == "chromium" and "--extension-process" in argv) or (name == "firefox" and comm == "WebExtensions"):
            pids.append(pid)
    return pids


def idle(session):
    """Wake-ups per minute over IDLE_SECONDS with no finger down: the native host's, and the
    extension's processes' (all their threads)."""
    hosts = session.rig.hosts()
    ext = extension_processes(session.browser.process.pid, session.name)
    start = {pid: switches(pid) for pid in hosts + ext}
    time.sleep(IDLE_SECONDS)
    per_minute = lambda pids: sum(switches(pid) - start[pid] for pid in pids) * 60 / IDLE_SECONDS  # noqa: E731
    return {"host": per_minute(hosts), "host-processes": len(hosts), "extension": per_minute(ext), "extension-processes": len(ext)}


def one_tab_pss(name, rig, start, extension):
    """PSS (KiB) of the browser's process tree (the host included) started as a user starts it, on
    the start page in one tab, 5 s after the page showed; with the extension as installed (Chromium:
    the installed folder loaded; Firefox: the .xpi in the user's extensions folder, as
    WEBEXT_SCOPE=user installs it) or without it. No driver attached either way."""
    label = f"{name}-{'with' if extension else 'without'}"
    log = open(rig.work / f"{label}.log", "w")
    profile = rig.work / f"{label}-profile"
    added = None
    if name == "chromium":
        flags = []
        if extension:
            folder = str(rig.installed("chromium extension"))
            flags = [f"--load-extension={folder}", f"--disable-extensions-except={folder}"]
            rig.register_host("chromium", profile / "NativeMessagingHosts")
        argv = [shutil.which("chromium"), "--no-first-run", "--no-default-browser-check", "--no-sandbox", "--test-type",
                "--disable-background-networking", "--disable-component-update", f"--user-data-dir={profile}",
                "--window-position=0,0", "--window-size=1280,800", "--force-device-scale-factor=1", *flags, start]
    else:
        from marionette import PREFS
        profile.mkdir()
        prefs = {k: v for k, v in PREFS.items() if not k.startswith("marionette")}
        prefs.update({"extensions.autoDisableScopes": 0, "xpinstall.signatures.required": False})
        (profile / "user.js").write_text("".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n" for k, v in prefs.items()))
        if extension:
            xpi = rig.installed("firefox extension")
            added = rig.work / "home" / ".mozilla" / "extensions" / xpi.parent.name / xpi.name
            added.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(xpi, added)
        argv = [shutil.which("firefox-esr") or shutil.which("firefox"), "--no-remote", "--profile", str(profile), start]
    # The host (when the extension starts it) finds a daemon's socket listening, as on a desktop.
    if rig.socket.exists():
        rig.socket.unlink()
    stream = Stream(str(rig.socket))
    process = subprocess.Popen(argv, env=rig.env, stdout=log, stderr=log, start_new_session=True)
    try:
        if Screen().wait_for(640, 500, near(WHITE, 0), timeout=60) is None:
            raise SystemExit(f"bench: {label}: the start page never showed")
        time.sleep(5)
        pss = memory(process.pid)[0]
        # The wake-ups of the same kind of process (Firefox has one without this extension too),
        # and of the whole tree, over a shorter idle than the driven browser's.
        found = extension_processes(process.pid, name)
        whole = tree(process.pid)
        seconds = min(IDLE_SECONDS, 30)
        before = {pid: switches(pid) for pid in whole}
        time.sleep(seconds)
        # (Only the processes alive at both ends: one that exits meanwhile takes its counts with it.)
        per_minute = lambda pids: sum(max(0, switches(pid) - before[pid]) for pid in pids if os.path.exists(f"/proc/{pid}")) * 60 / seconds  # noqa: E731
        return pss, len(found), per_minute(found), per_minute(whole)
    finally:
        stop(process)
        stream.close()
        log.close()
        if added:
            added.unlink()


def measure(name, bin_dir, site, links, idle_cost):
    """One browser, one mode: the peeks with their pops and backs, then (quiet mode) the idle cost."""
    with tempfile.TemporaryDirectory(prefix=f"peekpop-bench-ext-{name}-") as work:
        rig = webext.Rig(bin_dir, work)
        rig.install()
        stream = Stream(str(rig.socket))
        results = {"content": [], "frame": [], "to-screen": [], "floor": [], "page": [], "pop": [], "edge": [], "back": [], "failures": 0}
        session = None
        try:
            session = Session(name, rig, stream, site["start"], links)
            print(f"{name}: page clock to CLOCK_MONOTONIC within ±{session.error * 1000:.2f} ms", flush=True)
            peeks(session, results)
            paint_floor(session, results)
            results["clock-error"] = session.error
            if idle_cost:
                print(f"{name}: idle {IDLE_SECONDS} s", flush=True)
                results["idle"] = idle(session)
        finally:
            if session:
                session.quit()
            stream.close()
        if idle_cost:
            idle_ = results["idle"]
            idle_["pss"], _, _, idle_["tree"] = one_tab_pss(name, rig, site["start"], True)
            idle_["bare-pss"], idle_["bare-processes"], idle_["bare-extension"], idle_["bare-tree"] = one_tab_pss(name, rig, site["start"], False)
    return results


def p(values, fraction):
    return ms(percentile(values, fraction)) if values else "-"


def cells(r):
    """One mode's cells by row: (extension, reference, ratio)."""
    def pp(values):
        return f"{p(values, 0.5)} / {p(values, 0.99)}"

    def ratio(a, b):
        if not a or not b:
            return "-"
        return f"{statistics.median(a) / statistics.median(b):.2f} / {percentile(a, 0.99) / percentile(b, 0.99):.2f}"
    first = " / ".join(ms(t) for t in r["first"]) if "first" in r else "-"
    rows = [(pp(r["content"]), "", ""), (pp(r["frame"]), "", ""),
            (pp(r["to-screen"]), pp(r["floor"]), ratio(r["to-screen"], r["floor"])), (first, "", ""), (pp(r["page"]), pp(r["pop"]), ratio(r["page"], r["pop"])),
            (pp(r["edge"]), pp(r["back"]), ratio(r["edge"], r["back"]))]
    if "idle" in r:
        i = r["idle"]
        rows += [(f"{i['host']:.0f} ({i['host-processes']})", "", ""),
                 (f"{i['extension']:.0f} ({i['extension-processes']})",
                  f"{i['bare-extension']:.0f} ({i['bare-processes']})" if i["bare-processes"] else "none", ""),
                 (f"{i['tree']:.0f}", f"{i['bare-tree']:.0f}", f"{i['tree'] / i['bare-tree']:.2f}" if i["bare-tree"] else "-"),
                 (f"{i['pss'] / 1024:.0f}", f"{i['bare-pss'] / 1024:.0f}", f"+{(i['pss'] - i['bare-pss']) / 1024:.0f} MiB")]
    else:
        rows += [("-", "", "")] * 4
    return rows


FIGURES = [
    "peek line written → card on the page (the content script had it: the page's world, its clock related to CLOCK_MONOTONIC), p50 / p99 ms",
    "peek line written → card's first frame on the screen, p50 / p99 ms",
    "card on the page → its first frame on the screen, p50 / p99 ms; reference: the browser's floor, a dimmed layer appended by "
    "the page's own script → on the screen (20 times); ratio",
    "the browser's first peek (no card before it): line → card's first frame / linked page on screen, ms",
    "peek line written → linked page on screen in the card, p50 / p99 ms; reference: pop line written → the same page on screen in the tab; ratio of p50s / p99s",
    "edge-pan ended written → previous page on screen, p50 / p99 ms; reference: the browser's own Back (Alt+Left, xdotool); ratio",
    "idle, no finger down: native host's wake-ups per minute (context switches, all threads; processes)",
    "idle, no finger down: the extension's processes' wake-ups per minute (context switches, all threads; processes); "
    "reference: the same kind of process in the browser without the extension (fresh start, 30 s)",
    "idle, fresh start, one tab: the browser's whole process tree's wake-ups per minute with the extension; reference: without it (30 s each)",
    "one tab, fresh start, 5 s idle, no driver: PSS MiB of the browser's process tree (host included) with the extension; reference: without it; difference",
]


def goals(r):
    """(goal, met, by how much when missed)."""
    out = []
    if r["frame"]:
        p99 = percentile(r["frame"], 0.99) * 1000
        floor = (f"; the browser's own layer from its append to the screen alone: p50 {percentile(r['floor'], 0.5) * 1000:.0f}, "
                 f"p99 {percentile(r['floor'], 0.99) * 1000:.0f} ms" if r["floor"] else "")
        out.append(("peek → card's first frame on screen, p99 ≤ 33 ms", p99 <= 33, f"p99 {p99:.0f} ms, {p99 - 33:.0f} ms over{floor}"))
    if r["page"] and r["pop"]:
        a, b = percentile(r["page"], 0.99), percentile(r["pop"], 0.99)
        out.append(("peek → linked page in the card, p99 ≤ the pop's p99", a <= b, f"{a * 1000:.1f} vs {b * 1000:.1f} ms, ratio {a / b:.3f}"))
    if r["edge"] and r["back"]:
        a, b = statistics.median(r["edge"]), statistics.median(r["back"])
        out.append(("edge-pan ended → previous page, no slower than the browser's own Back (medians)", a <= b,
                    f"{a * 1000:.1f} vs {b * 1000:.1f} ms, ratio {a / b:.3f}"))
    if "idle" in r:
        i = r["idle"]
        out.append(("idle: the native host wakes at most once a minute", i["host"] <= 1, f"{i['host']:.0f} per minute"))
        floor = (f"; the same kind of process without the extension: {i['bare-extension']:.0f}" if i.get("bare-processes") else "")
        out.append(("idle: the extension's processes wake at most once a minute", i["extension"] <= 1,
                    f"{i['extension']:.0f} per minute{floor}"))
        added = (i["pss"] - i["bare-pss"]) / 1024
        out.append(("the extension adds at most 10 MB PSS to a one-tab browser", added <= 10, f"+{added:.0f} MiB, {added - 10:.0f} over"))
    return out


def main():
    bin_dir, output = sys.argv[1:3]
    names = sys.argv[3:] or ["chromium", "firefox"]
    versions = {name: subprocess.run([shutil.which(b) for b in binaries if shutil.which(b)][:1] + ["--version"], capture_output=True, text=True).stdout.strip()
                for name, binaries in (("chromium", ["chromium"]), ("firefox", ["firefox-esr", "firefox"])) if name in names}
    load = os.getloadavg()[0]
    work = window_bench.Work()
    figures = {}
    try:
        a, b = distinct_title("A"), distinct_title("B")
        links = window_bench.peek_links(a, b)
        site = work.serve(window_bench.peek_site(links))
        for name in names:
            for mode, spinners in MODES:
                print(f"=== {name}, {mode}: {PEEKS} peeks, a pop and two backs every {POP_EVERY}", flush=True)
                with Busy(spinners):
                    figures[(name, mode)] = measure(name, bin_dir, site, links, idle_cost=spinners == 0)
    finally:
        work.close()

    modes = [mode for mode, _ in MODES]
    lines = [f"bench/extension.sh (PEEKS={PEEKS} POP_EVERY={POP_EVERY} BUSY_CORES={BUSY_CORES} IDLE_SECONDS={IDLE_SECONDS}), "
             f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
             f"peekpop Touch in {', '.join(versions.values())}, windows on Xvfb 1280x800 (their normal renderers, no GPU), "
             f"the real peekpop-native-host, the gesture stream written by the bench on the daemon's socket; {os.cpu_count()} CPUs, "
             f"load average {load:.1f} before",
             f"busy: {BUSY_CORES} CPU-bound process{'es' if BUSY_CORES > 1 else ''} (python3) at ordinary priority during the mode.",
             ""]
    missed = []
    for name in names:
        rows = {mode: cells(figures[(name, mode)]) for mode in modes}
        failures = ", ".join(f"{mode}: {figures[(name, mode)]['failures']} peeks not seen" for mode in modes)
        error = max(figures[(name, mode)].get("clock-error", 0) for mode in modes)
        lines += [f"{versions[name]} ({failures}; page clock to CLOCK_MONOTONIC within ±{error * 1000:.2f} ms)", "",
                  "| figure | " + " | ".join(f"{mode}: extension | reference | ratio" for mode in modes) + " |",
                  "|---|" + "---:|---:|---:|" * len(modes)]
        for index, figure in enumerate(FIGURES):
            lines.append(f"| {figure} | " + " | ".join(" | ".join(rows[mode][index]) for mode in modes) + " |")
        lines += ["", "goals (issue 43):"]
        for mode in modes:
            for goal, met, why in goals(figures[(name, mode)]):
                lines.append(f"- {name}, {mode}: {goal}: " + ("met" if met else f"MISSED ({why})"))
                if not met:
                    missed.append(goal)
        lines.append("")
    window_bench.publish("\n".join(lines), output)


if __name__ == "__main__":
    main()
