// SPDX-License-Identifier: MIT
import Foundation
import GestureStream
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A client that connects thousands of times a second cannot take the daemon from the others:
/// beyond 64 clients each is told it is refused and closed, the daemon says so once, its
/// descriptors stay bounded and a normal client's lines keep coming on time.
@Suite struct ClientFloodTests {
    static let limit = 64
    static let refusal = #"{"v":1,"refused":"too-many-clients","limit":64}"#
    static let logLine = "64 clients are connected, the most served at once"

    /// The descriptors `pid` has open now.
    static func openDescriptors(_ pid: pid_t) throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count
    }

    /// Waits (up to 5 s) until `pid` has at most `count` descriptors open: until it noticed clients leave.
    static func waitForDescriptors(_ pid: pid_t, atMost count: Int) throws {
        let deadline = Date().addingTimeInterval(5)
        while try openDescriptors(pid) > count {
            guard Date() < deadline else { throw StreamClient.Failure(description: "still \(try openDescriptors(pid)) descriptors open, not \(count)") }
            usleep(10_000)
        }
    }

    /// A raw connection to `path`; the descriptor, or -1.
    static func connectRaw(_ path: String) -> Int32 {
        let number = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard number >= 0 else { return -1 }
        guard StreamClient.connect(number, path) == 0 else {
            close(number)
            return -1
        }
        return number
    }

    @Test func beyondTheLimitEachClientIsRefusedWithANoticeAndTheDaemonSaysSoOnce() throws {
        let daemon = try DaemonProcess(["--replay", RunCommandTests.demo, "--keep-running"])
        var served = try (0..<Self.limit).map { _ in try StreamClient(path: daemon.socket) }
        for _ in 0..<5 {
            let refused = try StreamClient(path: daemon.socket)
            let lines = try refused.readToEnd(timeout: 5)
            #expect(lines == [Self.refusal])
            #expect(try StreamLineDecoder(strict: true).decode(lines[0]) == .refused(RefusedNotice(reason: .tooManyClients, limit: Self.limit)))
        }
        #expect(daemon.stderr.components(separatedBy: Self.logLine).count - 1 == 1, "\(daemon.stderr)")

        // One leaves: the next is served (it waits for lines instead of being closed); the
        // limit is reached again without a new note.
        let full = try Self.openDescriptors(daemon.pid)
        served.removeLast()
        try Self.waitForDescriptors(daemon.pid, atMost: full - 1)
        let newcomer = try StreamClient(path: daemon.socket)
        #expect(throws: StreamClient.Failure.self) { try newcomer.readLines(timeout: 0.5) { _ in false } }
        #expect(try StreamClient(path: daemon.socket).readToEnd(timeout: 5) == [Self.refusal])
        #expect(daemon.stderr.components(separatedBy: Self.logLine).count - 1 == 1, "\(daemon.stderr)")

        // Half leave: a later refusal is a new episode, noted again.
        served.removeLast(Self.limit / 2)
        try Self.waitForDescriptors(daemon.pid, atMost: full - Self.limit / 2)
        served += try (0..<(Self.limit / 2)).map { _ in try StreamClient(path: daemon.socket) }
        #expect(try StreamClient(path: daemon.socket).readToEnd(timeout: 5) == [Self.refusal])
        #expect(daemon.stderr.components(separatedBy: Self.logLine).count - 1 == 2, "\(daemon.stderr)")
        withExtendedLifetime(newcomer) {}
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)
    }

    @Test func aFloodOfConnectionsLeavesOthersServedOnTimeAndDescriptorsBounded() throws {
        let expected = try RunCommandTests.replayLines([RunCommandTests.demo])
        let daemon = try DaemonProcess(["--replay", RunCommandTests.demo, "--realtime", "--await-clients", "1"])
        // The socket is there once the daemon listens; its descriptors then are the idle count.
        let start = Date()
        while !FileManager.default.fileExists(atPath: daemon.socket), Date().timeIntervalSince(start) < 10 { usleep(10_000) }
        usleep(100_000)
        let idle = try Self.openDescriptors(daemon.pid)

        let normal = try StreamClient(path: daemon.socket)
        let flood = Flood(path: daemon.socket, pid: daemon.pid)
        let thread = Thread { flood.run() }
        thread.start()
        // Each line's arrival less its stream time: how late it is, give or take a constant. The
        // spread between the earliest and the latest is the worst lag behind the recorded pace.
        var lines: [String] = []
        var offsets: [Double] = []
        while true {
            let next = try normal.readLines(timeout: 30) { $0.count == 1 }
            guard let line = next.first else { break }
            let arrival = Date().timeIntervalSince1970
            lines.append(line)
            guard case .gesture(let gesture)? = try StreamLineDecoder(strict: true).decode(line) else { continue }
            offsets.append(arrival - gesture.time)
        }
        let worstLag = (offsets.max() ?? 0) - (offsets.min() ?? 0)
        flood.stop()
        while !flood.finished { usleep(10_000) }
        #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")

        print("flood: \(flood.connections) connections (\(flood.refusals) refused) in \(String(format: "%.1f", flood.seconds)) s, "
              + "descriptors idle \(idle), at most \(flood.mostDescriptors); worst lag \(String(format: "%.3f", worstLag)) s")
        #expect(lines == expected)
        #expect(flood.connections > 1_000)
        #expect(flood.refusals > 0)
        #expect(flood.mostDescriptors <= idle + Self.limit + 1)
        #expect(worstLag < 1.0)
        #expect(daemon.stderr.components(separatedBy: Self.logLine).count - 1 >= 1, "\(daemon.stderr)")
    }
}

/// Connects as fast as it can until stopped (or 1,000,000 times): most connections close at once,
/// some are held (up to 100, the oldest closed first) so the daemon reaches its limit and refuses.
/// Samples the daemon's open descriptors as it goes.
private final class Flood: @unchecked Sendable {
    private let path: String
    private let pid: pid_t
    private let lock = NSLock()
    private var stopping = false
    private(set) var finished = false
    private(set) var connections = 0
    private(set) var refusals = 0
    private(set) var mostDescriptors = 0
    private(set) var seconds = 0.0

    init(path: String, pid: pid_t) {
        self.path = path
        self.pid = pid
    }

    func stop() { lock.withLock { stopping = true } }

    func run() {
        let start = Date()
        var held: [Int32] = []
        var connects = 0
        while connects < 1_000_000, !lock.withLock({ stopping }) {
            let number = ClientFloodTests.connectRaw(path)
            connects += 1
            if number >= 0 {
                if connects % 10 == 0 {
                    held.append(number)
                    if held.count > 100 { refused(held.removeFirst()) }
                } else {
                    close(number)
                }
            }
            if connects % 200 == 0, let count = try? ClientFloodTests.openDescriptors(pid) {
                lock.withLock { mostDescriptors = max(mostDescriptors, count) }
            }
        }
        for number in held { refused(number) }
        lock.withLock {
            connections = connects
            seconds = Date().timeIntervalSince(start)
            finished = true
        }
    }

    /// Closes a held connection, counting it when what it was sent is the refused notice.
    private func refused(_ number: Int32) {
        var bytes = [UInt8](repeating: 0, count: 256)
        let count = recv(number, &bytes, bytes.count, Int32(MSG_DONTWAIT))
        if count > 0, String(decoding: bytes[..<count], as: UTF8.self).hasPrefix(#"{"v":1,"refused":"#) { refusals += 1 }
        close(number)
    }
}
