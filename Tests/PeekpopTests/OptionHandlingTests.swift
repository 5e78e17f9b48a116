// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// The option rules every command shares, as a user meets them: `--`, values that start with a
/// dash, repeated options, one wording per kind of bad value, `-h` as a value, one `peekpop: `.
@Suite struct OptionHandlingTests {
    static let demo = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events")
    static let dashValueHint = "needs a value; to give one that starts with '-', write"

    /// Each line of `stderr` names the program once at most.
    static func namesTheProgramOnce(_ stderr: String) -> Bool {
        stderr.split(separator: "\n").allSatisfy { !$0.contains("peekpop: peekpop:") && $0.components(separatedBy: "peekpop: ").count <= 2 }
    }

    @Test func doubleDashEndsTheOptions() throws {
        let folder = try CommandLineTests.temporaryFolder()
        try FileManager.default.copyItem(at: Self.demo, to: folder.appendingPathComponent("-demo.events"))
        let replayed = try CommandLineTests.run(["replay", "--", "-demo.events"], in: folder)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout.contains(#""gesture":"pop""#))
        // After `--`, `--help` is a file name like any other.
        let named = try CommandLineTests.run(["replay", "--", "--help"], in: folder)
        #expect(named.status == 66)
        #expect(named.stderr.hasPrefix("peekpop: --help: "))
    }

    @Test func aValueThatStartsWithADashIsRefusedSayingHowToGiveIt() throws {
        let refused = try CommandLineTests.run(["replay", Self.demo.path, "--profile", "-mine.json"])
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.hasPrefix("peekpop: --profile \(Self.dashValueHint) --profile=-mine.json\n"))
        #expect(refused.stderr.contains("Usage: peekpop replay"))
        let given = try CommandLineTests.run(["replay", Self.demo.path, "--profile=-mine.json"])
        #expect(given.status == 66)
        #expect(given.stderr.hasPrefix("peekpop: -mine.json: cannot read the profile"))
    }

    @Test(arguments: [["demo", "--json", "--json"], ["replay", "f", "--realtime", "--realtime"], ["run", "--stdout", "--stdout"],
                      ["devices", "--json", "--json"], ["record", "--format", "evemu", "--format=libinput"],
                      ["calibrate", "--from", "a", "--presses", "5", "--presses", "5"], ["plot", "f", "-o", "a", "--output", "b"],
                      ["session", "show", "--state", "a", "--state", "b"]])
    func everyCommandRefusesAnOptionGivenTwice(arguments: [String]) throws {
        let outcome = try CommandLineTests.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("peekpop: "))
        #expect(outcome.stderr.contains(" is given twice; give it once\nUsage: peekpop \(arguments[0])"))
    }

    @Test(arguments: [
        (["calibrate", "--from", "a", "--presses", "0"], "--presses must be a whole number from 1 to 50, not '0'"),
        (["calibrate", "--from", "a", "--presses=-3"], "--presses must be a whole number from 1 to 50, not '-3'"),
        (["record", "--duration", "soon"], "--duration must be a number of seconds above 0, not 'soon'"),
        (["record", "--format", "yaml"], "--format must be evemu or libinput, not 'yaml'"),
        (["calibrate", "--from", "a", "--tool", "eraser"], "--tool must be finger or pen, not 'eraser'"),
        (["run", "--replay", "f", "--await-clients", "many"], "--await-clients must be a whole number, 0 or more, not 'many'"),
        (["session", "list"], "the session command must be show, not 'list'"),
    ])
    func badValuesAreWordedByTheirKind(arguments: [String], message: String) throws {
        let outcome = try CommandLineTests.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stderr.hasPrefix("peekpop: \(message)\nUsage: peekpop \(arguments[0])"))
    }

    @Test(arguments: [["record", "-o", "-h"], ["record", "--output", "--help"], ["replay", "f", "--desc", "-h"]])
    func helpAsAValueIsNotHelp(arguments: [String]) throws {
        let outcome = try CommandLineTests.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains(Self.dashValueHint))
    }

    @Test func helpAsAnOptionWinsOverUsageErrors() throws {
        let outcome = try CommandLineTests.run(["replay", "--bogus", "-h"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Usage: peekpop replay"))
        #expect(outcome.stderr.isEmpty)
    }

    @Test func dashOAndDashDashOutputWriteTheSameFile() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let short = folder.appendingPathComponent("short.svg"), long = folder.appendingPathComponent("long.svg")
        #expect(try CommandLineTests.run(["plot", Self.demo.path, "-o", short.path]).status == 0)
        #expect(try CommandLineTests.run(["plot", Self.demo.path, "--output", long.path]).status == 0)
        #expect(try Data(contentsOf: short) == Data(contentsOf: long))
    }

    @Test(arguments: [["frobnicate"], ["record", "-o"], ["replay", "/nonexistent/trace.events"],
                      ["session", "show", "--state", "/nonexistent/peekpop-state"], ["plot", "/nonexistent/trace.events", "-o", "x.svg"]])
    func messagesNameTheProgramOnce(arguments: [String]) throws {
        let outcome = try CommandLineTests.run(arguments)
        #expect(outcome.status != 0)
        #expect(outcome.stderr.hasPrefix("peekpop: "))
        #expect(Self.namesTheProgramOnce(outcome.stderr), "\(outcome.stderr)")
    }

    /// Malformed input is reported as compilers do, `FILE:LINE: reason`, without the program's name.
    @Test func malformedInputStartsWithTheFile() throws {
        let path = try CommandLineTests.temporaryFile("headless.events", Array("E: 0.000000 0003 0035 100\n".utf8))
        let outcome = try CommandLineTests.run(["replay", path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("\(path):1: "))
        #expect(!outcome.stderr.contains("peekpop:"))
    }
}
