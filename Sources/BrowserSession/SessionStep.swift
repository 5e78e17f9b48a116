/// What one input did to the session. `SessionStore` commits `changes` in one transaction; only
/// then are `events` reported and `handOffs`, `copied` and `shared` carried out.
public struct SessionStep: Hashable, Sendable {
    /// Exactly what changed, in order.
    public var changes: [SessionChange]
    /// What to report, in order.
    public var events: [SessionEvent]
    /// URLs for the system browser (`xdg-open URL`), in order.
    public var handOffs: [String]
    /// A URL for the clipboard (the preview's "Copy Link").
    public var copied: String?
    /// A URL for a share sheet (the preview's "Share").
    public var shared: String?

    public init(changes: [SessionChange] = [], events: [SessionEvent] = [], handOffs: [String] = [],
                copied: String? = nil, shared: String? = nil) {
        self.changes = changes
        self.events = events
        self.handOffs = handOffs
        self.copied = copied
        self.shared = shared
    }
}
