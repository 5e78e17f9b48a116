// SPDX-License-Identifier: MIT
import BrowserSession
import BrowserWindow
import CommandLineSupport
import Gestures
import GestureStream
import NumberFormat
import Pipeline
import Recordings
import SessionRunner
import SystemCalls
import WebAddress
import WindowLogic

/// Where the window's gestures come from.
enum GestureSource {
    /// The daemon's stream on the Unix socket at `path`.
    case socket(path: String)
    /// A recording played in-process, as fast as the window settles or at its recorded pace.
    case replay(Replay, realtime: Bool)
}

/// The window's loop: the session started (with the URLs of the command line), gestures fed one by
/// one (from the daemon's socket or a recording), addresses from the toolbar and URLs from other
/// programs (`HandOffSocket`), lines printed, screenshots taken once the window has settled (after
/// each session event, and of an edge-pan or a pinch on its way: `EdgePanShots`, `OverviewShots`),
/// and the end of it all.
final class WindowSession {
    private let loop = MainLoop()
    private let renderer: WebKitRenderer
    private let runner: SessionRunner
    private let toolbar = Toolbar()
    private let driver: SessionDriver
    private let events: Bool
    private let screenshots: String?
    private let quitWhenDone: Bool
    private let fullscreen: Bool
    /// Where a live window writes what it did with each touch (`PEEKPOP_TOUCH_TRACE`).
    private let touchTrace: TraceFile?
    private var output = FileOutput.standardOutput()
    private var window: BrowserWindow?
    private var feeder: ReplayFeeder?
    private var stream: GestureSocket?
    /// Session events so far, numbering the screenshots.
    private var eventCount = 0
    /// `eventCount` after the previous step of the session.
    private var eventCountBefore = 0
    /// Screenshots of an edge-pan on its way.
    private var panShots = EdgePanShots()
    /// Screenshots of a pinch into or in the overview on its way.
    private var overviewShots = OverviewShots()
    private var failure: (any Error)?
    /// Why the latest screenshot failed, for the run's failure when the retries are spent.
    private var lastShotError: (any Error)?
    /// When the next gesture comes, the screenshots are taken and the window ends (`WindowPacing`).
    private var pacing: WindowPacing
    /// The window's banner over the page area (the renderer's notes, the daemon missing).
    private let banner: Banner
    /// What the address field makes of what is typed in it: the search, the sites' names, IDNA.
    private let addresses: (search: SearchTemplate, sites: any SiteNaming, idna: any DomainNameMapping)
    /// Where URLs from other programs come in; nil when the state folder could not take its socket.
    private var handOff: HandOffSocket?

    init(renderer: WebKitRenderer, runner: SessionRunner, addresses: (search: SearchTemplate, sites: any SiteNaming, idna: any DomainNameMapping), events: Bool, screenshots: String?,
         quitWhenDone: Bool, fullscreen: Bool, touchTrace: TraceFile? = nil) {
        self.renderer = renderer
        self.runner = runner
        self.addresses = addresses
        self.events = events
        self.screenshots = screenshots
        self.quitWhenDone = quitWhenDone
        self.fullscreen = fullscreen
        self.touchTrace = touchTrace
        pacing = WindowPacing(quitWhenDone: quitWhenDone)
        banner = Banner(over: renderer.widget)
        var report: ((SessionReport, Double) throws -> Void)?
        driver = SessionDriver(runner: runner, later: { MainLoop.idle($0) }) { try report?($0, $1) }
        report = { [unowned self] in try session($0, time: $1) }
    }

    /// What the banner says while the daemon is not running.
    static let daemonMissing = "peekpop daemon not running — start it with “peekpop run” or “systemctl --user start peekpop”"

