#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Gives a session store COUNT tabs, each on one page of the site (its pages in turn), the first
selected, in MODE (`page`, the default, or `overview`): a many-tab session for the overview's tests and benchmark until tabs
can be opened by the window's own buttons. The store must exist (made by `peekpop replay --site
SITE --state STATE_DIR`, which lays out its schema); only its tabs and session rows are replaced.
Usage: tabs_state.py SITE_JSON STATE_DIR COUNT [MODE]
"""
import json
import os
import sqlite3
import sys


def main():
    site, state, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    mode = sys.argv[4] if len(sys.argv) > 4 else "page"
    pages = json.load(open(site))["pages"]
    urls = list(pages)
    db = sqlite3.connect(os.path.join(state, "session.sqlite"))
    with db:
        db.execute("DELETE FROM entries")
        db.execute("DELETE FROM snapshots")
        db.execute("DELETE FROM tabs")
        for n in range(count):
            url = urls[n % len(urls)]
            db.execute("INSERT INTO tabs (id, position, current_index, zoom, progress) VALUES (?, ?, 0, 1, 1)", (n + 1, n))
            db.execute("INSERT INTO entries (tab, idx, url, title) VALUES (?, 0, ?, ?)", (n + 1, url, pages[url]["title"]))
        db.execute("INSERT OR REPLACE INTO session (id, selected_tab, mode) VALUES (1, 1, ?)", (mode,))
    db.close()


main()
