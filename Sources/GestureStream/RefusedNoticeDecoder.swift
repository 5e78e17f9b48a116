// SPDX-License-Identifier: MIT
/// Reads the keys of a refused notice (a line with a `refused` key).
enum RefusedNoticeDecoder {
    /// The notice, or nil for a reason v1 does not know (a violation when `strict`): a later daemon
    /// may refuse for other reasons, and the connection closes after it anyway.
    static func decode(_ fields: inout LineFields, strict: Bool) throws(StreamViolation) -> RefusedNotice? {
        let reason = try fields.string("refused")
        let limit = try fields.integer("limit", in: 1...Int.max)
        guard let known = RefusedNotice.Reason(rawValue: reason) else {
            if strict { throw .unknownName(key: "refused", value: reason) }
            return nil
        }
        return RefusedNotice(reason: known, limit: limit)
    }
}
