// SPDX-License-Identifier: MIT
/// Writes the refused notice.
public enum RefusedNoticeEncoder {
    /// The JSON object for `notice`, without the newline.
    public static func encode(_ notice: RefusedNotice) -> String {
        "{\"v\":\(StreamLine.protocolVersion),\"refused\":\"\(notice.reason.rawValue)\",\"limit\":\(notice.limit)}"
    }
}
