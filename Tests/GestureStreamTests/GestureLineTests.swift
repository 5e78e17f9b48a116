// SPDX-License-Identifier: MIT
import Contacts
import Foundation
import Gestures
import Testing
@testable import GestureStream

@Suite struct GestureLineTests {
    let strict = StreamLineDecoder(strict: true)
    let lenient = StreamLineDecoder()

    static let everyGesture: [Gesture] = [
        .tap,
        .hint(.began, force: 0.2), .hint(.ended, force: 0.119), .hint(.cancelled, force: 0.25),
        .peek(.began, force: 0.4), .peek(.changed, force: 0.5), .peek(.ended, force: 0.1), .peek(.cancelled, force: 0.3),
        .pop(force: 0.9),
        .pinch(.began, scale: 1.1), .pinch(.changed, scale: 0.75), .pinch(.ended, scale: 2.5), .pinch(.cancelled, scale: 1),
        .edgePan(.began, edge: .left, progress: 0.02, committed: nil),
        .edgePan(.changed, edge: .top, progress: 0.5, committed: nil),
        .edgePan(.ended, edge: .right, progress: 0.6, committed: true),
        .edgePan(.ended, edge: .bottom, progress: 0.1, committed: false),
        .edgePan(.cancelled, edge: .left, progress: 0.2, committed: nil),
    ]

    @Test(arguments: everyGesture, [ToolKind.finger, .pen])
    func everyGestureRoundTripsInBothModes(gesture: Gesture, tool: ToolKind) throws {
        let line = GestureLine(time: 1.25, device: "Pen \"7\"", tool: tool, position: Point(x: 0.25, y: 0.75), gesture: gesture, contact: 3)
        let text = GestureLineEncoder.encode(line)
        #expect(try strict.decode(text) == .gesture(line))
        #expect(try lenient.decode(text) == .gesture(line))
        #expect(StreamLineEncoder.encode(.gesture(line)) == text)
    }

    @Test func theContactKeyIsOptional() throws {
        let line = GestureLine(time: 0, device: "d", tool: .finger, position: Point(x: 0, y: 0), gesture: .tap)
        let text = GestureLineEncoder.encode(line)
        #expect(!text.contains("contact"))
        #expect(try strict.decode(text) == .gesture(line))
    }

    /// A touchpad's lines end with `"pointer":true`; no other line has the key.
    @Test func theTouchpadsPointerKeyComesLastAndOnlyWhenTrue() throws {
        var line = GestureLine(time: 0, device: "pad", tool: .finger, position: Point(x: 0.5, y: 0.5), gesture: .pop(force: 0.8),
                               contact: 3, pointer: true)
        let text = GestureLineEncoder.encode(line)
        #expect(text.hasSuffix(#","force":0.800,"contact":3,"pointer":true}"#))
        #expect(try strict.decode(text) == .gesture(line))
        line.pointer = false
        #expect(!GestureLineEncoder.encode(line).contains("pointer"))
        #expect(throws: StreamViolation.self) { try strict.decode(text.replacingOccurrences(of: "true}", with: "1}")) }
    }

    /// The exact bytes of every gesture line as they were before the stream had one owner.
    @Test func keysComeInProtocolOrderWithFixedDecimals() {
        func encoded(_ gesture: Gesture, tool: ToolKind = .finger) -> String {
            GestureLineEncoder.encode(GestureLine(time: 0.1234567, device: "ts", tool: tool, position: Point(x: 0.5, y: 1), gesture: gesture, contact: 1))
        }
        let head = #"{"v":1,"time":0.123457,"device":"ts","tool":"finger","#
        #expect(encoded(.peek(.began, force: 0.35)) == head + #""gesture":"peek","phase":"began","x":0.5000,"y":1.0000,"force":0.350,"contact":1}"#)
        #expect(encoded(.hint(.began, force: 0.2)) == head + #""gesture":"hint","phase":"began","x":0.5000,"y":1.0000,"force":0.200,"contact":1}"#)
        #expect(encoded(.tap, tool: .pen) == #"{"v":1,"time":0.123457,"device":"ts","tool":"pen","gesture":"tap","phase":"recognized","x":0.5000,"y":1.0000,"contact":1}"#)
        #expect(encoded(.pop(force: 0.8)) == head + #""gesture":"pop","phase":"recognized","x":0.5000,"y":1.0000,"force":0.800,"contact":1}"#)
        #expect(encoded(.pinch(.ended, scale: 2.5)) == head + #""gesture":"pinch","phase":"ended","x":0.5000,"y":1.0000,"scale":2.5000,"contact":1}"#)
        #expect(encoded(.edgePan(.ended, edge: .left, progress: 0.6, committed: true))
            == head + #""gesture":"edge-pan","phase":"ended","x":0.5000,"y":1.0000,"edge":"left","progress":0.6000,"committed":true,"contact":1}"#)
    }

