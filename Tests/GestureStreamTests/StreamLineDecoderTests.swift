// SPDX-License-Identifier: MIT
import Testing
@testable import GestureStream

/// What every line must be whatever its kind, and what decides the kind.
@Suite struct StreamLineDecoderTests {
    let strict = StreamLineDecoder(strict: true)
    let lenient = StreamLineDecoder()

    @Test(arguments: [
        (#"[1]"#, StreamViolation.notAFlatObject),
        (#"{"v":1,"time":0,"session":"zoom","scale":{"x":1}}"#, .notAFlatObject),
        ("not json", .notAFlatObject),
        (#"{"time":0,"session":"overview-shown"}"#, .unsupportedVersion),
        (#"{"v":2,"time":0,"session":"overview-shown"}"#, .unsupportedVersion),
        (#"{"v":"1","time":0,"session":"overview-shown"}"#, .unsupportedVersion),
        // Strictly JSON: no trailing comma, no number past a double's range, no lone surrogate.
        (#"{"v":1,"time":0,"session":"overview-shown",}"#, .notAFlatObject),
        (#"{"v":1,"time":1e400,"session":"overview-shown"}"#, .notAFlatObject),
        (#"{"v":1,"time":0,"session":"overview-shown","x":"\ud800"}"#, .notAFlatObject),
    ] as [(String, StreamViolation)])
    func everyLineIsAFlatObjectOfVersion1(line: String, violation: StreamViolation) {
        #expect(throws: violation) { try lenient.decode(line) }
        #expect(throws: violation) { try strict.decode(line) }
    }

    /// A kind of line a later producer may add (the browser's, say): clients skip it.
    @Test func anUnknownKindIsSkippedByClientsButNotByTheStrictCheck() throws {
        let text = #"{"v":1,"time":2,"page":"load-finished","url":"https://a/"}"#
        #expect(try lenient.decode(text) == nil)
        #expect(throws: StreamViolation.unknownKind) { try strict.decode(text) }
    }

    /// Of a repeated key, the first value counts (as Foundation's decoder had it).
    @Test func theFirstOfARepeatedKeyCounts() throws {
        let text = #"{"v":1,"time":0,"session":"overview-shown","v":2}"#
        #expect(try strict.decode(text) == .session(SessionLine(time: 0, report: .overviewShown)))
    }

    /// The kind key decides: a line with two of them is the first kind, with the other key unknown.
    @Test func oneLineIsOneKind() throws {
        let text = #"{"v":1,"dropped":2,"session":"overview-shown","time":0}"#
        #expect(try lenient.decode(text) == .session(SessionLine(time: 0, report: .overviewShown)))
        #expect(throws: StreamViolation.unknownKey("dropped")) { try strict.decode(text) }
    }
}
