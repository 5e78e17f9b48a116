// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// `peekpop` as a user runs it: exit codes, where messages go, hostile input.
@Suite struct CommandLineTests {
    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `peekpop` built beside this test bundle.
    static var executable: URL { TestData.peekpop }

    /// Runs `peekpop ARGUMENTS`, in `directory` when given.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        // Output goes to files, not pipes: a chatty child can never block on a full pipe.
        let folder = try temporaryFolder()
        let stdoutURL = folder.appendingPathComponent("stdout"), stderrURL = folder.appendingPathComponent("stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: try String(contentsOf: stdoutURL, encoding: .utf8),
                       stderr: try String(contentsOf: stderrURL, encoding: .utf8))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("peekpop-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A file with `bytes` in a fresh temporary folder.
    static func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = try temporaryFolder().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func helpListsEveryCommandAndExitsZero() throws {
        let outcome = try Self.run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("replay"))
        let replayHelp = try Self.run(["replay", "--help"])
        #expect(replayHelp.status == 0)
        #expect(replayHelp.stdout.contains("--profile"))
        #expect(replayHelp.stdout.contains("--desc"))
    }

    @Test(arguments: [[], ["frobnicate"], ["replay"], ["replay", "a", "b"], ["replay", "--bogus", "x"], ["replay", "x", "--desc"]])
    func wrongUsageExits64WithAMessage(arguments: [String]) throws {
        let outcome = try Self.run(arguments)
        #expect(outcome.status == 64)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("Usage:"))
    }

    @Test func aMissingFileExits66NamingIt() throws {
        let outcome = try Self.run(["replay", "/nonexistent/trace.events"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("/nonexistent/trace.events"))
    }

    @Test func anEmptyFileExits65() throws {
        let path = try Self.temporaryFile("empty.events", [])
        let outcome = try Self.run(["replay", path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix(path))
        #expect(outcome.stdout.isEmpty)
    }

    @Test func binaryGarbageExits65WithFileAndLine() throws {
        var generator = SeededGenerator(environmentOr: 0x6761_7262_6167_65)
        let garbage = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = try Self.temporaryFile("garbage.events", garbage)
        let outcome = try Self.run(["replay", path])
        #expect(outcome.status == 65, "\(generator)")
        #expect(outcome.stderr.hasPrefix("\(path):"), "\(generator)")
    }

    /// How fast it fails is measured by `make bench`, not here.
    @Test func aFiftyMegabyteLineExits65AtLine1() throws {
        let path = try Self.temporaryFile("long.events", Array("N: ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20))
        let outcome = try Self.run(["replay", path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("\(path):1:"))
    }

    @Test func eventsBeforeAnyDescriptionExit65() throws {
        let path = try Self.temporaryFile("headless.events", Array("E: 0.000000 0003 0035 100\n".utf8))
        let outcome = try Self.run(["replay", path])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix("\(path):1:"))
    }

    @Test func aMalformedProfileExits65NamingIt() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("demo")
        let demo = TestData.files(under: recording, endingWith: [".events"]).first
        try #require(demo != nil)
        let profile = try Self.temporaryFile("profile.json", Array(#"{"version": 7}"#.utf8))
        let outcome = try Self.run(["replay", demo!.path, "--profile", profile])
        #expect(outcome.status == 65)
        #expect(outcome.stderr.hasPrefix(profile))
    }

    @Test func theDemoReplaysToProtocolLinesOnly() throws {
        let demo = TestData.files(under: TestData.projectRecordings.appendingPathComponent("demo"), endingWith: [".events"]).first
        try #require(demo != nil)
        let outcome = try Self.run(["replay", demo!.path])
        #expect(outcome.status == 0)
        let lines = outcome.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("{\"v\":1,") && $0.hasSuffix("}") })
    }
}