    @Test func anEraserIsAPenOnTheStream() {
        var line = GestureLine(time: 0, device: "d", tool: .eraser, position: Point(x: 0, y: 0), gesture: .tap)
        #expect(line.tool == .pen)
        line.tool = .finger
        line.tool = .eraser
        #expect(GestureLineEncoder.encode(line).contains(#""tool":"pen""#))
    }

    @Test func deviceNamesAreEscaped() throws {
        let name = "a\"b\\c\nd\u{01}é"
        let line = GestureLine(time: 0, device: name, tool: .finger, position: Point(x: 0, y: 0), gesture: .tap)
        #expect(GestureLineEncoder.encode(line).contains(#""device":"a\"b\\c\nd\u0001é""#))
        #expect(try strict.decode(GestureLineEncoder.encode(line)) == .gesture(line))
    }

    /// Found by the replay fuzzer: fingers that met gave `"scale":0.0000`, which v1 forbids.
    @Test(arguments: [(0.0, 0.0001), (0.00004, 0.0001), (0.00006, 0.0001), (0.5, 0.5), (1e30, 1e9), (.infinity, 1e9), (.nan, 1)])
    func everyScaleIsWrittenAsAPositiveNumber(scale: Double, written: Double) throws {
        let line = GestureLine(time: 0, device: "ts", tool: .finger, position: Point(x: 0, y: 0), gesture: .pinch(.changed, scale: scale))
        guard case .gesture(let decoded)? = try strict.decode(GestureLineEncoder.encode(line)) else {
            Issue.record("not a gesture line")
            return
        }
        #expect(decoded.gesture == .pinch(.changed, scale: written))
    }

    @Test func unknownKeysAndGesturesAreSkippedByClientsButNotByTheStrictCheck() throws {
        let extraKey = #"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0,"pressure_raw":7}"#
        #expect(try lenient.decode(extraKey) == .gesture(GestureLine(time: 0, device: "d", tool: .finger, position: Point(x: 0, y: 0), gesture: .tap)))
        #expect(throws: StreamViolation.unknownKey("pressure_raw")) { try strict.decode(extraKey) }

        let newGesture = #"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"rotate","phase":"began","x":0,"y":0,"angle":0.5}"#
        #expect(try lenient.decode(newGesture) == nil)
        #expect(throws: StreamViolation.unknownName(key: "gesture", value: "rotate")) { try strict.decode(newGesture) }
    }

    static let head = #""v":1,"time":0,"device":"d","tool":"finger","#
    static let phases = ["began", "changed", "ended", "cancelled"]

