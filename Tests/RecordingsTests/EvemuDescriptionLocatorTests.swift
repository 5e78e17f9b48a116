// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import Testing
import TestSupport

@Suite struct EvemuDescriptionLocatorTests {
    @Test(arguments: [
        ("Wacom Bamboo 16FG 4x5 Finger double-tap.events",
         ["Wacom Bamboo 16FG 4x5 Finger.desc", "Wacom Bamboo 16FG 4x5 Pen.desc", "Wacom Bamboo 16FG 4x5 Finger double-tap.events"],
         "Wacom Bamboo 16FG 4x5 Finger.desc"),
        ("ntrig-xt2-1-tap.event", ["ntrig-xt2-1-tap.event", "ntrig-xt2.device", "ntrig-xt2-2-tap.event"], "ntrig-xt2.device"),
        ("wetab.event", ["wetab.prop", "wetab.event", "bcm5974.prop"], "wetab.prop"),
        ("Wacom ISDv4 E6 Finger.2fg-tap.events", ["Wacom ISDv4 E6 Finger.desc", "Wacom ISDv4 E6 Pen.desc"], "Wacom ISDv4 E6 Finger.desc"),
        // The longest prefix wins.
        ("A B_c.events", ["A.desc", "A B.desc", "A B_c d.desc"], "A B.desc"),
        // The prefix must end at a separator.
        ("ABC.events", ["AB.desc"], nil),
        ("AB.events", ["AB.txt", "AB.events.desc2"], nil),
        ("Wacom Intuos5 touch M Pad.events", ["Wacom Intuos5 touch M Finger.desc", "Wacom Intuos5 touch M Pen.desc"], nil),
    ] as [(String, [String], String?)])
    func picksTheLongestSeparatedPrefix(recording: String, names: [String], expected: String?) {
        #expect(DescriptionLocator.descriptionName(forRecording: recording, among: names) == expected)
    }

    @Test(.enabled(if: TestData.sharedRecordings != nil))
    func findsDescriptionsInTheSharedDirectories() throws {
        let root = try #require(TestData.sharedRecordings).path
        let cases: [(String, String?)] = [
            ("evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Finger double-tap.events", "evemu-devices/tablets/Wacom Bamboo 16FG 4x5 Finger.desc"),
            ("evemu-devices/tablets/Wacom ISDv4 E6 Finger.double-tap-center.events", "evemu-devices/tablets/Wacom ISDv4 E6 Finger.desc"),
            ("evemu-devices/tablets/Wacom Intuos4 6x9.pad-buttons.events", "evemu-devices/tablets/Wacom Intuos4 6x9.desc"),
            ("evemu-devices/touchpads/SynPS2 Synaptics TouchPad.hp8470p.edge-scroll-vertical.events", "evemu-devices/touchpads/SynPS2 Synaptics TouchPad.hp8470p.desc"),
            ("evemu-devices/touchpads/SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", "evemu-devices/touchpads/SynPS2 Synaptics TouchPad.desc"),
            ("evemu/ntrig-xt2/ntrig-xt2-3-tap.event", "evemu/ntrig-xt2/ntrig-xt2.device"),
            ("evemu/wetab.event", "evemu/wetab.prop"),
            ("evemu-devices/tablets/Wacom Intuos5 touch M Pad.events", nil),
        ]
        for (recording, description) in cases {
            #expect(DescriptionLocator.descriptionPath(forRecordingAt: "\(root)/\(recording)") == description.map { "\(root)/\($0)" })
        }
    }
}
