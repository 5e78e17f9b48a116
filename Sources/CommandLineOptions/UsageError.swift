// SPDX-License-Identifier: MIT
/// A command line that is wrong, typed: the message is made from the case, and the program's name
/// and the command's help are added by whoever prints it.
public enum UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A word that looks like an option but is none of the command's.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(option: String)
    /// An option that needs a value was followed by a word starting with `-`: a forgotten value, or
    /// a value that has to be written `--name=-value` (`spelled` is how the user wrote the option).
    case dashValue(option: Option, spelled: String, value: String)
    /// A flag was given a value (`--json=yes`).
    case unexpectedValue(option: String)
    /// An option was given more than once (under either of its spellings).
    case repeated(option: String)
    /// A value that is not what the option takes.
    case invalidValue(option: String, value: String, expected: ValueKind)
    /// An option the command cannot do without, named with its value (`--state DIR`).
    case missingOption(String)
    /// An option given without the one it works with.
    case needs(option: String, needed: String)
    /// None or several of options of which exactly one must be given.
    case exactlyOne([String])
    /// An operand the command needs is missing.
    case missingOperand(String)
    /// An operand too many.
    case unexpectedOperand(String)

    public var description: String {
        switch self {
        case .unknownOption(let word):
            return "unknown option '\(word)'"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .dashValue(let option, let spelled, let value):
            return "\(spelled) needs a value; to give one that starts with '-', write \(option.name)=\(value)"
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case .repeated(let option):
            return "\(option) is given twice; give it once"
        case .invalidValue(let option, let value, let expected):
            return "\(option) must be \(expected.description), not '\(value)'"
        case .missingOption(let option):
            return "missing \(option)"
        case .needs(let option, let needed):
            return "\(option) needs \(needed)"
        case .exactlyOne(let options):
            return "give either \(ValueKind.list(options, joinedBy: "or"))"
        case .missingOperand(let name):
            return "missing \(name)"
        case .unexpectedOperand(let word):
            return "unexpected argument '\(word)'"
        }
    }
}
