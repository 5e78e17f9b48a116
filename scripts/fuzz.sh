#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes one mode of the FuzzRecordings libFuzzer target for a while, starting from its seed corpus.
#
#   scripts/fuzz.sh MODE SECONDS      MODE: evemu, libinput-record, replay or json; e.g. scripts/fuzz.sh replay 600
#
# Seeds come from Tests/FuzzCorpus/MODE and are copied to fuzz/out/MODE/corpus, so the checked-in
# seeds stay small. Crashing inputs land in fuzz/out/MODE/crashes; the script exits 1 when there is
# any (keep each one as a corpus file plus a regression test), 0 otherwise. Built with -DFUZZING so
# the libFuzzer entry point is compiled in, and with AddressSanitizer so memory errors in
# unsafe-pointer code are caught too. Reproduce a crasher with
# `.build-fuzz/debug/FuzzRecordings MODE fuzz/out/MODE/crashes/crash-…`.
#
# The target's `@main` type starts the driver (`LLVMFuzzerRunDriver`, declared with `@_silgen_name`):
# SwiftPM links every executable with `main` aliased to `TARGET_main`, which only an `@main` type
# defines, so libFuzzer's own `main` cannot be linked in (swiftlang/swift-package-manager#8731).
set -euo pipefail

if [[ $# -ne 2 || ! $1 =~ ^(evemu|libinput-record|replay|json)$ || ! $2 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 MODE SECONDS   (MODE: evemu, libinput-record, replay, json)" >&2
    exit 64
fi
mode=$1
seconds=$2
cd "$(dirname "$0")/.."

seeds=Tests/FuzzCorpus/$mode
if [[ ! -d $seeds ]]; then
    echo "$0: no seed corpus at $seeds" >&2
    exit 66
fi

build=(swift build -c debug --product FuzzRecordings --scratch-path .build-fuzz
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING)
"${build[@]}"
binary=$("${build[@]}" --show-bin-path)/FuzzRecordings

out=fuzz/out/$mode
rm -rf "$out/corpus"
mkdir -p "$out/corpus" "$out/crashes"
cp "$seeds"/* "$out/corpus/"

set +e
# Swift's crash backtracer trips AddressSanitizer while it walks the stack: libFuzzer's report suffices.
SWIFT_BACKTRACE=enable=no "$binary" "$mode" "$out/corpus" -max_total_time="$seconds" -max_len=16384 -print_final_stats=1 -artifact_prefix="$out/crashes/" 2>&1 | tee "$out/log.txt"
status=${PIPESTATUS[0]}
set -e

if compgen -G "$out/crashes/*" >/dev/null; then
    echo "$0: crashing inputs in $out/crashes:" >&2
    ls -l "$out/crashes" >&2
    exit 1
fi
exit "$status"
