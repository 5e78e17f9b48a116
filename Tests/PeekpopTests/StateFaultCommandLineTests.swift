// SPDX-License-Identifier: MIT
import CSQLite
import Foundation
import SessionStore
import Testing
import TestSupport

/// The state folder failing under `peekpop replay --site --state` and `peekpop run` as a user meets
/// it: a disk that fills up and frees again, a read-only folder, a folder removed while running, a
/// second process on the same folder. Small filesystems are tmpfs mounts in a user and mount
/// namespace of their own (`unshare -rm`: no root needed).
@Suite struct StateFaultCommandLineTests {
    static let demo = SessionCommandLineTests.demo
    static let site = SessionCommandLineTests.site

    /// Runs `script` with `sh` in a user and mount namespace of its own, where it may mount a tmpfs;
    /// `environment` adds to the test's. Its exit status.
    static func inNamespace(_ script: String, _ environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-rm", "sh", "-c", script]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Lines of `text` without the session lines: the gesture stream.
    static func gestureLines(_ text: String) -> [Substring] {
        text.split(separator: "\n").filter { !$0.contains("\"session\"") }
    }

    /// `PRAGMA integrity_check` of the database at `path`: ["ok"] when it is sound.
    static func integrity(_ path: String) throws -> [String] {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let handle else {
            sqlite3_close_v2(handle)
            return ["cannot open \(path)"]
        }
        defer { sqlite3_close_v2(handle) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "PRAGMA integrity_check", -1, &statement, nil) == SQLITE_OK else { return ["cannot prepare"] }
        defer { sqlite3_finalize(statement) }
        var answers: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW { answers.append(String(cString: sqlite3_column_text(statement, 0))) }
        return answers
    }

    /// The arguments that run the demo with `command` (`replay`, or `run`: the daemon, its lines
    /// also on stdout) keeping the session in `state`.
    static func demoArguments(_ command: String, state: String) throws -> [String] {
        switch command {
        case "replay": return ["replay", demo, "--site", site, "--state", state]
        default: return ["run", "--socket", try CommandLineTests.temporaryFolder().path + "/peekpop.sock", "--replay", demo, "--site", site, "--state", state, "--stdout"]
        }
    }

    /// What a run of the demo by `command` without faults prints and stores, for the faulty runs to be held to.
    static func reference(_ command: String = "replay") throws -> (stdout: String, state: String) {
        let state = try CommandLineTests.temporaryFolder().appendingPathComponent("state").path
        let outcome = try CommandLineTests.run(try demoArguments(command, state: state))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return (outcome.stdout, state)
    }

    /// The state folder on a 512 KiB tmpfs that a filler file takes whole once the first session
    /// line is out, and gives back once the user has been told: the steps in between are not
    /// reported, gestures stream on, and in the end the database is sound and holds every step.
    /// The same for `replay` and for the daemon.
    @Test(arguments: ["replay", "run"])
    func aDiskThatFillsUpAndFreesAgain(command: String) throws {
        let out = try CommandLineTests.temporaryFolder()
        let arguments = try Self.demoArguments(command, state: out.path + "/mnt/state") + ["--realtime"]
        let script = """
            set -u
            mnt=$OUT/mnt; mkdir -p "$mnt"
            mount -t tmpfs -o size=512k tmpfs "$mnt" || exit 90
            "$PEEKPOP" \(arguments.map { "'\($0)'" }.joined(separator: " ")) > "$OUT/stdout" 2> "$OUT/stderr" &
            pid=$!
            wait_for() { for _ in $(seq 300); do grep -q "$1" "$2" && return 0; sleep 0.02; done; return 1; }
            wait_for '"session"' "$OUT/stdout" || exit 91
            cat /dev/zero > "$mnt/filler" 2> /dev/null
            wait_for 'cannot save' "$OUT/stderr" || exit 92
            rm "$mnt/filler"
            wait $pid; status=$?
            cp -a "$mnt/state" "$OUT/state"
            exit $status
            """
        let status = try Self.inNamespace(script, ["OUT": out.path, "PEEKPOP": CommandLineTests.executable.path])
        let stdout = try String(contentsOf: out.appendingPathComponent("stdout"), encoding: .utf8)
        let stderr = try String(contentsOf: out.appendingPathComponent("stderr"), encoding: .utf8)
        #expect(status == 0, "unshare -rm and a tmpfs mount must work for this test (90), or the steps failed (91, 92): \(stderr)")
        let state = out.appendingPathComponent("state").path
        let lines = stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(stderr)")
        #expect(lines.first == "peekpop: \(out.path)/mnt/state: cannot save the session: database or disk is full. Gestures go on, but the session's steps are neither saved nor reported until the folder takes them again: free some space there, or make it writable (a removed folder needs a restart)")
        #expect(lines.last?.hasPrefix("peekpop: \(out.path)/mnt/state: saving the session again; the ") == true)

        let reference = try Self.reference(command)
        // Every gesture streamed; only session lines are missing, and only some.
        #expect(Self.gestureLines(stdout) == Self.gestureLines(reference.stdout))
        let session = try SessionCommandLineTests.sessionLines(stdout).map { "\($0["session"]!) \($0["url"] ?? $0["scale"] ?? "")" }
        let all = try SessionCommandLineTests.sessionLines(reference.stdout).map { "\($0["session"]!) \($0["url"] ?? $0["scale"] ?? "")" }
        #expect(session.count < all.count)
        #expect(Set(session).isSubset(of: Set(all)))
        // Sound, and holding every step: the held ones were committed once space came back.
        #expect(try Self.integrity(state + "/session.sqlite") == ["ok"])
        #expect(try SessionCommandLineTests.show(state) as NSDictionary == SessionCommandLineTests.show(reference.state) as NSDictionary)
        let store = try SessionStore(directory: state)
        let stored = try SessionStore(directory: reference.state)
        #expect(try store.history(limit: 100).map(\.url) == stored.history(limit: 100).map(\.url))
    }

    /// A read-only state folder (a tmpfs mounted read-only, so this holds even for root): refused at
    /// start with the folder named, exit 73, the stored session untouched.
    @Test func aReadOnlyFolderIsRefusedAtStart() throws {
        let out = try CommandLineTests.temporaryFolder()
        let script = """
            set -u
            mnt=$OUT/mnt; mkdir -p "$mnt"
            mount -t tmpfs -o size=512k tmpfs "$mnt" || exit 90
            "$PEEKPOP" replay "$DEMO" --site "$SITE" --state "$mnt/state" > /dev/null 2>&1 || exit 91
            mount -o remount,ro "$mnt" || exit 92
            "$PEEKPOP" replay "$DEMO" --site "$SITE" --state "$mnt/state" > "$OUT/stdout" 2> "$OUT/stderr"
            echo $? > "$OUT/status"
            "$PEEKPOP" session show --state "$mnt/state" > "$OUT/show" 2> "$OUT/show-stderr"
            echo $? > "$OUT/show-status"
            """
        let status = try Self.inNamespace(script, ["OUT": out.path, "PEEKPOP": CommandLineTests.executable.path, "DEMO": Self.demo, "SITE": Self.site])
        #expect(status == 0, "unshare -rm and a tmpfs mount must work for this test")
        func read(_ name: String) throws -> String { try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) }
        let folder = out.path + "/mnt/state"
        #expect(try read("status") == "73\n")
        #expect(try read("stderr") == "peekpop: \(folder): cannot lock the state folder (\(folder)/lock): Read-only file system\n")
        #expect(try read("stdout") == "")
        // SQLite cannot open a WAL database read-only on a read-only filesystem once its -shm is gone
        // (the last writer closed cleanly): a look is refused too, naming the file.
        #expect(try read("show-status") == "73\n")
        #expect(try read("show-stderr").contains(folder + "/session.sqlite"))
    }

