#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fetches the stock Debian kernel into the cache (never installs it on the host) and leaves there
# what the VM boots: the uncompressed vmlinux (PVH entry: about 3 s faster than the bzImage under
# TCG), the modules the tests need (evdev and uinput; HID, uhid and the real drivers that bind the
# uhid devices: hid-multitouch, hid-magicmouse; for the desktop suite virtio-pci, 9p and
# overlayfs, which share the host's /usr and /etc), each with what it depends on, uncompressed, and
# `modules.load`, their names in the order insmod takes them (each after what it depends on: the
# package has no modules.dep, so each module's own `depends=` says). A module built into that
# kernel is not there to load. Prints the directory holding them. A cached kernel downloads nothing.
#
# usage: Tests/VM/kernel.sh CACHE_DIR
#        VM_KERNEL=linux-image-6.12-amd64 Tests/VM/kernel.sh CACHE_DIR   (another kernel package
#        of the archive; default linux-image-amd64, the release's own)
set -euo pipefail

cache=${1:?usage: kernel.sh CACHE_DIR}
mkdir -p "$cache"
# The modules the suites load, by name (what they depend on comes with them).
wanted=(evdev uinput hid uhid hid-multitouch hid-magicmouse virtio_pci 9pnet_virtio 9p overlay)
meta=${VM_KERNEL:-linux-image-amd64}

# The versioned package linux-image-amd64 points to, from the local apt lists.
kernel_package() {
    apt-cache depends "$meta" 2>/dev/null | awk '$1 == "Depends:" && $2 ~ /^linux-image-/ { print $2; exit }'
}

package=$(kernel_package)
if [[ -z "$package" ]]; then
    # A cached kernel of any version beats failing: run offline with what is there.
    cached=$(find "$cache" -mindepth 2 -maxdepth 2 -name vmlinux -printf '%h\n' 2>/dev/null | sort -V | tail -n 1)
    if [[ -n "$cached" ]]; then echo "$cached"; exit 0; fi
    echo "kernel.sh: apt knows no $meta; updating the package lists" >&2
    apt-get update -qq >&2
    package=$(kernel_package)
    [[ -n "$package" ]] || { echo "kernel.sh: no package provides $meta: cannot fetch a kernel for the VM" >&2; exit 69; }
fi

dir="$cache/$package"
# Complete only when made for this list of modules (an older cache had fewer).
if [[ -s "$dir/vmlinux" && -s "$dir/modules.load" ]] && cmp -s "$dir/wanted" <(printf '%s\n' "${wanted[@]}"); then
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

# The bzImage's payload is xz (6.1) or zstd (6.12): decompress from the first magic (what the
# kernel's scripts/extract-vmlinux does), keep it only if it is an ELF file.
extract() { # MAGIC COMMAND...
    local magic=$1 offset
    shift
    offset=$(LC_ALL=C grep -obUaP "$magic" "$bzimage" | head -n 1 | cut -d: -f1)
    [[ -n "$offset" ]] && tail -c +"$((offset + 1))" "$bzimage" | "$@" 2>/dev/null > "$work/vmlinux"
    [[ "$(head -c 4 "$work/vmlinux" 2>/dev/null | od -An -tx1 | tr -d ' ')" == "7f454c46" ]]
}
extract '\xfd7zXZ\x00' xz -dc || extract '\x28\xb5\x2f\xfd' zstd -dcq ||
    { echo "kernel.sh: $bzimage has no xz or zstd payload that decompresses to an ELF vmlinux" >&2; exit 65; }

mkdir -p "$dir.tmp"
mv "$work/vmlinux" "$dir.tmp/vmlinux"

# Every module file of the package by module name (`-` and `_` are the same to the kernel).
declare -A path_of seen
while read -r file; do
    name=${file##*/}
    name=${name%.xz}
    name=${name%.ko}
    path_of[${name//-/_}]=$file
done < <(find "$work/root/lib/modules/$release" -name '*.ko' -o -name '*.ko.xz')
module_bytes() { case $1 in *.xz) xz -dc "$1" ;; *) cat "$1" ;; esac; }
order=()
# add NAME: NAME after what it depends on, once; nothing for a module built into the kernel.
add() {
    local name=${1//-/_} file dependency
    [[ -z "${seen[$name]:-}" ]] || return 0
    seen[$name]=1
    file=${path_of[$name]:-}
    if [[ -z "$file" ]]; then
        echo "kernel.sh: $1 is not a module of $package (built in)" >&2
        return 0
    fi
    for dependency in $(module_bytes "$file" | strings | sed -n 's/^depends=//p' | tr , ' '); do add "$dependency"; done
    order+=("$file")
}
for module in "${wanted[@]}"; do add "$module"; done
for file in "${order[@]}"; do
    name=${file##*/}
    module_bytes "$file" > "$dir.tmp/${name%.xz}"
done
printf '%s\n' "${order[@]##*/}" | sed 's/\.xz$//' > "$dir.tmp/modules.load"
printf '%s\n' "${wanted[@]}" > "$dir.tmp/wanted"
echo "$release" > "$dir.tmp/release"
rm -rf "$dir"
mv "$dir.tmp" "$dir"
echo "$dir"
