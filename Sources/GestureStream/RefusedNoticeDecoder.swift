// SPDX-License-Identifier: MIT
/// Reads the keys of a refused notice (a line with a `refused` key).
enum RefusedNoticeDecoder {
    static func decode(_ fields: inout LineFields) throws(StreamViolation) -> RefusedNotice {
        RefusedNotice(reason: try fields.oneOf("refused", RefusedNotice.Reason.allCases),
                      limit: try fields.integer("limit", in: 1...Int.max))
    }
}
