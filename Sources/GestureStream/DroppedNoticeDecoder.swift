// SPDX-License-Identifier: MIT
/// Reads the keys of a dropped notice (a line with a `dropped` key).
enum DroppedNoticeDecoder {
    static func decode(_ fields: inout LineFields) throws(StreamViolation) -> DroppedNotice {
        DroppedNotice(count: try fields.integer("dropped", in: 1...Int.max))
    }
}
