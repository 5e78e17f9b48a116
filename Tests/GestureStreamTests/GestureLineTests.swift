import Contacts
import Gestures
import Testing
@testable import GestureStream

@Suite struct GestureLineTests {
    let strict = GestureLineDecoder(strict: true)
    let lenient = GestureLineDecoder()

    static let everyGesture: [Gesture] = [
        .tap,
        .peek(.began, force: 0.4), .peek(.changed, force: 0.5), .peek(.ended, force: 0.1), .peek(.cancelled, force: 0.3),
        .pop(force: 0.9),
        .pinch(.began, scale: 1.1), .pinch(.changed, scale: 0.75), .pinch(.ended, scale: 2.5), .pinch(.cancelled, scale: 1),
        .edgePan(.began, edge: .left, progress: 0.02, committed: nil),
        .edgePan(.changed, edge: .top, progress: 0.5, committed: nil),
        .edgePan(.ended, edge: .right, progress: 0.6, committed: true),
        .edgePan(.ended, edge: .bottom, progress: 0.1, committed: false),
        .edgePan(.cancelled, edge: .left, progress: 0.2, committed: nil),
    ]

    @Test(arguments: everyGesture)
    func everyGestureRoundTripsThroughTheStrictDecoder(gesture: Gesture) throws {
        let line = StreamLine(time: 1.25, device: "Pen \"7\"", tool: .pen, position: Point(x: 0.25, y: 0.75), gesture: gesture, contact: 3)
        let decoded = try strict.decode(GestureLineEncoder.encode(line))
        #expect(decoded == line)
    }

    @Test func keysComeInProtocolOrderWithFixedDecimals() {
        let line = StreamLine(time: 0.1234567, device: "ts", tool: .finger, position: Point(x: 0.5, y: 1), gesture: .peek(.began, force: 0.35), contact: 1)
        #expect(GestureLineEncoder.encode(line)
            == #"{"v":1,"time":0.123457,"device":"ts","tool":"finger","gesture":"peek","phase":"began","x":0.5000,"y":1.0000,"force":0.350,"contact":1}"#)
    }

    @Test func anEraserIsAPenOnTheStream() {
        let line = StreamLine(time: 0, device: "d", tool: .eraser, position: Point(x: 0, y: 0), gesture: .tap)
        #expect(GestureLineEncoder.encode(line).contains(#""tool":"pen""#))
    }

    @Test func deviceNamesAreEscaped() throws {
        let name = "a\"b\\c\nd\u{01}é"
        var out = ""
        GestureLineEncoder.appendJSONString(name, to: &out)
        #expect(out == #""a\"b\\c\nd\u0001é""#)
        let line = StreamLine(time: 0, device: name, tool: .finger, position: Point(x: 0, y: 0), gesture: .tap)
        #expect(try strict.decode(GestureLineEncoder.encode(line))?.device == name)
    }

    @Test func fixedFormattingRoundsAndSigns() {
        func fixed(_ value: Double, _ decimals: Int) -> String {
            var out = ""
            GestureLineEncoder.appendFixed(value, decimals: decimals, to: &out)
            return out
        }
        #expect(fixed(0.00049, 3) == "0.000")
        #expect(fixed(0.0005, 3) == "0.001")
        #expect(fixed(-1.5, 2) == "-1.50")
        #expect(fixed(12345.000001, 6) == "12345.000001")
        #expect(fixed(.nan, 3) == "0")
    }

    /// Found by the replay fuzzer: fingers that met gave `"scale":0.0000`, which v1 forbids.
    @Test(arguments: [(0.0, 0.0001), (0.00004, 0.0001), (0.00006, 0.0001), (0.5, 0.5), (1e30, 1e9), (.infinity, 1e9), (.nan, 1)])
    func everyScaleIsWrittenAsAPositiveNumber(scale: Double, written: Double) throws {
        let line = StreamLine(time: 0, device: "ts", tool: .finger, position: Point(x: 0, y: 0), gesture: .pinch(.changed, scale: scale))
        #expect(try strict.decode(GestureLineEncoder.encode(line))?.gesture == .pinch(.changed, scale: written))
    }

    @Test func unknownKeysAndGesturesAreIgnoredByClientsButNotByTheStrictCheck() throws {
        let extraKey = #"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0,"pressure_raw":7}"#
        #expect(try lenient.decode(extraKey)?.gesture == .tap)
        #expect(throws: GestureLineDecoder.Violation.self) { try strict.decode(extraKey) }

        let newGesture = #"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"rotate","phase":"began","x":0,"y":0}"#
        #expect(try lenient.decode(newGesture) == nil)
        #expect(throws: GestureLineDecoder.Violation.self) { try strict.decode(newGesture) }
    }

    @Test(arguments: [
        (#"[1]"#, "not a JSON object with scalar values"),
        (#"{"v":2,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0}"#, "'v' must be 1"),
        (#"{"v":1,"time":-1,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0}"#, "'time' is -1.0, outside 0.0...1.7976931348623157e+308"),
        (#"{"v":1,"time":0,"device":"d","tool":"hand","gesture":"tap","phase":"recognized","x":0,"y":0}"#, "'tool' must be finger or pen, not 'hand'"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"began","x":0,"y":0}"#, "phase 'began' is not one of recognized for tap"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":1.5,"y":0}"#, "'x' is 1.5, outside 0.0...1.0"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"peek","phase":"began","x":0,"y":0}"#, "'force' must be a number"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"peek","phase":"began","x":0,"y":0,"force":true}"#, "'force' must be a number"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"pinch","phase":"began","x":0,"y":0,"scale":0}"#, "'scale' is 0.0, outside 5e-324...1.7976931348623157e+308"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"edge-pan","phase":"ended","x":0,"y":0,"edge":"left","progress":0.5}"#, "edge-pan 'ended' needs a boolean 'committed'"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"edge-pan","phase":"began","x":0,"y":0,"edge":"left","progress":0.5,"committed":false}"#, "'committed' belongs on edge-pan 'ended' only"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"edge-pan","phase":"began","x":0,"y":0,"edge":"middle","progress":0.5}"#, "'edge' must be left, right, top or bottom"),
        (#"{"v":1,"time":0,"device":"d","tool":"finger","gesture":"tap","phase":"recognized","x":0,"y":0,"contact":1.5}"#, "'contact' must be an integer"),
    ])
    func violationsAreNamed(line: String, reason: String) {
        #expect(throws: GestureLineDecoder.Violation(reason: reason)) { try lenient.decode(line) }
    }
}
