// SPDX-License-Identifier: MIT
import BrowserSession
import Contacts
import Foundation
import InputEvents
import SessionStore
import Testing
import TestSupport

/// `replay --site --state` and `session show` as a user runs them: session lines after commits,
/// the session restored across runs, a corrupt database moved aside, a kill -9 losing nothing.
@Suite struct SessionCommandLineTests {
    static let demo = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events").path
    static let site = TestData.projectRecordings.appendingPathComponent("demo/demo-site.json").path

    /// The `session` lines of an output, decoded.
    static func sessionLines(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["session"] == nil ? nil : object
        }
    }

    static func show(_ state: String) throws -> [String: Any] {
        let outcome = try CommandLineTests.run(["session", "show", "--state", state])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    }

    @Test func theDemoDrivesTheSessionAndTheStateSurvives() throws {
        let state = try CommandLineTests.temporaryFolder().appendingPathComponent("state").path
        let first = try CommandLineTests.run(["replay", Self.demo, "--site", Self.site, "--state", state])
        #expect(first.status == 0, "\(first.stderr)")
        let events = try Self.sessionLines(first.stdout).map { "\($0["session"]!) \($0["url"] ?? $0["scale"] ?? "")" }
        #expect(events == [
            "navigated https://en.wikipedia.org/wiki/Swift_(programming_language)",
            "navigated https://en.wikipedia.org/wiki/Apple_Inc.",
            "preview-shown https://en.wikipedia.org/wiki/Steve_Jobs",
            "preview-dismissed https://en.wikipedia.org/wiki/Steve_Jobs",
            "preview-shown https://www.apple.com/",
            "navigated https://www.apple.com/",
            "back https://en.wikipedia.org/wiki/Swift_(programming_language)",
            "zoom 2.4901",
        ])
        let shown = try Self.show(state)
        let tabs = try #require(shown["tabs"] as? [[String: Any]])
        #expect(tabs.count == 1)
        #expect(tabs[0]["current"] as? String == "https://en.wikipedia.org/wiki/Swift_(programming_language)")
        #expect(tabs[0]["back"] as? [String] == [])
        #expect(tabs[0]["forward"] as? [String] == ["https://en.wikipedia.org/wiki/Apple_Inc."])
        #expect(tabs[0]["zoom"] as? Double == 2.4901)

        // The second run starts from the restored session: no start page, the tap goes forward from there.
        let second = try CommandLineTests.run(["replay", Self.demo, "--site", Self.site, "--state", state])
        #expect(second.status == 0)
        #expect(try Self.sessionLines(second.stdout).first?["url"] as? String == "https://en.wikipedia.org/wiki/Apple_Inc.")
    }

    @Test func thePreviewActionsRecordingCopiesSharesOpensATabDismissesAndPops() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.preview-actions.events").path
        let state = try CommandLineTests.temporaryFolder().appendingPathComponent("state").path
        let outcome = try CommandLineTests.run(["replay", recording, "--site", Self.site, "--state", state])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let swift = "https://en.wikipedia.org/wiki/Swift_(programming_language)", apple = "https://en.wikipedia.org/wiki/Apple_Inc."
        let revealed = ["preview-shown \(apple)", "preview-actions \(apple)"]
        let events = try Self.sessionLines(outcome.stdout).map { "\($0["session"]!)\($0["tab"].map { " \($0)" } ?? "") \($0["url"]!)" }
        #expect(events == ["navigated \(swift)"] + revealed + ["link-copied \(apple)"] + revealed + ["link-shared \(apple)"]
            + revealed + ["tab-opened 2 \(apple)"] + revealed + ["preview-dismissed \(apple)"] + revealed + ["navigated \(apple)"])
        // The new tab is kept behind the first, which went on to the popped link.
        let tabs = try #require(try Self.show(state)["tabs"] as? [[String: Any]])
        #expect(tabs.map { $0["current"] as? String } == [apple, apple])
        #expect(tabs.map { $0["back"] as? [String] } == [[swift], []])
    }

    /// The bundled overview-focus recording prints what is checked in beside it, and its pinch-out
    /// on the overview begins with the fingers over the first card yet focuses the second: the
    /// core's tab (largest visible area at the release), not the card the fingers started on.
    @Test func theOverviewFocusRecordingFocusesTheCoresTabNotTheCardUnderTheFingersAtFirst() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.overview-focus.events")
        let outcome = try CommandLineTests.run(["replay", recording.path, "--site", Self.site])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = try String(contentsOf: recording.deletingPathExtension().appendingPathExtension("session"), encoding: .utf8)
        #expect(outcome.stdout == expected)
        let lines = try outcome.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let shown = try #require(lines.firstIndex { $0["session"] as? String == "overview-shown" })
        let began = try #require(lines[shown...].first { $0["gesture"] as? String == "pinch" && $0["phase"] as? String == "began" })
        let point = Point(x: try #require(began["x"] as? Double), y: try #require(began["y"] as? Double))
        #expect(TabOverview(count: 2).thumbnail(at: point) == 0)
        let focused = try Self.sessionLines(outcome.stdout).filter { $0["session"] as? String == "tab-focused" }
        #expect(focused.map { $0["tab"] as? Int } == [2])
    }

    /// `session show` lists each tab's stored snapshot: the file's name in the snapshots folder,
    /// its size in bytes (null when the file is missing, as for the headless model's pictures,
    /// which are metadata only) and its size in pixels.
    @Test func showListsEachTabsSnapshot() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.overview-focus.events").path
        let state = try CommandLineTests.temporaryFolder().appendingPathComponent("state").path
        #expect(try CommandLineTests.run(["replay", recording, "--site", Self.site, "--state", state]).status == 0)
        // Tab 1's picture as the window stores one: a file, then its metadata.
        let store = try SessionStore(directory: state)
        _ = try store.restore()
        let png = [UInt8](repeating: 7, count: 1234)
        let key = try store.pictures.write(png, tab: TabID(1))
        try store.commit([.snapshot(SnapshotMetadata(tab: TabID(1), url: "https://en.wikipedia.org/wiki/Swift_(programming_language)",
                                                     width: 640, height: 451, takenAt: .milliseconds(9_000), key: key))])
        let tabs = try #require(try Self.show(state)["tabs"] as? [[String: Any]])
        let pictures = try tabs.map { try #require($0["snapshot"] as? [String: Any]) }
        #expect(pictures[0]["file"] as? String == "1-\(key).png")
        #expect(pictures[0]["bytes"] as? Int == 1234)
        #expect(pictures.map { $0["width"] as? Int } == [640, 1280])
        #expect(pictures.map { $0["height"] as? Int } == [451, 800])
        let headless = try #require(pictures[1]["file"] as? String)
        #expect(headless.hasPrefix("2-") && headless.hasSuffix(".png"))
        #expect(pictures[1]["bytes"] is NSNull)
    }

    @Test func aCorruptDatabaseIsMovedAsideWithANote() throws {
        let folder = try CommandLineTests.temporaryFolder()
        try Data("this is not a database".utf8).write(to: folder.appendingPathComponent("session.sqlite"))
        let outcome = try CommandLineTests.run(["replay", Self.demo, "--site", Self.site, "--state", folder.path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.contains("moved aside to"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".corrupt-") }
        #expect(kept.count == 1)
        #expect(try Data(contentsOf: folder.appendingPathComponent(kept[0])) == Data("this is not a database".utf8))
        #expect((try Self.show(folder.path)["tabs"] as? [Any])?.count == 1)
    }

    @Test func showWithoutAStoredSessionExits66() throws {
        let outcome = try CommandLineTests.run(["session", "show", "--state", "/nonexistent/peekpop-state"])
        #expect(outcome.status == 66)
        #expect(outcome.stderr.contains("/nonexistent/peekpop-state"))
    }

    @Test func stateWithoutASiteIsAUsageError() throws {
        let outcome = try CommandLineTests.run(["replay", Self.demo, "--state", "/tmp/x"])
        #expect(outcome.status == 64)
    }

    /// Kills a replay at random moments while it keeps the recorded pace, again and again on the
    /// same state: every navigation it printed must be in the restored global history, and a zoom
    /// it printed in the restored zoom per host.
    @Test func killNineLosesNoPrintedChange() throws {
        let folder = try CommandLineTests.temporaryFolder()
        let state = folder.appendingPathComponent("state").path
        var generator = SeededGenerator(environmentOr: 0x6b69_6c6c_39)
        var printedURLs: Set<String> = []
        for round in 0..<4 {
            let out = folder.appendingPathComponent("out-\(round)")
            try Data().write(to: out)
            let process = Process()
            process.executableURL = CommandLineTests.executable
            process.arguments = ["replay", Self.demo, "--site", Self.site, "--state", state, "--realtime"]
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The demo lasts 7.7 s: every kill lands while it still runs.
            usleep(UInt32.random(in: 300_000...7_400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round), \(generator)")
            let printed = try Self.sessionLines(String(contentsOf: out, encoding: .utf8))
            for line in printed where line["session"] as? String == "navigated" && line["mode"] as? String == "in-app" {
                printedURLs.insert(try #require(line["url"] as? String))
            }
            // What a new process finds: the database opens cleanly and holds every printed change.
            let store = try SessionStore(directory: state)
            #expect(store.recovery == nil, "round \(round), \(generator)")
            let restored = try store.restore()
            let visited = Set(try store.history(limit: 1_000).map(\.url))
            #expect(printedURLs.isSubset(of: visited), "round \(round), \(generator): printed \(printedURLs.sorted()), stored \(visited.sorted())")
            if printed.contains(where: { $0["session"] as? String == "zoom" }) {
                #expect(restored?.zoomByHost["en.wikipedia.org"] != nil, "round \(round), \(generator)")
            }
        }
    }
}
