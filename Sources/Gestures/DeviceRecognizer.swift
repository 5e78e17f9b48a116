// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// A device's recognizer, chosen once by the kind of device (`surface` or `touchpad`) and called
/// directly, with its next deadline kept: the pipeline checks the deadline before every event of
/// every device, and through `any FrameRecognizer` each check projected a boxed existential (or,
/// through an optional, copied the whole recognizer) and worked the deadline out again.
/// Exactly one of the two recognizers is set. They are optionals, not an enum's payloads,
/// because Swift mutates an optional's payload in place; an enum's is moved out and back on
/// every call (measured: slower than the existential).
struct DeviceRecognizer: FrameRecognizer {
    private var surfaceRecognizer: GestureRecognizer?
    private var touchpadRecognizer: ForceClickRecognizer?
    /// The recognizer's, read again after each call that can change it (a frame, deadlines fired).
    private(set) var nextDeadline: Timestamp?

    /// A touchscreen's or a tablet's: taps, peeks, pops, pinches and edge-pans.
    static func surface(_ recognizer: GestureRecognizer) -> Self {
        Self(surfaceRecognizer: recognizer, nextDeadline: recognizer.nextDeadline)
    }

    /// A touchpad's: force clicks only.
    static func touchpad(_ recognizer: ForceClickRecognizer) -> Self {
        Self(touchpadRecognizer: recognizer, nextDeadline: recognizer.nextDeadline)
    }

    mutating func handle(_ frame: TouchFrame, into events: inout [GestureEvent]) {
        if surfaceRecognizer != nil {
            surfaceRecognizer!.handle(frame, into: &events)
            nextDeadline = surfaceRecognizer!.nextDeadline
        } else {
            touchpadRecognizer!.handle(frame, into: &events)
            nextDeadline = touchpadRecognizer!.nextDeadline
        }
    }

    mutating func advance(to time: Timestamp, into events: inout [GestureEvent]) {
        if surfaceRecognizer != nil {
            surfaceRecognizer!.advance(to: time, into: &events)
            nextDeadline = surfaceRecognizer!.nextDeadline
        } else {
            touchpadRecognizer!.advance(to: time, into: &events)
            nextDeadline = touchpadRecognizer!.nextDeadline
        }
    }

    mutating func takeDiagnostics() -> [GestureDiagnostic] {
        surfaceRecognizer?.takeDiagnostics() ?? touchpadRecognizer!.takeDiagnostics()
    }
}
