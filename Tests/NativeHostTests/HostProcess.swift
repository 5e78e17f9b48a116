// SPDX-License-Identifier: MIT
import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `peekpop-native-host` in a child process as a browser starts it: pipes on its standard input
/// and output, stderr to a file; its messages read with deadlines.
final class HostProcess {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The host built beside `peekpop`.
    static let executable = TestData.peekpop.deletingLastPathComponent().appendingPathComponent("peekpop-native-host")

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let stderrURL: URL
    private var buffer: [UInt8] = []
    private var outputEnded = false

    init(_ arguments: [String], folder: URL) throws {
        stderrURL = folder.appendingPathComponent("host-\(UUID().uuidString.prefix(8)).stderr")
        try Data().write(to: stderrURL)
        process.executableURL = Self.executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
    var isRunning: Bool { process.isRunning }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    /// Writes `bytes` to the host's standard input.
    func write(_ bytes: [UInt8]) throws { try input.fileHandleForWriting.write(contentsOf: Data(bytes)) }

    /// Closes the host's standard input, as a browser does when the extension disconnects.
    func closeInput() throws { try input.fileHandleForWriting.close() }

    /// The exit status once it has exited, and how long that took; nil if it still runs after `timeout` seconds.
    func exitStatus(timeout: Double = 10) -> (status: Int32, seconds: Double)? {
        let start = Date()
        while process.isRunning {
            guard Date().timeIntervalSince(start) < timeout else { return nil }
            usleep(5_000)
        }
        let status = process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
        return (status, Date().timeIntervalSince(start))
    }

    /// The next message's JSON object; throws when none comes within `timeout` seconds, or when
    /// standard output holds anything but a well-framed JSON object.
    func message(timeout: Double = 10) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if buffer.count >= 4 {
                let length = Int(buffer.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
                guard length <= 1_048_576 else { throw Failure(description: "a message of \(length) bytes") }
                if buffer.count >= 4 + length {
                    let body = Data(buffer[4 ..< 4 + length])
                    buffer.removeFirst(4 + length)
                    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
                        throw Failure(description: "not a JSON object: \(String(decoding: body, as: UTF8.self))")
                    }
                    return object
                }
            }
            guard !outputEnded else { throw Failure(description: "standard output ended (\(buffer.count) bytes left); stderr: \(stderr)") }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure(description: "no message within \(timeout) s; stderr: \(stderr)") }
            var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(remaining * 1_000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = read(descriptor.fd, &chunk, chunk.count)
            if count > 0 { buffer += chunk[..<count] } else { outputEnded = true }
        }
    }

    /// The messages left on standard output until it ends: throws for anything that is not a
    /// whole message, as `message` does.
    func rest(timeout: Double = 10) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        while true {
            do {
                messages.append(try message(timeout: timeout))
            } catch where outputEnded && buffer.isEmpty {
                return messages
            }
        }
    }

    /// Messages until one that `done` accepts (included).
    func messages(timeout: Double = 10, until done: ([String: Any]) -> Bool) throws -> [[String: Any]] {
        var messages: [[String: Any]] = []
        repeat {
            messages.append(try message(timeout: timeout))
        } while !done(messages.last!)
        return messages
    }

    /// The status message's `daemon` value, nil for any other message.
    static func status(_ message: [String: Any]) -> String? {
        message["type"] as? String == "status" ? message["daemon"] as? String : nil
    }
}
