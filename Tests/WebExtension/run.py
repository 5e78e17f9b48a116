#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The peekpop Touch WebExtension in headless Chromium and Firefox, through the real native host
and a real daemon (make test-webext).

The browsers get the extension and the host's manifests from `make install-webextension` into a
temporary DESTDIR (Chromium the unpacked folder, Firefox the .xpi), naming the host in BIN_DIR;
the manifests are registered per user in a temporary HOME. For each case the test serves pages on 127.0.0.1 (pages.py), holds a touch down on the page where
the case wants it, and starts `peekpop run --replay REC --realtime --await-clients 1` on the
socket the host reads: the host (which the browser started when the extension connected) comes
back to the new daemon, the recording plays, and the test lifts or moves the touch when the daemon
says the recorded finger did (--stdout). So every case also restarts the daemon under the host.
Emulated touches have no pressure and no long press: the recordings bring the pressure, the page's
touches only their place and timing, which is all the extension matches them by.

Firefox makes no click for a touch held as long as a peek, whatever the extension does: there the
"no click" checks only show that nothing clicked; the control tap shows a click is seen at all.

A touchpad's force click (Recordings/magic-trackpad-2: lines with "pointer":true) is played the
same way while the test holds the mouse button down on the page where the case wants it: pressed
before the daemon starts, released when the daemon says the recorded button came up (peek ended)
or the pop came, after the card was seen (so the extension has seen the peek begin while the button
was held, however slow the machine). Both browsers make a click of that press unless the extension
swallows it: the plain click shows a click is seen and followed.

Usage: run.py BIN_DIR [chromium|firefox ...]   (BIN_DIR holds peekpop and peekpop-native-host)
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pages
from cdp import wait_for

ROOT = Path(__file__).resolve().parents[2]
# Where a system install (webextension/install.mk) puts them, below the test's DESTDIR.
INSTALLED = {
    "chromium extension": "usr/share/chromium/extensions/peekpop-touch",
    "firefox extension": "usr/lib/mozilla/extensions/{ec8030f7-c20a-464f-9b0e-13a3a9e97384}/peekpop-touch@peekpop.invalid.xpi",
    "chromium host": "etc/chromium/native-messaging-hosts/peekpop_touch.json",
    "firefox host": "usr/lib/mozilla/native-messaging-hosts/peekpop_touch.json",
}
RECORDINGS = ROOT / "Recordings"
LINK_AT_VECTORS = ROOT / "Tests" / "Fixtures" / "link-at" / "vectors.json"
TOUCHSCREEN = "pressure-touchscreen"
TOUCHPAD = "magic-trackpad-2"
FAILURES = []


def check(condition, what):
    print(("ok  " if condition else "FAIL") + " " + what, flush=True)
    if not condition:
        FAILURES.append(what)


class Rig:
    """The temporary HOME, the host's manifest there, the site, and the daemon of each case."""

    def __init__(self, bin_dir, work):
        self.bin_dir = Path(bin_dir).resolve()
        self.work = Path(work)
        self.run_dir = self.work / "run"
        self.run_dir.mkdir(mode=0o700)
        self.socket = self.run_dir / "peekpop.sock"
        self.daemons = 0
        self.site = pages.Site()
        self.env = dict(os.environ, HOME=str(self.work / "home"), XDG_RUNTIME_DIR=str(self.run_dir),
                        XDG_CONFIG_HOME=str(self.work / "home" / ".config"),
                        XDG_CACHE_HOME=str(self.work / "home" / ".cache"))
        (self.work / "home").mkdir()

    def install(self):
        """`make install-webextension` into the test's DESTDIR, naming the host in BIN_DIR: the
        browsers get the extension and the host manifests exactly as an install lays them out."""
        self.destdir = self.work / "install"
        subprocess.run(["make", "-s", "-C", str(ROOT), "install-webextension", f"DESTDIR={self.destdir}",
                        "WEBEXT_SCOPE=system", f"bindir={self.bin_dir}"], check=True)

    def installed(self, what):
        return self.destdir / INSTALLED[what]

    def register_host(self, browser, folder):
        """The installed host manifest for `browser`, in its per-user folder of the test's HOME."""
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy(self.installed(f"{browser} host"), folder / "peekpop_touch.json")

    def hosts(self):
        """The pids of running peekpop-native-host processes started from BIN_DIR (also when the
        file was built again meanwhile: the kernel then names it "PATH (deleted)")."""
        host = os.path.realpath(self.bin_dir / "peekpop-native-host")
        pids = []
        for entry in Path("/proc").iterdir():
            try:
                if entry.name.isdigit() and os.readlink(entry / "exe").removesuffix(" (deleted)") == host:
                    pids.append(int(entry.name))
            except OSError:
                pass
        return pids

    def play(self, recording, on_line, device=TOUCHSCREEN):
        """Runs the daemon on `device`'s `recording` until it stops by itself;
        `on_line(gesture, phase, line)` is called for every gesture line it sends (changed phases too)."""
        self.daemons += 1
        daemon = subprocess.Popen(
            [str(self.bin_dir / "peekpop"), "run", "--replay", str(RECORDINGS / device / f"{device}.{recording}.events"),
             "--realtime", "--await-clients", "1", "--socket", str(self.socket), "--stdout"],
            stdout=subprocess.PIPE, text=True, env=self.env)
        for text in daemon.stdout:
            line = json.loads(text)
            if "gesture" in line:
                on_line(line["gesture"], line["phase"], line)
        check(daemon.wait(15) == 0, f"the daemon playing {recording} stopped by itself")


