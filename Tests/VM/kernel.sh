#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fetches the stock Debian kernel into the cache (never installs it on the host) and leaves there
# what the VM boots: the uncompressed vmlinux (PVH entry: about 3 s faster than the bzImage under
# TCG), the modules the tests need (evdev and uinput; HID, uhid and the real drivers that bind the
# uhid devices: hid-multitouch, hid-magicmouse; for the desktop suite virtio-pci, 9p and
# overlayfs, which share the host's /usr and /etc) and `modules.load`, their names in the order
# insmod takes them (each after what it depends on: the package has no modules.dep). Prints the
# directory holding them. A cached kernel downloads nothing.
#
# usage: Tests/VM/kernel.sh CACHE_DIR
set -euo pipefail

cache=${1:?usage: kernel.sh CACHE_DIR}
mkdir -p "$cache"
# In load order (each module's `depends=` before it).
modules=(kernel/drivers/input/evdev.ko kernel/drivers/input/misc/uinput.ko
    kernel/drivers/hid/hid.ko kernel/drivers/hid/uhid.ko kernel/drivers/hid/hid-multitouch.ko
    kernel/drivers/hid/hid-magicmouse.ko
    kernel/drivers/virtio/virtio_ring.ko kernel/drivers/virtio/virtio.ko
    kernel/drivers/virtio/virtio_pci_legacy_dev.ko kernel/drivers/virtio/virtio_pci_modern_dev.ko
    kernel/drivers/virtio/virtio_pci.ko kernel/fs/netfs/netfs.ko kernel/fs/fscache/fscache.ko
    kernel/net/9p/9pnet.ko kernel/net/9p/9pnet_virtio.ko kernel/fs/9p/9p.ko kernel/fs/overlayfs/overlay.ko)

# The versioned package linux-image-amd64 points to, from the local apt lists.
kernel_package() {
    apt-cache depends linux-image-amd64 2>/dev/null | awk '$1 == "Depends:" && $2 ~ /^linux-image-/ { print $2; exit }'
}

package=$(kernel_package)
if [[ -z "$package" ]]; then
    # A cached kernel of any version beats failing: run offline with what is there.
    cached=$(find "$cache" -mindepth 2 -maxdepth 2 -name vmlinux -printf '%h\n' 2>/dev/null | sort -V | tail -n 1)
    if [[ -n "$cached" ]]; then echo "$cached"; exit 0; fi
    echo "kernel.sh: apt knows no linux-image-amd64; updating the package lists" >&2
    apt-get update -qq >&2
    package=$(kernel_package)
    [[ -n "$package" ]] || { echo "kernel.sh: no package provides linux-image-amd64: cannot fetch a kernel for the VM" >&2; exit 69; }
fi

dir="$cache/$package"
# Complete only with every module of the list (an older cache had fewer).
if [[ -s "$dir/vmlinux" && -s "$dir/modules.load" ]] && cmp -s "$dir/modules.load" <(printf '%s\n' "${modules[@]##*/}"); then
    echo "$dir"
    exit 0
fi

work=$(mktemp -d "$cache/.fetch.XXXXXX")
trap 'rm -rf "$work"' EXIT
echo "kernel.sh: downloading $package (once; cached in $dir)" >&2
(cd "$work" && apt-get download -qq "$package" >&2 2>/dev/null) || {
    # Stale lists name a version the mirror no longer has.
    apt-get update -qq >&2
    (cd "$work" && apt-get download -qq "$package" >&2)
}
dpkg-deb -x "$work"/"$package"_*.deb "$work/root"
bzimage=$(find "$work/root/boot" -name 'vmlinuz-*' | head -n 1)
release=${bzimage##*/vmlinuz-}

# The bzImage's payload is xz: decompress from the first xz magic (what the kernel's
# scripts/extract-vmlinux does), keep it only if it is an ELF file.
offset=$(LC_ALL=C grep -obUaP '\xfd7zXZ\x00' "$bzimage" | head -n 1 | cut -d: -f1)
[[ -n "$offset" ]] || { echo "kernel.sh: no xz payload in $bzimage" >&2; exit 65; }
tail -c +"$((offset + 1))" "$bzimage" | xz -dc 2>/dev/null > "$work/vmlinux" || true
[[ "$(head -c 4 "$work/vmlinux" | od -An -tx1 | tr -d ' ')" == "7f454c46" ]] ||
    { echo "kernel.sh: $bzimage did not decompress to an ELF vmlinux" >&2; exit 65; }

mkdir -p "$dir.tmp"
mv "$work/vmlinux" "$dir.tmp/vmlinux"
for module in "${modules[@]}"; do
    cp "$work/root/lib/modules/$release/$module" "$dir.tmp/"
done
printf '%s\n' "${modules[@]##*/}" > "$dir.tmp/modules.load"
echo "$release" > "$dir.tmp/release"
rm -rf "$dir"
mv "$dir.tmp" "$dir"
echo "$dir"
