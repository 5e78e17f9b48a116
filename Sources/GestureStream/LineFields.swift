// SPDX-License-Identifier: MIT
import FoundationEssentials

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

    /// The keys of `line`, which must be one flat JSON object.
    init(_ line: String) throws(StreamViolation) {
        do {
            values = try JSONDecoder().decode(FlatObject.self, from: Data(line.utf8)).values
        } catch {
            throw .notAFlatObject
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

/// A flat JSON object of scalars; nested values make the line invalid.
private struct FlatObject: Decodable {
    var values: [String: LineFields.Scalar]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var values: [String: LineFields.Scalar] = [:]
        for key in container.allKeys {
            if try container.decodeNil(forKey: key) {
                values[key.stringValue] = .null
            } else if let flag = try? container.decode(Bool.self, forKey: key) {
                values[key.stringValue] = .bool(flag)
            } else if let number = try? container.decode(Double.self, forKey: key) {
                values[key.stringValue] = .number(number)
            } else {
                values[key.stringValue] = .string(try container.decode(String.self, forKey: key))
            }
        }
        self.values = values
    }
}
