// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import SystemCalls

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
        var run = ReplayRun(recording: Files.join(root, recording))
        run.sitePath = Files.join(root, site)
        run.stateDirectory = state
        run.realtime = realtime
        run.timeline = !json
        try run.run()
    }

    /// The folder holding `Recordings/demo`: the current one, or one above the executable.
    static func bundleRoot() -> String? {
        var candidates = Files.currentDirectory().map { [$0] } ?? []
        var folder = Files.parentDirectory(of: Files.resolvingSymbolicLinks(Files.absolute(CommandLine.arguments[0])))
        while folder != "/" {
            candidates.append(folder)
            folder = Files.parentDirectory(of: folder)
        }
        return candidates.first { Files.exists(Files.join($0, site)) }
    }
}
