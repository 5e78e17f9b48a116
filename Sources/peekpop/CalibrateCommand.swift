// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import Calibration
import CommandLineDocs
import CommandLineOptions
import CommandLineSetup
import CommandLineSupport
import Devices
import Contacts
import Daemon
import Gestures
import InputEvents
import Recordings
import SystemCalls

/// `peekpop calibrate`: force thresholds for one device from labelled presses, guided in the
/// terminal (a live device, or a recording of the same sequence).
enum CalibrateCommand {
    static let from = Option.value("--from", "FILE")
    static let presses = Option.value("--presses", "N")
    static let tool = Option.value("--tool", "finger|pen")
    static let tools = [ToolKind.finger, .pen]

    static let doc = CommandDoc(
        name: "calibrate",
        summary: "calibrate force thresholds from taps, previews and firm presses (a touchpad: clicks)",
        synopsis: [
            "--device PATH [--presses N] [--tool finger|pen] [-o PROFILE]",
            "--from FILE [--desc DESC] [--presses N] [--tool finger|pen] [-o PROFILE] [--realtime]",
        ],
        description: [
            """
            Asks for N light taps, then N presses held as for a preview (peek), then N firm presses as to \
            open it (pop), one finger (or the pen) at a time, lifting after each. On a terminal a live force \
            bar shows each press with the thresholds found so far; a press that cannot be used (moved, two \
            fingers, a tap held too long, a preview let go too soon) is asked for again. Thresholds go in the \
            middle of the gap between the classes, each with a hysteresis level a quarter of the gap below \
            it. When the classes overlap, the overlap is shown and nothing is written. Pens land hard, so \
            their taps are told from previews by time: a pen peeks after a hold longer than its longest tap.
            """,
            """
            On a touchpad it calibrates the force click (the profile's "touchpad" section): N ordinary clicks \
            as you always click, then N force clicks (click, then press deeper and hold until the bar fills), \
            then N pops (click, press deeper, then deeper still), one finger alone on the pad, lifting after \
            each. A press that is no use is asked for again with the reason: no click came (BTN_LEFT; a \
            tap-to-click sends none), a second finger or a palm, a click that moved (a drag) or clicked \
            twice, a force click no deeper than its own click or than the ordinary clicks. The rise a force \
            click must press past its own click is the most an ordinary click overshoots its force after \
            the click settles (at least the default); peek goes halfway between the deepest ordinary click \
            and the shallowest force click, pop halfway between the deepest force click and the shallowest \
            pop. Levels are written as fractions of the pressure range, and in grams as well on a pad whose \
            pressure axis has a resolution.
            """,
            """
            The profile (JSON, "version": 1) is written to PROFILE, or else to \
            $XDG_CONFIG_HOME/peekpop/devices/BUS-VENDOR-PRODUCT-NAME.json (~/.config when unset), where \
            replay finds it by itself; a plot of the session (force over time, thresholds, gestures) is \
            written beside it as .svg.
            """,
        ],
        options: [
            DocumentedOption(SharedOptions.device, "the evdev device to calibrate (/dev/input/eventN).", values: .deviceNodes),
            DocumentedOption(from, """
                calibrate from a recording of the guided sequence (evemu or libinput record): each press one \
                contact from touch-down to lift, in order. The first device with pressure is calibrated.
                """, values: SharedOptions.recordings),
            DocumentedOption(SharedOptions.description, "the description for an events-only evemu FILE.",
                             values: SharedOptions.descriptions),
            DocumentedOption(presses, "presses of each kind (default 5, 1 to 50)."),
            DocumentedOption(tool, "what to calibrate (default: pen on a device with a pen tool, else finger; not on a touchpad).",
                             values: .choices(tools.map(\.rawValue))),
            DocumentedOption(SharedOptions.output, "where to write the profile.", values: SharedOptions.profiles),
            DocumentedOption(SharedOptions.realtime, "play FILE at its recorded pace through the guided screen."),
        ],
        exitStatus: """
            0 written, 64 wrong usage (--tool pen on a touchpad), 65 malformed recording, a device without \
            pressure, or presses that cannot be told apart (nothing written), 66 FILE cannot be opened, 69 no device, 73 the profile or \
            plot cannot be written, 77 no permission to read the device
            """,
        examples: [
            "peekpop calibrate --device /dev/input/event5",
            """
            peekpop calibrate --from Recordings/calibration/shallow-touchscreen.calibration.events \\
                --output shallow.json
            """,
            """
            peekpop calibrate --from Recordings/calibration/synaptics-clickpad.calibration.events \\
                --output clickpad.json
            """,
        ])

