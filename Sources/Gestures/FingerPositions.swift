// SPDX-License-Identifier: MIT
import Contacts

/// Where the fingers of one frame are, by contact id: what `PinchMachine` is told they moved to.
/// A frame the pinch follows has two fingers (three when one lands), so the first two are held
/// inline and any more in a list searched in order: no dictionary to hash, and no array allocated
/// on every frame of a pinch. Written like a dictionary: `[1: point]`, `positions[id]`.
public struct FingerPositions: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// The fingers, each id once, in the order they were first set: the first two here, the rest in `more`.
    private var first: PinchMachine.Finger?
    private var second: PinchMachine.Finger?
    private var more: [PinchMachine.Finger] = []

    public init() {}

    public init(dictionaryLiteral elements: (Int, Point)...) {
        for (id, position) in elements { set(position, for: id) }
    }

    /// The position of finger `id`, nil when it is not in the frame.
    public subscript(id: Int) -> Point? {
        if let first, first.id == id { return first.position }
        if let second, second.id == id { return second.position }
        return more.first { $0.id == id }?.position
    }

    /// Finger `id` is at `position` (replacing where it was said to be).
    public mutating func set(_ position: Point, for id: Int) {
        let finger = PinchMachine.Finger(id: id, position: position)
        if first == nil || first?.id == id {
            first = finger
        } else if second == nil || second?.id == id {
            second = finger
        } else if let index = more.firstIndex(where: { $0.id == id }) {
            more[index] = finger
        } else {
            more.append(finger)
        }
    }
}
