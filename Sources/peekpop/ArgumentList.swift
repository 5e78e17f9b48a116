/// The words after a command name, taken as options and operands; hand-written because the
/// toolchain has no argument parser and peekpop needs only `--name VALUE`, flags and operands.
struct ArgumentList {
    private var words: [String]
    private let help: String

    /// `help` is the command's usage text, shown with every usage error.
    init(_ words: [String], help: String) {
        self.words = words
        self.help = help
    }

    /// Takes `--name VALUE` or `--name=VALUE`; nil when absent. Given twice is an error.
    mutating func option(_ name: String) throws -> String? {
        var found: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            var value: String?
            if word == name {
                guard index + 1 < words.count else { throw CLIError.usage("\(name) needs a value", help: help) }
                value = words[index + 1]
                words.removeSubrange(index...index + 1)
            } else if word.hasPrefix(name + "=") {
                value = String(word.dropFirst(name.count + 1))
                words.remove(at: index)
            } else {
                index += 1
                continue
            }
            if found != nil { throw CLIError.usage("\(name) is given twice", help: help) }
            found = value
        }
        return found
    }

    /// Takes a flag such as `--json`; true when present.
    mutating func flag(_ name: String) -> Bool {
        let before = words.count
        words.removeAll { $0 == name }
        return words.count != before
    }

    /// Takes the one remaining operand, named `name` in messages; anything else left is an error.
    mutating func operand(_ name: String) throws -> String {
        let operands = try remainingOperands()
        guard let first = operands.first else { throw CLIError.usage("missing \(name)", help: help) }
        guard operands.count == 1 else { throw CLIError.usage("unexpected argument '\(operands[1])'", help: help) }
        words.removeAll()
        return first
    }

    /// Checks that nothing is left: no operand and no unknown option.
    mutating func remainingNone() throws {
        if let extra = try remainingOperands().first { throw CLIError.usage("unexpected argument '\(extra)'", help: help) }
    }

    private func remainingOperands() throws -> [String] {
        if let unknown = words.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw CLIError.usage("unknown option '\(unknown)'", help: help)
        }
        return words
    }
}
