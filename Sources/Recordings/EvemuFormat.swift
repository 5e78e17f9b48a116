// SPDX-License-Identifier: MIT
import InputEvents

/// Facts of the evemu text format shared by the reader and the writer.
enum EvemuFormat {
    /// The format version the writer produces (`# EVEMU 1.3`).
    static let versionLine = "# EVEMU 1.3"

    /// The event types that have code masks (`B:` lines), in the order evemu writes them: those
    /// libevdev knows a maximum code for. Bits of other types, and bits above a type's maximum,
    /// are dropped on reading, as libevdev drops them when evemu enables them.
    static let maskTypes: [UInt16] = [
        EventType.syn, EventType.key, EventType.rel, EventType.abs, EventType.msc,
        EventType.sw, EventType.led, EventType.snd, EventType.rep, EventType.ff,
    ]

    /// Mask bytes per `B:` or `P:` line.
    static let bytesPerMaskLine = 8

    /// Bytes evemu writes for the mask of `type`: enough for codes 0 through the maximum,
    /// rounded up to whole lines.
    static func maskByteCount(ofType type: UInt16) -> Int {
        let codes = Int(maximumCode(ofType: type) ?? 0) + 1
        let bytes = (codes + 7) / 8
        return (bytes + bytesPerMaskLine - 1) / bytesPerMaskLine * bytesPerMaskLine
    }

    /// Whether a code of `type` survives into a `DeviceDescription`.
    static func keepsCode(_ code: Int, ofType type: UInt16) -> Bool {
        guard maskTypes.contains(type), let maximum = maximumCode(ofType: type) else { return false }
        return code <= Int(maximum)
    }
}