    /// Runs the window until it is closed (or done, with `quitWhenDone`): the session started with
    /// `urls` opened in tabs, URLs from other programs taken through the state folder `directory`.
    func run(source: GestureSource, opening urls: [String], stateDirectory directory: String) throws {
        connect()
        // The first page is asked of WebKit before the window is built and shown: its web process
        // takes some 230 ms to start, and the window's own 30 ms then pass meanwhile.
        for url in urls {
            if let refusal = OpenRequests.refusal(of: url, by: runner.core) { Note.print(refusal) }
        }
        driver.start(opening: urls)
        let window = BrowserWindow(content: banner.widget, toolbar: toolbar.widget, width: 1024, height: 768) { [unowned self] in loop.quit() }
        self.window = window
        if fullscreen { window.fullscreen() }
        window.present()
        do throws(SystemCallError) {
            handOff = try HandOffSocket(directory: directory) { [unowned self] in handOver($0) }
        } catch {
            Note.print("\(error): URLs from other programs (xdg-open) cannot reach this window")
        }
        // GTK gives a window's first keyboard focus to its first field once it is mapped: the page's.
        MainLoop.idle { window.focusContent() }
        pace(pacing.handle(.gesture))
        switch source {
        case .replay(let replay, let realtime): play(replay, realtime: realtime)
        case .socket(let path): try follow(path)
        }
        MainLoop.idle { [unowned self] in settled() }
        loop.run()
        try output.flush()
        if let failure {
            if let error = failure as? ScreenshotError { throw CLIError(.cannotCreate, "\(error)") }
            throw failure
        }
    }

    /// The renderer's, the driver's and the toolbar's hands.
    private func connect() {
        renderer.onEvent = { [unowned self] in
            driver.deliver($0)
            stream?.resume()
        }
        renderer.onSettled = { [unowned self] in settled() }
        driver.onFailure = { [unowned self] in fail($0) }
        driver.onStep = { [unowned self] in
            toolbar.update(runner.core)
            stepped()
        }
        toolbar.onControl = { [unowned self] in press($0) }
        toolbar.onAddress = { [unowned self] in enter($0) }
        toolbar.focusPage = { [unowned self] in window?.focusContent() }
        renderer.onControl = { [unowned self] in press($0) }
        // The renderer's notes: a load failed, a download saved, a stored list unreadable.
        renderer.onNote = { [unowned self] in note($0) }
    }

    /// A recording played in-process.
    private func play(_ replay: Replay, realtime: Bool) {
        feeder = ReplayFeeder(replay, realtime: realtime, isSettled: { [unowned self] in pacing.isReady(settled: renderer.isSettled) }, feed: { [unowned self] in
            take($0.line, $0.event)
        }) { [unowned self] result in
            if case .failure(let error) = result { return fail(error) }
            pace(pacing.handle(.sourceEnded(settled: renderer.isSettled)))
        }
    }

    /// The daemon's stream at `path`: a gesture lands where its finger's touch sequence is, or by
    /// the screen.
    private func follow(_ path: String) throws {
        let touches = TouchRouter(pageArea: renderer.widget)
        touches.trace = touchTrace
        // A tap whose finger WebKit saw is WebKit's own click; the renderer clicks for the others.
        renderer.tapReachedWebKit = { touches.latestReachedPage }
        touches.ownsEveryTouch = { [unowned self] in renderer.ownsEveryTouch }
        touches.onForceClick = { [unowned self] in renderer.swallowClickOfThisPress() }
        touches.onPress = { [unowned self] in renderer.readyPreview() }
        touches.onTake = { [unowned self] in renderer.takeTouch(at: $0, done: $1) }
        guard let stream = GestureSocket(path: path, once: quitWhenDone, isReady: { [unowned self] in
            pacing.isReadyForStream(hitTesting: renderer.isHitTesting)
        }, feed: { [unowned self] in
            // A touchpad's gesture with the pointer off the page is not the window's.
            if let event = touches.gesture(for: $0, arrival: $1) { take($0, event) }
        }) else {
            throw CLIError(.usage, "\(path): too long for a Unix socket path")
        }
        stream.onConnection = { [banner] in
            if $0 { touches.streamRestarted() }
            banner.show($0 ? nil : Self.daemonMissing)
        }
        stream.onNote = { Note.print($0) }
        stream.onSuperseded = { [unowned self] in if events { write(GestureLineEncoder.encode($0)) } }
        stream.onEnd = { [unowned self] in pace(pacing.handle(.sourceEnded(settled: renderer.isSettled))) }
        self.stream = stream
        stream.start()
    }

    private func take(_ line: GestureLine, _ event: GestureEvent) {
        if events { write(GestureLineEncoder.encode(line)) }
        driver.handle(event, streamTime: line.time)
        pace(pacing.handle(.gesture))
        shootUnsignalled()
    }

