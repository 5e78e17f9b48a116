// SPDX-License-Identifier: MIT
/// The framing of WebExtension native messaging, as Chromium and Firefox speak it over the host's
/// standard input and output: each message is UTF-8 JSON preceded by its length in bytes, a 32-bit
/// unsigned integer in the machine's own byte order.
public enum NativeMessageFrame {
    /// The most a message towards the browser may have (1 MB = 1 048 576 bytes: Chromium's
    /// `kMaximumNativeMessageSize`, Firefox's limit on what it reads); a longer one is refused here,
    /// never sent.
    public static let maximumOutgoingLength = 1_048_576
    /// The most a message from the browser may have (64 MiB, as Chromium's documentation says).
    public static let maximumIncomingLength = 64 * 1_048_576
    /// The bytes of the length before each message.
    public static let headerLength = 4

    /// `json` (UTF-8 bytes of one JSON value) with its length before it, ready to write.
    /// - Throws: `NativeMessageError.tooLong` for more than `maximumOutgoingLength` bytes.
    public static func frame(_ json: [UInt8]) throws(NativeMessageError) -> [UInt8] {
        guard json.count <= maximumOutgoingLength else {
            throw .tooLong(length: json.count, limit: maximumOutgoingLength)
        }
        return withUnsafeBytes(of: UInt32(json.count)) { Array($0) } + json
    }

    /// The length the four bytes of `header` give, in the machine's byte order.
    static func length(of header: [UInt8]) -> Int {
        Int(header.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
    }
}
