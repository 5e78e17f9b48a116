// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Pinch for the fingers of one device. The second finger landing starts tracking; the pinch begins
/// once the span between the two has changed by the threshold more than their midpoint has moved
/// (otherwise it is a two-finger scroll, and never a pinch). It ends when either finger lifts and is
/// cancelled when a third finger lands or a finger is cancelled.
public struct PinchMachine: GestureMachine {
    /// What happened to the fingers in one frame. Moves come first and all at once, so the span and
    /// the translation are measured between whole frames, never between half-updated pairs.
    public enum Input: Hashable, Sendable {
        /// A finger landed here.
        case landed(id: Int, at: Point)
        /// Where the fingers that touched in this frame are now (lifted ones at their last position).
        case moved(FingerPositions)
        /// A finger lifted.
        case lifted(id: Int)
        /// The tracker could no longer trust a finger.
        case cancelled(id: Int)
    }

    /// One finger and where it is.
    public struct Finger: Hashable, Sendable {
        /// The contact id.
        public var id: Int
        public var position: Point
    }

    /// Two fingers and what they looked like when the second one landed.
    public struct Pair: Hashable, Sendable {
        /// The finger that landed first: pinch events carry its id.
        public var first: Finger
        public var second: Finger
        /// The span when the second finger landed, in the units of `SurfaceGeometry.distance`.
        public var startSpan: Double
        /// The midpoint when the second finger landed.
        public var startMidpoint: Point
    }

    public enum State: Hashable, Sendable {
        /// No finger down.
        case idle
        /// One finger down: the next one starts tracking.
        case one(Finger)
        /// Two fingers, not yet a pinch or a scroll.
        case tracking(Pair)
        /// A pinch in progress.
        case pinching(Pair)
        /// A scroll, three or more fingers, or a pinch that ended with a finger still down: no pinch
        /// until every finger listed has lifted. Each id once, in ascending order: a list, not a
        /// `Set`, whose first use in a process costs a conformance lookup of some 350,000
        /// instructions, on the user's first multi-finger gesture.
        case blocked([Int])
    }

    /// Where the pinch is (for tests and diagnostics).
    public private(set) var state: State = .idle
    private let threshold: Double
    private let geometry: SurfaceGeometry

    /// False when a caller need not gather where the fingers went for a `.moved` on every frame:
    /// with no finger, or blocked, it changes nothing; with one finger (most frames) only where that
    /// finger is when the next one lands matters, so a caller may send it just then (`awaitsSecondFinger`).
    var followsMoves: Bool {
        switch state {
        case .tracking, .pinching: true
        case .idle, .one, .blocked: false
        }
    }

    /// True with one finger down: the next `.landed` measures the span from where that finger is.
    var awaitsSecondFinger: Bool {
        switch state {
        case .one: true
        case .idle, .tracking, .pinching, .blocked: false
        }
    }

    /// False when where the fingers are cannot matter to it (no finger, or blocked), now or when
    /// the next one lands.
    var watchesFingers: Bool {
        switch state {
        case .one, .tracking, .pinching: true
        case .idle, .blocked: false
        }
    }

    public init(thresholds: PinchThresholds, geometry: SurfaceGeometry) {
        self.threshold = thresholds.spanChange.value(on: geometry)
        self.geometry = geometry
    }