class Page:
    """Where the start page's blocks are (pages.START), in CSS pixels of the viewport."""
    target = (300, 80)
    deny = (300, 200)
    text = (300, 320)
    button = (300, 440)
    mailto = (750, 80)
    script = (750, 200)


def card_count(browser):
    return browser.evaluate("document.getElementsByTagName('peekpop-touch-preview').length")


def peek_release(rig, browser, name, page, point, expect_frame):
    """A peek held on `point` of `page`, then released: the card with `expect_frame`'s page while
    the peek lasts (none when None), gone after, the page where it was, no click."""
    url = rig.site.origin + page
    browser.navigate(url)
    rig.site.take_notes()
    browser.touch("touchStart", *point)
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            if expect_frame:
                seen["frame"] = wait_for(lambda: expect_frame in rig.site.notes, f"{expect_frame} framed", 5)
                seen["card"] = card_count(browser)
            else:
                time.sleep(0.5)
                seen["card"] = card_count(browser)
        elif (gesture, phase) == ("peek", "ended"):
            browser.touch("touchEnd")

    rig.play("peek-release", on_line)
    if expect_frame:
        check(seen.get("card") == 1, f"{name}: the card is on the page during the peek")
        check(seen.get("frame"), f"{name}: the card's frame shows {expect_frame}")
    else:
        check(seen.get("card") == 0, f"{name}: no card")
    time.sleep(0.5)
    check(card_count(browser) == 0, f"{name}: no card after the release")
    check(browser.evaluate("location.href") == url, f"{name}: the page's URL is unchanged")
    notes = rig.site.take_notes()
    check(not any(n.startswith("click") for n in notes), f"{name}: the touch made no click ({notes})")
    check("evil" not in notes, f"{name}: nothing spoofed was framed ({notes})")


def link_at_vectors(rig, browser, label):
    """Which link is at a point: the vectors the browser window's Xvfb suite runs too
    (Tests/Fixtures/link-at), each a peek held on its point of its page, then released."""
    for vector in json.loads(LINK_AT_VECTORS.read_text())["vectors"]:
        peek_release(rig, browser, f"{label}: link-at {vector['page']} {vector['at']}: {vector['why']}",
                     f"/link-at/{vector['page']}", tuple(vector["at"]), vector["link"] and f"link-at:{vector['link']}")


def centre_of(browser, selector):
    """The middle of the element `selector` of the page, in CSS px of the viewport."""
    return tuple(json.loads(browser.evaluate(
        f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
        " return JSON.stringify([Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]); })()")))


def read(browser, expression):
    """A JSON-able value of the page's own world (the recorder's `pageSaw`, a library's state)."""
    return json.loads(browser.evaluate(f"JSON.stringify({expression})"))


def tap(browser, point):
    browser.touch("touchStart", *point)
    time.sleep(0.05)
    browser.touch("touchEnd")


