import BrowserSession
import Gestures
import InputEvents
import SessionStore

/// Gestures into the browser session, with the store's promise kept: each step's changes are
/// committed (when there is a store) before its events are handed back for reporting, and links
/// are handed to the opener only after that.
public struct SessionDriver {
    public private(set) var session: BrowserSession
    private let store: SessionStore?
    public private(set) var opener: any LinkOpener

    /// A session restored from `store` (a fresh one when it holds none, or without a store).
    /// - Throws: `SessionStoreError` when the stored session cannot be read.
    public init(site: SiteModel, store: SessionStore?, opener: any LinkOpener) throws {
        self.session = BrowserSession(state: try store?.restore() ?? .fresh, site: site)
        self.store = store
        self.opener = opener
    }

    /// Opens the site's start page in a tab that has never been anywhere; its events.
    public mutating func start(at time: Timestamp) throws -> [SessionEvent] {
        try carryOut(session.start(at: time))
    }

    /// The session events `gesture` caused, committed.
    public mutating func handle(_ gesture: GestureEvent) throws -> [SessionEvent] {
        try carryOut(session.handle(gesture))
    }

    private mutating func carryOut(_ step: SessionStep) throws -> [SessionEvent] {
        if let store, !step.changes.isEmpty { try store.commit(step.changes) }
        for url in step.handOffs { try opener.open(url) }
        return step.events
    }
}