    /// Each way a gesture line can break v1, in either mode.
    @Test(arguments: [
        (#"{"v":1,"time":-1,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0}"#,
         StreamViolation.outOfRange(key: "time", value: -1, range: 0...Double.greatestFiniteMagnitude)),
        (#"{"v":1,"time":0,"device":7,"tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0}"#, .wrongType(key: "device", expected: .string)),
        (#"{"v":1,"time":0,"device":"d","tool":"hand","gesture":"tap","phase":"recognized","x":0,"y":0}"#, .notOneOf(key: "tool", value: "hand", allowed: ["finger", "pen"])),
        (#"{"v":1,"time":0,"device":"d","tool":"eraser","gesture":"tap","phase":"recognized","x":0,"y":0}"#, .notOneOf(key: "tool", value: "eraser", allowed: ["finger", "pen"])),
        ("{" + head + #""gesture":"tap","phase":"began","x":0,"y":0}"#, .notOneOf(key: "phase", value: "began", allowed: ["recognized"])),
        ("{" + head + #""gesture":"peek","phase":"recognized","x":0,"y":0,"force":0.5}"#, .notOneOf(key: "phase", value: "recognized", allowed: phases)),
        // A hint has no changed: its force is crossed, not followed.
        ("{" + head + #""gesture":"hint","phase":"changed","x":0,"y":0,"force":0.5}"#,
         .notOneOf(key: "phase", value: "changed", allowed: ["began", "ended", "cancelled"])),
        ("{" + head + #""gesture":"hint","phase":"began","x":0,"y":0}"#, .wrongType(key: "force", expected: .number)),
        ("{" + head + #""gesture":"hint","phase":"ended","x":0,"y":0,"force":1.5}"#, .outOfRange(key: "force", value: 1.5, range: 0...1)),
        ("{" + head + #""gesture":"tap","phase":"recognized","x":1.5,"y":0}"#, .outOfRange(key: "x", value: 1.5, range: 0...1)),
        ("{" + head + #""gesture":"tap","phase":"recognized","x":0}"#, .wrongType(key: "y", expected: .number)),
        ("{" + head + #""gesture":"peek","phase":"began","x":0,"y":0}"#, .wrongType(key: "force", expected: .number)),
        ("{" + head + #""gesture":"peek","phase":"began","x":0,"y":0,"force":true}"#, .wrongType(key: "force", expected: .number)),
        ("{" + head + #""gesture":"pop","phase":"recognized","x":0,"y":0,"force":1.01}"#, .outOfRange(key: "force", value: 1.01, range: 0...1)),
        ("{" + head + #""gesture":"pinch","phase":"began","x":0,"y":0,"scale":0}"#,
         .outOfRange(key: "scale", value: 0, range: Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude)),
        ("{" + head + #""gesture":"edge-pan","phase":"ended","x":0,"y":0,"edge":"left","progress":0.5}"#, .committedMissing),
        ("{" + head + #""gesture":"edge-pan","phase":"began","x":0,"y":0,"edge":"left","progress":0.5,"committed":false}"#, .committedNotOnEnded),
        ("{" + head + #""gesture":"edge-pan","phase":"began","x":0,"y":0,"edge":"middle","progress":0.5}"#,
         .notOneOf(key: "edge", value: "middle", allowed: ["left", "right", "top", "bottom"])),
        ("{" + head + #""gesture":"tap","phase":"recognized","x":0,"y":0,"contact":1.5}"#, .wrongType(key: "contact", expected: .integer)),
        ("{" + head + #""gesture":"tap","phase":"recognized","x":0,"y":0,"contact":-1}"#, .outOfRange(key: "contact", value: -1, range: 0...Double(Int.max))),
    ] as [(String, StreamViolation)])
    func violationsAreNamedInBothModes(line: String, violation: StreamViolation) {
        #expect(throws: violation) { try lenient.decode(line) }
        #expect(throws: violation) { try strict.decode(line) }
    }

    @Test func violationsSayWhatIsWrong() {
        #expect(StreamViolation.wrongType(key: "force", expected: .number).description == "'force' must be a number")
        #expect(StreamViolation.wrongType(key: "contact", expected: .integer).description == "'contact' must be an integer")
        #expect(StreamViolation.outOfRange(key: "x", value: 1.5, range: 0...1).description == "'x' is 1.5, outside 0.0...1.0")
        #expect(StreamViolation.notOneOf(key: "tool", value: "hand", allowed: ["finger", "pen"]).description == "'tool' is 'hand', not one of finger, pen")
        #expect(StreamViolation.unknownName(key: "gesture", value: "rotate").description == "unknown gesture 'rotate'")
    }

    @Test func onlyAChangedLineOfTheSameGestureAndContactSupersedesAnother() {
        func line(_ gesture: Gesture, contact: Int = 1, device: String = "Screen") -> GestureLine {
            GestureLine(time: 1, device: device, tool: .finger, position: Point(x: 0.5, y: 0.5), gesture: gesture, contact: contact)
        }
        let pinch = line(.pinch(.changed, scale: 0.8))
        #expect(line(.pinch(.changed, scale: 0.7)).supersedes(pinch))
        // A peek's move may reveal the preview's actions: a session line at its time.
        #expect(!line(.peek(.changed, force: 0.6)).supersedes(line(.peek(.changed, force: 0.5))))
        #expect(line(.edgePan(.changed, edge: .left, progress: 0.3, committed: nil))
            .supersedes(line(.edgePan(.changed, edge: .left, progress: 0.2, committed: nil))))
        // Another edge, contact, device or kind, or any phase but changed, is news of its own.
        #expect(!line(.edgePan(.changed, edge: .right, progress: 0.3, committed: nil))
            .supersedes(line(.edgePan(.changed, edge: .left, progress: 0.2, committed: nil))))
        #expect(!line(.pinch(.changed, scale: 0.7), contact: 2).supersedes(pinch))
        #expect(!line(.pinch(.changed, scale: 0.7), device: "Pad").supersedes(pinch))
        #expect(!line(.peek(.changed, force: 0.6)).supersedes(pinch))
        #expect(!line(.pinch(.ended, scale: 0.4)).supersedes(pinch))
        #expect(!pinch.supersedes(line(.pinch(.began, scale: 1))))
        #expect(!line(.pop(force: 0.9)).supersedes(line(.peek(.changed, force: 0.6))))
        #expect(!line(.peek(.began, force: 0.4)).supersedes(line(.hint(.began, force: 0.2))))
    }
}