def the_page_was_told(name, events):
    """The page's touch and pointer events (Tests/Fixtures/real-libraries/recorder.js) tell of one
    finger taken: its touchstart, then one touchcancel with its identifier and none of its later
    events; and where the page saw its pointer, one pointercancel and none after."""
    starts = [e for e in events if e["type"] == "touchstart"]
    check(len(starts) == 1, f"{name}: the page saw the touch begin ({events})")
    if not starts:
        return
    touch = starts[0]["id"]
    after = [e for e in events if e["id"] == touch and e["type"] in ("touchmove", "touchend", "touchcancel")]
    check([e["type"] for e in after if e["type"] != "touchmove"] == ["touchcancel"] and after[-1]["type"] == "touchcancel",
          f"{name}: the page got one touchcancel for the finger, and none of its events after ({after})")
    downs = [e for e in events if e["type"] == "pointerdown"]
    if downs:
        later = [e["type"] for e in events if e["id"] == downs[0]["id"] and e["type"] in ("pointerup", "pointercancel")]
        check(later == ["pointercancel"], f"{name}: the page got one pointercancel for the finger, and no pointerup ({later})")


def peek_taken_from_a_library(rig, browser, name, page, selector, note, state):
    """A peek held on the link `selector` of `page`, a library's: its card shows; the page was told
    the finger is taken (`the_page_was_told`); what the library did (`state`, an expression of the
    page's world) is what it was before the touch, during the peek and after the release."""
    url = rig.site.origin + page
    browser.navigate(url)
    rig.site.take_notes()
    before = read(browser, state)
    point = centre_of(browser, selector)
    browser.touch("touchStart", *point)
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            seen["frame"] = wait_for(lambda: note in rig.site.notes, f"{note} framed", 5)
            seen["card"] = card_count(browser)
            time.sleep(0.5)  # past a long press's 300 ms delay, with the finger still down
            seen["during"] = read(browser, state)
        elif (gesture, phase) == ("peek", "ended"):
            browser.touch("touchEnd")

    rig.play("peek-release", on_line)
    check(seen.get("card") == 1 and seen.get("frame"), f"{name}: the card shows the link ({note})")
    check(seen.get("during") == before, f"{name}: the library did nothing during the peek ({before} -> {seen.get('during')})")
    time.sleep(0.5)
    check(read(browser, state) == before, f"{name}: ... nor after the release ({read(browser, state)})")
    check(card_count(browser) == 0 and browser.evaluate("location.href") == url, f"{name}: no card after the release, the page stays")
    the_page_was_told(name, read(browser, "window.pageSaw.events"))


def real_library_cases(rig, browser, label):
    """Pages built on libraries from Debian's archive (Tests/Fixtures/real-libraries): a peek on a
    link in them is peekpop's alone, and the library is at rest and works after it."""
    leaflet = "/real-libraries/leaflet.html"
    map_state = "[mapState(), window.pageSaw.map.drags, window.pageSaw.map.zooms]"
    peek_taken_from_a_library(rig, browser, f"{label}: Leaflet, peek on a link in a popup", leaflet, "#popup-link",
                              "link-at:leaflet-popup", map_state)
    clicks = read(browser, "window.pageSaw.map.clicks")
    tap(browser, (900, 120))
    check(within(lambda: read(browser, "window.pageSaw.map.clicks") == clicks + 1, 5) is not None,
          f"{label}: Leaflet: after the peek, an ordinary tap on the map is the map's click")
    peek_taken_from_a_library(rig, browser, f"{label}: Leaflet, peek on a link in a control", leaflet, "#control-link",
                              "link-at:leaflet-control", map_state)
    sortable = "/real-libraries/sortable.html"
    # (An item is "chosen" as the finger lands on it, before any gesture: not a drag.)
    lists = ("[['now', 'long'].map((id) => [pageSaw.lists[id].started, pageSaw.lists[id].sorted, listOrder(id)]),"
             " document.querySelectorAll('.sortable-chosen, .sortable-ghost, .sortable-drag').length]")
    peek_taken_from_a_library(rig, browser, f"{label}: SortableJS, peek on a link of a list dragged at once", sortable,
                              "#now li:nth-child(2) a", "link-at:sortable-now-2", lists)
    peek_taken_from_a_library(rig, browser, f"{label}: SortableJS, peek on a link of a list dragged after a long press", sortable,
                              "#long li:nth-child(2) a", "link-at:sortable-long-2", lists)
    tap(browser, centre_of(browser, "#long li:nth-child(3) a"))
    # (Firefox answers null for the address while the page is going.)
    check(within(lambda: (browser.evaluate("location.href") or "").endswith("?sortable-long-3"), 5) is not None,
          f"{label}: SortableJS: after the peek, an ordinary tap on an item follows its link")


