// SPDX-License-Identifier: MIT
import BrowserSession
import Gestures
import GestureStream
import InputEvents
import Pipeline
import SessionStore

/// The one owner of "input → commit → report → hand off → renderer": it holds the session core, the
/// renderer, the store and the opener, and carries out every step of the core in the store's
/// promised order. What the renderer answers at once is handled next, as inputs of their own, before
/// the call returns; a renderer that answers later hands its events to `handle(_:report:)` itself.
///
/// `peekpop replay --site` and `peekpop run --site` drive it with the headless site model; the
/// browser window drives it with WebKit.
public final class SessionRunner: GestureSession {
    /// The session core, for a front end to draw (preview, transition, controls).
    public private(set) var core: BrowserSession
    /// Carries out the core's commands.
    public private(set) var renderer: any PageRenderer
    /// Where links outside the app and shared links go.
    public private(set) var opener: any LinkOpener
    private let store: SessionStore?

    /// A session restored from `store` (a fresh one when it holds none, or without a store).
    /// - Throws: `SessionStoreError` when the stored session cannot be read.
    public init(configuration: SessionConfiguration, renderer: any PageRenderer, store: SessionStore?, opener: any LinkOpener) throws {
        core = BrowserSession(state: try store?.restore() ?? .fresh, configuration: configuration)
        self.renderer = renderer
        self.store = store
        self.opener = opener
    }

    public func start(at time: Timestamp, report: (SessionReport) throws -> Void) throws {
        try carryOut(core.start(at: time), at: time, report: report)
    }

    public func handle(_ gesture: GestureEvent, report: (SessionReport) throws -> Void) throws {
        try handle(.gesture(gesture), report: report)
    }

    /// What `input` does, and then what the renderer's immediate answers do, each committed before
    /// its events are reported and its links handed off.
    /// - Throws: what the store or the opener throws; the steps before stay committed.
    public func handle(_ input: SessionInput, report: (SessionReport) throws -> Void) throws {
        try carryOut(core.handle(input), at: input.time, report: report)
    }

    /// Commits, reports and hands off `step`, then gives its commands to the renderer and handles
    /// the answers in the order they came (each command's answers before the next command's).
    private func carryOut(_ first: SessionStep, at time: Timestamp, report: (SessionReport) throws -> Void) throws {
        var pending: [SessionInput] = []
        var step = first
        while true {
            if let store, !step.changes.isEmpty { try store.commit(step.changes) }
            for event in step.events { try report(SessionReport(event)) }
            for url in step.handOffs { try opener.open(url) }
            for url in step.shares { try opener.share(url) }
            for command in step.commands {
                pending += renderer.perform(command).map { SessionInput.page($0, at: time) }
            }
            guard !pending.isEmpty else { return }
            step = core.handle(pending.removeFirst())
        }
    }
}
