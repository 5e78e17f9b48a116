#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the VM's initramfs: busybox, systemd-udevd + udevadm with the host's rules and peekpop's
# rule as `make install` installed it, the installed peekpop and the test players with every
# shared library ldd names, the kernel modules, the recordings, the guest init and cases, and the
# host's `peekpop replay` output of every recording (the guest must print the same).
#
# usage: Tests/VM/initramfs.sh OUTPUT KERNEL_DIR BIN_DIR INSTALLED
#        (INSTALLED: a `make install DESTDIR=INSTALLED PREFIX=/usr udevdir=/usr/lib/udev` tree)
set -euo pipefail

output=${1:?usage: initramfs.sh OUTPUT KERNEL_DIR BIN_DIR INSTALLED}
kernel=${2:?}
bin=${3:?}
installed=${4:?}
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
shared="$repo/../shared/recordings"

root=$(mktemp -d "${output%/*}/.root.XXXXXX")
trap 'rm -rf "$root"' EXIT

# Debian's merged /usr, so every path ldd prints lands where the loader looks.
mkdir -p "$root"/usr/{bin,sbin,lib,lib64} "$root"/{proc,sys,dev,run,tmp,root,etc} "$root/usr/lib/systemd"
for dir in bin sbin lib lib64; do ln -s "usr/$dir" "$root/$dir"; done

# A file and, for an ELF executable, every library it loads (with the loader).
install_binary() {
    local source=$1 target=$2
    install -D -m 0755 "$source" "$root$target"
    ldd "$source" 2>/dev/null | awk '/=> \// { print $3 } /^\t\/[^ ]+ \(/ { print $1 }' | while read -r library; do
        [[ -e "$root$library" ]] || install -D -m 0755 "$(readlink -f "$library")" "$root$library"
    done
}

install -m 0755 /bin/busybox "$root/usr/bin/busybox"
for applet in $(/bin/busybox --list); do
    [[ -e "$root/usr/bin/$applet" ]] || ln -s busybox "$root/usr/bin/$applet"
done

install_binary /bin/udevadm /usr/bin/udevadm
ln -sf ../../bin/udevadm "$root/usr/lib/systemd/systemd-udevd"
mkdir -p "$root/usr/lib/udev/rules.d"
cp /usr/lib/udev/rules.d/*.rules "$root/usr/lib/udev/rules.d/"
# peekpop's rule: the installed file, so the VM checks what `make install` puts (cases/15-installed-rule.sh).
cp "$installed/usr/lib/udev/rules.d/70-peekpop.rules" "$root/usr/lib/udev/rules.d/"
# libinput's quirks (the pen oracle links libinput).
[[ -d /usr/share/libinput ]] && mkdir -p "$root/usr/share" && cp -r /usr/share/libinput "$root/usr/share/"
install_binary "$(command -v socat)" /usr/bin/socat
# libinput's own reader beside peekpop's on a touchpad (cases/62-touchpad.sh).
install_binary /usr/libexec/libinput/libinput-debug-events /usr/bin/libinput-debug-events
printf 'root:x:0:0:root:/root:/bin/sh\n' > "$root/etc/passwd"
for group in root:0 tty:5 disk:6 kmem:15 dialout:20 cdrom:24 audio:29 video:44 input:105 kvm:106 render:107 sgx:108; do
    printf '%s:x:%s:\n' "${group%:*}" "${group#*:}"
done > "$root/etc/group"

for source in "$installed/usr/bin/peekpop" "$bin/peekpop-uinput" "$bin/peekpop-pen-oracle"; do
    program=${source##*/}
    install_binary "$source" "/usr/bin/$program"
    strip "$root/usr/bin/$program"  # symbols are most of a release binary's size
done

mkdir -p "$root/vm/modules" "$root/vm/golden"
cp "$kernel"/*.ko "$kernel/modules.load" "$root/vm/modules/"
cp "$here/guest/lib.sh" "$here/guest/desktop.sh" "$here/guest/browsers.sh" "$here/guest/desktop-root" "$here/guest/desktop-init" "$here/guest/as-user" "$here/guest/verdict.py" "$root/vm/"
# The witness for "the machine was too slow" (guest/witness.c): static, it runs in both stages.
gcc -O2 -Wall -Werror -static -o "$root/vm/witness" "$here/guest/witness.c"
cp -r "$here/cases" "$root/vm/cases"
cp -r "$here/desktop" "$root/vm/desktop"
cp -r "$here/browsers" "$root/vm/browsers"
install -m 0755 "$here/guest/init" "$root/init"
cp -r "$repo/Recordings" "$root/vm/recordings"
[[ -d "$shared" ]] && cp -r "$shared" "$root/vm/shared-recordings"

# The host's replay of every recording (by path under /vm, `/` as `%` in the golden's name):
# stdout and the exit status, so a recording peekpop rejects must be rejected the same way. The
# live cases compare with these; `replay-matches-host` replays only the first recording of each
# folder (every device and format variant: all of them would take a minute under TCG), listed in
# golden/sample.
(cd "$root/vm" && find recordings shared-recordings -type f \( -name '*.events' -o -name '*.event' -o -name '*.yml' \) 2>/dev/null) |
LC_ALL=C sort > "$root/vm/golden/all"
awk '{ folder = $0; sub("/[^/]*$", "", folder) } !seen[folder]++' "$root/vm/golden/all" > "$root/vm/golden/sample"
grep '^recordings/' "$root/vm/golden/all" | cat - "$root/vm/golden/sample" | LC_ALL=C sort -u |
while read -r recording; do
    golden="$root/vm/golden/${recording//\//%}"
    status=0
    (cd "$root/vm" && "$bin/peekpop" replay "$recording" > "$golden.out" 2>/dev/null) || status=$?
    echo "$status" > "$golden.status"
done
rm "$root/vm/golden/all"

# Another suite's files (run.sh --bench): a script sourced here, using $root and install_binary.
if [[ -n "${VM_EXTRA:-}" ]]; then . "$VM_EXTRA"; fi

(cd "$root" && find . -mindepth 1 | LC_ALL=C sort | cpio --quiet -o -H newc -R 0:0) | gzip -1 > "$output.tmp"
mv "$output.tmp" "$output"
