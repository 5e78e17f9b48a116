// SPDX-License-Identifier: MIT
import Foundation
import GestureStream
import Testing
import TestSupport

/// `scripts/soak.py`: `peekpop run` on a long generated recording with clients that come and go,
/// one stopped and one reading a line a second; memory, descriptors, every client's stream and
/// the session database are checked there (its docstring), and every line every client read is
/// checked here against the strict decoder. `make test` runs a 10-minute recording (under a
/// minute of replay); `make soak` sets SOAK_MINUTES=60 (and SOAK_SEED to repeat a run).
@Suite struct SoakTests {
    static let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: python != nil, "the soak driver needs python3"))
    func theDaemonHoldsThroughALongReplayWithClientsComingAndGoing() throws {
        let environment = ProcessInfo.processInfo.environment
        let minutes = environment["SOAK_MINUTES"] ?? "10"
        let out = try DaemonProcess.temporaryFolder()
        let log = out.appendingPathComponent("soak.log")
        try Data().write(to: log)
        let driver = Process()
        driver.executableURL = URL(fileURLWithPath: try #require(Self.python))
        driver.arguments = [TestData.packageRoot.appendingPathComponent("scripts/soak.py").path,
                            "--peekpop", TestData.peekpop.path, "--minutes", minutes, "--out", out.path]
            + (environment["SOAK_SEED"].map { ["--seed", $0] } ?? [])
        driver.standardOutput = try FileHandle(forWritingTo: log)
        driver.standardError = driver.standardOutput
        try driver.run()
        driver.waitUntilExit()
        let report = try String(contentsOf: log, encoding: .utf8)
        print(report, terminator: "")
        #expect(driver.terminationStatus == 0, "\(report)")

        let decoder = StreamLineDecoder(strict: true)
        let streams = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("clients").path)
        #expect(streams.count > 50)
        var lines = 0
        for name in streams {
            let data = try Data(contentsOf: out.appendingPathComponent("clients").appendingPathComponent(name))
            var complete = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            // What follows the last newline is a line cut by the client leaving, or nothing.
            complete.removeLast()
            for (number, line) in complete.enumerated() {
                let text = String(decoding: line, as: UTF8.self)
                #expect(throws: Never.self, "\(name):\(number + 1): \(text)") { _ = try decoder.decode(text) }
            }
            lines += complete.count
        }
        #expect(lines > 10_000)
        try? FileManager.default.removeItem(at: out)
    }
}
