// SPDX-License-Identifier: MIT
/// One line of the stream, protocol v1 (`docs/PROTOCOL.md`): every kind of line a client may read.
///
/// Each kind has its own value, encoder and decoder; `StreamLineEncoder` and `StreamLineDecoder`
/// choose among them.
public enum StreamLine: Hashable, Sendable {
    /// The protocol version this module reads and writes (the `v` key of every line).
    public static let protocolVersion = 1

    /// A gesture of one device (`gesture` key).
    case gesture(GestureLine)
    /// What the browser session did (`session` key).
    case session(SessionLine)
    /// Lines this client missed because it fell behind (`dropped` key).
    case dropped(DroppedNotice)
    /// The daemon did not take this client; nothing follows (`refused` key).
    case refused(RefusedNotice)
}