def hint_holds_back_the_long_press(rig, browser, label):
    """A press whose force passes the hint's level, stays there 3 s and eases off without a peek
    (press-eases-off): from the hint's line on, a long press's menu on the link is cancelled and the
    link is not draggable; from its end on, neither, and the touch, never claimed, is the page's.
    Emulated touches make no long press of their own, so the menu is one the test dispatches, as
    the browser would (a touch's `contextmenu`, cancelable, on the link under the finger)."""
    browser.navigate(rig.site.origin + "/start")
    rig.site.take_notes()
    x, y = Page.target
    probe = f"""(() => {{
        const link = document.elementFromPoint({x}, {y}).closest("a");
        const menu = new PointerEvent("contextmenu", {{ pointerType: "touch", bubbles: true, cancelable: true }});
        link.dispatchEvent(menu);
        return JSON.stringify([menu.defaultPrevented, link.getAttribute("draggable")]);
    }})()"""
    state = lambda: json.loads(browser.evaluate(probe))  # noqa: E731
    browser.touch("touchStart", x, y)
    check(state() == [False, None], f"{label}: control: before any line, a long press on the link is the browser's")
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("hint", "began"):
            seen["held"] = within(lambda: state() == [True, "false"], 2.5)
        elif (gesture, phase) == ("hint", "ended"):
            seen["eased"] = within(lambda: state() == [False, None], 5)

    rig.play("press-eases-off", on_line)
    browser.touch("touchEnd")
    check(seen.get("held") is not None,
          f"{label}: while the force is past the hint's level, the long press's menu is cancelled and the link not draggable")
    check(seen.get("eased") is not None, f"{label}: once the hint ended without a peek, the long press is the browser's again")
    check(card_count(browser) == 0, f"{label}: a hint shows no card")


def run_cases(rig, browser, label):
    start = rig.site.origin + "/start"

    # Control: a touch without any gesture is a tap the page sees as a click, so "no click" can fail.
    browser.navigate(start)
    rig.site.take_notes()
    browser.touch("touchStart", *Page.button)
    time.sleep(0.05)
    browser.touch("touchEnd")
    wait_for(lambda: "click-button" in rig.site.notes, f"{label}: the control tap's click", 5)
    check(True, f"{label}: control: a plain tap clicks")
    rig.site.take_notes()

    peek_release(rig, browser, f"{label}: peek on a link", "/start", Page.target, "target")
    peek_release(rig, browser, f"{label}: peek on a link to an X-Frame-Options DENY page", "/start", Page.deny, "deny")
    # The rule that let /deny load in the card is gone with it: the page's own frame of /deny is
    # refused again, while its frame of /target loads.
    for path in ("/deny", "/target"):
        browser.evaluate(f"document.body.appendChild(Object.assign(document.createElement('iframe'), {{src: '{path}'}})) && 1")
    wait_for(lambda: "target" in rig.site.notes, f"{label}: the page's own frame of /target", 5)
    time.sleep(0.5)
    notes = rig.site.take_notes()
    check("deny" not in notes, f"{label}: after the peek, the page's own frame of the DENY page is refused ({notes})")
    peek_release(rig, browser, f"{label}: peek on plain text", "/start", Page.text, None)
    peek_release(rig, browser, f"{label}: peek on a mailto: link", "/start", Page.mailto, None)
    peek_release(rig, browser, f"{label}: peek on a javascript: link", "/start", Page.script, None)
    peek_release(rig, browser, f"{label}: spoofed closest(), peek on plain text", "/spoof", Page.text, None)
    peek_release(rig, browser, f"{label}: spoofed closest(), peek on a link", "/spoof", Page.target, "target")
    seen = browser.evaluate("JSON.stringify(window.seen)")
    check(seen == "[]", f"{label}: the spoofing page saw nothing of the card ({seen})")
    # Links a plain hit-test misses: inside a shadow root (elementFromPoint stops at its host), and in
    # a frame (the top page's content script sees none of its touches).
    peek_release(rig, browser, f"{label}: peek on a link in an open shadow root", "/shadow", Page.target, "target")
    peek_release(rig, browser, f"{label}: peek on a link in a same-origin frame", "/framed", Page.target, "target")
    link_at_vectors(rig, browser, label)
    real_library_cases(rig, browser, label)
    hint_holds_back_the_long_press(rig, browser, label)

    # Pop: the link opens in the same tab.
    browser.navigate(start)
    rig.site.take_notes()
    browser.touch("touchStart", *Page.target)

    def pop_line(gesture, phase, line):
        if gesture == "pop":
            time.sleep(0.1)
            browser.touch("touchEnd")

    rig.play("peek-pop", pop_line)
    wait_for(lambda: browser.evaluate("location.href") == rig.site.origin + "/target", f"{label}: pop opened the link")
    check(True, f"{label}: pop opens the link in the tab")
    notes = rig.site.take_notes()
    check(not any(n.startswith("click") for n in notes), f"{label}: pop: the touch made no click ({notes})")

    # Edge-pan from the left: back to /start, once (not on to the page before it); then from the
    # right: forward to /target again.
    browser.navigate(start + "?before")
    browser.navigate(start)
    browser.navigate(rig.site.origin + "/target")
    edge_pan(rig, browser, "left", 3, 90)
    wait_for(lambda: browser.evaluate("location.href") == start, f"{label}: edge-pan went back")
    time.sleep(0.5)
    check(browser.evaluate("location.href") == start, f"{label}: an edge-pan from the left goes back, once")
    wait_for(lambda: browser.evaluate("document.readyState") == "complete", "the page back")
    edge_pan(rig, browser, "right", browser.evaluate("innerWidth") - 3, -90)
    wait_for(lambda: browser.evaluate("location.href") == rig.site.origin + "/target",
             f"{label}: edge-pan went forward")
    check(True, f"{label}: an edge-pan from the right goes forward")


