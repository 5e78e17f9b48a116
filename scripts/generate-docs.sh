#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The man pages and shell completions, made by the built programs themselves from the one source
# of their --help (`peekpop --man`, `peekpop --completions SHELL`, the same for peekpop-browser).
#
# usage: scripts/generate-docs.sh BIN OUT PROGRAM...
#        BIN the folder of the built programs; OUT gets man/PROGRAM.1 and completions/PROGRAM.bash,
#        completions/_PROGRAM (zsh), completions/PROGRAM.fish.
set -euo pipefail
[[ $# -ge 3 ]] || { echo "usage: scripts/generate-docs.sh BIN OUT PROGRAM..." >&2; exit 64; }
bin=$1 out=$2
shift 2
mkdir -p "$out/man" "$out/completions"
for program in "$@"; do
    "$bin/$program" --man > "$out/man/$program.1"
    "$bin/$program" --completions bash > "$out/completions/$program.bash"
    "$bin/$program" --completions zsh > "$out/completions/_$program"
    "$bin/$program" --completions fish > "$out/completions/$program.fish"
done
echo "man pages and completions of $* in $out"
