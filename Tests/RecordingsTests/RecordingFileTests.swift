// SPDX-License-Identifier: MIT
import Foundation
import Recordings
import Testing
import TestSupport

@Suite struct RecordingFileTests {
    @Test(arguments: [
        ("# EVEMU 1.3\nN: x\n", RecordingFormat.evemu),
        ("E: 1.000000 0000 0000 0\n", .evemu),
        ("", .evemu),
        ("# only a comment\n\n", .evemu),
        ("version: 1\nndevices: 1\n", .libinputRecord),
        ("# libinput record\n---\nversion: 1\n", .libinputRecord),
        ("\n\n  ndevices: 2\n", .libinputRecord),
        ("\u{FEFF}libinput:\n  version: 1.25\n", .libinputRecord),
        ("devices:\r\n", .libinputRecord),
        ("N: version: 1\n", .evemu),
    ])
    func detectsTheFormatFromTheFirstContentLine(text: String, format: RecordingFormat) {
        #expect(RecordingFormat.detect(Array(text.utf8)) == format)
    }

    @Test(.enabled(if: TestData.sharedRecordings != nil))
    func opensAnEvemuRecordingWithItsDiscoveredDescription() throws {
        let root = try #require(TestData.sharedRecordings)
        let path = root.appendingPathComponent("evemu/ntrig-xt2/ntrig-xt2-1-tap.event").path
        #expect(try RecordingFile.format(ofFileAt: path) == .evemu)
        var reader = try RecordingFile.open(path: path)
        #expect(reader.devices.map(\.name) == ["N-Trig-MultiTouch"])
        #expect(try reader.next() != nil)
    }

    @Test func missingAndUnreadablePathsAreUnreadableErrors() {
        #expect(throws: RecordingError(.unreadable, file: "/nonexistent/a.events", line: nil, reason: "cannot open: No such file or directory")) {
            _ = try RecordingFile.open(path: "/nonexistent/a.events")
        }
        #expect(throws: RecordingError(.unreadable, file: "/", line: nil, reason: "cannot read: Is a directory")) {
            _ = try RecordingFile.open(path: "/")
        }
    }
}
