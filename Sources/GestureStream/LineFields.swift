// SPDX-License-Identifier: MIT
import JSON

/// The keys of one line, taken one by one by the decoder of its kind so that what is left over
/// can be reported (strict) or ignored (lenient).
struct LineFields {
    /// A JSON scalar as it appeared on the line (types kept apart: `true` is not `1`).
    enum Scalar: Hashable {
        case number(Double)
        case string(String)
        case bool(Bool)
        case null
    }

    private var values: [String: Scalar]

    /// The keys of `line`, which must be one flat JSON object. A number past a double's range
    /// makes the line invalid too, and of a repeated key the first value counts.
    init(_ line: String) throws(StreamViolation) {
        guard let members = (try? JSONValue(parsing: line))?.objectMembers else { throw .notAFlatObject }
        var values: [String: Scalar] = [:]
        for member in members where values[member.key] == nil {
            values[member.key] = try Self.scalar(member.value)
        }
        self.values = values
    }

    private static func scalar(_ value: JSONValue) throws(StreamViolation) -> Scalar {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .array, .object: throw .notAFlatObject
        case .number:
            guard let number = value.doubleValue, number.isFinite else { throw .notAFlatObject }
            return .number(number)
        }
    }

    func has(_ key: String) -> Bool { values[key] != nil }

    mutating func take(_ key: String) -> Scalar? { values.removeValue(forKey: key) }

    /// The keys no decoder took, sorted.
    var remainingKeys: [String] { values.keys.sorted() }

    mutating func number(_ key: String, in range: ClosedRange<Double>) throws(StreamViolation) -> Double {
        guard case .number(let value)? = take(key) else { throw .wrongType(key: key, expected: .number) }
        guard range.contains(value) else { throw .outOfRange(key: key, value: value, range: range) }
        return value
    }

    mutating func integer(_ key: String, in range: ClosedRange<Int>) throws(StreamViolation) -> Int {
        guard let value = try optionalInteger(key, in: range) else { throw .wrongType(key: key, expected: .integer) }
        return value
    }

    /// The integer at `key`, nil when the key is absent.
    mutating func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(StreamViolation) -> Int? {
        switch take(key) {
        case nil:
            return nil
        case .number(let value)? where value == value.rounded() && abs(value) < 1e15:
            guard range.contains(Int(value)) else {
                throw .outOfRange(key: key, value: value, range: Double(range.lowerBound)...Double(range.upperBound))
            }
            return Int(value)
        case .some:
            throw .wrongType(key: key, expected: .integer)
        }
    }

    mutating func string(_ key: String) throws(StreamViolation) -> String {
        guard case .string(let value)? = take(key) else { throw .wrongType(key: key, expected: .string) }
        return value
    }

    /// A string or `null` (the key must be there).
    mutating func stringOrNull(_ key: String) throws(StreamViolation) -> String? {
        switch take(key) {
        case .string(let value)?: return value
        case .null?: return nil
        case nil, .number?, .bool?: throw .wrongType(key: key, expected: .stringOrNull)
        }
    }

    mutating func bool(_ key: String) throws(StreamViolation) -> Bool {
        guard case .bool(let value)? = take(key) else { throw .wrongType(key: key, expected: .boolean) }
        return value
    }

    /// One of `allowed`, by raw value: the table the encoder writes from is the one checked here.
    mutating func oneOf<Value: RawRepresentable<String>>(_ key: String, _ allowed: [Value]) throws(StreamViolation) -> Value {
        let value = try string(key)
        guard let known = allowed.first(where: { $0.rawValue == value }) else {
            throw .notOneOf(key: key, value: value, allowed: allowed.map(\.rawValue))
        }
        return known
    }
}
