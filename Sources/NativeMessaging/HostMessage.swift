// SPDX-License-Identifier: MIT
import GestureStream
import JSON

/// A message the native host sends the extension (`docs/NATIVE-HOST.md`): a JSON object whose
/// `type` says what it is.
public enum HostMessage: Hashable, Sendable {
    /// A gesture line of protocol v1, its keys as `docs/PROTOCOL.md` gives them after
    /// `"type":"gesture"`.
    case gesture(GestureLine)
    /// Whether the daemon's stream is there.
    case status(DaemonStatus)

    /// The daemon as the host sees it.
    public enum DaemonStatus: String, Hashable, Sendable {
        /// Connected: gestures come.
        case connected
        /// Not there (not started yet, or gone): the host tries again and says `connected` when it is back.
        case waiting
    }

    /// The message's JSON, UTF-8.
    public func json() -> [UInt8] {
        var out: [UInt8] = []
        switch self {
        case .gesture(let line):
            JSONText.appendRaw(#"{"type":"gesture","#, to: &out)
            var object: [UInt8] = []
            GestureLineEncoder.append(line, to: &object)
            // The line's own keys follow, without its opening brace.
            out += object.dropFirst()
        case .status(let daemon):
            JSONText.appendRaw(#"{"type":"status","daemon":"#, to: &out)
            JSONText.appendString(daemon.rawValue, to: &out)
            out.append(UInt8(ascii: "}"))
        }
        return out
    }
}
