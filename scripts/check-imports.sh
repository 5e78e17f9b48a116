#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fails when a Swift file imports a module its target does not declare in Package.swift, or when
# a program's or library's file imports Foundation (the programs are built without it: their size
# and start-up, issue 23; the fuzz target and the tests may). Targets, paths and dependencies come
# from `swift package dump-package`, so any target the manifest declares is checked the same way.
# The other modules of the Swift toolchain may be imported freely.
# Usage: scripts/check-imports.sh [package directory]   (default: the repository root)
set -euo pipefail

root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
# A scratch folder of its own, so that the check neither waits for nor disturbs a build in progress.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
(cd "$root" && ${SWIFT:-swift} package --scratch-path "$scratch" dump-package) > "$scratch/manifest.json"

python3 - "$root" "$scratch/manifest.json" <<'PYTHON'
import json, os, re, sys

root = sys.argv[1]
with open(sys.argv[2], encoding="utf-8") as dump:
    manifest = json.load(dump)

# What the toolchain provides without a package dependency.
TOOLCHAIN = {
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "FoundationNetworking", "FoundationXML", "Dispatch",
    "Glibc", "Musl", "Darwin", "Android", "Synchronization", "RegexBuilder", "Observation",
    "Testing", "XCTest",
}
DEFAULT_FOLDER = {"test": "Tests"}  # every other kind lives under Sources
FOUNDATION = {"Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML"}
# Targets in Sources/ that may import Foundation: the fuzzer's harness, which ships in no package.
FOUNDATION_ALLOWED = {"FuzzRecordings"}

targets = {target["name"]: target for target in manifest["targets"]}
# The module a target's name gives (`peekpop-pen-oracle` is imported as `peekpop_pen_oracle`).
def module_name(name):
    return name.replace("-", "_")
modules = {module_name(name) for name in targets}

def declared(target):
    names = set()
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names

# `import X`, `@testable import X`, `import struct X.Y`, `@_implementationOnly import X`, with any
# leading attributes; a conditional import (`#if canImport(X)`) is still an import of X.
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)

failures = []
for name, target in sorted(targets.items()):
    if target["type"] in ("system", "binary", "plugin", "macro"):
        continue
    folder = target.get("path") or os.path.join(DEFAULT_FOLDER.get(target["type"], "Sources"), name)
    folder = os.path.join(root, folder)
    allowed = {module_name(dependency) for dependency in declared(target)} | TOOLCHAIN | {module_name(name)}
    if os.path.relpath(folder, root).split(os.sep)[0] == "Sources" and name not in FOUNDATION_ALLOWED:
        allowed -= FOUNDATION
    for directory, _, files in os.walk(folder):
        for file in sorted(files):
            if not file.endswith(".swift"):
                continue
            path = os.path.join(directory, file)
            with open(path, encoding="utf-8") as source:
                # Multi-line string literals (scripts for other languages) are blanked, lines kept.
                text = re.sub(r'"""(?s:.*?)"""', lambda literal: "\n" * literal.group(0).count("\n"), source.read())
            for match in IMPORT.finditer(text):
                module = match.group(1)
                if module in allowed:
                    continue
                line = text.count("\n", 0, match.start()) + 1
                if module in FOUNDATION:
                    failures.append(f"{os.path.relpath(path, root)}:{line}: '{module}' is not used by the programs (target '{name}'): "
                                    "SystemCalls, JSON and NumberFormat do its jobs here")
                    continue
                reason = "not a dependency of" if module in modules else "not a target of the package nor a toolchain module, imported by"
                failures.append(f"{os.path.relpath(path, root)}:{line}: '{module}' is {reason} target '{name}'")

for failure in failures:
    print(f"check-imports: {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)
PYTHON
