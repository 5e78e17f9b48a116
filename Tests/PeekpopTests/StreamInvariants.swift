// SPDX-License-Identifier: MIT
import Gestures
import GestureStream

/// What every client of the stream relies on (docs/PROTOCOL.md, "Invariants"),
/// checked over a whole replay. Returns the broken promises, empty when all hold.
struct StreamInvariants {
    private enum Open: Equatable { case hint, peek, pinch, edgePan }

    /// Gestures begun and not yet ended, per device and contact.
    private var open: [String: Open] = [:]
    private var lastTime: [String: Double] = [:]
    private(set) var violations: [String] = []

    mutating func check(_ line: GestureLine) {
        let key = "\(line.device)#\(line.contact ?? -1)"
        if let last = lastTime[line.device], line.time < last {
            violations.append("\(key): time went back from \(last) to \(line.time)")
        }
        lastTime[line.device] = line.time
        switch line.gesture {
        case .tap:
            if let current = open[key], current == .peek || current == .hint { violations.append("\(key): tap during a \(current)") }
        case .hint(.changed, _):
            violations.append("\(key): a hint has no changed")
        case .hint(let phase, _):
            transition(key, .hint, phase)
        case .pop:
            if open[key] != .peek { violations.append("\(key): pop without a peek began first") }
            open[key] = nil
        case .peek(let phase, _):
            // A peek's began ends the hint of its press.
            if phase == .began, open[key] == .hint { open[key] = nil }
            transition(key, .peek, phase)
        case .pinch(let phase, _):
            transition(key, .pinch, phase)
        case .edgePan(let phase, _, _, _):
            transition(key, .edgePan, phase)
        }
    }

    /// At the end of a stream nothing may be left open.
    mutating func finish() {
        for (key, gesture) in open.sorted(by: { $0.key < $1.key }) {
            violations.append("\(key): \(gesture) never ended")
        }
        open.removeAll()
    }

    private mutating func transition(_ key: String, _ gesture: Open, _ phase: GesturePhase) {
        switch phase {
        case .began:
            if let current = open[key] { violations.append("\(key): \(gesture) began while \(current) is open") }
            open[key] = gesture
        case .changed:
            if open[key] != gesture { violations.append("\(key): \(gesture) changed without began") }
        case .ended, .cancelled:
            if open[key] != gesture { violations.append("\(key): \(gesture) \(phase) without began") }
            open[key] = nil
        }
    }
}
