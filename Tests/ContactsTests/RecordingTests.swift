// SPDX-License-Identifier: MIT
import Contacts
import Testing
import TestSupport

/// The tracker on real recordings from ../shared/recordings.
@Suite(.enabled(if: TestData.sharedRecordings != nil)) struct RecordingTests {
    /// The contacts that began, in order.
    static func began(_ frames: [TouchFrame]) -> [Contact] {
        frames.flatMap(\.contacts).filter { $0.phase == .began }
    }

    @Test(arguments: [("ntrig-xt2-1-tap.event", 1), ("ntrig-xt2-2-tap.event", 2), ("ntrig-xt2-3-tap.event", 3)])
    func ntrigTapsHaveExactlyThatManyContacts(file: String, fingers: Int) throws {
        let frames = try #require(try EvemuTestReader.frames("evemu/ntrig-xt2/\(file)", description: "evemu/ntrig-xt2/ntrig-xt2.device"))
        #expect(Self.began(frames).map(\.id) == Array(0..<fingers))
        #expect(frames.flatMap(\.contacts).filter { $0.phase == .ended }.count == fingers)
        #expect(frames.last?.contacts.allSatisfy { $0.phase == .ended } == true)
    }

    @Test func ntrigOneTapIsProtocolAWithExactPositions() throws {
        let frames = try #require(try EvemuTestReader.frames("evemu/ntrig-xt2/ntrig-xt2-1-tap.event", description: "evemu/ntrig-xt2/ntrig-xt2.device"))
        #expect(frames.map(\.contacts) == [
            [Contact(id: 0, tool: .finger, phase: .began, position: Point(x: 6634.0 / 9600, y: 3882.0 / 7200))],
            [Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 6663.0 / 9600, y: 3868.0 / 7200))],
            [Contact(id: 0, tool: .finger, phase: .changed, position: Point(x: 6699.0 / 9600, y: 3936.0 / 7200))],
            [Contact(id: 0, tool: .finger, phase: .ended, position: Point(x: 6699.0 / 9600, y: 3936.0 / 7200))],
        ])
    }

    @Test func wacomISDv4TwoFingerTap() throws {
        let frames = try #require(try EvemuTestReader.frames(
            "evemu-devices/tablets/Wacom ISDv4 E6 Finger.2fg-tap.events", description: "evemu-devices/tablets/Wacom ISDv4 E6 Finger.desc"))
        #expect(phases(frames) == [[0: .began, 1: .began], [0: .ended, 1: .ended]])
    }

    @Test(arguments: [
        ("evemu-devices/touchscreens/Atmel maXTouch Touchscreen.2-fingers-touch-release.events", nil, 2),
        ("evemu-devices/touchscreens/Atmel maXTouch Touchscreen.4-finger-drag-down.events", nil, 4),
        ("evemu-devices/touchscreens/EP0430M09.4-finger-drag-down.events", nil, 4),
        ("evemu-devices/touchscreens/N-Trig MultiTouch.1-finger-drag-NW-SE.events", "evemu-devices/touchscreens/N-Trig MultiTouch.desc", 1),
        ("evemu-devices/touchscreens/QUANTA OpticalTouchScreen.events", "evemu-devices/touchscreens/QUANTA OpticalTouchScreen.desc", 9),
        ("evemu-devices/touchscreens/QUANTA OpticalTouchScreen.touch-hover.events", "evemu-devices/touchscreens/QUANTA OpticalTouchScreen.desc", 1),
        ("evemu-devices/tablets/eGalax Inc. USB TouchController.events", "evemu-devices/tablets/eGalax Inc. USB TouchController.desc", 2),
        ("evemu-devices/tablets/Wacom Cintiq 13HD touch Pen.events", nil, 2),
        ("evemu-devices/tablets/Wacom Intuos4 6x9.stylus-move.events", "evemu-devices/tablets/Wacom Intuos4 6x9.desc", 0),
    ] as [(String, String?, Int)])
    func touchscreensAndPensHaveTheirContacts(events: String, description: String?, contacts: Int) throws {
        let frames = try #require(try EvemuTestReader.frames(events, description: description))
        #expect(Self.began(frames).count == contacts)
    }

    @Test func eGalaxTouchesAreFingersAndCintiqTouchesArePens() throws {
        let eGalax = try #require(try EvemuTestReader.frames(
            "evemu-devices/tablets/eGalax Inc. USB TouchController.events", description: "evemu-devices/tablets/eGalax Inc. USB TouchController.desc"))
        #expect(Self.began(eGalax).map(\.tool) == [.finger, .finger])
        let cintiq = try #require(try EvemuTestReader.frames("evemu-devices/tablets/Wacom Cintiq 12WX.events"))
        #expect(Self.began(cintiq).map(\.tool) == [.pen, .eraser])
        #expect(Self.began(cintiq).allSatisfy { $0.force != nil && $0.tilt != nil })
    }

    /// Across every recording: each contact begins once, then changes, then ends or is cancelled
    /// once, ids count up from 0, and only pads and absolute mice are refused.
    @Test func everyRecordingGivesWellFormedLifecycles() {
        var refused: [String] = []
        for (path, recording, device) in EvemuTestReader.allRecordings() {
            guard var tracker = try? ContactTracker(device: device) else {
                refused.append(device.name)
                continue
            }
            var open = Set<Int>()
            var next = 0
            for frame in recording.events.compactMap({ tracker.handle($0) }) {
                #expect(Set(frame.contacts.map(\.id)).count == frame.contacts.count, "\(path)")
                for contact in frame.contacts {
                    switch contact.phase {
                    case .began:
                        #expect(contact.id == next, "\(path)")
                        next += 1
                        open.insert(contact.id)
                    case .changed:
                        #expect(open.contains(contact.id), "\(path)")
                    case .ended, .cancelled:
                        #expect(open.remove(contact.id) != nil, "\(path)")
                    }
                    #expect((0...1).contains(contact.position.x) && (0...1).contains(contact.position.y), "\(path)")
                }
            }
            #expect(tracker.takeDiagnostics() == [], "\(path)")
        }
        #expect(Set(refused) == ["QEMU 0.12.1 QEMU USB Tablet", "Wacom Cintiq 12WX Pad", "Wacom Cintiq 13HD touch Pad",
                                 "Wacom Express Key Remote Pad", "Wacom Intuos3 4x6 Pad"])
    }
}
