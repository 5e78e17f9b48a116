// SPDX-License-Identifier: MIT
import BrowserSession
import BrowserWindow
import CommandLineSetup
import CommandLineSupport
import SessionRunner
import SystemCalls

/// One run of the window as the command line asked for it: the session (configuration and store),
/// the WebKit renderer and window, and where the gestures come from: the daemon's socket, or a
/// recording played into it.
struct BrowserRun {
    var sitePath: String?
    var stateDirectory: String?
    var socket: String?
    var recording: String?
    var realtime = false
    var events = false
    var screenshots: String?
    var quitWhenDone = false
    var fullscreen = false

    /// The page and hosts when neither `--site` nor browser.json says otherwise.
    static let fallback = (start: "https://www.wikipedia.org/", allow: ["wikipedia.org", "*.wikipedia.org"])

    func run() throws {
        let (configuration, search) = try Self.configuration(site: sitePath)
        let source: GestureSource = if let recording {
            .replay(try ReplaySetup.openReplay(recording, descriptionPath: nil, profiles: DeviceProfiles(profilePath: nil)), realtime: realtime)
        } else {
            .socket(path: try DaemonSocket.path(socket))
        }
        let directory = try stateDirectory ?? Self.defaultStateDirectory()
        let store = try ReplaySetup.openStore(directory)
        if let screenshots {
            do throws(SystemCallError) {
                try Files.createDirectories(screenshots)
            } catch {
                throw CLIError(.cannotCreate, "\(screenshots): cannot create the screenshots folder: \(error.path ?? screenshots): \(error.reason)")
            }
        }
        guard BrowserWindow.openDisplay() else {
            throw CLIError(.unavailable, "cannot open a display: the window needs X11 or Wayland (DISPLAY or WAYLAND_DISPLAY; xvfb-run without a screen)")
        }
        let stored = try store.snapshots()
        let renderer = WebKitRenderer(snapshots: store.pictures, stored: stored)
        let traces = try Self.traces()
        renderer.paintTrace = traces.paint
        let runner = try SessionRunner(configuration: configuration, renderer: renderer, store: store, opener: NotedOpener(),
                                       notice: { ReplaySetup.note($0, directory: directory) })
        renderer.keepsLanding = { [unowned runner] in runner.core.keepsLanding(at: $1, inTab: $0) }
        let window = WindowSession(renderer: renderer, runner: runner, addresses: (search, PublicSuffixList()), events: events, screenshots: screenshots,
                                   quitWhenDone: quitWhenDone, fullscreen: fullscreen, touchTrace: traces.touch)
        try window.run(source: source)
        try ReplaySetup.finish(runner, directory: directory)
    }

    /// The traces asked for in the environment: `PEEKPOP_PAINT_TRACE` (`bench/browser.sh`, the
    /// desktop suite) and `PEEKPOP_TOUCH_TRACE` (the desktop suite).
    static func traces() throws -> (paint: PaintTrace?, touch: TraceFile?) {
        func open(_ variable: String, _ what: String) throws -> TraceFile? {
            guard let path = Environment.value(variable) else { return nil }
            do {
                return try TraceFile(path: path)
            } catch {
                throw CLIError(.cannotCreate, "\(path): cannot write the \(what) trace (\(variable)): \(error.reason)")
            }
        }
        return (try open("PEEKPOP_PAINT_TRACE", "paint").map(PaintTrace.init), try open("PEEKPOP_TOUCH_TRACE", "touch"))
    }

    /// `start` and `allow` of the site file at `path`, and its search for the address field; of
    /// browser.json without one, when it exists; else `fallback`.
    static func configuration(site path: String?) throws -> (SessionConfiguration, SearchTemplate) {
        let config = Environment.value("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Environment.value("HOME").map { "\($0)/.config" }
        let file = path ?? config.map { "\($0)/peekpop/browser.json" }.flatMap { Files.exists($0) ? $0 : nil }
        guard let file else {
            do {
                return (try SessionConfiguration(start: fallback.start, allow: fallback.allow, file: "peekpop-browser"), .duckDuckGo)
            } catch {
                throw CLIError.malformed(error.description)
            }
        }
        let site = try ReplaySetup.siteFile(file)
        return (site.configuration, site.search ?? .duckDuckGo)
    }

    /// `$XDG_STATE_HOME/peekpop`, `~/.local/state/peekpop` when it is unset.
    static func defaultStateDirectory() throws -> String {
        if let state = Environment.value("XDG_STATE_HOME"), state.hasPrefix("/") { return "\(state)/peekpop" }
        guard let home = Environment.value("HOME") else {
            throw CLIError(.configuration, "neither XDG_STATE_HOME nor HOME is set: give --state DIR")
        }
        return "\(home)/.local/state/peekpop"
    }
}
