// SPDX-License-Identifier: MIT
/// A profile that cannot be used, naming the key at fault (`finger.popForce`).
public struct ForceProfileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Dotted path of the offending key; nil when the document as a whole is at fault (not JSON, not an object).
    public var key: String?
    public var reason: String

    public init(key: String?, reason: String) {
        self.key = key
        self.reason = reason
    }

    public var description: String {
        guard let key else { return "profile: \(reason)" }
        return "profile key \(key): \(reason)"
    }
}
