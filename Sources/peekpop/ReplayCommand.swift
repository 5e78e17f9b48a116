// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import Pipeline

/// `peekpop replay`: a recording through the pipeline, printed as the gesture stream, optionally
/// driving a browser session.
enum ReplayCommand {
    static let timeline = Option.flag("--timeline")

    static let doc = CommandDoc(
        name: "replay",
        summary: "replay a recorded evdev trace and print its gestures (and what a browser session did)",
        synopsis: ["FILE [--desc DESC] [--profile PROFILE] [--site SITE [--state DIR] [--open-links]] [--realtime] [--timeline]"],
        description: ["""
            Replays a recorded evdev trace through peekpop's contact tracker and gesture recognizer and \
            prints the gestures on standard output as gesture stream protocol v1: one JSON object per line \
            (docs/PROTOCOL.md). Nothing else is written there; notes and errors go to stderr. Times come \
            from the recording's own timestamps, relative to its first event.
            """],
        operands: [DocumentedOperand("FILE", """
            an evemu recording (evemu-record 1.0 to 1.3, evemu-devices) or a libinput record YAML file \
            (libinput record); the format is detected.
            """, values: SharedOptions.recordings)],
        options: [
            DocumentedOption(SharedOptions.description, """
                the device description for an events-only evemu FILE (.desc, .prop or .device). Without it, \
                a description beside FILE is used when the names follow evemu-devices' NAME.DESC.events convention.
                """, values: SharedOptions.descriptions),
            DocumentedOption(SharedOptions.profile, """
                force thresholds to use for every device (JSON, "version": 1). Without it, a device \
                calibrated with peekpop calibrate gets its profile from $XDG_CONFIG_HOME/peekpop/devices/ \
                (said on stderr), others the defaults.
                """, values: SharedOptions.profiles),
            DocumentedOption(SharedOptions.site, """
                also drive a browser session over the pages of SITE (a site file: JSON with start, allow and \
                pages, see README.md) and print, after each gesture line, one line per session event it caused, \
                with a "session" key (preview-shown, preview-dismissed, navigated, back, forward, zoom, \
                overview-shown, tab-focused; "url": null is the start view; see docs/PROTOCOL.md). A session \
                event is printed only once it is committed.
                """, values: SharedOptions.sites),
            DocumentedOption(SharedOptions.state, """
                keep the session in DIR/session.sqlite: restored when the replay starts, every change committed \
                before it is printed. Without it the session lives in memory only. A corrupt database is moved aside (with a note). \
                One process per DIR (another holding it is named). A step the folder cannot take (disk full) is \
                not printed; said once on stderr.
                """, values: .directories),
            DocumentedOption(SharedOptions.openLinks, """
                hand links the site does not allow to the system browser (xdg-open). Off by default: a replay \
                simulates a user and opens nothing.
                """),
            DocumentedOption(SharedOptions.realtime, "print each line at the time it happened in the recording."),
            DocumentedOption(timeline, "print a timeline for people instead of JSON lines."),
        ],
        exitStatus: """
            0 done, 64 wrong usage, 65 malformed recording, profile or site (FILE:LINE: reason) or a device \
            peekpop cannot use, 66 a file cannot be opened, 69 xdg-open cannot be run, 73 output or the \
            session database cannot be written, 75 another process holds the state folder
            """,
        examples: [
            "peekpop replay Recordings/demo/pressure-touchscreen.demo.events",
            "peekpop replay \"Wacom ISDv4 E6 Finger.2fg-tap.events\" --desc \"Wacom ISDv4 E6 Finger.desc\"",
            "peekpop replay trace.yml --profile my-screen.json | jq -c 'select(.gesture == \"pop\")'",
            """
            peekpop replay Recordings/demo/pressure-touchscreen.demo.events \\
                --site Recordings/demo/demo-site.json --state ~/.local/state/peekpop --timeline
            """,
        ])

    static func run(_ arguments: ParsedArguments) throws {
        var run = ReplayRun(recording: try arguments.operand("FILE"))
        run.descriptionPath = try arguments.path(SharedOptions.description)
        run.profilePath = try arguments.path(SharedOptions.profile)
        run.sitePath = try arguments.path(SharedOptions.site)
        run.stateDirectory = try arguments.path(SharedOptions.state)
        run.openLinks = arguments.flag(SharedOptions.openLinks)
        run.realtime = arguments.flag(SharedOptions.realtime)
        run.timeline = arguments.flag(timeline)
        try arguments.require(SharedOptions.site, for: [SharedOptions.state, SharedOptions.openLinks])
        try run.run()
    }
}

/// Hardware oddities the tracker survived, shown on stderr without flooding it.
struct DiagnosticLog {
    /// The recording the notes come from; nil for live devices, whose notes name them.
    let source: String?
    private var shown = 0
    private var hidden = 0
    private let limit = 20

    init(source: String?) { self.source = source }

    mutating func add(_ notes: [StreamDiagnostic]) {
        for note in notes {
            if shown < limit {
                Note.print(source.map { "\($0): \(note)" } ?? "\(note)")
                shown += 1
            } else {
                hidden += 1
            }
        }
    }

    func finish() {
        if hidden > 0 { Note.print("\(source.map { "\($0): " } ?? "")\(hidden) more notes like these not shown") }
    }
}
