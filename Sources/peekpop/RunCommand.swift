// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSetup
import CommandLineSupport
import Daemon
import Gestures
import Pipeline
import Recordings
import SystemCalls

/// `peekpop run`: the daemon. Inputs through their pipelines into the browser session and onto a
/// Unix socket as the gesture stream.
enum RunCommand {
    static let socketOption = Option.value("--socket", "PATH")
    static let replayOption = Option.value("--replay", "FILE")
    static let keepRunningOption = Option.flag("--keep-running")
    static let awaitClientsOption = Option.value("--await-clients", "N")
    static let echoOption = Option.flag("--stdout")
    static let touchpadsOption = Option.flag("--touchpads")

    static let doc = CommandDoc(
        name: "run",
        summary: "the daemon: gestures to a browser session and to every client of a Unix socket",
        synopsis: ["""
            [--socket PATH] [--profile PROFILE] [--touchpads] [--site SITE [--state DIR] [--open-links]] \
            [--replay FILE [--desc DESC] [--realtime] [--keep-running] [--await-clients N]] [--stdout]
            """],
        description: ["""
            Runs until SIGTERM or SIGINT, streaming gestures to every client of a Unix socket as gesture \
            stream protocol v1 (the JSON lines `peekpop replay` prints) and, with --site, driving a browser \
            session and streaming its events after they are committed. Clients only read; what they send is \
            ignored. A client that falls more than 1,000 lines (or 1 MiB) behind loses its oldest lines and \
            then reads {"v":1,"dropped":N} before the next line: nobody waits for a slow client. At most 64 \
            clients are served at once; one more reads {"v":1,"refused":"too-many-clients","limit":64} and is \
            closed. Every kind of line, key and invariant is in docs/PROTOCOL.md.
            """],
        options: [
            DocumentedOption(socketOption, """
                listen on PATH (default $XDG_RUNTIME_DIR/peekpop.sock), mode 0600. A stale socket there \
                (nobody accepting) is replaced; a live one is not.
                """, values: .anyFile),
            DocumentedOption(SharedOptions.profile, "force thresholds to use instead of the defaults (JSON, \"version\": 1).",
                             values: SharedOptions.profiles),
            DocumentedOption(touchpadsOption, """
                also read touchpads that report pressure and a click, for force clicks: click, then press \
                deeper to peek at the pointer, deeper still to pop. Reading never grabs: the desktop keeps \
                the pointer, clicks, scrolling and gestures. Needs read access to the touchpad (the \
                71-peekpop-touchpads.rules udev rule, installed by hand: see the README).
                """),
            DocumentedOption(SharedOptions.site, "drive a browser session over the pages of SITE (as replay --site).",
                             values: SharedOptions.sites),
            DocumentedOption(SharedOptions.state, """
                keep the session in DIR/session.sqlite (restored at start, every change committed before it is sent). \
                One process per DIR. A step the folder cannot take (disk full) is not sent; said once on stderr.
                """, values: .directories),
            DocumentedOption(SharedOptions.openLinks, "hand links the site does not allow to the system browser (xdg-open)."),
            DocumentedOption(replayOption, "feed a recording instead of live devices (evemu or libinput record).",
                             values: SharedOptions.recordings),
            DocumentedOption(SharedOptions.description, "the device description for an events-only evemu FILE.",
                             values: SharedOptions.descriptions),
            DocumentedOption(SharedOptions.realtime, "feed the recording at its recorded pace (default: as fast as possible)."),
            DocumentedOption(keepRunningOption, """
                keep serving after the recording has ended, until signalled. Without it the daemon stops once \
                clients have read everything (at most 2 s more).
                """),
            DocumentedOption(awaitClientsOption, "start the recording (and the session) once N clients are connected."),
            DocumentedOption(echoOption, "also print every line on standard output."),
        ],
        notes: ["""
            Without --replay the daemon reads every touchscreen and tablet udev knows (touchpads only with \
            --touchpads, keyboards never), picks up devices plugged in later and cancels the gestures of one unplugged. Each \
            device gets its calibrated profile (peekpop calibrate) unless --profile is given, and udev's \
            LIBINPUT_CALIBRATION_MATRIX when it has one.
            """],
        exitStatus: """
            0 stopped by SIGTERM/SIGINT or the recording ended, 64 wrong usage, 65 malformed recording, \
            profile or site, 66 a file cannot be opened, 69 no device, 73 the socket or the session database \
            cannot be created, 75 another daemon is running on the socket or \
            another process holds the state folder, 78 XDG_RUNTIME_DIR is not set and \
            no --socket was given
            """,
        examples: [
            "peekpop run --site ~/.config/peekpop/site.json --state ~/.local/state/peekpop",
            "socat - UNIX-CONNECT:$XDG_RUNTIME_DIR/peekpop.sock | jq -c 'select(.gesture == \"pop\")'",
            "peekpop run --replay Recordings/demo/pressure-touchscreen.demo.events --realtime --keep-running",
        ])

