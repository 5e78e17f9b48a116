// SPDX-License-Identifier: MIT
import Contacts
import Foundation
import Gestures
import GestureStream
import NativeMessaging
import Testing

/// The messages the host sends the extension (docs/NATIVE-HOST.md).
@Suite struct HostMessageTests {
    func object(_ message: HostMessage) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(message.json())) as? [String: Any])
    }

    @Test func aGestureIsItsV1LineWithTypeGestureFirst() throws {
        let line = GestureLine(time: 1.15, device: "Touch \"Screen\"", tool: .finger, position: Point(x: 0.45, y: 0.4),
                               gesture: .peek(.began, force: 0.44), contact: 3)
        let text = String(decoding: HostMessage.gesture(line).json(), as: UTF8.self)
        #expect(text == #"{"type":"gesture","# + GestureLineEncoder.encode(line).dropFirst())
        var keys = try object(.gesture(line))
        #expect(keys.removeValue(forKey: "type") as? String == "gesture")
        // What is left is the line, as a v1 client reads it.
        let rest = String(decoding: try JSONSerialization.data(withJSONObject: keys), as: UTF8.self)
        #expect(try StreamLineDecoder(strict: true).decode(rest) == .gesture(line))
    }

    @Test func statusSaysWhetherTheDaemonIsThere() throws {
        #expect(HostMessage.status(.connected).json() == Array(#"{"type":"status","daemon":"connected"}"#.utf8))
        #expect(HostMessage.status(.waiting).json() == Array(#"{"type":"status","daemon":"waiting"}"#.utf8))
    }
}
