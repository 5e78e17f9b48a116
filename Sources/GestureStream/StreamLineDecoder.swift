// SPDX-License-Identifier: MIT
/// Reads protocol v1 lines of every kind (`docs/PROTOCOL.md`).
///
/// Lenient (the default) is what a client does: it reads every kind v1 documents, checks the keys
/// it uses, and skips what a later producer may add — `decode` returns nil for a kind of line, a
/// gesture or a session event it does not know, and ignores keys it does not know. Strict is for
/// testing producers: everything not in v1 is a violation too, so a producer is held to exactly
/// what v1 says.
public struct StreamLineDecoder: Sendable {
    public var strict: Bool

    public init(strict: Bool = false) { self.strict = strict }

    /// The line, or nil (lenient only) for what v1 does not know.
    public func decode(_ text: String) throws(StreamViolation) -> StreamLine? {
        var fields = try LineFields(text)
        guard case .number(let version)? = fields.take("v"), version == Double(StreamLine.protocolVersion) else {
            throw .unsupportedVersion
        }
        let line: StreamLine?
        if fields.has("gesture") {
            line = try GestureLineDecoder.decode(&fields, strict: strict).map(StreamLine.gesture)
        } else if fields.has("session") {
            line = try SessionLineDecoder.decode(&fields, strict: strict).map(StreamLine.session)
        } else if fields.has("dropped") {
            line = .dropped(try DroppedNoticeDecoder.decode(&fields))
        } else if fields.has("refused") {
            line = try RefusedNoticeDecoder.decode(&fields, strict: strict).map(StreamLine.refused)
        } else {
            if strict { throw .unknownKind }
            line = nil
        }
        if strict, let extra = fields.remainingKeys.first { throw .unknownKey(extra) }
        return line
    }
}
