// SPDX-License-Identifier: MIT
import CommandLineDocs
import CommandLineOptions
import CommandLineSupport
import Devices
import Recordings
import SystemCalls
#if canImport(Glibc)
import Glibc
#endif

/// `peekpop record`: a live device to an evemu or libinput-record file.
enum RecordCommand {
    static let formatOption = Option.value("--format", "FORMAT")
    static let durationOption = Option.value("--duration", "SECONDS")

    static let doc = CommandDoc(
        name: "record",
        summary: "record a live touchscreen or tablet as an evemu or libinput record file",
        synopsis: ["[--device PATH] [--format evemu|libinput] [-o FILE] [--duration SECONDS]"],
        description: ["""
            Records what a touchscreen or pen tablet sends: its description first, then every event as it \
            comes, until Ctrl-C (SIGINT), SIGTERM or the duration; the file is complete either way, and \
            `peekpop replay` plays it back. Times start at 0 with the first event (the kernel's monotonic \
            clock). The device is not grabbed: the desktop keeps seeing it.
            """],
        options: [
            DocumentedOption(SharedOptions.device, """
                the event node (/dev/input/eventN, see `peekpop devices`). Without it, the only touchscreen \
                or tablet; with several, choose one.
                """, values: .deviceNodes),
            DocumentedOption(formatOption, "evemu (default; as evemu-record writes it) or libinput (libinput record YAML, version 1).",
                             values: .choices(RecordingFormat.allCases.map(\.rawValue))),
            DocumentedOption(SharedOptions.output, """
                write to FILE (created or truncated) instead of standard output (which `-` also names).
                """, values: .anyFile),
            DocumentedOption(durationOption, "stop after this long."),
        ],
        exitStatus: """
            0 recorded, 64 wrong usage (or several devices to choose from), 66 the device cannot be opened, \
            69 no device, or it went away (the recording up to then is complete), 73 the output cannot be \
            written, 77 permission denied (with what to do)
            """,
        examples: [
            "peekpop record -o my-screen.events --duration 10",
            "peekpop record --device /dev/input/event7 --format libinput -o pen.yml",
        ])

    static func run(_ arguments: ParsedArguments) throws {
        let devicePath = try arguments.path(SharedOptions.device)
        let format = try arguments.choice(formatOption, among: RecordingFormat.allCases) ?? .evemu
        // `-` is standard output, as it is without the option.
        let outputPath = try arguments.path(SharedOptions.output).flatMap { $0 == "-" ? nil : $0 }
        let duration = try arguments.number(durationOption, unit: "seconds", above: 0)
        try arguments.noOperands()

        let node = try devicePath ?? onlyDevice()
        let device = try DevicesCommand.cli { try EvdevDevice(node: node) }
        let signals: SignalWatcher
        do {
            signals = try SignalWatcher([SIGINT, SIGTERM])
        } catch {
            throw CLIError(.unavailable, "signals: cannot watch SIGINT and SIGTERM: \(error.reason)")
        }
        let output = try outputFile(path: outputPath)
        let name = output.path ?? "standard output"
        let recorder: DeviceRecorder
        do {
            recorder = try DeviceRecorder(description: device.description, node: node, format: format,
                                          file: output, name: name)
        } catch {
            throw CLIError(.cannotCreate, "\(error)")
        }
        let outcome = try record(device, into: recorder, until: signals, duration: duration)
        do {
            try recorder.finish()
        } catch {
            throw CLIError(.cannotCreate, "\(error)")
        }
        let summary = "\(recorder.eventCount) events from \(node) (\(device.description.name)) to \(name)"
        switch outcome {
        case .stopped:
            Note.print("recorded \(summary)")
        case .wentAway(let error):
            throw CLIError(.unavailable, "\(error.description); recorded \(summary)")
        }
    }

    /// How recording ended.
    private enum Outcome {
        /// A signal or the duration: the normal end.
        case stopped
        case wentAway(DeviceError)
    }

    /// Waits on the device and the signals (and the clock, for a duration) and writes what comes.
    private static func record(_ device: EvdevDevice, into recorder: DeviceRecorder, until signals: SignalWatcher,
                               duration: Double?) throws -> Outcome {
        let deadline = duration.map { SystemClock.Instant.now() + .nanoseconds(Int64(min($0 * 1e9, Double(Int64.max / 2)))) }
        while true {
            if let deadline, SystemClock.Instant.now() >= deadline { return .stopped }
            let ready: [Bool]
            do {
                ready = try Poll.wait(readable: [device.fileDescriptor, signals.fileDescriptor], until: deadline)
                if ready[1], try signals.take() != nil { return .stopped }
            } catch {
                throw CLIError(.software, "cannot wait for events: \(error.reason)")
            }
            // A hang-up or an error too: the read then says the device went away.
            guard ready[0] else { continue }
            do {
                try recorder.record(device.readAvailable())
            } catch let error as DeviceError {
                switch error.kind {
                case .wentAway: return .wentAway(error)
                case .notFound, .permissionDenied, .failed: throw CLIError(error)
                }
            } catch {
                throw CLIError(.cannotCreate, "\(error)")
            }
        }
    }

    /// The one touchscreen or tablet there is.
    private static func onlyDevice() throws -> String {
        let discovery = try DevicesCommand.cli { try DeviceDiscovery() }
        let devices = try DevicesCommand.cli { try discovery.devices() }
        guard let first = devices.first else { throw try DevicesCommand.noDevice(discovery) }
        guard devices.count == 1 else {
            let list = devices.map { "  \($0.node)  \($0.name) (\($0.kind.rawValue))" }.joined(separator: "\n")
            throw CLIError.usage("there are \(devices.count) touch devices; choose one with --device:\n\(list)", help: PeekpopCommandLine.help(for: doc))
        }
        return first.node
    }

    /// Where a recording goes: a file created (or truncated) for it, closed at the end, or stdout.
    private static func outputFile(path: String?) throws -> FileDescriptor {
        guard let path else { return .standardOutput }
        do {
            return try FileDescriptor.open(path, O_WRONLY | O_CREAT | O_TRUNC, permissions: 0o644)
        } catch {
            throw CLIError(.cannotCreate, "\(path): cannot create: \(error.reason)")
        }
    }
}
