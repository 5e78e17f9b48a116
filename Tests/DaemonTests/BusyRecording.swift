// SPDX-License-Identifier: MIT
import Foundation
import TestSupport

/// A synthetic recording (made here, not recorded from hardware) that keeps the stream busy: two
/// fingers on the demo's pressure touchscreen pinching out a little every frame, thousands of
/// frames a second, so a client that does not read falls far behind within a couple of seconds.
enum BusyRecording {
    /// Writes the recording into `folder`; its path. `afterTheDemo` keeps the demo's own gestures
    /// first (every kind of session line with `--site`), the busy pinch one second after them.
    static func write(into folder: URL, frames: Int = 6_000, framesPerSecond: Int = 3_000, afterTheDemo: Bool = false) throws -> String {
        let demo = try String(contentsOf: TestData.projectRecordings.appendingPathComponent("demo/pressure-touchscreen.demo.events"), encoding: .utf8)
        var out = demo.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { (afterTheDemo || !$0.hasPrefix("E:")) && !$0.isEmpty }
            .joined(separator: "\n") + "\n"
        func event(_ frame: Int, _ type: Int, _ code: Int, _ value: Int) {
            // The demo's last event is at 7.72 s.
            let microseconds = (afterTheDemo ? 8_725_000 : 0) + frame * 1_000_000 / framesPerSecond
            let fraction = String(microseconds % 1_000_000)
            out += "E: \(microseconds / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction) "
                + String(format: "%04x %04x", type, code) + " \(value)\n"
        }
        for frame in 0..<frames {
            // Two units further apart every frame (so every frame is a pinch line), back in and again.
            let span = 200 + 2 * (frame % 900)
            for (slot, direction) in [(0, -1), (1, 1)] {
                event(frame, 3, 0x2f, slot)                          // ABS_MT_SLOT
                if frame == 0 { event(frame, 3, 0x39, 10 + slot) }   // ABS_MT_TRACKING_ID
                event(frame, 3, 0x35, 2048 + direction * span)       // ABS_MT_POSITION_X
                event(frame, 3, 0x36, 1152)                          // ABS_MT_POSITION_Y
                event(frame, 3, 0x3a, 9)                             // ABS_MT_PRESSURE, far below a peek
            }
            if frame == 0 {
                event(frame, 1, 0x14a, 1)                            // BTN_TOUCH
                event(frame, 1, 0x14d, 1)                            // BTN_TOOL_DOUBLETAP
            }
            event(frame, 0, 0, 0)                                    // SYN_REPORT
        }
        for slot in 0..<2 {
            event(frames, 3, 0x2f, slot)
            event(frames, 3, 0x39, -1)
        }
        event(frames, 1, 0x14a, 0)
        event(frames, 1, 0x14d, 0)
        event(frames, 0, 0, 0)
        let path = folder.appendingPathComponent("busy-pinch.events").path
        try out.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