    static func run(_ arguments: ParsedArguments) throws {
        let devicePath = try arguments.path(SharedOptions.device)
        let recording = try arguments.path(from)
        let descriptionPath = try arguments.path(SharedOptions.description)
        let pressCount = try arguments.integer(presses, in: 1...50) ?? 5
        let toolKind = try arguments.choice(tool, among: tools)
        let outputPath = try arguments.path(SharedOptions.output)
        let realtime = arguments.flag(SharedOptions.realtime)
        try arguments.noOperands()
        let source: any InputSource
        switch (devicePath, recording) {
        case (nil, let recording?):
            source = try recordingSource(recording, descriptionPath: descriptionPath, paced: realtime)
        case (let devicePath?, nil):
            try arguments.require(from, for: [SharedOptions.description, SharedOptions.realtime])
            source = try liveSource(devicePath)
        case (nil, nil), (_?, _?):
            throw UsageError.exactlyOne([SharedOptions.device.usage, from.usage])
        }
        try calibrate(source, presses: pressCount, tool: toolKind, output: outputPath)
    }

    /// The device at `path`, read live.
    static func liveSource(_ path: String) throws -> any InputSource {
        try DevicesCommand.cli { try EvdevDevice(node: path) }
    }

    /// The first device of the recording at `path` that reports force.
    static func recordingSource(_ path: String, descriptionPath: String?, paced: Bool) throws -> RecordingEventSource {
        let reader = try ReplaySetup.openRecording(path, descriptionPath: descriptionPath)
        let usable = reader.devices.indices.first { index in
            (try? ContactTracker(device: reader.devices[index]))?.reportsForce ?? false
        }
        guard let index = usable else {
            throw CLIError.malformed("\(path): no device in it reports force (\(reader.devices.map(\.name).joined(separator: ", "))): "
                           + "devices without pressure peek by long press and need no calibration")
        }
        return RecordingEventSource(reader: reader, deviceIndex: index, paced: paced)
    }

    /// Runs the guided session on `source`, then writes the profile and its plot.
    static func calibrate(_ source: any InputSource, presses: Int, tool: ToolKind?, output: String?) throws {
        let device = source.device
        let tracker: ContactTracker
        do {
            tracker = try ContactTracker(device: device)
        } catch {
            throw CLIError(.dataError, "\(device.name): \(error)")
        }
        guard tracker.reportsForce else {
            throw CLIError(.dataError, "\(device.name) reports no force: it peeks by long press and needs no calibration")
        }
        guard let profilePath = output.map(Files.absolute) ?? ProfileLocator.path(for: device) else {
            throw CLIError(.cannotCreate, "neither XDG_CONFIG_HOME nor HOME is set: give --output PROFILE")
        }
        let target: CalibrationTarget
        if tracker.isTouchpad {
            guard tool == nil || tool == .finger else {
                throw CLIError(.usage, "\(device.name) is a touchpad: its force click is calibrated with one finger; leave out --tool")
            }
            target = .touchpad(tracker.pressureScale)
        } else {
            target = .tool(tool ?? (device.supports(type: EventType.key, code: KeyCode.btnToolPen) ? .pen : .finger))
        }
        // Over the defaults, not over an earlier calibration: the same presses always give the same profile.
        let session = CalibrationSession(target: target, pressesPerClass: presses, geometry: tracker.geometry)
        var guided = GuidedCalibration(source: source, tracker: tracker, session: session, liveBar: isatty(STDOUT_FILENO) == 1)
        switch target {
        case .tool: Note.print("calibrating \(target.name) on \(device.name)")
        case .touchpad: Note.print("calibrating \(target.name) on \(device.name): one finger alone, lifted after each click")
        }
        let result = try guided.run()

        var trace = try ForceTrace(device: device, profile: result.profile)
        for event in guided.events { trace.handle(event) }
        if let end = trace.end { trace.finish(at: end) }
        let plotPath = Files.replacingExtension(of: profilePath, with: "svg")
        try write(result.profile.json() + [UInt8(ascii: "\n")], to: profilePath, what: "the profile")
        try write(Array(ForcePlot.svg([trace], title: "Calibration of \(device.name)").utf8), to: plotPath, what: "the plot")
        print("Profile written to \(profilePath) (plot: \(plotPath))")
    }

    /// Writes `bytes` atomically to `path` (absolute), making the folder when needed.
    static func write(_ bytes: [UInt8], to path: String, what: String) throws {
        do throws(SystemCallError) {
            try Files.createDirectories(Files.parentDirectory(of: path))
            try Files.replace(path, with: bytes)
        } catch {
            throw CLIError(.cannotCreate, "\(path): cannot write \(what): \(error.path.map { $0.hasPrefix(path) ? "" : "\($0): " } ?? "")\(error.reason)")
        }
    }
}
