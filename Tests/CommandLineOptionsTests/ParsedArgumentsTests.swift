// SPDX-License-Identifier: MIT
import CommandLineOptions
import Testing

/// The typed accessors: one wording for each kind of bad value.
@Suite struct ParsedArgumentsTests {
    enum Format: String, CaseIterable {
        case evemu, libinput
    }

    static let count = Option.value("--count", "N")
    static let duration = Option.value("--duration", "SECONDS")
    static let format = Option.value("--format", "FORMAT")
    static let site = Option.value("--site", "SITE")
    static let state = Option.value("--state", "DIR")
    static let links = Option.flag("--open-links")
    static let parser = OptionParser([count, duration, format, site, state, links])

    static func arguments(_ words: [String]) throws -> ParsedArguments {
        guard case .arguments(let arguments) = try parser.parse(words) else { throw OptionParserTests.HelpInstead() }
        return arguments
    }

    /// The error `read` throws on the arguments of `words`.
    static func error(_ words: [String], _ read: (ParsedArguments) throws(UsageError) -> Void) throws -> UsageError? {
        let arguments = try arguments(words)
        do {
            try read(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func wholeNumbersInARange() throws {
        #expect(try Self.arguments(["--count", "50"]).integer(Self.count, in: 1...50) == 50)
        #expect(try Self.arguments([]).integer(Self.count, in: 1...50) == nil)
        for bad in ["0", "51", "2.5", "five", "", "0x10"] {
            let error = try Self.error(["--count=\(bad)"]) { arguments throws(UsageError) in _ = try arguments.integer(Self.count, in: 1...50) }
            #expect(error == .invalidValue(option: "--count", value: bad, expected: .wholeNumber(lowest: 1, highest: 50)))
            #expect(error?.description == "--count must be a whole number from 1 to 50, not '\(bad)'")
        }
        let open = try Self.error(["--count=-1"]) { arguments throws(UsageError) in _ = try arguments.integer(Self.count, in: 0...) }
        #expect(open?.description == "--count must be a whole number, 0 or more, not '-1'")
        #expect(try Self.arguments(["--count", "7"]).integer(Self.count, in: 0...) == 7)
    }

    @Test func decimalNumbersAboveOrFromABound() throws {
        #expect(try Self.arguments(["--duration", "0.5"]).number(Self.duration, unit: "seconds", above: 0) == 0.5)
        #expect(try Self.arguments(["--duration", "0"]).number(Self.duration, atLeast: 0) == 0)
        for bad in ["0", "-1", "inf", "nan", "soon"] {
            let error = try Self.error(["--duration=\(bad)"]) { arguments throws(UsageError) in
                _ = try arguments.number(Self.duration, unit: "seconds", above: 0)
            }
            #expect(error?.description == "--duration must be a number of seconds above 0, not '\(bad)'")
        }
        let inclusive = try Self.error(["--duration=-0.1"]) { arguments throws(UsageError) in _ = try arguments.number(Self.duration, atLeast: 0) }
        #expect(inclusive?.description == "--duration must be a number, 0 or more, not '-0.1'")
    }

    @Test func choicesByRawValue() throws {
        #expect(try Self.arguments(["--format", "libinput"]).choice(Self.format, among: Format.allCases) == .libinput)
        let error = try Self.error(["--format", "yaml"]) { arguments throws(UsageError) in
            _ = try arguments.choice(Self.format, among: Format.allCases)
        }
        #expect(error == .invalidValue(option: "--format", value: "yaml", expected: .choice(["evemu", "libinput"])))
        #expect(error?.description == "--format must be evemu or libinput, not 'yaml'")
        #expect(ValueKind.choice(["a", "b", "c"]).description == "a, b or c")
    }

    @Test func pathsAreNeverEmpty() throws {
        #expect(try Self.arguments(["--site", "s.json"]).path(Self.site) == "s.json")
        let error = try Self.error(["--site="]) { arguments throws(UsageError) in _ = try arguments.path(Self.site) }
        #expect(error?.description == "--site must be a path, not ''")
    }

    @Test func requiredOptionsAndDependents() throws {
        let missing = try Self.error([]) { arguments throws(UsageError) in _ = try arguments.required(Self.state, arguments.path(Self.state)) }
        #expect(missing?.description == "missing --state DIR")
        let needs = try Self.error(["--open-links"]) { arguments throws(UsageError) in
            try arguments.require(Self.site, for: [Self.state, Self.links])
        }
        #expect(needs?.description == "--open-links needs --site")
        #expect(try Self.error(["--open-links", "--site", "s"]) { arguments throws(UsageError) in
            try arguments.require(Self.site, for: [Self.state, Self.links])
        } == nil)
        #expect(UsageError.exactlyOne(["--device PATH", "--from FILE"]).description == "give either --device PATH or --from FILE")
    }

    @Test func operands() throws {
        #expect(try Self.arguments(["f"]).operand("FILE") == "f")
        #expect(try Self.error([]) { arguments throws(UsageError) in _ = try arguments.operand("FILE") } == .missingOperand("FILE"))
        #expect(try Self.error(["a", "b"]) { arguments throws(UsageError) in _ = try arguments.operand("FILE") } == .unexpectedOperand("b"))
        #expect(try Self.error(["a"]) { arguments throws(UsageError) in try arguments.noOperands() }?.description == "unexpected argument 'a'")
        let choice = try Self.error(["list"]) { arguments throws(UsageError) in _ = try arguments.operand("the command", among: ["show"]) }
        #expect(choice?.description == "the command must be show, not 'list'")
    }
}