def edge_pan(rig, browser, edge, x, step_px):
    """The recording of an edge-pan from `edge` with a touch landing at `x` (y 300) and moving
    `step_px` for every tenth of progress. Moves in steps (each dispatch waits for Chromium's
    answer: one per line would fall behind the stream), lifted where the recorded finger stops,
    before the daemon says so."""
    browser.touch("touchStart", x, 300)
    steps = {"done": 0}

    def pan_line(gesture, phase, line):
        step = int(line["progress"] * 10 + 0.01)
        if gesture != "edge-pan" or phase == "ended" or step <= steps["done"]:
            return
        steps["done"] = step
        browser.touch("touchMove", x + step * step_px, 300)
        if step == 6:
            browser.touch("touchEnd")

    rig.play(f"edge-pan-{edge}-committed", pan_line)


def force_click_cases(rig, browser, label):
    """A touchpad's force click: the lines carry "pointer":true and act where the page last saw
    the mouse; the click of the press that began it is swallowed, and only that one."""
    lines = []

    # The mouse never came to the page (only touches did, which are not the mouse): a pointer line
    # has no place there, nothing shows, although the page is one link wherever a line could be
    # placed (the pad's place taken for the page's, a default one). First of the mouse's cases, so
    # that the mouse was never there.
    browser.navigate(rig.site.origin + "/cover")
    rig.site.take_notes()
    rig.play("force-click-peek-release", lambda gesture, phase, line: lines.append(line), device=TOUCHPAD)
    time.sleep(0.5)
    check(any(line.get("pointer") is True for line in lines), f"{label}: the touchpad's lines say \"pointer\":true")
    notes = rig.site.take_notes()
    check(browser.evaluate("window.cards") == 0 and "target" not in notes,
          f"{label}: a force click while the mouse never entered the page shows nothing ({notes})")
    # The control, on the same page: the mouse moved in (not pressed: the place comes from its
    # moves too), the same recording previews the link.
    browser.mouse("move", *Page.text)
    seen = {}

    def control_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            seen["frame"] = wait_for(lambda: "target" in rig.site.notes, f"{label}: the force click's preview framed", 5)
            seen["card"] = card_count(browser)

    rig.play("force-click-peek-release", control_line, device=TOUCHPAD)
    check(seen.get("card") == 1 and seen.get("frame"),
          f"{label}: ... and once the mouse moved over the link, the same force click previews it")
    time.sleep(0.5)
    check(card_count(browser) == 0, f"{label}: ... and its end removes the card")

    if hasattr(browser, "mouse_leave"):  # Chromium; WebDriver moves only within the viewport
        force_click_nowhere(rig, browser, f"{label}: a force click after the mouse left the window",
                            lambda: (browser.mouse("move", *Page.text), browser.mouse_leave()))
    force_click_nowhere(rig, browser, f"{label}: a force click after the mouse went from the page into a frame",
                        lambda: (browser.mouse("move", *Page.target), browser.mouse("move", 300, 250)),
                        page="/beside", frame_cards=1)

    force_click_release(rig, browser, f"{label}: force click on a link", "/start", "target")
    plain_click(rig, browser, f"{label}: a plain click after a force click, same page", navigate=False)
    force_click_release(rig, browser, f"{label}: force click on a link in a same-origin frame", "/framed", "target")
    force_click_pop(rig, browser, label)
    plain_click(rig, browser, f"{label}: a plain click on a link")


