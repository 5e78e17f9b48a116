// SPDX-License-Identifier: MIT
/// The Apple Magic Trackpad 2's Bluetooth touch report (0x31), as Linux's hid-magicmouse reads it:
/// no HID descriptor describes it (Apple's is not public, and the driver parses the raw bytes),
/// so this is its one codec. A 4-byte header (the report ID, the click in bit 0 of byte 1, a
/// timestamp in the rest), then 9 bytes per finger, at most 15:
///
/// | byte | bits | field (`magicmouse_emit_touch`) |
/// |---|---|---|
/// | 0, 1 | 0–7, 0–4 | X, 13-bit two's complement, −3678…3934 |
/// | 1, 2, 3 | 5–7, 0–7, 0–1 | −Y, 13-bit two's complement (the driver negates it), Y −2478…2587 |
/// | 3 | 6–7 | state: `10` touching, anything else lifted |
/// | 4, 5 | | touch major, minor (the driver reports them ×4) |
/// | 6 | | size |
/// | 7 | | pressure 0…253 |
/// | 8 | 0–3, 5–7 | finger id (the slot), orientation + 4 |
public enum MagicTrackpad2Report {
    public static let reportID: UInt8 = 0x31
    public static let xRange = -3678...3934
    public static let yRange = -2478...2587
    public static let pressureRange = 0...253
    public static let maximumFingers = 15

    /// A finger's contact ellipse when down, in the units of bytes 4 and 5: a fingertip's
    /// (about 40 × 32 of 1020 after the driver's ×4; a palm is far larger).
    static let touchMajor: UInt8 = 10, touchMinor: UInt8 = 8, size: UInt8 = 12

    public enum EncodingError: Error, Equatable, CustomStringConvertible {
        case tooManyFingers(Int)
        case idOutOfRange(Int)

        public var description: String {
            switch self {
            case .tooManyFingers(let count): "\(count) fingers: a Magic Trackpad 2 report holds at most \(MagicTrackpad2Report.maximumFingers)"
            case .idOutOfRange(let id): "finger id \(id): a Magic Trackpad 2 numbers its fingers 0 to 15"
            }
        }
    }

    /// The report for `frame`: a lifted contact is sent once with its state lifted, as the
    /// hardware does; a frame with no contacts is the header alone (a click, or the last lift).
    public static func encode(_ frame: TouchFrame) throws(EncodingError) -> [UInt8] {
        guard frame.contacts.count <= maximumFingers else { throw .tooManyFingers(frame.contacts.count) }
        let time = UInt32(truncatingIfNeeded: frame.scanTime)
        var report: [UInt8] = [reportID, (frame.button ? 1 : 0) | UInt8(truncatingIfNeeded: time << 6), UInt8(truncatingIfNeeded: time >> 2), UInt8(truncatingIfNeeded: time >> 10)]
        for contact in frame.contacts {
            guard (0...15).contains(contact.id) else { throw .idOutOfRange(contact.id) }
            let x = UInt32(bitPattern: Int32(scaled(contact.x, xRange)))
            let y = UInt32(bitPattern: Int32(-scaled(contact.y, yRange)))
            let pressure = contact.tip ? scaled(contact.pressure ?? 0, pressureRange) : 0
            let state: UInt8 = contact.tip ? 0x80 : 0x40
            report += [
                UInt8(truncatingIfNeeded: x),
                UInt8(truncatingIfNeeded: x >> 8) & 0x1f | UInt8(truncatingIfNeeded: y << 5),
                UInt8(truncatingIfNeeded: y >> 3),
                UInt8(truncatingIfNeeded: y >> 11) & 0x03 | state,
                contact.tip ? touchMajor : 0, contact.tip ? touchMinor : 0, contact.tip ? size : 0,
                UInt8(pressure),
                UInt8(contact.id) | 4 << 5,
            ]
        }
        return report
    }

    /// What the driver reads back from a report: per finger its id, whether it is down, and its
    /// X, Y (as the driver reports them, Y negated back) and pressure. For tests and logs.
    public static func decode(_ report: [UInt8]) -> (button: Bool, fingers: [(id: Int, down: Bool, x: Int, y: Int, pressure: Int)])? {
        guard report.count >= 4, report[0] == reportID, (report.count - 4) % 9 == 0 else { return nil }
        let fingers = stride(from: 4, to: report.count, by: 9).map { start in
            let t = Array(report[start..<start + 9]).map { UInt32($0) }
            let x = Int(Int32(bitPattern: (t[1] << 27 | t[0] << 19)) >> 19)
            let y = -Int(Int32(bitPattern: (t[3] << 30 | t[2] << 22 | t[1] << 14)) >> 19)
            return (id: Int(t[8] & 0xf), down: t[3] & 0xc0 == 0x80, x: x, y: y, pressure: Int(t[7]))
        }
        return (report[1] & 1 != 0, fingers)
    }

    /// `fraction` of `range`, rounded and clamped.
    private static func scaled(_ fraction: Double, _ range: ClosedRange<Int>) -> Int {
        let clamped = min(1, max(0, fraction))
        return range.lowerBound + Int((clamped * Double(range.upperBound - range.lowerBound)).rounded())
    }
}
