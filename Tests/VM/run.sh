#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The VM suite: peekpop against real kernel evdev, uinput and udev, in QEMU (TCG) with the stock
# Debian kernel. Installs what is missing, fetches and caches the kernel, builds the static
# binaries and the initramfs, boots once, runs every case of Tests/VM/cases and prints a report
# whose last line is `N passed, M failed`. Exit status 0 only when nothing failed and the VM
# finished in time.
#
# usage: Tests/VM/run.sh        (VM_TIMEOUT=SECONDS bounds the whole boot, default 900;
#                               VM_CASES="65-open-mid-touch 90-pen-oracle" runs only those case files;
#                               VM_KERNEL_ARGS="idle=poll" adds to the guest kernel's command line)
#        Tests/VM/run.sh --bench    the latency bench of bench/latency instead of the cases
#                                   (bench/vm-latency.sh runs it and prints its table)
#        Tests/VM/run.sh --desktop  the desktop suite (Tests/VM/desktop, `make test-touch`): sway on a
#                                   uinput touchscreen, the window and the daemon on the host's
#                                   /usr over virtio-9p (VM_CASES picks files of it too)
#        Tests/VM/run.sh --browsers the browser suite (Tests/VM/browsers, `make test-touch-browsers`): the
#                                   desktop suite's guest with Chromium and Firefox ESR and the
#                                   installed WebExtension instead of the window
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cache="${XDG_CACHE_HOME:-$HOME/.cache}/peekpop/vm"
out="$repo/.build-vm/vm"
timeout_seconds=${VM_TIMEOUT:-900}
suite=cases
memory=1G
# What `make install` leaves out in the guest: the window and the WebExtension, but for the desktop.
install_options=(BROWSER= WEBEXT=)
desktop_packages=()
shares=()
case ${1:-} in
--bench) suite=bench; export VM_EXTRA="$repo/bench/latency/initramfs.sh" ;;
--desktop | --browsers)
    suite=${1#--}
    out="$repo/.build-vm/$suite"
    memory=3G
    # The desktop suite's 35 cases take about 31 minutes under TCG, more with retries.
    timeout_seconds=${VM_TIMEOUT:-2700}
    install_options=(WEBEXT=)
    # The compositor, its screenshots and the window's packages, run in the guest from the host's /usr.
    desktop_packages=(sway grim python3 fonts-dejavu-core libwebkitgtk-6.0-dev libgtk-4-dev bubblewrap)
    if [[ $suite == browsers ]]; then
        # The browsers with the WebExtension and its native host as `make install` puts them; one
        # browser runs at a time, but Chromium's processes and Firefox's each want about 1G more.
        desktop_packages+=(chromium firefox-esr)
        install_options=()
        memory=4G
        # Fourteen cases of 1 to 3 minutes, each played up to three times when the machine was too
        # slow, and a browser's first start up to 9 minutes: an hour was not enough.
        timeout_seconds=${VM_TIMEOUT:-7200}
    fi
    # 9p shares (guest/desktop-root mounts them by tag): the host's /usr and /etc, the repository
    # with the install tree inside it, and a folder the guest writes back to.
    mkdir -p "$out/share"
    rm -rf "${out:?}/share/"*
    for share in usr:/usr etc:/etc repo:"$repo" out:"$out/share"; do
        shares+=(-virtfs "local,path=${share#*:},mount_tag=${share%%:*},security_model=none,multidevs=remap$([[ ${share%%:*} == out ]] || echo ,readonly=on)")
    done
    ;;
"") ;;
*) echo "usage: Tests/VM/run.sh [--bench | --desktop | --browsers]" >&2; exit 64 ;;
esac

"$repo/scripts/install-deps.sh" qemu-system-x86 busybox-static udev cpio socat binutils zstd pkg-config libevdev-dev libyaml-dev libsqlite3-dev libinput-dev libidn2-dev libinput-tools "${desktop_packages[@]}"
kernel=$("$here/kernel.sh" "$cache")

# The release build `make install` makes (.build-release): peekpop and the udev rule come from
# `make install` into a DESTDIR, as Debian's layout puts them; the test players from the build.
build=(swift build -c release --static-swift-stdlib --scratch-path "$repo/.build-release")
installed="$out/installed"
rm -rf "$installed"
(cd "$repo" && make --no-print-directory install DESTDIR="$installed" PREFIX=/usr udevdir=/usr/lib/udev "${install_options[@]}" >&2 &&
    "${build[@]}" --product peekpop-uinput -Xswiftc -warnings-as-errors >&2 &&
    "${build[@]}" --product peekpop-pen-oracle -Xswiftc -warnings-as-errors >&2)
bin=$(cd "$repo" && "${build[@]}" --show-bin-path)

mkdir -p "$out"
"$here/initramfs.sh" "$out/initramfs.cpio.gz" "$kernel" "$bin" "$installed"

results="$out/results.txt"
console="$out/console.log"
: > "$results"
: > "$console"
started=$(date +%s.%N)
status=0
timeout --kill-after=10 "$timeout_seconds" qemu-system-x86_64 \
    -accel tcg,thread=multi -cpu max -M q35 -m "$memory" -smp 2 "${shares[@]}" \
    -nodefaults -no-user-config -display none -no-reboot \
    -kernel "$kernel/vmlinux" -initrd "$out/initramfs.cpio.gz" \
    -append "console=ttyS0 quiet panic=-1 ${VM_KERNEL_ARGS:-} rdinit=/init suite=$suite installed=${installed#"$repo"/} bin=${bin#"$repo"/} cases=$(echo ${VM_CASES:-} | tr ' ' ,)" \
    -chardev file,id=console,path="$console" -serial chardev:console \
    -chardev file,id=results,path="$results" -serial chardev:results || status=$?
wall=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')

# The desktop suite's latency samples (guest/desktop.sh, record_latencies): p50 and p99 of each kind.
if [[ $suite == desktop && -s "$out/share/latency.txt" ]]; then
    python3 - "$out/share/latency.txt" <<'PY'
import sys
samples = {}
for line in open(sys.argv[1]):
    if len(line.split()) == 2:  # a case with no sample of a kind writes a blank line
        kind, ms = line.split()
        samples.setdefault(kind, []).append(float(ms))
for kind, values in sorted(samples.items()):
    values.sort()
    at = lambda q: values[min(len(values) - 1, int(q * len(values)))]
    print(f"latency {kind}: n={len(values)} p50={at(0.5):.1f} ms p99={at(0.99):.1f} ms")
PY
fi
# Latency is a check: the cards' p50 against the taps' of the same run (guest/verdict.py), a result
# of the run's own beside the cases', when the run had every case (VM_CASES may pick ones with no
# peek or tap).
if [[ $suite == desktop && -z ${VM_CASES:-} ]] && grep -q '^done ' "$results"; then
    why=$(python3 "$here/guest/verdict.py" latency-ratio "$out/share/latency.txt") && verdict=pass || verdict=fail
    echo "latency check: $verdict, $why"
    echo "result latency-card-against-tap $verdict 0 1 $why" >> "$results"
fi
"$here/report.sh" "$results" "$console" "$status" "$wall" \
    "$(du -k "$out/initramfs.cpio.gz" | cut -f1)" "$(du -sk "$cache" | cut -f1)"
