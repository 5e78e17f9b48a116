// SPDX-License-Identifier: MIT
import Gestures

/// The `gesture` key of protocol v1: the one table of gesture names, for the encoder and the decoder.
public enum GestureName: String, CaseIterable, Hashable, Sendable {
    case tap
    case hint
    case peek
    case pop
    case pinch
    case edgePan = "edge-pan"
}

/// The `phase` of the discrete gestures (`tap`, `pop`); the continuous ones carry a `GesturePhase`.
public enum DiscretePhase: String, CaseIterable, Hashable, Sendable {
    case recognized
}

extension GesturePhase {
    /// The phases a hint has: it has no `changed` (its force is not followed, only crossed).
    public static let hintPhases: [GesturePhase] = [.began, .ended, .cancelled]
}

extension Gesture {
    /// The `gesture` key of the line.
    public var name: GestureName {
        switch self {
        case .tap: .tap
        case .hint: .hint
        case .peek: .peek
        case .pop: .pop
        case .pinch: .pinch
        case .edgePan: .edgePan
        }
    }

    /// The `phase` key of the line (`recognized` for the discrete gestures).
    public var phaseName: String {
        switch self {
        case .tap, .pop: DiscretePhase.recognized.rawValue
        case .hint(let phase, _), .peek(let phase, _), .pinch(let phase, _), .edgePan(let phase, _, _, _): phase.rawValue
        }
    }
}
