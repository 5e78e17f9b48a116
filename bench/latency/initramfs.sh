# SPDX-License-Identifier: MIT
# What the latency bench adds to the VM's initramfs (sourced by Tests/VM/initramfs.sh when
# Tests/VM/run.sh --bench sets VM_EXTRA to this file; uses its $root, $repo and install_binary):
# the probe, libinput debug-events with its libraries and quirks, the bench's guest script
# (/vm/bench, the suite the guest runs instead of /vm/cases) and the generated 10-finger 240 Hz
# stream of $LATENCY_MINUTES minutes (default 1), as files of LATENCY_ROUND seconds (guest.sh
# plays each to both tools in turn): bench/generate.py with a seed of its own for each file.
#
# libinput-tools is not installed on the host (it pulls GTK): its package and the libraries
# libinput needs are `apt-get download`ed once into the cache and unpacked there.

latency_cache="${XDG_CACHE_HOME:-$HOME/.cache}/peekpop/vm/libinput"
latency_packages=(libinput-tools libinput-bin libinput10 libmtdev1 libwacom9 libwacom-common libgudev-1.0-0
                  libglib2.0-0 libffi8 libpcre2-8-0)
if [[ ! -x "$latency_cache/root/usr/libexec/libinput/libinput-debug-events" ]]; then
    echo "bench: downloading libinput debug-events and its libraries (once; cached in $latency_cache)" >&2
    rm -rf "$latency_cache.tmp"
    mkdir -p "$latency_cache.tmp"
    (cd "$latency_cache.tmp" && apt-get download -qq "${latency_packages[@]}" >&2 2>/dev/null) || {
        apt-get update -qq >&2  # stale lists name versions the mirror no longer has
        (cd "$latency_cache.tmp" && apt-get download -qq "${latency_packages[@]}" >&2)
    }
    for deb in "$latency_cache.tmp"/*.deb; do dpkg-deb -x "$deb" "$latency_cache.tmp/root"; done
    rm -f "$latency_cache.tmp"/*.deb
    rm -rf "$latency_cache"
    mv "$latency_cache.tmp" "$latency_cache"
fi
# ldd finds the unpacked libraries first; install_binary puts them at the path it found them at,
# under the cache, so they move to where they belong (/usr/lib/x86_64-linux-gnu).
LD_LIBRARY_PATH="$latency_cache/root/usr/lib/x86_64-linux-gnu" \
    install_binary "$latency_cache/root/usr/libexec/libinput/libinput-debug-events" /usr/libexec/libinput/libinput-debug-events
cp -rn "$root$latency_cache/root/." "$root/"
rm -rf "$root$latency_cache"
mkdir -p "$root/usr/share"
cp -r "$latency_cache/root/usr/share/libinput" "$latency_cache/root/usr/share/libwacom" "$root/usr/share/"

# strace, for the system calls per frame (guest.sh's case_latency_syscalls; left out without it).
if command -v strace > /dev/null; then install_binary "$(command -v strace)" /usr/bin/strace; fi

mkdir -p "$repo/bench/out" "$root/vm/bench"
gcc -O2 -Wall -Wextra -Werror -static -o "$repo/bench/out/latency-probe" "$repo/bench/latency/probe.c"
install -m 0755 "$repo/bench/out/latency-probe" "$root/usr/bin/latency-probe"
cp "$repo/bench/latency/guest.sh" "$root/vm/bench/latency.sh"

LATENCY_ROUND=10  # one cycle of the stream: ten fingers, then one finger alone (generate.py's SOLO_EVERY)
latency_rounds=$(python3 -c "import sys; print(max(1, round(float(sys.argv[1]) * 60 / $LATENCY_ROUND)))" "${LATENCY_MINUTES:-1}")
for round in $(seq -w 1 "$latency_rounds"); do
    latency_stream="$repo/bench/out/latency-round-$round.events"
    if [[ ! -s "$latency_stream" || "$repo/bench/generate.py" -nt "$latency_stream" || "$repo/Recordings/synth.py" -nt "$latency_stream" ]]; then
        python3 "$repo/bench/generate.py" --seconds "$LATENCY_ROUND" --seed "$((240 + 10#$round - 1))" -o "$latency_stream" >&2
    fi
    cp "$latency_stream" "$root/vm/bench/stream-$round.events"
done
