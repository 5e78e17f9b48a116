// SPDX-License-Identifier: MIT
import InputEvents

/// A coding key for any string, so keys a section does not know can be found and named.
struct AnyProfileKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Reads one JSON object of a profile: every key optional (the defaults fill the rest), unknown keys rejected.
struct ProfileSection<Key: CodingKey & CaseIterable> {
    private let container: KeyedDecodingContainer<Key>
    private let path: [String]

    init(_ decoder: any Decoder) throws {
        path = decoder.codingPath.map(\.stringValue)
        let known = Set(Key.allCases.map(\.stringValue))
        let present = try decoder.container(keyedBy: AnyProfileKey.self).allKeys.map(\.stringValue)
        if let unknown = present.sorted().first(where: { !known.contains($0) }) {
            throw ForceProfileError(key: (path + [unknown]).joined(separator: "."), reason: "unknown key")
        }
        container = try decoder.container(keyedBy: Key.self)
    }

    /// The dotted path of `key`, for error messages.
    func name(_ key: Key) -> String { (path + [key.stringValue]).joined(separator: ".") }

    /// The value of `key`, nil when absent; an explicit null is a wrong type, not a default.
    func value<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T? {
        container.contains(key) ? try container.decode(type, forKey: key) : nil
    }

    /// A duration given in milliseconds, checked before it becomes microseconds.
    func milliseconds(_ key: Key) throws -> TimeSpan? {
        guard let ms = try value(key, Double.self) else { return nil }
        return try ProfileCheck.milliseconds(ms, name(key))
    }

    /// The decoder of a nested object, or nil when the key is absent.
    func nested(_ key: Key) throws -> (any Decoder)? {
        container.contains(key) ? try container.superDecoder(forKey: key) : nil
    }
}

/// The checks every profile value gets, throwing an error that names the key.
enum ProfileCheck {
    static func unit(_ value: Double, _ key: String) throws(ForceProfileError) {
        guard value >= 0, value <= 1 else { throw ForceProfileError(key: key, reason: "must be within 0...1, not \(value)") }
    }

    static func nonNegative(_ value: Double, _ key: String) throws(ForceProfileError) {
        guard value >= 0, value.isFinite else { throw ForceProfileError(key: key, reason: "must be a finite number ≥ 0, not \(value)") }
    }

    /// The longest duration a profile may set: a gesture timing past a minute is a typo, and the
    /// bound keeps the conversion to microseconds exact.
    static let maximumMilliseconds: Double = 60_000

    /// A duration in milliseconds, checked before it becomes microseconds.
    static func milliseconds(_ ms: Double, _ key: String) throws(ForceProfileError) -> TimeSpan {
        guard ms >= 0, ms <= maximumMilliseconds else {
            throw ForceProfileError(key: key, reason: "must be between 0 and \(Int(maximumMilliseconds)) ms, not \(ms)")
        }
        return TimeSpan(microseconds: Int64((ms * 1_000).rounded()))
    }

    static func duration(_ value: TimeSpan, _ key: String) throws(ForceProfileError) {
        _ = try milliseconds(value.milliseconds, key)
    }
}
