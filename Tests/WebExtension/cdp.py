# SPDX-License-Identifier: MIT
"""The Chrome DevTools protocol over --remote-debugging-pipe (fds 3 and 4, messages ended by NUL):
no WebSocket, so the standard library is enough."""
import json
import os
import select
import subprocess
import time


class CDPError(Exception):
    pass


class Chromium:
    """A headless Chromium with the extension loaded, and one page target to drive. `headless=False`
    (bench/extension.py): a window on $DISPLAY with the normal renderer, `extra` flags added."""

    def __init__(self, binary, extension, profile, env, log, headless=True, extra=()):
        to_browser_r, self._write = os.pipe()
        self._read, from_browser_w = os.pipe()

        def fds():  # to 3 and 4 through fresh numbers, whichever numbers the pipes have
            read, write = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(read, 3)
            os.dup2(write, 4)

        self.process = subprocess.Popen(
            [binary, *(["--headless=new", "--disable-gpu", "--window-size=1000,700"] if headless else []),
             "--remote-debugging-pipe", f"--user-data-dir={profile}",
             f"--load-extension={extension}", f"--disable-extensions-except={extension}",
             "--no-first-run", "--no-default-browser-check", "--no-sandbox",
             "--disable-background-networking", "--disable-component-update", "--touch-events=enabled",
             *extra, "about:blank"],
            env=env, stdout=log, stderr=log, pass_fds=(3, 4, to_browser_r, from_browser_w),
            preexec_fn=fds)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self._buffer = b""
        self._next = 0
        self.session = None

    def send(self, method, params=None, session=True, timeout=10):
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        while True:
            for reply in self._messages(deadline - time.monotonic()):
                if reply.get("id") == self._next:
                    if "error" in reply:
                        raise CDPError(f"{method}: {reply['error']}")
                    return reply["result"]
                # Anything else is an event or a late answer: nothing here waits for those.
            if time.monotonic() > deadline:
                raise CDPError(f"{method}: no answer in {timeout} s")

    def _messages(self, timeout):
        ready, _, _ = select.select([self._read], [], [], max(timeout, 0))
        if ready:
            chunk = os.read(self._read, 1 << 20)
            if not chunk:
                raise CDPError("Chromium closed the pipe")
            self._buffer += chunk
        *whole, self._buffer = self._buffer.split(b"\0")
        return [json.loads(message) for message in whole]

    def targets(self):
        return self.send("Target.getTargets", session=False)["targetInfos"]

    def attach_page(self):
        page = next(t for t in self.targets() if t["type"] == "page")
        self.page = page["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": page["targetId"], "flatten": True},
                                 session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                "awaitPromise": True})
        if "exceptionDetails" in result:
            raise CDPError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def navigate(self, url):
        self.send("Page.navigate", {"url": url})
        wait_for(lambda: self.evaluate("document.readyState === 'complete' && location.href") == url,
                 f"{url} loaded")

    def touch(self, kind, x=None, y=None, timeout=10):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
        self.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points}, timeout=timeout)

    def mouse(self, kind, x, y, timeout=10):
        """The mouse: "move" to (x, y), "down" (moved there, then the left button pressed) or
        "up" (the left button released there, a click of one). Each waits for Chromium's answer,
        which comes once the page has handled the event."""
        if kind in ("move", "down"):
            self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y}, timeout=timeout)
        if kind in ("down", "up"):
            self.send("Input.dispatchMouseEvent", {"type": "mousePressed" if kind == "down" else "mouseReleased",
                                                   "x": x, "y": y, "button": "left", "clickCount": 1},
                      timeout=timeout)

    def mouse_leave(self):
        """The mouse moved out of the window (the page gets mouseout to no element)."""
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": -10, "y": -10})

    def screenshot(self, path):
        import base64
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def open_options(self):
        self.navigate("chrome-extension://bpmcpbnmmpoaahfmcbagilegeljfjejl/options.html")

    def switch_away(self):
        """A new tab, selected; the driven tab goes to the background."""
        self.send("Target.createTarget", {"url": "about:blank"}, session=False)

    def switch_back(self):
        self.send("Target.activateTarget", {"targetId": self.page}, session=False)

    def tab_count(self):
        return sum(1 for target in self.targets() if target["type"] == "page")

    def quit(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except CDPError:
            pass
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._write)
        os.close(self._read)


def wait_for(check, what, timeout=10):
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise CDPError(f"timed out waiting for {what}")
        time.sleep(0.05)
