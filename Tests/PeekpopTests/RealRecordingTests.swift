// SPDX-License-Identifier: MIT
import Contacts
import Foundation
import Gestures
import GestureStream
import InputEvents
import Pipeline
import Recordings
import Testing
import TestSupport

/// Every public recording of real hardware in `../shared/recordings` through the whole pipeline, as
/// `peekpop replay` runs it: it plays to the end as valid protocol v1 with every gesture closed, and
/// what its file name promises holds. Touches are counted with `ContactTracker` (`RecordedTouches`),
/// independently of the recognizer.
///
/// Touchpads (`touchpads/`, `bcm5974`, and the touch surfaces of the Bamboo and Intuos5 tablets,
/// which udev calls touchpads too) give force clicks only, and none of these recordings holds one:
/// they give nothing at all, through taps, scrolls, swipes, pinches, three-finger clicks and the
/// Synaptics pads' four real clicks (their pressure is contact size as much as force, and PS/2
/// Synaptics pads drop and re-report their second finger every few frames).
@Suite(.enabled(if: TestData.sharedRecordings != nil))
struct RealRecordingTests {
    static let root = TestData.sharedRecordings ?? URL(fileURLWithPath: "/nonexistent")

    /// Every recording, relative to `root`.
    static let recordings = TestData.files(under: root, endingWith: [".events", ".event"])
        .map { String($0.path.dropFirst(root.path.count + 1)) }

    /// Recordings of devices that are not touch or pen surfaces, with the device the error names.
    static let unusable = [
        "evemu-devices/tablets/QEMU 0.12.1 QEMU USB Tablet.scroll-up-down.events": "QEMU 0.12.1 QEMU USB Tablet",
        "evemu-devices/tablets/Wacom Cintiq 12WX Pad.buttons-left.events": "Wacom Cintiq 12WX Pad",
        "evemu-devices/tablets/Wacom Cintiq 12WX Pad.buttons-right.events": "Wacom Cintiq 12WX Pad",
        "evemu-devices/tablets/Wacom Cintiq 13HD touch Pad.events": "Wacom Cintiq 13HD touch Pad",
        "evemu-devices/tablets/Wacom Express Key Remote Pad.events": "Wacom Express Key Remote Pad",
        "evemu-devices/tablets/Wacom Intuos3 4x6 Pad.strip.events": "Wacom Intuos3 4x6 Pad",
    ]

    /// Events-only pad recordings whose description evemu-devices never shipped.
    static let withoutDescription = [
        "evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Pad.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M Pad.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M modeswitch.events",
        "evemu-devices/tablets/Wacom Intuos5 touch M touchring.events",
    ]

    /// Recordings of touchpads, as the tracker tells them (udev's own test).
    static let touchpads = Set(recordings.filter { file in
        guard let reader = try? RecordingFile.open(path: root.appendingPathComponent(file).path),
              let device = reader.devices.first else { return false }
        return (try? ContactTracker(device: device))?.isTouchpad == true
    })

    static func isTouchpad(_ file: String) -> Bool { touchpads.contains(file) }

    /// Touchscreens and tablets that replay: the recordings the name rules apply to.
    static let surfaces = recordings.filter {
        !isTouchpad($0) && unusable[$0] == nil && !withoutDescription.contains($0)
    }

    static func name(_ file: String) -> String { URL(fileURLWithPath: file).lastPathComponent }

    /// The stream of `file`, after checking it is valid protocol v1 with every gesture closed.
    static func lines(_ file: String) throws -> [GestureLine] {
        let result = try ReplayHarness.replay(root.appendingPathComponent(file).path)
        #expect(result.violations == [], "\(file)")
        return result.lines
    }

    static func touches(_ file: String) throws -> RecordedTouches {
        try RecordedTouches(path: root.appendingPathComponent(file).path)
    }

