// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import FoundationEssentials

/// `peekpop demo`: the bundled recording against the bundled site, as a timeline.
enum DemoCommand {
    static let recording = "Recordings/demo/pressure-touchscreen.demo.events"
    static let site = "Recordings/demo/demo-site.json"

    static let doc = CommandDoc(
        name: "demo",
        summary: "replay the bundled demo against the bundled site and show what happened",
        synopsis: ["[--json] [--realtime] [--state DIR]"],
        description: ["""
            Replays the bundled demo recording (\(recording): ten seconds on a pressure touchscreen) \
            against the bundled site (\(site)) and prints a timeline of what the user did and what the \
            browser did. The files are looked for in the current folder and above the peekpop executable \
            (a source checkout).
            """],
        options: [
            DocumentedOption(SharedOptions.json, """
                print the machine stream (gesture and session JSON lines, docs/PROTOCOL.md) instead.
                """),
            DocumentedOption(SharedOptions.realtime, "print each line at the time it happened."),
            DocumentedOption(SharedOptions.state, "keep the session in DIR (run it twice to see it restored).", values: .directories),
        ],
        exitStatus: "0 done, 64 wrong usage, 66 the demo's files cannot be found, 73 output or the session database cannot be written")

    static func run(_ arguments: ParsedArguments) throws {
        let json = arguments.flag(SharedOptions.json)
        let realtime = arguments.flag(SharedOptions.realtime)
        let state = try arguments.path(SharedOptions.state)
        try arguments.noOperands()
        guard let root = bundleRoot() else {
            throw CLIError(.noInput, "cannot find \(recording): run peekpop demo from the peekpop source folder")
        }
        var run = ReplayRun(recording: root.appendingPathComponent(recording).path)
        run.sitePath = root.appendingPathComponent(site).path
        run.stateDirectory = state
        run.realtime = realtime
        run.timeline = !json
        try run.run()
    }

    /// The folder holding `Recordings/demo`: the current one, or one above the executable.
    static func bundleRoot() -> URL? {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var candidates = [here]
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            candidates.append(folder)
            folder.deleteLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(site).path) }
    }
}
