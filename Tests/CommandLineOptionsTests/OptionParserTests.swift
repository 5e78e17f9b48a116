// SPDX-License-Identifier: MIT
import CommandLineOptions
import Testing

/// The rules every command line of peekpop follows, on the bare parser.
@Suite struct OptionParserTests {
    static let output = Option.value("--output", short: "-o", "FILE")
    static let state = Option.value("--state", "DIR")
    static let json = Option.flag("--json")
    static let parser = OptionParser([output, state, json])

    /// Thrown when words expected to parse ask for help instead.
    struct HelpInstead: Error {}

    static func parse(_ words: [String]) throws -> ParsedArguments {
        guard case .arguments(let arguments) = try parser.parse(words) else { throw HelpInstead() }
        return arguments
    }

    static func error(_ words: [String]) -> UsageError? {
        do {
            _ = try parser.parse(words)
            return nil
        } catch {
            return error
        }
    }

    static func isHelp(_ words: [String]) throws -> Bool {
        if case .help = try parser.parse(words) { return true }
        return false
    }

    @Test func optionsAndOperandsInAnyOrder() throws {
        let arguments = try Self.parse(["a", "--state", "s", "b", "--json", "--output=o"])
        #expect(arguments.operands == ["a", "b"])
        #expect(arguments.string(Self.state) == "s")
        #expect(arguments.string(Self.output) == "o")
        #expect(arguments.flag(Self.json))
    }

    @Test func theShortAndLongSpellingAreOneOption() throws {
        #expect(try Self.parse(["-o", "x"]).string(Self.output) == "x")
        #expect(Self.error(["-o", "x", "--output", "y"]) == .repeated(option: "--output"))
    }

    @Test func absentOptionsAreNilAndFlagsFalse() throws {
        let arguments = try Self.parse([])
        #expect(arguments.string(Self.state) == nil)
        #expect(!arguments.flag(Self.json))
        #expect(!arguments.isGiven(Self.state))
    }

    @Test func doubleDashEndsTheOptions() throws {
        let arguments = try Self.parse(["--json", "--", "--state", "-h", "--", "-x"])
        #expect(arguments.operands == ["--state", "-h", "--", "-x"])
        #expect(arguments.string(Self.state) == nil)
    }

    @Test func aLoneDashIsAnOperandAndAValue() throws {
        #expect(try Self.parse(["-"]).operands == ["-"])
        #expect(try Self.parse(["-o", "-"]).string(Self.output) == "-")
    }

    @Test func aValueStartingWithADashIsRefusedWithWhatToWrite() throws {
        let error = Self.error(["-o", "-x"])
        #expect(error == .dashValue(option: Self.output, spelled: "-o", value: "-x"))
        #expect(error?.description == "-o needs a value; to give one that starts with '-', write --output=-x")
        #expect(try Self.parse(["--output=-x"]).string(Self.output) == "-x")
        #expect(Self.error(["--state", "--json"]) == .dashValue(option: Self.state, spelled: "--state", value: "--json"))
    }

    @Test func anOptionLastWithoutItsValue() {
        #expect(Self.error(["--state"]) == .missingValue(option: "--state"))
        #expect(Self.error(["--state"])?.description == "--state needs a value")
    }

    @Test(arguments: [["--json", "--json"], ["--state", "a", "--state=b"], ["--output", "a", "-o", "b"]])
    func anOptionGivenTwiceIsAnError(words: [String]) {
        guard case .repeated = Self.error(words) else {
            Issue.record("\(words) accepted")
            return
        }
    }

    @Test func unknownOptionsAndFlagValuesAreRefused() {
        #expect(Self.error(["--bogus"]) == .unknownOption("--bogus"))
        #expect(Self.error(["-x"]) == .unknownOption("-x"))
        #expect(Self.error(["--bogus=1"]) == .unknownOption("--bogus=1"))
        #expect(Self.error(["--json=yes"]) == .unexpectedValue(option: "--json"))
        #expect(Self.error(["--json=yes"])?.description == "--json takes no value")
    }

    @Test func helpCountsOnlyWhereItIsAnOption() throws {
        #expect(try Self.isHelp(["-h"]))
        #expect(try Self.isHelp(["x", "--help"]))
        #expect(try !Self.isHelp(["--", "-h"]))
        #expect(try Self.parse(["--", "--help"]).operands == ["--help"])
        #expect(try Self.parse(["--output=-h"]).string(Self.output) == "-h")
        // As a value it is refused like any dash value, never taken for help.
        #expect(Self.error(["-o", "-h"]) == .dashValue(option: Self.output, spelled: "-o", value: "-h"))
        #expect(Self.error(["--state", "--help"]) == .dashValue(option: Self.state, spelled: "--state", value: "--help"))
    }

    @Test func helpWinsOverUsageErrors() throws {
        #expect(try Self.isHelp(["--bogus", "--help"]))
        #expect(try Self.isHelp(["--json", "--json", "-h"]))
        #expect(Self.error(["--help=yes"]) == .unexpectedValue(option: "--help"))
    }

    @Test func theFirstErrorIsReported() {
        #expect(Self.error(["--bogus", "--json", "--json"]) == .unknownOption("--bogus"))
    }
}
