// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import Gestures
import Pipeline
import Recordings
import SessionRunner
import SessionStore

/// What the command lines open before they replay or run: recordings, profiles, the session store,
/// each with what went wrong as the user should see it (a `CLIError` with its sysexits status).
public enum ReplaySetup {
    /// The recording at `path`, any format, with what went wrong as the user should see it.
    public static func openRecording(_ path: String, descriptionPath: String?) throws -> any RecordingReader {
        do {
            return try RecordingFile.open(path: path, descriptionPath: descriptionPath)
        } catch let error as RecordingError {
            throw CLIError(recordingError: error)
        }
    }

    public static func openReplay(_ path: String, descriptionPath: String?, profiles: DeviceProfiles) throws -> Replay {
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

    public static func loadProfile(_ path: String) throws -> ForceProfile {
        let data = try readFile(path, what: "the profile")
        do {
            return try ForceProfile(json: data)
        } catch {
            throw CLIError.malformed("\(path): \(error)")
        }
    }

    public static func openStore(_ directory: String) throws -> SessionStore {
        let store = try session { try SessionStore(directory: directory) }
        if let recovery = store.recovery { Note.print("\(recovery)") }
        return store
    }

    /// Runs `body`, turning store and hand-off failures into what the user should see.
    public static func session<T>(_ body: () throws -> T) throws -> T {
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

    /// The site file at `path` (its configuration, and its pages when it has them), with what is
    /// wrong in it as `FILE: KEY: reason` (exit 65).
    public static func siteFile(_ path: String) throws -> SiteFile {
        do {
            return try SiteFile(json: try readFile(path, what: "the site"), name: path)
        } catch let error as SiteFileError {
            throw CLIError.malformed(error.description)
        }
    }

    public static func readFile(_ path: String, what: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError(.noInput, "\(path): cannot read \(what): \((error as NSError).localizedDescription)")
        }
    }
}

extension CLIError {
    /// The status and message a recording error gives the user.
    public init(recordingError error: RecordingError) {
        switch error.kind {
        case .malformed: self = .malformed(error.description)
        case .unreadable: self.init(.noInput, error.description)
        case .unwritable: self.init(.cannotCreate, error.description)
        }
    }
}
