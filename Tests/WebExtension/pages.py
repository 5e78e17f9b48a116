# SPDX-License-Identifier: MIT
"""The pages the WebExtension's tests browse, served on 127.0.0.1 by a thread of the test.

/start        links to /target and to /deny, a paragraph of plain text, a button, a mailto: and a
              javascript: link, each a big block at a fixed place (so a touch's point is known);
              it notes every click it sees (keepalive: also one made as the page goes) and counts
              the cards the extension puts on it (window.cards)
/target       the page a link previews or opens
/deny         the same, sent with `X-Frame-Options: DENY` and `frame-ancestors 'none'`
/spoof        /start with a script that overrides Element.prototype.closest, elementFromPoint and
              attachShadow to point at /evil, and listens for everything the card could show it
/evil         what the spoofing script would have previewed
/shadow       the link to /target of /start, at the same place, inside an open shadow root
/framed       /start in a same-origin frame over the whole page (the frame's links at the same places)
/cover        one link to /target over the whole page (wherever a gesture is placed, it is on the
              link); it notes clicks and counts cards as /start does
/beside       a link to /deny at /start's first block, and right under it a same-origin frame of
              /cover (x 100-500, y 120-420)
Every page but /start, /spoof, /cover and /beside loads /beacon/NAME: the server notes NAME, so a test knows which
pages were rendered (in a frame too), whatever the browser lets it read of the frame; rendered as
the tab's page (not in a frame) it also notes top-NAME, so a test counts the tab's navigations to it.
"""
import http.server
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "Fixtures"))
from fixture_pages import fixture_page  # noqa: E402

STYLE = """<style>
  body { margin: 0; font: 20px sans-serif; }
  .block { position: absolute; left: 100px; width: 400px; height: 80px; line-height: 80px; }
  iframe { position: absolute; left: 550px; top: 280px; width: 300px; height: 200px; }
</style>"""

# What /start and /cover note: every click (click-ID, or click-untrusted-ID for one a script made;
# keepalive: also one made as the page goes), and the cards the extension puts on the page
# (window.cards).
WATCH = """<script>
  window.clicks = 0;
  document.addEventListener("click", (event) => {
    window.clicks += 1;
    fetch("/note/click-" + (event.isTrusted ? "" : "untrusted-") + (event.target.id || event.target.localName),
          { keepalive: true });
  }, true);
  window.cards = 0;
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.localName === "peekpop-touch-preview") window.cards += 1;
    }
  }).observe(document.documentElement, { childList: true });
</script>
"""

START = STYLE + """
<title>start</title>
<a id="target" class="block" style="top: 40px" href="/target">a link to the target</a>
<a id="deny" class="block" style="top: 160px" href="/deny">a link to a page that refuses frames</a>
<p id="text" class="block" style="top: 280px; margin: 0">plain text, no link here</p>
<button id="button" class="block" style="top: 400px">a button</button>
<a id="mailto" class="block" style="top: 40px; left: 550px" href="mailto:someone@example.invalid">a mailto: link</a>
<a id="script" class="block" style="top: 160px; left: 550px" href="javascript:fetch('/note/script-ran')">a javascript: link</a>
""" + WATCH

SPOOF = START.replace("<title>start</title>", "<title>spoof</title>") + """
<script>
  const evil = document.createElement("a");
  evil.href = "/evil";
  Element.prototype.closest = function () { return evil; };
  Document.prototype.elementFromPoint = function () { return evil; };
  const attach = Element.prototype.attachShadow;
  window.seen = [];
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    window.seen.push("attachShadow");
    return root;
  };
  for (const type of ["message", "peekpop", "peek", "pop", "preview", "load", "touchstart"]) {
    window.addEventListener(type, (event) => {
      if (event.type !== "touchstart" && event.type !== "load") window.seen.push("event " + event.type);
    }, true);
  }
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) {
      if (node.nodeType !== 1) continue;
      if (node.shadowRoot) window.seen.push("shadowRoot");
      if (node.querySelector?.("iframe") || node.localName === "iframe") window.seen.push("iframe");
      if (/target|deny|evil/.test(node.textContent + node.outerHTML)) window.seen.push("url " + node.outerHTML);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
</script>
"""


SHADOW = STYLE.replace("<style>", "<style>\n  body > div { position: absolute; inset: 0; }") + """
<title>shadow</title>
<div id="host"></div>
<script>
  const root = document.getElementById("host").attachShadow({ mode: "open" });
  root.innerHTML = document.querySelector("style").outerHTML
    + '<a id="target" class="block" style="top: 40px" href="/target">a link to the target</a>';
  document.addEventListener("click", (event) => fetch("/note/click-" + (event.composedPath()[0].id || "page")), true);
</script>
"""

COVER = """<title>cover</title><body style="margin: 0">
<a id="cover" href="/target" style="position: fixed; inset: 0; display: block">a link over the whole page</a>
""" + WATCH

BESIDE = STYLE + """
<title>beside</title>
<a id="deny" class="block" style="top: 40px" href="/deny">a link to a page that refuses frames</a>
<iframe src="/cover" style="left: 100px; top: 120px; width: 400px; height: 300px; border: 0"></iframe>
""" + WATCH

FRAMED = """<title>framed</title><body style="margin: 0">
<iframe src="/start" style="position: fixed; inset: 0; width: 100vw; height: 100vh; border: 0"></iframe></body>
"""


def page(name):
    return f"<title>{name}</title><body style='background: #fde9a8'><h1>The {name} page</h1>" \
           f"<img src='/beacon/{name}' width=1 height=1>" \
           f"<script>if (window === top) fetch('/note/top-{name}')</script></body>"


class Site:
    """The server and what it noted: beacons of rendered pages and clicks (`notes`, in order)."""

    def __init__(self):
        site = self
        self.notes = []
        self.lock = threading.Lock()

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                path = self.path.split("?")[0]
                headers = {"Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"}
                pages = {"/start": START, "/spoof": SPOOF, "/shadow": SHADOW, "/framed": FRAMED, "/cover": COVER,
                         "/beside": BESIDE}
                fixture = fixture_page(self.path)
                if fixture:
                    # A link-at vector's target notes which link was followed: link-at:QUERY.
                    if path == "/link-at/target.html":
                        site.note("link-at:" + self.path.partition("?")[2])
                    # A Debian FAQ page notes that it was fetched (faq:NAME): the README's picture
                    # waits for the card's page.
                    if path.startswith("/debian-faq/"):
                        site.note("faq:" + path.rsplit("/", 1)[1])
                    body, headers["Content-Type"] = fixture
                elif path in pages:
                    body = pages[path]
                elif path in ("/target", "/deny", "/evil"):
                    body = page(path[1:])
                    if path == "/deny":
                        headers["X-Frame-Options"] = "DENY"
                        headers["Content-Security-Policy"] = "frame-ancestors 'none'"
                elif path.startswith("/beacon/") or path.startswith("/note/"):
                    site.note(path.split("/", 2)[2])
                    body, headers["Content-Type"] = "", "text/plain"
                else:
                    self.send_error(404)
                    return
                data = body if isinstance(body, bytes) else body.encode()
                self.send_response(200)
                for key, value in headers.items():
                    self.send_header(key, value)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def note(self, name):
        with self.lock:
            self.notes.append(name)

    def take_notes(self):
        """The notes since the last call."""
        with self.lock:
            notes, self.notes = self.notes, []
        return notes
