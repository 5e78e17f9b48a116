// SPDX-License-Identifier: MIT
import Foundation
import GestureStream
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `peekpop run --replay` as clients see it: the same lines as `replay`, to every client, over a
/// private socket that is never stolen; slow clients lose lines, not others' time; signals end it
/// cleanly; idle costs nothing.
@Suite struct RunCommandTests {
    static let demo = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events").path
    static let site = TestData.projectRecordings.appendingPathComponent("demo/demo-site.json").path

    /// What `peekpop replay ARGUMENTS` prints, line by line.
    static func replayLines(_ arguments: [String]) throws -> [String] {
        let output = try DaemonProcess.temporaryFolder().appendingPathComponent("replay.out")
        try Data().write(to: output)
        let process = Process()
        process.executableURL = TestData.peekpop
        process.arguments = ["replay"] + arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// `peekpop run ARGUMENTS` with a private socket, to its end; the exit status and stderr.
    static func runToEnd(_ arguments: [String], environment: [String: String]? = nil) throws -> (status: Int32?, stderr: String) {
        let daemon = try DaemonProcess(arguments, environment: environment)
        return (daemon.exitStatus(), daemon.stderr)
    }

    @Test(arguments: [[], ["--site", site]])
    func aClientSeesExactlyWhatReplayPrints(extra: [String]) throws {
        let expected = try Self.replayLines([Self.demo] + extra)
        #expect(expected.count > 200)
        let daemon = try DaemonProcess(["--replay", Self.demo, "--await-clients", "1"] + extra)
        let client = try StreamClient(path: daemon.socket)
        #expect(try client.readToEnd() == expected)
        #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")
        #expect(!FileManager.default.fileExists(atPath: daemon.socket))
        #expect(daemon.stdout.isEmpty)
    }

    @Test func manyClientsEachGetTheWholeStream() throws {
        let expected = try Self.replayLines([Self.demo, "--site", Self.site])
        let daemon = try DaemonProcess(["--replay", Self.demo, "--site", Self.site, "--await-clients", "8", "--stdout"])
        let clients = try (0..<8).map { _ in try StreamClient(path: daemon.socket) }
        for client in clients {
            #expect(try client.readToEnd() == expected)
        }
        #expect(daemon.exitStatus() == 0)
        #expect(daemon.stdout.split(separator: "\n").map(String.init) == expected)
    }

    @Test func theSocketIsPrivate() throws {
        let daemon = try DaemonProcess(["--replay", Self.demo, "--keep-running"])
        _ = try StreamClient(path: daemon.socket)
        var status = stat()
        #expect(lstat(daemon.socket, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFSOCK)
        #expect(status.st_mode & 0o7777 == 0o600)
        #expect(status.st_uid == geteuid())
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)
    }

