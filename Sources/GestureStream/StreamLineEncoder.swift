// SPDX-License-Identifier: MIT
/// Writes any stream line through the encoder of its kind.
public enum StreamLineEncoder {
    /// The JSON object for `line`, without the newline.
    public static func encode(_ line: StreamLine) -> String {
        switch line {
        case .gesture(let gesture): GestureLineEncoder.encode(gesture)
        case .session(let session): SessionLineEncoder.encode(session)
        case .dropped(let notice): DroppedNoticeEncoder.encode(notice)
        case .refused(let notice): RefusedNoticeEncoder.encode(notice)
        }
    }
}
