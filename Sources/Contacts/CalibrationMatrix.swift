// SPDX-License-Identifier: MIT
/// The affine map libinput applies to touch positions (`LIBINPUT_CALIBRATION_MATRIX="a b c d e f"`
/// in udev), on coordinates normalised over the device surface:
///
///     x' = a·x + b·y + c
///     y' = d·x + e·y + f
///
/// `0 1 0 -1 0 1` turns the surface by 90°; `2 0 -0.5 0 2 -0.5` maps the middle half of the
/// panel onto the whole screen. Results are clamped to 0...1, so a touch outside the mapped part
/// lands on the nearest edge.
public struct CalibrationMatrix: Hashable, Sendable, CustomStringConvertible {
    public let a: Double, b: Double, c: Double
    public let d: Double, e: Double, f: Double

    /// The matrix that changes nothing.
    public static let identity = CalibrationMatrix(validated: [1, 0, 0, 0, 1, 0])

    /// Why a matrix cannot be used.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was given, as given.
        public var text: String
        public var reason: String

        public init(text: String, reason: String) {
            self.text = text
            self.reason = reason
        }

        public var description: String { "calibration matrix \"\(text)\" is ignored: \(reason)" }
    }

    /// Parses the udev property's value: six numbers separated by white space, as libinput
    /// reads it. The linear part must be invertible: a singular matrix would squeeze every
    /// touch onto one line.
    public init(parsing text: String) throws(Invalid) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count == 6 else {
            throw Invalid(text: text, reason: "it needs 6 numbers (a b c d e f), it has \(words.count)")
        }
        var values: [Double] = []
        for word in words {
            guard let value = Double(word), value.isFinite else {
                throw Invalid(text: text, reason: "'\(word)' is not a number")
            }
            values.append(value)
        }
        guard values[0] * values[4] - values[1] * values[3] != 0 else {
            throw Invalid(text: text, reason: "it maps the whole surface onto a line (a·e − b·d is 0)")
        }
        self.init(validated: values)
    }

    private init(validated values: [Double]) {
        (a, b, c, d, e, f) = (values[0], values[1], values[2], values[3], values[4], values[5])
    }

    /// True for the matrix that changes nothing.
    public var isIdentity: Bool { self == Self.identity }

    /// Where the matrix puts a normalised point, clamped to the surface.
    public func apply(_ point: Point) -> Point {
        Point(x: Self.clamp(a * point.x + b * point.y + c), y: Self.clamp(d * point.x + e * point.y + f))
    }

    /// The six numbers as udev writes them.
    public var description: String {
        [a, b, c, d, e, f].map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }.joined(separator: " ")
    }

    private static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }
}
