// SPDX-License-Identifier: MIT
import DaemonClient
import SystemCalls
import WindowLogic

/// A second `peekpop-browser` on a state folder handing its URLs to the window that holds the folder
/// (`HandOffSocket`), before any display or store is opened.
public enum HandOffClient {
    /// How long the window may take to answer: its loop may be busy with a page.
    static let answerTimeout = Duration.seconds(10)

    /// Sends `request` to the window holding the state folder `directory` and returns its answer;
    /// nil when no window listens there (the folder's holder is a daemon or a replay) or none
    /// answered in time.
    public static func send(_ request: HandOffMessage.Request, toWindowIn directory: String) -> HandOffMessage.Answer? {
        guard let address = SocketAddress(path: HandOffSocket.path(in: directory)), let socket = try? FileDescriptor.unixStreamSocket(),
              (try? socket.connect(to: address)) != nil
        else { return nil }
        let line = Array((request.line + "\n").utf8)
        guard let sent = try? line.withUnsafeBytes({ (bytes) throws(SystemCallError) in try socket.sendIfReady(bytes) }), sent == line.count else { return nil }
        let deadline = SystemClock.Instant.now() + answerTimeout
        var lines = LineBuffer(maximumLength: HandOffMessage.limit)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            guard let ready = try? Poll.wait(readable: [socket], until: deadline), ready == [true] else { return nil }
            let count: Int?
            do {
                count = try buffer.withUnsafeMutableBytes { (bytes) throws(SystemCallError) in try socket.receiveIfReady(into: bytes) }
            } catch {
                return nil
            }
            guard let count else { continue }
            guard count > 0 else { return nil }
            // The first line is the answer; one not UTF-8 or too long is none.
            if let first = lines.append(buffer[..<count]).first {
                guard case .line(let text) = first else { return nil }
                return HandOffMessage.Answer(line: text.utf8)
            }
        }
    }
}
