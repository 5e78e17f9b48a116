/// A libinput recording that cannot be written: the output failed (sysexits 73, `EX_CANTCREAT`)
/// or an event cannot be expressed in the format.
public struct LibinputRecordWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The output's path (or the name given for memory output).
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
