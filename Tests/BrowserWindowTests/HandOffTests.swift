// SPDX-License-Identifier: MIT
@testable import BrowserWindow
import CWebKit
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import WindowLogic

/// URLs handed from a second `peekpop-browser` to the window holding the state folder: the lines
/// (`HandOffMessage`) and the socket, with the client in a thread and the window's loop here (one
/// test at a time: they share GLib's default context).
@Suite(.serialized) struct HandOffTests {
    /// What a client thread got, read by the test's thread.
    final class Outcome<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Value?
        func set(_ value: Value) { lock.withLock { result = value } }
        var value: Value? { lock.withLock { result } }
    }

    /// What `client` returns, run in a thread while this one runs the GLib loop (the window's).
    func inThread<Value>(_ client: @escaping @Sendable () -> Value) throws -> Value {
        let outcome = Outcome<Value>()
        let thread = Thread { outcome.set(client()) }
        thread.start()
        let end = Date().addingTimeInterval(20)
        while outcome.value == nil, Date() < end {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        return try #require(outcome.value)
    }

    /// A window listening in `directory` that opens every URL it is handed, and the requests it got.
    final class OpeningWindow {
        private(set) var received: [HandOffMessage.Request] = []
        private var socket: HandOffSocket?

        init(in directory: String) throws {
            socket = try HandOffSocket(directory: directory) { [unowned self] request in
                received.append(request)
                return HandOffMessage.Answer(opened: request.urls.count, refused: [])
            }
        }
    }

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "peekpop-handoff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `request` sent by `HandOffClient`, and the answer it got.
    func send(_ request: HandOffMessage.Request, to directory: String) throws -> HandOffMessage.Answer? {
        try inThread { HandOffClient.send(request, toWindowIn: directory) }
    }

    @Test func theLinesGoBothWays() throws {
        let request = HandOffMessage.Request(urls: ["https://example.org/", "file:///tmp/a b.html"], activation: "token")
        #expect(request.line == #"{"open":["https://example.org/","file:///tmp/a b.html"],"activation":"token"}"#)
        #expect(HandOffMessage.Request(line: Array(request.line.utf8)) == request)
        #expect(HandOffMessage.Request(line: Array(#"{"open":[]}"#.utf8)) == HandOffMessage.Request(urls: [], activation: nil))
        #expect(HandOffMessage.Request(line: Array(#"{"open":[1]}"#.utf8)) == nil)
        #expect(HandOffMessage.Request(line: Array("open".utf8)) == nil)
        let answer = HandOffMessage.Answer(opened: 1, refused: ["javascript:x: not opened"])
        #expect(answer.line == #"{"opened":1,"refused":["javascript:x: not opened"]}"#)
        #expect(HandOffMessage.Answer(line: Array(answer.line.utf8)) == answer)
    }

    @Test func theWindowGetsTheURLsAndTheClientItsAnswer() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let window = try OpeningWindow(in: directory)
        let path = HandOffSocket.path(in: directory)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let request = HandOffMessage.Request(urls: ["https://example.org/"], activation: nil)
        #expect(try send(request, to: directory) == HandOffMessage.Answer(opened: 1, refused: []))
        #expect(window.received == [request])
        withExtendedLifetime(window) {}
    }

    @Test func aSocketLeftByAKilledWindowIsReplacedAndRemovedWhenTheWindowGoes() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = HandOffSocket.path(in: directory)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("left".utf8)))
        var socket: HandOffSocket? = try HandOffSocket(directory: directory) { _ in HandOffMessage.Answer(opened: 0, refused: []) }
        #expect(try send(HandOffMessage.Request(urls: [], activation: nil), to: directory) == HandOffMessage.Answer(opened: 0, refused: []))
        socket = nil
        #expect(socket == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// What a client writing `pieces` (one `send` each) on a blocking socket reads back until the
    /// window closes its end, while this thread runs the window's loop.
    func raw(_ pieces: [[UInt8]], to directory: String) throws -> [UInt8] {
        let path = HandOffSocket.path(in: directory)
        return try inThread {
            let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(socket) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
            }
            guard connected == 0 else { return [] }
            for piece in pieces {
                var sent = 0
                while sent < piece.count {
                    let count = piece[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    guard count > 0 else { return [] }
                    sent += count
                }
                usleep(20_000)
            }
            var answer: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = recv(socket, &buffer, buffer.count, 0)
                guard count > 0 else { break }
                answer += buffer[..<count]
            }
            return answer
        }
    }

    @Test func aRequestInPiecesIsAnsweredAndOneThatIsNoneIsClosedUnanswered() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let window = try OpeningWindow(in: directory)
        let answer = try raw([Array(#"{"open":["https://exa"#.utf8), Array(#"mple.org/"]}"#.utf8) + [10]], to: directory)
        #expect(String(decoding: answer, as: UTF8.self) == #"{"opened":1,"refused":[]}"# + "\n")
        #expect(try raw([Array("not a request\n".utf8)], to: directory).isEmpty)
        #expect(try raw([[0xFF, 0xFE, 10]], to: directory).isEmpty)
        // Longer than the limit: skipped without being kept, then closed at its end.
        #expect(try raw([[UInt8](repeating: UInt8(ascii: "x"), count: HandOffMessage.limit + 10), [10]], to: directory).isEmpty)
        #expect(window.received == [HandOffMessage.Request(urls: ["https://example.org/"], activation: nil)])
        withExtendedLifetime(window) {}
    }

    @Test func withNoWindowListeningTheClientGetsNothing() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(HandOffClient.send(HandOffMessage.Request(urls: ["https://example.org/"], activation: nil), toWindowIn: directory) == nil)
    }
}