    /// The contacts of the lines that start `gesture` (`began`, or `recognized` for tap and pop).
    static func starts(_ gesture: GestureName, in lines: [GestureLine]) -> [Int?] {
        lines.filter { $0.gesture.name == gesture && [GesturePhase.began.rawValue, DiscretePhase.recognized.rawValue].contains($0.gesture.phaseName) }.map(\.contact)
    }

    // MARK: Every recording

    @Test func theSetIsComplete() {
        #expect(Self.recordings.count == 98)
        #expect(Set(Self.unusable.keys).union(Self.withoutDescription).isSubset(of: Self.recordings))
        #expect(Self.surfaces.count == 47)
        #expect(Self.touchpads.count == 41)
        #expect(Self.touchpads.filter { $0.hasPrefix("evemu-devices/touchpads/") || $0 == "evemu/bcm5974.event" }.count == 25)
    }

    /// Nothing a touchpad did in these recordings is a force click, so nothing at all comes of them.
    @Test(arguments: touchpads.sorted())
    func noTouchpadRecordingForceClicks(_ file: String) throws {
        #expect(try Self.lines(file) == [])
    }

    /// Plays to the end with no protocol violation and nothing left open, or says clearly why the
    /// device cannot be used, or (the pads without a description) that the file cannot be read.
    @Test(arguments: recordings)
    func replaysToTheEndOrSaysWhyNot(_ file: String) throws {
        let path = Self.root.appendingPathComponent(file).path
        if let device = Self.unusable[file] {
            let error = #expect(throws: NoUsableDevice.self) { try ReplayHarness.replay(path) }
            #expect(error?.devices.map(\.device) == [device])
            #expect(error?.description.contains("cannot be used") == true)
        } else if Self.withoutDescription.contains(file) {
            let error = #expect(throws: RecordingError.self) { try ReplayHarness.replay(path) }
            #expect(error?.reason == "E: line before any device description")
        } else {
            _ = try Self.lines(file)
        }
    }

    /// Touchscreens and tablets whose recordings hold no touch at all, and so no gesture.
    static let withoutTouches = [
        // Hover only: BTN_TOOL_PEN and positions, never BTN_TOUCH or pressure.
        "evemu-devices/tablets/Genius EasyPen i405X.events",
        // A description and not a single event.
        "evemu-devices/tablets/Wacom Cintiq 22HDT Finger.events",
        // Pad buttons on the pen device.
        "evemu-devices/tablets/Wacom Intuos4 6x9.mode-toggle-button.events",
        "evemu-devices/tablets/Wacom Intuos4 6x9.pad-buttons.events",
        // The stylus moved in proximity without touching.
        "evemu-devices/tablets/Wacom Intuos4 6x9.stylus-move.events",
        // A lens cursor (a puck) is no touch, whatever it clicks.
        "evemu-devices/tablets/Wacom Intuos4 8x13.lens-cursor-click.events",
        "evemu-devices/tablets/Wacom Intuos4 8x13.lens-cursor-drag.events",
        "evemu-devices/tablets/Wacom Intuos4 8x13.lens-cursor-move.events",
        "evemu-devices/tablets/Wacom Intuos5 touch L Pen.lens-cursor-click.events",
        "evemu-devices/tablets/Wacom Intuos5 touch L Pen.lens-cursor-drag.events",
        "evemu-devices/tablets/Wacom Intuos5 touch L Pen.lens-cursor-move.events",
    ]

