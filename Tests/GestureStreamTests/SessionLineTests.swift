// SPDX-License-Identifier: MIT
import Testing
@testable import GestureStream

@Suite struct SessionLineTests {
    let strict = StreamLineDecoder(strict: true)
    let lenient = StreamLineDecoder()

    static let everyReport: [SessionReport] = [
        .previewShown(url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
        .previewDismissed(url: "https://example.org/a?b=\"c\""),
        .navigated(url: "https://en.wikipedia.org/wiki/Apple_Inc.", mode: .inApp),
        .navigated(url: "https://www.apple.com/", mode: .external),
        .back(.page(url: "https://en.wikipedia.org/wiki/Swift")),
        .back(.startView),
        .forward(.page(url: "https://en.wikipedia.org/wiki/Swift")),
        .forward(.startView),
        .zoom(scale: 2.4925),
        .overviewShown,
        .tabFocused(tab: 2, .page(url: "https://en.wikipedia.org/wiki/Swift")),
        .tabFocused(tab: 1, .startView),
        .previewActions(url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
        .tabOpened(tab: 3, url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
        .tabClosed(tab: 3),
        .linkCopied(url: "https://example.org/a?b=\"c\""),
        .linkShared(url: "https://en.wikipedia.org/wiki/Steve_Jobs"),
    ]

    @Test func everyEventHasAName() {
        #expect(Set(Self.everyReport.map(\.name)) == Set(SessionReport.Name.allCases))
    }

    @Test(arguments: everyReport)
    func everyReportRoundTripsInBothModes(report: SessionReport) throws {
        let line = SessionLine(time: 3.95, report: report)
        let text = SessionLineEncoder.encode(line)
        #expect(try strict.decode(text) == .session(line))
        #expect(try lenient.decode(text) == .session(line))
        #expect(StreamLineEncoder.encode(.session(line)) == text)
    }

    @Test(arguments: [
        (SessionReport.previewShown(url: "https://a/"), #"{"v":1,"time":1.500000,"session":"preview-shown","url":"https://a/"}"#),
        (.navigated(url: "https://a/", mode: .inApp), #"{"v":1,"time":1.500000,"session":"navigated","url":"https://a/","mode":"in-app"}"#),
        (.navigated(url: "https://b/", mode: .external), #"{"v":1,"time":1.500000,"session":"navigated","url":"https://b/","mode":"external"}"#),
        (.back(.page(url: "https://a/")), #"{"v":1,"time":1.500000,"session":"back","url":"https://a/"}"#),
        (.previewActions(url: "https://a/"), #"{"v":1,"time":1.500000,"session":"preview-actions","url":"https://a/"}"#),
        (.tabOpened(tab: 2, url: "https://a/"), #"{"v":1,"time":1.500000,"session":"tab-opened","tab":2,"url":"https://a/"}"#),
        (.tabClosed(tab: 2), #"{"v":1,"time":1.500000,"session":"tab-closed","tab":2}"#),
        (.linkCopied(url: "https://a/"), #"{"v":1,"time":1.500000,"session":"link-copied","url":"https://a/"}"#),
        (.linkShared(url: "https://a/"), #"{"v":1,"time":1.500000,"session":"link-shared","url":"https://a/"}"#),
        (.zoom(scale: 2.5), #"{"v":1,"time":1.500000,"session":"zoom","scale":2.5000}"#),
        (.overviewShown, #"{"v":1,"time":1.500000,"session":"overview-shown"}"#),
        (.tabFocused(tab: 3, .page(url: "https://a/")), #"{"v":1,"time":1.500000,"session":"tab-focused","tab":3,"url":"https://a/"}"#),
    ])
    func keysComeInAFixedOrder(report: SessionReport, text: String) {
        #expect(SessionLineEncoder.encode(SessionLine(time: 1.5, report: report)) == text)
    }

    /// The start view is a value of its own, `null` on the wire, never a string that could be a URL.
    @Test func theStartViewIsNull() throws {
        #expect(SessionLineEncoder.encode(SessionLine(time: 0, report: .back(.startView))) == #"{"v":1,"time":0.000000,"session":"back","url":null}"#)
        #expect(SessionLineEncoder.encode(SessionLine(time: 0, report: .tabFocused(tab: 1, .startView)))
            == #"{"v":1,"time":0.000000,"session":"tab-focused","tab":1,"url":null}"#)
        #expect(try strict.decode(#"{"v":1,"time":0,"session":"forward","url":"start-view"}"#)
            == .session(SessionLine(time: 0, report: .forward(.page(url: "start-view")))))
        #expect(PageLocation(url: nil) == .startView)
        #expect(PageLocation.page(url: "https://a/").url == "https://a/")
    }

    @Test func unknownKeysAndEventsAreSkippedByClientsButNotByTheStrictCheck() throws {
        let extraKey = #"{"v":1,"time":0,"session":"overview-shown","tabs":4}"#
        #expect(try lenient.decode(extraKey) == .session(SessionLine(time: 0, report: .overviewShown)))
        #expect(throws: StreamViolation.unknownKey("tabs")) { try strict.decode(extraKey) }

        let newEvent = #"{"v":1,"time":0,"session":"title-changed","title":"Swift"}"#
        #expect(try lenient.decode(newEvent) == nil)
        #expect(throws: StreamViolation.unknownName(key: "session", value: "title-changed")) { try strict.decode(newEvent) }
    }

    /// Each way a session line can break v1, in either mode.
    @Test(arguments: [
        (#"{"v":1,"session":"overview-shown"}"#, StreamViolation.wrongType(key: "time", expected: .number)),
        (#"{"v":1,"time":0,"session":3}"#, .wrongType(key: "session", expected: .string)),
        (#"{"v":1,"time":0,"session":"preview-shown"}"#, .wrongType(key: "url", expected: .string)),
        (#"{"v":1,"time":0,"session":"preview-dismissed","url":null}"#, .wrongType(key: "url", expected: .string)),
        (#"{"v":1,"time":0,"session":"navigated","url":null,"mode":"in-app"}"#, .wrongType(key: "url", expected: .string)),
        (#"{"v":1,"time":0,"session":"navigated","url":"https://a/","mode":"tab"}"#, .notOneOf(key: "mode", value: "tab", allowed: ["in-app", "external"])),
        (#"{"v":1,"time":0,"session":"back"}"#, .wrongType(key: "url", expected: .stringOrNull)),
        (#"{"v":1,"time":0,"session":"forward","url":false}"#, .wrongType(key: "url", expected: .stringOrNull)),
        (#"{"v":1,"time":0,"session":"zoom","scale":0}"#, .outOfRange(key: "scale", value: 0, range: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude)),
        (#"{"v":1,"time":0,"session":"tab-focused","tab":0,"url":null}"#, .outOfRange(key: "tab", value: 0, range: 1...Double(Int.max))),
        (#"{"v":1,"time":0,"session":"tab-focused","tab":"1","url":null}"#, .wrongType(key: "tab", expected: .integer)),
    ] as [(String, StreamViolation)])
    func violationsAreNamedInBothModes(line: String, violation: StreamViolation) {
        #expect(throws: violation) { try lenient.decode(line) }
        #expect(throws: violation) { try strict.decode(line) }
    }
}
