/// A device `ContactTracker` cannot turn into contacts, and why, in words a user understands
/// (the CLI prints `description` and exits 65).
public struct UnsupportedDevice: Error, Hashable, Sendable, CustomStringConvertible {
    /// The device name as it reports it.
    public var device: String
    /// Why it is refused.
    public var reason: String

    public init(device: String, reason: String) {
        self.device = device
        self.reason = reason
    }

    public var description: String { "\(device): \(reason)" }
}
