// SPDX-License-Identifier: MIT
import BrowserSession
import BrowserWindow
import CommandLineSetup
import CommandLineSupport
import IDNA
import SessionRunner
import SessionStore
import SystemCalls
import WebAddress
import WindowLogic

/// One run of the window as the command line asked for it: the session (configuration and store),
/// the WebKit renderer and window, where the gestures come from (the daemon's socket, or a
/// recording played into it) and the URLs to open; or, when another window holds the state folder,
/// those URLs handed to it.
struct BrowserRun {
    var sitePath: String?
    /// The URL operands, as given.
    var operands: [String] = []
    var stateDirectory: String?
    var socket: String?
    var recording: String?
    var realtime = false
    var events = false
    var screenshots: String?
    var quitWhenDone = false
    var fullscreen = false

    /// Whether this run only opens a window (on URLs or none): it may then hand them to a window
    /// already holding the state folder. One that replays, reads another socket, prints, shoots or
    /// pins another site file is a run of its own, refused while the folder is held.
    var isLaunch: Bool {
        sitePath == nil && socket == nil && recording == nil && !events && screenshots == nil && !quitWhenDone
    }

    func run() throws {
        let sites = PublicSuffixList()
        let idna = UTS46()
        let (configuration, search) = try Self.configuration(site: sitePath, urlsGiven: !operands.isEmpty, sites: sites, idna: idna)
        let urls = operands.compactMap { Self.url(of: $0, search: search, sites: sites, idna: idna) }
        let source: GestureSource = if let recording {
            .replay(try ReplaySetup.openReplay(recording, descriptionPath: nil, profiles: DeviceProfiles(profilePath: nil)), realtime: realtime)
        } else {
            .socket(path: try DaemonSocket.path(socket))
        }
        let directory = try stateDirectory ?? Self.defaultStateDirectory()
        let store: SessionStore
        do {
            store = try ReplaySetup.openStore(directory)
        } catch let error as SessionStoreError {
            guard case .inUse = error, isLaunch else { throw error }
            return try Self.handOver(urls, toWindowIn: directory, else: error)
        }
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
        let window = WindowSession(renderer: renderer, runner: runner, addresses: (search, sites, idna), events: events, screenshots: screenshots,
                                   quitWhenDone: quitWhenDone, fullscreen: fullscreen, touchTrace: traces.touch)
        try window.run(source: source, opening: urls, stateDirectory: directory)
        try ReplaySetup.finish(runner, directory: directory)
    }

    /// Hands `urls` to the window holding the state folder `directory`, with the desktop's token for
    /// bringing it to the front; its refusals are noted. Throws `refusal` (the folder in use, 75)
    /// when no window listens there, or none answered; 65 when it opened none of the URLs given.
    static func handOver(_ urls: [String], toWindowIn directory: String, else refusal: any Error) throws {
        let activation = Environment.value("XDG_ACTIVATION_TOKEN") ?? Environment.value("DESKTOP_STARTUP_ID")
        guard let answer = HandOffClient.send(HandOffMessage.Request(urls: urls, activation: activation), toWindowIn: directory) else { throw refusal }
        for refused in answer.refused { Note.print(refused) }
        if answer.opened == 0, !urls.isEmpty {
            throw CLIError.malformed("\(directory): the window holding the folder opened none of the URLs")
        }
    }

    /// The URL an operand means: a file there is, by its `file:` URL; else as the address field
    /// reads it (a URL, a host name, or words to search for); nil for a blank one.
    static func url(of operand: String, search: SearchTemplate, sites: any SiteNaming, idna: any DomainNameMapping) -> String? {
        guard !operand.contains(":"), Files.exists(operand) else { return AddressInput.url(for: operand, search: search, naming: sites, idna: idna) }
        return AddressInput.fileURL(path: Files.absolute(operand))
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

    /// The session's configuration and the address field's search. A site file pins the window to
    /// its hosts: the one at `path`, else browser.json when it has `allow` and no URL is given (a
    /// URL given is for a browser, which a window pinned to one site is not). Otherwise the
    /// browsing mode, from browser.json's `start` and `search` when it is there.
    static func configuration(site path: String?, urlsGiven: Bool, sites: any SiteNaming, idna: any DomainNameMapping) throws -> (SessionConfiguration, SearchTemplate) {
        if let path {
            let file = try ReplaySetup.siteFile(path, idna: idna)
            return (file.configuration, file.search ?? .duckDuckGo)
        }
        let config = Environment.value("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? Environment.value("HOME").map { "\($0)/.config" }
        let name = config.map { "\($0)/peekpop/browser.json" }.flatMap { Files.exists($0) ? $0 : nil }
        let bytes = try name.map { try ReplaySetup.readFile($0, what: "the settings") }
        do throws(SiteFileError) {
            let settings = try bytes.map { bytes throws(SiteFileError) in try BrowserSettings(json: bytes, name: name ?? "", idna: idna) } ?? .defaults
            if let site = settings.site, !urlsGiven { return (site.configuration, settings.search) }
            return (try SessionConfiguration(browsingFrom: settings.start, sites: sites, idna: idna, file: name ?? "peekpop-browser"), settings.search)
        } catch {
            throw CLIError.malformed(error.description)
        }
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
