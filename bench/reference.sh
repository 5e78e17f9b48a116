# SPDX-License-Identifier: MIT
# Sourced by the benchmarks that compare against a pinned earlier build of peekpop (size.sh,
# run.sh): the reference's source tree, taken from git once and kept in bench/out, so that each
# run builds it incrementally beside the current tree.

# reference_tree COMMIT: prints the path of COMMIT's tree (bench/out/reference-COMMIT), extracting
# it first when it is not there yet.
reference_tree() {
    local tree=bench/out/reference-$1
    if [ ! -f "$tree/Package.swift" ]; then
        mkdir -p "$tree"
        git archive "$1" | tar -x -C "$tree"
    fi
    echo "$tree"
}