    @Test(arguments: surfaces)
    func onlyRecordingsWithTouchesGiveGestures(_ file: String) throws {
        let untouched = try Self.touches(file).touches.isEmpty
        #expect(untouched == Self.withoutTouches.contains(file))
        if untouched { #expect(try Self.lines(file) == []) }
    }

    // MARK: Taps

    /// One finger tapping: every touch is one tap, and nothing else happens.
    static let oneFingerTaps: [(String, touches: Int)] = [
        ("evemu/ntrig-xt2/ntrig-xt2-1-tap.event", 1),
        ("evemu-devices/tablets/Wacom ISDv4 E6 Finger.single-tap-center.events", 1),
        // The ISDv4 set names its two-finger taps "2fg-": this is one finger tapping twice, 172 ms apart.
        ("evemu-devices/tablets/Wacom ISDv4 E6 Finger.double-tap-center.events", 2),
        // The controller delivered the whole tap at once: touch, move and lift within 38 µs.
        ("evemu-devices/tablets/eGalax_eMPIA Technology Inc. PCAP MultiTouch Controller.tap.events", 1),
    ]

    /// Several fingers landing and lifting together: no tap, no peek, no pinch, nothing at all.
    static let multiFingerTaps: [(String, fingers: Int)] = [
        ("evemu/ntrig-xt2/ntrig-xt2-2-tap.event", 2),
        ("evemu/ntrig-xt2/ntrig-xt2-3-tap.event", 3),
        ("evemu-devices/tablets/Wacom ISDv4 E6 Finger.2fg-tap.events", 2),
        // Only one two-finger tap was recorded (two touches, 40 and 60 ms), not two.
        ("evemu-devices/tablets/Wacom ISDv4 E6 Finger.2fg-double-tap.events", 2),
        ("evemu-devices/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", 2),
        ("evemu-devices/touchscreens/EP0430M09.2-fingers-touch-release.events", 2),
    ]

    @Test func everyTapRecordingIsClassified() {
        let named = Self.surfaces.filter { Self.name($0).contains("tap") || Self.name($0).contains("touch-release") }
        #expect(Set(named) == Set(Self.oneFingerTaps.map(\.0) + Self.multiFingerTaps.map(\.0)))
    }

    @Test(arguments: oneFingerTaps)
    func oneFingerTapsTapOncePerTouch(_ file: String, touches: Int) throws {
        let recorded = try Self.touches(file)
        #expect(recorded.touches.count == touches)
        #expect(recorded.mostAtOnce == 1)
        let lines = try Self.lines(file)
        #expect(ReplayHarness.summary(lines) == Array(repeating: "finger tap recognized", count: touches))
        #expect(Self.starts(.tap, in: lines) == recorded.touches.map(\.id))
    }

    @Test(arguments: multiFingerTaps)
    func multiFingerTapsGiveNoGesture(_ file: String, fingers: Int) throws {
        let recorded = try Self.touches(file)
        #expect(recorded.touches.count == fingers)
        #expect(recorded.mostAtOnce == fingers)
        #expect(try Self.lines(file) == [])
    }

    /// On every touchscreen and tablet, a touch taps exactly when no other contact touched during it,
    /// it lifted within its tool's tap limit and it never left the slop (pens: 350 ms, so a stylus
    /// tap that lands hard is still a tap).
    @Test(arguments: surfaces)
    func aTouchTapsExactlyWhenAloneQuickAndStill(_ file: String) throws {
        let profile = ForceProfile()
        let quick = try Self.touches(file).touches.filter { touch in
            !touch.overlapped && touch.ended && touch.leftSlop == nil
                && touch.duration <= profile.thresholds(for: touch.tool).tapMaximum
        }
        #expect(Self.starts(.tap, in: try Self.lines(file)) == quick.map(\.id))
    }

    /// On touchscreens and tablets without pressure, a finger peeks exactly when it stays in the slop,
    /// touching and alone, for the long press (movement, a lift or another contact landing after that
    /// do not undo it). Finds the long presses of QUANTA, DTH2242 and the eGalax controller whose
    /// positions never change (they come on ABS_Z/ABS_RX, see ContactTracker.md).
    @Test(arguments: surfaces)
    func aForcelessFingerPeeksExactlyWhenHeldStillAlone(_ file: String) throws {
        let recorded = try Self.touches(file)
        guard !recorded.reportsForce else { return }
        let longPress = ForceProfile().finger.longPress
        let held = recorded.touches.filter { touch in
            let due = touch.landed + longPress
            return touch.lifted >= due && (touch.leftSlop ?? due) >= due && (touch.joined ?? due) >= due
        }
        #expect(Self.starts(.peek, in: try Self.lines(file)) == held.map(\.id))
    }

    // MARK: Movement

    /// Drags, swipes, moves, circles and scrolls are neither taps nor presses, and fingers that move
    /// together do not pinch. Edge-pans are allowed: a swipe that starts at an edge is one.
    static let movements = surfaces.filter { file in
        ["drag", "swipe", "move", "circle", "scroll"].contains { name(file).contains($0) }
    }

    @Test func movementRecordings() {
        #expect(Self.movements.count == 17)
    }

    @Test(arguments: movements)
    func movementsNeitherTapNorPressNorPinch(_ file: String) throws {
        let lines = try Self.lines(file)
        #expect(Self.starts(.tap, in: lines) == [])
        #expect(Self.starts(.peek, in: lines) == [])
        #expect(Self.starts(.pop, in: lines) == [])
        #expect(Self.starts(.pinch, in: lines) == [])
    }

    // MARK: Pens

    /// Pen recordings with tip-down touches, characterised: how many touches, how many are quick
    /// stylus taps, how long the longest of those lasted (ms), how hard the hardest pressed (0...1),
    /// and how many of them pressed past the peek force and still tapped.
    /// The tip goes down at 5 % pressure as in libinput (`PenPressure`), not at `BTN_TOUCH`: the
    /// Cintiq 13HD's two 15-16 ms grazes peaking at 3.2-3.4 % and the 22HDT's four 0-15 ms grazes
    /// peaking at 1-3.3 % are no touch (they were taps under `BTN_TOUCH`), and slow landings begin
    /// when pressure reaches 5 % (the 22HDT's longest tap 15 ms later: 224 ms, not 239).
    static let penTaps: [(String, touches: Int, taps: Int, longest: Int, hardest: Double, pastPeekForce: Int)] = [
        ("evemu-devices/tablets/Wacom Cintiq 13HD.events", 38, 25, 149, 0.54, 3),
        ("evemu-devices/tablets/Wacom Cintiq 22HDT Pen.events", 34, 27, 224, 0.60, 5),
        ("evemu-devices/tablets/Wacom DTH2242 Pen.events", 7, 6, 192, 0.57, 3),
    ]

    @Test(arguments: penTaps)
    func quickStylusTaps(_ file: String, touches: Int, taps: Int, longest: Int, hardest: Double, pastPeekForce: Int) throws {
        let recorded = try Self.touches(file)
        #expect(recorded.touches.count == touches)
        let lines = try Self.lines(file)
        let tapped = Set(Self.starts(.tap, in: lines).compactMap { $0 })
        let quick = recorded.touches.filter { tapped.contains($0.id) }
        let peaks = quick.compactMap(\.peakForce)
        #expect(quick.count == taps)
        #expect(quick.map { Int($0.duration.milliseconds.rounded()) }.max() == longest)
        #expect(peaks.max().map { ($0 * 100).rounded() / 100 } == hardest)
        #expect(peaks.filter { $0 >= ForceProfile().pen.peekForce }.count == pastPeekForce)
        #expect(Self.starts(.peek, in: lines) == [])
    }

    // MARK: Totals

    /// What the whole set gives, so any change in behaviour on real data shows here.
    @Test func totals() throws {
        var tally: [String: Int] = [:]
        for file in Self.recordings where Self.unusable[file] == nil && !Self.withoutDescription.contains(file) {
            for line in try Self.lines(file) where [GesturePhase.began.rawValue, DiscretePhase.recognized.rawValue].contains(line.gesture.phaseName) {
                tally["\(Self.isTouchpad(file) ? "touchpad" : "surface") \(line.tool.rawValue) \(line.gesture.name.rawValue)", default: 0] += 1
            }
        }
        // A pen lands hard: most of its taps pass the hint's force (none of these pens peeks).
        #expect(tally == [
            "surface finger tap": 23, "surface finger peek": 7, "surface finger pinch": 1, "surface finger edge-pan": 1,
            "surface pen tap": 58, "surface pen hint": 47,
        ])
    }
}
