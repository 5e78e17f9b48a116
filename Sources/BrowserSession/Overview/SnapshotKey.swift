// SPDX-License-Identifier: MIT
import NumberFormat

/// The key that names a snapshot's pixels (`PageEvent.snapshotTaken`): FNV-1a (64 bit) of its bytes
/// in 16 hex digits, stable across runs and machines (unlike `Hasher`), so the same bytes always
/// give the same key.
public enum SnapshotKey {
    public static func of<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> String {
        let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        return Digits.hex(hash, width: 16)
    }
}
