// SPDX-License-Identifier: MIT
@testable import Daemon
import Foundation
import Gestures
import GestureStream
import InputEvents
import Recordings
import SystemCalls
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A live source as the loop sees it: a held finger sends nothing after it lands, so the
/// hold-to-peek must come from the deadline timer, on time; a source that goes away ends its
/// gestures.
@Suite struct DeviceFeedTests {
    /// Events scripted by the test behind a pipe: readable while the pipe holds bytes, gone at
    /// end of file, as an evdev node is when its device is unplugged.
    final class ScriptedSource: InputSource {
        struct Unplugged: Error, CustomStringConvertible {
            var description: String { "the device was unplugged" }
        }

        let device: DeviceDescription
        let clock = SystemClock.ID.monotonic
        let isFinished = false
        private let readEnd: FileDescriptor
        /// Closed (nil) once unplugged.
        private(set) var writeEnd: FileDescriptor?
        private var script: [InputEvent]

        init(device: DeviceDescription, script: [InputEvent]) throws {
            self.device = device
            self.script = script
            (readEnd, writeEnd) = try FileDescriptor.pipe()
            _ = fcntl(readEnd.rawValue, F_SETFL, O_NONBLOCK)
            try [UInt8(1)].withUnsafeBytes { try writeEnd?.writeAll($0) }
        }

        var descriptor: FileDescriptor? { readEnd }

        func unplug() {
            writeEnd = nil
        }

        func readAvailable() throws -> [InputEvent] {
            var byte: UInt8 = 0
            if try withUnsafeMutableBytes(of: &byte, { try readEnd.readIfReady(into: $0) }) == 0 { throw Unplugged() }
            defer { script = [] }
            return script
        }
    }

    /// Found by the live soak (Tests/VM/cases/95-soak.sh): each unplugged device left its evdev
    /// node and its timer open in the daemon for good, two descriptors per plug.
    @Test func theDaemonLetsAGoneDeviceGoWithItsDescriptors() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("plain-touchscreen/plain-touchscreen.long-press.events").path
        let device = try #require(try RecordingFile.open(path: recording).devices.first)
        let folder = try DaemonProcess.temporaryFolder()
        var options = Daemon.Options()
        options.drain = .zero
        let daemon = try Daemon(socketPath: folder.appendingPathComponent("peekpop.sock").path, session: nil, options: options)
        weak var released: ScriptedSource?
        do {
            let source = try ScriptedSource(device: device, script: [])
            released = source
            try daemon.add(source, profile: ForceProfile())
            source.unplug()
        }
        #expect(released != nil)
        // The device going is the only input ending: run returns once it has gone.
        try daemon.run()
        #expect(released == nil)
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func aHeldFingerPeeksFromTheTimerAtItsDeadlineAndIsCancelledWhenTheDeviceGoes() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("plain-touchscreen/plain-touchscreen.long-press.events").path
        var reader = try RecordingFile.open(path: recording)
        let device = try #require(reader.devices.first)
        // The first frame only (the finger lands), stamped now on the monotonic clock.
        let landed = SystemClock.Instant.now().nanoseconds / 1_000
        var frame: [InputEvent] = []
        while let recorded = try reader.next() {
            var event = recorded.event
            event.time = Timestamp(microseconds: landed)
            frame.append(event)
            if event.isReport { break }
        }
        let source = try ScriptedSource(device: device, script: frame)

        let loop = try EventLoop()
        var lines: [(event: GestureEvent, line: GestureLine)] = []
        var gone: DeviceGone?
        let feed = try DeviceFeed(source, profile: ForceProfile(), calibration: .identity, loop: loop,
                                  deliver: { event, line in
                                      lines.append((event, line))
                                      // Unplugged once the peek is there.
                                      source.unplug()
                                  },
                                  notes: { _ in },
                                  ended: {
                                      gone = $0
                                      loop.stop()
                                  })
        // Should the timer never fire, the test ends anyway.
        let guardAlarm = try Alarm()
        try guardAlarm.set(at: guardAlarm.now + .seconds(5))
        try loop.watch(guardAlarm.fileDescriptor, for: .readable) { _ in loop.stop() }
        try loop.run()
        _ = feed

        try #require(lines.count == 2, "\(lines.map(\.line))")
        guard case .peek(.began, _) = lines[0].line.gesture else {
            Issue.record("a peek should begin, not \(lines[0].line.gesture)")
            return
        }
        // Nothing but the timer could have made it, and its time is the deadline itself. How soon
        // after the deadline it reaches a client is for `make bench` (bench/vm-latency.sh).
        #expect(lines[0].event.time == Timestamp(microseconds: landed) + ForceProfile().finger.longPress)
        guard case .peek(.cancelled, _) = lines[1].line.gesture else {
            Issue.record("the peek should be cancelled, not \(lines[1].line.gesture)")
            return
        }
        #expect(gone?.device == device.name)
        #expect(gone?.reason is ScriptedSource.Unplugged)
    }

    /// Found by the desktop suite (Tests/VM/desktop): the same touchscreen plugged in again got a
    /// new time zero, so its times went back, and the window, which pairs a device's lines with
    /// its touches by their times, paired none of its fingers any more.
    @Test func aDevicePluggedInAgainKeepsItsTimeZero() throws {
        let recording = TestData.projectRecordings.appendingPathComponent("pressure-touchscreen/pressure-touchscreen.light-tap.events").path
        var reader = try RecordingFile.open(path: recording)
        let device = try #require(reader.devices.first)
        // The tap, stamped from one moment on the monotonic clock: both plugs send it as made then.
        let landed = SystemClock.Instant.now().nanoseconds / 1_000
        var tap: [InputEvent] = []
        while let recorded = try reader.next() {
            var event = recorded.event
            event.time = Timestamp(microseconds: landed + event.time.microseconds)
            tap.append(event)
        }
        let folder = try DaemonProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = Daemon.Options()
        options.drain = .zero
        var lines: [String] = []
        options.echo = { lines.append($0) }
        let daemon = try Daemon(socketPath: folder.appendingPathComponent("peekpop.sock").path, session: nil, options: options)
        let first = try ScriptedSource(device: device, script: tap)
        try daemon.add(first, profile: ForceProfile())
        first.unplug()
        // Plugged in again a while later.
        usleep(50_000)
        let again = try ScriptedSource(device: device, script: tap)
        try daemon.add(again, profile: ForceProfile())
        again.unplug()
        try daemon.run()

        let times = lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["time"] as? Double
        }
        try #require(times.count == 2, "one tap per plug: \(lines)")
        #expect(times[0] == times[1], "the same tap at the same moment, on both plugs: \(lines)")
        #expect(times[0] > 0)
    }
}
