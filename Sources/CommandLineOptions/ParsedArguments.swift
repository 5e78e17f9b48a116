// SPDX-License-Identifier: MIT
/// The options and operands of one command line, read through typed accessors that refuse a bad
/// value with one wording for each kind (`UsageError.invalidValue`).
///
/// Asking for an option the command did not declare is a programming error and stops the program.
public struct ParsedArguments: Sendable {
    /// The words that are not options, in order (with everything after `--`).
    public let operands: [String]
    private let options: [Option]
    private let values: [Option: String]
    private let flags: Set<Option>

    init(options: [Option], values: [Option: String], flags: Set<Option>, operands: [String]) {
        self.options = options
        self.values = values
        self.flags = flags
        self.operands = operands
    }

    /// Whether the flag was given.
    public func flag(_ option: Option) -> Bool {
        declared(option, takingValue: false)
        return flags.contains(option)
    }

    /// Whether the option (flag or not) was given.
    public func isGiven(_ option: Option) -> Bool {
        declared(option, takingValue: option.takesValue)
        return flags.contains(option) || values[option] != nil
    }

    /// The option's value as given, or nil.
    public func string(_ option: Option) -> String? {
        declared(option, takingValue: true)
        return values[option]
    }

    /// The option's value as a path; refuses the empty word.
    public func path(_ option: Option) throws(UsageError) -> String? {
        guard let text = string(option) else { return nil }
        guard !text.isEmpty else { throw .invalidValue(option: option.name, value: text, expected: .path) }
        return text
    }

    /// The option's value as a whole number in `range`.
    public func integer(_ option: Option, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        try integer(option, lowest: range.lowerBound, highest: range.upperBound)
    }

    /// The option's value as a whole number from `range`'s lower bound.
    public func integer(_ option: Option, in range: PartialRangeFrom<Int>) throws(UsageError) -> Int? {
        try integer(option, lowest: range.lowerBound, highest: nil)
    }

    /// The option's value as a finite number above `lowest` (in `unit`, for the message).
    public func number(_ option: Option, unit: String? = nil, above lowest: Double) throws(UsageError) -> Double? {
        try number(option, .number(unit: unit, lowest: lowest, inclusive: false)) { $0 > lowest }
    }

    /// The option's value as a finite number from `lowest` up (in `unit`, for the message).
    public func number(_ option: Option, unit: String? = nil, atLeast lowest: Double) throws(UsageError) -> Double? {
        try number(option, .number(unit: unit, lowest: lowest, inclusive: true)) { $0 >= lowest }
    }

    /// The option's value as one of `choices`, by raw value.
    public func choice<Choice: RawRepresentable>(_ option: Option, among choices: [Choice]) throws(UsageError) -> Choice?
    where Choice.RawValue == String {
        guard let text = string(option) else { return nil }
        guard let chosen = choices.first(where: { $0.rawValue == text }) else {
            throw .invalidValue(option: option.name, value: text, expected: .choice(choices.map(\.rawValue)))
        }
        return chosen
    }

    /// `value` (an accessor's result for `option`), or the error that the option is missing.
    public func required<Value>(_ option: Option, _ value: Value?) throws(UsageError) -> Value {
        guard let value else { throw .missingOption(option.usage) }
        return value
    }

    /// Refuses any of `dependents` given without `needed`.
    public func require(_ needed: Option, for dependents: [Option]) throws(UsageError) {
        guard !isGiven(needed), let given = dependents.first(where: isGiven) else { return }
        throw .needs(option: given.name, needed: needed.name)
    }

    /// The one operand, called `name` in messages; none or more is an error.
    public func operand(_ name: String) throws(UsageError) -> String {
        guard let first = operands.first else { throw .missingOperand(name) }
        guard operands.count == 1 else { throw .unexpectedOperand(operands[1]) }
        return first
    }

    /// The one operand, which must be one of `choices`.
    public func operand(_ name: String, among choices: [String]) throws(UsageError) -> String {
        let word = try operand(name)
        guard choices.contains(word) else { throw .invalidValue(option: name, value: word, expected: .choice(choices)) }
        return word
    }

    /// Refuses any operand.
    public func noOperands() throws(UsageError) {
        if let extra = operands.first { throw .unexpectedOperand(extra) }
    }

    private func integer(_ option: Option, lowest: Int, highest: Int?) throws(UsageError) -> Int? {
        guard let text = string(option) else { return nil }
        guard let value = Int(text), value >= lowest, value <= highest ?? .max else {
            throw .invalidValue(option: option.name, value: text, expected: .wholeNumber(lowest: lowest, highest: highest))
        }
        return value
    }

    private func number(_ option: Option, _ expected: ValueKind, accepts: (Double) -> Bool) throws(UsageError) -> Double? {
        guard let text = string(option) else { return nil }
        guard let value = Double(text), value.isFinite, accepts(value) else {
            throw .invalidValue(option: option.name, value: text, expected: expected)
        }
        return value
    }

    private func declared(_ option: Option, takingValue: Bool) {
        precondition(options.contains(option), "\(option.name) is not one of the command's options")
        precondition(option.takesValue == takingValue, "\(option.name) read as the wrong kind")
    }
}
