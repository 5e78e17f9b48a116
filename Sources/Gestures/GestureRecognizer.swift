// SPDX-License-Identifier: MIT
import Contacts
import InputEvents

/// Recognises taps, peeks, pops, pinches and edge-pans on one device, from its `TouchFrame`s.
///
/// Each contact gets a `PressMachine` (and, for fingers, an `EdgePanMachine`); the device's fingers
/// share one `PinchMachine`. Arbitration between them:
/// - a contact landing while another touches cancels every peek and edge-pan, and none of the
///   contacts then touching taps or peeks any more (they are a pinch or a multi-finger gesture);
/// - an edge-pan that begins takes its contact from the press machine, and a peek that begins takes
///   its contact from the edge-pan machine;
/// - a contact the tracker cancels cancels its gestures.
/// Pens and erasers tap, peek and pop with the pen thresholds (events keep the tool as reported);
/// edge-pans and pinches are for fingers only, so strokes that start at a tablet's edge stay strokes.
public struct GestureRecognizer: FrameRecognizer {
    /// The machines of one touching contact.
    private struct Tracked {
        var press: PressMachine
        /// A pen's is claimed as it lands: edge-pans are for fingers only. Not an optional, whose
        /// state `ignoresMoves` could only read by copying the whole machine, for every contact's move.
        var edgePan: EdgePanMachine
        /// Where a finger was last reported while the pinch watched the fingers, for it to know
        /// when the next finger lands.
        var position: Point
        var id: Int { press.contact }

        /// True when a move can change nothing: the press has nothing left to recognise, and the
        /// edge-pan nothing left to follow (every finger of a crowd is here after its first frame).
        var ignoresMoves: Bool {
            switch press.state {
            case .moved, .done: break
            case .idle, .pressing, .peeking: return false
            }
            switch edgePan.state {
            case .done: return true
            case .idle, .armed, .panning: return false
            }
        }
    }

    private let profile: ForceProfile
    private let geometry: SurfaceGeometry
    private let reportsForce: Bool
    /// Touching contacts in id order. An array rather than a dictionary: a frame holds a handful of
    /// contacts, and finding one by a scan is cheaper than hashing its id several times per frame.
    private var contacts: [Tracked] = []
    private var pinch: PinchMachine
    private var lastTime: Timestamp?
    private var diagnostics: [GestureDiagnostic] = []

    /// `reportsForce` false: presses peek by long press and never pop.
    public init(profile: ForceProfile, geometry: SurfaceGeometry, reportsForce: Bool) {
        self.profile = profile
        self.geometry = geometry
        self.reportsForce = reportsForce
        self.pinch = PinchMachine(thresholds: profile.pinch, geometry: geometry)
    }

    /// The earliest time at which `advance(to:)` has something to fire, so a live loop can sleep until then.
    /// Stored, and brought up to date by `handle` and `advance`: a replay asks before every event.
    public private(set) var nextDeadline: Timestamp?

    /// Fires the deadlines due by `time` (a held contact produces no frames, so hold-to-peek ends here),
    /// appending their events to `events`.
    public mutating func advance(to time: Timestamp, into events: inout [GestureEvent]) {
        guard let first = nextDeadline, first <= time else { return }
        while let (id, due) = Self.earliestDeadline(in: contacts), due <= time {
            fire(contact: id, at: due, into: &events)
        }
        nextDeadline = Self.earliestDeadline(in: contacts)?.time
    }

    /// The contact whose deadline comes first (the lowest id among equals), and that deadline.
    /// Static, as is `index(of:in:from:)`: a method would take the whole recognizer (hundreds of
    /// bytes) by value, copying it at every call.
    private static func earliestDeadline(in contacts: [Tracked]) -> (contact: Int, time: Timestamp)? {
        var earliest: (contact: Int, time: Timestamp)?
        for tracked in contacts {
            guard let due = tracked.press.nextDeadline else { continue }
            // In id order, so an equal deadline keeps the lower id.
            if let current = earliest, current.time <= due { continue }
            earliest = (tracked.id, due)
        }
        return earliest
    }

    /// Feeds one frame: first the deadlines due by its time, then its contacts; appends the events
    /// to `events`, which a live caller keeps from frame to frame so that its storage is reused.
    public mutating func handle(_ frame: TouchFrame, into events: inout [GestureEvent]) {
        let time = frame.time
        if let lastTime, time < lastTime {
            diagnostics.append(.frameWentBack(at: time, previous: lastTime))
        }
        lastTime = max(lastTime ?? time, time)
        advance(to: time, into: &events)
        var landed: [Contact] = []
        // A pinch of two fingers is told where they moved in every frame; one of a lone finger is told
        // only when the next lands, from where `Tracked` last saw it: most frames have one finger.
        let pinchWatches = pinch.watchesFingers
        let pinchFollows = pinch.followsMoves
        var moved = FingerPositions()
        var gone: [PinchMachine.Input] = []
        // Where to look for the next contact in `contacts`: both are in id order.
        var cursor = 0
        for contact in frame.contacts {
            switch contact.phase {
            case .began:
                if Self.index(of: contact.id, in: contacts) == nil, !landed.contains(where: { $0.id == contact.id }) {
                    landed.append(contact)
                } else {
                    diagnostics.append(.beganAgain(contact: contact.id, at: time))
                }
            case .changed, .ended, .cancelled:
                guard let index = Self.index(of: contact.id, in: contacts, from: cursor) else {
                    diagnostics.append(.notBegun(contact: contact.id, phase: contact.phase, at: time))
                    continue
                }
                // The tool it landed with decides, so the pinch sees every finger leave.
                let tool = contacts[index].press.tool
                if contact.phase != .changed || !contacts[index].ignoresMoves {
                    update(at: index, with: contact, at: time, into: &events)
                }
                // An ended or cancelled contact was removed: the next one took its place.
                cursor = contact.phase == .changed ? index + 1 : index
                guard tool == .finger else { continue }
                switch contact.phase {
                case .began, .changed:
                    if pinchWatches { contacts[index].position = contact.position }
                    if pinchFollows { moved.set(contact.position, for: contact.id) }
                case .ended:
                    if pinchFollows { moved.set(contact.position, for: contact.id) }
                    gone.append(.lifted(id: contact.id))
                case .cancelled: gone.append(.cancelled(id: contact.id))
                }
            }
        }
        if pinchFollows { pinch.handle(.moved(moved), at: time, into: &events) }
        for input in gone { pinch.handle(input, at: time, into: &events) }
        for contact in landed { land(contact, at: time, into: &events) }
        nextDeadline = Self.earliestDeadline(in: contacts)?.time
    }

