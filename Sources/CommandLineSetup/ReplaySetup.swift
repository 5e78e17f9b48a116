// SPDX-License-Identifier: MIT
import BrowserSession
import CommandLineSupport
import Gestures
import Pipeline
import Recordings
import SessionRunner
import SessionStore
import SystemCalls
import WebAddress

/// What the command lines open before they replay or run: recordings, profiles, the session store,
/// each with what went wrong as the user should see it (a `CLIError` with its sysexits status, or
/// an error that is a `CommandLineFailure`).
public enum ReplaySetup {
    /// The recording at `path`, any format.
    /// - Throws: `RecordingError` (a `CommandLineFailure`).
    public static func openRecording(_ path: String, descriptionPath: String?) throws -> any RecordingReader {
        try RecordingFile.open(path: path, descriptionPath: descriptionPath)
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
        let bytes = try readFile(path, what: "the profile")
        do throws(ForceProfileError) {
            return try ForceProfile(json: bytes)
        } catch {
            throw CLIError.malformed("\(path): \(error)")
        }
    }

    public static func openStore(_ directory: String) throws -> SessionStore {
        let store = try SessionStore(directory: directory)
        if let recovery = store.recovery { Note.print("\(recovery)") }
        return store
    }

    /// Tells the user on stderr that the session is no longer saved in `directory`, or is again.
    public static func note(_ notice: StoreNotice, directory: String) {
        switch notice {
        case .stoppedSaving(let error):
            let reason = switch error {
            case let .sqlite(_, _, _, message): message
            case let .fileSystem(_, _, reason), let .unlockable(_, reason): reason
            case .newerSchema, .sessionNotRestored, .inUse: "\(error)"
            }
            Note.print("\(directory): cannot save the session: \(reason). Gestures go on, but the session's steps are neither saved "
                + "nor reported until the folder takes them again: free some space there, or make it writable (a removed folder needs a restart)")
        case .savingAgain(let steps):
            Note.print("\(directory): saving the session again; the \(steps) step\(steps == 1 ? "" : "s") held back meanwhile are saved, not reported")
        }
    }

    /// Ends `runner`'s session: the steps its store could not take are tried once more, and the user
    /// is told on stderr of those still not saved in `directory`.
    public static func finish(_ runner: SessionRunner, directory: String) throws {
        let unsaved = try runner.finish()
        if unsaved > 0 {
            Note.print("\(directory): \(unsaved) step\(unsaved == 1 ? "" : "s") of the session could not be saved; the next start restores the session as it was before \(unsaved == 1 ? "it" : "them")")
        }
    }

    /// The site file at `path` (its configuration, and its pages when it has them), with what is
    /// wrong in it as `FILE: KEY: reason` (exit 65); `idna` maps its host names beyond ASCII.
    public static func siteFile(_ path: String, idna: any DomainNameMapping) throws -> SiteFile {
        do {
            return try SiteFile(json: try readFile(path, what: "the site"), name: path, idna: idna)
        } catch let error as SiteFileError {
            throw CLIError.malformed(error.description)
        }
    }

    public static func readFile(_ path: String, what: String) throws -> [UInt8] {
        do throws(SystemCallError) {
            return try Files.read(path)
        } catch {
            throw CLIError(.noInput, "\(path): cannot read \(what): \(error.reason)")
        }
    }
}
