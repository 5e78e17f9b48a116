// SPDX-License-Identifier: MIT
import Contacts
import Gestures
import InputEvents
import Testing

/// The pen rule end to end (evdev events through the tracker's libinput pressure handling and the
/// recognizer), on synthetic pens of several pressure ranges: the rule is in forces, so every
/// range must give the same gestures.
@Suite struct PenDwellPipelineTests {
    /// Pressure axes: 10-bit, 11-bit, 13-bit and one whose range does not start at zero.
    static let ranges: [(minimum: Int32, maximum: Int32)] = [(0, 1023), (0, 2047), (0, 8191), (100, 4195)]

    /// What a press does, as (ms since the tip landed, fraction of the pressure range); the gestures
    /// it must give, without `changed`. Every one lands past the hint's force, so it hints as it lands.
    static let presses: [(name: String, profile: [(Int64, Double)], expected: [String])] = [
        ("pauses at half scale for 330 ms, then presses on to 0.9", [(0, 0.5), (330, 0.5), (360, 0.9), (700, 0.9)],
         ["hint began", "peek began", "pop recognized"]),
        ("saturates within 100 ms and lifts at 270 ms", [(0, 0.5), (100, 1), (270, 1)], ["hint began", "hint ended", "tap recognized"]),
        ("lands saturated and stays", [(0, 1), (900, 1)], ["hint began", "peek began", "peek ended"]),
        ("pauses at half scale for only 150 ms, then presses on", [(0, 0.5), (150, 0.5), (160, 0.9), (900, 0.9)],
         ["hint began", "peek began", "peek ended"]),
    ]

    @Test(arguments: ranges)
    func eachPressGivesTheSameGesturesOnEveryRange(_ range: (minimum: Int32, maximum: Int32)) throws {
        for press in Self.presses {
            let gestures = try run(press.profile, range: range)
            #expect(gestures.map(\.name) == press.expected, "\(press.name), pressure \(range.minimum)...\(range.maximum)")
            // Peek and pop of a dwelt press come in the same moment.
            if press.expected.contains("pop recognized") {
                #expect(Set(gestures.filter { !$0.name.hasPrefix("hint") }.map(\.time)).count == 1)
            }
        }
    }

    /// The press's gestures as `GESTURE PHASE` with their times.
    func run(_ profile: [(Int64, Double)], range: (minimum: Int32, maximum: Int32)) throws -> [(name: String, time: Timestamp)] {
        var pipeline = try DevicePipeline(device: pen(range), profile: ForceProfile())
        var gestures: [GestureEvent] = []
        for event in events(profile, range: range) { gestures += pipeline.feed(event).gestures }
        let end = profile.last!.0 * 1_000 + 1_000_000
        gestures += pipeline.advance(to: Timestamp(microseconds: end))
        return gestures.compactMap { event in
            switch event.gesture {
            case .tap: ("tap recognized", event.time)
            case .pop: ("pop recognized", event.time)
            case .hint(let phase, _): ("hint \(phase)", event.time)
            case .peek(.changed, _): nil
            case .peek(let phase, _): ("peek \(phase)", event.time)
            default: ("\(event.gesture)", event.time)
            }
        }
    }

    /// A still pen in proximity 50 ms before the tip lands, a frame every 5 ms (200 Hz) while it
    /// touches with `profile` interpolated, then the tip up and out of proximity.
    func events(_ profile: [(Int64, Double)], range: (minimum: Int32, maximum: Int32)) -> [InputEvent] {
        var events: [InputEvent] = []
        func frame(_ us: Int64, _ values: [(UInt16, UInt16, Int32)]) {
            let time = Timestamp(microseconds: us)
            events += values.map { InputEvent(time: time, type: $0.0, code: $0.1, value: $0.2) }
            events.append(InputEvent(time: time, type: EventType.syn, code: SynCode.report, value: 0))
        }
        let raw = { (fraction: Double) in range.minimum + Int32((Double(range.maximum - range.minimum) * fraction).rounded()) }
        frame(0, [(EventType.key, KeyCode.btnToolPen, 1), (EventType.abs, AbsCode.x, 1000), (EventType.abs, AbsCode.y, 500),
                  (EventType.abs, AbsCode.pressure, range.minimum)])
        let last = profile.last!.0
        for ms in stride(from: Int64(0), through: last, by: 5) {
            let after = profile.firstIndex { $0.0 >= ms }!
            let (t1, f1) = profile[after]
            let (t0, f0) = after == 0 ? profile[0] : profile[after - 1]
            let fraction = t1 == t0 ? f1 : f0 + (f1 - f0) * Double(ms - t0) / Double(t1 - t0)
            frame(50_000 + ms * 1_000, [(EventType.abs, AbsCode.pressure, raw(fraction))])
        }
        frame(50_000 + (last + 5) * 1_000, [(EventType.abs, AbsCode.pressure, range.minimum)])
        frame(50_000 + (last + 50) * 1_000, [(EventType.key, KeyCode.btnToolPen, 0)])
        return events
    }

    func pen(_ range: (minimum: Int32, maximum: Int32)) -> DeviceDescription {
        let abs: [UInt16: AbsInfo] = [
            AbsCode.x: AbsInfo(minimum: 0, maximum: 2000, resolution: 100),
            AbsCode.y: AbsInfo(minimum: 0, maximum: 1000, resolution: 100),
            AbsCode.pressure: AbsInfo(value: range.minimum, minimum: range.minimum, maximum: range.maximum),
        ]
        return DeviceDescription(
            name: "Synthetic pen \(range.maximum)", id: DeviceID(bustype: 3, vendor: 1, product: 2, version: 1),
            properties: [InputProperty.direct],
            codes: [EventType.key: [KeyCode.btnTouch, KeyCode.btnToolPen, KeyCode.btnStylus], EventType.abs: Set(abs.keys)],
            absInfo: abs)
    }
}
