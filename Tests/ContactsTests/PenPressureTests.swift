// SPDX-License-Identifier: MIT
@testable import Contacts
import InputEvents
import Testing

/// libinput 1.22's pen pressure rules (`PenPressure`) through the tracker. `TestDevices.pen()` has
/// pressure 0...1023: the tip goes down at 51 (5 %) and up at 10 (1 %); its distance is 0...63,
/// so an offset is only taken from a pen at least 31 away.
@Suite struct PenPressureTests {
    @Test(arguments: [
        (AbsInfo(minimum: 0, maximum: 1023), 10, 51),
        (AbsInfo(minimum: 0, maximum: 2047), 20, 102),
        (AbsInfo(minimum: 100, maximum: 1123), 110, 151),
    ] as [(AbsInfo, Int32, Int32)])
    func thresholdsAreOneAndFivePercentOfTheRange(axis: AbsInfo, lower: Int32, upper: Int32) {
        #expect(PenPressure(axis: axis, distanceAxis: nil).initial == .init(lower: lower, upper: upper, offset: nil))
    }

    /// Pressure per frame for a pen that came into proximity far away with no pressure.
    static func pressures(_ values: [Int32], device: DeviceDescription = TestDevices.pen()) throws -> [[Int: ContactPhase]] {
        var tracker = try ContactTracker(device: device)
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.distance, 40); script.report()
        for value in values {
            script.abs(AbsCode.pressure, value); script.report()
        }
        return phases(tracker.frames(script))
    }

    @Test func theTipGoesDownAtTheUpperThresholdAndUpAtTheLower() throws {
        #expect(try Self.pressures([50]) == [])
        #expect(try Self.pressures([51]) == [[0: .began]])
        #expect(try Self.pressures([51, 11, 50]) == [[0: .began], [0: .changed], [0: .changed]])
        #expect(try Self.pressures([51, 10]) == [[0: .began], [0: .ended]])
        #expect(try Self.pressures([51, 10, 50, 51]) == [[0: .began], [0: .ended], [1: .began]])
    }

    @Test func forceIsMeasuredFromTheLowerThreshold() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.pressure, 51); script.report()
        script.abs(AbsCode.pressure, 1023); script.report()
        #expect(tracker.frames(script).flatMap(\.contacts).map(\.force) == [41.0 / 1013, 1])
    }

    /// A worn pen entering proximity 40 away (over half the distance range) at 8 % pressure (82).
    static func wornPen(_ script: inout EventScript, serial: Int32? = nil) {
        script.key(KeyCode.btnToolPen, 1)
        if let serial { script.serial(serial) }
        script.abs(AbsCode.distance, 40); script.abs(AbsCode.pressure, 82); script.report()
    }

    static func leave(_ script: inout EventScript) {
        script.key(KeyCode.btnToolPen, 0); script.abs(AbsCode.distance, 0); script.abs(AbsCode.pressure, 0); script.report()
    }

    @Test func aWornPenHasItsOffsetSubtractedAndStillReachesFullForce() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        Self.wornPen(&script)                                         // offset 82: tip down at 82 + 41
        script.abs(AbsCode.distance, 0); script.abs(AbsCode.pressure, 122); script.report()
        script.abs(AbsCode.pressure, 123); script.report()
        script.abs(AbsCode.pressure, 1023); script.report()
        script.abs(AbsCode.pressure, 83); script.report()
        script.abs(AbsCode.pressure, 82); script.report()
        Self.leave(&script)
        // Back in proximity, still reading its resting pressure (a lower one would lower the offset).
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.distance, 10); script.abs(AbsCode.pressure, 82); script.report()
        script.abs(AbsCode.pressure, 122); script.report()            // remembered: still no touch
        let contacts = tracker.frames(script).flatMap(\.contacts)
        #expect(contacts.map(\.phase) == [.began, .changed, .changed, .ended])
        let forces: [Double?] = [41.0 / 941, 1, 1.0 / 941, 1.0 / 941]
        #expect(contacts.map(\.force) == forces)
    }

    @Test func noOffsetFromAPenEnteringCloseOrPressingHard() throws {
        // 30 away is under half the distance range: 82 is a touch, as libinput too likely takes it for one.
        var close = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.distance, 30); script.abs(AbsCode.pressure, 82); script.report()
        #expect(phases(close.frames(script)) == [[0: .began]])
        // Over 20 % (204 of 1023) is no wear.
        var hard = try ContactTracker(device: TestDevices.pen())
        script = EventScript()
        script.key(KeyCode.btnToolPen, 1); script.abs(AbsCode.distance, 40); script.abs(AbsCode.pressure, 205); script.report()
        #expect(phases(hard.frames(script)) == [[0: .began]])
    }

    @Test func aLowerPressureLowersTheOffset() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        Self.wornPen(&script)
        script.abs(AbsCode.pressure, 60); script.report()             // offset 60: tip down at 101
        script.abs(AbsCode.pressure, 100); script.report()
        script.abs(AbsCode.pressure, 101); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began]])
    }

    @Test func theOffsetBelongsToTheToolSerial() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        Self.wornPen(&script, serial: 0x1234)
        Self.leave(&script)
        // Another pen: the default thresholds.
        script.key(KeyCode.btnToolPen, 1); script.serial(0x5678); script.abs(AbsCode.distance, 40); script.report()
        script.abs(AbsCode.pressure, 60); script.report()
        Self.leave(&script)
        // The worn pen again: its offset is remembered.
        Self.wornPen(&script, serial: 0x1234)
        script.abs(AbsCode.pressure, 100); script.report()
        let frames = tracker.frames(script)
        #expect(phases(frames) == [[0: .began], [0: .ended]])
        #expect(frames.first?.contacts.first?.force == 50.0 / 1013)
    }

    @Test func theEraserIsAnotherTool() throws {
        var tracker = try ContactTracker(device: TestDevices.pen())
        var script = EventScript()
        Self.wornPen(&script)
        Self.leave(&script)
        script.key(KeyCode.btnToolRubber, 1); script.abs(AbsCode.distance, 10); script.abs(AbsCode.pressure, 60); script.report()
        #expect(phases(tracker.frames(script)) == [[0: .began]])
    }
}
