#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Serves the pages of a peekpop site file over HTTP on 127.0.0.1, for the browser window's tests.

Each page is generated from the site file: its title, and each link an absolutely positioned <a>
exactly where the file's rect says, and a script that breaks `document.elementFromPoint`, `closest`
and `getBoundingClientRect` for any hit-test that would run in the page's own world (normalised to the viewport, so at any window size and zoom the
link is where the headless site model has it). The site's URLs cannot be fetched here, so the server
writes a copy of the site whose URLs point at it: pages on an allowed host at
http://127.0.0.1:PORT/HOST/PATH (the copy allows 127.0.0.1), every other page at
http://localhost:PORT/HOST/PATH, another host name, so the window's policy hands it off.

Every page but the start page has a background colour of its own (`page_colour`), so a screenshot
shows which page is where (the preview card's page apart from the page behind it); the start page
is white.

Any path under /hang/ is a page that never finishes loading: its headers and the start of its
body come, the rest never does. /frame-of/URL is a page with URL in an iframe; /script-to/URL a
page whose script goes to URL once it has loaded (URL percent-encoded).

Bad input (Tests/Browser/cases/70-bad-input.sh): /link-to/URL is a page with one link to URL over
its middle half (x and y 0.25 to 0.75), /blank-link-to/URL the same with target=_blank; its script also shadows every name the window's scripts
use (`x`, `element`, `link`, `JSON`, `MouseEvent`, `dispatchEvent`...) and records any click it
sees in the title; /redirect-to/URL redirects to URL, /loop/ to itself for ever; /download/NAME is an attachment,
/binary/NAME a type no browser shows; /missing/ is a 404 page; /drop/ drops the connection before any
answer, /drop-mid/ after its headers and part of its body.

With BEACON (the desktop suite, Tests/VM/desktop), the site's pages are three screens wide and
tall, scrolled to the middle screen as they load, their links fixed where the site file puts them,
and they report what they see to /beacon, which appends a JSON line per report to BEACON: `show`
(the page came up: its scroll offsets and zoom; again, with `restored`, when the back-forward
cache brings it back), every `click`, `contextmenu`, `dblclick`,
`dragstart`, `touchstart`, `touchend`, `touchcancel`, `scroll`, a non-empty `selection` and a `zoom` change of
the visual viewport, each with the page's URL, `isTrusted`, scroll offsets,
`visualViewport.scale`, whether a listener before the page's (a content script's) cancelled it
(`prevented`) and whether one could (`cancelable`), `where` the page is (`top`, `frame`: in a frame of a page of the same
origin, `other`: in any other frame, such as a sandboxed preview card's), `at`, when the event
happened (its time stamp: milliseconds since the epoch, comparable between frames), and `seen`,
when the page got it (Chromium stamps a long press's `contextmenu` with its touch's start); and `card`/`card-gone` when
the WebExtension's preview card comes onto or leaves the page. So a case proves what a
page did not get. A page of the site file may have `"links_in": "shadow"` (its links inside an open
shadow root) or `"frame"` (inside a same-origin iframe over the whole page, /links-of/PATH); a site
with `"start_at_left": true` has its pages scrolled to their left edge (still to the middle screen
vertically), where a browser's own overscroll navigation begins. A tap's click also turns the
links red and reports `reaction` with `ms`, the time from the lift to the frame after that.

Usage: site_server.py SITE COPY [BEACON]   (prints the port on stdout once COPY is written, then serves)
"""
import hashlib
import html
import http.server
import json
import socket
import sys
import threading
import urllib.parse
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Fixtures"))
from fixture_pages import fixture_page  # noqa: E402

LINK_COLOUR = "#0645ad"


def allowed(host, patterns):
    for pattern in patterns:
        if pattern.startswith("*."):
            if host.endswith(pattern[1:]):
                return True
        elif host == pattern:
            return True
    return False


def local_url(url, port, patterns):
    """The URL the copy uses for `url`; non-http URLs (javascript:, data:) stay as they are."""
    parts = urllib.parse.urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        return url
    host = "127.0.0.1" if allowed(parts.hostname, patterns) else "localhost"
    path = "/" + parts.hostname + (parts.path or "/")
    return urllib.parse.urlunsplit(("http", f"{host}:{port}", path, parts.query, parts.fragment))


def page_colour(title):
    """A light colour of the page titled `title`, the same every run: "R G B"."""
    digest = hashlib.sha256(title.encode("utf-8")).digest()
    return " ".join(str(200 + byte % 56) for byte in digest[:3])


# What a beacon page adds: room to scroll every way, fixed links, and the reports.
BEACON_STYLE = """
html, body {{ overflow: visible; }}
body {{ width: 300vw; height: 300vh; }}
a {{ position: fixed; }}
"""
FIXTURE_SCROLL_STYLE = """<style>
html { overflow: visible !important; width: 300vw !important; height: 300vh !important; }
body { overflow: visible !important; position: fixed !important; inset: 0 !important; width: 100vw !important; height: 100vh !important; }
</style>
"""


def fixture_place_style(path):
    """For a fixture page asked with `?at=X,Y`: its content moved so that its point (X, Y) (CSS px)
    is where the desktop suite's recordings press, 0.45 and 0.40 of the viewport, as if the page
    had been scrolled there (a real document's link brought under the finger; the beacon's own
    scrolling moves nothing of it)."""
    at = urllib.parse.parse_qs(urllib.parse.urlsplit(path).query).get("at", [""])[0].split(",")
    if len(at) != 2 or not all(part.isdigit() for part in at):
        return ""
    x, y = (int(part) for part in at)
    return f"<style>body {{ left: calc(45vw - {x}px) !important; top: calc(40vh - {y}px) !important; }}</style>\n"


BEACON_SCRIPT = """
<script>
(() => {
  // Which load of a page a report is of (a beacon sent twice is one load), and how the load came.
  const load = Math.random().toString(36).slice(2);
  const navigation = performance.getEntriesByType("navigation")[0]?.type ?? "";
  const report = (type, event, extra) => {
    const where = window === top ? "top" : window.frameElement ? "frame" : "other";
    const fields = { type, href: location.href, trusted: event ? event.isTrusted : true,
                     x: scrollX, y: scrollY, scale: visualViewport.scale, ...extra, where,
                     prevented: event ? event.defaultPrevented : false,
                     at: Math.round(performance.timeOrigin + (event ? event.timeStamp : performance.now())),
                     load, navigation, referrer: document.referrer,
                     cancelable: event ? event.cancelable : false,
                     seen: Math.round(performance.timeOrigin + performance.now()) };
    fetch("/beacon?" + new URLSearchParams(fields), { keepalive: true, cache: "no-store" });
  };
  // The page's own reaction to a tap, timed: from the lift's timestamp (WebKit stamps a touch
  // with the compositor's time, the kernel's) to the frame after the links change colour.
  let lift = null;
  addEventListener("touchend", event => { lift = event.timeStamp; }, true);
  addEventListener("click", () => {
    if (lift === null) return;
    const from = lift;
    lift = null;
    for (const link of document.querySelectorAll("a")) link.style.background = "#cc0000";
    requestAnimationFrame(() => requestAnimationFrame(() => report("reaction", null, { ms: performance.now() - from })));
  }, true);
  const shown = () => { scrollTo(document.documentElement.dataset.atLeft ? 0 : innerWidth, innerHeight); requestAnimationFrame(() => requestAnimationFrame(() => {
    report("show");
    for (const type of ["click", "contextmenu", "dblclick", "dragstart", "touchstart", "touchend", "touchcancel"])
      addEventListener(type, event => report(type, event), true);
    addEventListener("scroll", event => report("scroll", event), true);
    visualViewport.addEventListener("resize", event => report("zoom", event));
    document.addEventListener("selectionchange", event => { if (!getSelection().isCollapsed) report("selection", event); });
    // The WebExtension's preview card coming and going on this page (the moment its content
    // script acted on a peek line): what the browser suite times a long-press menu against.
    new MutationObserver(changes => { for (const change of changes) {
      for (const node of change.addedNodes) if (node.localName === "peekpop-touch-preview") report("card");
      for (const node of change.removedNodes) if (node.localName === "peekpop-touch-preview") report("card-gone");
    } }).observe(document.documentElement, { childList: true });
  })); };
  document.readyState === "complete" ? shown() : addEventListener("load", shown);
  // A page brought back from the back-forward cache (a back, a forward) has no load: it says it
  // came up again, as the same load.
  addEventListener("pageshow", event => { if (event.persisted) report("show", null, { restored: true }); });
})();
</script>
"""


# Where a page's links go (its `links_in`): an open shadow root, or a same-origin frame.
SHADOW_LINKS = """<div id="links"></div>
<script>
(() => {{
  const root = document.getElementById("links").attachShadow({{ mode: "open" }});
  root.innerHTML = {markup};
}})();
</script>
"""
FRAME_LINKS = """<iframe src="/links-of{path}" style="position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0"></iframe>
"""


def page_html(title, links, start=False, beacon=False, links_in=None, path=None, at_left=False):
    background = "#ffffff" if start else "rgb({})".format(page_colour(title).replace(" ", ","))
    anchors = []
    for link in links:
        x, y, width, height = link["rect"]
        anchors.append(
            f'<a href="{html.escape(link["href"])}" style="left:{x * 100}vw;top:{y * 100}vh;'
            f'width:{width * 100}vw;height:{height * 100}vh">{html.escape(link["href"])}</a>')
    link_style = f"""a {{ position: absolute; display: block; overflow: hidden; background: {LINK_COLOUR}; color: #ffffff;
     font: 12px sans-serif; text-decoration: none; }}
{BEACON_STYLE.format() if beacon else ""}"""
    if links_in == "shadow":
        placed = SHADOW_LINKS.format(markup=json.dumps(f"<style>{link_style}</style>" + "".join(anchors)))
    elif links_in == "frame":
        placed = FRAME_LINKS.format(path=html.escape(path))
    else:
        placed = chr(10).join(anchors)
    return f"""<!DOCTYPE html>
<html{' data-at-left="1"' if at_left else ""}><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>
html, body {{ margin: 0; width: 100vw; height: 100vh; overflow: hidden; background: {background}; }}
h1 {{ margin: 0; font: 16px sans-serif; color: #202122; }}
{link_style}</style></head>
<body><h1>{html.escape(title)}</h1>
{placed}
{BEACON_SCRIPT if beacon else ""}<script>
// Hostile to any hit-test run in the page's own world: the window's runs in an isolated one.
document.elementFromPoint = () => document.body;
Element.prototype.closest = () => null;
Element.prototype.getBoundingClientRect = () => ({{ left: 0, top: 0, width: 1, height: 1 }});
</script>
</body></html>
"""


DOWNLOAD_BODY = b"peekpop download test\n"


def link_page(target, blank=False):
    """A page with one link to `target` over its middle half, hostile to any script of the window
    that would run in the page's own world or trust its globals; a click the page sees (trusted or
    not) is written into its title, which the session records."""
    return f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Link</title>
<style>
html, body {{ margin: 0; width: 100vw; height: 100vh; overflow: hidden; background: #ffffff; }}
a {{ position: absolute; left: 25vw; top: 25vh; width: 50vw; height: 50vh; background: {LINK_COLOUR}; }}
</style></head>
<body><a href="{html.escape(target)}"{' target="_blank"' if blank else ""}>link</a>
<script>
document.addEventListener("click", event => {{ document.title = "Clicked " + (event.isTrusted ? "trusted" : "untrusted"); }}, true);
var x = -1, y = -1, element = document.body, link = null, rect = null, init = null, followed = false;
document.elementFromPoint = () => document.body;
Element.prototype.closest = () => null;
Element.prototype.getBoundingClientRect = () => ({{ left: 0, top: 0, width: 1, height: 1 }});
EventTarget.prototype.dispatchEvent = () => false;
window.MouseEvent = window.PointerEvent = function () {{ throw new Error("spoofed"); }};
window.JSON = {{ stringify: () => "null", parse: () => null }};
</script>
</body></html>
"""


def main():
    site_path, copy_path = sys.argv[1], sys.argv[2]
    beacon_path = sys.argv[3] if len(sys.argv) > 3 else None
    beacon_lock = threading.Lock()
    with open(site_path, encoding="utf-8") as file:
        site = json.load(file)
    patterns = site["allow"]
    at_left = bool(site.get("start_at_left"))
    for url, page in site.get("pages", {}).items():
        if page.get("links_in") not in (None, "shadow", "frame"):
            sys.exit(f"{site_path}: {url}: links_in is {page['links_in']!r}, not \"shadow\" or \"frame\"")

    pages = {}

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            if beacon_path and self.path.startswith("/beacon?"):
                report = dict(urllib.parse.parse_qsl(self.path[len("/beacon?"):]))
                with beacon_lock, open(beacon_path, "a", encoding="utf-8") as log:
                    log.write(json.dumps(report) + "\n")
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if self.path.startswith("/hang/"):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", "1000000")
                self.end_headers()
                self.wfile.write(b"<!DOCTYPE html><html><head><title>Held back</title></head><body><h1>Held back</h1>")
                self.wfile.flush()
                threading.Event().wait()  # until the server goes away
                return
            if self.path.startswith("/redirect-to/"):
                self.send_response(302)
                self.send_header("Location", urllib.parse.unquote(self.path[len("/redirect-to/"):]))
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if self.path.startswith("/loop/"):
                self.send_response(302)
                self.send_header("Location", self.path)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            if self.path.startswith("/drop/"):
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
                return
            if self.path.startswith("/drop-mid/"):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", "100000")
                self.end_headers()
                self.wfile.write(b"<!DOCTYPE html><html><head><title>Dropped</title></head><body><h1>Dropped")
                self.wfile.flush()
                self.connection.shutdown(socket.SHUT_RDWR)
                self.close_connection = True
                return
            status = 200
            extra = []
            content_type = "text/html; charset=utf-8"
            fixture = fixture_page(self.path)
            if fixture:
                body, content_type = fixture
                # A fixture page reports what it sees as the site's pages do, and has their room to
                # scroll (the beacon scrolls one screen each way to say the page area's size),
                # its own content held still in the viewport.
                if beacon_path and content_type.startswith("text/html"):
                    body += (FIXTURE_SCROLL_STYLE + fixture_place_style(self.path) + BEACON_SCRIPT).encode("utf-8")
            elif self.path.startswith("/link-to/") or self.path.startswith("/blank-link-to/"):
                blank = self.path.startswith("/blank-link-to/")
                target = urllib.parse.unquote(self.path.split("/", 2)[2])
                body = link_page(target, blank).encode("utf-8")
            elif self.path.startswith("/download/") or self.path.startswith("/binary/"):
                body = DOWNLOAD_BODY
                if self.path.startswith("/download/"):
                    content_type = "text/plain"
                    extra.append(("Content-Disposition", "attachment"))
                else:
                    content_type = "application/x-peekpop-test"
            elif self.path.startswith("/missing/"):
                status = 404
                body = b"<!DOCTYPE html><html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>"
            elif self.path.startswith("/frame-of/"):
                target = html.escape(urllib.parse.unquote(self.path[len("/frame-of/"):]))
                body = f'<!DOCTYPE html><html><head><title>Frame</title></head><body><iframe src="{target}"></iframe></body></html>'.encode("utf-8")
            elif self.path.startswith("/script-to/"):
                target = json.dumps(urllib.parse.unquote(self.path[len("/script-to/"):]))
                body = (f'<!DOCTYPE html><html><head><title>Script</title></head><body>'
                        f'<script>addEventListener("load", () => setTimeout(() => {{ location.href = {target}; }}, 0));</script>'
                        f'</body></html>').encode("utf-8")
            elif self.path.startswith("/links-of/"):
                # The links of a page whose `links_in` is "frame", by themselves: that frame.
                path = urllib.parse.unquote(self.path[len("/links-of"):])
                if path not in pages:
                    self.send_error(404)
                    return
                title, links, _, _ = pages[path]
                body = page_html(title + " (links)", links, beacon=beacon_path is not None, at_left=at_left).encode("utf-8")
            else:
                path = urllib.parse.unquote(self.path)
                title, links, start, links_in = pages.get(path, (self.path, [], False, None))
                body = page_html(title, links, start, beacon=beacon_path is not None, links_in=links_in, path=path,
                                 at_left=at_left).encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            for name, value in extra:
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):
            pass

    class Server(http.server.ThreadingHTTPServer):
        def handle_error(self, request, client_address):
            # A browser that stops a load drops its connection: not the test's business.
            if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
                super().handle_error(request, client_address)

    server = Server(("127.0.0.1", 0), Handler)
    port = server.server_address[1]

    copy = {"start": local_url(site["start"], port, patterns), "allow": ["127.0.0.1"], "pages": {}}
    for url, page in site.get("pages", {}).items():
        links = [{"href": local_url(link["href"], port, patterns), "rect": link["rect"]} for link in page.get("links", [])]
        local = local_url(url, port, patterns)
        copy["pages"][local] = {"title": page["title"], "links": links}
        pages[urllib.parse.unquote(urllib.parse.urlsplit(local).path)] = (page["title"], links, local == copy["start"],
                                                                          page.get("links_in"))
    with open(copy_path, "w", encoding="utf-8") as file:
        json.dump(copy, file, indent=2)
    print(port, flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