    /// Moves the machine on by `input`, which happened at `time`, appending what it recognised to `events`.
    public mutating func handle(_ input: Input, at time: Timestamp, into events: inout [GestureEvent]) {
        switch (state, input) {
        case (.idle, .landed(let id, let point)):
            state = .one(Finger(id: id, position: point))
        case (.one(var finger), .moved(let positions)):
            finger.position = positions[finger.id] ?? finger.position
            state = .one(finger)
        case (.one(let finger), .landed(let id, let point)):
            let second = Finger(id: id, position: point)
            state = .tracking(Pair(first: finger, second: second, startSpan: geometry.distance(finger.position, point),
                                   startMidpoint: Self.midpoint(finger.position, point)))
        case (.one(let finger), .lifted(let id)), (.one(let finger), .cancelled(let id)):
            if id == finger.id { state = .idle }
        case (.tracking(let pair), .moved(let positions)):
            let pair = Self.moving(pair, to: positions)
            let spanChange = abs(span(pair) - pair.startSpan)
            let translation = geometry.distance(pair.startMidpoint, Self.midpoint(pair))
            if spanChange >= threshold, spanChange > translation {
                state = .pinching(pair)
                events.append(event(.began, pair, time))
            } else {
                state = translation >= threshold ? Self.blocking([pair.first.id, pair.second.id]) : .tracking(pair)
            }
        case (.tracking(let pair), .landed(let id, _)):
            state = Self.blocking([pair.first.id, pair.second.id, id])
        case (.tracking(let pair), .lifted(let id)), (.tracking(let pair), .cancelled(let id)):
            if let remaining = Self.remaining(pair, without: id) { state = .one(remaining) }
        case (.pinching(let pair), .moved(let positions)):
            let moved = Self.moving(pair, to: positions)
            state = .pinching(moved)
            if moved != pair { events.append(event(.changed, moved, time)) }
        case (.pinching(let pair), .landed(let id, _)):
            state = Self.blocking([pair.first.id, pair.second.id, id])
            events.append(event(.cancelled, pair, time))
        case (.pinching(let pair), .lifted(let id)):
            guard let remaining = Self.remaining(pair, without: id) else { return }
            state = .blocked([remaining.id])
            events.append(event(.ended, pair, time))
        case (.pinching(let pair), .cancelled(let id)):
            guard let remaining = Self.remaining(pair, without: id) else { return }
            state = .blocked([remaining.id])
            events.append(event(.cancelled, pair, time))
        case (.blocked(var ids), .landed(let id, _)):
            if !ids.contains(id) { ids.insert(id, at: ids.firstIndex { $0 > id } ?? ids.endIndex) }
            state = .blocked(ids)
        case (.blocked(var ids), .lifted(let id)), (.blocked(var ids), .cancelled(let id)):
            ids.removeAll { $0 == id }
            state = ids.isEmpty ? .idle : .blocked(ids)
        case (.idle, .moved), (.blocked, .moved):
            break
        // A lift or cancel of a finger never seen landing: ignored.
        case (.idle, .lifted), (.idle, .cancelled):
            break
        }
    }

    /// Blocked for the fingers `ids`, listed as `State.blocked` lists them.
    private static func blocking(_ ids: [Int]) -> State {
        var listed: [Int] = []
        for id in ids.sorted() where listed.last != id { listed.append(id) }
        return .blocked(listed)
    }

    /// `pair` with the positions of its fingers that appear in `positions`.
    private static func moving(_ pair: Pair, to positions: FingerPositions) -> Pair {
        var pair = pair
        pair.first.position = positions[pair.first.id] ?? pair.first.position
        pair.second.position = positions[pair.second.id] ?? pair.second.position
        return pair
    }

    /// The other finger of `pair` when `id` is one of its fingers.
    private static func remaining(_ pair: Pair, without id: Int) -> Finger? {
        if id == pair.first.id { return pair.second }
        if id == pair.second.id { return pair.first }
        return nil
    }

    private static func midpoint(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    private static func midpoint(_ pair: Pair) -> Point { midpoint(pair.first.position, pair.second.position) }
    private func span(_ pair: Pair) -> Double { geometry.distance(pair.first.position, pair.second.position) }

    /// Span now over span when the second finger landed; 1 when they landed on the same point
    /// (hardware nonsense: there is no scale to measure against).
    private func scale(_ pair: Pair) -> Double { pair.startSpan > 0 ? span(pair) / pair.startSpan : 1 }

    private func event(_ phase: GesturePhase, _ pair: Pair, _ time: Timestamp) -> GestureEvent {
        GestureEvent(time: time, contact: pair.first.id, tool: .finger, position: Self.midpoint(pair),
                     gesture: .pinch(phase, scale: scale(pair)))
    }
}
