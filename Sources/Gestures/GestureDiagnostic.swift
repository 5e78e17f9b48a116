import InputEvents

/// Input the recognizer could not make sense of and skipped (a contact it never saw begin, one that
/// began twice, time going backwards). Worth logging; never fatal.
public struct GestureDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The time of the frame that carried the bad input.
    public var time: Timestamp
    /// The contact concerned, if any.
    public var contact: Int?
    public var message: String

    public init(time: Timestamp, contact: Int?, message: String) {
        self.time = time
        self.contact = contact
        self.message = message
    }

    public var description: String {
        "\(time): " + (contact.map { "contact \($0): " } ?? "") + message
    }
}
