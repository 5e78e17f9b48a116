// SPDX-License-Identifier: MIT
import Foundation
import GestureStream
import NativeMessaging
import Testing
import TestSupport

/// docs/NATIVE-HOST.md shows the messages exactly as the host writes them.
@Suite struct NativeHostDocumentTests {
    static let document = (try? String(contentsOf: TestData.packageRoot.appendingPathComponent("docs/NATIVE-HOST.md"), encoding: .utf8)) ?? ""

    /// The document's example messages: its lines that are JSON objects with a `type`.
    static var examples: [String] {
        document.split(separator: "\n").map(String.init).filter { $0.hasPrefix(#"{"type":"#) }
    }

    @Test func everyExampleIsAMessageTheHostWritesByteForByte() throws {
        #expect(Self.examples.count == 3)
        for example in Self.examples {
            let message: HostMessage
            if example.hasPrefix(#"{"type":"gesture","#) {
                let line = #"{"# + example.dropFirst(#"{"type":"gesture","#.count)
                guard case .gesture(let gesture)? = try StreamLineDecoder(strict: true).decode(line) else {
                    Issue.record("not a gesture line: \(example)")
                    continue
                }
                message = .gesture(gesture)
            } else {
                let status = try #require(example.firstMatch(of: /"daemon":"(\w+)"/).flatMap { HostMessage.DaemonStatus(rawValue: String($0.1)) })
                message = .status(status)
            }
            #expect(String(decoding: message.json(), as: UTF8.self) == example)
        }
    }
}
