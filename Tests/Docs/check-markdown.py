#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every command and link of the project's Markdown, as a reader would follow them (run by
Tests/Docs/run.sh, so by `make test-docs`).

Links: a relative link (`[text](path#anchor)`, `<img src="path">`) names a file or folder that
exists, relative to the Markdown file, and an anchor names a heading of its target (GitHub's
slugs). Web addresses are not fetched.

Commands, in ```sh blocks and in code spans that start with `make`, `peekpop`, `peekpop-browser`,
`peekpop-native-host` or `sudo`: `make TARGET` names a target of the Makefile; `peekpop COMMAND`
names a command of peekpop(1); each `--option` given to one of the three programs is in its
man page; and every path into the repository a command names (a script it runs, a recording it
plays) exists.

usage: Tests/Docs/check-markdown.py [--man DIR] FILE.md...
  --man DIR: the generated man pages (.build/generated/man). Without it the programs' commands
  and options are looked up in their sources (`name: "replay"`, `"--site"`), for a run before a build.
"""
import os
import re
import sys

repo = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
programs = ("peekpop", "peekpop-browser", "peekpop-native-host")
# Top-level folders of the repository: a command's word that starts with one is a path into it.
tracked_roots = ("Recordings/", "Tests/", "scripts/", "bench/", "docs/", "udev-rules/", "webextension/",
                 "Sources/", "data/", "debian/")

failures = []


def fail(where, message):
    failures.append(f"{where}: {message}")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation but hyphens and underscores dropped,
    spaces to hyphens."""
    text = re.sub(r"`", "", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors_of(path, cache={}):
    if path not in cache:
        found, seen, fenced = set(), {}, False
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.startswith("```"):
                    fenced = not fenced
                    continue
                match = None if fenced else re.match(r"#{1,6} (.*)", line)
                if match:
                    base = slug(match.group(1))
                    count = seen.get(base, 0)
                    seen[base] = count + 1
                    found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def make_targets():
    targets = set()
    with open(os.path.join(repo, "Makefile"), encoding="utf-8") as f:
        for line in f:
            match = re.match(r"^([A-Za-z0-9_.%-][A-Za-z0-9_. %-]*):(?!=)", line)
            if match:
                targets.update(match.group(1).split())
    return targets


def program_words(man):
    """For each program: the words its documentation knows (its commands and options)."""
    words = {}
    for program in programs:
        if man:
            with open(os.path.join(man, f"{program}.1"), encoding="utf-8") as f:
                text = f.read()
            # Roff as a reader sees it: font changes (\fB, \fI, \fR, \f(CW, \f[..]) are spaces, \- a hyphen.
            text = re.sub(r"\\f(\[[^]]*\]|\(..|.)", " ", text).replace("\\-", "-").replace("\\", " ")
            words[program] = set(re.findall(r"--?[A-Za-z][\w-]*|\b[a-z][\w-]*\b", text))
        else:
            found = set()
            folders = [program, "CommandLineSupport", "CommandLineDocs", "CommandLineSetup"]
            for folder in folders:
                base = os.path.join(repo, "Sources", folder)
                for root, _, files in os.walk(base):
                    for name in files:
                        if name.endswith(".swift"):
                            with open(os.path.join(root, name), encoding="utf-8") as f:
                                text = f.read()
                            found.update(re.findall(r'"(--?[A-Za-z][\w-]*)"', text))
                            found.update(re.findall(r'name: "([a-z][\w-]*)"', text))
            words[program] = found
    return words


def commands_in(text):
    """(line number, command) for each command of FILE's text: the lines of ```sh blocks (with
    continuations joined and comments dropped) and the code spans that read as commands."""
    found, block, lineno, pending = [], None, 0, ""
    for lineno, line in enumerate(text.split("\n"), 1):
        if line.startswith("```"):
            block = line[3:].strip() if block is None else None
            continue
        if block is not None:
            if block in ("sh", "bash", "shell"):
                code = pending + re.sub(r"(^|\s)#.*", "", line)
                if code.rstrip().endswith("\\"):
                    pending = code.rstrip()[:-1] + " "
                    continue
                pending = ""
                for part in re.split(r"&&|\|\||;|\||&(?!\S)", code):
                    if part.strip():
                        found.append((lineno, part.strip()))
            continue
        for span in re.findall(r"`([^`]+)`", line):
            if re.match(r"(sudo )?(make|peekpop|peekpop-browser|peekpop-native-host)( |$)", span):
                found.append((lineno, span))
    return found


def check_command(where, command, targets, words):
    tokens = command.split()
    while tokens and (tokens[0] in ("sudo", "python3", "bash", "swift", "run", "exec")
                      or re.match(r"^[A-Z_]+=", tokens[0])):
        tokens = tokens[1:]
    if not tokens:
        return
    # Paths into the repository: the script run, the recordings and files it is given.
    for token in tokens:
        path = token.split("=", 1)[-1] if token.startswith("-") else token
        path = path.strip("'\"")
        if path.startswith("./"):
            path = path[2:]
        if path.startswith(tracked_roots) and not re.search(r"[*?{}$]|\.\.\.|…|[A-Z]{3,}$", path):
            if not os.path.exists(os.path.join(repo, path)):
                fail(where, f"`{command}`: no {path} in the repository")
    head = tokens[0]
    if head == "make":
        for token in tokens[1:]:
            if token.startswith("-") or "=" in token:
                continue
            if token not in targets:
                fail(where, f"`{command}`: the Makefile has no target {token}")
    elif head in programs:
        known = words[head]
        args = tokens[1:]
        if head == "peekpop" and args and re.match(r"^[a-z][\w-]*$", args[0]):
            if args[0] not in known:
                fail(where, f"`{command}`: peekpop has no command {args[0]}")
        for token in args:
            option = token.split("=", 1)[0].rstrip(",.;)")
            if re.match(r"^--[a-z][\w-]*$", option) and option not in known:
                fail(where, f"`{command}`: {head} has no option {option}")


def check_links(where_file, text):
    folder = os.path.dirname(where_file)
    fenced = False
    for lineno, line in enumerate(text.split("\n"), 1):
        if line.startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        line = re.sub(r"`[^`]*`", "", line)
        targets = re.findall(r"\]\(([^)\s]+)\)", line) + re.findall(r'src="([^"]+)"', line)
        for target in targets:
            if re.match(r"^[a-z]+:", target):
                continue
            where = f"{os.path.relpath(where_file, repo)}:{lineno}"
            path, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(folder, path)) if path else where_file
            if not os.path.exists(resolved):
                fail(where, f"link to {target}: no such file")
                continue
            if anchor and resolved.endswith(".md") and anchor not in anchors_of(resolved):
                fail(where, f"link to {target}: {os.path.relpath(resolved, repo)} has no heading #{anchor}")


def main(argv):
    man = None
    if argv[:1] == ["--man"]:
        man, argv = argv[1], argv[2:]
    if not argv:
        print(__doc__, file=sys.stderr)
        return 64
    targets, words = make_targets(), program_words(man)
    checked = 0
    for name in argv:
        path = os.path.abspath(name)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        check_links(path, text)
        for lineno, command in commands_in(text):
            check_command(f"{os.path.relpath(path, repo)}:{lineno}", command, targets, words)
            checked += 1
    for failure in failures:
        print(f"FAIL: {failure}", file=sys.stderr)
    print(f"{'ok' if not failures else 'FAIL'}: {len(argv)} Markdown files, {checked} commands, their links"
          f" ({len(failures)} failed)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
