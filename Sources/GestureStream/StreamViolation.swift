// SPDX-License-Identifier: MIT
/// Why a line is not protocol v1 (`docs/PROTOCOL.md`). The message is made from the case.
public enum StreamViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The JSON type a key must have.
    public enum ValueType: String, Hashable, Sendable {
        case number
        case integer
        case string
        case boolean
        case stringOrNull = "string or null"
    }

    /// Not one JSON object whose values are all scalars.
    case notAFlatObject
    /// `v` is missing or not `StreamLine.protocolVersion`.
    case unsupportedVersion
    /// A required key is missing, or its value is not of `expected` type.
    case wrongType(key: String, expected: ValueType)
    /// A number outside the range the key allows.
    case outOfRange(key: String, value: Double, range: ClosedRange<Double>)
    /// A string that is not one of the values the key allows.
    case notOneOf(key: String, value: String, allowed: [String])
    /// An edge-pan `ended` without a boolean `committed`.
    case committedMissing
    /// `committed` on an edge-pan phase other than `ended`.
    case committedNotOnEnded
    /// Strict only: no `gesture`, `session`, `dropped` or `refused` key (a line kind v1 does not know).
    case unknownKind
    /// Strict only: a gesture or session event v1 does not know (`key` says which).
    case unknownName(key: String, value: String)
    /// Strict only: a key the line's kind does not have.
    case unknownKey(String)

    public var description: String {
        switch self {
        case .notAFlatObject:
            "not a JSON object with scalar values"
        case .unsupportedVersion:
            "'v' must be \(StreamLine.protocolVersion)"
        case .wrongType(let key, let expected):
            "'\(key)' must be \(expected == .integer ? "an" : "a") \(expected.rawValue)"
        case .outOfRange(let key, let value, let range):
            "'\(key)' is \(value), outside \(range.lowerBound)...\(range.upperBound)"
        case .notOneOf(let key, let value, let allowed):
            "'\(key)' is '\(value)', not one of \(allowed.joined(separator: ", "))"
        case .committedMissing:
            "edge-pan 'ended' needs a boolean 'committed'"
        case .committedNotOnEnded:
            "'committed' belongs on edge-pan 'ended' only"
        case .unknownKind:
            "no 'gesture', 'session', 'dropped' or 'refused' key: a kind of line v\(StreamLine.protocolVersion) does not have"
        case .unknownName(let key, let value):
            "unknown \(key) '\(value)'"
        case .unknownKey(let key):
            "unknown key '\(key)'"
        }
    }
}
