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

/// Where the window's gestures come from.
enum GestureSource {
    /// The daemon's stream on the Unix socket at `path`.
    case socket(path: String)
    /// A recording played in-process, as fast as the window settles or at its recorded pace.
    case replay(Replay, realtime: Bool)
}

/// The window's loop: the session started, gestures fed one by one (from the daemon's socket or a
/// recording), lines printed, screenshots taken once the window has settled (after each session
/// event, and of an edge-pan or a pinch on its way: `EdgePanShots`, `OverviewShots`), and the end of it all.
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
    /// The replay has ended, or with `--quit-when-done` the daemon's stream.
    private var sourceEnded = false
    /// The window has settled once (its first page loaded, or given up waiting): gestures from the
    /// daemon wait for it, so the first lands on a page.
    private var startedUp = false
    /// Session events so far, numbering the screenshots.
    private var eventCount = 0
    /// `eventCount` after the previous step of the session.
    private var eventCountBefore = 0
    /// Screenshots of an edge-pan on its way.
    private var panShots = EdgePanShots()
    /// Screenshots of a pinch into or in the overview on its way.
    private var overviewShots = OverviewShots()
    /// Screenshots to take at the next settle, by file name.
    private var pendingShots: [String] = []
    private var shooting = false
    /// Screenshots of the pending ones that have failed in a row.
    private var shotRetries = 0
    private var failure: (any Error)?
    /// The window has not settled within `settleTimeout` of the last input: the replay goes on.
    private var gaveUpWaiting = false
    /// Counts inputs, so a watchdog armed for an earlier one does nothing.
    private var inputs = 0

    /// How long the replay waits for the window to settle before it goes on without (a page that
    /// never finishes loading must not hold the replay forever); a note says so.
    private static let settleTimeout: UInt32 = 5_000

    /// How long after settling a screenshot waits, so the web process's last frame has reached the
    /// window: WebKitGTK has no signal for "painted".
    private static let paintDelay: UInt32 = 300
    /// How many times a screenshot that failed is taken again, `paintDelay` apart, before the run
    /// fails: the first may come before the window has drawn at all.
    private static let shotRetries = 10

    init(renderer: WebKitRenderer, runner: SessionRunner, events: Bool, screenshots: String?, quitWhenDone: Bool, fullscreen: Bool, touchTrace: TraceFile? = nil) {
        self.renderer = renderer
        self.runner = runner
        self.events = events
        self.screenshots = screenshots
        self.quitWhenDone = quitWhenDone
        self.fullscreen = fullscreen
        self.touchTrace = touchTrace
        var report: ((SessionReport, Double) throws -> Void)?
        driver = SessionDriver(runner: runner) { try report?($0, $1) }
        report = { [unowned self] in try session($0, time: $1) }
    }

    /// What the banner says while the daemon is not running.
    static let daemonMissing = "peekpop daemon not running — start it with “peekpop run” or “systemctl --user start peekpop”"

    func run(source: GestureSource) throws {
        renderer.onEvent = { [unowned self] in
            driver.deliver($0)
            stream?.resume()
        }
        renderer.onSettled = { [unowned self] in settled() }
        driver.onFailure = { [unowned self] in fail($0) }
        driver.onStep = { [unowned self] in
            toolbar.update(runner.core.controls, closable: runner.core.canCloseTab ? runner.core.state.selectedTab : nil)
            stepped()
        }
        toolbar.onControl = { [unowned self] in press($0) }
        renderer.onControl = { [unowned self] in press($0) }
        let banner = Banner(over: renderer.widget)
        // The renderer's notes (a load failed, a download saved, a stored list unreadable) on stderr, and for a while in the window.
        renderer.onNote = {
            Note.print($0)
            banner.flash($0)
        }
        let window = BrowserWindow(content: banner.widget, toolbar: toolbar.widget, width: 1024, height: 768) { [unowned self] in loop.quit() }
        self.window = window
        if fullscreen { window.fullscreen() }
        window.present()
        driver.start()
        armWatchdog()
        switch source {
        case .replay(let replay, let realtime):
            feeder = ReplayFeeder(replay, realtime: realtime, isSettled: { [unowned self] in isReady }, feed: { [unowned self] in
                take($0.line, $0.event)
            }) { [unowned self] result in
                switch result {
                case .success: sourceEnded = true
                case .failure(let error): fail(error)
                }
                checkDone()
            }
        case .socket(let path):
            // Live: a gesture lands where its finger's touch sequence is, or by the screen.
            let touches = TouchRouter(pageArea: renderer.widget)
            touches.trace = touchTrace
            // A tap whose finger WebKit saw is WebKit's own click; the renderer clicks for the others.
            renderer.tapReachedWebKit = { touches.latestReachedPage }
            touches.ownsEveryTouch = { [unowned self] in renderer.ownsEveryTouch }
            touches.onForceClick = { [unowned self] in renderer.swallowClickOfThisPress() }
            guard let stream = GestureSocket(path: path, once: quitWhenDone, isReady: { [unowned self] in isReadyForStream }, feed: { [unowned self] in
                // A touchpad's gesture with the pointer off the page is not the window's.
                if let event = touches.gesture(for: $0, arrival: $1) { take($0, event) }
            }) else {
                throw CLIError(.usage, "\(path): too long for a Unix socket path")
            }
            stream.onConnection = {
                if $0 { touches.streamRestarted() }
                banner.show($0 ? nil : Self.daemonMissing)
            }
            stream.onNote = { Note.print($0) }
            stream.onEnd = { [unowned self] in
                sourceEnded = true
                checkDone()
            }
            self.stream = stream
            stream.start()
        }
        MainLoop.idle { [unowned self] in settled() }
        loop.run()
        try output.flush()
        if let failure {
            if let error = failure as? ScreenshotError { throw CLIError(.cannotCreate, "\(error)") }
            throw failure
        }
    }

    /// Settled (or given up waiting) and every screenshot taken: the next gesture may come.
    private var isReady: Bool { isSettled && pendingShots.isEmpty }

    private var isSettled: Bool { renderer.isSettled || gaveUpWaiting }

    /// A gesture from the daemon waits only for the window's first settle, for the hit-test of the
    /// one before (so its answer carries that gesture's time) and for screenshots still to take;
    /// never for a load, so a back during a slow load is not held up.
    private var isReadyForStream: Bool {
        startedUp && (!renderer.isHitTesting || gaveUpWaiting) && pendingShots.isEmpty
    }

    private func take(_ line: GestureLine, _ event: GestureEvent) {
        if events { write(GestureLineEncoder.encode(line)) }
        driver.handle(event, streamTime: line.time)
        armWatchdog()
        shootUnsignalled()
    }

    private func press(_ control: SessionControl) {
        driver.press(control)
        shootUnsignalled()
    }

    /// An input the renderer answers with nothing (a preview hidden, a button back to the start
    /// view) raises no signal: its screenshots are taken at the next idle instead.
    private func shootUnsignalled() {
        if !pendingShots.isEmpty { MainLoop.idle { [unowned self] in settled() } }
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
        pendingShots.append(Digits.decimal(Int64(number), width: 3) + "-\(name).png")
    }

    private func write(_ line: String) {
        do {
            try output.writeLine(line)
            try output.flush()
        } catch {
            fail(error)
        }
    }

    /// Gives up waiting for the window to settle `settleTimeout` after this input.
    private func armWatchdog() {
        inputs += 1
        gaveUpWaiting = false
        let input = inputs
        MainLoop.after(milliseconds: Self.settleTimeout) { [unowned self] in
            guard input == inputs, !renderer.isSettled else { return }
            Note.print("the window has not settled \(Self.settleTimeout / 1_000) s after the last input (a page still loading?): going on")
            gaveUpWaiting = true
            settled()
        }
    }

    /// The renderer has settled: screenshots first, then the replay's next gesture or the end.
    private func settled() {
        guard isSettled else { return }
        startedUp = true
        if let screenshots, !pendingShots.isEmpty {
            guard !shooting else { return }
            shooting = true
            MainLoop.after(milliseconds: Self.paintDelay) { [unowned self] in
                shooting = false
                guard isSettled else { return }
                do {
                    for name in pendingShots { try window?.screenshot(to: "\(screenshots)/\(name)") }
                } catch where shotRetries < Self.shotRetries {
                    // A window not drawn yet (a busy machine maps it late): again after a frame.
                    shotRetries += 1
                    return settled()
                } catch {
                    fail(error)
                }
                shotRetries = 0
                pendingShots = []
                settled()
            }
            return
        }
        feeder?.resume()
        stream?.resume()
        checkDone()
    }

    private func checkDone() {
        guard quitWhenDone, sourceEnded, isReady else { return }
        loop.quit()
    }

    private func fail(_ error: any Error) {
        guard failure == nil else { return }
        failure = error
        loop.quit()
    }
}