    /// Hands over what was noted about bad input since the last call.
    public mutating func takeDiagnostics() -> [GestureDiagnostic] {
        defer { diagnostics = [] }
        return diagnostics
    }

    /// Where the contact with `id` is in `contacts`, looked for from `start` on, then before it.
    private static func index(of id: Int, in contacts: [Tracked], from start: Int = 0) -> Int? {
        let start = min(start, contacts.endIndex)
        return contacts[start...].firstIndex { $0.id == id } ?? contacts[..<start].firstIndex { $0.id == id }
    }

    private mutating func fire(contact id: Int, at time: Timestamp, into events: inout [GestureEvent]) {
        guard let index = Self.index(of: id, in: contacts) else { return }
        let start = events.count
        contacts[index].press.handle(.deadline, at: time, into: &events)
        if Self.peekBegan(in: events[start...]) { contacts[index].edgePan.handle(.claim, at: time, into: &events) }
    }

    /// Feeds the frame of the contact at `index` to its machines, in place; forgets it once it
    /// ended or was cancelled. A move of a contact that `ignoresMoves` need not come here.
    private mutating func update(at index: Int, with contact: Contact, at time: Timestamp, into events: inout [GestureEvent]) {
        let pressInput: PressMachine.Input
        let edgeInput: EdgePanMachine.Input
        switch contact.phase {
        case .began, .changed:
            pressInput = .move(contact.position, force: contact.force)
            edgeInput = .move(contact.position)
        case .ended:
            pressInput = .lift(contact.position)
            edgeInput = .lift(contact.position)
        case .cancelled:
            pressInput = .cancel
            edgeInput = .cancel
        }
        let start = events.count
        contacts[index].press.handle(pressInput, at: time, into: &events)
        let pressEnd = events.count
        contacts[index].edgePan.handle(edgeInput, at: time, into: &events)
        let peekBegan = Self.peekBegan(in: events[start..<pressEnd])
        let panBegan = events[pressEnd...].contains { if case .edgePan(.began, _, _, _) = $0.gesture { true } else { false } }
        if peekBegan || panBegan {
            // Rare: what the arbitration brings goes before the edge-pan's own events.
            let edgeEvents = Array(events[pressEnd...])
            events.removeSubrange(pressEnd...)
            // A peek that began takes the contact from the edge-pan machine, and an edge-pan that
            // began takes it from the press machine.
            if peekBegan { contacts[index].edgePan.handle(.claim, at: time, into: &events) }
            if panBegan { contacts[index].press.handle(.claim, at: time, into: &events) }
            events += edgeEvents
        }
        switch contact.phase {
        case .began, .changed: break
        case .ended, .cancelled: contacts.remove(at: index)
        }
    }

    /// True when `events`, of a press machine, hold the beginning of a peek.
    private static func peekBegan(in events: ArraySlice<GestureEvent>) -> Bool {
        events.contains { if case .peek(.began, _) = $0.gesture { true } else { false } }
    }

    /// Starts machines for a contact that landed; with another contact touching, every contact's
    /// press and edge-pan gestures end there.
    private mutating func land(_ contact: Contact, at time: Timestamp, into events: inout [GestureEvent]) {
        let crowded = !contacts.isEmpty
        for index in contacts.indices {
            contacts[index].press.handle(.claim, at: time, into: &events)
            contacts[index].edgePan.handle(.claim, at: time, into: &events)
        }
        var tracked = Tracked(
            press: PressMachine(contact: contact.id, tool: contact.tool, thresholds: profile.thresholds(for: contact.tool),
                                geometry: geometry, reportsForce: reportsForce),
            edgePan: EdgePanMachine(contact: contact.id, tool: contact.tool, thresholds: profile.edgePan,
                                    slop: profile.finger.slop, geometry: geometry),
            position: contact.position)
        let pressInput: PressMachine.Input = crowded ? .claim : .down(contact.position, force: contact.force)
        let edgeInput: EdgePanMachine.Input = crowded || contact.tool != .finger ? .claim : .down(contact.position)
        let start = events.count
        tracked.press.handle(pressInput, at: time, into: &events)
        let peekBegan = Self.peekBegan(in: events[start...])
        tracked.edgePan.handle(edgeInput, at: time, into: &events)
        if peekBegan { tracked.edgePan.handle(.claim, at: time, into: &events) }
        contacts.insert(tracked, at: contacts.firstIndex { $0.id > contact.id } ?? contacts.endIndex)
        guard contact.tool == .finger else { return }
        if pinch.awaitsSecondFinger {
            // Where the lone finger went was not followed frame by frame: it is told now.
            var positions = FingerPositions()
            for tracked in contacts where tracked.press.tool == .finger { positions.set(tracked.position, for: tracked.id) }
            pinch.handle(.moved(positions), at: time, into: &events)
        }
        pinch.handle(.landed(id: contact.id, at: contact.position), at: time, into: &events)
    }
}
