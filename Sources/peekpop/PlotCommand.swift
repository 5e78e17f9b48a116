// SPDX-License-Identifier: MIT
import Calibration
import CommandLineDocs
import CommandLineOptions
import CommandLineSetup
import CommandLineSupport
import Contacts
import Gestures
import InputEvents
import Recordings
import SystemCalls

/// `peekpop plot`: a recording's force over time, thresholds and gestures as an SVG picture.
enum PlotCommand {
    static let doc = CommandDoc(
        name: "plot",
        summary: "draw a recording's force over time, the thresholds and the gestures as SVG",
        synopsis: ["FILE [--desc DESC] [--profile PROFILE] -o OUT.svg"],
        description: ["""
            Draws, for each device of the recording, the force of every contact over time (one line per \
            touch), the peek and pop thresholds as dashed lines, and every gesture recognised marked where \
            it happened. Thresholds come from --profile, else the device's calibrated profile (as replay \
            finds it), else the defaults.
            """],
        operands: [DocumentedOperand("FILE", "an evemu recording or a libinput record YAML file.", values: SharedOptions.recordings)],
        options: [
            DocumentedOption(SharedOptions.description, "the description for an events-only evemu FILE.",
                             values: SharedOptions.descriptions),
            DocumentedOption(SharedOptions.profile, "force thresholds to use (JSON, \"version\": 1).", values: SharedOptions.profiles),
            DocumentedOption(SharedOptions.output, "the SVG file to write.", values: .files(extensions: ["svg"])),
        ],
        exitStatus: """
            0 written, 64 wrong usage, 65 malformed recording or profile, 66 FILE cannot be opened, 73 the SVG \
            file cannot be written
            """,
        examples: ["peekpop plot Recordings/demo/pressure-touchscreen.demo.events -o docs/demo.svg"])

    static func run(_ arguments: ParsedArguments) throws {
        let descriptionPath = try arguments.path(SharedOptions.description)
        let output = try arguments.required(SharedOptions.output, arguments.path(SharedOptions.output))
        let path = try arguments.operand("FILE")
        let profiles = try DeviceProfiles(profilePath: try arguments.path(SharedOptions.profile))
        let svg = try plot(path, descriptionPath: descriptionPath, profiles: profiles)
        try CalibrateCommand.write(Array(svg.utf8), to: Files.absolute(output), what: "the plot")
    }

    /// The SVG of the recording at `path`.
    static func plot(_ path: String, descriptionPath: String?, profiles: DeviceProfiles) throws -> String {
        var reader = try RecordingFile.open(path: path, descriptionPath: descriptionPath)
        var traces: [ForceTrace?] = []
        for device in reader.devices {
            do {
                traces.append(try ForceTrace(device: device, profile: profiles.profile(for: device)))
            } catch let unsupported as UnsupportedDevice {
                Note.print("\(path): skipping device '\(device.name)': \(unsupported.reason)")
                traces.append(nil)
            }
        }
        while let recorded = try reader.next() {
            guard traces.indices.contains(recorded.device) else { continue }
            traces[recorded.device]?.handle(recorded.event)
        }
        let used = traces.indices.compactMap { index -> ForceTrace? in
            guard var trace = traces[index] else { return nil }
            if let end = trace.end { trace.finish(at: end) }
            return trace
        }
        guard !used.isEmpty else { throw CLIError.malformed("\(path): no device in it can be tracked") }
        return ForcePlot.svg(used, title: Files.lastName(of: path))
    }
}
