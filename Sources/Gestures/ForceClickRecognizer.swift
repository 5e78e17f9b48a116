// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// A touchpad's gestures: force clicks only (`ForceClickMachine`). Taps, scrolls, swipes and
/// pinches on a touchpad are the desktop's, so nothing else is recognised there; positions are on
/// the pad, and a client takes the pointer's place instead (the stream says so).
public struct ForceClickRecognizer: FrameRecognizer {
    private var machine: ForceClickMachine
    private var lastTime: Timestamp?
    private var diagnostics: [GestureDiagnostic] = []

    public init(thresholds: ForceClickThresholds, geometry: SurfaceGeometry, pressure: PressureScale) {
        machine = ForceClickMachine(thresholds: thresholds, geometry: geometry, pressure: pressure)
    }

    public var nextDeadline: Timestamp? { machine.nextDeadline }

    public mutating func handle(_ frame: TouchFrame, into events: inout [GestureEvent]) {
        if let lastTime, frame.time < lastTime {
            diagnostics.append(.frameWentBack(at: frame.time, previous: lastTime))
        }
        lastTime = max(lastTime ?? frame.time, frame.time)
        advance(to: frame.time, into: &events)
        machine.handle(.frame(Self.pad(in: frame)), at: frame.time, into: &events)
    }

    public mutating func advance(to time: Timestamp, into events: inout [GestureEvent]) {
        guard let due = machine.nextDeadline, due <= time else { return }
        machine.handle(.deadline, at: due, into: &events)
    }

    public mutating func takeDiagnostics() -> [GestureDiagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    /// The pad as the machine sees it: the button, and the finger when it is the only one touching
    /// (an ended or cancelled contact no longer touches).
    static func pad(in frame: TouchFrame) -> ForceClickMachine.Pad {
        var touching = 0
        var finger: Contact?
        var lost = false
        for contact in frame.contacts {
            switch contact.phase {
            case .began, .changed:
                touching += 1
                finger = contact
            case .ended:
                break
            case .cancelled:
                lost = true
            }
        }
        return ForceClickMachine.Pad(buttonDown: frame.buttonDown, touching: touching, finger: touching == 1 ? finger : nil,
                                     lostContact: lost)
    }
}
