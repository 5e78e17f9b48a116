// SPDX-License-Identifier: MIT
import Gestures
import GestureStream

/// The continuous gestures (hint, peek, pinch, edge-pan) the stream has begun and not yet ended, per
/// device and contact, so that a client can end them itself when their end is lost: the daemon
/// went away, or dropped lines (`{"v":1,"dropped":N}`). What the client drives (the window's session
/// core, the extension's pages) must not keep a preview open whose release will never come. Lines
/// of a gesture the client cancelled are then skipped until that contact begins another, so what it
/// drives never sees the gesture go on after its cancel.
struct OpenGestures {
    /// Which gesture of which touch: a `pop` belongs to the peek it ends, and a hint and the peek
    /// that ends it are one press (the peek's `began` closes the hint).
    private struct Key: Hashable {
        enum Kind: Hashable { case press, pinch, edgePan }
        var device: String
        var contact: Int?
        var kind: Kind
    }

    /// The open gestures with their latest line, in the order they began.
    private var open: [(key: Key, line: GestureLine)] = []
    private var cancelled: Set<Key> = []
    /// The latest time of each device, so a cancel never goes back in that device's time.
    private var latest: [String: Double] = [:]

    /// Whether `line` goes on to what the client drives; it is tracked either way.
    mutating func admit(_ line: GestureLine) -> Bool {
        latest[line.device] = max(latest[line.device] ?? 0, line.time)
        let kind: Key.Kind
        let phase: GesturePhase
        switch line.gesture {
        case .tap: return true
        case .pop: (kind, phase) = (.press, .ended)
        case .hint(let value, _): (kind, phase) = (.press, value)
        case .peek(let value, _): (kind, phase) = (.press, value)
        case .pinch(let value, _): (kind, phase) = (.pinch, value)
        case .edgePan(let value, _, _, _): (kind, phase) = (.edgePan, value)
        }
        let key = Key(device: line.device, contact: line.contact, kind: kind)
        switch phase {
        case .began:
            cancelled.remove(key)
            open.removeAll { $0.key == key }
            open.append((key, line))
            return true
        case .changed:
            guard !cancelled.contains(key) else { return false }
            if let index = open.firstIndex(where: { $0.key == key }) {
                open[index].line = line
            } else {
                // Its `began` was dropped: it is open all the same.
                open.append((key, line))
            }
            return true
        case .ended, .cancelled:
            open.removeAll { $0.key == key }
            return cancelled.remove(key) == nil
        }
    }

    /// Cancels every open gesture: the lines to pass on, at each device's latest time. Their
    /// later lines are skipped when `expectMore` (lines were dropped); after the end of the stream
    /// nothing more of them can come.
    mutating func cancelAll(expectMore: Bool) -> [GestureLine] {
        let lines = open.map { key, line in
            var cancel = line
            cancel.time = latest[line.device] ?? line.time
            switch line.gesture {
            case .hint(_, let force): cancel.gesture = .hint(.cancelled, force: force)
            case .peek(_, let force), .pop(let force): cancel.gesture = .peek(.cancelled, force: force)
            case .pinch(_, let scale): cancel.gesture = .pinch(.cancelled, scale: scale)
            case .edgePan(_, let edge, let progress, _): cancel.gesture = .edgePan(.cancelled, edge: edge, progress: progress, committed: nil)
            case .tap: break
            }
            return cancel
        }
        cancelled = expectMore ? cancelled.union(open.map(\.key)) : []
        open = []
        if !expectMore { latest = [:] }
        return lines
    }
}
