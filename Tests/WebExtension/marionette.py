# SPDX-License-Identifier: MIT
"""Firefox over Marionette (TCP, messages `LENGTH:JSON`): the standard library is enough.
Offers what cdp.Chromium offers run.py: navigate, evaluate, touch, mouse, quit."""
import json
import socket
import subprocess
import time
from pathlib import Path

from cdp import wait_for

PREFS = {
    "marionette.port": 0,                    # any free port, written to MarionetteActivePort
    "dom.w3c_touch_events.enabled": 1,       # touch events although no touchscreen is attached
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "extensions.update.enabled": False,
    "browser.aboutwelcome.enabled": False,
    # The extension's internal UUID, fixed so that the test can open its options page.
    "extensions.webextensions.uuids": json.dumps({"peekpop-touch@peekpop.invalid": "a17e5f33-8c4b-4f0e-9d1a-7d2c3b4a5e6f"}),
    "devtools.console.stdout.chrome": True,   # the extension's console in the log
    "devtools.console.stdout.content": True,
}


OPTIONS_PAGE = "moz-extension://a17e5f33-8c4b-4f0e-9d1a-7d2c3b4a5e6f/options.html"


class MarionetteError(Exception):
    pass


class Firefox:
    """A headless Firefox with the extension installed as a temporary add-on, one tab to drive.
    `headless=False` (bench/extension.py): a window on $DISPLAY."""

    def __init__(self, binary, extension, profile, env, log, headless=True):
        profile = Path(profile)
        profile.mkdir(parents=True, exist_ok=True)
        (profile / "user.js").write_text("".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
                                                 for k, v in PREFS.items()))
        self.process = subprocess.Popen(
            # -remote-allow-system-access: the chrome context, to open the extension's options page.
            [binary, *(["--headless"] if headless else []), "--marionette", "-remote-allow-system-access", "--no-remote",
             "--profile", str(profile)],
            env=dict(env, MOZ_HEADLESS_WIDTH="1000", MOZ_HEADLESS_HEIGHT="700"), stdout=log, stderr=log)
        port_file = profile / "MarionetteActivePort"
        port = int(wait_for(lambda: port_file.exists() and port_file.read_text().strip(), "Marionette's port", 60))
        self.sock = wait_for(lambda: self._connect(port), "Marionette's connection", 30)
        self._buffer = b""
        self._next = 0
        self._receive()  # the greeting
        self.send("WebDriver:NewSession", {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": True}}})
        self.send("Addon:Install", {"path": str(extension), "temporary": True})

    @staticmethod
    def _connect(port):
        try:
            return socket.create_connection(("127.0.0.1", port), timeout=30)
        except OSError:
            return None

    def _receive(self):
        while b":" not in self._buffer:
            self._read()
        length, rest = self._buffer.split(b":", 1)
        while len(rest) < int(length):
            self._read()
            length, rest = self._buffer.split(b":", 1)
        self._buffer = rest[int(length):]
        return json.loads(rest[:int(length)])

    def _read(self):
        chunk = self.sock.recv(1 << 20)
        if not chunk:
            raise MarionetteError("Firefox closed the connection")
        self._buffer += chunk

    def send(self, name, params=None):
        self._next += 1
        data = json.dumps([0, self._next, name, params or {}]).encode()
        self.sock.sendall(str(len(data)).encode() + b":" + data)
        while True:
            kind, number, error, result = self._receive()
            if kind == 1 and number == self._next:
                if error:
                    raise MarionetteError(f"{name}: {error}")
                return result

    def evaluate(self, expression):
        return self.send("WebDriver:ExecuteScript", {"script": f"return ({expression});", "args": []})["value"]

    def navigate(self, url):
        self.send("WebDriver:Navigate", {"url": url})
        wait_for(lambda: self._loaded(url), f"{url} loaded")

    def touch(self, kind, x=None, y=None):
        """A touch of one finger (pointer "finger", its state kept by Marionette between calls)."""
        if kind == "touchEnd":
            steps = [{"type": "pointerUp", "button": 0}]
        else:
            steps = [{"type": "pointerMove", "x": round(x), "y": round(y), "origin": "viewport", "duration": 0}]
            if kind == "touchStart":
                steps.append({"type": "pointerDown", "button": 0})
        self.send("WebDriver:PerformActions", {"actions": [
            {"type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"}, "actions": steps}]})

    def mouse(self, kind, x, y, timeout=None):
        """The mouse (pointer "mouse", its state kept by Marionette between calls): "move" to
        (x, y), "down" (moved there, then the left button pressed) or "up" (the left button
        released, a click of one)."""
        steps = [{"type": "pointerMove", "x": round(x), "y": round(y), "origin": "viewport", "duration": 0}]
        if kind == "down":
            steps.append({"type": "pointerDown", "button": 0})
        elif kind == "up":
            steps = [{"type": "pointerUp", "button": 0}]
        self.send("WebDriver:PerformActions", {"actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": steps}]})

    def open_options(self):
        """The extension's options page in the tab: WebDriver:Navigate refuses moz-extension:, so
        the browser's chrome loads it, as the add-ons manager would."""
        self.send("Marionette:SetContext", {"value": "chrome"})
        try:
            self.send("WebDriver:ExecuteScript", {"script": """
                const browser = Services.wm.getMostRecentWindow("navigator:browser").gBrowser.selectedBrowser;
                browser.fixupAndLoadURIString(arguments[0],
                    {triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal()});""",
                "args": [OPTIONS_PAGE]})
        finally:
            self.send("Marionette:SetContext", {"value": "content"})
        wait_for(lambda: self._loaded(OPTIONS_PAGE), "the options page")

    def _loaded(self, url):
        """Whether the tab shows `url`, loaded; false while the tab moves to another process
        (Marionette fails a script meanwhile)."""
        try:
            return self.evaluate("document.readyState === 'complete' && location.href") == url
        except MarionetteError:
            return False

    def switch_away(self):
        """A new tab, selected; commands still go to the driven tab."""
        self.driven = self.send("WebDriver:GetWindowHandle")["value"]
        self.send("WebDriver:NewWindow", {"type": "tab", "focus": True})

    def switch_back(self):
        self.send("WebDriver:SwitchToWindow", {"handle": self.driven, "focus": True})

    def tab_count(self):
        return len(self.send("WebDriver:GetWindowHandles"))

    def quit(self):
        try:
            self.send("Marionette:Quit", {"flags": ["eForceQuit"]})
        except (MarionetteError, OSError):
            pass
        try:
            self.process.wait(20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.sock.close()
