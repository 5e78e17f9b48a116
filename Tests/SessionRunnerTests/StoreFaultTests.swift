// SPDX-License-Identifier: MIT
import BrowserSession
import Foundation
import GestureStream
import IDNA
import SessionRunner
import SessionStore
import Testing

/// A store that stops taking steps while the session runs (its folder moved away, as a full disk or
/// a vanished folder would): the steps it cannot take are not reported, the session goes on, the
/// user is told once each way, and once it takes steps again the held ones are committed.
@Suite struct StoreFaultTests {
    static let swift = "https://en.wikipedia.org/wiki/Swift"
    static let apple = "https://en.wikipedia.org/wiki/Apple_Inc."
    static let jobs = "https://en.wikipedia.org/wiki/Steve_Jobs"
    let one = TabID(1)
    let folder = NSTemporaryDirectory() + "/peekpop-faults-" + UUID().uuidString
    let renderer = LateRenderer()

    final class Log {
        var reports: [SessionReport] = []
        var notices: [StoreNotice] = []
    }

    func started(_ store: SessionStore, log: Log) throws -> SessionRunner {
        let configuration = try SessionConfiguration(start: Self.swift, allow: ["en.wikipedia.org"], idna: UTS46(), file: "test")
        let session = try SessionRunner(configuration: configuration, renderer: renderer, store: store, opener: RecordedLinks(),
                                        notice: { log.notices.append($0) })
        try session.start(at: .milliseconds(0)) { log.reports.append($0) }
        return session
    }

    func navigate(_ session: SessionRunner, to url: String, at time: Int64, log: Log) throws {
        try session.handle(.page(.navigationRequested(tab: one, url: url), at: .milliseconds(time))) { log.reports.append($0) }
    }

    @Test func stepsTheStoreCannotTakeAreHeldUnreportedAndCommittedOnceItCan() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let away = folder + "-away"
        defer { try? FileManager.default.removeItem(atPath: away) }
        let log = Log()
        let session = try started(try SessionStore(directory: folder), log: log)
        #expect(log.reports == [.navigated(url: Self.swift, mode: .inApp)])

        try FileManager.default.moveItem(atPath: folder, toPath: away)
        try navigate(session, to: Self.apple, at: 100, log: log)
        try navigate(session, to: Self.jobs, at: 200, log: log)
        // Neither step reported; the user told once; the session went on all the same.
        #expect(log.reports == [.navigated(url: Self.swift, mode: .inApp)])
        #expect(log.notices.count == 1)
        guard case .stoppedSaving(let error)? = log.notices.first else {
            Issue.record("no stoppedSaving: \(log.notices)")
            return
        }
        #expect(error.isStorageFault)
        #expect("\(error)".contains(folder + "/session.sqlite"))
        #expect(session.core.state.tabs[0].history.entries.items.map(\.url) == [Self.swift, Self.apple, Self.jobs])

        try FileManager.default.moveItem(atPath: away, toPath: folder)
        try navigate(session, to: Self.apple + "#History", at: 300, log: log)
        #expect(log.reports == [.navigated(url: Self.swift, mode: .inApp), .navigated(url: Self.apple + "#History", mode: .inApp)])
        #expect(log.notices.dropFirst() == [.savingAgain(heldSteps: 2)])

        // Nothing the core did is lost: the held steps are in the store, in their order.
        let stored = try SessionStore(directory: folder)
        #expect(try stored.restore() == session.core.state)
        #expect(try stored.history(limit: 10).map(\.url) == [Self.apple + "#History", Self.jobs, Self.apple, Self.swift])
    }

    /// A run that ends while steps are held tries them once more: saved when the folder is back,
    /// counted as unsaved when it is not.
    @Test func finishingTriesTheHeldStepsOnceMore() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let away = folder + "-away"
        defer { try? FileManager.default.removeItem(atPath: away) }
        let log = Log()
        let session = try started(try SessionStore(directory: folder), log: log)
        #expect(try session.finish() == 0)
        try FileManager.default.moveItem(atPath: folder, toPath: away)
        try navigate(session, to: Self.apple, at: 100, log: log)
        #expect(try session.finish() == 1)
        #expect(log.notices.count == 1)
        try FileManager.default.moveItem(atPath: away, toPath: folder)
        #expect(try session.finish() == 0)
        #expect(log.notices.dropFirst() == [.savingAgain(heldSteps: 1)])
        #expect(try SessionStore(directory: folder).history(limit: 10).map(\.url) == [Self.apple, Self.swift])
        #expect(log.reports == [.navigated(url: Self.swift, mode: .inApp)])
    }

    /// What counts as the disk's fault (held and retried), and what as the step's (thrown as before).
    @Test func storageFaultsAreTheFoldersNotTheSteps() {
        #expect(!SessionStoreError.sqlite(path: folder, sql: "", code: 275, message: "CHECK constraint failed").isStorageFault)
        #expect(!SessionStoreError.sqlite(path: folder, sql: "", code: 11, message: "database disk image is malformed").isStorageFault)
        #expect(SessionStoreError.sqlite(path: folder, sql: "", code: 13, message: "database or disk is full").isStorageFault)
        #expect(SessionStoreError.sqlite(path: folder, sql: "", code: 778, message: "disk I/O error").isStorageFault)
        #expect(SessionStoreError.sqlite(path: folder, sql: "", code: 8, message: "attempt to write a readonly database").isStorageFault)
        #expect(!SessionStoreError.inUse(folder: folder, holder: "process 1").isStorageFault)
    }
}