    static func run(_ arguments: ParsedArguments) throws {
        let socketGiven = try arguments.path(socketOption)
        let profilePath = try arguments.path(SharedOptions.profile)
        let sitePath = try arguments.path(SharedOptions.site)
        let stateDirectory = try arguments.path(SharedOptions.state)
        let openLinks = arguments.flag(SharedOptions.openLinks)
        let recording = try arguments.path(replayOption)
        let descriptionPath = try arguments.path(SharedOptions.description)
        let realtime = arguments.flag(SharedOptions.realtime)
        let awaitClients = try arguments.integer(awaitClientsOption, in: 0...)
        try arguments.noOperands()
        try arguments.require(SharedOptions.site, for: [SharedOptions.state, SharedOptions.openLinks])
        try arguments.require(replayOption, for: [SharedOptions.description, SharedOptions.realtime, keepRunningOption, awaitClientsOption])
        let touchpads = arguments.flag(touchpadsOption)
        if touchpads, recording != nil {
            throw CLIError.usage("--touchpads is for live devices: a recording's touchpads are always read", help: PeekpopCommandLine.help(for: doc))
        }
        var options = Daemon.Options()
        if let awaitClients { options.awaitClients = awaitClients }
        options.keepRunning = arguments.flag(keepRunningOption)
        let socketPath = try DaemonSocket.path(socketGiven)

        let profiles = try DeviceProfiles(profilePath: profilePath)
        let replay = try recording.map { try ReplaySetup.openReplay($0, descriptionPath: descriptionPath, profiles: profiles) }
        let session = try sitePath.map { try ReplayRun.sessionRunner(site: $0, state: stateDirectory, openLinks: openLinks) }

        var diagnostics = DiagnosticLog(source: recording)
        options.notes = { diagnostics.add($0) }
        options.log = { Note.print($0) }
        if arguments.flag(echoOption) {
            var output = FileOutput.standardOutput()
            options.echo = { line in
                try output.writeLine(line)
                try output.flush()
            }
        }
        do {
            if replay == nil { options.keepRunning = true }
            let daemon = try Daemon(socketPath: socketPath, session: session, options: options)
            // Kept alive while the daemon runs: it owns the udev monitor.
            var live: LiveDevices?
            if let replay {
                try daemon.play(replay, realtime: realtime)
            } else {
                live = try LiveDevices(daemon: daemon, profiles: profiles, touchpads: touchpads, log: options.log)
            }
            try daemon.run()
            if let session, let stateDirectory { try ReplaySetup.finish(session, directory: stateDirectory) }
            withExtendedLifetime(live) {}
        } catch let error as ListenerError {
            throw CLIError(listenerError: error)
        } catch let error as SystemCallError {
            throw CLIError(.software, "\(error)")
        }
        diagnostics.finish()
    }
}

extension CLIError {
    init(listenerError error: ListenerError) {
        switch error {
        case .inUse: self.init(.temporaryFailure, "\(error)")
        case .pathTooLong: self.init(.usage, "\(error)")
        case .notASocket, .system: self.init(.cannotCreate, "\(error)")
        }
    }
}