    /// Another user cannot connect: `setpriv` drops to `nobody` and perl tries (needs root).
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
                   && FileManager.default.isExecutableFile(atPath: "/usr/bin/perl")))
    func anotherUserCannotConnect() throws {
        let daemon = try DaemonProcess(["--replay", Self.demo, "--keep-running"])
        _ = try StreamClient(path: daemon.socket)
        // The folder is traversable by others, so only the socket's own mode stands in the way.
        chmod(daemon.folder.path, 0o755)
        let script = "use Socket; socket(my $s, AF_UNIX, SOCK_STREAM, 0) or die; "
            + "connect($s, pack_sockaddr_un($ARGV[0])) or do { print \"$!\"; exit 3 }; print \"connected\"; exit 0"
        func attempt(_ prefix: [String]) throws -> (Int32, String) {
            let output = daemon.folder.appendingPathComponent("perl-\(prefix.count).out")
            try Data().write(to: output)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: prefix.isEmpty ? "/usr/bin/perl" : "/usr/bin/setpriv")
            process.arguments = prefix + (prefix.isEmpty ? [] : ["/usr/bin/perl"]) + ["-e", script, daemon.socket]
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
        }
        // The same probe as root connects, so a refusal below is the permission and nothing else.
        #expect(try attempt([]) == (0, "connected"))
        let (status, message) = try attempt(["--reuid=nobody", "--regid=nogroup", "--clear-groups"])
        #expect(status == 3)
        #expect(message == "Permission denied")
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)
    }

    @Test func aStaleSocketIsReplaced() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let path = folder.appendingPathComponent("peekpop.sock").path
        // A socket bound and closed without unlinking: what a daemon killed with -9 leaves.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
        let bound = withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        close(stale)
        #expect(FileManager.default.fileExists(atPath: path))

        let expected = try Self.replayLines([Self.demo])
        let daemon = try DaemonProcess(["--replay", Self.demo, "--await-clients", "1"], socket: path, folder: folder)
        #expect(try StreamClient(path: path).readToEnd() == expected)
        #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")
    }

    @Test func aLiveSocketIsNeverTaken() throws {
        let first = try DaemonProcess(["--replay", Self.demo, "--keep-running", "--await-clients", "1"])
        let early = try StreamClient(path: first.socket)
        let second = try DaemonProcess(["--replay", Self.demo], socket: first.socket, folder: first.folder)
        #expect(second.exitStatus() == 75)
        #expect(second.stderr.contains("already running"))
        #expect(second.stderr.contains(first.socket))
        // The first is unaffected: its client gets the whole stream, and it still takes clients.
        let expected = try Self.replayLines([Self.demo])
        #expect(try early.readLines { $0.count == expected.count } == expected)
        #expect(first.isRunning)
        _ = try StreamClient(path: first.socket, timeout: 0)
        first.signal(SIGTERM)
        #expect(first.exitStatus() == 0)
    }

    @Test func somethingThatIsNotASocketIsLeftAlone() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let path = folder.appendingPathComponent("peekpop.sock").path
        try Data("precious".utf8).write(to: URL(fileURLWithPath: path))
        let daemon = try DaemonProcess(["--replay", Self.demo], socket: path, folder: folder)
        #expect(daemon.exitStatus() == 73)
        #expect(daemon.stderr.contains("not a socket"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("precious".utf8))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsItCleanly(signal: Int32) throws {
        let daemon = try DaemonProcess(["--replay", Self.demo, "--site", Self.site, "--keep-running", "--await-clients", "1"])
        let client = try StreamClient(path: daemon.socket)
        // Everything the replay sends, then the daemon stays up.
        let expected = try Self.replayLines([Self.demo, "--site", Self.site])
        #expect(try client.readLines { $0.count == expected.count } == expected)
        #expect(daemon.isRunning)
        daemon.signal(signal)
        #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")
        #expect(!FileManager.default.fileExists(atPath: daemon.socket))
        #expect(try client.readToEnd().isEmpty)
        #expect(client.ended)
    }

    /// Signals are blocked before the socket exists: as soon as a client can connect, SIGTERM
    /// stops the daemon cleanly (exit 0, socket removed) rather than killing it (143).
    @Test func aSignalAsSoonAsTheSocketExistsEndsItCleanly() throws {
        for _ in 0..<5 {
            let daemon = try DaemonProcess(["--replay", Self.demo, "--site", Self.site, "--keep-running"])
            _ = try StreamClient(path: daemon.socket)
            daemon.signal(SIGTERM)
            #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")
            #expect(!FileManager.default.fileExists(atPath: daemon.socket))
        }
    }

    /// A client that never reads falls behind on its own: the reading client gets every line,
    /// and the stuck one, when it reads at last, is told how many lines it lost.
    @Test func aStuckClientDelaysNobodyAndIsToldWhatItMissed() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let recording = try BusyRecording.write(into: folder)
        let expected = try Self.replayLines([recording])
        #expect(expected.count > 5_000)
        let daemon = try DaemonProcess(["--replay", recording, "--realtime", "--keep-running", "--await-clients", "2"], folder: folder)
        let stuck = try StreamClient(path: daemon.socket)
        let reader = try StreamClient(path: daemon.socket)
        // The reader gets every line while the stuck one reads nothing (at what pace is for
        // `make bench`: bench/vm-latency.sh).
        #expect(try reader.readLines { $0.count == expected.count } == expected)

        let notice = try #require(try stuck.readLines(timeout: 10) { $0.contains { $0.contains("\"dropped\"") } }.last)
        let dropped = try #require(Int(notice.dropFirst("{\"v\":1,\"dropped\":".count).dropLast()))
        #expect(notice == "{\"v\":1,\"dropped\":\(dropped)}")
        #expect(dropped > 1_000)
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)
    }

    /// A whole stream of `run --site` as clients read it, a dropped notice included, is protocol
    /// v1: a client decodes every line of it, and the strict check finds nothing outside the contract.
    @Test func aSessionStreamWithADroppedNoticeIsProtocolV1() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let recording = try BusyRecording.write(into: folder, afterTheDemo: true)
        let expected = try Self.replayLines([recording, "--site", Self.site])
        let last = try #require(expected.last)
        let daemon = try DaemonProcess(["--replay", recording, "--site", Self.site, "--realtime", "--keep-running", "--await-clients", "2"], folder: folder)
        let stuck = try StreamClient(path: daemon.socket)
        let reader = try StreamClient(path: daemon.socket)
        #expect(try reader.readLines { $0.count == expected.count } == expected)
        // Everything is sent or queued now: the stuck client reads at last, up to the same last line.
        let late = try stuck.readLines(timeout: 10) { $0.last == last }
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)

        func decodeAll(_ lines: [String]) -> [StreamLine] {
            lines.compactMap { line in
                do {
                    #expect(try StreamLineDecoder(strict: true).decode(line) != nil, "\(line)")
                    let decoded = try StreamLineDecoder().decode(line)
                    #expect(decoded != nil, "\(line)")
                    return decoded
                } catch {
                    Issue.record("\(error): \(line)")
                    return nil
                }
            }
        }
        let read = decodeAll(expected)
        #expect(read.count == expected.count)
        let sessions = Set(read.compactMap { line -> SessionReport.Name? in
            guard case .session(let session) = line else { return nil }
            return session.report.name
        })
        #expect(sessions == [.navigated, .previewShown, .previewDismissed, .back, .zoom])
        let notices = decodeAll(late).compactMap { line -> Int? in
            guard case .dropped(let notice) = line else { return nil }
            return notice.count
        }
        #expect(notices.count == 1)
        #expect(notices.reduce(0, +) > 1_000)
    }

    @Test func idleCostsNoCPU() throws {
        let daemon = try DaemonProcess(["--replay", Self.demo, "--keep-running", "--await-clients", "3"])
        let clients = try (0..<3).map { _ in try StreamClient(path: daemon.socket) }
        for client in clients { _ = try client.readLines { $0.count == 253 } }
        usleep(200_000)
        let before = try daemon.cpuTicks()
        usleep(2_000_000)
        let after = try daemon.cpuTicks()
        // Clock ticks are 10 ms: one tick of rounding is all there may be.
        #expect(after - before <= 1, "used \(after - before) ticks in 2 s idle")
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0)
    }

    @Test func withoutARuntimeDirectoryOrDevicesItSaysWhatToDo() throws {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_RUNTIME_DIR"] = nil
        let process = Process()
        let output = try DaemonProcess.temporaryFolder().appendingPathComponent("stderr")
        try Data().write(to: output)
        process.executableURL = TestData.peekpop
        process.arguments = ["run", "--replay", Self.demo]
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 78)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("--socket"))

    }

    /// Without --replay and with no touch device (this machine has no /dev/input), the daemon says
    /// so and waits for one to be plugged in, idle, until it is told to stop.
    @Test func withoutDevicesTheDaemonWaitsForOne() throws {
        let daemon = try DaemonProcess([])
        var waited = 0
        while !daemon.stderr.contains("waiting for one to be plugged in"), waited < 100 {
            usleep(50_000)
            waited += 1
        }
        #expect(daemon.stderr.hasPrefix("peekpop: no touchscreen or tablet yet"))
        #expect(!daemon.stderr.contains("peekpop: peekpop:"), "\(daemon.stderr)")
        #expect(daemon.isRunning)
        daemon.signal(SIGTERM)
        #expect(daemon.exitStatus() == 0, "\(daemon.stderr)")
    }

    /// `peekpop run`'s options follow the rules every command does; `DaemonProcess` appends
    /// `--socket PATH` after them.
    @Test(arguments: [
        (["--replay", demo, "--replay", demo], "peekpop: --replay is given twice; give it once\n"),
        (["--replay", demo, "--await-clients", "-1"], "peekpop: --await-clients needs a value; to give one that starts with '-', write --await-clients=-1\n"),
        (["--replay", demo, "--await-clients=-1"], "peekpop: --await-clients must be a whole number, 0 or more, not '-1'\n"),
        (["--replay", "-h"], "peekpop: --replay needs a value; to give one that starts with '-', write --replay=-h\n"),
        // After `--` the appended `--socket PATH` is operands, which `run` takes none of.
        (["--replay", demo, "--"], "peekpop: unexpected argument '--socket'\n"),
    ])
    func usageErrorsExit64WithTheHelp(arguments: [String], message: String) throws {
        let daemon = try DaemonProcess(arguments)
        #expect(daemon.exitStatus() == 64)
        #expect(daemon.stdout.isEmpty)
        #expect(daemon.stderr.hasPrefix(message + "Usage: peekpop run"), "\(daemon.stderr)")
    }

    /// A socket path too long for `sun_path` is a usage error named once, not `peekpop: peekpop:`.
    @Test func aTooLongSocketPathNamesTheProgramOnce() throws {
        let folder = try DaemonProcess.temporaryFolder()
        let socket = folder.appendingPathComponent(String(repeating: "s", count: 120)).path
        let daemon = try DaemonProcess(["--replay", Self.demo], socket: socket, folder: folder)
        #expect(daemon.exitStatus() == 64)
        #expect(daemon.stderr.hasPrefix("peekpop: \(socket): "), "\(daemon.stderr)")
        #expect(daemon.stderr.components(separatedBy: "peekpop: ").count == 2, "\(daemon.stderr)")
    }
}

