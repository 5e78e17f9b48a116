// SPDX-License-Identifier: MIT
/// What one input did to the session. `SessionStore` commits `changes` in one transaction; only
/// then are `events` reported, then `handOffs` and `shares` carried out, then `commands` given to
/// the renderer (whose answers are inputs of their own, after this one).
public struct SessionStep: Hashable, Sendable {
    /// Exactly what changed, in order.
    public var changes: [SessionChange]
    /// What to report, in order.
    public var events: [SessionEvent]
    /// URLs for the system browser (`xdg-open URL`), in order.
    public var handOffs: [String]
    /// URLs for the desktop's sharing (`xdg-email`), in order.
    public var shares: [String]
    /// What the renderer is to do, in order.
    public var commands: [PageCommand]

    public init(changes: [SessionChange] = [], events: [SessionEvent] = [], handOffs: [String] = [], shares: [String] = [],
                commands: [PageCommand] = []) {
        self.changes = changes
        self.events = events
        self.handOffs = handOffs
        self.shares = shares
        self.commands = commands
    }
}