def force_click_nowhere(rig, browser, name, move, page="/cover", frame_cards=0):
    """The mouse moved by `move` on `page`, then a force click: the page shows no card of its own
    (/cover is one link wherever the line is placed). On /beside the mouse went from the page's
    link into the frame of /cover: the frame has it and previews its link (`frame_cards`), the
    page, whose last place for it is on its own link, previews nothing."""
    browser.navigate(rig.site.origin + page)
    if page == "/beside":
        wait_for(lambda: browser.evaluate("document.querySelector('iframe').contentDocument?.readyState") == "complete",
                 f"{name}: the frame loaded")
    move()
    rig.site.take_notes()
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began") and frame_cards:
            seen["frame"] = wait_for(lambda: "target" in rig.site.notes, f"{name}: the frame's link previewed", 5)
            time.sleep(0.3)  # a second card would come with the first
            seen["cards"] = card_count(browser)

    rig.play("force-click-peek-release", on_line, device=TOUCHPAD)
    time.sleep(0.5)
    notes = rig.site.take_notes()
    own = browser.evaluate("window.cards")
    if frame_cards:
        check(seen.get("cards") == frame_cards, f"{name}: one card, the frame's ({seen.get('cards')} during the peek)")
        check("deny" not in notes, f"{name}: the page's own link is not previewed ({notes})")
    else:
        check(own == 0 and "target" not in notes, f"{name}: nothing shows ({own} cards, {notes})")


def force_click_release(rig, browser, name, page, expect_frame):
    """The mouse pressed on the link at Page.target of `page` while the touchpad's force click
    peeks, released when the recorded button comes up: the card while the peek lasts, gone after,
    and the release follows nothing (no click reached the page, the URL is unchanged)."""
    url = rig.site.origin + page
    browser.navigate(url)
    rig.site.take_notes()
    browser.mouse("down", *Page.target)
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            # The card shows only once the extension took the peek: the press it swallows the
            # click of was held then, whatever the time this took.
            seen["frame"] = wait_for(lambda: expect_frame in rig.site.notes, f"{name}: {expect_frame} framed", 5)
            seen["card"] = card_count(browser)
        elif (gesture, phase) == ("peek", "ended"):
            browser.mouse("up", *Page.target)
            seen["released"] = time.monotonic()

    rig.play("force-click-peek-release", on_line, device=TOUCHPAD)
    check(seen.get("card") == 1, f"{name}: the card is on the page during the peek")
    check(seen.get("frame"), f"{name}: the card's frame shows {expect_frame}")
    check("released" in seen, f"{name}: the button was released when the recorded one came up")
    time.sleep(0.5)
    check(card_count(browser) == 0, f"{name}: no card after the release")
    check(browser.evaluate("location.href") == url, f"{name}: the page's URL is unchanged")
    if page == "/framed":
        framed = browser.evaluate("document.querySelector('iframe').contentWindow.location.href")
        check(framed == rig.site.origin + "/start", f"{name}: the frame's URL is unchanged ({framed})")
    notes = rig.site.take_notes()
    check(not any(n.startswith("click") for n in notes), f"{name}: the release made no click ({notes})")
    check(notes.count(expect_frame) == 1, f"{name}: {expect_frame} was rendered once, in the card ({notes})")


def force_click_pop(rig, browser, label):
    """The force click pressed on to a pop, the button released at once: the pop opens the link,
    and the release opens it no second time."""
    name = f"{label}: force click then pop"
    start = rig.site.origin + "/start"
    browser.navigate(start)
    history = browser.evaluate("history.length")
    rig.site.take_notes()
    browser.mouse("down", *Page.target)
    seen = {}

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            seen["frame"] = wait_for(lambda: "target" in rig.site.notes, f"{name}: the preview framed", 5)
        elif gesture == "pop":
            # At once: the release comes before or while the pop's navigation goes, as a hand
            # letting go does; its click would be a second navigation to the link.
            try:  # Chromium may answer late for a page that is going
                browser.mouse("up", *Page.target, timeout=5)
                seen["released"] = True
            except Exception as error:
                seen["released"] = error

    rig.play("force-click-pop", on_line, device=TOUCHPAD)
    check(seen.get("frame"), f"{name}: the card showed the link")
    check(seen.get("released") is True, f"{name}: the button was released after the pop ({seen.get('released')})")
    target = rig.site.origin + "/target"
    wait_for(lambda: browser.evaluate("location.href") == target, f"{name}: the pop opened the link")
    wait_for(lambda: "top-target" in rig.site.notes, f"{name}: the link rendered in the tab", 5)
    time.sleep(1)
    notes = rig.site.take_notes()
    check(notes.count("top-target") == 1, f"{name}: the tab went to the link once ({notes})")
    check(not any(n.startswith("click") for n in notes), f"{name}: the release made no click ({notes})")
    after = browser.evaluate("history.length")
    check(after == history + 1, f"{name}: one entry more in the tab's history ({history} before, {after} after)")


