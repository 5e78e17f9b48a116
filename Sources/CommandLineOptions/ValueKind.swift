// SPDX-License-Identifier: MIT
/// What an option's value (or an operand) must be, as a usage error states it.
public enum ValueKind: Equatable, Sendable {
    /// A path: any word but the empty one.
    case path
    /// A whole number from `lowest`, up to `highest` when there is a limit.
    case wholeNumber(lowest: Int, highest: Int?)
    /// A finite decimal number above `lowest`, or from it when `inclusive`, in `unit` when named.
    case number(unit: String?, lowest: Double, inclusive: Bool)
    /// One of these words.
    case choice([String])

    /// "a whole number from 1 to 50", "a number of seconds above 0", "evemu or libinput".
    public var description: String {
        switch self {
        case .path:
            return "a path"
        case .wholeNumber(let lowest, let highest?):
            return "a whole number from \(lowest) to \(highest)"
        case .wholeNumber(let lowest, nil):
            return "a whole number, \(lowest) or more"
        case .number(let unit, let lowest, let inclusive):
            let number = unit.map { "a number of \($0)" } ?? "a number"
            return inclusive ? "\(number), \(Self.format(lowest)) or more" : "\(number) above \(Self.format(lowest))"
        case .choice(let words):
            return Self.list(words, joinedBy: "or")
        }
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ words: [String], joinedBy conjunction: String) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `0` rather than `0.0`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
