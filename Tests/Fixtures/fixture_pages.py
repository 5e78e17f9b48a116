# SPDX-License-Identifier: MIT
"""The test pages both page servers serve (Tests/Browser/site_server.py for the window,
Tests/WebExtension/pages.py for the extension), from this folder: /link-at/NAME is
Tests/Fixtures/link-at/NAME. One place, so the window and the extension run the same pages."""
import mimetypes
from pathlib import Path
from urllib.parse import unquote, urlsplit

FOLDER = Path(__file__).resolve().parent
SERVED = {"link-at"}


def fixture_page(request_path):
    """(body, content type) for a request of a served page, None for any other path."""
    parts = unquote(urlsplit(request_path).path).strip("/").split("/")
    if len(parts) != 2 or parts[0] not in SERVED or parts[1].startswith("."):
        return None
    file = FOLDER / parts[0] / parts[1]
    if not file.is_file():
        return None
    kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return file.read_bytes(), kind + ("; charset=utf-8" if kind.startswith("text/") else "")
