# SPDX-License-Identifier: MIT
# The static binaries work in a bare system: `peekpop replay` of the first recording of each folder prints exactly
# what the host printed (and exits with the same status).
case_replay_matches_host() {
    cd /vm || fail "no /vm"
    count=0
    while read -r recording; do
        name=$(echo "$recording" | tr / %)
        golden=golden/$name.status
        status=0
        peekpop replay "$recording" > /tmp/replay.out 2>/tmp/replay.err || status=$?
        [ "$status" = "$(cat "$golden")" ] || { cat /tmp/replay.err; fail "$recording: exit status $status, the host's was $(cat "$golden")"; }
        cmp -s /tmp/replay.out "golden/$name.out" || { diff "golden/$name.out" /tmp/replay.out | head -20; fail "$recording: output differs from the host's"; }
        count=$((count + 1))
    done < golden/sample
    echo "$count recordings"
    [ "$count" -gt 0 ] || fail "no golden outputs in the initramfs"
}
