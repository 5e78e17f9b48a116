# SPDX-License-Identifier: MIT
"""What the X screen shows, one pixel at a time, for bench/browser.py: XGetImage of a 1x1 area of
the root window through libX11 (ctypes), so a poll costs one round trip to the X server (under a
millisecond on Xvfb) rather than a screenshot of the whole screen. What a pixel shows is what a user
would see: the frame the browser handed to the X server."""
import ctypes
import time

_ZPIXMAP = 2
_ALL_PLANES = ctypes.c_ulong(0xFFFFFFFF)


class _XImage(ctypes.Structure):
    # The leading fields of Xlib's XImage: enough to read a 1x1 ZPixmap image's bytes.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


class Screen:
    """The root window of $DISPLAY."""

    def __init__(self):
        self._x = ctypes.CDLL("libX11.so.6")
        self._x.XOpenDisplay.restype = ctypes.c_void_p
        self._x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self._x.XDefaultRootWindow.restype = ctypes.c_ulong
        self._x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        self._x.XGetImage.restype = ctypes.POINTER(_XImage)
        self._x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                      ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        self._x.XDestroyImage.argtypes = [ctypes.POINTER(_XImage)]
        self._display = self._x.XOpenDisplay(None)
        if not self._display:
            raise SystemExit("bench: cannot open the X display")
        self._root = self._x.XDefaultRootWindow(self._display)

    def pixel(self, x, y):
        """(r, g, b) at (x, y) of the screen (24-bit TrueColor: bytes B, G, R, X)."""
        image = self._x.XGetImage(self._display, self._root, x, y, 1, 1, _ALL_PLANES, _ZPIXMAP)
        if not image:
            raise SystemExit(f"bench: XGetImage failed at {x},{y}")
        data = image.contents.data
        rgb = (data[2], data[1], data[0])
        self._x.XDestroyImage(image)
        return rgb

    def wait_for(self, x, y, matches, timeout, interval=0.002):
        """The CLOCK_MONOTONIC time at which the pixel at (x, y) first satisfied `matches`, or None
        after `timeout` seconds: the time after the read that saw it (taken before, it could come
        before the pixel changed, if this process waited for a core in between)."""
        deadline = time.monotonic() + timeout
        while True:
            matched = matches(self.pixel(x, y))
            now = time.monotonic()
            if matched:
                return now
            if now > deadline:
                return None
            time.sleep(interval)


def near(colour, tolerance=6):
    """A predicate: the pixel is `colour` (r, g, b), give or take `tolerance` per channel."""
    return lambda pixel: all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))
