import BrowserSession
import Foundation
import Gestures
import GestureStream
import InputEvents
import Pipeline
import Recordings
import SessionRunner
import SessionStore

/// One replay as the command line asked for it: a recording through the pipeline, optionally
/// driving a browser session (kept in a store), printed as protocol lines or as a timeline.
struct ReplayRun {
    var recording: String
    var descriptionPath: String?
    var profilePath: String?
    var sitePath: String?
    var stateDirectory: String?
    var realtime = false
    var timeline = false
    var openLinks = false

    func run() throws {
        let profiles = try DeviceProfiles(profilePath: profilePath)
        var replay = try Self.openReplay(recording, descriptionPath: descriptionPath, profiles: profiles)
        let session = try sitePath.map { try Self.sessionRunner(site: $0, state: stateDirectory, openLinks: openLinks) }
        var printer = ReplayPrinter(style: timeline ? .timeline : .json, realtime: realtime)
        var diagnostics = DiagnosticLog(source: recording)

        do {
            if let session {
                try Self.session { try session.start(at: Timestamp(microseconds: 0)) { try printer.session($0, time: 0) } }
            }
            var steps = 0
            while try replay.step({ gesture in
                try printer.gesture(gesture.line)
                if let session {
                    try Self.session { try session.handle(gesture.event) { try printer.session($0, time: gesture.line.time) } }
                }
            }) {
                // Drained now and then rather than per event: notes are rare, events are not.
                steps &+= 1
                if steps % 4096 == 0 { diagnostics.add(replay.takeDiagnostics()) }
            }
        } catch let error as RecordingError {
            try printer.finish()
            throw CLIError(recordingError: error)
        }
        diagnostics.add(replay.takeDiagnostics())
        diagnostics.finish()
        try printer.finish()
    }

    /// The recording at `path`, any format, with what went wrong as the user should see it.
    static func openRecording(_ path: String, descriptionPath: String?) throws -> any RecordingReader {
        do {
            return try RecordingFile.open(path: path, descriptionPath: descriptionPath)
        } catch let error as RecordingError {
            throw CLIError(recordingError: error)
        }
    }

    static func openReplay(_ path: String, descriptionPath: String?, profiles: DeviceProfiles) throws -> Replay {
        let reader = try openRecording(path, descriptionPath: descriptionPath)
        let replay: Replay
        do {
            replay = try Replay(reader: reader, profileFor: profiles.profile(for:))
        } catch let error as NoUsableDevice {
            throw CLIError.malformed("\(path): \(error)")
        }
        for skipped in replay.skippedDevices {
            Note.print("\(path): skipping device '\(skipped.device)': \(skipped.reason)")
        }
        return replay
    }

    static func loadProfile(_ path: String) throws -> ForceProfile {
        let data = try readFile(path, what: "the profile")
        do {
            return try ForceProfile(json: data)
        } catch {
            throw CLIError.malformed("\(path): \(error)")
        }
    }

    /// The session over the headless pages of the site file at `path`, kept in `state` when given.
    static func sessionRunner(site path: String, state: String?, openLinks: Bool) throws -> SessionRunner {
        let file: SiteFile
        let site: SiteModel
        do {
            file = try SiteFile(json: try readFile(path, what: "the site"), name: path)
            site = try SiteModel(file)
        } catch let error as SiteFileError {
            throw CLIError.malformed(error.description)
        }
        let store = try state.map(openStore)
        return try session {
            try SessionRunner(configuration: file.configuration, renderer: site, store: store,
                              opener: openLinks ? SystemBrowser() : RecordedLinks())
        }
    }

    static func openStore(_ directory: String) throws -> SessionStore {
        let store = try session { try SessionStore(directory: directory) }
        if let recovery = store.recovery { Note.print("\(recovery)") }
        return store
    }

    /// Runs `body`, turning store and hand-off failures into what the user should see.
    static func session<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SessionStoreError {
            switch error {
            case .newerSchema: throw CLIError(.dataError, "\(error)")
            case .sqlite, .fileSystem, .sessionNotRestored: throw CLIError(.cannotCreate, "\(error)")
            }
        } catch let error as SystemBrowser.Failure {
            throw CLIError(.unavailable, "\(error)")
        }
    }

    static func readFile(_ path: String, what: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(.noInput, "\(path): cannot read \(what): \((error as NSError).localizedDescription)")
        }
    }
}

extension CLIError {
    init(recordingError error: RecordingError) {
        switch error.kind {
        case .malformed: self = .malformed(error.description)
        case .unreadable: self.init(.noInput, error.description)
        case .unwritable: self.init(.cannotCreate, error.description)
        }
    }
}
