# SPDX-License-Identifier: MIT
"""The test pages both page servers serve (Tests/Browser/site_server.py for the window,
Tests/WebExtension/pages.py for the extension): /link-at/NAME is Tests/Fixtures/link-at/NAME,
/real-libraries/NAME likewise, /debian-faq/NAME (and its images/NAME) is the Debian FAQ as the
`debian-faq` package installs it (/usr/share/doc/debian/FAQ: a real document tree, its own links
and long pages); each also below a host's name, where a site file's copy puts its pages:
/HOST/debian-faq/NAME. /javascript/PATH is Debian's /usr/share/javascript/PATH (the libjs-*
packages' files, where Debian's web servers alias them). One place, so the window and the
extension run the same pages."""
import mimetypes
from pathlib import Path
from urllib.parse import unquote, urlsplit

FOLDER = Path(__file__).resolve().parent
SERVED = {"link-at": FOLDER / "link-at", "real-libraries": FOLDER / "real-libraries",
          "debian-faq": Path("/usr/share/doc/debian/FAQ")}
JAVASCRIPT = Path("/usr/share/javascript")


def fixture_page(request_path):
    """(body, content type) for a request of a served page, None for any other path."""
    parts = unquote(urlsplit(request_path).path).strip("/").split("/")
    if any(part.startswith(".") or not part for part in parts):
        return None
    if parts[0] == "javascript" and len(parts) == 3:
        return _file(JAVASCRIPT / parts[1] / parts[2])
    if len(parts) >= 3 and parts[1] in SERVED:
        parts = parts[1:]
    if parts[0] not in SERVED or not 2 <= len(parts) <= 3 or (len(parts) == 3 and parts[1] != "images"):
        return None
    return _file(SERVED[parts[0]].joinpath(*parts[1:]))


def _file(file):
    if not file.is_file():
        return None
    kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return file.read_bytes(), kind + ("; charset=utf-8" if kind.startswith("text/") else "")
