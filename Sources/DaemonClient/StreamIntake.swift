// SPDX-License-Identifier: MIT
import GestureStream

/// The gesture stream as a client (the window, the native host) reads it from the daemon's socket
/// (`docs/PROTOCOL.md`), as a lenient v1 client: bytes in, in pieces as they were read; out, the
/// gestures to pass on and what to say about the rest. Session lines and what v1 does not know are
/// ignored (the daemon may drive a session of its own: the client decides for itself); garbage is skipped with
/// a reason, never fatal. Lost lines and the end of the stream cancel the gestures left open.
struct StreamIntake {
    /// What the stream gave.
    enum Output: Hashable {
        /// A gesture to pass on: from the stream, or a cancel made for one whose end was lost.
        case gesture(GestureLine)
        /// The daemon dropped `count` lines because the client fell behind.
        case dropped(count: Int)
        /// The daemon did not take this client: it serves `limit` clients already and closes.
        case refused(limit: Int)
        /// A line that is not v1, or not a line: skipped, for `reason`.
        case skipped(reason: String)
    }

    private var buffer: LineBuffer
    private var open = OpenGestures()
    private let decoder = StreamLineDecoder()

    init(maximumLineLength: Int = LineBuffer.defaultMaximumLength) {
        buffer = LineBuffer(maximumLength: maximumLineLength)
    }

    /// What `bytes`, the next piece of the stream, completes.
    mutating func receive(_ bytes: some Sequence<UInt8>) -> [Output] {
        buffer.append(bytes).flatMap { read($0) }
    }

    /// The stream ended (the daemon closed it or went away): a half line is skipped and every open
    /// gesture cancelled. A next stream starts afresh.
    mutating func end() -> [Output] {
        (buffer.finish().map { read($0) } ?? []) + open.cancelAll(expectMore: false).map(Output.gesture)
    }

    private mutating func read(_ item: LineBuffer.Item) -> [Output] {
        switch item {
        case .line(let text):
            do {
                switch try decoder.decode(text) {
                case .gesture(let line)?:
                    return open.admit(line) ? [.gesture(line)] : []
                case .dropped(let notice)?:
                    return [.dropped(count: notice.count)] + open.cancelAll(expectMore: true).map(Output.gesture)
                case .refused(let notice)?:
                    return [.refused(limit: notice.limit)]
                case .session?, nil:
                    return []
                }
            } catch {
                return [.skipped(reason: "\(error)")]
            }
        case .notUTF8:
            return [.skipped(reason: "not UTF-8")]
        case .tooLong(let length):
            return [.skipped(reason: "a line of \(length) bytes, longer than \(buffer.maximumLength)")]
        case .unterminated(let length):
            return [.skipped(reason: "the stream ended \(length) bytes into a line")]
        }
    }
}
