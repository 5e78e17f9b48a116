// SPDX-License-Identifier: MIT
@testable import BrowserWindow
import CWebKit
import Foundation
import Testing

/// URLs handed from a second `peekpop-browser` to the window holding the state folder: the lines
/// (`HandOffMessage`) and the socket, with the client in a thread and the window's loop here (one
/// test at a time: they share GLib's default context).
@Suite(.serialized) struct HandOffTests {
    /// What the client thread got, read by the test's thread.
    final class Outcome: @unchecked Sendable {
        private let lock = NSLock()
        private var answer: HandOffMessage.Answer??
        func set(_ value: HandOffMessage.Answer?) { lock.withLock { answer = .some(value) } }
        var value: HandOffMessage.Answer?? { lock.withLock { answer } }
    }

    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "peekpop-handoff-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// `request` sent from a thread while this one runs the GLib loop, until the client has its answer.
    func send(_ request: HandOffMessage.Request, to directory: String) throws -> HandOffMessage.Answer? {
        let outcome = Outcome()
        let thread = Thread { outcome.set(HandOffClient.send(request, toWindowIn: directory)) }
        thread.start()
        let end = Date().addingTimeInterval(20)
        while outcome.value == nil, Date() < end {
            g_main_context_iteration(nil, 0)
            usleep(1_000)
        }
        return try #require(outcome.value)
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
        var received: [HandOffMessage.Request] = []
        let socket = try HandOffSocket(directory: directory) { request in
            received.append(request)
            return HandOffMessage.Answer(opened: request.urls.count, refused: [])
        }
        let path = HandOffSocket.path(in: directory)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let request = HandOffMessage.Request(urls: ["https://example.org/"], activation: nil)
        #expect(try send(request, to: directory) == HandOffMessage.Answer(opened: 1, refused: []))
        #expect(received == [request])
        withExtendedLifetime(socket) {}
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

    @Test func withNoWindowListeningTheClientGetsNothing() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(HandOffClient.send(HandOffMessage.Request(urls: ["https://example.org/"], activation: nil), toWindowIn: directory) == nil)
    }
}