    private func press(_ control: SessionControl) {
        driver.press(control)
        shootUnsignalled()
    }

    /// Text entered in the address field: the URL it means, or a search for it (`OpenRequests`).
    private func enter(_ text: String) {
        OpenRequests.address(text, search: addresses.search, naming: addresses.sites, idna: addresses.idna).map(decide)
    }

    private func decide(_ decision: OpenRequests.Decision) {
        switch decision {
        case .press(let control): press(control)
        case .note(let text): note(text)
        }
    }

    /// A note for the user: on stderr, and for a while in the window's banner.
    private func note(_ text: String) {
        Note.print(text)
        banner.flash(text)
    }

    /// URLs another `peekpop-browser` handed over: each the session accepts in a tab of its own, and
    /// the window to the front.
    private func handOver(_ request: HandOffMessage.Request) -> HandOffMessage.Answer {
        let (decisions, answer) = OpenRequests.handOver(request, to: runner.core)
        decisions.forEach(decide)
        window?.present(activation: request.activation)
        return answer
    }

    /// An input the renderer answers with nothing (a preview hidden, a button back to the start
    /// view) raises no signal: its screenshots are taken at the next idle instead.
    private func shootUnsignalled() {
        if !pacing.shotsDone { MainLoop.idle { [unowned self] in settled() } }
    }

    private func session(_ report: SessionReport, time: Double) throws {
        eventCount += 1
        shoot(number: eventCount, report.name.rawValue)
        if events { try output.writeLine(SessionLineEncoder.encode(SessionLine(time: time, report: report))) }
        try output.flush()
    }

    /// After every step: an edge-pan's screenshot when one is due, numbered as the session event
    /// that comes next (the back or forward the pan may end in), so the events' numbers stay theirs.
    private func stepped() {
        let reported = eventCount != eventCountBefore
        eventCountBefore = eventCount
        if let shot = panShots.after(runner.core.transition, reported: reported) { shoot(number: eventCount + 1, shot.rawValue) }
        if let shot = overviewShots.after(runner.core.overviewZoom, reported: reported) { shoot(number: eventCount + 1, shot.rawValue) }
    }

    /// Asks for a screenshot at the next settle, `NNN-name.png`, when `--screenshots` is given.
    private func shoot(number: Int, _ name: String) {
        guard screenshots != nil else { return }
        _ = pacing.handle(.shoot(Digits.decimal(Int64(number), width: 3) + "-\(name).png"))
    }

    private func write(_ line: String) {
        do {
            try output.writeLine(line)
            try output.flush()
        } catch {
            fail(error)
        }
    }

    /// The renderer may have settled.
    private func settled() {
        pace(pacing.handle(.check(settled: renderer.isSettled)))
    }

    /// Carries out what the pacing says.
    private func pace(_ outputs: [WindowPacing.Output]) {
        for output in outputs {
            switch output {
            case .armWatchdog(let watchdog):
                MainLoop.after(WindowPacing.settleTimeout) { [unowned self] in
                    pace(pacing.handle(.watchdogExpired(watchdog, settled: renderer.isSettled)))
                }
            case .gaveUpWaiting:
                Note.print("the window has not settled \(WindowPacing.settleTimeout.components.seconds) s after the last input (a page still loading?): going on")
            case .waitForPaint:
                MainLoop.after(WindowPacing.paintDelay) { [unowned self] in
                    pace(pacing.handle(.painted(settled: renderer.isSettled)))
                }
            case .takeShots(let names):
                pace(pacing.handle(takeShots(names)))
            case .failShots:
                if let lastShotError { fail(lastShotError) }
            case .resume:
                feeder?.resume()
                stream?.resume()
            case .quit:
                loop.quit()
            }
        }
    }

    /// Takes the screenshots `names` into the `--screenshots` folder.
    private func takeShots(_ names: [String]) -> WindowPacing.Input {
        guard let screenshots else { return .shotsTaken(settled: renderer.isSettled) }
        do {
            for name in names { try window?.screenshot(to: "\(screenshots)/\(name)") }
            return .shotsTaken(settled: renderer.isSettled)
        } catch {
            lastShotError = error
            return .shotsFailed
        }
    }

    private func fail(_ error: any Error) {
        guard failure == nil else { return }
        failure = error
        loop.quit()
    }
}
