// SPDX-License-Identifier: MIT
/// Writes the dropped notice.
public enum DroppedNoticeEncoder {
    /// The JSON object for `notice`, without the newline.
    public static func encode(_ notice: DroppedNotice) -> String {
        "{\"v\":\(StreamLine.protocolVersion),\"dropped\":\(notice.count)}"
    }
}
