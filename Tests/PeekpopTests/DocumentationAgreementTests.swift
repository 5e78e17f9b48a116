// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// What each program's `--help` lists is what its man page and completions hold, as a user gets them
/// from the built programs: every option of every command, and the same words about each.
@Suite struct DocumentationAgreementTests {
    /// peekpop and the native host, and peekpop-browser where the browser is built.
    static let programs: [URL] = [TestData.peekpop] + ["peekpop-native-host", "peekpop-browser"]
        .map { TestData.peekpop.deletingLastPathComponent().appendingPathComponent($0) }
        .filter { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// One option as `--help` lists it: its spellings and what it says, joined over its lines.
    struct ListedOption {
        var spellings: [String]
        var text: String
    }

    static func output(_ program: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(program.lastPathComponent) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    /// The options a help text lists: a line starting (after at most two spaces) with `--name` or
    /// `-x, --name`, its description after two spaces or on the lines below, indented.
    static func listedOptions(_ help: String) -> [ListedOption] {
        var options: [ListedOption] = []
        var current: ListedOption?
        let entry = /^ {0,2}((?:-[a-zA-Z], )?--[a-z][a-z-]*)(?: [^ ]+)?(?: {2,}(.*))?$/
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.wholeMatch(of: entry) {
                current.map { options.append($0) }
                current = ListedOption(spellings: match.1.split(separator: ", ").map(String.init), text: String(match.2 ?? ""))
            } else if line.hasPrefix("        "), current != nil {
                current?.text += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                current.map { options.append($0) }
                current = nil
            }
        }
        current.map { options.append($0) }
        return options
    }

    /// The man page's text as it reads: fonts dropped, escapes undone, spaces collapsed.
    static func readable(_ roff: String) -> String {
        collapsed(roff.replacing(/\\f[BIR]/, with: "").replacing("\\-", with: "-").replacing("\\&", with: "").replacing("\\e", with: "\\"))
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The program's help and every command's.
    static func helps(_ program: URL) throws -> [String] {
        let main = try output(program, ["--help"])
        let commands = main.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst().prefix { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        return try [main] + commands.map { try output(program, [$0, "--help"]) }
    }

    @Test(arguments: programs)
    func everyOptionInTheHelpIsInTheManPageWithTheSameWords(program: URL) throws {
        let page = Self.readable(try Self.output(program, ["--man"]))
        for help in try Self.helps(program) {
            let options = Self.listedOptions(help)
            #expect(options.contains { $0.spellings == ["-h", "--help"] })
            for option in options {
                for spelling in option.spellings {
                    #expect(page.contains(spelling), "\(spelling)")
                }
                let words = Self.collapsed(option.text.replacing("`", with: ""))
                #expect(page.contains(words), "\(option.spellings): \(words)")
            }
        }
    }

    @Test(arguments: programs)
    func everyOptionInTheHelpIsInEveryCompletion(program: URL) throws {
        let spellings = try Self.helps(program).flatMap(Self.listedOptions).flatMap(\.spellings)
        for shell in ["bash", "zsh", "fish"] {
            let script = try Self.output(program, ["--completions", shell])
            for spelling in spellings {
                let written = shell != "fish" ? spelling : spelling.hasPrefix("--") ? "-l \(spelling.dropFirst(2))" : "-s \(spelling.dropFirst())"
                #expect(script.contains(written), "\(shell): \(spelling)")
            }
        }
    }

    @Test func everyCommandIsInTheManPageAndTheCompletions() throws {
        let page = try Self.output(TestData.peekpop, ["--man"])
        for command in HelpReferenceTests.commands {
            #expect(page.contains(".SS \(command)\n"))
            for shell in ["bash", "zsh", "fish"] {
                #expect(try Self.output(TestData.peekpop, ["--completions", shell]).contains(command), "\(shell): \(command)")
            }
        }
    }

    @Test func theHelpsOptionsAreAllFound() throws {
        let run = Self.listedOptions(try Self.output(TestData.peekpop, ["run", "--help"])).map(\.spellings)
        #expect(run.count == 13)
        #expect(run.first == ["--socket"])
        #expect(run.last == ["-h", "--help"])
        let record = Self.listedOptions(try Self.output(TestData.peekpop, ["record", "--help"]))
        #expect(record.first { $0.spellings == ["-o", "--output"] }?.text.hasPrefix("write to FILE (created or truncated) instead of standard output") == true)
    }

    @Test func theProgramOptionsStandAlone() throws {
        #expect(try CommandLineTests.run(["--man", "--version"]).status == 64)
        #expect(try CommandLineTests.run(["--completions", "tcsh"]).stderr.contains("--completions must be bash, zsh or fish"))
        #expect(try CommandLineTests.run(["--version"]).stdout == "peekpop 0.1.0\n")
    }
}
