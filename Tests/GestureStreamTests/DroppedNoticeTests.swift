// SPDX-License-Identifier: MIT
import Testing
@testable import GestureStream

@Suite struct DroppedNoticeTests {
    let strict = StreamLineDecoder(strict: true)
    let lenient = StreamLineDecoder()

    @Test(arguments: [1, 2, 1_000_000])
    func roundTripsInBothModes(count: Int) throws {
        let text = DroppedNoticeEncoder.encode(DroppedNotice(count: count))
        #expect(text == "{\"v\":1,\"dropped\":\(count)}")
        #expect(try strict.decode(text) == .dropped(DroppedNotice(count: count)))
        #expect(try lenient.decode(text) == .dropped(DroppedNotice(count: count)))
        #expect(StreamLineEncoder.encode(.dropped(DroppedNotice(count: count))) == text)
    }

    @Test func unknownKeysAreSkippedByClientsButNotByTheStrictCheck() throws {
        let text = #"{"v":1,"dropped":5,"since":1.5}"#
        #expect(try lenient.decode(text) == .dropped(DroppedNotice(count: 5)))
        #expect(throws: StreamViolation.unknownKey("since")) { try strict.decode(text) }
    }

    @Test(arguments: [
        (#"{"v":1,"dropped":0}"#, StreamViolation.outOfRange(key: "dropped", value: 0, range: 1...Double(Int.max))),
        (#"{"v":1,"dropped":2.5}"#, .wrongType(key: "dropped", expected: .integer)),
        (#"{"v":1,"dropped":"3"}"#, .wrongType(key: "dropped", expected: .integer)),
        (#"{"dropped":3}"#, .unsupportedVersion),
    ] as [(String, StreamViolation)])
    func violationsAreNamedInBothModes(line: String, violation: StreamViolation) {
        #expect(throws: violation) { try lenient.decode(line) }
        #expect(throws: violation) { try strict.decode(line) }
    }
}
