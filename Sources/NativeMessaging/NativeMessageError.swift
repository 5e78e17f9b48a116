// SPDX-License-Identifier: MIT
/// What is wrong with a native message, in either direction (`docs/NATIVE-HOST.md`).
public enum NativeMessageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A message of `length` bytes, more than `limit` (1 MB towards the browser, 64 MiB from it).
    case tooLong(length: Int, limit: Int)
    /// The input ended `received` bytes into a 4-byte length.
    case truncatedLength(received: Int)
    /// The input ended `received` bytes into a message of `length` bytes.
    case truncatedMessage(length: Int, received: Int)
    /// A message of `length` bytes that is not UTF-8 JSON (an empty one included).
    case notJSON(length: Int)

    public var description: String {
        switch self {
        case .tooLong(let length, let limit):
            "a message of \(length) bytes is longer than the limit of \(limit) bytes"
        case .truncatedLength(let received):
            "the input ended \(received) byte\(received == 1 ? "" : "s") into a message's 4-byte length"
        case .truncatedMessage(let length, let received):
            "the input ended \(received) bytes into a message of \(length) bytes"
        case .notJSON(let length):
            "a message of \(length) bytes is not UTF-8 JSON"
        }
    }
}
