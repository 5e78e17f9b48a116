// SPDX-License-Identifier: MIT
import Foundation
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `peekpop run` in a child process, with its own folder for the socket and its output.
final class DaemonProcess {
    let folder: URL
    let socket: String
    private let process = Process()
    private let stdoutURL: URL
    private let stderrURL: URL

    /// Starts `peekpop run ARGUMENTS --socket FOLDER/peekpop.sock` (or at `socket`).
    init(_ arguments: [String], socket: String? = nil, folder: URL? = nil, environment: [String: String]? = nil) throws {
        self.folder = try folder ?? Self.temporaryFolder()
        self.socket = socket ?? self.folder.appendingPathComponent("peekpop.sock").path
        let name = UUID().uuidString
        stdoutURL = self.folder.appendingPathComponent("\(name).stdout")
        stderrURL = self.folder.appendingPathComponent("\(name).stderr")
        try Data().write(to: stdoutURL)
        try Data().write(to: stderrURL)
        process.executableURL = TestData.peekpop
        process.arguments = ["run"] + arguments + ["--socket", self.socket]
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    var pid: pid_t { process.processIdentifier }
    var isRunning: Bool { process.isRunning }
    var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    /// The exit status once it has exited; nil if it is still running after `timeout` seconds.
    func exitStatus(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            guard Date() < deadline else { return nil }
            usleep(10_000)
        }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// CPU time the daemon has used (user + system), in clock ticks, from /proc/PID/stat.
    func cpuTicks() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Counted from the ")" closing the command name (which may hold spaces): utime and
        // stime, fields 14 and 15 of the line, are at 12 and 13.
        let fields = stat[(stat.lastIndex(of: ")") ?? stat.startIndex)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[12]), let system = Int(fields[13]) else {
            throw StreamClient.Failure(description: "cannot read CPU times from /proc/\(pid)/stat: \(stat)")
        }
        return user + system
    }

    static func temporaryFolder() throws -> URL {
        let folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("peekpop-daemon-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
