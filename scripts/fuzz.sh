#!/usr/bin/env bash
# Fuzzes one libFuzzer target for a while, starting from its seed corpus.
#
#   scripts/fuzz.sh TARGET SECONDS      e.g. scripts/fuzz.sh FuzzEvemu 300
#
# Seeds come from Tests/FuzzCorpus/NAME (FuzzEvemu -> evemu, FuzzLibinputRecord -> libinput-record) and
# are copied to fuzz/out/NAME/corpus, so the checked-in seeds stay small. Crashing inputs land in
# fuzz/out/NAME/crashes; the script exits 1 when there is any (keep each one as a corpus file plus a
# regression test), 0 otherwise. Built with -DFUZZING so the target's libFuzzer entry point is compiled
# in, and with AddressSanitizer so memory errors in unsafe-pointer code are caught too.
#
# A target must define, under `#if FUZZING`, `@_cdecl("LLVMFuzzerTestOneInput")` and an `@main` type whose
# main() calls `LLVMFuzzerRunDriver` (declared with `@_extern(c)`, hence the Extern feature flag): SwiftPM
# links every executable with `main` aliased to `TARGET_main`, which only an `@main` type defines, so
# libFuzzer's own `main` cannot be linked in (swiftlang/swift-package-manager#8731).
set -euo pipefail

if [[ $# -ne 2 || ! $1 =~ ^Fuzz[A-Za-z]+$ || ! $2 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 TARGET SECONDS   (TARGET: FuzzEvemu, FuzzLibinputRecord)" >&2
    exit 64
fi
target=$1
seconds=$2
cd "$(dirname "$0")/.."

# FuzzLibinputRecord -> libinput-record
name=$(sed -E 's/^Fuzz//; s/([a-z0-9])([A-Z])/\1-\2/g' <<<"$target" | tr '[:upper:]' '[:lower:]')
seeds=Tests/FuzzCorpus/$name
if [[ ! -d $seeds ]]; then
    echo "$0: no seed corpus at $seeds" >&2
    exit 66
fi

build=(swift build -c debug --product "$target" --scratch-path .build-fuzz
       -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -DFUZZING
       -Xswiftc -enable-experimental-feature -Xswiftc Extern)
"${build[@]}"
binary=$("${build[@]}" --show-bin-path)/$target

out=fuzz/out/$name
rm -rf "$out/corpus"
mkdir -p "$out/corpus" "$out/crashes"
cp "$seeds"/* "$out/corpus/"

set +e
"$binary" "$out/corpus" -max_total_time="$seconds" -max_len=16384 -print_final_stats=1 -artifact_prefix="$out/crashes/" 2>&1 | tee "$out/log.txt"
status=${PIPESTATUS[0]}
set -e

if compgen -G "$out/crashes/*" >/dev/null; then
    echo "$0: crashing inputs in $out/crashes:" >&2
    ls -l "$out/crashes" >&2
    exit 1
fi
exit "$status"
