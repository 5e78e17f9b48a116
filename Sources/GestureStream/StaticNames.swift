// SPDX-License-Identifier: MIT
import Contacts
import Gestures

// The names a gesture line carries, as static text: the encoder copies them as they are, where a
// raw value would make a string and copy its bytes out on every line. Each is its type's raw value
// (`StaticNamesTests` checks every case).

extension ToolKind {
    /// `rawValue`, static.
    var staticName: StaticString {
        switch self {
        case .finger: "finger"
        case .pen: "pen"
        case .eraser: "eraser"
        }
    }
}

extension GestureName {
    /// `rawValue`, static.
    var staticName: StaticString {
        switch self {
        case .tap: "tap"
        case .hint: "hint"
        case .peek: "peek"
        case .pop: "pop"
        case .pinch: "pinch"
        case .edgePan: "edge-pan"
        }
    }
}

extension GesturePhase {
    /// `rawValue`, static.
    var staticName: StaticString {
        switch self {
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

extension DiscretePhase {
    /// `rawValue`, static.
    var staticName: StaticString {
        switch self {
        case .recognized: "recognized"
        }
    }
}

extension Edge {
    /// `rawValue`, static.
    var staticName: StaticString {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        }
    }
}

extension Gesture {
    /// `phaseName`, static.
    var staticPhaseName: StaticString {
        switch self {
        case .tap, .pop: DiscretePhase.recognized.staticName
        case .hint(let phase, _), .peek(let phase, _), .pinch(let phase, _), .edgePan(let phase, _, _, _): phase.staticName
        }
    }
}
