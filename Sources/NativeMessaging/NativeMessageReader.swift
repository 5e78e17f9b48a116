// SPDX-License-Identifier: MIT
import JSON

/// The messages the browser sends, out of its bytes as they arrive in pieces (a pipe's read ends
/// anywhere): a small state machine, length then body, checked as it goes. A length over
/// `NativeMessageFrame.maximumIncomingLength` is refused at once, before its body is kept.
public struct NativeMessageReader {
    /// Where the reader is within the stream.
    enum State {
        /// Reading a message's length: its bytes so far (fewer than four).
        case length([UInt8])
        /// Reading a message of `length` bytes: its bytes so far.
        case body(length: Int, received: [UInt8])
    }

    private var state = State.length([])

    public init() {}

    /// The messages `bytes` completes, each the UTF-8 text of one JSON value, in order.
    /// - Throws: `NativeMessageError.tooLong` or `.notJSON`: the stream cannot be read further.
    public mutating func receive(_ bytes: some Collection<UInt8>) throws(NativeMessageError) -> [String] {
        var messages: [String] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            switch state {
            case .length(var header):
                let taken = rest.prefix(NativeMessageFrame.headerLength - header.count)
                header += taken
                rest = rest.dropFirst(taken.count)
                guard header.count == NativeMessageFrame.headerLength else {
                    state = .length(header)
                    continue
                }
                let length = NativeMessageFrame.length(of: header)
                guard length <= NativeMessageFrame.maximumIncomingLength else {
                    throw .tooLong(length: length, limit: NativeMessageFrame.maximumIncomingLength)
                }
                // An empty message is no JSON value.
                guard length > 0 else { throw .notJSON(length: 0) }
                state = .body(length: length, received: [])
            case .body(let length, var received):
                let taken = rest.prefix(length - received.count)
                received += taken
                rest = rest.dropFirst(taken.count)
                guard received.count == length else {
                    state = .body(length: length, received: received)
                    continue
                }
                state = .length([])
                messages.append(try Self.json(received))
            }
        }
        return messages
    }

    /// The input ended: fine between messages.
    /// - Throws: `NativeMessageError.truncatedLength` or `.truncatedMessage` inside one.
    public func end() throws(NativeMessageError) {
        switch state {
        case .length(let header):
            if !header.isEmpty { throw .truncatedLength(received: header.count) }
        case .body(let length, let received):
            throw .truncatedMessage(length: length, received: received.count)
        }
    }

    /// `bytes` as text, when they are UTF-8 and one JSON value.
    private static func json(_ bytes: [UInt8]) throws(NativeMessageError) -> String {
        guard let text = String(validating: bytes, as: UTF8.self), (try? JSONValue(parsing: bytes)) != nil else {
            throw .notJSON(length: bytes.count)
        }
        return text
    }
}
