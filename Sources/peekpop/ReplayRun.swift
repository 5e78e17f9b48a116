// SPDX-License-Identifier: MIT
import BrowserSession
import CommandLineSetup
import CommandLineSupport
import Gestures
import GestureStream
import IDNA
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
        var replay = try ReplaySetup.openReplay(recording, descriptionPath: descriptionPath, profiles: profiles)
        let session = try sitePath.map { try Self.sessionRunner(site: $0, state: stateDirectory, openLinks: openLinks) }
        var printer = ReplayPrinter(style: timeline ? .timeline : .json, realtime: realtime)
        var diagnostics = DiagnosticLog(source: recording)

        do {
            if let session {
                try session.start(at: Timestamp(microseconds: 0)) { try printer.session($0, time: 0) }
            }
            var steps = 0
            while try replay.step({ gesture in
                try printer.gesture(gesture.line)
                if let session {
                    try session.handle(gesture.event) { try printer.session($0, time: gesture.line.time) }
                }
            }) {
                // Drained now and then rather than per event: notes are rare, events are not.
                steps &+= 1
                if steps % 4096 == 0 { diagnostics.add(replay.takeDiagnostics()) }
            }
        } catch let error as RecordingError {
            // The lines before the bad one are the replay's all the same.
            try printer.finish()
            throw error
        }
        diagnostics.add(replay.takeDiagnostics())
        diagnostics.finish()
        if let session, let stateDirectory { try ReplaySetup.finish(session, directory: stateDirectory) }
        try printer.finish()
    }

    /// The session over the headless pages of the site file at `path`, kept in `state` when given.
    static func sessionRunner(site path: String, state: String?, openLinks: Bool) throws -> SessionRunner {
        let file = try ReplaySetup.siteFile(path, idna: UTS46())
        let site: SiteModel
        do {
            site = try SiteModel(file)
        } catch {
            throw CLIError.malformed(error.description)
        }
        let store = try state.map(ReplaySetup.openStore)
        return try SessionRunner(configuration: file.configuration, renderer: site, store: store,
                                 opener: openLinks ? SystemBrowser() : RecordedLinks(),
                                 notice: { ReplaySetup.note($0, directory: state ?? "") })
    }
}
