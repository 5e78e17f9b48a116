#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Turns the guest's results (one line per event, see guest/lib.sh) into the suite's report.
# The last line is exactly `N passed, M failed`; the exit status is 1 when anything failed, a
# case never reported, or the VM did not reach `done`.
#
# usage: Tests/VM/report.sh RESULTS CONSOLE QEMU_STATUS WALL_SECONDS INITRAMFS_KB CACHE_KB
set -euo pipefail
results=$1 console=$2 qemu_status=$3 wall=$4 initramfs_kb=$5 cache_kb=$6

tr -d '\r' < "$results" | awk -v qemu_status="$qemu_status" -v wall="$wall" \
    -v initramfs_kb="$initramfs_kb" -v cache_kb="$cache_kb" -v console="$console" '
    $1 == "boot" { boot = $2 }
    $1 == "ready" { ready = $2 }
    $1 == "kernel" { kernel = $2 }
    $1 == "setup" { print "vm: SETUP " substr($0, 7); setup_failed++ }
    $1 == "begin" { if (first == "") first = $3; running = $2 }
    $1 == "log" { log_lines[$2] = log_lines[$2] "    " substr($0, length($1 " " $2 " ") + 1) "\n" }
    $1 == "measure" { measures = measures " " $2 "=" $3 }
    $1 == "starved" {
        why = $4; for (i = 5; i <= NF; i++) why = why " " $i
        tries[$2] = tries[$2] "    try " $3 " starved: " why "\n"
    }
    $1 == "result" {
        running = ""
        reason = $6; for (i = 7; i <= NF; i++) reason = reason " " $i
        later = ($5 > 1 ? sprintf(", on try %d", $5) : "")
        if ($3 == "pass") {
            passed++
            if ($5 > 1) { later_passes++; later_names = later_names " " $2 }
            printf "vm: PASS %s (%ss%s)\n%s", $2, $4, later, tries[$2]
        }
        else { failed++; printf "vm: FAIL %s (%ss%s): %s\n%s%s", $2, $4, later, reason, tries[$2], log_lines[$2] }
    }
    $1 == "done" { done = $2 }
    END {
        if (running != "") { failed++; printf "vm: FAIL %s: started and never reported (the VM stopped or timed out)\n", running }
        if (done == "") {
            failed++
            printf "vm: FAIL vm-finished: the VM did not finish (qemu exit status %s); the console follows\n", qemu_status
            while ((getline line < console) > 0) tail[n++ % 40] = line
            for (i = (n > 40 ? n - 40 : 0); i < n; i++) print "    " tail[i % 40]
        }
        failed += setup_failed
        printf "vm: kernel %s; boot to first case %ss (udev ready at %ss), suite %ss in the guest, QEMU %ss wall; initramfs %.1f MB, cache %.1f MB%s\n",
            (kernel == "" ? "?" : kernel), first, ready, (done != "" && first != "" ? sprintf("%.1f", done - first) : "?"), wall, initramfs_kb / 1024, cache_kb / 1024, measures
        # A pass on a later try is said as such: the target on a quiet machine is none.
        printf "vm: %d passed only on a later try, each earlier try starved%s\n", later_passes, (later_names == "" ? "" : ":" later_names)
        printf "%d passed, %d failed\n", passed, failed
        exit failed > 0 ? 1 : 0
    }'
