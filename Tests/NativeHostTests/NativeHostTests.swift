// SPDX-License-Identifier: MIT
import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `peekpop-native-host` as a browser runs it: its pipes, the daemon's socket coming and going,
/// garbage from either side, and how it ends.
@Suite struct NativeHostTests {
    static let demo = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events").path
    static let peekBegan = #"{"v":1,"time":1.150000,"device":"ts","tool":"finger","gesture":"peek","phase":"began","x":0.4500,"y":0.4000,"force":0.440,"contact":1}"#

    static func folder() throws -> URL {
        let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("peekpop-host-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `body` with its own length before it, as a browser frames a message.
    static func framed(_ body: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: UInt32(body.count)) { Array($0) } + body
    }

    @Test func stdinEndingWhileTheDaemonIsSilentEndsTheHostAtOnce() throws {
        let folder = try Self.folder()
        let daemon = try FakeDaemon(path: folder.appendingPathComponent("peekpop.sock").path)
        let host = try HostProcess(["--socket", daemon.path], folder: folder)
        try daemon.accept()
        #expect(HostProcess.status(try host.message()) == "connected")
        try host.closeInput()
        let exit = try #require(host.exitStatus())
        #expect(exit.status == 0, "\(host.stderr)")
        #expect(exit.seconds < 1)
        #expect(try host.rest().isEmpty)
    }

    @Test func stdinEndingWhileWaitingForTheDaemonEndsTheHostAtOnce() throws {
        let folder = try Self.folder()
        let host = try HostProcess(["--socket", folder.appendingPathComponent("absent.sock").path], folder: folder)
        #expect(HostProcess.status(try host.message()) == "waiting")
        // Long enough for the waits between attempts to have grown past a second.
        usleep(1_600_000)
        try host.closeInput()
        let exit = try #require(host.exitStatus())
        #expect(exit.status == 0, "\(host.stderr)")
        #expect(exit.seconds < 0.5)
        #expect(try host.rest().isEmpty)
        #expect(host.stderr.contains("no peekpop daemon at \(folder.path)/absent.sock (no socket): waiting for it"))
    }

    @Test func sigtermEndsTheHostWithStatus0() throws {
        let folder = try Self.folder()
        let daemon = try FakeDaemon(path: folder.appendingPathComponent("peekpop.sock").path)
        let host = try HostProcess(["--socket", daemon.path], folder: folder)
        try daemon.accept()
        #expect(HostProcess.status(try host.message()) == "connected")
        host.signal(SIGTERM)
        let exit = try #require(host.exitStatus())
        #expect(exit.status == 0, "\(host.stderr)")
        #expect(exit.seconds < 1)
        #expect(try host.rest().isEmpty)
    }

    @Test func garbageOnTheSocketIsNotedAndTheNextGestureStillComes() throws {
        let folder = try Self.folder()
        let daemon = try FakeDaemon(path: folder.appendingPathComponent("peekpop.sock").path)
        let host = try HostProcess(["--socket", daemon.path], folder: folder)
        try daemon.accept()
        #expect(HostProcess.status(try host.message()) == "connected")
        daemon.send("garbage\n{\"v\":2,\"gesture\":\"tap\"}\n")
        daemon.send([0x7B, 0xFF, 0x0A])
        daemon.send(#"{"v":1,"session":"future-event"}"# + "\n" + Self.peekBegan + "\n")
        let gesture = try host.message()
        #expect(gesture["type"] as? String == "gesture")
        #expect(gesture["gesture"] as? String == "peek")
        #expect(gesture["phase"] as? String == "began")
        #expect(gesture["force"] as? Double == 0.44)
        #expect(host.isRunning)
        // One note for the burst: at most one every 10 s.
        #expect(host.stderr.components(separatedBy: "skipped a line from \(daemon.path)").count == 2, "\(host.stderr)")
        try host.closeInput()
        #expect(host.exitStatus()?.status == 0)
        #expect(try host.rest().isEmpty)
    }

    @Test func aDaemonRestartCancelsTheOpenPeekAndTheHostReconnects() throws {
        let folder = try Self.folder()
        let daemon = try FakeDaemon(path: folder.appendingPathComponent("peekpop.sock").path)
        let host = try HostProcess(["--socket", daemon.path], folder: folder)
        try daemon.accept()
        #expect(HostProcess.status(try host.message()) == "connected")
        daemon.send(Self.peekBegan + "\n")
        #expect(try host.message()["phase"] as? String == "began")
        daemon.stop()
        let cancel = try host.message()
        #expect(cancel["gesture"] as? String == "peek")
        #expect(cancel["phase"] as? String == "cancelled")
        #expect(HostProcess.status(try host.message()) == "waiting")
        // Waiting a while lets the waits between attempts grow; the daemon comes back.
        usleep(500_000)
        try daemon.listen()
        try daemon.accept(timeout: 5)
        #expect(HostProcess.status(try host.message(timeout: 5)) == "connected")
        #expect(host.stderr.contains("the peekpop daemon at \(daemon.path) went away: waiting for it"))
        #expect(host.stderr.contains("the peekpop daemon is back at \(daemon.path)"))
        daemon.send(Self.peekBegan + "\n")
        #expect(try host.message()["gesture"] as? String == "peek")
        try host.closeInput()
        #expect(host.exitStatus()?.status == 0)
        #expect(try host.rest().isEmpty)
    }

    @Test(arguments: [
        ("garbage JSON", framed(Array("{\"type\":".utf8)), "standard input: a message of 8 bytes is not UTF-8 JSON"),
        ("a cut length", [7, 0], "standard input: the input ended 2 bytes into a message's 4-byte length"),
        ("a cut message", Array(framed(Array("[1,2,3]".utf8)).dropLast(3)), "standard input: the input ended 4 bytes into a message of 7 bytes"),
        ("a length over 64 MiB", [1, 0, 0, 4], "standard input: a message of 67108865 bytes is longer than the limit of 67108864 bytes"),
    ])
    func malformedInputFromTheBrowserEndsTheHostWith65(_ what: String, _ bytes: [UInt8], _ message: String) throws {
        let folder = try Self.folder()
        let host = try HostProcess(["--socket", folder.appendingPathComponent("absent.sock").path], folder: folder)
        #expect(HostProcess.status(try host.message()) == "waiting")
        try host.write(Self.framed(Array(#"{"type":"hello"}"#.utf8)) + bytes)
        try host.closeInput()
        #expect(host.exitStatus()?.status == 65, "\(what)")
        #expect(host.stderr.contains("peekpop-native-host: \(message)\n"), "\(what): \(host.stderr)")
        #expect(try host.rest().isEmpty)
    }

    @Test(arguments: [
        ["chrome-extension://bpmcpbnmmpoaahfmcbagilegeljfjejl/"],
        ["/usr/lib/mozilla/native-messaging-hosts/peekpop_touch.json", "peekpop-touch@peekpop.invalid"],
    ])
    func theArgumentsOfChromiumAndFirefoxAreAccepted(_ arguments: [String]) throws {
        let folder = try Self.folder()
        let host = try HostProcess(arguments + ["--socket", folder.appendingPathComponent("absent.sock").path], folder: folder)
        #expect(HostProcess.status(try host.message()) == "waiting")
        try host.closeInput()
        #expect(host.exitStatus()?.status == 0)
        #expect(try host.rest().isEmpty)
    }

    @Test func aThirdArgumentIsAUsageError() throws {
        let folder = try Self.folder()
        let host = try HostProcess(["a", "b", "c", "--socket", folder.appendingPathComponent("absent.sock").path], folder: folder)
        #expect(host.exitStatus()?.status == 64)
        #expect(host.stderr.contains("unexpected argument 'c'"))
        #expect(try host.rest().isEmpty)
    }

    /// The whole way: `peekpop run --replay` on its socket, the host, its messages; every gesture
    /// `peekpop replay` prints arrives as a message, in order, then the daemon's end as `waiting`.
    @Test func aRealDaemonsGesturesReachTheBrowserAsMessages() throws {
        let folder = try Self.folder()
        let socket = folder.appendingPathComponent("peekpop.sock").path
        let expected = try Self.run(["replay", Self.demo]).split(separator: "\n").map(String.init)
        #expect(expected.count > 10)
        let daemon = Process()
        daemon.executableURL = TestData.peekpop
        daemon.arguments = ["run", "--replay", Self.demo, "--await-clients", "1", "--socket", socket]
        daemon.standardOutput = FileHandle.nullDevice
        try daemon.run()
        defer { if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) } }
        let host = try HostProcess(["--socket", socket], folder: folder)
        let messages = try host.messages { HostProcess.status($0) == "connected" }
            + host.messages { HostProcess.status($0) == "waiting" }
        let gestures = messages.filter { $0["type"] as? String == "gesture" }
        #expect(gestures.count == expected.count)
        for (message, line) in zip(gestures, expected) {
            var keys = message
            keys.removeValue(forKey: "type")
            let expectedKeys = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(NSDictionary(dictionary: keys) == NSDictionary(dictionary: expectedKeys), "\(line)")
        }
        try host.closeInput()
        #expect(host.exitStatus()?.status == 0, "\(host.stderr)")
        #expect(try host.rest().isEmpty)
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
    }

    /// `peekpop ARGUMENTS`' standard output.
    static func run(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = TestData.peekpop
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// The help names what it points to.
@Suite struct NativeHostHelpTests {
    @Test func helpGoesToStandardOutputAndItsDocumentIsInTheRepository() throws {
        let process = Process()
        process.executableURL = HostProcess.executable
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let help = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(help.hasPrefix("Usage: peekpop-native-host"))
        #expect(help.contains("docs/NATIVE-HOST.md"))
        #expect(FileManager.default.fileExists(atPath: TestData.packageRoot.appendingPathComponent("docs/NATIVE-HOST.md").path))
    }
}