    /// The state folder removed while the replay runs: said once, naming the folder, and at the end
    /// how many steps were not saved; every gesture streams; exit 0; nothing is recreated.
    @Test func aFolderRemovedWhileRunning() throws {
        let out = try CommandLineTests.temporaryFolder()
        let state = out.appendingPathComponent("state").path
        let script = """
            set -u
            "$PEEKPOP" replay "$DEMO" --site "$SITE" --state "$STATE" --realtime > "$OUT/stdout" 2> "$OUT/stderr" &
            pid=$!
            for _ in $(seq 300); do grep -q '"session"' "$OUT/stdout" && break; sleep 0.02; done
            rm -rf "$STATE"
            wait $pid
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["OUT": out.path, "PEEKPOP": CommandLineTests.executable.path, "DEMO": Self.demo, "SITE": Self.site, "STATE": state]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let stdout = try String(contentsOf: out.appendingPathComponent("stdout"), encoding: .utf8)
        let stderr = try String(contentsOf: out.appendingPathComponent("stderr"), encoding: .utf8)
        let notes = stderr.split(separator: "\n")
        #expect(notes.count == 2, "\(stderr)")
        #expect(notes.first == "peekpop: \(state): cannot save the session: the file was removed or replaced since it was opened. Gestures go on, but the session's steps are neither saved nor reported until the folder takes them again: free some space there, or make it writable (a removed folder needs a restart)")
        // At the end, what was never saved.
        #expect(notes.last?.hasPrefix("peekpop: \(state): ") == true && notes.last?.hasSuffix(" of the session could not be saved; the next start restores the session as it was before them") == true)
        #expect(Self.gestureLines(stdout) == Self.gestureLines(try Self.reference().stdout))
        #expect(!FileManager.default.fileExists(atPath: state))
    }

    /// A daemon holds the state folder: `replay --state` and a second daemon on it are refused
    /// (exit 75) with the folder and the daemon (PID, command) named, and change nothing; once the
    /// daemon stops, the folder is free and holds every step it reported.
    @Test func aSecondProcessOnTheFolderIsRefused() throws {
        let out = try CommandLineTests.temporaryFolder()
        let state = out.appendingPathComponent("state").path
        let daemon = Process()
        daemon.executableURL = CommandLineTests.executable
        daemon.arguments = ["run", "--socket", out.path + "/one.sock", "--replay", Self.demo, "--realtime", "--keep-running",
                            "--site", Self.site, "--state", state, "--stdout"]
        let printed = out.appendingPathComponent("daemon.stdout")
        try Data().write(to: printed)
        daemon.standardOutput = try FileHandle(forWritingTo: printed)
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        defer { if daemon.isRunning { kill(daemon.processIdentifier, SIGKILL) } }
        var polls = 0
        while (try? String(contentsOfFile: state + "/lock", encoding: .utf8))?.hasPrefix("\(daemon.processIdentifier)\n") != true, polls < 500 {
            polls += 1
            usleep(10_000)
        }
        let holder = "process \(daemon.processIdentifier) (\(CommandLineTests.executable.path) \(daemon.arguments!.joined(separator: " ")))"
        let refusal = "peekpop: \(state): the state folder is in use by \(holder); stop it, or give this one another folder\n"
        let replay = try CommandLineTests.run(["replay", Self.demo, "--site", Self.site, "--state", state])
        #expect(replay.status == 75)
        #expect(replay.stderr == refusal)
        #expect(replay.stdout == "")
        let second = try CommandLineTests.run(["run", "--socket", out.path + "/two.sock", "--replay", Self.demo, "--site", Self.site, "--state", state])
        #expect(second.status == 75)
        #expect(second.stderr == refusal)
        // A look at the session needs no lock: it reads what the daemon committed so far.
        let show = try CommandLineTests.run(["session", "show", "--state", state])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("\"tabs\""))

        // Long enough for the daemon to report steps of its own; then it stops as asked.
        usleep(2_000_000)
        kill(daemon.processIdentifier, SIGTERM)
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        let reported = try SessionCommandLineTests.sessionLines(String(contentsOf: printed, encoding: .utf8))
            .filter { $0["session"] as? String == "navigated" && $0["mode"] as? String == "in-app" }.compactMap { $0["url"] as? String }
        #expect(!reported.isEmpty)
        let store = try SessionStore(directory: state)
        #expect(store.recovery == nil)
        #expect(Set(reported).isSubset(of: Set(try store.history(limit: 100).map(\.url))))
        #expect(try Self.integrity(state + "/session.sqlite") == ["ok"])
    }
}
