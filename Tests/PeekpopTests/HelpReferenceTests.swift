// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TestSupport

/// What the help texts send a user to read is in the repository: the protocol in docs/PROTOCOL.md,
/// never a file outside it.
@Suite struct HelpReferenceTests {
    static let commands = ["replay", "run", "demo", "session", "devices", "record", "calibrate", "plot"]

    @Test(arguments: [[]] + commands.map { [$0] })
    func everyDocumentAHelpNamesIsInTheRepository(command: [String]) throws {
        let help = try CommandLineTests.run(command + ["--help"])
        #expect(help.status == 0)
        let named = help.stdout.split(whereSeparator: { $0.isWhitespace || "(),;".contains($0) })
            .filter { $0.hasSuffix(".md") }.map(String.init)
        for document in named {
            #expect(!document.hasPrefix(".."), "\(document)")
            #expect(FileManager.default.fileExists(atPath: TestData.packageRoot.appendingPathComponent(document).path), "\(document)")
        }
    }

    @Test(arguments: [[], ["replay"], ["run"]])
    func theStreamCommandsPointToTheProtocol(command: [String]) throws {
        #expect(try CommandLineTests.run(command + ["--help"]).stdout.contains("docs/PROTOCOL.md"))
    }
}
