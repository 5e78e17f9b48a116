// SPDX-License-Identifier: MIT
import Contacts

/// Where the fingers of one frame are, by contact id: what `PinchMachine` is told they moved to.
/// A frame the pinch follows has one to three fingers, so a list searched in order costs less than
/// a dictionary, which allocated and hashed on every frame of a single finger. Written like a
/// dictionary: `[1: point]`, `positions[id]`.
public struct FingerPositions: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The fingers, each id once, in the order they were first set.
    private var fingers: [PinchMachine.Finger] = []

    public init() {}

    public init(dictionaryLiteral elements: (Int, Point)...) {
        for (id, position) in elements { set(position, for: id) }
    }

    /// The position of finger `id`, nil when it is not in the frame.
    public subscript(id: Int) -> Point? {
        fingers.first { $0.id == id }?.position
    }

    /// Finger `id` is at `position` (replacing where it was said to be).
    public mutating func set(_ position: Point, for id: Int) {
        if let index = fingers.firstIndex(where: { $0.id == id }) {
            fingers[index].position = position
        } else {
            fingers.append(PinchMachine.Finger(id: id, position: position))
        }
    }
}
