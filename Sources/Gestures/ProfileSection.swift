// SPDX-License-Identifier: MIT
import InputEvents
import JSON

/// Reads one JSON object of a profile: every key optional (the defaults fill the rest), unknown
/// keys rejected, every error naming the key by its dotted path (`finger.slop.millimetres`).
struct ProfileSection<Key: RawRepresentable<String> & CaseIterable> {
    /// The object's values by key; of a repeated key, the first.
    private let values: [String: JSONValue]
    /// The keys leading here from the document's top.
    private let path: [String]

    /// The section `value` is, found at `path`.
    /// - Throws: `ForceProfileError` when it is no object, or has a key `Key` does not name.
    init(_ value: JSONValue, path: [String]) throws(ForceProfileError) {
        guard let members = value.objectMembers else {
            throw ForceProfileError(key: path.isEmpty ? nil : path.joined(separator: "."), reason: Self.expected("an object", found: value))
        }
        let known = Set(Key.allCases.map(\.rawValue))
        if let unknown = members.map(\.key).sorted().first(where: { !known.contains($0) }) {
            throw ForceProfileError(key: (path + [unknown]).joined(separator: "."), reason: "unknown key")
        }
        var values: [String: JSONValue] = [:]
        for member in members where values[member.key] == nil {
            values[member.key] = member.value
        }
        self.values = values
        self.path = path
    }

    /// The dotted path of `key`, for error messages.
    func name(_ key: Key) -> String { (path + [key.rawValue]).joined(separator: ".") }

    /// The number at `key`, nil when absent; an explicit null is a wrong type, not a default.
    func number(_ key: Key) throws(ForceProfileError) -> Double? {
        guard let value = values[key.rawValue] else { return nil }
        guard let number = value.doubleValue else { throw ForceProfileError(key: name(key), reason: Self.expected("a number", found: value)) }
        return number
    }

    /// The whole number at `key`, nil when absent.
    func integer(_ key: Key) throws(ForceProfileError) -> Int? {
        guard let value = values[key.rawValue] else { return nil }
        guard let integer = value.integerValue else { throw ForceProfileError(key: name(key), reason: Self.expected("an integer", found: value)) }
        return integer
    }

    /// A duration given in milliseconds, checked before it becomes microseconds.
    func milliseconds(_ key: Key) throws(ForceProfileError) -> TimeSpan? {
        guard let ms = try number(key) else { return nil }
        return try ProfileCheck.milliseconds(ms, name(key))
    }

    /// The object at `key` as a section of its own keys, nil when the key is absent.
    func section<Nested>(_ key: Key, _ nested: Nested.Type = Nested.self) throws(ForceProfileError) -> ProfileSection<Nested>? {
        guard let value = values[key.rawValue] else { return nil }
        return try ProfileSection<Nested>(value, path: path + [key.rawValue])
    }

    /// "expected `kind`", saying when a null was found instead.
    private static func expected(_ kind: String, found value: JSONValue) -> String {
        value == .null ? "expected \(kind), found null" : "expected \(kind)"
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
