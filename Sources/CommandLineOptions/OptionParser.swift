// SPDX-License-Identifier: MIT
/// Reads the words after a command's name against the options it declares, as getopt_long does:
/// options and operands in any order, `--name VALUE` or `--name=VALUE`, `--` ending the options,
/// `-` alone an operand (or a value: standard input or output where a command says so).
///
/// The rules are the same for every command: an option given twice is an error; an option that needs
/// a value refuses a following word that starts with `-` (write `--name=-value` for such a value);
/// `-h` and `--help` ask for help wherever they stand as options, never as a value or after `--`.
public struct OptionParser: Sendable {
    /// What the words asked for.
    public enum Outcome: Sendable {
        /// `-h` or `--help` was given as an option: show the help, whatever else is wrong.
        case help
        /// The options and operands, to be read with `ParsedArguments`' typed accessors.
        case arguments(ParsedArguments)
    }

    private let options: [Option]

    /// `options` are every option the command takes but `-h`/`--help`, which every command has.
    public init(_ options: [Option]) {
        let spellings = options.flatMap { [$0.name] + ($0.shortName.map { [$0] } ?? []) }
        precondition(Set(spellings).count == spellings.count, "an option is declared twice")
        precondition(!spellings.contains("-h") && !spellings.contains("--help"), "-h and --help are every command's")
        self.options = options
    }

    /// Parses `words`; help wins over any usage error, else the first error is thrown.
    public func parse(_ words: [String]) throws(UsageError) -> Outcome {
        var values: [Option: String] = [:]
        var flags: Set<Option> = []
        var operands: [String] = []
        var firstError: UsageError?
        var help = false
        var optionsEnded = false
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                operands.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let (spelled, attached) = Self.split(word)
            if spelled == "-h" || spelled == "--help" {
                if attached == nil { help = true } else { firstError = firstError ?? .unexpectedValue(option: spelled) }
                continue
            }
            guard let option = options.first(where: { $0.name == spelled || $0.shortName == spelled }) else {
                firstError = firstError ?? .unknownOption(word)
                continue
            }
            if values[option] != nil || flags.contains(option) {
                firstError = firstError ?? .repeated(option: option.name)
            }
            guard option.takesValue else {
                if attached != nil { firstError = firstError ?? .unexpectedValue(option: spelled) }
                flags.insert(option)
                continue
            }
            if let attached {
                values[option] = attached
            } else if index < words.endIndex {
                let value = words[index]
                index += 1
                if value.hasPrefix("-") && value != "-" {
                    firstError = firstError ?? .dashValue(option: option, spelled: spelled, value: value)
                }
                values[option] = value
            } else {
                firstError = firstError ?? .missingValue(option: spelled)
            }
        }
        if help { return .help }
        if let firstError { throw firstError }
        return .arguments(ParsedArguments(options: options, values: values, flags: flags, operands: operands))
    }

    /// `--name=value` into its name and value; a short option or a word without `=` has no value.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}
