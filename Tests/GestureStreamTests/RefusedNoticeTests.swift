// SPDX-License-Identifier: MIT
import Testing
@testable import GestureStream

@Suite struct RefusedNoticeTests {
    let strict = StreamLineDecoder(strict: true)
    let lenient = StreamLineDecoder()

    /// A reason a later daemon may add: clients skip the line (the connection closes anyway).
    @Test func anUnknownReasonIsSkippedByClientsButNotByTheStrictCheck() throws {
        let text = #"{"v":1,"refused":"busy","limit":64}"#
        #expect(try lenient.decode(text) == nil)
        #expect(throws: StreamViolation.unknownName(key: "refused", value: "busy")) { try strict.decode(text) }
    }

    @Test(arguments: [1, 64, 100_000])
    func roundTripsInBothModes(limit: Int) throws {
        let notice = RefusedNotice(reason: .tooManyClients, limit: limit)
        let text = RefusedNoticeEncoder.encode(notice)
        #expect(text == "{\"v\":1,\"refused\":\"too-many-clients\",\"limit\":\(limit)}")
        #expect(try strict.decode(text) == .refused(notice))
        #expect(try lenient.decode(text) == .refused(notice))
        #expect(StreamLineEncoder.encode(.refused(notice)) == text)
    }

    @Test func unknownKeysAreSkippedByClientsButNotByTheStrictCheck() throws {
        let text = #"{"v":1,"refused":"too-many-clients","limit":64,"retry":1}"#
        #expect(try lenient.decode(text) == .refused(RefusedNotice(reason: .tooManyClients, limit: 64)))
        #expect(throws: StreamViolation.unknownKey("retry")) { try strict.decode(text) }
    }

    @Test(arguments: [
        (#"{"v":1,"refused":"too-many-clients","limit":0}"#, StreamViolation.outOfRange(key: "limit", value: 0, range: 1...Double(Int.max))),
        (#"{"v":1,"refused":"too-many-clients"}"#, .wrongType(key: "limit", expected: .integer)),
        (#"{"v":1,"refused":true,"limit":64}"#, .wrongType(key: "refused", expected: .string)),
    ] as [(String, StreamViolation)])
    func violationsAreNamedInBothModes(line: String, violation: StreamViolation) {
        #expect(throws: violation) { try lenient.decode(line) }
        #expect(throws: violation) { try strict.decode(line) }
    }
}
