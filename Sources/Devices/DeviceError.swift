// SPDX-License-Identifier: MIT
#if canImport(Glibc)
import Glibc
#endif
import SystemCalls

/// A device that cannot be found, opened or read, with the node and what to do.
public struct DeviceError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// The node does not exist (`ENOENT`, `ENXIO`, `ENODEV` on open).
        case notFound
        /// This user may not read it (`EACCES`, `EPERM`).
        case permissionDenied
        /// It was unplugged while open (`ENODEV` on read): cancel its gestures.
        case wentAway
        /// Anything else, with the errno text (or udev's failure).
        case failed
    }

    public var kind: Kind
    /// The event node, or `udev` for the udev context and monitor.
    public var node: String
    public var reason: String

    public init(_ kind: Kind, node: String, reason: String) {
        self.kind = kind
        self.node = node
        self.reason = reason
    }

    /// The error for a failed `action` on `node` with errno `code`.
    static func from(errno code: Int32, node: String, action: String) -> DeviceError {
        let text = Errno(code).description
        switch code {
        case ENOENT, ENXIO, ENODEV:
            return DeviceError(.notFound, node: node, reason: "\(action): \(text) (unplugged, or a wrong path: `peekpop devices` lists the touch devices)")
        case EACCES, EPERM:
            return DeviceError(.permissionDenied, node: node, reason: "\(action): \(text): \(AccessHint.text)")
        default:
            return DeviceError(.failed, node: node, reason: "\(action): \(text)")
        }
    }

    public var description: String { "\(node): \(reason)" }
}
