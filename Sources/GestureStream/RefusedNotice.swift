// SPDX-License-Identifier: MIT
/// The refused notice, `{"v":1,"refused":"too-many-clients","limit":N}`: the daemon did not take
/// this client and closes the connection right after this line, the only one the client gets. It
/// has no `time` (it is about the client, not the input).
public struct RefusedNotice: Hashable, Sendable {
    /// Why the client was refused.
    public enum Reason: String, CaseIterable, Hashable, Sendable {
        /// `limit` clients were connected already.
        case tooManyClients = "too-many-clients"
    }

    public var reason: Reason
    /// The clients the daemon serves at once, at least 1.
    public var limit: Int

    public init(reason: Reason, limit: Int) {
        self.reason = reason
        self.limit = limit
    }
}
