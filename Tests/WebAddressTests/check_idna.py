#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks IDNATests.swift's table against an implementation of its own: Python's `idna` package
(UTS #46, nontransitional and transitional processing over IDNA 2008) and Python's `idna` codec
(IDNA 2003). Prints each row that differs and exits 1; `--print` writes the table as they give it.
Usage: check_idna.py [--print]   (needs `pip install idna`, which `make test-unit` does)"""
import codecs
import pathlib
import re
import sys
import warnings

import idna

TABLE = pathlib.Path(__file__).with_name("IDNATests.swift")
STRING = r'(nil|"(?:[^"\\]|\\.)*")'
ROW = re.compile(r"^\s*\(" + r",\s*".join([STRING] * 4) + r"\),")


def swift_string(literal):
    """A Swift string literal (as the table writes them: `\\u{…}` escapes only) as text; None for nil."""
    if literal == "nil":
        return None
    return re.sub(r"\\u\{([0-9A-Fa-f]+)\}", lambda match: chr(int(match.group(1), 16)), literal[1:-1])


def uts46(name, transitional):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # transitional processing is kept for the record
        try:
            return idna.encode(name, uts46=True, transitional=transitional).decode("ascii")
        except idna.IDNAError:
            return None


def idna2003(name):
    try:
        return codecs.encode(name, "idna").decode("ascii").lower()
    except UnicodeError:
        return None


def main():
    rows = [[swift_string(part) for part in match.groups()]
            for match in map(ROW.match, TABLE.read_text(encoding="utf-8").splitlines()) if match]
    if not rows:
        sys.exit(f"{TABLE}: no rows found")
    differ = 0
    for name, *expected in rows:
        actual = [uts46(name, False), uts46(name, True), idna2003(name)]
        if "--print" in sys.argv:
            print(f"{name!r}: {actual}")
        for column, want, got in zip(("nontransitional", "transitional", "IDNA 2003"), expected, actual):
            if want != got:
                differ += 1
                print(f"{TABLE.name}: {name!r} {column}: the table says {want!r}, Python's idna {idna.__version__} says {got!r}")
    print(f"{len(rows)} names, {differ} answers differ from Python's idna {idna.__version__}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