def plain_click(rig, browser, name, navigate=True):
    """A plain click on the link, the touchpad playing a plain click (no gesture) while the button
    is down: the page sees the click, and the link is followed at once. `navigate=False`: on the
    page a force click left (/start: a flag it left would swallow this click)."""
    start = rig.site.origin + "/start"
    if navigate or browser.evaluate("location.href") != start:  # else the case before left it
        browser.navigate(start)
    rig.site.take_notes()
    browser.mouse("down", *Page.target)
    lines = []
    rig.play("plain-click", lambda gesture, phase, line: lines.append(line), device=TOUCHPAD)
    check(not lines, f"{name}: the touchpad's plain click is no gesture ({lines})")
    browser.mouse("up", *Page.target)
    released = time.monotonic()
    target = rig.site.origin + "/target"
    followed = within(lambda: browser.evaluate("location.href") == target, 10)
    # The page notes a trusted click as click-ID: one the browser made of the release, not one
    # made again later (by a script: untrusted), so not delayed, however slow the machine.
    clicked = within(lambda: "click-target" in rig.site.notes, 5)
    notes = rig.site.take_notes()
    check(clicked is not None, f"{name}: the page saw the release's own click ({notes})")
    if followed is None and clicked is not None:
        check(False, f"{name}: the machine was too slow: the page saw the click, but the tab was not on "
                     f"the link {time.monotonic() - released:.1f} s after the release")
    else:
        check(followed is not None, f"{name}: the link is followed at once"
              + (f" ({followed:.2f} s after the release)" if followed is not None else " (never)"))


def peek_then_switch_tab(rig, browser, label):
    """A peek whose tab goes to the background (another tab selected) before the release: the
    release still removes its card and its rule."""
    browser.navigate(rig.site.origin + "/start")
    rig.site.take_notes()
    browser.touch("touchStart", *Page.deny)

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            wait_for(lambda: "deny" in rig.site.notes, f"{label}: deny framed", 5)
            browser.switch_away()

    rig.play("peek-release", on_line)
    time.sleep(0.5)
    check(card_count(browser) == 0, f"{label}: a peek released after switching tabs leaves no card")
    browser.switch_back()
    browser.touch("touchEnd")
    rig.site.take_notes()
    browser.evaluate("document.body.appendChild(Object.assign(document.createElement('iframe'), {src: '/deny'})) && 1")
    time.sleep(1)
    notes = rig.site.take_notes()
    check("deny" not in notes, f"{label}: ... nor its rule ({notes})")


def pop_in_new_tab(rig, browser, label):
    """The options page's setting, ticked as a user would: pop opens the link in a new tab and the
    page stays where it was. Last: the new tab takes the focus."""
    browser.open_options()
    browser.evaluate("document.getElementById('popInNewTab').click() || true")
    wait_for(lambda: browser.evaluate("document.getElementById('popInNewTab').checked"), "the setting ticked")
    start = rig.site.origin + "/start"
    browser.navigate(start)
    rig.site.take_notes()
    tabs = browser.tab_count()
    browser.touch("touchStart", *Page.target)

    def pop_line(gesture, phase, line):
        if gesture == "pop":
            time.sleep(0.1)
            try:  # Chromium may never answer for a page the new tab has hidden
                browser.touch("touchEnd", timeout=2)
            except Exception:
                pass

    rig.play("peek-pop", pop_line)
    wait_for(lambda: browser.tab_count() == tabs + 1, f"{label}: pop opened a tab")
    wait_for(lambda: "target" in rig.site.notes, f"{label}: the new tab loaded the link")
    check(browser.evaluate("location.href") == start, f"{label}: pop with the setting opens a new tab, the page stays")


