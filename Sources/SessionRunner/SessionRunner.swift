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
    /// Told when the store stops taking steps and when it takes them again.
    private let notice: (StoreNotice) -> Void
    private var saving = Saving.committing

    /// Whether the store takes the steps:
    /// `committing --storage fault (told)--> holding --a commit works (told)--> committing`;
    /// `holding --storage fault--> holding` (the step's changes added to those held).
    private enum Saving {
        /// Every step so far is committed.
        case committing
        /// The store failed: the changes of `steps` steps wait for the next commit that works,
        /// compacted (`SessionStore.compacted`), so a long stretch on a full disk holds about one
        /// save per tab rather than one per progress report.
        case holding(changes: [SessionChange], steps: Int)
    }

    /// A session restored from `store` (a fresh one when it holds none, or without a store).
    /// `notice` hears when the store stops and starts taking steps again (a full disk, a vanished folder).
    /// - Throws: `SessionStoreError` when the stored session cannot be read.
    public init(configuration: SessionConfiguration, renderer: any PageRenderer, store: SessionStore?, opener: any LinkOpener,
                notice: @escaping (StoreNotice) -> Void) throws {
        core = BrowserSession(state: try store?.restore() ?? .fresh, configuration: configuration)
        self.renderer = renderer
        self.store = store
        self.opener = opener
        self.notice = notice
    }

    public func start(at time: Timestamp, report: (SessionReport) throws -> Void) throws {
        try start(at: time, opening: [], report: report)
    }

    /// Starts the session, then opens each of `urls` it accepts in a tab (`BrowserSession.start`).
    public func start(at time: Timestamp, opening urls: [String], report: (SessionReport) throws -> Void) throws {
        try carryOut(core.start(at: time, opening: urls), at: time, report: report)
    }

    public func handle(_ gesture: GestureEvent, report: (SessionReport) throws -> Void) throws {
        try handle(.gesture(gesture), report: report)
    }

    /// What `input` does, and then what the renderer's immediate answers do, each committed before
    /// its events are reported and its links handed off.
    /// - Throws: what the opener throws, and what the store throws for a step that is wrong whatever
    ///   the disk (a storage fault is told to `notice` instead); the steps before stay committed.
    public func handle(_ input: SessionInput, report: (SessionReport) throws -> Void) throws {
        try carryOut(core.handle(input), at: input.time, report: report)
    }

    /// Commits, reports and hands off `step`, then gives its commands to the renderer and handles
    /// the answers in the order they came (each command's answers before the next command's).
    /// A step the store cannot take (a storage fault) is not reported; the rest goes on.
    private func carryOut(_ first: SessionStep, at time: Timestamp, report: (SessionReport) throws -> Void) throws {
        var pending: [SessionInput] = []
        var step = first
        while true {
            if try commit(step.changes) {
                for event in step.events { try report(SessionReport(event)) }
            }
            for url in step.handOffs { try opener.open(url) }
            for url in step.shares { try opener.share(url) }
            for command in step.commands {
                pending += renderer.perform(command).map { SessionInput.page($0, at: time) }
            }
            guard !pending.isEmpty else { return }
            step = core.handle(pending.removeFirst())
        }
    }

    /// Tries once more to commit the steps the store could not take, for a run that ends while it
    /// holds some (space may have come back after the last step): told as a step's commit would be.
    /// - Returns: how many steps are still not saved (0 when none were held).
    /// - Throws: what the store throws for a step that is wrong whatever the disk.
    public func finish() throws -> Int {
        switch saving {
        case .committing:
            return 0
        case .holding(_, let steps):
            return try commit([], stepsAdded: 0) ? 0 : steps
        }
    }

    /// Commits `changes` after any the store could not take before: true when they are committed
    /// (or there is nothing to commit), false when the store has a storage fault, which is told
    /// once, when it starts; the core went on, so its changes are held, in order, for the next try.
    /// - Throws: what the store throws for a step that is wrong whatever the disk.
    private func commit(_ changes: [SessionChange]) throws -> Bool {
        changes.isEmpty ? true : try commit(changes, stepsAdded: 1)
    }

    /// Commits what is held and then `changes` (the changes of `stepsAdded` steps) in one transaction.
    private func commit(_ changes: [SessionChange], stepsAdded: Int) throws -> Bool {
        guard let store else { return true }
        switch saving {
        case .committing:
            do {
                try store.commit(changes)
            } catch let error as SessionStoreError where error.isStorageFault {
                saving = .holding(changes: SessionStore.compacted(changes), steps: stepsAdded)
                notice(.stoppedSaving(error))
                return false
            }
        case .holding(let held, let steps):
            do {
                try store.commit(held + changes)
            } catch let error as SessionStoreError where error.isStorageFault {
                saving = .holding(changes: SessionStore.compacted(held + changes), steps: steps + stepsAdded)
                return false
            }
            saving = .committing
            notice(.savingAgain(heldSteps: steps))
        }
        return true
    }
}
