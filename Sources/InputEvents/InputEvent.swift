// SPDX-License-Identifier: MIT
/// One evdev event: a timestamp and a (type, code, value) triple, exactly as the kernel reports it.
public struct InputEvent: Hashable, Sendable {
    public var time: Timestamp
    public var type: UInt16
    public var code: UInt16
    public var value: Int32

    public init(time: Timestamp, type: UInt16, code: UInt16, value: Int32) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// True for the `SYN_REPORT` that closes a frame of events.
    public var isReport: Bool { type == EventType.syn && code == SynCode.report }
}

extension InputEvent: CustomStringConvertible {
    /// `TIME TYPE_NAME CODE_NAME VALUE`, as `evemu-play` and `libinput record` annotate events.
    public var description: String {
        "\(time) \(EventNames.typeName(type) ?? String(type)) \(EventNames.codeName(type: type, code: code) ?? String(code)) \(value)"
    }
}
