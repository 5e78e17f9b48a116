// SPDX-License-Identifier: MIT
/// Numbers as text with a set number of digits, the one place that pads with zeros (labels are
/// padded with spaces in `Columns.swift`): fixed-point numbers (`1.050`, an integer scaled by a
/// power of ten and written with the point put back), decimals padded as `%0Nd` pads them, hex as
/// `%0Nx`. Stream lines and `session show` (through
/// `JSONText`), recordings, timestamps in messages, profile file names, man pages, timelines and
/// plots all write their numbers with it.
///
/// Each is written once, as bytes into the spare capacity of a byte array (`OutputSpan`), and is
/// inlinable so that the daemon's encoder gets it specialised to its constant widths; the `String`
/// forms decode the same bytes.
public enum Digits {
    /// `value` in decimal, zeros after the sign so that the whole takes at least `width`
    /// characters (`%0*d`): `decimal(7, width: 3)` is `007`, `decimal(-5, width: 4)` is `-005`.
    public static func decimal(_ value: Int64, width: Int = 1) -> String {
        string { appendDecimal(value, width: width, to: &$0) }
    }

    /// `value` in hex, lower case unless `uppercase`, zeros in front to `width` digits (`%0*x`).
    public static func hex(_ value: UInt64, width: Int = 1, uppercase: Bool = false) -> String {
        string { appendHex(value, width: width, uppercase: uppercase, to: &$0) }
    }

    /// `scaled` with its last `decimals` digits after the point, and a `0` before the point at
    /// least: `fixed(1050, decimals: 3)` is `1.050`, `fixed(-5, decimals: 2)` is `-0.05`,
    /// `fixed(42, decimals: 0)` is `42`.
    public static func fixed(_ scaled: Int64, decimals: Int) -> String {
        string { appendFixed(scaled, decimals: decimals, to: &$0) }
    }

    /// `decimal(_:width:)` onto `bytes`.
    @inlinable
    public static func appendDecimal(_ value: Int64, width: Int = 1, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: max(width, longestNumber)) { out in
            if value < 0 { out.append(UInt8(ascii: "-")) }
            let digits = max(width - (value < 0 ? 1 : 0), digitCount(of: value.magnitude, radix: 10))
            write(value.magnitude, digits: digits, to: &out)
        }
    }

    /// `hex(_:width:uppercase:)` onto `bytes`.
    @inlinable
    public static func appendHex(_ value: UInt64, width: Int = 1, uppercase: Bool = false, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: max(width, longestNumber)) { out in
            write(value, digits: max(width, digitCount(of: value, radix: 16)), radix: 16, uppercase: uppercase, to: &out)
        }
    }

    /// `fixed(_:decimals:)` onto `bytes`.
    @inlinable
    public static func appendFixed(_ scaled: Int64, decimals: Int, to bytes: inout [UInt8]) {
        bytes.append(addingCapacity: decimals + longestNumber) { writeFixed(scaled, decimals: decimals, to: &$0) }
    }

    /// The most bytes a number takes without padding: 20 digits (`UInt64.max`), the point and the sign.
    public static let longestNumber = 22

    /// Writes `scaled` as `fixed(_:decimals:)` does.
    @inlinable @inline(__always)
    public static func writeFixed(_ scaled: Int64, decimals: Int, to out: inout OutputSpan<UInt8>) {
        if scaled < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        write(magnitude, digits: max(decimals + 1, digitCount(of: magnitude, radix: 10)), pointBeforeLast: decimals, to: &out)
    }

    /// How many digits `value` has in `radix` (1 for 0). Comparisons only: a division per digit
    /// would cost as much as writing them.
    @inlinable
    public static func digitCount(of value: UInt64, radix: UInt64) -> Int {
        var count = 1
        var limit = radix
        // `limit` only grows while it is at most `value`; it stops before it would overflow.
        while value >= limit {
            count += 1
            let (next, overflow) = limit.multipliedReportingOverflow(by: radix)
            if overflow { break }
            limit = next
        }
        return count
    }

    /// Writes the last `digits` digits of `value` in `radix` (zeros in front where it has fewer),
    /// with a point before the last `decimals` of them when there are any. Written into the tail,
    /// from the last digit back as dividing yields them, once the tail is checked to be long
    /// enough: a checked store per digit and placeholders to store over cost as much again, on
    /// every number of a line.
    @inlinable @inline(__always)
    public static func write(_ value: UInt64, digits: Int, radix: UInt64 = 10, uppercase: Bool = false,
                             pointBeforeLast decimals: Int = 0, to out: inout OutputSpan<UInt8>) {
        let length = decimals > 0 ? digits + 1 : digits
        precondition(length <= out.freeCapacity, "OutputSpan capacity overflow")
        let letters = uppercase ? UInt8(ascii: "A") : UInt8(ascii: "a")
        out.withUnsafeMutableBufferPointer { buffer, initialized in
            var rest = value
            var index = initialized + length
            for place in 0..<digits {
                if place == decimals, decimals > 0 {
                    index -= 1
                    buffer[index] = UInt8(ascii: ".")
                }
                index -= 1
                let digit = UInt8(truncatingIfNeeded: rest % radix)
                buffer[index] = digit < 10 ? UInt8(ascii: "0") &+ digit : letters &+ (digit &- 10)
                rest /= radix
            }
            initialized += length
        }
    }

    private static func string(_ body: (inout [UInt8]) -> Void) -> String {
        var bytes: [UInt8] = []
        body(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