def chromium(rig, screenshot):
    from cdp import Chromium
    profile = rig.work / "chromium"
    rig.register_host("chromium", profile / "NativeMessagingHosts")
    log = open(rig.work / "chromium.log", "w")
    browser = Chromium(shutil.which("chromium"), str(rig.installed("chromium extension")), str(profile), rig.env, log)
    serve_every_case(rig, browser, "chromium", "Chromium", browser.attach_page, screenshot)


def firefox(rig):
    from marionette import Firefox
    rig.register_host("firefox", rig.work / "home" / ".mozilla" / "native-messaging-hosts")
    log = open(rig.work / "firefox.log", "w")
    browser = Firefox(shutil.which("firefox-esr") or shutil.which("firefox"), rig.installed("firefox extension"),
                      rig.work / "firefox", rig.env, log)
    serve_every_case(rig, browser, "firefox", "Firefox")


def serve_every_case(rig, browser, name, title, prepare=lambda: None, screenshot=None):
    """Every case in `browser` (after `prepare`), quitting it however they end; then that one
    native host served them all and that it exits with the browser."""
    try:
        prepare()
        wait_for(rig.hosts, f"{title} started the native host")
        first = rig.hosts()
        run_cases(rig, browser, name)
        force_click_cases(rig, browser, name)
        if screenshot:
            take_screenshot(rig, browser, screenshot)
        peek_then_switch_tab(rig, browser, name)
        pop_in_new_tab(rig, browser, name)
    finally:
        hosts = rig.hosts()
        browser.quit()
    check(hosts == first, f"{name}: one host served every case, through {rig.daemons} daemon restarts")
    check(host_exits(hosts), f"{name}: the host exits when the browser quits")


def within(condition, timeout):
    """How long (s) `condition` took to hold, polled; None if it did not within `timeout` s."""
    start = time.monotonic()
    while not condition():
        if time.monotonic() - start > timeout:
            return None
        time.sleep(0.02)
    return time.monotonic() - start


def host_exits(pids, timeout=10):
    """Whether the host processes `pids` (at least one) are all gone within `timeout` s."""
    deadline = time.monotonic() + timeout
    while any(Path(f"/proc/{pid}").exists() for pid in pids):
        if time.monotonic() > deadline:
            return False
        time.sleep(0.1)
    return bool(pids)


def take_screenshot(rig, browser, path):
    """The README's picture (docs/webext-peek.png): a peek on a real page, the Debian FAQ's chapter 1 (`debian-faq`,
    served as it is), on its link to section 12.1 (scrolled to the middle of the screen), taken
    once the card's page has painted."""
    browser.navigate(rig.site.origin + "/debian-faq/basic-defs.en.html")
    link = "document.querySelector('a[href=\"support.en.html#debiandocs\"]')"
    box = json.loads(browser.evaluate(f"{link}.scrollIntoView({{block: 'center'}}), JSON.stringify({link}.getClientRects()[0])"))
    rig.site.take_notes()
    browser.touch("touchStart", round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2))

    def on_line(gesture, phase, line):
        if (gesture, phase) == ("peek", "began"):
            wait_for(lambda: "faq:support.en.html" in rig.site.notes, "the card's frame fetched section 12.1's page", 5)
            time.sleep(0.3)
            browser.screenshot(path)
        elif (gesture, phase) == ("peek", "ended"):
            browser.touch("touchEnd")

    rig.play("peek-release", on_line)


def main():
    bin_dir = sys.argv[1]
    browsers = sys.argv[2:] or ["chromium", "firefox"]
    screenshot = os.environ.get("WEBEXT_SCREENSHOT")
    for name in browsers:
        with tempfile.TemporaryDirectory(prefix=f"peekpop-webext-{name}-") as work:
            rig = Rig(bin_dir, work)
            rig.install()
            try:
                {"chromium": lambda: chromium(rig, screenshot), "firefox": lambda: firefox(rig)}[name]()
            except Exception as error:  # a step that timed out: the rest of this browser cannot run
                traceback.print_exc()
                check(False, f"{name}: {error}")
                log = Path(work) / f"{name}.log"
                if log.exists():
                    print("\n".join(l for l in log.read_text().splitlines()[-30:] if "dbus" not in l))
    if FAILURES:
        print(f"webext: {len(FAILURES)} failed", file=sys.stderr)
        sys.exit(1)
    print("webext: all passed")


if __name__ == "__main__":
    main()
